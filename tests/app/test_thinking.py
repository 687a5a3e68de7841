"""Computer players think off the GUI thread: the window stays responsive and can quit at once."""

from __future__ import annotations

import time

import pytest

from PySide6.QtCore import QSize, Qt
from PySide6.QtTest import QTest

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.canasta import player as canasta_player
from canasta_gui.ai.kit import kit_for
from canasta_gui.app.scene import speeds
from canasta_gui.app.setup import COMPUTER, GameSetup, SeatSetup
from canasta_gui.app.thinker import ThinkerThread
from tests.app.gui_helpers import click_widget, make_window

#: A search budget of a minute. Hand and Foot's Expert spends all of it unless cancelled;
#: Canasta's stops early where one candidate is clearly ahead (the decision the table test
#: below waits on, seed "think", is one that runs on).
SLOW = SearchBudget(worlds=100_000, candidates=3, horizon=6, seconds=60, cap=60)


def _all_expert() -> GameSetup:
    seats = tuple(SeatSetup(COMPUTER, f"C{i}", "expert") for i in range(4))
    return GameSetup(4, 2, seats=seats, seed="think")


def _think_long(session) -> None:
    """A budget far longer than any test: only cancellation can end a decision quickly.
    Expert's own budget ends a decision within a second, too soon to catch reliably."""
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


def _thinking_long(session) -> bool:
    """A computer player has been deciding for a while: a searching decision, not a quick
    one about to land (the thinker holds the token of every decision not yet answered)."""
    thinker = session._thinker
    if session.thinking_seat < 0 or thinker is None:
        return False
    with thinker._lock:
        asked = [t.asked_at for t in thinker._tokens]
    return bool(asked) and time.perf_counter() - min(asked) > 0.5


@pytest.mark.parametrize("speed", [0.0, 1.0], ids=["instant", "normal"])
def test_the_table_responds_while_a_computer_player_thinks(qtbot, monkeypatch, speed):
    """The side panel folds and opens (its button, the View menu) and the window resizes,
    all while one decision is in flight, at the normal animation speed and instant."""
    monkeypatch.setitem(canasta_player.BUDGETS, "expert", SLOW)
    window = make_window(qtbot)
    speeds.set_factor(speed)
    try:
        window.start_game(_all_expert())
        session, page = window.session, window.table
        qtbot.waitUntil(lambda: _thinking_long(session), timeout=30_000)
        ticket, seat = session._ticket, session.thinking_seat
        # The bar's Log button folds the side panel; the felt takes its room.
        open_width = page.view.width()
        assert page.panel.isVisible()
        click_widget(page.buttons["log"])
        qtbot.waitUntil(lambda: page.view.width() > open_width + 200, timeout=2000)
        assert not page.panel.isVisible()
        # View > Scores and log, clicked in the menu bar, opens it again.
        bar, menu = window.menuBar(), window.menu_view
        left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        QTest.mouseClick(bar, left, none, bar.actionGeometry(menu.menuAction()).center())
        qtbot.waitUntil(menu.isVisible, timeout=2000)
        QTest.mouseClick(menu, left, none, menu.actionGeometry(window.act_log).center())
        qtbot.waitUntil(lambda: page.panel.isVisible(), timeout=2000)
        qtbot.waitUntil(lambda: page.view.width() == open_width, timeout=2000)
        # The window grows; the table follows.
        before = page.view.size()
        window.resize(1600, 1000)
        qtbot.waitUntil(lambda: page.view.size() != before, timeout=2000)
        assert page.view.size().width() > before.width() and page.view.size() != QSize()
        if speed:
            # A long think shows the busy bar (after PROGRESS_AFTER_MS): its timer ran.
            qtbot.waitUntil(page.progress.isVisible, timeout=5000)
        # All of it happened during the one decision, still in flight.
        assert (session._ticket, session.thinking_seat) == (ticket, seat)
        start = time.monotonic()
        window.close()  # cancels it
        assert time.monotonic() - start < 2.0
    finally:
        speeds.set_factor(0.0)


def _searched_position(kit, players: int):
    """An observation where Expert searches (it weighs more than one candidate)."""
    s = kit.new_game(kit.make_config(players), "thinker-search")
    medium = [kit.make_player("medium", f"m{i}", None) for i in range(players)]
    tiny = SearchBudget(worlds=1, candidates=3, horizon=1, seconds=1e9, cap=1e9)
    while True:
        seat = s.current_player()
        obs = s.observation(seat)
        if kit.make_player("expert", "probe", tiny).decide(obs).worlds:
            return obs
        s.apply(medium[seat].decide(obs).action)


def test_cancel_stops_every_decision_asked_for_not_only_the_last(qtbot):
    """A second request while the first still runs must not leave the first uncancellable."""
    # Hand and Foot's Expert spends its whole budget (no early stop on a clear leader), so
    # with SLOW only the cancel can end these decisions within the wait below.
    kit = kit_for("hand-and-foot")
    obs = _searched_position(kit, 4)
    thinker = ThinkerThread()
    answered: list[int] = []
    thinker.decided.connect(lambda ticket, _decision: answered.append(ticket))
    thinker.request(1, kit.make_player("expert", "a", SLOW), obs)
    thinker.request(2, kit.make_player("expert", "b", SLOW), obs)
    with thinker._lock:
        tokens = list(thinker._tokens)
    # Each request has its own token, made when it was asked for, with its deadline.
    assert len(tokens) == 2 and all(t.deadline is not None for t in tokens)
    thinker.cancel()
    assert all(t.cancelled for t in tokens)
    qtbot.waitUntil(lambda: answered == [1, 2], timeout=5000)
    assert thinker.stop()
