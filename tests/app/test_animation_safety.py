"""The table never holds a Qt object that Qt may delete behind its back (issue 14).

A refused drop glides the cards back. That glide used to run in an animation group
deleted when it stopped, taking the cards' animations with it while each card kept
its Python reference; the next change of the table (a move, a language switch)
touched a deleted object, and the table stopped responding. Every test here runs at
the normal animation speed, where cards really glide, and at instant.
"""

from __future__ import annotations

import gc

import pytest

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, QObject, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from canasta_gui.app.i18n import Translator
from canasta_gui.app.scene import speeds
from canasta_gui.app.settings import Settings
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.main_window import MainWindow
from canasta_gui.engine.canasta.state import Phase
from tests.app.gui_helpers import card_point, drag, to_view, zone_centre

SPEEDS = ["normal", "instant"]


@pytest.fixture
def kept(qapp):
    """Holds the windows until pytest-qt has deleted them (see test_main_window_dialogs.py).

    The speed factor and the language are global: both are put back after each test, the
    language by the translator that installed it (another one would not remove it).
    """
    windows: list = []
    yield windows
    speeds.set_factor(0.0)
    for window in windows:
        window.translator.install(qapp, "en")
    windows.clear()


def solo_window(qtbot, kept, speed: str, seed: str = "glide") -> MainWindow:
    window = MainWindow(Settings(speed=speed), Translator())
    qtbot.addWidget(window)
    kept.append(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    # Two players: one computer turn between two of Ann's keeps the test short.
    seats = (SeatSetup(HUMAN, "Ann"), SeatSetup(COMPUTER, "Bo", "easy"))
    window.start_game(GameSetup(2, 2, seats=seats, seed=seed))
    # The computer players' pause between moves is not under test; the glides are.
    window.session.pace_ms = 0
    wait_ready(qtbot, window)
    return window


def wait_ready(qtbot, window) -> None:
    qtbot.waitUntil(
        lambda: window.session.human_may_act() and not window.table.scene.animating,
        timeout=10_000,
    )


def refused_drop(qtbot, window) -> None:
    """Drag a hand card onto the pile before drawing: the engine refuses, the card glides back."""
    scene = window.table.scene
    assert window.session.state.phase == Phase.DRAW
    card = scene.hand_items()[0]
    home = QPointF(card.home)
    with qtbot.waitSignal(scene.refused, timeout=5000):
        drag(window, card_point(card), zone_centre(window, ("pile",)))
    if speeds.factor() > 0:
        assert card.pos() != home, "the refused card should glide back, not jump"
    qtbot.waitUntil(lambda: card.pos() == home and not scene.animating, timeout=5000)
    # Whatever Qt deletes once a glide is over is really gone before the next change.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def draw_from_stock(qtbot, window) -> None:
    scene = window.table.scene
    moves = len(window.session.moves)
    stock = max((c for c in scene.cards if c.zone == ("stock",)), key=lambda c: c.zValue())
    drag(window, card_point(stock), zone_centre(window, ("hand",)))
    assert len(window.session.moves) == moves + 1, window.table.message_label.text()
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)


def discard_first(qtbot, window) -> None:
    scene = window.table.scene
    moves = len(window.session.moves)
    drag(window, card_point(scene.hand_items()[0]), zone_centre(window, ("pile",)))
    assert len(window.session.moves) == moves + 1, window.table.message_label.text()


@pytest.mark.parametrize("speed", SPEEDS)
def test_refused_drop_then_a_move_then_a_language_switch(qtbot, kept, qapp, speed):
    window = solo_window(qtbot, kept, speed)
    refused_drop(qtbot, window)
    draw_from_stock(qtbot, window)
    assert window.session.state.phase == Phase.PLAY
    # A language switch at run time redraws the whole table.
    assert window.translator.install(qapp, "ja") is None
    QApplication.processEvents()
    assert window.menu_game.title() != "&Game"
    qtbot.waitUntil(lambda: not window.table.scene.animating, timeout=5000)
    # The table still plays: the discard ends the turn and the computer players go on.
    discard_first(qtbot, window)
    wait_ready(qtbot, window)
    assert window.session.state.phase == Phase.DRAW


@pytest.mark.parametrize("speed", SPEEDS)
def test_refused_drop_then_a_language_switch(qtbot, kept, qapp, speed):
    window = solo_window(qtbot, kept, speed, seed="glide2")
    refused_drop(qtbot, window)
    assert window.translator.install(qapp, "it") is None
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not window.table.scene.animating, timeout=5000)
    refused_drop(qtbot, window)
    draw_from_stock(qtbot, window)
    discard_first(qtbot, window)
    wait_ready(qtbot, window)


@pytest.mark.parametrize("speed", SPEEDS)
def test_redraws_allocate_nothing_per_change(qtbot, kept, speed):
    """A long game redraws the table thousands of times: nothing may pile up per redraw
    (an animation group per change used to stay alive until the table closed)."""
    window = solo_window(qtbot, kept, speed, seed="leak")
    scene = window.table.scene

    def objects() -> int:
        return len(scene.findChildren(QObject)) + sum(
            len(card.findChildren(QObject)) for card in scene.cards
        )

    window.table.controller.refresh()
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)
    before = objects()
    for _ in range(60):
        window.table.controller.refresh()
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)
    assert objects() <= before
    # At most one animation per card, made on its first glide and reused after.
    assert all(len(card.findChildren(QAbstractAnimation)) <= 1 for card in scene.cards)


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_redraw_during_a_drag_ends_the_drag(qtbot, kept, speed):
    """Sorting the hand (R) while a card is dragged changes what every hand index means:
    the drag ends there, and the release that follows plays nothing."""
    window = solo_window(qtbot, kept, speed, seed="resort")
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    draw_from_stock(qtbot, window)
    scene = window.table.scene
    moves = len(window.session.moves)
    hand = [c.card for c in scene.hand_items()]
    card = scene.hand_items()[0]
    vp = window.table.view.viewport()
    a, b = to_view(window, card_point(card)), to_view(window, zone_centre(window, ("pile",)))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 4):
        QTest.mouseMove(vp, a + (b - a) * (i / 6))
    assert scene._drag, "the drag should have started"
    window.table.view.setFocus()
    QTest.keyClick(window.table.view, Qt.Key.Key_R)  # sort by suit: the hand is redrawn
    assert [c.card for c in scene.hand_items()] != hand, "the sort should change the order"
    for i in range(4, 7):
        QTest.mouseMove(vp, a + (b - a) * (i / 6))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    assert len(window.session.moves) == moves, window.session.moves[-1]
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)
    assert sorted(c.card for c in scene.hand_items()) == sorted(hand)
    assert all(c.pos() == c.home for c in scene.hand_items())
    discard_first(qtbot, window)  # and the table still plays
    wait_ready(qtbot, window)
