"""What the arena, ``canasta-sim`` and the benchmarks need to know about each game.

Every game's computer players live in ``canasta_gui/ai/<game>/`` and describe
themselves with one :class:`GameKit` in that package's ``kit.py``. The arena is
then the same code for Canasta, Hand and Foot and Cassino.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.decision import Decision


class Player(Protocol):
    """One seat's computer player: reads that seat's observation only."""

    def decide(self, obs: Any, cancel: CancelToken | None = None) -> Decision: ...


@dataclass(frozen=True)
class GameKit:
    """One game's engine entry points and computer players, for headless matches."""

    game: str  # "canasta", "hand-and-foot" or "cassino"
    new_game: Callable[[Any, str], Any]  # (config, seed) -> state
    make_config: Callable[[int], Any]  # players -> the default configuration
    make_player: Callable[[str, str, Any], Player]  # (level, seed, budget or None)
    break_phase: str  # the phase after a deal (Cassino: a round) is scored
    next_deal: Any  # the action that deals the next one
    #: Levels ``make_player`` accepts: "random", the four people-facing levels and any
    #: game-specific baseline (a greedy capturer, a player that never melds).
    levels: tuple[str, ...]
    #: The strength ladder: (stronger, weaker) pairs ``benchmarks/ai_strength.py`` runs.
    ladder: tuple[tuple[str, str], ...]
    #: Search budgets of the searching levels (fixed-work copies are used for strength runs).
    budgets: dict[str, Any] = field(default_factory=dict)
    #: Player counts the speed benchmark times by default.
    speed_players: Sequence[int] = (4,)

    def deal_totals(self, state: Any) -> list[int]:
        """Each side's score for the deal (or round) just scored."""
        return [part.total for part in state.history[-1].sides]


_MODULES = {
    "canasta": "canasta_gui.ai.canasta.kit",
    "hand-and-foot": "canasta_gui.ai.hand_and_foot.kit",
    "cassino": "canasta_gui.ai.cassino.kit",
}
GAMES = tuple(_MODULES)


def kit_for(game: str) -> GameKit:
    """The kit of ``game``; a ValueError names the games there are."""
    if game not in _MODULES:
        raise ValueError(f"unknown game {game!r}; choose from {', '.join(GAMES)}")
    return importlib.import_module(_MODULES[game]).KIT


def kit_of(config: Any) -> GameKit:
    """The kit of the game a configuration belongs to."""
    names = {
        "CanastaConfig": "canasta",
        "HandFootConfig": "hand-and-foot",
        "CassinoConfig": "cassino",
    }
    return kit_for(names[type(config).__name__])
