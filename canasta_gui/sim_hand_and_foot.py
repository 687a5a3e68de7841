"""``canasta-sim --game hand-and-foot``: random Hand and Foot games or single deals.

Hand and Foot (RULES.md §4) has no computer players yet, so every seat plays
``random`` (uniformly random legal play). A game is always 4 deals (§4.13), so no
deal limit applies; ``--deals K`` plays K single deals. Each deal prints every
score part: M + B + R + G - H (§4.12).
"""

from __future__ import annotations

import argparse
import dataclasses

from canasta_gui.engine.errors import ConfigError
from canasta_gui.engine.hand_and_foot.options import PRESETS, HandFootConfig
from canasta_gui.engine.hand_and_foot.playout import play_random
from canasta_gui.sim_report import add_game, fail, finish, game_line, random_only

NAMES = ["0+2", "1+3"]


def run(args: argparse.Namespace, options: dict[str, str], single_deals: bool) -> int:
    """Play and report; returns the process exit code."""
    if args.players not in (None, 4) or args.decks not in (None, 5):
        return fail("Hand and Foot is played by 4 players with 5 decks: leave out --players")
    if any(pair.strip().upper().startswith("OPT-DEAL-LIMIT") for pair in args.option):
        return fail("Hand and Foot always has exactly 4 deals (RULES.md §4.13): no deal limit")
    options = {k: v for k, v in options.items() if k != "OPT-DEAL-LIMIT"}
    if args.preset not in PRESETS:
        return fail(f"--preset for Hand and Foot is one of {', '.join(sorted(PRESETS))}")
    try:
        config = HandFootConfig.make(options, args.preset)
    except ConfigError as err:
        return fail(err.text())
    runs = args.deals if single_deals else (args.games or 1)
    if runs < 1:
        return fail("the number of games or deals must be at least 1")
    refusal = random_only(args, "Hand and Foot", 4)
    if refusal:
        return fail(refusal)
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
            add_game(totals, wins, s.scores, s.winners)
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
    header = f"{config.name}, preset {args.preset}, levels random, 4 deals a game"
    what = "deals" if single_deals else "games"
    return finish(args.json, summary, records, header, what, single_deals)


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
    return game_line(rec, NAMES, rec["deals"], "deals")
