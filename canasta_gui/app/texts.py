"""Engine and computer-player texts in the user's language.

The engine and the AI mark their English templates with a Qt-free no-op marker
(contexts ``"engine"`` and ``"ai"``); here they are translated and filled in.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from canasta_gui.ai.decision import Decision
from canasta_gui.ai.levels import LEVEL_NAMES
from canasta_gui.engine.errors import EngineError


def engine_text(err: EngineError) -> str:
    """The refusal's reason, translated, with its parameters filled in."""
    return err.text(QCoreApplication.translate("engine", err.template))


def decision_text(decision: Decision) -> str:
    """A computer player's explanation of its move, translated."""
    return decision.text(lambda t: QCoreApplication.translate("ai", t))


def level_name(level: str) -> str:
    return QCoreApplication.translate("ai", LEVEL_NAMES.get(level, level))
