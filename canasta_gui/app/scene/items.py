"""Graphics items of the table: cards, drop zones and labels, each with its own ``type()``.

Coordinates are scene units in which a card is ``CARD_W`` × ``CARD_H``; the view
scales the whole table to the window. A card paints a pixmap rendered for the
exact device size it is shown at (KPat's approach), so it stays crisp at any
scale and device pixel ratio.
"""

from __future__ import annotations

import math
from functools import cache

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
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from canasta_gui.app.card_words import card_name
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
HC_MIN_OPACITY = 0.9  # the faintest a text on the felt is drawn in high contrast
BADGE_RECT = QRectF(CARD_W * 0.06, CARD_H * 0.69, CARD_W * 0.5, CARD_H * 0.26)  # a canasta's size


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

    @property
    def accessible_name(self) -> str:
        """The card in words, as the table's controller says it (issue 19): what a screen
        reader hears when the keyboard focus is on it."""
        controller = getattr(self.scene(), "controller", None)
        if controller is None:
            return card_name(self.card if self.face_up else -1)
        return controller.describe_card(self)

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
        # No widget when the view renders itself into a pixmap (a drag's still table).
        device = widget if widget is not None else painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
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
        # The keyboard focus is the scene's ring around the card, over its neighbours
        # (``FocusRing``): a selected card keeps its own solid outline, so both show at once.
        colour = None
        if self.selected:
            colour = FOCUS.lighter(130)
        elif self.highlighted:
            colour = HIGHLIGHT
        if colour is not None:
            pen = QPen(colour, 5 if self.highlighted and not self.selected else 4)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), 8, 8)

    def _paint_badge(self, painter: QPainter) -> None:
        # Low on the card's left half: clear of both indexes (the rank and suit at the top
        # left and, upside down, at the bottom right) in every card style, and of the next
        # meld column, which covers a canasta's right side when the columns close up.
        rect = BADGE_RECT
        if _high_contrast(self):
            painter.setPen(QPen(Qt.GlobalColor.white, 3))
            painter.setBrush(QColor(0, 0, 0))
        else:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 20, 215))
        painter.drawRoundedRect(rect, 10, 10)
        painter.setFont(_badge_font())
        painter.setPen(Qt.GlobalColor.white)
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


