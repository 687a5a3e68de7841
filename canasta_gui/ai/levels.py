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


def check_level(level: str, allowed: tuple[str, ...] = ALL_LEVELS) -> str:
    """``level`` when it is one of ``allowed`` (a game may add its own baselines)."""
    if level not in allowed:
        raise ValueError(f"unknown level {level!r}; choose from {', '.join(allowed)}")
    return level


#: Each level's measured result against the level below it, shown beside the level in the
#: New game dialog: (template, win %, mean point margin a deal). Figures: 400 mirrored deal
#: pairs, C4-2D, ``benchmarks/ai_strength.py --pairs 400`` (docs/ai.md). Update them
#: when the ladder is measured again.
LEVEL_STRENGTH = {
    "easy": (
        QT_TRANSLATE_NOOP("ai", "beats random play: {pct}% of deals, {margin:+d} a deal"),
        95.9,
        977,
    ),
    "medium": (
        QT_TRANSLATE_NOOP("ai", "beats Easy: {pct}% of deals, {margin:+d} a deal"),
        59.6,
        102,
    ),
    "hard": (
        QT_TRANSLATE_NOOP("ai", "beats Medium: {pct}% of deals, {margin:+d} a deal"),
        58.4,
        105,
    ),
    "expert": (
        QT_TRANSLATE_NOOP("ai", "beats Hard: {pct}% of deals, {margin:+d} a deal"),
        54.0,
        56,
    ),
}
