"""Random legal Cassino play: whole games and single rounds from a seed.

Used by ``canasta-sim --game cassino`` and the tests until Cassino has computer
players. Each seat draws from its own seeded generator, so a seat's choices do
not depend on how often the others chose (docs/rules.md §1.5 spirit: same seed, same game).
"""

from __future__ import annotations

from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.rules import apply_listed
from canasta_gui.engine.cassino.state import CassinoState, Phase, new_game
from canasta_gui.engine.playout import play_random as play_any

#: A safeguard far above any round's length (one action per card: 48, plus NextRound).
MAX_ACTIONS_PER_ROUND = 1_000


def play_random(config: CassinoConfig, seed: str, single_round: bool = False) -> CassinoState:
    """Play a game (or only its first round) with uniformly random legal actions."""
    return play_any(
        new_game(config, seed),
        legal_actions,
        apply_listed,
        Phase.ROUND_OVER,
        first_only=single_round,
        limit=MAX_ACTIONS_PER_ROUND,
    )
