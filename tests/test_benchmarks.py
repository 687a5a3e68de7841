"""Every script in ``benchmarks/`` still runs: each in its ``--quick`` mode (the same code
in a few seconds), in a subprocess, printing its ``name: value unit`` lines.

Scripts are found by glob, so a new benchmark is covered without editing this file.
``gui_stress.py`` and ``save_size.py`` are left to their own tests.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HAVE_OWN_TESTS = {"gui_stress.py", "save_size.py"}
SCRIPTS = sorted(p.name for p in (ROOT / "benchmarks").glob("*.py") if p.name not in HAVE_OWN_TESTS)
#: ``name: value unit`` (the unit may be part of the name, as in ``random deals/s: 812``).
FIGURE = re.compile(r"^\S[^:]*: [-+]?\d+(?:\.\d+)?(?: \S+)?$")


def test_every_benchmark_is_found() -> None:
    assert {"ai_strength.py", "engine_speed.py", "gui_drag.py", "gui_startup.py"} <= set(SCRIPTS)


def quick(script: str, tmp_path: Path, *extra: str) -> list[str]:
    """Run ``script --quick [extra]``; its ``name: value unit`` lines."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    for var in ("CONFIG", "DATA", "CACHE"):
        env[f"CANASTA_GUI_{var}_DIR"] = str(tmp_path / var.lower())
    proc = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / script), "--quick", *extra],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    figures = [line for line in proc.stdout.splitlines() if FIGURE.match(line)]
    assert figures, proc.stdout[-2000:]
    return figures


@pytest.mark.parametrize("script", SCRIPTS)
def test_benchmark_runs_in_quick_mode(script: str, tmp_path: Path) -> None:
    quick(script, tmp_path)


@pytest.mark.parametrize(
    ("script", "games"),
    [
        ("gui_drag.py", ["hand-and-foot"]),
        ("gui_drag.py", ["cassino"]),
        ("gui_memory.py", ["hand-and-foot"]),
        ("gui_startup.py", ["hand-and-foot", "cassino"]),
    ],
)
def test_gui_benchmarks_take_a_game(script: str, games: list[str], tmp_path: Path) -> None:
    """The GUI scripts' ``--game``: every game asked for gets its own figures."""
    figures = quick(script, tmp_path, "--game", *games)
    for game in games:
        assert any(f" {game} " in line for line in figures), figures


def test_speed_positions_give_cassino_expert_its_memory_of_the_deal() -> None:
    """``ai_speed.py`` times Cassino's Expert as it plays at the table: with the other
    player's plays of the deal read (``ai/cassino/reading.py``), not as a fresh player."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    try:
        import ai_speed
    finally:
        sys.path.remove(str(ROOT / "benchmarks"))
    from canasta_gui.ai.kit import kit_for

    kit = kit_for("cassino")
    found = ai_speed.positions(kit, kit.make_config(2), 1, 1)
    read = 0
    for i, pos in enumerate(found):
        player = kit.make_player("expert", f"t{i}", None)
        ai_speed._remember(player, pos.earlier)
        player.reading.observe(pos.obs)
        read = max(read, player.reading.plays)
    assert read >= 2
