"""GUI start-up: time from launch to the main window's first frame. Target: <= 1.0 s.

Runs ``python -m canasta_gui --smoke-test`` offscreen ``--runs`` times as a
subprocess and reports two figures per run: the wall time from just before the
launch until the "first frame" line reaches stdout (interpreter start-up
included), and the in-process time the app prints itself (from its entry
point). The first run may meet a cold file cache, so it is shown on its own and
left out of the warm figures. User folders point at a temporary directory.

Bytecode: an installed app has its ``.pyc`` files, but a source checkout run with
``PYTHONDONTWRITEBYTECODE=1`` compiles every module on every start (about 0.2 s
here). So the runs write bytecode to a temporary ``PYTHONPYCACHEPREFIX`` (the
first run compiles, the rest reuse it); ``--no-pyc`` keeps the environment's
own setting instead.

    taskset -c 1 .venv/bin/python benchmarks/gui_startup.py --runs 7

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

TARGET_MS = 1000.0
FIRST_FRAME = re.compile(r"first frame after (\d+) ms")


SOURCE = [sys.executable, "-m", "canasta_gui"]


def one_run(env: dict[str, str], command: list[str] = SOURCE) -> tuple[float, float]:
    """(wall ms until the first-frame line, the ms the app reports)."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [*command, "--smoke-test"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    wall = reported = None
    assert proc.stdout is not None
    for line in proc.stdout:
        match = FIRST_FRAME.search(line)
        if match and wall is None:
            wall = (time.perf_counter() - start) * 1000
            reported = float(match.group(1))
    code = proc.wait(timeout=30)
    if wall is None or code != 0:
        raise SystemExit(f"smoke test failed (exit {code}, first frame seen: {wall is not None})")
    return wall, reported


def summary(name: str, values: list[float]) -> str:
    med = statistics.median(values)
    verdict = "ok" if med <= TARGET_MS else "OVER"
    return (
        f"{name}: median {med:.0f} ms, min {min(values):.0f} ms, max {max(values):.0f} ms"
        f"  (target <= {TARGET_MS:.0f} ms: {verdict})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--no-pyc", action="store_true", help="leave bytecode caching as is")
    parser.add_argument("--frozen", metavar="EXE", help="also time this bundle's executable")
    parser.add_argument("--quick", action="store_true", help="two runs (tests)")
    args = parser.parse_args()
    if args.quick:
        args.runs = 2
    with tempfile.TemporaryDirectory(prefix="canasta-bench-") as tmp:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        for var, sub in (("CONFIG", "config"), ("DATA", "data"), ("CACHE", "cache")):
            env[f"CANASTA_GUI_{var}_DIR"] = os.path.join(tmp, sub)
        if not args.no_pyc:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = os.path.join(tmp, "pycache")
        bytecode = "as the environment has it" if args.no_pyc else "cached in a temporary prefix"
        print(f"{args.runs} runs of python -m canasta_gui --smoke-test, bytecode {bytecode}")
        if args.frozen:
            return side_by_side(env, [args.frozen], args.runs)
        runs = [one_run(env) for _ in range(args.runs)]
    (wall0, rep0), warm = runs[0], runs[1:] or runs
    print(f"first run (maybe cold): wall {wall0:.0f} ms, in-process {rep0:.0f} ms")
    print(summary(f"wall, launch to first frame ({len(warm)} warm runs)", [w for w, _ in warm]))
    in_process = [r for _, r in warm]
    print(summary(f"in-process, entry point to first frame ({len(warm)} warm runs)", in_process))
    print(f"startup wall median: {statistics.median([w for w, _ in warm]):.0f} ms")
    print(f"startup in-process median: {statistics.median(in_process):.0f} ms")


def side_by_side(env: dict[str, str], frozen: list[str], runs: int) -> None:
    """Alternate source and frozen launches so both meet the same machine load."""
    source_runs, frozen_runs = [], []
    for _ in range(runs):
        source_runs.append(one_run(env))
        frozen_runs.append(one_run(env, frozen))
    print(f"{'':<8} {'first (cold)':>14} {'warm median':>12} {'min':>6} {'max':>6}  in-process")
    for name, measured in (("source", source_runs), ("frozen", frozen_runs)):
        walls = [w for w, _ in measured[1:] or measured]
        inner = statistics.median([r for _, r in measured[1:] or measured])
        print(
            f"{name:<8} {measured[0][0]:>11.0f} ms {statistics.median(walls):>9.0f} ms "
            f"{min(walls):>6.0f} {max(walls):>6.0f}  {inner:.0f} ms"
        )


if __name__ == "__main__":
    main()
