"""The cards drawn for seats and the first deal at a Canasta table (docs/rules.md §3.3.1).

The engine performs the draw from the configuration and the seed; this module only asks
for it when the table's rules want it, and tells it in the log: one line per card drawn,
then who plays first and who deals. The lines are derived again from the configuration
and the seed, so a resumed game's log starts with them too.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from canasta_gui.app.game_log import LogEntry
from canasta_gui.app.texts import show_card
from canasta_gui.engine.canasta.options import CanastaConfig
from canasta_gui.engine.canasta.seat_draw import OPTION, SeatDraw, draw_for_seats

#: The log's words for the draw (the other entries are the rummy vocabulary's).
KEPT, AGAIN = "seat_draw_card", "seat_draw_again"
FIRST, DEALER = "seat_draw_first", "seat_draw_dealer"
LOG_KEYS = (KEPT, AGAIN, FIRST, DEALER)


def draw_for(config: CanastaConfig, seed: str) -> SeatDraw | None:
    """The draw for seats when ``OPT-CAN-SEAT-DRAW`` is on at this table, else ``None``."""
    if config.opt(OPTION) != "ON":
        return None
    return draw_for_seats(config, seed)


def log_entries(draw: SeatDraw) -> list[LogEntry]:
    """The draw as log entries, before any move (``move`` -1: no undo ever drops them)."""
    entries = [
        LogEntry(draw.seats[player], KEPT if kept else AGAIN, {"card": card}, -1)
        for (player, card), kept in zip(draw.draws, draw.kept(), strict=True)
    ]
    entries.append(LogEntry(draw.first_player, FIRST, {}, -1))
    entries.append(LogEntry(draw.first_dealer, DEALER, {}, -1))
    return entries


def log_words(entry: LogEntry) -> str:
    """One entry of the draw in the current language (the name is put in front elsewhere)."""
    if entry.what == KEPT:
        return QCoreApplication.translate("Session", "draws {card} for the seats").format(
            card=show_card(entry.params["card"])
        )
    if entry.what == AGAIN:
        return QCoreApplication.translate(
            "Session", "draws {card}, which does not count, and draws again"
        ).format(card=show_card(entry.params["card"]))
    if entry.what == FIRST:
        return QCoreApplication.translate("Session", "has the highest card and plays first")
    return QCoreApplication.translate("Session", "deals first")
