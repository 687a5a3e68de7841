"""Cassino (docs/rules.md §5): options, table units, captures, builds, scoring.

A fishing game on the shared engine core (cards, seeding, events, typed
refusals, JSON saves); it shares nothing with the rummy rules.
"""

from canasta_gui.engine.cassino.actions import (
    NEXT_ROUND,
    AddToBuild,
    Build,
    Capture,
    NextRound,
    Trail,
)
from canasta_gui.engine.cassino.messages import MESSAGES as _MESSAGES
from canasta_gui.engine.cassino.options import PRESETS, CassinoConfig, CassinoOptions
from canasta_gui.engine.cassino.state import CassinoState, Phase, TableBuild, new_game
from canasta_gui.engine.errors import add_messages

# Cassino's refusals join the engine's message table here, as the package loads
# (errors.py imports no game, so any engine module may be the first one imported).
add_messages(_MESSAGES)

__all__ = [
    "NEXT_ROUND",
    "AddToBuild",
    "Build",
    "Capture",
    "CassinoConfig",
    "CassinoOptions",
    "CassinoState",
    "NextRound",
    "PRESETS",
    "Phase",
    "TableBuild",
    "Trail",
    "new_game",
]
