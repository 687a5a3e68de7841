"""Seeded random input over whole games of every game at the normal animation speed:
nothing is ever uncaught and the table never freezes (issue 14). The long version is
``benchmarks/gui_stress.py``; this is its short run, plus its ``--quick`` smoke run.

Every listed table is played (the driver moves on to the next after ``TABLE_EVENTS``
events sent on a person's turns at one, or a few events after its game is over, and
continues a listed table left for the menu), from a position near the end of a deal, on a
person's turn where it can (Hand and Foot: mostly its last deal, at a draw with the stock
nearly out; Cassino: its first round), so each game finishes deals (rounds) here. The pokes
while a computer player thinks or cards glide do not count: a slower machine sends more of
them, and counting them once left Cassino's tables a move or two each and no round finished.

Every exception PySide hands to ``sys.excepthook`` (raised in a slot or a Qt virtual)
fails the test twice over: pytest-qt's own capture, checked to be in force here, and
the driver's hook, which also watches ``threading.excepthook``.
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from PySide6.QtWidgets import QApplication

from benchmarks.gui_stress import (
    CANASTA,
    CASSINO,
    GAMES,
    HAND_AND_FOOT,
    Stress,
    Uncaught,
    make_window,
)
from canasta_gui.app.scene import speeds

ROOT = Path(__file__).resolve().parents[2]

# (game, players, decks, people) of each seed's tables, solo and pass-and-play: Canasta
# with 2, 3, 4 and 6 players; Hand and Foot; Cassino with 2, 3 and 4 players. A game the
# driver starts after them (one ended before its events ran out) is its random choice.
SEEDS = {
    11: [(CANASTA, 2, 2, 1), (CANASTA, 4, 2, 2), (CANASTA, 6, 3, 2), (CANASTA, 3, 3, 1)],
    12: [(CANASTA, 3, 3, 2), (CANASTA, 6, 3, 1), (CANASTA, 2, 2, 2)],
    13: [(HAND_AND_FOOT, 4, 5, 1), (CASSINO, 3, 1, 2), (CASSINO, 2, 1, 1)],
    14: [(HAND_AND_FOOT, 4, 5, 2), (CASSINO, 4, 1, 1), (CASSINO, 2, 1, 2)],
    15: [(HAND_AND_FOOT, 4, 5, 3), (CASSINO, 4, 1, 2), (CASSINO, 3, 1, 1)],
}
# Qt input events on a person's turns per table: a Hand and Foot turn is several steps. A
# Cassino round needed 5 to 57 of them in the runs that set these. Deals must finish for each
# game, not at each table: about one Canasta table in two finishes its deal.
TABLE_EVENTS = {CANASTA: 50, HAND_AND_FOOT: 160, CASSINO: 70}
END_MOVES = (2, 6)  # Hand and Foot and Cassino start this many moves before a deal's end
# Of a person's steps, the share that plays a legal move (the long run's is 0.2): more, so a
# Hand and Foot turn (draw, melds, discard) ends within a table's events.
PLAY_SHARE = 0.35


@pytest.fixture
def windows(qapp):
    """Kept until pytest-qt deletes them (dialogs wait to be deleted); then the speed and the
    language go back, the language by the translator that installed it."""
    kept: list = []
    yield kept
    speeds.set_factor(0.0)
    for window in kept:
        window.translator.install(qapp, "en")
    kept.clear()


def test_random_input_over_whole_games_raises_nothing(qtbot, request, windows):
    capture_off = request.config.getini(
        "qt_no_exception_capture"
    ) or request.node.get_closest_marker("qt_no_exception_capture")
    assert not capture_off, "pytest-qt must fail the test on an exception in a slot"
    assert sys.excepthook is not sys.__excepthook__, "pytest-qt's exception hook is not in place"
    totals: Counter = Counter()
    with Uncaught() as uncaught:
        for seed, tables in SEEDS.items():
            window = make_window("normal")
            qtbot.addWidget(window)
            windows.append(window)
            qtbot.waitExposed(window)
            assert speeds.factor() == 1.0
            stress = Stress(
                window,
                seed,
                events=sum(TABLE_EVENTS[t[0]] for t in tables),
                games=99,
                tables=list(tables),
                stall_s=30,
                table_events=TABLE_EVENTS,
                end_moves=END_MOVES,
                play_share=PLAY_SHARE,
            )
            stress.run()
            assert not stress.tables, f"seed {seed}: tables never played: {stress.tables}"
            assert not stress.stalls, f"seed {seed}: the table froze: {stress.stalls}"
            assert not uncaught.errors, f"seed {seed}:\n" + "\n".join(uncaught.errors[:3])
            totals.update(stress.stats)
            window.close()
            QApplication.processEvents()
    assert not uncaught.errors
    # It really exercised the table.
    print(sorted(totals.items()))
    assert totals["events"] >= sum(TABLE_EVENTS[t[0]] for ts in SEEDS.values() for t in ts)
    assert totals["driver games finished"] >= 1, totals
    assert totals["refused drops with glide"] >= 1, totals
    assert totals["drops glided back"] >= 3, totals
    assert totals["deals finished"] >= 1, totals
    assert totals["legal moves by mouse"] >= 5, totals
    assert totals["language switches"] >= 1, totals
    assert any(k.startswith("dialog: ") for k in totals), totals
    # Every table listed was started, and every game finished a deal (a round) and had a
    # drop refused that glided back.
    for tables in SEEDS.values():
        for game, players, _decks, people in tables:
            assert totals[f"tables: {game}, {players} players, {people} human"] >= 1, totals
    for game in GAMES:
        assert totals[f"{game}: deals finished"] >= 1, (game, totals)
        assert totals[f"{game}: refused drops with glide"] >= 1, (game, totals)
        assert totals[f"{game}: drops glided back"] >= 1, (game, totals)
        assert totals[f"{game}: legal moves by mouse"] >= 1, (game, totals)


def test_the_long_version_runs_quick():
    result = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "gui_stress.py"), "--quick"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    lines = dict(line.split(": ", 1) for line in result.stdout.splitlines() if ": " in line)
    assert lines["uncaught exceptions"] == "0 exceptions"
    assert lines["stalls"] == "0 stalls"
    assert int(lines["events sent"].split()[0]) > 0
    assert lines["wall time"].endswith(" s")
