"""Names, messages and file paths show as typed, never as markup.

A QLabel or QMessageBox left at ``Qt.AutoText`` renders anything that looks like HTML: a player
named ``<b>x</b>`` would show a bold "x", one named ``<img src=...>`` would load an image. Each
check below reads what the widget displays: its text, rendered the way the widget renders it.
"""

from __future__ import annotations

import pytest

from PySide6 import QtGui
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox

from canasta_gui.app import paths
from canasta_gui.app.setup import HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.go_out_dialog import GoOutQuestionDialog
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog, ScoreSheetDialog
from canasta_gui.engine.canasta.state import DealResult, SideScore

BOLD = "<b>x</b>"
IMAGE = '<img src="file:///etc/passwd">'
NAMES = [BOLD, IMAGE]
OBJECT = "\ufffc"  # what an embedded image becomes in a rich text's plain form


def displayed(text: str, text_format: Qt.TextFormat) -> str:
    """The text as the widget shows it: rendered as HTML when the widget treats it as such."""
    rich = text_format == Qt.TextFormat.RichText or (
        text_format == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)
    )
    if not rich:
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def label_text(label: QLabel) -> str:
    return displayed(label.text(), label.textFormat())


def assert_shows(shown: str, name: str) -> None:
    assert name in shown, (name, shown)
    assert OBJECT not in shown  # no image was embedded


@pytest.mark.parametrize("first", [0, 1])
def test_privacy_screen_shows_names_as_typed(qtbot, window, first):
    seats = (SeatSetup(HUMAN, NAMES[first]), SeatSetup(HUMAN, NAMES[1 - first]))
    window.start_game(GameSetup(2, 2, seats=seats, seed="plain-privacy"))
    assert window.stack.currentWidget() is window.privacy
    name = window.session.seat_name(window.session.actor)
    assert_shows(label_text(window.privacy.title), name)
    assert_shows(label_text(window.privacy.detail), name)
    assert_shows(window.privacy.button.text(), name)  # a button never renders markup
    assert label_text(window.privacy.title) == f"Pass to {name}"


def test_privacy_button_keeps_an_ampersand(qtbot, window):
    seats = (SeatSetup(HUMAN, "Tom & Ann"), SeatSetup(HUMAN, "Bo & Cy"))
    window.start_game(GameSetup(2, 2, seats=seats, seed="plain-amp"))
    name = window.session.seat_name(window.session.actor)
    # "&&" is how a button shows one "&" (a single one would underline the next letter).
    assert name.replace("&", "&&") in window.privacy.button.text()


@pytest.mark.parametrize("name", NAMES)
def test_go_out_question_shows_the_name_as_typed(qtbot, name):
    dialog = GoOutQuestionDialog(name)
    qtbot.addWidget(dialog)
    dialog.show()
    assert label_text(dialog.question) == f"“{name}” asks: Partner, may I go out?"


def _result() -> DealResult:
    sides = (SideScore(100, 300, 0, 100, 20, 0, 1), SideScore(50, 0, 100, 0, 35))
    return DealResult(0, 0, 0, False, "out", sides)


@pytest.mark.parametrize("by_player", [True, False])
def test_deal_summary_shows_names_as_typed(qtbot, by_player):
    """Sides named by their players (as the window does) or by one string each."""
    result = _result()
    members = [[BOLD, "Bo"], [IMAGE, "Cy"]]
    sides = members if by_player else [" & ".join(m) for m in members]
    dialog = DealSummaryDialog(result, sides, (480, 115), (result,), (0,), True)
    qtbot.addWidget(dialog)
    dialog.show()
    assert label_text(dialog.ending) == f"{BOLD} & Bo went out."
    # Named by its players, the side is partners ("win"); one string is one name ("wins").
    verb = "win" if by_player else "wins"
    assert label_text(dialog.winner_label) == f"{BOLD} & Bo {verb} the game!"
    # The column headers show each side's players as typed (one per line when listed).
    for col, side in enumerate(sides):
        expected = "\n".join(side) if by_player else side
        assert dialog.table.horizontalHeaderItem(col).text() == expected
        assert dialog.sheet.headerData(col, Qt.Orientation.Horizontal) == expected


def test_score_sheet_headers_show_names_as_typed(qtbot):
    dialog = ScoreSheetDialog((_result(),), NAMES)
    qtbot.addWidget(dialog)
    dialog.show()
    for col, name in enumerate(NAMES):
        assert dialog.model.headerData(col, Qt.Orientation.Horizontal) == name


def test_message_box_shows_a_path_as_typed(qtbot, window, tmp_path, monkeypatch):
    """A saved game that cannot be read is moved aside; the message quotes the new path."""
    folder = tmp_path / BOLD / IMAGE.replace("/", "|")
    folder.mkdir(parents=True)
    monkeypatch.setenv("CANASTA_GUI_DATA_DIR", str(folder))
    paths.autosave_path().write_text("not a saved game", encoding="utf-8")
    window.show_start()
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        QTest.mouseClick(window.start_page.resume, Qt.MouseButton.LeftButton)
    box = opened.args[0]
    assert isinstance(box, QMessageBox)
    shown = displayed(box.text(), box.textFormat())
    assert_shows(shown, str(folder))
    box.close()


def test_start_up_warning_shows_a_path_as_typed(qapp, tmp_path, monkeypatch):
    """A damaged settings file is kept aside; the warning at start-up quotes its new path."""
    from PySide6.QtWidgets import QApplication

    from canasta_gui.app import main

    folder = tmp_path / BOLD
    folder.mkdir(parents=True)
    monkeypatch.setenv("CANASTA_GUI_CONFIG_DIR", str(folder))
    paths.settings_path().write_text("{ not json", encoding="utf-8")
    shown: list[str] = []

    def read_warnings() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QMessageBox) and widget.isVisible():
                shown.append(displayed(widget.text(), widget.textFormat()))
                widget.close()

    def run_event_loop(_app) -> int:
        # Instead of running the app: read the warning the window shows, then close it all.
        read_warnings()
        for widget in QApplication.topLevelWidgets():
            widget.close()
        return 0

    # Should the warning block (a modal loop of its own), this reads and closes it from there.
    guard = QTimer()
    guard.setInterval(0)
    guard.timeout.connect(read_warnings)
    guard.start()
    monkeypatch.setattr(QApplication, "exec", run_event_loop)
    monkeypatch.setattr(main, "_set_icon", lambda _app: None)
    try:
        assert main.main(["--lang", "en"]) == 0
    finally:
        guard.stop()
    assert len(shown) == 1
    assert_shows(shown[0], str(folder))
