"""What a round's end is worth to the game (docs/rules.md §5.12): Expert's exact endgame.

A round margin is the right aim while the target is far: every point counts alike.
On the last deal of a round that can end the game it is not: two lines may end the
round with the same margin, one taking this side to the target (or keeping the
other side from it) and one not. Expert's exact endgame (``endgame.py``) scores each
end of the round as the margin plus ``GAME`` for a won game and minus it for a lost
one, so it plays for the game first and for the margin among lines that are equal
for the game.
"""

from __future__ import annotations

from canasta_gui.engine.cassino.state import CassinoState, Phase

#: The exact endgame's value of a won game, in round points: more than any margin.
GAME = 100.0


def game_result(s: CassinoState, side: int) -> float:
    """+1 when ``side`` has won the game at ``s``, −1 when another side has, else 0
    (the game goes on, or a draw at the deal limit)."""
    if s.phase != Phase.GAME_OVER or not s.winners:
        return 0.0
    if side in s.winners:
        return 1.0 if len(s.winners) == 1 else 0.0
    return -1.0
