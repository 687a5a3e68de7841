"""Applying a meld or a pile take the engine listed itself, without judging it again.

``rules.apply_listed`` sends the melds and pile takes of ``legal.legal_actions`` here.
Each function takes the same steps in the same order as the checked path
(``melding.check_meld`` + ``commit_meld``, ``pile.check_take`` + ``apply_take``),
builds the melds without their shape checks and leaves the same state and events;
tests/engine/hand_and_foot/test_hf_fast_listing.py holds the two paths together.
An action from anywhere else goes through ``rules.apply``.
"""

from __future__ import annotations

from canasta_gui.engine.cards import JOKER, RUMMY_VALUE, TWO
from canasta_gui.engine.events import Event, quick_event
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.checks import forget_known
from canasta_gui.engine.hand_and_foot.flow import go_out, pick_up_foot, place_red3s
from canasta_gui.engine.hand_and_foot.melding import book_events
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase
from canasta_gui.engine.rummy.meld_rules import COMPLETE, meld_rank, rank_name
from canasta_gui.engine.rummy.melds import WILD_RANK, Meld
from canasta_gui.engine.rummy.pile import split_pile


def _finish(s: HandFootState, p: int, size: int, events: list[Event]) -> list[Event]:
    """§4.9, §4.10: an emptied hand brings up the foot, an emptied foot goes out (a
    listed action that empties the foot-phase hand is one that may go out)."""
    if not size:
        if s.feet[p] is None:
            go_out(s, p, events)
        else:
            pick_up_foot(s, p, events)
    return events


def listed_meld(s: HandFootState, action: act.Meld) -> list[Event]:
    """``melding.apply_meld`` for a listed action: lay-offs grouped by rank (a meld of 7
    closed as a book), then the new melds in order (§4.6)."""
    p = s.current
    side = s.config.side_of[p]
    hand = s.hands[p][:]
    n_cards = 0
    melds = action.melds
    layoffs = action.layoffs
    slots = s.melds[side][:]
    books = s.books[side]
    before = len(books)
    if layoffs:
        if len(layoffs) == 1:
            added = layoffs  # one rank: nothing to group
        else:
            grouped: dict[int, tuple[int, ...]] = {}
            for rank, cards in layoffs:
                grouped[rank] = grouped[rank] + cards if rank in grouped else cards
            added = tuple(grouped.items())
        for rank, cards in added:
            for c in cards:
                hand[c] -= 1
            n_cards += len(cards)
            meld = slots[rank].extended(cards)
            if meld.size >= COMPLETE:
                books += (meld,)  # §4.6.5: a book is closed, its rank free again
                slots[rank] = None
            else:
                slots[rank] = meld
    count = 0
    for cards in melds:
        for c in cards:
            hand[c] -= 1
        n_cards += len(cards)
        meld = Meld(meld_rank(cards), cards)
        count += meld.value
        if meld.size >= COMPLETE:
            books += (meld,)
        else:
            slots[meld.rank] = meld
    size = s.hand_sizes[p] - n_cards
    # commit_meld's steps
    if s.feet[p] is None and not s.foot_played[p]:
        s.foot_played[p] = True  # §4.10.2 (b)
    s.hands[p] = hand
    s.hand_sizes[p] = size
    s.melds[side] = slots
    s.books[side] = books
    opening = not s.opened[side]
    s.opened[side] = True
    known = s.known[p]
    events = []
    for m in melds:
        events.append(quick_event("meld", p, m, {"rank": rank_name(meld_rank(m))}))
        if any(map(known.__getitem__, m)):
            forget_known(s, p, m)
            known = s.known[p]
    for r, cards in layoffs:
        events.append(quick_event("layoff", p, cards, {"rank": rank_name(r)}))
        if any(map(known.__getitem__, cards)):
            forget_known(s, p, cards)
            known = s.known[p]
    if len(books) > before:
        events += book_events(p, books[before:])
    if opening:
        events.append(Event("opened", p, data={"count": count}))
    return _finish(s, p, size, events)


def listed_take(s: HandFootState, action: act.TakePile) -> list[Event]:
    """``pile.apply_take`` for a listed action: the top card and ``cards`` onto the open
    meld of the top's rank until it is a book, then new melds of up to 7, then the
    action's new melds; the rest of the pile (or its top 7) to the hand (§4.8)."""
    p = s.current
    cfg = s.config
    side = cfg.side_of[p]
    pile = s.pile
    top = pile[-1]
    cards = action.cards
    melds = action.melds
    hand = s.hands[p][:]
    count = RUMMY_VALUE[top]
    for c in cards:
        hand[c] -= 1
        count += RUMMY_VALUE[c]
    for m in melds:
        for c in m:
            hand[c] -= 1
            count += RUMMY_VALUE[c]
    rank = WILD_RANK if top == JOKER or top >> 2 == TWO else top >> 2
    slots = s.melds[side][:]
    books = s.books[side]
    before = len(books)
    # §4.8.1: pile.place_top_group without its checks.
    group = (top, *cards)
    i = 0
    meld = slots[rank]
    if meld is not None:
        i = COMPLETE - meld.size
        meld = meld.extended(group[:i])
        if meld.size >= COMPLETE:
            books += (meld,)
            slots[rank] = None
        else:
            slots[rank] = meld
    while i < len(group):
        chunk = group[i : i + COMPLETE]
        meld = Meld(meld_rank(chunk), chunk)
        if meld.size >= COMPLETE:
            books += (meld,)
        else:
            slots[meld.rank] = meld
        i += COMPLETE
    for m in melds:
        meld = Meld(meld_rank(m), m)
        if meld.size >= COMPLETE:
            books += (meld,)
        else:
            slots[meld.rank] = meld
    left, taken = split_pile(cfg.pile_rules, pile)
    for c in taken:
        hand[c] += 1
    # apply_take's steps
    if s.feet[p] is None and not s.foot_played[p]:
        s.foot_played[p] = True  # §4.10.2 (b)
    played = list(cards)
    for m in melds:
        played += m
    forget_known(s, p, played)
    known = s.known[p][:]
    for c in taken:
        known[c] += 1  # public: everybody saw these cards go into the hand
    s.known[p] = known
    s.hands[p] = hand
    s.melds[side] = slots
    s.books[side] = books
    s.pile = left
    opening = not s.opened[side]
    s.opened[side] = True
    s.took_pile = True
    s.phase = Phase.PLAY
    events = [
        Event("take_pile", p, group, {"rank": rank_name(rank)}),
        *(Event("meld", p, m) for m in melds),
        Event("pile_to_hand", p, tuple(taken)),
    ]
    if len(books) > before:
        events += book_events(p, books[before:])
    place_red3s(s, p, hand, events)
    size = s.hand_sizes[p] = sum(hand)
    if opening:
        events.append(Event("opened", p, data={"count": count}))
    return _finish(s, p, size, events)
