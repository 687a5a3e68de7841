"""The exact endgame: the last deal of a two-player round, solved (docs/rules.md §5).

On the last deal (stock empty, docs/rules.md §5.3) of a two-player round, the cards
this seat has not seen are exactly the opponent's hand, so the sampled world is
the true position up to the order of that hand. The rest of the round is then a
small game of perfect information: at most eight plays. This module solves it
by minimax over every legal play, with a table of positions already solved,
and scores each end of the round exactly from this seat's side with the
engine's own scoring: leftovers to the last captor, sweeps, every item of §5.11.

It stops when told to (a deadline, a node limit or a cancelled token) and then
returns only root moves it has fully solved. Under the default rules a last deal
takes a few hundred positions (at most about 1,500 in a sample of 60); the
looser OPT-CAS-* presets (gathering, free trails) can need hundreds of
thousands, so the node limit (fixed, hence reproducible) hands those to sampling.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from canasta_gui.ai.cassino.stakes import GAME, game_result
from canasta_gui.engine.cards import SPADES
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.rules import apply_listed
from canasta_gui.engine.cassino.state import CassinoState, Phase
from canasta_gui.engine.cassino.values import ACES, BIG_CASINO, LITTLE_CASINO

_SCORING = frozenset((BIG_CASINO, LITTLE_CASINO, *ACES))


class _Stop(Exception):
    """The solver ran out of time or nodes, or was cancelled."""


def exact_applies(s: CassinoState) -> bool:
    """Is the rest of this round a game of perfect information for two players?"""
    return s.phase == Phase.PLAY and s.config.players == 2 and not s.stock


def _key(s: CassinoState, for_game: bool = False) -> tuple:
    """Everything the rest of the round's score depends on (``for_game``: and the game's
    result, which may count sweeps in the order they were made, §5.12)."""
    piles = tuple(
        (len(p), sum(1 for c in p if c & 3 == SPADES), tuple(sorted(c for c in p if c in _SCORING)))
        for p in s.captured
    )
    if for_game:
        sweeps: tuple = tuple(r.player for r in s.log if r.sweep)
    else:
        sweeps = tuple(sum(1 for r in s.log if r.sweep and r.player == i) for i in range(2))
    captor = None if s.last_captor is None else s.config.side_of[s.last_captor]
    return (
        s.current,
        tuple(s.hands[0]),
        tuple(s.hands[1]),
        tuple(sorted(s.loose)),
        tuple(sorted(s.builds)),
        captor,
        piles,
        sweeps,
    )


class EndgameSolver:
    """Minimax over the rest of a two-player round, for the side of ``seat``.

    ``for_game``: a won game counts above any round margin (Expert), not the margin alone.
    """

    def __init__(
        self,
        seat: int,
        should_stop: Callable[[], bool] | None = None,
        node_limit: int = 20_000,
        for_game: bool = False,
    ) -> None:
        self.seat = seat
        self.for_game = for_game
        self.should_stop = should_stop
        self.node_limit = node_limit
        self.nodes = 0
        self.memo: dict[tuple, float] = {}

    def value(self, s: CassinoState) -> float:
        """The exact round margin of this seat's side with best play from ``s`` on
        (``for_game``: plus ``GAME`` for a won game, minus it for a lost one)."""
        if s.phase != Phase.PLAY:
            parts = s.history[-1].sides
            side = s.config.side_of[self.seat]
            margin = parts[side].total - parts[1 - side].total
            if self.for_game:
                # A won game outweighs any round margin (``stakes.py``).
                return margin + GAME * game_result(s, side)
            return margin
        key = _key(s, self.for_game)
        found = self.memo.get(key)
        if found is not None:
            return found
        self.nodes += 1
        # The clock and the token every 32 positions (about a millisecond), so a stop is
        # seen soon even on a busy core; the node limit every 256, as it always was.
        if self.nodes & 31 == 0 and (
            (self.nodes & 255 == 0 and self.nodes > self.node_limit)
            or (self.should_stop is not None and self.should_stop())
        ):
            raise _Stop
        maximize = s.config.side_of[s.current] == s.config.side_of[self.seat]
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

    def solve(self, s: CassinoState, moves: list[act.Action]) -> list[tuple[act.Action, float]]:
        """Exact values of ``moves`` in order, as many as were solved before a stop."""
        out: list[tuple[act.Action, float]] = []
        try:
            for a in moves:
                child = s.clone()
                apply_listed(child, a)
                out.append((a, self.value(child)))
        except _Stop:
            pass
        return out


def deadline_stop(deadline: float, cancel_check: Callable[[], bool]) -> Callable[[], bool]:
    """A stop test for the solver: past ``deadline`` (perf_counter) or cancelled."""
    return lambda: time.perf_counter() > deadline or cancel_check()
