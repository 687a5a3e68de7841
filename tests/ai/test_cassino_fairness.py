"""Cassino computer players are fair by construction (docs/rules.md §1.5 "Observation").

A player's decision is a function of its seat's observation and its own seed.
These tests re-deal everything the seat cannot see (the other hands and the
stock), consistently with what it does see, and check that the observation is
unchanged and that every level makes the same decision.
"""

from __future__ import annotations

import os
import random

import pytest

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cassino.player import LEVELS, CassinoPlayer
from canasta_gui.ai.cassino.worlds import sample_world, unseen_cards
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.state import CassinoState, Phase, new_game
from canasta_gui.engine.cassino.values import VALUE

#: Positions per level; docs/ai-cassino.md reports a 10,000-position run
#: (``CASSINO_FAIRNESS_POSITIONS=10000``).
POSITIONS = int(os.environ.get("CASSINO_FAIRNESS_POSITIONS", "120"))
#: A small fixed-work budget: no clock, so the same seed always does the same work.
TINY = SearchBudget(worlds=3, candidates=3, horizon=3, seconds=1e9, cap=1e9)
CONFIGS = [
    CassinoConfig.make(2),
    CassinoConfig.make(3),
    CassinoConfig.make(4),
    CassinoConfig.make(2, preset="pagat"),
    CassinoConfig.make(4, {"OPT-CAS-4P": "INDIVIDUAL", "OPT-CAS-FACE-PAIR-BUILD": "ALLOWED"}),
]


def positions(n: int, seed: int):
    """``n`` positions of random play, a player on turn in each, every deal of a round."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        cfg = CONFIGS[made % len(CONFIGS)]
        s = new_game(cfg, f"fair-{seed}-{made}")
        for _ in range(rng.randrange(0, 52)):
            if s.phase != Phase.PLAY:
                break
            s.apply(rng.choice(legal_actions(s)))
        if s.phase != Phase.PLAY:
            continue
        made += 1
        yield s


def redealt(state: CassinoState, seat: int, rng: random.Random) -> CassinoState:
    """A true state that differs from ``state`` only where ``seat`` cannot see."""
    other = sample_world(state.observation(seat), rng)
    other.seed = state.seed
    return other


@pytest.mark.parametrize("level", LEVELS)
def test_decision_depends_only_on_the_observation(level: str) -> None:
    rng = random.Random(level)
    changed = 0
    for i, state in enumerate(positions(POSITIONS, 1)):
        seat = state.current_player()
        obs = state.observation(seat)
        twin = redealt(state, seat, rng)
        assert twin.observation(seat) == obs
        if any(twin.hands[p] != state.hands[p] for p in range(state.players) if p != seat):
            changed += 1
        budget = TINY if level in ("hard", "expert") else None
        a = CassinoPlayer(level, f"s{i}", budget).decide(obs)
        b = CassinoPlayer(level, f"s{i}", budget).decide(twin.observation(seat))
        assert a.action == b.action
        assert a.action in legal_actions(state)
        assert a.action in legal_actions(twin)
    assert changed > POSITIONS // 2  # the re-deal really moved hidden cards


def test_sampled_worlds_match_the_observation() -> None:
    rng = random.Random(3)
    for state in positions(80, 2):
        seat = state.current_player()
        obs = state.observation(seat)
        world = sample_world(obs, rng)
        assert world.card_total() == 52
        assert sorted(world.captured) == sorted(state.captured)
        assert world.observation(seat) == obs
        hidden = len(state.stock) + sum(len(h) for p, h in enumerate(state.hands) if p != seat)
        assert len(unseen_cards(obs)) == hidden
        # The true hidden cards are exactly the unseen ones, in some other places.
        true_hidden = sorted(
            state.stock + [c for p, h in enumerate(state.hands) if p != seat for c in h]
        )
        assert true_hidden == unseen_cards(obs)


def test_owners_hold_a_card_of_their_builds_value_in_every_world() -> None:
    """docs/rules.md §5.7.5: the table knows an owner keeps a card of the build's value."""
    rng = random.Random(5)
    checked = 0
    for state in positions(300, 4):
        seat = state.current_player()
        for b in state.builds:
            if b.owner == seat:
                continue
            world = sample_world(state.observation(seat), rng)
            assert any(VALUE[c] == b.value for c in world.hands[b.owner])
            checked += 1
    assert checked > 10


def test_partner_hand_is_as_hidden_as_an_opponents() -> None:
    state = new_game(CassinoConfig.make(4), "partner")
    obs = state.observation(0)
    assert obs.hand == tuple(state.hands[0])
    assert set(state.hands[2]) <= set(unseen_cards(obs))
    assert obs.hand_sizes[2] == len(state.hands[2])


def test_expert_reading_past_plays_depends_only_on_what_it_saw() -> None:
    # Expert remembers the other player's plays (ai/cassino/reading.py). Midway through
    # two-player games, a copy of it with the same memory decides the re-dealt twin:
    # the memory holds only this seat's observations and moves, so nothing changes.
    import copy

    rng = random.Random("reading")
    read = 0
    for g in range(max(2, POSITIONS // 40)):
        s = new_game(CassinoConfig.make(2), f"fair-reading-{g}")
        expert = CassinoPlayer("expert", f"r{g}", TINY)
        medium = CassinoPlayer("medium", f"m{g}")
        while s.phase == Phase.PLAY:
            if s.current == 1:
                s.apply(medium.decide(s.observation(1)).action)
                continue
            twin = redealt(s, 0, rng)
            other = copy.deepcopy(expert)
            a = expert.decide(s.observation(0))
            b = other.decide(twin.observation(0))
            assert a.action == b.action
            assert expert.reading.plays == other.reading.plays
            read += expert.reading.plays > 0
            s.apply(a.action)
    assert read  # some decisions were made with plays in memory
