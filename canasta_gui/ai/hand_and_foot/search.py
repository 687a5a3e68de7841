"""Hard and Expert: determinized sampling at the root.

The Medium policy proposes a few candidate moves for the decisions that matter
most (draw or take the pile, which card to discard). Each candidate is tried in
the same sampled worlds (common random numbers), every seat then played by the
Medium policy to a short horizon, and the position scored from this seat's
side. Worlds come only from the observation (``worlds.py``): other hands, every
foot still down and the stock are drawn from the cards this seat has not seen.
The search stops early when one candidate is clearly ahead, when its time is
up, or when the caller cancels; it always has a move ready.
"""

from __future__ import annotations

import math
import random
import time

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.decision import Decision
from canasta_gui.ai.hand_and_foot.knowledge import hand_points
from canasta_gui.ai.hand_and_foot.policy import MEDIUM, HeuristicPolicy
from canasta_gui.ai.hand_and_foot.worlds import consistent_world
from canasta_gui.engine.cards import JOKER, RUMMY_VALUE, card_code
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.observation import Observation
from canasta_gui.engine.hand_and_foot.options import BOOK_BONUS, RED3_BONUS
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase
from canasta_gui.engine.rummy.meld_rules import rank_name
from canasta_gui.engine.rummy.melds import WILD_RANK

#: A safeguard on one playout's length, far above a few turns' worth of actions.
MAX_PLAYOUT_ACTIONS = 400

# What an open meld is worth beyond its cards: a step nearer a book (§4.2). A wild
# meld grows toward 1,500, a rank meld toward 300-500.
_RANK_PROGRESS = (0.0, 0.0, 0.0, 0.0, 40.0, 90.0, 160.0)
_WILD_PROGRESS = (0.0, 0.0, 0.0, 150.0, 300.0, 500.0, 800.0)
_FOOT_BONUS = 60.0  # a foot in hand: closer to going out, no unplayed-foot risk


def evaluate(s: HandFootState, side: int) -> float:
    """This side's prospects minus the other side's, in points (RULES.md §4.12)."""
    if s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) and s.history:
        parts = s.history[-1].sides
        return parts[side].total - parts[1 - side].total
    return _side_value(s, side) - _side_value(s, 1 - side)


def _side_value(s: HandFootState, side: int) -> float:
    value = 0.0
    for m in s.melds[side]:
        if m is not None:
            value += m.value
            value += (_WILD_PROGRESS if m.rank == WILD_RANK else _RANK_PROGRESS)[m.size]
    for b in s.books[side]:
        value += b.value + BOOK_BONUS[b.kind]
    value += RED3_BONUS * len(s.red3s[side])
    cfg = s.config
    for p in range(cfg.players):
        if cfg.side_of[p] != side:
            continue
        # Scored as if the deal ended now (§4.12 H): the hand and an unplayed foot
        # count against the side. Short playouts judged this way compare moves more
        # soundly than with a guess at what the cards in hand may still become.
        value -= hand_points(s.hands[p])
        foot = s.feet[p]
        if foot is None:
            value += _FOOT_BONUS
        else:
            value -= hand_points(foot)
    return value


def playout(world: HandFootState, horizon: int, seed: int) -> HandFootState:
    """Play every seat of ``world`` with the Medium policy for ``horizon`` turns."""
    policy = HeuristicPolicy(MEDIUM, random.Random(seed))
    turns = 0
    last = world.current
    for _ in range(MAX_PLAYOUT_ACTIONS):
        if world.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break
        world.apply(policy.decide(world).action)
        if world.phase == Phase.DRAW and world.current != last:
            last = world.current
            turns += 1
            if turns >= horizon:
                break
    return world


def candidates(world: HandFootState, legal: list, base: Decision, k: int) -> list[tuple]:
    """(move, prior) pairs worth comparing: the policy's own move first, then its
    runners-up. The prior is what the Medium rules of thumb think the move loses
    against their own choice, in points; the playouts must make up for it."""
    phase = world.phase
    if phase == Phase.DRAW:
        takes = [a for a in legal if isinstance(a, act.TakePile)]
        if not takes or act.DRAW not in legal:
            return [(base.action, 0.0)]
        out = [base.action]
        for a in (act.DRAW, *takes):
            if a not in out:
                out.append(a)
        return [(a, 0.0) for a in out[:k]]
    if phase == Phase.PLAY and isinstance(base.action, act.Discard):
        discards = [a for a in legal if isinstance(a, act.Discard)]
        ranked = HeuristicPolicy(MEDIUM, random.Random(0)).rank_discards(world, discards)
        cost = {a: c for c, a, _d in ranked}
        first = cost.get(base.action, 0.0)
        out = [base.action] + [a for _c, a, _d in ranked if a != base.action]
        return [(a, first - cost.get(a, first)) for a in out[:k]]
    return [(base.action, 0.0)]


