"""The Settings dialog: language, animation speed, card back and the four-colour deck.

It edits a copy of the app's settings dataclass with :func:`dataclasses.replace`, so
it needs no import of the settings module and keeps every other field as it was.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QVBoxLayout,
    QWidget,
)

#: Animation speeds, slowest first: (settings value, label).
SPEEDS = (
    ("slow", QT_TRANSLATE_NOOP("SettingsDialog", "Slow")),
    ("normal", QT_TRANSLATE_NOOP("SettingsDialog", "Normal")),
    ("fast", QT_TRANSLATE_NOOP("SettingsDialog", "Fast")),
    ("instant", QT_TRANSLATE_NOOP("SettingsDialog", "Instant")),
)

#: Card back colours: (settings value, label).
CARD_BACKS = (
    ("blue", QT_TRANSLATE_NOOP("SettingsDialog", "Blue")),
    ("red", QT_TRANSLATE_NOOP("SettingsDialog", "Red")),
    ("green", QT_TRANSLATE_NOOP("SettingsDialog", "Green")),
)


class SettingsDialog(QDialog):
    """Edit the display settings; ``result_settings()`` gives the edited copy."""

    def __init__(
        self, settings: Any, languages: list[tuple[str, str]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self.setWindowTitle(self.tr("Settings"))
        self.setModal(True)

        form = QFormLayout()
        self.language = QComboBox(self)
        for code, native in languages:
            self.language.addItem(native, code)
        # Keep a language the list does not know (e.g. a translation since removed)
        # rather than silently switching to another one on OK.
        if self.language.findData(settings.language) < 0:
            self.language.addItem(str(settings.language), settings.language)
        self.language.setCurrentIndex(self.language.findData(settings.language))
        form.addRow(self.tr("&Language:"), self.language)

        self.speed = self._combo(SPEEDS, settings.speed, "normal")
        form.addRow(self.tr("Animation &speed:"), self.speed)

        self.card_back = self._combo(CARD_BACKS, settings.card_back, "blue")
        form.addRow(self.tr("Card &back:"), self.card_back)

        self.four_colour = QCheckBox(self.tr("&Four-colour deck"), self)
        self.four_colour.setToolTip(
            self.tr("Each suit in its own colour, so the four suits differ at a glance")
        )
        self.four_colour.setChecked(bool(settings.four_colour))
        form.addRow("", self.four_colour)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons

        outer = QVBoxLayout(self)
        outer.addLayout(form)
        outer.addStretch(1)
        outer.addWidget(buttons)
        self.setMinimumWidth(380)

    def _combo(
        self, entries: tuple[tuple[str, str], ...], current: str, fallback: str
    ) -> QComboBox:
        combo = QComboBox(self)
        for value, label in entries:
            combo.addItem(QCoreApplication.translate("SettingsDialog", label), value)
        index = combo.findData(current)
        combo.setCurrentIndex(index if index >= 0 else combo.findData(fallback))
        return combo

    def result_settings(self) -> Any:
        """A new settings object of the same class with the chosen values."""
        return dataclasses.replace(
            self._settings,
            language=self.language.currentData(),
            speed=self.speed.currentData(),
            card_back=self.card_back.currentData(),
            four_colour=self.four_colour.isChecked(),
        )
