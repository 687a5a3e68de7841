"""The Canasta table's controller: the rummy table plus the pile's frozen and blocked badge."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from canasta_gui.app.games.rummy.controller import RummyController, RummyEngine
from canasta_gui.engine.canasta.legal import pile_take_options
from canasta_gui.engine.canasta.pile_status import pile_status
from canasta_gui.engine.canasta.plans import check_meld_shape, validate_plan
from canasta_gui.engine.canasta.rules import check

ENGINE = RummyEngine(check, validate_plan, check_meld_shape, pile_take_options)


class CanastaController(RummyController):
    """Gestures on a Canasta table to Canasta's engine actions."""

    def __init__(self, session, scene) -> None:
        super().__init__(session, scene, ENGINE)

    def _pile_state(self, obs) -> tuple[str, str]:
        """The pile's badge: its kind and why, both the engine's verdict, put into words."""
        status = pile_status(obs)
        if not status.state:
            return "", ""
        # Spelled out at every call: lupdate reads an alias such as t(...) or tr(...) wrongly.
        words = {
            ("blocked", "black3"): QCoreApplication.translate("Table", "Blocked by a black 3"),
            ("blocked", "wild"): QCoreApplication.translate("Table", "Blocked by a wild card"),
            ("blocked", "red3"): QCoreApplication.translate("Table", "Blocked by a red 3"),
            ("frozen", "wild"): QCoreApplication.translate("Table", "Frozen by a wild card"),
            ("frozen", "red3"): QCoreApplication.translate("Table", "Frozen by a red 3"),
            ("frozen", "black3"): QCoreApplication.translate("Table", "Frozen by a black 3"),
            ("frozen", "unopened"): QCoreApplication.translate(
                "Table", "Frozen until your side opens"
            ),
            ("frozen", "closed"): QCoreApplication.translate(
                "Table", "Closed until your side opens"
            ),
            ("frozen", "not_melded"): QCoreApplication.translate(
                "Table", "Frozen until you have melded"
            ),
        }
        plain = (
            QCoreApplication.translate("Table", "Blocked")
            if status.state == "blocked"
            else QCoreApplication.translate("Table", "Frozen")
        )
        return status.state, words.get((status.state, status.reason), plain)
