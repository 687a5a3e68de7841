"""Cassino card values and the scoring cards (docs/rules.md §5.2, §5.11).

Numeral cards count their face value (A = 1). Face cards have no number; they
get the values 11 (J), 12 (Q) and 13 (K) here only so that one table lookup
tells them apart and names a face pair build (OPT-CAS-FACE-PAIR-BUILD). No sum
ever reaches them: a group worth more than 10 is always a single card.
"""

from __future__ import annotations

from canasta_gui.engine.cards import ACE, CLUBS, DIAMONDS, HEARTS, JACK, SPADES, TEN, TWO, kind

#: Highest value a sum or a build of numeral cards may have (docs/rules.md §5.7.1).
MAX_SUM = 10


def _value(card: int) -> int:
    rank = card >> 2
    if rank == ACE:
        return 1
    if rank <= TEN:
        return rank + 2  # ranks are indexed from the 2
    return 11 + rank - JACK  # J, Q, K → 11, 12, 13


#: Cassino value of each of the 52 card kinds.
VALUE: tuple[int, ...] = tuple(_value(k) for k in range(52))

BIG_CASINO = kind(TEN, DIAMONDS)  # 10♦, 2 points
LITTLE_CASINO = kind(TWO, SPADES)  # 2♠, 1 point
#: Aces in the order of docs/rules.md §5.12 COUNT-OUT: ♠, ♣, ♥, ♦.
ACES = (kind(ACE, SPADES), kind(ACE, CLUBS), kind(ACE, HEARTS), kind(ACE, DIAMONDS))


def is_face(card: int) -> bool:
    """J, Q or K (docs/rules.md §5.2)."""
    return VALUE[card] > MAX_SUM


def value_name(value: int) -> str:
    """How a build value is shown in messages: ``"7"``, or ``"K"`` for a face pair build."""
    if value <= MAX_SUM:
        return "A" if value == 1 else str(value)
    return "JQK"[value - 11]
