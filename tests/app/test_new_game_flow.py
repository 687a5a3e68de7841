"""New game while a game is in progress: nothing is asked and nothing given up, since the game
in progress stays in the Saved games list. Back to the menu, then Continue, resumes it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from canasta_gui.ai.arena import play_game
from canasta_gui.app import saves
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.new_game_dialog import NewGameDialog
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog
from canasta_gui.engine.canasta import CanastaConfig
from canasta_gui.engine.canasta.state import Phase
from tests.app.gui_helpers import click_widget as click
from tests.app.gui_helpers import open_by_click
from tests.app.saved_helpers import newest_saved
from tests.engine.helpers import build


def setup(options: dict | None = None) -> GameSetup:
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, name, "easy") for name in ("Bo", "Cy", "Dee")
    )
    return GameSetup(4, 2, options=options or {}, seats=seats, seed="flow")


def quiet_table(window) -> None:
    """A game in progress that waits for Ann (seat 0) to draw, with its own file on disk."""
    state = build(4, 2, hands={0: "9C 9D 9H 5C"}, phase=Phase.DRAW, current=0)
    window.start_game(setup(), state, [])
    window.session._save()
    assert window.session.save_path.is_file()
    assert window.session.human_may_act()


def new_game_by_menu(qtbot, window):
    """Game > New game… with the mouse; what opens, without blocking."""
    bar, menu = window.menuBar(), window.menu_game
    QTest.mouseClick(
        bar,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        bar.actionGeometry(menu.menuAction()).center(),
    )
    qtbot.waitUntil(menu.isVisible)
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        QTest.mouseClick(
            menu,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            menu.actionGeometry(window.act_new).center(),
        )
    dialog = opened.args[0]
    qtbot.waitExposed(dialog)
    return dialog


def test_cancelling_a_new_game_changes_nothing(qtbot, window):
    quiet_table(window)
    table, session = window.table, window.session
    saved = session.save_path.read_bytes()
    dialog = new_game_by_menu(qtbot, window)
    assert isinstance(dialog, NewGameDialog)  # no question: nothing would be given up
    with qtbot.waitSignal(dialog.finished, timeout=5000):
        click(dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    assert window.table is table and window.session is session
    assert window.stack.currentWidget() is table
    assert session.save_path.read_bytes() == saved
    assert window.dialog is None and session.human_may_act()
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    assert not any(isinstance(w, NewGameDialog) for w in shown)


def test_a_new_game_keeps_the_game_in_progress_saved(qtbot, window):
    quiet_table(window)
    old = window.session
    old_file = old.save_path
    saved = old_file.read_bytes()
    dialog = new_game_by_menu(qtbot, window)
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert window.session is not None and window.session is not old
    assert window.session.save_path != old_file
    assert old_file.read_bytes() == saved  # still there, for the Saved games list
    assert [g.path for g in saves.list_saved()[0]] == [old_file]


def test_a_saved_game_alone_asks_nothing(qtbot, window):
    """From the start page (no table), New game with a saved game opens the choices."""
    state = build(4, 2, hands={0: "9C 9D 9H 5C"}, phase=Phase.DRAW, current=0)
    file = saves.write_session(setup(), state, [])
    saved = file.read_bytes()
    window.show_start()
    dialog = open_by_click(qtbot, window, window.start_page.new_game)
    assert isinstance(dialog, NewGameDialog)
    dialog.reject()
    assert file.read_bytes() == saved
    assert window.start_page.resume.isEnabled()  # Continue still offers the game


def test_no_game_no_question(qtbot, window):
    dialog = open_by_click(qtbot, window, window.start_page.new_game)
    assert isinstance(dialog, NewGameDialog)
    dialog.reject()


def test_a_finished_game_needs_no_question(qtbot, window):
    options = {"OPT-DEAL-LIMIT": "1"}
    state = play_game(CanastaConfig.make(4, 2, options), "flow-over", ["easy"] * 4)
    assert state.phase == Phase.GAME_OVER
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        window.start_game(setup(options), state, [])
    summary = opened.args[0]
    assert isinstance(summary, DealSummaryDialog)
    with qtbot.waitSignal(summary.finished, timeout=5000):
        click(summary.next_button)
    assert window.stack.currentWidget() is window.start_page
    dialog = open_by_click(qtbot, window, window.start_page.new_game)
    assert isinstance(dialog, NewGameDialog)  # straight to the choices
    dialog.reject()


def test_back_to_the_menu_pauses_the_game_until_continue(qtbot, window):
    """Nothing is played behind the start page; Continue resumes the same position."""
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, name, "easy") for name in ("Bo", "Cy", "Dee")
    )
    window.start_game(GameSetup(4, 2, seats=seats, seed="menu-pause"))
    session = window.session
    qtbot.waitUntil(session.human_may_act)
    window.table.controller.draw()
    qtbot.waitUntil(lambda: session.state.phase == Phase.PLAY)
    window.table.controller.drop(("hand",), [0], ("pile",))  # the computers' turns begin
    qtbot.waitUntil(lambda: session.thinking_seat >= 0 or session.actor != 0)
    with qtbot.waitSignal(session.destroyed, timeout=5000):  # the old session is gone
        window.act_menu.trigger()
        assert window.stack.currentWidget() is window.start_page
        assert window.session is None  # so no computer player plays on unseen
        file = saves.list_saved()[0][0].path
        saved = file.read_bytes()
    assert file.read_bytes() == saved
    assert window.stack.currentWidget() is window.start_page
    with qtbot.waitSignal(window.game_started, timeout=5000):
        QTest.mouseClick(window.start_page.resume, Qt.MouseButton.LeftButton)
    resumed = newest_saved()
    assert window.session.save_path == file
    assert window.session.moves == resumed.moves and len(resumed.moves) >= 2
