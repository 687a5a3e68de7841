"""Positions that set up any situation (docs/save-format.md): cards out of play, the top of
the stock, a finished deal or round, and the seat of every logged move, in all three games.

Each new field makes a round trip (dump, load: the same state, and play goes on the same
way), and each kind of bad input is refused with a reason code and a message that names the
field, before any state is returned.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from canasta_gui.engine import serialize
from canasta_gui.engine.canasta.actions import DrawStock
from canasta_gui.engine.canasta.options import CanastaConfig
from canasta_gui.engine.canasta.state import new_game
from canasta_gui.engine.cards import card_code, parse_card
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.state import new_game as new_cassino_game
from canasta_gui.engine.errors import SaveError
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.state import new_game as new_hf_game

CANASTA: dict[str, Any] = {
    "format": "canasta_gui-save",
    "schema": 1,
    "game": "canasta",
    "config": {"players": 2, "decks": 2, "options": {}},
    "seed": "positions",
    "state": {
        "deal": 0,
        "dealer": 1,
        "phase": "draw",
        "current": 0,
        "stock": "rest",
        "pile": ["5C", "9D", "KC"],
        "players": [
            {"hand": ["KH", "KS", "7C", "7D", "7H", "4S", "JK"]},
            {"hand": ["QS", "QH", "8C", "8D", "6S", "5S", "4D"]},
        ],
        "sides": [{"melds": [{"rank": "A", "cards": ["AS", "AH", "AD"]}]}, {}],
    },
}

HAND_AND_FOOT: dict[str, Any] = {
    "format": "canasta_gui-save",
    "schema": 1,
    "game": "hand-and-foot",
    "config": {"players": 4, "decks": 5, "options": {}},
    "seed": "positions",
    "state": {
        "deal": 0,
        "dealer": 3,
        "phase": "draw",
        "current": 0,
        "stock": "rest",
        "pile": ["5C", "KD"],
        "players": [
            {"hand": ["9C", "9D", "9H", "4S", "6H"]},
            {"hand": ["4C", "4D", "8S"]},
            {"hand": ["6C", "7D", "QS"]},
            {"hand": ["8C", "10S", "JH"]},
        ],
        "sides": [{}, {"melds": [{"rank": "A", "cards": ["AC", "AD", "AH"]}]}],
    },
}

CASSINO: dict[str, Any] = {
    "format": "canasta_gui-save",
    "schema": 1,
    "game": "cassino",
    "config": {"players": 2, "options": {}},
    "seed": "positions",
    "state": {
        "round": 0,
        "dealer": 1,
        "phase": "play",
        "current": 1,
        "stock": "rest",
        "loose": ["9D", "KC", "4H"],
        "builds": [{"cards": ["5S", "2H"], "value": 7, "kind": "single", "owner": 0}],
        "players": [{"hand": ["7C", "QD", "3S"]}, {"hand": ["9H", "4C", "AD", "JS"]}],
        "sides": [{}, {}],
    },
}

#: Cards set aside in each game: both copies of a kind in the 2-deck Canasta game, all
#: five in Hand and Foot, and 8 cards in Cassino, so that the deals still share out evenly.
OUT = {
    "canasta": ["5H", "5H", "JS", "JS"],
    "hand-and-foot": ["7S"] * 5,
    "cassino": ["2C", "3C", "4D", "5D", "6H", "8S", "10C", "JD"],
}
POSITIONS = {"canasta": CANASTA, "hand-and-foot": HAND_AND_FOOT, "cassino": CASSINO}
GAMES = list(POSITIONS)
DEAL_ENDS = ("deal_over", "round_over", "game_over")


def position(game: str, **fields: Any) -> dict[str, Any]:
    data = copy.deepcopy(POSITIONS[game])
    data["state"].update(fields)
    return data


def refused(data: Any, code: str, *fragments: str) -> SaveError:
    """Loading ``data`` fails with ``code`` and a message holding every fragment."""
    with pytest.raises(SaveError) as info:
        serialize.loads(json.dumps(data) if not isinstance(data, str) else data)
    assert info.value.code == code, str(info.value)
    for fragment in fragments:
        assert fragment in str(info.value), str(info.value)
    return info.value


def same_play(a: Any, b: Any, steps: int, seed: int = 7) -> list:
    """Play the same random legal moves on ``a`` and ``b``; they must stay identical."""
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    moves = []
    for _ in range(steps):
        if a.is_terminal():
            break
        legal_a, legal_b = a.legal_actions(), b.legal_actions()
        assert legal_a == legal_b
        move = rng_a.choice(legal_a)
        assert rng_b.choice(legal_b) == move
        a.apply(move)
        b.apply(move)
        moves.append(move)
        assert serialize.state_differences(a, b) == []
    return moves


def round_trip(data: dict[str, Any]) -> tuple[Any, str]:
    """Load a position, write it, load it again: the same state and the same text."""
    first = serialize.loads(json.dumps(data))
    text = serialize.dumps(first)
    second = serialize.loads(text)
    assert serialize.state_differences(first, second) == []
    assert serialize.dumps(second) == text
    return first, text


def in_play(state: Any) -> list[int]:
    """Every card of a live deal outside the stock (hands, feet, table, piles)."""
    if hasattr(state, "loose"):
        cards = [c for h in state.hands for c in h] + state.loose
        cards += [c for b in state.builds for c in b.cards] + state.discarded
        return cards + [c for p in state.captured for c in p]
    cards = [k for h in state.hands for k, n in enumerate(h) for _ in range(n)]
    cards += [k for f in getattr(state, "feet", []) if f for k, n in enumerate(f) for _ in range(n)]
    cards += state.pile + [c for r in state.red3s for c in r]
    for side in state.melds:
        cards += [c for m in side if m is not None for c in m.cards]
    for side in getattr(state, "books", []):
        cards += [c for m in side for c in m.cards]
    return cards


# -- cards out of play -------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_out_of_play_round_trip_and_play_goes_on_identically(game: str) -> None:
    first, text = round_trip(position(game, out_of_play=OUT[game]))
    assert sorted(first.out_of_play) == sorted(parse_card(c) for c in OUT[game])
    assert json.loads(text)["state"]["out_of_play"] == OUT[game]
    total = first.card_total()
    assert total == {"canasta": 108, "hand-and-foot": 270, "cassino": 52}[game]
    second = serialize.loads(text)
    same_play(first, second, 40)


@pytest.mark.parametrize("game", GAMES)
def test_out_of_play_cards_are_never_drawn_and_return_at_the_next_deal(game: str) -> None:
    s = serialize.loads(json.dumps(position(game, out_of_play=OUT[game])))
    gone = {parse_card(c) for c in OUT[game]}
    full = s.card_total()
    rng = random.Random(3)
    while s.phase not in DEAL_ENDS:
        s.apply(rng.choice(s.legal_actions()))
        assert not gone & set(in_play(s)), "a card out of play came into the deal"
        assert s.card_total() == full
        assert sorted(s.out_of_play) == sorted(parse_card(c) for c in OUT[game])
    if s.phase == "game_over":
        return
    s.apply(s.legal_actions()[0])  # the next deal: a full shuffled deck again
    assert s.out_of_play == ()
    assert s.card_total() == full
    assert gone <= set(in_play(s)) | set(s.stock)


def test_saves_without_cards_out_of_play_do_not_write_the_field() -> None:
    """A program save writes ``out_of_play`` only when used: older files re-save unchanged."""
    s = new_game(CanastaConfig.make(2, 2), "plain")
    assert "out_of_play" not in serialize.state_to_json(s)["state"]


@pytest.mark.parametrize("game", GAMES)
def test_out_of_play_bad_cards_are_refused_naming_the_field(game: str) -> None:
    refused(position(game, out_of_play=["9C", "1H"]), "save_card", "state.out_of_play[1]", "'1H'")
    refused(position(game, out_of_play="9C"), "save_type", "state.out_of_play", "a list")
    # A card in two places: the message names both fields that hold it.
    hand = POSITIONS[game]["state"]["players"][0]["hand"]
    taken = {"canasta": [hand[0]] * 2, "hand-and-foot": [hand[0]] * 5, "cassino": [hand[0]]}
    refused(
        position(game, out_of_play=taken[game]),
        "save_card_count",
        f"1 {hand[0]} too many",
        "state.players[0].hand",
        "state.out_of_play",
    )


def test_cassino_refuses_jokers_out_of_play() -> None:
    refused(position("cassino", out_of_play=["JK"]), "save_card", "state.out_of_play[0]")


@pytest.mark.parametrize("game", GAMES)
def test_an_explicit_stock_must_match_the_count_with_the_cards_out_of_play(game: str) -> None:
    s = serialize.loads(json.dumps(position(game, out_of_play=OUT[game])))
    data = json.loads(serialize.dumps(s))
    data["state"]["out_of_play"] = OUT[game][:-1]  # one card back, but not in the stock
    refused(data, "save_card_count", f"1 {OUT[game][-1]} missing")
    data["state"]["out_of_play"] = [*OUT[game], data["state"]["stock"][0]]
    refused(data, "save_card_count", "too many", "state.out_of_play", "state.stock")


def test_cassino_stock_must_share_out_into_whole_deals() -> None:
    """§5.3: each deal gives 4 cards to each player, so the stock is a multiple of that."""
    err = refused(position("cassino", out_of_play=OUT["cassino"][:3]), "save_cas_stock")
    assert "holds 37 cards" in str(err) and "multiple of 8" in str(err)


# -- the top of the stock --------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_stock_top_is_drawn_next_and_round_trips(game: str) -> None:
    top = {
        "canasta": ["9C", "QD"],
        "hand-and-foot": ["JS", "QD", "KS"],
        "cassino": ["8C", "8D", "8H", "8S", "10D", "10H", "10S", "JC"],
    }[game]
    data = position(game, stock_top=top)
    first, text = round_trip(data)
    assert [card_code(c) for c in first.stock[-len(top) :]] == top
    assert "stock_top" not in json.loads(text)["state"]  # a save lists the whole stock
    # The rest under it is shuffled from the seed: the same file gives the same stock.
    assert serialize.loads(json.dumps(data)).stock == first.stock
    other = copy.deepcopy(data)
    other["seed"] = "another seed"
    assert serialize.loads(json.dumps(other)).stock[-len(top) :] == first.stock[-len(top) :]
    same_play(first, serialize.loads(text), 30)


def test_stock_top_cards_are_drawn_in_order_canasta() -> None:
    s = serialize.loads(json.dumps(position("canasta", stock_top=["9C", "QD"])))
    queen, nine = parse_card("QD"), parse_card("9C")
    assert s.hands[0][queen] == 0 and s.hands[0][nine] == 0
    s.apply(DrawStock())
    assert s.hands[0][queen] == 1  # the last card of the list comes first
    assert s.hands[0][nine] == (1 if s.config.draw_count == 2 else 0)


def test_stock_top_cards_are_dealt_first_cassino() -> None:
    top = ["8C", "8D", "8H", "8S", "10D", "10H", "10S", "JC"]
    s = serialize.loads(json.dumps(position("cassino", stock_top=top, stock="rest")))
    stock = len(s.stock)
    while len(s.stock) == stock:  # play out the hands until the next deal
        s.apply(s.legal_actions()[0])
    assert sorted(card_code(c) for h in s.hands for c in h) == sorted(top)


@pytest.mark.parametrize("game", GAMES)
def test_bad_stock_top_is_refused_naming_the_field(game: str) -> None:
    plain = serialize.loads(json.dumps(position(game)))
    listed = json.loads(serialize.dumps(plain))
    listed["state"]["stock_top"] = ["9C"]
    refused(listed, "save_stock_top", "state.stock_top", '"rest"', "a list of cards")
    refused(position(game, stock_top=["QS", "ZZ"]), "save_card", "state.stock_top[1]", "'ZZ'")
    hand = POSITIONS[game]["state"]["players"][0]["hand"]
    copies = {"canasta": 2, "hand-and-foot": 5, "cassino": 1}[game]
    refused(
        position(game, stock_top=[hand[0]] * copies),
        "save_card_count",
        f"1 {hand[0]} too many",
        "state.stock_top",
    )


# -- the seat of each logged move --------------------------------------------------------------


def _played(game: str, steps: int, seed: str = "seats") -> tuple[Any, list]:
    if game == "canasta":
        s = new_game(CanastaConfig.make(4, 2), seed)
    elif game == "hand-and-foot":
        s = new_hf_game(HandFootConfig.make(), seed)
    else:
        s = new_cassino_game(CassinoConfig.make(3), seed)
    rng = random.Random(seed)
    moves = []
    while len(moves) < steps and not s.is_terminal():
        legal = s.legal_actions()
        move = rng.choice(legal)
        if s.phase in DEAL_ENDS:
            move = legal[0]
        s.apply(move)
        moves.append(move)
    return s, moves


@pytest.mark.parametrize("game", GAMES)
def test_every_logged_move_names_its_seat(game: str) -> None:
    s, moves = _played(game, 400)
    data = json.loads(serialize.dumps(s, moves))
    seats = [m["seat"] for m in data["moves"]]
    replay = _played(game, 0)[0]
    for move, seat in zip(moves, seats, strict=True):
        assert seat == replay.current_player()
        replay.apply(move)
    loaded, loaded_moves = serialize.loads_with_moves(json.dumps(data))
    assert loaded_moves == moves and serialize.state_differences(loaded, s) == []
    replayed, _ = serialize.replay(data)
    assert serialize.state_differences(replayed, s) == []
    assert list(data["moves"][0])[0] == "seat"  # written first, where a reader looks


def test_moves_between_deals_are_made_by_no_seat() -> None:
    s, moves = _played("canasta", 2000, "between")
    data = json.loads(serialize.dumps(s, moves))
    between = [m for m in data["moves"] if m["type"] == "next_deal"]
    assert between and all(m["seat"] is None for m in between)


@pytest.mark.parametrize("game", GAMES)
def test_saves_without_seats_still_load_and_replay(game: str) -> None:
    s, moves = _played(game, 60)
    data = json.loads(serialize.dumps(s, moves))
    for m in data["moves"]:
        del m["seat"]
    loaded, loaded_moves = serialize.loads_with_moves(json.dumps(data))
    assert loaded_moves == moves and serialize.state_differences(loaded, s) == []
    assert serialize.state_differences(serialize.replay(data)[0], s) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_wrong_seat_is_refused_on_load_and_on_replay(game: str) -> None:
    s, moves = _played(game, 60)
    data = json.loads(serialize.dumps(s, moves))
    i = 17
    right = data["moves"][i]["seat"]
    data["moves"][i]["seat"] = (right + 1) % s.config.players
    message = f"moves[{i}].seat says seat {(right + 1) % s.config.players} made this move"
    refused(data, "save_move_seat", message, f"but seat {right} was to act")
    with pytest.raises(SaveError) as info:
        serialize.replay(data)
    assert info.value.code == "save_move_seat"
    data["moves"][i]["seat"] = "north"
    refused(data, "save_type", f"moves[{i}].seat", "a whole number")
    data["moves"][i]["seat"] = 9
    refused(data, "save_range", f"moves[{i}].seat")
    data["moves"][i]["seat"] = None
    refused(data, "save_move_seat", "says seat null", f"but seat {right} was to act")


def test_a_seat_on_a_move_between_deals_must_be_null() -> None:
    s, moves = _played("canasta", 2000, "between")
    data = json.loads(serialize.dumps(s, moves))
    i = next(i for i, m in enumerate(data["moves"]) if m["type"] == "next_deal")
    data["moves"][i]["seat"] = 0
    refused(data, "save_move_seat", f"moves[{i}].seat", "no seat (the deal is over)")


def test_a_log_that_does_not_start_at_the_seed_deal_is_written_without_seats() -> None:
    """A game set up from a hand-made position has no seed deal to replay: no seats."""
    s = serialize.loads(json.dumps(position("canasta")))
    moves = same_play(s, s.clone(), 3)
    data = json.loads(serialize.dumps(s, moves))
    assert data["moves"] and all("seat" not in m for m in data["moves"])
    assert serialize.loads_with_moves(json.dumps(data))[1] == moves


# -- a finished deal or round ------------------------------------------------------------------

HF_ROW_SIDE = dict.fromkeys(("melded", "books", "red3s", "going_out", "hand"), 0)


def test_hand_and_foot_finished_deal_with_only_its_own_row() -> None:
    """Like Canasta's, a hand-written sheet may start at the deal shown (docs/save-format.md)."""
    row = {"deal": 2, "dealer": 1, "went_out": 0, "reason": "out", "sides": [HF_ROW_SIDE] * 2}
    data = position("hand-and-foot", deal=2, dealer=1, phase="deal_over", went_out=0, history=[row])
    data["state"]["sides"][0]["score"] = 1200
    first, text = round_trip(data)
    assert first.phase == "deal_over" and first.current_player() is None
    second = serialize.loads(text)
    same_play(first, second, 5)  # the next deal is dealt the same way from both
    assert first.deal_no == 3 and first.dealer == 2
    bad = copy.deepcopy(data)
    bad["state"]["history"][0]["dealer"] = 0
    refused(bad, "save_sheet", "state.history[0].dealer", "says 1")
    bad = copy.deepcopy(data)
    bad["state"]["history"] = []
    refused(bad, "save_sheet_missing", "no row for deal 2")


