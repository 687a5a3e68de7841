"""The rummy tables' action bar (Canasta, Hand and Foot): draw, take, meld, discard, ask...

Each button is enabled from the engine's answer for the person at the bottom seat; the
keys are shown in the buttons' texts and work wherever the focus is on the table page.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from canasta_gui.app.games.rummy.controller import RummyController
from canasta_gui.app.games.table_control import ActionBar
from canasta_gui.app.texts import rank_word
from canasta_gui.engine.canasta import actions as act


class RummyBar(ActionBar):
    """Buttons and keys of a rummy turn: the engine says which are possible now."""

    def __init__(self, controller: RummyController, page: QWidget) -> None:
        super().__init__(controller, page)
        c = controller
        self.add_button("draw", c.draw)
        self.add_button("take", c.take_pile)
        self.add_button("meld", c.meld_selected)
        self.add_button("layoff", lambda: None)
        self.add_button("discard", c.discard_selected)
        self.add_button("confirm", c.confirm_plan)
        self.add_button("cancel", c.cancel_plan)
        self.add_button("ask", c.ask_partner)
        self.add_button("decline", lambda: c.simple(act.DECLINE))
        self.add_button("end_turn", lambda: c.simple(act.END_TURN))
        self.add_button("sort", self.toggle_sort)
        self.row.addStretch(1)
        self.layoff_menu = QMenu(self)
        self.buttons["layoff"].setMenu(self.layoff_menu)
        self.layoff_menu.aboutToShow.connect(self._fill_layoff_menu)
        for key, seq, slot in (
            ("draw", "S", c.draw),
            ("take", "P", c.take_pile),
            ("discard", "D", c.discard_selected),
            ("confirm", "Ctrl+Return", c.confirm_plan),
            ("confirm2", "Ctrl+Enter", c.confirm_plan),
            ("cancel", "Esc", c.cancel_plan),
            ("ask", "A", c.ask_partner),
            ("sort", "R", self.toggle_sort),
        ):
            self.add_shortcut(key, seq, slot)

    def retranslate(self) -> None:
        # The table page's context, where these texts have always been translated.
        texts = {
            "draw": QCoreApplication.translate("TablePage", "Draw (&S)"),
            "take": QCoreApplication.translate("TablePage", "Take &pile (P)"),
            "meld": QCoreApplication.translate("TablePage", "&Meld (Enter)"),
            "layoff": QCoreApplication.translate("TablePage", "&Lay off on"),
            "discard": QCoreApplication.translate("TablePage", "&Discard (D)"),
            "confirm": QCoreApplication.translate("TablePage", "&Confirm (Ctrl+Enter)"),
            "cancel": QCoreApplication.translate("TablePage", "Ca&ncel (Esc)"),
            "ask": QCoreApplication.translate("TablePage", "&Ask partner (A)"),
            "decline": QCoreApplication.translate("TablePage", "Leave the pile"),
            "end_turn": QCoreApplication.translate("TablePage", "End turn"),
        }
        for key, text in texts.items():
            self.buttons[key].setText(text)
        tips = {
            "draw": QCoreApplication.translate("TablePage", "Draw from the stock (S)"),
            "take": QCoreApplication.translate(
                "TablePage",
                "Take the discard pile with the selected cards, or with the cards the table "
                "picks when none are selected (P)",
            ),
            "meld": QCoreApplication.translate(
                "TablePage",
                "Meld the selected cards, or lay them off on your side's meld of their rank "
                "(Enter)",
            ),
            "layoff": QCoreApplication.translate(
                "TablePage",
                "Lay the selected cards off on one of your side's melds: choose it in the list "
                "(Alt+L)",
            ),
            "discard": QCoreApplication.translate(
                "TablePage", "Discard the one selected card and end your turn (D)"
            ),
            "confirm": QCoreApplication.translate(
                "TablePage", "Put the staged cards on the table (Ctrl+Enter)"
            ),
            "cancel": QCoreApplication.translate(
                "TablePage", "Take the staged cards back into your hand (Esc)"
            ),
            "ask": QCoreApplication.translate(
                "TablePage", "Ask your partner whether you may go out (A)"
            ),
            "decline": QCoreApplication.translate(
                "TablePage", "The stock is empty: leaving the pile ends the deal"
            ),
            "end_turn": QCoreApplication.translate(
                "TablePage", "End your turn without a discard, as the rules allow now"
            ),
        }
        for key, tip in tips.items():
            self.buttons[key].setToolTip(tip)
        self._sort_text()

    def update_buttons(self, may_act: bool) -> None:
        c = self.controller
        may = may_act
        has_plan = not c.plan.empty
        b = self.buttons
        b["draw"].setEnabled(may and c.allowed(act.DRAW))
        b["take"].setEnabled(may and not has_plan and c.can_take_pile())
        b["meld"].setEnabled(may)
        b["layoff"].setEnabled(may and bool(c.own_meld_ranks()))
        b["discard"].setEnabled(may)
        b["confirm"].setEnabled(may and has_plan and c.plan_ok)
        b["cancel"].setEnabled(has_plan)
        b["ask"].setEnabled(may and c.allowed(c.ask_action()))
        b["decline"].setVisible(may and c.allowed(act.DECLINE))
        b["end_turn"].setVisible(may and c.allowed(act.END_TURN))

    def toggle_sort(self) -> None:
        self.controller.acted.emit()
        model = self.controller.hand_model
        model.set_sort("suit" if model.sort_mode == "rank" else "rank")
        self._sort_text()
        self.controller.refresh()

    def _sort_text(self) -> None:
        mode = self.controller.hand_model.sort_mode
        self.buttons["sort"].setText(
            QCoreApplication.translate("TablePage", "By &rank (R)")
            if mode == "rank"
            else QCoreApplication.translate("TablePage", "By suit (&R)")
        )
        self.buttons["sort"].setToolTip(
            QCoreApplication.translate("TablePage", "Sort the hand by rank or by suit (R)")
        )

    def _fill_layoff_menu(self) -> None:
        self.layoff_menu.clear()
        for rank in self.controller.own_meld_ranks():
            a = self.layoff_menu.addAction(
                QCoreApplication.translate("TablePage", "{rank}s").format(rank=rank_word(rank))
            )
            a.triggered.connect(lambda _=False, r=rank: self.controller.layoff_selected(r))
