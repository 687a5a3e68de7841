"""How a rummy table's moves are told in the log (Canasta, Hand and Foot: one vocabulary).

An entry keeps the public facts only (ranks melded, the card discarded); a stock draw
never names its card (docs/rules.md §1.5).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from canasta_gui.app.game_log import LogEntry
from canasta_gui.app.listing import join_items
from canasta_gui.app.texts import rank_word, show_card
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.checks import plan_rank


def log_entry(action: act.Action, seat: int | None, move: int, after: Any) -> LogEntry:
    """The plain-words entry for ``action`` by ``seat``; ``after`` is the state it led to."""
    if isinstance(action, act.DrawStock):
        return LogEntry(seat, "draw", {}, move)
    if isinstance(action, act.TakePile):
        melds = [plan_rank(m) for m in action.melds]
        if melds:
            return LogEntry(seat, "take_meld", {"melds": melds}, move)
        return LogEntry(seat, "take", {}, move)
    if isinstance(action, act.Meld):
        melds = [plan_rank(m) for m in action.melds]
        layoffs = [rank for rank, _ in action.layoffs]
        return LogEntry(seat, "meld", {"melds": melds, "layoffs": layoffs}, move)
    if isinstance(action, act.Discard):
        return LogEntry(seat, "discard", {"card": action.card}, move)
    if isinstance(action, act.AskGoOut):
        return LogEntry(seat, "ask", {}, move)
    if isinstance(action, act.AnswerGoOut):
        return LogEntry(seat, "answer", {"yes": bool(action.yes)}, move)
    if isinstance(action, act.DeclinePile):
        return LogEntry(seat, "decline", {}, move)
    if isinstance(action, act.EndTurn):
        return LogEntry(seat, "end_turn", {}, move)
    return LogEntry(None, "next_deal", {"number": after.deal_no + 1}, move)


def log_words(entry: LogEntry) -> str:
    """A plain-words entry in the current language (the name is put in front elsewhere)."""
    p = entry.params
    what = entry.what
    if what == "draw":
        return QCoreApplication.translate("Session", "draws from the stock")
    if what == "take":
        return QCoreApplication.translate("Session", "takes the pile")
    if what == "take_meld":
        return QCoreApplication.translate("Session", "takes the pile and melds {ranks}").format(
            ranks=_ranks(p["melds"])
        )
    if what == "meld":
        melds, layoffs = p["melds"], p["layoffs"]
        if melds and layoffs:
            return QCoreApplication.translate(
                "Session", "melds {ranks} and lays off on the {layoffs}"
            ).format(ranks=_ranks(melds), layoffs=_ranks(layoffs))
        if layoffs:
            return QCoreApplication.translate("Session", "lays off on the {ranks}").format(
                ranks=_ranks(layoffs)
            )
        return QCoreApplication.translate("Session", "melds {ranks}").format(ranks=_ranks(melds))
    if what == "discard":
        return QCoreApplication.translate("Session", "discards {card}").format(
            card=show_card(p["card"])
        )
    if what == "ask":
        return QCoreApplication.translate("Session", "asks partner: may I go out?")
    if what == "answer":
        return (
            QCoreApplication.translate("Session", "answers yes")
            if p["yes"]
            else QCoreApplication.translate("Session", "answers no")
        )
    if what == "decline":
        return QCoreApplication.translate("Session", "leaves the pile, which ends the deal")
    if what == "end_turn":
        return QCoreApplication.translate("Session", "ends the turn")
    return QCoreApplication.translate("Session", "— Deal {number} —").format(number=p["number"])


def _ranks(ranks: Sequence[int]) -> str:
    return join_items([_rank_word(r) for r in ranks])


def _rank_word(rank: int) -> str:
    if rank < 0:
        return QCoreApplication.translate("Session", "wild cards")
    # A plural of its own, so a language without an "s" plural can drop it (ja, ko, it).
    return QCoreApplication.translate("Session", "{rank}s").format(rank=rank_word(rank))
