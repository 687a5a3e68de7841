"""The Past games list: date, game, players and final score of each finished game kept.

Choosing a game opens its score sheet, from which any deal can be replayed. Files that
could not be read were moved aside by :mod:`canasta_gui.app.past_games`; the list says
so above the games that could be read.
"""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from canasta_gui.app import past_games
from canasta_gui.app.listing import join_items, join_partners
from canasta_gui.app.scene.card_art import CardArt
from canasta_gui.app.widgets.game_list import game_table, problem_label
from canasta_gui.app.widgets.replay_dialog import attach_replay
from canasta_gui.app.widgets.score_dialogs import ScoreSheetDialog


class PastGamesDialog(QDialog):
    """Every finished game kept, newest first."""

    opened = Signal(QWidget)  # a score sheet opened from the list (tests wait on this)

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(True)
        self.art = art
        self.games, self.problems = past_games.load_all()
        layout = QVBoxLayout(self)
        self.problem_label = problem_label("past_games_problems", self)
        self.problem_label.setVisible(bool(self.problems))
        layout.addWidget(self.problem_label)
        self.empty = QLabel(self)
        self.empty.setVisible(not self.games)
        layout.addWidget(self.empty)
        self.table = game_table(len(self.games), 4, 3, self)
        self.table.doubleClicked.connect(lambda index: self.open_game(index.row()))
        layout.addWidget(self.table, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.setObjectName("open_past_game")
        self.open_button.setEnabled(bool(self.games))
        self.open_button.setDefault(True)
        self.open_button.clicked.connect(self.open_chosen)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        if self.games:
            self.table.selectRow(0)
        self.retranslate()
        self.resize(820, 480)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Past games"))
        self.problem_label.setText("\n".join(self.problems))
        self.empty.setText(self.tr("No finished game has been kept yet."))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Game"), self.tr("Players"), self.tr("Final score")]
        )
        self.open_button.setText(self.tr("&Score sheet and replay…"))
        locale = QLocale()
        for row, game in enumerate(self.games):
            record = game.record
            when = QDateTime(game.finished)
            cells = (
                locale.toString(when, QLocale.FormatType.ShortFormat),
                record.game.title(),
                join_items(record.names),
                self.score_text(game),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col == 3:
                    item.setToolTip(text)
                self.table.setItem(row, col, item)

    def score_text(self, game: past_games.PastGame) -> str:
        """Each side and its final score, the winners first."""
        record = game.record
        sides = record.side_players()
        scores = game.final_scores
        winners = set(record.final.winners)
        order = sorted(range(len(sides)), key=lambda s: (s not in winners, -scores[s]))
        return " · ".join(
            self.tr("{side} {score}").format(
                side=join_partners(sides[s]), score=QLocale().toString(scores[s])
            )
            for s in order
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def open_chosen(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        if rows:
            self.open_game(rows[0].row())

    def open_game(self, row: int) -> ScoreSheetDialog | None:
        """The score sheet of the game in ``row``, with its Replay button."""
        if not 0 <= row < len(self.games):
            return None
        record = self.games[row].record
        sheet = ScoreSheetDialog(
            tuple(record.final.history), record.side_players(), self, game=record.game
        )
        attach_replay(sheet, record, self.art)
        sheet.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        sheet.open()
        self.opened.emit(sheet)
        return sheet
