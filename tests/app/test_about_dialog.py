"""The About dialog: opened from the Help menu by mouse, it names the version, the licence and
everything the installed program includes, in the user's language."""

from __future__ import annotations

from pathlib import Path

import pytest

from PySide6.QtWidgets import QDialogButtonBox

from canasta_gui import __version__
from canasta_gui.app.sound.players import qt_audio_available
from canasta_gui.app.widgets.about_dialog import LICENCE_NAME, THIRD_PARTY, AboutDialog
from tests.app.test_main_window_dialogs import close_by_click, open_menu_action

ROOT = Path(__file__).resolve().parents[2]


def test_about_opens_from_the_help_menu_and_closes(qtbot, window):
    dialog = open_menu_action(qtbot, window, window.menu_help, window.act_about)
    assert isinstance(dialog, AboutDialog)
    text = dialog.text.toPlainText()
    assert f"canasta_gui {__version__}" in text
    assert LICENCE_NAME in text
    for name, licence, _url in THIRD_PARTY:
        assert name in text and licence in text
    # Qt's audio and FFmpeg are credited exactly when this installation has them
    assert ("FFmpeg" in text) == qt_audio_available()
    assert "make_cards.py" in text  # the card art's origin
    assert "sound effects" in text  # the sounds are the program's own
    close_by_click(qtbot, dialog, dialog.buttons.button(QDialogButtonBox.StandardButton.Close))
    assert not dialog.isVisible()


def test_the_licence_named_is_the_one_the_project_ships():
    """The dialog, the package metadata and the licence file agree."""
    licence = (ROOT / "docs" / "LICENSE.md").read_text(encoding="utf-8")
    assert f"{LICENCE_NAME} License" in licence
    meta = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert f'license = {{text = "{LICENCE_NAME}"}}' in meta
    assert 'docs" / "LICENSE.md' in (ROOT / "packaging" / "canasta_gui.spec").read_text()


@pytest.mark.parametrize(
    ("code", "word"), [("ja", "ライセンス"), ("ko", "라이선스"), ("it", "Licenza")]
)
def test_about_follows_a_language_switch(qtbot, qapp, window, code, word):
    dialog = open_menu_action(qtbot, window, window.menu_help, window.act_about)
    translator = window.translator
    try:
        assert translator.install(qapp, code) is None
        qtbot.waitUntil(lambda: word in dialog.text.toPlainText())
        assert LICENCE_NAME in dialog.text.toPlainText()
    finally:
        translator.install(qapp, "en")
    qtbot.waitUntil(lambda: "Licence" in dialog.text.toPlainText())
    close_by_click(qtbot, dialog, dialog.buttons.button(QDialogButtonBox.StandardButton.Close))
