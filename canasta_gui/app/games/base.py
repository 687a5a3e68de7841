"""What the shell asks of a game: one :class:`GameDef` per package in ``app/games/``.

The session, the autosave and *Continue*, the New game dialog, the score sheet and deal
summary, the Rules dialog, hints, the log and the table page are the same code for every
game. Each of them asks the game's ``GameDef`` for what differs: how a configuration is
made, which computer player sits in a seat, how a move is told in the log, how a deal's
score is itemised, and which controller turns gestures into the game's engine actions.
A new game is one new package here with a ``GAME`` object; nothing in the shell changes.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from canasta_gui.ai.decision import Decision
from canasta_gui.ai.kit import Player

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from canasta_gui.app.game_log import LogEntry
    from canasta_gui.app.scene.table_scene import TableScene
    from canasta_gui.app.session import Session


@dataclass(frozen=True)
class SummaryRow:
    """One line of a deal summary: its label and one cell per side (already in words)."""

    label: str
    cells: tuple[str, ...]
    total: bool = False  # a total line, shown in bold


@dataclass(frozen=True)
class DealFigures:
    """What the statistics keep of one scored deal (Cassino: a round) for one side."""

    score: int  # the side's deal total
    items: int  # the game's counted feat: canastas, books or sweeps
    went_out: bool  # the side went out (always False in a game without going out)


class GameDef(ABC):
    """One game as the shell sees it. Subclasses fill in the class attributes."""

    #: The save format's game id ("canasta", "hand-and-foot", "cassino"): saves name it.
    key: str = ""
    #: Place in the start page and the New game dialog.
    order: int = 0
    #: The engine's state class (a save holding another game's state is not this game's).
    state_type: type = object
    #: Rule presets (the first is the default) and the option registry (id → values, default).
    presets: Mapping[str, Mapping[str, str]] = {}
    option_specs: Mapping[str, tuple[tuple[str, ...], str | None]] = {}
    #: Computer levels offered to people, weakest first.
    levels: tuple[str, ...] = ("easy", "medium", "hard", "expert")
    #: The phase in which a deal (Cassino: a round) has been scored and waits to be read.
    break_phase: str = "deal_over"
    over_phase: str = "game_over"
    #: The phase in which a partner answers "May I go out?" (None: the game has none).
    answer_phase: str | None = None
    #: The phases of a person's turn whose steps undo may take back, and those steps' types.
    undo_phases: tuple[str, ...] = ()
    undoable: tuple[type, ...] = ()
    #: The action that deals the next deal (or round) once the summary is read.
    next_deal: Any = None
    #: The one option shown beside the preset (the target score) rather than under Advanced.
    headline_option: str | None = None
    #: Computer players' moves are logged with their own explanation (why), rather than in
    #: the game's plain words (which also tell what the table announces, as Cassino's deals).
    log_explanations: bool = True

    # -- words ---------------------------------------------------------------------------

    @abstractmethod
    def title(self) -> str:
        """The game's name in the current language."""

    @abstractmethod
    def description(self) -> str:
        """One line saying what kind of game it is (start page, New game dialog)."""

    # -- setting up a game ---------------------------------------------------------------

    @abstractmethod
    def configurations(self) -> list[tuple[int, int]]:
        """(players, decks) pairs the engine accepts, in menu order."""

    def default_configuration(self) -> tuple[int, int]:
        return self.configurations()[0]

    @abstractmethod
    def configuration_text(self, players: int, decks: int) -> str:
        """E.g. "4 players, 2 decks (partnerships)"."""

    @abstractmethod
    def make_config(self, players: int, decks: int, options: Mapping[str, str], preset: str) -> Any:
        """The engine configuration; raises the engine's ``ConfigError`` when invalid."""

    def option_keys(self) -> list[str]:
        """The options a person may change in the New game dialog, in registry order."""
        return list(self.option_specs)

    def option_shown(self, key: str, players: int) -> bool:
        """Whether ``key`` means anything at a table of ``players`` (hidden otherwise)."""
        return True

    def option_enabled(self, key: str, players: int) -> bool:
        """Whether ``key`` may be changed at a table of ``players`` (shown greyed otherwise)."""
        return True

    def preset_value(self, preset: str, key: str) -> str | None:
        """The value an option takes under a preset: the registry default, then the preset's."""
        return self.presets.get(preset, {}).get(key, self.option_specs[key][1])

    @abstractmethod
    def option_label(self, key: str) -> str: ...

    @abstractmethod
    def option_help(self, key: str) -> str:
        """The option's one-line explanation in the current language."""

    @abstractmethod
    def value_label(self, key: str, value: str | None, players: int, decks: int) -> str: ...

    @abstractmethod
    def preset_name(self, preset: str) -> str: ...

    @abstractmethod
    def preset_description(self, preset: str) -> str: ...

    @abstractmethod
    def strength(self, level: str, players: int) -> tuple[str, float | None, int | None]:
        """(untranslated template in context "ai", win %, margin) for ``level`` at this table."""

    def partners_of(self, config: Any, seat: int) -> tuple[int, ...]:
        return tuple(config.partners_of(seat))

    # -- the engine and the computer players ----------------------------------------------

    @abstractmethod
    def new_game(self, config: Any, seed: str) -> Any: ...

    @abstractmethod
    def make_player(self, level: str, seed: str) -> Player: ...

    def seat_draw(self, config: Any, seed: str) -> Any | None:
        """The cards drawn for seats before the first deal, when this game's rules at this
        table ask for them; ``None`` when the seats stay as listed. The draw says where each
        listed player sits (``seats``), who drew what (``draws``) and the first dealer."""
        return None

    def opening_log(self, state: Any) -> list[LogEntry]:
        """The log's first entries, told before any move (the cards drawn for seats)."""
        return []

    @abstractmethod
    def hint(self, obs: Any) -> Decision:
        """An instant, strong suggestion for the person to act (Game → Hint)."""

    def apply_plan(self, state: Any, steps: Sequence[Any]) -> list:
        """Apply every step or none (raises the engine's ``IllegalAction``)."""
        work = state.clone()
        events: list = []
        for step in steps:
            events.extend(work.apply(step))
        state.assign(work)
        return events

    def answer_action(self, yes: bool) -> Any:
        """The action answering "May I go out?"; ``None`` in a game without the question
        (the shell asks only while ``answer_phase`` lasts)."""
        return None

    def is_answer(self, action: Any) -> bool:
        return False

    def answer_obliges(self, config: Any) -> bool:
        """Whether a "yes" to "May I go out?" obliges the asker to go out (or only permits):
        the engine's configuration says (a game without the question never asks it)."""
        return bool(getattr(config, "yes_obliges", False))

    def over_text(self) -> str:
        """The side panel's line once a deal (Cassino: a round) is scored."""
        return QCoreApplication.translate("TablePage", "The deal is over")

    def next_deal_text(self) -> str:
        """The deal summary's button that deals the next one."""
        return QCoreApplication.translate("DealSummaryDialog", "&Next deal")

    def asker(self, state: Any) -> int:
        """Who asked to go out, while ``answer_phase`` lasts."""
        return int(getattr(state, "asker", -1))

    # -- the log ---------------------------------------------------------------------------

    @abstractmethod
    def log_entry(self, action: Any, seat: int | None, move: int, after: Any) -> LogEntry:
        """The plain-words entry for ``action`` by ``seat``; ``after`` is the state it led to."""

    @abstractmethod
    def log_words(self, entry: LogEntry) -> str:
        """A plain-words entry of this game in the current language (without the name)."""

    # -- the table -------------------------------------------------------------------------

    @abstractmethod
    def make_controller(self, session: Session, scene: TableScene) -> Any:
        """The controller from gestures to this game's engine actions (a ``TableControl``)."""

    @abstractmethod
    def make_bar(self, controller: Any, parent: QWidget) -> Any:
        """The action bar under the table (an ``ActionBar``)."""

    @abstractmethod
    def panel_html(self, session: Session) -> str:
        """The side panel's score lines (rich text; names escaped)."""

    def face_down_html(self, session: Any) -> str:
        """Cards that lie face down even when every hand is shown, in words (rich text): a
        replay lists them beside the table. Most games have none."""
        return ""

    # -- after a deal and the rules ---------------------------------------------------------

    @abstractmethod
    def summary_rows(self, result: Any, scores: Sequence[int]) -> list[SummaryRow]:
        """Every scoring item of one scored deal (or round), per side, in words."""

    @abstractmethod
    def ending_text(self, result: Any, names: Sequence[str]) -> str:
        """One sentence saying how the deal (or round) ended."""

    def deal_word(self, number: int) -> str:
        """The heading of a summary: "Deal 3" (Cassino: "Round 3")."""
        return QCoreApplication.translate("GameDef", "Deal {n}").format(n=number)

    def canastas_on_table(self, state: Any) -> int:
        """How many canastas all sides have on the table, for a game whose events do not
        name one when it is completed (a rise after a move is heard as a canasta)."""
        return 0

    # -- statistics -------------------------------------------------------------------------

    #: Whether a side can go out, so the statistics count the deals it did.
    has_going_out: bool = True

    def target_score(self, config: Any) -> int | None:
        """The score that ends the game (the score chart's line); None: the game has none."""
        target = getattr(config, "target", None)
        return target if isinstance(target, int) else None

    def stats_figures(self, result: Any, side: int, config: Any) -> DealFigures:
        """One scored deal as the statistics count it for ``side`` (no feat counted here:
        each game says what its feat is)."""
        went = getattr(result, "went_out", None)
        went_out = went is not None and config.side_of[went] == side
        return DealFigures(result.sides[side].total, 0, went_out)

    def stats_labels(self) -> dict[str, str]:
        """The statistics' labels that name a deal or the game's feat: "average", "best",
        "items", "recent" (the chart's title) and, where the game has going out, "going_out"."""
        return {
            "average": QCoreApplication.translate("Statistics", "Average score per deal"),
            "best": QCoreApplication.translate("Statistics", "Best score in a deal"),
            "recent": QCoreApplication.translate(
                "Statistics", "Recent games: average score per deal"
            ),
            "items": self.stats_items_label(),
            "going_out": QCoreApplication.translate("Statistics", "Went out"),
        }

    @abstractmethod
    def stats_items_label(self) -> str:
        """The game's feat per deal, e.g. "Canastas per deal"."""

    @abstractmethod
    def rules_html(self, config: Any | None) -> str:
        """How to play, the rules at this table (when ``config`` is given) and the controls."""
