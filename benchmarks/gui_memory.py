"""GUI memory: peak resident memory while a 4-player game is played. Target: <= 250 MB.

``--game canasta`` (the default, 2 decks), ``--game hand-and-foot`` (5 decks) or
``--game cassino`` (1 deck): four seats, all computer players (Expert unless told).

A fresh subprocess (so nothing else is counted) opens the ``MainWindow``
offscreen at 1920x1080, notes its baseline memory once the window shows, then
starts the game with its four computer seats, so the session plays itself through
the real window (the table's ``idle`` signal drives the session, the Qt event loop
runs, animations are off). Each deal summary dialog (Cassino: each round's) is
closed to go on to the next deal until ``--deals`` deals are over. Peak RSS comes
from ``getrusage`` (``ru_maxrss``, KiB on Linux), with ``VmRSS``/``VmHWM`` from
``/proc/self/status`` beside it, at the baseline and after every deal. User folders
(the autosave is written after every move) point at a temporary directory.

    taskset -c 1 .venv/bin/python benchmarks/gui_memory.py --deals 2
    taskset -c 1 .venv/bin/python benchmarks/gui_memory.py --deals 2 --game hand-and-foot

``--quick`` plays the first 30 moves of a deal with Easy players through the same
window (a few seconds, for the test suite); its figure is not the target's.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __name__ == "__main__":  # run as a script: this checkout's package, not an installed one
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

TARGET_MB = 250.0
PLAYERS = 4
GAMES = ("canasta", "hand-and-foot", "cassino")


def proc_status() -> str:
    """``VmRSS`` and ``VmHWM`` in MB, from /proc (Linux only)."""
    try:
        with open("/proc/self/status") as f:
            fields = dict(line.split(":", 1) for line in f if ":" in line)
    except OSError:
        return "n/a"
    mb = {k: int(fields[k].split()[0]) / 1024 for k in ("VmRSS", "VmHWM")}
    return f"VmRSS {mb['VmRSS']:.1f} MB, VmHWM {mb['VmHWM']:.1f} MB"


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def child(
    game: str, deals: int, timeout_s: float, level: str = "expert", max_moves: int = 0
) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from canasta_gui.app.games import game_for
    from canasta_gui.app.i18n import Translator
    from canasta_gui.app.settings import Settings
    from canasta_gui.app.setup import COMPUTER, GameSetup, SeatSetup
    from canasta_gui.app.widgets.main_window import MainWindow
    from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog

    g = game_for(game)
    decks = next(d for p, d in g.configurations() if p == PLAYERS)
    app = QApplication([])
    window = MainWindow(Settings(speed="instant"), Translator())
    window.resize(1920, 1080)
    window.show()
    for _ in range(3):
        app.processEvents()
    print(f"baseline, window shown: peak {peak_mb():.1f} MB, {proc_status()}", flush=True)

    loop = QEventLoop()
    done = {"deals": 0, "game_over": False}
    start = time.perf_counter()

    def on_dialog(dialog) -> None:
        if not isinstance(dialog, DealSummaryDialog):
            return
        done["deals"] += 1
        s = window.session
        print(
            f"deal {done['deals']} over after {time.perf_counter() - start:.1f} s, "
            f"{len(s.moves)} moves so far: {proc_status()}, "
            f"card pixmaps cached {window.art.cache_size}",
            flush=True,
        )
        if done["deals"] >= deals or s.state.phase == g.over_phase:
            done["game_over"] = s.state.phase == g.over_phase
            loop.quit()
        else:
            QTimer.singleShot(0, dialog.accept)  # on to the next deal, as a person would

    window.dialog_opened.connect(on_dialog)
    seats = tuple(SeatSetup(COMPUTER, f"Bot {i + 1}", level) for i in range(PLAYERS))
    window.start_game(GameSetup(PLAYERS, decks, seats=seats, seed="memory", game=g.key))
    print(f"{g.key}: {PLAYERS} {level} computer players, {decks} deck(s)", flush=True)
    if max_moves:

        def on_move(*_args) -> None:
            if len(window.session.moves) >= max_moves:
                done["cut"] = True
                loop.quit()

        window.session.changed.connect(on_move)
    QTimer.singleShot(int(timeout_s * 1000), loop.quit)
    loop.exec()
    elapsed = time.perf_counter() - start
    moves = len(window.session.moves)
    window.close()
    print(
        f"played {done['deals']} deal(s), {moves} moves in {elapsed:.1f} s"
        + (" (game over)" if done["game_over"] else "")
    )
    print(f"end: {proc_status()}")
    verdict = "ok" if peak_mb() <= TARGET_MB else "OVER"
    print(f"peak RSS (ru_maxrss): {peak_mb():.1f} MB  (target <= {TARGET_MB:.0f} MB: {verdict})")
    print(f"gui memory {g.key} peak RSS: {peak_mb():.1f} MB")
    if done["deals"] < deals and not done["game_over"] and not done.get("cut"):
        print(f"timed out after {timeout_s:.0f} s")
        return 1
    return 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="canasta", choices=GAMES)
    parser.add_argument("--deals", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=1800, help="seconds for the whole game")
    parser.add_argument("--level", default="expert", help=argparse.SUPPRESS)
    parser.add_argument("--moves", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--quick", action="store_true", help="one deal, Easy players (tests)")
    args = parser.parse_args()
    if args.quick:
        args.deals, args.level, args.moves = 1, "easy", 30
        args.timeout = min(args.timeout, 120)
    if args.child:
        sys.exit(child(args.game, args.deals, args.timeout, args.level, args.moves))
    with tempfile.TemporaryDirectory(prefix="canasta-bench-") as tmp:
        env = dict(os.environ)
        for var in ("CONFIG", "DATA", "CACHE"):
            env[f"CANASTA_GUI_{var}_DIR"] = os.path.join(tmp, var.lower())
        cmd = [sys.executable, __file__, "--child", "--game", args.game, "--deals", str(args.deals)]
        cmd += ["--timeout", str(args.timeout), "--level", args.level, "--moves", str(args.moves)]
        sys.exit(subprocess.run(cmd, env=env).returncode)


if __name__ == "__main__":
    main()
