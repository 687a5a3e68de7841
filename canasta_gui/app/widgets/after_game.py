"""The end-of-game screen's choices: play again, the same deals again, or close.

The buttons sit in the game-over summary's button box; the main window reads
``choice`` once the summary has closed and starts the game it names
(``canasta_gui.app.rematch``). The game's seed is shown beside them (``SeedLine``), so a
person can copy it and share the deals.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from canasta_gui.app import rematch
from canasta_gui.app.setup import GameSetup

CLOSE = "close"
PLAY_AGAIN = "play_again"
SAME_DEALS = "same_deals"


class AfterGameButtons(QObject):
    """*Play again* and *Same deals again* in a dialog's button box; ``choice`` says which
    closed it (``CLOSE`` for anything else: the Close button, Escape, the title bar)."""

    def __init__(self, box: QDialogButtonBox) -> None:
        super().__init__(box)
        role = QDialogButtonBox.ButtonRole.AcceptRole
        self.play_again = box.addButton("", role)
        self.play_again.setObjectName(PLAY_AGAIN)
        self.same_deals = box.addButton("", role)
        self.same_deals.setObjectName(SAME_DEALS)
        self.choice = CLOSE
        # ``clicked`` comes before the box's ``accepted``, which closes the dialog.
        box.clicked.connect(self._clicked)
        self.retranslate()

    def _clicked(self, button: QAbstractButton) -> None:
        name = button.objectName()
        self.choice = name if name in (PLAY_AGAIN, SAME_DEALS) else CLOSE

    def retranslate(self) -> None:
        self.play_again.setText(QCoreApplication.translate("AfterGame", "Play &again"))
        self.play_again.setToolTip(
            QCoreApplication.translate(
                "AfterGame", "The same players and rules, with newly shuffled cards"
            )
        )
        self.same_deals.setText(QCoreApplication.translate("AfterGame", "Same &deals again"))
        self.same_deals.setToolTip(
            QCoreApplication.translate(
                "AfterGame",
                "The same cards dealt again, everyone moved one seat on: you play the cards "
                "another player had (with a partner, the other side's) and see what you make "
                "of them",
            )
        )


def next_setup(choice: str, setup: GameSetup) -> GameSetup | None:
    """The game to start for the end-of-game ``choice``; ``None`` to go back to the menu."""
    if choice == PLAY_AGAIN:
        return rematch.play_again(setup)
    if choice == SAME_DEALS:
        return rematch.same_deals_again(setup)
    return None


class SeedLine(QWidget):
    """The game's seed, selectable, with a button that copies it for sharing."""

    def __init__(self, seed: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seed = seed
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(self)
        self.field = QLineEdit(seed, self)
        self.field.setReadOnly(True)
        self.field.setCursorPosition(0)
        self.label.setBuddy(self.field)
        self.copy = QPushButton(self)
        self.copy.setAutoDefault(False)
        self.copy.clicked.connect(self._copy)
        row.addWidget(self.label)
        row.addWidget(self.field, 1)
        row.addWidget(self.copy)
        self.copied = False
        self.retranslate()

    def _copy(self) -> None:
        QGuiApplication.clipboard().setText(self.seed)
        self.copied = True
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(QCoreApplication.translate("SeedLine", "Deal s&eed:"))
        self.field.setToolTip(
            QCoreApplication.translate(
                "SeedLine",
                "Type this seed in New game → Advanced rules to be dealt the same cards again, "
                "or give it to a friend",
            )
        )
        self.field.setAccessibleName(QCoreApplication.translate("SeedLine", "Deal seed"))
        self.copy.setText(
            QCoreApplication.translate("SeedLine", "Copied")
            if self.copied
            else QCoreApplication.translate("SeedLine", "Cop&y")
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["AfterGameButtons", "SeedLine", "next_setup"]
