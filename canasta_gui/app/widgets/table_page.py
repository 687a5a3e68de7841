"""The table page of any game: the card table, the game's action bar, the side panel with
scores and log, the message line and undo.

The page is dressed as a card table: a dark room round the felt, the action bar as a wooden
rail under it, and the scores and log as a quiet side panel the person can fold away
(the bar's Log button, the View menu, Ctrl+L); the felt takes the room when it is folded.
"""

from __future__ import annotations

import contextlib
import time

import shiboken6
from PySide6.QtCore import QModelIndex, QRect, QSize, QStringListModel, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QFontMetrics,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListView,
    QProgressBar,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from canasta_gui.app.game_log import entry_text
from canasta_gui.app.scene import speeds
from canasta_gui.app.scene.card_art import CardArt
from canasta_gui.app.scene.table_scene import TableScene
from canasta_gui.app.session import INFO, REFUSAL, Session
from canasta_gui.app.widgets.announce import announce
from canasta_gui.app.widgets.bar_button import GOLD, BarButton
from canasta_gui.app.widgets.focus_halo import FocusHalo
from canasta_gui.app.widgets.table_tones import Tones, tones_for
from canasta_gui.app.widgets.table_view import TableView

LOG_LINES = 200
PANEL_MIN, PANEL_MAX = 272, 360  # the side panel's width: wider on a large window
MESSAGE_LINES = 2  # the message line keeps room for this many lines, shown or not

ROOM = QColor(24, 30, 24)  # round the felt: a dark room, so the felt and the rail stand out

# Information and refusals differ by icon and weight as well as by colour (on the dark room).
_MESSAGE_STYLES = {
    INFO: "QLabel#message { color: #d6e6f7; font-weight: normal; }",
    REFUSAL: "QLabel#message { color: #ffb2a6; font-weight: bold; }",
}

LOG_ITEM_PADDING, LOG_ITEM_PADDING_Y = 4, 1  # a log row's padding, in pixels
NEWEST_INK = QColor("#ffe38a")  # the log's newest line, a shade brighter than the rest

# The side panel: a soft dark tone of the felt, cream text, the log in smaller type on a darker
# well (table_tones.py has the colours of each felt, and of high contrast).
_ITEM_PADDING = f"{LOG_ITEM_PADDING_Y}px {LOG_ITEM_PADDING}px"
_PLAIN_STYLE = "QLabel#plan { color: #ebe4d0; }"
_MESSAGE_ICONS = {
    INFO: QStyle.StandardPixmap.SP_MessageBoxInformation,
    REFUSAL: QStyle.StandardPixmap.SP_MessageBoxWarning,
}


class _NewestLine(QStyledItemDelegate):
    """The log's newest line stands out: brighter, with a gold mark at its left."""

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        super().initStyleOption(option, index)
        if index.row() == index.model().rowCount() - 1:
            # Brighter, not bolder: a bold row measured wider, and the list kept that height
            # after the row stopped being the newest (an empty second line under it).
            option.palette.setColor(QPalette.ColorRole.Text, NEWEST_INK)

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:
        # Qt measured a wrapped row on another width than it painted it (the style sheet's
        # item padding), and cut the first line short with "…" over an empty second line. The
        # height is measured here on the width the row is painted on.
        view = self.parent()
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, opt, view) + 1
        width = view.viewport().width() - 2 * (LOG_ITEM_PADDING + margin)
        text = index.data() or ""
        box = QFontMetrics(opt.font).boundingRect(
            QRect(0, 0, max(width, 40), 100_000), Qt.TextFlag.TextWordWrap, text
        )
        return QSize(max(width, 40), box.height() + 2 * LOG_ITEM_PADDING_Y + 2)

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex) -> None:
        super().paint(painter, option, index)
        if index.row() == index.model().rowCount() - 1:
            painter.save()
            painter.setPen(QPen(GOLD, 3))
            r = option.rect
            painter.drawLine(r.left() + 1, r.top() + 2, r.left() + 1, r.bottom() - 2)
            painter.restore()


