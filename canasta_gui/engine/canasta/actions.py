"""Canasta's actions: the rummy core's action vocabulary (``engine/rummy/actions.py``).

Canasta uses every action there as it stands, JSON form included; this module is
the name the Canasta rules, computer players, table, saves and replays import them by.
"""

from canasta_gui.engine.rummy.actions import (
    DECLINE,
    DRAW,
    END_TURN,
    NEXT_DEAL,
    Action,
    AnswerGoOut,
    AskGoOut,
    Cards,
    DeclinePile,
    Discard,
    DrawStock,
    EndTurn,
    Meld,
    NextDeal,
    TakePile,
    from_json,
    to_json,
    well_formed,
)

__all__ = [
    "Action",
    "AnswerGoOut",
    "AskGoOut",
    "Cards",
    "DECLINE",
    "DRAW",
    "DeclinePile",
    "Discard",
    "DrawStock",
    "END_TURN",
    "EndTurn",
    "Meld",
    "NEXT_DEAL",
    "NextDeal",
    "TakePile",
    "from_json",
    "to_json",
    "well_formed",
]
