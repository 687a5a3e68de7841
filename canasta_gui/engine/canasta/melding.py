"""Melding and laying off (docs/rules.md §3.7, §3.8): one action, checked whole, then applied."""

from __future__ import annotations

from dataclasses import dataclass

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.checks import (
    able_to_go_out,
    check_hand_after,
    check_new_meld,
    concealed_minimum_waived,
    extend_meld,
    forget_known,
    meld_count,
    plan_rank,
)
from canasta_gui.engine.canasta.flow import go_out
from canasta_gui.engine.canasta.state import CanastaState, Phase
from canasta_gui.engine.cards import N_KINDS, THREE, rank_name
from canasta_gui.engine.errors import refuse
from canasta_gui.engine.events import Event
from canasta_gui.engine.events import quick_event as event
from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP
from canasta_gui.engine.rummy.meld_rules import meld_rank, place_new
from canasta_gui.engine.rummy.melds import Meld
from canasta_gui.engine.rummy.turn_checks import check_meld_cards, require


@dataclass(slots=True)
class MeldPlan:
    hand: list[int]
    size: int
    melds: list[Meld | None]
    opening: bool
    count: int
    must_go_out: bool
    goes_out: bool


def check_meld(s: CanastaState, action: act.Meld) -> MeldPlan:
    """Validate a :class:`Meld` action without changing ``s``.

    ``legal._plan_trusted`` lists an opened side's going-out meld without asking this
    function, relying on the go-out search meeting every test made here: a new refusal
    for an opened side must be added there too.
    """
    if s.phase != Phase.PLAY and s.phase != Phase.LAST_MELD:  # message made only if refused
        require(
            s, (Phase.PLAY, Phase.LAST_MELD), QT_TRANSLATE_NOOP("engine", "meld in your meld phase")
        )
    p = s.current
    side = s.config.side_of[p]
    hand, n_cards = check_meld_cards(s, action.melds, action.layoffs)
    melds = s.melds[side][:]
    opened = s.opened[side]
    if not opened and action.layoffs:
        raise refuse("layoff_before_opening")  # §3.8.2
    count = 0
    new_ranks: set[int] = set()
    black3 = False
    rules = s.config.meld_rules
    for cards in action.melds:
        meld = check_new_meld(s, cards)
        place_new(rules, melds, None, meld, new_ranks)  # §3.7.4: one meld per rank
        black3 = black3 or meld.rank == THREE
        count += meld.value
    # §3.7.2: an action is checked once on its result, so every card that goes to
    # one rank (lay-offs, and a new meld of that rank) is judged together.
    added: dict[int, tuple[int, ...]] = {}
    for rank, cards in action.layoffs:
        if not 0 <= rank < 14 or melds[rank] is None:
            raise refuse("layoff_no_meld", rank=rank_name(rank) if 0 <= rank < 14 else "?")
        if not cards:
            raise refuse("empty_action")
        added[rank] = added.get(rank, ()) + tuple(cards)
    for rank, cards in added.items():
        if rank in new_ranks:
            if rank == THREE:
                raise refuse("layoff_black3")
            melds[rank] = check_new_meld(s, melds[rank].cards + cards)
        else:
            melds[rank] = extend_meld(s, melds[rank], cards)
    size = s.hand_sizes[p] - n_cards
    # §3.7.8: black 3s only on the way out: the hand empties now, or its last
    # card is the discard that follows (none follows in the LAST_MELD phase).
    if black3 and size > (1 if s.phase == Phase.PLAY else 0):
        raise refuse("meld_black3_not_out")
    canastas = sum(1 for m in melds if m is not None and m.is_canasta)
    must = s.must_go_out
    if not opened:
        minimum = s.minimum(side)
        if count < minimum:
            # §3.12.4 OPT-CAN-CONCEALED-MINIMUM = WAIVED: allowed only on the way out.
            if not concealed_minimum_waived(s, p) or not (
                size == 0 or able_to_go_out(s, p, hand, melds, True)
            ):
                raise refuse("opening_below_minimum", minimum=minimum, count=count)
            must = True
    goes_out = check_hand_after(s, size, canastas, s.phase == Phase.PLAY, meld_count(melds))
    if must and not goes_out and not able_to_go_out(s, p, hand, melds, True):
        raise refuse("must_go_out")
    return MeldPlan(hand, size, melds, not opened, count, must, goes_out)


def listed_meld_plan(s: CanastaState, action: act.Meld) -> MeldPlan:
    """The plan ``check_meld`` would return for an action the engine listed, unchecked.

    The listing judged the action already; this only works out the result: the hand,
    the side's melds, the opening count and whether the player is bound to go out.
    """
    p = s.current
    side = s.config.side_of[p]
    hand = s.hands[p][:]
    melds = s.melds[side][:]
    n_cards = 0
    count = 0
    new_ranks: list[int] = []
    for cards in action.melds:
        for c in cards:
            hand[c] -= 1
        n_cards += len(cards)
        meld = Meld(meld_rank(cards), cards)
        melds[meld.rank] = meld
        new_ranks.append(meld.rank)
        count += meld.value
    for rank, cards in action.layoffs:
        for c in cards:
            hand[c] -= 1
        n_cards += len(cards)
        # A lay-off on a meld made in the same action joins it (check_meld's result).
        melds[rank] = melds[rank].extended(cards)
    size = s.hand_sizes[p] - n_cards
    opened = s.opened[side]
    must = s.must_go_out or (not opened and count < s.minimum(side))
    return MeldPlan(hand, size, melds, not opened, count, must, size == 0)


def apply_meld(s: CanastaState, action: act.Meld) -> list[Event]:
    return commit_meld(s, action, check_meld(s, action))


def commit_meld(s: CanastaState, action: act.Meld, plan: MeldPlan) -> list[Event]:
    """Apply a Meld action whose plan is known (checked, or listed by the engine)."""
    p = s.current
    side = s.config.side_of[p]
    s.hands[p] = plan.hand
    s.hand_sizes[p] = plan.size
    s.melds[side] = plan.melds
    if s.known[p].count(0) != N_KINDS:  # only cards taken with the pile are known; most hands none
        played = [c for m in action.melds for c in m]
        played += [c for _r, cs in action.layoffs for c in cs]
        forget_known(s, p, played)
    s.opened[side] = True
    s.turn_melded = True
    s.turn_put_down = True
    s.must_go_out = plan.must_go_out
    events = [event("meld", p, m, {"rank": rank_name(plan_rank(m))}) for m in action.melds]
    events += [event("layoff", p, cs, {"rank": rank_name(r)}) for r, cs in action.layoffs]
    if plan.opening:
        events.append(event("opened", p, data={"count": plan.count}))
    if plan.goes_out:
        go_out(s, p, events)
    return events
