"""Cards, card codes and multi-deck decks.

A card is an ``int`` *kind*: ``rank * 4 + suit`` for the 52 ordinary cards and
``JOKER`` (52) for a joker. Identical cards from different decks share a kind,
so a hand is a count vector of :data:`N_KINDS` entries; that keeps clones cheap
and rank tests fast. On the outside (saves, tests, logs) cards are written as
human-readable codes: ``"10H"``, ``"QS"``, ``"2C"``, ``"JK"``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

RANK_CODES = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUIT_CODES = ("C", "D", "H", "S")

TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(13)
JOKER_RANK = 13
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)

JOKER = 52
N_KINDS = 53
N_RANKS = 14  # 13 ranks plus the joker's own "rank" slot

#: Ranks that form normal melds (docs/rules.md §2.1): A, K … 4.
NATURAL_RANKS = tuple(range(FOUR, ACE + 1))


def kind(rank: int, suit: int) -> int:
    """The card kind of ``rank`` in ``suit``."""
    return rank * 4 + suit


def rank_of(card: int) -> int:
    """Rank index of a card kind (``JOKER_RANK`` for a joker)."""
    return card >> 2


def suit_of(card: int) -> int:
    """Suit index of a card kind (the joker has none: -1)."""
    return -1 if card == JOKER else card & 3


def is_wild(card: int) -> bool:
    """Jokers and 2s are wild (docs/rules.md §2.1)."""
    return card == JOKER or card >> 2 == TWO


def is_red3(card: int) -> bool:
    return card == kind(THREE, DIAMONDS) or card == kind(THREE, HEARTS)


def is_black3(card: int) -> bool:
    return card == kind(THREE, CLUBS) or card == kind(THREE, SPADES)


def is_natural(card: int) -> bool:
    """A natural card: ranks 4 to A (docs/rules.md §2.1)."""
    return card != JOKER and card >> 2 >= FOUR


RED3_KINDS = (kind(THREE, DIAMONDS), kind(THREE, HEARTS))
BLACK3_KINDS = (kind(THREE, CLUBS), kind(THREE, SPADES))
TWO_KINDS = tuple(kind(TWO, s) for s in range(4))
WILD_KINDS = (*TWO_KINDS, JOKER)


def _rummy_value(card: int) -> int:
    # docs/rules.md §2.2: the card values shared by Canasta and Hand and Foot.
    if card == JOKER:
        return 50
    r = card >> 2
    if r in (TWO, ACE):
        return 20
    if r >= EIGHT:
        return 10
    if r >= FOUR:
        return 5
    return 0 if is_red3(card) else 5


#: Card values for Canasta and Hand and Foot, indexed by kind (docs/rules.md §2.2).
RUMMY_VALUE: tuple[int, ...] = tuple(_rummy_value(k) for k in range(N_KINDS))


def card_code(card: int) -> str:
    """The code of a card kind, e.g. ``"10H"`` or ``"JK"``."""
    if card == JOKER:
        return "JK"
    if not 0 <= card < JOKER:
        raise ValueError(f"not a card kind: {card!r}")
    return RANK_CODES[card >> 2] + SUIT_CODES[card & 3]


_CODE_TO_KIND = {card_code(k): k for k in range(N_KINDS)}


def parse_card(code: str) -> int:
    """The card kind for ``code`` (case-insensitive); ``ValueError`` if unknown."""
    if not isinstance(code, str) or len(code) > 3:
        raise ValueError(f"not a card code: {code!r}")
    found = _CODE_TO_KIND.get(code.strip().upper())
    if found is None:
        raise ValueError(f"not a card code: {code!r}")
    return found


def parse_cards(codes: Iterable[str]) -> list[int]:
    return [parse_card(c) for c in codes]


def codes(cards: Iterable[int]) -> list[str]:
    return [card_code(c) for c in cards]


def rank_name(rank: int) -> str:
    """Short rank name used in messages (``"K"``, ``"10"``, ``"joker"``)."""
    return "JK" if rank == JOKER_RANK else RANK_CODES[rank]


def make_deck(decks: int, jokers_per_deck: int = 2) -> list[int]:
    """``decks`` full decks in a fixed order (shuffle with :func:`shuffled_deck`)."""
    one = list(range(52)) + [JOKER] * jokers_per_deck
    return one * decks


def shuffled_deck(decks: int, seed: str | int, jokers_per_deck: int = 2) -> list[int]:
    """A deck shuffled by its own seeded generator, never the global one (docs/rules.md §1.5).

    Seeding ``random.Random`` with a string is stable across runs and platforms.
    """
    cards = make_deck(decks, jokers_per_deck)
    # random.Random.shuffle's own walk (Fisher-Yates, each position drawn by _randbelow's
    # rejection sampling on getrandbits), written out: the same deck for the same seed,
    # without a Python call per card, and the deck a seed names no longer depends on how a
    # later Python release shuffles (saves and replays name deals by seed).
    # tests/engine/test_cards.py compares it with random.shuffle.
    getrandbits = random.Random(str(seed)).getrandbits
    for i, n, k in _shuffle_steps(len(cards)):
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


#: Per deck size, the shuffle's positions from the top down as ``(i, i + 1, bits)``:
#: ``_randbelow(i + 1)`` draws ``bits`` bits until the number is below ``i + 1``.
_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def _shuffle_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    steps = _STEPS.get(size)
    if steps is None:
        steps = tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
        _STEPS[size] = steps
    return steps


def counts_of(cards: Iterable[int]) -> list[int]:
    """A count vector (per kind) of ``cards``."""
    out = [0] * N_KINDS
    for c in cards:
        out[c] += 1
    return out


def cards_of(counts: Sequence[int]) -> list[int]:
    """The cards of a count vector, in kind order."""
    out: list[int] = []
    for k, n in enumerate(counts):
        if n:
            out.extend([k] * n)
    return out


def sort_key(card: int) -> tuple[int, int]:
    """Hand order: naturals and threes by rank, then wild cards grouped at the end."""
    if card == JOKER:
        return (15, 0)
    r = card >> 2
    return (14 if r == TWO else r, card & 3)
