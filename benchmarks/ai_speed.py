"""Computer-player decision times: p50, p95 and p99 per game, level and player count.

Positions come from Medium self-play; a player that remembers the deal (Cassino's
Expert reads the other player's plays) is given what its seat saw and played before
the position. Every decision is timed end to end as the table calls it: observation
in, decision out, with the cancel token the table's thinker thread gives it
(``ai.budget.decision_token``: the hard deadline counts from when the decision is asked
for) and garbage collection held to young objects (``ai.budget.young_garbage_only``), as
the thinker runs it. Per level it prints the
budget (``ai/budget.py`` and the game's ``BUDGETS``), whether p99 is within the budget
plus 50 ms (issue 20), the p99's distribution-free 95% upper bound (from 299 decisions
up), the CPU time's p99, the worst decision (wall and CPU time, garbage collection
inside it, worlds weighed), the longest single collection and, for the searching
levels, the cancel latency: a decision started on a thread and cancelled a quarter of
the way through the time it took when timed, from the cancel to its return. Prints
``name: value unit`` lines, the load average first. ``--quick`` times one deal's every
6th position at the first player count only and cancels two decisions a level (the
same code in a few seconds, for the test suite).
"""

from __future__ import annotations

import argparse
import gc
import math
import os
import statistics
import threading
import time
from dataclasses import dataclass

from canasta_gui.ai.budget import GRACE, decision_token, level_seconds, young_garbage_only
from canasta_gui.ai.kit import GAMES, GameKit, kit_for

#: Seconds spent in garbage collection so far (all threads), from ``gc.callbacks``, and
#: the longest single collection since ``_gc_longest`` was last reset (seconds, generation).
_gc_seconds = 0.0
_gc_started = 0.0
_gc_longest = (0.0, 0)


def _gc_clock(phase: str, info: dict) -> None:
    global _gc_seconds, _gc_started, _gc_longest
    if phase == "start":
        _gc_started = time.perf_counter()
    else:
        took = time.perf_counter() - _gc_started
        _gc_seconds += took
        if took > _gc_longest[0]:
            _gc_longest = (took, info["generation"])


@dataclass
class Timed:
    """One decision, timed as the table would call it."""

    index: int  # the position's number
    wall: float  # ms
    cpu: float  # ms of this thread's CPU time
    gc: float  # ms of garbage collection inside it
    gc_longest: tuple[float, int]  # its longest single collection: ms, generation
    worlds: int  # sampled worlds weighed (0: the level's rules alone)


@dataclass
class Position:
    """An observation to decide, and what its seat saw and played earlier in the deal."""

    obs: object
    earlier: list  # (observation, the move played there) of the same seat, oldest first


def positions(kit: GameKit, config, deals: int, every: int) -> list[Position]:
    """Every ``every``-th observation of ``deals`` Medium self-play deals (Cassino: rounds)."""
    out = []
    for d in range(deals):
        s = kit.new_game(config, f"speed/{d}")
        players = [kit.make_player("medium", f"speed/{d}/{i}", None) for i in range(config.players)]
        seen: dict[int, list] = {}
        step = 0
        while s.phase != kit.break_phase and not s.is_terminal():
            seat = s.current_player()
            obs = s.observation(seat)
            if step % every == 0:
                out.append(Position(obs, list(seen.get(seat, ()))))
            action = players[seat].decide(obs).action
            seen.setdefault(seat, []).append((obs, action))
            s.apply(action)
            step += 1
    return out


def _remember(player, earlier: list) -> None:
    """Give a player that remembers the deal (Cassino's Expert reads the other player's
    plays, ``ai/cassino/reading.py``) what its seat saw and played before this position,
    as a resumed game does (``app/recall.py``); the others have no such memory."""
    if not getattr(player, "remembers", False):
        return
    for obs, action in earlier:
        player.recall(obs, action)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def upper_bound(values: list[float], q: float = 0.99, confidence: float = 0.95) -> float | None:
    """A distribution-free upper confidence bound of the ``q`` quantile: the smallest order
    statistic at or above it with probability ``confidence`` (``None``: too few values,
    e.g. under 299 for the 99th percentile at 95%)."""
    ordered = sorted(values)
    n = len(ordered)
    below = 0.0  # P(Binomial(n, q) <= k - 1), summed up as k grows
    for k in range(1, n + 1):
        below += math.comb(n, k - 1) * q ** (k - 1) * (1 - q) ** (n - k + 1)
        if below >= confidence:
            return ordered[k - 1]
    return None


