"""Dialogs that fit: the New game dialog on a 768-pixel-high screen, the deal summary's
column headers at every table size, in every language; rule presets named for players."""

from __future__ import annotations

import re

import pytest

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest

from canasta_gui.ai.arena import play_deal
from canasta_gui.app.games.canasta import option_texts
from canasta_gui.app.i18n import Translator
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup, playable_configurations
from canasta_gui.app.widgets.new_game_dialog import MAX_HEIGHT, NewGameDialog
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog
from canasta_gui.engine.canasta import CanastaConfig
from canasta_gui.engine.canasta.options import PRESETS

LANGUAGES = ["en", "ja", "ko", "it"]
#: A 768-pixel-high screen less a task bar (40) and the dialog's title bar (30).
SCREEN_768_ROOM = 768 - 40 - 30


@pytest.fixture
def language(request, qapp):
    """The app in ``request.param`` (the real translations), English again afterwards."""
    old_locale = QLocale()
    translator = Translator()
    assert translator.install(qapp, request.param) is None
    yield request.param
    translator.install(qapp, "en")
    QLocale.setDefault(old_locale)


def click(widget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def open_new_game(qtbot, window) -> NewGameDialog:
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        click(window.start_page.new_game)
    dialog = opened.args[0]
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitExposed(dialog)
    return dialog


# -- presets ---------------------------------------------------------------------------------


def test_preset_names_are_words_players_use():
    for key in PRESETS:
        name = option_texts.preset_name(key)
        assert name != key
        assert not re.search(r"RULES\.md|\bBGA\b|\(S\d\)|default", name), name
        assert option_texts.preset_description(key)


def test_the_new_game_dialog_describes_the_chosen_preset(qtbot, window):
    dialog = open_new_game(qtbot, window)
    dialog.preset.setFocus()
    qtbot.waitUntil(dialog.preset.hasFocus)
    for key in PRESETS:
        QTest.keyClick(dialog.preset, Qt.Key.Key_Home)
        while dialog.preset.currentData() != key:
            QTest.keyClick(dialog.preset, Qt.Key.Key_Down)
        assert dialog.preset.currentText() == option_texts.preset_name(key)
        assert dialog.preset_description.isVisible()
        assert dialog.preset_description.text() == option_texts.preset_description(key)
    dialog.reject()


# -- the New game dialog on a small screen ---------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_new_game_dialog_stays_on_the_screen(qtbot, window, language):
    """Every table size (so every seat row), with the Advanced rules opened by a click."""
    assert MAX_HEIGHT <= SCREEN_768_ROOM
    area = window.screen().availableGeometry()
    sizes = sorted({players for players, _decks in playable_configurations()})
    assert sizes == [2, 3, 4, 6]
    for players in sizes:
        decks = min(d for p, d in playable_configurations() if p == players)
        window.settings.new_game = {"players": players, "decks": decks}
        dialog = open_new_game(qtbot, window)
        assert dialog.setup().players == players
        assert sum(row.kind.isVisible() for row in dialog._seats) == players
        click(dialog.advanced_toggle)
        qtbot.waitUntil(dialog.advanced.isVisible)
        frame = dialog.frameGeometry()
        # Top and bottom on the screen (the test screen is 800 wide; 1024 is checked below).
        assert area.top() <= frame.top() and frame.bottom() <= area.bottom(), (players, frame)
        assert dialog.height() <= MAX_HEIGHT
        assert dialog.minimumSizeHint().height() <= MAX_HEIGHT
        assert dialog.width() <= 1024
        assert dialog.buttons.isVisible()
        for row in dialog._seats:  # a level's measured strength is read whole, never cut
            label = row.strength
            if label.isVisible():
                needed = label.heightForWidth(label.width())
                assert label.width() >= label.minimumSizeHint().width(), label.text()
                assert needed <= label.height(), (language, players, label.text())
        dialog.reject()


# -- the deal summary's column headers -------------------------------------------------------

TABLES = {
    "6 players, 3 sides of 2": (6, 3, {"OPT-CAN-SIX-TEAMS": "3x2"}),
    "6 players, 2 sides of 3": (6, 3, {"OPT-CAN-SIX-TEAMS": "2x3"}),
    "3 players, each alone": (3, 3, {}),
    "4 players": (4, 2, {}),
}


@pytest.fixture(scope="module")
def finished_deals():
    return {
        name: play_deal(CanastaConfig.make(p, d, opts), "fit-" + name, ["easy"] * p)
        for name, (p, d, opts) in TABLES.items()
    }


def header_text_width(view, section: int) -> int:
    """The width a column header's text needs: its longest line."""
    text = str(view.model().headerData(section, Qt.Orientation.Horizontal) or "")
    return QFontMetrics(view.horizontalHeader().font()).size(0, text).width()


def assert_headers_whole(view) -> None:
    header = view.horizontalHeader()
    for section in range(header.count()):
        needed = header_text_width(view, section)
        assert header.sectionSize(section) >= needed, (section, header.sectionSize(section))


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("table", list(TABLES))
def test_deal_summary_headers_are_not_clipped(qtbot, window, finished_deals, language, table):
    """The summary as a game shows it: the person at seat 0, unnamed levels elsewhere."""
    state = finished_deals[table]
    players, decks, options = TABLES[table]
    seats = (SeatSetup(HUMAN, ""),) + tuple(
        SeatSetup(COMPUTER, "", "medium") for _ in range(players - 1)
    )
    setup = GameSetup(players, decks, options=options, seats=seats, seed="fit")
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        window.start_game(setup, state, [])
    dialog = opened.args[0]
    assert isinstance(dialog, DealSummaryDialog)
    qtbot.waitExposed(dialog)
    assert_headers_whole(dialog.table)
    assert_headers_whole(dialog.sheet_view)
    assert dialog.width() <= 1024
