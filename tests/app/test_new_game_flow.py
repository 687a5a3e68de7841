"""New game while a game is in progress: the window asks first, and only an answered
"Abandon" gives the game (and its autosave) up. A finished game needs no question."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox, QPushButton

from canasta_gui.ai.arena import play_game
from canasta_gui.app import paths, saves
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.new_game_dialog import NewGameDialog
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog
from canasta_gui.engine.canasta import CanastaConfig
from canasta_gui.engine.canasta.state import Phase
from tests.app.gui_helpers import click_widget as click
from tests.app.gui_helpers import open_by_click
from tests.engine.helpers import build


def setup(options: dict | None = None) -> GameSetup:
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, name, "easy") for name in ("Bo", "Cy", "Dee")
    )
    return GameSetup(4, 2, options=options or {}, seats=seats, seed="flow")


def quiet_table(window) -> None:
    """A game in progress that waits for Ann (seat 0) to draw, with its autosave on disk."""
    state = build(4, 2, hands={0: "9C 9D 9H 5C"}, phase=Phase.DRAW, current=0)
    window.start_game(setup(), state, [])
    saves.write_session(window.session.setup, window.session.state, [])
    assert window.session.human_may_act()


def ask_by_menu(qtbot, window) -> QMessageBox:
    """Game > New game… with the mouse; the question opens without blocking."""
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
    box = opened.args[0]
    qtbot.waitExposed(box)
    return box


def button(box: QMessageBox, name: str) -> QPushButton:
    found = box.findChild(QPushButton, name)
    assert found is not None, name
    return found


def answer(qtbot, box: QMessageBox, name: str) -> None:
    with qtbot.waitSignal(box.finished, timeout=5000):
        click(button(box, name))


def test_keep_playing_changes_nothing(qtbot, window):
    quiet_table(window)
    table, session = window.table, window.session
    saved = paths.autosave_path().read_bytes()
    box = ask_by_menu(qtbot, window)
    assert isinstance(box, QMessageBox) and box.isVisible() and box.isModal()
    assert window.dialog is box  # the table waits for the answer
    assert "in progress" in box.text()
    assert box.defaultButton() is button(box, "keep_playing")  # the safe answer
    answer(qtbot, box, "keep_playing")
    assert window.table is table and window.session is session
    assert window.stack.currentWidget() is table
    assert paths.autosave_path().read_bytes() == saved
    assert window.dialog is None and session.human_may_act()
    shown = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    assert not any(isinstance(w, NewGameDialog) for w in shown)


def test_escape_keeps_playing(qtbot, window):
    quiet_table(window)
    table = window.table
    saved = paths.autosave_path().read_bytes()
    box = ask_by_menu(qtbot, window)
    # A window manager activates the question; the offscreen platform needs asking.
    box.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
    with qtbot.waitSignal(box.finished, timeout=5000):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert window.table is table and paths.autosave_path().read_bytes() == saved


def test_abandon_then_start_a_new_game(qtbot, window):
    quiet_table(window)
    old = window.session
    box = ask_by_menu(qtbot, window)
    assert saves.has_autosave()  # nothing is given up while the question is open
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        click(button(box, "abandon_game"))
    dialog = opened.args[0]
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitExposed(dialog)
    assert not saves.has_autosave()  # the abandoned game cannot be continued
    assert window.session is None and window.table is None
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert window.session is not None and window.session is not old


def test_an_autosave_alone_is_a_game_in_progress(qtbot, window):
    """From the start page (no table), New game with a saved game asks too."""
    state = build(4, 2, hands={0: "9C 9D 9H 5C"}, phase=Phase.DRAW, current=0)
    saves.write_session(setup(), state, [])
    saved = paths.autosave_path().read_bytes()
    window.show_start()
    box = open_by_click(qtbot, window, window.start_page.new_game)
    assert isinstance(box, QMessageBox)
    answer(qtbot, box, "keep_playing")
    assert paths.autosave_path().read_bytes() == saved
    assert window.start_page.resume.isEnabled()  # Continue still offers the game

    box = open_by_click(qtbot, window, window.start_page.new_game)
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        click(button(box, "abandon_game"))
    assert isinstance(opened.args[0], NewGameDialog)
    assert not saves.has_autosave()
    opened.args[0].reject()


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
        saved = paths.autosave_path().read_bytes()
    assert paths.autosave_path().read_bytes() == saved
    assert window.stack.currentWidget() is window.start_page
    with qtbot.waitSignal(window.game_started, timeout=5000):
        QTest.mouseClick(window.start_page.resume, Qt.MouseButton.LeftButton)
    resumed = saves.load_autosave()
    assert window.session.moves == resumed.moves and len(resumed.moves) >= 2
