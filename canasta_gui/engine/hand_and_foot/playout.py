"""Random legal Hand and Foot play: whole games and single deals from a seed.

Used by ``canasta-sim --game hand-and-foot``, the speed benchmark and the tests
until Hand and Foot has computer players. Each seat draws from its own seeded
generator, so the same seed always plays the same game (docs/rules.md §1.5).
"""

from __future__ import annotations

from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.rules import apply_listed
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, new_game
from canasta_gui.engine.playout import play_random as play_any

#: A safeguard far above any deal's length (docs/rules.md §1.5 "Termination").
MAX_ACTIONS_PER_DEAL = 5_000


def play_random(config: HandFootConfig, seed: str, single_deal: bool = False) -> HandFootState:
    """Play a game (or only its first deal) with uniformly random legal actions."""
    return play_any(
        new_game(config, seed),
        legal_actions,
        apply_listed,  # the actions come from legal_actions: no need to judge them again
        Phase.DEAL_OVER,
        first_only=single_deal,
        limit=MAX_ACTIONS_PER_DEAL,
    )
