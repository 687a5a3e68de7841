"""Expert: determinized sampling over the decisions that matter most.

Expert's rules (the policy it is given) propose a few candidates for the draw
(the stock or the pile), the discard and the answer to "may I go out?"; melds
stay the rules' choice (their list is long and the rules already lay down what
fits). Each candidate is tried in the same worlds sampled from the observation
(``worlds.py``, through the shared loop in ``ai/sampling.py``), then played on with
the engine's unchecked ``apply_listed`` for a few turns (or to the end of the deal),
this seat's side by its own rules and the opponents by Hard's, and the outcome
scored from this seat's side.
The rules' move stands unless an alternative beats it clearly, world by world.
Expert spends its whole time budget on more worlds; it stops before the next
playout once cancelled and always has the rules' move ready.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import replace

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.decision import Decision
from canasta_gui.ai.hand_and_foot.policy import HARD, HeuristicPolicy, Style
from canasta_gui.ai.hand_and_foot.worlds import consistent_world
from canasta_gui.ai.paired import paired_gain
from canasta_gui.ai.sampling import play_turns, weigh_candidates
from canasta_gui.engine.cards import JOKER, NATURAL_RANKS, RUMMY_VALUE
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.observation import Observation
from canasta_gui.engine.hand_and_foot.rules import apply_listed
from canasta_gui.engine.hand_and_foot.scoring import score_deal
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase
from canasta_gui.engine.rummy.meld_rules import rank_name as meld_rank_name
from canasta_gui.engine.rummy.melds import WILD_RANK

#: The policy the opponents play in a playout. The searching side plays its own rules
#: without card counting (a quarter cheaper a step): with Hard at every seat the
#: playouts left the piles Expert takes and never raced for the foot as it does.
PLAYOUT_STYLE: Style = HARD
#: A playout never runs longer than this many actions (a deal takes about 230).
_MAX_STEPS = 600
#: An alternative must beat the rules' move by this many standard errors ...
_CONFIDENCE = 2.0
#: ... over at least this many worlds.
_MIN_WORLDS = 6
#: Per card beyond three in a meld that is not yet a book (a book needs seven, §4.2).
_PROGRESS = 40.0
_WILD_KINDS = (0, 1, 2, 3, JOKER)
#: A foot picked up by the turn limit: that seat is nearer going out (§4.10).
_FOOT_UP = 150.0


def evaluate(s: HandFootState, side: int) -> float:
    """This side's prospects minus the other side's, in points (docs/rules.md §4.12).

    A finished deal is its real result. A deal cut at the turn limit is valued as it
    stands: melds, books and red 3s; a meld on its way to a book counts part of the
    book's bonus; a foot picked up brings its seat nearer going out; a natural card
    still held costs half its value unless it fits (a pair or more of its rank, or a
    rank the side has a meld of: it is on its way to a book) and a wild card costs
    nothing (it is what books are finished with, a wild book is 1,500); a foot still
    down costs its cards.
    """
    if s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) and s.history:
        parts = s.history[-1].sides
        values = [float(part.total) for part in parts]
    else:
        values = [_side_value(s, i) for i in range(s.config.n_sides)]
    return values[side] - max(v for i, v in enumerate(values) if i != side)


def _side_value(s: HandFootState, side: int) -> float:
    cfg = s.config
    part = score_deal(s, "cut").sides[side]
    value = float(part.melded + part.books + part.red3s - part.foot)
    for m in s.melds[side]:
        if m is not None and m.size >= 4:
            value += _PROGRESS * (m.size - 3)
    values = cfg.hand_values
    slots = s.melds[side]
    for p in range(cfg.players):
        if cfg.side_of[p] != side:
            continue
        if s.feet[p] is None:
            value += _FOOT_UP
        hand = s.hands[p]
        held = sum(values[k] * n for k, n in enumerate(hand) if n)
        free = held - sum(values[k] * hand[k] for k in _WILD_KINDS)
        for r in NATURAL_RANKS:
            b = r * 4
            n = hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3]
            if n >= 2 or (n and slots[r] is not None):
                free -= sum(values[k] * hand[k] for k in range(b, b + 4))  # it fits
        value -= 0.5 * free
    return value


def playout(
    world: HandFootState, horizon: int, seed: int, own: tuple[int, Style] | None = None
) -> HandFootState:
    """Play ``horizon`` turns on, or to the end of the deal: with ``own`` = (side, style),
    that side's seats by that style, every other seat (every seat without ``own``) by
    Hard's rules."""
    rng = random.Random(seed)
    theirs = HeuristicPolicy(PLAYOUT_STYLE, rng)
    side, mine = (-1, theirs) if own is None else (own[0], HeuristicPolicy(own[1], rng))
    side_of = world.config.side_of

    def step(w: HandFootState) -> None:
        legal = legal_actions(w)
        if len(legal) == 1:
            apply_listed(w, legal[0])
            return
        policy = mine if side_of[w.current] == side else theirs
        apply_listed(w, policy.decide(w, legal).action)

    over = (Phase.DEAL_OVER, Phase.GAME_OVER)
    return play_turns(world, step, horizon, over, Phase.DRAW, _MAX_STEPS)


