"""The shuffle that names every deal: the same deck as ``random.Random.shuffle``."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_gui.engine.cards import make_deck, shuffled_deck


@settings(max_examples=200)
@given(st.integers(1, 6), st.sampled_from([0, 2]), st.text(max_size=20) | st.integers())
def test_the_written_out_shuffle_deals_random_shuffles_deck(
    decks: int, jokers: int, seed: str | int
) -> None:
    # docs/rules.md §1.5: a deal is the seed's shuffle; saved games and golden deals made
    # with random.shuffle must deal the same cards.
    reference = make_deck(decks, jokers)
    random.Random(str(seed)).shuffle(reference)
    assert shuffled_deck(decks, seed, jokers) == reference
