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
from canasta_gui.engine.cassino.options import PRESETS, CassinoConfig, CassinoOptions
from canasta_gui.engine.cassino.state import CassinoState, Phase, TableBuild, new_game

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
