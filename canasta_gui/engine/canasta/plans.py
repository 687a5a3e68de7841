"""Atomic turn plans (RULES.md §3.8.2, §3.8.6).

A person stages a pile take and several melds before committing them; the
engine must accept all of it or none. ``validate_plan`` answers "is this plan
legal so far, and if not, why" without touching the state, and also reports the
running opening count against the minimum for the table to show live.
``apply_plan`` applies every step or raises the first refusal, state unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.checks import check_new_meld, extend_meld
from canasta_gui.engine.canasta.state import CanastaState
from canasta_gui.engine.cards import RUMMY_VALUE, rank_name
from canasta_gui.engine.errors import IllegalAction, refuse
from canasta_gui.engine.events import Event
from canasta_gui.engine.rummy.melds import Meld as MeldCards
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


def opening_count(state: CanastaState, action: act.Action) -> int:
    """What ``action`` counts towards the opening minimum (§3.8.2, §3.8.4)."""
    if isinstance(action, act.Meld):
        return sum(RUMMY_VALUE[c] for m in action.melds for c in m)
    if isinstance(action, act.TakePile) and state.pile:
        # Only the top discard counts among the pile cards (§3.8.4; shared with §4.7).
        return take_count(state.pile[-1], action.cards, action.melds)
    return 0


def validate_plan(state: CanastaState, plan: Sequence[act.Action]) -> PlanCheck:
    """Check ``plan`` step by step on a copy; ``state`` is never changed."""
    work = state.clone()
    player = state.current_player()
    side = state.config.side_of[player] if player is not None else 0
    opened = state.opened[side] if player is not None else True
    minimum = 0 if opened else state.minimum(side)
    count = 0
    events: list[Event] = []
    for i, action in enumerate(plan):
        if not work.opened[side] and player is not None:
            count = opening_count(work, action)
        try:
            events.extend(work.apply(action))
        except IllegalAction as err:
            return PlanCheck(False, err, i, count, minimum, events)
    return PlanCheck(True, None, None, count, minimum, events)


def apply_plan(state: CanastaState, plan: Sequence[act.Action]) -> list[Event]:
    """Apply every step of ``plan`` or none of them (raises the first refusal)."""
    work = state.clone()
    events: list[Event] = []
    for action in plan:
        events.extend(work.apply(action))
    state.assign(work)
    return events


def check_meld_shape(
    state: CanastaState, cards: Sequence[int], onto: MeldCards | None = None
) -> IllegalAction | None:
    """Whether ``cards`` make a meld (or extend ``onto``) by shape alone (§3.7.1-§3.7.3).

    A staged opening is judged whole only when it is confirmed (its count may still
    be short while it is built); the table uses this to accept one staged meld at a time.
    """
    try:
        if onto is None:
            meld = check_new_meld(state, tuple(cards))
            player = state.current_player()
            side = state.config.side_of[player] if player is not None else 0
            if state.melds[side][meld.rank] is not None:
                raise refuse("meld_rank_exists", rank=rank_name(meld.rank))  # §3.7.4
        else:
            extend_meld(state, onto, tuple(cards))
    except IllegalAction as err:
        return err
    return None
