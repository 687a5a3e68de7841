"""Every refusal and save-file message of Hand and Foot, marked for translation.

The package hands :data:`MESSAGES` to ``errors.MESSAGES`` as it loads
(``errors.add_messages``), so ``refuse(code)`` works for these codes as for any
other; :data:`SAVE_MESSAGES` are the reasons a Hand and Foot save can be refused.
Both use the translation context ``"engine"``. The meld and pile codes Hand and
Foot shares with Canasta live in ``errors.py``.
"""

from __future__ import annotations

from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP

MESSAGES: dict[str, str] = {
    "hf_bad_config": QT_TRANSLATE_NOOP(
        "engine", "Hand and Foot is played by 4 players with 5 decks, not {players} with {decks}."
    ),
    "hf_out_books": QT_TRANSLATE_NOOP(
        "engine",
        "To go out your side needs 2 clean, 2 dirty and 1 wild book; it would have "
        "{clean} clean, {dirty} dirty and {wild} wild.",
    ),
    "hf_out_partner_foot": QT_TRANSLATE_NOOP(
        "engine", "You may not go out before your partner has played from their foot."
    ),
    "hf_out_not_asked": QT_TRANSLATE_NOOP(
        "engine", "Ask your partner first: you may go out only after a yes this turn."
    ),
    "hf_final_discard": QT_TRANSLATE_NOOP(
        "engine", "Under these rules you go out by melding your last card, not by discarding it."
    ),
    # One card left from the foot may only be discarded to go out (§4.10.3); each reason
    # not to has its own code.
    "hf_one_card_books": QT_TRANSLATE_NOOP(
        "engine",
        "That would leave one card, which you could only discard to go out, and going out "
        "needs 2 clean, 2 dirty and 1 wild book; your side would have {clean} clean, "
        "{dirty} dirty and {wild} wild. Keep at least two cards.",
    ),
    "hf_one_card_partner_foot": QT_TRANSLATE_NOOP(
        "engine",
        "That would leave one card, which you could only discard to go out, and you may not "
        "go out before your partner has played from their foot: keep at least two cards.",
    ),
    "hf_one_card_not_asked": QT_TRANSLATE_NOOP(
        "engine",
        "That would leave one card, which you could only discard to go out, and you may go "
        "out only after your partner's yes this turn: ask first, or keep at least two cards.",
    ),
    "hf_one_card_no_final_discard": QT_TRANSLATE_NOOP(
        "engine",
        "That would leave one card, but under these rules the last card cannot be "
        "discarded: go out by melding every card, or keep at least two.",
    ),
    "hf_end_turn_not_needed": QT_TRANSLATE_NOOP("engine", "Your turn ends with a discard."),
    "hf_ask_not_able": QT_TRANSLATE_NOOP(
        "engine", "You can only ask when you are able to go out from your foot this turn."
    ),
    "hf_ask_phase": QT_TRANSLATE_NOOP(
        "engine", "Ask your partner after you have drawn or taken the pile."
    ),
}

SAVE_MESSAGES: dict[str, str] = {
    "save_hf_game": QT_TRANSLATE_NOOP(
        "engine", "{where} does not fit a Hand and Foot game: {detail}."
    ),
}
