"""The main window's dialogs, opened and closed with real clicks: New game, Rules, Settings,
Score sheet and the deal summary."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from canasta_gui.app import paths
from canasta_gui.app.i18n import Translator, qm_file_name
from canasta_gui.app.scene import speeds
from canasta_gui.app.settings import Settings
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.main_window import MainWindow
from canasta_gui.app.widgets.new_game_dialog import NewGameDialog
from canasta_gui.app.widgets.rules_dialog import RulesDialog
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog, ScoreSheetDialog
from canasta_gui.app.widgets.settings_dialog import SettingsDialog
from canasta_gui.engine.canasta.state import Phase
from tests.app.gui_helpers import card_point, drag, open_by_click, zone_centre
from tests.app.human_driver import HumanDriver
from tests.engine.helpers import build

OK = QDialogButtonBox.StandardButton.Ok
CLOSE = QDialogButtonBox.StandardButton.Close
CANASTA = ["AH AS AD AC AH AS 2D"]


@pytest.fixture(autouse=True)
def _instant_again():
    """A Settings test picks a slower speed; the factor is global, so put it back."""
    yield
    speeds.set_factor(0.0)


def click(widget, pos: QPoint | None = None) -> None:
    if pos is None:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    else:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def type_text(widget, text: str) -> None:
    """Type ``text`` key by key; a letter QTest cannot map (``ë``) comes as the key event a
    keyboard layout with that letter sends."""
    for ch in text:
        if ch.isascii():
            QTest.keyClick(widget, ch)
        else:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                event = QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, ch)
                QApplication.sendEvent(widget, event)


def close_by_click(qtbot, dialog, button) -> None:
    with qtbot.waitSignal(dialog.finished, timeout=5000):
        click(button)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def solo_setup(seed: str) -> GameSetup:
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, name, "easy") for name in ("Bo", "Cy", "Dee")
    )
    return GameSetup(4, 2, seats=seats, seed=seed)


# -- New game --------------------------------------------------------------------------------


def fill_new_game(qtbot, window, name: str) -> NewGameDialog:
    dialog = open_by_click(qtbot, window, window.start_page.new_game)
    assert isinstance(dialog, NewGameDialog) and dialog.isModal()
    # Two players: the first configuration; Home on the focused combo picks it.
    dialog.configuration.setFocus()
    qtbot.waitUntil(dialog.configuration.hasFocus)
    QTest.keyClick(dialog.configuration, Qt.Key.Key_Home)
    assert dialog.setup().players == 2
    seat = dialog._seats[0]
    assert seat.kind.currentData() == HUMAN
    click(seat.name)
    seat.name.selectAll()
    type_text(seat.name, name)
    assert seat.name.text() == name
    return dialog


def test_new_game_dialog_starts_the_chosen_game(qtbot, window):
    dialog = fill_new_game(qtbot, window, "Zoë")
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click(dialog.buttons.button(OK))
    session = window.session
    assert session.setup.players == 2 and len(session.setup.seats) == 2
    assert session.setup.seats[0] == SeatSetup(HUMAN, "Zoë")
    assert session.setup.seats[1].kind == COMPUTER
    assert session.bottom == 0 and session.seat_name(0) == "Zoë"
    assert window.stack.currentWidget() is window.table
    # The bottom seat's label on the felt carries the name.
    assert window.table.scene.labels["seat0"].text == "Zoë"
    # The choices are remembered in the settings file for the next dialog.
    saved = json.loads(paths.settings_path().read_text(encoding="utf-8"))
    assert saved["new_game"]["players"] == 2
    assert saved["new_game"]["seats"][0]["name"] == "Zoë"
    assert window.settings.new_game["players"] == 2
    window.close()


@pytest.mark.parametrize("seed", ["ng-0", "ng-1"])  # the computer starts / Zoë starts
def test_a_game_from_the_new_game_dialog_runs(qtbot, window, seed):
    dialog = fill_new_game(qtbot, window, "Zoë")
    dialog._seed = seed  # a known deal instead of a fresh random one
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click(dialog.buttons.button(OK))
    session = window.session
    assert session.setup.seed == seed
    if session.actor == 0:
        # Zoë draws and discards with the mouse; then it is the computer's turn.
        qtbot.waitUntil(lambda: session.human_may_act() and not window.table.scene.animating)
        scene = window.table.scene
        stock = max((c for c in scene.cards if c.zone == ("stock",)), key=lambda c: c.zValue())
        drag(window, card_point(stock), zone_centre(window, ("hand",)))
        qtbot.waitUntil(lambda: session.state.phase == Phase.PLAY)
        drag(window, card_point(scene.hand_items()[0]), zone_centre(window, ("pile",)))
        qtbot.waitUntil(lambda: session.actor == 1)
        assert len(session.moves) == 2
    assert session.actor == 1
    moves = len(session.moves)
    # The computer seat plays within moments (an Easy player at instant speed).
    qtbot.waitUntil(lambda: len(session.moves) > moves, timeout=2000)
    window.close()


# -- Rules, Settings -------------------------------------------------------------------------


def test_rules_open_and_close_from_the_start_page(qtbot, window):
    dialog = open_by_click(qtbot, window, window.start_page.rules)
    assert isinstance(dialog, RulesDialog) and dialog.isVisible()
    assert "How to play Canasta" in dialog.browser.toPlainText()
    assert window.dialog is None  # reading the rules never holds up a game
    close_by_click(qtbot, dialog, dialog.buttons.button(CLOSE))
    assert window.stack.currentWidget() is window.start_page
    window.close()


def test_settings_change_speed_and_four_colour_deck(qtbot, window):
    assert not window.art.four_colour
    dialog = open_by_click(qtbot, window, window.start_page.settings)
    assert isinstance(dialog, SettingsDialog)
    dialog.speed.setFocus()
    qtbot.waitUntil(dialog.speed.hasFocus)
    QTest.keyClick(dialog.speed, Qt.Key.Key_Home)  # the slowest speed comes first
    assert dialog.speed.currentData() == "slow"
    box = dialog.four_colour
    click(box, QPoint(8, box.height() // 2))  # on the check box's indicator
    assert box.isChecked()
    close_by_click(qtbot, dialog, dialog.buttons.button(OK))
    assert window.settings.speed == "slow" and window.settings.four_colour is True
    assert speeds.scaled(1000) > 1000  # slow: animations take longer than normal
    assert window.art.four_colour is True
    saved = json.loads(paths.settings_path().read_text(encoding="utf-8"))
    assert saved["speed"] == "slow" and saved["four_colour"] is True
    window.close()


def test_settings_cancel_changes_nothing(qtbot, window):
    dialog = open_by_click(qtbot, window, window.start_page.settings)
    click(dialog.four_colour, QPoint(8, dialog.four_colour.height() // 2))
    close_by_click(qtbot, dialog, dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel))
    assert window.settings.four_colour is False and not window.art.four_colour
    assert not paths.settings_path().exists()
    window.close()


class MessageBoxes:
    """Closes each message box with a click as it shows (``QMessageBox.information`` runs its
    own event loop) and keeps its title and text."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, str]] = []
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def _poll(self) -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMessageBox) and w.isVisible():
                self.seen.append((w.windowTitle(), w.text()))
                click(w.defaultButton() or w.buttons()[0])

    def stop(self) -> None:
        self.timer.stop()


