"""The end-of-deal summary and the Score sheet dialog.

Both show the score sheet of ``score_sheet.py`` (its model and view); the Score sheet
dialog draws it too (``score_chart.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QEvent,
    Qt,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from canasta_gui.app.listing import join_items
from canasta_gui.app.widgets.after_game import AfterGameButtons, SeedLine
from canasta_gui.app.widgets.score_chart import ScoreChart
from canasta_gui.app.widgets.score_sheet import (
    ScoreSheetModel,
    SideName,
    fit_columns,
    header_names,
    result_number,
    score_sheet_view,
    sentence_names,
    side_members,
)

if TYPE_CHECKING:
    from canasta_gui.app.games.base import GameDef

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class DealSummaryDialog(QDialog):
    """How a deal (Cassino: a round) was scored, side by side, with the score sheet under it.

    The scoring items and the sentence saying how the deal ended are the game's own
    (``GameDef.summary_rows``, ``GameDef.ending_text``).
    """

    def __init__(
        self,
        result: Any,
        side_names: Sequence[SideName],
        scores: tuple[int, ...],
        history: tuple[Any, ...],
        winners: tuple[int, ...] = (),
        game_over: bool = False,
        parent: QWidget | None = None,
        game: GameDef | None = None,
        seed: str = "",
    ) -> None:
        super().__init__(parent)
        self.setModal(True)
        if game is None:
            from canasta_gui.app.games import game_for

            game = game_for("canasta")
        self.game = game
        self.deal_result = result
        self.side_names = sentence_names(side_names, len(result.sides))
        # How many players each side has: a side of partners "win", one player "wins".
        self._side_sizes = [len(m) for m in side_members(side_names, len(result.sides))]
        self._scores = scores
        self._winners = winners
        self._game_over = game_over
        layout = QVBoxLayout(self)

        self.heading = heading = QLabel(self)
        heading.setTextFormat(Qt.TextFormat.PlainText)
        big = QFont(heading.font())
        big.setPointSizeF(big.pointSizeF() * 1.25)
        big.setBold(True)
        heading.setFont(big)
        layout.addWidget(heading)

        # Side names come from the players: plain text, so "<b>x</b>" reads as typed.
        self.ending = QLabel(self)
        self.ending.setTextFormat(Qt.TextFormat.PlainText)
        self.ending.setWordWrap(True)
        layout.addWidget(self.ending)

        self.winner_label: QLabel | None = None
        if game_over:
            self.winner_label = QLabel(self)
            self.winner_label.setTextFormat(Qt.TextFormat.PlainText)
            huge = QFont(heading.font())
            huge.setPointSizeF(heading.font().pointSizeF() * 1.4)
            huge.setBold(True)
            self.winner_label.setFont(huge)
            self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.winner_label.setWordWrap(True)
            self.winner_label.setContentsMargins(0, 8, 0, 8)
            layout.addWidget(self.winner_label)

        rows = len(game.summary_rows(result, scores))
        self.table = QTableWidget(rows, len(self.side_names), self)
        self.table.setHorizontalHeaderLabels(header_names(side_names, len(self.side_names)))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.table)

        self.sheet_label = QLabel(self)
        layout.addWidget(self.sheet_label)
        self.sheet = ScoreSheetModel(self)
        self.sheet.set_history(history, side_names, game.deal_word)
        self.sheet_view = score_sheet_view(self.sheet, self)
        self.sheet_label.setBuddy(self.sheet_view)
        layout.addWidget(self.sheet_view, 1)

        if game_over and seed:
            layout.addWidget(SeedLine(seed, self))  # to share or replay these deals
        self.buttons = QDialogButtonBox(self)
        # At the end: play again, or the same deals with the seats turned (after_game.py).
        self.after = AfterGameButtons(self.buttons) if game_over else None
        self.next_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.next_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        layout.addWidget(self.buttons)
        self.next_button.setFocus()
        self.setMinimumSize(520, 480)
        self.retranslate()
        width = 200 + 170 * len(self.side_names)
        self.resize(max(560, width, self.minimumSizeHint().width()), 600)

    def retranslate(self) -> None:
        """Every text in the current language (built once, again on a language switch)."""
        result, names = self.deal_result, self.side_names
        number = result_number(result)
        deal = self.game.deal_word(number)
        self.setWindowTitle(self.tr("Game over") if self._game_over else deal)
        self.heading.setText(self.tr("{deal} is over").format(deal=deal))
        self.ending.setText(self.ending_text(result, names))
        if self.winner_label is not None:
            self.winner_label.setText(self.winner_text(self._winners, names))
        self._fill_deal_table()
        self.sheet_label.setText(self.tr("&Score sheet"))
        self.sheet.retranslate()
        fit_columns(self.sheet_view)
        self.next_button.setText(
            self.tr("&Close") if self._game_over else self.game.next_deal_text()
        )
        if self.after is not None:
            self.after.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- pieces --------------------------------------------------------------------------

    def _fill_deal_table(self) -> None:
        table, result, scores = self.table, self.deal_result, self._scores
        rows = self.game.summary_rows(result, scores)
        table.setRowCount(len(rows))
        table.setVerticalHeaderLabels([row.label for row in rows])
        table.setAccessibleName(self.tr("Deal score"))
        for r, row in enumerate(rows):
            for col, text in enumerate(row.cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(_RIGHT)
                if row.total:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(r, col, item)
        table.resizeRowsToContents()
        fit_columns(table)
        # The table is short: show it whole instead of giving it a scroll bar.
        height = table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        height += sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(height)

    def ending_text(self, result: Any, names: list[str]) -> str:
        """One sentence saying how the deal ended (the game's own words)."""
        return self.game.ending_text(result, names)

    def winner_text(self, winners: tuple[int, ...], names: list[str]) -> str:
        won = [names[i] for i in winners if 0 <= i < len(names)]
        if len(won) == 1:
            sizes = getattr(self, "_side_sizes", [])
            if winners[0] < len(sizes) and sizes[winners[0]] > 1:
                return self.tr("{side} win the game!", "a side of partners").format(side=won[0])
            return self.tr("{side} wins the game!").format(side=won[0])
        if won:
            return self.tr("A draw between {sides}!").format(sides=join_items(won))
        return self.tr("The game is over.")


class ScoreSheetDialog(QDialog):
    """The score sheet on its own (the Score sheet menu action)."""

    def __init__(
        self,
        history: Sequence[Any],
        side_names: Sequence[SideName],
        parent: QWidget | None = None,
        game: GameDef | None = None,
        target: int | None = None,
        seed: str = "",
    ) -> None:
        super().__init__(parent)
        self.setModal(True)
        self.model = ScoreSheetModel(self)
        self.model.set_history(history, side_names, game.deal_word if game else None)
        layout = QVBoxLayout(self)
        self.empty: QLabel | None = None
        if not history:
            self.empty = QLabel(self)
            self.empty.setTextFormat(Qt.TextFormat.PlainText)
            layout.addWidget(self.empty)
        self.view = score_sheet_view(self.model, self)
        layout.addWidget(self.view, 1)
        # The same sheet drawn: each side's running score and the target (score_chart.py).
        self.chart = ScoreChart(self.model, target, self)
        self.chart.setVisible(bool(history))
        layout.addWidget(self.chart, 2)
        self.seed_line = SeedLine(seed, self) if seed else None
        if self.seed_line is not None:
            layout.addWidget(self.seed_line)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumSize(420, 320)
        self.retranslate()
        width = max(460, 160 + 170 * self.model.columnCount(), self.minimumSizeHint().width())
        self.resize(max(width, 600), 640 if history else 420)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Score sheet"))
        if self.empty is not None:
            self.empty.setText(self.tr("No deal has been scored yet."))
        self.model.retranslate()
        fit_columns(self.view)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
