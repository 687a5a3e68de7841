"""Taking the discard pile (docs/rules.md §4.8): validate the whole take, then apply it.

The top card goes down with the qualifying hand cards in the order given: first
onto the side's open meld of its rank (or its open wild meld) until that meld is a
book, then into new melds of up to 7 cards (§4.8.1). The player orders the cards,
so every split between the book and the new meld can be asked for.
"""

from __future__ import annotations

from dataclasses import dataclass

from canasta_gui.engine.cards import JOKER, RED3_KINDS, TWO
from canasta_gui.engine.errors import refuse
from canasta_gui.engine.events import Event
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.checks import (
    FOOT,
    OUT,
    forget_known,
    hand_after,
    mark_acted,
)
from canasta_gui.engine.hand_and_foot.flow import go_out, pick_up_foot, place_red3s
from canasta_gui.engine.hand_and_foot.melding import book_events, place_melds
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, book_counts
from canasta_gui.engine.rummy.meld_rules import (
    COMPLETE,
    MeldRules,
    close_book,
    extend_meld,
    new_meld,
    place_new,
    rank_name,
)
from canasta_gui.engine.rummy.melds import WILD_RANK, Meld
from canasta_gui.engine.rummy.pile import check_top_use, split_pile, take_count
from canasta_gui.engine.rummy.turn_checks import check_pile_top, hand_without

Cards = tuple[int, ...]


@dataclass(slots=True)
class TakePlan:
    hand: list[int]  # after the take, the taken cards included (red 3s not yet placed)
    size: int
    melds: list[Meld | None]
    books: tuple[Meld, ...]
    left: list[int]
    taken: list[int]
    opening: bool
    count: int
    outcome: str | None


def place_top_group(
    rules: MeldRules,
    slots: list[Meld | None],
    books: list[Meld],
    rank: int,
    group: Cards,
    new_ranks: set[int],
) -> None:
    """§4.8.1: onto the open meld of ``rank`` until it is a book, then new melds of up to 7."""
    i = 0
    meld = slots[rank]
    if meld is not None:
        i = COMPLETE - meld.size
        slots[rank] = extend_meld(rules, meld, group[:i])
        close_book(slots, books, rank)
    while i < len(group):
        place_new(rules, slots, books, new_meld(rules, group[i : i + COMPLETE]), new_ranks)
        i += COMPLETE


def check_take(s: HandFootState, action: act.TakePile) -> TakePlan:
    """Validate taking the pile (§4.8) without changing ``s``."""
    top = check_pile_top(s)
    p = s.current
    cfg = s.config
    side = cfg.side_of[p]
    hand, _n = hand_without(s.hands[p], (action.cards, *action.melds))
    check_top_use(cfg.pile_rules, top, action.cards, False, False)
    wild_top = top == JOKER or top >> 2 == TWO
    rules = cfg.meld_rules
    slots = s.melds[side][:]
    books = list(s.books[side])
    new_ranks: set[int] = set()
    rank = WILD_RANK if wild_top else top >> 2
    place_top_group(rules, slots, books, rank, (top, *action.cards), new_ranks)
    place_melds(rules, slots, books, action.melds, new_ranks)
    opened = s.opened[side]
    count = take_count(top, action.cards, action.melds)
    if not opened and count < s.minimum(side):
        # §4.7: only the top discard counts among the pile cards.
        raise refuse("opening_below_minimum", minimum=s.minimum(side), count=count)
    left, taken = split_pile(cfg.pile_rules, s.pile)
    for c in taken:
        hand[c] += 1
    size = s.hand_sizes[p] - len(action.cards) - sum(len(m) for m in action.melds) + len(taken)
    red3 = hand[RED3_KINDS[0]] + hand[RED3_KINDS[1]]
    if red3:
        # A first turn: dealt red 3s are placed and replaced now (§4.4 step 2); the
        # hand is judged after that (§4.8.3 step 5).
        size = size - red3 + min(red3, _replaceable(s.stock, red3))
    outcome = hand_after(s, p, size, hand, slots, book_counts(tuple(books)), True)
    return TakePlan(hand, size, slots, tuple(books), left, taken, not opened, count, outcome)


def _replaceable(stock: list[int], want: int) -> int:
    """How many of ``want`` red 3s the stock can replace (§4.11: none when it is empty)."""
    got = 0
    for card in reversed(stock):
        if got == want:
            break
        if card not in RED3_KINDS:
            got += 1
    return got


def apply_take(s: HandFootState, action: act.TakePile) -> list[Event]:
    plan = check_take(s, action)
    p = s.current
    side = s.config.side_of[p]
    top = s.pile[-1]
    mark_acted(s, p)
    before = len(s.books[side])
    forget_known(s, p, list(action.cards) + [c for m in action.melds for c in m])
    known = s.known[p][:]
    for c in plan.taken:
        known[c] += 1  # public: everybody saw these cards go into the hand
    s.known[p] = known
    hand = plan.hand
    s.hands[p] = hand
    s.melds[side] = plan.melds
    s.books[side] = plan.books
    s.pile = plan.left
    s.opened[side] = True
    s.took_pile = True
    s.phase = Phase.PLAY
    rank = WILD_RANK if top == JOKER or top >> 2 == TWO else top >> 2
    events = [
        Event("take_pile", p, (top, *action.cards), {"rank": rank_name(rank)}),
        *(Event("meld", p, m) for m in action.melds),
        Event("pile_to_hand", p, tuple(plan.taken)),
    ]
    events += book_events(p, plan.books[before:])
    place_red3s(s, p, hand, events)
    s.hand_sizes[p] = sum(hand)
    assert s.hand_sizes[p] == plan.size
    if plan.opening:
        events.append(Event("opened", p, data={"count": plan.count}))
    if plan.outcome == OUT:
        go_out(s, p, events)
    elif plan.outcome == FOOT:
        pick_up_foot(s, p, events)
    return events
