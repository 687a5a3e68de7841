"""``canasta-sim --game cassino``: random Cassino games or single rounds (RULES.md §5).

Cassino has no computer players yet, so every seat plays ``random``. ``--deals K``
plays K single rounds, each printed item by item (§5.11).
"""

from __future__ import annotations

import argparse
import dataclasses

from canasta_gui.engine.cassino.options import PRESETS, CassinoConfig
from canasta_gui.engine.cassino.playout import play_random
from canasta_gui.engine.errors import ConfigError
from canasta_gui.sim_report import add_game, fail, finish, game_line, random_only


def run(args: argparse.Namespace, options: dict[str, str], single_rounds: bool) -> int:
    """Play and report; returns the process exit code."""
    if args.decks not in (None, 1):
        return fail("Cassino is played with one deck: leave out --decks")
    if args.preset not in PRESETS:
        return fail(f"--preset for Cassino is one of {', '.join(sorted(PRESETS))}")
    try:
        config = CassinoConfig.make(args.players or 2, options, args.preset)
    except ConfigError as err:
        return fail(err.text())
    runs = args.deals if single_rounds else (args.games or 1)
    if runs < 1:
        return fail("the number of games or rounds must be at least 1")
    refusal = random_only(args, "Cassino", config.players)
    if refusal:
        return fail(refusal)
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
            add_game(totals, wins, s.scores, s.winners)
        records.append(rec)
        if not args.json:
            print(_line(rec, names, single_rounds))
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
    header = (
        f"{config.name}, preset {args.preset}, {summary['players']}, deal limit {config.deal_limit}"
    )
    what = "rounds" if single_rounds else "games"
    return finish(args.json, summary, records, header, what, single_rounds)


def _line(rec: dict, names: list[str], single_rounds: bool) -> str:
    if single_rounds:
        parts = ", ".join(
            f"{names[i]}: {p['total']} (cards {p['cards']} spades {p['spades']} "
            f"big {p['big_casino']} little {p['little_casino']} aces {p['aces']} "
            f"sweeps {p['sweeps']}; {p['card_count']} cards, {p['spade_count']} spades)"
            for i, p in enumerate(rec["sides"])
        )
        return f"round {rec['round']}: {parts}"
    cut = " (stopped by the deal limit)" if rec["ended_by_deal_limit"] else ""
    return game_line(rec, names, rec["rounds"], "rounds", cut)
