"""Canasta (docs/rules.md §3): configurations, options, state machine and scoring."""

# The rules and the legal listing plug themselves into the state's ``apply`` and
# ``legal_actions`` (state.py imports neither): loading the package loads them.
from canasta_gui.engine.canasta import legal, rules  # noqa: F401
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
