"""Computer-player decision times: p50 and p95 per level and configuration.

Positions come from Medium self-play. Every decision is timed end to end as the
table would call it (observation in, decision out). Prints ``name: value unit``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from canasta_gui.ai.canasta.player import CanastaPlayer
from canasta_gui.engine.canasta import CanastaConfig, new_game
from canasta_gui.engine.canasta.state import Phase


def positions(config: CanastaConfig, deals: int, every: int) -> list:
    out = []
    for d in range(deals):
        s = new_game(config, f"speed/{d}")
        players = [CanastaPlayer("medium", f"speed/{d}/{i}") for i in range(config.players)]
        step = 0
        while s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            seat = s.current_player()
            if step % every == 0:
                out.append(s.observation(seat))
            s.apply(players[seat].decide(s.observation(seat)).action)
            step += 1
    return out


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="easy,medium,hard,expert")
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--every", type=int, default=3, help="time every Nth position")
    parser.add_argument("--configs", default="4x2,2x2,3x2,6x3")
    args = parser.parse_args()
    for spec in args.configs.split(","):
        players, decks = (int(x) for x in spec.split("x"))
        config = CanastaConfig.make(players, decks)
        obs_list = positions(config, args.deals, args.every)
        for level in args.levels.split(","):
            times = []
            for i, obs in enumerate(obs_list):
                player = CanastaPlayer(level, f"t{i}")
                start = time.perf_counter()
                player.decide(obs)
                times.append((time.perf_counter() - start) * 1000)
            name = f"canasta {players}p {decks}d {level}"
            print(f"{name} p50: {statistics.median(times):.1f} ms")
            print(f"{name} p95: {percentile(times, 0.95):.1f} ms")
            print(f"{name} max: {max(times):.1f} ms")
            print(f"{name} decisions: {len(times)}")


if __name__ == "__main__":
    main()
