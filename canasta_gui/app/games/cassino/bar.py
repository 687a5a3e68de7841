"""Cassino's action bar: Play (Enter) and Trail (T) (docs/rules.md §5.4, §5.8).

A turn is one card played, so two buttons do: Play offers every play of the selected card
(or makes the one that fits the selected table cards), Trail lays it on the table. Enter is
read by the table view; T is a shortcut of the page. A button is enabled when the engine
lists a play it would make; the T key works even when the button is greyed, and then says
why the engine refuses the trail. The hand is always shown in Cassino's order (by value,
A = 1 first), so there is no Sort button: four cards need none.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from canasta_gui.app.games.cassino.controller import CassinoController
from canasta_gui.app.games.table_control import ActionBar


class CassinoBar(ActionBar):
    """Play and Trail, following the selection and the engine's legal plays."""

    def __init__(self, controller: CassinoController, page: QWidget) -> None:
        super().__init__(controller, page)
        self.add_button("play", controller.enter_pressed)
        self.add_button("trail", controller.trail_selected)
        self.add_shortcut("trail", "T", controller.trail_selected)
        self.row.addStretch(1)
        self._may_act = False
        # The selection changes without a redraw: the buttons follow it.
        controller.plan_changed.connect(self._enable)
        controller.state_shown.connect(self._enable)
        # A drop that means several plays: the menu of choices opens over the table page.
        controller.choices_offered.connect(self._show_choices)
        self.retranslate()
        self._enable()

    def retranslate(self) -> None:
        self.buttons["play"].setText(self.tr("&Play (Enter)"))
        self.buttons["play"].setToolTip(
            self.tr(
                "Play the selected card: on the table cards you selected, or choose among "
                "its captures and builds (Enter)"
            )
        )
        self.buttons["trail"].setText(self.tr("&Trail (T)"))
        self.buttons["trail"].setToolTip(
            self.tr("Lay the selected card on the table without capturing or building (T)")
        )

    def _show_choices(self, _choices: list) -> None:
        self.controller.show_choices(self.page)

    def update_buttons(self, may_act: bool) -> None:
        self._may_act = may_act
        self._enable()

    def _enable(self) -> None:
        c = self.controller
        self.buttons["play"].setEnabled(self._may_act and c.can_play())
        self.buttons["trail"].setEnabled(self._may_act and c.can_trail())
