"""Fixtures shared by the app's tests: a main window held for the whole test."""

from __future__ import annotations

import pytest

from tests.app.gui_helpers import make_window


@pytest.fixture
def kept():
    """Holds the test's windows until pytest-qt has closed and deleted them.

    pytest-qt keeps only weak references. A closed New game or Settings dialog still waiting
    for its deferred deletion holds the last reference to the window (see
    ``test_window_survives_losing_its_last_reference_after_a_dialog``), and dropping it then
    crashes the process; keeping the window here lets the deletions run in their normal order.
    """
    windows: list = []
    yield windows
    windows.clear()


@pytest.fixture
def window(qtbot, kept):
    """A main window at the start page, 1280x800, instant speed."""
    w = make_window(qtbot)
    kept.append(w)
    yield w
    w.close()
