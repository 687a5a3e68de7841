"""Marks painted over the table for a moment: the last move, and the hint's suggestion.

Issue 19 ("a table that reads at a glance"). After each move the cards it touched glow
and the places it used (the stock drawn from, a pile taken, a captured pile) are ringed;
cards that left the felt (a capture) show as fading ghosts where they lay. The marks
fade after ``MOVE_HOLD_MS`` scaled by the speed setting; at *instant* they stay until the
next move, so they are never missed. Game → Hint lifts the suggested hand cards (the
scene's ``hinted``) and rings them and the place the hint names until the person acts.

Every mark is an item of its own: a halo is a child of the card it marks, so it follows
the card's glides and goes with it; rings and ghosts lie on the felt. Nothing here is a
``QGraphicsEffect`` (an effect re-renders its item offscreen on every frame). The one
animation belongs to this object, which belongs to the scene: a table closed mid-fade
takes both with it, and every item is checked alive before it is touched, since the
scene deletes the cards (and so their halos) as the table changes.
"""

from __future__ import annotations

from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from canasta_gui.app.scene import speeds
from canasta_gui.app.scene.items import CARD_H, CARD_W, CardItem

MOVE_HOLD_MS = 1500  # the last move's marks stay this long at the normal speed...
MOVE_FADE_MS = 400  # ...then fade out over this long
HINT_LIFT = 18.0  # a hinted hand card rises this much (a selected one: ``LIFT``)

#: The last move: a warm white glow, apart from the plan's yellow and the focus blue.
MOVE_COLOUR = QColor(255, 246, 205)
#: The hint: violet, a colour nothing else on the table uses.
HINT_COLOUR = QColor(196, 128, 255)

MOVE_Z = 1700.0  # rings and ghosts lie over the cards, under the drag (1000+) and focus ring
HINT_Z = 1750.0
GHOST_Z = 150.0


def _glow(painter: QPainter, rect: QRectF, colour: QColor, radius: float, width: float) -> None:
    """A soft halo round ``rect``: a few widening strokes, fainter outwards, then a bright
    line on the edge. Painted, not an effect, so it costs a few strokes a frame."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for step, alpha in ((6, 45), (4, 80), (2.2, 130)):
        c = QColor(colour)
        c.setAlpha(alpha)
        painter.setPen(QPen(c, width * step))
        painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(colour, width))
    painter.drawRoundedRect(rect, radius, radius)


class CardHalo(QGraphicsItem):
    """A glow round one card, as the card's child: it moves, turns and scales with it."""

    MARGIN = 2.0

    def __init__(self, card: CardItem, colour: QColor) -> None:
        super().__init__(card)
        self.colour = QColor(colour)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        pad = self.MARGIN + 16
        return QRectF(-pad, -pad, CARD_W + 2 * pad, CARD_H + 2 * pad)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never in the way of a click: the scene asks what is under it

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        m = self.MARGIN
        _glow(painter, QRectF(-m, -m, CARD_W + 2 * m, CARD_H + 2 * m), self.colour, 9, 3.5)


class PlaceRing(QGraphicsItem):
    """A glowing ring round a place on the felt (the stock, the pile, a captured pile)."""

    def __init__(self, rect: QRectF, colour: QColor, z: float) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.colour = QColor(colour)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-20, -20, 20, 20)

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pen = QPen(self.colour, 4, Qt.PenStyle.DashLine)
        _glow(painter, self.rect, self.colour, 12, 3)
        painter.setPen(pen)
        painter.drawRoundedRect(self.rect.adjusted(6, 6, -6, -6), 10, 10)


@dataclass(frozen=True)
class CardSpot:
    """Where a face-up card lay before a move took it off the felt: its picture and place."""

    card: int
    code: str
    pos: QPointF
    scale: float
    rotation: float
    z: float


def spots_of(items: list[CardItem]) -> dict[int, list[CardSpot]]:
    """Where each face-up card rests (the end of any glide), by card, to ghost the ones a
    move takes away."""
    out: dict[int, list[CardSpot]] = {}
    for item in items:
        if item.face_up and item.card >= 0 and item.isVisible():
            spot = CardSpot(
                item.card,
                item.code,
                QPointF(item.home),
                item.scale(),
                item.rotation(),
                item.zValue(),
            )
            out.setdefault(item.card, []).append(spot)
    return out


