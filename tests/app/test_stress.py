"""Seeded random input over whole games at the normal animation speed: nothing is ever
uncaught and the table never freezes (issue 14). The long version is
``benchmarks/gui_stress.py``; this is its short run, plus its ``--quick`` smoke run.

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

from benchmarks.gui_stress import Stress, Uncaught, make_window
from canasta_gui.app.scene import speeds

ROOT = Path(__file__).resolve().parents[2]

# (players, decks, people) of each seed's first games: solo and pass-and-play tables of
# 2, 3, 4 and 6 players; later games are the driver's random choice.
SEEDS = {
    11: [(2, 2, 1), (4, 2, 2)],
    12: [(6, 3, 2), (3, 3, 1)],
    13: [(3, 3, 2), (6, 3, 1), (2, 2, 2)],
}
EVENTS = 400  # Qt input events per seed: about 10 s each on a 2-core machine


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
            stress = Stress(window, seed, events=EVENTS, games=99, tables=tables, stall_s=30)
            stress.run()
            assert not stress.stalls, f"seed {seed}: the table froze: {stress.stalls}"
            assert not uncaught.errors, f"seed {seed}:\n" + "\n".join(uncaught.errors[:3])
            totals.update(stress.stats)
            window.close()
            QApplication.processEvents()
    assert not uncaught.errors
    # It really exercised the table.
    print(sorted(totals.items()))
    assert totals["events"] >= EVENTS * len(SEEDS)
    assert totals["driver games finished"] >= 1, totals
    assert totals["refused drops with glide"] >= 1, totals
    assert totals["drops glided back"] >= 3, totals
    assert totals["deals finished"] >= 1, totals
    assert totals["legal moves by mouse"] >= 5, totals
    assert totals["language switches"] >= 1, totals
    assert any(k.startswith("dialog: ") for k in totals), totals


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
