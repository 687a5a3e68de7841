"""Hand and Foot computer players are fair by construction (docs/rules.md §1.5, §4).

A player's decision is a function of its seat's observation and its own seed.
These tests re-deal everything the seat cannot see (the other three hands, the
partner's included, every foot still face down, the seat's own included, and the
stock) consistently with what it does see, and check that the decision does not
change. The re-deal here is written independently of the players' own sampler.
"""

from __future__ import annotations

import os
import random

import pytest

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.hand_and_foot.player import LEVELS, HandFootPlayer, hint
from canasta_gui.ai.hand_and_foot.worlds import sample_world, unseen_counts
from canasta_gui.engine.cards import N_KINDS, RED3_KINDS
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.rules import check
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, new_game

#: Positions per level; docs/ai-hand-and-foot.md reports a 10,000-position run
#: (``HF_FAIRNESS_POSITIONS=10000``).
POSITIONS = int(os.environ.get("HF_FAIRNESS_POSITIONS", "60"))
#: Expert's search with its clock removed (a fixed number of worlds).
SEARCH = SearchBudget(worlds=3, candidates=3, horizon=60, seconds=1e9, cap=1e9)
CONFIGS = [
    HandFootConfig.make({}),
    HandFootConfig.make({"OPT-HF-PERMISSION": "OPTIONAL"}),
    HandFootConfig.make({}, "house"),
]


def positions(n: int, seed: int):
    """Positions of random play, some deep into a deal (feet picked up, questions asked)."""
    rng = random.Random(seed)
    made = 0
    while made < n:
        s = new_game(CONFIGS[made % len(CONFIGS)], f"hf-fair-{seed}-{made}")
        if rng.random() < 0.2:  # a later deal: another minimum count (§4.7)
            while s.phase != Phase.DEAL_OVER:
                s.apply(rng.choice(legal_actions(s)))
            s.apply(act.NEXT_DEAL)
        for _ in range(rng.randrange(0, 260)):
            if s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
                break
            s.apply(rng.choice(legal_actions(s)))
        if s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            continue
        made += 1
        yield s


def redeal(s: HandFootState, seat: int, rng: random.Random) -> HandFootState:
    """A true state that differs from ``s`` only where ``seat`` cannot see.

    Every hidden card (other hands less the cards seen taken with the pile, every
    foot still down, the stock) is gathered, shuffled and dealt back into places of
    the same sizes. The hidden hands keep only what the table knows about them.
    """
    twin = s.clone()
    pool: list[int] = list(s.stock)
    hands = [row[:] for row in s.hands]
    for p in range(s.players):
        if p == seat:
            continue
        for k in range(N_KINDS):
            free = hands[p][k] - s.known[p][k]
            pool.extend([k] * free)
            hands[p][k] = s.known[p][k]
    feet = [None if f is None else [0] * N_KINDS for f in s.feet]
    for f in s.feet:
        if f is not None:
            pool.extend(k for k in range(N_KINDS) for _ in range(f[k]))
    rng.shuffle(pool)
    # A red 3 found in a hand is placed at the owner's next replenish (§4.4 step 2);
    # only a hand that may still hold one (as the true state's did) gets one back.
    may_hold = {p for p in range(s.players) if any(s.hands[p][k] for k in RED3_KINDS)}
    reds = [k for k in pool if k in RED3_KINDS]
    rest = [k for k in pool if k not in RED3_KINDS]
    for p in range(s.players):
        if p == seat:
            continue
        need = s.hand_sizes[p] - sum(hands[p])
        for _ in range(need):
            card = reds.pop() if p in may_hold and reds and rng.random() < 0.3 else rest.pop()
            hands[p][card] += 1
    rest.extend(reds)
    rng.shuffle(rest)
    for f in feet:
        if f is not None:
            for _ in range(13):
                f[rest.pop()] += 1
    twin.hands = hands
    twin.feet = feet
    twin.stock = rest
    return twin


