"""The two pieces of a game's table the shell talks to: its controller and its action bar.

A game's controller turns gestures on the shared :class:`TableScene` into that game's
engine actions and tells the table page what to show; its action bar holds the game's
buttons and their keys. The table page, the keyboard handling and the undo buttons are
shared and use only what is declared here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QKeySequence,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from canasta_gui.app.card_words import card_name, cards_count, joined
from canasta_gui.app.scene.highlights import CardSpot, Highlights, spots_of
from canasta_gui.app.texts import engine_text
from canasta_gui.app.widgets.bar_button import (
    FULL,
    ICON_ONLY,
    SHORT,
    WOOD_BOTTOM,
    WOOD_TOP,
    BarButton,
)

BAR_MARGIN, BAR_SPACING = 8, 4

if TYPE_CHECKING:
    from canasta_gui.app.scene.table_scene import TableScene
    from canasta_gui.app.session import Session


class TableControl(QObject):
    """Between one game's table scene and the session. Subclasses own the game's gestures.

    Every game's controller provides two methods the shell calls (Qt's metaclass leaves no
    room for ``abc`` here): ``refresh()`` redraws the table from the session and emits
    ``state_shown``; ``verdict(source, indexes, zone) -> (ok, reason) | None`` says whether
    the engine would accept those cards on ``zone`` (``None``: not a drop target). The
    scene asks ``verdict`` once per zone when a drag starts.
    """

    #: Whether cards a move takes off the felt are ghosted where they lay (Cassino's captures).
    ghosts = False

    message = Signal(str)  # a refusal to show: why a gesture changed nothing (user's language)
    info = Signal(str)  # a hint to show: what to do instead (not a broken rule)
    acted = Signal()  # the person did something; what the table said before is now stale
    plan_changed = Signal()  # the staged plan or its verdict changed
    state_shown = Signal()  # the table was redrawn from the session

    def __init__(self, session: Session, scene: TableScene) -> None:
        super().__init__(scene)
        self.session = session
        self.scene = scene
        scene.controller = self
        self.plan_status = ""  # a line under the table about the staged plan ("" for none)
        # The last move and the hint, marked on the felt (issue 19, scene/highlights.py).
        self.marks = Highlights(scene)
        self._move_events: list | None = None  # a move's events, marked at the next redraw
        # Where each face-up table card was last shown: a capture takes cards off the felt
        # before its events arrive (the computer's move is drawn as it stops thinking).
        self._seen: dict[int, list[CardSpot]] = {}
        self._hint_hand: list[int] | None = None  # the hand the hint was given for
        self._last_marked_seat: int | None = None  # the last mover: a turn's marks add up
        self._marked_events: list = []  # the events the marks on the felt show
        self._undone = False  # the redraw to come shows moves taken back or made again
        # Connected before the table page's redraw (the page makes its controller first),
        # so the redraw that follows knows the move. A replay's session never moves.
        changed = getattr(session, "changed", None)
        if changed is not None:
            changed.connect(self._before_redraw)
        restored = getattr(session, "plan_restored", None)
        if restored is not None:
            restored.connect(self._moves_undone)
        self.acted.connect(self._acted)

    # -- the last move and the hint on the felt (issue 19) ----------------------------------

    def _before_redraw(self, events: list) -> None:
        self._move_events = list(events)

    def _moves_undone(self, *_args) -> None:
        self._undone = True

    def show_marks(self) -> None:
        """After a redraw: mark what the move just made touched, and drop a hint given for
        another hand. A redraw with no move (pass-and-play's screen, the next person's
        reveal) shows the last marks again on the table as it now lies; an undo or redo
        takes them off."""
        events, self._move_events = self._move_events, None
        undone, self._undone = self._undone, False
        if self._hint_hand is not None and (
            events is not None or self._hint_hand != list(getattr(self, "display", []))
        ):
            self._hint_hand = None
            self.marks.clear_hint()
        if events is not None and not events:
            if undone or not self._marked_events:
                self.marks.clear_move()
                self._marked_events = []
            else:
                # The table may have turned to the next person: the same public events
                # marked afresh (the cards that left the felt have no place to show now).
                cards, places, _ghosts = self.move_marks(self._marked_events, {})
                self.marks.show_move(cards, places, [], keep=False)
        elif events is not None:
            cards, places, ghosts = self.move_marks(events, self._seen)
            mover = next((e.player for e in events if e.player is not None), None)
            # A new deal starts afresh: its cards are other cards, whoever dealt.
            dealt = any(e.kind == "deal" for e in events)
            keep = mover is not None and mover == self._last_marked_seat and not dealt
            self._last_marked_seat = mover
            self._marked_events = [*self._marked_events, *events] if keep else list(events)
            self.marks.show_move(cards, places, ghosts, keep=keep)
            for e in events:
                for card in getattr(e, "cards", ()):
                    self._seen.pop(card, None)  # gone from the felt, or shown again below
        if self.ghosts:
            felt = [c for c in self.scene.cards if c.zone[:1] not in (("hand",), ("captured",))]
            self._seen.update(spots_of(felt))

    def move_marks(self, events: list, before: dict[int, list[CardSpot]]) -> tuple:
        """What a move's events touched on the table as shown now: (card items, place
        rects, ghosts of cards that left the felt from ``before``)."""
        return [], [], []

    def hint_marks(self, action: object) -> tuple[list[int], list[tuple]]:
        """The hand indexes a hinted action plays and the zones it names."""
        return [], []

    def show_hint(self, decision: object) -> None:
        """Game → Hint: lift and ring the suggested cards and the place they go, until the
        person acts or the hand changes."""
        indexes, zones = self.hint_marks(getattr(decision, "action", None))
        hand = {c.index: c for c in self.scene.hand_items()}
        cards = [hand[i] for i in indexes if i in hand]
        places = [self.scene.stop_rect(z) for z in zones]
        self._hint_hand = list(getattr(self, "display", []))
        self.marks.show_hint(cards, places)

    def flash_words(self, item) -> list[str]:
        """What a screen reader hears of the marks on a card for a moment: the hint's
        suggestion, or a part of the last move."""
        words = []
        if any(c is item for c in self.marks.hint_cards):
            words.append(QCoreApplication.translate("CardWords", "suggested by the hint"))
        if any(c is item for c in self.marks.move_cards):
            words.append(QCoreApplication.translate("CardWords", "part of the last move"))
        return words

    def _acted(self) -> None:
        self._hint_hand = None
        self.marks.clear_hint()

    def pause_ms(self) -> int:
        """How long the table holds still before the game goes on (a sweep just shown)."""
        return 0

    def staged(self) -> object:
        """The staged plan as it is now (kept with undo snapshots); ``None`` without one."""
        return None

    def has_plan(self) -> bool:
        return False

    # -- keys every table understands -----------------------------------------------------

    def move_focus(self, delta: int) -> None:
        """Left/Right: move the keyboard focus along the hand."""

    def toggle_focused(self) -> None:
        """Space: select or unselect the card under the keyboard focus."""

    def enter_pressed(self) -> None:
        """Enter: the game's main action for the selection (meld it, play it)."""

    # -- the table beyond the hand: keyboard stops and what a screen reader says ------------

    def table_stops(self) -> list[tuple]:
        """The places on the table the keyboard focus visits after the hand (Up from the
        hand): zones as the layout names them, in reading order."""
        return []

    def stop_pressed(self, zone: tuple, enter: bool) -> None:
        """Space (``enter`` False) or Enter on the table stop ``zone``."""

    def describe_stop(self, zone: tuple) -> str:
        """A place on the table in words ("Discard pile, 12 cards, top: 7 of clubs")."""
        if zone == ("hand",):
            return joined(
                QCoreApplication.translate("CardWords", "Your hand"),
                cards_count(len(self.scene.hand_items())),
            )
        return ""

    def describe_card(self, item) -> str:
        """One card item in words: the card, its marks and where it lies."""
        marks = []
        if item.selected:
            marks.append(QCoreApplication.translate("CardWords", "selected"))
        if item.highlighted:
            marks.append(QCoreApplication.translate("CardWords", "used by the plan"))
        marks += self.flash_words(item)
        if item.zone == ("hand",):
            hand = self.scene.hand_items()
            where = QCoreApplication.translate(
                "CardWords", "card {number} of {count} in your hand"
            ).format(number=hand.index(item) + 1 if item in hand else 0, count=len(hand))
            return joined(card_name(item.card if item.face_up else -1), *marks, where)
        place = self.describe_stop(item.zone)
        if not item.face_up:
            return place or card_name(-1)
        return joined(card_name(item.card), *marks, place)

    def undo(self) -> None:
        err = self.session.undo(self.staged())
        if err is not None:
            self.message.emit(engine_text(err))

    def redo(self) -> None:
        err = self.session.redo(self.staged())
        if err is not None:
            self.message.emit(engine_text(err))


