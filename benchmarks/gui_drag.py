"""GUI drag: the worst frame while dragging a hand card over a full table. Target: <= 8 ms.

Seeded 4-player games (``--players 6``: 6 players, 3 decks) are played by Medium
computer players; the fullest table (most cards melded) met at the person's (seat
0's) turn to meld or discard, with 8 or more cards in hand, is used. The position is
shown in a ``MainWindow`` offscreen at 1920x1080 and at 3840x2160 (device pixel
ratio 1) with animations off. Each drag is real mouse input through ``QTest`` on
the view's viewport: a press on a hand card, ``--steps`` small moves over the
person's melds, the other side's melds and the discard pile, and a release over
empty felt (the card glides back and the game is unchanged, which is checked).

A frame is one mouse move plus one paint of the view, timed in two ways:

* ``repaint``: ``QTest.mouseMove`` then ``viewport().repaint()``, a synchronous
  paint of the whole viewport (what the brief asks; a full-window frame).
* ``update``: ``QTest.mouseMove`` then ``processEvents()``, which paints only what
  the view marks dirty (the app's real ``SmartViewportUpdate`` path; each frame's
  paint is counted to show it happened).

The first drag at each size starts with an empty card-pixmap cache (the style is
switched away and back, which clears it) and is reported on its own; then
``--repeats`` drags per mode give median, p95, p99 and worst frame.

    taskset -c 1 .venv/bin/python benchmarks/gui_drag.py --players 4

Each mode's median and worst frame also come as ``drag WxH MODE median: V ms`` lines.
``--quick`` runs the same path in a few seconds (the test suite runs it).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_TMP = tempfile.TemporaryDirectory(prefix="canasta-bench-")
for _var in ("CONFIG", "DATA", "CACHE"):
    os.environ[f"CANASTA_GUI_{_var}_DIR"] = os.path.join(_TMP.name, _var.lower())

from PySide6.QtCore import QEvent, QObject, QPointF, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from canasta_gui.ai.canasta.player import CanastaPlayer  # noqa: E402
from canasta_gui.app.i18n import Translator  # noqa: E402
from canasta_gui.app.scene import speeds  # noqa: E402
from canasta_gui.app.scene.items import CardItem  # noqa: E402
from canasta_gui.app.screenshot import seeded_position  # noqa: E402
from canasta_gui.app.settings import Settings  # noqa: E402
from canasta_gui.app.widgets.main_window import MainWindow  # noqa: E402
from canasta_gui.engine.canasta import new_game  # noqa: E402
from canasta_gui.engine.canasta.state import Phase  # noqa: E402

TARGET_MS = 8.0
SIZES = ((1920, 1080), (3840, 2160))
# A full table is searched for, not listed: the computer players' moves change as they
# improve, and a listed (seed, moves) pair silently stopped giving a full table.
SEEDS = 60  # seeds "full1".."full60"; the fullest table among them is used
MIN_HAND = 8  # cards in the person's hand, so a drag starts from a real fan
# The drag's path in scene units after the press: across the person's meld area, across
# the other sides' melds, onto the discard pile, then to empty felt for the release.
WAYPOINTS = [(150, 620), (1450, 620), (1450, 330), (150, 330), (880, 480), (1250, 455)]
LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


class PaintCounter(QObject):
    count = 0

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def _melded(state) -> tuple[int, int]:
    """(cards melded, melds) over every side."""
    melds = [m for row in state.melds for m in row if m is not None]
    return sum(m.size for m in melds), len(melds)


def full_table(players: int, seeds: int = SEEDS):
    """The fullest table met in Medium self-play (``seeded_position``'s games) over the
    first ``seeds`` seeds, at the person's (seat 0's) play phase with a full hand."""
    best = None
    for i in range(1, seeds + 1):
        seed = f"full{i}"
        setup = seeded_position(players, seed, 0)[0]
        state = new_game(setup.config(), seed)  # as seeded_position plays it, step by step
        bots = [CanastaPlayer("medium", f"{seed}/{p}") for p in range(players)]
        moves = 0
        while state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            here = state.phase == Phase.PLAY and state.current == 0
            if (
                here
                and state.hand_sizes[0] >= MIN_HAND
                and (best is None or _melded(state) > best[0])
            ):
                best = (_melded(state), seed, moves)
            seat = state.current_player()
            state.apply(bots[seat].decide(state.observation(seat)).action)
            moves += 1
    if best is None:
        raise SystemExit(f"no seed gives seat 0 a play phase with {MIN_HAND} cards in hand")
    (cards, melds), seed, moves = best
    setup, state, log = seeded_position(players, seed, moves)
    assert state.phase == Phase.PLAY and state.current_player() == 0 and len(log) == moves
    return f"{seed}@{moves} ({melds} melds, {cards} cards melded)", setup, state, log


def path(start: QPointF, steps: int) -> list[QPointF]:
    """``steps`` points along the waypoints, spaced evenly by distance."""
    points = [start] + [QPointF(x, y) for x, y in WAYPOINTS]
    lengths = [(b - a).manhattanLength() for a, b in zip(points, points[1:], strict=False)]
    total, out = sum(lengths), []
    for i in range(1, steps + 1):
        d = total * i / steps
        for a, b, n in zip(points, points[1:], lengths, strict=False):
            if d <= n or b is points[-1]:
                out.append(a + (b - a) * min(1.0, d / n))
                break
            d -= n
    return out


def drag(app, window: MainWindow, mode: str, steps: int, counter: PaintCounter) -> list[float]:
    """One drag of a hand card; the frame times in ms."""
    view, scene = window.table.view, window.table.scene
    vp = view.viewport()
    moves_before = len(window.session.moves)
    card = scene.hand_items()[len(scene.hand_items()) // 2]
    start = card.mapToScene(QPointF(14, 30))
    QTest.mousePress(vp, LEFT, NO_MOD, view.mapFromScene(start))
    app.processEvents()
    frames, paints = [], counter.count
    for p in path(start, steps):
        target = view.mapFromScene(p)
        t0 = time.perf_counter()
        QTest.mouseMove(vp, target)
        if mode == "repaint":
            vp.repaint()
        else:
            app.processEvents()
        frames.append((time.perf_counter() - t0) * 1000)
        if mode == "repaint":
            app.processEvents()  # untimed: the scene's queued update, so frames stay apart
    if mode == "update" and counter.count - paints < steps:
        print(f"  warning: {counter.count - paints} paints for {steps} moves")
    QTest.mouseRelease(vp, LEFT, NO_MOD, target)
    app.processEvents()
    if len(window.session.moves) != moves_before or scene.animating:
        raise SystemExit("the release changed the game: pick a release point on empty felt")
    return frames


def stats(frames: list[float]) -> str:
    q = statistics.quantiles(frames, n=100)
    worst = max(frames)
    verdict = "ok" if worst <= TARGET_MS else "OVER"
    return (
        f"median {statistics.median(frames):.2f}, p95 {q[94]:.2f}, p99 {q[98]:.2f}, "
        f"worst {worst:.2f} ms (target worst <= {TARGET_MS:.0f} ms: {verdict})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, choices=(4, 6))
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument(
        "--quick", action="store_true", help="a few seconds: 12 moves, 1 drag, 10 seeds (tests)"
    )
    args = parser.parse_args()
    if args.quick:
        args.steps, args.repeats = 12, 1
    app = QApplication.instance() or QApplication([])
    name, setup, state, log = full_table(args.players, 10 if args.quick else SEEDS)
    speeds.set_factor(0.0)
    window = MainWindow(Settings(speed="instant"), Translator())
    window.start_game(setup, state, log)
    window.session.autosave = False
    counter = PaintCounter()
    window.table.view.viewport().installEventFilter(counter)
    scene = window.table.scene
    cards = sum(isinstance(i, CardItem) for i in scene.items())
    print(
        f"{args.players} players, position {name}: {len(state.hand_cards(0))} cards in hand, "
        f"{cards} card items, {len(scene.items())} scene items, {args.steps} moves per drag"
    )
    window.show()
    for width, height in SIZES:
        window.resize(width, height)
        for _ in range(3):
            app.processEvents()
        vp = window.table.view.viewport()
        dpr = vp.devicePixelRatioF()
        label = f"{width}x{height} (viewport {vp.width()}x{vp.height()}, dpr {dpr:g})"
        art, back = window.art, window.art.back
        art.set_style(back="red" if back != "red" else "blue")
        art.set_style(back=back)  # switching the back clears the pixmap cache
        first = drag(app, window, "repaint", args.steps, counter)
        print(
            f"{label} first drag, cold cache, repaint: worst {max(first):.2f} ms, "
            f"median {statistics.median(first):.2f} ms"
        )
        for mode in ("repaint", "update"):
            frames = []
            for _ in range(args.repeats):
                frames += drag(app, window, mode, args.steps, counter)
            print(f"{label} {mode}, {args.repeats} drags: {stats(frames)}")
            print(f"drag {width}x{height} {mode} median: {statistics.median(frames):.2f} ms")
            print(f"drag {width}x{height} {mode} worst: {max(frames):.2f} ms")
    window.close()


if __name__ == "__main__":
    main()