@pytest.mark.parametrize("level", LEVELS)
def test_decision_depends_only_on_the_observation(level: str) -> None:
    rng = random.Random(level)
    changed = feet_changed = searched = 0
    for i, state in enumerate(positions(POSITIONS, 1)):
        seat = state.current_player()
        obs = state.observation(seat)
        twin = redeal(state, seat, rng)
        assert twin.observation(seat) == obs
        assert twin.card_total() == state.card_total() == 270
        if any(twin.hands[p] != state.hands[p] for p in range(4) if p != seat):
            changed += 1
        if any(f is not None and f != g for f, g in zip(twin.feet, state.feet, strict=True)):
            feet_changed += 1
        # Expert searches: the clock removed, so only the observation and the seed count.
        budget = SEARCH if level == "expert" else None
        a = HandFootPlayer(level, f"s{i}", budget).decide(obs)
        b = HandFootPlayer(level, f"s{i}", budget).decide(twin.observation(seat))
        assert a.action == b.action, (i, a, b)
        assert a.reason == b.reason and a.params == b.params and a.worlds == b.worlds
        assert check(state, a.action) is None, (i, a)
        searched += a.worlds > 0
    assert changed > POSITIONS // 2  # the re-deal really moved hidden cards
    assert feet_changed > POSITIONS // 2  # feet too, the seat's own included
    if level == "expert":
        assert searched >= POSITIONS // 10  # searched decisions were among them


def test_sampled_worlds_match_the_observation() -> None:
    rng = random.Random(3)
    for state in positions(40, 2):
        seat = state.current_player()
        obs = state.observation(seat)
        world = sample_world(obs, rng)
        assert world.card_total() == 270
        assert len(world.stock) == len(state.stock)
        assert world.observation(seat) == obs
        # Unseen: the stock, every foot still down (the seat's own included) and the
        # other hands less what the table saw them take with the pile.
        hidden = len(state.stock) + sum(13 for f in state.feet if f is not None)
        hidden += sum(state.hand_sizes[p] - sum(state.known[p]) for p in range(4) if p != seat)
        assert sum(unseen_counts(obs)) == hidden


def test_no_foot_is_ever_in_an_observation() -> None:
    """docs/rules.md §4.3: a foot is unseen until picked up, by its owner too."""
    state = new_game(HandFootConfig.make({}), "feet")
    obs = state.observation(0)
    twin = state.clone()
    twin.feet = [twin.feet[3], twin.feet[0], twin.feet[1], twin.feet[2]]  # every foot moves
    assert twin.observation(0) == obs
    assert obs.hand == tuple(state.hand_cards(0))
    assert not any(obs.known[2]) and obs.hand_sizes[2] == 13  # the partner: counts only


def test_sampled_feet_come_from_unseen_cards_only() -> None:
    """A sampled world never copies the true hidden cards: two worlds from the same
    observation differ in the seat's own foot, and use only cards the seat has not seen."""
    state = next(positions(1, 7))
    seat = state.current_player()
    obs = state.observation(seat)
    left = unseen_counts(obs)
    rng = random.Random(1)
    a, b = sample_world(obs, rng), sample_world(obs, rng)
    assert a.feet[seat] != b.feet[seat] or a.stock != b.stock
    for w in (a, b):
        used = [0] * N_KINDS
        for p in range(4):
            rows = [w.feet[p]] if w.feet[p] is not None else []
            if p != seat:
                rows.append([w.hands[p][k] - obs.known[p][k] for k in range(N_KINDS)])
            for row in rows:
                for k in range(N_KINDS):
                    used[k] += row[k]
        for k in w.stock:
            used[k] += 1
        assert used == left


def test_hint_reads_only_the_observation() -> None:
    for state in positions(15, 4):
        seat = state.current_player()
        obs = state.observation(seat)
        d = hint(obs, "medium")
        assert check(state, d.action) is None
        assert d.text() and "{" not in d.text()
        twin = redeal(state, seat, random.Random(5))
        assert hint(twin.observation(seat), "medium").action == d.action
