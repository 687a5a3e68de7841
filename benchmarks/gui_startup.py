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


def one_run(env: dict[str, str]) -> tuple[float, float]:
    """(wall ms until the first-frame line, the ms the app reports)."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "canasta_gui", "--smoke-test"],
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
    args = parser.parse_args()
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
        runs = [one_run(env) for _ in range(args.runs)]
    (wall0, rep0), warm = runs[0], runs[1:] or runs
    print(f"first run (maybe cold): wall {wall0:.0f} ms, in-process {rep0:.0f} ms")
    print(summary(f"wall, launch to first frame ({len(warm)} warm runs)", [w for w, _ in warm]))
    in_process = [r for _, r in warm]
    print(summary(f"in-process, entry point to first frame ({len(warm)} warm runs)", in_process))


if __name__ == "__main__":
    main()
