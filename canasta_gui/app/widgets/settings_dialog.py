"""The Settings dialog: language, animation speed, card back, the four-colour deck, card size,
table colour, high contrast, how many past games are kept, and sound.

It edits a copy of the app's settings dataclass with :func:`dataclasses.replace`, so it
keeps every other field as it was.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from canasta_gui.app.settings import PAST_GAMES_MAX

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

#: Card sizes, smallest first: (settings value, label).
CARD_SIZES = (
    ("small", QT_TRANSLATE_NOOP("SettingsDialog", "Small")),
    ("normal", QT_TRANSLATE_NOOP("SettingsDialog", "Normal")),
    ("large", QT_TRANSLATE_NOOP("SettingsDialog", "Large")),
    ("extra_large", QT_TRANSLATE_NOOP("SettingsDialog", "Extra large")),
)

#: Felt colours: (settings value, label).
TABLE_COLOURS = (
    ("green", QT_TRANSLATE_NOOP("SettingsDialog", "Green")),
    ("blue", QT_TRANSLATE_NOOP("SettingsDialog", "Blue")),
    ("burgundy", QT_TRANSLATE_NOOP("SettingsDialog", "Burgundy")),
    ("charcoal", QT_TRANSLATE_NOOP("SettingsDialog", "Charcoal")),
)


class SettingsDialog(QDialog):
    """Edit the display settings; ``result_settings()`` gives the edited copy."""

    def __init__(
        self,
        settings: Any,
        languages: list[tuple[str, str]],
        parent: QWidget | None = None,
        sounds: Any = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._sounds = sounds  # the app's SoundBoard, for "Play a sample" (None: no sound)
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
        self.language_label = QLabel(self)
        form.addRow(self.language_label, self.language)

        self.speed = self._combo(SPEEDS, settings.speed, "normal")
        self.speed_label = QLabel(self)
        form.addRow(self.speed_label, self.speed)

        self.card_back = self._combo(CARD_BACKS, settings.card_back, "blue")
        self.card_back_label = QLabel(self)
        form.addRow(self.card_back_label, self.card_back)
        # The table's look (issue 19): card size, felt colour, high contrast.
        self.card_size = self._combo(CARD_SIZES, getattr(settings, "card_size", "large"), "large")
        self.card_size_label = QLabel(self)
        form.addRow(self.card_size_label, self.card_size)
        self.table_colour = self._combo(
            TABLE_COLOURS, getattr(settings, "table_colour", "green"), "green"
        )
        self.table_colour_label = QLabel(self)
        form.addRow(self.table_colour_label, self.table_colour)
        # How many finished games the Past games list keeps (0: none are kept).
        self.past_games = QSpinBox(self)
        self.past_games.setRange(0, PAST_GAMES_MAX)
        self.past_games.setValue(int(getattr(settings, "past_games", 50)))
        self.past_games_label = QLabel(self)
        form.addRow(self.past_games_label, self.past_games)
        for label, field in (
            (self.language_label, self.language),
            (self.speed_label, self.speed),
            (self.card_back_label, self.card_back),
            (self.card_size_label, self.card_size),
            (self.table_colour_label, self.table_colour),
            (self.past_games_label, self.past_games),
        ):
            label.setBuddy(field)

        self.four_colour = QCheckBox(self)
        self.four_colour.setChecked(bool(settings.four_colour))
        form.addRow("", self.four_colour)
        self.high_contrast = QCheckBox(self)
        self.high_contrast.setChecked(bool(getattr(settings, "high_contrast", False)))
        form.addRow("", self.high_contrast)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons

        outer = QVBoxLayout(self)
        outer.addLayout(form)
        outer.addWidget(self._sound_group(settings))
        outer.addStretch(1)
        outer.addWidget(buttons)
        self.setMinimumWidth(380)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("&Language:"))
        self.speed_label.setText(self.tr("Animation &speed:"))
        self.card_back_label.setText(self.tr("Card &back:"))
        self.four_colour.setText(self.tr("&Four-colour deck"))
        self.past_games_label.setText(self.tr("&Past games kept:"))
        self.past_games.setToolTip(
            self.tr("How many finished games the Past games list keeps; the oldest go first")
        )
        # A screen reader meets the spin box's own text field: it carries the label's words.
        kept = self.past_games_label.text().replace("&", "").rstrip(":：")
        for field in (self.past_games, self.past_games.lineEdit()):
            field.setAccessibleName(kept)
            field.setAccessibleDescription(self.past_games.toolTip())
        self.four_colour.setToolTip(
            self.tr("Each suit in its own colour, so the four suits differ at a glance")
        )
        self.card_size_label.setText(self.tr("Card si&ze:"))
        self.card_size.setToolTip(
            self.tr(
                "How large the cards may grow on a big screen; the whole table always stays "
                "in the window, so a small window shows them as large as fits"
            )
        )
        self.table_colour_label.setText(self.tr("&Table colour:"))
        self.high_contrast.setText(self.tr("&High contrast"))
        self.high_contrast.setToolTip(
            self.tr(
                "Cards in black and dark red on pure white with large bold corners and thick "
                "outlines, and the table's names and counts on dark backgrounds"
            )
        )
        for combo, entries in (
            (self.speed, SPEEDS),
            (self.card_back, CARD_BACKS),
            (self.card_size, CARD_SIZES),
            (self.table_colour, TABLE_COLOURS),
        ):
            for i, (_value, label) in enumerate(entries):
                combo.setItemText(i, QCoreApplication.translate("SettingsDialog", label))

        self._retranslate_sound()

    # -- sound ----------------------------------------------------------------------------

    def _sound_group(self, settings: Any) -> QGroupBox:
        """Sound effects on or off, their volume, and a sample to hear it."""
        group = QGroupBox(self)
        self.sound_group = group
        self.sound_on = QCheckBox(group)
        self.sound_on.setChecked(bool(getattr(settings, "sound_on", True)))
        self.sound_volume = QSlider(Qt.Orientation.Horizontal, group)
        self.sound_volume.setRange(0, 100)
        self.sound_volume.setSingleStep(5)
        self.sound_volume.setPageStep(10)
        self.sound_volume.setValue(int(getattr(settings, "sound_volume", 50)))
        self.sound_volume_label = QLabel(group)
        self.sound_volume_label.setBuddy(self.sound_volume)
        self.sound_volume_value = QLabel(group)
        # Room for "100" so the slider does not shift as the number changes.
        self.sound_volume_value.setMinimumWidth(self.fontMetrics().horizontalAdvance("1000"))
        self.sound_volume_value.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.sound_sample = QPushButton(group)
        self.sound_missing = QLabel(group)
        self.sound_missing.setWordWrap(True)
        available = self._sounds is not None and self._sounds.available
        self.sound_missing.setVisible(not available)

        row = QHBoxLayout()
        row.addWidget(self.sound_volume_label)
        row.addWidget(self.sound_volume, 1)
        row.addWidget(self.sound_volume_value)
        column = QVBoxLayout(group)
        column.addWidget(self.sound_on)
        column.addLayout(row)
        column.addWidget(self.sound_sample, 0, Qt.AlignmentFlag.AlignLeft)
        column.addWidget(self.sound_missing)

        self.sound_on.toggled.connect(self._sound_enabled)
        self.sound_volume.valueChanged.connect(self._sound_volume_shown)
        self.sound_sample.clicked.connect(self._play_sample)
        self._sound_volume_shown(self.sound_volume.value())
        self._sound_enabled()
        return group

    def _sound_enabled(self) -> None:
        available = self._sounds is not None and self._sounds.available
        # Without a player the switch is off and cannot be turned on: it would do nothing.
        self.sound_on.setEnabled(available)
        on = available and self.sound_on.isChecked()
        for widget in (
            self.sound_volume,
            self.sound_volume_label,
            self.sound_volume_value,
            self.sound_sample,
        ):
            widget.setEnabled(on)

    def _sound_volume_shown(self, value: int) -> None:
        self.sound_volume_value.setText(str(value))

    def _play_sample(self) -> None:
        if self._sounds is not None:
            self._sounds.play_sample(self.sound_volume.value())

    def _retranslate_sound(self) -> None:
        self.sound_group.setTitle(self.tr("Sound"))
        self.sound_on.setText(self.tr("Sound &effects"))
        self.sound_on.setToolTip(
            self.tr("A sound for drawing, melding, discarding, a canasta and going out")
        )
        self.sound_volume_label.setText(self.tr("&Volume:"))
        volume = self.sound_volume_label.text().replace("&", "").rstrip(":：")
        self.sound_volume.setAccessibleName(volume)
        self.sound_sample.setText(self.tr("Play a sa&mple"))
        self.sound_missing.setText(self.tr("No sound player was found on this computer."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

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
        changes = {
            "language": self.language.currentData(),
            "speed": self.speed.currentData(),
            "card_back": self.card_back.currentData(),
            "four_colour": self.four_colour.isChecked(),
        }
        if hasattr(self._settings, "card_size"):
            changes["card_size"] = self.card_size.currentData()
            changes["table_colour"] = self.table_colour.currentData()
            changes["high_contrast"] = self.high_contrast.isChecked()
        if hasattr(self._settings, "past_games"):
            changes["past_games"] = self.past_games.value()
        if hasattr(self._settings, "sound_on"):
            changes["sound_on"] = self.sound_on.isChecked()
            changes["sound_volume"] = self.sound_volume.value()
        return dataclasses.replace(self._settings, **changes)
