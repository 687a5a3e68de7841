"""Hand and Foot saves: the shared JSON format with ``"game": "hand-and-foot"``.

Round trips at random points of random play in every option set, replay records,
a hand-written position and the refusal of broken files (docs/save-format.md).
"""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings

from canasta_gui.engine import serialize
from canasta_gui.engine.errors import SaveError
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, new_game

from .helpers import cs, snapshot
from .test_hf_invariants import Setup, choose, setups


def _play(setup: Setup, steps: int) -> tuple[HandFootState, list]:
    s = setup.new()
    rng = random.Random(setup.choice_seed)
    moves = []
    for _ in range(steps):
        if s.is_terminal():
            break
        a = choose(s, setup, rng)
        s.apply(a)
        moves.append(a)
    return s, moves


@settings(max_examples=15)
@given(setups())
def test_save_load_round_trip_at_random_points(setup: Setup) -> None:
    """docs/save-format.md: loading a save gives back exactly the saved state, the action
    log included, and replaying the log reaches the same position."""
    s, moves = _play(setup, random.Random(setup.seed).randrange(1, 600))
    text = serialize.dumps(s, moves)
    loaded, log = serialize.loads_with_moves(text)
    assert isinstance(loaded, HandFootState)
    assert serialize.state_differences(s, loaded) == []
    assert snapshot(loaded) == snapshot(s)
    assert log == moves
    replayed, _ = serialize.replay(text)
    assert serialize.state_differences(s, replayed) == []
    assert serialize.dumps(loaded, log) == text


def test_save_file_round_trip(tmp_path) -> None:
    """docs/save-format.md: save_file and load_file go through the same format."""
    s, moves = _play(Setup("default", {"OPT-HF-PICKUP": "WHOLE-PILE"}, 5, 5, True), 300)
    path = tmp_path / "hf.json"
    serialize.save_file(path, s, moves)
    loaded, log = serialize.load_file_with_moves(path)
    assert serialize.state_differences(s, loaded) == [] and log == moves
    assert json.loads(path.read_text())["game"] == "hand-and-foot"


def test_action_json_names_the_wild_meld():
    """A lay-off onto the wild meld is written with the rank "wild" and read back."""
    a = act.Meld((cs("9C 9D 9H"),), ((13, cs("2C JK")),))
    data = act.to_json(a)
    assert data["layoffs"] == [{"rank": "wild", "cards": ["2C", "JK"]}]
    assert act.from_json(data) == a
    for bad in (
        {"type": "meld", "layoffs": [{"rank": "3", "cards": []}]},
        {"type": "meld", "x": 1},
    ):
        with pytest.raises(ValueError):
            act.from_json(bad)


FOOT = ["5C", "5D", "5H", "6C", "6D", "6H", "7C", "7D", "7H", "8C", "8D", "8H", "10C"]
HAND_WRITTEN = {
    "format": "canasta_gui-save",
    "schema": 1,
    "game": "hand-and-foot",
    "comment": "North is in the foot phase and may go out by melding the three nines.",
    "config": {"players": 4, "decks": 5, "options": {}},
    "seed": "hand-written",
    "state": {
        "deal": 0,
        "dealer": 3,
        "phase": "play",
        "current": 0,
        "stock": "rest",
        "pile": ["5C", "KD"],
        "turn": {"asked": True, "answer": True, "asker": 0},
        "players": [
            {"hand": ["9C", "9D", "9H"], "foot": None},
            {"hand": ["4C", "4D"]},
            {"hand": ["6C", "7D"], "foot": None, "foot_played": True},
            {"hand": ["8C"]},
        ],
        "sides": [
            {
                "books": [
                    {"rank": "K", "cards": ["KC", "KC", "KD", "KD", "KH", "KH", "KS"]},
                    {"rank": "Q", "cards": ["QC", "QC", "QD", "QD", "QH", "QH", "QS"]},
                    {"rank": "J", "cards": ["JC", "JC", "JD", "JD", "JH", "2C", "2D"]},
                    {"rank": "10", "cards": ["10C", "10C", "10D", "10D", "10H", "10H", "JK"]},
                    {"rank": "wild", "cards": ["2H", "2S", "2H", "2S", "JK", "JK", "2C"]},
                ],
                "red3s": ["3H"],
            },
            {"melds": [{"rank": "A", "cards": ["AC", "AD", "AH"]}]},
        ],
    },
}


