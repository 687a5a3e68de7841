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
from typing import TYPE_CHECKING, Any

from canasta_gui.ai.decision import Decision
from canasta_gui.app.listing import said_by
from canasta_gui.app.texts import decision_text
from canasta_gui.engine.errors import SaveError
from canasta_gui.engine.replay_moves import walk_moves

if TYPE_CHECKING:
    from canasta_gui.app.games.base import GameDef


@dataclass(frozen=True)
class LogEntry:
    """One line of the log, as data."""

    seat: int | None  # who acted; None for the table itself (a new deal)
    what: str  # a key of this module's texts, or a computer player's reason
    params: dict[str, Any] = field(default_factory=dict)  # public facts only
    move: int = -1  # the index in the session's moves of the move told here
    explained: bool = False  # ``what`` and ``params`` are a computer player's explanation


def explained_entry(decision: Decision, seat: int, move: int) -> LogEntry:
    """A computer player's move as it explained it."""
    return LogEntry(seat, decision.reason, dict(decision.params), move, explained=True)


def replay_log(game: GameDef, state: Any, moves: Sequence[Any]) -> list[LogEntry]:
    """The log of a saved game, rebuilt by replaying ``moves`` from the game's deal.

    Empty when the moves do not lead from the seed's deal to ``state`` (a game started
    from a hand-made position): a log that does not match the table would mislead.
    """
    if not moves:
        return []
    start = game.new_game(state.config, state.seed)
    try:
        return [
            game.log_entry(step.move, step.seat, step.index, step.state)
            for step in walk_moves(start, moves, end=state)
        ]
    except SaveError:
        return []


def entry_text(entry: LogEntry, seat_name: Callable[[int], str], game: GameDef) -> str:
    """The entry in the current language, with the seat's name in front."""
    if entry.explained:
        text = decision_text(Decision(None, entry.what, dict(entry.params)))
    else:
        text = game.log_words(entry)
    if entry.seat is None:
        return text
    return said_by(seat_name(entry.seat), text)
