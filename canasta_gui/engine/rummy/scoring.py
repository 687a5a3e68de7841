"""Score parts both games compute the same way (docs/rules.md §3.14, §4.12).

M is the card value of everything melded, the bonus part counts completed melds
by kind (clean/natural, dirty/mixed, wild) and H is the card value of what is left
in hand. Each game supplies its bonus table and its card values for H.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from operator import mul

from canasta_gui.engine.rummy.melds import CLEAN, DIRTY, WILD, Meld


@dataclass(frozen=True, slots=True)
class MeldPoints:
    melded: int  # M
    bonus: int  # C (Canasta) or B (Hand and Foot)
    clean: int
    dirty: int
    wild: int


def meld_points(melds: Iterable[Meld], bonus: Mapping[str, int]) -> MeldPoints:
    """M and the completed-meld bonus of a side's melds (§3.14 M and C, §4.12 M and B)."""
    melded = 0
    counts = {CLEAN: 0, DIRTY: 0, WILD: 0}
    for m in melds:
        melded += m.value
        kind = m.kind
        if kind is not None:
            counts[kind] += 1
    total = sum(bonus.get(k, 0) * n for k, n in counts.items())
    return MeldPoints(melded, total, counts[CLEAN], counts[DIRTY], counts[WILD])


def hand_points(hand: Sequence[int], values: Sequence[int]) -> int:
    """The value of a hand given as a count row (§3.14 H, §4.12 H)."""
    if len(values) < len(hand):  # a value for every kind held, or IndexError as ever
        return sum(values[k] * n for k, n in enumerate(hand) if n)
    return sum(map(mul, values, hand))
