"""The paired comparison the searches use to leave the rules' move (ai/paired.py)."""

from __future__ import annotations

import math

from canasta_gui.ai.paired import leads, paired_gain


def test_paired_gain_is_the_mean_and_error_of_the_differences() -> None:
    rows = [[10.0, 7.0], [4.0, 2.0], [8.0, 3.0], [1.0, 1.0]]
    mean, error = paired_gain(rows, 0, 1)
    # differences 3, 2, 5, 0: mean 2.5, sample variance 13/3
    assert mean == 2.5
    assert math.isclose(error, math.sqrt(13 / 3 / 4))


def test_a_steady_small_lead_counts_though_the_worlds_swing() -> None:
    """Each world moves both candidates by hundreds; candidate 1 is 5 better in every one.
    Compared world by world that is certain; the means alone would drown it."""
    swings = [0.0, 400.0, -300.0, 250.0, -500.0, 120.0, 800.0, -60.0]
    rows = [[s, s + 5.0 + 0.1 * i] for i, s in enumerate(swings)]
    assert leads(rows, 1, 0, 3.0)
    assert not leads(rows, 0, 1, 0.0)


def test_no_lead_from_too_few_worlds_or_a_noisy_gain() -> None:
    assert not leads([[0.0, 100.0]], 1, 0, 2.0)
    rows = [[0.0, 10.0], [0.0, -8.0], [0.0, 12.0], [0.0, -11.0]]
    assert not leads(rows, 1, 0, 2.0)
