"""What a seat and a side are called at the table, in the score sheet, the replay and the lists.

A seat left unnamed is named in the current language ("Player 2", "Easy 3") each time it is
shown, never stored, so it follows a language switch. A side is its players' names joined as
partners ("Ann & Cy"). The live table (``Session``), a replay (``ReplaySession``), a finished
game's record and the Past and Saved games lists all name seats and sides through here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from canasta_gui.app.listing import join_partners
from canasta_gui.app.setup import HUMAN, GameSetup
from canasta_gui.app.texts import level_name


def default_seat_name(seat: int, kind: str, level: str) -> str:
    """The name of a seat left unnamed, in the current language."""
    if kind == HUMAN:
        return QCoreApplication.translate("Session", "Player {n}").format(n=seat + 1)
    return QCoreApplication.translate("Session", "{level} {n}").format(
        level=level_name(level), n=seat + 1
    )


def seat_name(setup: GameSetup, seat: int) -> str:
    s = setup.seats[seat]
    return s.name or default_seat_name(seat, s.kind, s.level)


def seat_names(setup: GameSetup) -> list[str]:
    """Each seat's name; a seat left unnamed is named in the current language."""
    return [seat_name(setup, i) for i in range(len(setup.seats))]


def side_players(config: Any, names: Sequence[str]) -> list[list[str]]:
    """Each side's players' names, side by side (``config.side_of`` says who plays with whom)."""
    return [
        [names[p] for p in range(config.players) if config.side_of[p] == side]
        for side in range(config.n_sides)
    ]


def side_name(config: Any, names: Sequence[str], side: int) -> str:
    """One side as one name: "Ann & Cy"."""
    return join_partners(side_players(config, names)[side])
