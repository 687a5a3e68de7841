"""What ``canasta-sim`` prints for every game: result lines, totals and the JSON document.

Canasta, Hand and Foot and Cassino runs differ in what they play and in their
score parts; tallying wins, the verdict line and the summary are the same code.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from canasta_gui.ai.arena import duplicate_match


class Progress:
    """The one progress line on standard error, rewritten in place with ``\\r``.

    A shorter line blanks what is left of a longer one. ``end`` finishes the line with
    a newline (``canasta-sim`` calls it however the run ends). On a terminal, ``clear``
    wipes the line before a result is printed, so the two never run together.
    """

    def __init__(self) -> None:
        self.width = 0

    def show(self, line: str) -> None:
        sys.stderr.write("\r" + line.ljust(self.width))
        sys.stderr.flush()
        self.width = len(line)

    def clear(self) -> None:
        if self.width and sys.stderr.isatty():
            sys.stderr.write("\r" + " " * self.width + "\r")
            sys.stderr.flush()
            self.width = 0

    def end(self) -> None:
        if self.width:
            self.width = 0
            sys.stderr.write("\n")
            sys.stderr.flush()


PROGRESS = Progress()


def emit(line: str) -> None:
    """Print one result line on standard output, clear of the progress line."""
    PROGRESS.clear()
    print(line)


def plural(count: int, word: str) -> str:
    """``1 deal``, ``2 deals``: a count with its noun in good English."""
    return f"{count} {word if count == 1 else word + 's'}"


def fail(text: str) -> int:
    """Report a usage problem the way every canasta-sim error is reported; exit code 2."""
    print(f"canasta-sim: {text}", file=sys.stderr)
    return 2


def seat_levels(text: str | None, seats: int, allowed: Sequence[str]) -> list[str] | None:
    """One level per seat from ``--seat-levels`` (one level alone fills every seat; none:
    random play); ``None`` when the count is wrong or a level is unknown."""
    levels = [lv.strip().lower() for lv in (text or "random").split(",")]
    if len(levels) == 1:
        levels *= seats
    if len(levels) != seats or any(lv not in allowed for lv in levels):
        return None
    return levels


def side_names(config: Any) -> list[str]:
    """Each side named by its seats: ``0+2``, ``1+3`` (or ``0``, ``1``, ``2`` alone)."""
    return [
        "+".join(str(p) for p in range(config.players) if config.side_of[p] == side)
        for side in range(config.n_sides)
    ]


def summary_of(
    args: argparse.Namespace,
    config: Any,
    levels: Sequence[str],
    totals: Sequence[float],
    wins: Sequence[float],
    runs: int,
    single: bool,
    **extra: Any,
) -> dict:
    """The summary every game prints (``extra``: the game's own facts, such as its deal limit)."""
    summary = {
        "game": args.game,
        "configuration": config.name,
        "preset": args.preset,
        "options": config.options.as_dict(),
        **extra,
        "players": "levels " + ",".join(levels),
        "sides": side_names(config),
        "runs": runs,
        "mean_score": [t / runs for t in totals],
    }
    if not single:
        summary["wins"] = list(wins)
    return summary


def add_game(totals: list, wins: list, scores: Sequence[int], winners: Sequence[int]) -> None:
    """Count one finished game: its scores, and a shared win for tied winners."""
    for side in winners:
        wins[side] += 1 / len(winners)
    for side, score in enumerate(scores):
        totals[side] += score


def verdict(names: Sequence[str], winners: Sequence[int]) -> str:
    who = " and ".join(names[w] for w in winners)
    return f"winner {who}" if len(winners) == 1 else f"draw between {who}"


def game_line(rec: dict, names: Sequence[str], count: int, unit: str, cut: str = "") -> str:
    """``game 3: 4 deals, 0+2: 5120, 1+3: 3880; winner 0+2`` (``unit``: the singular noun)."""
    scores = ", ".join(f"{names[i]}: {v}" for i, v in enumerate(rec["scores"]))
    played = plural(count, unit)
    return f"game {rec['game']}: {played}, {scores}; {verdict(names, rec['winners'])}{cut}"


def finish(
    as_json: bool, summary: dict, records: list, header: str, what: str, single: bool
) -> int:
    """Print the summary (or the whole JSON document); the process exit code. ``what`` is
    the singular noun of a run (``game``, ``deal``, ``round``)."""
    if as_json:
        print(json.dumps({"summary": summary, "results": records}, indent=1))
        return 0
    names = summary["sides"]
    means = ", ".join(f"{n}: {m:.1f}" for n, m in zip(names, summary["mean_score"], strict=True))
    print(header)
    print(f"{plural(summary['runs'], what)}; mean score {means}")
    if not single:
        wins = ", ".join(f"{n}: {w:g}" for n, w in zip(names, summary["wins"], strict=True))
        print(f"wins {wins}")
    return 0


def run_duplicate(
    args: argparse.Namespace,
    config: Any,
    levels: list[str],
    runs: int,
    single: bool,
    single_unit: str = "deal",
    note: str | None = None,
) -> int:
    """``--duplicate`` for every game: mirrored deals (rounds) or games, levels rotated one
    seat per side (``ai/arena.py``); prints the report, or it as JSON. ``note`` ends the
    header (default: the deal limit)."""
    try:
        report = duplicate_match(
            config,
            levels,
            runs,
            str(args.seed),
            whole_games=not single,
            progress=PROGRESS.show,
        )
    except ValueError as err:  # the same level at every seat: nothing to compare
        return fail(str(err))
    PROGRESS.end()
    if args.json:
        data = {"configuration": config.name, "levels": levels, "report": report.__dict__}
        print(json.dumps(data, indent=1))
        return 0
    unit = single_unit if single else "game"
    tail = note if note is not None else f"deal limit {config.deal_limit}"
    print(f"{config.name}, levels {','.join(levels)}, duplicate {unit}s, {tail}")
    print("\n".join(report.lines()))
    return 0
