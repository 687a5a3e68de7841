"""A continued game gives Cassino's Expert back its reading of the deal (app/recall.py)."""

from __future__ import annotations

import random

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cassino.player import CassinoPlayer
from canasta_gui.ai.cassino.worlds import sample_world
from canasta_gui.app import saves
from canasta_gui.app.recall import recall_moves
from canasta_gui.app.session import Session
from canasta_gui.app.setup import COMPUTER, GameSetup, SeatSetup
from canasta_gui.engine.cassino.state import Phase

# Few worlds and no clock: the live Expert's decisions are quick and reproducible.
SMALL = SearchBudget(worlds=2, candidates=2, horizon=2, seconds=1e9, cap=1e9)


def _setup(seed: str) -> GameSetup:
    seats = (SeatSetup(COMPUTER, "", "medium"), SeatSetup(COMPUTER, "", "expert"))
    return GameSetup(2, 1, seats=seats, seed=seed, game="cassino")


def _played(setup: GameSetup, plays: int) -> tuple[object, list, CassinoPlayer]:
    """``plays`` moves of a live game (the Expert at seat 1 deciding them itself)."""
    game = setup.game_def()
    state = game.new_game(setup.config(), setup.seed)
    players = [CassinoPlayer("medium", "m"), CassinoPlayer("expert", "e", SMALL)]
    moves = []
    while len(moves) < plays:
        seat = state.current_player()
        action = players[seat].decide(state.observation(seat)).action
        state.apply(action)
        moves.append(action)
    assert state.phase != Phase.ROUND_OVER
    return state, moves, players[1]


def test_a_continued_game_gives_expert_back_what_it_read_this_deal(qtbot):
    setup = _setup("recall-1")
    # The third play of each seat in the round's third deal (four cards each a deal):
    # the earlier deals' plays are forgotten by both players.
    state, moves, live = _played(setup, 21)
    assert state.current_player() == 1
    loaded = saves.parse_session(saves.session_json(setup, state, moves))
    session = Session(loaded.setup, loaded.state, loaded.moves, autosave=False)
    resumed = session.players[1]
    obs = session.state.observation(1)
    live.reading.observe(obs)
    resumed.reading.observe(obs)
    assert resumed.reading.plays == live.reading.plays >= 2
    rng = random.Random(7)
    for _ in range(20):
        world = sample_world(obs, rng)
        assert resumed.reading.mismatches(world, 99) == live.reading.mismatches(world, 99)


class _Notebook:
    """A player that remembers, writing down every turn it is given back."""

    remembers = True

    def __init__(self) -> None:
        self.turns: list = []

    def recall(self, obs, action) -> None:
        self.turns.append((obs, action))


def test_each_remembering_seat_gets_its_own_turns_in_order():
    setup = _setup("recall-5")
    state, moves, _live = _played(setup, 13)
    notes = {0: _Notebook(), 1: _Notebook()}
    assert recall_moves(setup.game_def(), state, moves, notes) == 13
    first = setup.game_def().new_game(setup.config(), setup.seed).current_player()
    for seat, book in notes.items():
        assert [a for _, a in book.turns] == moves[(seat - first) % 2 :: 2]
        assert all(obs.seat == obs.current == seat for obs, _ in book.turns)


def test_nothing_is_recalled_from_moves_that_do_not_lead_to_the_table():
    setup = _setup("recall-2")
    game = setup.game_def()
    state, moves, _live = _played(setup, 9)
    # Another deal: its moves are refused at once.
    other, _other_moves, _ = _played(_setup("recall-3"), 9)
    fresh = {1: CassinoPlayer("expert", "x", SMALL)}
    assert recall_moves(game, other, moves, fresh) == 0
    # The same deal with the table changed by hand: every move replays, the end differs.
    edited = state.clone()
    edited.scores = [s + 1 for s in edited.scores]
    assert recall_moves(game, edited, moves, fresh) == 0
    fresh[1].reading.observe(state.observation(1))
    assert fresh[1].reading.plays == 0
    # The moves on their own table are recalled: the Expert seat's own turns only.
    first = game.new_game(setup.config(), setup.seed).current_player()
    assert recall_moves(game, state, moves, fresh) == len(moves[(1 - first) % 2 :: 2])


def test_players_without_a_memory_are_not_replayed_into():
    setup = _setup("recall-4")
    state, moves, _live = _played(setup, 6)
    forgetful = {0: CassinoPlayer("medium", "m"), 1: CassinoPlayer("hard", "h")}
    assert not any(p.remembers for p in forgetful.values())
    assert recall_moves(setup.game_def(), state, moves, forgetful) == 0
