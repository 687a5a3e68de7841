"""A computer player's decision: the action plus a short, translatable explanation.

Explanations are English templates marked for ``pyside6-lupdate`` with the same
no-op marker the engine uses (context ``"ai"``), filled from ``params``. The move
log shows a computer player's explanation to every seat, so an explanation carries
only public information (docs/rules.md §1.5): the cards it moves, the table, the
pile, hand and stock counts, never what is still hidden in a hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP

EXPLANATIONS: dict[str, str] = {
    "draw": QT_TRANSLATE_NOOP("ai", "draws from the stock"),
    "take_pile": QT_TRANSLATE_NOOP("ai", "takes the pile of {count} cards with its {rank}s"),
    "take_pile_one": QT_TRANSLATE_NOOP("ai", "takes the pile's only card with its {rank}s"),
    "take_pile_canasta": QT_TRANSLATE_NOOP("ai", "takes the pile: completes a canasta of {rank}s"),
    "take_pile_open": QT_TRANSLATE_NOOP("ai", "takes the pile and opens with {count} points"),
    "must_take": QT_TRANSLATE_NOOP("ai", "takes the pile: the stock is empty"),
    "decline": QT_TRANSLATE_NOOP("ai", "leaves the pile, which ends the deal"),
    "open": QT_TRANSLATE_NOOP("ai", "opens with {count} points"),
    "meld": QT_TRANSLATE_NOOP("ai", "melds {rank}s"),
    "meld_canasta": QT_TRANSLATE_NOOP("ai", "completes a canasta of {rank}s"),
    "layoff": QT_TRANSLATE_NOOP("ai", "adds to the {rank}s"),
    "wild_layoff": QT_TRANSLATE_NOOP("ai", "adds a wild card to the {rank}s"),
    "shed": QT_TRANSLATE_NOOP("ai", "melds {rank}s to cut the points left in hand"),
    "go_out": QT_TRANSLATE_NOOP("ai", "goes out"),
    "ask": QT_TRANSLATE_NOOP("ai", "asks partner: may I go out?"),
    # The partner's answer is shown to the whole table: its reasons are public facts
    # only, never the cards or points in the partner's hand (docs/rules.md §1.5).
    "answer_yes": QT_TRANSLATE_NOOP("ai", "answers yes: {reason}"),
    "answer_yes_plain": QT_TRANSLATE_NOOP("ai", "answers yes"),
    "answer_no_plain": QT_TRANSLATE_NOOP("ai", "answers no"),
    "reason_ahead": QT_TRANSLATE_NOOP("ai", "going out now wins the game"),
    "reason_more_canastas": QT_TRANSLATE_NOOP("ai", "we have more canastas than the opponents"),
    "reason_few_cards": QT_TRANSLATE_NOOP("ai", "I hold only {count} cards"),
    "reason_few_cards_one": QT_TRANSLATE_NOOP("ai", "I hold only one card"),
    "reason_stock_low": QT_TRANSLATE_NOOP("ai", "only {count} cards are left in the stock"),
    "reason_stock_low_one": QT_TRANSLATE_NOOP("ai", "only one card is left in the stock"),
    "discard_safe": QT_TRANSLATE_NOOP("ai", "discards {card}: a safe card"),
    "discard_block": QT_TRANSLATE_NOOP("ai", "discards {card} to block the pile"),
    "discard_freeze": QT_TRANSLATE_NOOP("ai", "discards {card} to freeze the pile"),
    "discard": QT_TRANSLATE_NOOP("ai", "discards {card}"),
    "discard_out": QT_TRANSLATE_NOOP("ai", "goes out by discarding {card}"),
    "end_turn": QT_TRANSLATE_NOOP("ai", "ends the turn"),
    "next_deal": QT_TRANSLATE_NOOP("ai", "deals the next hand"),
    "random": QT_TRANSLATE_NOOP("ai", "plays a random legal move"),
    # Hand and Foot (docs/rules.md §4)
    "hf_book": QT_TRANSLATE_NOOP("ai", "completes a clean book of {rank}s"),
    "hf_book_dirty": QT_TRANSLATE_NOOP("ai", "completes a dirty book of {rank}s"),
    "hf_book_wild": QT_TRANSLATE_NOOP("ai", "completes a wild book"),
    "hf_wild": QT_TRANSLATE_NOOP("ai", "builds the wild meld toward a wild book"),
    "hf_foot": QT_TRANSLATE_NOOP("ai", "plays into the foot"),
    "hf_discard_foot": QT_TRANSLATE_NOOP("ai", "discards {card} and picks up the foot"),
    "hf_reason_threat": QT_TRANSLATE_NOOP("ai", "the opponents are close to going out"),
    # Cassino (docs/rules.md §5); {count} counts the cards won, the playing card included
    "cas_capture": QT_TRANSLATE_NOOP("ai", "captures {count} cards with the {card}"),
    "cas_capture_build": QT_TRANSLATE_NOOP("ai", "takes the build of {value}s with the {card}"),
    "cas_capture_big_casino": QT_TRANSLATE_NOOP(
        "ai", "captures {count} cards with the {card} (big casino)"
    ),
    "cas_capture_little_casino": QT_TRANSLATE_NOOP(
        "ai", "captures {count} cards with the {card} (little casino)"
    ),
    "cas_capture_ace": QT_TRANSLATE_NOOP("ai", "captures {count} cards with the {card} (an ace)"),
    "cas_sweep": QT_TRANSLATE_NOOP("ai", "sweeps the table with the {card}"),
    "cas_build": QT_TRANSLATE_NOOP("ai", "builds {value}s"),
    "cas_raise_build": QT_TRANSLATE_NOOP("ai", "raises the build to {value}"),
    "cas_add_to_build": QT_TRANSLATE_NOOP("ai", "adds the {card} to the build of {value}s"),
    "cas_trail": QT_TRANSLATE_NOOP("ai", "trails the {card}"),
    "cas_next_round": QT_TRANSLATE_NOOP("ai", "deals the next round"),
}


@dataclass(frozen=True)
class Decision:
    """What a computer player does and why."""

    action: Any
    reason: str = "random"
    params: dict[str, Any] = field(default_factory=dict)
    worlds: int = 0  # how many sampled deals a searching level weighed (0: none)

    def text(self, translate: Callable[[str], str] | None = None) -> str:
        """The explanation in English, or through ``translate`` (template → translation).

        A ``reason`` parameter names a nested explanation (the partner's answer).
        """
        tr = translate or (lambda t: t)
        params = dict(self.params)
        nested = params.get("reason")
        if isinstance(nested, str) and nested in EXPLANATIONS:
            key = _counted(nested, params)
            params["reason"] = _fill(tr(EXPLANATIONS[key]), EXPLANATIONS[key], params)
        key = _counted(self.reason, params)
        return _fill(tr(EXPLANATIONS[key]), EXPLANATIONS[key], params)


def _counted(key: str, params: dict[str, Any]) -> str:
    """The singular sentence ("``key``_one") when ``count`` is 1 and there is one."""
    one = key + "_one"
    return one if params.get("count") == 1 and one in EXPLANATIONS else key


def _fill(template: str, fallback: str, params: dict[str, Any]) -> str:
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return fallback.format(**params)  # a broken translation must not hide the reason
