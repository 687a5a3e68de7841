"""Canasta's entry in the arena: its engine, its players and its strength ladder."""

from __future__ import annotations

from canasta_gui.ai.canasta.player import BUDGETS, CanastaPlayer
from canasta_gui.ai.kit import GameKit
from canasta_gui.ai.levels import ALL_LEVELS
from canasta_gui.engine.canasta import CanastaConfig, new_game
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.state import Phase

KIT = GameKit(
    game="canasta",
    new_game=new_game,
    make_config=lambda players: CanastaConfig.make(players, 3 if players == 6 else 2),
    make_player=CanastaPlayer,
    break_phase=Phase.DEAL_OVER,
    next_deal=act.NEXT_DEAL,
    levels=ALL_LEVELS,
    ladder=(("easy", "random"), ("medium", "easy"), ("hard", "medium"), ("expert", "hard")),
    budgets=BUDGETS,
    speed_players=(4, 2, 3, 6),
)