@pytest.mark.parametrize("game", ["hand-and-foot", "cassino"])
def test_finished_deals_of_real_games_round_trip(game: str) -> None:
    s, moves = _played(game, 5000, "finished")
    work = _played(game, 0, "finished")[0]
    for move in moves:
        work.apply(move)
        if work.phase in DEAL_ENDS:
            text = serialize.dumps(work)
            again = serialize.loads(text)
            assert serialize.state_differences(again, work) == []
            if work.phase != "game_over":
                same_play(again, work.clone(), 3)
            return
    pytest.fail("no deal ended")


def _cassino_round_over(rnd: int, dealer: int, rows: list[int]) -> dict[str, Any]:
    part = dict.fromkeys(
        ("card_count", "spade_count", "cards", "spades", "big_casino", "little_casino"), 0
    )
    part.update(aces=0, sweeps=0)
    history = [
        {"round": r, "dealer": (dealer - (rnd - r)) % 2, "leftovers_to": 0, "sides": [part] * 2}
        for r in rows
    ]
    cards = [card_code(k) for k in range(52)]
    return position(
        "cassino",
        round=rnd,
        dealer=dealer,
        phase="round_over",
        current=0,
        stock=[],
        loose=[],
        builds=[],
        players=[{"hand": []}, {"hand": []}],
        sides=[{"score": 7, "captured": cards[:30]}, {"score": 4, "captured": cards[30:]}],
        history=history,
    )


