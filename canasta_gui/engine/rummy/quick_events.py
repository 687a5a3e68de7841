"""Building :class:`~canasta_gui.engine.events.Event` values on the rules' hot paths.

An event is a frozen dataclass: its generated ``__init__`` writes each field past the
frozen guard, which costs more than the rest of a discard. :func:`event` builds the
same value in an unguarded twin with the same slot layout, then switches its class
to ``Event``; the result is an ordinary, frozen ``Event`` (equal, hashable and
printable as one). tests/engine/test_canasta_fast_listing.py holds the two to the
same value.
"""

from __future__ import annotations

from typing import Any

from canasta_gui.engine.events import Event


class _EventBuilder:
    """An Event under construction (same slots as Event, no frozen guard)."""

    __slots__ = Event.__slots__


_new = object.__new__


def event(
    kind: str,
    player: int | None = None,
    cards: tuple[int, ...] = (),
    data: dict[str, Any] | None = None,
    private_to: int | None = None,
) -> Event:
    """``Event(kind, player, cards, data or {}, private_to)``, built quickly."""
    e = _new(_EventBuilder)
    e.kind = kind
    e.player = player
    e.cards = cards
    e.data = {} if data is None else data
    e.private_to = private_to
    e.__class__ = Event
    return e  # type: ignore[return-value]
