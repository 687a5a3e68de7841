"""A Cassino computer player: one seat, one level, its own random generator.

``decide`` receives the seat's :class:`Observation` and nothing else. Every
level first samples a world from it (``worlds.py``) to ask the engine for the
legal moves; the rule-of-thumb levels read only the public parts of that world
and their own hand, and the searching levels weigh many such worlds.
"""

from __future__ import annotations

import random

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.cassino.endgame import EndgameSolver, exact_applies
from canasta_gui.ai.cassino.explain import explain
from canasta_gui.ai.cassino.policy import EASY, MEDIUM, GreedyPolicy, HeuristicPolicy
from canasta_gui.ai.cassino.reading import OpponentReading
from canasta_gui.ai.cassino.search import search_decision
from canasta_gui.ai.cassino.worlds import sample_world
from canasta_gui.ai.decision import Decision
from canasta_gui.ai.levels import ALL_LEVELS, check_level
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.observation import Observation
from canasta_gui.engine.cassino.state import CassinoState, Phase

#: Every level ``CassinoPlayer`` accepts: the ladder plus the greedy baseline
#: (a reference opponent for measurements, not offered to people).
LEVELS = (*ALL_LEVELS, "greedy")

#: Search budgets of the searching levels. ``worlds`` bounds the work (the strength
#: runs use these with the clock removed); ``seconds`` is the soft wall-clock budget
#: and ``cap`` the hard limit after which the best move so far is returned, 20 ms past
#: the soft budget (a decision must end within 50 ms of it). Expert is Hard's search
#: without the early stop on a clear leader and with a world bound far above what
#: 0.8 s allows (a world costs about 1 ms), so it fills its time with more worlds.
BUDGETS = {
    "hard": SearchBudget(worlds=8, candidates=3, horizon=4, seconds=0.25, cap=0.27),
    "expert": SearchBudget(worlds=2_000, candidates=3, horizon=4, seconds=0.8, cap=0.82),
}


class CassinoPlayer:
    """A computer player for one seat."""

    def __init__(self, level: str, seed: str, budget: SearchBudget | None = None) -> None:
        self.level = check_level(level, LEVELS)
        self.rng = random.Random(f"{seed}/{level}")
        if level == "greedy":
            self.policy: HeuristicPolicy | GreedyPolicy = GreedyPolicy()
        else:
            self.policy = HeuristicPolicy(EASY if level == "easy" else MEDIUM, self.rng)
        self.budget = budget or BUDGETS.get(level)
        # Expert reads the other player's plays this deal (``reading.py``); Hard does
        # not, so that Expert's edge over it stays.
        self.reading = OpponentReading() if level == "expert" else None
        # Expert's exact endgame plays for the game before the round (``stakes.py``).
        self.for_game = level == "expert"

    @property
    def remembers(self) -> bool:
        """Whether this player keeps a memory of the deal (Expert's ``reading``), which a
        resumed game gives back through ``recall``."""
        return self.reading is not None

    def decide(self, obs: Observation, cancel: CancelToken | None = None) -> Decision:
        """The move for ``obs.seat``; never reads anything but ``obs`` (and the seat's
        own earlier observations, for ``reading``)."""
        if obs.phase == Phase.ROUND_OVER:
            return Decision(act.NEXT_ROUND, "cas_next_round")
        if obs.current != obs.seat:
            raise ValueError(f"seat {obs.seat} is not the one to act (seat {obs.current} is)")
        if self.reading is None:
            return self._decide(obs, cancel)
        self.reading.observe(obs)
        decision = self._decide(obs, cancel)
        self.reading.played(obs, decision.action)
        return decision

    def recall(self, obs: Observation, action: act.Action) -> None:
        """Take in a turn this seat played earlier in the game, as ``decide`` would have
        (a resumed game gives Expert back its reading of the deal). The turns ``decide``
        answers without reading (a round's end) are left out the same way."""
        if self.reading is None or obs.phase == Phase.ROUND_OVER:
            return
        if obs.current != obs.seat:
            raise ValueError(f"seat {obs.seat} is not the one to act (seat {obs.current} is)")
        self.reading.observe(obs)
        self.reading.played(obs, action)

    def _decide(self, obs: Observation, cancel: CancelToken | None) -> Decision:
        world = sample_world(obs, self.rng)
        legal = legal_actions(world)
        if self.level == "random":
            return Decision(self.rng.choice(legal), "random")
        if len(legal) == 1:
            return explain(world, legal[0])
        if self.budget is not None and self.level in ("hard", "expert"):
            spend = self.level == "expert"
            return search_decision(
                obs,
                world,
                legal,
                self.budget,
                self.rng,
                cancel,
                exact=True,
                spend=spend,
                reading=self.reading,
                for_game=self.for_game,
            )
        if (
            self.level == "medium"
            and len(obs.hand) <= MEDIUM_ENDGAME_CARDS
            and exact_applies(world)
        ):
            solved = _solve_small(obs.seat, world, self.policy.ranked(world, legal), cancel)
            if solved is not None:
                return explain(world, solved)
        return self.policy.decide(world, legal)


#: Medium solves the end of a two-player last deal once it holds this many cards or
#: fewer, and only when that needs at most ``MEDIUM_ENDGAME_NODES`` positions: the
#: last plays are where a rule of thumb loses most (who captures last, §5.10), and
#: Hard and Expert keep the whole last deal (and the search before it) to themselves.
MEDIUM_ENDGAME_CARDS = 2
MEDIUM_ENDGAME_NODES = 1_500


def _solve_small(
    seat: int, world: CassinoState, ranked: list, cancel: CancelToken | None
) -> act.Action | None:
    """The exact best move of a small two-player last deal, or ``None`` if it is not small.

    On the last deal of a two-player round every unseen card is in the other hand,
    so the sampled world is the true position (docs/rules.md §1.5: nothing hidden
    is read). Equal values go to Medium's order.
    """
    stop = None if cancel is None else (lambda: cancel.cancelled)
    solved = EndgameSolver(seat, stop, MEDIUM_ENDGAME_NODES).solve(world, ranked)
    if len(solved) < len(ranked):
        return None
    return max(solved, key=lambda mv: mv[1])[0]


def hint(obs: Observation, level: str = "medium", seed: str = "hint") -> Decision:
    """The move a computer player of ``level`` suggests for a human seat.

    It reads only that seat's observation, exactly like a computer player.
    """
    return CassinoPlayer(level, f"{seed}/{obs.seat}/{obs.round_no}").decide(obs)
