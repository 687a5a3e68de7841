"""Meld rules as a parameter object, and the meld checks Canasta and Hand and Foot share.

:class:`MeldRules` says what differs between the two games (docs/rules.md §3.7, §4.6):
the wild-card limit, the size cap, wild melds, black-3 melds, whether a completed
meld is closed (a Hand and Foot book) and the Canasta option on wild cards added to
a natural canasta. The functions below are the only meld-shape checks in the
engine; each raises :class:`IllegalAction` and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from canasta_gui.engine.cards import BLACK3_KINDS, JOKER, RED3_KINDS, THREE, TWO, card_code
from canasta_gui.engine.cards import rank_name as _rank_name
from canasta_gui.engine.errors import refuse
from canasta_gui.engine.rummy.melds import WILD_RANK, Meld, WildLimit

Cards = tuple[int, ...]

#: A meld of this many cards is a canasta (docs/rules.md §3.7.7) or a book (§4.6.5).
COMPLETE = 7


@dataclass(frozen=True, slots=True)
class MeldRules:
    """What one game allows on the table."""

    wild_limit: WildLimit
    #: Largest meld allowed; 0 means no limit (Canasta §3.7.7; Hand and Foot caps at 7, §4.6.4).
    max_size: int = 0
    #: Melds of wild cards only (Hand and Foot §4.6.3).
    wild_melds: bool = False
    #: A going-out meld of black 3s (Canasta §3.7.8; the caller enforces the timing).
    black3_melds: bool = False
    #: A completed meld is a closed book and frees its rank for a new meld (§4.6.5-§4.6.6).
    books_close: bool = False
    #: OPT-CAN-WILD-ON-NATURAL-CANASTA = FORBIDDEN (Canasta §3.7.7).
    no_wild_on_natural: bool = False
    #: The refusal for a meld past ``max_size``: Canasta's 8-card cap (OPT-CAN-CANASTA-MAX)
    #: says so in its own words rather than as Hand and Foot's book limit.
    too_big_code: str = "meld_too_big"

    def capacity(self, naturals: int, size_now: int = 0) -> int:
        """Most wild cards a rank meld with ``naturals`` may hold (size cap included)."""
        cap = self.wild_limit.capacity(naturals)
        if self.max_size and cap > self.max_size - naturals:
            cap = self.max_size - naturals
        return cap


def rank_name(rank: int) -> str:
    """A meld rank as messages and saves write it (``"K"``, ``"wild"``)."""
    return "wild" if rank == WILD_RANK else _rank_name(rank)


def check_limit(rules: MeldRules, naturals: int, wilds: int) -> None:
    """The wild-card limit (docs/rules.md §3.7.2, §4.6.2) on a meld's result."""
    limit = rules.wild_limit
    code = limit.violation(naturals, wilds)
    if code is not None:
        raise refuse(code, limit=limit.max_wild)


def new_meld(rules: MeldRules, cards: Cards) -> Meld:
    """A new meld's shape (§3.7.1-§3.7.3, §3.7.8, §4.6.1-§4.6.4); ownership is the caller's."""
    if len(cards) < 3:
        raise refuse("meld_too_small")
    rank = -1
    wilds = 0
    black3 = 0
    for c in cards:
        if c == JOKER or c >> 2 == TWO:
            wilds += 1
        elif c in RED3_KINDS:
            raise refuse("meld_red3")
        elif c in BLACK3_KINDS:
            if not rules.black3_melds:
                raise refuse("meld_three")  # §4.5: black 3s are never melded in H&F
            black3 += 1
        elif rank < 0:
            rank = c >> 2
        elif c >> 2 != rank:
            raise refuse("meld_mixed_ranks")
    if rules.max_size and len(cards) > rules.max_size:
        raise refuse(rules.too_big_code, limit=rules.max_size)  # §3.7.7, §4.6.4
    if black3:
        if rank >= 0:
            raise refuse("meld_mixed_ranks")
        if wilds:
            raise refuse("meld_black3_wild")  # §3.7.8: no wild cards with black 3s
        return Meld(THREE, tuple(cards))
    if rank < 0 and rules.wild_melds:
        return Meld(WILD_RANK, tuple(cards))  # §4.6.3: a wild meld, jokers and 2s mixed
    check_limit(rules, len(cards) - wilds, wilds)
    if wilds and len(cards) - wilds >= COMPLETE and rules.no_wild_on_natural:
        raise refuse("layoff_wild_natural_canasta")  # naturals first (§3.7.2, §3.7.7)
    return Meld(rank, tuple(cards))


def meld_rank(cards: Cards) -> int:
    """The slot of a new meld ``new_meld`` accepted: its natural rank, ``THREE`` for black
    3s, ``WILD_RANK`` for wild cards only."""
    for c in cards:
        if c != JOKER and c >> 2 != TWO:
            return c >> 2
    return WILD_RANK


