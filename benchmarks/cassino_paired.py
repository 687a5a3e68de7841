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
its output, so a stopped run resumes. Every line names the run's settings: a resumed run
refuses an output made with other settings, and ``compare`` refuses two runs on other
deals (other seeds, levels, players or game length); their worlds may differ.
``--quick``: one pair with a tiny budget, compared with itself (for the test suite; its
figures mean nothing).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import tempfile
import time
from pathlib import Path

from ai_strength import fixed_work

from canasta_gui.ai.arena import mean_ci, mirrored_pair
from canasta_gui.ai.cassino.kit import KIT

#: The settings that choose the deals: two runs compare only when these agree.
DEALS = ("seed", "level", "opponent", "players", "games")


def run(args: argparse.Namespace) -> None:
    budgets = {k: fixed_work(b, args.quick) for k, b in KIT.budgets.items()}
    if args.worlds is not None and not args.quick:
        budgets[args.level] = dataclasses.replace(budgets[args.level], worlds=args.worlds)
    config = KIT.make_config(args.players)
    settings = {k: getattr(args, k) for k in (*DEALS, "worlds", "quick")}
    out = Path(args.out)
    rows = _rows(out) if out.exists() else []
    for row in rows:
        if row.get("settings") != settings:
            raise SystemExit(f"{out} holds a run with other settings: {row.get('settings')}")
    done = {row["pair"] for row in rows}
    with out.open("a", encoding="utf-8") as f:
        for n in range(args.start, args.start + args.pairs):
            if n in done:
                continue
            seed = f"{args.seed}/{args.level}-{args.opponent}/{n}"
            levels = [args.level if config.side_of[p] == 0 else args.opponent for p in range(2)]
            start = time.process_time()
            win, margin = mirrored_pair(config, levels, seed, budgets, args.games)
            cpu = time.process_time() - start
            row = {"pair": n, "win": win, "margin": margin, "cpu": cpu, "settings": settings}
            f.write(json.dumps(row) + "\n")
            f.flush()


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def _mean_half(values: list[float]) -> tuple[float, float]:
    """The mean and the half width of its 95% interval."""
    mean, (low, high) = mean_ci(values)
    return mean, (high - low) / 2


def _deals(rows: list[dict], path: Path) -> dict:
    """The deal settings all of a run's rows share (a run mixing two is refused)."""
    found = {json.dumps({k: r["settings"][k] for k in DEALS}, sort_keys=True) for r in rows}
    if len(found) != 1:
        raise SystemExit(f"{path} mixes runs with other settings")
    return json.loads(found.pop())


def compare(a_path: Path, b_path: Path) -> None:
    a_rows, b_rows = _rows(a_path), _rows(b_path)
    if not a_rows or not b_rows:
        raise SystemExit("a run has no pairs")
    a_deals, b_deals = _deals(a_rows, a_path), _deals(b_rows, b_path)
    if a_deals != b_deals:
        raise SystemExit(f"the runs play other deals: {a_deals} and {b_deals}")
    a = {row["pair"]: row for row in a_rows}
    b = {row["pair"]: row for row in b_rows}
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
