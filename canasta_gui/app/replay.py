"""A finished deal step by step: the states of a game rebuilt from its move log.

A :class:`Timeline` starts from the seeded deal and applies every logged move with the
engine's own rules, so each step is exactly the state the table had after that move
(docs/save-format.md, "Replay"); nothing is computed any other way. Each move keeps the
log entry the table showed for it: a computer player's own explanation when the game
kept one, the game's plain words otherwise.

:class:`ReplaySession` stands in for a :class:`~canasta_gui.app.session.Session` so a
game's own controller can draw a replayed state with the table's rendering. It holds a
state of the timeline, never the game in play, and refuses every action.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from canasta_gui.app import seat_names
from canasta_gui.app.game_log import LogEntry
from canasta_gui.engine.errors import IllegalAction, SaveError
from canasta_gui.engine.replay_moves import MoveRefused, walk_moves

if TYPE_CHECKING:
    from canasta_gui.app.games.base import GameDef
    from canasta_gui.app.setup import GameSetup


class ReplayError(Exception):
    """The moves do not replay to the game they belong to; ``text`` says why (translated)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


@dataclass
class Timeline:
    """Every state of a game: ``states[i]`` is the table after the first ``i`` moves."""

    game: GameDef
    moves: list[Any]
    states: list[Any]
    entries: list[LogEntry]  # entries[i] tells moves[i]

    def deal_of(self, step: int) -> int:
        """The deal (0-based; Cassino: the round) the table shows at ``step``.

        A scored deal still belongs to its deal until the next one is dealt.
        """
        state = self.states[step]
        played = len(state.history)
        if state.phase in (self.game.break_phase, self.game.over_phase):
            return played - 1
        return played

    def finished_deals(self) -> int:
        """How many deals were scored by the last step."""
        return len(self.states[-1].history)

    def deal_steps(self, deal: int) -> tuple[int, int]:
        """The first and last step of a finished ``deal`` (its deal-out to its scoring)."""
        steps = [i for i in range(len(self.states)) if self.deal_of(i) == deal]
        if not steps or deal >= self.finished_deals():
            raise IndexError(deal)
        return steps[0], steps[-1]


def build_timeline(
    game: GameDef,
    setup: GameSetup,
    moves: Sequence[Any],
    final: Any,
    explained: Mapping[int, LogEntry] | None = None,
) -> Timeline:
    """Apply ``moves`` to the seeded start of ``setup`` and check they end at ``final``.

    ``explained`` maps a move's index to the explanation the table logged for it (a
    computer player's own words); the other moves are told in the game's plain words.
    Raises :class:`ReplayError` when a move is refused or the end differs from ``final``.
    """
    config = final.config if final is not None else setup.config()
    start = game.new_game(config, final.seed if final is not None else setup.seed)
    states = [start]  # the walk never changes its start
    entries: list[LogEntry] = []
    explained = explained or {}
    try:
        for step in walk_moves(start, moves, end=final):
            states.append(step.state.clone())
            entry = explained.get(step.index)
            if entry is None or entry.seat != step.seat:
                entry = game.log_entry(step.move, step.seat, step.index, step.state)
            entries.append(entry)
    except MoveRefused as err:
        raise ReplayError(
            QCoreApplication.translate(
                "Replay", "Move {n} of this game cannot be replayed."
            ).format(n=err.index + 1)
        ) from None
    except SaveError:
        raise ReplayError(
            QCoreApplication.translate(
                "Replay", "The moves of this game do not lead to its recorded end."
            )
        ) from None
    return Timeline(game, list(moves), states, entries)


class ReplaySession(QObject):
    """What a game's controller reads from a session, for a replayed state; it never acts.

    Every hand is shown: the bottom seat's in full, the others by the replay scene.
    """

    plan_restored = Signal(object)  # the controllers listen; a replay never restores a plan

    def __init__(
        self,
        game: GameDef,
        setup: GameSetup,
        names: Sequence[str],
        state: Any,
        bottom: int = 0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.setup = setup
        self.names = list(names)
        self.state = state
        self.bottom = bottom
        self.revealed = True
        self.thinking_seat = -1
        self.pass_and_play = False

    def seat_name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat + 1)

    def side_name(self, side: int) -> str:
        return seat_names.side_name(self.state.config, self.names, side)

    def observation(self) -> Any:
        return self.state.observation(self.bottom)

    @property
    def actor(self) -> int | None:
        return self.state.current_player()

    def human_may_act(self) -> bool:
        return False

    def is_human(self, seat: int) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def _refused(self, *_args: Any, **_kwargs: Any) -> IllegalAction:
        return IllegalAction(
            "replay", QCoreApplication.translate("Replay", "A replay cannot change the game.")
        )

    play = undo = redo = _refused

    def remember(self, _staged: object) -> None:
        """Nothing is staged in a replay."""

    def hands(self) -> dict[int, list[int]]:
        """Every other seat's cards, for the replay scene to lay face up."""
        cfg = self.state.config
        return {
            seat: list(self.state.observation(seat).hand)
            for seat in range(cfg.players)
            if seat != self.bottom
        }


@dataclass
class GameRecord:
    """A game to replay, kept apart from the table: its own copies of every part."""

    setup: GameSetup
    names: list[str]  # each seat's name as the table showed it
    moves: list[Any]
    final: Any  # the state the moves lead to
    explained: dict[int, LogEntry]  # a move's index → the explanation the table logged
    bottom: int = 0  # the seat drawn at the bottom (the first person's, as at the table)

    @property
    def game(self) -> GameDef:
        return self.setup.game_def()

    def side_players(self) -> list[list[str]]:
        """Each side's players' names (the score sheet lists them one per line)."""
        return seat_names.side_players(self.final.config, self.names)

    def timeline(self) -> Timeline:
        """Every state from the seeded deal on (``ReplayError`` if the moves do not fit)."""
        return build_timeline(self.game, self.setup, self.moves, self.final, self.explained)


def record_of_session(session: Any) -> GameRecord:
    """A snapshot of the game at the table: later moves never reach it, nor it the game."""
    humans = session.setup.humans
    return GameRecord(
        setup=session.setup,
        names=[session.seat_name(p) for p in range(session.state.config.players)],
        moves=list(session.moves),
        final=session.state.clone(),
        explained={e.move: e for e in session.log if e.explained},
        bottom=humans[0] if humans else 0,
    )
