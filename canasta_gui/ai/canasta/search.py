"""Expert: determinized sampling at the root.

The Hard policy (the one it is given) proposes a few candidate moves for the
decisions that matter most (draw or take, whether to meld now or keep the cards,
which card to discard, the partner's answer). Each candidate is tried in the
same sampled worlds (common random numbers), every seat then played by the Hard
policy to a short horizon, and the outcome scored from this seat's side. Worlds
come only from the observation (``worlds.py``). The search stops early when one
candidate is clearly ahead, when its time is up, or when the caller cancels; it
always has a move ready.
"""

from __future__ import annotations

import random
import time

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.canasta.heuristics import hand_points, rank_counts
from canasta_gui.ai.canasta.policy import HeuristicPolicy, Style
from canasta_gui.ai.canasta.worlds import consistent_world
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.decision import Decision
from canasta_gui.ai.sampling import play_turns, totals_of, weigh_candidates
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.rules import apply_listed
from canasta_gui.engine.canasta.state import CanastaState, Observation, Phase
from canasta_gui.engine.cards import rank_name


def evaluate(s: CanastaState, side: int) -> float:
    """This side's prospects minus the best opponent's, in points."""
    if s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) and s.history:
        parts = s.history[-1].sides
        mine = parts[side].total
        return mine - max(p.total for i, p in enumerate(parts) if i != side)
    values = [_side_value(s, i) for i in range(s.config.n_sides)]
    return values[side] - max(v for i, v in enumerate(values) if i != side)


def _side_value(s: CanastaState, side: int) -> float:
    value = 0.0
    melds = [m for m in s.melds[side] if m is not None]
    for m in melds:
        value += m.value
        if m.is_canasta:
            value += 500 if m.is_natural else 300
        elif m.size >= 4:
            value += (40, 90, 160)[min(m.size, 6) - 4]  # nearer a canasta is worth more
    red3 = s.config.red3_value(len(s.red3s[side]))  # docs/rules.md §3.14 R
    value += red3 if melds else -red3
    cfg = s.config
    left = len(s.stock) / max(1, cfg.n_cards)
    for p in range(cfg.players):
        if cfg.side_of[p] == side:
            # Cards in hand cost their value at the end, but early they are also chances.
            value -= hand_points(s.hands[p]) * (1.0 - 0.5 * left)
    if s.opened[side]:
        value += 40
    return value


def _playout(world: CanastaState, horizon: int, seed: int, style: Style) -> CanastaState:
    policy = HeuristicPolicy(style, random.Random(seed))
    decide = policy.decide
    # Unchecked: the policy picks from the listing it makes of ``w`` itself (its constant
    # answers, end of turn, decline and next deal go through apply's own handlers there).
    return play_turns(
        world,
        lambda w: apply_listed(w, decide(w).action),
        horizon,
        (Phase.DEAL_OVER, Phase.GAME_OVER),
        Phase.DRAW,
        400,
    )


#: Table sizes at which Expert also weighs its melds (docs/ai.md, "2026-11-26"): at six players
#: the first pairs measured lost heavily, so there it melds as Hard does.
MELD_SEARCH_PLAYERS = frozenset({2, 3, 4})


def melds_searched(world: CanastaState) -> bool:
    """Whether Expert weighs Hard's meld against keeping the cards at this table."""
    return world.config.players in MELD_SEARCH_PLAYERS


def _candidates(
    world: CanastaState, legal: list, base: Decision, k: int, policy: HeuristicPolicy
) -> list:
    phase = world.phase
    if phase == Phase.ANSWER:
        return [act.AnswerGoOut(True), act.AnswerGoOut(False)]
    if phase == Phase.DRAW:
        takes = [a for a in legal if isinstance(a, act.TakePile)]
        out = [base.action]
        if act.DRAW in legal and base.action != act.DRAW:
            out.append(act.DRAW)
        for a in sorted(takes, key=lambda a: HeuristicPolicy._take_cost(world, a)):
            if a not in out:
                out.append(a)
        return out[:k]
    if phase == Phase.PLAY and isinstance(base.action, act.Meld) and melds_searched(world):
        # Melding now, or keeping the cards and ending the turn with Hard's discard: holds
        # cards back for the pile or for a canasta, and weighs going out against playing on.
        discards = [a for a in legal if isinstance(a, act.Discard)]
        if not discards:
            return [base.action]
        return [base.action, policy.best_discard(world, discards).action]
    if phase == Phase.PLAY and isinstance(base.action, act.Discard):
        p = world.current
        discards = [a for a in legal if isinstance(a, act.Discard)]
        counts = rank_counts(world.hands[p])
        side = world.config.side_of[p]
        ranked = sorted(discards, key=lambda a: policy.discard_cost(world, p, a.card, counts, side))
        out = [base.action] + [a for a in ranked if a != base.action]
        return out[:k]
    return [base.action]


def search_decision(
    obs: Observation,
    world: CanastaState,
    legal: list,
    policy: HeuristicPolicy,
    budget: SearchBudget,
    rng: random.Random,
    cancel: CancelToken | None = None,
) -> Decision:
    """The best of the Hard policy's candidates over sampled worlds."""
    start = time.perf_counter()
    base = policy.decide(world, legal)
    candidates = _candidates(world, legal, base, budget.candidates, policy)
    if len(candidates) <= 1:
        return base
    side = obs.config.side_of[obs.seat]
    style = policy.style

    def draw(rng: random.Random) -> CanastaState | None:
        return consistent_world(obs, rng)

    def value(sample: CanastaState, i: int, seed: int) -> float:
        trial = sample.clone()
        # Unchecked: the candidates come from the root world's listing, and the seat's own
        # listing is the same in every world sampled from its observation (it reads only
        # the seat's hand and what the table sees; tests/ai/test_canasta_fairness.py).
        apply_listed(trial, candidates[i])
        return evaluate(_playout(trial, budget.horizon, seed, style), side)

    rows = weigh_candidates(len(candidates), draw, value, budget, rng, cancel, start=start)
    done = len(rows)
    totals = totals_of(rows, len(candidates))
    if done == 0:
        return base
    best = max(range(len(candidates)), key=lambda i: totals[i])
    if candidates[best] == base.action:
        return Decision(base.action, base.reason, base.params, worlds=done)
    return _explain(world, candidates[best], done, base, policy)


def _explain(
    world: CanastaState, action, worlds: int, base: Decision, policy: HeuristicPolicy
) -> Decision:
    # The explanation is shown to the whole table: the same public words as the policy's.
    if isinstance(action, act.Discard):
        decision = policy.discard_decision(world, action)
    elif isinstance(action, act.DrawStock):
        decision = Decision(action, "draw")
    elif isinstance(action, act.TakePile):
        rank = rank_name(world.pile[-1] >> 2)
        decision = Decision(action, "take_pile", {"count": len(world.pile), "rank": rank})
    elif isinstance(action, act.AnswerGoOut):
        decision = policy.answer_decision(world, action.yes)
    else:
        decision = base
    return Decision(action, decision.reason, decision.params, worlds)
