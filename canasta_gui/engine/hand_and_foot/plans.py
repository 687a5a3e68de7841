"""Hand and Foot's turn plans (docs/rules.md §4.7, §4.8.3).

Validating and applying a staged plan is shared with Canasta (``rummy/plans.py``,
re-exported here); this module adds Hand and Foot's check of one staged meld by
its shape.
"""

from __future__ import annotations

from collections.abc import Sequence

from canasta_gui.engine.errors import IllegalAction, refuse
from canasta_gui.engine.hand_and_foot.state import HandFootState
from canasta_gui.engine.rummy.meld_rules import extend_meld, new_meld, rank_name
from canasta_gui.engine.rummy.melds import Meld as TableMeld
from canasta_gui.engine.rummy.plans import PlanCheck, apply_plan, opening_count, validate_plan


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


__all__ = ["PlanCheck", "apply_plan", "check_meld_shape", "opening_count", "validate_plan"]
