"""The games the app offers: every package here with a ``GAME`` object (a ``GameDef``).

Packages are found at run time, so adding a game is adding its package; the bundle
collects every submodule of this package (``packaging/canasta_gui.spec``).
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from canasta_gui.app.games.base import GameDef


@cache
def all_games() -> tuple[GameDef, ...]:
    """Every game, in the order the menus show them."""
    found = []
    for info in pkgutil.iter_modules(__path__):
        if not info.ispkg:
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if isinstance(game, GameDef):
            found.append(game)
    return tuple(sorted(found, key=lambda g: (g.order, g.key)))


def game_for(key: str) -> GameDef:
    """The game saved as ``key``; ``KeyError`` for a game this app does not have."""
    for game in all_games():
        if game.key == key:
            return game
    raise KeyError(key)


def game_of_state(state: object) -> GameDef:
    """The game an engine state belongs to."""
    for game in all_games():
        if isinstance(state, game.state_type):
            return game
    raise KeyError(type(state).__name__)
