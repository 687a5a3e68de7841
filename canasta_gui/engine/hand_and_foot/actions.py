"""Hand and Foot actions: the rummy core's action vocabulary, reused where it fits.

Drawing, taking the pile, melding and laying off, discarding, asking and
answering are the same small immutable values as in Canasta
(``rummy/actions.py``); only the JSON form of a lay-off differs, because a
Hand and Foot side may lay off onto its wild meld (rank ``"wild"``, §4.6.3).
``EndTurn`` ends a turn without a discard in the one case where none is possible
(see ``rules.py``).
"""

from __future__ import annotations

from typing import Any

from canasta_gui.engine.cards import NATURAL_RANKS, RANK_CODES, codes, parse_card
from canasta_gui.engine.rummy import actions as _rummy
from canasta_gui.engine.rummy.actions import (
    DECLINE,
    DRAW,
    END_TURN,
    NEXT_DEAL,
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
    well_formed,
)
from canasta_gui.engine.rummy.meld_rules import rank_name
from canasta_gui.engine.rummy.melds import WILD_RANK

__all__ = [
    "DECLINE",
    "DRAW",
    "END_TURN",
    "NEXT_DEAL",
    "Action",
    "AnswerGoOut",
    "AskGoOut",
    "Cards",
    "DeclinePile",
    "Discard",
    "DrawStock",
    "EndTurn",
    "Meld",
    "NextDeal",
    "TakePile",
    "from_json",
    "to_json",
    "well_formed",
]

Action = _rummy.Action


def to_json(action: Action) -> dict[str, Any]:
    """The JSON form of an action, with card codes (lay-offs name ``"wild"`` for the wild meld)."""
    if isinstance(action, Meld):
        return {
            "type": "meld",
            "melds": [codes(m) for m in action.melds],
            "layoffs": [{"rank": rank_name(r), "cards": codes(c)} for r, c in action.layoffs],
        }
    return _rummy.to_json(action)


def _rank(value: Any) -> int:
    if isinstance(value, str) and value.strip().lower() == "wild":
        return WILD_RANK
    if isinstance(value, str) and value.strip().upper() in RANK_CODES:
        rank = RANK_CODES.index(value.strip().upper())
        if rank in NATURAL_RANKS:
            return rank
    raise ValueError(f"not a meld rank: {value!r}"[:60])


def _cards(value: Any) -> Cards:
    if not isinstance(value, list) or len(value) > 300:
        raise ValueError("a list of card codes was expected")
    return tuple(parse_card(c) for c in value)


def from_json(data: Any) -> Action:
    """Parse an action; ``ValueError`` with a clear text for anything malformed."""
    if isinstance(data, dict) and data.get("type") == "meld":
        extra = set(data) - {"type", "melds", "layoffs"}
        if extra:
            raise ValueError(f"unknown field in a 'meld' action: {sorted(extra)[0][:40]!r}")
        melds, layoffs = data.get("melds", []), data.get("layoffs", [])
        if not isinstance(melds, list) or not isinstance(layoffs, list):
            raise ValueError("'melds' and 'layoffs' must be lists")
        if len(melds) > 40 or len(layoffs) > 40:
            raise ValueError("too many melds in one action")
        parsed = []
        for lo in layoffs:
            if not isinstance(lo, dict) or set(lo) - {"rank", "cards"}:
                raise ValueError("a lay-off must be an object with 'rank' and 'cards'")
            parsed.append((_rank(lo.get("rank")), _cards(lo.get("cards"))))
        return Meld(tuple(_cards(m) for m in melds), tuple(parsed))
    action = _rummy.from_json(data)
    if isinstance(action, AskGoOut) and action.partner is not None and not 0 <= action.partner < 4:
        raise ValueError("'partner' must be a seat number")
    return action