class CardGhost(QGraphicsItem):
    """A card that just left the felt (captured), faint and glowing where it lay."""

    def __init__(self, art, spot: CardSpot, colour: QColor) -> None:
        super().__init__()
        self.art = art
        self.spot = spot
        self.colour = QColor(colour)
        self.setPos(spot.pos)
        self.setScale(spot.scale)
        self.setRotation(spot.rotation)
        # Under the cards still on the felt (loose cards lie at 200 and up), which may have
        # closed up over the place: they stay readable, the ghost shows round them.
        self.setZValue(GHOST_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return QRectF(-20, -20, CARD_W + 40, CARD_H + 40)

    def shape(self) -> QPainterPath:
        return QPainterPath()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        t = painter.worldTransform()
        scale = (t.m11() ** 2 + t.m12() ** 2) ** 0.5
        dpr = widget.devicePixelRatioF() if widget is not None else 1.0
        pix = self.art.pixmap(self.spot.code or "AS", max(8, round(CARD_W * scale)), dpr)
        painter.save()
        painter.setOpacity(painter.opacity() * 0.55)
        painter.drawPixmap(QRectF(0, 0, CARD_W, CARD_H), pix, QRectF(pix.rect()))
        painter.restore()
        _glow(painter, QRectF(0, 0, CARD_W, CARD_H), self.colour, 9, 3.5)


class Highlights(QObject):
    """The last move's marks and the hint's marks on one table scene."""

    move_shown = Signal()  # a move's marks went up
    move_faded = Signal()  # they faded out (never at the instant speed: they wait)
    hint_shown = Signal()
    hint_cleared = Signal()

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.scene = scene
        self._move: list[QGraphicsItem] = []
        self._hint: list[QGraphicsItem] = []
        self._move_cards: list[CardItem] = []  # the cards the last move touched
        self.move_places: list[QRectF] = []  # the places it used, ringed
        self.move_ghosts: list[CardSpot] = []  # cards it took off the felt, ghosted
        self.hint_cards: list[CardItem] = []
        self.hint_places: list[QRectF] = []
        self._fade = QVariantAnimation(self)
        self._fade.valueChanged.connect(self._set_opacity)
        self._fade.finished.connect(self._faded)
        began = getattr(scene, "drag_began", None)
        if began is not None:
            began.connect(self._drag_began)

    def _drag_began(self, _items: list) -> None:
        # The person acts: marks still fading go now. A drag paints the still table from one
        # picture, which would hold them at full strength until the drop.
        if self._fade.state() != QVariantAnimation.State.Stopped:
            self._fade.stop()
            self._faded()

    # -- the last move ----------------------------------------------------------------------

    @property
    def move_marked(self) -> bool:
        return bool(self.move_cards or self.move_places or self.move_ghosts)

    def show_move(
        self,
        cards: list[CardItem],
        places: list[QRectF] = (),
        ghosts: list[CardSpot] = (),
        keep: bool = False,
    ) -> None:
        """Mark what a move touched; they fade after a moment, or stay until the next move
        at the instant speed. ``keep``: the same player's turn goes on (a draw, then melds,
        then a discard), so its earlier marks stay with the new ones and fade with them."""
        if not keep:
            self.clear_move()
        known = {id(c) for c in self.move_cards}
        cards = [c for c in cards if id(c) not in known]
        if not cards and not places and not ghosts:
            return
        self._move_cards += cards
        self.move_places += [QRectF(r) for r in places]
        self.move_ghosts += list(ghosts)
        for card in cards:
            self._move.append(CardHalo(card, MOVE_COLOUR))
        for rect in places:
            ring = PlaceRing(rect, MOVE_COLOUR, MOVE_Z)
            self.scene.addItem(ring)
            self._move.append(ring)
        for spot in ghosts:
            ghost = CardGhost(self.scene.art, spot, MOVE_COLOUR)
            self.scene.addItem(ghost)
            self._move.append(ghost)
        self._set_opacity(1.0)
        hold, fade = speeds.scaled(MOVE_HOLD_MS), speeds.scaled(MOVE_FADE_MS)
        if self._fade.state() != QVariantAnimation.State.Stopped:
            self._fade.stop()
        if hold + fade > 0:
            self._fade.setDuration(hold + fade)
            # Full strength for the hold, then down to nothing (set whole: the speed may
            # have changed since the last move).
            self._fade.setKeyValues([(0.0, 1.0), (hold / (hold + fade), 1.0), (1.0, 0.0)])
            self._fade.start()
        self.move_shown.emit()

    @property
    def move_cards(self) -> list[CardItem]:
        """The marked cards still on the table (a later move may have taken one away)."""
        return [c for c in self._move_cards if shiboken6.isValid(c) and c.scene() is not None]

    def clear_move(self) -> None:
        """Take the last move's marks off at once (a new move, an undo, a new deal)."""
        if self._fade.state() != QVariantAnimation.State.Stopped:
            self._fade.stop()  # a stopped animation does not report ``finished``
        self._drop(self._move)
        self._move_cards, self.move_places, self.move_ghosts = [], [], []

    def _set_opacity(self, value) -> None:
        for item in self._move:
            if shiboken6.isValid(item):
                item.setOpacity(float(value))

    def _faded(self) -> None:
        self._drop(self._move)
        self._move_cards, self.move_places, self.move_ghosts = [], [], []
        self.move_faded.emit()

    # -- the hint ---------------------------------------------------------------------------

    def show_hint(self, cards: list[CardItem], places: list[QRectF] = ()) -> None:
        """Lift and ring the suggested hand cards, and ring the place the hint names."""
        self.clear_hint(quiet=True)
        self.hint_cards = list(cards)
        self.hint_places = [QRectF(r) for r in places]
        self.scene.hinted = {c.index for c in cards if c.zone == ("hand",)}
        for card in cards:
            self._hint.append(CardHalo(card, HINT_COLOUR))
        for rect in self.hint_places:
            ring = PlaceRing(rect, HINT_COLOUR, HINT_Z)
            self.scene.addItem(ring)
            self._hint.append(ring)
        self.scene.refresh_marks()
        self.hint_shown.emit()

    @property
    def hint_marked(self) -> bool:
        return bool(self.hint_cards or self.hint_places)

    def clear_hint(self, quiet: bool = False) -> None:
        """Take the hint's marks off: the person acted, or the hand changed."""
        if not self._hint and not self.scene.hinted:
            return
        self._drop(self._hint)
        self.hint_cards, self.hint_places = [], []
        self.scene.hinted = set()
        if not quiet:
            self.scene.refresh_marks()
            self.hint_cleared.emit()

    # -- shared -----------------------------------------------------------------------------

    def _drop(self, items: list[QGraphicsItem]) -> None:
        for item in items:
            # A halo may be gone already, with the card the scene let go of.
            if not shiboken6.isValid(item):
                continue
            scene = item.scene()
            if scene is not None:
                scene.removeItem(item)
            if item.parentItem() is not None:
                item.setParentItem(None)
            # Deleted now: a halo taken off its card by Qt is owned by nobody Python
            # knows of, and a long game would otherwise keep every mark it ever made.
            shiboken6.delete(item)
        items.clear()