class TablePage(QWidget):
    """Everything on screen while a game is played."""

    idle = Signal()  # the table finished animating the last change
    log_panel_toggled = Signal(bool)  # the person opened (True) or folded the side panel

    def __init__(self, session: Session, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.scene = TableScene(art)
        # Owned by the page, so it goes with it: left to Python, an old table's scene lived on
        # until the cycle collector ran, and was then destroyed in the middle of a later Qt call.
        self.scene.setParent(self)
        self.view = TableView(self.scene)
        self.controller = session.game.make_controller(session, self.scene)
        self.view.controller = self.controller
        self._think_started = 0.0
        self._log_spoken: int | None = None  # log entries a screen reader has been told of
        self._build()
        self.retranslate()
        self.controller.message.connect(self.show_refusal)
        self.controller.info.connect(self.show_message)
        self.controller.acted.connect(self.clear_message)
        self.controller.plan_changed.connect(self._update_plan)
        self.controller.state_shown.connect(self._update_panel)
        self.scene.idle.connect(self._on_idle)
        session.changed.connect(self._on_changed)
        session.log_changed.connect(self._show_log)
        session.notice.connect(self.show_message)
        session.thinking.connect(self._on_thinking)
        session.turn_started.connect(self._on_turn)
        self._progress_timer = QTimer(self)
        self._progress_timer.setInterval(100)
        self._progress_timer.timeout.connect(self._tick_progress)

    # -- construction -------------------------------------------------------------------

    def _build(self) -> None:
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turn")
        self.score_label = QLabel()
        self.score_label.setTextFormat(Qt.TextFormat.RichText)
        self.score_label.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)  # busy until the player answers
        self.progress.setTextVisible(False)
        self.progress.hide()
        self.log_model = QStringListModel(self)
        self.log_view = QListView()
        self.log_view.setObjectName("log")
        self.log_view.setModel(self.log_model)
        self.log_view.setWordWrap(True)
        # Rows are measured again when the list's width changes (the window resized, the panel
        # folded and opened): measured once at a width they no longer have, wrapped lines were
        # cut short with "…" over an empty second line.
        self.log_view.setResizeMode(QListView.ResizeMode.Adjust)
        self.log_view.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.log_view.setItemDelegate(_NewestLine(self.log_view))
        # Lines wrap to the panel's width, so there is never anything to scroll sideways.
        self.log_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        small = QFont(self.log_view.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self.log_view.setFont(small)
        self.log_title = QLabel()
        self.log_title.setObjectName("logTitle")
        self.log_title.setFont(small)
        side = QVBoxLayout()
        side.setContentsMargins(10, 10, 10, 10)
        side.addWidget(self.turn_label)
        side.addWidget(self.progress)
        side.addWidget(self.score_label)
        side.addWidget(self.log_title)
        side.addWidget(self.log_view, 1)
        panel = QFrame()
        panel.setObjectName("sidePanel")
        panel.setLayout(side)
        panel.setFixedWidth(PANEL_MIN)
        self.panel = panel
        # The log keeps its newest line in view when the window (and so the list) changes
        # size, unless the person scrolled back to read older lines.
        self._log_pinned = True
        bar = self.log_view.verticalScrollBar()
        bar.valueChanged.connect(self._log_scrolled)
        bar.rangeChanged.connect(self._log_range_changed)

        self.message_kind = ""
        self.message_icon = QLabel()
        self.message_icon.setFixedSize(20, 20)
        self.message_label = QLabel()
        self.message_label.setObjectName("message")
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet(_MESSAGE_STYLES[REFUSAL])
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        # The line keeps its room when empty, so the table never moves when a message comes
        # or goes; a little over two lines, since CJK glyphs stand taller than Latin ones.
        line = self.message_label.fontMetrics().lineSpacing()
        message_line = QHBoxLayout()
        message_line.setContentsMargins(0, 0, 0, 0)
        message_line.addWidget(self.message_icon, 0, Qt.AlignmentFlag.AlignVCenter)
        message_line.addWidget(self.message_label, 1)
        self.message_bar = QWidget()
        self.message_bar.setLayout(message_line)
        self.message_bar.setFixedHeight(max(line * MESSAGE_LINES + 10, 24))
        self.plan_label = QLabel()
        self.plan_label.setObjectName("plan")
        self.plan_label.setStyleSheet(_PLAIN_STYLE)
        self.plan_label.setWordWrap(True)
        self.plan_label.setMinimumHeight(line + 2)

        # The game's own buttons and keys; undo, redo and the log's button are shared (at the
        # bar's right end, so they stay at hand when the side panel is folded away).
        self.bar = self.session.game.make_bar(self.controller, self)
        self.buttons: dict[str, QPushButton] = self.bar.buttons
        self.actions_by_key: dict[str, QAction] = self.bar.actions_by_key
        self._build_undo()
        self.log_button = BarButton("log")
        self.log_button.setObjectName("bar_log")
        self.log_button.setCheckable(True)
        self.log_button.setChecked(True)
        self.log_button.toggled.connect(self._log_button_toggled)
        self.bar.add_tail(self.log_button)
        self.buttons["log"] = self.log_button

        top = QHBoxLayout()
        top.addWidget(self.view, 1)
        top.addWidget(panel)
        root = QVBoxLayout(self)
        root.setContentsMargins(6, 6, 6, 6)
        root.addLayout(top, 1)
        root.addWidget(self.plan_label)
        root.addWidget(self.message_bar)
        # The action bar spans the window so every button fits from 1024 px wide.
        root.addWidget(self.bar)
        self.setFocusProxy(self.view)
        self.focus_halo = FocusHalo(self)
        self.tones: Tones | None = None
        self.restyle()
        # Settings change the felt through the scene; the bar and the panel follow at once.
        self.scene.restyled.connect(self.restyle)

    def restyle(self) -> None:
        """The bar's buttons and the side panel in the felt's tones (Settings: the table's
        colour and high contrast)."""
        art = self.scene.art
        tones = tones_for(art.felt, art.high_contrast)
        if tones == self.tones:
            return
        self.tones = tones
        self.panel.setStyleSheet(tones.panel_style(_ITEM_PADDING))
        for button in self.findChildren(BarButton):
            button.set_tones(tones)

    def retranslate(self) -> None:
        self.bar.retranslate()
        self.log_title.setText(self.tr("What happened"))
        self.log_button.setText(self.tr("Log"))
        self.log_button.setToolTip(
            self.tr("Show or hide the side panel with the scores and the log (Ctrl+L)")
        )
        self.log_button.setAccessibleDescription(self.log_button.toolTip())
        self.log_view.setAccessibleName(self.tr("What happened"))
        self.progress.setAccessibleName(self.tr("Thinking"))
        self.panel.setAccessibleName(self.tr("Scores and log"))
        self._retranslate_undo()
        self.bar.describe_buttons()
        self.bar.fit()
        self._update_panel()
        self._show_log()
        self._message_icon_text()

    def language_changed(self) -> None:
        """Show everything in the new language (the main window calls this for the table in
        play only: a page already replaced must not redraw from a session that is gone)."""
        self.retranslate()
        self.controller.refresh()

    # -- updates ------------------------------------------------------------------------

    def start(self) -> None:
        """Show the game and let it run."""
        self.controller.refresh()
        self._update_panel()  # a panel kept empty during the draw for seats fills in now

    def _on_changed(self, _events: list) -> None:
        self.clear_message()  # a move was made: what was said before it is stale
        self.controller.refresh()

    def _on_idle(self) -> None:
        self._update_buttons()
        self.idle.emit()

    def _on_turn(self, _seat: int) -> None:
        self._update_buttons()
        self.view.setFocus()

    def _on_thinking(self, seat: int) -> None:
        self.controller.refresh()
        if seat >= 0:
            self._think_started = time.monotonic()
            self._progress_timer.start()
        else:
            self._progress_timer.stop()
            self.progress.hide()

    def _tick_progress(self) -> None:
        # A wait longer than a moment shows a moving bar so the table never looks stuck.
        waited = (time.monotonic() - self._think_started) * 1000
        self.progress.setVisible(waited >= speeds.PROGRESS_AFTER_MS)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # A fifth of the window, within bounds: long side names and book lines wrap less.
        self.panel.setFixedWidth(max(PANEL_MIN, min(PANEL_MAX, self.width() // 5)))
        super().resizeEvent(event)

    def paintEvent(self, _event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), ROOM)
        p.end()

    # -- the side panel, open or folded ---------------------------------------------------

    @property
    def log_open(self) -> bool:
        return not self.panel.isHidden()

    def set_log_open(self, shown: bool) -> None:
        """Show or fold the side panel (scores and log); the felt takes its room."""
        self.log_button.setChecked(shown)  # _log_button_toggled does the rest

    def _log_button_toggled(self, shown: bool) -> None:
        if shown == self.log_open:
            return
        self.panel.setVisible(shown)
        if not shown and self.panel.isAncestorOf(self.focusWidget()):
            self.view.setFocus()  # the focus does not vanish with the panel
        if shown:
            self._log_pinned = True
            self.log_view.scrollToBottom()
        self.log_panel_toggled.emit(shown)

    def _log_scrolled(self, value: int) -> None:
        self._log_pinned = value >= self.log_view.verticalScrollBar().maximum() - 2

    def _log_range_changed(self, _low: int, high: int) -> None:
        if self._log_pinned:
            self.log_view.verticalScrollBar().setValue(high)

    def _show_log(self) -> None:
        """The session's log in the current language (it is kept as data, not as text)."""
        s = self.session
        lines = [entry_text(e, s.seat_name, s.game) for e in s.log[-LOG_LINES:]]
        self.log_model.setStringList(lines)
        self._log_pinned = True
        self.log_view.scrollToBottom()
        # New lines are read out (a computer's move, the person's own): not those already
        # there when the table opened, nor the whole log again after a language switch.
        spoken, self._log_spoken = self._log_spoken, len(s.log)
        if spoken is not None and len(s.log) > spoken:
            fresh = lines[-min(len(s.log) - spoken, len(lines)) :]
            announce(self.log_view, "\n".join(fresh))

    def show_message(self, text: str, kind: str = INFO) -> None:
        """Show ``text`` on the message line until the person's next action or move.

        ``kind`` is ``INFO`` (a hint, a partner's answer) or ``REFUSAL`` (why a move was
        refused, or something that went wrong).
        """
        if not text:
            self.clear_message()
            return
        self.message_kind = kind if kind in _MESSAGE_STYLES else INFO
        self.message_label.setStyleSheet(_MESSAGE_STYLES[self.message_kind])
        icon = self.style().standardIcon(_MESSAGE_ICONS[self.message_kind])
        self.message_icon.setPixmap(icon.pixmap(QSize(20, 20), self.devicePixelRatioF()))
        self._message_icon_text()
        self.message_label.setText(text)
        announce(self.message_label, text, urgent=self.message_kind == REFUSAL)

    def show_refusal(self, text: str) -> None:
        self.show_message(text, REFUSAL)

    def clear_message(self) -> None:
        self.message_kind = ""
        self.message_label.clear()
        self.message_icon.clear()
        self._message_icon_text()

    def _message_icon_text(self) -> None:
        # What the icon says, for screen readers and as a tooltip.
        names = {INFO: self.tr("Information"), REFUSAL: self.tr("Not possible")}
        name = names.get(self.message_kind, "")
        self.message_icon.setToolTip(name)
        self.message_icon.setAccessibleName(name)

    def _update_plan(self) -> None:
        self.plan_label.setText(self.controller.plan_status)
        self._update_buttons()

    def _update_panel(self) -> None:
        s = self.session
        if s.held:
            # While the cards are drawn for seats the panel would give away partners, seats
            # and who plays first before the table shows them (docs/rules.md §3.3.1).
            self.turn_label.setText("")
            self.score_label.setText("")
            self._update_buttons()
            return
        obs = s.observation()
        seat = s.thinking_seat
        if s.state.phase in (s.game.break_phase, s.game.over_phase):
            turn = s.game.over_text()
        elif seat >= 0:
            turn = self.tr("{name} is thinking…").format(name=s.seat_name(seat))
        elif obs.current is not None:
            turn = self.tr("{name} to play").format(name=s.seat_name(obs.current))
        else:
            turn = ""
        self.turn_label.setText(turn)
        self.score_label.setText(s.game.panel_html(s))
        self._update_buttons()

    def close_down(self) -> None:
        """Stop listening before the page goes: between ``deleteLater`` and the deletion its
        scene and the session could still report, and the page would update widgets on the
        way out (the window calls this when it ends a session)."""
        self._progress_timer.stop()
        connections = (
            (self.scene.idle, self._on_idle),
            (self.session.changed, self._on_changed),
            (self.session.log_changed, self._show_log),
            (self.session.notice, self.show_message),
            (self.session.thinking, self._on_thinking),
            (self.session.turn_started, self._on_turn),
            (self.controller.state_shown, self._update_panel),
            (self.controller.plan_changed, self._update_plan),
        )
        for signal, slot in connections:
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with its sender
                signal.disconnect(slot)

    def _buttons_alive(self) -> bool:
        """Whether the page still has its buttons. A page being taken down loses them while
        the scene it owns can still report idle; full test runs showed "QPushButton already
        deleted" from there, even between two buttons of one update."""
        return all(map(shiboken6.isValid, self.buttons.values()))

    def _update_buttons(self) -> None:
        if not self._buttons_alive():
            return
        may = self.session.human_may_act() and not self.scene.animating
        try:
            self.bar.update_buttons(may)
        except RuntimeError:
            if self._buttons_alive():
                raise
            return  # the buttons went while they were being updated: see _buttons_alive
        self.scene.input_enabled = may
        self._update_undo_buttons()
        self.bar.fit()

    # -- undo and redo ------------------------------------------------------------------

    def _build_undo(self) -> None:
        """Undo and Redo at the bar's right end, and their keys (Ctrl+Z; Ctrl+Shift+Z and
        Ctrl+Y). They show their icons alone when the bar runs short of room."""
        c = self.controller
        # A game where every play ends the turn (Cassino) has nothing to take back.
        shown = bool(self.session.game.undoable)
        for key, slot, keys in (
            ("undo", c.undo, ("Ctrl+Z",)),
            ("redo", c.redo, ("Ctrl+Shift+Z", "Ctrl+Y")),
        ):
            b = BarButton(key)
            b.setObjectName(f"bar_{key}")
            b.setEnabled(False)
            b.clicked.connect(slot)
            self.buttons[key] = b
            self.bar.add_tail(b)
            # Only once it has a parent: shown before that, a button is a window of its own
            # and takes the keyboard focus from the table.
            b.setHidden(not shown)
            for n, seq in enumerate(keys):
                a = QAction(self)
                a.setShortcut(QKeySequence(seq))
                a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
                a.triggered.connect(slot)
                self.addAction(a)
                self.actions_by_key[key + (str(n + 1) if n else "")] = a

    def _retranslate_undo(self) -> None:
        self.buttons["undo"].setText(self.tr("Undo (Ctrl+&Z)"))
        self.buttons["redo"].setText(self.tr("Redo (Ctrl+&Y)"))
        self.buttons["undo"].setToolTip(
            self.tr("Take back your last meld, lay-off or staged card this turn (Ctrl+Z)")
        )
        self.buttons["redo"].setToolTip(self.tr("Make the last undone step again (Ctrl+Shift+Z)"))

    def _update_undo_buttons(self) -> None:
        # The session knows what may be undone: only the person to act, only this turn.
        may = not self.scene.animating
        self.buttons["undo"].setEnabled(may and self.session.can_undo())
        self.buttons["redo"].setEnabled(may and self.session.can_redo())


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
