"""Random legal Cassino play: whole games and single rounds from a seed.

Used by ``canasta-sim --game cassino`` and the tests until Cassino has computer
players. Each seat draws from its own seeded generator, so a seat's choices do
not depend on how often the others chose (RULES.md §1.5 spirit: same seed, same game).
"""

from __future__ import annotations

import random

from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.rules import apply
from canasta_gui.engine.cassino.state import CassinoState, Phase, new_game

#: A safeguard far above any round's length (one action per card: 48, plus NextRound).
MAX_ACTIONS_PER_ROUND = 1_000


def play_random(config: CassinoConfig, seed: str, single_round: bool = False) -> CassinoState:
    """Play a game (or only its first round) with uniformly random legal actions."""
    s = new_game(config, seed)
    rngs = [random.Random(f"{seed}/seat{i}") for i in range(config.players)]
    actions = 0
    while not s.is_terminal():
        if s.phase == Phase.ROUND_OVER:
            if single_round:
                break
            actions = 0
        actions += 1
        if actions > MAX_ACTIONS_PER_ROUND:
            raise RuntimeError(f"round {s.round_no} of game {seed} did not end")
        legal = legal_actions(s)
        seat = s.current_player()
        apply(s, legal[0] if seat is None else rngs[seat].choice(legal))
    return s
