"""One game at the table: the engine state, who sits where, and whose move it is.

The session is the only place the app changes the engine state, and it does so
only with engine actions (``apply_plan`` applies a staged plan whole or not at
all). It decides *who* acts next from the engine's ``current_player`` and the
seat list; the table decides nothing about rules. Computer seats think on a
worker thread. In pass-and-play the session hides every hand between two
people's turns and waits for the next person to say they are ready.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from canasta_gui.ai.decision import Decision
from canasta_gui.app import saves, seat_names
from canasta_gui.app.game_log import LogEntry, explained_entry, replay_log
from canasta_gui.app.listing import said_by
from canasta_gui.app.recall import recall_moves
from canasta_gui.app.setup import HUMAN, GameSetup
from canasta_gui.app.texts import decision_text, engine_text
from canasta_gui.app.thinker import ThinkerThread
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.events import Event
from canasta_gui.engine.serialize import state_differences

# The two kinds of message the table shows: something to know, or something that was refused
# (or went wrong). They look different, and not by colour alone.
INFO = "info"
REFUSAL = "refusal"


@dataclass(frozen=True)
class _Snapshot:
    """A moment of a person's turn to come back to, exactly as it was."""

    state: Any
    moves: tuple[Any, ...]
    plan: object  # the table's staged plan at that moment, kept as the table gave it


