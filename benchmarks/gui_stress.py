"""GUI stress: seeded random mouse, keyboard and menu input over whole games; the table must
never raise or freeze.

A ``MainWindow`` runs offscreen at the **normal** animation speed. For each game the
driver picks a table (2, 3, 4 or 6 players; one person, or two or more for
pass-and-play; cheap computer players elsewhere) with a deal limit of one or two
deals (OPT-DEAL-LIMIT, docs/rules.md §1.5) so whole games end, and by default starts
it from a position played headless to near the end of its first deal. Then, in turn:

* random input through real Qt events: clicks, drags (hand to pile, hand to melds,
  pile to hand, stock to hand, between random points), double-clicks, rubber bands,
  keys (S, P, D, A, R, H, Enter, Space, arrows, Esc, Ctrl+Enter, Tab, Ctrl+Z), also
  while cards glide and computer players think;
* window actions: a language switch (en, ja, ko, it; directly or through Settings),
  a speed change in Settings, the score sheet, the rules, a hint, back to the menu
  and Continue, New game;
* every dialog that opens is answered or closed at random (deal summary, the go-out
  question, New game, Settings, message boxes, anything else);
* real play mixed in, so deals and games finish: when it is a person's turn a Medium
  player picks a legal move for that seat and it is made with the mouse (as
  ``tests/app/human_driver.py`` does); only if the mouse did not get it applied is
  it played through the session, and that is counted.

Waiting is on the window's signals (the table's ``idle``, ``dialog_opened``,
``game_started``, the session's), never a sleep. An uncaught exception anywhere
(``sys.excepthook``, which PySide calls for exceptions in slots and virtuals, and
``threading.excepthook``) is recorded with its traceback; so is a stall (nothing
happens for ``--stall-s`` seconds while the game should go on).

    .venv/bin/python benchmarks/gui_stress.py --seeds 1-8 --events 6000
    .venv/bin/python benchmarks/gui_stress.py --quick        # a few seconds, for the suite

Prints ``name: value unit`` lines; exit status 1 if anything was uncaught or stalled.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import sys
import threading
import time
import traceback
from collections import Counter
from dataclasses import replace
from pathlib import Path

if __name__ == "__main__":  # run as a script: this checkout's package, not an installed one
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import (  # noqa: E402
    QCoreApplication,
    QEvent,
    QEventLoop,
    QPoint,
    QPointF,
    Qt,
    QTimer,
)
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QPushButton,
)

from canasta_gui.ai.canasta.player import CanastaPlayer  # noqa: E402
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup  # noqa: E402
from canasta_gui.engine.canasta import actions as act  # noqa: E402
from canasta_gui.engine.canasta.state import Phase, new_game  # noqa: E402

LANGUAGES = ("en", "ja", "ko", "it")
SPEEDS = ("normal", "normal", "normal", "fast", "slow", "instant")  # mostly normal
TABLES = ((2, 2), (3, 3), (4, 2), (6, 3))
LEVELS = ("easy", "medium")  # rules of thumb: decide at once
NO = Qt.KeyboardModifier.NoModifier
LEFT = Qt.MouseButton.LeftButton
KEYS = (
    (Qt.Key.Key_S, NO),
    (Qt.Key.Key_P, NO),
    (Qt.Key.Key_D, NO),
    (Qt.Key.Key_A, NO),
    (Qt.Key.Key_R, NO),
    (Qt.Key.Key_H, NO),
    (Qt.Key.Key_Return, NO),
    (Qt.Key.Key_Enter, NO),
    (Qt.Key.Key_Space, NO),
    (Qt.Key.Key_Left, NO),
    (Qt.Key.Key_Right, NO),
    (Qt.Key.Key_Up, NO),
    (Qt.Key.Key_Down, NO),
    (Qt.Key.Key_Escape, NO),
    (Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier),
    (Qt.Key.Key_Tab, NO),
    (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),
)
GAME_SEED = "stress"  # games the driver starts; a game from the New game dialog is not one


class Uncaught:
    """Records every exception that reaches ``sys.excepthook`` or ``threading.excepthook``,
    then passes it on (pytest-qt's own hook still fails the test)."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self._old_sys = None
        self._old_thread = None

    def __enter__(self) -> Uncaught:
        self._old_sys, self._old_thread = sys.excepthook, threading.excepthook
        sys.excepthook = self._on_sys
        threading.excepthook = self._on_thread
        return self

    def __exit__(self, *exc) -> None:
        sys.excepthook, threading.excepthook = self._old_sys, self._old_thread

    def _on_sys(self, kind, value, tb) -> None:
        self.errors.append("".join(traceback.format_exception(kind, value, tb)))
        self._old_sys(kind, value, tb)

    def _on_thread(self, args) -> None:
        self.errors.append(
            f"thread {args.thread!r}:\n"
            + "".join(traceback.format_exception(args.exc_type, args.exc_value, args.exc_traceback))
        )
        self._old_thread(args)


class Stress:
    """Drives one window with seeded random input and real play; see the module docstring."""

    def __init__(
        self,
        window,
        seed: int,
        *,
        events: int,
        games: int,
        near_end: bool = True,
        pace: bool = False,
        stall_s: float = 20.0,
        tables: list[tuple[int, int, int]] | None = None,
        play_share: float = 0.2,
        log=None,
    ) -> None:
        self.window = window
        self.seed = seed
        self.rng = random.Random(seed)
        self.max_events = events
        self.max_games = games
        self.near_end = near_end
        self.pace = pace
        self.stall_s = stall_s
        self.log = log
        self.play_share = play_share  # of a person's turn's steps: a legal move, not noise
        self.tables = list(tables or [])  # (players, decks, people) for the first games
        self.stats: Counter = Counter()
        self.stalls: list[str] = []
        self.games_started = 0
        self.bots: dict[int, CanastaPlayer] = {}
        self._session = None
        self._switch_at = 0
        window.game_started.connect(self._on_game_started)

    # -- bookkeeping --------------------------------------------------------------------

    @property
    def events(self) -> int:
        return self.stats["events"]

    def _note(self, text: str) -> None:
        if self.log is not None:
            self.log(f"[seed {self.seed} ev {self.events}] {text}")

    def _on_game_started(self) -> None:
        s = self.window.session
        self._session = s
        self.stats["games started"] += 1
        s.deal_finished.connect(lambda: self.stats.update(["deals finished"]))
        s.game_finished.connect(self._on_game_finished)
        table = self.window.table
        table.scene.refused.connect(self._on_refused)
        scene = table.scene
        glide_back = scene.snap_back

        def counted(items) -> None:  # counts the glides back (a drop refused or on nothing)
            self.stats["drops glided back"] += 1
            glide_back(items)

        scene.snap_back = counted
        if not self.pace:
            s.pace_ms = 0  # the computer players' pause is not under test; the glides are

    def _on_game_finished(self) -> None:
        self.stats["games finished"] += 1
        self.stats["deals finished"] += 1  # the game's last deal ends with the game
        if self.window.session is not None and self.window.session.setup.seed.startswith(GAME_SEED):
            self.stats["driver games finished"] += 1

    def _on_refused(self, _reason: str) -> None:
        self.stats["refused drops"] += 1
        table = self.window.table
        if table is not None and table.scene.animating:
            self.stats["refused drops with glide"] += 1

    # -- waiting, on signals --------------------------------------------------------------

    def wait(self, ms: int) -> None:
        """Run the event loop until something the table reports, or ``ms`` at most."""
        w = self.window
        loop = QEventLoop()
        signals = [w.dialog_opened, w.game_started, w.stack.currentChanged]
        if w.table is not None:
            signals.append(w.table.idle)
        if w.session is not None:
            s = w.session
            signals += [s.changed, s.turn_started, s.privacy_requested, s.thinking]
        connections = [(sig, sig.connect(loop.quit)) for sig in signals]
        QTimer.singleShot(ms, loop, loop.quit)
        loop.exec()
        for sig, conn in connections:
            with contextlib.suppress(RuntimeError, TypeError):
                sig.disconnect(conn)  # fails only when the emitter is gone (a new game)

    def settle(self, ms: int = 3000) -> None:
        """Until the table stops moving (its ``idle``), ``ms`` at most."""
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            t = self.window.table
            if t is None or not t.scene.animating:
                return
            self.wait(50)

    # -- what is on screen ---------------------------------------------------------------

    def dialogs(self) -> list[QDialog]:
        return [
            d
            for d in QApplication.topLevelWidgets()
            if isinstance(d, QDialog) and d.isVisible() and d is not self.window
        ]

    def ready_for_play(self) -> bool:
        w = self.window
        return (
            w.session is not None
            and w.table is not None
            and w.stack.currentWidget() is w.table
            and w.session.human_may_act()
            and not w.table.scene.animating
            and not self.dialogs()
        )

    # -- low-level input (each call counts its Qt events) ---------------------------------

    def _vp(self):
        return self.window.table.view.viewport()

    def _to_view(self, p: QPointF) -> QPoint:
        return self.window.table.view.mapFromScene(p)

    def click_at(self, p: QPointF, modifier=NO) -> None:
        QTest.mouseClick(self._vp(), LEFT, modifier, self._to_view(p))
        self.stats["events"] += 2

    def dclick_at(self, p: QPointF) -> None:
        vp, v = self._vp(), self._to_view(p)
        QTest.mouseClick(vp, LEFT, NO, v)
        QTest.mouseDClick(vp, LEFT, NO, v)
        self.stats["events"] += 4

    def drag(self, a: QPointF, b: QPointF, steps: int = 6) -> None:
        vp = self._vp()
        va, vb = self._to_view(a), self._to_view(b)
        QTest.mousePress(vp, LEFT, NO, va)
        for i in range(1, steps + 1):
            QTest.mouseMove(vp, va + (vb - va) * (i / steps))
            if self.window.table is None or self._vp() is not vp:
                break  # a key or a dialog ended the game under the mouse
        QTest.mouseRelease(vp, LEFT, NO, vb)
        self.stats["events"] += steps + 2

    def key(self, k, modifier=NO) -> None:
        target = QApplication.focusWidget() or self.window
        QTest.keyClick(target, k, modifier)
        self.stats["events"] += 2

    def press_button(self, button: QAbstractButton) -> None:
        QTest.mouseClick(button, LEFT)
        self.stats["events"] += 2

    # -- the table's places ---------------------------------------------------------------

    @staticmethod
    def card_point(item) -> QPointF:
        return item.mapToScene(QPointF(14, 30))

    def zone_point(self, zone: tuple) -> QPointF | None:
        z = self.window.table.scene.zones.get(zone)
        return z.rect.center() if z is not None else None

    def random_point(self) -> QPointF:
        r = self.window.table.scene.sceneRect()
        return QPointF(self.rng.uniform(r.left(), r.right()), self.rng.uniform(r.top(), r.bottom()))

    def hand_cards(self) -> list:
        return self.window.table.scene.hand_items()

    def top_of(self, zone: tuple):
        cards = [c for c in self.window.table.scene.cards if c.zone == zone]
        return max(cards, key=lambda c: c.zValue()) if cards else None

    # -- random input ---------------------------------------------------------------------

    def random_table_event(self) -> None:
        w = self.window
        if w.table is None or w.stack.currentWidget() is not w.table:
            self.random_key()
            return
        scene = w.table.scene
        r = self.rng.random()
        hand = self.hand_cards()
        own = ("melds", w.session.state.config.side_of[w.session.bottom])
        if r < 0.18 and hand:
            shift = Qt.KeyboardModifier.ShiftModifier if self.rng.random() < 0.2 else NO
            self.click_at(self.card_point(self.rng.choice(hand)), shift)
            self.stats["clicks"] += 1
        elif r < 0.26:
            self.click_at(self.random_point())
            self.stats["clicks"] += 1
        elif r < 0.31 and hand:
            self.dclick_at(self.card_point(self.rng.choice(hand)))
            self.stats["double-clicks"] += 1
        elif r < 0.62:
            sources = []
            if hand:
                sources += [("hand", self.card_point(self.rng.choice(hand)))] * 3
            for z in (("pile",), ("stock",)):
                top = self.top_of(z)
                if top is not None:
                    sources.append((z[0], self.card_point(top)))
            sources.append(("point", self.random_point()))
            kind, a = self.rng.choice(sources)
            targets = [self.zone_point(("pile",)), self.zone_point(own), self.zone_point(("hand",))]
            targets += [z.rect.center() for z in scene.zones.values()]
            targets.append(self.random_point())
            b = self.rng.choice([t for t in targets if t is not None])
            self.drag(a, b, steps=self.rng.randint(2, 8))
            self.stats[f"drags from {kind}"] += 1
        elif r < 0.66:
            zone = scene.zones.get(("hand",))
            if zone is not None:
                rect = zone.rect
                a = QPointF(rect.left() + 4, rect.top() + 4)
                b = QPointF(self.rng.uniform(rect.left(), rect.right()), rect.bottom() - 4)
                self.drag(a, b, steps=4)
                self.stats["rubber bands"] += 1
        else:
            self.random_key()

    def refused_discard(self) -> None:
        """A hand card onto the pile before drawing: refused, it glides back (issue 14)."""
        hand = [c for c in self.hand_cards() if c.face_up]
        pile = self.zone_point(("pile",))
        if hand and pile is not None:
            self.drag(self.card_point(self.rng.choice(hand)), pile)
            self.stats["drags from hand"] += 1

    def random_key(self) -> None:
        k, m = self.rng.choice(KEYS)
        self.key(k, m)
        self.stats["keys"] += 1

    def window_action(self) -> None:
        w = self.window
        choice = self.rng.choice(
            ("language", "language", "settings", "scores", "rules", "hint", "menu", "new")
        )
        self.stats[f"window: {choice}"] += 1
        self.stats["events"] += 1
        if choice == "language":
            self.switch_language()
        elif choice == "settings":
            w.act_settings.trigger()
        elif choice == "scores":
            w.act_scores.trigger()
        elif choice == "rules":
            w.act_rules.trigger()
        elif choice == "hint":
            w.act_hint.trigger()
        elif choice == "menu":
            w.act_menu.trigger()
        elif choice == "new":
            w.act_new.trigger()

    def switch_language(self) -> None:
        """As the Settings dialog's OK does, without the dialog."""
        w = self.window
        code = self.rng.choice([c for c in LANGUAGES if c != w.translator.language])
        w.apply_settings(replace(w.settings, language=code))
        self.stats["language switches"] += 1

    # -- dialogs --------------------------------------------------------------------------

    def handle_dialog(self, dialog: QDialog) -> None:
        """Answer or close ``dialog``, at random."""
        name = type(dialog).__name__
        self.stats[f"dialog: {name}"] += 1
        rng = self.rng
        if rng.random() < 0.1:
            QTest.keyClick(dialog, Qt.Key.Key_Escape)  # closes any dialog
            self.stats["events"] += 2
            return
        if name == "DealSummaryDialog":
            self.press_button(dialog.next_button)
        elif name == "GoOutQuestionDialog":
            self.press_button(rng.choice((dialog.yes_button, dialog.no_button)))
        elif name == "SettingsDialog":
            if rng.random() < 0.6:
                code = rng.choice(LANGUAGES)
                dialog.language.setCurrentIndex(max(0, dialog.language.findData(code)))
            if rng.random() < 0.6:
                speed = rng.choice(SPEEDS)
                dialog.speed.setCurrentIndex(max(0, dialog.speed.findData(speed)))
            ok = rng.random() < 0.8
            button = dialog.buttons.button(
                QDialogButtonBox.StandardButton.Ok if ok else QDialogButtonBox.StandardButton.Cancel
            )
            before = self.window.translator.language
            self.press_button(button)
            if self.window.translator.language != before:
                self.stats["language switches"] += 1
        elif name == "NewGameDialog":
            ok = rng.random() < 0.15
            button = dialog.buttons.button(
                QDialogButtonBox.StandardButton.Ok if ok else QDialogButtonBox.StandardButton.Cancel
            )
            self.press_button(button)
        else:  # a message box, the rules, the score sheet, anything added later
            buttons = [
                b
                for b in dialog.findChildren(QPushButton)
                if b.isVisible() and b.isEnabled() and isinstance(b.parent(), QDialogButtonBox)
            ]
            if isinstance(dialog, QMessageBox):
                buttons = [b for b in dialog.buttons() if b.isVisible()] or buttons
            if buttons:
                self.press_button(rng.choice(buttons))
            else:
                QTest.keyClick(dialog, Qt.Key.Key_Escape)
                self.stats["events"] += 2
        self.wait(20)

    # -- real play ------------------------------------------------------------------------

    def bot_for(self, seat: int) -> CanastaPlayer:
        if seat not in self.bots:
            self.bots[seat] = CanastaPlayer("medium", f"{self.seed}/{seat}")
        return self.bots[seat]

    def clear_selection(self) -> None:
        """Esc for a staged plan, then click selected cards off."""
        t = self.window.table
        if not t.controller.plan.empty:
            t.view.setFocus()
            self.key(Qt.Key.Key_Escape)
        for _ in range(3):
            sel = [c for c in self.hand_cards() if c.index in t.scene.selected]
            if not sel:
                return
            for item in sel:
                self.click_at(self.card_point(item))
            self.settle()

    def select(self, cards) -> bool:
        need = Counter(cards)
        for item in self.hand_cards():
            if need[item.card] > 0:
                need[item.card] -= 1
                self.click_at(self.card_point(item))
        return not +need

    def drag_selection_to(self, zone: tuple) -> None:
        scene = self.window.table.scene
        first = next((i for i in self.hand_cards() if i.index in scene.selected), None)
        target = self.zone_point(zone)
        if first is not None and target is not None:
            self.drag(self.card_point(first), target)
            self.settle()

    def confirm(self) -> None:
        button = self.window.table.buttons["confirm"]
        if button.isEnabled():
            self.press_button(button)
            self.settle()

    def play_legal(self) -> None:
        """One legal step for the person to act, made with the mouse where it can be."""
        w = self.window
        s = w.session
        obs = s.observation()
        action = self.bot_for(s.bottom).decide(obs).action
        before = len(s.moves)
        self.clear_selection()
        if not s.human_may_act():
            return
        side = obs.side
        if isinstance(action, act.DrawStock):
            stock = self.top_of(("stock",))
            if stock is not None:
                self.drag(self.card_point(stock), self.zone_point(("hand",)))
        elif isinstance(action, act.TakePile):
            if self.select(action.cards):
                top = self.top_of(("pile",))
                rank = obs.pile[-1] >> 2 if obs.pile else -1
                target = ("hand",) if action.cards else ("meld", side, rank)
                if top is not None and self.zone_point(target) is not None:
                    self.drag(self.card_point(top), self.zone_point(target))
                    self.settle()
                    self.confirm()
        elif isinstance(action, act.Meld):
            for meld in action.melds:
                if self.select(meld):
                    self.drag_selection_to(("melds", side))
            for rank, cards in action.layoffs:
                if self.select(cards):
                    self.drag_selection_to(("meld", side, rank))
            c = w.table.controller
            if len(s.moves) == before and not c.plan.empty and c.plan_ok:
                self.confirm()
            elif len(s.moves) == before and not c.plan.empty:
                # Legal only with the discard that follows (going out with black 3s).
                after = s.state.clone()
                for step in c.plan.actions(c.opened):
                    after.apply(step)
                discard = self.bot_for(s.bottom).decide(after.observation(s.bottom)).action
                item = next(
                    (i for i in self.hand_cards() if getattr(discard, "card", None) == i.card),
                    None,
                )
                if item is not None:
                    self.drag(self.card_point(item), self.zone_point(("pile",)))
        elif isinstance(action, act.Discard):
            item = next((i for i in self.hand_cards() if i.card == action.card), None)
            if item is not None:
                self.drag(self.card_point(item), self.zone_point(("pile",)))
        else:
            key = {act.AskGoOut: "ask", act.DeclinePile: "decline", act.EndTurn: "end_turn"}.get(
                type(action)
            )
            button = w.table.buttons.get(key) if key else None
            if button is not None and button.isVisible() and button.isEnabled():
                self.press_button(button)
        self.settle()
        if w.session is not s:
            return
        if len(s.moves) > before:
            self.stats["legal moves by mouse"] += 1
            return
        # The mouse did not get it applied (random input left the table in some state the
        # simple script does not expect): play it through the session so the game goes on.
        if s.human_may_act():
            w.table.controller.cancel_plan()
            if s.play(action) is None:
                self.stats["legal moves through the session"] += 1
            else:
                self.stats["legal moves refused"] += 1

    # -- games ----------------------------------------------------------------------------

    def start_next_game(self) -> None:
        rng = self.rng
        if self.tables:
            players, decks, n_humans = self.tables.pop(0)
        else:
            players, decks = rng.choice(TABLES)
            n_humans = 1 if rng.random() < 0.5 else rng.randint(2, min(3, players))
        humans = set(rng.sample(range(players), n_humans))
        seats = tuple(
            SeatSetup(HUMAN, f"P{i + 1}")
            if i in humans
            else SeatSetup(COMPUTER, "", rng.choice(LEVELS))
            for i in range(players)
        )
        limit = rng.choice((1, 1, 2))
        seed = f"{GAME_SEED}-{self.seed}-{self.games_started}"
        setup = GameSetup(
            players, decks, options={"OPT-DEAL-LIMIT": str(limit)}, seats=seats, seed=seed
        )
        state, moves = None, None
        if self.near_end:
            state, moves = near_end_of_deal(setup, rng.randint(8, 40))
        self.games_started += 1
        self.stats[f"tables: {players} players, {n_humans} human"] += 1
        self._note(f"game {seed}: {players} players, humans {sorted(humans)}, limit {limit}")
        w = self.window
        if w.settings.speed != "normal":  # a Settings change of speed lasts one game at most
            w.apply_settings(replace(w.settings, speed="normal"))
        w.start_game(setup, state, moves)
        w.activateWindow()
        # Every game sees at least one language switch while it is played.
        self._switch_at = self.events + rng.randint(20, 150)

    def run(self, deadline: float | None = None) -> Counter:
        """Play until ``games`` games started by the driver ended or ``events`` were sent."""
        w = self.window
        rng = self.rng
        last_progress = time.monotonic()
        last_marker = None
        self.start_next_game()
        while self.events < self.max_events:
            # What the app's main loop does between two events: objects Qt deletes later
            # (a closed dialog, a finished animation group, a replaced table) go now. The
            # driver's own waits are nested loops, which leave them for the main loop.
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            if deadline is not None and time.monotonic() > deadline:
                self.stats["stopped at the time limit"] += 1
                break
            s = w.session
            marker = (
                id(s),
                len(s.moves) if s is not None else -1,
                w.stack.currentIndex(),
                len(self.dialogs()),
            )
            if marker != last_marker:
                last_marker, last_progress = marker, time.monotonic()
            dialogs = self.dialogs()
            if dialogs:
                self.handle_dialog(dialogs[-1])
                continue
            page = w.stack.currentWidget()
            if self._switch_at and self.events >= self._switch_at and page is w.table:
                self._switch_at = 0
                self.switch_language()
                self.stats["events"] += 1
                continue
            if page is w.start_page:
                finished = self.stats["driver games finished"] >= self.max_games
                if finished:
                    break
                if w.start_page.resume.isEnabled() and rng.random() < 0.7:
                    self.press_button(w.start_page.resume)
                    self.stats["continues"] += 1
                else:
                    self.start_next_game()
                self.wait(20)
                continue
            if page is w.privacy:
                if rng.random() < 0.8:
                    self.press_button(w.privacy.button)
                else:
                    self.random_key()
                self.wait(20)
                continue
            if s is not None and not s.setup.seed.startswith(GAME_SEED) and rng.random() < 0.01:
                self.start_next_game()  # a game from the New game dialog has no deal limit
                continue
            r = rng.random()
            if self.ready_for_play():
                if r < self.play_share:
                    self.play_legal()
                elif r < self.play_share + 0.05 and s.state.phase == Phase.DRAW:
                    self.refused_discard()
                elif r < 0.97:
                    self.random_table_event()
                else:
                    self.window_action()
                if rng.random() < 0.3:
                    # A person's pause: glides end and what Qt deletes later goes before
                    # the next input (the freeze of issue 14 needed that gap).
                    self.wait(rng.choice((30, 120, 250, 400)))
                continue
            # A computer player thinks, cards glide, the game is over: poke at it or wait.
            if r < 0.3 and w.table is not None and page is w.table:
                self.random_table_event()
            elif r < 0.31:
                self.window_action()
            else:
                self.wait(50)
            if time.monotonic() - last_progress > self.stall_s:
                self.stalls.append(self.describe())
                self._note("stall: " + self.stalls[-1])
                w.act_menu.trigger()  # get out of it and go on
                last_progress = time.monotonic()
        # Leave nothing running: a computer player's thread, a dialog.
        for d in self.dialogs():
            d.reject()
        return self.stats

    def describe(self) -> str:
        w = self.window
        s = w.session
        if s is None:
            return f"no session; page {w.stack.currentWidget()!r}"
        return (
            f"phase {s.state.phase} actor {s.actor} bottom {s.bottom} thinking "
            f"{s.thinking_seat} revealed {s.revealed} animating "
            f"{w.table.scene.animating if w.table else None} dialog {w.dialog!r} "
            f"page {type(w.stack.currentWidget()).__name__} moves {len(s.moves)}"
        )


def near_end_of_deal(setup: GameSetup, stock_left: int):
    """A position of ``setup``'s first deal played headless (Easy everywhere) until the
    stock is down to ``stock_left`` cards: the GUI then plays the end of a real deal."""
    state = new_game(setup.config(), setup.seed)
    players = {p: CanastaPlayer("easy", f"{setup.seed}/ff{p}") for p in range(setup.players)}
    moves: list[act.Action] = []
    while len(state.stock) > stock_left:
        seat = state.current_player()
        if seat is None or state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break
        action = players[seat].decide(state.observation(seat)).action
        trial = state.clone()
        trial.apply(action)
        if trial.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break  # leave the deal's end to the GUI
        state = trial
        moves.append(action)
    return state, moves


def make_window(speed: str = "normal"):
    from canasta_gui.app.i18n import Translator
    from canasta_gui.app.settings import Settings
    from canasta_gui.app.widgets.main_window import MainWindow

    window = MainWindow(Settings(speed=speed), Translator())
    window.resize(1280, 800)
    window.show()
    window.activateWindow()
    return window


def _seeds(text: str) -> list[int]:
    if "-" in text:
        a, b = text.split("-", 1)
        return list(range(int(a), int(b) + 1))
    return [int(x) for x in text.split(",")]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", default="1-4", help="e.g. 1-8 or 3,5,9")
    parser.add_argument("--events", type=int, default=5000, help="Qt input events per seed")
    parser.add_argument("--games", type=int, default=3, help="driver games to finish per seed")
    parser.add_argument("--from-start", action="store_true", help="play every deal from its start")
    parser.add_argument("--pace", action="store_true", help="keep the computer players' pause")
    parser.add_argument("--stall-s", type=float, default=20.0)
    parser.add_argument(
        "--play-share", type=float, default=0.2, help="share of a person's steps that play"
    )
    parser.add_argument("--minutes", type=float, default=0, help="stop after this long (0: never)")
    parser.add_argument("--quick", action="store_true", help="one seed, a few seconds")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    if args.quick:
        args.seeds, args.events, args.games = "1", 600, 2

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile

    tmp = tempfile.TemporaryDirectory(prefix="canasta-stress-")
    for var in ("CONFIG", "DATA", "CACHE"):
        os.environ[f"CANASTA_GUI_{var}_DIR"] = os.path.join(tmp.name, var.lower())
    app = QApplication.instance() or QApplication([])

    totals: Counter = Counter()
    errors: list[str] = []
    stalls: list[str] = []
    t0 = time.monotonic()
    deadline = t0 + args.minutes * 60 if args.minutes else None
    log = (lambda text: print(text, file=sys.stderr, flush=True)) if args.verbose else None
    with Uncaught() as uncaught:
        for seed in _seeds(args.seeds):
            window = make_window()
            stress = Stress(
                window,
                seed,
                events=args.events,
                games=args.games,
                near_end=not args.from_start,
                pace=args.pace,
                stall_s=args.stall_s,
                play_share=args.play_share,
                log=log,
            )
            stress.run(deadline)
            totals.update(stress.stats)
            stalls += [f"seed {seed}: {s}" for s in stress.stalls]
            window.translator.install(app, "en")  # the translator that installed it
            window.close()
            window.deleteLater()
            app.processEvents()
            print(
                f"seed {seed}: {stress.events} events, {stress.stats['deals finished']} deals, "
                f"{stress.stats['games finished']} games, {len(uncaught.errors)} uncaught so far",
                file=sys.stderr,
                flush=True,
            )
            if deadline is not None and time.monotonic() > deadline:
                break
        errors = list(uncaught.errors)
    wall = time.monotonic() - t0
    for text in errors[:5]:
        print(text, file=sys.stderr)
    for text in stalls[:5]:
        print("stall:", text, file=sys.stderr)
    print(f"events sent: {totals['events']} events")
    print(f"games started: {totals['games started']} games")
    print(f"games completed: {totals['games finished']} games")
    print(f"deals completed: {totals['deals finished']} deals")
    print(f"refused drops: {totals['refused drops']} drops")
    print(f"refused drops with glide: {totals['refused drops with glide']} drops")
    print(f"drops glided back: {totals['drops glided back']} drops")
    print(f"language switches: {totals['language switches']} switches")
    print(f"legal moves by mouse: {totals['legal moves by mouse']} moves")
    print(f"legal moves through the session: {totals['legal moves through the session']} moves")
    print(f"stalls: {len(stalls)} stalls")
    print(f"uncaught exceptions: {len(errors)} exceptions")
    print(f"wall time: {wall:.1f} s")
    if args.verbose:
        for name, value in sorted(totals.items()):
            print(f"  {name}: {value}", file=sys.stderr)
    tmp.cleanup()
    return 1 if errors or stalls else 0


if __name__ == "__main__":
    sys.exit(main())
