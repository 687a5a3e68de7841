"""Building table melds quickly for actions the engine listed (``listed.py``).

``rummy.melds.Meld`` works every derived fact out card by card and sets each through
``object.__setattr__``; a lay-off makes a new meld of all the cards again. Listed
melds and lay-offs are already known to be legal, so :func:`extended` adds only the
new cards' counts to the old meld's and :func:`made` counts a new meld once, both
setting the slots directly. They build exactly the meld ``Meld`` builds: the module
compares the two on sample melds when it loads, every slot included, and uses
``Meld`` itself if they ever differ (a new slot or a changed rule in ``rummy``). The
shared core could make ``Meld.extended`` work this way for every game.
"""

from __future__ import annotations

from collections.abc import Callable

from canasta_gui.engine.cards import JOKER, N_KINDS, RUMMY_VALUE, TWO
from canasta_gui.engine.rummy.melds import WILD_RANK, Meld

Cards = tuple[int, ...]

_IS_WILD = tuple(k == JOKER or k >> 2 == TWO for k in range(N_KINDS))
_SLOTS = (
    "rank",
    "cards",
    "naturals",
    "wilds",
    "value",
    "size",
    "is_canasta",
    "is_natural",
    "_hash",
)
_new = object.__new__


def _setters() -> tuple[Callable[[Meld, object], None], ...]:
    return tuple(Meld.__dict__[name].__set__ for name in _SLOTS)


def _build(rank: int, cards: Cards, wilds: int, value: int) -> Meld:
    meld = _new(Meld)
    size = len(cards)
    _rank(meld, rank)
    _cards(meld, cards)
    _naturals(meld, size - wilds)
    _wilds(meld, wilds)
    _value(meld, value)
    _size(meld, size)
    _is_canasta(meld, size >= 7)
    _is_natural(meld, wilds == 0)
    _hash(meld, hash((rank, cards)))
    return meld


def _fast_extended(meld: Meld, cards: Cards) -> Meld:
    wilds = meld.wilds
    value = meld.value
    for c in cards:
        value += RUMMY_VALUE[c]
        if _IS_WILD[c]:
            wilds += 1
    return _build(meld.rank, meld.cards + cards, wilds, value)


def _fast_made(rank: int, cards: Cards) -> Meld:
    wilds = 0
    value = 0
    for c in cards:
        value += RUMMY_VALUE[c]
        if _IS_WILD[c]:
            wilds += 1
    return _build(rank, cards, wilds, value)


def _same(a: Meld, b: Meld) -> bool:
    return (
        type(a) is type(b)
        and all(getattr(a, name) == getattr(b, name) for name in Meld.__slots__)
        and hash(a) == hash(b)
        and a == b
    )


def _agrees() -> bool:
    samples = [
        (8, (32, 33, 34)),
        (12, (48, 48, 49, 0)),
        (5, (20, 21, 22, 23, 20, JOKER, 3)),
        (WILD_RANK, (0, 1, JOKER)),
        (WILD_RANK, (JOKER, JOKER, 2, 3, 0, 1, 1)),
    ]
    try:
        if tuple(Meld.__slots__) != _SLOTS:
            return False
        for rank, cards in samples:
            for cut in range(1, len(cards)):
                head, tail = cards[:cut], cards[cut:]
                if len(head) >= 3 and not _same(_fast_made(rank, head), Meld(rank, head)):
                    return False
                if not _same(_fast_extended(Meld(rank, head), tail), Meld(rank, cards)):
                    return False
    except Exception:  # noqa: BLE001 - any difference means: use Meld itself
        return False
    return True


try:
    (
        _rank,
        _cards,
        _naturals,
        _wilds,
        _value,
        _size,
        _is_canasta,
        _is_natural,
        _hash,
    ) = _setters()
    _FAST = _agrees()
except (KeyError, AttributeError, ValueError):
    _FAST = False

#: ``extended(meld, cards)``: ``meld.extended(cards)``, built from the old meld's counts.
extended: Callable[[Meld, Cards], Meld] = _fast_extended if _FAST else Meld.extended
#: ``made(rank, cards)``: ``Meld(rank, cards)``, counted once.
made: Callable[[int, Cards], Meld] = _fast_made if _FAST else Meld
