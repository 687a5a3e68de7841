"""Score parts both games compute the same way (docs/rules.md §3.14, §4.12).

M is the card value of everything melded, the bonus part counts completed melds
by kind (clean/natural, dirty/mixed, wild) and H is the card value of what is left
in hand. Each game supplies its bonus table and its card values for H.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from operator import mul

from canasta_gui.engine.frozen import new, unguarded
from canasta_gui.engine.rummy.melds import CLEAN, DIRTY, WILD, WILD_RANK, Meld


@dataclass(frozen=True, slots=True)
class MeldPoints:
    melded: int  # M
    bonus: int  # C (Canasta) or B (Hand and Foot)
    clean: int
    dirty: int
    wild: int


def meld_points(melds: Iterable[Meld], bonus: Mapping[str, int]) -> MeldPoints:
    """M and the completed-meld bonus of a side's melds (§3.14 M and C, §4.12 M and B)."""
    # Meld.kind written out (a canasta or book: wild rank, else clean or dirty): every
    # deal's end scores each side, and random play and the search end many deals.
    melded = clean = dirty = wild = 0
    for m in melds:
        melded += m.value
        if m.is_canasta:
            if m.rank == WILD_RANK:
                wild += 1
            elif m.wilds:
                dirty += 1
            else:
                clean += 1
    get = bonus.get
    total = get(CLEAN, 0) * clean + get(DIRTY, 0) * dirty + get(WILD, 0) * wild
    # MeldPoints(melded, total, clean, dirty, wild), built past the frozen guard
    # (``frozen.py``): an ordinary, equal value.
    points = new(_MeldPointsBuilder)
    points.melded = melded
    points.bonus = total
    points.clean = clean
    points.dirty = dirty
    points.wild = wild
    points.__class__ = MeldPoints
    return points  # type: ignore[return-value]


_MeldPointsBuilder = unguarded(MeldPoints)


def hand_points(hand: Sequence[int], values: Sequence[int]) -> int:
    """The value of a hand given as a count row (§3.14 H, §4.12 H)."""
    if len(values) < len(hand):  # a value for every kind held, or IndexError as ever
        return sum(values[k] * n for k, n in enumerate(hand) if n)
    return sum(map(mul, values, hand))
