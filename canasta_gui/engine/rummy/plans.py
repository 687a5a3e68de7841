"""Atomic turn plans shared by Canasta and Hand and Foot (docs/rules.md §3.8.2, §3.8.6, §4.7).

A person stages a pile take and several melds before committing them; the engine
must accept all of it or none. ``validate_plan`` answers "is this plan legal so
far, and if not, why" without touching the state, and also reports the running
opening count against the minimum for the table to show live. ``apply_plan``
applies every step or raises the first refusal, state unchanged. Both games use
the same action classes, so the opening count is the same function too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from canasta_gui.engine.cards import RUMMY_VALUE
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.events import Event
from canasta_gui.engine.rummy import actions as act
from canasta_gui.engine.rummy.pile import take_count


@dataclass(frozen=True)
class PlanCheck:
    """The verdict on a staged plan."""

    ok: bool
    error: IllegalAction | None = None
    failed_step: int | None = None
    opening_count: int = 0  # what the staged opening counts (0 once the side has opened)
    minimum: int = 0  # the side's minimum, or 0 when it has already opened
    events: list[Event] = field(default_factory=list)


def opening_count(state: Any, action: act.Action) -> int:
    """What ``action`` counts towards the opening minimum (§3.8.2, §3.8.4, §4.7)."""
    if isinstance(action, act.Meld):
        return sum(RUMMY_VALUE[c] for m in action.melds for c in m)
    if isinstance(action, act.TakePile) and state.pile:
        # Only the top discard counts among the pile cards (§3.8.4, §4.7).
        return take_count(state.pile[-1], action.cards, action.melds)
    return 0


def validate_plan(state: Any, plan: Sequence[act.Action]) -> PlanCheck:
    """Check ``plan`` step by step on a copy; ``state`` (either game's) is never changed."""
    work = state.clone()
    player = state.current_player()
    side = state.config.side_of[player] if player is not None else 0
    opened = state.opened[side] if player is not None else True
    minimum = 0 if opened else state.minimum(side)
    count = 0
    events: list[Event] = []
    for i, action in enumerate(plan):
        if player is not None and not work.opened[side]:
            count = opening_count(work, action)
        try:
            events.extend(work.apply(action))
        except IllegalAction as err:
            return PlanCheck(False, err, i, count, minimum, events)
    return PlanCheck(True, None, None, count, minimum, events)


def apply_plan(state: Any, plan: Sequence[act.Action]) -> list[Event]:
    """Apply every step of ``plan`` or none of them (raises the first refusal)."""
    work = state.clone()
    events: list[Event] = []
    for action in plan:
        events.extend(work.apply(action))
    state.assign(work)
    return events
