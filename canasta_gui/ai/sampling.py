"""Determinized sampling at the root, shared by the games' searching players.

A searching player compares a few candidate moves in the same sampled worlds
(common random numbers): every world is drawn from the seat's observation only,
each candidate is played out in a copy of it with the same playout seed, and the
candidate with the best total wins. The loop here is game-neutral; each game
supplies how a world is drawn and how one candidate is valued in it.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable
from typing import Any

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cancel import CancelToken

#: The cancel token of the search this thread runs, if any: ``play_turns`` polls it
#: between moves, so a cancel or the hard deadline cuts a playout short instead of
#: waiting for its end (a playout is a few milliseconds of CPU, several times that on a
#: busy core). Games' ``value`` functions need not pass it down.
_running = threading.local()


class _Stopped(Exception):
    """A playout was cut short: its world is not weighed."""


def weigh_candidates(
    count: int,
    draw: Callable[[random.Random], Any],
    value: Callable[[Any, int, int], float],
    budget: SearchBudget,
    rng: random.Random,
    cancel: CancelToken | None = None,
    *,
    spend: bool = False,
    start: float | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> list[list[float]]:
    """One row of ``count`` candidate values per world weighed in full.

    ``draw(rng)`` returns a world consistent with the observation, or ``None`` when it
    found none; ``value(world, i, seed)`` plays candidate ``i`` out in its own copy of
    ``world`` and returns the outcome from the searching seat's side. The search stops
    after ``budget.worlds`` worlds, before a world that would end past ``budget.seconds``
    (by the mean time of those weighed so far, checked after each world),
    past ``budget.cap`` (checked before each playout) or on ``cancel`` (checked before
    each playout and, through ``play_turns``, before each move of one; a half-weighed
    world is dropped, since it would favour some candidates), or, unless ``spend``,
    when one candidate is clearly ahead. ``clock`` is replaceable for tests.

    The budget counts from ``start`` or, when earlier, from when the decision was asked
    for (``cancel.asked_at``, read on the real clock only): the time a player spent
    sampling its first world and building its candidates is part of the budget.
    """
    start = clock() if start is None else start
    if cancel is not None and clock is time.perf_counter:
        start = min(start, cancel.asked_at)
    outer = getattr(_running, "cancel", None)
    _running.cancel = cancel
    try:
        return _weigh(count, draw, value, budget, rng, cancel, spend, start, clock)
    finally:
        _running.cancel = outer


def _weigh(
    count: int,
    draw: Callable[[random.Random], Any],
    value: Callable[[Any, int, int], float],
    budget: SearchBudget,
    rng: random.Random,
    cancel: CancelToken | None,
    spend: bool,
    start: float,
    clock: Callable[[], float],
) -> list[list[float]]:
    totals = [0.0] * count
    squares = [0.0] * count
    rows: list[list[float]] = []
    began = clock()
    for _ in range(budget.worlds):
        if cancel is not None and cancel.cancelled:
            break
        sample = draw(rng)
        seed = rng.randrange(1 << 30)
        if sample is None:
            continue
        values = []
        for i in range(count):
            if clock() - start > budget.cap or (cancel and cancel.cancelled):
                break
            try:
                values.append(value(sample, i, seed))
            except _Stopped:
                break
        if len(values) < count:
            break  # out of time: a half-weighed world would favour some candidates
        for i, v in enumerate(values):
            totals[i] += v
            squares[i] += v * v
        rows.append(values)
        # The soft budget is when the search should be done: no world is begun that would
        # end past it (by the mean time a world has taken so far).
        now = clock()
        if now - start + (now - began) / len(rows) > budget.seconds:
            break
        if not spend and clear_leader(totals, squares, len(rows)):
            break
    return rows


def totals_of(rows: list[list[float]], count: int) -> list[float]:
    """Each candidate's total over the weighed worlds, summed in world order."""
    totals = [0.0] * count
    for values in rows:
        for i, v in enumerate(values):
            totals[i] += v
    return totals


def clear_leader(totals: list[float], squares: list[float], n: int) -> bool:
    """The leader's mean is three standard errors ahead of the runner-up's."""
    if n < 6:
        return False
    means = [t / n for t in totals]
    order = sorted(range(len(means)), key=lambda i: -means[i])
    a, b = order[0], order[1]
    var = max(squares[a] / n - means[a] ** 2, 0.0) + max(squares[b] / n - means[b] ** 2, 0.0)
    return means[a] - means[b] > 3.0 * math.sqrt(var / n) + 1e-9


def play_turns(
    world: Any,
    step: Callable[[Any], None],
    horizon: int,
    over: tuple[Any, ...],
    draw: Any,
    max_steps: int,
) -> Any:
    """A playout: ``step`` makes one move in ``world`` until its phase is one of ``over``,
    ``horizon`` turns have passed (a turn passes when another seat's ``draw`` phase
    begins) or ``max_steps`` moves were made; returns ``world``.

    Inside ``weigh_candidates``, a cancelled token (or one past its deadline) stops the
    playout before its next move and the world is dropped."""
    cancel = getattr(_running, "cancel", None)
    turns = steps = 0
    last = world.current
    while world.phase not in over and steps < max_steps:
        if cancel is not None and cancel.cancelled:
            raise _Stopped
        step(world)
        steps += 1
        if world.phase == draw and world.current != last:
            last = world.current
            turns += 1
            if turns >= horizon:
                break
    return world
