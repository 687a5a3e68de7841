"""Paired Cassino strength runs: one JSON line a mirrored pair, and two runs compared pair by pair.

Two versions of a player (two commits, or two budgets) run on the same seeds play the very
same games until one of their decisions differs, so the difference of their results pair by
pair is far tighter than either figure: a change that alters few decisions is told from no
change in a few dozen pairs (docs/ai-cassino.md, fifth pass). A change that alters every
decision (more worlds, longer playouts) draws other worlds from the first move, and pairing
then helps little.

    cassino_paired.py run --out a.jsonl --pairs 100 --worlds 32 --games     # on version A
    cassino_paired.py run --out b.jsonl --pairs 100 --worlds 32 --games     # on version B
    cassino_paired.py compare a.jsonl b.jsonl

``run`` plays ``level`` against ``opponent`` on the seeds ``benchmarks/ai_strength.py``
uses (``<seed>/<level>-<opponent>/<n>``), the clock removed, and skips pairs already in
its output, so a stopped run resumes. ``--quick``: one pair with a tiny budget, compared
with itself (for the test suite; its figures mean nothing).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import tempfile
import time
from pathlib import Path

from canasta_gui.ai.arena import mirrored_pair
from canasta_gui.ai.cassino.kit import KIT


def run(args: argparse.Namespace) -> None:
    budgets = {k: dataclasses.replace(b, seconds=1e9, cap=1e9) for k, b in KIT.budgets.items()}
    if args.worlds is not None:
        budgets[args.level] = dataclasses.replace(budgets[args.level], worlds=args.worlds)
    if args.quick:
        for k, b in budgets.items():
            budgets[k] = dataclasses.replace(b, worlds=2, candidates=2, horizon=1)
    config = KIT.make_config(args.players)
    out = Path(args.out)
    done = {row["pair"] for row in _rows(out)} if out.exists() else set()
    with out.open("a", encoding="utf-8") as f:
        for n in range(args.start, args.start + args.pairs):
            if n in done:
                continue
            seed = f"{args.seed}/{args.level}-{args.opponent}/{n}"
            levels = [args.level if config.side_of[p] == 0 else args.opponent for p in range(2)]
            start = time.process_time()
            win, margin = mirrored_pair(config, levels, seed, budgets, args.games)
            cpu = time.process_time() - start
            f.write(json.dumps({"pair": n, "win": win, "margin": margin, "cpu": cpu}) + "\n")
            f.flush()


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def _mean_half(values: list[float]) -> tuple[float, float]:
    """The mean and the half width of its 95% interval."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def compare(a_path: Path, b_path: Path) -> None:
    a = {row["pair"]: row for row in _rows(a_path)}
    b = {row["pair"]: row for row in _rows(b_path)}
    pairs = sorted(set(a) & set(b))
    if not pairs:
        raise SystemExit("the two runs share no pair")
    changed = sum(
        1 for n in pairs if (a[n]["win"], a[n]["margin"]) != (b[n]["win"], b[n]["margin"])
    )
    print(f"{len(pairs)} pairs in both runs, {changed} with another result")
    for name, rows in (("A", a), ("B", b)):
        win, wh = _mean_half([rows[n]["win"] for n in pairs])
        margin, mh = _mean_half([rows[n]["margin"] for n in pairs])
        print(
            f"  {name}: win rate {100 * win:.1f}% ±{100 * wh:.1f}, margin {margin:+.2f} ±{mh:.2f}"
        )
    dw, dwh = _mean_half([b[n]["win"] - a[n]["win"] for n in pairs])
    dm, dmh = _mean_half([b[n]["margin"] - a[n]["margin"] for n in pairs])
    print(f"  B - A: win rate {100 * dw:+.1f} ±{100 * dwh:.1f} points, margin {dm:+.2f} ±{dmh:.2f}")
    print(f"paired pairs: {len(pairs)}")
    print(f"paired win rate difference: {100 * dw:+.1f} points")
    print(f"paired margin difference: {dm:+.2f} points")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1 pair, tiny budget (tests)")
    sub = parser.add_subparsers(dest="command")
    r = sub.add_parser("run", help="play pairs, one JSON line each")
    r.add_argument("--out", required=True)
    r.add_argument("--level", default="expert")
    r.add_argument("--opponent", default="medium")
    r.add_argument("--worlds", type=int, default=None, help="the level's worlds (clock removed)")
    r.add_argument("--pairs", type=int, default=100)
    r.add_argument("--start", type=int, default=0, help="the first pair's number")
    r.add_argument("--players", type=int, default=2, choices=(2,))
    r.add_argument("--games", action="store_true", help="whole games, not single rounds")
    r.add_argument("--seed", default="ladder")
    c = sub.add_parser("compare", help="the paired difference of two runs (B - A)")
    c.add_argument("a")
    c.add_argument("b")
    args = parser.parse_args()
    if args.quick:
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "quick.jsonl"
            quick = argparse.Namespace(
                out=str(out),
                level="expert",
                opponent="medium",
                worlds=2,
                pairs=1,
                start=0,
                players=2,
                games=False,
                seed="quick",
                quick=True,
            )
            run(quick)
            compare(out, out)
        return
    if args.command == "run":
        args.quick = False
        run(args)
    elif args.command == "compare":
        compare(Path(args.a), Path(args.b))
    else:
        parser.error("say run or compare")


if __name__ == "__main__":
    main()
