"""The Hand and Foot table's controller: the rummy table with feet, books and open melds.

Gestures are Canasta's (the engines share one action vocabulary); the verdicts are Hand and
Foot's engine's. What the table shows beyond a rummy table (each foot, the books) goes into
its own view and layout (``layout.py``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from canasta_gui.app.games.hand_and_foot.layout import HFView, hf_layout
from canasta_gui.app.games.rummy.controller import RummyController, RummyEngine
from canasta_gui.app.scene.placements import Layout
from canasta_gui.engine.hand_and_foot.legal import pile_take_options
from canasta_gui.engine.hand_and_foot.plans import check_meld_shape, validate_plan
from canasta_gui.engine.hand_and_foot.rules import check

ENGINE = RummyEngine(check, validate_plan, check_meld_shape, pile_take_options)


class HandFootController(RummyController):
    """Gestures on a Hand and Foot table to Hand and Foot's engine actions."""

    def __init__(self, session, scene) -> None:
        super().__init__(session, scene, ENGINE)

    def _pile_state(self, obs) -> tuple[str, str]:
        # A black 3 on top blocks the pile for the next player (docs/rules.md §4.5, §4.8.1);
        # the pile never freezes in Hand and Foot.
        if self.session.state.pile_blocked():
            return "blocked", QCoreApplication.translate("Table", "Blocked by a black 3")
        return "", ""

    def table_view(self) -> HFView:
        """The rummy table's picture (hand, seats, pile, staging) plus feet and books."""
        base = super().table_view()
        obs = self.session.observation()
        return HFView(
            players=base.players,
            bottom=base.bottom,
            side_of=base.side_of,
            names=base.names,
            hand=base.hand,
            hand_sizes=base.hand_sizes,
            foot_down=obs.foot_down,
            foot_sizes=obs.foot_sizes,
            melds=[(side, rank, cards) for side, rank, cards, _kind in base.melds],
            books=[(side, b.kind, b.cards) for side, books in enumerate(obs.books) for b in books],
            staged=base.staged,
            staged_layoffs=base.staged_layoffs,
            pile=base.pile,
            stock=base.stock,
            red3s=base.red3s,
            current=base.current,
            pile_state=base.pile_state,
            pile_state_text=base.pile_state_text,
            meld_hint=base.meld_hint,
            own_foot_text=QCoreApplication.translate("Table", "Now playing from your foot"),
            on_foot_text=QCoreApplication.translate("Table", "On foot"),
            plates=base.plates,
        )

    def layout(self, view) -> Layout:
        return hf_layout(view)
