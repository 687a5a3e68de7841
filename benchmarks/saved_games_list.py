"""How long the Saved games list takes to read: many saves of one long game each.

Plays one seeded 4-player Canasta game with random legal moves (up to ``--moves``), saves it,
copies that file until the saves folder holds ``--saves`` games, then times ``saves.list_saved``
cold (every file read and checked, as at the first opening) and warm (nothing changed since),
and one whole load (what Resume reads). Everything happens in a temporary data folder.

    python benchmarks/saved_games_list.py              # 50 saves
    python benchmarks/saved_games_list.py --saves 200
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import tempfile
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=50)
    parser.add_argument("--moves", type=int, default=1200)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="a few small saves (tests)")
    args = parser.parse_args()
    if args.quick:
        args.saves, args.moves, args.runs = 5, 60, 2
    work = tempfile.mkdtemp(prefix="saved-games-")
    os.environ["CANASTA_GUI_DATA_DIR"] = work
    try:
        run(args.saves, args.moves, args.runs)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def run(count: int, max_moves: int, runs: int) -> None:
    from canasta_gui.app import saves
    from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
    from canasta_gui.engine.canasta.legal import legal_actions
    from canasta_gui.engine.canasta.state import Phase, new_game

    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, n, "easy") for n in ("Bo", "Cy", "Dee")
    )
    setup = GameSetup(4, 2, seats=seats, seed="bench")
    state = new_game(setup.config(), setup.seed)
    rng = random.Random(1)
    moves = []
    while len(moves) < max_moves and state.phase != Phase.GAME_OVER:
        action = rng.choice(legal_actions(state))
        state.apply(action)
        moves.append(action)
    first = saves.write_session(setup, state, moves)
    for _ in range(count - 1):
        shutil.copyfile(first, saves.new_save_path())
    cold = []
    for _ in range(runs):
        saves._listed_before.clear()  # as at the first opening: every file read
        start = time.perf_counter()
        games, problems = saves.list_saved()
        cold.append(time.perf_counter() - start)
        assert len(games) == count and not problems
    start = time.perf_counter()
    saves.list_saved()
    warm = time.perf_counter() - start
    start = time.perf_counter()
    saves.load_saved(first)
    whole = time.perf_counter() - start
    print(f"{count} saves of {first.stat().st_size} bytes each ({len(moves)} moves)")
    print(f"cold listing median: {statistics.median(cold) * 1000:.1f} ms")
    print(f"cold listing best: {min(cold) * 1000:.1f} ms")
    print(f"unchanged listing: {warm * 1000:.2f} ms")
    print(f"one whole load: {whole * 1000:.1f} ms")


if __name__ == "__main__":
    main()
