"""Events made for the hot path of play: the same :class:`Event` values, made faster.

A frozen dataclass builds itself through ``object.__setattr__`` once per field and
a default factory for ``data``; random play and search make an event or two per
action, so this fills the slots directly instead. The result is an ordinary
``Event`` that compares equal to one made by its constructor (a test checks that
every field is set and equal).
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from canasta_gui.engine.events import Event

_new = object.__new__
_FIELDS = ("kind", "player", "cards", "data", "private_to")
# Fails at import, not in play, if Event's fields ever change.
assert tuple(f.name for f in fields(Event)) == _FIELDS, "Event's fields changed"
_set_kind, _set_player, _set_cards, _set_data, _set_private = (
    getattr(Event, name).__set__ for name in _FIELDS
)


def quick_event(
    kind: str,
    player: int | None,
    cards: tuple[int, ...] = (),
    data: dict[str, Any] | None = None,
    private_to: int | None = None,
) -> Event:
    """``Event(kind, player, cards, data or {}, private_to)``, made without its ``__init__``."""
    e = _new(Event)
    _set_kind(e, kind)
    _set_player(e, player)
    _set_cards(e, cards)
    _set_data(e, {} if data is None else data)
    _set_private(e, private_to)
    return e
