"""How good a Cassino position is for one side, in round points (docs/rules.md §5.11).

A finished round is scored exactly: this side's round total minus the best
other side's. A round in progress counts what is already certain (aces, the
casinos, sweeps captured so far) and the chances of winning the "cards" and
"spades" majorities from the counts so far, the rest of the cards assumed to
split evenly. Searches score the end of their playouts with it.
"""

from __future__ import annotations

import math

from canasta_gui.engine.cards import SPADES
from canasta_gui.engine.cassino.state import N_CARDS, CassinoState, Phase
from canasta_gui.engine.cassino.values import ACES, BIG_CASINO, LITTLE_CASINO

N_SPADES = 13


def round_margin(s: CassinoState, side: int, round_no: int) -> float:
    """This side's (expected) round points minus the best other side's.

    ``round_no`` is the round the search started in: once it is scored, its
    result in the history is exact.
    """
    if s.phase != Phase.PLAY or s.round_no != round_no:
        result = s.history[-1] if s.history and s.history[-1].round == round_no else None
        if result is not None:
            mine = result.sides[side].total
            return mine - max(p.total for i, p in enumerate(result.sides) if i != side)
    points = expected_points(s)
    return points[side] - max(v for i, v in enumerate(points) if i != side)


def expected_points(s: CassinoState) -> list[float]:
    """Each side's expected round points from what it has captured so far."""
    cfg = s.config
    n = cfg.n_sides
    piles = s.captured
    counts = [len(p) for p in piles]
    spades = [sum(1 for c in p if c & 3 == SPADES) for p in piles]
    out = [0.0] * n
    for i, pile in enumerate(piles):
        for c in pile:
            if c == BIG_CASINO:
                out[i] += 2.0
            elif c == LITTLE_CASINO or c in ACES:
                out[i] += 1.0
    if cfg.sweeps:
        for rec in s.log:
            if rec.sweep:
                out[cfg.side_of[rec.player]] += 1.0
    cards = majority_chances(counts, N_CARDS - sum(counts))
    spade = majority_chances(spades, N_SPADES - sum(spades))
    for i in range(n):
        out[i] += 3.0 * cards[i] + spade[i]
    return out


def majority_chances(counts: list[int], left: int) -> list[float]:
    """Chance each side ends with strictly the most, the ``left`` cards split at random.

    Each side's share of what is left is binomial; the comparison with every
    other side uses a normal approximation, and the pairwise chances are
    multiplied (close enough for a playout's last position).
    """
    n = len(counts)
    if left <= 0:
        best = max(counts)
        leaders = [i for i, c in enumerate(counts) if c == best]
        return [1.0 if len(leaders) == 1 and i == leaders[0] else 0.0 for i in range(n)]
    share = 1.0 / n
    # The difference of two sides' shares has variance left * 2 * share (a rough bound).
    sd = math.sqrt(left * 2.0 * share * (1.0 - share / 2.0)) or 1.0
    out = []
    for i in range(n):
        p = 1.0
        for j in range(n):
            if j != i:
                # Strictly ahead at the end: difference above 0.5 after continuity correction.
                z = (counts[i] - counts[j] - 0.5) / sd
                p *= 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))
        out.append(p)
    return out
