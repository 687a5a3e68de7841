"""Hand and Foot as the shell sees it: 4 players in partnerships on 5 decks (docs/rules.md §4)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication

from canasta_gui.ai.decision import Decision
from canasta_gui.ai.hand_and_foot.player import HandFootPlayer, hint
from canasta_gui.app.games.base import DealFigures
from canasta_gui.app.games.hand_and_foot import option_texts, summary
from canasta_gui.app.games.option_tables import OptionWords
from canasta_gui.app.games.rummy.game import RummyGame
from canasta_gui.app.texts import show_card
from canasta_gui.engine.cards import cards_of
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.options import (
    DECKS,
    OPTION_SPECS,
    PLAYERS,
    PRESETS,
    HandFootConfig,
    HandFootOptions,
)
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, new_game


class HandFootGame(OptionWords, RummyGame):
    summary = summary
    option_tables = option_texts.TABLES
    key = "hand-and-foot"
    order = 1
    state_type = HandFootState
    presets = PRESETS
    option_specs = OPTION_SPECS
    break_phase = Phase.DEAL_OVER
    over_phase = Phase.GAME_OVER
    answer_phase = Phase.ANSWER
    # docs/rules.md §4.4 step 3: melds and lay-offs may be taken back within the turn.
    undo_phases = (Phase.PLAY,)
    undoable = (act.Meld,)
    next_deal = act.NEXT_DEAL

    def title(self) -> str:
        return QCoreApplication.translate("Games", "Hand and Foot")

    def description(self) -> str:
        return QCoreApplication.translate(
            "Games", "Canasta with a hand and a foot each: five decks, books, four deals"
        )

    # -- setting up -----------------------------------------------------------------------

    def configurations(self) -> list[tuple[int, int]]:
        return [(PLAYERS, DECKS)]

    def configuration_text(self, players: int, decks: int) -> str:
        return QCoreApplication.translate(
            "NewGameDialog", "{players} players, {decks} decks (partnerships)"
        ).format(players=players, decks=decks)

    def make_config(
        self, players: int, decks: int, options: Mapping[str, str], preset: str
    ) -> HandFootConfig:
        return HandFootConfig(HandFootOptions.build(dict(options), preset), players, decks)

    def value_label(self, key: str, value: str | None, players: int, decks: int) -> str:
        return option_texts.value_label(key, value)

    def strength(self, level: str, players: int) -> tuple[str, float | None, int | None]:
        from canasta_gui.app.games.hand_and_foot.strength import strength

        return strength(level, players)

    # -- engine and players ---------------------------------------------------------------

    def new_game(self, config: HandFootConfig, seed: str) -> HandFootState:
        return new_game(config, seed)

    def make_player(self, level: str, seed: str) -> HandFootPlayer:
        return HandFootPlayer(level, seed)

    def hint(self, obs: Any) -> Decision:
        # Expert's rules without its search: the strongest advice, and instant.
        return hint(obs, "expert")

    # -- log, table, summary, rules ---------------------------------------------------------

    def stats_figures(self, result: Any, side: int, config: Any) -> DealFigures:
        # docs/rules.md §4.12: the feat counted is books, clean, dirty and wild alike.
        base = super().stats_figures(result, side, config)
        own = result.sides[side]
        return replace(base, items=own.clean_books + own.dirty_books + own.wild_books)

    def stats_items_label(self) -> str:
        return QCoreApplication.translate("Statistics", "Books per deal")

    def make_controller(self, session, scene):
        from canasta_gui.app.games.hand_and_foot.controller import HandFootController

        return HandFootController(session, scene)

    def rules_html(self, config: HandFootConfig | None) -> str:
        from canasta_gui.app.games.hand_and_foot.rules_text import rules_html

        return rules_html(config)

    def face_down_html(self, session: Any) -> str:
        """Each foot not yet picked up, its cards in words (a replay shows every hand)."""
        state = session.state
        lines = []
        for seat, foot in enumerate(state.feet):
            if foot is not None:  # per-rank counts (engine/cards.py), None once picked up
                name = QCoreApplication.translate("CardWords", "{name}'s foot").format(
                    name=session.seat_name(seat)
                )
                cards = " ".join(show_card(c) for c in cards_of(foot))
                lines.append(f"<p><b>{escape(name)}</b><br>{escape(cards)}</p>")
        return "".join(lines)
