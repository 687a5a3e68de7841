"""A Canasta computer player: one seat, one level, its own random generator.

``decide`` receives the seat's :class:`Observation` and nothing else. Easy,
Medium and Hard apply their rules of thumb to a world sampled from it (the sample
only fills hidden places their rules never read); Expert compares the Hard
policy's candidates over many such worlds (``search.py``).
"""

from __future__ import annotations

import random

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.canasta.policy import EASY, HARD, HARD_3P, MEDIUM, HeuristicPolicy, Style
from canasta_gui.ai.canasta.search import search_decision
from canasta_gui.ai.canasta.worlds import sample_world
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.decision import Decision
from canasta_gui.ai.levels import check_level
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.state import Observation

#: Search budgets per level. ``worlds`` bounds the work (reproducible strength
#: runs); ``seconds`` is the wall-clock budget and ``cap`` the hard limit (issue 20:
#: budget + 50 ms at most). At four players a searched decision of 256 worlds took about
#: 370 ms of CPU (p95 570 ms) until the search applied its moves unchecked (``apply_listed``,
#: 2026-11-26: about 1.24 times as many worlds a second, the same decisions); since, on a
#: loaded core, p50 214 ms and p99 506 ms against 262 and 604 ms before. On a slower or
#: busier machine the clock stops the search with fewer worlds weighed (docs/ai.md, "More
#: worlds").
BUDGETS = {
    "expert": SearchBudget(worlds=256, candidates=3, horizon=4, seconds=0.9, cap=0.92),
}


#: The rule-of-thumb style each level plays (and, for Expert, proposes from).
STYLES = {"easy": EASY, "medium": MEDIUM, "hard": HARD, "expert": HARD}
#: Styles that differ with the number of players.
BY_PLAYERS = {3: {"hard": HARD_3P, "expert": HARD_3P}}


def style_for(level: str, players: int) -> Style:
    """The rule-of-thumb style ``level`` plays at a table of ``players``."""
    return BY_PLAYERS.get(players, {}).get(level) or STYLES.get(level, HARD)


class CanastaPlayer:
    """A computer player for one seat."""

    def __init__(self, level: str, seed: str, budget: SearchBudget | None = None) -> None:
        self.level = check_level(level)
        self.rng = random.Random(f"{seed}/{level}")
        self._policies: dict[int, HeuristicPolicy] = {}
        self.budget = budget or BUDGETS.get(level)

    def decide(self, obs: Observation, cancel: CancelToken | None = None) -> Decision:
        """The move for ``obs.seat``; never reads anything but ``obs``."""
        if obs.current != obs.seat:
            raise ValueError(f"seat {obs.seat} is not the one to act (seat {obs.current} is)")
        world = sample_world(obs, self.rng)
        legal = legal_actions(world)
        if self.level == "random":
            return Decision(self.rng.choice(legal), "random")
        policy = self._policy(obs.config.players)
        if len(legal) == 1:
            return policy.decide(world, legal)
        if self.budget is not None:
            return search_decision(obs, world, legal, policy, self.budget, self.rng, cancel)
        return policy.decide(world, legal)

    def _policy(self, players: int) -> HeuristicPolicy:
        # One policy per table size, all sharing this player's random generator.
        policy = self._policies.get(players)
        if policy is None:
            policy = HeuristicPolicy(style_for(self.level, players), self.rng)
            self._policies[players] = policy
        return policy


def hint(obs: Observation, level: str = "hard", seed: str = "hint") -> Decision:
    """The move a computer player of ``level`` suggests for a human seat.

    It reads only that seat's observation, exactly like a computer player.
    """
    return CanastaPlayer(level, f"{seed}/{obs.seat}/{obs.deal_no}").decide(obs)
