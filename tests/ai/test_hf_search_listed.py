"""Hand and Foot Expert's search applies its moves unchecked (``rules.apply_listed``),
which is only sound for actions the engine listed itself in that very state. The player
lists the seat's moves in one world sampled from its observation and the search applies
the candidates in other worlds sampled from it, then plays on with its playout styles.
These tests hold the properties that make it so, over positions of whole seeded games
(every deal, every rule preset, both OPT-HF-PERMISSION readings):

* the seat's listing is the same in the true state and in every world sampled from its
  observation, in every phase the search decides in (the draw, the meld phase, the
  answer);
* the styles the search plays (Expert's rules at the root and their candidates, the
  searching side's playout style, Hard's for the opponents) pick only listed actions;
* a candidate applied unchecked and played out unchecked ends in exactly the state, and
  the value, of one applied and played out through the checked ``apply``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

import pytest

from canasta_gui.ai.hand_and_foot import search
from canasta_gui.ai.hand_and_foot.player import BUDGETS
from canasta_gui.ai.hand_and_foot.policy import EASY, EXPERT, HARD, MEDIUM, HeuristicPolicy, Style
from canasta_gui.ai.hand_and_foot.worlds import _draw_world, consistent_world, sample_world
from canasta_gui.ai.sampling import play_turns
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.options import PRESETS, HandFootConfig
from canasta_gui.engine.hand_and_foot.rules import apply_listed
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, new_game
from tests.engine.hand_and_foot.helpers import snapshot
from tests.engine.hand_and_foot.test_hf_fast_listing import table_facts

_ASK = act.AskGoOut()
_OPTIONAL = {"OPT-HF-PERMISSION": "OPTIONAL"}
#: Every preset (each requires the partner's permission to go out), and OPTIONAL
#: permission, plain and with the house rules.
CONFIGS = [HandFootConfig.make({}, preset) for preset in PRESETS] + [
    HandFootConfig.make(_OPTIONAL),
    HandFootConfig.make(_OPTIONAL, "house"),
]
#: The phases Expert's search decides in (``search.candidates``).
SEARCHED = (Phase.DRAW, Phase.PLAY, Phase.ANSWER)
#: The searching side's playout style (``search.search_decision``: its rules, uncounted).
OWN = replace(EXPERT, counting=False)
EXPERT_BUDGET = BUDGETS["expert"]
#: The share of positions played out both ways, per phase: a draw has candidates only
#: when the pile can be taken, an answer always.
_SHARE = {Phase.DRAW: 0.15, Phase.PLAY: 0.03, Phase.ANSWER: 0.5}


def whole_games(seed: int, games: int) -> Iterator[HandFootState]:
    """Every state of ``games`` whole games (all their deals), before each move.

    The seats play the levels' rules, Expert to Easy, with a random listed move now and
    then (positions the rules avoid) and, under OPTIONAL permission, the question asked
    whenever it is listed (the rules go out unasked there: answers would be rare).
    The state is the game's own: use it before asking for the next one.
    """
    rng = random.Random(seed)
    for g in range(games):
        config = CONFIGS[g % len(CONFIGS)]
        s = new_game(config, f"hf-listed/{seed}/{g}")
        styles = [EXPERT, HARD, MEDIUM, EASY]
        rng.shuffle(styles)
        policies = [HeuristicPolicy(style, random.Random(rng.random())) for style in styles]
        while not s.is_terminal():
            yield s
            legal = legal_actions(s)
            if rng.random() < 0.08:
                action = rng.choice(legal)
            elif _ASK in legal and not config.permission_required:
                action = _ASK  # the rules go out unasked under OPTIONAL: ask for them
            else:
                action = policies[s.current].decide(s, legal).action
            s.apply(action)
        assert len(s.history) == config.deals


def test_the_seats_listing_is_the_same_in_every_sampled_world() -> None:
    """The player lists the seat's moves in the world ``sample_world`` gives it (or its
    unconstrained fallback); the search applies them, unchecked, in ``consistent_world``'s
    worlds: all of them, and the true state, list the same actions in the same order."""
    rng = random.Random(17)
    phases: Counter[str] = Counter()
    inferred = moved = drawn = 0
    for s in whole_games(1, 3 * len(CONFIGS)):
        if s.phase not in SEARCHED or (s.phase != Phase.ANSWER and rng.random() > 0.025):
            continue
        seat = s.current
        obs = s.observation(seat)
        listed = legal_actions(s)
        worlds = [consistent_world(obs, rng) for _ in range(3)]
        worlds += [sample_world(obs, rng), _draw_world(obs, rng)]
        for world in worlds:
            if world is not None:
                assert legal_actions(world) == listed, (s.seed, s.deal_no, s.phase)
                drawn += 1
        phases[s.phase] += 1
        inferred += s.phase == Phase.ANSWER and not s.config.permission_required
        others = [p for p in range(s.players) if p != seat]
        moved += any(w.hands[p] != s.hands[p] for w in worlds[3:] for p in others)
    assert phases[Phase.DRAW] >= 80 and phases[Phase.PLAY] >= 150, phases
    # Answers under OPTIONAL: the worlds are drawn for an asker able to go out (§4.10.2 c).
    assert phases[Phase.ANSWER] >= 30 and inferred >= 5, (phases, inferred)
    assert drawn >= 4 * sum(phases.values())  # consistent worlds were found
    assert moved > sum(phases.values()) // 2  # the worlds really re-dealt hidden cards


@pytest.mark.parametrize(
    "style", [EXPERT, OWN, search.PLAYOUT_STYLE], ids=["expert", "own-playout", "opponents"]
)
def test_the_searchs_styles_pick_only_listed_actions(style: Style) -> None:
    """Whole games, every seat playing the style as a playout does (given the listing);
    Expert's rules also propose their candidates, which must be listed too."""
    decided: Counter[str] = Counter()
    for g, config in enumerate(CONFIGS):
        s = new_game(config, f"hf-styles/{style.name}/{g}")
        policy = HeuristicPolicy(style, random.Random(g))
        while not s.is_terminal():
            legal = legal_actions(s)
            decision = policy.decide(s, legal)
            assert decision.action in legal, (s.phase, decision)
            if style is EXPERT and s.phase in SEARCHED:
                options = search.candidates(s, legal, decision, EXPERT_BUDGET.candidates, policy)
                assert options[0] == decision.action and len(set(options)) == len(options)
                assert all(a in legal for a in options), (s.phase, options)
                decided[s.phase] += len(options) > 1
            s.apply(decision.action)
        assert len(s.history) == config.deals
    if style is EXPERT:  # candidates were weighed in every phase the search decides in
        assert all(decided[phase] > 0 for phase in SEARCHED), decided


