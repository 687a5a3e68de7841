"""A Hand and Foot computer player: one seat, one level, its own random generator.

``decide`` receives the seat's :class:`Observation` and nothing else. Easy,
Medium and Hard apply their rules to a world sampled from it (the sample only
fills hidden places the rules never read); Expert weighs its rules' candidates
for the draw, the discard and the answer over many such worlds, each played a few
turns ahead (``search.py``), for as long as its budget allows.
"""

from __future__ import annotations

import random

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.decision import Decision
from canasta_gui.ai.hand_and_foot.policy import EASY, EXPERT, HARD, MEDIUM, NOMELD, HeuristicPolicy
from canasta_gui.ai.hand_and_foot.search import search_decision
from canasta_gui.ai.hand_and_foot.worlds import sample_world
from canasta_gui.ai.levels import ALL_LEVELS, check_level
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.observation import Observation

#: The baseline that never melds: the strength ladder's reference, not offered to people.
NOMELD_LEVEL = "nomeld"
LEVELS = (*ALL_LEVELS, NOMELD_LEVEL)

#: Search budgets per level. Expert spends ``seconds`` on as many worlds as fit (a
#: world costs a few milliseconds per candidate), so ``worlds`` is only a ceiling;
#: strength runs remove the clock and fix the worlds (``ai_strength.py --worlds``).
#: A decision ends within the ``cap`` (one move of a playout past it at most), 20 ms past
#: the soft budget as ``ai.budget.hard_deadline`` sets it at the table: issue 20 allows 50.
BUDGETS: dict[str, SearchBudget] = {
    "expert": SearchBudget(worlds=2_000, candidates=3, horizon=8, seconds=0.9, cap=0.92),
}

#: The rule-of-thumb style each level plays.
STYLES = {"easy": EASY, "medium": MEDIUM, "hard": HARD, "expert": EXPERT, "nomeld": NOMELD}


class HandFootPlayer:
    """A computer player for one seat."""

    def __init__(
        self, level: str, seed: str, budget: SearchBudget | None = None, search: bool = True
    ) -> None:
        # ``search=False``: the level's rules alone, instant (a hint on the table).
        self.level = check_level(level, LEVELS)
        self.rng = random.Random(f"{seed}/{level}")
        self.policy = HeuristicPolicy(STYLES.get(level, EXPERT), self.rng)
        self.budget = (budget or BUDGETS.get(level)) if search else None

    def decide(self, obs: Observation, cancel: CancelToken | None = None) -> Decision:
        """The move for ``obs.seat``; never reads anything but ``obs``."""
        if obs.current != obs.seat:
            raise ValueError(f"seat {obs.seat} is not the one to act (seat {obs.current} is)")
        world = sample_world(obs, self.rng)
        legal = legal_actions(world)
        if self.level == "random":
            return Decision(self.rng.choice(legal), "random")
        if self.budget is not None and len(legal) > 1:
            return search_decision(obs, world, legal, self.policy, self.budget, self.rng, cancel)
        return self.policy.decide(world, legal)


def hint(obs: Observation, level: str = "expert", seed: str = "hint") -> Decision:
    """The move a computer player of ``level`` suggests for a human seat.

    It reads only that seat's observation, exactly like a computer player, and is
    instant: it plays the level's rules without Expert's search.
    """
    return HandFootPlayer(level, f"{seed}/{obs.seat}/{obs.deal_no}", search=False).decide(obs)
