"""Canasta (docs/rules.md §3): configurations, options, state machine and scoring."""

from canasta_gui.engine.canasta.actions import (
    AnswerGoOut,
    AskGoOut,
    DeclinePile,
    Discard,
    DrawStock,
    EndTurn,
    Meld,
    NextDeal,
    TakePile,
)
from canasta_gui.engine.canasta.options import PRESETS, CanastaConfig, CanastaOptions
from canasta_gui.engine.canasta.state import CanastaState, Phase, new_game

__all__ = [
    "AnswerGoOut",
    "AskGoOut",
    "CanastaConfig",
    "CanastaOptions",
    "CanastaState",
    "DeclinePile",
    "Discard",
    "DrawStock",
    "EndTurn",
    "Meld",
    "NextDeal",
    "PRESETS",
    "Phase",
    "TakePile",
    "new_game",
]
