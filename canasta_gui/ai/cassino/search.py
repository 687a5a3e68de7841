"""Hard and Expert: determinized sampling at the root, and the exact endgame.

Medium ranks the legal moves and the best few become candidates. Each candidate
is tried in the same sampled worlds (common random numbers, ``worlds.py``),
every seat then played by the Medium policy for a few plays (or to the end of
the round), and the position scored from this seat's side
(``evaluation.round_margin``). Hard stops early when one candidate is clearly
ahead, and plays another move than Medium's only when the search shows it better by
two standard errors; Expert spends its budget on more worlds (up to ``worlds``, or until its
soft time budget is used). Both stop at once when the caller cancels or the cap
is reached (the token and the clock are read before every play of a playout),
and both always have a move ready: Medium's own choice until a world has been
weighed for every candidate.

At two players Expert draws its worlds from those whose opponent hand explains the
other player's plays this deal, as Medium would have made them (``reading.py``).

Hard and Expert first try the exact endgame (``endgame.py``) on the last deal of
a two-player round, where the sampled world is the true position (Medium does
too, within a small node limit: ``player.py``).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.cassino.endgame import EndgameSolver, exact_applies
from canasta_gui.ai.cassino.evaluation import round_margin
from canasta_gui.ai.cassino.explain import explain
from canasta_gui.ai.cassino.policy import MEDIUM, HeuristicPolicy
from canasta_gui.ai.cassino.reading import OpponentReading
from canasta_gui.ai.cassino.worlds import sample_world
from canasta_gui.ai.decision import Decision
from canasta_gui.ai.paired import leads
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.observation import Observation
from canasta_gui.engine.cassino.rules import apply_listed
from canasta_gui.engine.cassino.state import CassinoState, Phase

#: The policy that plays every seat of a playout (deterministic: it never slips).
_PLAYOUT = HeuristicPolicy(MEDIUM, random.Random(0))


#: Worlds drawn at most for each weighed one when the other player's plays are read
#: (``reading.py``): against Medium 6 and 20 tries measured alike, and a world that
#: explains no play costs every try (an opponent that does not play like Medium).
READING_TRIES = 6


def playout(
    world: CassinoState, plays: int, stop: Callable[[], bool] | None = None
) -> CassinoState | None:
    """Play ``plays`` cards with Medium at every seat, or to the end of the round.

    ``None`` when ``stop`` said so before a play: the caller is out of time or
    cancelled, and a cut playout must not be weighed.
    """
    for _ in range(plays):
        if world.phase != Phase.PLAY:
            break
        if stop is not None and stop():
            return None
        legal = legal_actions(world)
        apply_listed(world, legal[0] if len(legal) == 1 else _PLAYOUT.best(world, legal))
    return world


def search_decision(
    obs: Observation,
    world: CassinoState,
    legal: list,
    budget: SearchBudget,
    rng: random.Random,
    cancel: CancelToken | None = None,
    exact: bool = False,
    spend: bool = False,
    reading: OpponentReading | None = None,
    for_game: bool = False,
) -> Decision:
    """The best of Medium's candidates over sampled worlds.

    ``exact``: a two-player last deal is solved exactly when it can be (Hard, Expert).
    ``spend``: no early stop on a clear leader, the whole budget buys worlds (Expert).
    ``reading``: the other player's plays this deal; worlds whose opponent hand explains
    them are preferred (``reading.py``, Expert).
    ``for_game``: the exact endgame values a won game above any round margin
    (``stakes.py``, Expert).
    """
    start = time.perf_counter()
    if cancel is not None:
        # The budget counts from when the table asked, as the shared search loop counts it.
        start = min(start, cancel.asked_at)
    ranked = _PLAYOUT.ranked(world, legal)

    def stop() -> bool:
        return time.perf_counter() - start > budget.cap or (cancel is not None and cancel.cancelled)

    if exact and exact_applies(world):
        # The soft budget, not the cap: an endgame too big to solve leaves time to sample.
        def solve_stop() -> bool:
            return time.perf_counter() - start > budget.seconds or (
                cancel is not None and cancel.cancelled
            )

        solved = EndgameSolver(obs.seat, solve_stop, for_game=for_game).solve(world, ranked)
        if solved:
            best, _ = max(solved, key=lambda mv: mv[1])  # the first of equals: Medium's order
            return explain(world, best)
    candidates = ranked[: budget.candidates]
    base = candidates[0]
    if len(candidates) <= 1:
        return explain(world, base)
    side = obs.config.side_of[obs.seat]
    totals = [0.0] * len(candidates)
    rows: list[list[float]] = []  # one row of candidate values per weighed world
    for _ in range(budget.worlds):
        if cancel is not None and cancel.cancelled:
            break
        if reading is not None and reading.plays:
            sample, _ = reading.sample(obs, rng, READING_TRIES)
        else:
            sample = sample_world(obs, rng)
        values = []
        for cand in candidates:
            if stop():
                break
            trial = sample.clone()
            apply_listed(trial, cand)
            end = playout(trial, budget.horizon, stop)
            if end is None:
                break
            values.append(round_margin(end, side, obs.round_no))
        if len(values) < len(candidates):
            break  # out of time: a half-weighed world would favour some candidates
        for i, v in enumerate(values):
            totals[i] += v
        rows.append(values)
        if time.perf_counter() - start > budget.seconds:
            break
        if not spend and _clear_leader(totals, rows):
            break  # Hard saves its time; Expert spends its budget on more worlds
    done = len(rows)
    if done == 0:
        return explain(world, base)
    best = max(range(len(candidates)), key=lambda i: totals[i])
    if not spend and best and not _beats(rows, best, 0):
        best = 0  # Hard: Medium's choice stands unless the search shows a better one
    return explain(world, candidates[best], worlds=done)


def _beats(rows: list[list[float]], a: int, b: int) -> bool:
    """Candidate ``a`` leads ``b`` by two standard errors of the paired differences.

    Hard weighs a handful of worlds; a short playout scored by the captures alone is
    noisy, and Medium's own judgement of the table (what the next player can take) is
    not in it. So Hard leaves Medium's choice only on clear evidence: at four players,
    where one play each is all the playout sees, following every lead made it weaker
    than Medium.
    """
    return leads(rows, a, b, 2.0)


def _clear_leader(totals: list[float], rows: list[list[float]]) -> bool:
    """The leader is three standard errors ahead of the runner-up, world by world.

    Both were weighed in the same worlds, so the paired differences are compared.
    """
    if len(rows) < 6:
        return False
    order = sorted(range(len(totals)), key=lambda i: -totals[i])
    return leads(rows, order[0], order[1], 3.0)
