"""Computer players think off the GUI thread: the window stays responsive and can quit at once."""

from __future__ import annotations

import time

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.app.setup import COMPUTER, GameSetup, SeatSetup
from tests.app.gui_helpers import make_window


def _all_expert() -> GameSetup:
    seats = tuple(SeatSetup(COMPUTER, f"C{i}", "expert") for i in range(4))
    return GameSetup(4, 2, seats=seats, seed="think")


def _think_long(session) -> None:
    """A budget far longer than any test: only cancellation can end a decision quickly.
    Expert's own budget decides in well under a tenth of a second, too fast to catch."""
    for player in session.players.values():
        player.budget = SearchBudget(worlds=100_000, candidates=3, horizon=6, seconds=60, cap=60)


def test_window_quits_during_a_long_decision(qtbot):
    window = make_window(qtbot)
    window.start_game(_all_expert())
    session = window.session
    _think_long(session)
    qtbot.waitUntil(lambda: session.thinking_seat >= 0, timeout=5000)
    thinker = session._thinker
    # The GUI thread is free while the player thinks: the event loop runs timers.
    ticks = []
    qtbot.waitUntil(lambda: ticks.append(1) or len(ticks) > 3, timeout=2000)
    assert session.thinking_seat >= 0
    start = time.monotonic()
    window.close()
    assert time.monotonic() - start < 2.0
    assert thinker is not None and not thinker._thread.is_alive()


def test_stale_answers_are_dropped(qtbot):
    window = make_window(qtbot)
    window.start_game(_all_expert())
    first = window.session
    _think_long(first)
    qtbot.waitUntil(lambda: first.thinking_seat >= 0, timeout=5000)
    moves_before = len(first.moves)
    # A new game replaces the old one while its player thinks; the old answer must not land.
    window.start_game(_all_expert())
    assert first.thinking_seat == -1
    assert len(first.moves) == moves_before
    window.close()
