"""Cassino as the shell sees it: a fishing game for 2 to 4 players (docs/rules.md §5)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from canasta_gui.ai.cassino.player import CassinoPlayer, hint
from canasta_gui.ai.decision import Decision
from canasta_gui.app.game_log import LogEntry
from canasta_gui.app.games.base import DealFigures, GameDef, SummaryRow
from canasta_gui.app.games.cassino import option_texts
from canasta_gui.app.games.option_tables import OptionWords
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.options import (
    DEALS_PER_ROUND,
    OPTION_SPECS,
    PRESETS,
    CassinoConfig,
)
from canasta_gui.engine.cassino.state import CassinoState, Phase, RoundResult, new_game

TARGET = "OPT-CAS-TARGET"


class CassinoGame(OptionWords, GameDef):
    option_tables = option_texts.TABLES
    key = "cassino"
    order = 2
    state_type = CassinoState
    presets = PRESETS
    # The round limit is offered as a few numbers (a one-round game is the quickest).
    option_specs = {**OPTION_SPECS, "OPT-DEAL-LIMIT": (option_texts.ROUND_LIMITS, "NONE")}
    break_phase = Phase.ROUND_OVER
    over_phase = Phase.GAME_OVER
    answer_phase = None
    # Every Cassino play ends the turn: nothing to take back (docs/rules.md §5.4).
    undo_phases = ()
    undoable = ()
    next_deal = act.NEXT_ROUND
    headline_option = TARGET
    # The plain words tell each deal and the last deal of a round, which every player hears.
    log_explanations = False

    def title(self) -> str:
        return QCoreApplication.translate("Games", "Cassino")

    def description(self) -> str:
        return QCoreApplication.translate(
            "Games", "The fishing game: capture and build from the table, sweep it clean"
        )

    # -- setting up -----------------------------------------------------------------------

    def configurations(self) -> list[tuple[int, int]]:
        # One deck (docs/rules.md §5.1); the "decks" of a configuration is always 1.
        return [(players, 1) for players in sorted(DEALS_PER_ROUND)]

    def default_configuration(self) -> tuple[int, int]:
        return (2, 1)

    def configuration_text(self, players: int, decks: int) -> str:
        if players == 4:
            return QCoreApplication.translate(
                "Games", "{players} players (partnerships, or each for themselves)"
            ).format(players=players)
        return QCoreApplication.translate(
            "Games", "{players} players (each for themselves)"
        ).format(players=players)

    def make_config(
        self, players: int, decks: int, options: Mapping[str, str], preset: str
    ) -> CassinoConfig:
        return CassinoConfig.make(players, dict(options), preset)

    def option_keys(self) -> list[str]:
        return option_texts.option_keys()

    def option_shown(self, key: str, players: int) -> bool:
        return option_texts.option_shown(key, players)

    def value_label(self, key: str, value: str | None, players: int, decks: int) -> str:
        return option_texts.value_label(key, value)

    def strength(self, level: str, players: int) -> tuple[str, float | None, int | None]:
        from canasta_gui.app.games.cassino.strength import strength

        # Four players are partners by default, the table the figures were measured at.
        return strength(level, players)

    def partners_of(self, config: CassinoConfig, seat: int) -> tuple[int, ...]:
        side = config.side_of[seat]
        return tuple(p for p in range(config.players) if p != seat and config.side_of[p] == side)

    # -- engine and players ---------------------------------------------------------------

    def new_game(self, config: CassinoConfig, seed: str) -> CassinoState:
        return new_game(config, seed)

    def make_player(self, level: str, seed: str) -> CassinoPlayer:
        return CassinoPlayer(level, seed)

    def hint(self, obs: Any) -> Decision:
        # Medium: instant (Hard and Expert search on a clock).
        return hint(obs, "medium")

    def apply_plan(self, state: Any, steps: Sequence[Any]) -> list:
        """Every Cassino play is one action, applied whole or refused by the engine."""
        events: list = []
        for step in steps:
            events.extend(state.apply(step))
        return events

    # -- log, table, summary, rules ---------------------------------------------------------

    def log_entry(self, action: Any, seat: int | None, move: int, after: Any) -> LogEntry:
        from canasta_gui.app.games.cassino import log

        return log.log_entry(action, seat, move, after)

    def log_words(self, entry: LogEntry) -> str:
        from canasta_gui.app.games.cassino import log

        return log.log_words(entry)

    def make_controller(self, session, scene):
        from canasta_gui.app.games.cassino.controller import CassinoController

        return CassinoController(session, scene)

    def make_bar(self, controller, parent):
        from canasta_gui.app.games.cassino.bar import CassinoBar

        return CassinoBar(controller, parent)

    def panel_html(self, session) -> str:
        from canasta_gui.app.games.cassino import summary

        return summary.panel_html(session)

    def summary_rows(self, result: RoundResult, scores: Sequence[int]) -> list[SummaryRow]:
        from canasta_gui.app.games.cassino import summary

        return summary.summary_rows(result, scores)

    def ending_text(self, result: RoundResult, names: Sequence[str]) -> str:
        from canasta_gui.app.games.cassino import summary

        return summary.ending_text(result, names)

    def over_text(self) -> str:
        return QCoreApplication.translate("Games", "The round is over")

    # -- statistics: rounds, sweeps, and no going out (docs/rules.md §5.9-§5.11) ----------

    has_going_out = False

    def stats_figures(self, result: RoundResult, side: int, config: Any) -> DealFigures:
        # A sweep scores one point each (0 when OPT-CAS-SWEEPS is off: none is counted then).
        own = result.sides[side]
        return DealFigures(own.total, own.sweeps, False)

    def stats_labels(self) -> dict[str, str]:
        return {
            "average": QCoreApplication.translate("Statistics", "Average score per round"),
            "best": QCoreApplication.translate("Statistics", "Best score in a round"),
            "recent": QCoreApplication.translate(
                "Statistics", "Recent games: average score per round"
            ),
            "items": self.stats_items_label(),
        }

    def stats_items_label(self) -> str:
        return QCoreApplication.translate("Statistics", "Sweeps per round")

    def next_deal_text(self) -> str:
        return QCoreApplication.translate("Games", "&Next round")

    def deal_word(self, number: int) -> str:
        return QCoreApplication.translate("Games", "Round {n}").format(n=number)

    def rules_html(self, config: CassinoConfig | None) -> str:
        from canasta_gui.app.games.cassino.rules_text import rules_html

        return rules_html(config)
