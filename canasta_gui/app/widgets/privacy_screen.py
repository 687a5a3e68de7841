"""The privacy screen of pass-and-play: it covers the table between two people's turns."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class PrivacyScreen(QWidget):
    """ "Pass to <name> — ready?" No card is drawn while it is up."""

    ready = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = ""
        # A name is shown as typed, never as markup (a name like "<img src=...>" stays text).
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont()
        font.setPointSize(22)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.setAutoDefault(True)
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(self.ready)
        box = QVBoxLayout(self)
        box.addStretch(2)
        box.addWidget(self.title)
        box.addWidget(self.detail)
        box.addSpacing(24)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)
        # A QWidget subclass paints its style-sheet background only with this attribute.
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("PrivacyScreen { background: #123d2a; } QLabel { color: white; }")
        self.setFocusProxy(self.button)
        self.retranslate()

    def show_for(self, name: str) -> None:
        self.name = name
        self.retranslate()
        self.button.setFocus()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass to {name}").format(name=self.name))
        self.detail.setText(
            self.tr("Everyone else, please look away. {name}, are you ready?").format(
                name=self.name
            )
        )
        # "&" in a button marks a shortcut: double it so "Tom & Ann" reads as typed.
        shown = self.name.replace("&", "&&")
        self.button.setText(self.tr("I am {name}: show my cards").format(name=shown))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
