"""The strength ladder: each level against the one below, in mirrored (duplicate) deals.

Hard and Expert run with a fixed search budget here (worlds and candidates, not
seconds), so a run is reproducible; the budget is printed with each figure and
the shipped levels use at least as much. Prints the win rate and the mean point
margin per mirrored pair, each with its 95% confidence interval.
"""

from __future__ import annotations

import argparse
import dataclasses
import time

from canasta_gui.ai.arena import duplicate_match, stderr_progress
from canasta_gui.ai.canasta.player import BUDGETS
from canasta_gui.engine.canasta import CanastaConfig

LADDER = [("easy", "random"), ("medium", "easy"), ("hard", "medium"), ("expert", "hard")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=400, help="mirrored deals per claim")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--decks", type=int, default=2)
    parser.add_argument("--rungs", default=None, help="e.g. medium:easy,expert:medium")
    parser.add_argument("--seed", default="ladder")
    args = parser.parse_args()
    config = CanastaConfig.make(args.players, args.decks)
    rungs = [tuple(r.split(":")) for r in args.rungs.split(",")] if args.rungs else LADDER
    # Reproducible budgets: no wall-clock limit, the playout counts decide.
    budgets = {k: dataclasses.replace(b, seconds=1e9, cap=1e9) for k, b in BUDGETS.items()}
    for a, b in rungs:
        levels = [a if config.side_of[p] == 0 else b for p in range(config.players)]
        start = time.perf_counter()
        report = duplicate_match(
            config, levels, args.pairs, f"{args.seed}/{a}-{b}", budgets, progress=stderr_progress
        )
        print(flush=True)
        print(f"{config.name} " + "\n".join(report.lines()))
        for lv in (a, b):
            if lv in budgets:
                bud = budgets[lv]
                print(
                    f"  {lv} budget: {bud.worlds} worlds x {bud.candidates} candidates, "
                    f"horizon {bud.horizon} turns"
                )
        print(f"  run time: {time.perf_counter() - start:.0f} s", flush=True)


if __name__ == "__main__":
    main()
