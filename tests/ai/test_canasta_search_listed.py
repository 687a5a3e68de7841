"""Expert's search applies its moves unchecked (``rules.apply_listed``), which is only
sound for actions the engine listed itself. These tests hold the two things that make
it so: the playout policy picks only listed actions, and a playout made unchecked ends
in exactly the state, and the score, of one made through the checked ``apply``.
(That every sampled world lists the seat's moves alike, which the candidates rely on,
is in ``test_canasta_fairness.py``.)
"""

from __future__ import annotations

import random

import pytest

from canasta_gui.ai.canasta import search
from canasta_gui.ai.canasta.player import BUDGETS, style_for
from canasta_gui.ai.canasta.policy import HeuristicPolicy
from canasta_gui.ai.canasta.worlds import consistent_world
from canasta_gui.ai.sampling import play_turns
from canasta_gui.engine.canasta import CanastaConfig, new_game
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.state import Phase
from tests.engine.test_canasta_invariants import snapshot

TABLES = [(2, 2), (3, 3), (4, 2), (6, 3)]


@pytest.mark.parametrize(("players", "decks"), TABLES)
def test_the_playout_policy_picks_only_listed_actions(players: int, decks: int) -> None:
    """Whole games (every deal, its end included) played by Expert's playout style."""
    for g in range(3):
        s = new_game(CanastaConfig.make(players, decks), f"listed/{players}/{g}")
        policy = HeuristicPolicy(style_for("expert", players), random.Random(g))
        while not s.is_terminal():
            action = policy.decide(s).action
            assert action in legal_actions(s), (s.phase, action)
            s.apply(action)


def _checked_playout(world, horizon: int, seed: int, style):
    """``search._playout`` as it was, every move through the checked ``apply``."""
    policy = HeuristicPolicy(style, random.Random(seed))
    over = (Phase.DEAL_OVER, Phase.GAME_OVER)
    return play_turns(
        world, lambda w: w.apply(policy.decide(w).action), horizon, over, Phase.DRAW, 400
    )


@pytest.mark.parametrize(("players", "decks"), TABLES)
def test_an_unchecked_playout_ends_as_a_checked_one(players: int, decks: int) -> None:
    rng = random.Random(players)
    style = style_for("expert", players)
    horizon = BUDGETS["expert"].horizon
    s = new_game(CanastaConfig.make(players, decks), f"playout/{players}")
    played = 0
    while played < 40 and not s.is_terminal():
        legal = legal_actions(s)
        if s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            world = consistent_world(s.observation(s.current), rng)
            if world is not None:
                seed = rng.randrange(1 << 30)
                fast = search._playout(world.clone(), horizon, seed, style)
                slow = _checked_playout(world.clone(), horizon, seed, style)
                assert snapshot(fast) == snapshot(slow)
                side = s.config.side_of[s.current]
                assert search.evaluate(fast, side) == search.evaluate(slow, side)
                played += 1
        s.apply(rng.choice(legal))
    assert played == 40
