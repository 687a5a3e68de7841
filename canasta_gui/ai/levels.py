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


#: What each level is measured against (the level below it), shown beside the level in the
#: New game dialog with the figures of ``LEVEL_STRENGTH``.
BEATS = {
    "easy": QT_TRANSLATE_NOOP("ai", "beats random play: {pct}% of deals, {margin:+d} a deal"),
    "medium": QT_TRANSLATE_NOOP("ai", "beats Easy: {pct}% of deals, {margin:+d} a deal"),
    "hard": QT_TRANSLATE_NOOP("ai", "beats Medium: {pct}% of deals, {margin:+d} a deal"),
    "expert": QT_TRANSLATE_NOOP("ai", "beats Hard: {pct}% of deals, {margin:+d} a deal"),
}
#: Three players: one seat of the level against two of the level below, so winning a third
#: of the deals is even; without saying so, "37% of deals" reads as a loss.
BEATS_ONE_AGAINST_TWO = {
    "easy": QT_TRANSLATE_NOOP(
        "ai",
        "beats random play: {pct}% of deals, one against two (33% is even), {margin:+d} a deal",
    ),
    "medium": QT_TRANSLATE_NOOP(
        "ai", "beats Easy: {pct}% of deals, one against two (33% is even), {margin:+d} a deal"
    ),
    "hard": QT_TRANSLATE_NOOP(
        "ai", "beats Medium: {pct}% of deals, one against two (33% is even), {margin:+d} a deal"
    ),
    "expert": QT_TRANSLATE_NOOP(
        "ai", "beats Hard: {pct}% of deals, one against two (33% is even), {margin:+d} a deal"
    ),
}
#: Shown instead where the margin's 95% interval reaches zero at that table.
LEVEL_WITH = {
    "hard": QT_TRANSLATE_NOOP("ai", "no measurable edge over Medium at this table"),
    "expert": QT_TRANSLATE_NOOP("ai", "no measurable edge over Hard at this table"),
}

#: Per number of players, each level's (win %, mean point margin a deal) against the level
#: below it, or ``None`` where it was not shown stronger. Mirrored deal pairs of
#: ``benchmarks/ai_strength.py`` on C4-2D, C2-2D, C3-2D and C6-3D (docs/ai.md, "Strength"
#: and "Other player counts"; Easy, Medium and Hard 1,100 pairs each since the wider steps of
#: 2026-11-26); a 3-deck table of 2, 3 or 4 players shows the figures of its
#: player count. Three players: the win rate of one seat against two, so 33% is even.
#: Expert's rows at 2, 3 and 4 players are those of its melding search (2026-11-26, docs/ai.md
#: "Expert searches melding too" and "More worlds"): 4 players at the shipped 256 worlds, 172
#: pairs (at 64 worlds 443 pairs gave 63.4%, +243; 256 less 64 on the same deals +0.9 points,
#: -15 a deal, both intervals across zero); 2 and 3 players at 16 worlds (223 and 290 pairs),
#: lower bounds by the 4-player comparisons of 16, 64 and 256 worlds. At 6 players Expert
#: melds as Hard and keeps its earlier figures.
LEVEL_STRENGTH: dict[int, dict[str, tuple[float, int] | None]] = {
    4: {"easy": (90.4, 741), "medium": (75.2, 462), "hard": (66.8, 265), "expert": (63.4, 250)},
    2: {"easy": (74.2, 400), "medium": (85.2, 732), "hard": (67.5, 332), "expert": (76.9, 586)},
    3: {"easy": (66.4, 332), "medium": (74.6, 599), "hard": (51.6, 262), "expert": (36.9, 66)},
    6: {"easy": (98.9, 1575), "medium": (67.7, 341), "hard": (53.7, 79), "expert": (53.1, 44)},
}


def strength(level: str, players: int) -> tuple[str, float | None, int | None]:
    """(untranslated template, win %, margin) for ``level`` at a table of ``players``.

    The figures are ``None`` when the level was not shown stronger than the one below
    there; the template then says so.
    """
    figures = LEVEL_STRENGTH.get(players, LEVEL_STRENGTH[4])[check_level(level, LEVELS)]
    if figures is None:
        return LEVEL_WITH[level], None, None
    templates = BEATS_ONE_AGAINST_TWO if players == 3 else BEATS
    return templates[level], figures[0], figures[1]
