"""Matches between computer-player levels, with duplicate deals and confidence intervals.

Used by ``canasta-sim`` and ``benchmarks/ai_strength.py`` for every game (the game
comes from the configuration's :class:`~canasta_gui.ai.kit.GameKit`). In duplicate
mode each deal is dealt again with the levels rotated one seat per side, so both
sides play the same cards and luck largely cancels out.
"""

from __future__ import annotations

import math
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any

from canasta_gui.ai.kit import GameKit, kit_of

#: A safeguard far above any real deal's length (about 100 actions with random play).
MAX_ACTIONS_PER_DEAL = 20_000


def _players(kit: GameKit, seed: str, levels: Sequence[str], budgets: dict | None) -> list:
    return [
        kit.make_player(lv, f"{seed}/seat{i}", (budgets or {}).get(lv))
        for i, lv in enumerate(levels)
    ]


def play_deal(
    config: Any,
    seed: str,
    levels: Sequence[str],
    budgets: dict | None = None,
    max_actions: int = MAX_ACTIONS_PER_DEAL,
) -> Any:
    """Play one deal (Cassino: one round) of a fresh game, ``levels[seat]`` at each seat."""
    kit = kit_of(config)
    state = kit.new_game(config, seed)
    players = _players(kit, seed, levels, budgets)
    for _ in range(max_actions):
        if state.phase == kit.break_phase or state.is_terminal():
            return state
        seat = state.current_player()
        state.apply(players[seat].decide(state.observation(seat)).action)
    raise RuntimeError(f"deal {seed} did not end in {max_actions} actions")


def play_game(
    config: Any,
    seed: str,
    levels: Sequence[str],
    budgets: dict | None = None,
) -> Any:
    """Play a whole game to its end (target or deal limit); every seat random by default."""
    kit = kit_of(config)
    levels = list(levels or ["random"] * config.players)
    state = kit.new_game(config, seed)
    players = _players(kit, seed, levels, budgets)
    actions = deals = 0
    while not state.is_terminal():
        if state.phase == kit.break_phase:
            state.apply(kit.next_deal)
            deals += 1
            continue
        seat = state.current_player()
        state.apply(players[seat].decide(state.observation(seat)).action)
        actions += 1
        if actions > MAX_ACTIONS_PER_DEAL * (deals + 1):
            raise RuntimeError(
                f"game {seed} did not finish a deal in {MAX_ACTIONS_PER_DEAL} actions"
            )
    return state


@dataclass(frozen=True)
class MatchReport:
    level_a: str
    level_b: str
    pairs: int
    win_rate: float
    win_ci: tuple[float, float]
    margin: float
    margin_ci: tuple[float, float]
    unit: str = "deal"  # "game" when whole games were compared

    def lines(self) -> list[str]:
        # Cassino scores a handful of points a round: whole points would hide the margin.
        places = 0 if max(abs(v) for v in (self.margin, *self.margin_ci)) >= 100 else 2
        return [
            f"{self.level_a} vs {self.level_b}: {self.pairs} mirrored "
            + ("pair" if self.pairs == 1 else "pairs"),
            f"  win rate of {self.level_a}: {100 * self.win_rate:.1f}% "
            f"(95% CI {100 * self.win_ci[0]:.1f}-{100 * self.win_ci[1]:.1f}%)",
            f"  mean point margin per {self.unit}: {self.margin:+.{places}f} "
            f"(95% CI {self.margin_ci[0]:+.{places}f} to {self.margin_ci[1]:+.{places}f})",
        ]


def _rotated(levels: Sequence[str], shift: int) -> list[str]:
    n = len(levels)
    return [levels[(i - shift) % n] for i in range(n)]


def mean_ci(values: list[float]) -> tuple[float, tuple[float, float]]:
    """The mean of ``values`` and its 95% interval (normal approximation)."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, (mean, mean)
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return mean, (mean - half, mean + half)


def mirrored_pair(
    config: Any,
    levels: Sequence[str],
    deal_seed: str,
    budgets: dict | None = None,
    whole_games: bool = False,
) -> tuple[float, float]:
    """One deal (or game) played once per rotation: (level A's win share, A's mean margin)."""
    kit = kit_of(config)
    level_a = levels[0]
    sides = config.n_sides
    wins = margin = 0.0
    for shift in range(sides):
        seats = _rotated(levels, shift)
        state = (play_game if whole_games else play_deal)(config, deal_seed, seats, budgets)
        totals = state.scores if whole_games else kit.deal_totals(state)
        level_of_side = {config.side_of[p]: seats[p] for p in range(config.players)}
        a = [totals[s] for s in range(sides) if level_of_side[s] == level_a]
        b = [totals[s] for s in range(sides) if level_of_side[s] != level_a]
        margin += sum(a) / len(a) - sum(b) / len(b)
        best = max(totals)
        leaders = [s for s in range(sides) if totals[s] == best]
        wins += sum(1 for s in leaders if level_of_side[s] == level_a) / len(leaders)
    return wins / sides, margin / sides


def duplicate_match(
    config: Any,
    levels: Sequence[str],
    deals: int,
    seed: str,
    budgets: dict | None = None,
    whole_games: bool = False,
    progress: Callable[[str], None] | None = None,
    jobs: int = 1,
) -> MatchReport:
    """Play ``deals`` mirrored deal groups; compare the first two distinct levels.

    ``jobs`` > 1 plays pairs in that many processes. Every pair depends only on its own
    seed, so the report is the same whatever the number of jobs.
    """
    level_a = levels[0]
    level_b = next((lv for lv in levels if lv != level_a), None)
    if level_b is None:
        raise ValueError("a duplicate match needs two different levels")
    seeds = [f"{seed}/{d}" for d in range(deals)]
    results: list[tuple[float, float]] = []
    start = time.perf_counter()

    def report_progress() -> None:
        if progress is not None:
            # Running figures too, so a long run stopped early still says where it stood.
            rate = len(results) / max(1e-9, time.perf_counter() - start)
            win = 100 * sum(w for w, _ in results) / len(results)
            margin = sum(m for _, m in results) / len(results)
            progress(
                f"{len(results)}/{deals} mirrored deals, {rate:.2f}/s, "
                f"{level_a} {win:.1f}% {margin:+.0f} so far"
            )

    if jobs <= 1:
        for deal_seed in seeds:
            results.append(mirrored_pair(config, levels, deal_seed, budgets, whole_games))
            report_progress()
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            play = partial(mirrored_pair, config, levels, budgets=budgets, whole_games=whole_games)
            for result in pool.map(play, seeds):  # in seed order, so the report is stable
                results.append(result)
                report_progress()
    win, (low, high) = mean_ci([w for w, _ in results])
    win_ci = (max(0.0, low), min(1.0, high))
    margin, margin_ci = mean_ci([m for _, m in results])
    unit = "game" if whole_games else "deal"
    return MatchReport(level_a, level_b, deals, win, win_ci, margin, margin_ci, unit)


def stderr_progress(line: str) -> None:
    sys.stderr.write("\r" + line)
    sys.stderr.flush()
