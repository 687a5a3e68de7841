"""The view of the table: scales the scene to the window and takes the keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from canasta_gui.app.scene.table_scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole table at the largest scale that fits, crisp at any size."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_scene = scene
        self.controller = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Only what changed is repainted; cards are cached pixmaps, so this stays cheap.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt's gradient is the same every frame: paint it once per size, not per frame.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAccessibleName(self.tr("Card table"))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """Scale the whole table into the viewport, the same in both directions.

        Cards are drawn at the horizontal scale, so a table stretched unevenly would draw
        them taller than their places and push the bottom hand out of sight.
        """
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.table_scene.keyboard_focus = True
        if self.table_scene.focus_index < 0 and self.table_scene.hand_items():
            self.table_scene.focus_index = 0
        self.table_scene.refresh_marks()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.table_scene.keyboard_focus = False
        self.table_scene.refresh_marks()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        c = self.controller
        key = event.key()
        if c is None:
            super().keyPressEvent(event)
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            c.move_focus(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            c.move_focus(1)
        elif key == Qt.Key.Key_Space:
            c.toggle_focused()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            c.enter_pressed()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