class ActionBar(QWidget):
    """The game's buttons on a wooden rail under the table, with their keyboard shortcuts.

    ``add_button`` and ``add_shortcut`` keep every button and key in ``buttons`` and
    ``actions_by_key`` (tests and the key-hint check read them). Shortcuts are added to
    ``page`` so they work wherever the focus is on the table page. The page adds its own
    buttons (undo, redo, the log) at the bar's right end with ``add_tail``. When the labels
    do not all fit, the buttons shorten them in steps (``fit``).
    """

    def __init__(self, controller: TableControl, page: QWidget) -> None:
        # No parent yet: the page adds the bar to its layout last, which puts its buttons
        # after the table and the side panel in the Tab order.
        super().__init__()
        self.controller = controller
        self.page = page
        self.buttons: dict[str, QPushButton] = {}
        self.actions_by_key: dict[str, QAction] = {}
        self.setObjectName("actionBar")
        outer = QHBoxLayout(self)
        outer.setContentsMargins(BAR_MARGIN, 6, BAR_MARGIN, 6)
        outer.setSpacing(BAR_SPACING)
        self.row = QHBoxLayout()
        self.row.setSpacing(BAR_SPACING)
        self.tail = QHBoxLayout()
        self.tail.setSpacing(BAR_SPACING)
        outer.addLayout(self.row, 1)
        outer.addLayout(self.tail)
        self._tail_buttons: list[BarButton] = []
        self._fitting = False

    def add_button(self, key: str, slot, icon: str | None = None) -> QPushButton:
        b = BarButton(icon or key, self)
        b.clicked.connect(slot)
        b.setObjectName(f"bar_{key}")
        self.buttons[key] = b
        self.row.addWidget(b)
        return b

    def add_tail(self, button: BarButton) -> None:
        """A button of the page's own at the bar's right end (undo, redo, the log)."""
        button.setParent(self)
        self.tail.addWidget(button)
        self._tail_buttons.append(button)

    def fit(self) -> None:
        """Every label in full where it fits. Short of room, in turn: the page's buttons
        and Sort show their icons alone, the game's buttons leave out their keys (their
        tooltips name them), then show their icons alone too.

        Called whenever buttons show or hide, texts change or the bar is resized; a change
        is laid out at once, so no button is ever squeezed below its size for a moment.
        """
        if self._fitting:
            return
        self._fitting = True
        try:
            shown = [b for b in self.findChildren(BarButton) if not b.isHidden()]
            room = self.width() - 2 * BAR_MARGIN - BAR_SPACING * len(shown)
            minor = self._tail_buttons + [self.buttons[k] for k in ("sort",) if k in self.buttons]
            major = [b for b in shown if b not in minor]
            modes = {b: FULL for b in shown}
            steps = [(minor, ICON_ONLY), (major, SHORT), (major, ICON_ONLY)]
            for group, mode in steps:
                if sum(b.width_in(modes[b]) for b in shown) <= room:
                    break
                for b in group:
                    if b in modes:
                        modes[b] = mode
            changed = False
            for b in self.findChildren(BarButton):
                mode = modes.get(b, FULL)
                changed |= b.mode != mode
                b.set_mode(mode)
            if changed and self.layout() is not None:
                self.layout().activate()
        finally:
            self._fitting = False

    def event(self, event: QEvent) -> bool:
        # A button shown or hidden, a text changed (a new language): fit the labels again.
        if event.type() == QEvent.Type.LayoutRequest:
            self.fit()
        return super().event(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.fit()
        super().resizeEvent(event)

    def paintEvent(self, _event: QPaintEvent) -> None:
        # The wooden rail along the table's edge.
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, WOOD_TOP)
        grad.setColorAt(1, WOOD_BOTTOM)
        p.setBrush(grad)
        p.setPen(QPen(QColor(30, 18, 8), 1))
        p.drawRoundedRect(r, 10, 10)
        p.setPen(QPen(QColor(255, 225, 180, 45), 1))
        p.drawLine(QPointF(r.left() + 10, r.top() + 1.5), QPointF(r.right() - 10, r.top() + 1.5))
        p.end()

    def add_shortcut(self, key: str, sequence: str, slot) -> QAction:
        a = QAction(self.page)
        a.setShortcut(QKeySequence(sequence))
        a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        a.triggered.connect(slot)
        self.page.addAction(a)
        self.actions_by_key[key] = a
        return a

    def retranslate(self) -> None:
        """Every button's text in the current language."""

    def describe_buttons(self) -> None:
        """Each button's accessible description is its tooltip (what it does and its key);
        its name is its text, as Qt reads it."""
        for b in self.buttons.values():
            b.setAccessibleDescription(b.toolTip())

    def update_buttons(self, may_act: bool) -> None:
        """Enable what the engine allows now; ``may_act``: the person may act and nothing moves."""
