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

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from canasta_gui.ai.canasta.player import CanastaPlayer
from canasta_gui.ai.decision import Decision
from canasta_gui.app import saves
from canasta_gui.app.setup import HUMAN, GameSetup
from canasta_gui.app.texts import decision_text, engine_text, level_name, show_card
from canasta_gui.app.thinker import ThinkerThread
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.plans import apply_plan
from canasta_gui.engine.canasta.state import CanastaState, Observation, Phase, new_game
from canasta_gui.engine.cards import rank_name
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.events import Event


class Session(QObject):
    """A game in progress and the flow of turns around it."""

    changed = Signal(list)  # the engine applied actions; the events (public view)
    logged = Signal(str)  # a line for the table's log
    notice = Signal(str)  # something the person should read now (a partner's answer, a failure)
    thinking = Signal(int)  # the computer seat now thinking, or -1
    privacy_requested = Signal(int)  # cover the table and pass the computer to this seat
    turn_started = Signal(int)  # a person's turn (the bottom seat) begins
    answer_requested = Signal(int, int)  # a person must answer: (partner seat, asker)
    deal_finished = Signal()
    game_finished = Signal()

    def __init__(
        self,
        setup: GameSetup,
        state: CanastaState | None = None,
        moves: list[act.Action] | None = None,
        *,
        autosave: bool = True,
        pace_ms: int = 0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.setup = setup
        self.state = state if state is not None else new_game(setup.config(), setup.seed)
        self.moves: list[act.Action] = list(moves or [])
        self.autosave = autosave
        self.pace_ms = pace_ms
        humans = setup.humans
        self.pass_and_play = len(humans) >= 2
        self.bottom = humans[0] if humans else 0
        # Solo and all-computer tables show the bottom hand all the time; with several
        # people no hand is shown until its owner says they are ready.
        self.revealed = not self.pass_and_play
        self.players = {
            seat: CanastaPlayer(s.level, f"{self.state.seed}/{seat}")
            for seat, s in enumerate(setup.seats)
            if s.kind != HUMAN
        }
        self.thinking_seat = -1
        self._ticket = 0
        self._asked_at = 0.0
        self._announced: tuple[int, str] | None = None
        self._thinker: ThinkerThread | None = None

    # -- what the table shows ---------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        s = self.setup.seats[seat]
        return s.name or default_seat_name(seat, s.kind, s.level)

    def side_name(self, side: int) -> str:
        cfg = self.state.config
        return " & ".join(self.seat_name(p) for p in range(cfg.players) if cfg.side_of[p] == side)

    def is_human(self, seat: int) -> bool:
        return self.setup.seats[seat].kind == HUMAN

    def observation(self) -> Observation:
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
            and self.state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER)
        )

    # -- a person's actions -------------------------------------------------------------

    def play(self, plan: list[act.Action] | act.Action) -> IllegalAction | None:
        """Apply a person's action or staged plan: all of it, or nothing and the reason."""
        steps = plan if isinstance(plan, list) else [plan]
        if not steps:
            return None
        if not self.human_may_act():
            return IllegalAction(
                "not_your_turn", QCoreApplication.translate("Session", "It is not your turn.")
            )
        seat = self.bottom
        try:
            events = apply_plan(self.state, steps)
        except IllegalAction as err:
            return err
        self.moves.extend(steps)
        for step in steps:
            self._log(seat, describe(step, self.state))
        self._after(events)
        return None

    def reveal(self) -> None:
        """The person named on the privacy screen is ready: show their hand."""
        self.revealed = True
        self.changed.emit([])
        self._announced = None
        self.advance()

    def next_deal(self) -> None:
        """Deal the next hand once everyone has read the deal's scores."""
        if self.state.phase != Phase.DEAL_OVER:
            return
        events = self.state.apply(act.NEXT_DEAL)
        self.moves.append(act.NEXT_DEAL)
        if self.pass_and_play:
            self.revealed = False
        self._after(events)

    # -- the flow of turns --------------------------------------------------------------

    def advance(self) -> None:
        """Start whatever comes next; the window calls this when its animations end."""
        if self.thinking_seat >= 0:
            return
        phase = self.state.phase
        if phase == Phase.GAME_OVER:
            if self._once(("over", -1)):
                if self.autosave:
                    saves.remove_autosave()
                self.game_finished.emit()
            return
        if phase == Phase.DEAL_OVER:
            if self._once(("deal", self.state.deal_no)):
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
        if phase == Phase.ANSWER:
            if self._once(("answer", seat)):
                self.answer_requested.emit(seat, self.state.asker)
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
        self.thinking.emit(seat)
        self._thinker.request(self._ticket, self.players[seat], self.state.observation(seat))

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
        text = decision_text(decision)
        self._log(seat, text)
        self._after(events)
        if isinstance(decision.action, act.AnswerGoOut):
            # After the redraw, so the answer stays on screen for the asker to read.
            self.notice.emit(f"{self.seat_name(seat)}: {text}")

    def _on_failed(self, ticket: int, text: str) -> None:
        if ticket != self._ticket:
            return
        seat = self.thinking_seat
        self.thinking_seat = -1
        self.thinking.emit(-1)
        self.notice.emit(
            QCoreApplication.translate(
                "Session", "The computer player {name} failed: {text}"
            ).format(name=self.seat_name(seat), text=text)
        )

    def _after(self, events: list[Event]) -> None:
        actor = self.actor
        asking_computer = (
            self.state.phase == Phase.ANSWER and actor is not None and not self.is_human(actor)
        )
        if self.pass_and_play and actor != self.bottom and not asking_computer:
            # The person's turn is over: hide their hand at once. (While a computer partner
            # answers their question, the turn goes on and the hand stays.)
            self.revealed = False
        self._save()
        public = [e.seen_by(None) for e in events]
        self.changed.emit(public)

    def _save(self) -> None:
        if not self.autosave or self.state.phase == Phase.GAME_OVER:
            return
        try:
            saves.write_session(self.setup, self.state, self.moves)
        except (OSError, ValueError) as err:
            self.notice.emit(
                QCoreApplication.translate(
                    "Session", "The game could not be saved: {reason}"
                ).format(reason=err)
            )

    def _log(self, seat: int, text: str) -> None:
        line = f"{self.seat_name(seat)}: {text}"
        self.logged.emit(line)

    def close(self) -> None:
        """Stop thinking; the window is closing or a new game replaces this one."""
        self._ticket += 1
        self.thinking_seat = -1
        if self._thinker is not None:
            self._thinker.stop()
            self._thinker = None