def time_decision(kit: GameKit, level: str, index: int, pos: Position) -> Timed:
    global _gc_longest
    player = kit.make_player(level, f"t{index}", None)
    _remember(player, pos.earlier)
    obs = pos.obs
    gc_before, _gc_longest = _gc_seconds, (0.0, 0)
    cpu = time.thread_time()
    start = time.perf_counter()
    with young_garbage_only():  # as the table's thinker thread runs a decision
        decision = player.decide(obs, decision_token(player, start))
    wall = time.perf_counter() - start
    cpu = time.thread_time() - cpu
    gc_ms = (_gc_seconds - gc_before) * 1000
    longest = (_gc_longest[0] * 1000, _gc_longest[1])
    return Timed(index, wall * 1000, cpu * 1000, gc_ms, longest, decision.worlds)


def cancel_latency(
    kit: GameKit, level: str, index: int, pos: Position, after: float
) -> float | None:
    """Ms from cancelling a decision ``after`` seconds in to its return (``None``: done sooner)."""
    player = kit.make_player(level, f"t{index}", None)
    _remember(player, pos.earlier)
    obs = pos.obs
    token = decision_token(player)
    returned: list[float] = []
    done = threading.Event()

    def run() -> None:
        with young_garbage_only():
            player.decide(obs, token)
        returned.append(time.perf_counter())
        done.set()

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    if done.wait(after):
        worker.join()
        return None
    cancelled_at = time.perf_counter()
    token.cancel()
    worker.join()
    if returned[0] <= cancelled_at:
        return None  # it ended on its own between the wait and the cancel
    return (returned[0] - cancelled_at) * 1000


def report(name: str, times: list[Timed], budget_s: float) -> None:
    wall = [t.wall for t in times]
    p99 = percentile(wall, 0.99)
    limit = (budget_s + GRACE) * 1000
    worst = max(times, key=lambda t: t.wall)
    print(f"{name} p50: {statistics.median(wall):.1f} ms")
    print(f"{name} p95: {percentile(wall, 0.95):.1f} ms")
    print(f"{name} p99: {p99:.1f} ms")
    bound = upper_bound(wall)
    if bound is not None:
        print(f"{name} p99 95% upper bound: {bound:.1f} ms")
    print(f"{name} max: {worst.wall:.1f} ms")
    print(f"{name} budget: {budget_s * 1000:.0f} ms")
    print(f"{name} p99 within budget + {GRACE * 1000:.0f} ms: {'yes' if p99 <= limit else 'NO'}")
    print(f"{name} over budget + {GRACE * 1000:.0f} ms: {sum(w > limit for w in wall)} decisions")
    print(f"{name} cpu p99: {percentile([t.cpu for t in times], 0.99):.1f} ms")
    print(
        f"{name} worst: {worst.wall:.1f} ms (cpu {worst.cpu:.1f} ms, gc {worst.gc:.1f} ms, "
        f"{worst.worlds} worlds, position {worst.index})"
    )
    print(f"{name} gc in decisions: {sum(t.gc for t in times):.1f} ms")
    pause = max(times, key=lambda t: t.gc_longest[0]).gc_longest
    print(f"{name} longest collection: {pause[0]:.1f} ms (generation {pause[1]})")
    print(f"{name} decisions: {len(times)}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="canasta", choices=GAMES)
    parser.add_argument("--levels", default="easy,medium,hard,expert")
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--every", type=int, default=3, help="time every Nth position")
    parser.add_argument("--players", default=None, help="player counts, e.g. 4,2,3,6")
    parser.add_argument(
        "--cancels",
        type=int,
        default=20,
        help="searched decisions per searching level to cancel part-way (0: none)",
    )
    parser.add_argument("--quick", action="store_true", help="one deal, one table (tests)")
    args = parser.parse_args()
    kit = kit_for(args.game)
    counts = [int(p) for p in args.players.split(",")] if args.players else kit.speed_players
    if args.quick:
        args.deals, args.every, counts = 1, 6, counts[:1]
        args.cancels = min(args.cancels, 2)
    gc.callbacks.append(_gc_clock)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average (1, 5, 15 min): {load}  cores: {os.cpu_count()}", flush=True)
    for players in counts:
        config = kit.make_config(players)
        obs_list = positions(kit, config, args.deals, args.every)
        for level in args.levels.split(","):
            times = [time_decision(kit, level, i, pos) for i, pos in enumerate(obs_list)]
            name = f"{args.game} {config.name} {level}"
            budget = kit.budgets.get(level)
            report(name, times, level_seconds(level, budget))
            if budget is None or not args.cancels:
                continue
            # Cancel part-way through the decisions that searched (they weighed worlds).
            searched = [t for t in times if t.worlds and t.wall > 10][: args.cancels]
            late = [
                ms
                for t in searched
                if (ms := cancel_latency(kit, level, t.index, obs_list[t.index], t.wall / 4000))
                is not None
            ]
            if late:
                print(f"{name} cancel latency p50: {statistics.median(late):.1f} ms")
                print(f"{name} cancel latency max: {max(late):.1f} ms")
            print(f"{name} cancelled decisions: {len(late)}", flush=True)


if __name__ == "__main__":
    main()
