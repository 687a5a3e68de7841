"""A Hand and Foot computer player: one seat, one level, its own random generator.

``decide`` receives the seat's :class:`Observation` and nothing else. Every level
applies its rules to a world sampled from it (the sample only fills hidden places
the rules never read); Hard and Expert also compare the Medium policy's
candidates over many such worlds (``search.py``).
"""

from __future__ import annotations

import random

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.decision import Decision
from canasta_gui.ai.hand_and_foot.policy import EASY, MEDIUM, NOMELD, HeuristicPolicy
from canasta_gui.ai.hand_and_foot.search import search_decision
from canasta_gui.ai.hand_and_foot.worlds import sample_world
from canasta_gui.ai.levels import ALL_LEVELS, check_level
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.observation import Observation

#: The baseline that never melds: the strength ladder's reference, not offered to people.
NOMELD_LEVEL = "nomeld"
LEVELS = (*ALL_LEVELS, NOMELD_LEVEL)

#: Search budgets per level. ``worlds`` bounds the work (reproducible strength runs);
#: ``seconds`` is the wall-clock budget and ``cap`` the hard limit.
BUDGETS = {
    "hard": SearchBudget(worlds=8, candidates=3, horizon=4, seconds=0.3, cap=0.45),
    "expert": SearchBudget(worlds=24, candidates=3, horizon=4, seconds=0.9, cap=1.45),
}

#: The rule-of-thumb style each level plays (and, for searching levels, proposes from).
STYLES = {"easy": EASY, "medium": MEDIUM, "hard": MEDIUM, "expert": MEDIUM, "nomeld": NOMELD}


class HandFootPlayer:
    """A computer player for one seat."""

    def __init__(self, level: str, seed: str, budget: SearchBudget | None = None) -> None:
        self.level = check_level(level, LEVELS)
        self.rng = random.Random(f"{seed}/{level}")
        self.policy = HeuristicPolicy(STYLES.get(level, MEDIUM), self.rng)
        self.budget = budget or BUDGETS.get(level)

    def decide(self, obs: Observation, cancel: CancelToken | None = None) -> Decision:
        """The move for ``obs.seat``; never reads anything but ``obs``."""
        if obs.current != obs.seat:
            raise ValueError(f"seat {obs.seat} is not the one to act (seat {obs.current} is)")
        world = sample_world(obs, self.rng)
        legal = legal_actions(world)
        if self.level == "random":
            return Decision(self.rng.choice(legal), "random")
        if len(legal) == 1:
            return self.policy.decide(world, legal)
        if self.budget is not None and self.level in BUDGETS:
            return search_decision(obs, world, legal, self.policy, self.budget, self.rng, cancel)
        return self.policy.decide(world, legal)


def hint(obs: Observation, level: str = "medium", seed: str = "hint") -> Decision:
    """The move a computer player of ``level`` suggests for a human seat.

    It reads only that seat's observation, exactly like a computer player.
    """
    return HandFootPlayer(level, f"{seed}/{obs.seat}/{obs.deal_no}").decide(obs)
