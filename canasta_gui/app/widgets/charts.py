"""What the app's small charts share: their colours and marks, round axis steps, a frame.

The charts are painted with QPainter on a plain QWidget (QtCharts is an add-on module, not in
PySide6-Essentials). A series is told apart by its mark and line style as well as its colour,
so the charts read without colour vision too; the colours are the Okabe-Ito palette.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QWidget

COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9")
LINES = (
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
    Qt.PenStyle.DotLine,
    Qt.PenStyle.DashDotLine,
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
)


def colour(i: int) -> QColor:
    return QColor(COLOURS[i % len(COLOURS)])


def nice_ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round axis values covering [low, high], about ``count`` of them (1, 2 or 5 × 10^n)."""
    if high <= low:
        high = low + 1
    raw = (high - low) / max(1, count)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks = []
    value = first
    while value < high + step * 0.999:
        ticks.append(round(value, 10))
        value += step
    return ticks


def mark(painter: QPainter, shape: int, centre: QPointF, size: float) -> None:
    """Draw series ``shape``'s mark: circle, square, triangle, diamond, cross, triangle down."""
    r = size / 2
    x, y = centre.x(), centre.y()
    kind = shape % 6
    if kind == 0:
        painter.drawEllipse(centre, r, r)
    elif kind == 1:
        painter.drawRect(QRectF(x - r, y - r, size, size))
    elif kind in (2, 5):
        sign = 1 if kind == 2 else -1
        points = [
            QPointF(x, y - sign * r),
            QPointF(x + r, y + sign * r),
            QPointF(x - r, y + sign * r),
        ]
        painter.drawPolygon(QPolygonF(points))
    elif kind == 3:
        painter.drawPolygon(
            QPolygonF([QPointF(x, y - r), QPointF(x + r, y), QPointF(x, y + r), QPointF(x - r, y)])
        )
    else:
        path = QPainterPath()
        path.moveTo(x - r, y - r)
        path.lineTo(x + r, y + r)
        path.moveTo(x - r, y + r)
        path.lineTo(x + r, y - r)
        painter.drawPath(path)


def begin(widget: QWidget) -> QPainter:
    """A painter on ``widget`` with its base colour filled and a thin frame drawn."""
    painter = QPainter(widget)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    palette = widget.palette()
    painter.fillRect(widget.rect(), palette.color(QPalette.ColorRole.Base))
    painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
    painter.drawRect(QRectF(widget.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
    painter.setPen(palette.color(QPalette.ColorRole.Text))
    return painter


class ChartWidget(QWidget):
    """A chart: its subclass draws in ``_paint(painter)`` on the frame ``begin`` sets up;
    the painter is ended even when drawing fails, or Qt would warn on every repaint."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = begin(self)
        try:
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        """Draw the chart (a subclass's own)."""


def grid_pen(widget: QWidget) -> QPen:
    colour_ = widget.palette().color(QPalette.ColorRole.Mid)
    colour_.setAlpha(110)
    return QPen(colour_, 1)
