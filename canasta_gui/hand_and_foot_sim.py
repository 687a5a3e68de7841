"""``canasta-sim --game hand-and-foot``: random Hand and Foot games or single deals.

Hand and Foot (RULES.md §4) has no computer players yet, so every seat plays
``random`` (uniformly random legal play). A game is always 4 deals (§4.13), so no
deal limit applies; ``--deals K`` plays K single deals. Each deal prints every
score part: M + B + R + G - H (§4.12).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys

from canasta_gui.engine.errors import ConfigError
from canasta_gui.engine.hand_and_foot.options import PRESETS, HandFootConfig
from canasta_gui.engine.hand_and_foot.playout import play_random

NAMES = ["0+2", "1+3"]


def _fail(text: str) -> int:
    print(f"canasta-sim: {text}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace, options: dict[str, str], single_deals: bool) -> int:
    """Play and report; returns the process exit code."""
    if args.players not in (None, 4) or args.decks not in (None, 5):
        return _fail("Hand and Foot is played by 4 players with 5 decks: leave out --players")
    if any(pair.strip().upper().startswith("OPT-DEAL-LIMIT") for pair in args.option):
        return _fail("Hand and Foot always has exactly 4 deals (RULES.md §4.13): no deal limit")
    options = {k: v for k, v in options.items() if k != "OPT-DEAL-LIMIT"}
    if args.preset not in PRESETS:
        return _fail(f"--preset for Hand and Foot is one of {', '.join(sorted(PRESETS))}")
    try:
        config = HandFootConfig.make(options, args.preset)
    except ConfigError as err:
        return _fail(err.text())
    runs = args.deals if single_deals else (args.games or 1)
    if runs < 1:
        return _fail("the number of games or deals must be at least 1")
    levels = [lv.strip().lower() for lv in (args.seat_levels or "random").split(",")]
    if any(lv != "random" for lv in levels) or len(levels) not in (1, 4):
        return _fail(
            "Hand and Foot has no computer players yet: --seat-levels accepts only random (4 seats)"
        )
    if args.duplicate:
        return _fail("--duplicate needs computer players, which Hand and Foot does not have yet")
    records, totals, wins = [], [0, 0], [0.0, 0.0]
    for i in range(runs):
        seed = f"{args.seed}/{i}"
        s = play_random(config, seed, single_deal=single_deals)
        if single_deals:
            result = s.history[-1]
            sides = [{**dataclasses.asdict(p), "total": p.total} for p in result.sides]
            rec: dict = {
                "deal": i,
                "seed": seed,
                "reason": result.reason,
                "went_out": result.went_out,
                "sides": sides,
            }
            for side, part in enumerate(sides):
                totals[side] += part["total"]
        else:
            rec = {
                "game": i,
                "seed": seed,
                "deals": len(s.history),
                "scores": s.scores[:],
                "winners": list(s.winners),
                "outs": sum(1 for r in s.history if r.reason == "out"),
            }
            for side in s.winners:
                wins[side] += 1 / len(s.winners)
            for side, score in enumerate(s.scores):
                totals[side] += score
        records.append(rec)
        if not args.json:
            print(_format(rec, single_deals))
    summary = {
        "game": "hand-and-foot",
        "configuration": config.name,
        "preset": args.preset,
        "options": config.options.as_dict(),
        "deals_per_game": 4,
        "players": "levels " + ",".join(["random"] * 4),
        "sides": NAMES,
        "runs": runs,
        "mean_score": [t / runs for t in totals],
    }
    if not single_deals:
        summary["wins"] = wins
    if args.json:
        print(json.dumps({"summary": summary, "results": records}, indent=1))
    else:
        what = "deals" if single_deals else "games"
        means = ", ".join(
            f"{n}: {m:.1f}" for n, m in zip(NAMES, summary["mean_score"], strict=True)
        )
        print(f"{config.name}, preset {args.preset}, levels random, 4 deals a game")
        print(f"{runs} {what}; mean score {means}")
        if not single_deals:
            print("wins " + ", ".join(f"{n}: {w:g}" for n, w in zip(NAMES, wins, strict=True)))
    return 0


def _format(rec: dict, single_deals: bool) -> str:
    if single_deals:
        parts = ", ".join(
            f"{NAMES[i]}: {p['total']} (M {p['melded']} B {p['books']} R {p['red3s']} "
            f"G {p['going_out']} H -{p['hand']}; books {p['clean_books']} clean, "
            f"{p['dirty_books']} dirty, {p['wild_books']} wild)"
            for i, p in enumerate(rec["sides"])
        )
        out = "" if rec["went_out"] is None else f", seat {rec['went_out']} went out"
        return f"deal {rec['deal']}: {rec['reason']}{out}; {parts}"
    scores = ", ".join(f"{NAMES[i]}: {v}" for i, v in enumerate(rec["scores"]))
    win = " and ".join(NAMES[w] for w in rec["winners"])
    verdict = f"winner {win}" if len(rec["winners"]) == 1 else f"draw between {win}"
    return f"game {rec['game']}: {rec['deals']} deals, {scores}; {verdict}"
