"""The partner's question "May I go out?" (docs/rules.md §3.12.3), put to a person.

The answer binds the asker, so the dialog never answers by itself: neither button
is the default, which keeps a stray Enter meant for the table from answering.
Escape or closing the window counts as "No" (the safe answer: the asker plays on).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget


class GoOutQuestionDialog(QDialog):
    """Ask a person to answer their partner; ``answer()`` is True only for "Yes"."""

    def __init__(
        self, asker_name: str, parent: QWidget | None = None, obliges: bool = True
    ) -> None:
        super().__init__(parent)
        # Canasta's "yes" obliges the asker to go out; Hand and Foot's (by default) only
        # permits it (docs/rules.md §3.12.3, §4.10.2 c).
        self.obliges = obliges
        self.setModal(True)
        self._answer = False
        self.asker_name = asker_name

        question = QLabel()
        question.setTextFormat(Qt.TextFormat.PlainText)  # the name as typed, never markup
        font = QFont(question.font())
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        question.setFont(font)
        question.setWordWrap(True)
        # The question, not a button, takes the focus first: a screen reader reads it,
        # and a Space or Enter meant for the table cannot answer by accident.
        question.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.question = question

        explanation = QLabel()
        explanation.setWordWrap(True)
        self.explanation = explanation

        self.buttons = QDialogButtonBox(self)
        self.yes_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.YesRole)
        self.no_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.NoRole)
        for button in (self.yes_button, self.no_button):
            button.setAutoDefault(False)
            button.setDefault(False)
        self.yes_button.clicked.connect(self._yes)
        self.no_button.clicked.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addWidget(explanation)
        layout.addSpacing(8)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(420)
        self.retranslate()
        question.setFocus()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("May I go out?"))
        self.question.setText(
            self.tr("“{name}” asks: Partner, may I go out?").format(name=self.asker_name)
        )
        if self.obliges:
            self.explanation.setText(
                self.tr(
                    "Your answer binds your partner: after “Yes” they must go out this turn, "
                    "after “No” they may not go out this turn."
                )
            )
            self.yes_button.setText(self.tr("&Yes, go out"))
        else:
            self.explanation.setText(
                self.tr(
                    "After “Yes” your partner may go out this turn (they need not); "
                    "after “No” they may not go out this turn."
                )
            )
            self.yes_button.setText(self.tr("&Yes, you may"))
        self.no_button.setText(self.tr("&No, keep playing"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _yes(self) -> None:
        self._answer = True
        self.accept()

    def reject(self) -> None:
        """Answer "No": the No button, Escape and the window's close button all come here."""
        self._answer = False
        super().reject()

    def answer(self) -> bool:
        return self._answer
