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


@dataclass(frozen=True)
class Observation:
    seat: int
    config: HandFootConfig
    phase: str
    current: int | None
    dealer: int
    deal_no: int
    hand: tuple[int, ...]  # this seat's hand only (its foot, while down, is not in it)
    hand_sizes: tuple[int, ...]
    foot_down: tuple[bool, ...]  # the foot is still face down
    foot_sizes: tuple[int, ...]  # 13 while down, 0 once picked up
    foot_played: tuple[bool, ...]  # picked up and played since (§4.10.2 b)
    known: tuple[tuple[int, ...], ...]  # public cards each player took with the pile
    melds: tuple[tuple[Meld, ...], ...]  # open melds per side, in rank order
    books: tuple[tuple[Meld, ...], ...]
    red3s: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]
    stock_size: int
    opened: tuple[bool, ...]
    minimum: int
    scores: tuple[int, ...]
    history: tuple[DealResult, ...]
    asker: int
    answer: bool | None
    must_go_out: bool
    took_pile: bool
    out_of_play: tuple[int, ...] = ()  # set aside for this deal, face up for all

    @classmethod
    def of(cls, s: HandFootState, seat: int) -> Observation:
        down = tuple(f is not None for f in s.feet)
        return cls(
            seat=seat,
            config=s.config,
            phase=s.phase,
            current=s.current_player(),
            dealer=s.dealer,
            deal_no=s.deal_no,
            hand=tuple(s.hand_cards(seat)),
            hand_sizes=tuple(s.hand_sizes),
            foot_down=down,
            foot_sizes=tuple(FOOT_SIZE if d else 0 for d in down),
            foot_played=tuple(s.foot_played),
            known=tuple(tuple(k) for k in s.known),
            melds=tuple(tuple(m for m in side if m is not None) for side in s.melds),
            books=tuple(s.books),
            red3s=tuple(s.red3s),
            pile=tuple(s.pile),
            stock_size=len(s.stock),
            opened=tuple(s.opened),
            minimum=s.minimum(),
            scores=tuple(s.scores),
            history=tuple(s.history),
            asker=s.asker,
            answer=s.answer,
            must_go_out=s.must_go_out,
            took_pile=s.took_pile,
            out_of_play=s.out_of_play,
        )

    @property
    def side(self) -> int:
        return self.config.side_of[self.seat]


plug("observation", Observation.of)
