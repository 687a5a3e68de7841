"""A clear ring around the focused control of a page (issue 19: focus always visible).

The platform style marks a focused button with a thin line of the highlight colour, which
is easy to miss next to a row of other buttons. The halo is a see-through widget over the
page that draws a thick ring, in the table's focus colour, round whichever control inside
the page has the keyboard focus, and follows it when it moves or the window is resized.
The table itself shows its own focus on the card or place it is on; around the table the
halo is a thinner frame, so a person also sees that the keys now go to the cards.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from canasta_gui.app.scene.items import FOCUS

WIDTH = 3  # the ring's width in device-independent pixels


class FocusHalo(QWidget):
    """Draws the focus ring over ``page`` round its focused child widget."""

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.page = page
        self.target: QWidget | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide()
        app = QApplication.instance()
        if app is not None:
            app.focusChanged.connect(self._focus_changed)
        page.installEventFilter(self)

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if not shiboken6.isValid(self) or not shiboken6.isValid(self.page):
            return  # a page being destroyed: the application's signal may still reach it
        if self.target is not None and shiboken6.isValid(self.target):
            self.target.removeEventFilter(self)
        inside = new is not None and new is not self.page and self.page.isAncestorOf(new)
        self.target = new if inside else None
        if self.target is not None:
            self.target.installEventFilter(self)
        self.follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (
            QEvent.Type.Move,
            QEvent.Type.Resize,
            QEvent.Type.Show,
            QEvent.Type.Hide,
            QEvent.Type.EnabledChange,
        ):
            self.follow()
        return False

    def follow(self) -> None:
        """Put the ring round the focused control (or hide it when none shows)."""
        t = self.target
        if t is None or not shiboken6.isValid(t) or not t.isVisible() or not t.hasFocus():
            self.hide()
            return
        # Round the control's outside edge, on the page, so the ring never covers its text.
        top_left = t.mapTo(self.page, t.rect().topLeft())
        box = QRect(top_left, t.size())
        margin = 0 if isinstance(t, QGraphicsView) else WIDTH
        self.setGeometry(
            box.adjusted(-margin, -margin, margin, margin).intersected(self.page.rect())
        )
        self.raise_()
        self.show()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        view = isinstance(self.target, QGraphicsView)
        width = 2 if view else WIDTH
        painter.setPen(QPen(FOCUS, width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = width / 2
        painter.drawRoundedRect(self.rect().toRectF().adjusted(half, half, -half, -half), 4, 4)
