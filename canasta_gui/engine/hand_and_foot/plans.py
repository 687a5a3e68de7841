"""Atomic turn plans for Hand and Foot (RULES.md §4.7, §4.8.3), as ``canasta/plans.py``.

A person stages a pile take and several melds before committing them; the engine
accepts all of it or none. ``validate_plan`` answers "is this plan legal so far,
and if not, why" without touching the state, and reports the running opening
count against the deal's minimum. ``apply_plan`` applies every step or raises the
first refusal, state unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from canasta_gui.engine.cards import RUMMY_VALUE
from canasta_gui.engine.errors import IllegalAction, refuse
from canasta_gui.engine.events import Event
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.state import HandFootState
from canasta_gui.engine.rummy.meld_rules import extend_meld, new_meld, rank_name
from canasta_gui.engine.rummy.melds import Meld as TableMeld
from canasta_gui.engine.rummy.pile import take_count


@dataclass(frozen=True)
class PlanCheck:
    """The verdict on a staged plan."""

    ok: bool
    error: IllegalAction | None = None
    failed_step: int | None = None
    opening_count: int = 0  # what the staged opening counts (0 once the side has opened)
    minimum: int = 0  # the deal's minimum, or 0 when the side has already opened
    events: list[Event] = field(default_factory=list)


def opening_count(state: HandFootState, action: act.Action) -> int:
    """What ``action`` counts towards the opening minimum (§4.7: only the top discard
    among the pile cards)."""
    if isinstance(action, act.Meld):
        return sum(RUMMY_VALUE[c] for m in action.melds for c in m)
    if isinstance(action, act.TakePile) and state.pile:
        return take_count(state.pile[-1], action.cards, action.melds)
    return 0


def validate_plan(state: HandFootState, plan: Sequence[act.Action]) -> PlanCheck:
    """Check ``plan`` step by step on a copy; ``state`` is never changed."""
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


def apply_plan(state: HandFootState, plan: Sequence[act.Action]) -> list[Event]:
    """Apply every step of ``plan`` or none of them (raises the first refusal)."""
    work = state.clone()
    events: list[Event] = []
    for action in plan:
        events.extend(work.apply(action))
    state.assign(work)
    return events


def check_meld_shape(
    state: HandFootState, cards: Sequence[int], onto: TableMeld | None = None
) -> IllegalAction | None:
    """Whether ``cards`` make a meld (or extend ``onto``) by shape alone (§4.6.1-§4.6.5).

    The table uses this to accept one staged meld at a time; a staged opening is
    judged whole only when it is confirmed.
    """
    rules = state.config.meld_rules
    try:
        if onto is None:
            meld = new_meld(rules, tuple(cards))
            player = state.current_player()
            side = state.config.side_of[player] if player is not None else 0
            if len(cards) < 7 and state.melds[side][meld.rank] is not None:
                raise refuse("meld_rank_exists", rank=rank_name(meld.rank))  # §4.6.6
        else:
            extend_meld(rules, onto, tuple(cards))
    except IllegalAction as err:
        return err
    return None
