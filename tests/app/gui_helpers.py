"""Driving the table with real mouse events, as a person would."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from canasta_gui.app.i18n import Translator
from canasta_gui.app.scene import speeds
from canasta_gui.app.settings import Settings
from canasta_gui.app.widgets.main_window import MainWindow


def make_window(qtbot, size=(1280, 800)) -> MainWindow:
    speeds.set_factor(0.0)
    window = MainWindow(Settings(speed="instant"), Translator())
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def to_view(window: MainWindow, point: QPointF) -> QPoint:
    return window.table.view.mapFromScene(point)


def drag(window: MainWindow, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at ``start``, move in steps past the start distance, release at ``end``."""
    vp = window.table.view.viewport()
    a, b = to_view(window, start), to_view(window, end)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        p = a + (b - a) * (i / steps)
        QTest.mouseMove(vp, p)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(window: MainWindow, point: QPointF, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    vp = window.table.view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, modifier, to_view(window, point))


def card_point(item) -> QPointF:
    """A point on the visible part of a card (its top-left index corner)."""
    return item.mapToScene(QPointF(14, 30))


def zone_centre(window: MainWindow, zone: tuple) -> QPointF:
    return window.table.scene.zones[zone].rect.center()


def click_widget(widget) -> None:
    """A left click in the middle of ``widget`` (a button, a page's control)."""
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def open_by_click(qtbot, window: MainWindow, widget):
    """Click ``widget`` and return the dialog the window opened for it."""
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        click_widget(widget)
    dialog = opened.args[0]
    qtbot.waitExposed(dialog)
    return dialog
