"""The table's action bar and its side panel (issue 19: a table that looks like a card app).

Each game's bar: every button has its drawn icon, a tooltip that says what it does and its
key, and a name a screen reader reads; the labels fit at 1280 x 800 in the longest languages
(buttons give up their labels, never their place, when room runs short). The side panel with
the scores and the log folds away by the bar's Log button and by View > Scores and log
(Ctrl+L); the felt takes its room, and the choice is there again after a restart.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication

from canasta_gui.app.i18n import Translator
from canasta_gui.app.scene import speeds
from canasta_gui.app.screenshot import seeded_position
from canasta_gui.app.settings import Settings, load_settings, parse_settings
from canasta_gui.app.widgets.bar_button import FULL, BarButton
from canasta_gui.app.widgets.bar_icons import NAMES
from canasta_gui.app.widgets.main_window import MainWindow
from tests.app.gui_helpers import click_widget
from tests.app.test_accessibility import CANASTA, CASSINO, HF, reported_name, table_at

GAMES = [CANASTA, HF, CASSINO]
PORTABLE = QKeySequence.SequenceFormat.PortableText
# Keys a tooltip shows in words other than the shortcut's own (Return is "Enter" on keys).
SHOWN_KEY = {"confirm": "Ctrl+Enter"}
# Keys the table view reads, so they have no QAction: the tooltip still names them.
VIEW_KEYS = {"meld": "Enter", "layoff": "Alt+L", "play": "Enter"}


def visible_buttons(window) -> list[QAbstractButton]:
    return [b for b in window.table.findChildren(QAbstractButton) if b.isVisible()]


def menu_actions(window) -> list:
    found = []
    for top in window.menuBar().actions():
        found.append(top)
        if top.menu() is not None:
            found += [a for a in top.menu().actions() if not a.isSeparator()]
    return found


@pytest.mark.parametrize("where", GAMES, ids=lambda w: w[0])
def test_every_control_has_a_tooltip_a_name_and_its_key(qtbot, where):
    window = table_at(qtbot, *where)
    page = window.table
    buttons = visible_buttons(window)
    assert page.buttons["log"] in buttons
    for b in buttons:
        assert b.toolTip().strip(), b.objectName()
        assert reported_name(b).strip(), b.objectName()
    # Every bar button draws an icon of its own.
    for b in page.bar.findChildren(BarButton):
        assert b.icon_name in NAMES, b.objectName()
    # The tooltip of a button with a key says that key, as the person types it.
    for name, action in page.actions_by_key.items():
        if name in page.buttons:
            seq = SHOWN_KEY.get(name, action.shortcut().toString(PORTABLE))
            assert f"({seq})" in page.buttons[name].toolTip(), (name, seq)
    for name, seq in VIEW_KEYS.items():
        if name in page.buttons:
            assert f"({seq})" in page.buttons[name].toolTip(), name
    log_key = window.act_log.shortcut().toString(PORTABLE)
    assert log_key == "Ctrl+L"
    assert f"({log_key})" in page.buttons["log"].toolTip()
    # The menus' actions (the window's and the lay-off list) have words and a tooltip.
    actions = menu_actions(window)
    assert window.act_log in actions
    if "layoff" in page.buttons:
        page.bar.layoff_menu.aboutToShow.emit()  # fills the list as opening it would
        actions += page.bar.layoff_menu.actions()
    for a in actions:
        assert a.text().replace("&", "").strip(), a
        assert a.toolTip().strip(), a.text()
    window.close()


def restarted(qtbot) -> MainWindow:
    """A new window with the settings the last one saved, as at the next start."""
    settings, problem = load_settings()
    assert problem is None
    speeds.set_factor(0.0)
    window = MainWindow(replace(settings, speed="instant"), Translator())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


@pytest.mark.parametrize("where", GAMES, ids=lambda w: w[0])
def test_the_log_panel_folds_by_click_and_by_key_and_is_remembered(qtbot, where):
    window = table_at(qtbot, *where)
    page = window.table
    assert page.panel.isVisible() and page.buttons["log"].isChecked()
    open_width = page.view.width()
    # The bar's Log button folds the panel: the felt grows, the View menu follows.
    click_widget(page.buttons["log"])
    qtbot.waitUntil(lambda: page.view.width() > open_width + 200)
    assert not page.panel.isVisible()
    assert not window.act_log.isChecked()
    folded_width = page.view.width()
    assert load_settings()[0].log_panel_open is False
    window.close()

    # The next start shows the table folded as it was left.
    window = restarted(qtbot)
    setup, state, log = seeded_position(where[1], where[2], where[3], where[0])
    window.start_game(setup, state, log)
    window.session.autosave = False
    page = window.table
    qtbot.waitUntil(lambda: page.view.isVisible() and page.view.width() == folded_width)
    assert not page.panel.isVisible() and not page.buttons["log"].isChecked()
    assert not window.act_log.isChecked()
    # Ctrl+L opens it again, wherever the keyboard focus is on the table.
    page.view.setFocus()
    qtbot.waitUntil(page.view.hasFocus)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: page.panel.isVisible() and page.view.width() == open_width)
    assert page.buttons["log"].isChecked() and window.act_log.isChecked()
    assert load_settings()[0].log_panel_open is True
    # And folds it once more; the focus stays on the table, the log's newest line in view.
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: page.view.width() == folded_width)
    assert page.view.hasFocus()
    assert load_settings()[0].log_panel_open is False
    window.close()


def test_undo_and_redo_stay_at_hand_with_the_panel_folded(qtbot):
    window = table_at(qtbot, *CANASTA)
    page = window.table
    page.set_log_open(False)
    qtbot.waitUntil(lambda: not page.panel.isVisible())
    for name in ("undo", "redo"):
        assert page.buttons[name].isVisible(), name
        assert page.bar.isAncestorOf(page.buttons[name]), name
    window.close()


def bar_fits(page) -> None:
    """Every shown bar button lies inside the bar at its full size, none over another."""
    bar = page.bar
    shown = [b for b in bar.findChildren(BarButton) if b.isVisible()]
    rects = []
    for b in shown:
        assert b.width() >= b.sizeHint().width(), (b.objectName(), b.width())
        r = b.geometry()
        assert bar.rect().contains(r), (b.objectName(), r, bar.rect())
        for other_name, other in rects:
            assert not r.intersects(other), (b.objectName(), other_name)
        rects.append((b.objectName(), r))
    assert page.rect().contains(bar.geometry())


@pytest.mark.parametrize("lang", ["en", "it", "ja", "ko"])
@pytest.mark.parametrize("where", GAMES, ids=lambda w: w[0])
def test_the_bar_fits_with_its_labels_at_1280(qtbot, qapp, where, lang):
    translator = Translator()
    try:
        assert translator.install(qapp, lang) is None
        for size in ((1280, 800), (1000, 680)):
            window = table_at(qtbot, *where, size=size)
            page = window.table
            page.retranslate()
            qapp.processEvents()
            bar_fits(page)
            # Where a label is cut short or left out, the tooltip still says it all.
            for b in page.bar.findChildren(BarButton):
                assert b.text() and b.toolTip(), b.objectName()
            if size == (1280, 800):
                # The game's own actions keep their words at the usual window size.
                for name in ("draw", "take", "meld", "discard", "play", "trail"):
                    if name in page.buttons:
                        assert page.buttons[name].mode == FULL, (lang, name)
            window.close()
    finally:
        translator.install(qapp, "en")
        qapp.processEvents()


def test_every_label_shows_on_a_large_window(qtbot):
    window = table_at(qtbot, *CANASTA, size=(2560, 1440))
    page = window.table
    shown = [b for b in page.bar.findChildren(BarButton) if b.isVisible()]
    assert len(shown) >= 10
    assert not [b.objectName() for b in shown if b.mode != FULL]
    bar_fits(page)
    window.close()


def test_log_panel_open_is_a_setting_of_its_own():
    assert Settings().log_panel_open is True
    settings, reset = parse_settings({"log_panel_open": False, "speed": "fast"})
    assert settings.log_panel_open is False and not reset
    assert Settings.from_json(settings.to_json()) == settings
    # Only a JSON boolean counts: 0 or "no" is a hand-edited file, reset to shown.
    for bad in (0, "no", None):
        settings, reset = parse_settings({"log_panel_open": bad})
        assert settings.log_panel_open is True and reset == ["log_panel_open"]
