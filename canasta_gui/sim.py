"""``canasta-sim``: headless games between computer players.

Plays complete games (or single deals) from a seed and prints each result and
the totals. The same arguments always give the same games. Each seat plays at
a level (``--seat-levels``; ``random`` is uniformly random legal play, the
default). Games carry a deal limit (OPT-DEAL-LIMIT, RULES.md §1.5) so that even
random players finish, and the output says so. ``--duplicate`` replays every
deal with the levels rotated and reports win rate and point margin with 95%
confidence intervals.

``--game cassino`` plays Cassino (RULES.md §5) the same way: ``--deals K`` then
means K single rounds. Cassino has no computer players yet, so every seat plays
``random``. ``--game hand-and-foot`` plays Hand and Foot (RULES.md §4, always four
deals a game; ``hand_and_foot_sim.py``), also with random seats only.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Sequence

from canasta_gui.ai.arena import duplicate_match, play_game, stderr_progress
from canasta_gui.ai.levels import ALL_LEVELS
from canasta_gui.engine.canasta import CanastaConfig, CanastaState
from canasta_gui.engine.canasta.options import OPTION_SPECS, PRESETS
from canasta_gui.engine.cassino.options import OPTION_SPECS as CASSINO_OPTIONS
from canasta_gui.engine.cassino.options import PRESETS as CASSINO_PRESETS
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.playout import play_random
from canasta_gui.engine.errors import ConfigError
from canasta_gui.engine.hand_and_foot.options import OPTION_SPECS as HF_OPTIONS
from canasta_gui.engine.hand_and_foot.options import PRESETS as HF_PRESETS

#: Deal limit for simulated games unless --deal-limit says otherwise.
DEFAULT_DEAL_LIMIT = 50


def _parse_options(pairs: Sequence[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"canasta-sim: --option wants OPT-ID=VALUE, not {pair!r}")
        out[key.strip().upper()] = value.strip()
    return out


def _side_names(config: CanastaConfig) -> list[str]:
    names = []
    for side in range(config.n_sides):
        seats = [str(p) for p in range(config.players) if config.side_of[p] == side]
        names.append("+".join(seats))
    return names


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
    parser.add_argument("--deal-limit", type=int, default=DEFAULT_DEAL_LIMIT)
    parser.add_argument(
        "--seat-levels",
        default=None,
        help="comma-separated level per seat, e.g. expert,medium,expert,medium; levels: "
        + ", ".join(ALL_LEVELS),
    )
    parser.add_argument(
        "--duplicate", action="store_true", help="replay each deal with the seats rotated"
    )
    parser.add_argument("--json", action="store_true", help="print one JSON document")
    args = parser.parse_args(argv)

    options = _parse_options(args.option)
    single_deals = args.deals is not None
    limit = 1 if single_deals else args.deal_limit
    if limit is not None and limit > 0:
        options.setdefault("OPT-DEAL-LIMIT", str(limit))
    if args.game == "cassino":
        return _run_cassino(args, options, single_deals)
    if args.game == "hand-and-foot":
        from canasta_gui import hand_and_foot_sim

        return hand_and_foot_sim.run(args, options, single_deals)
    try:
        config = CanastaConfig.make(args.players or 4, args.decks or 2, options, args.preset)
    except ConfigError as err:
        print(f"canasta-sim: {err.text()}", file=sys.stderr)
        return 2
    runs = args.deals if single_deals else (args.games or 1)
    if runs < 1:
        print("canasta-sim: the number of games or deals must be at least 1", file=sys.stderr)
        return 2
    levels = (args.seat_levels or ",".join(["random"] * config.players)).split(",")
    levels = [lv.strip().lower() for lv in levels]
    if len(levels) != config.players or any(lv not in ALL_LEVELS for lv in levels):
        print(
            f"canasta-sim: --seat-levels needs {config.players} levels from "
            f"{', '.join(ALL_LEVELS)}",
            file=sys.stderr,
        )
        return 2
    if args.duplicate:
        return _run_duplicate(args, config, levels, runs, single_deals)
    names = _side_names(config)
    records = []
    wins = [0.0] * config.n_sides
    totals = [0] * config.n_sides
    for i in range(runs):
        seed = f"{args.seed}/{i}"
        state = play_game(config, seed, levels)
        if runs > 1:
            stderr_progress(f"{i + 1}/{runs} {'deals' if single_deals else 'games'}")
        if single_deals:
            rec = _deal_record(i, seed, state)
            for side, part in enumerate(rec["sides"]):
                totals[side] += part["total"]
        else:
            rec = _game_record(i, seed, state, config.deal_limit)
            for side in state.winners:
                wins[side] += 1 / len(state.winners)
            for side, score in enumerate(state.scores):
                totals[side] += score
        records.append(rec)
        if not args.json:
            print(_format(rec, names, single_deals))
    summary = {
        "game": args.game,
        "configuration": config.name,
        "preset": args.preset,
        "options": config.options.as_dict(),
        "deal_limit": config.deal_limit,
        "players": "levels " + ",".join(levels),
        "sides": names,
        "runs": runs,
        "mean_score": [t / runs for t in totals],
    }
    if not single_deals:
        summary["wins"] = wins
    if runs > 1:
        sys.stderr.write("\n")
    if args.json:
        print(json.dumps({"summary": summary, "results": records}, indent=1))
    else:
        print(_format_summary(summary, single_deals))
    return 0


def _run_duplicate(
    args: argparse.Namespace,
    config: CanastaConfig,
    levels: list[str],
    runs: int,
    single_deals: bool,
) -> int:
    report = duplicate_match(
        config,
        levels,
        runs,
        str(args.seed),
        whole_games=not single_deals,
        progress=stderr_progress,
    )
    sys.stderr.write("\n")
    if args.json:
        print(
            json.dumps(
                {"configuration": config.name, "levels": levels, "report": report.__dict__},
                indent=1,
            )
        )
    else:
        unit = "deal" if single_deals else "game"
        print(
            f"{config.name}, levels {','.join(levels)}, duplicate {unit}s, "
            f"deal limit {config.deal_limit}"
        )
        print("\n".join(report.lines()))
    return 0


def _fail(text: str) -> int:
    print(f"canasta-sim: {text}", file=sys.stderr)
    return 2


def _run_cassino(args: argparse.Namespace, options: dict[str, str], single_rounds: bool) -> int:
    """Random Cassino games or single rounds (RULES.md §5), reported item by item."""
    if args.decks not in (None, 1):
        return _fail("Cassino is played with one deck: leave out --decks")
    if args.preset not in CASSINO_PRESETS:
        return _fail(f"--preset for Cassino is one of {', '.join(sorted(CASSINO_PRESETS))}")
    try:
        config = CassinoConfig.make(args.players or 2, options, args.preset)
    except ConfigError as err:
        return _fail(err.text())
    runs = args.deals if single_rounds else (args.games or 1)
    if runs < 1:
        return _fail("the number of games or rounds must be at least 1")
    levels = [lv.strip().lower() for lv in (args.seat_levels or "random").split(",")]
    if any(lv != "random" for lv in levels) or len(levels) not in (1, config.players):
        return _fail(
            f"Cassino has no computer players yet: --seat-levels accepts only random "
            f"({config.players} seats)"
        )
    if args.duplicate:
        return _fail("--duplicate needs computer players, which Cassino does not have yet")
    names = [
        "+".join(str(p) for p in range(config.players) if config.side_of[p] == side)
        for side in range(config.n_sides)
    ]
    records, totals, wins = [], [0] * config.n_sides, [0.0] * config.n_sides
    for i in range(runs):
        seed = f"{args.seed}/{i}"
        s = play_random(config, seed, single_round=single_rounds)
        if single_rounds:
            result = s.history[-1]
            sides = [{**dataclasses.asdict(p), "total": p.total} for p in result.sides]
            rec: dict = {"round": i, "seed": seed, "leftovers_to": result.leftovers_to}
            rec["sides"] = sides
            for side, part in enumerate(sides):
                totals[side] += part["total"]
        else:
            limited = config.deal_limit is not None and len(s.history) >= config.deal_limit
            rec = {
                "game": i,
                "seed": seed,
                "rounds": len(s.history),
                "scores": s.scores[:],
                "winners": list(s.winners),
                "ended_by_deal_limit": limited and max(s.scores) < config.target,
            }
            for side in s.winners:
                wins[side] += 1 / len(s.winners)
            for side, score in enumerate(s.scores):
                totals[side] += score
        records.append(rec)
        if not args.json:
            print(_format_cassino(rec, names, single_rounds))
    summary = {
        "game": "cassino",
        "configuration": config.name,
        "preset": args.preset,
        "options": config.options.as_dict(),
        "deal_limit": config.deal_limit,
        "players": "levels " + ",".join(["random"] * config.players),
        "sides": names,
        "runs": runs,
        "mean_score": [t / runs for t in totals],
    }
    if not single_rounds:
        summary["wins"] = wins
    if args.json:
        print(json.dumps({"summary": summary, "results": records}, indent=1))
    else:
        print(_format_summary(summary, single_rounds).replace(" deals", " rounds"))
    return 0


def _format_cassino(rec: dict, names: list[str], single_rounds: bool) -> str:
    if single_rounds:
        parts = ", ".join(
            f"{names[i]}: {p['total']} (cards {p['cards']} spades {p['spades']} "
            f"big {p['big_casino']} little {p['little_casino']} aces {p['aces']} "
            f"sweeps {p['sweeps']}; {p['card_count']} cards, {p['spade_count']} spades)"
            for i, p in enumerate(rec["sides"])
        )
        return f"round {rec['round']}: {parts}"
    scores = ", ".join(f"{names[i]}: {v}" for i, v in enumerate(rec["scores"]))
    win = " and ".join(names[w] for w in rec["winners"])
    verdict = f"winner {win}" if len(rec["winners"]) == 1 else f"draw between {win}"
    cut = " (stopped by the deal limit)" if rec["ended_by_deal_limit"] else ""
    return f"game {rec['game']}: {rec['rounds']} rounds, {scores}; {verdict}{cut}"


def _format(rec: dict, names: list[str], single_deals: bool) -> str:
    if single_deals:
        parts = ", ".join(
            f"{names[i]}: {s['total']} (M {s['M']} C {s['C']} R {s['R']} G {s['G']} H -{s['H']})"
            for i, s in enumerate(rec["sides"])
        )
        out = "" if rec["went_out"] is None else f", seat {rec['went_out']} went out"
        return f"deal {rec['deal']}: {rec['reason']}{out}; {parts}"
    scores = ", ".join(f"{names[i]}: {v}" for i, v in enumerate(rec["scores"]))
    win = " and ".join(names[w] for w in rec["winners"])
    verdict = f"winner {win}" if len(rec["winners"]) == 1 else f"draw between {win}"
    cut = " (stopped by the deal limit)" if rec["ended_by_deal_limit"] else ""
    return f"game {rec['game']}: {rec['deals']} deals, {scores}; {verdict}{cut}"


def _format_summary(summary: dict, single_deals: bool) -> str:
    lines = [
        f"{summary['configuration']}, preset {summary['preset']}, {summary['players']}, "
        f"deal limit {summary['deal_limit']}",
    ]
    means = ", ".join(
        f"{n}: {m:.1f}" for n, m in zip(summary["sides"], summary["mean_score"], strict=True)
    )
    what = "deals" if single_deals else "games"
    lines.append(f"{summary['runs']} {what}; mean score {means}")
    if not single_deals:
        wins = ", ".join(
            f"{n}: {w:g}" for n, w in zip(summary["sides"], summary["wins"], strict=True)
        )
        lines.append(f"wins {wins}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
