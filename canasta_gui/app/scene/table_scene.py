"""The table scene: applies layouts with animation and turns mouse gestures into intents.

Dragging is handled here, at scene level, as KPat does: a press picks cards, a
drag starts past the platform's start distance, the drop target is the zone the
dragged cards overlap most among those the engine accepts (asked once per drag
through ``TableController.verdict``) and it is highlighted; a release drops
there or the cards glide back. Input is ignored while cards animate. The scene
decides no rule: every verdict and every reason comes from the controller,
which asks the engine.

Each card owns its one animation (``CardItem.move_to``); the scene holds no
animation group, so nothing Qt deletes on its own is ever referenced from
Python, and a long game allocates nothing per move. A change of the table ends
any gesture in progress: the cards and hand indexes it refers to may be gone.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSceneMouseEvent

from canasta_gui.app.scene import speeds
from canasta_gui.app.scene.card_art import CardArt
from canasta_gui.app.scene.highlights import HINT_LIFT
from canasta_gui.app.scene.items import CardItem, FocusRing, LabelItem, ZoneItem
from canasta_gui.app.scene.placements import LIFT, TABLE_H, TABLE_W, Layout
from canasta_gui.app.scene.side_plate import SidePlate, apply_plates
from canasta_gui.app.scene.turn_marker import TurnMarker, apply_turn

BADGE_COLOURS = {
    "turn": QColor(200, 140, 20),
    "frozen": QColor(40, 110, 200),
    "blocked": QColor(170, 50, 50),
    "count": QColor(20, 20, 20, 190),
}


def paint_felt(painter: QPainter, art: CardArt, rect: QRectF) -> None:
    """The felt of the person's colour (Settings) over ``rect`` in scene coordinates: its
    gradient on the table, the surround beyond it."""
    top, bottom, around = art.felt_colours()
    grad = QLinearGradient(0, 0, 0, TABLE_H)
    grad.setColorAt(0, top)
    grad.setColorAt(1, bottom)
    painter.fillRect(rect, around)
    painter.fillRect(QRectF(0, 0, TABLE_W, TABLE_H).intersected(rect), grad)


class TableScene(QGraphicsScene):
    """Cards, zones and labels of one table, rebuilt from a :class:`TableView`."""

    idle = Signal()  # every animation has finished (after a change or a glide back)
    clicked = Signal(tuple, int, object)  # zone, index, keyboard modifiers
    double_clicked = Signal(tuple, int)
    dropped = Signal(tuple, list, tuple)  # source zone, indexes, target zone (accepted)
    refused = Signal(str)  # a drop the engine refused, with its reason
    band_selected = Signal(list)  # hand indexes inside a rubber band
    marks_changed = Signal()  # selection, highlights or the keyboard focus were redrawn
    drag_began = Signal(list)  # the card items a drag took (the view keeps the rest still)
    drag_ended = Signal()  # the drag was dropped, refused or abandoned
    restyled = Signal()  # a new look from Settings (felt, high contrast) is shown

    def __init__(self, art: CardArt, controller=None) -> None:
        super().__init__()
        self.setSceneRect(QRectF(0, 0, TABLE_W, TABLE_H))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # items move a lot
        self.art = art
        self.controller = controller  # answers verdict(source, indexes, zone) -> (ok, reason)
        self.cards: list[CardItem] = []
        self.zones: dict[tuple, ZoneItem] = {}
        self.labels: dict[str, LabelItem] = {}
        self.plates: dict[str, SidePlate] = {}  # each side's plate on the felt, by key
        self.turn_marker: TurnMarker | None = None
        self.layout: Layout | None = None
        self.input_enabled = True
        self._settling = False  # the glides ended; idle is reported on the next loop turn
        self._press: QPointF | None = None
        self._press_card: CardItem | None = None
        self._drag: list[CardItem] = []
        self._drag_offsets: list[QPointF] = []
        self._verdicts: dict[tuple, tuple[bool, str]] = {}
        self._target: tuple | None = None
        self._band_start: QPointF | None = None
        self._band = self.addRect(
            QRectF(), QPen(QColor(255, 255, 255, 180), 2, Qt.PenStyle.DashLine)
        )
        self._band.setZValue(2000)
        self._band.hide()
        self.selected: set[int] = set()  # hand indexes
        self.highlighted: set[int] = set()  # hand indexes a staged plan uses
        self.hinted: set[int] = set()  # hand indexes Game → Hint suggests (scene/highlights.py)
        self.focus_index = -1
        self.keyboard_focus = False
        # The keyboard focus on the table beyond the hand (a zone of ``table_stops()``), or
        # None while it is in the hand. Its ring is a frame of its own, drawn over the cards
        # and apart from any card's selection or plan marks.
        self.focus_zone: tuple | None = None
        self._stop_pos = 0  # where in the stops the focus was: kept when its zone goes
        self._focus_frame = FocusRing()
        self.addItem(self._focus_frame)
        self._focus_frame.hide()

    # -- drawing ------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        paint_felt(painter, self.art, rect)

    def restyle(self) -> None:
        """Show a new look from Settings (felt, card art, high contrast) on this table."""
        for label in self.labels.values():
            label.set_high_contrast(self.art.high_contrast)
        self.update()
        self.restyled.emit()

    @property
    def animating(self) -> bool:
        """Cards are moving, or the last glide has just ended and ``idle`` is on its way.

        Whoever sees the table stop animating after a glide also sees what ``idle`` set
        up (the buttons, input, the next move), as when idle came straight from the end
        of the glides.
        """
        return self._settling or self._gliding()

    def _gliding(self) -> bool:
        return any(item.gliding for item in self.cards)

    def _glided(self) -> None:
        # Every card reports the end of its own glide; the last one makes the table idle.
        # Not from here, inside Qt's animation tick: what idle sets off (the next move, a
        # redraw that restarts glides and deletes cards) must not run under an animation
        # that is still returning from its own ``finished``.
        if not self._gliding() and not self._settling:
            self._settling = True
            self._idle_later()

    def _idle_later(self) -> None:
        # The scene as context: a table closed meanwhile drops the call instead of
        # emitting from a deleted object.
        QTimer.singleShot(0, self, self._report_idle)

    def _report_idle(self) -> None:
        self._settling = False
        if self._gliding():
            return  # a change since then started new glides; their end reports idle
        self.refresh_marks()  # a selection changed by the keyboard while cards moved
        self.idle.emit()

    def apply(self, layout: Layout) -> None:
        """Show ``layout``: reuse card items where cards stay or move, animate the moves."""
        self.layout = layout
        self._abandon_gesture()
        ms = speeds.scaled(speeds.MOVE_MS)
        gliding = False
        pool: dict[str, list[CardItem]] = {}
        for item in self.cards:
            key = item.code if item.face_up else f"back{item.zone}"
            pool.setdefault(key, []).append(item)
        backs_by_owner: dict[int, list[CardItem]] = {}
        for item in self.cards:
            if not item.face_up and item.zone[:1] in (("seat",), ("hand",), ("foot",)):
                backs_by_owner.setdefault(item.owner, []).append(item)
        used: set[int] = set()
        new_cards: list[CardItem] = []
        stock_pos = QPointF(640, 415)
        for p in layout.cards:
            code = "slot" if p.card == -2 else p.code
            key = code if p.face_up and code else f"back{p.zone}"
            item = self._take(pool.get(key, []), used, p.zone)
            start = None
            if item is None and p.face_up and p.card >= 0:
                # A card coming into view: from the seat that held it, else from the stock.
                owner_backs = [b for b in backs_by_owner.get(p.owner if p.owner >= 0 else -9, [])]
                start = owner_backs[0].pos() if owner_backs else None
                if start is None:
                    start = self._origin_of(p)
            if item is None:
                item = CardItem(self.art, p.card, code, p.face_up and p.card != -1)
                item.glided.connect(self._glided)
                self.addItem(item)
                item.setPos(start if start is not None else (stock_pos if p.card != -2 else p.pos))
            used.add(id(item))
            item.card, item.code = p.card, code
            item.face_up = p.face_up and p.card != -1
            item.zone, item.index, item.owner = p.zone, p.index, p.owner
            item.badge = p.badge
            item.setScale(p.scale)
            item.setRotation(p.rotation)
            item.setZValue(p.z)
            item.setVisible(not p.hidden)
            pos = QPointF(p.pos)
            item.base = QPointF(p.pos)
            if p.zone == ("hand",):
                pos.setY(pos.y() - self.hand_lift(p.index))
            gliding = item.move_to(pos, ms) or gliding
            item.update()
            new_cards.append(item)
        for item in self.cards:
            if id(item) not in used:
                item.stop_gliding()
                self.removeItem(item)  # its last reference goes: deleted with its animation
        self.cards = new_cards
        self._apply_zones(layout)
        self._apply_labels(layout)
        self.plates = apply_plates(self, layout.plates, self.plates)
        self.turn_marker = apply_turn(self, layout.turn, self.turn_marker)
        self.refresh_marks()
        if not gliding:
            self._idle_later()  # nothing moves: idle on the next turn of the event loop

    def _abandon_gesture(self) -> None:
        """Forget a press, drag or rubber band in progress: the table under it changed, so
        the cards it holds may be gone and its hand indexes may mean other cards now."""
        if self._target in self.zones:
            self.zones[self._target].set_verdict(None)
        if self._drag:
            self.drag_ended.emit()
        self._press = None
        self._press_card = None
        self._drag, self._drag_offsets, self._target, self._verdicts = [], [], None, {}
        self._band_start = None
        self._band.hide()

    def _origin_of(self, p) -> QPointF | None:
        for item in self.cards:
            if item.zone == ("pile",) and p.zone != ("pile",) and item.card == p.card:
                return item.pos()
        return None

    @staticmethod
    def _take(items: list[CardItem], used: set[int], zone: tuple) -> CardItem | None:
        best = None
        for item in items:
            if id(item) in used:
                continue
            if item.zone == zone:
                return item
            if best is None:
                best = item
        return best

    def _apply_zones(self, layout: Layout) -> None:
        keep = {}
        for spec in layout.zones:
            item = self.zones.pop(spec.zone, None)
            if item is None:
                item = ZoneItem(spec.zone, spec.rect, spec.label, spec.outline)
                self.addItem(item)
            item.prepareGeometryChange()
            item.rect = QRectF(spec.rect)
            item.outline, item.dashed, item.label = spec.outline, spec.dashed, spec.label
            item.fallback = spec.fallback
            item.set_verdict(None)
            item.update()
            keep[spec.zone] = item
        for item in self.zones.values():
            self.removeItem(item)
        self.zones = keep

    def _apply_labels(self, layout: Layout) -> None:
        keep = {}
        for spec in layout.labels:
            item = self.labels.pop(spec.key, None)
            if item is None:
                item = LabelItem()
                self.addItem(item)
            item.high_contrast = self.art.high_contrast
            item.configure(
                text=spec.text,
                size=spec.size,
                badge=BADGE_COLOURS.get(spec.badge),
                align=spec.align,
                max_width=spec.width,
            )
            item.setPos(spec.pos)
            item.setRotation(spec.rotation)
            item.update()
            keep[spec.key] = item
        for item in self.labels.values():
            self.removeItem(item)
        self.labels = keep

    def hand_lift(self, index: int) -> float:
        """How far a hand card rises: selected, or suggested by the hint (a little less)."""
        if index in self.selected:
            return LIFT
        return HINT_LIFT if index in self.hinted else 0.0

    def hand_items(self) -> list[CardItem]:
        return sorted((c for c in self.cards if c.zone == ("hand",)), key=lambda c: c.index)

    def refresh_marks(self) -> None:
        """Redraw selection, plan highlights and keyboard focus on the hand (and the focus
        ring of a table stop)."""
        gliding = self._gliding()
        in_hand = self._check_focus_zone() is None
        for item in self.hand_items():
            item.set_state(
                selected=item.index in self.selected,
                highlighted=item.index in self.highlighted,
                focused=(
                    in_hand
                    and item.index == self.focus_index
                    and self.keyboard_focus
                    and item.face_up
                ),
            )
            if item in self._drag:
                continue
            item.home = QPointF(item.base.x(), item.base.y() - self.hand_lift(item.index))
            if not gliding:
                item.setPos(item.home)
        self._place_focus_frame()
        self.marks_changed.emit()

    # -- the keyboard focus on the table (issue 19) ---------------------------------------

    def table_stops(self) -> list[tuple]:
        return self.controller.table_stops() if self.controller is not None else []

    def _check_focus_zone(self) -> tuple | None:
        """Keep the focus on a stop that still exists: the next one where it was, or the hand."""
        if self.focus_zone is None:
            return None
        stops = self.table_stops()
        if self.focus_zone not in stops:
            self.focus_zone = stops[min(self._stop_pos, len(stops) - 1)] if stops else None
        if self.focus_zone is not None:
            self._stop_pos = stops.index(self.focus_zone)
        return self.focus_zone

    def focus_table(self) -> bool:
        """Up from the hand: the focus goes to the table stop it was on last; False: none."""
        stops = self.table_stops()
        if not stops:
            return False
        self.focus_zone = stops[min(self._stop_pos, len(stops) - 1)]
        self.keyboard_focus = True
        self.refresh_marks()
        return True

    def focus_hand(self) -> None:
        """Down from the table: the focus goes back to the hand."""
        self.focus_zone = None
        if self.focus_index < 0 and self.hand_items():
            self.focus_index = 0
        self.refresh_marks()

    def move_stop(self, delta: int) -> None:
        """Left/Right on the table: the next or previous stop, round the end."""
        stops = self.table_stops()
        if not stops:
            self.focus_hand()
            return
        i = stops.index(self.focus_zone) if self.focus_zone in stops else self._stop_pos
        self.focus_zone = stops[(i + delta) % len(stops)]
        self.refresh_marks()

    def stop_rect(self, zone: tuple) -> QRectF:
        """Where a stop is on the table: its drop zone, or else the cards lying in it."""
        rect = QRectF()
        for item in self.cards:
            if item.zone == zone and item.isVisible():
                rect = rect.united(item.sceneBoundingRect())
        if zone in self.zones and (rect.isNull() or zone[0] not in ("melds",)):
            zone_rect = self.zones[zone].rect
            rect = zone_rect if rect.isNull() else rect.united(zone_rect)
        return rect

    def _place_focus_frame(self) -> None:
        zone = self.focus_zone
        if not shiboken6.isValid(self._focus_frame):
            return  # the scene is being destroyed, its items first, and the view lost focus
        rect = QRectF()
        if self.keyboard_focus and zone is not None:
            rect = self.stop_rect(zone).adjusted(-8, -8, 8, 8)
        elif self.keyboard_focus:
            card = next((c for c in self.hand_items() if c.focused), None)
            if card is not None:
                # Where the card rests (lifted when selected), not where a glide has it now.
                rect = card.mapRectToScene(card.shape().boundingRect())
                rect.translate(card.home - card.pos())
                rect = rect.adjusted(-6, -6, 6, 6)
        if rect.isEmpty():
            self._focus_frame.hide()
            return
        self._focus_frame.setRect(rect)
        self._focus_frame.show()

    @property
    def focus_frame_rect(self) -> QRectF:
        """The keyboard focus ring in scene units (empty while it is hidden)."""
        return self._focus_frame.rect() if self._focus_frame.isVisible() else QRectF()

    # -- the mouse ----------------------------------------------------------------------

    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos):  # topmost first
            if isinstance(item, CardItem):
                return item
        return None

    def zone_at(self, pos: QPointF) -> ZoneItem | None:
        best = None
        for item in self.zones.values():
            if item.rect.contains(pos) and (best is None or item.rect.width() < best.rect.width()):
                best = item
        return best

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or not self.input_enabled or self.animating:
            event.accept()
            return
        self._press = event.scenePos()
        self._press_card = self.card_at(self._press)
        if self._press_card is None and self._in_hand_area(self._press):
            self._band_start = self._press  # rubber-band selection over the hand
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        pos = event.scenePos()
        if self._band_start is not None:
            self._band.setRect(QRectF(self._band_start, pos).normalized())
            self._band.show()
            return
        if not self._drag:
            moved = (pos - self._press).manhattanLength()
            # Below the platform's start distance a press is a click, not a drag.
            view = self.views()[0] if self.views() else None
            scale = view.transform().m11() if view is not None else 1.0
            if moved * scale < QApplication.startDragDistance() or self._press_card is None:
                return
            self._start_drag(self._press_card)
            if not self._drag:
                self._press = None
                return
        for item, off in zip(self._drag, self._drag_offsets, strict=True):
            item.setPos(pos + off)
        self._update_target()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        pos = event.scenePos()
        if self._band_start is not None:
            rect = QRectF(self._band_start, pos).normalized()
            self._band.hide()
            self._band_start = None
            self._press = None
            hits = [
                c.index
                for c in self.hand_items()
                if c.face_up and rect.intersects(c.sceneBoundingRect())
            ]
            self.band_selected.emit(hits)
            return
        if self._drag:
            self._finish_drag()
        elif self._press_card is not None:
            card = self._press_card
            self.clicked.emit(card.zone, card.index, event.modifiers())
        else:
            zone = self.zone_at(pos)
            if zone is not None:
                self.clicked.emit(zone.zone, -1, event.modifiers())
        self._press = None
        self._press_card = None

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.input_enabled or self.animating:
            return
        card = self.card_at(event.scenePos())
        if card is not None:
            self.double_clicked.emit(card.zone, card.index)

    def _in_hand_area(self, pos: QPointF) -> bool:
        zone = self.zones.get(("hand",))
        return zone is not None and zone.rect.contains(pos)

    def _start_drag(self, card: CardItem) -> None:
        source = card.zone
        if source == ("hand",):
            if not card.face_up:
                return
            indexes = sorted(self.selected) if card.index in self.selected else [card.index]
            items = [c for c in self.hand_items() if c.index in indexes]
        elif source == ("pile",):
            tops = [c for c in self.cards if c.zone == ("pile",) and c.card >= 0]
            if not tops:
                return
            top = max(tops, key=lambda c: c.index)
            indexes, items = [top.index], [top]
        elif source == ("stock",):
            stock = [c for c in self.cards if c.zone == ("stock",)]
            top = max(stock, key=lambda c: c.zValue())
            indexes, items = [0], [top]
        else:
            return
        self._drag = items
        self._drag_indexes = indexes
        self._drag_source = source
        self._drag_offsets = [it.pos() - self._press for it in items]
        for i, it in enumerate(items):
            it.setZValue(1000 + i)
        # Ask the controller once per drag for every zone: moving stays cheap.
        self._verdicts = {}
        if self.controller is not None:
            for zone in self.zones:
                verdict = self.controller.verdict(source, indexes, zone)
                if verdict is not None:
                    self._verdicts[zone] = verdict
        self.drag_began.emit(items)

    def _drag_rect(self) -> QRectF:
        rect = QRectF()
        for it in self._drag:
            rect = rect.united(it.sceneBoundingRect())
        return rect

    def _update_target(self) -> None:
        rect = self._drag_rect()
        best = self._best_zone(rect, fallback=False)
        if best is None:
            best = self._best_zone(rect, fallback=True)
        best_ok = best is not None and self._verdicts[best][0]
        if best != self._target:
            if self._target in self.zones:
                self.zones[self._target].set_verdict(None)
            if best is not None:
                self.zones[best].set_verdict(best_ok)
            self._target = best

    def _best_zone(self, rect: QRectF, fallback: bool) -> tuple | None:
        """The zone a drag over ``rect`` aims at, among the fallback zones or the others."""
        best, best_area, best_ok, best_size = None, 0.0, False, float("inf")
        for zone, (ok, _reason) in self._verdicts.items():
            item = self.zones.get(zone)
            if item is None or item.fallback != fallback:
                continue
            inter = item.rect.intersected(rect)
            area = inter.width() * inter.height()
            if area <= 0:
                continue
            # A legal zone wins over a refused one; then the biggest overlap (KPat); on a
            # tie the smaller, more specific zone (a meld inside the meld area).
            size = item.rect.width() * item.rect.height()
            if (
                (ok and not best_ok)
                or (ok == best_ok and area > best_area + 1)
                or (ok == best_ok and abs(area - best_area) <= 1 and size < best_size)
            ):
                best, best_area, best_ok, best_size = zone, area, ok, size
        return best

    def _finish_drag(self) -> None:
        target = self._target
        if target in self.zones:
            self.zones[target].set_verdict(None)
        items, indexes, source = self._drag, self._drag_indexes, self._drag_source
        self._drag, self._drag_offsets, self._target = [], [], None
        self.drag_ended.emit()
        verdict = self._verdicts.get(target) if target is not None else None
        if verdict is not None and verdict[0]:
            self.dropped.emit(source, indexes, target)
            return
        # Refused or dropped on nothing: glide back; a refusal says why.
        self.snap_back(items)
        if verdict is not None:
            self.refused.emit(verdict[1])

    def snap_back(self, items: list[CardItem]) -> None:
        """Glide dragged cards back home; the table is idle again when they are there."""
        for it in items:
            it.setZValue(100 + it.index if it.zone == ("hand",) else it.zValue() - 900)
            it.move_to(it.home, speeds.scaled(speeds.SNAP_BACK_MS))
