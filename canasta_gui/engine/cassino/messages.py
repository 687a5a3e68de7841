"""Every refusal and save-file message of Cassino, marked for translation.

The package hands :data:`MESSAGES` to ``errors.MESSAGES`` as it loads
(``errors.add_messages``), so ``refuse(code)`` works for Cassino codes as for any
other; :data:`SAVE_MESSAGES` are the reasons a Cassino save can be refused. Both
use the translation context ``"engine"``.
"""

from __future__ import annotations

from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP

MESSAGES: dict[str, str] = {
    "cas_bad_players": QT_TRANSLATE_NOOP(
        "engine", "Cassino is played by 2, 3 or 4 players, not {players}."
    ),
    "cas_card_twice": QT_TRANSLATE_NOOP("engine", "The {card} is listed twice."),
    "cas_not_on_table": QT_TRANSLATE_NOOP("engine", "The {card} is not a loose card on the table."),
    "cas_in_build": QT_TRANSLATE_NOOP(
        "engine", "The {card} is locked in a build: it can never be taken or used on its own."
    ),
    "cas_no_such_build": QT_TRANSLATE_NOOP("engine", "There is no build of {value} on the table."),
    "cas_capture_empty": QT_TRANSLATE_NOOP(
        "engine", "A capture must take at least one card or build."
    ),
    "cas_face_rank": QT_TRANSLATE_NOOP("engine", "A {rank} captures only loose {rank}s."),
    "cas_face_all": QT_TRANSLATE_NOOP(
        "engine", "A {rank} takes every loose {rank} on the table, never fewer."
    ),
    "cas_face_one": QT_TRANSLATE_NOOP(
        "engine", "A {rank} takes only one loose {rank} under these rules."
    ),
    "cas_face_no_sum": QT_TRANSLATE_NOOP(
        "engine", "Face cards have no number: they never take part in sums or builds."
    ),
    "cas_build_wrong_value": QT_TRANSLATE_NOOP(
        "engine", "A build of {value} can be captured only with a card worth {value}."
    ),
    "cas_build_with_loose": QT_TRANSLATE_NOOP(
        "engine",
        "A build is captured on its own: not together with loose cards or another build.",
    ),
    "cas_groups": QT_TRANSLATE_NOOP(
        "engine", "These cards cannot be split into groups worth {value} each."
    ),
    "cas_no_loose": QT_TRANSLATE_NOOP(
        "engine", "A build is made by playing a card onto a loose card on the table."
    ),
    "cas_gather_forbidden": QT_TRANSLATE_NOOP(
        "engine", "Under these rules a build takes exactly one loose card, the one you build on."
    ),
    "cas_build_value": QT_TRANSLATE_NOOP("engine", "These cards do not make a build of {value}."),
    "cas_build_too_high": QT_TRANSLATE_NOOP("engine", "A build is worth at most 10."),
    "cas_build_face": QT_TRANSLATE_NOOP("engine", "Face cards can never be part of a build."),
    "cas_pair_is_multiple": QT_TRANSLATE_NOOP(
        "engine",
        "Two cards of the same rank make a build of that rank, never of their sum, "
        "under these rules.",
    ),
    "cas_build_value_taken": QT_TRANSLATE_NOOP(
        "engine", "There is already a build of {value} on the table: a second one is not allowed."
    ),
    "cas_build_no_card": QT_TRANSLATE_NOOP(
        "engine", "To build {value} you must keep a card worth {value} in your hand to capture it."
    ),
    "cas_increase_forbidden": QT_TRANSLATE_NOOP(
        "engine", "Builds cannot be increased under these rules."
    ),
    "cas_multiple_fixed": QT_TRANSLATE_NOOP(
        "engine", "The build of {value} is a multiple build: its value can never change."
    ),
    "cas_owner_keep": QT_TRANSLATE_NOOP(
        "engine",
        "You own the build of {value}: you must keep a card worth {value} until it is captured.",
    ),
    "cas_owner_must_act": QT_TRANSLATE_NOOP(
        "engine", "You own a build: capture, build or add to a build instead of trailing."
    ),
    "cas_trail_other_play": QT_TRANSLATE_NOOP(
        "engine", "You may trail only when no capture or build is possible."
    ),
    "cas_trail_capturing_card": QT_TRANSLATE_NOOP(
        "engine", "The {card} can capture, so it may not be trailed under these rules."
    ),
}

SAVE_MESSAGES: dict[str, str] = {
    "save_cas_build": QT_TRANSLATE_NOOP("engine", "{where} is not a valid build: {reason}"),
    "save_cas_build_twice": QT_TRANSLATE_NOOP(
        "engine", "There are two builds of {value} on the table."
    ),
    "save_cas_owner": QT_TRANSLATE_NOOP(
        "engine", "Player {player} owns the build of {value} but holds no card worth {value}."
    ),
    "save_cas_round_state": QT_TRANSLATE_NOOP(
        "engine", "The position does not fit the phase {phase}: {details}."
    ),
    "save_cas_stock": QT_TRANSLATE_NOOP(
        "engine",
        "state.stock holds {got} cards, but each deal of a round gives {unit} ({players} "
        "players, 4 cards each): the stock must hold a multiple of {unit}.",
    ),
}