def test_cassino_finished_round_written_by_hand() -> None:
    data = _cassino_round_over(3, 0, [3])
    first, text = round_trip(data)
    assert first.phase == "round_over" and first.scores == [7, 4]
    same_play(first, serialize.loads(text), 4)
    assert first.round_no == 4 and first.dealer == 1
    refused(_cassino_round_over(3, 0, []), "save_cas_round_state", "round 3 has no row")
    refused(_cassino_round_over(3, 0, [2]), "save_sheet", "state.history[0].round", "is 2")
    refused(_cassino_round_over(3, 0, [1, 3]), "save_sheet", "state.history[0].round")
    refused(_cassino_round_over(1, 0, [0, 1, 2]), "save_sheet", "state.history")
    bad = _cassino_round_over(3, 0, [2, 3])
    bad["state"]["history"][0]["dealer"] = 0
    refused(bad, "save_sheet", "state.history[0].dealer", "says 1")
    bad = _cassino_round_over(3, 0, [3])
    bad["state"]["out_of_play"] = ["2C"]
    refused(bad, "save_card_count", "1 2C too many", "state.sides[0].captured")


def test_seats_follow_a_log_that_grows_or_is_taken_back() -> None:
    """The writer goes on from the log it replayed last; a shorter or other log starts afresh."""
    _, moves = _played("canasta", 80)
    fresh = _played("canasta", 0)[0]
    at: dict[int, Any] = {}
    expected = []
    for i, move in enumerate(moves):
        at[i] = fresh.clone()
        expected.append(fresh.current_player())
        fresh.apply(move)
    at[len(moves)] = fresh
    for n in (40, 41, 45, 80, 30, 31, 0, 80):
        assert serialize.logged_seats(at[n], moves[:n]) == expected[:n], n
    # The same log against another state: it does not lead there, so no seats are written.
    assert serialize.logged_seats(at[30], moves[:31]) is None
    assert serialize.logged_seats(at[31], moves[:31]) == expected[:31]
