"""Shuffling Hand and Foot's five decks quickly, card for card as ``cards.shuffled_deck``.

Every new deal shuffles 270 cards, and ``random.shuffle`` spends most of that time
calling its helper once per card. :func:`shuffled_deck` takes the same random bits
from the same seeded generator in the same order (``random.Random.shuffle``'s
Fisher-Yates walk with ``_randbelow``'s rejection sampling, written out), so it
deals exactly the deck ``cards.shuffled_deck`` deals (docs/rules.md §1.5). The
module checks that once when it loads and uses ``cards.shuffled_deck`` itself if
a Python release ever shuffles differently. Nothing here is specific to Hand and
Foot; the shared core could hold it for every game.
"""

from __future__ import annotations

import random

from canasta_gui.engine import cards as _cards
from canasta_gui.engine.cards import make_deck


def _fast_shuffled_deck(decks: int, seed: str | int, jokers_per_deck: int = 2) -> list[int]:
    deck = make_deck(decks, jokers_per_deck)
    getrandbits = random.Random(str(seed)).getrandbits
    for i in range(len(deck) - 1, 0, -1):
        # _randbelow(i + 1): k random bits, drawn again while the value is too large.
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def _agrees() -> bool:
    try:
        return all(
            _fast_shuffled_deck(decks, f"check/{decks}")
            == _cards.shuffled_deck(decks, f"check/{decks}")
            for decks in (1, 5)
        )
    except Exception:  # noqa: BLE001 - any difference means: use the reference shuffle
        return False


#: ``shuffled_deck(decks, seed)``: the fast shuffle when it agrees with the reference.
shuffled_deck = _fast_shuffled_deck if _agrees() else _cards.shuffled_deck
