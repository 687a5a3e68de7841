"""How strong each Cassino computer level measured, for the New game dialog.

The figures are those of docs/ai-cassino.md, "What the New game dialog shows" (duplicate
play: every game or round played again with the seats swapped, Hard with its shipped budget
and Expert with 64 worlds, a lower bound, the clock removed; measured 2026-11-26, Easy vs
random 2026-11-22). Each level is measured against the level below it. Canasta's templates
(``ai/levels.py``, ``BEATS``) speak of deals and points a deal, which is not what was measured
here, so this module has its own templates in the context "ai":

- two players were measured over **whole games** to 21, the margin being game points a game;
- three and four players were measured over **single rounds**, with margins below two game
  points a round (+0.23 to +1.66). Written as whole numbers they would read "+0" for a level
  that was shown stronger, so those templates give the win rate only.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from canasta_gui.ai.levels import LEVEL_WITH, LEVELS, check_level

#: Two players, whole games: "beats X: win % of games, margin in game points a game".
BEATS_GAMES = {
    "easy": QT_TRANSLATE_NOOP(
        "ai", "beats random play: {pct}% of games, {margin:+d} points a game"
    ),
    "medium": QT_TRANSLATE_NOOP("ai", "beats Easy: {pct}% of games, {margin:+d} points a game"),
    "hard": QT_TRANSLATE_NOOP("ai", "beats Medium: {pct}% of games, {margin:+d} points a game"),
    "expert": QT_TRANSLATE_NOOP("ai", "beats Hard: {pct}% of games, {margin:+d} points a game"),
}
#: Three players, single rounds: one seat of the level against two of the level below, so
#: winning a third of the rounds is even (docs/ai-cassino.md says so beside its table).
BEATS_ROUNDS_ONE_AGAINST_TWO = {
    "easy": QT_TRANSLATE_NOOP(
        "ai", "beats random play: {pct}% of rounds, one against two (33% is even)"
    ),
    "medium": QT_TRANSLATE_NOOP(
        "ai", "beats Easy: {pct}% of rounds, one against two (33% is even)"
    ),
    "hard": QT_TRANSLATE_NOOP(
        "ai", "beats Medium: {pct}% of rounds, one against two (33% is even)"
    ),
    "expert": QT_TRANSLATE_NOOP(
        "ai", "beats Hard: {pct}% of rounds, one against two (33% is even)"
    ),
}
#: Four players in two partnerships, single rounds: a partnership of the level against one of
#: the level below.
BEATS_ROUNDS = {
    "easy": QT_TRANSLATE_NOOP("ai", "beats random play: {pct}% of rounds"),
    "medium": QT_TRANSLATE_NOOP("ai", "beats Easy: {pct}% of rounds"),
    "hard": QT_TRANSLATE_NOOP("ai", "beats Medium: {pct}% of rounds"),
    "expert": QT_TRANSLATE_NOOP("ai", "beats Hard: {pct}% of rounds"),
}
#: Four players each for themselves (OPT-CAS-4P = INDIVIDUAL) were never measured.
NOT_MEASURED = QT_TRANSLATE_NOOP("ai", "strength not measured at this table")

#: Per table, each level's (win %, mean margin in game points) against the level below it,
#: or ``None`` where the margin's 95% interval reaches zero (not shown stronger): the tables
#: of docs/ai-cassino.md, "What the New game dialog shows" (2026-11-26, the code after issue
#: 20's second pass; Expert at 64 worlds, a lower bound on the shipped Expert).
#: 2: whole games to 21: Expert vs Hard 60.6% +2.83 (+1.64 to +4.01, 80 pairs; Expert reading the
#: other player's plays, the fourth pass).
#: 3 and 4: single rounds; 4 is CAS4-PARTNERS. Expert vs Hard is not shown at either.
LEVEL_STRENGTH: dict[int, dict[str, tuple[float, float] | None]] = {
    2: {"easy": (67.0, 5), "medium": (72.5, 5.71), "hard": (62.0, 2.88), "expert": (60.6, 2.83)},
    3: {"easy": (40.6, 0.95), "medium": (40.5, 0.74), "hard": (35.8, 0.28), "expert": None},
    4: {"easy": (62.1, 1.66), "medium": (57.9, 1.25), "hard": (51.4, 0.23), "expert": None},
}


def strength(
    level: str, players: int, partners: bool = True
) -> tuple[str, float | None, int | None]:
    """(untranslated template in context "ai", win %, margin) for ``level`` at this table.

    ``players`` is 2, 3 or 4; at four, ``partners`` False is OPT-CAS-4P = INDIVIDUAL, which
    was not measured. The margin (whole game points a game) is given only where the template
    shows it, at two players; otherwise it is ``None``, as both figures are where the level
    was not shown stronger than the one below (the template then says so).
    """
    check_level(level, LEVELS)
    if players == 4 and not partners:
        return NOT_MEASURED, None, None
    figures = LEVEL_STRENGTH.get(players, LEVEL_STRENGTH[2])[level]
    if figures is None:
        return LEVEL_WITH[level], None, None
    pct, margin = figures
    if players == 3:
        return BEATS_ROUNDS_ONE_AGAINST_TWO[level], pct, None
    if players == 4:
        return BEATS_ROUNDS[level], pct, None
    return BEATS_GAMES[level], pct, round(margin)
