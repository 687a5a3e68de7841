"""Who sits where once cards have been drawn for seats (docs/rules.md §3.3.1).

The New game dialog lists the people and computer players in the order they were typed.
When the table's rules draw for seats, the game's draw says which seat each listed player
takes; the setup's seats are put in that order before the game starts, so every person
plays their own hand at the seat the draw gave them and the save file stores the seats as
they are, with nothing more to draw on *Continue*.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from canasta_gui.app.setup import GameSetup


def seat_by_draw(setup: GameSetup) -> tuple[GameSetup, Any | None]:
    """The setup with its seats as the draw placed them, and the draw (``None``: no draw,
    the setup is returned as it was)."""
    draw = setup.game_def().seat_draw(setup.config(), setup.seed)
    if draw is None:
        return setup, None
    seats = list(setup.seats)
    for player, seat in enumerate(draw.seats):
        seats[seat] = setup.seats[player]
    return replace(setup, seats=tuple(seats)), draw
