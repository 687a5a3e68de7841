"""Engine speed: random legal play, state clone and legal-action generation.

Prints one line per figure, ``name: value unit``. Run on one core, e.g.
``taskset -c 0 python benchmarks/engine_speed.py``. Each figure is the median
of ``--repeats`` runs.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from canasta_gui.engine.canasta import CanastaConfig, new_game
from canasta_gui.engine.canasta.legal import legal_actions


def _positions(config: CanastaConfig, n_deals: int, seed: str) -> list:
    """States met during random play (the population clone and legal timings use)."""
    out = []
    for d in range(n_deals):
        s = new_game(config, f"{seed}/{d}")
        rng = random.Random(d)
        while s.phase not in ("deal_over", "game_over"):
            out.append(s.clone())
            s.apply(rng.choice(legal_actions(s)))
    return out


def deals_per_second(config: CanastaConfig, deals: int, seed: str) -> float:
    start = time.perf_counter()
    for d in range(deals):
        s = new_game(config, f"{seed}/{d}")
        rng = random.Random(d)
        while s.phase not in ("deal_over", "game_over"):
            s.apply(rng.choice(legal_actions(s)))
    return deals / (time.perf_counter() - start)


def clone_us(positions: list, loops: int = 20) -> float:
    start = time.perf_counter()
    for _ in range(loops):
        for s in positions:
            s.clone()
    return (time.perf_counter() - start) / (loops * len(positions)) * 1e6


def legal_us(positions: list) -> float:
    start = time.perf_counter()
    for s in positions:
        legal_actions(s)
    return (time.perf_counter() - start) / len(positions) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="canasta", choices=["canasta"])
    parser.add_argument("--players", type=int, nargs="*", default=None)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    configs = (
        [(4, 2), (6, 3)] if not args.players else [(p, 3 if p == 6 else 2) for p in args.players]
    )
    for players, decks in configs:
        config = CanastaConfig.make(players, decks, {"OPT-DEAL-LIMIT": "1"})
        name = f"{args.game} {players}p {decks}d"
        rates = [deals_per_second(config, args.deals, f"bench{r}") for r in range(args.repeats)]
        print(f"{name} random deals/s: {statistics.median(rates):.0f}")
        positions = _positions(config, 40, "positions")
        clones = [clone_us(positions) for _ in range(args.repeats)]
        print(f"{name} clone: {statistics.median(clones):.2f} us")
        legal = [legal_us(positions) for _ in range(args.repeats)]
        print(f"{name} legal actions: {statistics.median(legal):.1f} us")
        print(f"{name} positions sampled: {len(positions)}")


if __name__ == "__main__":
    main()
