"""What one seat may see of a Hand and Foot game (docs/rules.md §1.5 "Observation").

A seat sees its own hand, every count (hands, feet, stock) and whether each foot
is still down, everything on the table and the state of play. It never sees a
foot that has not been picked up, its own included [S2]: there is no field for it.
"""

from __future__ import annotations

from dataclasses import dataclass

from canasta_gui.engine.hand_and_foot.options import FOOT_SIZE, HandFootConfig
from canasta_gui.engine.hand_and_foot.state import DealResult, HandFootState, plug
from canasta_gui.engine.rummy.melds import Meld
from canasta_gui.engine.rummy.observation import RummyObservation, public_fields


@dataclass(frozen=True, kw_only=True)
class Observation(RummyObservation):
    """The rummy core's fields (``hand`` is this seat's hand only: its foot, while down,
    is not in it), and the feet, books and this deal's minimum."""

    config: HandFootConfig
    history: tuple[DealResult, ...]
    foot_down: tuple[bool, ...]  # the foot is still face down
    foot_sizes: tuple[int, ...]  # 13 while down, 0 once picked up
    foot_played: tuple[bool, ...]  # picked up and played since (§4.10.2 b)
    books: tuple[tuple[Meld, ...], ...]
    minimum: int

    @classmethod
    def of(cls, s: HandFootState, seat: int) -> Observation:
        down = tuple(f is not None for f in s.feet)
        return cls(
            **public_fields(s, seat),
            foot_down=down,
            foot_sizes=tuple(FOOT_SIZE if d else 0 for d in down),
            foot_played=tuple(s.foot_played),
            books=tuple(s.books),
            minimum=s.minimum(),
        )


plug("observation", Observation.of)
