"""What one seat may see of a Cassino game (docs/rules.md §1.5 "Observation").

Everything face up and its history (the table, every capture as it was made,
sweeps), the counts (cards in each hand, in the stock, in each captured pile),
the state of play (dealer, turn, phase, scores, the "last deal" flag, the options)
and the seat's own hand; never another hand or the stock.
"""

from __future__ import annotations

from dataclasses import dataclass

from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.position import CassinoPosition
from canasta_gui.engine.cassino.records import CaptureRecord, RoundResult, TableBuild


@dataclass(frozen=True)
class Observation:
    seat: int
    config: CassinoConfig
    phase: str
    current: int | None
    dealer: int
    round_no: int
    deal_in_round: int
    last_deal: bool
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    loose: tuple[int, ...]
    builds: tuple[TableBuild, ...]
    stock_size: int
    captured_counts: tuple[int, ...]  # per side
    captures: tuple[CaptureRecord, ...]  # this round, in order
    last_captor: int | None
    scores: tuple[int, ...]
    history: tuple[RoundResult, ...]
    winners: tuple[int, ...]
    out_of_play: tuple[int, ...] = ()  # set aside for this round, face up for all

    @classmethod
    def of(cls, s: CassinoPosition, seat: int) -> Observation:
        return cls(
            seat=seat,
            config=s.config,
            phase=s.phase,
            current=s.current_player(),
            dealer=s.dealer,
            round_no=s.round_no,
            deal_in_round=s.deal_in_round(),
            last_deal=s.last_deal(),
            hand=tuple(s.hands[seat]),
            hand_sizes=tuple(len(h) for h in s.hands),
            loose=tuple(s.loose),
            builds=tuple(s.builds),
            stock_size=len(s.stock),
            captured_counts=tuple(len(p) for p in s.captured),
            captures=tuple(s.log),
            last_captor=s.last_captor,
            scores=tuple(s.scores),
            history=tuple(s.history),
            winners=s.winners,
            out_of_play=s.out_of_play,
        )

    @property
    def side(self) -> int:
        return self.config.side_of[self.seat]

    @property
    def sweeps(self) -> tuple[int, ...]:
        """Sweeps per side this round (the face-up markers, §5.9)."""
        out = [0] * self.config.n_sides
        for rec in self.captures:
            if rec.sweep:
                out[self.config.side_of[rec.player]] += 1
        return tuple(out)
