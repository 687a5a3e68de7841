"""Expert's search applies its moves unchecked (``rules.apply_listed``), which is only
sound for actions the engine listed itself. These tests hold what makes it so, over
positions of whole seeded games (``canasta_games.py``): the playout policy picks only
listed actions; the candidates, listed in the seat's world, applied unchecked in another
world drawn from its observation and played on, end in exactly the events, the state and
the value of the same made through the checked ``apply``; and so does a playout alone.
(That every sampled world lists the seat's moves alike, which the candidates rely on,
is in ``test_canasta_fairness.py``.)
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from canasta_gui.ai.canasta import search
from canasta_gui.ai.canasta.player import BUDGETS, style_for
from canasta_gui.ai.canasta.policy import HeuristicPolicy
from canasta_gui.ai.canasta.worlds import consistent_world, sample_world
from canasta_gui.ai.sampling import play_turns
from canasta_gui.engine.canasta import CanastaConfig, new_game
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.rules import apply, apply_listed
from canasta_gui.engine.canasta.state import Phase
from tests.ai.canasta_games import CONFIGS as GAME_CONFIGS
from tests.ai.canasta_games import whole_games
from tests.engine.test_canasta_invariants import snapshot

TABLES = [(2, 2), (3, 3), (4, 2), (6, 3)]


def test_the_playout_policy_picks_only_listed_actions() -> None:
    """Every position of whole games (``canasta_games.py``: every preset, the options that
    change the questions or the deal's end, 2 to 6 players, the question asked whenever
    it is listed), decided as a playout decides (the policy lists the state itself) by
    the style Expert plays out with at that table."""
    phases: Counter[str] = Counter()
    bound = empty = 0
    policies: dict[int, HeuristicPolicy] = {}
    for s in whole_games(5, 3 * len(GAME_CONFIGS)):
        players = s.config.players
        if players not in policies:
            policies[players] = HeuristicPolicy(style_for("expert", players), random.Random(0))
        action = policies[players].decide(s).action
        assert action in legal_actions(s), (s.seed, s.phase, action)
        phases[s.phase] += 1
        bound += bool(s.must_go_out)
        empty += not s.stock
    assert phases[Phase.DRAW] >= 1500 and phases[Phase.PLAY] >= 3000, phases
    assert phases[Phase.ANSWER] >= 25 and bound >= 40 and empty >= 20, (phases, bound, empty)


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


#: The share of positions weighed both ways, per phase: an answer always has two
#: candidates, a draw only when the pile can be taken, and meld-phase positions are many.
_SHARE = {Phase.DRAW: 0.25, Phase.PLAY: 0.04, Phase.ANSWER: 1.0}


def test_an_unchecked_candidate_and_playout_end_as_checked_ones() -> None:
    """As ``search_decision`` weighs them: the candidates listed in the seat's world (the
    one ``sample_world`` gives the player), each applied in a *different* world drawn
    by ``consistent_world`` and played on; Expert's horizon, and now and then to the end
    of the deal (its scoring included). Unchecked and checked end alike, event for
    event, state for state, value for value."""
    rng = random.Random(29)
    phases: Counter[str] = Counter()
    weighed = ended = missing = moved = 0
    budget = BUDGETS["expert"]
    for s in whole_games(7, 2 * len(GAME_CONFIGS)):
        if s.phase not in _SHARE or rng.random() > _SHARE[s.phase]:
            continue
        obs = s.observation(s.current)
        world = sample_world(obs, rng)
        legal = legal_actions(world)
        style = style_for("expert", obs.config.players)
        policy = HeuristicPolicy(style, random.Random(rng.random()))
        base = policy.decide(world, legal)
        options = search._candidates(world, legal, base, budget.candidates, policy)
        assert options[0] == base.action and all(a in legal for a in options), options
        if len(options) < 2:
            continue
        sample = consistent_world(obs, rng)
        if sample is None:
            missing += 1
            continue
        assert sample is not world and sample.observation(obs.seat) == obs
        others = [p for p in range(obs.config.players) if p != obs.seat]
        moved += any(sample.hands[p] != world.hands[p] for p in others)
        side = obs.config.side_of[obs.seat]
        horizon = 10_000 if sum(phases.values()) % 4 == 3 else budget.horizon
        seed = rng.randrange(1 << 30)
        for action in options:
            fast = sample.clone()
            fast_events = apply_listed(fast, action)
            search._playout(fast, horizon, seed, style)
            slow = sample.clone()
            slow_events = apply(slow, action)
            _checked_playout(slow, horizon, seed, style)
            assert fast_events == slow_events, (s.seed, s.phase, action)
            assert snapshot(fast) == snapshot(slow), (s.seed, s.phase, action)
            assert search.evaluate(fast, side) == search.evaluate(slow, side)
            ended += fast.phase == Phase.DEAL_OVER
            weighed += 1
        phases[s.phase] += 1
    assert phases[Phase.DRAW] >= 70 and phases[Phase.PLAY] >= 80, phases
    assert phases[Phase.ANSWER] >= 15 and ended >= 50 and weighed >= 400, (phases, ended)
    positions = sum(phases.values())
    # consistent_world gives up only when no world fits an asker's claim: rare, counted.
    assert missing * 20 <= positions, (missing, phases)
    assert moved > positions // 2  # the candidates really met another deal of the hidden cards
