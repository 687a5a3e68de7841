"""Expert's look at the rest of a deal: each sampled world solved by minimax (two players).

At two players a deal is at most eight plays (four cards a hand, docs/rules.md §5.3).
In one sampled world the rest of the deal is a small game of perfect information, so
instead of following each candidate with a few Medium plays (``search.playout``),
Expert can solve it: every legal play of both seats, both playing their best within
the world, positions already solved kept in a table (as ``endgame.py`` does for the
last deal). The end of the deal is scored as a playout's end is
(``evaluation.round_margin``: what is certain plus the majorities' chances). The
values of the root moves are then averaged over the worlds (``search.py``).

This is perfect-information Monte Carlo: in each world both seats play as if they
saw the other hand (strategy fusion). The worlds are drawn as for the playout search
(from the observation and Expert's own memory of the deal), so nothing hidden is read.

A deal under the default rules needs a few hundred positions at most; the looser
presets (gathering, free trails) can need far more, so a world that passes
``node_limit`` stops the solver and the caller falls back to the playout search.
"""

from __future__ import annotations

from collections.abc import Callable

from canasta_gui.ai.cassino.endgame import position_key
from canasta_gui.ai.cassino.evaluation import round_margin
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.rules import apply_listed
from canasta_gui.engine.cassino.state import CassinoState, Phase

#: Positions one world may take. Under the default rules the first play of a deal
#: needs a few hundred (the largest of 160 in five games: about 1,100); a world past
#: this is a loose preset's, where the playout search does better for the time.
NODE_LIMIT = 4_000


class DealStopped(Exception):
    """The world passed its node limit, or the caller said stop."""


def deal_applies(s: CassinoState) -> bool:
    """Is this a two-player deal with another deal to come (the last one is ``endgame.py``'s)?"""
    return s.phase == Phase.PLAY and s.config.players == 2 and bool(s.stock)


class DealSolver:
    """Minimax over the rest of one deal of one world, for the side of ``seat``."""

    def __init__(
        self,
        seat: int,
        should_stop: Callable[[], bool] | None = None,
        node_limit: int = NODE_LIMIT,
    ) -> None:
        self.seat = seat
        self.should_stop = should_stop
        self.node_limit = node_limit
        self.nodes = 0
        self.memo: dict[tuple, float] = {}
        self._side = 0
        self._round = 0
        self._stock = 0

    def solve(self, s: CassinoState, moves: list[act.Action]) -> list[float]:
        """The value of each of ``moves`` at ``s``, in order (raises ``DealStopped``)."""
        self._side = s.config.side_of[self.seat]
        self._round = s.round_no
        self._stock = len(s.stock)
        out = []
        for a in moves:
            child = s.clone()
            apply_listed(child, a)
            out.append(self.value(child))
        return out

    def end_value(self, s: CassinoState) -> float:
        """A position where the deal is over, from this seat's side."""
        return round_margin(s, self._side, self._round)

    def value(self, s: CassinoState) -> float:
        """This seat's side's round margin at the end of the deal, both seats playing best."""
        if s.phase != Phase.PLAY or len(s.stock) != self._stock:
            # The deal is over: the next hands were dealt (or the round ended).
            return self.end_value(s)
        key = position_key(s)
        found = self.memo.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if self.nodes > self.node_limit or (
            self.nodes & 31 == 0 and self.should_stop is not None and self.should_stop()
        ):
            raise DealStopped
        maximize = s.config.side_of[s.current] == self._side
        best = None
        for a in legal_actions(s):
            child = s.clone()
            apply_listed(child, a)
            v = self.value(child)
            if best is None or (v > best if maximize else v < best):
                best = v
        assert best is not None  # a player on turn always has a legal play
        self.memo[key] = best
        return best
