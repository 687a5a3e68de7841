"""``canasta --screenshot``: a seeded table after N moves, rendered to a PNG offscreen.

Every seat's moves come from computer players (seat 0 included) so the picture
is reproducible for a seed; the window then shows seat 0's view as a person
would see it.
"""

from __future__ import annotations

import argparse
import sys

from canasta_gui.app.games import game_for
from canasta_gui.app.scene import speeds
from canasta_gui.app.settings import Settings
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup

#: The table each game is pictured at when ``--players`` is not given.
DEFAULT_PLAYERS = {"canasta": 4, "hand-and-foot": 4, "cassino": 2}


def seeded_position(players: int, seed: str, moves: int, game: str = "canasta"):
    """A game after ``moves`` actions of Medium players, reproducible from ``seed``."""
    names = ["Ann", "Bo", "Cy", "Dee", "Eli", "Fay"]
    seats = (SeatSetup(HUMAN, names[0]),) + tuple(
        SeatSetup(COMPUTER, names[i], "medium") for i in range(1, players)
    )
    g = game_for(game)
    decks = next(d for p, d in g.configurations() if p == players)
    setup = GameSetup(players, decks, seats=seats, seed=seed, game=game)
    state = g.new_game(setup.config(), seed)
    bots = [g.make_player("medium", f"{seed}/{p}") for p in range(players)]
    log = []
    stops = (g.break_phase, g.over_phase)
    while len(log) < moves and state.phase not in stops:
        seat = state.current_player()
        action = bots[seat].decide(state.observation(seat)).action
        state.apply(action)
        log.append(action)
    # Stop on the person's turn when possible, so the picture shows a hand to play.
    guard = 0
    while state.current_player() not in (0, None) and guard < 40:
        seat = state.current_player()
        action = bots[seat].decide(state.observation(seat)).action
        state.apply(action)
        log.append(action)
        guard += 1
    return setup, state, log


def render_screenshot(app, settings: Settings, translator, args: argparse.Namespace) -> int:
    from canasta_gui.app.widgets.main_window import MainWindow

    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        print(f"--size must look like 1280x800, not {args.size!r}", file=sys.stderr)
        return 2
    speeds.set_factor(0.0)
    settings.speed = "instant"
    game = args.game or "canasta"
    players = args.players or DEFAULT_PLAYERS.get(game, 4)
    try:
        g = game_for(game)
    except KeyError:
        print(f"--game must be one of the games, not {game!r}", file=sys.stderr)
        return 2
    if players not in {p for p, _d in g.configurations()}:
        print(f"{g.key} is not played by {players} players", file=sys.stderr)
        return 2
    setup, state, log = seeded_position(players, args.seed, max(0, args.moves), game)
    window = MainWindow(settings, translator)
    window.resize(width, height)
    window.start_game(setup, state, log)
    window.session.autosave = False
    window.show()
    app.processEvents()  # one pass lays the widgets out before the grab
    window.table.view.fit()
    window.table.controller.refresh()
    app.processEvents()
    ok = window.grab().save(args.screenshot)
    window.close()
    if not ok:
        print(f"could not write {args.screenshot}", file=sys.stderr)
        return 1
    print(args.screenshot)
    return 0
