"""Can a foot-phase player go out this turn, and how? (docs/rules.md §4.10).

The test depends only on the hand, the side's open melds and book counts, the
opening status and whether a final discard is allowed. Every card but the final
discard must go down: naturals onto their rank's open meld (completing it as a
book before a new meld of that rank may start, §4.6.6) or into new melds of 3-7
cards within the one-third wild ratio (§4.6.2-§4.6.4); wild cards may also go to
the wild meld. A dynamic programme over the ranks, with the wild cards as a
shared budget, tracks the clean and dirty books gained (capped at what §4.10.2
(a) needs); the wild meld takes the wild cards left over.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from canasta_gui.engine.cards import (
    ACE,
    BLACK3_KINDS,
    FOUR,
    JOKER,
    RED3_KINDS,
    RUMMY_VALUE,
    TWO_KINDS,
)
from canasta_gui.engine.rummy.meld_rules import COMPLETE
from canasta_gui.engine.rummy.melds import WILD_RANK, Meld

#: (new melds, lay-offs, final discard or None), as a Meld action and a Discard take them.
GoOutPlan = tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, tuple[int, ...]], ...], int | None]
Gain = tuple[int, int]  # clean and dirty books gained, each capped at 2
Chunk = tuple[int, int]  # naturals and wild cards of one new meld (or one fill)

NEED_CLEAN, NEED_DIRTY, NEED_WILD = 2, 2, 1  # §4.10.2 (a)


def books_missing(books: tuple[int, int, int]) -> tuple[int, int, int]:
    """The (clean, dirty, wild) books a side with ``books`` still needs to go out
    (§4.10.2 a)."""
    clean, dirty, wild = books
    return (max(0, NEED_CLEAN - clean), max(0, NEED_DIRTY - dirty), max(0, NEED_WILD - wild))


def feet_allow_going_out(
    foot_down: Sequence[bool], foot_played: Sequence[bool], partners: Sequence[int]
) -> bool:
    """The feet let a side go out: one partner plays from their foot while the other has
    played from theirs (§4.10.2 b: a player goes out from the foot, and only once the partner
    has played from their foot)."""
    a, b = partners
    return (not foot_down[a] and foot_played[b]) or (not foot_down[b] and foot_played[a])


_CACHE: dict = {}
_CACHE_SIZE = 50_000
_MISSING = object()


def go_out_plan(
    hand: Sequence[int],
    slots: Sequence[Meld | None],
    books: tuple[int, int, int],
    opened: bool,
    minimum: int,
    discard_allowed: bool,
) -> GoOutPlan | None:
    """A way to empty ``hand`` this turn with 2 clean, 2 dirty and 1 wild book, or ``None``.

    ``books`` is the side's (clean, dirty, wild) book count now; ``minimum`` the opening
    count still needed when the side has not opened.
    """
    key = (tuple(hand), tuple(slots), books, opened, minimum, discard_allowed)
    found = _CACHE.get(key, _MISSING)
    if found is _MISSING:
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.clear()
        found = _CACHE[key] = _search(hand, slots, books, opened, minimum, discard_allowed)
    return found


def _search(
    hand: Sequence[int],
    slots: Sequence[Meld | None],
    books: tuple[int, int, int],
    opened: bool,
    minimum: int,
    discard_allowed: bool,
) -> GoOutPlan | None:
    if hand[RED3_KINDS[0]] or hand[RED3_KINDS[1]]:
        return None  # red 3s are placed, never melded or discarded (§4.5)
    naturals = [0] * 13
    for r in range(FOUR, ACE + 1):
        b = r * 4
        naturals[r] = hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3]
    wilds = hand[JOKER] + sum(hand[k] for k in TWO_KINDS)
    size = sum(naturals) + wilds
    black3 = hand[BLACK3_KINDS[0]] + hand[BLACK3_KINDS[1]]
    size += black3
    if not _enough_cards(size, slots, books):
        return None
    # A black 3 can only be the final discard (§4.5), and so can a lone natural with
    # no open meld to join: two such cards and nothing works.
    forced = [k for k in BLACK3_KINDS for _ in range(hand[k])]
    for r in range(FOUR, ACE + 1):
        if naturals[r] == 1 and slots[r] is None:
            forced.append(next(k for k in range(r * 4, r * 4 + 4) if hand[k]))
    if len(forced) > (1 if discard_allowed else 0):
        return None
    choices: list[int | None]
    if forced:
        choices = [forced[0]]
    else:
        choices = [None]
        if discard_allowed:
            for r in range(FOUR, ACE + 1):
                if naturals[r]:
                    choices.append(next(k for k in range(r * 4, r * 4 + 4) if hand[k]))
            if hand[JOKER]:
                choices.append(JOKER)
            two = next((k for k in TWO_KINDS if hand[k]), None)
            if two is not None:
                choices.append(two)
    total = 0 if opened else sum(RUMMY_VALUE[k] * n for k, n in enumerate(hand) if n)
    for discard in choices:
        if not opened and total - (RUMMY_VALUE[discard] if discard is not None else 0) < minimum:
            continue  # an opening that melds everything still falls short (§4.7)
        plan = _try(hand, naturals, wilds, slots, books, discard)
        if plan is not None:
            return plan
    return None


def _enough_cards(size: int, slots: Sequence[Meld | None], books: tuple[int, int, int]) -> bool:
    """A quick bound: each missing book needs cards from the hand to complete it."""
    missing = max(0, NEED_CLEAN - books[0]) + max(0, NEED_DIRTY - books[1])
    missing += max(0, NEED_WILD - books[2])
    if not missing:
        return True
    gaps = sorted(COMPLETE - m.size for m in slots if m is not None)
    gaps += [COMPLETE] * missing
    return sum(gaps[:missing]) <= size


def _try(
    hand: Sequence[int],
    naturals_in: list[int],
    wilds: int,
    slots: Sequence[Meld | None],
    books: tuple[int, int, int],
    discard: int | None,
) -> GoOutPlan | None:
    naturals = naturals_in[:]
    if discard is not None:
        if discard == JOKER or discard >> 2 == 0:
            wilds -= 1
        elif discard not in BLACK3_KINDS:
            naturals[discard >> 2] -= 1
    # states: (wild cards used, clean gained, dirty gained) -> the choices that got there
    states: dict[tuple[int, int, int], tuple] = {(0, 0, 0): ()}
    for r in range(FOUR, ACE + 1):
        meld = slots[r]
        n = naturals[r]
        if meld is None and n == 0:
            continue
        has = meld is not None
        on, ow = (meld.naturals, meld.wilds) if has else (0, 0)
        nxt: dict[tuple[int, int, int], tuple] = {}
        for (used, c, d), how in states.items():
            for x in range(wilds - used + 1):
                for (gc, gd), recipe in _rank_outcomes(has, on, ow, n, x).items():
                    key = (used + x, min(2, c + gc), min(2, d + gd))
                    if key not in nxt:
                        nxt[key] = (*how, (r, recipe))
        if not nxt:
            return None
        states = nxt
    wild_meld = slots[WILD_RANK]
    for (used, c, d), how in states.items():
        if books[0] + c < NEED_CLEAN or books[1] + d < NEED_DIRTY:
            continue
        outs = _wild_outcomes(wild_meld.size if wild_meld is not None else -1, wilds - used)
        for gw, recipe in outs.items():
            if books[2] + gw >= NEED_WILD:
                return _build(hand, discard, (*how, (WILD_RANK, recipe)))
    return None


@cache
def _fresh(n: int, x: int) -> dict[Gain, tuple[Chunk, ...]]:
    """New melds of one rank for ``n`` naturals and ``x`` wild cards: books of 7, then at
    most one open meld of 3-6 (§4.6.1-§4.6.6)."""
    if n == 0 and x == 0:
        return {(0, 0): ()}
    out: dict[Gain, tuple[Chunk, ...]] = {}
    if n == 0:
        return out
    for t in range(3, COMPLETE + 1):
        for b in range(min(x, t) + 1):
            a = t - b
            if a > n or a < 2 * b:
                continue
            if t == COMPLETE:
                gain = (1, 0) if b == 0 else (0, 1)
                for (gc, gd), rest in _fresh(n - a, x - b).items():
                    out.setdefault((min(2, gain[0] + gc), min(2, gain[1] + gd)), ((a, b), *rest))
            elif a == n and b == x:
                out.setdefault((0, 0), ((a, b),))
    return out


@cache
def _rank_outcomes(
    has: bool, on: int, ow: int, n: int, x: int
) -> dict[Gain, tuple[Chunk | None, tuple[Chunk, ...]]]:
    """What ``n`` naturals and ``x`` wild cards of one rank can make: ``{gain: (fill of the
    open meld, new melds)}``. The open meld must be a book before a new meld starts."""
    if not has:
        return {g: (None, chunks) for g, chunks in _fresh(n, x).items()}
    out: dict[Gain, tuple[Chunk | None, tuple[Chunk, ...]]] = {}
    room = COMPLETE - on - ow
    for b in range(min(x, room) + 1):
        for a in range(min(n, room - b) + 1):
            if on + a < 2 * (ow + b):
                continue  # §4.6.2 on the result
            if a + b < room:
                if a == n and b == x:
                    out.setdefault((0, 0), ((a, b), ()))
                continue
            gain = (1, 0) if ow + b == 0 else (0, 1)
            for (gc, gd), chunks in _fresh(n - a, x - b).items():
                out.setdefault((min(2, gain[0] + gc), min(2, gain[1] + gd)), ((a, b), chunks))
    return out


@cache
def _wild_outcomes(size: int, x: int) -> dict[int, tuple[int, tuple[int, ...]]]:
    """``x`` wild cards on the wild meld (``size`` cards, -1 for none) and new wild melds:
    ``{wild books gained (capped at 1): (fill, new meld sizes)}`` (§4.6.3, §4.6.6)."""
    fill = 0
    gained = 0
    if size >= 0:
        room = COMPLETE - size
        if x <= room:
            return {1 if x == room else 0: (x, ())}
        fill, gained, x = room, 1, x - room
    if x == 0:
        return {min(1, gained): (fill, ())}
    sevens, rest = divmod(x, COMPLETE)
    if rest and rest < 3:
        return {}
    sizes = (COMPLETE,) * sevens + ((rest,) if rest else ())
    return {min(1, gained + sevens): (fill, sizes)}


def _build(hand: Sequence[int], discard: int | None, how: tuple) -> GoOutPlan:
    pool = list(hand)
    if discard is not None:
        pool[discard] -= 1
    wild_cards = [k for k in (JOKER, *TWO_KINDS) for _ in range(pool[k])]
    melds: list[tuple[int, ...]] = []
    layoffs: list[tuple[int, tuple[int, ...]]] = []
    for rank, recipe in how:
        if rank == WILD_RANK:
            fill, sizes = recipe
            if fill:
                layoffs.append((WILD_RANK, tuple(wild_cards[:fill])))
                del wild_cards[:fill]
            for t in sizes:
                melds.append(tuple(wild_cards[:t]))
                del wild_cards[:t]
            continue
        nat = [k for k in range(rank * 4, rank * 4 + 4) for _ in range(pool[k])]
        fill, chunks = recipe
        for i, (a, b) in enumerate(((fill,) if fill else ()) + chunks):
            cards = tuple(nat[:a]) + tuple(wild_cards[:b])
            del nat[:a]
            del wild_cards[:b]
            if not cards:
                continue
            if i == 0 and fill:
                layoffs.append((rank, cards))
            else:
                melds.append(cards)
    return tuple(melds), tuple(layoffs), discard
