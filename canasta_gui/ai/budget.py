"""How much a searching computer player may think, for every game.

``worlds`` bounds the work, so a strength run with the clock removed is
reproducible; ``seconds`` is the soft wall-clock budget and ``cap`` the hard
limit after which the best move found so far is returned.
"""

from __future__ import annotations

from dataclasses import dataclass


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
