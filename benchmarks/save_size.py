"""How large the table's autosave grows: whole seeded games, the whole move log.

The table writes ``autosave.json`` (``app/saves.session_json``: the seats plus the engine save
with every move since the start) after each action until the game is over. This script plays
whole games at the table size where saves are largest (6 players, 3 decks, by default) with the
seats at one level each, and measures that file at the end of every deal and just before the
last action (the last autosave written). It prints, per level, the median and the largest save
over the games, then the largest of all beside the limit the loader and the writer share
(``serialize.MAX_BYTES``). The same arguments always play the same games.

    python benchmarks/save_size.py                  # 10 games each of expert and random seats
    python benchmarks/save_size.py --games 40 --levels random,easy
    python benchmarks/save_size.py --quick          # a few short games (run by the tests)
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence

from canasta_gui.ai.arena import MAX_ACTIONS_PER_DEAL, _players
from canasta_gui.ai.kit import kit_of
from canasta_gui.ai.levels import ALL_LEVELS
from canasta_gui.app import saves
from canasta_gui.app.setup import COMPUTER, MAX_NAME, GameSetup, SeatSetup
from canasta_gui.engine import serialize
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.state import Phase


def _autosave_bytes(setup: GameSetup, state, moves: list) -> int:
    return len(saves.session_json(setup, state, moves).encode("utf-8"))


def largest_autosave(setup: GameSetup, level: str) -> tuple[int, int, int]:
    """Play one whole game; (largest autosave in bytes, deals, moves)."""
    config = setup.config()
    kit = kit_of(config)
    state = kit.new_game(config, setup.seed)
    players = _players(kit, setup.seed, [level] * config.players, None)
    moves: list = []
    largest = 0
    while True:
        if state.phase == Phase.DEAL_OVER:
            largest = max(largest, _autosave_bytes(setup, state, moves))
            action = act.NEXT_DEAL
        else:
            seat = state.current_player()
            action = players[seat].decide(state.observation(seat)).action
        before = state.clone()
        state.apply(action)
        moves.append(action)
        if state.is_terminal():
            # The game-over position is never autosaved: the last file is the one before.
            largest = max(largest, _autosave_bytes(setup, before, moves[:-1]))
            return largest, len(state.history), len(moves)
        if len(moves) > MAX_ACTIONS_PER_DEAL * (len(state.history) + 1):
            raise RuntimeError(f"game {setup.seed} did not finish a deal")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=6)
    parser.add_argument("--decks", type=int, default=3)
    parser.add_argument("--preset", default="default")
    parser.add_argument("--games", type=int, default=10, help="games per level")
    parser.add_argument("--levels", default="expert,random", help=", ".join(ALL_LEVELS))
    parser.add_argument("--seed", default="save-size")
    parser.add_argument("--quick", action="store_true", help="2 games of random seats, 1 of hard")
    args = parser.parse_args(argv)
    plan = [("random", 2), ("hard", 1)] if args.quick else []
    if not plan:
        levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()]
        unknown = [lv for lv in levels if lv not in ALL_LEVELS]
        if unknown or args.games < 1:
            parser.error(f"levels are {', '.join(ALL_LEVELS)}; --games is at least 1")
        plan = [(lv, args.games) for lv in levels]
    print(
        f"{args.players} players, {args.decks} decks, preset {args.preset}; "
        f"limit {serialize.MAX_BYTES} bytes"
    )
    overall = 0
    for level, games in plan:
        sizes, deals, moves = [], [], []
        started = time.perf_counter()
        for i in range(games):
            # Seat names at their longest; "random" is no seat level, so its file says "easy".
            seat = SeatSetup(COMPUTER, "n" * MAX_NAME, level if level != "random" else "easy")
            seats = (seat,) * args.players
            setup = GameSetup(
                args.players, args.decks, args.preset, seats=seats, seed=f"{args.seed}/{level}/{i}"
            )
            size, n_deals, n_moves = largest_autosave(setup, level)
            sizes.append(size)
            deals.append(n_deals)
            moves.append(n_moves)
        overall = max(overall, max(sizes))
        print(
            f"{level}: {games} games in {time.perf_counter() - started:.1f} s; "
            f"deals median {statistics.median(deals):g} max {max(deals)}; "
            f"moves median {statistics.median(moves):g} max {max(moves)}; "
            f"save bytes median {statistics.median(sizes):g} max {max(sizes)}"
        )
    print(f"largest save: {overall} bytes ({serialize.MAX_BYTES / overall:.0f}x under the limit)")
    return 0 if overall <= serialize.MAX_BYTES else 1


if __name__ == "__main__":
    sys.exit(main())
