"""Engine and computer-player texts in the user's language.

The engine and the AI mark their English templates with a Qt-free no-op marker
(contexts ``"engine"`` and ``"ai"``); here they are translated and filled in.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from canasta_gui.ai.decision import Decision
from canasta_gui.ai.levels import LEVEL_NAMES
from canasta_gui.engine.cards import card_code, parse_card, rank_name
from canasta_gui.engine.errors import EngineError, IllegalAction
from canasta_gui.engine.i18n import Phrase
from canasta_gui.engine.rummy.melds import WILD_RANK

#: The rank code of Hand and Foot's meld of wild cards only (``rummy.meld_rules.rank_name``).
WILD_RANK_CODE = "wild"


def shown_params(params: dict[str, Any]) -> dict[str, Any]:
    """Parameters as a sentence shows them: the wild meld's rank code becomes a word."""
    if params.get("rank") == WILD_RANK_CODE:
        word = QCoreApplication.translate(
            "texts",
            "wild",
            "the rank of Hand and Foot's meld of wild cards only, put where a rank goes: "
            "'a meld of {rank}s', 'the {rank}s'",
        )
        return {**params, "rank": word}
    return params


def engine_text(err: EngineError) -> str:
    """The refusal's reason, translated, with its parameters filled in.

    A parameter the engine marked as a phrase (``QT_TRANSLATE_NOOP`` returns a
    :class:`Phrase`) is translated too, so no English fragment sits in a translated sentence.
    """
    params = {
        key: QCoreApplication.translate("engine", value) if isinstance(value, Phrase) else value
        for key, value in shown_params(err.params).items()
    }
    if isinstance(err, IllegalAction):
        # At the table a card reads as the cards and the log show it (7♥), not as its save-file
        # code (7H); a save's diagnostics keep the code, which is what the file holds.
        params = _cards_shown(params)
    try:
        return QCoreApplication.translate("engine", err.template).format(**params)
    except (KeyError, IndexError, ValueError):
        return err.template.format(**params)  # a broken translation must not hide the reason


def decision_text(decision: Decision) -> str:
    """A computer player's explanation of its move, translated, cards shown with suit symbols."""
    decision = replace(decision, params=_cards_shown(shown_params(decision.params)))
    return decision.text(lambda t: QCoreApplication.translate("ai", t))


def _cards_shown(params: dict[str, Any]) -> dict[str, Any]:
    """``params`` with a card code under ``card`` written as :func:`show_card` writes it."""
    card = params.get("card")
    if not isinstance(card, str):
        return params
    try:
        return {**params, "card": show_card(parse_card(card))}
    except ValueError:
        return params


def show_card(card: int) -> str:
    """A card for a line of text: rank and suit symbol (``7♥``), or the joker."""
    code = card_code(card)
    if code == "JK":
        return QCoreApplication.translate("texts", "Joker")
    return code[:-1] + {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[code[-1]]


def level_name(level: str) -> str:
    return QCoreApplication.translate("ai", LEVEL_NAMES.get(level, level))


def rank_word(rank: int) -> str:
    """A meld's rank as a sentence names it; Hand and Foot's meld of wild cards is "wild"."""
    if rank == WILD_RANK:
        return shown_params({"rank": WILD_RANK_CODE})["rank"]
    return rank_name(rank)
