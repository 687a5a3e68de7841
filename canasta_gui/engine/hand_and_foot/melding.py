"""Melding and laying off (docs/rules.md §4.6, §4.7): one action, checked whole, then applied.

Lay-offs go onto the side's open melds first, so a book they complete frees its
rank for a new meld in the same action (§4.6.6); then the new melds are placed in
the order given, each checked by the shared rummy meld rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from canasta_gui.engine.errors import refuse
from canasta_gui.engine.events import Event, quick_event
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.checks import (
    FOOT,
    OUT,
    forget_known,
    hand_after,
    mark_acted,
)
from canasta_gui.engine.hand_and_foot.flow import go_out, pick_up_foot
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, book_counts
from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP
from canasta_gui.engine.rummy.meld_rules import (
    MeldRules,
    close_book,
    extend_meld,
    meld_rank,
    new_meld,
    place_new,
    rank_name,
)
from canasta_gui.engine.rummy.melds import WILD_RANK, Meld
from canasta_gui.engine.rummy.turn_checks import check_meld_cards, require

Cards = tuple[int, ...]


@dataclass(slots=True)
class MeldPlan:
    hand: list[int]
    size: int
    melds: list[Meld | None]
    books: tuple[Meld, ...]
    opening: bool
    count: int
    outcome: str | None


def lay_off(
    rules: MeldRules,
    slots: list[Meld | None],
    books: list[Meld],
    layoffs: tuple[tuple[int, Cards], ...],
) -> None:
    """Cards onto the side's open melds, grouped by rank and checked on the result."""
    added: dict[int, Cards] = {}
    for rank, cards in layoffs:
        if not cards:
            raise refuse("empty_action")
        if not 0 <= rank <= WILD_RANK:
            raise refuse("layoff_no_meld", rank="?")
        added[rank] = added[rank] + tuple(cards) if rank in added else tuple(cards)
    for rank, cards in added.items():
        meld = slots[rank]
        if meld is None:
            if any(b.rank == rank for b in books):
                raise refuse("meld_book_closed")  # §4.6.5: only a book of that rank
            raise refuse("layoff_no_meld", rank=rank_name(rank))
        slots[rank] = extend_meld(rules, meld, cards)
        close_book(slots, books, rank)


def place_melds(
    rules: MeldRules,
    slots: list[Meld | None],
    books: list[Meld],
    groups: tuple[Cards, ...],
    new_ranks: set[int],
) -> int:
    """New melds in order (§4.6.1-§4.6.6); returns their count value (§4.7)."""
    count = 0
    for cards in groups:
        meld = new_meld(rules, cards)
        place_new(rules, slots, books, meld, new_ranks)
        count += meld.value
    return count


def check_meld(s: HandFootState, action: act.Meld) -> MeldPlan:
    """Validate a :class:`Meld` action without changing ``s``."""
    if s.phase != Phase.PLAY:
        require(s, (Phase.PLAY,), QT_TRANSLATE_NOOP("engine", "meld in your meld phase"))
    p = s.current
    cfg = s.config
    side = cfg.side_of[p]
    hand, n_cards = check_meld_cards(s, action.melds, action.layoffs)
    opened = s.opened[side]
    if not opened and action.layoffs:
        raise refuse("layoff_before_opening")  # §4.7: the opening is new melds only
    slots = s.melds[side][:]
    books = list(s.books[side])
    rules = cfg.meld_rules
    if action.layoffs:
        lay_off(rules, slots, books, action.layoffs)
    count = place_melds(rules, slots, books, action.melds, set()) if action.melds else 0
    if not opened and count < s.minimum(side):
        raise refuse("opening_below_minimum", minimum=s.minimum(side), count=count)
    size = s.hand_sizes[p] - n_cards
    if s.feet[p] is None:
        outcome = hand_after(s, p, size, hand, slots, book_counts(tuple(books)), True)
    else:
        outcome = FOOT if size == 0 else None  # §4.9: the hand phase never goes out
    return MeldPlan(hand, size, slots, tuple(books), not opened, count, outcome)


def apply_meld(s: HandFootState, action: act.Meld) -> list[Event]:
    return commit_meld(s, action, check_meld(s, action))


def commit_meld(s: HandFootState, action: act.Meld, plan: MeldPlan) -> list[Event]:
    """Apply a Meld action whose plan is known (checked, or listed by the engine)."""
    p = s.current
    side = s.config.side_of[p]
    mark_acted(s, p)
    before = len(s.books[side])
    s.hands[p] = plan.hand
    s.hand_sizes[p] = plan.size
    s.melds[side] = plan.melds
    s.books[side] = plan.books
    s.opened[side] = True
    known = s.known[p]
    events = []
    for m in action.melds:
        events.append(quick_event("meld", p, m, {"rank": rank_name(meld_rank(m))}))
        if any(known[c] for c in m):
            forget_known(s, p, m)
            known = s.known[p]
    for r, cards in action.layoffs:
        events.append(quick_event("layoff", p, cards, {"rank": rank_name(r)}))
        if any(known[c] for c in cards):
            forget_known(s, p, cards)
            known = s.known[p]
    if len(plan.books) > before:
        events += book_events(p, plan.books[before:])
    if plan.opening:
        events.append(Event("opened", p, data={"count": plan.count}))
    if plan.outcome == OUT:
        go_out(s, p, events)
    elif plan.outcome == FOOT:
        pick_up_foot(s, p, events)
    return events


def book_events(player: int, books: tuple[Meld, ...]) -> list[Event]:
    """One event per book completed by an action (§4.6.5), naming its kind."""
    return [
        Event("book", player, b.cards, {"rank": rank_name(b.rank), "kind": b.kind}) for b in books
    ]
