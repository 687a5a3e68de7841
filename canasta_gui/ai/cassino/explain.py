"""Short, translatable explanations of Cassino moves (keys ``cas_*`` in ``ai/decision.py``).

The card is passed as its code under ``card`` (the table shows it with a suit
symbol); a capture names the most valuable thing it takes (docs/rules.md §5.11).
"""

from __future__ import annotations

from canasta_gui.ai.decision import Decision
from canasta_gui.engine.cards import card_code
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.state import CassinoState
from canasta_gui.engine.cassino.values import ACES, BIG_CASINO, LITTLE_CASINO, value_name


def explain(s: CassinoState, action: act.Action, worlds: int = 0) -> Decision:
    """The decision to play ``action`` in ``s`` (seen from the player on turn), in words."""
    if isinstance(action, act.NextRound):
        return Decision(action, "cas_next_round", {}, worlds)
    card = card_code(action.card)
    if isinstance(action, act.Capture):
        taken = list(action.loose)
        for b in s.builds:
            if b.value in action.builds:
                taken.extend(b.cards)
        params = {"card": card, "count": len(taken) + 1}  # the cards won, the played one too
        sweeps = len(action.loose) == len(s.loose) and len(action.builds) == len(s.builds)
        got = {*taken, action.card}
        if sweeps and s.config.sweeps:
            key = "cas_sweep"
        elif BIG_CASINO in got:
            key = "cas_capture_big_casino"
        elif LITTLE_CASINO in got:
            key = "cas_capture_little_casino"
        elif any(a in got for a in ACES):
            key = "cas_capture_ace"
        elif action.builds:
            key = "cas_capture_build"
            params["value"] = value_name(action.builds[0])
        else:
            key = "cas_capture"
        return Decision(action, key, params, worlds)
    if isinstance(action, act.Build):
        params = {"card": card, "value": value_name(action.value)}
        return Decision(action, "cas_build", params, worlds)
    if isinstance(action, act.AddToBuild):
        key = "cas_raise_build" if action.value != action.build else "cas_add_to_build"
        params = {"card": card, "value": value_name(action.value)}
        return Decision(action, key, params, worlds)
    return Decision(action, "cas_trail", {"card": card}, worlds)
