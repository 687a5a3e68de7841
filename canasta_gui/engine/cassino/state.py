"""The Cassino game state the shell drives: a position with its rules attached.

:class:`CassinoState` is a :class:`~canasta_gui.engine.cassino.position.CassinoPosition`
that answers ``legal_actions``, ``apply`` and ``observation`` (the interface the
session, the arena and the AI share across games). It sits at the top of the
package: the rule modules below it work on positions and never import it.
"""

from __future__ import annotations

import random

from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.observation import Observation
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.position import (
    FIELDS,
    HAND_SIZE,
    N_CARDS,
    TABLE_CARDS,
    CassinoPosition,
    deal_hands,
    start_round,
)
from canasta_gui.engine.cassino.records import (
    CaptureRecord,
    Phase,
    RoundResult,
    RoundScore,
    TableBuild,
)
from canasta_gui.engine.cassino.rules import apply
from canasta_gui.engine.events import Event

__all__ = [
    "HAND_SIZE",
    "N_CARDS",
    "TABLE_CARDS",
    "CaptureRecord",
    "CassinoPosition",
    "CassinoState",
    "Phase",
    "RoundResult",
    "RoundScore",
    "TableBuild",
    "deal_hands",
    "new_game",
    "start_round",
]


class CassinoState(CassinoPosition):
    """A Cassino game in progress; change it only through ``rules.apply``."""

    __slots__ = FIELDS

    def legal_actions(self) -> list:
        return legal_actions(self)

    def apply(self, action: object) -> list[Event]:
        return apply(self, action)

    def observation(self, seat: int) -> Observation:
        return Observation.of(self, seat)


def new_game(config: CassinoConfig, seed: int | str = 0) -> CassinoState:
    """A new game: first dealer drawn from the seed, first round dealt (docs/rules.md §5.3)."""
    s = object.__new__(CassinoState)
    s.config = config
    s.seed = str(seed)
    s.round_no = 0
    s.dealer = random.Random(f"{s.seed}/first-dealer").randrange(config.players)
    s.scores = [0] * config.n_sides
    s.history = []
    s.winners = ()
    start_round(s, [])
    return s
