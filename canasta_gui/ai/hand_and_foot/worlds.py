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

from canasta_gui.ai.rummy import worlds as rummy
from canasta_gui.engine.cards import N_KINDS
from canasta_gui.engine.hand_and_foot.checks import able_to_go_out
from canasta_gui.engine.hand_and_foot.observation import Observation
from canasta_gui.engine.hand_and_foot.options import FOOT_SIZE
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase

#: Attempts at a world in which a player who asked "may I go out?" under OPTIONAL
#: permission is able to go out (that question is only accepted then, §4.10.2 c).
ASKER_TRIES = 40


def unseen_counts(obs: Observation) -> list[int]:
    """Per kind, the cards this seat has not seen: other hands, feet still down, the stock."""
    return rummy.unseen_counts(obs, (*obs.melds, *obs.books))


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
    return rummy.consistent(
        _draw_world, obs, rng, asker if infer else -1, ASKER_TRIES, able_to_go_out
    )


def _draw_world(obs: Observation, rng: random.Random) -> HandFootState:
    # A red 3 is placed at its owner's first replenish (§4.4 step 2); the sample keeps
    # unseen red 3s out of hands (feet and stock only), as after everyone's first turn.
    seed, hands, pool = rummy.deal_hidden(obs, rng, unseen_counts(obs))
    s = object.__new__(HandFootState)
    rummy.set_public(s, obs, seed, hands)
    feet: list[list[int] | None] = []
    for p in range(obs.config.players):
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
    s.books = list(obs.books)
    # The observation does not say whether the asker had replenished before asking;
    # most players ask after the draw, so the answer returns them to the meld phase.
    s.resume = Phase.PLAY if obs.phase == Phase.ANSWER else Phase.DRAW
    return s
