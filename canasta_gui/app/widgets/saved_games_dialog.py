"""The Saved games list: every unfinished game, the most recently played first.

Each row says when the game was last played, which game (its rules and table size), who plays
(computer players with their level) and the score so far. Resume (double-click, Enter) hands
the game to the window; Delete asks first, and No is the answer Enter gives. Files that could
not be read were moved aside by :mod:`canasta_gui.app.saves`; the list says so above the rest.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from canasta_gui.app import saves
from canasta_gui.app.listing import join_items
from canasta_gui.app.seat_names import seat_names, side_name
from canasta_gui.app.setup import HUMAN
from canasta_gui.app.texts import level_name
from canasta_gui.app.widgets.game_list import game_table, problem_label


class SavedGamesDialog(QDialog):
    """Every saved game; choosing one resumes it."""

    resume_chosen = Signal(object)  # the Path of the game to resume
    deleted = Signal(object)  # the Path of a game just deleted
    question_opened = Signal(QMessageBox)  # tests wait on this

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(True)
        self.games: list[saves.SavedGame] = []
        self.problems: list[str] = []
        layout = QVBoxLayout(self)
        self.problem_label = problem_label("saved_games_problems", self)
        layout.addWidget(self.problem_label)
        self.empty = QLabel(self)
        layout.addWidget(self.empty)
        self.table = game_table(0, 4, 2, self)
        # Enter reaches the default button (Resume); a double-click resumes the row clicked.
        self.table.doubleClicked.connect(self._double_clicked)
        layout.addWidget(self.table, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.delete_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.delete_button.setObjectName("delete_saved_game")
        self.delete_button.clicked.connect(self.ask_delete)
        self.resume_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.resume_button.setObjectName("resume_saved_game")
        self.resume_button.setDefault(True)
        self.resume_button.clicked.connect(self.resume_chosen_row)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        delete_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.table)
        delete_key.activated.connect(self.ask_delete)
        self.question: QMessageBox | None = None
        self.reload()
        self.resize(940, 480)

    # -- the list ---------------------------------------------------------------------------

    def reload(self) -> None:
        """Read the saves folder again (after a delete, or when first shown)."""
        games, problems = saves.list_saved()
        self.games = games
        self.problems += [p.text for p in problems]
        self.table.setRowCount(len(games))
        has = bool(games)
        self.empty.setVisible(not has)
        self.table.setVisible(has)
        self.resume_button.setEnabled(has)
        self.delete_button.setEnabled(has)
        self.retranslate()
        if has:
            self.table.selectRow(0)
            self.table.setFocus()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Saved games"))
        self.problem_label.setText("\n".join(self.problems))
        self.problem_label.setVisible(bool(self.problems))
        self.empty.setText(self.tr("No unfinished game is saved."))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Last played"), self.tr("Game"), self.tr("Players"), self.tr("Score")]
        )
        self.delete_button.setText(self.tr("&Delete…"))
        self.resume_button.setText(self.tr("&Resume"))
        for row, game in enumerate(self.games):
            cells = (
                QLocale().toString(QDateTime(game.saved), QLocale.FormatType.ShortFormat),
                self.game_text(game),
                self.players_text(game),
                self.score_text(game),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(row, col, item)

    def game_text(self, game: saves.SavedGame) -> str:
        """The game, its rules and its table size: "Canasta (Classic, 4 players)"."""
        game_def = game.setup.game_def()
        return self.tr("{game} ({preset}, {n} players)").format(
            game=game_def.title(),
            preset=game_def.preset_name(game.setup.preset),
            n=game.setup.players,
        )

    def players_text(self, game: saves.SavedGame) -> str:
        """Every seat's name; a named computer player's level after it: "Bo (Hard)"."""
        names = []
        for seat, name in zip(game.setup.seats, seat_names(game.setup), strict=True):
            if seat.kind != HUMAN and seat.name:
                name = self.tr("{name} ({level})").format(name=name, level=level_name(seat.level))
            names.append(name)
        return join_items(names)

    def score_text(self, game: saves.SavedGame) -> str:
        """Each side and its score so far, the one ahead first."""
        names = seat_names(game.setup)
        order = sorted(range(len(game.scores)), key=lambda s: -game.scores[s])
        return " · ".join(
            self.tr("{side} {score}").format(
                side=side_name(game.config, names, s), score=QLocale().toString(game.scores[s])
            )
            for s in order
        )

    def chosen(self) -> saves.SavedGame | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows or not 0 <= rows[0].row() < len(self.games):
            return None
        return self.games[rows[0].row()]

    # -- resume and delete -----------------------------------------------------------------

    def _double_clicked(self, index) -> None:
        self.table.selectRow(index.row())
        self.resume_chosen_row()

    def resume_chosen_row(self) -> None:
        game = self.chosen()
        if game is None:
            return
        self.accept()
        self.resume_chosen.emit(game.path)

    def ask_delete(self) -> None:
        game = self.chosen()
        if game is None or self.question is not None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete saved game"),
            self.tr("Delete the saved game of {game} with {players}? It cannot be undone.").format(
                game=game.setup.game_def().title(), players=self.players_text(game)
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setTextFormat(Qt.TextFormat.PlainText)
        # No is the safe answer: Enter and Escape both give it.
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setEscapeButton(QMessageBox.StandardButton.No)
        box.setProperty("path", str(game.path))
        box.finished.connect(self._delete_answered)
        self.question = box
        box.open()
        self.question_opened.emit(box)

    def _at_our_table(self, path: Path) -> bool:
        """The game is the one this window plays (deleting it ends it there)."""
        session = getattr(self.parent(), "session", None)
        return session is not None and session.save_path == path

    def _delete_answered(self, _result: int = 0) -> None:
        box = self.sender()
        self.question = None
        if not isinstance(box, QMessageBox):
            return
        box.deleteLater()
        if box.standardButton(box.clickedButton()) != QMessageBox.StandardButton.Yes:
            return
        path = Path(box.property("path"))
        if saves.in_use(path) and not self._at_our_table(path):
            self.problems.append(saves.in_use_text())
            self.reload()
            return
        try:
            saves.remove_saved(path)
        except OSError as err:
            self.problems.append(
                self.tr("The saved game could not be deleted ({reason}).").format(
                    reason=err.strerror or err
                )
            )
        else:
            self.deleted.emit(path)
        self.reload()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