def _checked_playout(
    world: HandFootState, horizon: int, seed: int, own: tuple[int, Style]
) -> HandFootState:
    """``search.playout`` with every move through the checked ``apply``."""
    rng = random.Random(seed)
    theirs = HeuristicPolicy(search.PLAYOUT_STYLE, rng)
    side, mine = own[0], HeuristicPolicy(own[1], rng)
    side_of = world.config.side_of

    def step(w: HandFootState) -> None:
        legal = legal_actions(w)
        if len(legal) == 1:
            w.apply(legal[0])
            return
        policy = mine if side_of[w.current] == side else theirs
        w.apply(policy.decide(w, legal).action)

    over = (Phase.DEAL_OVER, Phase.GAME_OVER)
    return play_turns(world, step, horizon, over, Phase.DRAW, search._MAX_STEPS)


def test_an_unchecked_candidate_and_playout_end_as_checked_ones() -> None:
    """As ``search_decision`` weighs them: the candidates listed in the player's world,
    each applied in another world drawn from the observation and played on; Expert's
    horizon, and now and then to the end of the deal (its scoring included)."""
    rng = random.Random(23)
    phases: Counter[str] = Counter()
    ended = 0
    for s in whole_games(2, len(CONFIGS)):
        if s.phase not in SEARCHED or rng.random() > _SHARE[s.phase]:
            continue
        obs = s.observation(s.current)
        world = sample_world(obs, rng)
        legal = legal_actions(world)
        policy = HeuristicPolicy(EXPERT, random.Random(rng.random()))
        base = policy.decide(world, legal)
        options = search.candidates(world, legal, base, EXPERT_BUDGET.candidates, policy)
        sample = consistent_world(obs, rng)
        if len(options) < 2 or sample is None:
            continue
        side = obs.config.side_of[obs.seat]
        own = (side, OWN)
        horizon = 10_000 if sum(phases.values()) % 5 == 4 else EXPERT_BUDGET.horizon
        seed = rng.randrange(1 << 30)
        for action in options:
            fast = sample.clone()
            apply_listed(fast, action)
            search.playout(fast, horizon, seed, own)
            slow = sample.clone()
            slow.apply(action)
            _checked_playout(slow, horizon, seed, own)
            assert snapshot(fast) == snapshot(slow), (s.seed, s.deal_no, action)
            assert table_facts(fast) == table_facts(slow)
            assert search.evaluate(fast, side) == search.evaluate(slow, side)
            ended += fast.phase == Phase.DEAL_OVER
        phases[s.phase] += 1
    assert phases[Phase.DRAW] >= 15 and phases[Phase.PLAY] >= 15, phases
    assert phases[Phase.ANSWER] >= 5 and ended >= 10, (phases, ended)