def test_hand_written_position_loads_and_plays_on():
    """docs/save-format.md: a hand-written position leaves optional fields out and may let
    the loader fill the stock ("rest"); the engine plays on from it."""
    s = serialize.state_from_json(copy.deepcopy(HAND_WRITTEN))
    assert s.phase == Phase.PLAY and s.in_foot(0) and s.foot_played[2]
    assert s.book_counts(0) == (2, 2, 1) and s.opened == [True, True]
    # Every foot left out of the file has been picked up: no foot cards are placed.
    assert len(s.stock) == 270 - (3 + 2 + 2 + 1) - 35 - 1 - 3 - 2
    s.apply(act.Meld((cs("9C 9D 9H"),)))
    assert s.went_out == 0 and s.phase == Phase.DEAL_OVER


def _broken(path: list, value) -> dict:
    data = copy.deepcopy(HAND_WRITTEN)
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


BROKEN = [
    (["config", "players"], 3, "save_range"),
    (["config", "options"], {"OPT-HF-PICKUP": "TOP-3"}, "save_option"),
    (["config", "options"], {"OPT-CAN-DRAW-COUNT": "1"}, "save_option"),
    (["state", "pile"], ["5C", "3D"], "save_hf_game"),
    (["state", "players", 1, "foot"], ["4C"] * 12, "save_length"),
    (
        ["state", "players", 1],
        {"hand": ["4C"], "foot": FOOT, "foot_played": True},
        "save_hf_game",
    ),
    (
        ["state", "sides", 1, "melds"],
        [{"rank": "A", "cards": ["AC", "AD", "2H", "2S"]}],
        "save_meld",
    ),
    (
        ["state", "sides", 1, "melds"],
        [{"rank": "A", "cards": ["AC"] * 4 + ["AD"] * 4}],
        "save_meld",
    ),
    (
        ["state", "sides", 1, "melds"],
        [{"rank": "A", "cards": ["AC", "AD", "AH"]}, {"rank": "A", "cards": ["AS", "AS", "AC"]}],
        "save_meld_twice",
    ),
    (
        ["state", "sides", 1, "melds"],
        [{"rank": "K", "cards": ["AC", "AD", "AH"]}],
        "save_meld_rank",
    ),
    (
        ["state", "sides", 1, "books"],
        [{"rank": "A", "cards": ["AC", "AD", "AH", "AS", "AC", "AD"]}],
        "save_hf_game",
    ),
    (["state", "sides", 1, "opened"], False, "save_opened"),
    (["state", "players", 0, "hand"], ["9C", "9D", "3D"], "save_red3_in_hand"),
    (["state", "players", 3, "hand"], [], "save_empty_hand"),
    (["state", "stock"], [], "save_card_count"),
    (["state", "deal"], 4, "save_range"),
    (["state", "phase"], "game_over", "save_game_state"),
]


@pytest.mark.parametrize("path,value,code", BROKEN)
def test_broken_files_are_refused_with_a_reason(path, value, code):
    """docs/save-format.md: every value is checked; the reason names the offending place."""
    with pytest.raises(SaveError) as info:
        serialize.state_from_json(_broken(path, value))
    assert info.value.code == code, info.value.text()


def test_replay_refuses_an_illegal_move():
    """docs/save-format.md "Replay": an illegal recorded move is refused with its place."""
    s = new_game(seed="r")
    data = serialize.state_to_json(s, [act.Discard(cs("5C")[0])])
    del data["state"]
    with pytest.raises(SaveError) as info:
        serialize.replay(data)
    assert info.value.code == "save_illegal_move" and "moves[0]" in info.value.text()
