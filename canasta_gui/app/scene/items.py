"""Graphics items of the table: cards, drop zones and labels, each with its own ``type()``.

Coordinates are scene units in which a card is ``CARD_W`` × ``CARD_H``; the view
scales the whole table to the window. A card paints a pixmap rendered for the
exact device size it is shown at (KPat's approach), so it stays crisp at any
scale and device pixel ratio.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPoint,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from canasta_gui.app.scene.card_art import CardArt

CARD_W = 100.0
CARD_H = 140.0

CARD_TYPE = QGraphicsItem.UserType + 1
ZONE_TYPE = QGraphicsItem.UserType + 2
LABEL_TYPE = QGraphicsItem.UserType + 3

HIGHLIGHT = QColor(255, 200, 40)  # cards a staged plan will use
FOCUS = QColor(40, 140, 255)
GOOD = QColor(70, 220, 110)
BAD = QColor(240, 80, 70)


class CardItem(QGraphicsObject):
    """One card on the table. ``card`` is the engine kind, or -1 for a face-down card."""

    glided = Signal()  # a glide reached its place (not emitted for a glide replaced or stopped)

    def __init__(self, art: CardArt, card: int, code: str, face_up: bool) -> None:
        super().__init__()
        self.art = art
        self.card = card
        self.code = code
        self.face_up = face_up
        self.zone: tuple = ()
        self.index = 0  # position in its zone (hand order, pile order)
        self.selected = False
        self.highlighted = False
        self.focused = False
        self.badge = ""  # a canasta's size, drawn on its top card
        self.home = QPointF()  # where the card rests (a drag or snap-back returns here)
        self.base = QPointF()  # its place in the layout, before a selection lifts it
        self.owner = -1
        self._anim: QPropertyAnimation | None = None  # made on the first glide, owned by the card
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse

    def type(self) -> int:
        return CARD_TYPE

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, CARD_W + 6, CARD_H + 6)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, CARD_W, CARD_H))
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = painter.worldTransform()
        scale = (t.m11() ** 2 + t.m12() ** 2) ** 0.5
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        width_px = max(8, round(CARD_W * scale))
        pix = self.art.pixmap(self.code or "AS", width_px, dpr, face_up=self.face_up)
        if t.m12() == 0 and t.m21() == 0 and t.m11() > 0 and t.m22() > 0:
            # Upright card: blit the pixmap 1:1 at a whole device pixel. Drawing it into the
            # fractional scaled rectangle would resample every card on every frame, which
            # is most of a repaint's cost (benchmarks/gui_drag.py).
            origin = t.map(QPointF(0, 0))
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(QPoint(round(origin.x()), round(origin.y())), pix)
            painter.restore()
        else:
            painter.drawPixmap(QRectF(0, 0, CARD_W, CARD_H), pix, QRectF(pix.rect()))
        if self.badge:
            self._paint_badge(painter)
        colour = None
        if self.focused:
            colour = FOCUS
        elif self.selected:
            colour = FOCUS.lighter(130)
        elif self.highlighted:
            colour = HIGHLIGHT
        if colour is not None:
            pen = QPen(colour, 5 if self.highlighted and not self.selected else 4)
            if self.focused:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 8, 8)

    def _paint_badge(self, painter: QPainter) -> None:
        rect = QRectF(CARD_W * 0.5, CARD_H * 0.66, CARD_W * 0.46, CARD_H * 0.3)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 20, 20, 215))
        painter.drawRoundedRect(rect, 10, 10)
        font = QFont()
        font.setPixelSize(int(CARD_H * 0.2))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.badge)

    def set_state(self, *, selected: bool, highlighted: bool, focused: bool) -> None:
        if (selected, highlighted, focused) != (self.selected, self.highlighted, self.focused):
            self.selected, self.highlighted, self.focused = selected, highlighted, focused
            self.update()

    def move_to(self, pos: QPointF, ms: int) -> bool:
        """Glide to ``pos`` in ``ms`` (jump there when ``ms`` is 0); True if a glide started.

        A glide already under way is replaced, from wherever the card is now.
        """
        self.home = QPointF(pos)
        anim = self._anim
        if anim is not None and anim.state() != QAbstractAnimation.State.Stopped:
            anim.stop()  # a stopped glide does not report ``glided``
        if ms <= 0 or self.pos() == pos:
            self.setPos(pos)
            return False
        if anim is None:
            # One animation per card, reused for every glide and parented to the card: it
            # lives exactly as long as the card, and no group or policy can delete it while
            # the card still refers to it (an animation group deleted when stopped used to
            # take the card's animation with it, and the next move touched a dead object).
            anim = QPropertyAnimation(self, b"pos", self)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.finished.connect(self.glided)
            self._anim = anim
        anim.setDuration(ms)
        anim.setStartValue(self.pos())
        anim.setEndValue(pos)
        anim.start()
        return True

    @property
    def gliding(self) -> bool:
        return self._anim is not None and self._anim.state() == QAbstractAnimation.State.Running

    def stop_gliding(self) -> None:
        """Stop where it is (the card leaves the table, or a drag takes it)."""
        if self.gliding:
            self._anim.stop()


class ZoneItem(QGraphicsObject):
    """A place cards can be dropped on: the pile, the stock, a meld, the meld area, the hand."""

    def __init__(self, zone: tuple, rect: QRectF, label: str = "", outline: bool = True) -> None:
        super().__init__()
        self.zone = zone
        self.rect = QRectF(rect)
        self.label = label
        self.outline = outline
        self.verdict: bool | None = None  # drop highlight: True legal, False refused, None off
        self.dashed = False  # a staged meld, not yet on the table
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def type(self) -> int:
        return ZONE_TYPE

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    @property
    def large(self) -> bool:
        """A zone bigger than a few cards (a meld area) is highlighted by its outline only."""
        return self.rect.width() * self.rect.height() > 6 * CARD_W * CARD_H

    def set_verdict(self, verdict: bool | None) -> None:
        if verdict == self.verdict:
            return
        self.verdict = verdict
        if not self.large:
            self.update()
            return
        # Repaint only the border strips: invalidating the whole area would repaint every
        # card lying in it, the slowest frame of a drag (benchmarks/gui_drag.py).
        r, m = self.boundingRect(), 10.0
        for strip in (
            QRectF(r.left(), r.top(), r.width(), m),
            QRectF(r.left(), r.bottom() - m, r.width(), m),
            QRectF(r.left(), r.top(), m, r.height()),
            QRectF(r.right() - m, r.top(), m, r.height()),
        ):
            self.update(strip)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.verdict is not None:
            colour = GOOD if self.verdict else BAD
            painter.setPen(QPen(colour, 6))
            if self.large:
                painter.setBrush(Qt.BrushStyle.NoBrush)
            else:
                fill = QColor(colour)
                fill.setAlpha(50)
                painter.setBrush(QBrush(fill))
        elif self.outline or self.dashed:
            pen = QPen(QColor(255, 255, 255, 110 if self.dashed else 60), 3)
            if self.dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
                pen.setColor(HIGHLIGHT)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            return
        painter.drawRoundedRect(self.rect, 12, 12)
        if self.label:
            font = QFont()
            font.setPixelSize(26)
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 120))
            painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.label)


class LabelItem(QGraphicsObject):
    """A line of text on the felt (a seat's name and card count, a badge, the stock count)."""

    def __init__(self, text: str = "", size: int = 26, badge: QColor | None = None) -> None:
        super().__init__()
        self._text = text
        self.size = size
        self.badge = badge
        self.bold = False
        self.setZValue(500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def type(self) -> int:
        return LABEL_TYPE

    def _font(self) -> QFont:
        font = QFont()
        font.setPixelSize(self.size)
        font.setBold(self.bold or self.badge is not None)
        return font

    @property
    def text(self) -> str:
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:
            self.prepareGeometryChange()
            self._text = text
            self.update()

    def boundingRect(self) -> QRectF:
        from PySide6.QtGui import QFontMetricsF

        fm = QFontMetricsF(self._font())
        w = fm.horizontalAdvance(self._text) + (24 if self.badge is not None else 4)
        return QRectF(0, 0, w, fm.height() + (10 if self.badge is not None else 2))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._text:
            return
        rect = self.boundingRect()
        painter.setFont(self._font())
        if self.badge is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.badge)
            painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._text)
