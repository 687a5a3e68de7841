"""Engine and computer-player texts in the user's language.

The engine and the AI mark their English templates with a Qt-free no-op marker
(contexts ``"engine"`` and ``"ai"``); here they are translated and filled in.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from canasta_gui.ai.decision import Decision
from canasta_gui.ai.levels import LEVEL_NAMES
from canasta_gui.engine.cards import card_code, parse_card
from canasta_gui.engine.errors import EngineError


def engine_text(err: EngineError) -> str:
    """The refusal's reason, translated, with its parameters filled in."""
    return err.text(QCoreApplication.translate("engine", err.template))


def decision_text(decision: Decision) -> str:
    """A computer player's explanation of its move, translated, cards shown with suit symbols."""
    card = decision.params.get("card")
    if isinstance(card, str):
        try:
            shown = show_card(parse_card(card))
        except ValueError:
            shown = card
        decision = replace(decision, params={**decision.params, "card": shown})
    return decision.text(lambda t: QCoreApplication.translate("ai", t))


def show_card(card: int) -> str:
    """A card for a line of text: rank and suit symbol (``7♥``), or the joker."""
    code = card_code(card)
    if code == "JK":
        return QCoreApplication.translate("texts", "Joker")
    return code[:-1] + {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[code[-1]]


def level_name(level: str) -> str:
    return QCoreApplication.translate("ai", LEVEL_NAMES.get(level, level))
