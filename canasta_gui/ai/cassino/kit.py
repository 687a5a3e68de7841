"""Cassino's entry in the arena: its engine, its players and its strength ladder.

For Cassino a "deal" of the arena is a round (docs/rules.md §5.10); the goals are
stated per game, so strength runs use whole games (``--games``).
"""

from __future__ import annotations

from canasta_gui.ai.cassino.player import BUDGETS, LEVELS, CassinoPlayer
from canasta_gui.ai.kit import GameKit
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.state import Phase, new_game

KIT = GameKit(
    game="cassino",
    new_game=new_game,
    make_config=lambda players: CassinoConfig.make(players),
    make_player=CassinoPlayer,
    break_phase=Phase.ROUND_OVER,
    next_deal=act.NEXT_ROUND,
    levels=LEVELS,
    ladder=(
        ("easy", "random"),
        ("medium", "easy"),
        ("hard", "medium"),
        ("expert", "hard"),
        ("medium", "greedy"),
        ("expert", "medium"),
    ),
    budgets=BUDGETS,
    speed_players=(2, 3, 4),
)
