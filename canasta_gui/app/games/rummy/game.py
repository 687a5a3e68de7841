"""What Canasta and Hand and Foot share as games of the shell: one action vocabulary, one
log, one action bar, and a summary module each (``summary_rows``, ``ending_text``,
``panel_html``)."""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

from canasta_gui.app.game_log import LogEntry
from canasta_gui.app.games.base import GameDef, SummaryRow
from canasta_gui.app.games.rummy import log
from canasta_gui.engine.canasta import actions as act


class RummyGame(GameDef):
    """A rummy game's shell parts; subclasses name their ``summary`` module."""

    summary: ModuleType

    def answer_action(self, yes: bool) -> act.AnswerGoOut:
        return act.AnswerGoOut(yes)

    def is_answer(self, action: Any) -> bool:
        return isinstance(action, act.AnswerGoOut)

    def log_entry(self, action: Any, seat: int | None, move: int, after: Any) -> LogEntry:
        return log.log_entry(action, seat, move, after)

    def log_words(self, entry: LogEntry) -> str:
        return log.log_words(entry)

    def make_bar(self, controller, parent):
        from canasta_gui.app.games.rummy.bar import RummyBar

        return RummyBar(controller, parent)

    def panel_html(self, session) -> str:
        return self.summary.panel_html(session)

    def summary_rows(self, result: Any, scores: Sequence[int]) -> list[SummaryRow]:
        return self.summary.summary_rows(result, scores)

    def ending_text(self, result: Any, names: Sequence[str]) -> str:
        return self.summary.ending_text(result, names)
