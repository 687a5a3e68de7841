"""Hand and Foot's entry in the arena: its engine, its players and its strength ladder."""

from __future__ import annotations

from canasta_gui.ai.hand_and_foot.player import BUDGETS, LEVELS, HandFootPlayer
from canasta_gui.ai.kit import GameKit
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.state import Phase, new_game


def _config(players: int) -> HandFootConfig:
    """The default table; docs/rules.md §4.1 knows only four players in two partnerships."""
    if players != 4:
        raise ValueError("Hand and Foot is played by 4 players")
    return HandFootConfig.make({})


KIT = GameKit(
    game="hand-and-foot",
    new_game=new_game,
    make_config=_config,
    make_player=HandFootPlayer,
    break_phase=Phase.DEAL_OVER,
    next_deal=act.NEXT_DEAL,
    levels=LEVELS,
    ladder=(
        ("easy", "random"),
        ("medium", "easy"),
        ("hard", "medium"),
        ("expert", "hard"),
        ("medium", "nomeld"),
        ("expert", "medium"),
    ),
    budgets=BUDGETS,
    speed_players=(4,),
)
