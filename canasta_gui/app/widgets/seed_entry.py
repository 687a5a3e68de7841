"""The New game dialog's seed field: type a shared seed to be dealt the same cards.

Every deal of a game follows from its seed alone (docs/rules.md §1.5), so a seed copied
from an earlier game (the score sheet and the end-of-game screen show it) deals the same
cards again. Empty means new cards. A seed is kept in saves, which take at most
``MAX_SEED`` characters (docs/save-format.md), so a longer one is refused in words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QLineEdit, QWidget

from canasta_gui.engine.save_checks import MAX_SEED


def seed_problem(text: str) -> str:
    """Why ``text`` cannot be a seed, in words; "" when it can (empty: a random seed)."""
    seed = text.strip()
    if len(seed) > MAX_SEED:
        return QCoreApplication.translate(
            "SeedEntry", "A seed may have at most {limit} characters; this one has {n}."
        ).format(limit=MAX_SEED, n=len(seed))
    if any(not ch.isprintable() for ch in seed):
        return QCoreApplication.translate(
            "SeedEntry", "A seed may not hold tabs or other control characters."
        )
    return ""


class SeedEntry(QWidget):
    """A labelled line for a seed, with a line saying what it is for."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        self.label = QLabel(self)
        # No length cap here: a pasted seed that is too long is refused whole, not cut short.
        self.field = QLineEdit(self)
        self.field.setClearButtonEnabled(True)
        self.label.setBuddy(self.field)
        self.help = QLabel(self)
        self.help.setWordWrap(True)
        self.help.setTextFormat(Qt.TextFormat.PlainText)
        self.help.setStyleSheet("color: palette(placeholder-text);")
        small = self.help.font()
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.9))
        self.help.setFont(small)
        grid.addWidget(self.label, 0, 0)
        grid.addWidget(self.field, 0, 1)
        grid.addWidget(self.help, 1, 0, 1, 2)
        grid.setColumnStretch(1, 1)
        self.retranslate()

    def seed(self) -> str:
        """The seed typed (without spaces around it); "" for a random one."""
        return self.field.text().strip()

    def problem(self) -> str:
        return seed_problem(self.field.text())

    def retranslate(self) -> None:
        self.label.setText(QCoreApplication.translate("SeedEntry", "Deal s&eed:"))
        self.field.setPlaceholderText(QCoreApplication.translate("SeedEntry", "Random: new cards"))
        self.field.setAccessibleName(QCoreApplication.translate("SeedEntry", "Deal seed"))
        self.help.setText(
            QCoreApplication.translate(
                "SeedEntry",
                "Type the seed of an earlier game (its score sheet shows it) to be dealt the "
                "same cards again; leave it empty for new cards",
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


__all__ = ["SeedEntry", "seed_problem"]
