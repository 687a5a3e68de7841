"""GUI stress: seeded random mouse, keyboard and menu input over whole games of every game
(Canasta, Hand and Foot, Cassino); the table must never raise or freeze.

A ``MainWindow`` runs offscreen at the **normal** animation speed. For each game the
driver picks a game and a table: Canasta with 2, 3, 4 or 6 players and a deal limit of one
or two deals (OPT-DEAL-LIMIT, docs/rules.md §1.5); Hand and Foot (4 players, 5 decks, a
random preset; a game is four deals, so the driver starts it in a later deal); Cassino with
2, 3 or 4 players (partners or not), a limit of one or two rounds and a random preset. One
person, or two or more for pass-and-play; cheap computer players of that game elsewhere.
By default it starts from a position played headless to near the end of a deal. Then, in
turn:

* random input through real Qt events: clicks, drags (rummy tables: hand to pile, hand to
  melds, pile to hand, stock to hand; Cassino: hand cards onto table cards, builds, the
  felt), clicks on Cassino's table cards, double-clicks, rubber bands, keys (S, P, D, A, R,
  H, T, Enter, Space, arrows, Esc, Ctrl+Enter, Tab, Ctrl+Z), also while cards glide and
  computer players think;
* every popup menu that opens (Cassino's choices, the rummy bar's lay-off menu) is answered
  with real input: a digit, arrows and Enter, a click on an entry, Escape, a click outside;
* window actions: a language switch (en, ja, ko, it; directly or through Settings),
  a speed change in Settings, the score sheet, the rules, a hint, back to the menu
  and Continue, New game;
* every dialog that opens is answered or closed at random (deal or round summary, the
  go-out question, New game, Settings, message boxes, anything else); the privacy screen
  of pass-and-play is passed;
* real play mixed in, so deals and games finish: when it is a person's turn a Medium
  player of the table's game (``session.game.make_player``) picks a legal move for that
  seat and it is made with the mouse (as ``tests/app/human_driver.py`` does; in Cassino a
  drop on one of the play's units or on the felt, table cards clicked first or Enter, and
  the entry picked from the choices menu); only if the mouse did not get it applied is it
  played through the session, and that is counted.

Waiting is on the window's signals (the table's ``idle``, ``dialog_opened``,
``game_started``, the session's), never a sleep. An uncaught exception anywhere
(``sys.excepthook``, which PySide calls for exceptions in slots and virtuals, and
``threading.excepthook``) is recorded with its traceback; so is a stall (nothing
happens for ``--stall-s`` seconds while the game should go on).

    .venv/bin/python benchmarks/gui_stress.py --seeds 1-8 --events 6000
    .venv/bin/python benchmarks/gui_stress.py --seeds 1-8 --events 2000 --games 99 \
        --only hand-and-foot,cassino
    .venv/bin/python benchmarks/gui_stress.py --quick        # a few seconds, for the suite

Prints ``name: value unit`` lines, totals and per game; exit status 1 if anything was
uncaught or stalled.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
import threading
import time
import traceback
from collections import Counter
from dataclasses import replace
from pathlib import Path

if __name__ == "__main__":  # run as a script: this checkout's package, not an installed one
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import (  # noqa: E402
    QCoreApplication,
    QEvent,
    QEventLoop,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QMenu,
    QMessageBox,
    QPushButton,
)

from canasta_gui.ai.canasta.player import CanastaPlayer  # noqa: E402
from canasta_gui.app.games import game_for  # noqa: E402
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup  # noqa: E402
from canasta_gui.engine.canasta import actions as act  # noqa: E402
from canasta_gui.engine.canasta.state import Phase, new_game  # noqa: E402
from canasta_gui.engine.cassino import actions as cas  # noqa: E402
from canasta_gui.engine.errors import IllegalAction  # noqa: E402

CANASTA, HAND_AND_FOOT, CASSINO = "canasta", "hand-and-foot", "cassino"
GAMES = (CANASTA, HAND_AND_FOOT, CASSINO)
LANGUAGES = ("en", "ja", "ko", "it")
SPEEDS = ("normal", "normal", "normal", "fast", "slow", "instant")  # mostly normal
#: (players, decks) of each game's tables.
TABLES = {
    CANASTA: ((2, 2), (3, 3), (4, 2), (6, 3)),
    HAND_AND_FOOT: ((4, 5),),
    CASSINO: ((2, 1), (3, 1), (4, 1)),
}
PRESETS = {
    CANASTA: ("default",),
    HAND_AND_FOOT: ("default", "pagat", "house"),
    CASSINO: ("default", "default", "pagat"),
}
#: Events a listed table still gets once its game is over, before the next one starts.
OVER_EVENTS = 20
LEVELS = ("easy", "medium")  # rules of thumb: decide at once
NO = Qt.KeyboardModifier.NoModifier
LEFT = Qt.MouseButton.LeftButton
KEYS = (
    (Qt.Key.Key_S, NO),
    (Qt.Key.Key_P, NO),
    (Qt.Key.Key_D, NO),
    (Qt.Key.Key_A, NO),
    (Qt.Key.Key_R, NO),
    (Qt.Key.Key_H, NO),
    (Qt.Key.Key_T, NO),
    (Qt.Key.Key_Return, NO),
    (Qt.Key.Key_Enter, NO),
    (Qt.Key.Key_Space, NO),
    (Qt.Key.Key_Left, NO),
    (Qt.Key.Key_Right, NO),
    (Qt.Key.Key_Up, NO),
    (Qt.Key.Key_Down, NO),
    (Qt.Key.Key_Escape, NO),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Tab, NO),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
)
#: What the driver counts per game too (as "<game>: <name>").
PER_GAME = (
    "games started",
    "games finished",
    "driver games finished",
    "deals finished",
    "refused drops",
    "refused drops with glide",
    "drops glided back",
    "legal moves by mouse",
    "legal moves through the session",
    "menus opened",
    "menus chosen",
    "menus cancelled",
)
GAME_SEED = "stress"  # games the driver starts; a game from the New game dialog is not one


class Uncaught:
    """Records every exception that reaches ``sys.excepthook`` or ``threading.excepthook``,
    then passes it on (pytest-qt's own hook still fails the test)."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self._old_sys = None
        self._old_thread = None

    def __enter__(self) -> Uncaught:
        self._old_sys, self._old_thread = sys.excepthook, threading.excepthook
        sys.excepthook = self._on_sys
        threading.excepthook = self._on_thread
        return self

    def __exit__(self, *exc) -> None:
        sys.excepthook, threading.excepthook = self._old_sys, self._old_thread

    def _on_sys(self, kind, value, tb) -> None:
        self.errors.append("".join(traceback.format_exception(kind, value, tb)))
        self._old_sys(kind, value, tb)

    def _on_thread(self, args) -> None:
        self.errors.append(
            f"thread {args.thread!r}:\n"
            + "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback))
        )
        self._old_thread(args)


class Stress:
    """Drives one window with seeded random input and real play; see the module docstring."""

    def __init__(
        self,
        window,
        seed: int,
        *,
        events: int,
        games: int,
        near_end: bool = True,
        pace: bool = False,
        stall_s: float = 20.0,
        tables: list[tuple] | None = None,
        play_share: float = 0.2,
        only: tuple[str, ...] = GAMES,
        table_events: int | dict[str, int] = 0,
        end_moves: tuple[int, int] | None = None,
        log=None,
    ) -> None:
        self.window = window
        self.seed = seed
        self.rng = random.Random(seed)
        self.max_events = events
        self.max_games = games
        self.near_end = near_end
        self.pace = pace
        self.stall_s = stall_s
        self.log = log
        self.play_share = play_share  # of a person's turn's steps: a legal move, not noise
        # The first games' tables: (game, players, decks, people), or (players, decks, people)
        # for Canasta; later games pick one of ``only`` at random.
        self.tables = list(tables or [])
        self.only = tuple(only)
        # With more tables listed: the next one starts after this many events sent on a
        # person's turn at one (as a person starts a new game), so every listed table is
        # played (0: only when it ends); a number, or one per game. Only a person's turns
        # count: the pokes while a computer player thinks or cards glide come faster on a
        # faster machine, and counting them left a slow machine's tables a move or two.
        self.table_events = table_events
        self._table_used = 0  # events sent on a person's turn at the current table
        self._table_budget = 0
        self._on_listed = False  # the current table is one of ``tables``
        self._table_over = False  # its game has ended: ``OVER_EVENTS`` more, every one counting
        self._table_stalled = False  # it froze: never continued from the menu again
        # How many moves before the end of a deal (round) Hand and Foot and Cassino games
        # start (lowest, highest); None: the driver's defaults (see ``near_end``).
        self.end_moves = end_moves
        self.stats: Counter = Counter()
        self.stalls: list[str] = []
        self.games_started = 0
        self.bots: dict[int, object] = {}
        self._session = None
        self._switch_at = 0
        self._refuse_due = False  # the table's first chance of a refused drop is taken
        self._menu_open: tuple[int, int, str] | None = None  # (session id, moves, game)
        window.game_started.connect(self._on_game_started)

    # -- bookkeeping --------------------------------------------------------------------

    @property
    def events(self) -> int:
        return self.stats["events"]

    def _note(self, text: str) -> None:
        if self.log is not None:
            self.log(f"[seed {self.seed} ev {self.events}] {text}")

    @property
    def game_key(self) -> str:
        s = self.window.session
        return s.game.key if s is not None else ""

    def count(self, name: str, game: str | None = None, n: int = 1) -> None:
        """Count ``name`` in the totals and for ``game`` (the game at the table by default)."""
        self.stats[name] += n
        game = self.game_key if game is None else game
        if game:
            self.stats[f"{game}: {name}"] += n

    def _on_game_started(self) -> None:
        s = self.window.session
        self._session = s
        key = s.game.key
        self.bots = {}  # the computer player of this game
        self.count("games started", key)
        s.deal_finished.connect(lambda: self.count("deals finished", key))
        s.game_finished.connect(lambda: self._on_game_finished(key, s))
        table = self.window.table
        table.scene.refused.connect(self._on_refused)
        offered = getattr(table.controller, "choices_offered", None)
        if offered is not None:
            offered.connect(self._on_choices_offered)
        scene = table.scene
        glide_back = scene.snap_back

        def counted(items) -> None:  # counts the glides back (a drop refused or on nothing)
            self.count("drops glided back", key)
            glide_back(items)

        scene.snap_back = counted
        if not self.pace:
            s.pace_ms = 0  # the computer players' pause is not under test; the glides are

    def _on_game_finished(self, key: str, session) -> None:
        if self.window.session is session and not self._table_over:
            # A finished table gets a few pokes more (its end is under test too), then the
            # next listed one; a late signal of a replaced game marks nothing.
            self._table_over = True
            self._table_used = max(self._table_used, self._table_budget - OVER_EVENTS)
        self.count("games finished", key)
        self.count("deals finished", key)  # the game's last deal ends with the game
        if session.setup.seed.startswith(GAME_SEED):
            self.count("driver games finished", key)

    def _on_refused(self, _reason: str) -> None:
        self.count("refused drops")
        table = self.window.table
        if table is not None and table.scene.animating:
            self.count("refused drops with glide")

    def _on_choices_offered(self, _choices: list) -> None:
        """A Cassino gesture meant several plays: its menu opens now (the bar shows it)."""
        s = self.window.session
        if self._menu_open is not None:  # one still open: nothing was played from it
            self.count("menus cancelled", self._menu_open[2])
        self.count("menus opened")
        self._menu_open = (id(s), len(s.moves), s.game.key)

    def _menu_outcome(self) -> None:
        """Once the choices menu is gone: a play was made from it, or it was cancelled."""
        if self._menu_open is None or self.popup() is not None:
            return
        sid, moves, key = self._menu_open
        self._menu_open = None
        s = self.window.session
        chosen = s is not None and id(s) == sid and len(s.moves) > moves
        self.count("menus chosen" if chosen else "menus cancelled", key)

    # -- waiting, on signals --------------------------------------------------------------

    def wait(self, ms: int) -> None:
        """Run the event loop until something the table reports, or ``ms`` at most."""
        w = self.window
        loop = QEventLoop()
        signals = [w.dialog_opened, w.game_started, w.stack.currentChanged]
        if w.table is not None:
            signals.append(w.table.idle)
        if w.session is not None:
            s = w.session
            signals += [s.changed, s.turn_started, s.privacy_requested, s.thinking]
        connections = [(sig, sig.connect(loop.quit)) for sig in signals]
        QTimer.singleShot(ms, loop, loop.quit)
        loop.exec()
        for sig, conn in connections:
            with contextlib.suppress(RuntimeError, TypeError):
                sig.disconnect(conn)  # fails only when the emitter is gone (a new game)

    def settle(self, ms: int = 3000) -> None:
        """Until the table stops moving (its ``idle``), ``ms`` at most."""
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            t = self.window.table
            if t is None or not t.scene.animating:
                return
            self.wait(50)

    # -- what is on screen ---------------------------------------------------------------

    def dialogs(self) -> list[QDialog]:
        return [
            d
            for d in QApplication.topLevelWidgets()
            if isinstance(d, QDialog) and d.isVisible() and d is not self.window
        ]

    @staticmethod
    def popup() -> QMenu | None:
        """The popup menu open now (Cassino's choices, the rummy bar's lay-off menu)."""
        menu = QApplication.activePopupWidget()
        return menu if isinstance(menu, QMenu) and menu.isVisible() else None

    def ready_for_play(self) -> bool:
        w = self.window
        return (
            w.session is not None
            and w.table is not None
            and w.stack.currentWidget() is w.table
            and w.session.human_may_act()
            and not w.table.scene.animating
            and not self.dialogs()
            and self.popup() is None
        )

    # -- low-level input (each call counts its Qt events) ---------------------------------

    def _vp(self):
        return self.window.table.view.viewport()

    def _to_view(self, p: QPointF) -> QPoint:
        return self.window.table.view.mapFromScene(p)

    def click_at(self, p: QPointF, modifier=NO) -> None:
        QTest.mouseClick(self._vp(), LEFT, modifier, self._to_view(p))
        self.stats["events"] += 2

    def dclick_at(self, p: QPointF) -> None:
        vp, v = self._vp(), self._to_view(p)
        QTest.mouseClick(vp, LEFT, NO, v)
        QTest.mouseDClick(vp, LEFT, NO, v)
        self.stats["events"] += 4

    def drag(self, a: QPointF, b: QPointF, steps: int = 6) -> None:
        vp = self._vp()
        va, vb = self._to_view(a), self._to_view(b)
        QTest.mousePress(vp, LEFT, NO, va)
        for i in range(1, steps + 1):
            QTest.mouseMove(vp, va + (vb - va) * (i / steps))
            if self.window.table is None or self._vp() is not vp:
                break  # a key or a dialog ended the game under the mouse
        QTest.mouseRelease(vp, LEFT, NO, vb)
        self.stats["events"] += steps + 2

    def key(self, k, modifier=NO) -> None:
        # The focus widget of the active window; the window's own when none is active.
        target = QApplication.focusWidget() or self.window.focusWidget() or self.window
        QTest.keyClick(target, k, modifier)
        self.stats["events"] += 2

    def press_button(self, button: QAbstractButton) -> None:
        QTest.mouseClick(button, LEFT)
        self.stats["events"] += 2

    # -- the table's places ---------------------------------------------------------------

    @staticmethod
    def card_point(item) -> QPointF:
        return item.mapToScene(QPointF(14, 30))

    def zone_point(self, zone: tuple) -> QPointF | None:
        z = self.window.table.scene.zones.get(zone)
        return z.rect.center() if z is not None else None

    def random_point(self) -> QPointF:
        r = self.window.table.scene.sceneRect()
        return QPointF(self.rng.uniform(r.left(), r.right()), self.rng.uniform(r.top(), r.bottom()))

    def hand_cards(self) -> list:
        return self.window.table.scene.hand_items()

    def top_of(self, zone: tuple):
        cards = [c for c in self.window.table.scene.cards if c.zone == zone]
        return max(cards, key=lambda c: c.zValue()) if cards else None

    def drop_point(self, item, zone: tuple, group: list | None = None) -> QPointF | None:
        """Where to let go of ``item`` (dragged by ``card_point``, with the rest of ``group``)
        so that the cards lie on ``zone``: centred on it (the zone they overlap most is the
        one they mean), or, on Cassino's felt, at the top of the empty felt (a card that also
        met a table card would mean that card)."""
        z = self.window.table.scene.zones.get(zone)
        if z is None:
            return None
        rect = QRectF()
        for card in group or [item]:
            rect = rect.united(card.sceneBoundingRect())
        grip = self.card_point(item) - rect.center()
        if zone == ("table",):
            centre = QPointF(z.rect.center().x(), z.rect.top() + 6 + rect.height() / 2)
        else:
            centre = z.rect.center()
        return centre + grip

    def drag_card_to(self, item, zone: tuple) -> bool:
        b = self.drop_point(item, zone)
        if b is None:
            return False
        self.drag(self.card_point(item), b, steps=self.rng.randint(3, 8))
        return True

    # -- random input ---------------------------------------------------------------------

    def random_table_event(self) -> None:
        w = self.window
        if w.table is None or w.stack.currentWidget() is not w.table:
            self.random_key()
            return
        if w.session.game.key == CASSINO:
            self.random_cassino_event()
            return
        scene = w.table.scene
        r = self.rng.random()
        hand = self.hand_cards()
        own = ("melds", w.session.state.config.side_of[w.session.bottom])
        if r < 0.18 and hand:
            shift = Qt.KeyboardModifier.ShiftModifier if self.rng.random() < 0.2 else NO
            self.click_at(self.card_point(self.rng.choice(hand)), shift)
            self.stats["clicks"] += 1
        elif r < 0.26:
            self.click_at(self.random_point())
            self.stats["clicks"] += 1
        elif r < 0.31 and hand:
            self.dclick_at(self.card_point(self.rng.choice(hand)))
            self.stats["double-clicks"] += 1
        elif r < 0.62:
            sources = []
            if hand:
                sources += [("hand", self.card_point(self.rng.choice(hand)))] * 3
            for z in (("pile",), ("stock",)):
                top = self.top_of(z)
                if top is not None:
                    sources.append((z[0], self.card_point(top)))
            sources.append(("point", self.random_point()))
            kind, a = self.rng.choice(sources)
            targets = [self.zone_point(("pile",)), self.zone_point(own), self.zone_point(("hand",))]
            targets += [z.rect.center() for z in scene.zones.values()]
            targets.append(self.random_point())
            b = self.rng.choice([t for t in targets if t is not None])
            self.drag(a, b, steps=self.rng.randint(2, 8))
            self.stats[f"drags from {kind}"] += 1
        elif r < 0.66:
            zone = scene.zones.get(("hand",))
            if zone is not None:
                rect = zone.rect
                a = QPointF(rect.left() + 4, rect.top() + 4)
                b = QPointF(self.rng.uniform(rect.left(), rect.right()), rect.bottom() - 4)
                self.drag(a, b, steps=4)
                self.stats["rubber bands"] += 1
        else:
            self.random_key()

    def random_cassino_event(self) -> None:
        """Cassino's gestures: hand cards dropped on table cards, builds and the felt, table
        cards clicked, the Play and Trail buttons, and the rest of the table's input."""
        w = self.window
        scene = w.table.scene
        rng = self.rng
        r = rng.random()
        hand = self.hand_cards()
        units = [c for c in scene.cards if c.zone[:1] in (("loose",), ("build",))]
        if r < 0.14 and hand:
            shift = Qt.KeyboardModifier.ShiftModifier if rng.random() < 0.2 else NO
            self.click_at(self.card_point(rng.choice(hand)), shift)
            self.stats["clicks"] += 1
        elif r < 0.26 and units:
            self.click_at(rng.choice(units).sceneBoundingRect().center())
            self.stats["table card clicks"] += 1
        elif r < 0.31:
            self.click_at(self.random_point())
            self.stats["clicks"] += 1
        elif r < 0.35 and hand:
            self.dclick_at(self.card_point(rng.choice(hand)))
            self.stats["double-clicks"] += 1
        elif r < 0.64:
            zones = [z for z in scene.zones if z[0] in ("loose", "build", "table")]
            if hand and rng.random() < 0.8:
                item = rng.choice(hand)
                if zones and rng.random() < 0.8:
                    self.drag_card_to(item, rng.choice(zones))
                else:
                    self.drag(self.card_point(item), self.random_point(), rng.randint(2, 8))
                self.stats["drags from hand"] += 1
            else:
                source = rng.choice(units) if units else None
                a = source.sceneBoundingRect().center() if source else self.random_point()
                targets = [scene.zones[z].rect.center() for z in zones] + [self.random_point()]
                self.drag(a, rng.choice(targets), steps=rng.randint(2, 8))
                self.stats["drags from the table"] += 1
        elif r < 0.68:
            zone = scene.zones.get(("hand",))
            if zone is not None:
                rect = zone.rect
                a = QPointF(rect.left() + 4, rect.top() + 4)
                b = QPointF(rng.uniform(rect.left(), rect.right()), rect.bottom() - 4)
                self.drag(a, b, steps=4)
                self.stats["rubber bands"] += 1
        elif r < 0.74:
            button = w.table.buttons.get(rng.choice(("play", "trail")))
            if button is not None and button.isVisible():
                self.press_button(button)
                self.stats["buttons"] += 1
        elif r < 0.8 and hand:
            # Every play of a card with several: its menu opens, and is then answered at
            # random (a choice, Escape, a click outside, only the mouse over it).
            c = w.table.controller
            several = [i for i in hand if len(c.plays_of(i.card)) > 1]
            item = rng.choice(several or hand)
            if rng.random() < 0.5:
                self.dclick_at(self.card_point(item))
            else:
                if item.index not in scene.selected:
                    self.click_at(self.card_point(item))
                w.table.view.setFocus()
                self.key(Qt.Key.Key_Return)
            self.stats["asked for every play of a card"] += 1
        else:
            self.random_key()

    def refused_drop(self) -> None:
        """A drop the engine refuses: it glides back and the reason is shown (issue 14).

        Rummy tables: a hand card onto the pile before drawing, the stock onto the hand
        after it. Cassino: a hand card onto a table card, a build or the felt where no play
        of it fits."""
        w = self.window
        hand = [c for c in self.hand_cards() if c.face_up]
        if not hand:
            return
        if w.session.game.key != CASSINO:
            if w.session.state.phase == Phase.DRAW:
                pile = self.zone_point(("pile",))
                if pile is not None:
                    self.drag(self.card_point(self.rng.choice(hand)), pile)
                    self.stats["drags from hand"] += 1
            else:  # drawn already: the stock refuses a second draw
                stock = self.top_of(("stock",))
                if stock is not None:
                    self.drag(self.card_point(stock), self.zone_point(("hand",)))
                    self.stats["drags from stock"] += 1
            return
        c = w.table.controller
        refused = [
            (item, z)
            for item in hand
            for z in w.table.scene.zones
            if z[0] in ("loose", "build", "table")
            and (v := c.verdict(("hand",), [item.index], z)) is not None
            and not v[0]
        ]
        if refused:
            item, zone = self.rng.choice(refused)
            self.drag_card_to(item, zone)
            self.stats["drags from hand"] += 1

    def may_refuse(self) -> bool:
        """A drop would be refused now: rummy tables before and after the draw (not while
        answering or after the last meld); Cassino, any time."""
        s = self.window.session
        return s.game.key == CASSINO or s.state.phase in (Phase.DRAW, Phase.PLAY)

    def answer_popup(self, menu: QMenu, want: int | None = None) -> None:
        """Answer an open popup menu with real input: a digit (Cassino numbers its first
        nine choices), arrows and Enter, a click on an entry, Escape, a click outside, or
        only the mouse over an entry. ``want``: the entry to choose."""
        rng = self.rng
        entries = [a for a in menu.actions() if a.isVisible() and not a.isSeparator()]
        numbered = bool(entries) and entries[0].text().startswith("&1")
        if want is not None and not 0 <= want < len(entries):
            want = None
        r = rng.random()
        if want is None:
            if not entries or r < 0.25:
                way = "escape"
            elif r < 0.35:
                way = "outside"
            elif r < 0.45:
                way = "hover"
            else:
                way = rng.choice(("digit", "digit", "arrows", "click"))
                want = rng.randrange(len(entries))
        else:
            way = rng.choice(("digit", "digit", "arrows", "click"))
        if way == "digit" and not (numbered and want < 9):
            way = "click"
        self.stats[f"menu answers: {way}"] += 1
        if way == "escape":
            QTest.keyClick(menu, Qt.Key.Key_Escape)
            self.stats["events"] += 2
        elif way == "digit":
            QTest.keyClick(menu, Qt.Key(Qt.Key.Key_1.value + want))
            self.stats["events"] += 2
        elif way == "arrows":
            for _ in range(want + 1):
                QTest.keyClick(menu, Qt.Key.Key_Down)
            QTest.keyClick(menu, rng.choice((Qt.Key.Key_Return, Qt.Key.Key_Enter)))
            self.stats["events"] += 2 * (want + 2)
        elif way == "click":
            at = menu.actionGeometry(entries[want]).center()
            QTest.mouseMove(menu, at)
            QTest.mouseClick(menu, LEFT, NO, at)
            self.stats["events"] += 3
        elif way == "hover":
            for a in rng.sample(entries, min(len(entries), 2)):
                QTest.mouseMove(menu, menu.actionGeometry(a).center())
                self.stats["events"] += 1
        else:  # a click outside the menu, on the table: closes it
            t = self.window.table
            if t is not None:
                QTest.mouseClick(t.view.viewport(), LEFT, NO, self._to_view(self.random_point()))
            else:
                QTest.keyClick(menu, Qt.Key.Key_Escape)
            self.stats["events"] += 2
        self.wait(20)
        self._menu_outcome()

    def random_key(self) -> None:
        k, m = self.rng.choice(KEYS)
        self.key(k, m)
        self.stats["keys"] += 1

    def window_action(self) -> None:
        w = self.window
        choice = self.rng.choice(
            ("language", "language", "settings", "scores", "rules", "hint", "menu", "new")
        )
        self.stats[f"window: {choice}"] += 1
        self.stats["events"] += 1
        if choice == "language":
            self.switch_language()
        elif choice == "settings":
            w.act_settings.trigger()
        elif choice == "scores":
            w.act_scores.trigger()
        elif choice == "rules":
            w.act_rules.trigger()
        elif choice == "hint":
            w.act_hint.trigger()
        elif choice == "menu":
            w.act_menu.trigger()
        elif choice == "new":
            w.act_new.trigger()

    def switch_language(self) -> None:
        """As the Settings dialog's OK does, without the dialog."""
        w = self.window
        code = self.rng.choice([c for c in LANGUAGES if c != w.translator.language])
        w.apply_settings(replace(w.settings, language=code))
        self.stats["language switches"] += 1

    # -- dialogs --------------------------------------------------------------------------

    def handle_dialog(self, dialog: QDialog) -> None:
        """Answer or close ``dialog``, at random."""
        name = type(dialog).__name__
        self.stats[f"dialog: {name}"] += 1
        rng = self.rng
        if rng.random() < 0.1:
            QTest.keyClick(dialog, Qt.Key.Key_Escape)  # closes any dialog
            self.stats["events"] += 2
            return
        if name == "DealSummaryDialog":
            self.press_button(dialog.next_button)
        elif name == "GoOutQuestionDialog":
            self.press_button(rng.choice((dialog.yes_button, dialog.no_button)))
        elif name == "SettingsDialog":
            if rng.random() < 0.6:
                code = rng.choice(LANGUAGES)
                dialog.language.setCurrentIndex(max(0, dialog.language.findData(code)))
            if rng.random() < 0.6:
                speed = rng.choice(SPEEDS)
                dialog.speed.setCurrentIndex(max(0, dialog.speed.findData(speed)))
            ok = rng.random() < 0.8
            button = dialog.buttons.button(
                QDialogButtonBox.StandardButton.Ok if ok else QDialogButtonBox.StandardButton.Cancel
            )
            before = self.window.translator.language
            self.press_button(button)
            if self.window.translator.language != before:
                self.stats["language switches"] += 1
        elif name == "NewGameDialog":
            ok = rng.random() < 0.15
            button = dialog.buttons.button(
                QDialogButtonBox.StandardButton.Ok if ok else QDialogButtonBox.StandardButton.Cancel
            )
            self.press_button(button)
        else:  # a message box, the rules, the score sheet, anything added later
            buttons = [
                b
                for b in dialog.findChildren(QPushButton)
                if b.isVisible() and b.isEnabled() and isinstance(b.parent(), QDialogButtonBox)
            ]
            if isinstance(dialog, QMessageBox):
                buttons = [b for b in dialog.buttons() if b.isVisible()] or buttons
            if buttons:
                self.press_button(rng.choice(buttons))
            else:
                QTest.keyClick(dialog, Qt.Key.Key_Escape)
                self.stats["events"] += 2
        self.wait(20)

    # -- real play ------------------------------------------------------------------------

    def bot_for(self, seat: int):
        """A Medium computer player of the table's game, to pick the person's moves."""
        if seat not in self.bots:
            game = self.window.session.game
            self.bots[seat] = game.make_player("medium", f"{self.seed}/{seat}")
        return self.bots[seat]

    def clear_selection(self) -> None:
        """Esc for a staged plan (Cassino: a click on the felt for picked table cards), then
        click selected cards off."""
        t = self.window.table
        if self.window.session.game.key == CASSINO:
            if t.controller.table_selected:
                felt = self.top_free_felt()
                if felt is not None:
                    self.click_at(felt)
        elif not t.controller.plan.empty:
            t.view.setFocus()
            self.key(Qt.Key.Key_Escape)
        for _ in range(3):
            sel = [c for c in self.hand_cards() if c.index in t.scene.selected]
            if not sel:
                return
            for item in sel:
                self.click_at(self.card_point(item))
            self.settle()

    def select(self, cards) -> bool:
        need = Counter(cards)
        for item in self.hand_cards():
            if need[item.card] > 0:
                need[item.card] -= 1
                self.click_at(self.card_point(item))
        return not +need

    def drag_selection_to(self, zone: tuple) -> None:
        scene = self.window.table.scene
        group = [i for i in self.hand_cards() if i.index in scene.selected]
        target = self.drop_point(group[0], zone, group) if group else None
        if target is not None:
            self.drag(self.card_point(group[0]), target)
            self.settle()

    def confirm(self) -> None:
        button = self.window.table.buttons["confirm"]
        if button.isEnabled():
            self.press_button(button)
            self.settle()

    def top_free_felt(self) -> QPointF | None:
        """A point of Cassino's empty felt (the trail area), where a click meets no card."""
        z = self.window.table.scene.zones.get(("table",))
        if z is None:
            return None
        p = QPointF(z.rect.left() + 20, z.rect.bottom() - 10)
        return p if self.window.table.scene.card_at(p) is None else None

    def play_legal(self) -> None:
        """One legal step for the person to act, made with the mouse where it can be."""
        w = self.window
        s = w.session
        obs = s.observation()
        action = self.bot_for(s.bottom).decide(obs).action
        before = len(s.moves)
        self.clear_selection()
        if not s.human_may_act():
            return
        if s.game.key == CASSINO:
            self.play_cassino(action)
        else:
            self.play_rummy(obs, action)
        self.settle()
        if w.session is not s:
            return
        if len(s.moves) > before:
            self.count("legal moves by mouse")
            return
        # The mouse did not get it applied (random input left the table in some state the
        # simple script does not expect): play it through the session so the game goes on.
        if s.human_may_act() and self.popup() is None:
            if s.game.key != CASSINO:
                w.table.controller.cancel_plan()
            if s.play(action) is None:
                self.count("legal moves through the session")
            else:
                self.stats["legal moves refused"] += 1

    def play_cassino(self, action) -> None:
        """A Cassino play made as a person makes it: the card dropped on one of the units it
        takes or builds on (the others clicked first, at times), or the units clicked, the
        card picked and Enter or Play; a trail dropped on the felt, or T or Trail; from the
        choices menu when the gesture means several plays."""
        from canasta_gui.app.games.cassino.controller import units_of

        w = self.window
        s = w.session
        c = w.table.controller
        rng = self.rng
        want = cas.canonical(action)
        item = next((i for i in self.hand_cards() if i.card == want.card), None)
        if item is None:
            return
        obs = s.observation()
        zones = []
        for kind, key in sorted(units_of(want)):
            if kind == "loose" and key in obs.loose:
                zones.append(("loose", list(obs.loose).index(key)))
            elif kind == "build":
                index = next((i for i, b in enumerate(obs.builds) if b.value == key), None)
                if index is not None:
                    zones.append(("build", index))
        rng.shuffle(zones)
        how = rng.random()
        if how > 0.8:
            # Every play of the card: Enter on it, or a double-click (a menu when several).
            if rng.random() < 0.5:
                self.dclick_at(self.card_point(item))
                self.stats["cassino plays: double-click"] += 1
            else:
                self.click_at(self.card_point(item))
                w.table.view.setFocus()
                self.key(Qt.Key.Key_Return)
                self.stats["cassino plays: card, then Enter"] += 1
        elif not zones:  # a trail
            if how < 0.45:
                self.drag_card_to(item, ("table",))
                self.stats["cassino plays: trail dropped"] += 1
            else:
                self.click_at(self.card_point(item))
                if how < 0.65:
                    w.table.view.setFocus()
                    self.key(Qt.Key.Key_T)
                    self.stats["cassino plays: T"] += 1
                else:
                    self.press_button(w.table.buttons["trail"])
                    self.stats["cassino plays: Trail button"] += 1
        elif how < 0.25 and len(zones) > 1:
            for zone in zones[:-1]:
                self.click_unit(zone)
            self.drag_card_to(item, zones[-1])
            self.stats["cassino plays: units clicked, then a drop"] += 1
        elif how < 0.4:
            for zone in zones:
                self.click_unit(zone)
            self.click_at(self.card_point(item))
            if rng.random() < 0.5:
                w.table.view.setFocus()
                self.key(rng.choice((Qt.Key.Key_Return, Qt.Key.Key_Enter)))
                self.stats["cassino plays: units clicked, then Enter"] += 1
            else:
                self.press_button(w.table.buttons["play"])
                self.stats["cassino plays: units clicked, then Play"] += 1
        else:
            self.drag_card_to(item, zones[0])
            self.stats["cassino plays: a drop"] += 1
        menu = self.popup()
        if menu is not None and w.session is s:
            index = next(
                (i for i, ch in enumerate(c.pending) if cas.canonical(ch.action) == want), None
            )
            self.answer_popup(menu, index)
            if index is None:
                self.stats["menus without the wanted play"] += 1

    def click_unit(self, zone: tuple) -> None:
        """Click a Cassino table card (the top card of a build) to pick it."""
        item = self.top_of(zone)
        if item is not None:
            self.click_at(item.sceneBoundingRect().center())

    def play_rummy(self, obs, action) -> None:
        """A Canasta or Hand and Foot step (one action vocabulary) made with the mouse."""
        w = self.window
        s = w.session
        before = len(s.moves)
        side = obs.side
        if isinstance(action, act.DrawStock):
            stock = self.top_of(("stock",))
            if stock is not None:
                self.drag(self.card_point(stock), self.zone_point(("hand",)))
        elif isinstance(action, act.TakePile):
            if self.select(action.cards):
                top = self.top_of(("pile",))
                rank = obs.pile[-1] >> 2 if obs.pile else -1
                target = ("hand",) if action.cards else ("meld", side, rank)
                if top is not None and self.zone_point(target) is not None:
                    self.drag(self.card_point(top), self.drop_point(top, target))
                    self.settle()
                    self.confirm()
        elif isinstance(action, act.Meld):
            for meld in action.melds:
                if self.select(meld):
                    self.drag_selection_to(("melds", side))
            for rank, cards in action.layoffs:
                if self.select(cards):
                    self.drag_selection_to(("meld", side, rank))
            c = w.table.controller
            if len(s.moves) == before and not c.plan.empty and c.plan_ok:
                self.confirm()
            elif len(s.moves) == before and not c.plan.empty:
                # Legal only with the discard that follows (going out with black 3s); or
                # random input staged something else, and the session plays the move.
                after = s.state.clone()
                try:
                    for step in c.plan.actions(c.opened):
                        after.apply(step)
                except IllegalAction:
                    return
                discard = self.bot_for(s.bottom).decide(after.observation(s.bottom)).action
                item = next(
                    (i for i in self.hand_cards() if getattr(discard, "card", None) == i.card),
                    None,
                )
                if item is not None:
                    self.drag(self.card_point(item), self.drop_point(item, ("pile",)))
        elif isinstance(action, act.Discard):
            item = next((i for i in self.hand_cards() if i.card == action.card), None)
            if item is not None:
                self.drag(self.card_point(item), self.drop_point(item, ("pile",)))
        else:
            key = {act.AskGoOut: "ask", act.DeclinePile: "decline", act.EndTurn: "end_turn"}.get(
                type(action)
            )
            button = w.table.buttons.get(key) if key else None
            if button is not None and button.isVisible() and button.isEnabled():
                self.press_button(button)

    # -- games ----------------------------------------------------------------------------

    def start_next_game(self) -> None:
        rng = self.rng
        self._on_listed = bool(self.tables)
        if self.tables:
            spec = self.tables.pop(0)
            game, players, decks, n_humans = spec if isinstance(spec[0], str) else (CANASTA, *spec)
        else:
            game = rng.choice(self.only)
            players, decks = rng.choice(TABLES[game])
            n_humans = 1 if rng.random() < 0.5 else rng.randint(2, min(3, players))
        humans = set(rng.sample(range(players), n_humans))
        seats = tuple(
            SeatSetup(HUMAN, f"P{i + 1}")
            if i in humans
            else SeatSetup(COMPUTER, "", rng.choice(LEVELS))
            for i in range(players)
        )
        preset, options = self.table_options(game, players)
        seed = f"{GAME_SEED}-{self.seed}-{self.games_started}"
        setup = GameSetup(
            players, decks, preset, options=options, seats=seats, seed=seed, game=game
        )
        state, moves = None, None
        if self.near_end:
            state, moves = near_end(setup, rng, self.end_moves)
        self.games_started += 1
        self._table_used = 0
        self._table_over = False
        self._table_stalled = False
        budget = self.table_events
        self._table_budget = budget.get(game, 0) if isinstance(budget, dict) else budget
        self.stats[f"tables: {game}, {players} players, {n_humans} human"] += 1
        self._note(
            f"game {seed}: {game} {players} players, humans {sorted(humans)}, {preset} {options}"
        )
        w = self.window
        if w.settings.speed != "normal":  # a Settings change of speed lasts one game at most
            w.apply_settings(replace(w.settings, speed="normal"))
        w.start_game(setup, state, moves)
        w.activateWindow()
        # Every game sees at least one language switch while it is played, and a refused
        # drop at the first turn of a person's where one would be refused.
        self._switch_at = self.events + rng.randint(20, 150)
        self._refuse_due = True

    def table_options(self, game: str, players: int) -> tuple[str, dict[str, str]]:
        """A preset and options for a driver game, so that whole games end: Canasta and
        Cassino with a limit of one or two deals (rounds); Hand and Foot is four deals."""
        rng = self.rng
        if game == CANASTA:
            return "default", {"OPT-DEAL-LIMIT": str(rng.choice((1, 1, 2)))}
        preset = rng.choice(PRESETS[game])
        if game == HAND_AND_FOOT:
            return preset, {}
        options = {"OPT-DEAL-LIMIT": str(rng.choice((1, 1, 2)))}
        if players == 4 and rng.random() < 0.4:
            options["OPT-CAS-4P"] = "INDIVIDUAL"
        if rng.random() < 0.3:
            options["OPT-CAS-TARGET"] = "11"
        return preset, options

    def run(self, deadline: float | None = None) -> Counter:
        """Play until ``games`` games started by the driver ended or ``events`` were sent."""
        w = self.window
        rng = self.rng
        last_progress = time.monotonic()
        last_marker = None
        self.start_next_game()
        # The listed tables are all played to their budgets, however many events the pokes
        # between a person's turns took (four times ``events`` at most, against a stall).
        while self.events < self.max_events or (
            self._listed_pending() and self.events < 4 * self.max_events
        ):
            # What the app's main loop does between two events: objects Qt deletes later
            # (a closed dialog, a finished animation group, a replaced table) go now. The
            # driver's own waits are nested loops, which leave them for the main loop.
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            if deadline is not None and time.monotonic() > deadline:
                self.stats["stopped at the time limit"] += 1
                break
            s = w.session
            marker = (
                id(s),
                len(s.moves) if s is not None else -1,
                w.stack.currentIndex(),
                len(self.dialogs()),
            )
            if marker != last_marker:
                last_marker, last_progress = marker, time.monotonic()
            menu = self.popup()
            if menu is not None:
                self.answer_popup(menu)
                continue
            self._menu_outcome()
            dialogs = self.dialogs()
            if dialogs:
                self.handle_dialog(dialogs[-1])
                continue
            if QApplication.activeWindow() is None:
                # A dialog closed: the window is active again, as a window manager makes it
                # (offscreen, no window is, and keys and shortcuts would reach nothing).
                w.activateWindow()
                self.stats["window activated again"] += 1
            if self.tables and self._table_spent():
                self.stats["listed tables moved on"] += 1
                self.start_next_game()
                continue
            page = w.stack.currentWidget()
            if self._switch_at and self.events >= self._switch_at and page is w.table:
                self._switch_at = 0
                self.switch_language()
                self.stats["events"] += 1
                continue
            if page is w.start_page:
                finished = self.stats["driver games finished"] >= self.max_games
                if finished:
                    break
                # A listed table left for the menu with its events to go is continued, as
                # a person comes back to the game: otherwise a slow machine's tables end
                # before a deal does.
                unfinished = (
                    self._on_listed
                    and self._table_budget
                    and not self._table_over
                    and not self._table_spent()
                )
                resume = w.start_page.resume.isEnabled() and not self._table_stalled
                if resume and (rng.random() < 0.7 or unfinished):
                    self.press_button(w.start_page.resume)
                    self.stats["continues"] += 1
                else:
                    self.start_next_game()
                self.wait(20)
                continue
            if page is w.privacy:
                if rng.random() < 0.8:
                    self.press_button(w.privacy.button)
                else:
                    self.random_key()
                self.wait(20)
                continue
            if s is not None and not s.setup.seed.startswith(GAME_SEED) and rng.random() < 0.01:
                self.start_next_game()  # a game from the New game dialog has no deal limit
                continue
            r = rng.random()
            if self.ready_for_play():
                before = self.events
                self._person_step(r)
                self._table_used += self.events - before
                continue
            # A computer player thinks, cards glide, the game is over: poke at it or wait.
            before = self.events
            if r < 0.3 and w.table is not None and page is w.table:
                self.random_table_event()
            elif r < 0.31:
                self.window_action()
            else:
                self.wait(50)
            if self._table_over:
                self._table_used += self.events - before  # no person's turn is coming
            if time.monotonic() - last_progress > self.stall_s:
                self.stalls.append(self.describe())
                self._note("stall: " + self.stalls[-1])
                self._table_stalled = True  # reported; the next table, not this one again
                w.act_menu.trigger()  # get out of it and go on
                last_progress = time.monotonic()
        # Leave nothing running: a computer player's thread, a menu, a dialog.
        menu = self.popup()
        if menu is not None:
            menu.close()
        for d in self.dialogs():
            d.reject()
        return self.stats

    def _person_step(self, r: float) -> None:
        """One step of a person's turn: a legal move, a refused drop, noise, or a pause."""
        if self._refuse_due and self.may_refuse():
            self._refuse_due = False
            self.refused_drop()
        elif r < self.play_share:
            self.play_legal()
        elif r < self.play_share + 0.05 and self.may_refuse():
            self.refused_drop()
        elif r < 0.97:
            self.random_table_event()
        else:
            self.window_action()
        if self.rng.random() < 0.3:
            # A person's pause: glides end and what Qt deletes later goes before
            # the next input (the freeze of issue 14 needed that gap).
            self.wait(self.rng.choice((30, 120, 250, 400)))

    def _table_spent(self) -> bool:
        """The current table had its events on a person's turns (``table_events``)."""
        return bool(self._table_budget) and self._table_used > self._table_budget

    def _listed_pending(self) -> bool:
        """A listed table is still to come, or the one at the table has events to go
        (only with a budget: without, a listed table lasts until its game ends; a table
        that froze is reported, not waited out)."""
        if not self.table_events:
            return False
        return bool(self.tables) or (
            self._on_listed
            and bool(self._table_budget)
            and not self._table_spent()
            and not self._table_stalled
        )

    def describe(self) -> str:
        w = self.window
        s = w.session
        if s is None:
            return f"no session; page {w.stack.currentWidget()!r}"
        return (
            f"{s.game.key} phase {s.state.phase} actor {s.actor} bottom {s.bottom} thinking "
            f"{s.thinking_seat} revealed {s.revealed} animating "
            f"{w.table.scene.animating if w.table else None} dialog {w.dialog!r} "
            f"page {type(w.stack.currentWidget()).__name__} moves {len(s.moves)}"
        )


def near_end(setup: GameSetup, rng: random.Random, end_moves: tuple[int, int] | None = None):
    """Where a driver game starts: near the end of a deal, played headless (Easy everywhere).

    Canasta: its first deal, down to 8-40 cards in the stock. Hand and Foot: its third or
    (mostly) fourth and last deal, at a person's draw with 0-8 cards left in the stock, or
    (a deal that ended before) 2-24 moves before the move that ended it headless. Cassino:
    its first round, 2 to 4 plays a player before its end. Both start on a person's turn
    where they can. ``end_moves``: other bounds for the moves before the end."""
    if setup.game == CANASTA:
        return near_end_of_deal(setup, rng.randint(8, 40))
    if setup.game == HAND_AND_FOOT:
        skip = rng.choice((3, 3, 3, 2))
        lo, hi = end_moves or (2, 24)
        return before_end_of_deal(setup, skip, rng.randint(lo, hi), rng.randint(0, 8))
    lo, hi = end_moves or (2, 4 * setup.players)
    return before_end_of_deal(setup, 0, rng.randint(lo, hi))


def near_end_of_deal(setup: GameSetup, stock_left: int):
    """A position of ``setup``'s first deal played headless (Easy everywhere) until the
    stock is down to ``stock_left`` cards: the GUI then plays the end of a real deal."""
    state = new_game(setup.config(), setup.seed)
    players = {p: CanastaPlayer("easy", f"{setup.seed}/ff{p}") for p in range(setup.players)}
    moves: list[act.Action] = []
    while len(state.stock) > stock_left:
        seat = state.current_player()
        if seat is None or state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break
        action = players[seat].decide(state.observation(seat)).action
        trial = state.clone()
        trial.apply(action)
        if trial.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break  # leave the deal's end to the GUI
        state = trial
        moves.append(action)
    return state, moves


def before_end_of_deal(setup: GameSetup, skip: int, back: int, stock_left: int = -1):
    """A position of any game ``back`` moves before the end of its deal (round) after the
    first ``skip``, played headless with the game's Easy players, at a position where a
    person of ``setup`` is to play if there is one; the moves include each ``next_deal``, so the
    session rebuilds the log from them as *Continue* does.

    With ``stock_left`` (Hand and Foot), rather where a person is to draw first with that
    many cards left in the stock or fewer, if the deal got there: it then ends within a
    few turns however it is played (the stock runs out, §4.11)."""
    game = game_for(setup.game)
    state = game.new_game(setup.config(), setup.seed)
    players = {p: game.make_player("easy", f"{setup.seed}/ff{p}") for p in range(setup.players)}
    moves: list = []
    done = 0
    kept: list[tuple[object, int]] = []  # the target deal's positions and their move counts
    while state.phase != game.over_phase:
        if state.phase == game.break_phase:
            if done >= skip:
                break
            state.apply(game.next_deal)
            moves.append(game.next_deal)
            done += 1
            continue
        seat = state.current_player()
        if seat is None:
            break
        if done == skip:
            if (
                len(state.stock) <= stock_left
                and seat in setup.humans
                and state.phase == Phase.DRAW  # the rummy games' draw phase, "draw"
            ):
                return state, moves
            kept.append((state.clone(), len(moves)))
        action = players[seat].decide(state.observation(seat)).action
        state.apply(action)
        moves.append(action)
    if not kept:
        return None, None
    # Where a person is to play (the first such position from there on, else the last one
    # before): the table starts on a person's turn, not only to watch the computer players
    # end the deal.
    at = max(0, len(kept) - back)
    people = set(setup.humans)
    turns = [i for i in range(len(kept) - 1) if kept[i][0].current_player() in people]
    later = [i for i in turns if i >= at]
    turn = later[0] if later else (turns[-1] if turns else at)
    position, count = kept[turn]
    return position, moves[:count]


def make_window(speed: str = "normal"):
    from canasta_gui.app.i18n import Translator
    from canasta_gui.app.settings import Settings
    from canasta_gui.app.widgets.main_window import MainWindow

    window = MainWindow(Settings(speed=speed), Translator())
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    return window


def _seeds(text: str) -> list[int]:
    if "-" in text:
        a, b = text.split("-", 1)
        return list(range(int(a), int(b) + 1))
    return [int(x) for x in text.split(",")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", default="1-4", help="e.g. 1-8 or 3,5,9")
    parser.add_argument("--events", type=int, default=5000, help="Qt input events per seed")
    parser.add_argument("--games", type=int, default=3, help="driver games to finish per seed")
    parser.add_argument("--from-start", action="store_true", help="play every deal from its start")
    parser.add_argument("--pace", action="store_true", help="keep the computer players' pause")
    parser.add_argument("--stall-s", type=float, default=20.0)
    parser.add_argument(
        "--play-share", type=float, default=0.2, help="share of a person's steps that play"
    )
    parser.add_argument(
        "--only",
        default=",".join(GAMES),
        help=f"the games random tables pick from, comma-separated (default: {','.join(GAMES)})",
    )
    parser.add_argument("--minutes", type=float, default=0, help="stop after this long (0: never)")
    parser.add_argument("--quick", action="store_true", help="one seed, a few seconds")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    if args.quick:
        args.seeds, args.events, args.games = "1", 150, 1
    only = tuple(g.strip() for g in args.only.split(",") if g.strip())
    unknown = [g for g in only if g not in GAMES]
    if unknown or not only:
        parser.error(f"--only takes games among {', '.join(GAMES)}, not {unknown or args.only!r}")

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile

    tmp = tempfile.TemporaryDirectory(prefix="canasta-stress-")
    for var in ("CONFIG", "DATA", "CACHE"):
        os.environ[f"CANASTA_GUI_{var}_DIR"] = os.path.join(tmp.name, var.lower())
    app = QApplication.instance() or QApplication([])

    totals: Counter = Counter()
    errors: list[str] = []
    stalls: list[str] = []
    t0 = time.monotonic()
    deadline = t0 + args.minutes * 60 if args.minutes else None
    log = (lambda text: print(text, file=sys.stderr, flush=True)) if args.verbose else None
    with Uncaught() as uncaught:
        for seed in _seeds(args.seeds):
            window = make_window()
            stress = Stress(
                window,
                seed,
                events=args.events,
                games=args.games,
                near_end=not args.from_start,
                pace=args.pace,
                stall_s=args.stall_s,
                play_share=args.play_share,
                only=only,
                log=log,
            )
            stress.run(deadline)
            totals.update(stress.stats)
            stalls += [f"seed {seed}: {s}" for s in stress.stalls]
            window.translator.install(app, "en")  # the translator that installed it
            window.close()
            window.deleteLater()
            app.processEvents()
            per_game = "; ".join(
                f"{g} {stress.stats[f'{g}: games started']} started, "
                f"{stress.stats[f'{g}: deals finished']} deals, "
                f"{stress.stats[f'{g}: games finished']} finished"
                for g in GAMES
                if stress.stats[f"{g}: games started"]
            )
            print(
                f"seed {seed}: {stress.events} events, {stress.stats['deals finished']} deals, "
                f"{stress.stats['games finished']} games ({per_game}), "
                f"{len(uncaught.errors)} uncaught so far, {time.monotonic() - t0:.0f} s",
                file=sys.stderr,
                flush=True,
            )
            if deadline is not None and time.monotonic() > deadline:
                break
        errors = list(uncaught.errors)
    wall = time.monotonic() - t0
    for text in errors[:5]:
        print(text, file=sys.stderr)
    for text in stalls[:5]:
        print("stall:", text, file=sys.stderr)
    print(f"events sent: {totals['events']} events")
    print(f"games started: {totals['games started']} games")
    print(f"games completed: {totals['games finished']} games")
    print(f"deals completed: {totals['deals finished']} deals")
    print(f"refused drops: {totals['refused drops']} drops")
    print(f"refused drops with glide: {totals['refused drops with glide']} drops")
    print(f"drops glided back: {totals['drops glided back']} drops")
    print(f"language switches: {totals['language switches']} switches")
    print(f"legal moves by mouse: {totals['legal moves by mouse']} moves")
    print(f"legal moves through the session: {totals['legal moves through the session']} moves")
    for g in GAMES:
        if not totals[f"{g}: games started"]:
            continue
        deal = "rounds" if g == CASSINO else "deals"
        print(f"{g} games started: {totals[f'{g}: games started']} games")
        print(f"{g} games completed: {totals[f'{g}: games finished']} games")
        print(f"{g} {deal} completed: {totals[f'{g}: deals finished']} {deal}")
        print(f"{g} refused drops: {totals[f'{g}: refused drops']} drops")
        print(f"{g} refused drops with glide: {totals[f'{g}: refused drops with glide']} drops")
        print(f"{g} drops glided back: {totals[f'{g}: drops glided back']} drops")
        print(f"{g} legal moves by mouse: {totals[f'{g}: legal moves by mouse']} moves")
        through = totals[f"{g}: legal moves through the session"]
        print(f"{g} legal moves through the session: {through} moves")
        if g == CASSINO:
            for what in ("opened", "chosen", "cancelled"):
                print(f"{g} menus {what}: {totals[f'{g}: menus {what}']} menus")
    print(f"stalls: {len(stalls)} stalls")
    print(f"uncaught exceptions: {len(errors)} exceptions")
    print(f"wall time: {wall:.1f} s")
    if args.verbose:
        for name, value in sorted(totals.items()):
            print(f"  {name}: {value}", file=sys.stderr)
    tmp.cleanup()
    return 1 if errors or stalls else 0


if __name__ == "__main__":
    sys.exit(main())
