"""The start page: New game, Continue, Rules, Settings, Quit."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class StartPage(QWidget):
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
        self.new_game = QPushButton()
        self.resume = QPushButton()
        self.rules = QPushButton()
        self.settings = QPushButton()
        self.quit = QPushButton()
        box = QVBoxLayout(self)
        box.addStretch(2)
        box.addWidget(self.title)
        box.addWidget(self.subtitle)
        box.addSpacing(30)
        for b in (self.new_game, self.resume, self.rules, self.settings, self.quit):
            b.setMinimumSize(280, 44)
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
        self.new_game.setText(self.tr("&New game"))
        self.resume.setText(self.tr("&Continue"))
        self.rules.setText(self.tr("&Rules"))
        self.settings.setText(self.tr("&Settings"))
        self.quit.setText(self.tr("&Quit"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
