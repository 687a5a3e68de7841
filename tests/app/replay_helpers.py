"""Finished games for the replay and past-games tests: played at the window or by the engine.

Both record the state after every move as the game had it, so a replay can be compared
with the game itself step by step.
"""

from __future__ import annotations

from canasta_gui.app.game_log import explained_entry
from canasta_gui.app.replay import GameRecord
from canasta_gui.app.setup import COMPUTER, GameSetup, SeatSetup
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog

NAMES = ("Ann", "Bo", "Cy", "Dee")

#: Short whole games: (game, players, decks, options).
SHORT = {
    "canasta": ("canasta", 2, 2, {"OPT-DEAL-LIMIT": "2"}),
    "hand-and-foot": ("hand-and-foot", 4, 5, {}),
    "cassino": ("cassino", 2, 1, {"OPT-CAS-TARGET": "11"}),
}


def computer_setup(key: str, seed: str) -> GameSetup:
    game, players, decks, options = SHORT[key]
    seats = tuple(SeatSetup(COMPUTER, NAMES[i], "easy") for i in range(players))
    return GameSetup(players, decks, options=options, seats=seats, seed=seed, game=game)


def engine_game(key: str, seed: str) -> tuple[GameRecord, list]:
    """A whole game played by the engine with computer players, as a session logs it:
    the record and the state after each move (``states[i]``: after ``i`` moves)."""
    setup = computer_setup(key, seed)
    game = setup.game_def()
    state = game.new_game(setup.config(), setup.seed)
    players = {s: game.make_player("easy", f"{seed}/{s}") for s in range(setup.players)}
    moves, explained, states = [], {}, [state.clone()]
    while state.phase != game.over_phase:
        if state.phase == game.break_phase:
            action = game.next_deal
        else:
            seat = state.current_player()
            decision = players[seat].decide(state.observation(seat))
            action = decision.action
            if game.log_explanations:
                explained[len(moves)] = explained_entry(decision, seat, len(moves))
        state.apply(action)
        moves.append(action)
        states.append(state.clone())
    names = [s.name for s in setup.seats]
    return GameRecord(setup, names, moves, state, explained, 0), states


def play_at_window(qtbot, window, key: str, seed: str) -> tuple[DealSummaryDialog, dict]:
    """Play a computer game at ``window`` to its end, answering every deal summary with a
    click; returns the end-of-game screen and the state after each move, as the table had it."""
    from tests.app.gui_helpers import click_widget

    recorded: dict[int, object] = {}
    summaries: list = []
    window.dialog_opened.connect(summaries.append)
    window.start_game(computer_setup(key, seed))
    session = window.session
    session.pace_ms = 0
    recorded[0] = session.state.clone()

    def keep(_events):
        recorded[len(session.moves)] = session.state.clone()

    session.changed.connect(keep)
    while True:
        qtbot.waitUntil(lambda: bool(summaries), timeout=120_000)
        dialog = summaries.pop()
        assert isinstance(dialog, DealSummaryDialog)
        qtbot.waitExposed(dialog)
        if dialog._game_over:
            window.dialog_opened.disconnect(summaries.append)
            return dialog, recorded
        click_widget(dialog.next_button)
