"""Canasta's turn plans (docs/rules.md §3.8.2, §3.8.6).

Validating and applying a staged plan is shared with Hand and Foot
(``rummy/plans.py``, re-exported here); this module adds Canasta's check of one
staged meld by its shape.
"""

from __future__ import annotations

from collections.abc import Sequence

from canasta_gui.engine.canasta.checks import check_new_meld, extend_meld
from canasta_gui.engine.canasta.state import CanastaState
from canasta_gui.engine.cards import rank_name
from canasta_gui.engine.errors import IllegalAction, refuse
from canasta_gui.engine.rummy.melds import Meld as MeldCards
from canasta_gui.engine.rummy.plans import PlanCheck, apply_plan, opening_count, validate_plan


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


__all__ = ["PlanCheck", "apply_plan", "check_meld_shape", "opening_count", "validate_plan"]
