"""What cards are worth to the side that captures them (docs/rules.md §5.11), in round points.

The aces, Big Casino (10♦) and Little Casino (2♠) score outright. Every card
also counts towards "cards" (3 points for strictly the most) and every spade
towards "spades" (1 point), so a plain card is worth a share of those majorities.
A sweep (§5.9) is worth 1. The shares below are rules of thumb: 3 points spread
over the ~27 cards that win "cards" with some slack, 1 point over ~7 spades.
"""

from __future__ import annotations

from collections.abc import Iterable

from canasta_gui.engine.cards import SPADES
from canasta_gui.engine.cassino.values import ACES, BIG_CASINO, LITTLE_CASINO

#: Share of the 3 points for "cards" one captured card brings.
CARD = 0.14
#: Share of the 1 point for "spades" one captured spade brings.
SPADE = 0.12
#: One sweep (docs/rules.md §5.9).
SWEEP = 1.0


def _worth(card: int) -> float:
    w = CARD
    if card & 3 == SPADES:
        w += SPADE
    if card == BIG_CASINO:
        w += 2.0
    elif card == LITTLE_CASINO or card in ACES:
        w += 1.0
    return w


#: Worth of each of the 52 cards.
WORTH: tuple[float, ...] = tuple(_worth(c) for c in range(52))


def worth(cards: Iterable[int]) -> float:
    """Total worth of ``cards``."""
    return sum(WORTH[c] for c in cards)


def is_scoring(card: int) -> bool:
    """An ace, Big Casino or Little Casino: the cards that score on their own."""
    return WORTH[card] >= 1.0
