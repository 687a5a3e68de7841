"""GUI start-up: time from launch to the main window's first frame. Target: <= 1.0 s.

Two screens are timed, each by launching the real app offscreen as a subprocess:

* the start page: ``python -m canasta_gui --smoke-test``;
* a table of each ``--game`` (canasta by default; hand-and-foot, cassino, or several):
  ``python -m canasta_gui --smoke-test --game G``, which opens the window on a new game
  of G at its default table (a person and computer players) before the first frame.

One run launches every screen once, one after the other, so all meet the same machine
load; ``--runs`` runs are made. Two figures per launch: the wall time from just before
the launch until the "first frame" line reaches stdout (interpreter start-up
included), and the in-process time the app prints itself (from its entry point). The
first run may meet a cold file cache, so it is shown on its own and left out of the
warm figures, which are medians (the machine may be busy with other work: compare
medians, not single runs). User folders point at a temporary directory.

Bytecode: an installed app has its ``.pyc`` files, but a source checkout run with
``PYTHONDONTWRITEBYTECODE=1`` compiles every module on every start (about 0.2 s
here). So the runs write bytecode to a temporary ``PYTHONPYCACHEPREFIX`` (the
first run compiles, the rest reuse it); ``--no-pyc`` keeps the environment's
own setting instead.

    taskset -c 1 .venv/bin/python benchmarks/gui_startup.py --runs 7
    taskset -c 1 .venv/bin/python benchmarks/gui_startup.py --runs 7 --game hand-and-foot

``--frozen DIST/canasta_gui/canasta_gui`` times a PyInstaller bundle as well, run for run
alternating with the source app, and prints both side by side. ``--quick`` makes two
runs (the test suite's check that the script still works).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_MS = 1000.0
FIRST_FRAME = re.compile(r"first frame after (\d+) ms")
START_PAGE = "start page"


SOURCE = [sys.executable, "-m", "canasta_gui"]
ROOT = Path(__file__).resolve().parents[1]  # this checkout: its package is the one launched


def flags(screen: str) -> list[str]:
    """The app's arguments for one screen: the start page or a game's table."""
    return ["--smoke-test"] if screen == START_PAGE else ["--smoke-test", "--game", screen]


def one_run(
    env: dict[str, str], command: list[str] = SOURCE, screen: str = START_PAGE
) -> tuple[float, float]:
    """(wall ms until the first-frame line, the ms the app reports)."""
    with tempfile.TemporaryFile("w+") as err:  # a file, not a pipe: it never fills up
        start = time.perf_counter()
        proc = subprocess.Popen(
            [*command, *flags(screen)], stdout=subprocess.PIPE, stderr=err, text=True, env=env
        )
        wall = reported = None
        assert proc.stdout is not None
        for line in proc.stdout:
            match = FIRST_FRAME.search(line)
            if match and wall is None:
                wall = (time.perf_counter() - start) * 1000
                reported = float(match.group(1))
        code = proc.wait(timeout=30)
        err.seek(0)
        problem = err.read().strip()
    if wall is None or code != 0:
        raise SystemExit(
            f"smoke test of the {label(screen)} failed (exit {code}, first frame seen: "
            f"{wall is not None}){': ' + problem[-500:] if problem else ''}"
        )
    return wall, reported


def summary(name: str, values: list[float]) -> str:
    med = statistics.median(values)
    verdict = "ok" if med <= TARGET_MS else "OVER"
    return (
        f"{name}: median {med:.0f} ms, min {min(values):.0f} ms, max {max(values):.0f} ms"
        f"  (target <= {TARGET_MS:.0f} ms: {verdict})"
    )


def label(screen: str) -> str:
    return screen if screen == START_PAGE else f"{screen} table"


def key(screen: str) -> str:
    """The screen's name in the ``name: value unit`` lines (the start page's as before)."""
    return "startup" if screen == START_PAGE else f"startup {label(screen)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--game",
        nargs="+",
        default=["canasta"],
        metavar="G",
        help="time a table of each game too (canasta, hand-and-foot, cassino)",
    )
    parser.add_argument("--no-pyc", action="store_true", help="leave bytecode caching as is")
    parser.add_argument("--frozen", metavar="EXE", help="also time this bundle's executable")
    parser.add_argument("--quick", action="store_true", help="two runs (tests)")
    args = parser.parse_args()
    if args.quick:
        args.runs = 2
    screens = [START_PAGE, *dict.fromkeys(args.game)]
    with tempfile.TemporaryDirectory(prefix="canasta-bench-") as tmp:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
        for var, sub in (("CONFIG", "config"), ("DATA", "data"), ("CACHE", "cache")):
            env[f"CANASTA_GUI_{var}_DIR"] = os.path.join(tmp, sub)
        if not args.no_pyc:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = os.path.join(tmp, "pycache")
        bytecode = "as the environment has it" if args.no_pyc else "cached in a temporary prefix"
        print(
            f"{args.runs} runs of python -m canasta_gui --smoke-test [--game G], "
            f"each run: {', '.join(map(label, screens))}; bytecode {bytecode}"
        )
        if args.frozen:
            return side_by_side(env, [args.frozen], args.runs, screens)
        runs: dict[str, list[tuple[float, float]]] = {s: [] for s in screens}
        for _ in range(args.runs):
            for screen in screens:
                runs[screen].append(one_run(env, screen=screen))
    for screen in screens:
        (wall0, rep0), warm = runs[screen][0], runs[screen][1:] or runs[screen]
        walls, in_process = [w for w, _ in warm], [r for _, r in warm]
        name = label(screen)
        print(f"{name}, first run (maybe cold): wall {wall0:.0f} ms, in-process {rep0:.0f} ms")
        print(summary(f"{name}, wall, launch to first frame ({len(warm)} warm runs)", walls))
        print(
            summary(
                f"{name}, in-process, entry point to first frame ({len(warm)} warm runs)",
                in_process,
            )
        )
    for screen in screens:
        walls = [w for w, _ in runs[screen][1:] or runs[screen]]
        print(f"{key(screen)} wall median: {statistics.median(walls):.0f} ms")
        in_process = [r for _, r in runs[screen][1:] or runs[screen]]
        print(f"{key(screen)} in-process median: {statistics.median(in_process):.0f} ms")


def side_by_side(env: dict[str, str], frozen: list[str], runs: int, screens: list[str]) -> None:
    """Alternate source and frozen launches so both meet the same machine load."""
    measured: dict[tuple[str, str], list[tuple[float, float]]] = {}
    for _ in range(runs):
        for screen in screens:
            for name, command in (("source", SOURCE), ("frozen", frozen)):
                measured.setdefault((name, screen), []).append(one_run(env, command, screen))
    print(
        f"{'':<8} {'':<20} {'first (cold)':>14} {'warm median':>12} {'min':>6} {'max':>6}"
        "  in-process"
    )
    for (name, screen), values in measured.items():
        walls = [w for w, _ in values[1:] or values]
        inner = statistics.median([r for _, r in values[1:] or values])
        print(
            f"{name:<8} {label(screen):<20} {values[0][0]:>11.0f} ms "
            f"{statistics.median(walls):>9.0f} ms {min(walls):>6.0f} {max(walls):>6.0f}  "
            f"{inner:.0f} ms"
        )


if __name__ == "__main__":
    main()
