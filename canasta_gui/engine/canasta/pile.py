"""Taking the discard pile (docs/rules.md §3.9, §3.10): validate the whole take, then apply it."""

from __future__ import annotations

from dataclasses import dataclass

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.checks import (
    Cards,
    check_hand_after,
    check_new_meld,
    concealed_possible,
    extend_meld,
    forget_known,
    meld_count,
    plan_rank,
)
from canasta_gui.engine.canasta.flow import go_out
from canasta_gui.engine.canasta.goout import go_out_plan
from canasta_gui.engine.canasta.state import CanastaState, Phase
from canasta_gui.engine.cards import N_KINDS, RED3_KINDS, THREE, rank_name
from canasta_gui.engine.errors import refuse
from canasta_gui.engine.events import Event
from canasta_gui.engine.events import quick_event as event
from canasta_gui.engine.rummy.meld_rules import meld_rank, place_new
from canasta_gui.engine.rummy.melds import Meld
from canasta_gui.engine.rummy.pile import check_top_use, split_pile, take_count
from canasta_gui.engine.rummy.turn_checks import check_pile_top, hand_without


@dataclass(slots=True)
class TakePlan:
    hand: list[int]
    size: int
    melds: list[Meld | None]
    red3s: Cards
    taken: list[int]
    opening: bool
    count: int
    must_go_out: bool
    goes_out: bool


def pile_obliged(s: CanastaState, p: int) -> bool:
    """§3.13.3: with the stock empty, must the player take the pile?"""
    if s.stock or not s.pile or s.pile_blocked() or s.frozen_for(p):
        return False
    if s.hand_sizes[p] == 1 and len(s.pile) == 1:
        return False
    if not s.opened[s.config.side_of[p]]:
        return False
    top = s.pile[-1]
    meld = s.melds[s.config.side_of[p]][top >> 2]
    if meld is None:
        return False
    most = s.config.meld_rules.max_size
    return not (most and meld.size >= most)  # a full canasta (OPT-CAN-CANASTA-MAX) takes nothing


def check_take(s: CanastaState, action: act.TakePile) -> TakePlan:
    """Validate taking the pile (§3.10) without changing ``s``."""
    top = check_pile_top(s)
    p = s.current
    cfg = s.config
    side = cfg.side_of[p]
    if s.hand_sizes[p] == 1 and len(s.pile) == 1:
        raise refuse("pile_one_card")  # §3.10.1 (b)
    opened = s.opened[side]
    if not opened and cfg.opt("OPT-CAN-PREMELD-PILE") == "CLOSED":
        raise refuse("pile_closed")  # §3.9.3
    rank = top >> 2
    hand, _n = hand_without(s.hands[p], (action.cards, *action.melds))
    melds = s.melds[side][:]
    frozen = s.frozen_for(p)
    # §3.10.2: the shared qualifying-use test, frozen pile or not.
    check_top_use(cfg.pile_rules, top, action.cards, frozen, melds[rank] is not None)
    new_ranks: set[int] = set()
    if not action.cards:
        melds[rank] = extend_meld(s, melds[rank], (top,))
    else:
        group = (top, *action.cards)
        if melds[rank] is not None:
            melds[rank] = extend_meld(s, melds[rank], group)  # §3.10.3 merge at once
        else:
            melds[rank] = check_new_meld(s, group)
            new_ranks.add(rank)
    for cards in action.melds:
        meld = check_new_meld(s, cards)
        if meld.rank == THREE:
            raise refuse("meld_black3_not_out")
        place_new(cfg.meld_rules, melds, None, meld, new_ranks)
    count = take_count(top, action.cards, action.melds)
    must = False
    _left, taken = split_pile(cfg.pile_rules, s.pile)
    red3s = tuple(c for c in taken if c in RED3_KINDS)
    size = s.hand_sizes[p] - len(action.cards) - sum(len(m) for m in action.melds)
    size += len(taken) - len(red3s)
    canastas = sum(1 for m in melds if m is not None and m.is_canasta)
    if not opened:
        minimum = s.minimum(side)
        if count < minimum:
            # Only the top discard counts (§3.8.4); WAIVED concealed exception (§3.12.4).
            waived = cfg.opt("OPT-CAN-CONCEALED-MINIMUM") == "WAIVED" and concealed_possible(
                s, p, taking_pile=True
            )
            after = hand[:]
            for c in taken:
                if c not in RED3_KINDS:
                    after[c] += 1
            if not waived or not (size == 0 or _able_after(s, p, after, melds)):
                raise refuse("opening_below_minimum", minimum=minimum, count=count)
            must = True
    goes_out = check_hand_after(s, size, canastas, True, meld_count(melds))
    return TakePlan(hand, size, melds, red3s, taken, not opened, count, must, goes_out)


