"""Every action button names its key, and its underlined letter is that key, in every language.

"&Draw (S)" once underlined D while the D key discarded: Alt+D drew and D discarded. Each
button's text is read at run time, through the app's Translator, and checked against the
QAction that carries the button's key.
"""

from __future__ import annotations

import pytest

from PySide6.QtGui import QKeySequence

from canasta_gui.app.i18n import LANGUAGES, Translator
from tests.app.gui_helpers import make_window
from tests.app.test_keyboard import solo_setup

# Button -> the action whose key it shows (None: the key is read by the table view).
BUTTON_ACTION = {
    "draw": "draw",
    "take": "take",
    "meld": None,
    "layoff": None,
    "discard": "discard",
    "confirm": "confirm",
    "cancel": "cancel",
    "ask": "ask",
    "decline": None,
    "end_turn": None,
    "sort": "sort",
    "undo": "undo",
    "redo": "redo2",
}
# The key as the button shows it, where a button has one.
SHOWN = {"meld": "Enter", "confirm": "Ctrl+Enter"}


def mnemonic(text: str) -> str | None:
    """The underlined letter of a button text (``&&`` is a literal ampersand)."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].upper()
            i += 1
        i += 1
    return None


def shown(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot)
    w.start_game(solo_setup("pp-1"))
    yield w
    w.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_button_underlines_its_key_and_shows_it(window, qapp, lang):
    translator = Translator()
    try:
        assert translator.install(qapp, lang) is None
        qapp.processEvents()
        table = window.table
        table.retranslate()
        actions = table.actions_by_key
        letter_keys = {
            s for a in actions.values() if len(s := a.shortcut().toString()) == 1 and s.isalpha()
        }
        assert letter_keys == {"S", "P", "D", "A", "R"}
        for sort_mode in ("rank", "suit"):
            table.controller.hand_model.set_sort(sort_mode)
            table.bar._sort_text()
            seen: dict[str, str] = {}
            for button, action in BUTTON_ACTION.items():
                text = table.buttons[button].text()
                letter = mnemonic(text)
                key = SHOWN.get(button)
                if action is not None:
                    seq = actions[action].shortcut()
                    key = SHOWN.get(button, seq.toString(QKeySequence.SequenceFormat.PortableText))
                    last = key.split("+")[-1]
                    if len(last) == 1 and last.isalpha():
                        assert letter == last, (lang, button, text)
                if key is not None:
                    assert f"({key})" in shown(text), (lang, button, text)
                if letter is not None:
                    assert letter.isascii(), (lang, button, text)
                    if action is None or len(key.split("+")[-1]) != 1:
                        # No Alt+letter may do what the plain letter does elsewhere.
                        assert letter not in letter_keys, (lang, button, text)
                    assert letter not in seen, (lang, button, seen[letter], text)
                    seen[letter] = button
    finally:
        translator.install(qapp, "en")
        qapp.processEvents()
