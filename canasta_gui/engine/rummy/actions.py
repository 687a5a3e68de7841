"""The actions of both rummy games: small immutable values shared by the AI, the table,
saves and replays.

Canasta uses them as they stand (``canasta/actions.py`` names them for it); Hand and
Foot uses the same values and changes only the JSON form of a lay-off
(``hand_and_foot/actions.py``). Cards inside actions are card kinds (see
``engine.cards``). ``to_json`` and ``from_json`` give each action its
human-readable form with card codes. Section numbers are Canasta's (docs/rules.md
§3); Hand and Foot's turn is the same steps (§4.4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from canasta_gui.engine.cards import N_KINDS, card_code, codes, parse_card, rank_name

Cards = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class DrawStock:
    """Draw from the stock (docs/rules.md §3.6)."""


@dataclass(frozen=True, slots=True)
class TakePile:
    """Take the discard pile (docs/rules.md §3.10).

    ``cards`` are hand cards melded with the top card; empty means the top card
    is laid off on the side's meld of its rank. ``melds`` are further new melds
    from the hand made in the same action, before the pile enters the hand
    (they count towards an opening, §3.8.4).
    """

    cards: Cards = ()
    melds: tuple[Cards, ...] = ()


@dataclass(frozen=True, slots=True)
class Meld:
    """New melds and lay-offs put down together, checked as one action (§3.7, §3.8.2).

    ``layoffs`` pairs a meld rank of the player's side with the cards added to it.
    """

    melds: tuple[Cards, ...] = ()
    layoffs: tuple[tuple[int, Cards], ...] = ()


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard one card, ending the turn (docs/rules.md §3.11)."""

    card: int


@dataclass(frozen=True, slots=True)
class AskGoOut:
    """ "Partner, may I go out?" (docs/rules.md §3.12.3). ``partner`` is needed only in 2x3
    games."""

    partner: int | None = None


@dataclass(frozen=True, slots=True)
class AnswerGoOut:
    """The partner's binding answer (docs/rules.md §3.12.3)."""

    yes: bool


@dataclass(frozen=True, slots=True)
class DeclinePile:
    """With the stock empty, leave the pile and so end the deal (docs/rules.md §3.13.3)."""


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the turn without a discard after the last red 3 (OPT-CAN-LAST-RED3, §3.13.1)."""


@dataclass(frozen=True, slots=True)
class NextDeal:
    """Shuffle and deal the next deal of the game (docs/rules.md §3.15)."""


Action = (
    DrawStock
    | TakePile
    | Meld
    | Discard
    | AskGoOut
    | AnswerGoOut
    | DeclinePile
    | EndTurn
    | NextDeal
)


def well_formed(action: Action) -> bool:
    """Cards are card kinds and ranks are ranks, whatever a caller or file built.

    Shared by the rules of both games (Canasta, Hand and Foot).
    """
    if isinstance(action, Discard):
        return type(action.card) is int and 0 <= action.card < N_KINDS
    if isinstance(action, Meld):
        groups = list(action.melds)
        for item in action.layoffs:
            if not isinstance(item, tuple) or len(item) != 2 or type(item[0]) is not int:
                return False
            groups.append(item[1])
    elif isinstance(action, TakePile):
        groups = [action.cards, *action.melds]
    else:
        return True
    for g in groups:
        if type(g) is not tuple:
            return False
        for c in g:
            if type(c) is not int or not 0 <= c < N_KINDS:
                return False
    return True


DRAW = DrawStock()
DECLINE = DeclinePile()
END_TURN = EndTurn()
NEXT_DEAL = NextDeal()

_SIMPLE = {"draw": DRAW, "decline_pile": DECLINE, "end_turn": END_TURN, "next_deal": NEXT_DEAL}
_KEYS: dict[str, set[str]] = {
    **{name: {"type"} for name in _SIMPLE},
    "take_pile": {"type", "cards", "melds"},
    "meld": {"type", "melds", "layoffs"},
    "discard": {"type", "card"},
    "ask": {"type", "partner"},
    "answer": {"type", "yes"},
}


def to_json(action: Action) -> dict[str, Any]:
    """The JSON form of an action, with card codes."""
    if isinstance(action, DrawStock):
        return {"type": "draw"}
    if isinstance(action, TakePile):
        return {
            "type": "take_pile",
            "cards": codes(action.cards),
            "melds": [codes(m) for m in action.melds],
        }
    if isinstance(action, Meld):
        return {
            "type": "meld",
            "melds": [codes(m) for m in action.melds],
            "layoffs": [{"rank": rank_name(r), "cards": codes(c)} for r, c in action.layoffs],
        }
    if isinstance(action, Discard):
        return {"type": "discard", "card": card_code(action.card)}
    if isinstance(action, AskGoOut):
        return {"type": "ask", "partner": action.partner}
    if isinstance(action, AnswerGoOut):
        return {"type": "answer", "yes": action.yes}
    if isinstance(action, DeclinePile):
        return {"type": "decline_pile"}
    if isinstance(action, EndTurn):
        return {"type": "end_turn"}
    if isinstance(action, NextDeal):
        return {"type": "next_deal"}
    raise TypeError(f"not a rummy action: {action!r}")


def _cards(value: Any, limit: int = 200) -> Cards:
    if not isinstance(value, list) or len(value) > limit:
        raise ValueError("a list of card codes was expected")
    return tuple(parse_card(c) for c in value)


def _rank(value: Any) -> int:
    from canasta_gui.engine.cards import RANK_CODES

    if not isinstance(value, str) or value.upper() not in RANK_CODES:
        raise ValueError(f"not a rank: {value!r}")
    return RANK_CODES.index(value.upper())


def from_json(data: Any) -> Action:
    """Parse an action; ``ValueError`` with a clear text for anything malformed."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("an action must be an object with a 'type'")
    kind = data["type"]
    extra = set(data) - _KEYS.get(kind, set(data))
    if extra:
        raise ValueError(f"unknown field in a {kind[:20]!r} action: {sorted(extra)[0][:40]!r}")
    if kind in _SIMPLE:
        return _SIMPLE[kind]
    if kind == "take_pile":
        melds = data.get("melds", [])
        if not isinstance(melds, list) or len(melds) > 20:
            raise ValueError("'melds' must be a short list")
        return TakePile(_cards(data.get("cards", [])), tuple(_cards(m) for m in melds))
    if kind == "meld":
        melds, layoffs = data.get("melds", []), data.get("layoffs", [])
        if not isinstance(melds, list) or not isinstance(layoffs, list):
            raise ValueError("'melds' and 'layoffs' must be lists")
        if len(melds) > 20 or len(layoffs) > 20:
            raise ValueError("too many melds in one action")
        parsed = []
        for lo in layoffs:
            if not isinstance(lo, dict):
                raise ValueError("a lay-off must be an object")
            parsed.append((_rank(lo.get("rank")), _cards(lo.get("cards"))))
        return Meld(tuple(_cards(m) for m in melds), tuple(parsed))
    if kind == "discard":
        return Discard(parse_card(data.get("card")))
    if kind == "ask":
        partner = data.get("partner")
        if partner is not None and (type(partner) is not int or not 0 <= partner < 6):
            raise ValueError("'partner' must be a seat number")
        return AskGoOut(partner)
    if kind == "answer":
        if type(data.get("yes")) is not bool:
            raise ValueError("'yes' must be true or false")
        return AnswerGoOut(data["yes"])
    raise ValueError(f"unknown action type: {kind[:40]!r}")
