"""A language switch while the app runs (the real Italian translation): default seat names
and the dialogs' titles and texts follow it; a name the person typed stays as typed."""

from __future__ import annotations

import pytest

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from canasta_gui.app.games.canasta import option_texts
from canasta_gui.app.i18n import Translator
from canasta_gui.app.setup import HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.go_out_dialog import GoOutQuestionDialog
from canasta_gui.app.widgets.new_game_dialog import NewGameDialog
from canasta_gui.app.widgets.score_dialogs import ScoreSheetDialog
from canasta_gui.app.widgets.settings_dialog import SettingsDialog
from tests.app.gui_helpers import click_widget as click
from tests.app.gui_helpers import open_by_click


@pytest.fixture
def switch(qapp):
    """Switches the running app's language; English again afterwards."""
    old_locale = QLocale()
    translator = Translator()

    def to(code: str) -> None:
        assert translator.install(qapp, code) is None
        qapp.processEvents()  # deliver the LanguageChange events

    yield to
    translator.install(qapp, "en")
    QLocale.setDefault(old_locale)


def italian(context: str, text: str) -> str:
    """``text`` in Italian (the test runs after the switch); it must differ from English."""
    translated = QCoreApplication.translate(context, text)
    assert translated != text, f"no Italian for {text!r}"
    return translated


def test_unnamed_seats_follow_the_language(qtbot, window, switch):
    """Started from the New game dialog with the name left empty, then switched to Italian."""
    dialog = open_by_click(qtbot, window, window.start_page.new_game)
    assert isinstance(dialog, NewGameDialog)
    dialog.configuration.setFocus()
    qtbot.waitUntil(dialog.configuration.hasFocus)
    QTest.keyClick(dialog.configuration, Qt.Key.Key_Home)  # two players
    assert dialog._seats[0].name.text() == ""
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    session = window.session
    assert session.setup.seats[0] == SeatSetup(HUMAN, "")  # no name frozen into the game
    assert window.table.scene.labels["seat0"].text == "Player 1"
    switch("it")
    player_1 = italian("Session", "Player {n}").format(n=1)
    assert session.seat_name(0) == player_1
    assert window.table.scene.labels["seat0"].text == player_1
    # The remembered choices keep the empty name, so the next dialog follows the language too.
    assert window.settings.new_game["seats"][0]["name"] == ""


def test_the_privacy_screen_follows_the_language(qtbot, window, switch):
    seats = (SeatSetup(HUMAN, ""), SeatSetup(HUMAN, "Zoë"))
    window.start_game(GameSetup(2, 2, seats=seats, seed="lang-privacy"))
    assert window.stack.currentWidget() is window.privacy
    seat = window.session.actor
    typed = seat == 1
    switch("it")
    shown = window.session.seat_name(seat)
    assert shown == ("Zoë" if typed else italian("Session", "Player {n}").format(n=seat + 1))
    assert window.privacy.title.text() == italian("PrivacyScreen", "Pass to {name}").format(
        name=shown
    )


def test_a_typed_name_stays_as_typed(qtbot, window, switch):
    seats = (SeatSetup(HUMAN, "Player 1"), SeatSetup(HUMAN, "Zoë"))
    window.start_game(GameSetup(2, 2, seats=seats, seed="lang-typed"))
    switch("it")
    assert window.session.seat_name(0) == "Player 1"


def test_dialogs_follow_the_language(qtbot, window, switch):
    new_game = NewGameDialog(window)
    settings = SettingsDialog(window.settings, window.translator.available_languages(), window)
    sheet = ScoreSheetDialog((), ["Ann", "Bo"], window)
    question = GoOutQuestionDialog("", window)
    for dialog in (new_game, settings, sheet, question):
        qtbot.addWidget(dialog)
        dialog.show()
    assert new_game.windowTitle() == "New game"
    new_game._seats[1].name.clear()
    switch("it")
    assert new_game.windowTitle() == italian("NewGameDialog", "New game")
    partnerships = italian("NewGameDialog", "{players} players, {decks} decks (partnerships)")
    assert new_game.configuration.currentText() == partnerships.format(players=4, decks=2)
    assert new_game.preset.currentText() == option_texts.preset_name("default")
    assert new_game._seats[0].name.placeholderText() == italian("Session", "Player {n}").format(n=1)
    start = new_game.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.waitUntil(lambda: start.text() == italian("NewGameDialog", "&Start game"))
    assert settings.windowTitle() == italian("SettingsDialog", "Settings")
    assert sheet.windowTitle() == italian("ScoreSheetDialog", "Score sheet")
    assert question.windowTitle() == italian("GoOutQuestionDialog", "May I go out?")
    assert question.yes_button.text() == italian("GoOutQuestionDialog", "&Yes, go out")
