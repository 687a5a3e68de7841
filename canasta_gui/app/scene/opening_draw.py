"""The opening ceremony: the cards drawn for seats turned up by each seat, then the deal.

Shown on the table before the first deal when the rules draw for seats (docs/rules.md
§3.3.1). Each card drawn glides from the pack to its drawer's seat and is turned up; a
card that does not count (a joker, or one already drawn) is put aside and its drawer
draws again. Then a line names the partners, who plays first and who deals, and after a
pause to read it the deal begins.

The ceremony holds the game (``session.held``) while it runs, so nobody acts and no
computer player thinks behind it. A click on the table, Esc or the Skip button ends it at
once. Every length follows the animation speed; at "instant" the result appears at once.
Its items lie on a felt of their own above the table, painted as the table's own felt (the
colour of Settings), and are removed when it ends; its texts follow high contrast. Its one
timer is its own child; ``stop`` ends it without a trace and without starting the deal (a
new game, the menu, the window closing).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem, QPushButton, QStyleOptionGraphicsItem, QWidget

from canasta_gui.app.games.rummy.layout import seat_places
from canasta_gui.app.scene import speeds
from canasta_gui.app.scene.items import CardItem, LabelItem
from canasta_gui.app.scene.placements import TABLE_H, TABLE_W
from canasta_gui.app.scene.table_scene import BADGE_COLOURS, paint_felt
from canasta_gui.engine.cards import card_code

if TYPE_CHECKING:
    from canasta_gui.app.widgets.table_page import TablePage

# Lengths at the normal speed, in milliseconds (scaled by the speed setting).
FIRST_MS = 200  # the pack is on the table before the first card is drawn
DEAL_MS = 300  # a card glides from the pack to its seat
TURN_MS = 150  # it lies face down a moment before it is turned up
NEXT_MS = 250  # the next player draws once the card is up
ASIDE_MS = 250  # a card that does not count goes aside
HOLD_MS = 2600  # the result stays this long to be read before the deal

Z = 3000  # above everything the table shows
# Per place: the card's top left, then the name's and the role's top centre, and the room
# the name may take.
_SPOTS = {
    "bottom": (QPointF(750, 830), QPointF(800, 978), QPointF(800, 1022), 420.0),
    "top": (QPointF(750, 84), QPointF(800, 36), QPointF(800, 232), 420.0),
    "topleft": (QPointF(300, 84), QPointF(350, 36), QPointF(350, 232), 420.0),
    "topright": (QPointF(1200, 84), QPointF(1250, 36), QPointF(1250, 232), 420.0),
    "left": (QPointF(170, 440), QPointF(220, 590), QPointF(220, 634), 320.0),
    "right": (QPointF(1330, 440), QPointF(1380, 590), QPointF(1380, 634), 320.0),
}
PACK = QPointF(750, 440)
ASIDE = QPointF(890, 440)  # cards that do not count, fanned to the right
ASIDE_STEP = 26.0
TITLE_AT = QPointF(TABLE_W / 2, 300)
LINES_TOP, LINE_STEP = 604.0, 44.0
LINE_W = 820.0  # between the side seats' names


class _Felt(QGraphicsItem):
    """The table's felt again, over the table's cards: the same colour and gradient."""

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, TABLE_W, TABLE_H)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        paint_felt(painter, self.scene().art, self.boundingRect())


class OpeningDraw(QObject):
    """One showing of the draw on one table page; ``finished`` once the deal may begin."""

    finished = Signal()

    def __init__(self, page: TablePage, draw: Any) -> None:
        super().__init__(page)
        self.page = page
        self.session = page.session
        self.scene = page.scene
        self.viewport = page.view.viewport()
        self.draw = draw
        self.running = False
        self.result_shown = False
        self._ending = False  # ended: ``finished`` comes on the next turn of the event loop
        self._items: list[QGraphicsItem] = []
        self._cards: list[CardItem] = []  # one per card drawn, in draw order
        self._names: dict[int, LabelItem] = {}
        self._roles: dict[int, LabelItem] = {}
        self._lines: list[LabelItem] = []
        self._title: LabelItem | None = None
        self._aside = 0
        self._steps: deque[tuple[int, Callable[[], None]]] = deque()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self.skip_button = QPushButton(self.viewport)
        self.skip_button.setObjectName("skip_opening")
        self.skip_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.skip_button.clicked.connect(self.skip)
        self.skip_button.hide()
        n = len(draw.seats)
        bottom = self.session.bottom
        # The seats' places in turn order from the person's seat, as the table seats them.
        self.place_of = {(bottom + k) % n: place for k, place in enumerate(seat_places(n))}

    # -- running ------------------------------------------------------------------------

    def start(self) -> None:
        """Show the pack and the seats, then draw card after card."""
        self.running = True
        self.session.held = True
        self.scene.restyled.connect(self._restyle)
        self._build()
        for watched in (self.page, self.page.view, self.viewport, self.skip_button):
            watched.installEventFilter(self)
        self.skip_button.show()
        self._place_button()
        self.page.view.setFocus()
        self._steps.append((FIRST_MS, lambda: None))
        for i, ((player, _card), kept) in enumerate(
            zip(self.draw.draws, self.draw.kept(), strict=True)
        ):
            seat = self.draw.seats[player]
            self._steps.append(
                (0 if i == 0 else NEXT_MS, lambda i=i, seat=seat: self._deal(i, seat))
            )
            self._steps.append((DEAL_MS + TURN_MS, lambda i=i: self._turn_up(i)))
            if not kept:
                self._steps.append((NEXT_MS, lambda i=i: self._put_aside(i)))
        self._steps.append((NEXT_MS, self._show_result))
        self._steps.append((HOLD_MS, self._end))
        self._schedule()

    def _schedule(self) -> None:
        # Steps whose scaled pause is nothing run now: at "instant" the whole draw is shown
        # at once and the deal follows on the next turn of the event loop.
        while self.running and self._steps:
            delay, step = self._steps[0]
            ms = speeds.scaled(delay)
            if ms > 0 or len(self._steps) == 1:
                # The last step (the end) always waits for the timer: never inside ``start``.
                self._timer.start(ms)
                return
            self._steps.popleft()
            step()

    def _tick(self) -> None:
        if not self.running or not self._steps:
            return
        _delay, step = self._steps.popleft()
        step()
        self._schedule()

    def skip(self) -> None:
        """Show no more: the deal begins (a click on the table, Esc, the Skip button)."""
        if self.running:
            self._end()

    def _end(self) -> None:
        self._clear()
        # Not from inside the click or key that ended it: the deal starts on the next turn
        # of the event loop, with this object (a child of the page) as the timer's context.
        self._ending = True
        QTimer.singleShot(0, self, self._emit_finished)

    def _emit_finished(self) -> None:
        if not self._ending:
            return  # stopped meanwhile: the game it was for is gone
        self._ending = False
        self.session.held = False
        self.finished.emit()

    def stop(self) -> None:
        """End without a trace and without starting the deal (the table is going away)."""
        self._ending = False
        self._clear()
        self.session.held = False

    def _clear(self) -> None:
        if not self.running:
            return
        self.running = False
        self._timer.stop()
        self._steps.clear()
        self.scene.restyled.disconnect(self._restyle)
        for watched in (self.page, self.page.view, self.viewport, self.skip_button):
            watched.removeEventFilter(self)
        for card in self._cards:
            card.stop_gliding()
        for item in self._items:
            if item.scene() is self.scene:
                self.scene.removeItem(item)  # its last reference goes with the list
        self._items.clear()
        self._cards.clear()
        self._names.clear()
        self._roles.clear()
        self._lines.clear()
        self._title = None
        self.skip_button.hide()
        self.skip_button.deleteLater()

    # -- what is shown ------------------------------------------------------------------

    def _build(self) -> None:
        self._add(_Felt(), Z)
        for k in range(3):  # the pack, a little thick
            back = CardItem(self.scene.art, -1, "", False)
            back.setPos(PACK + QPointF(-2 * k, -2 * k))
            self._add(back, Z + 1 + k)
        self._title = self._label(TITLE_AT, 34, LINE_W + 200)
        for seat, place in self.place_of.items():
            _card, name_at, _role_at, width = _SPOTS[place]
            self._names[seat] = self._label(name_at, 28, width)
        self._retranslate()

    def _add(self, item: QGraphicsItem, z: float) -> None:
        item.setZValue(z)
        self.scene.addItem(item)
        self._items.append(item)

    def _label(self, at: QPointF, size: int, width: float, badge: str = "") -> LabelItem:
        label = LabelItem()
        label.configure(size=size, badge=BADGE_COLOURS.get(badge), align="centre", max_width=width)
        label.set_high_contrast(self.scene.art.high_contrast)
        label.setPos(at)
        self._add(label, Z + 200)
        return label

    def _deal(self, i: int, seat: int) -> None:
        card = self.draw.draws[i][1]
        item = CardItem(self.scene.art, card, card_code(card), False)
        item.setPos(PACK)
        self._add(item, Z + 10 + i)
        self._cards.append(item)
        item.move_to(_SPOTS[self.place_of[seat]][0], speeds.scaled(DEAL_MS))

    def _turn_up(self, i: int) -> None:
        item = self._cards[i]
        item.face_up = True
        item.update()

    def _put_aside(self, i: int) -> None:
        item = self._cards[i]
        item.setZValue(Z + 5 + self._aside)
        item.move_to(ASIDE + QPointF(ASIDE_STEP * self._aside, 0), speeds.scaled(ASIDE_MS))
        self._aside += 1

    def _show_result(self) -> None:
        self.result_shown = True
        first, dealer = self.draw.first_player, self.draw.first_dealer
        for seat, badge in ((first, "turn"), (dealer, "count")):
            self._roles[seat] = self._label(_SPOTS[self.place_of[seat]][2], 24, 300, badge)
        rows = len(self._partner_lines()) + 1
        for k in range(rows):
            size = 30 if k == rows - 1 else 28
            self._lines.append(
                self._label(QPointF(TABLE_W / 2, LINES_TOP + k * LINE_STEP), size, LINE_W)
            )
        self._retranslate()

    def _restyle(self) -> None:
        """A new look from Settings while the draw is shown: its texts follow high contrast
        (the felt and the cards are painted from the scene's art, which already changed)."""
        on = self.scene.art.high_contrast
        for label in [self._title, *self._names.values(), *self._roles.values(), *self._lines]:
            if label is not None:
                label.set_high_contrast(on)

    # -- words --------------------------------------------------------------------------

    def _partner_lines(self) -> list[str]:
        cfg = self.session.state.config
        n = len(self.draw.seats)
        lines = []
        for side in range(cfg.n_sides):
            if sum(1 for p in range(n) if cfg.side_of[p] == side) > 1:
                lines.append(
                    self.tr("Partners: {names}").format(names=self.session.side_name(side))
                )
        return lines

    def result_lines(self) -> list[str]:
        """What the result says, line by line, in the current language."""
        name = self.session.seat_name
        last = self.tr("{first} has the highest card and plays first; {dealer} deals.").format(
            first=name(self.draw.first_player), dealer=name(self.draw.first_dealer)
        )
        return [*self._partner_lines(), last]

    def _retranslate(self) -> None:
        self.skip_button.setText(self.tr("Skip (Esc)"))
        self.skip_button.setToolTip(self.tr("Start the deal now"))
        self._place_button()
        if self._title is not None:
            self._title.set_text(self.tr("Drawing cards for seats and the first deal"))
        for seat, label in self._names.items():
            label.set_text(self.session.seat_name(seat))
        roles = {
            self.draw.first_player: self.tr("Plays first"),
            self.draw.first_dealer: self.tr("Deals"),
        }
        for seat, label in self._roles.items():
            label.set_text(roles[seat])
        for label, text in zip(self._lines, self.result_lines(), strict=False):
            label.set_text(text)

    # -- input --------------------------------------------------------------------------

    def _place_button(self) -> None:
        if not self.running:
            return
        b = self.skip_button
        b.adjustSize()
        r = self.viewport.rect()
        b.move(r.right() - b.width() - 12, r.bottom() - b.height() - 12)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.running:
            return False
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            if isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape:
                # Esc ends the ceremony, not the table's own Esc (cancel a staged plan).
                event.accept()
                if kind == QEvent.Type.KeyPress:
                    self.skip()
                return True
            return False
        if watched is self.viewport:
            if kind == QEvent.Type.MouseButtonPress:
                self.skip()
                return True
            if kind in (QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick):
                return True
            if kind == QEvent.Type.Resize:
                QTimer.singleShot(0, self, self._place_button)
        elif watched is self.page and kind == QEvent.Type.LanguageChange:
            self._retranslate()
        return False
