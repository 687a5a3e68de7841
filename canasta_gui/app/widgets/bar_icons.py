"""The action bar's icons, drawn here with QPainter (no image files, nothing borrowed).

Each icon is a few strokes on a 24 x 24 grid, drawn in the colour the caller gives, so a
button can draw it crisply at any size and screen scale and grey it out with its text.
``NAMES`` lists them; :func:`paint_icon` draws one into a rectangle and :func:`make_icon`
makes a ``QIcon`` of one for a menu.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap

GRID = 24.0
CARD_W, CARD_H = 9.0, 13.0


def _card(p: QPainter, x: float, y: float, angle: float = 0.0, fill: QColor | None = None) -> None:
    """An upright card outline with its top-left corner at (x, y), turned by ``angle``."""
    p.save()
    p.translate(x + CARD_W / 2, y + CARD_H / 2)
    p.rotate(angle)
    rect = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
    if fill is not None:
        p.setBrush(fill)
    p.drawRoundedRect(rect, 1.6, 1.6)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.restore()


def _arrow(p: QPainter, start: QPointF, end: QPointF, head: float = 3.2) -> None:
    """A straight arrow from ``start`` to ``end`` with an open head."""
    p.drawLine(start, end)
    d = end - start
    length = (d.x() ** 2 + d.y() ** 2) ** 0.5 or 1.0
    ux, uy = d.x() / length, d.y() / length
    for side in (1, -1):
        # The head's two strokes, at 40 degrees either side of the shaft.
        hx = -ux * 0.77 - side * uy * 0.64
        hy = -uy * 0.77 + side * ux * 0.64
        p.drawLine(end, QPointF(end.x() + hx * head, end.y() + hy * head))


def _draw(p: QPainter, bg: QColor) -> None:
    # The stock (a squared stack) and an arrow coming down to the hand.
    for i in range(3):
        _card(p, 3 + i * 1.6, 2 + i * 1.6, fill=bg)
    _arrow(p, QPointF(19, 5), QPointF(19, 20))


def _take(p: QPainter, bg: QColor) -> None:
    # The discard pile, fanned, and an arrow coming down to the hand.
    _card(p, 2.5, 4, -14, fill=bg)
    _card(p, 6, 3, 8, fill=bg)
    _arrow(p, QPointF(20, 4), QPointF(20, 20))


def _meld(p: QPainter, bg: QColor) -> None:
    # Three cards of a meld laid down side by side on the table.
    for i in range(3):
        _card(p, 2 + i * 5.5, 4, fill=bg)
    p.drawLine(QPointF(2, 21), QPointF(22, 21))


def _layoff(p: QPainter, bg: QColor) -> None:
    # A meld on the table and one more card joining it.
    _card(p, 2, 8, fill=bg)
    _card(p, 6, 8, fill=bg)
    p.drawLine(QPointF(18.5, 2.5), QPointF(18.5, 9.5))
    p.drawLine(QPointF(15, 6), QPointF(22, 6))


def _discard(p: QPainter, bg: QColor) -> None:
    # One card going up, away from the hand, onto the pile.
    _card(p, 3, 9, fill=bg)
    _arrow(p, QPointF(17, 20), QPointF(17, 4))


def _confirm(p: QPainter, _bg: QColor) -> None:
    path = QPainterPath(QPointF(4, 12.5))
    path.lineTo(9.5, 18)
    path.lineTo(20, 6)
    p.drawPath(path)


def _cancel(p: QPainter, _bg: QColor) -> None:
    p.drawLine(QPointF(6, 6), QPointF(18, 18))
    p.drawLine(QPointF(18, 6), QPointF(6, 18))


def _ask(p: QPainter, _bg: QColor) -> None:
    # A speech bubble with a question mark in it.
    bubble = QPainterPath()
    bubble.addRoundedRect(QRectF(2.5, 3, 19, 13.5), 4, 4)
    p.drawPath(bubble)
    p.drawLine(QPointF(7, 16.5), QPointF(6, 21))
    p.drawLine(QPointF(6, 21), QPointF(11, 16.5))
    mark = QPainterPath(QPointF(9.5, 7.6))
    mark.cubicTo(9.6, 5.2, 14.6, 5.2, 14.5, 7.8)
    mark.cubicTo(14.4, 9.6, 12, 9.6, 12, 11.4)
    p.drawPath(mark)
    p.drawPoint(QPointF(12, 13.6))


def _decline(p: QPainter, bg: QColor) -> None:
    # The pile, left where it lies: a card with a "no" sign over it.
    _card(p, 3, 3, -8, fill=bg)
    p.drawEllipse(QPointF(16, 16), 5.5, 5.5)
    p.drawLine(QPointF(12.2, 19.8), QPointF(19.8, 12.2))


def _end_turn(p: QPainter, _bg: QColor) -> None:
    # An arrow running into a stop bar: the turn passes on.
    _arrow(p, QPointF(3, 12), QPointF(16, 12), head=4.5)
    p.drawLine(QPointF(20.5, 5), QPointF(20.5, 19))


def _sort(p: QPainter, _bg: QColor) -> None:
    # Lines growing longer down the list, and an arrow down beside them: put in order.
    for i, length in enumerate((5.0, 9.0, 13.0)):
        y = 6 + i * 6
        p.drawLine(QPointF(3, y), QPointF(3 + length, y))
    _arrow(p, QPointF(19.5, 4), QPointF(19.5, 20))


def _curved(p: QPainter, mirror: bool) -> None:
    p.save()
    if mirror:
        p.translate(GRID, 0)
        p.scale(-1, 1)
    path = QPainterPath(QPointF(19, 19))
    path.cubicTo(20.5, 12, 16, 8.5, 6, 8.5)
    p.drawPath(path)
    p.drawLine(QPointF(6, 8.5), QPointF(10, 4.5))
    p.drawLine(QPointF(6, 8.5), QPointF(10, 12.5))
    p.restore()


def _undo(p: QPainter, _bg: QColor) -> None:
    _curved(p, False)


def _redo(p: QPainter, _bg: QColor) -> None:
    _curved(p, True)


def _play(p: QPainter, bg: QColor) -> None:
    # A card from the hand sweeping onto the table cards.
    _card(p, 13, 9, 12, fill=bg)
    _card(p, 3, 3, -10, fill=bg)
    path = QPainterPath(QPointF(9, 20))
    path.quadTo(12, 13, 17, 6)
    p.drawPath(path)


def _trail(p: QPainter, bg: QColor) -> None:
    # A card put down on the table (the line) beside the loose cards, nothing taken.
    _card(p, 3, 3, fill=bg)
    _arrow(p, QPointF(17.5, 3), QPointF(17.5, 14.5), head=3)
    p.drawLine(QPointF(2, 21), QPointF(22, 21))
    p.drawLine(QPointF(13.5, 18), QPointF(21.5, 18))


def _log(p: QPainter, _bg: QColor) -> None:
    # A window with a side column of lines: the log beside the table.
    p.drawRoundedRect(QRectF(2.5, 4, 19, 16), 2.5, 2.5)
    p.drawLine(QPointF(14, 4), QPointF(14, 20))
    for y in (8.5, 12, 15.5):
        p.drawLine(QPointF(16.5, y), QPointF(19, y))


_PAINTERS: dict[str, Callable[[QPainter, QColor], None]] = {
    "draw": _draw,
    "take": _take,
    "meld": _meld,
    "layoff": _layoff,
    "discard": _discard,
    "confirm": _confirm,
    "cancel": _cancel,
    "ask": _ask,
    "decline": _decline,
    "end_turn": _end_turn,
    "sort": _sort,
    "undo": _undo,
    "redo": _redo,
    "play": _play,
    "trail": _trail,
    "log": _log,
}
NAMES = tuple(_PAINTERS)


def paint_icon(
    painter: QPainter, name: str, rect: QRectF, colour: QColor, background: QColor
) -> None:
    """Draw icon ``name`` into ``rect`` in ``colour``; card faces are filled ``background``."""
    paint = _PAINTERS.get(name)
    if paint is None:
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.topLeft())
    scale = min(rect.width(), rect.height()) / GRID
    painter.scale(scale, scale)
    pen = QPen(colour, 1.9)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    paint(painter, background)
    painter.restore()


def make_icon(name: str, colour: QColor, background: QColor, size: int = 48) -> QIcon:
    """Icon ``name`` as a ``QIcon`` (for a menu), drawn at ``size`` pixels."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_icon(painter, name, QRectF(0, 0, size, size), colour, background)
    painter.end()
    return QIcon(pixmap)