@pytest.mark.parametrize("problem", ["removed", "broken"])
def test_settings_language_without_a_usable_translation_stays_english(
    qtbot, kept, tmp_path, problem
):
    """Italian is offered (its .qm was there), but when OK is pressed the file is gone or is
    not a translation: a message says so and the window stays in English."""
    folder = tmp_path / "translations"
    folder.mkdir()
    qm = folder / qm_file_name("it")
    qm.write_bytes(b"not a qm file")
    speeds.set_factor(0.0)
    window = MainWindow(Settings(speed="instant"), Translator(folder))
    qtbot.addWidget(window)
    kept.append(window)
    window.show()
    qtbot.waitExposed(window)
    dialog = open_by_click(qtbot, window, window.start_page.settings)
    index = dialog.language.findData("it")
    assert index >= 0, "Italian should be offered while its file exists"
    if problem == "removed":
        qm.unlink()
    dialog.language.setFocus()
    qtbot.waitUntil(dialog.language.hasFocus)
    QTest.keyClick(dialog.language, Qt.Key.Key_End)  # the last language: Italiano
    assert dialog.language.currentData() == "it"
    boxes = MessageBoxes()
    try:
        click(dialog.buttons.button(OK))
        qtbot.waitUntil(lambda: bool(boxes.seen), timeout=5000)
    finally:
        boxes.stop()
    title, text = boxes.seen[0]
    assert title == "Language"
    assert "using English" in text, text
    assert window.translator.language == "en"
    assert window.windowTitle() == "Canasta"
    assert window.menu_game.title() == "&Game"
    assert window.start_page.new_game.text() == "&New game"
    window.close()


# -- Score sheet and the deal summary --------------------------------------------------------


def going_out_position():
    """Ann (seat 0) has drawn and goes out by melding 9C 9D 9H and discarding 5C."""
    return build(4, 2, hands={0: "9C 9D 9H 5C"}, melds={0: CANASTA}, phase=Phase.PLAY, current=0)


