"""The Replay window: a finished deal (Cassino: a round) move by move, every hand face up.

The table is the game's own: its controller lays out each replayed state and the
shared scene draws it, with the other seats' hands turned face up. The window reads
a :class:`~canasta_gui.app.replay.Timeline`, states rebuilt from the move log, never
the game in play, and its table takes no input. Beside it: where in the deal the
replay stands, what the last move was with the computer player's own explanation,
and every move of the deal (a click on one goes there).

:func:`attach_replay` gives a score sheet (or the end-of-deal summary) a *Replay*
button: it replays the deal chosen in the sheet.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from canasta_gui.app.game_log import entry_text
from canasta_gui.app.replay import GameRecord, ReplayError, ReplaySession, Timeline
from canasta_gui.app.scene.card_art import CardArt
from canasta_gui.app.scene.open_hands import open_hands
from canasta_gui.app.scene.placements import Layout
from canasta_gui.app.scene.table_scene import TableScene
from canasta_gui.app.widgets.table_view import TableView

PANEL_MIN, PANEL_MAX = 320, 480  # the side panel: a fifth of the window, within these


class ReplayScene(TableScene):
    """The table scene with every other seat's hand laid face up."""

    def __init__(self, art: CardArt, session: ReplaySession) -> None:
        super().__init__(art)
        self.session = session
        self.input_enabled = False

    def apply(self, layout: Layout) -> None:
        super().apply(open_hands(layout, self.session.hands()))


