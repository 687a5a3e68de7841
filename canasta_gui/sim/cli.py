"""``canasta-sim``: headless games between computer players.

Plays complete games (or single deals) from a seed and prints each result and
the totals. The same arguments always give the same games. Each seat plays at
a level (``--seat-levels``; ``random`` is uniformly random legal play, the
default). Games carry a deal limit (OPT-DEAL-LIMIT, docs/rules.md §1.5) so that even
random players finish, and the output says so. ``--duplicate`` replays every
deal with the levels rotated and reports win rate and point margin with 95%
confidence intervals.

``--game cassino`` plays Cassino (docs/rules.md §5) the same way: ``--deals K`` then
means K single rounds. ``--game hand-and-foot`` plays Hand and Foot (docs/rules.md §4,
always four deals a game). Both accept their own baselines besides the four levels
(``greedy`` for Cassino, ``nomeld`` for Hand and Foot). Those two runners live in
``cassino.py`` and ``hand_and_foot.py`` of this package; what all three print is
``report.py``.

A closed output pipe (``canasta-sim ... | head -1``) ends the run quietly with
status 141, the status a shell reports for a program stopped by SIGPIPE.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Sequence

from canasta_gui.ai.arena import play_game
from canasta_gui.ai.levels import ALL_LEVELS
from canasta_gui.engine.canasta import CanastaConfig, CanastaState
from canasta_gui.engine.canasta.options import OPTION_SPECS, PRESETS
from canasta_gui.engine.cassino.options import OPTION_SPECS as CASSINO_OPTIONS
from canasta_gui.engine.cassino.options import PRESETS as CASSINO_PRESETS
from canasta_gui.engine.errors import ConfigError
from canasta_gui.engine.hand_and_foot.options import OPTION_SPECS as HF_OPTIONS
from canasta_gui.engine.hand_and_foot.options import PRESETS as HF_PRESETS
from canasta_gui.sim import cassino as sim_cassino
from canasta_gui.sim import hand_and_foot as sim_hand_and_foot
from canasta_gui.sim.report import (
    PROGRESS,
    add_game,
    emit,
    fail,
    finish,
    game_line,
    plural,
    run_duplicate,
    seat_levels,
    side_names,
    summary_of,
)

#: Deal limit for simulated games unless --deal-limit says otherwise.
DEFAULT_DEAL_LIMIT = 50
#: Exit status when standard output is closed early: 128 + SIGPIPE, as a shell reports
#: for ``yes | head -1``.
BROKEN_PIPE_STATUS = 141


def _parse_options(pairs: Sequence[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"canasta-sim: --option wants OPT-ID=VALUE, not {pair!r}")
        out[key.strip().upper()] = value.strip()
    return out


def _game_record(index: int, seed: str, state: CanastaState, limit: int | None) -> dict:
    return {
        "game": index,
        "seed": seed,
        "deals": len(state.history),
        "scores": state.scores[:],
        "winners": list(state.winners),
        "ended_by_deal_limit": limit is not None
        and len(state.history) >= limit
        and max(state.scores) < state.config.target,
    }


def _deal_record(index: int, seed: str, state: CanastaState) -> dict:
    result = state.history[-1]
    return {
        "deal": index,
        "seed": seed,
        "reason": result.reason,
        "went_out": result.went_out,
        "concealed": result.concealed,
        "sides": [
            {
                "M": p.melded,
                "C": p.canastas,
                "R": p.red3s,
                "G": p.going_out,
                "H": p.hand,
                "total": p.total,
            }
            for p in result.sides
        ],
    }


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``canasta-sim``; the process exit status."""
    try:
        code = _main(argv)
        sys.stdout.flush()  # a closed pipe shows here, not at interpreter exit
        return code
    except BrokenPipeError:
        _discard_stdout()
        return BROKEN_PIPE_STATUS
    finally:
        with contextlib.suppress(OSError):  # standard error gone too: nothing left to tidy
            PROGRESS.end()


