"""Comparing two candidates weighed in the same sampled worlds.

Both candidates were played out in each world, so their outcomes are compared world by
world: the paired differences cancel most of a world's luck, which a comparison of the two
means alone would count as noise.
"""

from __future__ import annotations

import math


def paired_gain(rows: list[list[float]], a: int, b: int) -> tuple[float, float]:
    """(mean, standard error) of candidate ``a``'s outcome less ``b``'s over the worlds.

    ``rows`` holds one row per world, one outcome per candidate; at least two rows.
    """
    n = len(rows)
    diffs = [row[a] - row[b] for row in rows]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def leads(rows: list[list[float]], a: int, b: int, z: float) -> bool:
    """Candidate ``a`` beats ``b`` by more than ``z`` standard errors of the paired gain."""
    if len(rows) < 2:
        return False
    mean, error = paired_gain(rows, a, b)
    return mean > z * error + 1e-9
