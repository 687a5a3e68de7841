"""Counts a rummy player reads off a hand: naturals per rank, wild cards, points.

A hand is a count row of card kinds (``engine.cards``), the same in Canasta and
Hand and Foot, so both games' players count with these.
"""

from __future__ import annotations

from canasta_gui.engine.cards import ACE, FOUR, JOKER, RUMMY_VALUE


def rank_counts(hand: list[int]) -> list[int]:
    """Natural cards per rank (indexes FOUR..ACE are filled)."""
    out = [0] * 14
    for r in range(FOUR, ACE + 1):
        b = r * 4
        out[r] = hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3]
    return out


def wild_count(hand: list[int]) -> int:
    """Jokers and 2s in the hand (kinds 0-3 are the four 2s)."""
    return hand[JOKER] + hand[0] + hand[1] + hand[2] + hand[3]


def hand_points(hand: list[int]) -> int:
    """The card value of a hand row (docs/rules.md §3.14 H, §4.12 H; in Hand and Foot a red 3
    never waits in a hand after the first replenish)."""
    return sum(RUMMY_VALUE[k] * n for k, n in enumerate(hand) if n)
