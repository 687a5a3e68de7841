"""A button of the table's action bar, drawn in the table's colours with its own icon.

It stays a ``QPushButton`` (keys, Tab order, menus, screen readers and the tests see a plain
button), but paints itself: a rounded face in the felt's colour on the bar's wood, cream text,
a gold edge when it has the keyboard focus, and a flat, faded face when it is disabled. Its
colours are ``tones`` (``table_tones.py``), which the table page sets from Settings: the felt's
colour and high contrast. When the bar
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
from canasta_gui.app.widgets.table_tones import GOLD, Tones, tones_for

# The bar's wood, the same under every felt (the buttons' faces take the felt's colour).
WOOD_TOP, WOOD_BOTTOM = QColor(92, 60, 34), QColor(62, 39, 21)

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
        self.tones: Tones = tones_for("green")
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

    def set_tones(self, tones: Tones) -> None:
        """Paint in ``tones`` from now on (the table's colour or contrast changed)."""
        if tones != self.tones:
            self.tones = tones
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
        t = self.tones
        path = QPainterPath()
        path.addRoundedRect(r, RADIUS, RADIUS)
        if not enabled:
            p.fillPath(path, t.disabled_face)
            edge = QPen(t.disabled_edge, 1)
            if t.high_contrast:
                # Not by a fainter text but by its shape: a dashed edge.
                edge.setStyle(Qt.PenStyle.DashLine)
        elif down:
            p.fillPath(path, t.face_down)
            edge = QPen(t.edge, t.edge_width)
        else:
            grad = QLinearGradient(r.topLeft(), r.bottomLeft())
            top = t.face_hover if self.underMouse() else t.face_top
            grad.setColorAt(0, top)
            grad.setColorAt(1, t.face_bottom)
            p.fillPath(path, grad)
            edge = QPen(t.edge, t.edge_width)
        if self.hasFocus():
            edge = QPen(GOLD, 3 if t.high_contrast else 2)
        p.setPen(edge)
        p.drawPath(path)
        if enabled and not down and not t.high_contrast:
            # A thin light line under the top edge: the face stands up from the wood.
            p.setPen(QPen(QColor(255, 255, 255, 40), 1))
            p.drawLine(r.topLeft() + QPointF(RADIUS, 1), r.topRight() + QPointF(-RADIUS, 1))
        colour = t.text if enabled else t.disabled_text
        if self.isChecked() and enabled:
            colour = GOLD
        x = r.left() + PAD - 1.5
        if self.compact:
            x = r.left() + (r.width() - ICON - (10 if self.menu() else 0)) / 2
        icon_rect = QRectF(x, r.center().y() - ICON / 2, ICON, ICON)
        paint_icon(
            p, self.icon_name, icon_rect, colour, t.card_fill if enabled else QColor(0, 0, 0, 0)
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
