"""Whose turn it is, seen from across the room: a glow round that seat, the others dimmed.

A game's layout names the seat to play (:class:`TurnSpec`): the key of its name's label,
where its cards lie, and the other seats' name labels. :class:`TurnMarker` lights the name
(a bright halo behind its badge, an arrow pointing at it from the table's side) and the
seat's cards (a glow under them); the other names are dimmed. The marker moves with the
turn, whoever plays: a person at the bottom, a partner in pass-and-play or a computer
player thinking.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

MARKER_TYPE = QGraphicsItem.UserType + 22

GLOW = QColor(255, 206, 60)
DIMMED = 0.5  # the opacity of the names of seats not to play
ARROW = 30.0  # the arrow's length, in scene units


@dataclass
class TurnSpec:
    """The seat to play, as its layout placed it."""

    seat: int
    label: str  # the key of its name's label
    cards: QRectF  # its hand or fan of backs (empty if none is shown)
    # Which way the arrow points at the name: "down" (it sits above the name), "left" (right
    # of it) or "right" (left of it): always from the felt's side, clear of the seat's cards.
    point: str
    others: list[str] = field(default_factory=list)  # the other seats' name labels


class TurnMarker(QGraphicsObject):
    """The halo round the name to play, the arrow at it and the glow under its cards."""

    def __init__(self) -> None:
        super().__init__()
        self.seat = -1
        self.name_rect = QRectF()
        self.cards_rect = QRectF()
        self.point = "down"
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def type(self) -> int:
        return MARKER_TYPE

    def place(self, seat: int, name: QRectF, cards: QRectF, point: str) -> None:
        self.prepareGeometryChange()
        self.seat, self.name_rect, self.cards_rect, self.point = seat, name, cards, point
        self.update()

    def arrow(self) -> QPolygonF:
        """The arrow pointing at the name."""
        r = self.name_rect
        if self.point == "down":  # above the name
            tip = QPointF(r.center().x(), r.top() - 6)
            back, side = QPointF(0, -ARROW), QPointF(ARROW * 0.7, 0)
        elif self.point == "left":  # right of the name
            tip = QPointF(r.right() + 6, r.center().y())
            back, side = QPointF(ARROW, 0), QPointF(0, ARROW * 0.7)
        else:  # left of the name, pointing right
            tip = QPointF(r.left() - 6, r.center().y())
            back, side = QPointF(-ARROW, 0), QPointF(0, ARROW * 0.7)
        base = tip + back
        return QPolygonF([tip, base + side, base - side])

    def boundingRect(self) -> QRectF:
        out = self.name_rect.adjusted(-ARROW - 24, -ARROW - 24, ARROW + 24, ARROW + 24)
        if not self.cards_rect.isEmpty():
            out = out.united(self.cards_rect.adjusted(-24, -24, 24, 24))
        return out

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if not self.cards_rect.isEmpty():
            # A glow under the seat's cards: rings fading outwards.
            for grow, alpha in ((18, 30), (12, 55), (6, 90)):
                colour = QColor(GLOW)
                colour.setAlpha(alpha)
                painter.setPen(QPen(colour, 6))
                painter.drawRoundedRect(
                    self.cards_rect.adjusted(-grow, -grow, grow, grow), 10 + grow, 10 + grow
                )
        r = self.name_rect
        for grow, alpha in ((16, 35), (11, 60), (6, 110)):
            colour = QColor(GLOW)
            colour.setAlpha(alpha)
            halo = QPainterPath()
            g = r.adjusted(-grow, -grow, grow, grow)
            halo.addRoundedRect(g, g.height() / 2, g.height() / 2)
            painter.fillPath(halo, colour)
        painter.setPen(QPen(QColor(60, 40, 0), 2))
        painter.setBrush(GLOW)
        painter.drawPolygon(self.arrow())


def apply_turn(scene, spec: TurnSpec | None, marker: TurnMarker | None) -> TurnMarker | None:
    """Put the marker on ``spec``'s seat (or take it away) and dim the other names."""
    labels = scene.labels
    for item in labels.values():
        item.setOpacity(1.0)
    if spec is None or spec.label not in labels:
        if marker is not None:
            scene.removeItem(marker)
        return None
    if marker is None:
        marker = TurnMarker()
        scene.addItem(marker)
    name = labels[spec.label]
    marker.setZValue(name.zValue() - 1)  # under the name's badge, over the cards' felt
    marker.place(spec.seat, name.sceneBoundingRect(), QRectF(spec.cards), spec.point)
    for key in spec.others:
        if key in labels:
            labels[key].setOpacity(DIMMED)
    return marker
