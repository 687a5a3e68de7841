"""Determinization: complete Hand and Foot worlds drawn from what one seat can know.

A computer player never receives the game state. To use the engine it builds a
full :class:`HandFootState` from its :class:`Observation`, filling every hidden
place (the other three hands, the partner's included, every foot still face
down, its own included, and the stock) with cards drawn from those it has not
seen. Cards the whole table saw go into a hand with the pile are placed in that
hand first (docs/rules.md §1.5 "Observation"). The true hidden cards are never an
input, so a decision cannot depend on them.
"""

from __future__ import annotations

import random

from canasta_gui.engine.cards import N_KINDS, RED3_KINDS, counts_of, make_deck
from canasta_gui.engine.hand_and_foot.checks import able_to_go_out
from canasta_gui.engine.hand_and_foot.observation import Observation
from canasta_gui.engine.hand_and_foot.options import FOOT_SIZE
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase

_FULL: dict[int, list[int]] = {}

#: Attempts at a world in which a player who asked "may I go out?" under OPTIONAL
#: permission is able to go out (that question is only accepted then, §4.10.2 c).
ASKER_TRIES = 40


def unseen_counts(obs: Observation) -> list[int]:
    """Per kind, the cards this seat has not seen: other hands, feet still down, the stock."""
    decks = obs.config.decks
    full = _FULL.get(decks)
    if full is None:
        full = _FULL[decks] = counts_of(make_deck(decks))
    left = full[:]
    for c in obs.hand:
        left[c] -= 1
    for rows in (obs.melds, obs.books):
        for side in rows:
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


def sample_world(obs: Observation, rng: random.Random) -> HandFootState:
    """One complete state consistent with ``obs``, hidden cards drawn with ``rng``.

    Under OPT-HF-PERMISSION = OPTIONAL the question is only accepted from a player
    able to go out, so worlds that contradict that are redrawn; if none fits, the
    last one is used (only this seat's own moves are read from it at the root).
    """
    world = consistent_world(obs, rng)
    return world if world is not None else _draw_world(obs, rng)


def consistent_world(obs: Observation, rng: random.Random) -> HandFootState | None:
    """Like :func:`sample_world`, but ``None`` when no consistent world was found."""
    asker = obs.asker
    infer = asker >= 0 and asker != obs.seat and not obs.config.permission_required
    for _ in range(ASKER_TRIES if infer else 1):
        world = _draw_world(obs, rng)
        if not infer or able_to_go_out(world, asker):
            return world
    return None


def _draw_world(obs: Observation, rng: random.Random) -> HandFootState:
    cfg = obs.config
    left = unseen_counts(obs)
    # A red 3 is placed at its owner's first replenish (§4.4 step 2); the sample keeps
    # unseen red 3s out of hands (feet and stock only), as after everyone's first turn.
    red3s = [k for k in RED3_KINDS for _ in range(left[k])]
    pool = [k for k in range(N_KINDS) if k not in RED3_KINDS for _ in range(left[k])]
    rng.shuffle(pool)
    s = object.__new__(HandFootState)
    s.config = cfg
    s.seed = f"world-{rng.random()}"  # later deals of a sampled world are unknown too
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
    feet: list[list[int] | None] = []
    for p in range(cfg.players):
        if obs.foot_down[p]:
            foot = [0] * N_KINDS
            for _ in range(FOOT_SIZE):
                foot[pool.pop()] += 1
            feet.append(foot)
        else:
            feet.append(None)
    s.feet = feet
    s.foot_played = list(obs.foot_played)
    s.stock = pool  # what remains is the stock, in a random order
    s.pile = list(obs.pile)
    rows = []
    for side in obs.melds:
        row: list = [None] * 14
        for m in side:
            row[m.rank] = m
        rows.append(row)
    s.melds = rows
    s.books = list(obs.books)
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
    # The observation does not say whether the asker had replenished before asking;
    # most players ask after the draw, so the answer returns them to the meld phase.
    s.resume = Phase.PLAY if obs.phase == Phase.ANSWER else Phase.DRAW
    s.went_out = None
    s.winners = ()
    s.out_of_play = obs.out_of_play
    return s
