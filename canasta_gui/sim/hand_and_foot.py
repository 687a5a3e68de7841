"""``canasta-sim --game hand-and-foot``: Hand and Foot games or single deals between levels.

Each seat plays a level (``--seat-levels``, any level of the Hand and Foot kit:
``random``, ``easy``, ``medium``, ``hard``, ``expert`` and the ``nomeld``
baseline); ``--duplicate`` replays every deal with the levels rotated one seat
per side and reports win rate and point margin with confidence intervals. A game
is 4 deals, or fewer by ``--option OPT-HF-DEALS=N`` (docs/rules.md §4.13), so no deal limit
applies; ``--deals K`` plays
K single deals. Each deal prints every score part: M + B + R + G - H (§4.12).
"""

from __future__ import annotations

import argparse
import dataclasses

from canasta_gui.ai.arena import play_deal, play_game
from canasta_gui.ai.hand_and_foot.kit import KIT
from canasta_gui.engine.errors import ConfigError
from canasta_gui.engine.hand_and_foot.options import PLAYERS, PRESETS, HandFootConfig
from canasta_gui.engine.hand_and_foot.playout import play_random
from canasta_gui.engine.hand_and_foot.state import HandFootState
from canasta_gui.sim.report import (
    PROGRESS,
    add_game,
    emit,
    fail,
    finish,
    game_line,
    run_duplicate,
    seat_levels,
    summary_of,
)

NAMES = ["0+2", "1+3"]


def run(args: argparse.Namespace, options: dict[str, str], single_deals: bool) -> int:
    """Play and report; returns the process exit code."""
    if args.players not in (None, 4) or args.decks not in (None, 5):
        return fail("Hand and Foot is played by 4 players with 5 decks: leave out --players")
    if any(pair.strip().upper().startswith("OPT-DEAL-LIMIT") for pair in args.option):
        return fail(
            "Hand and Foot has exactly 4 deals, or fewer by OPT-HF-DEALS "
            "(docs/rules.md §4.13): no deal limit"
        )
    options = {k: v for k, v in options.items() if k != "OPT-DEAL-LIMIT"}
    if args.preset not in PRESETS:
        return fail(f"--preset for Hand and Foot is one of {', '.join(sorted(PRESETS))}")
    try:
        config = HandFootConfig.make(options, args.preset)
    except ConfigError as err:
        return fail(err.text())
    runs = args.deals if single_deals else (args.games or 1)
    levels = seat_levels(args.seat_levels, PLAYERS, KIT.levels)
    if levels is None:
        return fail(
            f"--seat-levels for Hand and Foot needs {PLAYERS} levels (or one) from "
            f"{', '.join(KIT.levels)}"
        )
    if args.duplicate:
        return run_duplicate(args, config, levels, runs, single_deals, note="4 deals a game")
    records, totals, wins = [], [0, 0], [0.0, 0.0]
    for i in range(runs):
        seed = f"{args.seed}/{i}"
        s = _play(config, seed, levels, single_deals)
        if runs > 1:
            PROGRESS.show(f"{i + 1}/{runs} {'deals' if single_deals else 'games'}")
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
            emit(_format(rec, single_deals))
    PROGRESS.end()
    summary = summary_of(args, config, levels, totals, wins, runs, single_deals, deals_per_game=4)
    header = f"{config.name}, preset {args.preset}, levels {','.join(levels)}, 4 deals a game"
    what = "deal" if single_deals else "game"
    return finish(args.json, summary, records, header, what, single_deals)


def _play(config: HandFootConfig, seed: str, levels: list[str], single: bool) -> HandFootState:
    if all(lv == "random" for lv in levels):
        # The engine's own random playout: the same games as before there were levels.
        return play_random(config, seed, single_deal=single)
    return (play_deal if single else play_game)(config, seed, levels)


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
    return game_line(rec, NAMES, rec["deals"], "deal")
