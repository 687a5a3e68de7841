"""The state, observation, deal and phase check both rummy games share (engine/rummy/state.py,
observation.py, turn_checks.py).

Canasta's and Hand and Foot's states are one shared core plus their own fields: a clone
copies every field of both, each game's observation holds the shared view of §1.5, and
the shared deal gives every seat the cards a one-at-a-time deal would, and one phase
check refuses an action out of its turn step in both.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

import canasta_gui.engine.canasta as canasta
import canasta_gui.engine.hand_and_foot  # noqa: F401 - plugs the rules in
from canasta_gui.engine.canasta import actions as canasta_actions
from canasta_gui.engine.canasta.legal import legal_actions as canasta_legal
from canasta_gui.engine.cards import N_KINDS
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.hand_and_foot.legal import legal_actions as hf_legal
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.state import new_game as hf_new_game
from canasta_gui.engine.rummy.observation import RummyObservation, public_fields
from canasta_gui.engine.rummy.state import SHARED_FIELDS, Phase, RummyState, deal
from canasta_gui.engine.rummy.turn_checks import require


def _played(state, legal, moves: int, seed: int):
    rng = random.Random(seed)
    for _ in range(moves):
        if state.current_player() is None:
            break
        state.apply(rng.choice(legal(state)))
    return state


def _games():
    can = canasta.new_game(canasta.CanastaConfig.make(4, 2, {}), "core")
    hf = hf_new_game(HandFootConfig(), "core")
    return [_played(can, canasta_legal, 30, 1), _played(hf, hf_legal, 30, 2)]


def test_each_state_lists_the_shared_fields_first_and_every_field_once() -> None:
    for s in _games():
        slots = type(s).__slots__
        assert isinstance(s, RummyState)
        assert slots[: len(SHARED_FIELDS)] == SHARED_FIELDS
        assert len(set(slots)) == len(slots)


def test_a_clone_holds_every_field_and_owns_its_rows() -> None:
    for s in _games():
        c = s.clone()
        for name in type(s).__slots__:
            value = getattr(s, name)
            assert getattr(c, name) == value, name
            if isinstance(value, list):
                assert getattr(c, name) is not value, name  # copy-on-write rows, own list


def test_each_observation_is_the_shared_view_plus_the_game_own_fields() -> None:
    for s in _games():
        seat = s.current_player()
        obs = s.observation(seat)
        assert isinstance(obs, RummyObservation)
        shared = public_fields(s, seat)
        assert {f.name for f in dataclasses.fields(RummyObservation)} == set(shared)
        for name, value in shared.items():
            assert getattr(obs, name) == value, name
        assert list(obs.hand) == s.hand_cards(seat)


@given(
    players=st.integers(2, 6),
    size=st.integers(0, 15),
    seed=st.integers(0, 10_000),
    first=st.integers(0, 5),
)
def test_the_shared_deal_is_one_card_at_a_time_clockwise(players, size, seed, first) -> None:
    """docs/rules.md §1.5: card j off the top goes to seat first + j."""
    first %= players
    stock = [random.Random(seed).randrange(N_KINDS) for _ in range(size * players + 5)]
    expected_stock = stock[:]
    expected = [[0] * N_KINDS for _ in range(players)]
    for _ in range(size):
        for i in range(players):
            expected[(first + i) % players][expected_stock.pop()] += 1
    assert deal(stock, players, first, size) == expected
    assert stock == expected_stock


def test_both_games_refuse_an_action_out_of_phase_with_the_same_check() -> None:
    """docs/rules.md §3.5, §4.4: ``turn_checks.require`` is the one phase check of both games."""
    for s in (
        canasta.new_game(canasta.CanastaConfig.make(4, 2, {}), "phase"),
        hf_new_game(HandFootConfig(), "phase"),
    ):
        assert s.phase == Phase.DRAW
        require(s, (Phase.DRAW,), "draw")  # the phase the action needs: no refusal
        with pytest.raises(IllegalAction) as err:
            require(s, (Phase.PLAY,), "discard")
        assert err.value.code == "draw_first"  # a later step of the turn: draw first
        with pytest.raises(IllegalAction) as err:
            require(s, (Phase.DEAL_OVER,), "start the next deal")
        assert (err.value.code, err.value.params) == (
            "wrong_phase",
            {"expected": "start the next deal"},
        )
        over = s.clone()
        over.phase = Phase.GAME_OVER
        with pytest.raises(IllegalAction) as err:
            require(over, (Phase.DRAW,), "draw")
        assert err.value.code == "game_over"
        # Each game's rules refuse through it: a discard before the draw says "draw first".
        card = s.hand_cards(s.current)[0]
        with pytest.raises(IllegalAction) as err:
            s.apply(canasta_actions.Discard(card))
        assert err.value.code == "draw_first"
