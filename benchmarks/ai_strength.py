"""The strength ladder: each level against the one below, in mirrored (duplicate) deals.

Searching levels run with a fixed search budget here (playouts, not seconds), so
a run is reproducible; the budget is printed with each figure and the shipped
levels use at least as much. A level whose clock allows far more worlds than a
run can afford (Cassino's Expert) is measured with ``--worlds expert=N``: a lower
bound on its strength. Prints the win rate and the mean point margin per
mirrored pair, each with its 95% confidence interval. ``--games`` compares whole
games instead of single deals (Cassino's goals are stated per game). Each rung
also ends with ``name: value unit`` lines (win rate in %, margin in points).

``--quick`` runs every rung of the ladder for one mirrored pair with a tiny search
budget (2 worlds, 2 candidates, horizon 1): the same code in a few seconds, for the
test suite; its figures mean nothing.
"""

from __future__ import annotations

import argparse
import dataclasses
import time

from canasta_gui.ai.arena import duplicate_match, stderr_progress
from canasta_gui.ai.kit import GAMES, kit_for


def fixed_work(budget, quick: bool = False):
    """The budget with its clock removed: only the playout counts decide (``quick``: tiny)."""
    fields = {f.name for f in dataclasses.fields(budget)}
    changes = {k: 1e9 for k in ("seconds", "cap") if k in fields}
    if quick:
        tiny = {"worlds": 2, "candidates": 2, "horizon": 1}
        changes.update({k: v for k, v in tiny.items() if k in fields})
    return dataclasses.replace(budget, **changes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="canasta", choices=GAMES)
    parser.add_argument("--pairs", type=int, default=400, help="mirrored deals per claim")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--rungs", default=None, help="e.g. medium:easy,expert:medium")
    parser.add_argument("--games", action="store_true", help="whole games, not single deals")
    parser.add_argument("--seed", default="ladder")
    parser.add_argument("--jobs", type=int, default=1, help="processes (same figures, sooner)")
    parser.add_argument(
        "--worlds",
        default=None,
        help="e.g. expert=32: measure a level with fewer worlds than it ships with "
        "(a lower bound on its strength when its clock allows more)",
    )
    parser.add_argument("--quick", action="store_true", help="1 pair, tiny budget (tests)")
    args = parser.parse_args()
    if args.quick:
        args.pairs = 1
    kit = kit_for(args.game)
    config = kit.make_config(args.players or (2 if args.game == "cassino" else 4))
    rungs = [tuple(r.split(":")) for r in args.rungs.split(",")] if args.rungs else kit.ladder
    budgets = {k: fixed_work(b, args.quick) for k, b in kit.budgets.items()}
    for item in args.worlds.split(",") if args.worlds else ():
        level, _, n = item.partition("=")
        budgets[level] = dataclasses.replace(budgets[level], worlds=int(n))
    unit = "games" if args.games else "deals"
    for a, b in rungs:
        levels = [a if config.side_of[p] == 0 else b for p in range(config.players)]
        start = time.perf_counter()
        report = duplicate_match(
            config,
            levels,
            args.pairs,
            f"{args.seed}/{a}-{b}",
            budgets,
            whole_games=args.games,
            progress=stderr_progress,
            jobs=args.jobs,
        )
        print(flush=True)
        print(f"{config.name} ({unit}) " + "\n".join(report.lines()))
        for lv in (a, b):
            if lv in budgets:
                print(f"  {lv} budget: {budgets[lv].describe()}")
        print(f"  run time: {time.perf_counter() - start:.0f} s")
        name = f"{config.name} {a} vs {b}"
        print(f"{name} win rate: {100 * report.win_rate:.1f} %")
        print(f"{name} margin: {report.margin:+.2f} points", flush=True)


if __name__ == "__main__":
    main()
