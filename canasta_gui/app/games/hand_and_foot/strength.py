"""How strong each Hand and Foot computer level measured, for the New game dialog.

The figures are those of docs/ai-hand-and-foot.md, "Measured figures", "Strength": single
deals played in duplicate (every deal twice with the sides swapped), 400 mirrored pairs per
rung, 2026-11-22, ``benchmarks/ai_strength.py --game hand-and-foot --pairs 400``; Expert's
searching rung 1,400 pairs at 20 worlds, 2026-11-26, after its rules took every pile worth
anything and raced for the foot (``--rungs expert:hard --worlds expert=20``, seeds
``ladder`` and ``ladder2``, 700 pairs each). Each level is measured against the level
below it; the margin is the mean point margin per deal, which is what Canasta's templates in
``ai/levels.py`` (``BEATS``) say, so they are reused as they are (already translated in the
context "ai").
"""

from __future__ import annotations

from canasta_gui.ai.levels import BEATS, LEVELS, check_level

#: Each level's (win %, mean point margin a deal) against the level below it, from the table
#: "Strength (single deals, duplicate ...)": Easy vs random 100.0% +4840, Medium vs Easy
#: 53.4% +286, Hard vs Medium 63.6% +523. Expert (since 2026-11-26 a search over its rules,
#: which take every pile worth anything and race for the foot) vs Hard 60.1% (58.4-61.8)
#: +492 (+418 to +566), 1,400 pairs at 20 worlds a decision (the shipped Expert's clock buys
#: several hundred): 59.9% +500 on ``ladder``, 60.3% +484 on ``ladder2``; its rules alone
#: measured 60.2% +478 over 1,000 pairs, and the search is not shown to add to them.
#: Every margin's 95% interval lies above zero, so every
#: level is shown stronger than the one below (no "no measurable edge" entry is needed; if a
#: rerun changes that, add ``LEVEL_WITH`` here).
LEVEL_STRENGTH: dict[str, tuple[float, int]] = {
    "easy": (100.0, 4840),
    "medium": (53.4, 286),
    "hard": (63.6, 523),
    "expert": (60.1, 492),
}


def strength(level: str, players: int) -> tuple[str, float | None, int | None]:
    """(untranslated template in context "ai", win %, margin a deal) for ``level``.

    Hand and Foot is always four players (docs/rules.md §4.1), the table measured, so
    ``players`` does not change the figures.
    """
    pct, margin = LEVEL_STRENGTH[check_level(level, LEVELS)]
    return BEATS[level], pct, margin
