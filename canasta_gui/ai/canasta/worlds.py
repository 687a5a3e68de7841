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

from canasta_gui.ai.rummy import worlds as rummy
from canasta_gui.engine.canasta.rules import able_to_go_out
from canasta_gui.engine.canasta.state import CanastaState, Observation


def unseen_counts(obs: Observation) -> list[int]:
    """Per kind, the cards this seat has not seen anywhere: other hands plus the stock."""
    return rummy.unseen_counts(obs, obs.melds)


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
    return rummy.consistent(_draw_world, obs, rng, asker, ASKER_TRIES, able_to_go_out)


def _draw_world(obs: Observation, rng: random.Random) -> CanastaState:
    # A red 3 never stays in a hand (docs/rules.md §3.7.9): unseen ones are in the stock.
    seed, hands, rest = rummy.deal_hidden(obs, rng, unseen_counts(obs))
    s = object.__new__(CanastaState)
    rummy.set_public(s, obs, seed, hands)
    s.stock = rest  # what remains is the stock, in a random order
    s.freeze_index = obs.freeze_index
    s.has_melded = list(obs.has_melded)
    s.turn_melded = obs.turn_melded
    s.turn_put_down = obs.turn_melded or obs.took_pile
    s.asked_deal = list(obs.asked_deal)
    return s
