"""Hand and Foot engine speed, for ``engine_speed.py --game hand-and-foot``.

Complete deals of random legal play (compact legal list, uniform random choice,
``rules.apply_listed`` as the engine's random play applies a listed action; also
with every action checked by ``rules.apply``), state clone and legal-action
generation over the positions met in random play. Each figure is the median of
``repeats`` runs. It also runs on its own
(``python benchmarks/hand_and_foot_speed.py [--quick]``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.rules import apply, apply_listed
from canasta_gui.engine.hand_and_foot.state import Phase, new_game

_LIVE = (Phase.DRAW, Phase.PLAY, Phase.ANSWER)


#: The clock every figure is timed with (``engine_speed.py --cpu-time`` swaps it).
_CLOCK = [time.perf_counter]


def deals_per_second(config: HandFootConfig, deals: int, seed: str, checked: bool = False) -> float:
    play = apply if checked else apply_listed
    clock = _CLOCK[0]
    start = clock()
    for d in range(deals):
        s = new_game(config, f"{seed}/{d}")
        rng = random.Random(d)
        while s.phase in _LIVE:
            play(s, rng.choice(legal_actions(s)))
    return deals / (clock() - start)


def positions(config: HandFootConfig, deals: int) -> list:
    out = []
    for d in range(deals):
        s = new_game(config, f"positions/{d}")
        rng = random.Random(d)
        while s.phase in _LIVE:
            out.append(s.clone())
            apply(s, rng.choice(legal_actions(s)))
    return out


def main(deals: int, repeats: int, sample_deals: int = 40) -> None:
    config = HandFootConfig()
    name = "hand-and-foot 4p 5d"
    rates = [deals_per_second(config, deals, f"bench{r}") for r in range(repeats)]
    print(f"{name} random deals/s: {statistics.median(rates):.0f}")
    rates = [deals_per_second(config, deals, f"checked{r}", checked=True) for r in range(repeats)]
    print(f"{name} random deals/s, every action checked: {statistics.median(rates):.0f}")
    sample = positions(config, sample_deals)
    clones = []
    for _ in range(repeats):
        start = _CLOCK[0]()
        for _ in range(20):
            for s in sample:
                s.clone()
        clones.append((_CLOCK[0]() - start) / (20 * len(sample)) * 1e6)
    print(f"{name} clone: {statistics.median(clones):.2f} us")
    legal = []
    for _ in range(repeats):
        start = _CLOCK[0]()
        for s in sample:
            legal_actions(s)
        legal.append((_CLOCK[0]() - start) / len(sample) * 1e6)
    print(f"{name} legal actions: {statistics.median(legal):.1f} us")
    print(f"{name} positions sampled: {len(sample)}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="a few deals, once (tests)")
    args = parser.parse_args()
    if args.quick:
        main(3, 1, 3)
    else:
        main(args.deals, args.repeats)
