"""The start page: one button per game, then Continue, Saved and Past games, Rules, Statistics,
Settings, Quit."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from canasta_gui.app.games import all_games


class StartPage(QWidget):
    """What a person sees first: the three games, and a way back into a game in progress."""

    game_chosen = Signal(str)  # a game's key: start a new game of it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        font = QFont()
        font.setPointSize(34)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # One big button per game, its one-line description under its name.
        self.game_buttons: dict[str, QPushButton] = {}
        self.game_notes: dict[str, QLabel] = {}
        games_row = QHBoxLayout()
        games_row.addStretch(1)
        for game in all_games():
            column = QVBoxLayout()
            button = QPushButton()
            button.setMinimumSize(220, 64)
            big = QFont(button.font())
            big.setPointSizeF(big.pointSizeF() * 1.3)
            big.setBold(True)
            button.setFont(big)
            button.clicked.connect(lambda _=False, key=game.key: self.game_chosen.emit(key))
            note = QLabel()
            note.setWordWrap(True)
            note.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            note.setMaximumWidth(240)
            column.addWidget(button)
            column.addWidget(note)
            column.addStretch(1)
            games_row.addLayout(column)
            self.game_buttons[game.key] = button
            self.game_notes[game.key] = note
        games_row.addStretch(1)
        self.new_game = QPushButton()
        self.resume = QPushButton()
        self.rules = QPushButton()
        self.statistics = QPushButton()
        self.settings = QPushButton()
        self.past_games = QPushButton()
        self.saved_games = QPushButton()
        self.quit = QPushButton()
        box = QVBoxLayout(self)
        box.addStretch(2)
        box.addWidget(self.title)
        box.addWidget(self.subtitle)
        box.addSpacing(24)
        box.addLayout(games_row)
        box.addSpacing(16)
        for b in (
            self.resume,
            self.new_game,
            self.saved_games,
            self.past_games,
            self.rules,
            self.statistics,
            self.settings,
            self.quit,
        ):
            b.setMinimumSize(280, 40)
            box.addWidget(b, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)
        # A QWidget subclass paints its style-sheet background only with this attribute.
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "StartPage { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,"
            " stop:0 #1a5e3a, stop:1 #0c4026); } QLabel { color: white; }"
        )
        self.new_game.setDefault(True)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Canasta"))
        self.subtitle.setText(self.tr("A card table for the Canasta family"))
        for game in all_games():
            self.game_buttons[game.key].setText(game.title())
            self.game_buttons[game.key].setAccessibleDescription(game.description())
            self.game_notes[game.key].setText(game.description())
        self.new_game.setText(self.tr("&New game"))
        self.resume.setText(self.tr("&Continue"))
        self.rules.setText(self.tr("&Rules"))
        self.statistics.setText(self.tr("S&tatistics"))
        self.settings.setText(self.tr("&Settings"))
        self.past_games.setText(self.tr("&Past games"))
        self.saved_games.setText(self.tr("Sa&ved games"))
        self.quit.setText(self.tr("&Quit"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