def _discard_stdout() -> None:
    """Point standard output at the null device, so the interpreter's last flush of the
    unwritten rest cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):
        pass  # not a real file (an in-process caller's capture): nothing will flush it


def _main(argv: Sequence[str] | None) -> int:
    parser = argparse.ArgumentParser(
        prog="canasta-sim", description="Headless Canasta games between computer players."
    )
    parser.add_argument(
        "--game", default="canasta", choices=["canasta", "cassino", "hand-and-foot"]
    )
    parser.add_argument("--players", type=int, default=None, help="default 4 (Cassino: 2)")
    parser.add_argument("--decks", type=int, default=None, help="default 2 (Canasta only)")
    count = parser.add_mutually_exclusive_group()
    count.add_argument("--games", type=int, help="complete games to play (default 1)")
    count.add_argument(
        "--deals", type=int, help="single deals (Cassino: single rounds) to play instead of games"
    )
    parser.add_argument("--seed", default="0")
    parser.add_argument(
        "--preset", default="default", choices=sorted({*PRESETS, *CASSINO_PRESETS, *HF_PRESETS})
    )
    parser.add_argument(
        "--option",
        "--options",
        action="append",
        default=[],
        metavar="OPT=VALUE",
        help="a rule option, e.g. OPT-CAN-DRAW-COUNT=1 (repeatable); ids: "
        + ", ".join(
            k for k in (*OPTION_SPECS, *CASSINO_OPTIONS, *HF_OPTIONS) if k != "OPT-DEAL-LIMIT"
        ),
    )
    parser.add_argument(
        "--deal-limit", type=int, default=None, help=f"default {DEFAULT_DEAL_LIMIT}"
    )
    parser.add_argument(
        "--seat-levels",
        default=None,
        help="comma-separated level per seat, e.g. expert,medium,expert,medium; levels: "
        + ", ".join(ALL_LEVELS)
        + " (Cassino also greedy, Hand and Foot also nomeld)",
    )
    parser.add_argument(
        "--duplicate", action="store_true", help="replay each deal with the seats rotated"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    args = parser.parse_args(argv)

    for name in ("games", "deals", "deal_limit"):
        value = getattr(args, name)
        if value is not None and value < 1:
            return fail(f"--{name.replace('_', '-')} must be at least 1, not {value}")
    if args.game == "hand-and-foot" and args.deal_limit is not None:
        return fail(
            "Hand and Foot has exactly 4 deals, or fewer by OPT-HF-DEALS "
            "(docs/rules.md §4.13): no deal limit"
        )
    options = _parse_options(args.option)
    single_deals = args.deals is not None
    limit = 1 if single_deals else (args.deal_limit or DEFAULT_DEAL_LIMIT)
    options.setdefault("OPT-DEAL-LIMIT", str(limit))
    if args.game == "cassino":
        return sim_cassino.run(args, options, single_deals)
    if args.game == "hand-and-foot":
        return sim_hand_and_foot.run(args, options, single_deals)
    try:
        config = CanastaConfig.make(args.players or 4, args.decks or 2, options, args.preset)
    except ConfigError as err:
        if err.code == "bad_config":  # the engine's message says "1 decks"
            players, decks = err.params["players"], err.params["decks"]
            return fail(
                f"{players} players with {plural(decks, 'deck')} is not a Canasta configuration."
            )
        return fail(err.text())
    runs = args.deals if single_deals else (args.games or 1)
    levels = seat_levels(args.seat_levels, config.players, ALL_LEVELS)
    if levels is None:
        print(
            f"canasta-sim: --seat-levels needs {config.players} levels from "
            f"{', '.join(ALL_LEVELS)}",
            file=sys.stderr,
        )
        return 2
    if args.duplicate:
        return run_duplicate(args, config, levels, runs, single_deals)
    names = side_names(config)
    records = []
    wins = [0.0] * config.n_sides
    totals = [0] * config.n_sides
    for i in range(runs):
        seed = f"{args.seed}/{i}"
        state = play_game(config, seed, levels)
        if runs > 1:
            PROGRESS.show(f"{i + 1}/{runs} {'deals' if single_deals else 'games'}")
        if single_deals:
            rec = _deal_record(i, seed, state)
            for side, part in enumerate(rec["sides"]):
                totals[side] += part["total"]
        else:
            rec = _game_record(i, seed, state, config.deal_limit)
            add_game(totals, wins, state.scores, state.winners)
        records.append(rec)
        if not args.json:
            emit(_format(rec, names, single_deals))
    summary = summary_of(
        args, config, levels, totals, wins, runs, single_deals, deal_limit=config.deal_limit
    )
    PROGRESS.end()
    header = (
        f"{config.name}, preset {args.preset}, {summary['players']}, deal limit {config.deal_limit}"
    )
    what = "deal" if single_deals else "game"
    return finish(args.json, summary, records, header, what, single_deals)


def _format(rec: dict, names: list[str], single_deals: bool) -> str:
    if single_deals:
        parts = ", ".join(
            f"{names[i]}: {s['total']} (M {s['M']} C {s['C']} R {s['R']} G {s['G']} H -{s['H']})"
            for i, s in enumerate(rec["sides"])
        )
        out = "" if rec["went_out"] is None else f", seat {rec['went_out']} went out"
        return f"deal {rec['deal']}: {rec['reason']}{out}; {parts}"
    cut = " (stopped by the deal limit)" if rec["ended_by_deal_limit"] else ""
    return game_line(rec, names, rec["deals"], "deal", cut)
