"""Determinization: complete Cassino worlds drawn from what one seat can know.

A computer player never receives the game state. To think ahead it builds a
full :class:`CassinoState` from its :class:`Observation` (docs/rules.md §1.5): the
table, this round's captures and its own hand are known; the other hands and
the stock are filled with the cards it has not seen, in a random order. Every
card played this round is either still on the table or in a capture record
(§5.6.4), so "not seen" is exactly "in another hand or in the stock". The true
hidden cards are never an input, so a decision cannot depend on them.

The table also knows that the owner of a build holds a card of its value
(§5.7.1, §5.7.5); worlds respect that, or an owner could be left without a
legal play.
"""

from __future__ import annotations

import random

from canasta_gui.engine.cassino.observation import Observation
from canasta_gui.engine.cassino.state import N_CARDS, CassinoState
from canasta_gui.engine.cassino.values import VALUE


def seen_cards(obs: Observation) -> set[int]:
    """Every card this seat has seen this round: its hand, the table, every capture."""
    seen = set(obs.hand)
    seen.update(obs.out_of_play)  # set aside for the round, face up
    seen.update(obs.loose)
    for b in obs.builds:
        seen.update(b.cards)
    for rec in obs.captures:
        seen.add(rec.card)
        seen.update(rec.taken)
    return seen


def unseen_cards(obs: Observation) -> list[int]:
    """The cards in the other hands and the stock, as far as this seat knows (sorted)."""
    seen = seen_cards(obs)
    return [c for c in range(N_CARDS) if c not in seen]


def sample_world(obs: Observation, rng: random.Random) -> CassinoState:
    """One complete state consistent with ``obs``; hidden cards drawn with ``rng``."""
    cfg = obs.config
    pool = unseen_cards(obs)
    rng.shuffle(pool)
    hands: list[list[int]] = [[] for _ in range(cfg.players)]
    hands[obs.seat] = list(obs.hand)
    # Owners of builds first get one card of each owned build's value (§5.7.5).
    for b in obs.builds:
        p = b.owner
        if p == obs.seat or any(VALUE[c] == b.value for c in hands[p]):
            continue
        if len(hands[p]) >= obs.hand_sizes[p]:
            continue  # a hand-made position that contradicts itself: nothing to keep
        for i, c in enumerate(pool):
            if VALUE[c] == b.value:
                hands[p].append(pool.pop(i))
                break
    for p in range(cfg.players):
        if p != obs.seat:
            while len(hands[p]) < obs.hand_sizes[p]:
                hands[p].append(pool.pop())
            hands[p].sort()
    s = object.__new__(CassinoState)
    s.config = cfg
    s.seed = f"world-{rng.random()}"  # the next rounds' shuffles are unknown too
    s.round_no = obs.round_no
    s.dealer = obs.dealer
    s.phase = obs.phase
    s.current = obs.current if obs.current is not None else obs.seat
    s.hands = hands
    s.stock = pool  # what remains is the stock, in a random order
    s.loose = list(obs.loose)
    s.builds = list(obs.builds)
    captured: list[list[int]] = [[] for _ in range(cfg.n_sides)]
    for rec in obs.captures:  # the piles in the order the engine fills them
        pile = captured[cfg.side_of[rec.player]]
        pile.extend(rec.taken)
        pile.append(rec.card)
    s.captured = captured
    s.log = list(obs.captures)
    s.last_captor = obs.last_captor
    s.discarded = []
    s.out_of_play = obs.out_of_play
    s.scores = list(obs.scores)
    s.history = list(obs.history)
    s.winners = obs.winners
    return s
