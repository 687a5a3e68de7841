"""Sampled rummy worlds: what a seat has not seen, dealt into the places it cannot see.

Canasta and Hand and Foot players build a complete state from one seat's
observation the same way: the cards the seat has not seen are shuffled, the other
hands are filled from them after the cards the table saw go into each hand with
the pile (docs/rules.md §1.5 "Observation"), and everything public is copied from
the observation. Each game's ``worlds.py`` adds what only it has (Canasta's freeze
and turn flags, Hand and Foot's feet and books). The true hidden cards are never an
input, so a decision cannot depend on them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from canasta_gui.engine.cards import N_KINDS, RED3_KINDS, counts_of, make_deck
from canasta_gui.engine.rummy.melds import Meld

World = TypeVar("World")

#: The whole deck as a count row, per number of decks (copied, never changed).
_FULL: dict[int, list[int]] = {}


def unseen_counts(obs: Any, tables: Iterable[Iterable[Meld]]) -> list[int]:
    """Per kind, the cards ``obs.seat`` has not seen: the other hands (less their known
    cards) and every face-down place. ``tables`` is every side's melds on the table."""
    decks = obs.config.decks
    full = _FULL.get(decks)
    if full is None:
        full = _FULL[decks] = counts_of(make_deck(decks))
    left = full[:]
    for c in obs.hand:
        left[c] -= 1
    for side in tables:
        for m in side:
            for c in m.cards:
                left[c] -= 1
    for row in obs.red3s:
        for c in row:
            left[c] -= 1
    for c in (*obs.pile, *obs.out_of_play):
        left[c] -= 1
    for p, known in enumerate(obs.known):
        if p != obs.seat:
            for k in range(N_KINDS):
                if known[k]:
                    left[k] -= known[k]
    return left


def deal_hidden(
    obs: Any, rng: random.Random, left: list[int]
) -> tuple[str, list[list[int]], list[int]]:
    """Deal the unseen cards ``left``: ``(seed, hands, rest)``.

    Every other hand gets its known cards, then unseen cards up to its size. Unseen
    red 3s never go into a hand (Canasta places one at once, §3.7.9; Hand and Foot at
    the owner's first replenish, §4.4, which a sample takes as done): they stay in
    ``rest``, shuffled with the cards no hand took, for the stock (and feet). ``seed``
    is the world's own, since its later deals are unknown too.
    """
    red3s = [k for k in RED3_KINDS for _ in range(left[k])]
    pool = [k for k in range(N_KINDS) if k not in RED3_KINDS for _ in range(left[k])]
    rng.shuffle(pool)
    seed = f"world-{rng.random()}"
    hands = []
    for p in range(obs.config.players):
        if p == obs.seat:
            hands.append(counts_of(obs.hand))
            continue
        hand = list(obs.known[p])
        for _ in range(obs.hand_sizes[p] - sum(hand)):
            hand[pool.pop()] += 1
        hands.append(hand)
    pool.extend(red3s)
    rng.shuffle(pool)
    return seed, hands, pool


def set_public(s: Any, obs: Any, seed: str, hands: list[list[int]]) -> None:
    """Give the world ``s`` the fields both games share, from ``obs`` and the dealt ``hands``.

    The stock and each game's own fields are the caller's.
    """
    s.config = obs.config
    s.seed = seed
    s.deal_no = obs.deal_no
    s.dealer = obs.dealer
    s.phase = obs.phase
    s.current = obs.current if obs.current is not None else obs.seat
    s.hands = hands
    s.hand_sizes = list(obs.hand_sizes)
    s.pile = list(obs.pile)
    rows = []
    for side in obs.melds:
        row: list[Meld | None] = [None] * 14
        for m in side:
            row[m.rank] = m
        rows.append(row)
    s.melds = rows
    s.red3s = list(obs.red3s)
    s.opened = list(obs.opened)
    s.scores = list(obs.scores)
    s.history = list(obs.history)
    s.known = [list(k) for k in obs.known]
    s.took_pile = obs.took_pile
    s.asked_turn = obs.asker >= 0
    s.answer = obs.answer
    s.asker = obs.asker
    s.must_go_out = obs.must_go_out
    s.went_out = None
    s.winners = ()
    s.out_of_play = obs.out_of_play


def consistent(
    draw: Callable[[Any, random.Random], World],
    obs: Any,
    rng: random.Random,
    asker: int,
    tries: int,
    able_to_go_out: Callable[[World, int], bool],
) -> World | None:
    """A world from ``draw`` in which ``asker`` (a player who asked "may I go out?", or -1)
    can go out, redrawn up to ``tries`` times; ``None`` when none fits (§3.12.3, §4.10.2 c)."""
    for _ in range(tries if asker >= 0 else 1):
        world = draw(obs, rng)
        if asker < 0 or able_to_go_out(world, asker):
            return world
    return None