#: Standard errors by which a runner-up must beat the policy's own move to replace it:
#: the playouts are short and noisy, and the rules of thumb see further than they do.
OVERRIDE_Z = 1.0


def search_decision(
    obs: Observation,
    world: HandFootState,
    legal: list,
    policy: HeuristicPolicy,
    budget: SearchBudget,
    rng: random.Random,
    cancel: CancelToken | None = None,
) -> Decision:
    """The best of the Medium policy's candidates over sampled worlds."""
    start = time.perf_counter()
    base = policy.decide(world, legal)
    cands = candidates(world, legal, base, budget.candidates)
    if len(cands) <= 1:
        return base
    side = obs.config.side_of[obs.seat]
    n = len(cands)
    # Paired differences against the policy's move (the same world and seed for all).
    sums = [0.0] * n
    squares = [0.0] * n
    done = 0
    for _ in range(budget.worlds):
        if cancel is not None and cancel.cancelled:
            break
        sample = consistent_world(obs, rng)
        seed = rng.randrange(1 << 30)
        if sample is None:
            continue
        values = []
        for cand, _prior in cands:
            if time.perf_counter() - start > budget.cap or (cancel and cancel.cancelled):
                break
            trial = sample.clone()
            trial.apply(cand)
            values.append(evaluate(playout(trial, budget.horizon, seed), side))
        if len(values) < n:
            break  # out of time: a half-weighed world would favour some candidates
        for i in range(1, n):
            d = values[i] - values[0]
            sums[i] += d
            squares[i] += d * d
        done += 1
        if time.perf_counter() - start > budget.seconds or _settled(cands, sums, squares, done):
            break
    if done == 0:
        return base
    best, best_edge = 0, 0.0
    for i in range(1, n):
        edge = sums[i] / done + cands[i][1]
        if edge > OVERRIDE_Z * _stderr(sums[i], squares[i], done) and edge > best_edge:
            best, best_edge = i, edge
    if best == 0:
        return Decision(base.action, base.reason, base.params, worlds=done)
    return _explain(world, cands[best][0], done)


def _stderr(total: float, squares: float, n: int) -> float:
    if n < 2:
        return math.inf
    mean = total / n
    var = max(squares / n - mean * mean, 0.0) * n / (n - 1)
    return math.sqrt(var / n)


def _settled(cands: list[tuple], sums: list[float], squares: list[float], n: int) -> bool:
    """After 6 worlds: a runner-up is clearly better, or none can catch up."""
    if n < 6:
        return False
    behind = True
    for i in range(1, len(cands)):
        edge = sums[i] / n + cands[i][1]
        se = _stderr(sums[i], squares[i], n)
        if edge > 3.0 * se:
            return True
        if edge > -2.0 * se:
            behind = False
    return behind


def _explain(world: HandFootState, action, worlds: int) -> Decision:
    if isinstance(action, act.Discard):
        return Decision(action, "hf_discard_search", {"card": card_code(action.card)}, worlds)
    if isinstance(action, act.DrawStock):
        return Decision(action, "draw_pile_small", {}, worlds)
    top = world.pile[-1]
    if action.melds or not world.opened[world.config.side_of[world.current]]:
        # §4.7: an opening take; only the top card counts among the pile's cards.
        count = sum(
            RUMMY_VALUE[c] for c in (top, *action.cards, *(c for m in action.melds for c in m))
        )
        return Decision(action, "take_pile_open", {"count": count}, worlds)
    rank = rank_name(WILD_RANK if top == JOKER or top >> 2 == 0 else top >> 2)
    pickup = world.config.pickup or len(world.pile)
    count = min(len(world.pile), pickup)
    return Decision(action, "take_pile", {"count": count, "rank": rank}, worlds)
