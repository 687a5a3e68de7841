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


def test_nothing_is_recalled_from_moves_that_do_not_lead_to_the_table():
    setup = _setup("recall-2")
    state, moves, _live = _played(setup, 9)
    other, _other_moves, _ = _played(_setup("recall-3"), 9)
    game = setup.game_def()
    fresh = {1: CassinoPlayer("expert", "x", SMALL)}
    assert recall_moves(game, other, moves, fresh) == 0
    fresh[1].reading.observe(other.observation(1))
    assert fresh[1].reading.plays == 0
    # The same moves on their own game are recalled: the seat's own turns only.
    assert recall_moves(game, state, moves, fresh) == sum(
        1 for i in range(len(moves)) if i % 2 == 1
    )


def test_players_without_a_memory_are_left_alone():
    setup = _setup("recall-4")
    state, moves, _live = _played(setup, 6)
    medium = {0: CassinoPlayer("medium", "m"), 1: object()}
    assert recall_moves(setup.game_def(), state, moves, medium) == 3
