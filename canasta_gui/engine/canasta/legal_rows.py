"""The compact Canasta listing's shared pieces (``legal.py`` and the modules it draws on).

Listed actions are immutable values, built once per shape and reused: per rank, a row
of what the listing offers for the naturals held (``_row``), found by the hand's four
suit counts of that rank; the Meld action builders; and the small hand helpers the
meld-phase and draw-phase listings share.
"""

from __future__ import annotations

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.state import CanastaState
from canasta_gui.engine.cards import (
    ACE,
    FOUR,
    JOKER,
    RUMMY_VALUE,
    TWO,
    TWO_KINDS,
)
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.frozen import new, unguarded

#: A meld's cards as listed: card kinds, in kind order.
Cards = tuple[int, ...]

#: The ranks a meld can have (4 to A), in rank order.
_RANKS = tuple(range(FOUR, ACE + 1))

# Listed actions are immutable values; the listing builds each shape once and reuses it.
_ONE = tuple((k,) for k in range(JOKER + 1))
_JOKER1 = _ONE[JOKER]
_MELD_ACTIONS: dict[Cards, act.Meld] = {}
_LAYOFF_ACTIONS: dict[tuple[int, Cards], act.Meld] = {}


def _meld_action(cards: Cards) -> act.Meld:
    action = _MELD_ACTIONS.get(cards)
    if action is None:
        if len(_MELD_ACTIONS) > 50_000:
            _MELD_ACTIONS.clear()
        action = _MELD_ACTIONS[cards] = act.Meld((cards,))
    return action


def _layoff_action(rank: int, cards: Cards) -> act.Meld:
    key = (rank, cards)
    action = _LAYOFF_ACTIONS.get(key)
    if action is None:
        if len(_LAYOFF_ACTIONS) > 50_000:
            _LAYOFF_ACTIONS.clear()
        action = _LAYOFF_ACTIONS[key] = act.Meld((), (key,))
    return action


def _row(nat: Cards) -> tuple:
    """What the listing offers for the naturals ``nat`` of one rank, built once:
    ``(nat, count, new meld, lay-off, {wild kind: new meld with it})``."""
    found = _BY_NATURALS.get(nat)
    if found is None:
        r = nat[0] >> 2
        if len(_BY_NATURALS) > 50_000:
            _BY_NATURALS.clear()
        found = _BY_NATURALS[nat] = (
            nat,
            len(nat),
            _meld_action(nat),
            _layoff_action(r, nat),
            {w: _meld_action(nat + (w,)) for w in (*TWO_KINDS, JOKER)},
        )
    return found


_BY_NATURALS: dict[Cards, tuple] = {}
#: Per rank: the row of its naturals by the hand's four suit counts of that rank.
_ROWS: list[dict[tuple[int, int, int, int], tuple]] = [{} for _ in range(14)]
#: ``(rank, its four card kinds, its rows)`` for the ranks a meld can have: the kinds
#: written out, as the walks read the hand's counts of every rank each listing.
_RANK_ROWS = tuple((r, r * 4, r * 4 + 1, r * 4 + 2, r * 4 + 3, _ROWS[r]) for r in _RANKS)


def _new_row(rank: int, counts: tuple[int, int, int, int]) -> tuple:
    row = _row(tuple(rank * 4 + i for i, c in enumerate(counts) for _ in range(c)))
    _ROWS[rank][counts] = row
    return row


_T0, _T1, _T2, _T3 = TWO_KINDS


def _first_two(hand: list[int]) -> int:
    """The kind of the first 2 held (in kind order), or -1 when the hand holds none."""
    if hand[_T0] or hand[_T1] or hand[_T2] or hand[_T3]:
        return _T0 if hand[_T0] else _T1 if hand[_T1] else _T2 if hand[_T2] else _T3
    return -1


def _group_action(ms: tuple[Cards, ...]) -> act.Meld:
    """``act.Meld(ms)``, the Meld action of an opening group.

    Groups seldom repeat (a memory of them mostly grew, and kept the garbage collector
    busy with its actions), so each is built anew, past the frozen guard
    (``frozen.py``; tests/engine/test_canasta_fast_listing.py).
    """
    action = new(_MeldActionBuilder)
    action.melds = ms
    action.layoffs = ()
    action.__class__ = act.Meld
    return action  # type: ignore[return-value]


_MeldActionBuilder = unguarded(act.Meld)


def _minus(hand: list[int], cards: Cards) -> list[int]:
    h = hand[:]
    for c in cards:
        h[c] -= 1
    return h


def _value(cards: Cards | list[int]) -> int:
    return sum([RUMMY_VALUE[c] for c in cards])


def _nat_wild(cards: Cards) -> tuple[int, int]:
    """Naturals and wild cards in ``cards``."""
    wilds = 0
    for c in cards:
        if c == JOKER or c >> 2 == TWO:
            wilds += 1
    return len(cards) - wilds, wilds


def _rank_count(hand: list[int], rank: int) -> int:
    b = rank * 4
    return hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3]


def _valid(check, s: CanastaState, action) -> bool:
    try:
        check(s, action)
    except IllegalAction:
        return False
    return True