def extend_meld(rules: MeldRules, meld: Meld, cards: Cards) -> Meld:
    """``meld`` with ``cards`` added, checked once on the result (§3.7.2, §3.7.5, §4.6)."""
    if meld.rank == THREE:
        raise refuse("layoff_black3")
    if rules.books_close and meld.size >= COMPLETE:
        raise refuse("meld_book_closed")  # §4.6.5: no card is added to a book
    wild = False
    for c in cards:
        if c == JOKER or c >> 2 == TWO:
            wild = True
        elif c in BLACK3_KINDS:
            raise refuse("layoff_black3" if rules.black3_melds else "meld_three")
        elif meld.rank == WILD_RANK:
            raise refuse("layoff_wild_meld")  # §4.6.3: no natural joins a wild meld
        elif c >> 2 != meld.rank:
            raise refuse("layoff_wrong_rank", rank=rank_name(meld.rank))
    # §3.7.2 judges one action "as if the naturals went down first": a natural
    # meld that those naturals make a canasta is a natural canasta for the wilds.
    if wild and meld.is_natural and rules.no_wild_on_natural:
        naturals = sum(1 for c in cards if c != JOKER and c >> 2 != TWO)
        if meld.size + naturals >= COMPLETE:
            raise refuse("layoff_wild_natural_canasta")
    new = meld.extended(tuple(cards))
    if rules.max_size and new.size > rules.max_size:
        raise refuse(rules.too_big_code, limit=rules.max_size)  # §4.6.4: never 8 cards
    if meld.rank != WILD_RANK:
        check_limit(rules, new.naturals, new.wilds)
    return new


def place_new(
    rules: MeldRules,
    slots: list[Meld | None],
    books: list[Meld] | None,
    meld: Meld,
    new_ranks: set[int],
) -> None:
    """Put a new meld in its rank slot: one (open) meld per rank and side (§3.7.4, §4.6.6).

    Under ``books_close`` a meld of 7 cards goes straight to ``books`` and its rank
    stays free. ``new_ranks`` collects the ranks opened by this action.
    """
    r = meld.rank
    if slots[r] is not None:
        raise refuse("meld_rank_twice" if r in new_ranks else "meld_rank_exists", rank=rank_name(r))
    if rules.books_close and meld.size >= COMPLETE and books is not None:
        books.append(meld)
        return
    slots[r] = meld
    new_ranks.add(r)


def close_book(slots: list[Meld | None], books: list[Meld], rank: int) -> bool:
    """Move a 7-card open meld of ``rank`` to ``books`` (§4.6.5); True if it moved."""
    meld = slots[rank]
    if meld is None or meld.size < COMPLETE:
        return False
    books.append(meld)
    slots[rank] = None
    return True


def take_from(hand: list[int], cards: Sequence[int]) -> None:
    """Check that ``hand`` (a copy) holds ``cards`` and remove them."""
    for c in cards:
        if not 0 <= c < len(hand) or hand[c] <= 0:
            raise refuse("card_not_in_hand", card=card_code(c) if 0 <= c <= JOKER else "?")
        hand[c] -= 1


# -- the same shape rules on counts (legal listing) -----------------------------------------
#
# The legal-action listings of both games judge many candidate melds of one natural
# rank plus wild cards. ``new_meld`` and ``extend_meld`` build a :class:`Meld` and raise;
# these answer the same question from counts alone, for candidates whose naturals are of
# one rank that may be melded (never a 3). A property test holds them to the full checks.


def new_shape_ok(rules: MeldRules, naturals: int, wilds: int) -> bool:
    """Would ``new_meld`` accept ``naturals`` naturals of one rank and ``wilds`` wild cards?"""
    size = naturals + wilds
    if size < 3 or (rules.max_size and size > rules.max_size):
        return False
    if not naturals and rules.wild_melds:
        return True  # §4.6.3: a wild meld
    if rules.wild_limit.violation(naturals, wilds) is not None:
        return False
    return not (wilds and naturals >= COMPLETE and rules.no_wild_on_natural)


def extend_shape_ok(rules: MeldRules, meld: Meld, naturals: int, wilds: int) -> bool:
    """Would ``extend_meld`` accept ``naturals`` of the meld's rank and ``wilds`` on ``meld``?"""
    rank = meld.rank
    if rank == THREE or (rules.books_close and meld.size >= COMPLETE):
        return False
    if rank == WILD_RANK and naturals:
        return False
    if wilds and meld.wilds == 0 and rules.no_wild_on_natural and meld.size + naturals >= COMPLETE:
        return False
    if rules.max_size and meld.size + naturals + wilds > rules.max_size:
        return False
    return (
        rank == WILD_RANK
        or rules.wild_limit.violation(meld.naturals + naturals, meld.wilds + wilds) is None
    )
