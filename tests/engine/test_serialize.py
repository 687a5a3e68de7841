"""The JSON save format (docs/save-format.md): round trips, replays, hostile files, positions."""

from __future__ import annotations

import contextlib
import copy
import html
import json
import os
import random
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta_gui.engine import replay_moves, save_checks, serialize
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta import save as canasta_save
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.options import CanastaConfig
from canasta_gui.engine.canasta.state import CanastaState, Phase, new_game
from canasta_gui.engine.cards import RANK_CODES, card_code, parse_card
from canasta_gui.engine.errors import SaveError
from canasta_gui.engine.serialize import (
    MAX_BYTES,
    dumps,
    load_file,
    load_file_with_moves,
    loads,
    loads_with_moves,
    replay,
    save_file,
    state_from_json,
    state_to_json,
)
from tests.engine.helpers import build

CONFIGS = [(2, 2), (3, 2), (4, 2), (2, 3), (3, 3), (4, 3), (6, 3)]
PRESETS = ["default", "bga", "korean", "italian"]
REFERENCE = Path(__file__).resolve().parent.parent / "_reference" / "saves"


# -- helpers -------------------------------------------------------------------------------


def assert_same(a: CanastaState, b: CanastaState) -> None:
    """Every slot equal (melds by rank and cards, results field by field)."""
    for name in CanastaState.__slots__:
        assert getattr(a, name) == getattr(b, name), name


def play(state: CanastaState, rng: random.Random, n: int, moves: list | None = None) -> list:
    """Apply up to ``n`` random legal actions; returns the events of each."""
    events = []
    for _ in range(n):
        if state.is_terminal():
            break
        action = rng.choice(legal_actions(state))
        events.append(state.apply(action))
        if moves is not None:
            moves.append(action)
    return events


def game(players: int, decks: int, preset: str = "default", seed: str = "s", n: int = 0):
    state = new_game(CanastaConfig.make(players, decks, preset=preset), seed)
    moves: list = []
    play(state, random.Random(f"{seed}/moves"), n, moves)
    return state, moves


def save_of(state: CanastaState, moves: list | None = None) -> dict[str, Any]:
    return json.loads(dumps(state, moves))


def refused(data: Any, code: str, *needles: str) -> SaveError:
    """Loading ``data`` (JSON data, or raw text/bytes) fails with ``code``; the message names
    every needle."""
    raw = data if isinstance(data, (str, bytes)) else json.dumps(data, separators=(",", ":"))
    with pytest.raises(SaveError) as info:
        loads(raw)
    err = info.value
    assert err.code == code, str(err)
    for needle in needles:
        assert needle in str(err), (needle, str(err))
    return err


@pytest.fixture(scope="module")
def base() -> dict[str, Any]:
    """A valid four-player save in the second deal, with melds, red 3s and a score sheet."""
    state, moves = game(4, 2, seed="base", n=0)
    rng = random.Random("base")
    while not (state.deal_no >= 1 and any(any(row) for row in state.melds)):
        play(state, rng, 1, moves)
    while state.phase != Phase.DRAW:
        play(state, rng, 1, moves)
    return save_of(state, moves)


