"""The table's log: who did what, kept as data and put into words in the current language.

An entry holds the seat, what was done and the public facts it needs (ranks melded, the
card discarded), never a finished sentence, so the whole log can be shown again when the
language changes. A stock draw names no card: the log shows only what every seat saw
(docs/rules.md §1.5). A computer player's move keeps its own explanation (reason key and
parameters); moves rebuilt from a saved game are told in plain words, since the save keeps
the moves but not the explanations. Each entry knows which move it tells, so an entry
whose move is taken back can be dropped.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from canasta_gui.ai.decision import Decision
from canasta_gui.app.listing import join_items
from canasta_gui.app.texts import decision_text, show_card
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.checks import plan_rank
from canasta_gui.engine.canasta.state import CanastaState, new_game
from canasta_gui.engine.cards import rank_name
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.serialize import state_differences


@dataclass(frozen=True)
class LogEntry:
    """One line of the log, as data."""

    seat: int | None  # who acted; None for the table itself (a new deal)
    what: str  # a key of this module's texts, or a computer player's reason
    params: dict[str, Any] = field(default_factory=dict)  # public facts only
    move: int = -1  # the index in the session's moves of the move told here
    explained: bool = False  # ``what`` and ``params`` are a computer player's explanation


def entry_for(action: act.Action, seat: int | None, move: int, after: CanastaState) -> LogEntry:
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


def explained_entry(decision: Decision, seat: int, move: int) -> LogEntry:
    """A computer player's move as it explained it."""
    return LogEntry(seat, decision.reason, dict(decision.params), move, explained=True)


def replay_log(state: CanastaState, moves: Sequence[act.Action]) -> list[LogEntry]:
    """The log of a saved game, rebuilt by replaying ``moves`` from the game's deal.

    Empty when the moves do not lead from the seed's deal to ``state`` (a game started
    from a hand-made position): a log that does not match the table would mislead.
    """
    if not moves:
        return []
    work = new_game(state.config, state.seed)
    entries = []
    try:
        for i, move in enumerate(moves):
            seat = work.current_player()
            work.apply(move)
            entries.append(entry_for(move, seat, i, work))
    except IllegalAction:
        return []
    if state_differences(work, state):
        return []
    return entries


def entry_text(entry: LogEntry, seat_name: Callable[[int], str]) -> str:
    """The entry in the current language, with the seat's name in front."""
    text = _words(entry)
    if entry.seat is None:
        return text
    return f"{seat_name(entry.seat)}: {text}"


def _words(entry: LogEntry) -> str:
    p = entry.params
    if entry.explained:
        return decision_text(Decision(None, entry.what, dict(p)))
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
    return QCoreApplication.translate("Session", "{rank}s").format(rank=rank_name(rank))