def candidates(
    world: HandFootState, legal: list, base: Decision, k: int, policy: HeuristicPolicy
) -> list:
    """The rules' move first, then the alternatives worth weighing (at most ``k``)."""
    phase = world.phase
    if phase == Phase.ANSWER:
        yes = act.AnswerGoOut(True)
        no = act.AnswerGoOut(False)
        return [base.action, no if base.action == yes else yes]
    if phase == Phase.DRAW:
        takes = [a for a in legal if isinstance(a, act.TakePile)]
        out = [base.action]
        if act.DRAW in legal and base.action != act.DRAW:
            out.append(act.DRAW)
        if takes and policy.style.melds:
            # The rules' own pick among ways to take: the fewest wild cards spent.
            best = min(takes, key=lambda a: (sum(_wild(c) for c in a.cards), len(a.cards)))
            if best not in out:
                out.append(best)
        return out[:k]
    if phase == Phase.PLAY and isinstance(base.action, act.Discard):
        discards = [a for a in legal if isinstance(a, act.Discard)]
        ranked = [a for _cost, a, _danger in policy.rank_discards(world, discards)]
        out = [base.action] + [a for a in ranked if a != base.action]
        return out[:k]
    return [base.action]


def _wild(c: int) -> bool:
    return c >> 2 == 0 or c == JOKER


def search_decision(
    obs: Observation,
    world: HandFootState,
    legal: list,
    policy: HeuristicPolicy,
    budget: SearchBudget,
    rng: random.Random,
    cancel: CancelToken | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Decision:
    """The best of the rules' candidates over worlds sampled from ``obs``."""
    start = clock()
    base = policy.decide(world, legal)
    options = candidates(world, legal, base, budget.candidates, policy)
    if len(options) <= 1:
        return base
    side = obs.config.side_of[obs.seat]
    own = replace(policy.style, counting=False)

    def draw(rng: random.Random) -> HandFootState | None:
        return consistent_world(obs, rng)

    def value(sample: HandFootState, i: int, seed: int) -> float:
        trial = sample.clone()
        apply_listed(trial, options[i])
        return evaluate(playout(trial, budget.horizon, seed, (side, own)), side)

    rows = weigh_candidates(
        len(options), draw, value, budget, rng, cancel, spend=True, start=start, clock=clock
    )
    if not rows:
        return base
    best = preferred(rows)
    if best == 0:
        return Decision(base.action, base.reason, base.params, worlds=len(rows))
    return explain(world, options[best], len(rows), base, policy)


def preferred(rows: list[list[float]]) -> int:
    """The candidate to play: the rules' move (0) unless another beats it for sure.

    A playout's outcome swings by hundreds of points, so a few worlds would pick a
    candidate by luck alone. An alternative replaces the rules' move only when its
    mean advantage over it, world by world (the same worlds, so the differences are
    paired), is ``_CONFIDENCE`` standard errors above zero; the best such one wins.
    """
    n = len(rows)
    if n < _MIN_WORLDS:
        return 0
    best, best_mean = 0, 0.0
    for i in range(1, len(rows[0])):
        mean, error = paired_gain(rows, i, 0)
        if mean > _CONFIDENCE * error + 1e-9 and mean > best_mean:
            best, best_mean = i, mean
    return best


def explain(
    world: HandFootState, action, worlds: int, base: Decision, policy: HeuristicPolicy
) -> Decision:
    """``action`` with the rules' public words for it (the log shows them to every seat)."""
    if isinstance(action, act.Discard):
        decision = policy.discard_decision(world, action)
    elif action == act.DRAW:
        decision = Decision(action, "draw")
    elif isinstance(action, act.TakePile):
        top = world.pile[-1]
        side = world.config.side_of[world.current]
        if not world.stock:
            decision = Decision(action, "must_take")
        elif not world.opened[side]:
            count = RUMMY_VALUE[top] + sum(RUMMY_VALUE[c] for c in action.cards)
            count += sum(RUMMY_VALUE[c] for m in action.melds for c in m)
            decision = Decision(action, "take_pile_open", {"count": count})
        else:
            rank = meld_rank_name(WILD_RANK if _wild(top) else top >> 2)
            taken = min(len(world.pile), world.config.pickup or len(world.pile))
            decision = Decision(action, "take_pile", {"count": taken, "rank": rank})
    elif isinstance(action, act.AnswerGoOut):
        cfg = world.config
        side = cfg.side_of[world.current]
        threat = any(
            world.feet[q] is None and world.hand_sizes[q] <= 4
            for q in range(cfg.players)
            if cfg.side_of[q] != side
        )
        decision = policy.answer_decision(world, action.yes, threat)
    else:
        decision = base
    return Decision(action, decision.reason, decision.params, worlds)
