"""What people read about the Hand and Foot rule options (docs/rules.md §6 ``OPT-HF-*``).

Tables of English source strings marked with ``QT_TRANSLATE_NOOP`` in the context "options",
so ``pyside6-lupdate`` extracts them, translated at display time by the shared
``app/games/option_tables.py``, so a language switch takes effect the next time a dialog is
built. A game is four deals (§4.13) unless OPT-HF-DEALS makes it
shorter, so it has no OPT-DEAL-LIMIT.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from canasta_gui.app.games.option_tables import OptionTables
from canasta_gui.engine.hand_and_foot.options import OPTION_SPECS

#: Short label of each option, as shown beside its control.
OPTION_LABELS: dict[str, str] = {
    "OPT-HF-PICKUP": QT_TRANSLATE_NOOP("options", "Cards taken with the pile"),
    "OPT-HF-UPCARD": QT_TRANSLATE_NOOP("options", "Upcard"),
    "OPT-HF-FINAL-DISCARD": QT_TRANSLATE_NOOP("options", "Going out with a discard"),
    "OPT-HF-RED3-LEFT": QT_TRANSLATE_NOOP("options", "Red 3 left in a hand or foot"),
    "OPT-HF-PERMISSION": QT_TRANSLATE_NOOP("options", "Asking “May I go out?”"),
    "OPT-HF-DEALS": QT_TRANSLATE_NOOP("options", "Deals in a game"),
}

#: One line saying what each option decides, in player words (docs/rules.md §4.3-§4.12).
OPTION_HELP: dict[str, str] = {
    "OPT-HF-PICKUP": QT_TRANSLATE_NOOP(
        "options", "How many cards a player picks up when taking the discard pile"
    ),
    "OPT-HF-UPCARD": QT_TRANSLATE_NOOP(
        "options", "Whether a card is turned up to start the discard pile after the deal"
    ),
    "OPT-HF-FINAL-DISCARD": QT_TRANSLATE_NOOP(
        "options", "Whether a player may go out by discarding their last card, or must meld it"
    ),
    "OPT-HF-RED3-LEFT": QT_TRANSLATE_NOOP(
        "options",
        "What a red 3 never put down, in a hand or a foot never picked up, costs at the end",
    ),
    "OPT-HF-PERMISSION": QT_TRANSLATE_NOOP(
        "options", "Whether going out needs the partner's “yes”, or only no “no”"
    ),
    "OPT-HF-DEALS": QT_TRANSLATE_NOOP(
        "options",
        "How many deals a game lasts; a shorter game plays the first deals, "
        "with their minimum counts",
    ),
}

#: Label of each value of each option (docs/rules.md §6; §7.14-§7.17 for the sources).
VALUE_LABELS: dict[str, dict[str, str]] = {
    "OPT-HF-PICKUP": {
        "TOP-7": QT_TRANSLATE_NOOP("options", "The top 7 cards"),
        "WHOLE-PILE": QT_TRANSLATE_NOOP("options", "The whole pile"),
    },
    "OPT-HF-UPCARD": {
        "TURN-BURY": QT_TRANSLATE_NOOP("options", "Turn one; a 3 or wild card goes back"),
        "NONE": QT_TRANSLATE_NOOP("options", "None: the first discard starts the pile"),
    },
    "OPT-HF-FINAL-DISCARD": {
        "ALLOWED": QT_TRANSLATE_NOOP("options", "Allowed"),
        "FORBIDDEN": QT_TRANSLATE_NOOP("options", "Not allowed: meld the last cards"),
    },
    "OPT-HF-RED3-LEFT": {
        "0": QT_TRANSLATE_NOOP("options", "Nothing"),
        "100": QT_TRANSLATE_NOOP("options", "100 points"),
    },
    "OPT-HF-PERMISSION": {
        "REQUIRED": QT_TRANSLATE_NOOP("options", "A “yes” is needed; it does not oblige"),
        "OPTIONAL": QT_TRANSLATE_NOOP("options", "Asking is optional; a “yes” obliges"),
    },
    "OPT-HF-DEALS": {
        "4": QT_TRANSLATE_NOOP("options", "4 deals (the whole game)"),
        "2": QT_TRANSLATE_NOOP("options", "2 deals"),
        "1": QT_TRANSLATE_NOOP("options", "1 deal"),
    },
}

#: Names of the rule presets of ``PRESETS`` (the keys stay in saves). "japanese" follows the
#: Japanese article the game's rules come from (S2), "pagat" the
#: pagat.com page on Hand and Foot (P-HF), "house" the most common house rules (§6).
PRESET_NAMES: dict[str, str] = {
    "japanese": QT_TRANSLATE_NOOP("options", "Japanese rules"),
    "default": QT_TRANSLATE_NOOP("options", "Classic"),
    "pagat": QT_TRANSLATE_NOOP("options", "pagat.com rules"),
    "house": QT_TRANSLATE_NOOP("options", "House rules"),
}

#: One line per preset saying what sets it apart, shown under the preset's name.
PRESET_DESCRIPTIONS: dict[str, str] = {
    "japanese": QT_TRANSLATE_NOOP(
        "options",
        "No upcard: the pile starts with the first discard; the top 7 cards of the pile, "
        "going out needs your partner's yes",
    ),
    "default": QT_TRANSLATE_NOOP(
        "options",
        "The top 7 cards of the pile, going out with a discard allowed, "
        "a red 3 left over costs nothing",
    ),
    "pagat": QT_TRANSLATE_NOOP(
        "options", "As the classic rules, but a red 3 never put down costs 100 at the end"
    ),
    "house": QT_TRANSLATE_NOOP(
        "options", "Taking the pile takes the whole pile, and the last cards must be melded"
    ),
}


# Every table above, looked up and translated at display time.
TABLES = OptionTables(OPTION_LABELS, OPTION_HELP, VALUE_LABELS, PRESET_NAMES, PRESET_DESCRIPTIONS)
option_label = TABLES.option_label
option_help = TABLES.option_help
preset_name = TABLES.preset_name
preset_description = TABLES.preset_description


def option_keys() -> list[str]:
    """Every Hand and Foot option a person may choose, in registry order."""
    return list(OPTION_SPECS)


def value_label(key: str, value: str | None) -> str:
    """The translated label of one value of an option.

    No Hand and Foot option leaves its value to the configuration, so ``None`` reads as the
    registry default; anything unknown is shown as it is rather than hidden.
    """
    if value is None and key in OPTION_SPECS:
        value = OPTION_SPECS[key][1]
    if value is None:
        return ""
    known = TABLES.known_value(key, value)
    return value if known is None else known