class ReplayDialog(QDialog):
    """Step through one finished deal of ``timeline``; ``step_shown`` says which step shows."""

    step_shown = Signal(int)

    def __init__(
        self,
        record: GameRecord,
        timeline: Timeline,
        deal: int,
        art: CardArt,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        self.timeline = timeline
        self.game = timeline.game
        self.deal = deal
        self.first, self.last = timeline.deal_steps(deal)
        self.step = self.first
        self.session = ReplaySession(
            self.game, record.setup, record.names, timeline.states[self.first], record.bottom, self
        )
        self.scene = ReplayScene(art, self.session)
        self.scene.setParent(self)  # goes with the window, as the table page's scene does
        self.view = TableView(self.scene)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # nothing to pick: keys step instead
        self.controller = self.game.make_controller(self.session, self.scene)
        self._build()
        self.retranslate()
        self.resize(1200, 760)
        self.show_step(self.first)

    # -- construction -------------------------------------------------------------------

    def _build(self) -> None:
        self.deal_label = QLabel(self)
        self.deal_choice = QComboBox(self)
        self.deal_label.setBuddy(self.deal_choice)
        for d in range(self.timeline.finished_deals()):
            self.deal_choice.addItem("", d)
        self.deal_choice.setCurrentIndex(self.deal)
        self.deal_choice.activated.connect(self._deal_chosen)
        self.position = QLabel(self)
        self.position.setObjectName("replay_position")
        self.score_label = QLabel(self)
        self.score_label.setTextFormat(Qt.TextFormat.RichText)
        self.score_label.setWordWrap(True)
        self.move_title = QLabel(self)
        self.move_text = QLabel(self)
        self.move_text.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as typed
        self.move_text.setWordWrap(True)
        self.move_text.setObjectName("replay_move")
        self.moves_title = QLabel(self)
        self.moves = QListWidget(self)
        self.moves.setWordWrap(True)
        self.moves.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Left and Right step the replay
        self.moves.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.moves_title.setBuddy(self.moves)
        self.moves.currentRowChanged.connect(self._row_chosen)

        choice_row = QHBoxLayout()
        choice_row.addWidget(self.deal_label)
        choice_row.addWidget(self.deal_choice, 1)
        side = QVBoxLayout()
        side.addLayout(choice_row)
        side.addWidget(self.position)
        side.addWidget(self.score_label)
        side.addWidget(self.move_title)
        side.addWidget(self.move_text)
        side.addWidget(self.moves_title)
        side.addWidget(self.moves, 1)
        panel = QWidget(self)
        panel.setLayout(side)
        panel.setFixedWidth(PANEL_MIN)
        self.panel = panel
        for title in (self.move_title, self.moves_title):
            bold = QFont(title.font())
            bold.setBold(True)
            title.setFont(bold)

        style = self.style()
        self.nav: dict[str, QPushButton] = {}
        nav_row = QHBoxLayout()
        for key, icon, slot, keys in (
            ("start", QStyle.StandardPixmap.SP_MediaSkipBackward, self.go_start, "Home"),
            ("back", QStyle.StandardPixmap.SP_MediaSeekBackward, self.go_back, "Left"),
            ("forward", QStyle.StandardPixmap.SP_MediaSeekForward, self.go_forward, "Right"),
            ("end", QStyle.StandardPixmap.SP_MediaSkipForward, self.go_end, "End"),
        ):
            button = QPushButton(style.standardIcon(icon), "", self)
            button.setObjectName(f"replay_{key}")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(slot)
            nav_row.addWidget(button)
            self.nav[key] = button
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
        nav_row.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        nav_row.addWidget(self.buttons)

        top = QHBoxLayout()
        top.addWidget(self.view, 1)
        top.addWidget(panel)
        root = QVBoxLayout(self)
        root.addLayout(top, 1)
        root.addLayout(nav_row)

    def retranslate(self) -> None:
        word = self.game.deal_word(self.deal + 1)
        self.setWindowTitle(self.tr("Replay: {deal}").format(deal=word))
        self.deal_label.setText(self.tr("&Show:"))
        for i in range(self.deal_choice.count()):
            self.deal_choice.setItemText(i, self.game.deal_word(i + 1))
        self.move_title.setText(self.tr("Last move"))
        self.moves_title.setText(self.tr("&Moves"))
        for key, text, tip in (
            ("start", self.tr("Start"), self.tr("The deal as it was dealt (Home)")),
            ("back", self.tr("Back"), self.tr("One move back (Left arrow)")),
            ("forward", self.tr("Forward"), self.tr("One move forward (Right arrow)")),
            ("end", self.tr("End"), self.tr("The deal as it was scored (End)")),
        ):
            self.nav[key].setText(text)
            self.nav[key].setToolTip(tip)
            self.nav[key].setAccessibleName(text)
        self._fill_moves()
        self._show_texts()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.controller.refresh()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # Wider on a large window, so long explanations wrap less.
        self.panel.setFixedWidth(max(PANEL_MIN, min(PANEL_MAX, self.width() // 5)))
        super().resizeEvent(event)

    # -- stepping -------------------------------------------------------------------------

    def go_start(self) -> None:
        self.show_step(self.first)

    def go_back(self) -> None:
        self.show_step(self.step - 1)

    def go_forward(self) -> None:
        self.show_step(self.step + 1)

    def go_end(self) -> None:
        self.show_step(self.last)

    def show_step(self, step: int) -> None:
        """Show the table after ``step`` moves of the game (kept within the deal)."""
        step = max(self.first, min(self.last, step))
        self.step = step
        self.session.state = self.timeline.states[step]
        self.controller.refresh()
        row = step - self.first
        if self.moves.currentRow() != row:
            blocked = self.moves.blockSignals(True)
            self.moves.setCurrentRow(row)
            self.moves.blockSignals(blocked)
        self.moves.scrollToItem(self.moves.item(row))
        self._show_texts()
        self.step_shown.emit(step)

    def _deal_chosen(self, index: int) -> None:
        deal = self.deal_choice.itemData(index)
        if deal is None or deal == self.deal:
            return
        self.deal = deal
        self.first, self.last = self.timeline.deal_steps(deal)
        self.retranslate()
        self.show_step(self.first)

    def _row_chosen(self, row: int) -> None:
        if row >= 0:
            self.show_step(self.first + row)

    # -- texts ----------------------------------------------------------------------------

    def _step_text(self, step: int) -> str:
        """What led to ``step``: the move's log line, or the deal being dealt."""
        if step == 0:
            return self.tr("The cards are dealt.")
        entry = self.timeline.entries[step - 1]
        return entry_text(entry, self.session.seat_name, self.game)

    def _fill_moves(self) -> None:
        blocked = self.moves.blockSignals(True)
        self.moves.clear()
        for step in range(self.first, self.last + 1):
            self.moves.addItem(self._step_text(step))
        self.moves.setCurrentRow(self.step - self.first)
        self.moves.blockSignals(blocked)

    def _show_texts(self) -> None:
        count = self.last - self.first
        done = self.step - self.first
        self.position.setText(self.tr("Move {n} of {count}").format(n=done, count=count))
        self.move_text.setText(self._step_text(self.step))
        # Feet lie face down on the table even in a replay: their cards are listed here.
        panel = self.game.panel_html(self.session) + self.game.face_down_html(self.session)
        self.score_label.setText(panel)
        self.nav["start"].setEnabled(done > 0)
        self.nav["back"].setEnabled(done > 0)
        self.nav["forward"].setEnabled(done < count)
        self.nav["end"].setEnabled(done < count)


class ReplayHook(QObject):
    """A score sheet's *Replay* button: it replays the deal chosen in the sheet."""

    opened = Signal(QWidget)  # the replay window (tests wait on this)

    def __init__(
        self, dialog: QDialog, view: QTableView, record: GameRecord, art: CardArt, row: int
    ) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.view = view
        self.record = record
        self.art = art
        self._timeline: Timeline | None = None
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        rows = view.model().rowCount()
        self.button = dialog.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.button.setObjectName("replay_deal")
        self.button.setEnabled(rows > 0)
        self.button.clicked.connect(self.open_chosen)
        view.doubleClicked.connect(lambda index: self.open_deal(index.row()))
        if rows:
            view.selectRow(max(0, min(row if row >= 0 else rows - 1, rows - 1)))
        self.retranslate()
        dialog.installEventFilter(self)

    def retranslate(self) -> None:
        self.button.setText(self.tr("&Replay…"))
        self.button.setToolTip(
            self.tr("Step through the chosen deal move by move, with every hand face up")
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dialog and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def chosen_deal(self) -> int:
        rows = self.view.selectionModel().selectedRows()
        if rows:
            return rows[0].row()
        return self.view.model().rowCount() - 1

    def open_chosen(self) -> None:
        self.open_deal(self.chosen_deal())

    def open_deal(self, deal: int) -> ReplayDialog | None:
        """Open the replay of ``deal`` (0-based) over the sheet."""
        try:
            if self._timeline is None:
                self._timeline = self.record.timeline()
            timeline = self._timeline
            if not 0 <= deal < timeline.finished_deals():
                return None
        except ReplayError as err:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                self.tr("Replay"),
                err.text,
                QMessageBox.StandardButton.Ok,
                self.dialog,
            )
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()
            self.opened.emit(box)
            return None
        replay = ReplayDialog(self.record, timeline, deal, self.art, self.dialog)
        replay.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        top = self.dialog.window().parentWidget()
        if top is not None:
            # As large as the main window: the table is the point of it.
            replay.resize(max(replay.width(), top.width()), max(replay.height(), top.height()))
        replay.open()
        self.opened.emit(replay)
        return replay


def attach_replay(dialog: Any, record: GameRecord, art: CardArt) -> ReplayHook:
    """Give a score sheet (``ScoreSheetDialog``) or a deal summary (``DealSummaryDialog``)
    its *Replay* button; the summary's own deal is chosen at first."""
    view = getattr(dialog, "sheet_view", None) or dialog.view
    result = getattr(dialog, "deal_result", None)
    row = -1
    if result is not None:
        from canasta_gui.app.widgets.score_sheet import result_number

        row = result_number(result) - 1
    hook = ReplayHook(dialog, view, record, art, row)
    dialog.replay_hook = hook
    return hook
