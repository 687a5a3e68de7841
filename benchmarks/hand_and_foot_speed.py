"""Hand and Foot engine speed, for ``engine_speed.py --game hand-and-foot``.

Complete deals of random legal play (compact legal list, uniform random choice,
checked apply), state clone and legal-action generation over the positions met
in random play. Each figure is the median of ``repeats`` runs.
"""

from __future__ import annotations

import random
import statistics
import time

from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.rules import apply
from canasta_gui.engine.hand_and_foot.state import Phase, new_game

_LIVE = (Phase.DRAW, Phase.PLAY, Phase.ANSWER)


def deals_per_second(config: HandFootConfig, deals: int, seed: str) -> float:
    start = time.perf_counter()
    for d in range(deals):
        s = new_game(config, f"{seed}/{d}")
        rng = random.Random(d)
        while s.phase in _LIVE:
            apply(s, rng.choice(legal_actions(s)))
    return deals / (time.perf_counter() - start)


def positions(config: HandFootConfig, deals: int) -> list:
    out = []
    for d in range(deals):
        s = new_game(config, f"positions/{d}")
        rng = random.Random(d)
        while s.phase in _LIVE:
            out.append(s.clone())
            apply(s, rng.choice(legal_actions(s)))
    return out


def main(deals: int, repeats: int) -> None:
    config = HandFootConfig()
    name = "hand-and-foot 4p 5d"
    rates = [deals_per_second(config, deals, f"bench{r}") for r in range(repeats)]
    print(f"{name} random deals/s: {statistics.median(rates):.0f}")
    sample = positions(config, 40)
    clones = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(20):
            for s in sample:
                s.clone()
        clones.append((time.perf_counter() - start) / (20 * len(sample)) * 1e6)
    print(f"{name} clone: {statistics.median(clones):.2f} us")
    legal = []
    for _ in range(repeats):
        start = time.perf_counter()
        for s in sample:
            legal_actions(s)
        legal.append((time.perf_counter() - start) / len(sample) * 1e6)
    print(f"{name} legal actions: {statistics.median(legal):.1f} us")
    print(f"{name} positions sampled: {len(sample)}")
