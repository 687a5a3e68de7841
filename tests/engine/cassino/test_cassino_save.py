"""Cassino saves: round trips, replays, hand-written positions, refused files, action JSON."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from canasta_gui.engine import serialize
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.rules import apply
from canasta_gui.engine.cassino.state import CassinoState, Phase, new_game
from canasta_gui.engine.errors import SaveError
from tests.engine.cassino.helpers import c, config, cs

POSITION = """
{
  "format": "canasta_gui-save", "schema": 1, "game": "cassino",
  "comment": "North built 7 with a 2 on a 5 and holds the 7 to take it.",
  "config": {"players": 2, "options": {}},
  "seed": "hand-written",
  "state": {
    "round": 0, "dealer": 1, "phase": "play", "current": 1,
    "stock": "rest",
    "loose": ["9D", "KC", "4H"],
    "builds": [{"cards": ["5S", "2H"], "value": 7, "kind": "single", "owner": 0}],
    "players": [{"hand": ["7C", "QD", "3S"]}, {"hand": ["9H", "4C", "AD", "JS"]}],
    "sides": [{}, {}]
  }
}
"""


def play(players: int, seed: str, steps: int, **options: str) -> tuple[CassinoState, list]:
    s = new_game(config(players, **options), seed)
    rng = random.Random(seed)
    moves: list = []
    for _ in range(steps):
        if s.is_terminal():
            break
        a = rng.choice(legal_actions(s))
        apply(s, a)
        moves.append(a)
    return s, moves


@given(
    players=st.sampled_from([2, 3, 4]),
    steps=st.integers(0, 160),
    seed=st.integers(0, 10**6),
    preset=st.sampled_from([{}, {"OPT_CAS_FACE_PAIR_BUILD": "ALLOWED"}, {"OPT_DEAL_LIMIT": "2"}]),
)
def test_save_load_round_trip(players: int, steps: int, seed: int, preset: dict) -> None:
    s, moves = play(players, str(seed), steps, **preset)
    text = serialize.dumps(s, moves)
    loaded, loaded_moves = serialize.loads_with_moves(text)
    assert isinstance(loaded, CassinoState)
    assert serialize.state_differences(s, loaded) == []
    assert loaded_moves == moves
    assert legal_actions(loaded) == legal_actions(s)
    assert serialize.dumps(loaded, loaded_moves) == text
    # The replay record rebuilds the very same position.
    replayed, _ = serialize.replay(text)
    assert serialize.state_differences(replayed, s) == []


def test_save_file_round_trip(tmp_path) -> None:
    s, moves = play(4, "file", 70)
    path = tmp_path / "cassino.json"
    serialize.save_file(path, s, moves)
    loaded, loaded_moves = serialize.load_file_with_moves(path)
    assert serialize.state_differences(s, loaded) == [] and loaded_moves == moves
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["game"] == "cassino" and data["config"] == {"players": 4, "options": {}}


def test_hand_written_position_plays_on() -> None:
    s = serialize.loads(POSITION)
    assert isinstance(s, CassinoState)
    assert len(s.stock) == 52 - 3 - 4 - 3 - 2 and s.builds[0].value == 7
    apply(s, act.capture(c("9H"), cs("9D")))
    apply(s, act.capture(c("7C"), (), (7,)))
    assert s.captured == [list(cs("5S 2H 7C")), list(cs("9D 9H"))]
    assert serialize.loads(POSITION).stock == serialize.loads(POSITION).stock  # seeded "rest"


def test_replay_refuses_an_illegal_move() -> None:
    s, moves = play(2, "illegal", 10)
    data = json.loads(serialize.dumps(s, moves))
    bad_card = next(k for k in range(52) if k not in s.hands[s.current])
    data["moves"].append(act.to_json(act.Trail(bad_card)))
    data.pop("state")
    with pytest.raises(SaveError) as info:
        serialize.replay(data)
    assert info.value.code == "save_illegal_move"


def _base() -> dict[str, Any]:
    return json.loads(POSITION)


def refused(data: dict[str, Any], code: str, fragment: str = "") -> None:
    with pytest.raises(SaveError) as info:
        serialize.state_from_json(data)
    assert info.value.code == code, info.value
    assert fragment in str(info.value)


def edit(path: str, value: Any) -> dict[str, Any]:
    data = _base()
    node = data
    keys = path.split(".")
    for key in keys[:-1]:
        node = node[int(key)] if key.isdigit() else node[key]
    last = keys[-1]
    if value is KeyError:
        del node[last]
    elif last.isdigit():
        node[int(last)] = value
    else:
        node[last] = value
    return data


def test_bad_positions_are_refused_with_their_reason() -> None:
    refused(edit("game", "scopa"), "save_game", "'scopa'")
    refused(edit("config.players", 5), "save_range", "config.players")
    refused(edit("config.options", {"OPT-CAS-TRAIL": "NEVER"}), "save_option")
    refused(edit("config.options", {"OPT-CAN-DRAW-COUNT": "1"}), "save_option")
    refused(edit("state.phase", "draw"), "save_value", "state.phase")
    refused(edit("state.loose", ["9D", "9D"]), "save_card_count", "9D too many")
    refused(edit("state.loose", ["9D", "JK"]), "save_card", "state.loose[1]")
    refused(edit("state.stock", []), "save_card_count", "missing")
    refused(edit("state.players.0.hand", ["7C", "QD", "3S", "4S", "5H"]), "save_too_long")
    refused(edit("state.builds.0.value", 8), "save_cas_build", "groups worth 8")
    refused(edit("state.builds.0.kind", "multiple"), "save_cas_build", "single build")
    refused(edit("state.builds.0.cards", ["5S", "KH"]), "save_cas_build", "face cards")
    refused(edit("state.builds.0.owner", 1), "save_cas_owner", "Player 1 owns the build of 7")
    refused(edit("state.players.0.hand", ["8C", "QD", "3S"]), "save_cas_owner")
    refused(edit("state.players.1.hand", []), "save_empty_hand")
    refused(edit("state.phase", "round_over"), "save_cas_round_state", "still in play")
    refused(edit("state.winners", [0]), "save_cas_round_state", "winners")
    refused(edit("state.extra", 1), "save_unknown_key", "extra")
    data = _base()
    data["state"]["builds"].append(
        {"cards": ["3H", "4H"], "value": 7, "kind": "single", "owner": 1}
    )
    data["state"]["players"][1]["hand"] = ["9H", "4C", "AD", "7S"]
    refused(data, "save_cas_build_twice", "two builds of 7")
    data = _base()
    data["state"]["captures"] = [{"player": 0, "card": "9D", "taken": ["KC"]}]
    refused(data, "save_value", "captor's pile")


def test_finished_round_round_trips() -> None:
    s, moves = play(2, "finished", 48, OPT_DEAL_LIMIT="3")
    assert s.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
    loaded = serialize.loads(serialize.dumps(s, moves))
    assert serialize.state_differences(s, loaded) == []
    assert loaded.history == s.history


# -- actions as JSON -----------------------------------------------------------------------------


def test_action_json_round_trip() -> None:
    s, _ = play(3, "actions", 0)
    seen = set()
    for _ in range(200):
        if s.is_terminal():
            break
        for a in legal_actions(s):
            data = act.to_json(a)
            assert act.from_json(json.loads(json.dumps(data))) == a
            seen.add(type(a))
        apply(s, random.Random(len(seen)).choice(legal_actions(s)))
    assert act.from_json({"type": "next_round"}) == act.NEXT_ROUND
    capture = {"type": "capture", "card": "9h", "loose": ["6C", "AS", "2D"], "builds": []}
    assert act.from_json(capture) == act.capture(c("9H"), cs("AS 2D 6C"))


@pytest.mark.parametrize(
    "data",
    [
        None,
        {"type": "steal"},
        {"type": "trail"},
        {"type": "trail", "card": "JK"},
        {"type": "trail", "card": "ZZ"},
        {"type": "trail", "card": "KH", "extra": 1},
        {"type": "capture", "card": "KH", "loose": "KS"},
        {"type": "capture", "card": "KH", "builds": [0]},
        {"type": "capture", "card": "KH", "builds": [True]},
        {"type": "build", "card": "2H", "loose": ["5S"]},
        {"type": "build", "card": "2H", "loose": ["5S"], "value": 7.0},
        {"type": "add_to_build", "card": "2H", "build": 14, "value": 9},
    ],
)
def test_malformed_action_json_is_refused(data: Any) -> None:
    with pytest.raises(ValueError):
        act.from_json(copy.deepcopy(data))


# -- fuzzing: a damaged file is refused with a SaveError, never a crash ------------------------

JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 60),
    st.text(max_size=4),
    st.sampled_from(["KH", "JK", "7C", "rest", "play", "single", "multiple"]),
    st.lists(st.sampled_from(["KH", "7C", "5S", "2H", "9D"]), max_size=4),
    st.dictionaries(st.sampled_from(["cards", "value", "hand", "x"]), st.integers(), max_size=2),
)


def _paths(node: Any, path: tuple = ()) -> list[tuple]:
    out = [path] if path else []
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node[:8]):
            out += _paths(value, (*path, i))
    return out


FUZZ_BASES = [
    json.loads(serialize.dumps(*play(2, "fuzz", 30))),
    json.loads(serialize.dumps(*play(4, "fuzz", 45, OPT_CAS_GATHER_INTO_BUILD="ALLOWED"))),
    _base(),
]


@given(st.data())
def test_damaged_saves_are_refused_cleanly(data) -> None:
    save = copy.deepcopy(data.draw(st.sampled_from(FUZZ_BASES)))
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(_paths(save)))
        node = save
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = data.draw(JUNK)
    try:
        state, _ = serialize.read_save(save)
    except SaveError:
        return
    if state.phase == Phase.PLAY:
        assert legal_actions(state), "a loaded position must leave a legal move"
