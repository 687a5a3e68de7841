"""What one seat may see of a rummy game, the part Canasta and Hand and Foot share.

docs/rules.md §1.5 "Observation": a seat sees its own hand, every hand's size, the
cards the table saw go into a hand with the pile, everything on the table, the
stock's size and the state of play, never a hidden card. Each game's observation
adds its own public fields (Canasta's freeze and minimums, Hand and Foot's feet
and books) to :class:`RummyObservation`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from canasta_gui.engine.rummy.melds import Meld
from canasta_gui.engine.rummy.state import RummyState


@dataclass(frozen=True, kw_only=True)
class RummyObservation:
    seat: int
    config: Any  # the game's configuration
    phase: str
    current: int | None
    dealer: int
    deal_no: int
    hand: tuple[int, ...]  # this seat's hand only
    hand_sizes: tuple[int, ...]
    known: tuple[tuple[int, ...], ...]  # public cards each player took with the pile
    melds: tuple[tuple[Meld, ...], ...]  # per side, in rank order
    red3s: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]
    stock_size: int
    opened: tuple[bool, ...]
    scores: tuple[int, ...]
    history: tuple[Any, ...]  # the game's deal results
    asker: int
    answer: bool | None
    must_go_out: bool
    took_pile: bool
    out_of_play: tuple[int, ...] = ()  # set aside for this deal, face up for all

    @property
    def side(self) -> int:
        return self.config.side_of[self.seat]


def public_fields(s: RummyState, seat: int) -> dict[str, Any]:
    """The :class:`RummyObservation` fields of ``s`` as ``seat`` sees them."""
    return {
        "seat": seat,
        "config": s.config,
        "phase": s.phase,
        "current": s.current_player(),
        "dealer": s.dealer,
        "deal_no": s.deal_no,
        "hand": tuple(s.hand_cards(seat)),
        "hand_sizes": tuple(s.hand_sizes),
        "known": tuple(tuple(k) for k in s.known),
        "melds": tuple(tuple(m for m in side if m is not None) for side in s.melds),
        "red3s": tuple(s.red3s),
        "pile": tuple(s.pile),
        "stock_size": len(s.stock),
        "opened": tuple(s.opened),
        "scores": tuple(s.scores),
        "history": tuple(s.history),
        "asker": s.asker,
        "answer": s.answer,
        "must_go_out": s.must_go_out,
        "took_pile": s.took_pile,
        "out_of_play": s.out_of_play,
    }
