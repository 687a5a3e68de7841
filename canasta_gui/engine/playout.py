"""Uniformly random legal play, for any game: the simulator, benchmarks and tests use it.

Each seat draws from its own seeded generator, so a seat's choices do not depend on how
often the others chose and the same seed always plays the same game (docs/rules.md §1.5).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any


def play_random(
    state: Any,
    legal_actions: Callable[[Any], list],
    apply: Callable[[Any, Any], object],
    break_phase: str,
    *,
    first_only: bool = False,
    limit: int = 5_000,
) -> Any:
    """Play ``state`` to its end (or to the end of its first deal or round, ``first_only``).

    ``break_phase`` is the game's "deal (or round) over" phase; ``limit`` bounds the
    actions of one deal, a safeguard far above any real deal's length.
    """
    seed = state.seed
    rngs = [random.Random(f"{seed}/seat{i}") for i in range(state.config.players)]
    actions = 0
    while not state.is_terminal():
        if state.phase == break_phase:
            if first_only:
                break
            actions = 0
        actions += 1
        if actions > limit:
            raise RuntimeError(f"a deal of game {seed} did not end within {limit} actions")
        legal = legal_actions(state)
        seat = state.current_player()
        apply(state, legal[0] if seat is None else rngs[seat].choice(legal))
    return state
