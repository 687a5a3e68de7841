"""``canasta-sim --game cassino``: Cassino games or single rounds between computer players.

Each seat plays at a level (``--seat-levels``, any level of the Cassino kit:
``random`` by default, ``greedy`` the baseline capturer, ``easy`` … ``expert``).
``--deals K`` plays K single rounds, each printed item by item (docs/rules.md §5.11).
``--duplicate`` replays every game (or round) with the levels rotated and
reports the win rate and point margin with 95% confidence intervals.
"""

from __future__ import annotations

import argparse
import dataclasses

from canasta_gui.ai.arena import play_game
from canasta_gui.ai.cassino.kit import KIT
from canasta_gui.engine.cassino.options import PRESETS, CassinoConfig
from canasta_gui.engine.errors import ConfigError
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
    levels = seat_levels(args.seat_levels, config.players, KIT.levels)
    if levels is None:
        return fail(
            f"--seat-levels for Cassino needs {config.players} levels (or one for every seat) "
            f"from {', '.join(KIT.levels)}"
        )
    if args.duplicate:
        return run_duplicate(args, config, levels, runs, single_rounds, "round")
    names = side_names(config)
    records, totals, wins = [], [0] * config.n_sides, [0.0] * config.n_sides
    for i in range(runs):
        seed = f"{args.seed}/{i}"
        # A single round is a game with OPT-DEAL-LIMIT = 1 (canasta-sim sets it).
        s = play_game(config, seed, levels)
        if runs > 1:
            PROGRESS.show(f"{i + 1}/{runs} {'rounds' if single_rounds else 'games'}")
        if single_rounds:
            result = s.history[0]
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
            emit(_line(rec, names, single_rounds))
    PROGRESS.end()
    summary = summary_of(
        args, config, levels, totals, wins, runs, single_rounds, deal_limit=config.deal_limit
    )
    header = (
        f"{config.name}, preset {args.preset}, {summary['players']}, deal limit {config.deal_limit}"
    )
    what = "round" if single_rounds else "game"
    return finish(args.json, summary, records, header, what, single_rounds)


def _line(rec: dict, names: list[str], single_rounds: bool) -> str:
    if single_rounds:
        parts = ", ".join(
            f"{names[i]}: {p['total']} (cards {p['cards']} spades {p['spades']} "
            f"big {p['big_casino']} little {p['little_casino']} aces {p['aces']} "
            f"sweeps {p['sweeps']}; {plural(p['card_count'], 'card')}, "
            f"{plural(p['spade_count'], 'spade')})"
            for i, p in enumerate(rec["sides"])
        )
        return f"round {rec['round']}: {parts}"
    cut = " (stopped by the deal limit)" if rec["ended_by_deal_limit"] else ""
    return game_line(rec, names, rec["rounds"], "round", cut)
