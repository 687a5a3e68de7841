"""The hot-path event builder against the dataclass's own constructor."""

from __future__ import annotations

import pytest

from canasta_gui.engine.events import Event, quick_event


def test_quick_events_are_the_dataclass_values() -> None:
    cases = [
        ("draw", 1, (5, 9), None, 1),
        ("discard", 0, (20,), None, None),
        ("deal_end", None, (), {"reason": "out", "scores": [5, -5]}, None),
        ("take_pile", 3, (20, 21), {"rank": "7"}, None),
    ]
    for kind, player, cards, data, private_to in cases:
        quick = quick_event(kind, player, cards, data, private_to)
        plain = Event(kind, player, cards, {} if data is None else data, private_to)
        assert type(quick) is Event
        assert quick == plain and repr(quick) == repr(plain)
        assert quick.to_json() == plain.to_json()
        assert quick.seen_by(2) == plain.seen_by(2)
    assert quick_event("discard", 0).data is not quick_event("discard", 0).data  # no shared dict
    with pytest.raises(AttributeError):
        quick_event("discard", 0).kind = "draw"  # type: ignore[misc]
