"""The events of the commonest actions, made once and handed out again.

A draw and a discard happen in nearly every turn, and making an :class:`Event` (a
frozen dataclass) costs more than the rest of either action; melds and lay-offs
come next. Events are immutable values compared by what they hold, and nothing
writes to an event's ``data`` (the table, the log and ``Event.seen_by`` read it or
copy it), so the same event may stand for every draw of those cards by that player.
Nothing here is specific to Hand and Foot; the shared core could hold it for every
game.
"""

from __future__ import annotations

from canasta_gui.engine.events import Event
from canasta_gui.engine.rummy.meld_rules import rank_name

#: Bounds the draw cache (seats x card pairs stays far below it in a real game).
_LIMIT = 50_000

_DISCARDS: dict[int, Event] = {}
_DRAWS: dict[tuple[int, tuple[int, ...]], Event] = {}
_MELDS: dict[tuple[str, int, int, tuple[int, ...]], Event] = {}


def discard_event(player: int, card: int) -> Event:
    """``Event("discard", player, (card,))``."""
    key = player * 64 + card
    found = _DISCARDS.get(key)
    if found is None:
        found = _DISCARDS[key] = Event("discard", player, (card,))
    return found


def draw_event(player: int, cards: tuple[int, ...]) -> Event:
    """``Event("draw", player, cards, private_to=player)``."""
    key = (player, cards)
    found = _DRAWS.get(key)
    if found is None:
        if len(_DRAWS) > _LIMIT:
            _DRAWS.clear()
        found = _DRAWS[key] = Event("draw", player, cards, private_to=player)
    return found


def meld_event(kind: str, player: int, rank: int, cards: tuple[int, ...]) -> Event:
    """``Event(kind, player, cards, {"rank": rank_name(rank)})`` for ``kind`` "meld" or
    "layoff"."""
    key = (kind, player, rank, cards)
    found = _MELDS.get(key)
    if found is None:
        if len(_MELDS) > _LIMIT:
            _MELDS.clear()
        found = _MELDS[key] = Event(kind, player, cards, {"rank": rank_name(rank)})
    return found
