"""Plays the bottom seat through the GUI only: a computer player picks the move, the mouse makes it.

The move is chosen by a Medium player of the table's game (Canasta or Hand and Foot, one
action vocabulary) reading the seat's observation (so the test needs no hand-written
strategy); every move is then made with real clicks and drags on the table, and the driver
checks that the engine applied it.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_gui.engine.canasta import actions as act
from tests.app.gui_helpers import card_point, click, drag, zone_centre


class HumanDriver:
    def __init__(self, qtbot, window, seed: str = "driver") -> None:
        self.qtbot = qtbot
        self.window = window
        self.bot = window.session.game.make_player("medium", seed)
        self.done: Counter = Counter()
        self.last = None

    @property
    def table(self):
        return self.window.table

    def settle(self) -> None:
        self.qtbot.waitUntil(lambda: not self.table.scene.animating, timeout=5000)
        QTest.qWait(0)

    def select(self, cards) -> None:
        """Click the hand cards of ``cards`` (card kinds), one click each."""
        c = self.table.controller
        assert not self.table.scene.selected, (
            self.table.scene.selected,
            self.last,
            self.done,
            self.table.message_label.text(),
            cards,
        )
        need = Counter(cards)
        for item in self.table.scene.hand_items():
            if need[item.card] > 0:
                need[item.card] -= 1
                click(self.window, card_point(item))
        assert not +need, f"cards not in hand: {need}"
        assert sorted(c.display[i] for i in self.table.scene.selected) == sorted(cards)

    def drag_selection_to(self, zone: tuple) -> None:
        scene = self.table.scene
        first = next(i for i in scene.hand_items() if i.index in scene.selected)
        drag(self.window, card_point(first), zone_centre(self.window, zone))
        self.settle()

    def play_turn_step(self) -> act.Action:
        """Decide one action for the bottom seat and make it with the mouse."""
        session = self.window.session
        obs = session.observation()
        action = self.bot.decide(obs).action
        side = obs.side
        before = len(session.moves)
        scene = self.table.scene
        if isinstance(action, act.DrawStock):
            stock = max((c for c in scene.cards if c.zone == ("stock",)), key=lambda c: c.zValue())
            drag(self.window, card_point(stock), zone_centre(self.window, ("hand",)))
            self.done["draw"] += 1
        elif isinstance(action, act.TakePile):
            if action.cards:
                self.select(action.cards)
            top = max((c for c in scene.cards if c.zone == ("pile",)), key=lambda c: c.index)
            target = ("hand",) if action.cards else ("meld", side, action_rank(obs))
            drag(self.window, card_point(top), zone_centre(self.window, target))
            self.settle()
            # The cards the take will use are highlighted before anything is confirmed.
            assert self.table.controller.plan.take is not None
            if action.cards:
                assert len(scene.highlighted) == len(action.cards)
            self.confirm()
            self.done["take"] += 1
        elif isinstance(action, act.Meld):
            opened = obs.opened[side]
            for meld in action.melds:
                self.select(meld)
                self.drag_selection_to(("melds", side))
            for rank, cards in action.layoffs:
                self.select(cards)
                self.drag_selection_to(("meld", side, rank))
                self.done["layoff"] += 1
            plan = self.table.controller
            if not opened:
                self.confirm()
                self.done["opening"] += 1
            elif not plan.plan.empty and plan.plan_ok:
                self.confirm()
                self.done["meld"] += len(action.melds)
            elif not plan.plan.empty:
                # Legal only with the discard that follows (going out with black 3s):
                # the discard drop applies the plan and the discard together.
                self.done["staged_until_discard"] += 1
                after = session.state.clone()
                for step in plan.plan.actions(True):
                    after.apply(step)
                discard = self.bot.decide(after.observation(session.bottom)).action
                assert isinstance(discard, act.Discard), discard
                item = next(i for i in scene.hand_items() if i.card == discard.card)
                drag(self.window, card_point(item), zone_centre(self.window, ("pile",)))
                self.done["discard"] += 1
            else:
                self.done["meld"] += len(action.melds)
        elif isinstance(action, act.Discard):
            item = next(i for i in scene.hand_items() if i.card == action.card)
            drag(self.window, card_point(item), zone_centre(self.window, ("pile",)))
            self.done["discard"] += 1
        elif isinstance(action, act.AnswerGoOut):
            # The partner's question is a dialog the window holds the game for.
            w = self.window
            self.qtbot.waitUntil(lambda: w.dialog is not None and w.dialog.isVisible())
            dialog = w.dialog
            button = dialog.yes_button if action.yes else dialog.no_button
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            self.done["answer"] += 1
        else:
            key = {
                act.AskGoOut: "ask",
                act.DeclinePile: "decline",
                act.EndTurn: "end_turn",
            }[type(action)]
            QTest.mouseClick(self.table.buttons[key], Qt.MouseButton.LeftButton)
            self.done[key] += 1
        self.settle()
        self.last = action
        assert len(session.moves) > before, (
            f"{action} was not applied: {self.table.message_label.text()!r} "
            f"plan: {self.table.plan_label.text()!r}"
        )
        return action

    def confirm(self) -> None:
        button = self.table.buttons["confirm"]
        assert button.isEnabled(), self.table.plan_label.text()
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        self.settle()


def action_rank(obs) -> int:
    return obs.pile[-1] >> 2


def play_deal(qtbot, window, driver: HumanDriver, limit: int = 600, timeout: int = 30_000) -> None:
    """Make the person's moves with the mouse until the deal's summary shows."""
    from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog

    session = window.session
    for _ in range(limit):
        qtbot.waitUntil(
            lambda: (
                session.human_may_act()
                and not window.table.scene.animating
                or isinstance(window.dialog, DealSummaryDialog)
            ),
            timeout=timeout,
        )
        if isinstance(window.dialog, DealSummaryDialog):
            return
        driver.play_turn_step()
    raise AssertionError("the deal did not end")
