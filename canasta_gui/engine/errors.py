"""Typed refusals raised by the engine.

An illegal action is never a crash: the engine raises :class:`IllegalAction`
before it changes anything. Each refusal carries a stable reason code (for tests
and logs), an English message template marked for translation, and the values
that fill the template, so the Qt layer can show it in the user's language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP

# The translation context for every engine message (see ``Refusal.translate``).
CONTEXT = "engine"


class EngineError(Exception):
    """Base class of every error the engine raises on purpose."""

    code: str = "error"

    def __init__(self, code: str, message: str, /, **params: Any) -> None:
        self.code = code
        self.template = message
        self.params = params
        super().__init__(self.text())

    def text(self, template: str | None = None) -> str:
        """The message with its parameters filled in (``template`` may be a translation)."""
        tmpl = self.template if template is None else template
        try:
            return tmpl.format(**self.params)
        except (KeyError, IndexError, ValueError):
            # A broken translation must never hide the reason: fall back to English.
            return self.template.format(**self.params)


class IllegalAction(EngineError):
    """The action breaks a rule; the state is unchanged."""


class ConfigError(EngineError):
    """A game configuration or option set that the rules do not allow."""


class SaveError(EngineError):
    """A save, position or replay file that cannot be loaded."""


def illegal(code: str, message: str, /, **params: Any) -> IllegalAction:
    """Build an :class:`IllegalAction` (raise it at the call site)."""
    return IllegalAction(code, message, **params)


# Every message the engine can produce, marked for lupdate. Keeping them in one
# table gives translators one place to look and tests one place to check.
MESSAGES: dict[str, str] = {
    "wrong_phase": QT_TRANSLATE_NOOP("engine", "That is not possible now: {expected}."),
    "draw_first": QT_TRANSLATE_NOOP(
        "engine", "Draw first: your turn starts with the stock or the discard pile."
    ),
    "not_your_turn": QT_TRANSLATE_NOOP("engine", "It is not this player's turn."),
    "game_over": QT_TRANSLATE_NOOP("engine", "The game is over."),
    "unknown_action": QT_TRANSLATE_NOOP("engine", "Unknown action."),
    "card_not_in_hand": QT_TRANSLATE_NOOP("engine", "The card {card} is not in the hand."),
    "stock_empty": QT_TRANSLATE_NOOP("engine", "The stock is empty."),
    "pile_empty": QT_TRANSLATE_NOOP("engine", "The discard pile is empty."),
    "pile_blocked": QT_TRANSLATE_NOOP(
        "engine", "The pile is blocked: its top card {card} cannot be taken."
    ),
    "pile_one_card": QT_TRANSLATE_NOOP(
        "engine", "With one card in hand you cannot take a pile of one card."
    ),
    "pile_closed": QT_TRANSLATE_NOOP(
        "engine", "Your side must meld before it may take the discard pile."
    ),
    "pile_frozen_pair": QT_TRANSLATE_NOOP(
        "engine", "The pile is frozen: you need two natural {rank}s from your hand."
    ),
    "pile_no_use": QT_TRANSLATE_NOOP(
        "engine",
        "To take the pile, meld its top card with two natural {rank}s, or with one natural "
        "and one wild card, or lay it off on your meld of {rank}s.",
    ),
    "pile_no_meld_to_lay_off": QT_TRANSLATE_NOOP(
        "engine", "Your side has no meld of {rank}s to lay the top card on."
    ),
    "pile_must_take": QT_TRANSLATE_NOOP(
        "engine", "The stock is empty and the top card fits your meld: you must take the pile."
    ),
    "meld_too_small": QT_TRANSLATE_NOOP("engine", "A meld needs at least three cards."),
    "meld_mixed_ranks": QT_TRANSLATE_NOOP("engine", "A meld holds natural cards of one rank only."),
    "meld_no_naturals": QT_TRANSLATE_NOOP("engine", "Wild cards alone never form a meld."),
    "meld_few_naturals": QT_TRANSLATE_NOOP("engine", "A meld needs at least two natural cards."),
    "meld_too_many_wild": QT_TRANSLATE_NOOP(
        "engine", "Too many wild cards: a meld may hold at most {limit}."
    ),
    "meld_wild_outnumber": QT_TRANSLATE_NOOP(
        "engine", "Wild cards may not outnumber the natural cards in a meld."
    ),
    "meld_wild_ratio": QT_TRANSLATE_NOOP(
        "engine", "A meld needs at least two natural cards for each wild card."
    ),
    "meld_red3": QT_TRANSLATE_NOOP("engine", "Red threes are never melded."),
    "meld_three": QT_TRANSLATE_NOOP("engine", "Threes cannot be melded here."),
    "meld_black3_not_out": QT_TRANSLATE_NOOP(
        "engine", "Black threes may be melded only when you go out."
    ),
    "meld_black3_wild": QT_TRANSLATE_NOOP(
        "engine", "A meld of black threes may not contain wild cards."
    ),
    "meld_rank_exists": QT_TRANSLATE_NOOP(
        "engine", "Your side already has a meld of {rank}s: lay the cards off on it."
    ),
    "meld_rank_twice": QT_TRANSLATE_NOOP(
        "engine", "Two new melds of {rank}s: put them together in one meld."
    ),
    "layoff_no_meld": QT_TRANSLATE_NOOP("engine", "Your side has no meld of {rank}s."),
    "layoff_wrong_rank": QT_TRANSLATE_NOOP(
        "engine", "Only {rank}s and wild cards can be added to that meld."
    ),
    "layoff_black3": QT_TRANSLATE_NOOP("engine", "Black threes can never be laid off."),
    "layoff_wild_natural_canasta": QT_TRANSLATE_NOOP(
        "engine", "Wild cards may not be added to a natural canasta under these rules."
    ),
    "layoff_before_opening": QT_TRANSLATE_NOOP(
        "engine", "Your side has not opened: nothing can be laid off yet."
    ),
    "canasta_too_big": QT_TRANSLATE_NOOP(
        "engine", "At this table a canasta holds at most {limit} cards: it is full."
    ),
    "hand_empty_few_melds": QT_TRANSLATE_NOOP(
        "engine",
        "You may not go out yet: too few melds on the table (your side has {have}, going out "
        "needs {needed}).",
    ),
    # Shared rummy rules that only Hand and Foot uses so far (docs/rules.md §4.6, §4.8).
    "meld_too_big": QT_TRANSLATE_NOOP("engine", "A meld may hold at most {limit} cards."),
    "meld_book_closed": QT_TRANSLATE_NOOP(
        "engine", "That meld is a complete book: no card can be added to it."
    ),
    "layoff_wild_meld": QT_TRANSLATE_NOOP(
        "engine", "A wild meld holds wild cards only: no natural card can join it."
    ),
    "pile_need_pair": QT_TRANSLATE_NOOP(
        "engine", "To take the pile you need two natural {rank}s from your hand."
    ),
    "pile_need_wilds": QT_TRANSLATE_NOOP(
        "engine", "To take a wild top card you need two wild cards from your hand."
    ),
    "empty_action": QT_TRANSLATE_NOOP("engine", "Nothing to meld."),
    "opening_below_minimum": QT_TRANSLATE_NOOP(
        "engine", "The first meld must count at least {minimum}; this one counts {count}."
    ),
    "hand_empty_not_out": QT_TRANSLATE_NOOP(
        "engine",
        "You may not go out yet: too few canastas (your side has {have}, going out needs "
        "{needed}).",
    ),
    # One card left may only be discarded to go out; each reason not to has its own code.
    "one_card_no_canastas": QT_TRANSLATE_NOOP(
        "engine",
        "That would leave one card, which you could only discard to go out, and your side has "
        "too few canastas to go out ({have}, going out needs {needed}): keep at least two cards.",
    ),
    "one_card_few_melds": QT_TRANSLATE_NOOP(
        "engine",
        "That would leave one card, which you could only discard to go out, and your side has "
        "too few melds on the table to go out ({have}, going out needs {needed}): keep at "
        "least two cards.",
    ),
    "one_card_partner_no": QT_TRANSLATE_NOOP(
        "engine",
        "That would leave one card, which you could only discard to go out, and your partner "
        "said no to going out this turn: keep at least two cards.",
    ),
    "out_forbidden_by_partner": QT_TRANSLATE_NOOP(
        "engine", "Your partner said no: you may not go out this turn."
    ),
    "must_go_out": QT_TRANSLATE_NOOP(
        "engine", "Your partner said yes: you must go out this turn, and this would prevent it."
    ),
    "ask_not_partnership": QT_TRANSLATE_NOOP(
        "engine", "Asking permission is only for partnership games."
    ),
    "ask_too_late": QT_TRANSLATE_NOOP(
        "engine", "Ask your partner before you meld anything else this turn."
    ),
    "ask_limit": QT_TRANSLATE_NOOP("engine", "You have already asked your partner."),
    "ask_not_able": QT_TRANSLATE_NOOP("engine", "You can only ask when you are able to go out."),
    "ask_bound": QT_TRANSLATE_NOOP(
        "engine", "You are already bound to go out this turn: there is nothing to ask."
    ),
    "ask_one_card": QT_TRANSLATE_NOOP(
        "engine", "With one card left you go out by discarding it: there is nothing to ask."
    ),
    "ask_bad_partner": QT_TRANSLATE_NOOP("engine", "Seat {seat} is not your partner."),
    "discard_red3": QT_TRANSLATE_NOOP("engine", "Red threes are never discarded."),
    "no_discard_now": QT_TRANSLATE_NOOP(
        "engine", "The stock ran out on a red three: meld if you like, then end the deal."
    ),
    "end_not_allowed": QT_TRANSLATE_NOOP(
        "engine", "The deal cannot end here: you must take the pile."
    ),
    "bad_config": QT_TRANSLATE_NOOP(
        "engine", "{players} players with {decks} decks is not a Canasta configuration."
    ),
    "bad_option": QT_TRANSLATE_NOOP("engine", "Unknown option or value: {option}={value}."),
    "unknown_preset": QT_TRANSLATE_NOOP("engine", "Unknown rule preset: {name}."),
}


def msg(code: str) -> str:
    """The English template for ``code``."""
    return MESSAGES[code]


def refuse(code: str, /, **params: Any) -> IllegalAction:
    """An :class:`IllegalAction` using the registered template for ``code``."""
    return IllegalAction(code, MESSAGES[code], **params)


def add_messages(table: Mapping[str, str]) -> None:
    """Take in a game's own message table so ``refuse`` and ``msg`` know its codes.

    Cassino and Hand and Foot keep their messages next to their rules
    (``engine/<game>/messages.py``); each game's package hands its table over here as
    it loads, before any of its rules can refuse. The game depends on this module,
    never the reverse, so any engine module can be the first one imported. A code
    may be given twice only with the same text.
    """
    for code, text in table.items():
        if MESSAGES.setdefault(code, text) != text:
            raise ValueError(f"engine message code {code!r} has two texts")
