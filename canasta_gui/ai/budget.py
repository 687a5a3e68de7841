"""How much a computer player may think, for every game, and when it must stop.

``worlds`` bounds the work, so a strength run with the clock removed is
reproducible; ``seconds`` is the soft wall-clock budget and ``cap`` the hard
limit after which the best move found so far is returned. At the table a decision
also gets a cancel token (``decision_token``) that reads as cancelled at its hard
deadline, counted from when the decision was asked for: every game's search polls
the token, so the deadline holds whatever a game's own clock starts from.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from canasta_gui.ai.cancel import CancelToken


@dataclass(frozen=True)
class SearchBudget:
    worlds: int  # most sampled worlds (the reproducible budget)
    candidates: int  # most candidate moves compared
    horizon: int  # turns played out after the move
    seconds: float  # soft time budget
    cap: float  # hard limit: return the best move so far

    def describe(self) -> str:
        """The budget as printed beside a strength figure."""
        clock = "no clock" if self.seconds >= 1e8 else f"{self.seconds:g} s, cap {self.cap:g} s"
        return (
            f"{self.worlds} worlds x {self.candidates} candidates, "
            f"horizon {self.horizon} turns, {clock}"
        )


#: The time budget of the levels that do not search, in seconds (issue 20's targets: a
#: rule-of-thumb decision is meant to be instant). A searching level's budget is its
#: ``SearchBudget.seconds``.
RULE_SECONDS = {"random": 0.01, "easy": 0.01, "medium": 0.05, "hard": 0.35}
#: A decision may end at most this long after its budget (issue 20, at the 99th percentile).
GRACE = 0.05
#: The hard deadline's distance past the budget: the rest of ``GRACE`` is left for the
#: step under way when it passes (the token is polled before every move of a playout,
#: every play of Cassino's) and for the answer's way back.
LATE = 0.02


def level_seconds(level: str, budget: SearchBudget | None) -> float:
    """The time budget of ``level`` playing with ``budget`` (``None``: it does not search)."""
    if budget is not None:
        return budget.seconds
    return RULE_SECONDS.get(level, RULE_SECONDS["hard"])


def hard_deadline(budget: SearchBudget | None, asked_at: float) -> float | None:
    """When a decision asked for at ``asked_at`` must stop searching (``perf_counter``).

    The earlier of the budget's ``cap`` and ``LATE`` past its soft budget; ``None``
    without a clock (a strength run's fixed budget, or a level that does not search).
    """
    if budget is None or budget.seconds >= 1e8:
        return None
    return asked_at + min(budget.cap, budget.seconds + LATE)


def decision_token(player: Any, asked_at: float | None = None) -> CancelToken:
    """A cancel token for one decision of ``player``, asked for now (or at ``asked_at``).

    It reads as cancelled past the player's hard deadline, so the decision ends within
    its budget plus ``GRACE`` whatever game it is, counted from when it was asked for.
    The table's thinker thread and ``benchmarks/ai_speed.py`` both make their tokens here.
    """
    start = time.perf_counter() if asked_at is None else asked_at
    return CancelToken(hard_deadline(getattr(player, "budget", None), start), start)


@contextmanager
def young_garbage_only() -> Iterator[None]:
    """While a decision runs, garbage collection looks only at objects made during it.

    A full collection walks every object the process holds (the table, the game, a
    player's caches): tens of milliseconds of CPU, several times that in wall time on a
    busy core, and it cannot be interrupted, so one landing near the end of a search
    carried the decision past its deadline. ``gc.freeze`` sets the older objects aside
    (a constant-time list move) until the decision ends; the cycles a search makes are
    still collected, and whatever became garbage among the older objects is collected
    after it. Process-wide, so only one decision at a time should hold it (the table's
    thinker thread runs one).
    """
    # Young garbage made before the decision would be frozen too and, unfrozen, land in
    # the oldest generation, where only a full collection frees it: collect it first (the
    # young generations are small, a millisecond or so).
    gc.collect(1)
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
