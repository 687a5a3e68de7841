"""Determinization: complete worlds drawn from what one seat can know.

A computer player never receives the game state. To think ahead it builds a
full :class:`CanastaState` from its :class:`Observation`, filling every hidden
place (other hands, the stock) with cards drawn from those it has not seen.
Cards the whole table saw go into a hand (with the discard pile) are placed
in that hand first (docs/rules.md §1.5 "Observation"). The true hidden cards are
never an input, so a decision cannot depend on them.
"""

from __future__ import annotations

import random

from canasta_gui.engine.canasta.rules import able_to_go_out
from canasta_gui.engine.canasta.state import CanastaState, Observation
from canasta_gui.engine.cards import N_KINDS, RED3_KINDS, counts_of, make_deck


def unseen_counts(obs: Observation) -> list[int]:
    """Per kind, the cards this seat has not seen anywhere: other hands plus the stock."""
    left = counts_of(make_deck(obs.config.decks))
    for c in obs.hand:
        left[c] -= 1
    for side in obs.melds:
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
                left[k] -= known[k]
    return left


#: Attempts at a world in which a player who asked "may I go out?" can indeed go out.
ASKER_TRIES = 60


def sample_world(obs: Observation, rng: random.Random) -> CanastaState:
    """One complete state consistent with ``obs``, hidden cards drawn with ``rng``.

    The table knows more than the cards it saw: a player who asked permission
    was able to go out (docs/rules.md §3.12.3). Worlds that contradict that are
    redrawn; if none fits after a few tries the last one is returned anyway
    (only the seat's own legal moves are read from it, and those do not depend
    on hidden cards). A search uses :func:`consistent_world` instead.
    """
    world = consistent_world(obs, rng)
    return world if world is not None else _draw_world(obs, rng)


def consistent_world(obs: Observation, rng: random.Random) -> CanastaState | None:
    """Like :func:`sample_world`, but ``None`` when no consistent world was found."""
    asker = obs.asker if obs.asker >= 0 and obs.asker != obs.seat else -1
    for _ in range(ASKER_TRIES if asker >= 0 else 1):
        world = _draw_world(obs, rng)
        if asker < 0 or able_to_go_out(world, asker):
            return world
    return None


def _draw_world(obs: Observation, rng: random.Random) -> CanastaState:
    cfg = obs.config
    left = unseen_counts(obs)
    # A red 3 never stays in a hand (docs/rules.md §3.7.9): unseen ones are in the stock.
    red3s = [k for k in RED3_KINDS for _ in range(left[k])]
    pool = [k for k in range(N_KINDS) if k not in RED3_KINDS for _ in range(left[k])]
    rng.shuffle(pool)
    s = object.__new__(CanastaState)
    s.config = cfg
    s.seed = f"world-{rng.random()}"  # future deals of a sampled world are unknown too
    s.deal_no = obs.deal_no
    s.dealer = obs.dealer
    s.phase = obs.phase
    s.current = obs.current if obs.current is not None else obs.seat
    hands = []
    for p in range(cfg.players):
        if p == obs.seat:
            hands.append(counts_of(obs.hand))
            continue
        hand = list(obs.known[p])
        for _ in range(obs.hand_sizes[p] - sum(hand)):
            hand[pool.pop()] += 1
        hands.append(hand)
    s.hands = hands
    s.hand_sizes = list(obs.hand_sizes)
    pool.extend(red3s)
    rng.shuffle(pool)
    s.stock = pool  # what remains is the stock, in a random order
    s.pile = list(obs.pile)
    s.freeze_index = obs.freeze_index
    rows = []
    for side in obs.melds:
        row = [None] * 14
        for m in side:
            row[m.rank] = m
        rows.append(row)
    s.melds = rows
    s.red3s = list(obs.red3s)
    s.opened = list(obs.opened)
    s.scores = list(obs.scores)
    s.history = list(obs.history)
    s.has_melded = list(obs.has_melded)
    s.turn_melded = obs.turn_melded
    s.turn_put_down = obs.turn_melded or obs.took_pile
    s.took_pile = obs.took_pile
    s.asked_turn = obs.asker >= 0
    s.asked_deal = list(obs.asked_deal)
    s.answer = obs.answer
    s.must_go_out = obs.must_go_out
    s.asker = obs.asker
    s.known = [list(k) for k in obs.known]
    s.went_out = None
    s.winners = ()
    s.out_of_play = obs.out_of_play
    return s
