"""Random legal Hand and Foot play: whole games and single deals from a seed.

Used by ``canasta-sim --game hand-and-foot``, the speed benchmark and the tests
until Hand and Foot has computer players. Each seat draws from its own seeded
generator, so the same seed always plays the same game (RULES.md §1.5).
"""

from __future__ import annotations

import random

from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.rules import apply
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, new_game

#: A safeguard far above any deal's length (RULES.md §1.5 "Termination").
MAX_ACTIONS_PER_DEAL = 5_000


def play_random(config: HandFootConfig, seed: str, single_deal: bool = False) -> HandFootState:
    """Play a game (or only its first deal) with uniformly random legal actions."""
    s = new_game(config, seed)
    rngs = [random.Random(f"{seed}/seat{i}") for i in range(config.players)]
    actions = 0
    while not s.is_terminal():
        if s.phase == Phase.DEAL_OVER:
            if single_deal:
                break
            actions = 0
        actions += 1
        if actions > MAX_ACTIONS_PER_DEAL:
            raise RuntimeError(f"deal {s.deal_no} of game {seed} did not end")
        legal = legal_actions(s)
        seat = s.current_player()
        apply(s, legal[0] if seat is None else rngs[seat].choice(legal))
    return s
