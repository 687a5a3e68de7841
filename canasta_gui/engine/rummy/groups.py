"""Card groups the legal-action generators of both rummy games build from a hand.

A hand is a count row of card kinds (``engine.cards``). Every group is a candidate
only: the rules' own checks decide.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations

from canasta_gui.engine.cards import JOKER, TWO_KINDS

Cards = tuple[int, ...]


def rank_cards(hand: Sequence[int], rank: int) -> list[int]:
    """The naturals of ``rank`` in ``hand``, in kind order."""
    b = rank * 4
    return [k for k in range(b, b + 4) for _ in range(hand[k])]


def wild_cards(hand: Sequence[int]) -> list[int]:
    """The hand's wild cards, 2s first (cheaper to give away than jokers)."""
    return [k for k in (*TWO_KINDS, JOKER) for _ in range(hand[k])]


def sub_multisets(cards: Sequence[int], size: int) -> Iterator[Cards]:
    """Distinct sub-multisets of ``cards`` (in their order) of ``size`` cards."""
    if size == 0:
        yield ()
        return
    seen: set[Cards] = set()
    for combo in combinations(cards, size):
        if combo not in seen:
            seen.add(combo)
            yield combo