def edited(base: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """A deep copy of ``base`` with changes at ``__``-separated paths (``state__players__0``)."""
    data = copy.deepcopy(base)
    for path, value in changes.items():
        *parents, last = path.split("__")
        node: Any = data
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        elif value is _DELETE:
            del node[last]
        else:
            node[last] = value
    return data


_DELETE = object()


# -- round trips ---------------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize(("players", "decks"), CONFIGS)
def test_round_trip_and_identical_continuation(players: int, decks: int, preset: str) -> None:
    seed = f"rt-{players}-{decks}-{preset}"
    state = new_game(CanastaConfig.make(players, decks, preset=preset), seed)
    rng = random.Random(seed)
    for step in range(12):
        text = dumps(state)
        loaded = loads(text)
        assert_same(state, loaded)
        assert dumps(loaded) == text  # the writer is stable
        if step % 3 == 2:
            # Both copies, driven by equal generators, must go on exactly alike.
            a, b = state.clone(), loaded
            ra, rb = random.Random(f"{seed}/{step}"), random.Random(f"{seed}/{step}")
            for _ in range(60):
                if a.is_terminal():
                    break
                la, lb = legal_actions(a), legal_actions(b)
                assert la == lb
                assert a.apply(ra.choice(la)) == b.apply(rb.choice(lb))
            assert_same(a, b)
        if state.is_terminal():
            break
        play(state, rng, 35)


def test_round_trip_of_a_finished_game() -> None:
    config = CanastaConfig.make(2, 2, {"OPT-DEAL-LIMIT": "2"})
    state = new_game(config, "over")
    play(state, random.Random(0), 5000)
    assert state.phase == Phase.GAME_OVER and state.winners
    assert_same(state, loads(dumps(state)))


def test_save_file_is_atomic_and_loads_back(tmp_path: Path, monkeypatch) -> None:
    state, moves = game(3, 3, seed="file", n=80)
    folder = tmp_path / "saves"
    folder.mkdir()
    path = folder / "game.canasta.json"
    save_file(path, state, moves)
    assert_same(state, load_file(path))
    loaded, loaded_moves = load_file_with_moves(path)
    assert loaded_moves == moves
    assert [p.name for p in folder.iterdir()] == [path.name]  # no temporary file left

    # A failure while writing leaves the old save untouched and no temporary file.
    before = path.read_bytes()
    later, _ = game(3, 3, seed="file", n=120)

    def broken(*_args):
        raise OSError("disk full")

    monkeypatch.setattr(serialize.os, "fsync", broken)
    with pytest.raises(OSError, match="disk full"):
        save_file(path, later)
    assert path.read_bytes() == before
    assert [p.name for p in folder.iterdir()] == [path.name]


def test_save_file_never_writes_what_the_loader_refuses(tmp_path: Path, monkeypatch) -> None:
    """One limit for writer and loader: at the limit it writes and loads, past it nothing."""
    state, moves = game(4, 2, seed="limit", n=60)
    folder = tmp_path / "limit"
    folder.mkdir()
    path = folder / "game.json"
    size = len(dumps(state, moves).encode())
    monkeypatch.setattr(serialize, "MAX_BYTES", size)
    save_file(path, state, moves)
    assert_same(state, load_file(path))
    before = path.read_bytes()
    later, later_moves = game(4, 2, seed="limit", n=80)
    with pytest.raises(SaveError) as info:
        save_file(path, later, later_moves)
    assert info.value.code == "save_too_large" and str(size) in str(info.value)
    assert path.read_bytes() == before
    monkeypatch.setattr(serialize, "MAX_MOVES", len(moves) - 1)
    with pytest.raises(SaveError) as info:
        save_file(path, state, moves)
    assert info.value.code == "save_too_long"
    # A very long losing game could carry a score past the loader's range.
    monkeypatch.undo()
    state.scores[0] = -save_checks.SCORE_LIMIT - 1
    with pytest.raises(SaveError) as info:
        save_file(path, state)
    assert info.value.code == "save_range" and "state.sides[0].score" in str(info.value)
    assert path.read_bytes() == before
    assert [p.name for p in folder.iterdir()] == [path.name]


def test_moves_round_trip_with_the_state() -> None:
    state, moves = game(4, 2, seed="mv", n=150)
    loaded, loaded_moves = loads_with_moves(dumps(state, moves))
    assert_same(state, loaded)
    assert loaded_moves == moves
    assert loads_with_moves(dumps(state))[1] == []


# -- replay --------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "decks"), CONFIGS)
def test_replay_rebuilds_the_identical_state(players: int, decks: int) -> None:
    state, moves = game(players, decks, "italian" if players == 4 else "default", "rp", 300)
    data = save_of(state, moves)
    replayed, replayed_moves = replay(data)
    assert_same(state, replayed)
    assert replayed_moves == moves
    # A pure replay record (no position) replays too, also from text.
    del data["state"]
    assert_same(state, replay(json.dumps(data))[0])


def test_replay_refuses_an_illegal_move() -> None:
    state, moves = game(2, 2, seed="illegal", n=30)
    data = save_of(state, moves)
    data["moves"].insert(5, {"type": "next_deal"})
    with pytest.raises(SaveError) as info:
        replay(data)
    assert info.value.code == "save_illegal_move"
    assert "moves[5]" in str(info.value) and "next_deal" in str(info.value)


def test_replay_must_reach_the_saved_position() -> None:
    state, moves = game(2, 2, seed="mismatch", n=30)
    data = save_of(state, moves[:-1])
    with pytest.raises(SaveError) as info:
        replay(data)
    assert info.value.code == "save_replay_mismatch"


# -- a hand-written position ---------------------------------------------------------------

POSITION = """
{
  "format": "canasta_gui-save", "schema": 1, "game": "canasta",
  "comment": "North has opened and takes the pile with two natural kings.",
  "config": {"players": 2, "decks": 2, "options": {}},
  "seed": "hand-written",
  "state": {
    "deal": 0, "dealer": 1, "phase": "draw", "current": 0,
    "stock": "rest",
    "pile": ["5C", "9D", "KC"],
    "players": [
      {"hand": ["KH", "KS", "7C", "7D", "7H", "4S", "JK"]},
      {"hand": ["qs", "qh", "8C", "8D", "6S", "5S", "4D"]}
    ],
    "sides": [
      {"score": 120, "red3s": ["3H"], "melds": [{"rank": "A", "cards": ["AS", "AH", "AD"]}]},
      {}
    ]
  }
}
"""


def test_hand_written_position_loads_and_plays() -> None:
    state = loads(POSITION)
    assert state.hand_sizes == [7, 7]
    assert len(state.stock) == 108 - 7 - 7 - 3 - 3 - 1
    assert state.opened == [True, False] and state.freeze_index == -1
    take = act.TakePile((parse_card("KH"), parse_card("KS")))
    assert take in legal_actions(state)
    state.apply(take)
    assert state.phase == Phase.PLAY
    assert [card_code(c) for c in state.melds[0][RANK_CODES.index("K")].cards] == ["KC", "KH", "KS"]
    assert state.hand_cards(0).count(parse_card("9D")) == 1
    assert state.known[0][parse_card("9D")] == 1  # the pile's cards are public
    play(state, random.Random("on"), 200)
    assert state.card_total() == 108
    assert_same(state, loads(dumps(state)))
    # The "rest" stock is drawn from the seed: the same file gives the same stock.
    assert loads(POSITION).stock == loads(POSITION).stock


def test_reference_saves_still_load() -> None:
    """Schema-1 files written earlier keep loading; golden ones also re-save byte for byte."""
    files = sorted(REFERENCE.glob("*.json"))
    assert len(files) >= 2
    for path in files:
        state = load_file(path)
        assert state.card_total() == state.config.n_cards
        assert legal_actions(state)
        if path.name.startswith("golden-"):
            assert dumps(state) == path.read_text(encoding="utf-8"), path.name


def test_reference_frozen_pile_position() -> None:
    state = load_file(REFERENCE / "c4-2d-frozen-pile.json")
    assert state.pile_frozen() and state.freeze_index == 1
    nines = (parse_card("9D"), parse_card("9S"))
    assert act.TakePile(nines) in legal_actions(state)
    state.apply(act.TakePile(nines))
    assert state.melds[0][RANK_CODES.index("9")].cards == (parse_card("9C"), *nines)
    assert not state.pile_frozen() and state.hand_sizes[0] == 6 + 4


# -- hostile files: one test per rejection class -------------------------------------------


def test_not_utf8() -> None:
    refused(b'{"format": "\xff\xfe"}', "save_not_utf8", "UTF-8", "position 12")


def test_byte_order_mark_is_accepted(base) -> None:
    text = json.dumps(base)
    assert_same(loads(text), loads(b"\xef\xbb\xbf" + text.encode()))
    assert_same(loads(text), loads("\ufeff" + text))


def test_not_json() -> None:
    refused('{"format": ', "save_not_json", "line 1")
    refused("[NaN]", "save_not_json", "NaN")
    refused("9" * 5000, "save_not_json")


def test_too_large(tmp_path: Path) -> None:
    refused(b" " * (MAX_BYTES + 1), "save_too_large", str(MAX_BYTES + 1))
    refused("é" * (MAX_BYTES // 2 + 1), "save_too_large")
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_BYTES + 10))
    with pytest.raises(SaveError) as info:
        load_file(big)
    assert info.value.code == "save_too_large"


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as info:
        load_file(tmp_path / "missing.json")
    assert info.value.code == "save_io"
    assert str(info.value).endswith("No such file or directory.")


def within(seconds: float, call):
    """``call()``'s result or exception, or a failure if it has not returned in ``seconds``.

    A regression that blocks (opening a pipe nobody writes to) fails the test instead of hanging
    the suite; the stuck thread is a daemon and is released by the caller where it can be."""
    import threading

    box: dict[str, Any] = {}

    def run() -> None:
        try:
            box["value"] = call()
        except BaseException as err:  # handed to the test below
            box["error"] = err

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        return TimeoutError(f"still blocked after {seconds} s")
    return box.get("error", box.get("value"))


def _not_a_file(outcome: object, path: object) -> None:
    assert isinstance(outcome, SaveError), outcome
    assert outcome.code == "save_not_file", str(outcome)
    assert str(outcome).endswith("cannot be a save.") and "not an ordinary file" in str(outcome)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "save.json"
    os.mkfifo(fifo)
    try:
        for load in (load_file, load_file_with_moves):
            _not_a_file(within(10, lambda load=load: load(fifo)), fifo)
    finally:
        # Release a reader stuck in open() (the bug this guards against) so no thread lingers.
        with contextlib.suppress(OSError):  # no reader waiting: nothing to release
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


def test_a_folder_or_a_device_is_refused(tmp_path: Path) -> None:
    _not_a_file(within(10, lambda: load_file(tmp_path)), tmp_path)
    for device in ("/dev/zero", "/dev/null", "/dev/stdin"):
        if os.path.exists(device) and not os.path.isfile(device):
            _not_a_file(within(10, lambda device=device: load_file(device)), device)


def test_too_deep_never_reaches_json_recursion() -> None:
    refused("[" * 100_000 + "]" * 100_000, "save_too_deep", "20")
    refused('{"a":' * 50_000, "save_too_deep")
    # An unclosed string full of escapes is scanned once, not once per quote.
    refused('"' + '\\"' * 500_000, "save_not_json")
    # Brackets inside strings are text, not nesting.
    with pytest.raises(SaveError) as info:
        loads(json.dumps({"format": "[" * 500}))
    assert info.value.code == "save_format"


def test_duplicate_keys(base) -> None:
    text = json.dumps(base).replace('"seed": ', '"seed": "x", "seed": ', 1)
    refused(text, "save_duplicate_key", "'seed'")


def test_wrong_top_level_type() -> None:
    refused("[]", "save_not_object", "a list")
    refused('"save"', "save_not_object", "text")


def test_wrong_format_schema_or_game(base) -> None:
    refused(edited(base, format="other-app"), "save_format", "'other-app'")
    refused(edited(base, schema=2), "save_schema", "2")
    refused(edited(base, schema="1"), "save_schema", "'1'")
    refused(edited(base, schema=True), "save_schema", "True")
    refused(edited(base, game="hand_and_foot"), "save_game", "'hand_and_foot'")


def test_unknown_keys(base) -> None:
    refused(edited(base, extra=1), "save_unknown_key", "'extra'", "the file")
    refused(edited(base, state__bogus=1), "save_unknown_key", "'bogus'", "state")
    refused(edited(base, state__players__0__cards=[]), "save_unknown_key", "state.players[0]")
    refused(edited(base, state__turn__later=True), "save_unknown_key", "state.turn")
    refused(edited(base, config__seats=4), "save_unknown_key", "config")
    data = edited(base)
    data["state"]["history"][0]["sides"][0]["bonus"] = 5
    refused(data, "save_unknown_key", "state.history[0].sides[0]", "'bonus'")


def test_missing_fields(base) -> None:
    refused(edited(base, seed=_DELETE), "save_missing", "seed")
    refused(edited(base, state__phase=_DELETE), "save_missing", "state.phase")
    refused(edited(base, state__players__1={}), "save_missing", "state.players[1].hand")


def test_wrong_types(base) -> None:
    refused(edited(base, state__dealer=True), "save_type", "state.dealer", "true/false")
    refused(edited(base, state__deal=1.0), "save_type", "state.deal", "decimal")
    refused(edited(base, state__current="2"), "save_type", "state.current", "text")
    refused(edited(base, config__players=False), "save_type", "config.players")
    refused(edited(base, state__turn__asked=0), "save_type", "state.turn.asked")
    refused(edited(base, state__stock={}), "save_type", "state.stock", "an object")
    refused(edited(base, seed=7), "save_type", "seed")
    refused(edited(base, comment=[]), "save_type", "comment")
    refused(edited(base, state__turn__answer="yes"), "save_type", "state.turn.answer")


def test_unknown_card_codes(base) -> None:
    data = edited(base)
    data["state"]["players"][2]["hand"][1] = "1H"
    refused(data, "save_card", "state.players[2].hand[1]", "'1H'")
    data["state"]["players"][2]["hand"][1] = 12
    refused(data, "save_card", "12")
    refused(edited(base, state__pile=["JX"]), "save_card", "state.pile[0]", "'JX'")


def test_unknown_options_and_bad_configurations(base) -> None:
    refused(edited(base, config__options={"OPT-CAN-FOO": "1"}), "save_option", "OPT-CAN-FOO")
    refused(
        edited(base, config__options={"OPT-CAN-UPCARD": "FLIP"}), "save_option", "UPCARD", "FLIP"
    )
    refused(edited(base, config__options={"OPT-CAN-DRAW-COUNT": True}), "save_option")
    refused(edited(base, config__options=["OPT-CAN-UPCARD"]), "save_type", "config.options")
    refused(edited(base, config__players=5), "save_config", "5 players")
    refused(edited(base, config__players=6), "save_config", "6 players with 2 decks")
    refused(edited(base, config__players=9), "save_range", "config.players")


def test_indices_out_of_range(base) -> None:
    refused(edited(base, state__current=4), "save_range", "state.current", "0 to 3")
    refused(edited(base, state__dealer=-1), "save_range", "state.dealer")
    refused(edited(base, state__went_out=9), "save_range", "state.went_out")
    refused(edited(base, state__winners=[2]), "save_range", "state.winners[0]")
    refused(edited(base, state__winners=[0, 0]), "save_value", "state.winners")
    refused(edited(base, state__turn__asker=5), "save_range", "state.turn.asker")
    data = edited(base)
    data["state"]["history"][0]["dealer"] = 4
    refused(data, "save_range", "state.history[0].dealer")


def test_wrong_number_of_players_or_sides(base) -> None:
    data = edited(base)
    data["state"]["players"].pop()
    refused(data, "save_length", "state.players", "4")
    data = edited(base)
    data["state"]["sides"].append({})
    refused(data, "save_length", "state.sides")


def test_unknown_phase_and_reason(base) -> None:
    refused(edited(base, state__phase="nap"), "save_value", "state.phase", "'nap'")
    data = edited(base)
    data["state"]["history"][0]["reason"] = "magic"
    refused(data, "save_value", "state.history[0].reason", "'magic'")


def test_negative_or_huge_numbers(base) -> None:
    refused(edited(base, state__deal=-1), "save_range", "state.deal")
    refused(edited(base, state__deal=10_001), "save_range", "10001")
    refused(edited(base, state__sides__0__score=1_000_001), "save_range", "state.sides[0].score")
    refused(edited(base, state__sides__1__score=-(10**30)), "save_range", "a huge number")
    data = edited(base)
    data["state"]["history"][0]["sides"][1]["hand"] = 10**7
    refused(data, "save_range", "state.history[0].sides[1].hand")
    refused(edited(base, state__players__0__hand_size=-3), "save_range")


def test_card_multiset_must_be_exactly_the_decks(base) -> None:
    data = edited(base)
    stock = data["state"]["stock"]
    gone = stock.pop(0)
    refused(data, "save_card_count", "2 decks", "108 cards", f"1 {gone} missing")
    dup = "JK" if gone != "JK" else "AS"
    stock.insert(0, dup)
    refused(data, "save_card_count", f"1 {dup} too many", f"1 {gone} missing")
    # A "rest" stock still refuses cards beyond the decks.
    data["state"]["stock"] = "rest"
    data["state"]["pile"] += ["JK"] * 5
    refused(data, "save_card_count", "JK too many")


def test_hand_size_must_match_the_hand(base) -> None:
    size = base["state"]["players"][1]["hand_size"]
    refused(
        edited(base, state__players__1__hand_size=size + 1),
        "save_hand_size",
        "state.players[1].hand_size",
        str(size + 1),
    )


def test_red_three_in_a_hand_or_elsewhere(base) -> None:
    data = edited(base)
    stock, hand = data["state"]["stock"], data["state"]["players"][0]["hand"]
    red3 = next(i for i, c in enumerate(stock) if c in ("3H", "3D"))
    stock[red3], hand[0] = hand[0], stock[red3]
    refused(data, "save_red3_in_hand", "state.players[0].hand", "3")
    data = edited(base)
    stock, red3s = data["state"]["stock"], data["state"]["sides"][0]["red3s"]
    red3s.append(stock.pop())
    if red3s[-1] in ("3H", "3D"):
        pytest.skip("the top of the stock is a red 3")
    refused(data, "save_not_red3", "state.sides[0].red3s")


def _position(**state: Any) -> dict[str, Any]:
    data = json.loads(POSITION)
    data["state"].update(state)
    return data


@pytest.mark.parametrize(
    ("meld", "code", "needle"),
    [
        ({"rank": "K", "cards": ["KH", "KS", "2C", "2D", "JK", "JK"]}, "save_meld", "at most 3"),
        ({"rank": "K", "cards": ["KH", "2D", "JK"]}, "save_meld", "two natural"),
        ({"rank": "K", "cards": ["KH", "KS"]}, "save_meld", "three cards"),
        ({"rank": "K", "cards": ["KH", "KS", "QS"]}, "save_meld_rank", "QS"),
        ({"rank": "Q", "cards": ["KH", "KS", "KD"]}, "save_meld_rank", "Qs"),
        ({"rank": "K", "cards": ["KH", "KS", "3H"]}, "save_meld_rank", "3H"),
        ({"rank": "3", "cards": ["3C", "3S", "2C"]}, "save_meld_rank", "2C"),
        ({"rank": "2", "cards": ["2H", "2S", "2C"]}, "save_value", "'2'"),
        ({"rank": "K", "cards": "KH KS KD"}, "save_type", "a list"),
    ],
)
def test_melds_must_follow_the_meld_rules(meld: dict, code: str, needle: str) -> None:
    data = _position()
    data["state"]["sides"][1]["melds"] = [meld]
    refused(data, code, "state.sides[1].melds[0]", needle)


def test_meld_wild_limit_follows_the_options() -> None:
    data = _position()
    data["state"]["sides"][1]["melds"] = [{"rank": "K", "cards": ["KH", "KS", "KD", "2C", "2D"]}]
    assert loads(json.dumps(data)).melds[1][RANK_CODES.index("K")].wilds == 2
    data["config"]["options"] = {"OPT-CAN-WILD-LIMIT": "TWO-NATURALS-PER-WILD"}
    refused(data, "save_meld", "two natural cards for each wild")


def test_meld_size_cap_follows_the_options() -> None:
    """S3: "카나스타: 7~8장의 묶음" (OPT-CAN-CANASTA-MAX = 8): a saved nine-card meld is refused."""
    nine = "KH KS KD KC KH KS KD 2C 2D"
    state = build(4, 2, melds={1: [nine]}, hands={0: "5C 6D 7H 8S 9C 10D 4H 4S 5D 6C 7S"})
    data = json.loads(serialize.dumps(state))
    assert loads(json.dumps(data)).melds[1][RANK_CODES.index("K")].size == 9
    data["config"]["options"] = {"OPT-CAN-CANASTA-MAX": "8"}
    refused(data, "save_meld", "at most 8 cards")


def test_two_melds_of_one_rank() -> None:
    data = _position()
    data["state"]["sides"][1]["melds"] = [
        {"rank": "K", "cards": ["KH", "KS", "KD"]},
        {"rank": "K", "cards": ["KH", "KS", "2D"]},
    ]
    refused(data, "save_meld_twice", "state.sides[1].melds", "Ks")


def test_opened_must_match_the_melds() -> None:
    data = _position()
    data["state"]["sides"][1]["opened"] = True
    refused(data, "save_opened", "state.sides[1].opened", "melds is 0")
    data["state"]["sides"][1]["opened"] = False
    data["state"]["sides"][0]["opened"] = False
    refused(data, "save_opened", "state.sides[0].opened")


def test_freeze_index_is_checked_against_the_pile() -> None:
    assert loads(json.dumps(_position(pile=["5C", "JK", "9D"]))).freeze_index == 1
    refused(_position(pile=["5C", "JK", "9D"], freeze_index=-1), "save_freeze", "-1", "1")
    refused(_position(freeze_index=0), "save_freeze")
    refused(_position(freeze_index=500), "save_range", "state.freeze_index")


def test_known_cards_must_be_in_the_hand() -> None:
    data = _position()
    data["state"]["players"][0]["known"] = ["KH", "QS"]
    refused(data, "save_known", "state.players[0].known", "QS")


def test_empty_hand_while_the_deal_is_played() -> None:
    data = _position()
    data["state"]["players"][1]["hand"] = []
    refused(data, "save_empty_hand", "Player 1")
    data["state"]["phase"] = "deal_over"
    # Between deals the score sheet must hold this deal's row (the table shows it).
    refused(data, "save_sheet_missing", "no row for deal 0")
    data["state"]["went_out"] = 1
    data["state"]["history"] = [_row(deal=0, dealer=1, went_out=1, sides=2)]
    assert loads(json.dumps(data)).hand_sizes == [7, 0]


def _row(deal: int, dealer: int, went_out: int | None, sides: int) -> dict[str, Any]:
    """One score-sheet row of zeros for ``deal``."""
    part = dict.fromkeys(("melded", "canastas", "red3s", "going_out", "hand"), 0)
    return {
        "deal": deal,
        "dealer": dealer,
        "went_out": went_out,
        "concealed": False,
        "reason": "out",
        "sides": [part] * sides,
    }


def _question_pending() -> dict[str, Any]:
    """A real four-player save in which a partner must answer "may I go out?"."""
    state = new_game(CanastaConfig.make(4, 2), "ask")
    rng = random.Random(1)
    while state.phase != Phase.ANSWER:
        if state.is_terminal():
            state = new_game(CanastaConfig.make(4, 2), f"ask-{rng.random()}")
        play(state, rng, 1)
    return save_of(state)


def test_pending_question_needs_a_partner_who_can_go_out() -> None:
    data = _question_pending()
    assert loads(json.dumps(data)).phase == Phase.ANSWER
    current = data["state"]["current"]
    data["state"]["turn"]["asker"] = (current + 1) % 4
    refused(data, "save_answer", f"player {current}")
    data = _question_pending()
    data["state"]["turn"]["answer"] = False
    refused(data, "save_ask_unable", f"Player {data['state']['turn']['asker']}")


def test_a_new_turn_starts_afresh(base) -> None:
    assert base["state"]["phase"] == "draw"
    refused(edited(base, state__turn__must_go_out=True), "save_turn", "state.turn.must_go_out")
    refused(edited(base, state__turn__asker=1), "save_turn", "state.turn.asker", "1")


def test_no_position_without_a_legal_move() -> None:
    # "Must go out" although no way out exists: the player would be stuck.
    data = _position(phase="play")
    data["state"]["turn"] = {"must_go_out": True}
    refused(data, "save_must_go_out", "Player 0")
    # One card left and no canasta: it may be neither melded nor discarded.
    data = _position(phase="play")
    data["state"]["players"][0]["hand"] = ["KH"]
    refused(data, "save_no_move", "Player 0", "play")


def test_too_many_moves_or_entries(base) -> None:
    refused(edited(base, moves=[{"type": "draw"}] * 100_001), "save_too_long", "moves", "100000")
    refused(edited(base, seed="s" * 201), "save_too_long", "seed")
    data = edited(base)
    data["state"]["history"] = data["state"]["history"] * 10_002  # too large as a file
    with pytest.raises(SaveError) as info:
        state_from_json(data)
    assert info.value.code == "save_too_long" and "state.history" in str(info.value)


def test_unreadable_moves(base) -> None:
    refused(
        edited(base, moves=[{"type": "draw"}, {"type": "teleport"}]), "save_bad_move", "moves[1]"
    )
    refused(edited(base, moves=[{"type": "discard", "card": "ZZ"}]), "save_bad_move", "moves[0]")
    refused(edited(base, moves={"type": "draw"}), "save_type", "moves")


def test_text_that_could_not_be_written_back(base) -> None:
    refused(edited(base, seed="\ud800"), "save_value", "seed")


def test_state_from_json_takes_data_not_text(base) -> None:
    assert isinstance(state_from_json(copy.deepcopy(base)), CanastaState)
    with pytest.raises(SaveError) as info:
        state_from_json(dumps(state_from_json(base)))
    assert info.value.code == "save_not_object"


# -- messages ------------------------------------------------------------------------------


def test_every_save_code_has_a_message() -> None:
    used = set()
    for module in (save_checks, canasta_save, serialize, replay_moves):
        source = Path(module.__file__).read_text(encoding="utf-8")
        used |= set(re.findall(r'(?:fail|MoveRefused)\(\s*"([a-z0-9_]+)"', source))
    assert used and all(code.startswith("save_") for code in used)
    assert used == set(save_checks.MESSAGES), used ^ set(save_checks.MESSAGES)


def _lupdate() -> str | None:
    local = Path(sys.executable).with_name("pyside6-lupdate")
    return str(local) if local.exists() else shutil.which("pyside6-lupdate")


@pytest.mark.skipif(_lupdate() is None, reason="pyside6-lupdate is not installed")
def test_lupdate_extracts_every_save_message(tmp_path: Path) -> None:
    ts = tmp_path / "save.ts"
    subprocess.run(
        [_lupdate(), save_checks.__file__, "-ts", str(ts)], check=True, capture_output=True
    )
    found = {html.unescape(s) for s in re.findall(r"<source>(.*?)</source>", ts.read_text(), re.S)}
    assert set(save_checks.MESSAGES.values()) <= found


# -- fuzzing -------------------------------------------------------------------------------


def _fuzz_bases() -> list[dict[str, Any]]:
    out = []
    for players, decks, preset, n in [
        (4, 2, "default", 260),
        (6, 3, "italian", 120),
        (2, 2, "bga", 90),
    ]:
        state, moves = game(players, decks, preset, "fuzz", n)
        out.append(save_of(state, moves[-20:]))
    out.append(json.loads(POSITION))
    return out


FUZZ_BASES = _fuzz_bases()

JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.integers(-2, 8),
    st.floats(),
    st.text(max_size=6),
    st.sampled_from(["KH", "JK", "3H", "3C", "2S", "draw", "play", "answer", "rest", "A", "3"]),
    st.lists(st.sampled_from(["KH", "KS", "JK", "2C", "3S", "9D"]), max_size=5),
    st.dictionaries(
        st.sampled_from(["rank", "cards", "hand", "type", "x"]), st.integers(), max_size=2
    ),
)


