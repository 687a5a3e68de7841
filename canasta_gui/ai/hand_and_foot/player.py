"""A Hand and Foot computer player: one seat, one level, its own random generator.

``decide`` receives the seat's :class:`Observation` and nothing else. Every level
applies its rules to a world sampled from it (the sample only fills hidden places
the rules never read). No level searches: sampling over the rules' candidates was
not measurably stronger than Expert's rules alone (docs/ai-hand-and-foot.md), so by
the ladder's rule it was removed. Every decision is instant, so there is nothing
to cancel and no clock.
"""

from __future__ import annotations

import random

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.decision import Decision
from canasta_gui.ai.hand_and_foot.policy import EASY, EXPERT, HARD, MEDIUM, NOMELD, HeuristicPolicy
from canasta_gui.ai.hand_and_foot.worlds import sample_world
from canasta_gui.ai.levels import ALL_LEVELS, check_level
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.observation import Observation

#: The baseline that never melds: the strength ladder's reference, not offered to people.
NOMELD_LEVEL = "nomeld"
LEVELS = (*ALL_LEVELS, NOMELD_LEVEL)

#: No level searches, so no level has a search budget (the arena's interface).
BUDGETS: dict[str, SearchBudget] = {}

#: The rule-of-thumb style each level plays.
STYLES = {"easy": EASY, "medium": MEDIUM, "hard": HARD, "expert": EXPERT, "nomeld": NOMELD}


class HandFootPlayer:
    """A computer player for one seat."""

    def __init__(self, level: str, seed: str, budget: SearchBudget | None = None) -> None:
        # ``budget`` is the arena's common signature; no Hand and Foot level searches.
        self.level = check_level(level, LEVELS)
        self.rng = random.Random(f"{seed}/{level}")
        self.policy = HeuristicPolicy(STYLES.get(level, EXPERT), self.rng)

    def decide(self, obs: Observation, cancel: CancelToken | None = None) -> Decision:
        """The move for ``obs.seat``; never reads anything but ``obs``."""
        if obs.current != obs.seat:
            raise ValueError(f"seat {obs.seat} is not the one to act (seat {obs.current} is)")
        world = sample_world(obs, self.rng)
        legal = legal_actions(world)
        if self.level == "random":
            return Decision(self.rng.choice(legal), "random")
        return self.policy.decide(world, legal)


def hint(obs: Observation, level: str = "expert", seed: str = "hint") -> Decision:
    """The move a computer player of ``level`` suggests for a human seat.

    It reads only that seat's observation, exactly like a computer player.
    """
    return HandFootPlayer(level, f"{seed}/{obs.seat}/{obs.deal_no}").decide(obs)
