"""The engine's fast paths agree with its full rule check (docs/rules.md §5.4-§5.8).

- ``legal.legal_actions`` (bit sets of reachable sums, pre-filtered one-card builds,
  early answers) lists exactly the actions ``rules.check`` accepts, each once, on
  random states reached by build-heavy random play under random option sets.
- ``rules.apply_listed`` (no second check of a listed action) leaves the same
  state and reports the same events as the checked ``rules.apply``.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.rules import apply, apply_listed, check
from canasta_gui.engine.cassino.state import CassinoState, Phase, new_game
from tests.engine.cassino.helpers import snapshot
from tests.engine.cassino.test_cassino_invariants import candidates, option_sets


def _build_heavy_choice(legal: list, rng: random.Random) -> act.Action:
    """Prefer builds and additions, so owned builds and their obligations come up often."""
    building = [a for a in legal if type(a) in (act.Build, act.AddToBuild)]
    if building and rng.random() < 0.6:
        return rng.choice(building)
    return rng.choice(legal)


def _states(players: int, options: dict, seed: int, rng: random.Random):
    s: CassinoState = new_game(CassinoConfig.make(players, options), seed)
    while s.phase == Phase.PLAY:
        legal = legal_actions(s)
        yield s, legal
        apply(s, _build_heavy_choice(legal, rng))


@settings(max_examples=60, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]),
    options=option_sets,
    seed=st.integers(0, 10**6),
    rng=st.randoms(use_true_random=False),
)
def test_fast_listing_equals_the_full_rule_check(
    players: int, options: dict, seed: int, rng: random.Random
) -> None:
    compared = 0
    for s, legal in _states(players, options, seed, rng):
        assert len(legal) == len(set(legal)), "an action listed twice"
        if len(s.loose) + len(s.builds) <= 6 and rng.random() < 0.25:
            accepted = {a for a in candidates(s) if check(s, a) is None}
            assert set(legal) == accepted, set(legal) ^ accepted
            compared += 1
            if compared == 3:
                break


@settings(max_examples=60, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]),
    options=option_sets,
    seed=st.integers(0, 10**6),
    rng=st.randoms(use_true_random=False),
)
def test_applying_a_listed_action_unchecked_equals_the_checked_apply(
    players: int, options: dict, seed: int, rng: random.Random
) -> None:
    for s, legal in _states(players, options, seed, rng):
        for action in rng.sample(legal, min(4, len(legal))):
            checked, fast = s.clone(), s.clone()
            events = apply(checked, action)
            assert apply_listed(fast, action) == events
            assert snapshot(fast) == snapshot(checked)
    # Between rounds the one listed action is NextRound.
    assert legal_actions(s) in ([act.NEXT_ROUND], [])