def _paths(node: Any, path: tuple = ()) -> list[tuple]:
    out = [path] if path else []
    if isinstance(node, dict):
        for key, value in node.items():
            out += _paths(value, (*path, key))
    elif isinstance(node, list):
        for i, value in enumerate(node[:12]):  # a sample of each list is enough
            out += _paths(value, (*path, i))
    return out


@st.composite
def mutated_saves(draw) -> str:
    data = copy.deepcopy(draw(st.sampled_from(FUZZ_BASES)))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(data)))
        parent: Any = data
        for key in path[:-1]:
            parent = parent[key]
        key = path[-1]
        how = draw(st.sampled_from(["delete", "replace", "replace", "swap"]))
        if how == "delete":
            del parent[key]
        elif how == "swap" and isinstance(parent[key], list) and len(parent[key]) > 1:
            items = parent[key]
            i, j = draw(st.integers(0, len(items) - 1)), draw(st.integers(0, len(items) - 1))
            items[i], items[j] = items[j], items[i]
        else:
            parent[key] = draw(JUNK)
    return json.dumps(data)


def _loads_or_save_error(raw: str | bytes) -> None:
    try:
        state = loads(raw)
    except SaveError as err:
        assert err.code.startswith("save_") and str(err)
        return
    # Accepted: it must be a whole, playable position that saves and loads again.
    assert state.card_total() == state.config.n_cards
    assert state.hand_sizes == [sum(h) for h in state.hands]
    assert_same(state, loads(dumps(state)))
    rng = random.Random(0)
    for _ in range(3):
        if state.is_terminal():
            break
        choices = legal_actions(state)
        assert choices, f"no legal move in phase {state.phase}"  # §3.12.3: never a dead end
        state.apply(rng.choice(choices))


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_saves())
def test_fuzz_mutated_saves_load_or_raise_save_error(raw: str) -> None:
    _loads_or_save_error(raw)


@settings(max_examples=200, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzz_damaged_bytes_load_or_raise_save_error(data) -> None:
    raw = bytearray(json.dumps(data.draw(st.sampled_from(FUZZ_BASES))).encode())
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(raw) - 1))
        how = data.draw(st.sampled_from(["cut", "flip", "insert"]))
        if how == "cut":
            del raw[at : at + data.draw(st.integers(1, 40))]
        elif how == "flip":
            raw[at] = data.draw(st.integers(0, 255))
        else:
            raw[at:at] = data.draw(st.binary(max_size=8))
    _loads_or_save_error(bytes(raw))


def test_state_to_json_is_plain_json_data() -> None:
    state, moves = game(6, 3, seed="plain", n=40)
    data = state_to_json(state, moves)
    assert json.loads(json.dumps(data)) == data
