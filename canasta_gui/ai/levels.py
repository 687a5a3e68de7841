"""The ladder of computer-player levels, from gentle to strongest."""

from __future__ import annotations

from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP

#: Level ids in increasing strength; "random" is the baseline, not offered to people.
LEVELS = ("easy", "medium", "hard", "expert")
ALL_LEVELS = ("random", *LEVELS)

LEVEL_NAMES = {
    "random": QT_TRANSLATE_NOOP("ai", "Random"),
    "easy": QT_TRANSLATE_NOOP("ai", "Easy"),
    "medium": QT_TRANSLATE_NOOP("ai", "Medium"),
    "hard": QT_TRANSLATE_NOOP("ai", "Hard"),
    "expert": QT_TRANSLATE_NOOP("ai", "Expert"),
}


def check_level(level: str) -> str:
    if level not in ALL_LEVELS:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(ALL_LEVELS)}")
    return level