def _able_after(s: CanastaState, p: int, hand: list[int], melds: list[Meld | None]) -> bool:
    plan = go_out_plan(s.config, hand, melds, True, 0, True)
    return plan is not None


_RED3_D, _RED3_H = RED3_KINDS


def has_red3(cards: list[int]) -> bool:
    return _RED3_D in cards or _RED3_H in cards


def listed_take_plan(s: CanastaState, action: act.TakePile) -> TakePlan:
    """The plan ``check_take`` would return for a take the engine listed, unchecked."""
    p = s.current
    cfg = s.config
    side = cfg.side_of[p]
    top = s.pile[-1]
    rank = top >> 2
    hand = s.hands[p][:]
    for c in action.cards:
        hand[c] -= 1
    melds = s.melds[side][:]
    target = melds[rank]
    group = (top, *action.cards)
    melds[rank] = Meld(rank, group) if target is None else target.extended(group)
    n_cards = len(action.cards)
    for cards in action.melds:
        for c in cards:
            hand[c] -= 1
        n_cards += len(cards)
        meld = Meld(meld_rank(cards), cards)
        melds[meld.rank] = meld
    opened = s.opened[side]
    # What the take counts matters only to an opening (§3.8.4): commit_take reads it then.
    count = 0 if opened else take_count(top, action.cards, action.melds)
    pile = s.pile
    # The whole pile but the top card, or split_pile's share of it (§3.10.4).
    taken = pile[:-1] if not cfg.pile_rules.pickup else split_pile(cfg.pile_rules, pile)[1]
    # Red 3s in the pile are rare: two searches in C answer for most piles.
    red3s = tuple(c for c in taken if c in RED3_KINDS) if has_red3(taken) else ()
    size = s.hand_sizes[p] - n_cards + len(taken) - len(red3s)
    must = not opened and count < s.minimum(side)
    return TakePlan(hand, size, melds, red3s, taken, not opened, count, must, size == 0)


def apply_take(s: CanastaState, action: act.TakePile) -> list[Event]:
    return commit_take(s, action, check_take(s, action))


def commit_take(s: CanastaState, action: act.TakePile, plan: TakePlan) -> list[Event]:
    """Apply a pile take whose plan is known (checked, or listed by the engine)."""
    p = s.current
    side = s.config.side_of[p]
    top = s.pile[-1]
    hand = plan.hand
    if s.known[p].count(0) != N_KINDS:  # only cards taken with the pile are known; most hands none
        forget_known(s, p, list(action.cards) + [c for m in action.melds for c in m])
    known = s.known[p][:]
    # The red 3s among the taken cards go down (plan.red3s), the rest into the hand.
    to_hand = [c for c in plan.taken if c not in RED3_KINDS] if plan.red3s else plan.taken
    for c in to_hand:
        hand[c] += 1
        known[c] += 1  # public: everybody saw these cards go into the hand
    s.known[p] = known
    s.hands[p] = hand
    s.hand_sizes[p] = plan.size
    s.melds[side] = plan.melds
    if plan.red3s:
        s.red3s[side] = s.red3s[side] + plan.red3s  # §3.10.4 step 5: no replacement
    s.pile = []
    s.freeze_index = -1
    s.opened[side] = True
    s.took_pile = True
    s.turn_put_down = True
    s.must_go_out = plan.must_go_out
    s.phase = Phase.PLAY
    events = [
        event("take_pile", p, (top, *action.cards), {"rank": rank_name(top >> 2)}),
        *(event("meld", p, m, {"rank": rank_name(plan_rank(m))}) for m in action.melds),
        event("pile_to_hand", p, tuple(to_hand)),
    ]
    if plan.red3s:
        events.append(event("red3", p, plan.red3s, {"from_pile": True}))
    if plan.opening:
        events.append(event("opened", p, data={"count": plan.count}))
    if plan.goes_out:
        go_out(s, p, events)
    return events
