"""A table page that a new game replaced takes no part in what follows (issue: no freezes).

A replaced page is only scheduled for deletion; until then it used to react to a language
switch by redrawing from a session that was already closed, and the suite crashed once
when such a page was destroyed half-way through that redraw.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent

from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from tests.app.gui_helpers import make_window


def _setup(seed: str) -> GameSetup:
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, name, "easy") for name in ("Bo", "Cy", "Dee")
    )
    return GameSetup(4, 2, seats=seats, seed=seed)


def test_a_replaced_table_ignores_a_language_switch(qtbot):
    window = make_window(qtbot)
    window.start_game(_setup("old"))
    old = window.table
    english = old.log_title.text()
    redrawn = []
    old.retranslate = lambda: redrawn.append("old page")  # a spy: it must never be called
    window.start_game(_setup("new"))  # the old page now only waits for its deletion
    assert window.table is not old
    try:
        window.apply_settings(replace(window.settings, language="it"))
        # Qt tells every widget still alive, a page waiting for its deletion included.
        QCoreApplication.sendEvent(old, QEvent(QEvent.Type.LanguageChange))
        # The page in play follows the language; the replaced one was left alone.
        qtbot.waitUntil(lambda: window.table.log_title.text() != english)
        assert redrawn == []
    finally:
        window.apply_settings(replace(window.settings, language="en"))
