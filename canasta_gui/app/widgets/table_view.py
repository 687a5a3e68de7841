"""The view of the table: scales the scene to the window and takes the keyboard.

The whole table is always in view; the person's card size (Settings) only caps how large it
grows, so on a big screen a smaller size leaves felt around a smaller table.

Dragging (issue 19: a frame within 8 ms at 3840×2160). While a drag is on, nothing but the
dragged cards and the drop highlight changes. The first paint of most of the viewport in a
drag (three quarters or more: a whole-window frame) therefore paints the rest of the table
once, at the screen's own resolution, into the view's background (``freeze``), and the still
items skip their own painting (``ItemHasNoContents``): a full frame is then one picture
copied plus the dragged cards, not every card, label and outline of the table again. The
usual small repaint of a drag stays live, as cheap as before. Any change to the table ends
the freeze, as does the drag's end. The felt itself is one picture made per size and colour,
and the viewport is never cleared first, since that picture covers it.

Screen readers (issue 19). Cards are graphics items, which Qt's accessibility layer does not
see. The view therefore speaks for them: its accessible name is always what the keyboard
focus is on ("Queen of hearts, selected, card 3 of 11 in your hand"; "Discard pile, 12 cards,
top: 7 of clubs, Frozen by a wild card") and its description says the keys. Each change of
the focus or of that item's state changes the name, and Qt sends the name-changed event for
the focused view (``QAccessible.updateAccessibility``), so NVDA, Orca and VoiceOver read the
new item as the focus moves, as they read a list's current row. A tree of accessible children
through ``QAccessible.installFactory`` was tried against and left out: the interfaces would be
Python objects whose lifetime Qt's accessibility cache controls (it deletes them itself),
which PySide cannot make safe, and a screen reader follows the focus either way.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QFocusEvent,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsView, QWidget

from canasta_gui.app.scene.items import CARD_W, ZoneItem
from canasta_gui.app.scene.table_scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole table at the largest scale that fits, crisp at any size."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table_scene = scene
        self.controller = None
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Only what changed is repainted; cards are cached pixmaps, so this stays cheap.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt's gradient is the same every frame: it is painted once per size and felt
        # into a picture of our own (``_felt_picture``), which a drag's still table reuses.
        self._felt: QPixmap | None = None
        self._felt_key: tuple = ()
        # That picture covers the whole viewport: no need to clear it first (at 4K that fill
        # alone is a millisecond or two of every full frame).
        self.viewport().setAutoFillBackground(False)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAccessibleName(self.tr("Card table"))
        self.spoken = ""  # what the accessibility layer was last told the focus is on
        scene.marks_changed.connect(self.update_accessible)
        self._still: QPixmap | None = None  # the table without the dragged cards
        self._stilled: list[QGraphicsItem] = []  # items that skip painting meanwhile
        self._rendering_still = False
        self._dragging: list = []  # the cards a drag holds: a large paint freezes the rest
        scene.drag_began.connect(self._drag_began)
        scene.drag_ended.connect(self._drag_ended)
        scene.marks_changed.connect(self.thaw)
        self.update_accessible()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.thaw()  # the still picture is as big as the old viewport
        super().resizeEvent(event)
        self.fit()

    def fit(self) -> None:
        """Scale the whole table into the viewport, the same in both directions, no larger
        than the person's card size allows; the table is centred in the viewport.

        Cards are drawn at the horizontal scale, so a table stretched unevenly would draw
        them taller than their places and push the bottom hand out of sight.
        """
        rect = self.sceneRect()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        widest = self.table_scene.art.max_card_width
        if widest is not None and self.transform().m11() > widest / CARD_W:
            self.setTransform(QTransform.fromScale(widest / CARD_W, widest / CARD_W))
            self.centerOn(rect.center())

    @property
    def card_width(self) -> float:
        """How wide a card at full size is drawn now, in logical pixels."""
        return CARD_W * self.transform().m11()

    def restyle(self) -> None:
        """Show new Settings on the open table: felt, card art, contrast and card size."""
        self.thaw()
        self._felt = None  # the old felt
        self.table_scene.restyle()
        self.fit()
        self.viewport().update()

    # -- a still table while dragging ---------------------------------------------------

    def _drag_began(self, items: list) -> None:
        self.thaw()
        self._dragging = list(items)

    def _drag_ended(self) -> None:
        self._dragging = []
        self.thaw()

    def paintEvent(self, event: QPaintEvent) -> None:
        # Freeze only for a paint of most of the viewport: a drag's usual frame repaints a few
        # cards' worth of it (a lit zone's area at most), cheaper live than painting the still
        # table would be.
        if self._dragging and self._still is None:
            # The area itself, not its bounds: a lit meld area's outline is four thin strips.
            dirty = sum(r.width() * r.height() for r in event.region())
            whole = self.viewport().rect()
            if dirty * 4 > whole.width() * whole.height() * 3:
                self.freeze(self._dragging)
        super().paintEvent(event)

    @property
    def frozen(self) -> bool:
        return self._still is not None

    def freeze(self, dragged: list) -> None:
        """Paint everything but ``dragged`` once into the background and keep it still."""
        self.thaw()
        vp = self.viewport()
        # Opaque (the felt covers the viewport), so each frame copies it without blending.
        still = QPixmap(self._felt_picture())
        for item in dragged:
            item.setVisible(False)
        painter = QPainter(still)
        painter.setRenderHints(self.renderHints())
        self._rendering_still = True  # the felt is in the picture already
        self.render(painter, QRectF(vp.rect()), vp.rect())
        self._rendering_still = False
        painter.end()
        for item in dragged:
            item.setVisible(True)
        keep = set(map(id, dragged))
        stilled = []
        for item in self.table_scene.items():
            if id(item) in keep or not item.isVisible():
                continue
            if isinstance(item, ZoneItem):
                item.frozen = True  # still paints a drop highlight
            elif not item.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
            else:
                continue
            stilled.append(item)
        self._stilled = stilled
        self._still = still

    def thaw(self) -> None:
        """Paint every item itself again (the drag ended or the table changed)."""
        if self._still is None:
            return
        self._still = None
        for item in self._stilled:
            if not shiboken6.isValid(item):
                continue  # the table went while a drag was on
            if isinstance(item, ZoneItem):
                item.frozen = False
            else:
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, False)
        self._stilled = []
        self.viewport().update()

    def _felt_picture(self) -> QPixmap:
        """The felt as the viewport shows it now, at device resolution (made on a change)."""
        vp = self.viewport()
        dpr = vp.devicePixelRatioF()
        t = self.viewportTransform()
        key = (vp.width(), vp.height(), dpr, t.m11(), t.m22(), t.dx(), t.dy())
        if self._felt is None or key != self._felt_key:
            felt = QPixmap(round(vp.width() * dpr), round(vp.height() * dpr))
            felt.setDevicePixelRatio(dpr)
            painter = QPainter(felt)
            painter.setTransform(t)
            self.table_scene.drawBackground(painter, self.mapToScene(vp.rect()).boundingRect())
            painter.end()
            self._felt, self._felt_key = felt, key
        return self._felt

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        if self._rendering_still:
            return
        picture = self._still if self._still is not None else self._felt_picture()
        # Only the exposed part, in viewport pixels: a small update copies a small piece.
        area = painter.transform().mapRect(rect).toAlignedRect()
        area = area.intersected(self.viewport().rect())
        dpr = picture.devicePixelRatio()
        source = QRectF(area.x() * dpr, area.y() * dpr, area.width() * dpr, area.height() * dpr)
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(QRectF(area), picture, source)
        painter.restore()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.table_scene.keyboard_focus = True
        if self.table_scene.focus_index < 0 and self.table_scene.hand_items():
            self.table_scene.focus_index = 0
        self.table_scene.refresh_marks()
        self.update_accessible()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.table_scene.keyboard_focus = False
        self.table_scene.refresh_marks()
        self.update_accessible()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        c = self.controller
        key = event.key()
        if c is None:
            super().keyPressEvent(event)
            return
        scene = self.table_scene
        on_table = scene.focus_zone is not None
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & Qt.KeyboardModifier.ControlModifier
        )
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            delta = -1 if key == Qt.Key.Key_Left else 1
            if on_table:
                c.acted.emit()
                scene.move_stop(delta)
            else:
                c.move_focus(delta)
        elif key == Qt.Key.Key_Up:
            # Up leaves the hand for the table (stock, pile, melds; Cassino's table cards).
            if not on_table:
                c.acted.emit()
                scene.focus_table()
        elif key == Qt.Key.Key_Down:
            if on_table:
                c.acted.emit()
                scene.focus_hand()
        elif key == Qt.Key.Key_Space:
            if on_table:
                c.stop_pressed(scene.focus_zone, False)
            else:
                c.toggle_focused()
        elif enter:
            if on_table:
                c.stop_pressed(scene.focus_zone, True)
            else:
                c.enter_pressed()
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focused_text(self) -> str:
        """What the keyboard focus is on, in words ("" when the table does not have it)."""
        scene, c = self.table_scene, self.controller
        if c is None or not scene.keyboard_focus:
            return ""
        if scene.focus_zone is not None:
            return c.describe_stop(scene.focus_zone)
        hand = scene.hand_items()
        if 0 <= scene.focus_index < len(hand):
            return c.describe_card(hand[scene.focus_index])
        return c.describe_stop(("hand",))

    def update_accessible(self) -> None:
        """Tell the accessibility layer what the focus is on now (see the module's note)."""
        text = self.focused_text()
        name = text or self.tr("Card table")
        if name != self.accessibleName():
            self.setAccessibleName(name)  # Qt sends NameChanged for it
        description = self.tr(
            "Card table. Left and Right move along your hand or the table, Up goes to the "
            "table (stock, pile, melds, table cards), Down back to your hand; Space selects, "
            "Enter plays."
        )
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)
        if text and text != self.spoken and self.hasFocus():
            # A move to another card: announced as a focus change as well, which readers
            # that ignore name changes of the focused object still follow.
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.Focus))
        self.spoken = text
