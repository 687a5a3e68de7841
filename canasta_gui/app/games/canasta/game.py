"""Canasta as the shell sees it: configurations, options, players, log, table and summary."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from canasta_gui.ai.canasta.player import CanastaPlayer, hint
from canasta_gui.ai.decision import Decision
from canasta_gui.ai.levels import strength
from canasta_gui.app.game_log import LogEntry
from canasta_gui.app.games.base import DealFigures
from canasta_gui.app.games.canasta import option_texts, seat_draw, summary
from canasta_gui.app.games.option_tables import OptionWords
from canasta_gui.app.games.rummy.game import RummyGame
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.options import (
    CONFIGURATIONS,
    OPTION_SPECS,
    PRESETS,
    CanastaConfig,
)
from canasta_gui.engine.canasta.seat_draw import SeatDraw
from canasta_gui.engine.canasta.state import CanastaState, Phase, new_game

TARGET = "OPT-CAN-TARGET"
SIX_TEAMS = "OPT-CAN-SIX-TEAMS"
TO_GO_OUT = "OPT-CAN-CANASTAS-TO-GO-OUT"
DRAW_COUNT = "OPT-CAN-DRAW-COUNT"


class CanastaGame(OptionWords, RummyGame):
    summary = summary
    option_tables = option_texts.TABLES
    key = "canasta"
    order = 0
    state_type = CanastaState
    presets = PRESETS
    # The deal limit is offered as a few numbers (a one-deal game is the quickest).
    option_specs = {
        "OPT-DEAL-LIMIT": (option_texts.DEAL_LIMITS, "NONE"),
        **{k: v for k, v in OPTION_SPECS.items() if k.startswith("OPT-CAN-")},
    }
    break_phase = Phase.DEAL_OVER
    over_phase = Phase.GAME_OVER
    answer_phase = Phase.ANSWER
    # docs/rules.md §3.5 steps 2-3: melds and lay-offs may be taken back within the turn.
    undo_phases = (Phase.PLAY, Phase.LAST_MELD)
    undoable = (act.Meld,)
    next_deal = act.NEXT_DEAL
    #: The option shown beside the preset rather than under Advanced.
    headline_option = TARGET

    def title(self) -> str:
        return QCoreApplication.translate("Games", "Canasta")

    def description(self) -> str:
        return QCoreApplication.translate(
            "Games", "The classic partnership rummy game: melds, canastas, a frozen pile"
        )

    # -- setting up -----------------------------------------------------------------------

    def configurations(self) -> list[tuple[int, int]]:
        return sorted(CONFIGURATIONS)

    def default_configuration(self) -> tuple[int, int]:
        return (4, 2)

    def configuration_text(self, players: int, decks: int) -> str:
        if players in (4, 6):
            return QCoreApplication.translate(
                "NewGameDialog", "{players} players, {decks} decks (partnerships)"
            ).format(players=players, decks=decks)
        return QCoreApplication.translate(
            "NewGameDialog", "{players} players, {decks} decks (each for themselves)"
        ).format(players=players, decks=decks)

    def make_config(
        self, players: int, decks: int, options: Mapping[str, str], preset: str
    ) -> CanastaConfig:
        return CanastaConfig.make(players, decks, dict(options), preset)

    def option_keys(self) -> list[str]:
        return option_texts.dialog_option_keys()

    def option_shown(self, key: str, players: int) -> bool:
        return key != SIX_TEAMS or players == 6

    def option_enabled(self, key: str, players: int) -> bool:
        # With two players the draw is always two cards (docs/rules.md §3.6).
        return key != DRAW_COUNT or players != 2

    def value_label(self, key: str, value: str | None, players: int, decks: int) -> str:
        if key == TO_GO_OUT and value is None and (players, decks) in CONFIGURATIONS:
            # Say which number "By configuration" stands for at this table.
            return QCoreApplication.translate("options", option_texts.BY_CONFIGURATION_N).format(
                n=CONFIGURATIONS[(players, decks)][1]
            )
        return option_texts.value_label(key, value)

    def strength(self, level: str, players: int) -> tuple[str, float | None, int | None]:
        return strength(level, players)

    # -- engine and players ---------------------------------------------------------------

    def new_game(self, config: CanastaConfig, seed: str) -> CanastaState:
        return new_game(config, seed)

    def make_player(self, level: str, seed: str) -> CanastaPlayer:
        return CanastaPlayer(level, seed)

    def seat_draw(self, config: CanastaConfig, seed: str) -> SeatDraw | None:
        # docs/rules.md §3.3.1: S4's draw for partners, seats and the first deal.
        return seat_draw.draw_for(config, seed)

    def opening_log(self, state: CanastaState) -> list[LogEntry]:
        draw = seat_draw.draw_for(state.config, state.seed)
        return [] if draw is None else seat_draw.log_entries(draw)

    def log_words(self, entry: LogEntry) -> str:
        if entry.what in seat_draw.LOG_KEYS:
            return seat_draw.log_words(entry)
        return super().log_words(entry)

    def hint(self, obs: Any) -> Decision:
        # Hard: the best rules-of-thumb player, instant (Expert searches on a clock).
        return hint(obs, "hard")

    def apply_plan(self, state: Any, steps: Sequence[Any]) -> list:
        from canasta_gui.engine.canasta.plans import apply_plan

        return apply_plan(state, list(steps))

    # -- log, table, summary, rules ---------------------------------------------------------

    def canastas_on_table(self, state: CanastaState) -> int:
        # A meld becomes a canasta at seven cards; no event says so (docs/rules.md §3.7.7).
        return sum(state.canasta_count(side) for side in range(state.config.n_sides))

    def stats_figures(self, result: Any, side: int, config: Any) -> DealFigures:
        # docs/rules.md §3.14: the feat counted is canastas, natural and mixed alike.
        base = super().stats_figures(result, side, config)
        own = result.sides[side]
        return replace(base, items=own.natural_canastas + own.mixed_canastas)

    def stats_items_label(self) -> str:
        return QCoreApplication.translate("Statistics", "Canastas per deal")

    def make_controller(self, session, scene):
        from canasta_gui.app.games.canasta.controller import CanastaController

        return CanastaController(session, scene)

    def rules_html(self, config: CanastaConfig | None) -> str:
        from canasta_gui.app.games.canasta.rules_text import canasta_rules_html

        return canasta_rules_html(config)
