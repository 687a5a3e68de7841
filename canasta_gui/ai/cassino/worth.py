"""What cards are worth to the side that captures them (docs/rules.md §5.11), in round points.

The aces, Big Casino (10♦) and Little Casino (2♠) score outright. Every card
also counts towards "cards" (3 points for strictly the most) and every spade
towards "spades" (1 point), so a plain card is worth a share of those majorities.
A sweep (§5.9) is worth 1. The fixed shares below are rules of thumb (Easy, and
the order of a table's captures): 3 points spread over the ~27 cards that win
"cards" with some slack, 1 point over ~7 spades. Medium prices cards and spades
by the state of the race instead (:func:`majority_gains`).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from canasta_gui.ai.cassino.evaluation import majority_chances
from canasta_gui.engine.cards import SPADES
from canasta_gui.engine.cassino.values import ACES, BIG_CASINO, LITTLE_CASINO

#: Share of the 3 points for "cards" one captured card brings.
CARD = 0.14
#: Share of the 1 point for "spades" one captured spade brings.
SPADE = 0.12
#: One sweep (docs/rules.md §5.9).
SWEEP = 1.0


def _points(card: int) -> float:
    if card == BIG_CASINO:
        return 2.0
    if card == LITTLE_CASINO or card in ACES:
        return 1.0
    return 0.0


def _worth(card: int) -> float:
    w = CARD + _points(card)
    if card & 3 == SPADES:
        w += SPADE
    return w


#: The points each card scores on its own (aces, Big and Little Casino), majorities aside.
POINTS: tuple[float, ...] = tuple(_points(c) for c in range(52))


#: Worth of each of the 52 cards.
WORTH: tuple[float, ...] = tuple(_worth(c) for c in range(52))


def worth(cards: Iterable[int]) -> float:
    """Total worth of ``cards``."""
    return sum(WORTH[c] for c in cards)


def is_scoring(card: int) -> bool:
    """An ace, Big Casino or Little Casino: the cards that score on their own."""
    return WORTH[card] >= 1.0


@functools.lru_cache(maxsize=8192)
def majority_gains(
    counts: tuple[int, ...], left: int, points: float, mine: int, taker: int
) -> tuple[float, ...]:
    """Index n: what side ``taker`` taking n more of the ``left`` cards is worth to ``mine``.

    A majority of ``points`` (3 for cards, 1 for spades, docs/rules.md §5.11) goes to the
    side with strictly the most; the cards not yet captured are assumed to split evenly
    (``evaluation``). The worth is the change in ``mine``'s chance of the majority minus
    the others' (their mean), so a card is worth much while the race is close and nothing
    once it is decided. Negative when ``taker`` is another side.
    """

    def share(c: list[int], rest: int) -> float:
        p = majority_chances(c, rest)
        others = [v for i, v in enumerate(p) if i != mine]
        return points * (p[mine] - sum(others) / len(others))

    now = share(list(counts), left)
    out = [0.0]
    c = list(counts)
    for n in range(1, left + 1):
        c[taker] += 1
        out.append(share(c, left - n) - now)
    return tuple(out)