def go_out(qtbot, window) -> DealSummaryDialog:
    qtbot.waitUntil(lambda: window.session.human_may_act() and not window.table.scene.animating)
    driver = HumanDriver(qtbot, window)
    driver.select([c.card for c in window.table.scene.hand_items() if c.code.startswith("9")])
    driver.drag_selection_to(("melds", 0))
    five = next(c for c in window.table.scene.hand_items() if c.code == "5C")
    with qtbot.waitSignal(window.dialog_opened, timeout=10_000) as opened:
        drag(window, card_point(five), zone_centre(window, ("pile",)))
    dialog = opened.args[0]
    assert isinstance(dialog, DealSummaryDialog)
    qtbot.waitExposed(dialog)
    return dialog


def open_menu_action(qtbot, window, menu, action):
    """Open ``menu`` from the menu bar and click ``action`` in it, with the mouse."""
    bar = window.menuBar()
    click(bar, bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible)
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        click(menu, menu.actionGeometry(action).center())
    dialog = opened.args[0]
    qtbot.waitExposed(dialog)
    return dialog


def test_score_sheet_from_the_menu(qtbot, window):
    assert not window.act_scores.isEnabled()  # no game, no scores
    window.start_game(solo_setup("scores"), going_out_position(), [])
    assert window.act_scores.isEnabled()
    dialog = open_menu_action(qtbot, window, window.menu_game, window.act_scores)
    assert isinstance(dialog, ScoreSheetDialog)
    assert dialog.model.rowCount() == 0  # nothing scored yet
    close_by_click(qtbot, dialog, dialog.buttons.button(CLOSE))
    # After a finished deal the sheet has its row.
    summary = go_out(qtbot, window)
    close_by_click(qtbot, summary, summary.next_button)
    sheet = open_menu_action(qtbot, window, window.menu_game, window.act_scores)
    assert sheet.model.rowCount() == 1
    total = sheet.model.index(0, 0).data(sheet.model.TOTAL_ROLE)
    assert total == window.session.state.scores[0]
    close_by_click(qtbot, sheet, sheet.buttons.button(CLOSE))
    window.close()


def test_deal_summary_after_a_finished_deal(qtbot, window):
    window.start_game(solo_setup("summary"), going_out_position(), [])
    session = window.session
    dialog = go_out(qtbot, window)
    assert window.dialog is dialog
    result = session.state.history[-1]
    assert result.went_out == 0 and session.state.phase == Phase.DEAL_OVER
    assert dialog.windowTitle() == "Deal 1"
    assert "Ann" in dialog.ending.text()
    assert dialog.winner_label is None  # the game goes on
    assert dialog.next_button.text() == "&Next deal"
    # While the summary is up, nothing else happens at the table.
    assert session.thinking_seat < 0
    close_by_click(qtbot, dialog, dialog.next_button)
    assert window.dialog is None
    qtbot.waitUntil(lambda: session.state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER))
    assert session.state.deal_no == result.deal + 1
    # The next deal is played: somebody moves.
    moves = len(session.moves)
    qtbot.waitUntil(lambda: len(session.moves) > moves or session.human_may_act(), timeout=10_000)
    window.close()


# -- the window's lifetime -------------------------------------------------------------------

CRASH_SCRIPT = """
import gc, sys
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication
app = QApplication([])
from canasta_gui.app.i18n import Translator
from canasta_gui.app.settings import Settings
from canasta_gui.app.widgets.main_window import MainWindow
window = MainWindow(Settings(speed="instant"), Translator())
window.show()
app.processEvents()
getattr(window, sys.argv[1])()
dialog = [w for w in app.topLevelWidgets() if w.isVisible() and w is not window][0]
dialog.reject()
del dialog
del window  # e.g. a function that made the window returns before the event loop runs again
QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
gc.collect()
print("survived")
"""


@pytest.mark.parametrize("opener", ["new_game", "show_settings"])
def test_window_survives_losing_its_last_reference_after_a_dialog(opener):
    env = dict(os.environ)  # offscreen, private user folders (conftest)
    result = subprocess.run(
        [sys.executable, "-c", CRASH_SCRIPT, opener],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0 and "survived" in result.stdout, (
        result.returncode,
        result.stderr[-500:],
    )


def test_rules_dialog_does_not_hold_the_window():
    """The same sequence with the Rules dialog (no lambda) is fine: the check above is fair."""
    result = subprocess.run(
        [sys.executable, "-c", CRASH_SCRIPT, "show_rules"],
        env=dict(os.environ),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-500:]
    assert "survived" in result.stdout
