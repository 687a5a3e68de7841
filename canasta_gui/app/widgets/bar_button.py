"""A button of the table's action bar, drawn in the table's colours with its own icon.

It stays a ``QPushButton`` (keys, Tab order, menus, screen readers and the tests see a plain
button), but paints itself: a felt-green rounded face on the bar's wood, cream text, a gold
edge when it has the keyboard focus, and a flat, faded face when it is disabled. When the bar
runs short of room it leaves out its key, then its text (``set_mode``); the text is kept, so its
accessible name and underlined key stay, and its tooltip says what it does.

Three ways to show a button, widest first: ``FULL`` (icon and text), ``SHORT`` (icon and
text without the key in brackets at its end, which the tooltip still names) and ``ICON``.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from canasta_gui.app.widgets.bar_icons import paint_icon

# The table's colours (the felt is drawn in table_scene; these sit next to it).
WOOD_TOP, WOOD_BOTTOM = QColor(92, 60, 34), QColor(62, 39, 21)
FACE_TOP, FACE_BOTTOM = QColor(36, 118, 76), QColor(22, 86, 54)
FACE_HOVER = QColor(46, 138, 90)
FACE_DOWN = QColor(16, 66, 41)
EDGE = QColor(10, 40, 25)
TEXT = QColor(248, 241, 222)
DISABLED_FACE = QColor(255, 255, 255, 22)
DISABLED_EDGE = QColor(255, 240, 215, 60)
DISABLED_TEXT = QColor(232, 218, 196, 125)
GOLD = QColor(242, 193, 78)
CARD_FILL = QColor(22, 86, 54)

FULL, SHORT, ICON_ONLY = "full", "short", "icon"
# A key in brackets at the end of a label: "Draw (&S)", "出す(&P) (Enter)", "Undo (Ctrl+&Z)".
_KEY_AT_END = re.compile(r"\s*[(（][^()（）]*[)）]\s*$")

ICON = 21  # the icon's side in device-independent pixels
PAD, GAP, RADIUS = 7, 5, 7


class BarButton(QPushButton):
    """An action bar button with a drawn icon, shown in one of three widths (``mode``)."""

    def __init__(self, icon: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.icon_name = icon
        self.mode = FULL
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    @property
    def compact(self) -> bool:
        """Whether only the icon shows."""
        return self.mode == ICON_ONLY

    def set_mode(self, mode: str) -> None:
        if mode != self.mode:
            self.mode = mode
            self.updateGeometry()
            self.update()

    def label(self, mode: str | None = None) -> str:
        """The text drawn in ``mode`` (now's by default), with its ``&`` key marks."""
        mode = mode or self.mode
        if mode == ICON_ONLY:
            return ""
        if mode == SHORT:
            return _KEY_AT_END.sub("", self.text()) or self.text()
        return self.text()

    def width_in(self, mode: str) -> int:
        """The button's width in ``mode`` (whether it is shown so now or not)."""
        arrow = 10 if self.menu() is not None else 0
        text = self.label(mode)
        if not text:
            return PAD * 2 + ICON + arrow
        shown = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
        return PAD * 2 + ICON + GAP + self.fontMetrics().horizontalAdvance(shown) + arrow + 2

    def sizeHint(self) -> QSize:
        height = max(34, self.fontMetrics().height() + 16)
        return QSize(self.width_in(self.mode), height)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, _event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        enabled = self.isEnabled()
        down = self.isDown() or self.isChecked()
        path = QPainterPath()
        path.addRoundedRect(r, RADIUS, RADIUS)
        if not enabled:
            p.fillPath(path, DISABLED_FACE)
            edge = QPen(DISABLED_EDGE, 1)
        elif down:
            p.fillPath(path, FACE_DOWN)
            edge = QPen(EDGE, 1)
        else:
            grad = QLinearGradient(r.topLeft(), r.bottomLeft())
            top = FACE_HOVER if self.underMouse() else FACE_TOP
            grad.setColorAt(0, top)
            grad.setColorAt(1, FACE_BOTTOM)
            p.fillPath(path, grad)
            edge = QPen(EDGE, 1)
        if self.hasFocus():
            edge = QPen(GOLD, 2)
        p.setPen(edge)
        p.drawPath(path)
        if enabled and not down:
            # A thin light line under the top edge: the face stands up from the wood.
            p.setPen(QPen(QColor(255, 255, 255, 40), 1))
            p.drawLine(r.topLeft() + QPointF(RADIUS, 1), r.topRight() + QPointF(-RADIUS, 1))
        colour = TEXT if enabled else DISABLED_TEXT
        if self.isChecked() and enabled:
            colour = GOLD
        x = r.left() + PAD - 1.5
        if self.compact:
            x = r.left() + (r.width() - ICON - (10 if self.menu() else 0)) / 2
        icon_rect = QRectF(x, r.center().y() - ICON / 2, ICON, ICON)
        paint_icon(
            p, self.icon_name, icon_rect, colour, CARD_FILL if enabled else QColor(0, 0, 0, 0)
        )
        right = r.right() - PAD + 1.5
        if self.menu() is not None:
            # A small down-pointing triangle: this button opens a list.
            cx, cy = right - 3.5, r.center().y()
            tri = QPainterPath()
            tri.moveTo(cx - 4, cy - 2)
            tri.lineTo(cx + 4, cy - 2)
            tri.lineTo(cx, cy + 2.5)
            tri.closeSubpath()
            p.fillPath(tri, colour)
            right -= 12
        if not self.compact:
            p.setPen(colour)
            text_rect = QRectF(
                icon_rect.right() + GAP, r.top(), right - icon_rect.right(), r.height()
            )
            flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
            p.drawText(text_rect, int(flags) | int(Qt.TextFlag.TextShowMnemonic), self.label())
        if self.isChecked() and enabled:
            p.setPen(QPen(GOLD, 2))
            y = r.bottom() - 3
            p.drawLine(r.left() + RADIUS + 2, y, r.right() - RADIUS - 2, y)
        p.end()
