"""The one replay loop: walking a recorded move log is applying its moves one by one.

Each game's log is walked step by step and compared with applying the same moves by
hand; a broken log is refused with its reason code, and nothing of it is kept.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from canasta_gui.engine import serialize
from canasta_gui.engine.canasta.options import CanastaConfig
from canasta_gui.engine.canasta.state import new_game
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.state import new_game as new_cassino_game
from canasta_gui.engine.errors import IllegalAction, SaveError
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.state import new_game as new_hf_game
from canasta_gui.engine.replay_moves import (
    NO_SEAT,
    MoveRefused,
    play_through,
    state_differences,
    walk_moves,
)

GAMES = ("canasta", "hand-and-foot", "cassino")
DEAL_ENDS = ("deal_over", "round_over", "game_over")


def _start(game: str, seed: str = "walk") -> Any:
    if game == "canasta":
        return new_game(CanastaConfig.make(4, 2), seed)
    if game == "hand-and-foot":
        return new_hf_game(HandFootConfig.make(), seed)
    return new_cassino_game(CassinoConfig.make(3), seed)


def _log(game: str, steps: int, seed: str = "walk") -> list:
    """``steps`` random legal moves from the seed's deal (the next deal dealt when one ends)."""
    s = _start(game, seed)
    rng = random.Random(seed)
    moves = []
    while len(moves) < steps and not s.is_terminal():
        legal = s.legal_actions()
        move = legal[0] if s.phase in DEAL_ENDS else rng.choice(legal)
        s.apply(move)
        moves.append(move)
    return moves


def _broken_at(start: Any, moves: list) -> int:
    """The first place where playing the previous move again is refused by the rules."""
    work = start.clone()
    for k, move in enumerate(moves):
        work.apply(move)
        try:
            work.clone().apply(move)
        except IllegalAction:
            return k + 1
    raise AssertionError("every move could be played twice")


@pytest.mark.parametrize("game", GAMES)
def test_each_step_is_the_move_applied_by_hand(game: str) -> None:
    moves = _log(game, 500)
    start = _start(game)
    untouched = start.clone()
    by_hand = start.clone()
    scored = 0
    for i, step in enumerate(walk_moves(start, moves)):
        seat = by_hand.current_player()
        deals = len(by_hand.history)
        events = by_hand.apply(moves[i])
        assert (step.index, step.move, step.seat) == (i, moves[i], seat)
        assert step.events == events
        assert state_differences(step.state, by_hand) == []
        assert step.scored == (len(by_hand.history) > deals)
        scored += step.scored
    assert i == len(moves) - 1
    assert scored >= 1  # the log crosses a deal (Cassino: a round) boundary
    assert state_differences(start, untouched) == []  # the walk works on its own copy
    assert state_differences(play_through(start, moves, end=by_hand), by_hand) == []
    # Going on from a state part-way: the steps keep their places in the whole log.
    middle = play_through(start, moves[:200])
    assert [s.index for s in walk_moves(middle, moves[200:], first=200)] == list(
        range(200, len(moves))
    )


@pytest.mark.parametrize("game", GAMES)
def test_a_move_that_does_not_apply_is_refused_and_nothing_is_built(game: str) -> None:
    moves = _log(game, 300)
    start = _start(game)
    untouched = start.clone()
    k = _broken_at(start, moves)
    broken = [*moves[:k], moves[k - 1], *moves[k:]]
    kept: list = []
    with pytest.raises(MoveRefused) as refused:
        kept = list(walk_moves(start, broken))
    err = refused.value
    assert isinstance(err, SaveError)
    assert (err.code, err.index, err.params["where"]) == ("save_illegal_move", k, f"moves[{k}]")
    assert str(err).startswith(f"moves[{k}] (") and " is illegal: " in str(err)
    assert kept == [] and state_differences(start, untouched) == []
    # The loader gives the same refusal, with the move written as the save writes it.
    data = json.loads(serialize.dumps(play_through(start, moves), moves))
    again = {key: v for key, v in data["moves"][k - 1].items() if key != "seat"}
    data["moves"].insert(k, again)
    with pytest.raises(SaveError) as loaded:
        serialize.replay(data)
    assert (loaded.value.code, loaded.value.params["where"]) == ("save_illegal_move", f"moves[{k}]")


@pytest.mark.parametrize("game", GAMES)
def test_a_move_said_to_be_made_by_another_seat_is_refused_before_it_is_applied(
    game: str,
) -> None:
    moves = _log(game, 60)
    start = _start(game)
    seats = [s.seat for s in walk_moves(start, moves)]
    k = next(i for i, seat in enumerate(seats) if seat is not None and i > 5)
    wrong = [*seats[:k], (seats[k] + 1) % start.config.players, *[NO_SEAT] * (len(moves) - k - 1)]
    with pytest.raises(MoveRefused) as refused:
        list(walk_moves(start, moves, seats=wrong))
    assert (refused.value.code, refused.value.index) == ("save_move_seat", k)
    assert refused.value.params["expected"] == f"seat {seats[k]}"
    # NO_SEAT checks nothing; the right seats pass.
    assert len(list(walk_moves(start, moves, seats=[NO_SEAT] * len(moves)))) == len(moves)
    assert len(list(walk_moves(start, moves, seats=seats))) == len(moves)


@pytest.mark.parametrize("game", GAMES)
def test_a_log_that_ends_elsewhere_is_refused_after_its_last_move(game: str) -> None:
    moves = _log(game, 40)
    start = _start(game)
    elsewhere = play_through(start, moves[:-1])
    walked: list = []
    with pytest.raises(SaveError) as refused:
        for step in walk_moves(start, moves, end=elsewhere):
            walked.append(step.index)
    assert not isinstance(refused.value, MoveRefused)
    assert refused.value.code == "save_replay_mismatch"
    assert walked == list(range(len(moves)))
    assert state_differences(play_through(start, [], end=start), start) == []
