"""What people read about the Cassino rule options (docs/rules.md §6 ``OPT-CAS-*``).

The same shape as Canasta's ``app/games/canasta/option_texts.py``: tables of English source
strings marked with ``QT_TRANSLATE_NOOP`` in the context "options", so ``pyside6-lupdate``
extracts them, translated at display time (``app/games/option_tables.py``), so a language switch
takes effect the next time a dialog is built. Cassino counts **rounds** (docs/rules.md §1.4), so
its OPT-DEAL-LIMIT reads "N rounds", not "N deals".
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from canasta_gui.app.games.option_tables import OptionTables, tr
from canasta_gui.engine.cassino.options import OPTION_SPECS

#: Short label of each option, as shown beside its control.
OPTION_LABELS: dict[str, str] = {
    "OPT-DEAL-LIMIT": QT_TRANSLATE_NOOP("options", "Round limit"),
    "OPT-CAS-4P": QT_TRANSLATE_NOOP("options", "Four players"),
    "OPT-CAS-COURT-CAPTURE": QT_TRANSLATE_NOOP("options", "Capturing with a face card"),
    "OPT-CAS-CAPTURE-BUILD-WITH-LOOSE": QT_TRANSLATE_NOOP("options", "A build with loose cards"),
    "OPT-CAS-PAIR-AS-SUM": QT_TRANSLATE_NOOP("options", "A pair built as its total"),
    "OPT-CAS-INCREASE": QT_TRANSLATE_NOOP("options", "Raising a build"),
    "OPT-CAS-OWNER-MUST-ACT": QT_TRANSLATE_NOOP("options", "Trailing by a build's owner"),
    "OPT-CAS-GATHER-INTO-BUILD": QT_TRANSLATE_NOOP("options", "Gathering loose cards into a build"),
    "OPT-CAS-FACE-PAIR-BUILD": QT_TRANSLATE_NOOP("options", "Builds of face cards"),
    "OPT-CAS-TRAIL": QT_TRANSLATE_NOOP("options", "When you may trail"),
    "OPT-CAS-SWEEPS": QT_TRANSLATE_NOOP("options", "Sweeps"),
    "OPT-CAS-TARGET": QT_TRANSLATE_NOOP("options", "Target score"),
    "OPT-CAS-BOTH-REACH": QT_TRANSLATE_NOOP("options", "Several sides reach the target"),
}

#: One line saying what each option decides, in player words (docs/rules.md §5).
OPTION_HELP: dict[str, str] = {
    "OPT-DEAL-LIMIT": QT_TRANSLATE_NOOP(
        "options", "The game ends after this many rounds, whatever the scores"
    ),
    "OPT-CAS-4P": QT_TRANSLATE_NOOP(
        "options", "Whether four players play as two partnerships or each for themselves"
    ),
    "OPT-CAS-COURT-CAPTURE": QT_TRANSLATE_NOOP(
        "options", "Whether a jack, queen or king takes every loose card of its rank or just one"
    ),
    "OPT-CAS-CAPTURE-BUILD-WITH-LOOSE": QT_TRANSLATE_NOOP(
        "options", "Whether a build may be captured together with loose cards of its value"
    ),
    "OPT-CAS-PAIR-AS-SUM": QT_TRANSLATE_NOOP(
        "options", "Whether a card played on one of its rank may build their total (2 on 2 as 4)"
    ),
    "OPT-CAS-INCREASE": QT_TRANSLATE_NOOP(
        "options", "Whether a card from the hand may raise a single build to a higher value"
    ),
    "OPT-CAS-OWNER-MUST-ACT": QT_TRANSLATE_NOOP(
        "options", "Whether a player who owns a build may trail instead of capturing or building"
    ),
    "OPT-CAS-GATHER-INTO-BUILD": QT_TRANSLATE_NOOP(
        "options", "Whether loose cards worth a build's value may be gathered into it"
    ),
    "OPT-CAS-FACE-PAIR-BUILD": QT_TRANSLATE_NOOP(
        "options", "Whether a jack, queen or king played on one of its rank makes a build"
    ),
    "OPT-CAS-TRAIL": QT_TRANSLATE_NOOP(
        "options", "When a player may lay a card on the table without capturing or building"
    ),
    "OPT-CAS-SWEEPS": QT_TRANSLATE_NOOP(
        "options", "Whether a capture that clears the table scores a point"
    ),
    "OPT-CAS-TARGET": QT_TRANSLATE_NOOP(
        "options", "The game ends after the round in which a side reaches this score"
    ),
    "OPT-CAS-BOTH-REACH": QT_TRANSLATE_NOOP(
        "options", "Who wins when more than one side reaches the target in the same round"
    ),
}

#: Label of each value of each option (docs/rules.md §6; §7.18-§7.23 for the sources).
VALUE_LABELS: dict[str, dict[str, str]] = {
    "OPT-DEAL-LIMIT": {"NONE": QT_TRANSLATE_NOOP("options", "No limit")},
    "OPT-CAS-4P": {
        "PARTNERS": QT_TRANSLATE_NOOP("options", "Two partnerships, partners opposite"),
        "INDIVIDUAL": QT_TRANSLATE_NOOP("options", "Each for themselves"),
    },
    "OPT-CAS-COURT-CAPTURE": {
        "ALL": QT_TRANSLATE_NOOP("options", "Every loose card of its rank"),
        "ONE": QT_TRANSLATE_NOOP("options", "One loose card of its rank"),
    },
    "OPT-CAS-CAPTURE-BUILD-WITH-LOOSE": {
        "FORBIDDEN": QT_TRANSLATE_NOOP("options", "Not allowed: a build is taken alone"),
        "ALLOWED": QT_TRANSLATE_NOOP("options", "Allowed"),
    },
    "OPT-CAS-PAIR-AS-SUM": {
        "FORBIDDEN": QT_TRANSLATE_NOOP("options", "Not allowed: only that rank takes it"),
        "ALLOWED": QT_TRANSLATE_NOOP("options", "Allowed"),
    },
    "OPT-CAS-INCREASE": {
        "ALLOWED": QT_TRANSLATE_NOOP("options", "Allowed"),
        "FORBIDDEN": QT_TRANSLATE_NOOP("options", "Not allowed"),
    },
    "OPT-CAS-OWNER-MUST-ACT": {
        "ON": QT_TRANSLATE_NOOP("options", "Not allowed: the owner must capture or build"),
        "OFF": QT_TRANSLATE_NOOP("options", "Allowed"),
    },
    "OPT-CAS-GATHER-INTO-BUILD": {
        "FORBIDDEN": QT_TRANSLATE_NOOP("options", "Not allowed"),
        "ALLOWED": QT_TRANSLATE_NOOP("options", "Allowed"),
    },
    "OPT-CAS-FACE-PAIR-BUILD": {
        "FORBIDDEN": QT_TRANSLATE_NOOP("options", "Not allowed"),
        "ALLOWED": QT_TRANSLATE_NOOP("options", "Allowed: only that rank takes it"),
    },
    "OPT-CAS-TRAIL": {
        "ONLY-IF-NO-OTHER-PLAY": QT_TRANSLATE_NOOP(
            "options", "Only when no capture or build is possible"
        ),
        "FREE": QT_TRANSLATE_NOOP("options", "Any time (a build's owner excepted)"),
        "NOT-A-CAPTURING-CARD": QT_TRANSLATE_NOOP("options", "Any card that cannot capture"),
    },
    "OPT-CAS-SWEEPS": {
        "ON": QT_TRANSLATE_NOOP("options", "Score a point"),
        "OFF": QT_TRANSLATE_NOOP("options", "Score nothing"),
    },
    "OPT-CAS-TARGET": {
        "21": QT_TRANSLATE_NOOP("options", "21"),
        "11": QT_TRANSLATE_NOOP("options", "11"),
    },
    "OPT-CAS-BOTH-REACH": {
        "HIGHER-TOTAL": QT_TRANSLATE_NOOP("options", "The higher total wins"),
        "COUNT-OUT": QT_TRANSLATE_NOOP("options", "Count the round out item by item"),
    },
}

#: The round limits the New game dialog offers (the engine takes any whole number, §1.5):
#: one round is the quickest game there is.
ROUND_LIMITS = ("NONE", "1", "2", "3")
#: A positive round limit (Cassino counts rounds, docs/rules.md §1.4-§1.5).
ROUNDS_N = QT_TRANSLATE_NOOP("options", "{n} rounds")
#: A round limit of one (a whole phrase, as languages write a singular differently).
ONE_ROUND = QT_TRANSLATE_NOOP("options", "1 round")

#: Names of the rule presets of ``PRESETS`` (the keys stay in saves). "solo" plays the Japanese
#: Wikipedia article's rules (S1, four players alone, to 21); "pagat" collects every
#: alternative the pagat.com page on Casino plays (P-CAS, docs/rules.md §6).
PRESET_NAMES: dict[str, str] = {
    "solo": QT_TRANSLATE_NOOP("options", "Each for themselves"),
    "default": QT_TRANSLATE_NOOP("options", "Classic"),
    "pagat": QT_TRANSLATE_NOOP("options", "pagat.com rules"),
}

#: One line per preset saying what sets it apart, shown under the preset's name.
PRESET_DESCRIPTIONS: dict[str, str] = {
    "solo": QT_TRANSLATE_NOOP(
        "options",
        "Everyone plays alone, four players too; the first to 21 wins; a face card takes "
        "every card of its rank, sweeps score",
    ),
    "default": QT_TRANSLATE_NOOP(
        "options",
        "A face card takes every card of its rank, trail only when nothing else is possible, "
        "sweeps score",
    ),
    "pagat": QT_TRANSLATE_NOOP(
        "options",
        "Trail any time, freer builds and captures, a face card takes only one card, "
        "sweeps score nothing",
    ),
}


# Every table above, looked up and translated at display time.
TABLES = OptionTables(OPTION_LABELS, OPTION_HELP, VALUE_LABELS, PRESET_NAMES, PRESET_DESCRIPTIONS)
option_label = TABLES.option_label
option_help = TABLES.option_help
preset_name = TABLES.preset_name
preset_description = TABLES.preset_description


def option_keys() -> list[str]:
    """Every Cassino option a person may choose, OPT-DEAL-LIMIT included, in registry order."""
    return list(OPTION_SPECS)


def option_shown(key: str, players: int) -> bool:
    """Whether ``key`` means anything at a table of ``players``: OPT-CAS-4P only at four
    (two or three players always play alone, docs/rules.md §5.1)."""
    return key != "OPT-CAS-4P" or players == 4


def value_label(key: str, value: str | None) -> str:
    """The translated label of one value of an option.

    No Cassino option leaves its value to the configuration, so ``None`` reads as the
    registry default; a number given for OPT-DEAL-LIMIT reads "N rounds"; anything unknown
    is shown as it is rather than hidden.
    """
    if value is None and key in OPTION_SPECS:
        value = OPTION_SPECS[key][1]
    if value is None:
        return ""
    known = TABLES.known_value(key, value)
    if known is not None:
        return known
    if key == "OPT-DEAL-LIMIT" and value.isdigit():
        n = int(value)
        return tr(ONE_ROUND) if n == 1 else tr(ROUNDS_N).format(n=n)
    return value
