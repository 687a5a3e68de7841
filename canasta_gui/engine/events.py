"""Events: what an applied action did, for the table to animate and the log to record.

An event names its kind, the player, the cards involved and a few details.
Cards that only one seat may see (a stock draw) are marked ``private_to``;
:meth:`Event.seen_by` gives the copy another seat is allowed to see.

An event is a value: nothing changes it once made, its ``data`` included (``seen_by``
copies), so the rules may hand out one event more than once (Canasta's listed discards,
``canasta/rules.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from canasta_gui.engine.cards import codes
from canasta_gui.engine.frozen import new, unguarded


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    player: int | None = None
    cards: tuple[int, ...] = ()
    data: dict[str, Any] = field(default_factory=dict)
    private_to: int | None = None

    def seen_by(self, seat: int | None) -> Event:
        """This event as ``seat`` may see it: private cards become a count."""
        if self.private_to is None or self.private_to == seat:
            return self
        return replace(self, cards=(), data={**self.data, "count": len(self.cards)})

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind}
        if self.player is not None:
            out["player"] = self.player
        if self.cards:
            out["cards"] = codes(self.cards)
        if self.data:
            out.update(self.data)
        return out


_EventBuilder = unguarded(Event)


def quick_event(
    kind: str,
    player: int | None = None,
    cards: tuple[int, ...] = (),
    data: dict[str, Any] | None = None,
    private_to: int | None = None,
) -> Event:
    """``Event(kind, player, cards, data or {}, private_to)``, for the rules' hot paths.

    Built past the frozen guard (``frozen.py``): an ordinary frozen value, equal to the
    constructor's (tests/engine/test_events.py).
    """
    e = new(_EventBuilder)
    e.kind = kind
    e.player = player
    e.cards = cards
    e.data = {} if data is None else data
    e.private_to = private_to
    e.__class__ = Event
    return e  # type: ignore[return-value]
