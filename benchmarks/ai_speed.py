"""Computer-player decision times: p50, p95 and p99 per game, level and player count.

Positions come from Medium self-play. Every decision is timed end to end as the
table would call it (observation in, decision out). Prints ``name: value unit``.
``--quick`` times one deal's every 6th position at the first player count only (the
same code in a few seconds, for the test suite).
"""

from __future__ import annotations

import argparse
import statistics
import time

from canasta_gui.ai.kit import GAMES, GameKit, kit_for


def positions(kit: GameKit, config, deals: int, every: int) -> list:
    """Every ``every``-th observation of ``deals`` Medium self-play deals (Cassino: rounds)."""
    out = []
    for d in range(deals):
        s = kit.new_game(config, f"speed/{d}")
        players = [kit.make_player("medium", f"speed/{d}/{i}", None) for i in range(config.players)]
        step = 0
        while s.phase != kit.break_phase and not s.is_terminal():
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
    parser.add_argument("--game", default="canasta", choices=GAMES)
    parser.add_argument("--levels", default="easy,medium,hard,expert")
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--every", type=int, default=3, help="time every Nth position")
    parser.add_argument("--players", default=None, help="player counts, e.g. 4,2,3,6")
    parser.add_argument("--quick", action="store_true", help="one deal, one table (tests)")
    args = parser.parse_args()
    kit = kit_for(args.game)
    counts = [int(p) for p in args.players.split(",")] if args.players else kit.speed_players
    if args.quick:
        args.deals, args.every, counts = 1, 6, counts[:1]
    for players in counts:
        config = kit.make_config(players)
        obs_list = positions(kit, config, args.deals, args.every)
        for level in args.levels.split(","):
            times = []
            for i, obs in enumerate(obs_list):
                player = kit.make_player(level, f"t{i}", None)
                start = time.perf_counter()
                player.decide(obs)
                times.append((time.perf_counter() - start) * 1000)
            name = f"{args.game} {config.name} {level}"
            print(f"{name} p50: {statistics.median(times):.1f} ms")
            print(f"{name} p95: {percentile(times, 0.95):.1f} ms")
            print(f"{name} p99: {percentile(times, 0.99):.1f} ms")
            print(f"{name} max: {max(times):.1f} ms")
            print(f"{name} decisions: {len(times)}", flush=True)


if __name__ == "__main__":
    main()
