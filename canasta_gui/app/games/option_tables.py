"""Looking up and translating a game's rule-option texts at display time.

Each game's ``option_texts`` module holds tables of English source strings marked with
``QT_TRANSLATE_NOOP`` in the context "options" (so ``pyside6-lupdate`` extracts them there);
:class:`OptionTables` translates an entry when it is shown, so a language switch takes effect
the next time a dialog is built, and says what an unknown key reads as.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

#: Translation context of every option text (shared by the games).
CONTEXT = "options"


def tr(text: str) -> str:
    """An option text's source string in the current language."""
    return QCoreApplication.translate(CONTEXT, text)


@dataclass(frozen=True)
class OptionTables:
    """A game's option texts: labels, one-line help and value labels by option id, and the
    names and descriptions of its presets by preset key."""

    labels: Mapping[str, str]
    help: Mapping[str, str]
    values: Mapping[str, Mapping[str, str]]
    preset_names: Mapping[str, str]
    preset_descriptions: Mapping[str, str]

    def option_label(self, key: str) -> str:
        """The translated short label of an option (the id itself if unknown)."""
        return tr(self.labels[key]) if key in self.labels else key

    def option_help(self, key: str) -> str:
        """The translated one-line explanation of an option ("" if unknown)."""
        return tr(self.help[key]) if key in self.help else ""

    def known_value(self, key: str, value: str) -> str | None:
        """The translated label of a value the table names (None for any other value)."""
        labels = self.values.get(key, {})
        return tr(labels[value]) if value in labels else None

    def preset_name(self, preset: str) -> str:
        """The translated name of a rule preset (the key itself if unknown)."""
        return tr(self.preset_names[preset]) if preset in self.preset_names else preset

    def preset_description(self, preset: str) -> str:
        """The translated one-line description of a rule preset ("" if unknown)."""
        return tr(self.preset_descriptions[preset]) if preset in self.preset_descriptions else ""


class OptionWords:
    """A game definition's words for its options and presets, read from its ``option_tables``
    (mixed in before ``GameDef``; a game whose values need the table's configuration still
    writes its own ``value_label``)."""

    option_tables: OptionTables

    def option_label(self, key: str) -> str:
        return self.option_tables.option_label(key)

    def option_help(self, key: str) -> str:
        return self.option_tables.option_help(key)

    def preset_name(self, preset: str) -> str:
        return self.option_tables.preset_name(preset)

    def preset_description(self, preset: str) -> str:
        return self.option_tables.preset_description(preset)