def default_seat_name(seat: int, kind: str, level: str) -> str:
    """The name of a seat left unnamed, in the current language (never stored: it follows
    a language switch)."""
    if kind == HUMAN:
        return QCoreApplication.translate("Session", "Player {n}").format(n=seat + 1)
    return QCoreApplication.translate("Session", "{level} {n}").format(
        level=level_name(level), n=seat + 1
    )


def describe(action: act.Action, state: CanastaState) -> str:
    """A person's action in words, for the log (computer players explain their own)."""
    if isinstance(action, act.DrawStock):
        return QCoreApplication.translate("Session", "draws from the stock")
    if isinstance(action, act.TakePile):
        return QCoreApplication.translate("Session", "takes the pile")
    if isinstance(action, act.Meld):
        ranks = [m[0] for m in action.melds] + [r << 2 for r, _ in action.layoffs]
        shown = ", ".join(_rank_word(c) for c in ranks if c is not None)
        return QCoreApplication.translate("Session", "melds {ranks}").format(ranks=shown)
    if isinstance(action, act.Discard):
        return QCoreApplication.translate("Session", "discards {card}").format(
            card=show_card(action.card)
        )
    if isinstance(action, act.AskGoOut):
        return QCoreApplication.translate("Session", "asks partner: may I go out?")
    if isinstance(action, act.AnswerGoOut):
        return (
            QCoreApplication.translate("Session", "answers yes")
            if action.yes
            else QCoreApplication.translate("Session", "answers no")
        )
    if isinstance(action, act.DeclinePile):
        return QCoreApplication.translate("Session", "leaves the pile, which ends the deal")
    if isinstance(action, act.EndTurn):
        return QCoreApplication.translate("Session", "ends the turn")
    return QCoreApplication.translate("Session", "deals the next hand")


def _rank_word(card: int) -> str:
    from canasta_gui.engine.cards import is_wild

    if is_wild(card):
        return QCoreApplication.translate("Session", "wild cards")
    # A plural of its own, so a language without an "s" plural can drop it (ja, ko, it).
    return QCoreApplication.translate("Session", "{rank}s").format(rank=rank_name(card >> 2))
