"""The arena plays mirrored deals for any game; spreading them over processes changes nothing."""

from __future__ import annotations

import pytest

from canasta_gui.ai.arena import duplicate_match
from canasta_gui.engine.canasta import CanastaConfig


def test_parallel_jobs_give_the_same_report_as_one_process() -> None:
    config = CanastaConfig.make(4, 2)
    levels = ["easy", "random", "easy", "random"]
    one = duplicate_match(config, levels, 4, "jobs")
    two = duplicate_match(config, levels, 4, "jobs", jobs=2)
    assert one == two
    assert one.pairs == 4 and one.level_a == "easy" and one.level_b == "random"


def test_a_match_needs_two_levels() -> None:
    with pytest.raises(ValueError, match="two different levels"):
        duplicate_match(CanastaConfig.make(2, 2), ["easy", "easy"], 1, "same")


def test_whole_game_reports_say_so_and_keep_small_margins_readable() -> None:
    from canasta_gui.engine.cassino.options import CassinoConfig

    report = duplicate_match(CassinoConfig.make(2), ["greedy", "random"], 2, "g", whole_games=True)
    assert report.unit == "game"
    lines = report.lines()
    assert "mean point margin per game" in lines[2]
    assert "." in lines[2].split(":")[1]  # Cassino margins are a few points: decimals shown