class Session(QObject):
    """A game in progress and the flow of turns around it."""

    changed = Signal(list)  # the engine applied actions; the events (public view)
    log_changed = Signal()  # ``log`` changed: show it again
    notice = Signal(str, str)  # something to read now (a partner's answer, a failure), its kind
    thinking = Signal(int)  # the computer seat now thinking, or -1
    privacy_requested = Signal(int)  # cover the table and pass the computer to this seat
    turn_started = Signal(int)  # a person's turn (the bottom seat) begins
    answer_requested = Signal(int, int)  # a person must answer: (partner seat, asker)
    deal_finished = Signal()
    game_finished = Signal()
    plan_restored = Signal(object)  # an undo or redo brings back this staged plan (or None)

    def __init__(
        self,
        setup: GameSetup,
        state: Any = None,
        moves: list[Any] | None = None,
        *,
        autosave: bool = True,
        save_path: Path | None = None,
        save_lock: Any = None,
        pace_ms: int = 0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.setup = setup
        # Everything that differs between the games (docs/architecture.md, "Games").
        self.game = setup.game_def()
        self.state = state if state is not None else self.game.new_game(setup.config(), setup.seed)
        self.moves: list[Any] = list(moves or [])
        # A resumed game's log is rebuilt from its moves; computer players' reasons are not
        # saved, so those past moves are told in plain words.
        self.log: list[LogEntry] = (
            replay_log(self.game, self.state, self.moves) if state is not None else []
        )
        if state is not None and self._from_the_seed():
            self.log[:0] = self.game.opening_log(self.state)  # told once the draw was shown
        self.autosave = autosave
        # The game's own file among the saved games (a new one is named at the first save).
        self.save_path = save_path
        # This window's hold on its save file (saves.hold), which the window took before it
        # resumed the game; a new game's is taken at its first save.
        self._save_lock = save_lock
        self.pace_ms = pace_ms
        humans = setup.humans
        self.pass_and_play = len(humans) >= 2
        self.bottom = humans[0] if humans else 0
        # Solo and all-computer tables show the bottom hand all the time; with several
        # people no hand is shown until its owner says they are ready.
        self.revealed = not self.pass_and_play
        self.players = {
            seat: self.game.make_player(s.level, f"{self.state.seed}/{seat}")
            for seat, s in enumerate(setup.seats)
            if s.kind != HUMAN
        }
        if state is not None:
            recall_moves(self.game, self.state, self.moves, self.players)
        self.thinking_seat = -1
        # The table holds the game before it starts (the cards drawn for seats are shown):
        # nobody acts and no computer player thinks until it lets go.
        self.held = False
        self._ticket = 0
        self._asked_at = 0.0
        self._announced: tuple[int, str] | None = None
        self._thinker: ThinkerThread | None = None
        # The person's own steps this turn, since the last barrier (see ``_UNDOABLE``).
        self._undo: list[_Snapshot] = []
        self._redo: list[_Snapshot] = []

    # -- what the table shows ---------------------------------------------------------

    def _from_the_seed(self) -> bool:
        """Whether this game began with its seed's deal (its moves replay to it), so that
        what the seed drew for seats belongs in its log; a hand-made position did not."""
        if self.moves:
            return bool(self.log)  # replay_log is empty when the moves do not lead here
        fresh = self.game.new_game(self.state.config, self.state.seed)
        return not state_differences(fresh, self.state)

    def seat_name(self, seat: int) -> str:
        return seat_names.seat_name(self.setup, seat)

    def side_name(self, side: int) -> str:
        return seat_names.side_name(self.state.config, seat_names.seat_names(self.setup), side)

    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].kind == HUMAN

    def observation(self) -> Any:
        """What the bottom seat sees (its hand is drawn face down unless ``revealed``)."""
        return self.state.observation(self.bottom)

    @property
    def actor(self) -> int | None:
        return self.state.current_player()

    def human_may_act(self) -> bool:
        """True when the person at the bottom seat is the one to act and can see their hand."""
        return (
            self.actor == self.bottom
            and self.is_human(self.bottom)
            and self.revealed
            and self.thinking_seat < 0
            and not self.held
            and self.state.phase not in (self.game.break_phase, self.game.over_phase)
        )

    # -- a person's actions -------------------------------------------------------------

    def play(self, plan: list[Any] | Any, staged: object = None) -> IllegalAction | None:
        """Apply a person's action or staged plan: all of it, or nothing and the reason.

        ``staged`` is the table's staged plan as it was before, given back if this is undone.
        """
        steps = plan if isinstance(plan, list) else [plan]
        if not steps:
            return None
        if not self.human_may_act():
            return IllegalAction(
                "not_your_turn", QCoreApplication.translate("Session", "It is not your turn.")
            )
        seat = self.bottom
        before = self._snapshot(staged)
        try:
            events = self.game.apply_plan(self.state, steps)
        except IllegalAction as err:
            return err
        first = len(self.moves)
        self.moves.extend(steps)
        self._keep_for_undo(before, steps)
        for i, step in enumerate(steps):
            self._log(self.game.log_entry(step, seat, first + i, self.state))
        self._after(events)
        return None

    def tell_opening(self) -> None:
        """Put what came before the first deal (the cards drawn for seats) atop the log."""
        self.log[:0] = self.game.opening_log(self.state)
        self.log_changed.emit()

    def reveal(self) -> None:
        """The person named on the privacy screen is ready: show their hand."""
        self.revealed = True
        self.changed.emit([])
        self._announced = None
        self.advance()

    def next_deal(self) -> None:
        """Deal the next hand once everyone has read the deal's scores."""
        if self.state.phase != self.game.break_phase:
            return
        action = self.game.next_deal
        events = self.state.apply(action)
        self.moves.append(action)
        self._forget_undo()
        self._log(self.game.log_entry(action, None, len(self.moves) - 1, self.state))
        if self.pass_and_play:
            self.revealed = False
        self._after(events)

    # -- undo and redo within a person's turn -------------------------------------------

    def can_undo(self) -> bool:
        return bool(self._undo) and self.human_may_act()

    def can_redo(self) -> bool:
        return bool(self._redo) and self.human_may_act()

    def remember(self, staged: object) -> None:
        """The person is about to change their staged plan; ``staged`` is the plan before.

        The engine state does not change, but an undo brings that plan back.
        """
        if self.human_may_act():
            self._undo.append(self._snapshot(staged))
            self._redo.clear()

    def undo(self, staged: object) -> IllegalAction | None:
        """Go back one step of this turn; ``staged`` is the table's plan now (kept for redo)."""
        if not self.can_undo():
            if not self.game.undoable:
                return self._no_step(
                    QCoreApplication.translate(
                        "Session", "Nothing to undo: every play in this game ends the turn."
                    )
                )
            return self._no_step(
                QCoreApplication.translate(
                    "Session",
                    "Nothing to undo: drawing, taking the pile, asking your partner and "
                    "discarding cannot be undone.",
                )
            )
        self._step(self._undo, self._redo, staged)
        return None

    def redo(self, staged: object) -> IllegalAction | None:
        """Make the last undone step again."""
        if not self.can_redo():
            return self._no_step(QCoreApplication.translate("Session", "Nothing to redo."))
        self._step(self._redo, self._undo, staged)
        return None

    def _no_step(self, text: str) -> IllegalAction:
        if not self.human_may_act():
            text = QCoreApplication.translate("Session", "It is not your turn.")
        return IllegalAction("no_undo", text)

    def _snapshot(self, staged: object) -> _Snapshot:
        return _Snapshot(self.state.clone(), tuple(self.moves), staged)

    def _step(self, source: list[_Snapshot], target: list[_Snapshot], staged: object) -> None:
        back = source.pop()
        target.append(self._snapshot(staged))
        undoing = source is self._undo
        gone = self.moves[len(back.moves) :] if undoing else back.moves[len(self.moves) :]
        # A clone, so the stored snapshot never changes under the next action.
        self.state.assign(back.state.clone())
        self.moves[:] = back.moves
        if gone:
            # The log tells what stands: moves taken back leave it, moves made again return.
            if undoing:
                self.trim_log()
            else:
                first = len(self.moves) - len(gone)
                for i, move in enumerate(gone):
                    self._log(self.game.log_entry(move, self.bottom, first + i, self.state))
            self._save()  # so Continue resumes the position the person came back to
        # The table takes its plan back before it redraws for the new state.
        self.plan_restored.emit(back.plan)
        self.changed.emit([])

    def _keep_for_undo(self, before: _Snapshot, steps: list[Any]) -> None:
        """After a person's play: what of it may be undone (melds and lay-offs of this turn).

        Everything else shows something new (a drawn card, the pile, a partner's answer) or
        ends the turn, so it is a barrier undo never crosses (docs/rules.md §3.5 steps 2-3).
        """
        self._redo.clear()
        undoable = self.game.undoable
        barrier = max(
            (i for i, step in enumerate(steps) if not isinstance(step, undoable)), default=-1
        )
        if barrier >= 0:
            self._undo.clear()
        if self.actor != self.bottom or self.state.phase not in self.game.undo_phases:
            self._undo.clear()  # the turn or the deal is over, or the partner is asked
            return
        if barrier < 0:
            self._undo.append(before)
        elif barrier < len(steps) - 1:
            # A pile take confirmed with more melds: undo goes back to just after the take.
            after_take = before.state.clone()
            for step in steps[: barrier + 1]:
                after_take.apply(step)
            self._undo.append(
                _Snapshot(after_take, before.moves + tuple(steps[: barrier + 1]), None)
            )

    def _forget_undo(self) -> None:
        self._undo.clear()
        self._redo.clear()

    # -- the flow of turns --------------------------------------------------------------

    def advance(self) -> None:
        """Start whatever comes next; the window calls this when its animations end."""
        if self.thinking_seat >= 0 or self.held:
            return
        phase = self.state.phase
        if phase == self.game.over_phase:
            if self._once(("over", -1)):
                if self.autosave:
                    try:
                        saves.remove_saved(self.save_path)
                    except OSError as err:
                        # The game is over whatever the disk says: its end is still shown,
                        # kept and counted; the file may be offered once more.
                        self.notice.emit(
                            QCoreApplication.translate(
                                "Session", "The finished game's file could not be removed: {reason}"
                            ).format(reason=err.strerror or err),
                            REFUSAL,
                        )
                    self._release_save()
                self.game_finished.emit()
            return
        if phase == self.game.break_phase:
            if self._once(("deal", len(self.state.history))):
                self.deal_finished.emit()
            return
        seat = self.actor
        if seat is None:
            return
        if not self.is_human(seat):
            self._think(seat)
            return
        if self.pass_and_play and (seat != self.bottom or not self.revealed):
            self.bottom = seat
            self.revealed = False
            if self._once(("privacy", seat)):
                self.changed.emit([])
                self.privacy_requested.emit(seat)
            return
        self.bottom = seat
        if phase == self.game.answer_phase:
            if self._once(("answer", seat)):
                self.answer_requested.emit(seat, self.game.asker(self.state))
        elif self._once(("turn", seat)):
            self.turn_started.emit(seat)

    def _once(self, key: tuple) -> bool:
        # advance() may run several times for one situation; announce it only once.
        if self._announced == key:
            return False
        self._announced = key
        return True

    def _think(self, seat: int) -> None:
        if self._thinker is None:
            self._thinker = ThinkerThread(self)
            self._thinker.decided.connect(self._on_decided)
            self._thinker.failed.connect(self._on_failed)
        self._ticket += 1
        self.thinking_seat = seat
        self._asked_at = time.monotonic()
        # Asked before the table redraws for it: the player's budget counts from here.
        self._thinker.request(self._ticket, self.players[seat], self.state.observation(seat))
        self.thinking.emit(seat)

    def _on_decided(self, ticket: int, decision: Decision) -> None:
        if ticket != self._ticket or self.thinking_seat < 0:
            return  # an answer for a game or a turn that is gone
        left = self.pace_ms - (time.monotonic() - self._asked_at) * 1000
        if left > 1:
            # Pace quick players so a person can follow them; a timer, not a busy wait.
            QTimer.singleShot(int(left), self, lambda: self._on_decided_now(ticket, decision))
        else:
            self._on_decided_now(ticket, decision)

    def _on_decided_now(self, ticket: int, decision: Decision) -> None:
        if ticket != self._ticket or self.thinking_seat < 0:
            return
        seat = self.thinking_seat
        try:
            events = self.state.apply(decision.action)
        except IllegalAction as err:
            self._on_failed(ticket, engine_text(err))
            return
        self.thinking_seat = -1
        self.thinking.emit(-1)
        self.moves.append(decision.action)
        self._forget_undo()  # computer seats never undo, and a person's turn is over
        move = len(self.moves) - 1
        if self.game.log_explanations:
            self._log(explained_entry(decision, seat, move))
        else:
            self._log(self.game.log_entry(decision.action, seat, move, self.state))
        self._after(events)
        if self.game.is_answer(decision.action):
            # After the redraw, so the answer stays on screen for the asker to read.
            self.notice.emit(said_by(self.seat_name(seat), decision_text(decision)), INFO)

    def _on_failed(self, ticket: int, text: str) -> None:
        if ticket != self._ticket:
            return
        seat = self.thinking_seat
        self.thinking_seat = -1
        self.thinking.emit(-1)
        self.notice.emit(
            QCoreApplication.translate(
                "Session", "The computer player {name} failed: {text}"
            ).format(name=self.seat_name(seat), text=text),
            REFUSAL,
        )

    def _after(self, events: list[Event]) -> None:
        actor = self.actor
        asking_computer = (
            self.state.phase == self.game.answer_phase
            and actor is not None
            and not self.is_human(actor)
        )
        if self.pass_and_play and actor != self.bottom and not asking_computer:
            # The person's turn is over: hide their hand at once. (While a computer partner
            # answers their question, the turn goes on and the hand stays.)
            self.revealed = False
        self._save()
        public = [e.seen_by(None) for e in events]
        self.changed.emit(public)

    def _save(self) -> None:
        if not self.autosave or self.state.phase == self.game.over_phase:
            return
        try:
            self.save_path = saves.write_session(self.setup, self.state, self.moves, self.save_path)
            if self._save_lock is None:
                self._save_lock = saves.hold(self.save_path)
        except (OSError, ValueError) as err:
            self.notice.emit(
                QCoreApplication.translate(
                    "Session", "The game could not be saved: {reason}"
                ).format(reason=err),
                REFUSAL,
            )

    def _log(self, entry: LogEntry) -> None:
        self.log.append(entry)
        self.log_changed.emit()

    def trim_log(self) -> None:
        """Drop the log entries of moves no longer in ``moves`` (moves taken back)."""
        kept = [e for e in self.log if e.move < len(self.moves)]
        if len(kept) != len(self.log):
            self.log = kept
            self.log_changed.emit()

    def _release_save(self) -> None:
        if self._save_lock is not None:
            self._save_lock.unlock()
            self._save_lock = None

    def close(self) -> None:
        """Stop thinking; the window is closing or a new game replaces this one."""
        self._release_save()
        self._ticket += 1
        self.thinking_seat = -1
        if self._thinker is not None:
            self._thinker.stop()
            self._thinker = None
