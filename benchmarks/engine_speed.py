"""Engine speed: random legal play, state clone and legal-action generation.

Prints one line per figure, ``name: value unit``. Run on one core, e.g.
``taskset -c 0 python benchmarks/engine_speed.py`` (Canasta) or
``taskset -c 0 python benchmarks/engine_speed.py --game cassino`` (complete
Cassino rounds of random legal play for 2, 3 and 4 players) or ``--game
hand-and-foot`` (complete deals; ``hand_and_foot_speed.py``). Random play is timed
twice: applying the listed actions unchecked (``rules.apply_listed``, as the computer
players' searches do) and with every action checked (``rules.apply``, as the table
does). Each figure is the median of ``--repeats`` runs; ``--cpu-time`` times with the
process's CPU time instead of the wall clock. ``--quick`` plays a handful of deals once
(the same code in a few seconds, for the test suite).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from canasta_gui.engine import cassino
from canasta_gui.engine.canasta import CanastaConfig, new_game
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.rules import apply as canasta_apply
from canasta_gui.engine.canasta.rules import apply_listed as canasta_apply_listed
from canasta_gui.engine.cassino.legal import legal_actions as cassino_legal
from canasta_gui.engine.cassino.rules import apply as cassino_apply
from canasta_gui.engine.cassino.rules import apply_listed as cassino_apply_listed

#: The clock every figure is timed with: wall time, or with ``--cpu-time`` this
#: process's CPU time (steadier on a shared machine, where a core is often busy with
#: others: the time spent waiting for it is not counted).
_CLOCK = [time.perf_counter]


def _clock() -> float:
    return _CLOCK[0]()


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


def deals_per_second(config: CanastaConfig, deals: int, seed: str, checked: bool = False) -> float:
    """Complete deals of random legal play: legal list, random choice, apply.

    Random play here and the computer players' searches (Expert's candidates and
    playouts) apply the actions the engine listed with ``rules.apply_listed``;
    ``checked`` applies them through ``rules.apply`` instead, which judges every action
    again (the path for every move made at the table, a computer player's included, and
    for saves and replays).
    """
    play = canasta_apply if checked else canasta_apply_listed
    start = _clock()
    for d in range(deals):
        s = new_game(config, f"{seed}/{d}")
        rng = random.Random(d)
        while s.phase not in ("deal_over", "game_over"):
            play(s, rng.choice(legal_actions(s)))
    return deals / (_clock() - start)


def clone_us(positions: list, loops: int = 20) -> float:
    start = _clock()
    for _ in range(loops):
        for s in positions:
            s.clone()
    return (_clock() - start) / (loops * len(positions)) * 1e6


def legal_us(positions: list) -> float:
    start = _clock()
    for s in positions:
        legal_actions(s)
    return (_clock() - start) / len(positions) * 1e6


def cassino_rounds_per_second(
    config: cassino.CassinoConfig, rounds: int, seed: str, checked: bool = False
) -> float:
    """Complete rounds of random legal play: legal list, random choice, apply.

    The engine's own random play (``cassino.playout``) and the computer players'
    searches apply the actions the engine listed with ``rules.apply_listed``;
    ``checked`` applies them through ``rules.apply`` instead, which judges every action
    again (the path for every move made at the table, a computer player's included, and
    for saves and replays).
    """
    play = cassino_apply if checked else cassino_apply_listed
    start = _clock()
    for r in range(rounds):
        s = cassino.new_game(config, f"{seed}/{r}")
        rng = random.Random(r)
        while s.phase == cassino.Phase.PLAY:
            play(s, rng.choice(cassino_legal(s)))
    return rounds / (_clock() - start)


def _cassino_positions(config: cassino.CassinoConfig, rounds: int) -> list:
    out = []
    for r in range(rounds):
        s = cassino.new_game(config, f"positions/{r}")
        rng = random.Random(r)
        while s.phase == cassino.Phase.PLAY:
            out.append(s.clone())
            cassino_apply(s, rng.choice(cassino_legal(s)))
    return out


def _cassino_legal_us(positions: list) -> float:
    start = _clock()
    for s in positions:
        cassino_legal(s)
    return (_clock() - start) / len(positions) * 1e6


def cassino_main(players: list[int], rounds: int, repeats: int, sample: int = 40) -> None:
    for n in players:
        config = cassino.CassinoConfig.make(n, {"OPT-DEAL-LIMIT": "1"})
        name = f"cassino {n}p"
        rates = [cassino_rounds_per_second(config, rounds, f"bench{r}") for r in range(repeats)]
        print(f"{name} random rounds/s: {statistics.median(rates):.0f}")
        rates = [
            cassino_rounds_per_second(config, rounds, f"bench{r}", checked=True)
            for r in range(repeats)
        ]
        print(f"{name} random rounds/s, every action checked: {statistics.median(rates):.0f}")
        positions = _cassino_positions(config, sample)
        clones = [clone_us(positions) for _ in range(repeats)]
        print(f"{name} clone: {statistics.median(clones):.2f} us")
        legal = [_cassino_legal_us(positions) for _ in range(repeats)]
        print(f"{name} legal actions: {statistics.median(legal):.1f} us")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--game", default="canasta", choices=["canasta", "cassino", "hand-and-foot"]
    )
    parser.add_argument("--players", type=int, nargs="*", default=None)
    parser.add_argument("--deals", type=int, default=300, help="deals (Cassino: rounds) per run")
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="a few deals, once (tests)")
    parser.add_argument(
        "--cpu-time", action="store_true", help="time with this process's CPU time, not wall time"
    )
    args = parser.parse_args()
    if args.cpu_time:
        _CLOCK[0] = time.process_time
    sample = 40  # deals (rounds) whose positions the clone and legal timings use
    if args.quick:
        args.deals, args.repeats, sample = 3, 1, 3
    if args.game == "cassino":
        cassino_main(args.players or [2, 3, 4], args.deals, args.repeats, sample)
        return
    if args.game == "hand-and-foot":
        import hand_and_foot_speed  # this folder is on sys.path when run as a script

        hand_and_foot_speed._CLOCK[0] = _CLOCK[0]
        hand_and_foot_speed.main(args.deals, args.repeats, sample)
        return
    configs = (
        [(4, 2), (6, 3)] if not args.players else [(p, 3 if p == 6 else 2) for p in args.players]
    )
    for players, decks in configs:
        config = CanastaConfig.make(players, decks, {"OPT-DEAL-LIMIT": "1"})
        name = f"{args.game} {players}p {decks}d"
        rates = [deals_per_second(config, args.deals, f"bench{r}") for r in range(args.repeats)]
        print(f"{name} random deals/s: {statistics.median(rates):.0f}")
        rates = [
            deals_per_second(config, args.deals, f"checked{r}", checked=True)
            for r in range(args.repeats)
        ]
        print(f"{name} random deals/s, every action checked: {statistics.median(rates):.0f}")
        positions = _positions(config, sample, "positions")
        clones = [clone_us(positions) for _ in range(args.repeats)]
        print(f"{name} clone: {statistics.median(clones):.2f} us")
        legal = [legal_us(positions) for _ in range(args.repeats)]
        print(f"{name} legal actions: {statistics.median(legal):.1f} us")
        print(f"{name} positions sampled: {len(positions)}")


if __name__ == "__main__":
    main()