class FocusRing(QGraphicsItem):
    """The keyboard focus on the table: a dashed blue ring on a dark halo, drawn around a
    hand card or a place on the table and over every card, so neither a neighbour nor a
    selection outline can hide it or be taken for it."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.setZValue(1900)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def setRect(self, rect: QRectF) -> None:  # noqa: N802 - as QGraphicsRectItem names it
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-8, -8, 8, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 150), 12))
        painter.drawRoundedRect(self._rect, 12, 12)
        painter.setPen(QPen(QColor(255, 255, 255), 7))
        painter.drawRoundedRect(self._rect, 12, 12)
        pen = QPen(FOCUS, 7, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawRoundedRect(self._rect, 12, 12)


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
        self.fallback = False  # a drop target only when the drag meets no other zone
        # During a drag the view shows a picture of the still table that holds this zone's
        # outline; the zone then paints only a drop highlight (``TableView.freeze``).
        self.frozen = False
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
        # card lying in it, the slowest frame of a drag (benchmarks/gui_drag.py). Through the
        # scene: an item's own updates are merged into one rectangle, the whole area again.
        scene = self.scene()
        r, m = self.boundingRect(), 10.0
        for strip in (
            QRectF(r.left(), r.top(), r.width(), m),
            QRectF(r.left(), r.bottom() - m, r.width(), m),
            QRectF(r.left(), r.top(), m, r.height()),
            QRectF(r.right() - m, r.top(), m, r.height()),
        ):
            if scene is not None:
                scene.update(self.mapRectToScene(strip))
            else:
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
        elif self.frozen:
            return
        elif self.outline or self.dashed:
            strong = _high_contrast(self)
            pen = QPen(QColor(255, 255, 255, 110 if self.dashed else (170 if strong else 60)), 3)
            if self.dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
                pen.setColor(HIGHLIGHT)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            return
        painter.drawRoundedRect(self.rect, 12, 12)
        if self.label and not self.frozen:  # a still table's picture holds the label
            font = QFont()
            font.setPixelSize(26)
            painter.setFont(font)
            painter.setPen(QColor(255, 255, 255, 235 if _high_contrast(self) else 120))
            painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.label)


def _high_contrast(item: QGraphicsItem) -> bool:
    """Whether the person chose high contrast (the scene's card art carries the look)."""
    art = getattr(item.scene(), "art", None)
    return bool(getattr(art, "high_contrast", False))


@cache
def _badge_font() -> QFont:
    """The count badge's font, made once (a drag repaints dozens of badges a frame)."""
    font = QFont()
    font.setPixelSize(int(CARD_H * 0.2))
    font.setBold(True)
    return font


class LabelItem(QGraphicsObject):
    """A line of text on the felt (a seat's name, a count, the pile's state), maybe on a badge.

    Its position is the text's top left, top centre or top right (``align``), so a label can
    be anchored to what it names whatever its length. With ``max_width`` set, text that is
    too long first shrinks a little, then is elided; the whole text stays in the tooltip.
    """

    MIN_SHRINK = 0.75  # smallest size, as a share of ``size``, before eliding

    def __init__(self, text: str = "", size: int = 26, badge: QColor | None = None) -> None:
        super().__init__()
        self._text = text
        self.size = size
        self.badge = badge
        self.bold = False
        # High contrast (Settings): bold white text on an opaque dark backing, opaque badges.
        self.high_contrast = False
        self.align = "left"
        self.max_width = 0.0
        self._shown = text
        self._shown_size = float(size)
        self._rect: QRectF | None = None  # the bounding rect, kept until the text changes
        self._shown_font: QFont | None = None
        self.setZValue(500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def type(self) -> int:
        return LABEL_TYPE

    def _font(self, size: float | None = None) -> QFont:
        if size is None and self._shown_font is not None:
            return self._shown_font
        font = QFont()
        font.setPixelSize(max(1, round(self._shown_size if size is None else size)))
        font.setBold(self.bold or self.badge is not None or self.high_contrast)
        if size is None:
            self._shown_font = font
        return font

    @property
    def text(self) -> str:
        return self._text

    @property
    def shown_text(self) -> str:
        """The text as drawn: the whole text, or elided to fit ``max_width``."""
        return self._shown

    @property
    def padding(self) -> float:
        if self.badge is not None:
            return 24.0
        return 14.0 if self.high_contrast else 4.0

    def set_high_contrast(self, on: bool) -> None:
        if on != self.high_contrast:
            self.prepareGeometryChange()
            self.high_contrast = on
            self._fit()
            self.update()

    def set_text(self, text: str) -> None:
        if text != self._text:
            self.configure(text=text)

    def configure(
        self,
        *,
        text: str | None = None,
        size: int | None = None,
        badge: QColor | None | bool = False,
        align: str | None = None,
        max_width: float | None = None,
    ) -> None:
        """Change what the label shows (``badge=False`` leaves the badge as it is)."""
        self.prepareGeometryChange()
        if text is not None:
            self._text = text
        if size is not None:
            self.size = size
        if badge is not False:
            self.badge = badge
        if align is not None:
            self.align = align
        if max_width is not None:
            self.max_width = max_width
        self._fit()
        self.update()

    def _fit(self) -> None:
        self._rect = None
        self._shown_font = None
        self._shown, self._shown_size = self._text, float(self.size)
        room = self.max_width - self.padding
        if self.max_width <= 0 or not self._text:
            self.setToolTip("")
            return
        width = QFontMetricsF(self._font(self.size)).horizontalAdvance(self._text)
        if width > room:
            # Whole pixels, rounded down: the font rounds its size, and a size rounded up
            # would no longer fit the room it was shrunk for.
            self._shown_size = float(
                max(math.floor(self.size * self.MIN_SHRINK), math.floor(self.size * room / width))
            )
            self._shown_font = None
            fm = QFontMetricsF(self._font())
            if fm.horizontalAdvance(self._text) > room:
                self._shown = fm.elidedText(self._text, Qt.TextElideMode.ElideRight, room)
        self.setToolTip(self._text if self._shown != self._text else "")

    def _text_size(self) -> tuple[float, float]:
        fm = QFontMetricsF(self._font())
        # Glyphs from a fallback font (Japanese, Korean) can stand taller than the main font's
        # line; the text is centred on the line, so grow it by the overflow on both sides.
        tight = fm.tightBoundingRect(self._shown) if self._shown else QRectF()
        over = max(0.0, -tight.top() - fm.ascent(), tight.bottom() - fm.descent())
        return fm.horizontalAdvance(self._shown), fm.height() + 2 * over

    def boundingRect(self) -> QRectF:
        # Measured once per text: Qt asks for it several times a paint, and measuring the
        # glyphs each time cost a drag frame milliseconds on a busy table.
        if self._rect is None:
            text_w, text_h = self._text_size()
            w = text_w + self.padding
            h = text_h + (10 if self.badge is not None else 2)
            x = {"centre": -w / 2, "right": -w}.get(self.align, 0.0)
            self._rect = QRectF(x, 0, w, h)
        return QRectF(self._rect)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if not self._shown:
            return
        rect = self.boundingRect()
        painter.setFont(self._font())
        if self.high_contrast:
            # A name dimmed as not to play (``turn_marker``) stays readable: the turn is
            # shown by the marker's glow and arrow, not by fading the other names away.
            painter.setOpacity(max(painter.opacity(), HC_MIN_OPACITY))
        if self.badge is not None:
            fill = QColor(self.badge)
            if self.high_contrast:
                fill.setAlpha(255)
                painter.setPen(QPen(Qt.GlobalColor.white, 2))
            else:
                painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        elif self.high_contrast:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 215))
            painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QColor("white"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self._shown)
