"""Reading and checking a save's position: what every game's reader shares (docs/save-format.md).

Each game reads its own position (``canasta/save.py``, ``hand_and_foot/save.py``,
``cassino/save.py``) with the typed readers here. Everything in a file is untrusted: each
value is checked for its type and range before it is used. Every failure is a
:class:`SaveError` with a ``save_`` reason code that names the offending place in the file
(``state.players[2].hand[4]``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from canasta_gui.engine.cards import (
    RED3_KINDS,
    card_code,
    cards_of,
    counts_of,
    parse_card,
)
from canasta_gui.engine.errors import ConfigError, SaveError
from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP

#: Deal numbers and the score sheet stop here (the deal-limit option stops at the same number).
MAX_DEALS = 10_000
#: Scores and every part of a deal score stay within plus or minus this.
SCORE_LIMIT = 1_000_000
MAX_SEED = 200

# Every message a file can cause, marked for lupdate (context "engine", like errors.MESSAGES).
MESSAGES: dict[str, str] = {
    "save_io": QT_TRANSLATE_NOOP("engine", "The file {path} cannot be read: {detail}."),
    "save_not_file": QT_TRANSLATE_NOOP(
        "engine", "{path} is not an ordinary file: a folder, a pipe or a device cannot be a save."
    ),
    "save_too_large": QT_TRANSLATE_NOOP(
        "engine", "The file is too large: {size} bytes, at most {limit} are allowed."
    ),
    "save_not_utf8": QT_TRANSLATE_NOOP(
        "engine", "The file is not UTF-8 text (bad byte at position {position})."
    ),
    "save_not_json": QT_TRANSLATE_NOOP("engine", "The file is not valid JSON: {detail}."),
    "save_too_deep": QT_TRANSLATE_NOOP(
        "engine", "The file nests lists and objects more than {limit} levels deep."
    ),
    "save_duplicate_key": QT_TRANSLATE_NOOP(
        "engine", "An object in the file has the key {key} twice."
    ),
    "save_not_object": QT_TRANSLATE_NOOP(
        "engine", "A save must be a JSON object, but this file holds {got}."
    ),
    "save_format": QT_TRANSLATE_NOOP(
        "engine", "This is not a canasta_gui save: its format is {found}."
    ),
    "save_schema": QT_TRANSLATE_NOOP(
        "engine", "Save schema {found} is not supported; this version reads schema {supported}."
    ),
    "save_game": QT_TRANSLATE_NOOP(
        "engine", "This save is for the game {found}, which this version cannot play."
    ),
    "save_missing": QT_TRANSLATE_NOOP("engine", "{where} is missing."),
    "save_unknown_key": QT_TRANSLATE_NOOP("engine", "Unknown field {key} in {where}."),
    "save_type": QT_TRANSLATE_NOOP("engine", "{where} must be {expected}, not {got}."),
    "save_range": QT_TRANSLATE_NOOP(
        "engine", "{where} is {value}, outside the allowed range {low} to {high}."
    ),
    "save_value": QT_TRANSLATE_NOOP("engine", "{where} has an unknown value: {value}."),
    "save_length": QT_TRANSLATE_NOOP("engine", "{where} must have {expected} entries, not {got}."),
    "save_too_long": QT_TRANSLATE_NOOP(
        "engine", "{where} has {got} entries; at most {limit} are allowed."
    ),
    "save_option": QT_TRANSLATE_NOOP("engine", "Unknown option or value: {option}={value}."),
    "save_config": QT_TRANSLATE_NOOP("engine", "Invalid game configuration: {detail}"),
    "save_card": QT_TRANSLATE_NOOP("engine", "{where} is not a card code: {card}."),
    "save_card_count": QT_TRANSLATE_NOOP(
        "engine", "The cards are not exactly {decks} decks ({total} cards): {details}."
    ),
    "save_stock_top": QT_TRANSLATE_NOOP(
        "engine",
        'state.stock_top names the top of the stock, so state.stock must be "rest", not {stock}.',
    ),
    "save_move_seat": QT_TRANSLATE_NOOP(
        "engine", "{where} says seat {got} made this move, but {expected} was to act."
    ),
    "save_red3_in_hand": QT_TRANSLATE_NOOP(
        "engine", "{where} holds a red three ({card}), which is never kept in a hand."
    ),
    "save_not_red3": QT_TRANSLATE_NOOP("engine", "{where} holds {card}, which is not a red three."),
    "save_hand_size": QT_TRANSLATE_NOOP(
        "engine", "{where} gives the hand's number of cards as {got}, but the hand has {count}."
    ),
    "save_known": QT_TRANSLATE_NOOP(
        "engine", "{where} lists cards that the hand does not hold: {cards}."
    ),
    "save_empty_hand": QT_TRANSLATE_NOOP(
        "engine", "Player {player} has no cards, but the deal is still being played."
    ),
    "save_meld": QT_TRANSLATE_NOOP("engine", "{where} is not a valid meld: {reason}"),
    "save_meld_rank": QT_TRANSLATE_NOOP("engine", "{where} is a meld of {rank}s but holds {card}."),
    "save_meld_twice": QT_TRANSLATE_NOOP("engine", "{where} has two melds of {rank}s."),
    "save_opened": QT_TRANSLATE_NOOP(
        "engine", "{where} is {got}, but the number of the side's melds is {count}."
    ),
    "save_freeze": QT_TRANSLATE_NOOP(
        "engine", "state.freeze_index is {got}, but the pile says {expected}."
    ),
    "save_answer_state": QT_TRANSLATE_NOOP(
        "engine", "The partner's answer does not fit the rest of the turn: {details}."
    ),
    "save_game_state": QT_TRANSLATE_NOOP(
        "engine", "The end of the game does not fit the scores: {details}."
    ),
    "save_sheet_length": QT_TRANSLATE_NOOP(
        "engine",
        "The score sheet's number of deals is {got}, but a position of deal {deal} in phase "
        "{phase} needs {expected}, one per finished deal.",
    ),
    "save_sheet_missing": QT_TRANSLATE_NOOP(
        "engine", "The score sheet has no row for deal {deal}, although the deal is over ({phase})."
    ),
    "save_sheet": QT_TRANSLATE_NOOP(
        "engine", "{where} is {got}, but the rest of the position says {expected}."
    ),
    "save_answer": QT_TRANSLATE_NOOP(
        "engine", "A question is pending, but player {asker} is not a partner of player {player}."
    ),
    "save_ask_unable": QT_TRANSLATE_NOOP(
        "engine", "Player {player} asks to go out but is not able to go out."
    ),
    "save_turn": QT_TRANSLATE_NOOP(
        "engine", "In the draw phase a turn has just begun, but {field} is {value}."
    ),
    "save_must_go_out": QT_TRANSLATE_NOOP(
        "engine", "Player {player} must go out this turn but cannot: no move would be legal."
    ),
    "save_no_move": QT_TRANSLATE_NOOP(
        "engine", "Player {player} has no legal move in this position (phase {phase})."
    ),
    "save_bad_move": QT_TRANSLATE_NOOP("engine", "{where} cannot be read: {detail}."),
    "save_illegal_move": QT_TRANSLATE_NOOP("engine", "{where} ({move}) is illegal: {detail}"),
    "save_replay_mismatch": QT_TRANSLATE_NOOP(
        "engine", "Replaying the moves does not give the saved position (it differs in {field})."
    ),
}


def fail(code: str, /, **params: Any) -> SaveError:
    """A :class:`SaveError` with the registered template for ``code`` (raise it)."""
    return SaveError(code, MESSAGES[code], **params)


def clause(text: str) -> str:
    """``text`` without its closing full stop, to be set inside a sentence that ends with one.

    A reason quoted into another message would otherwise end the sentence twice, as in
    "(line 1, column 1).)." (a Japanese or Chinese translation closes with "。").
    """
    return text.rstrip().rstrip(".。．").rstrip()


def listing(items: list[str], limit: int = 6) -> str:
    """The first ``limit`` items joined by commas, then how many more (never a trailing "...")."""
    shown = ", ".join(items[:limit])
    return shown if len(items) <= limit else f"{shown} and {len(items) - limit} more"


def show(value: object) -> str:
    """A short, safe rendering of an untrusted value for a message."""
    if isinstance(value, str):
        text = repr(value)
        # One ellipsis character: three dots would read as a doubled full stop at a sentence end.
        return text if len(text) <= 40 else text[:38] + "\u2026"
    if type(value) is int and value.bit_length() > 64:
        return QT_TRANSLATE_NOOP("engine", "a huge number")
    if value is None or isinstance(value, (bool, int, float)):
        return repr(value)
    return kind_of(value)


def show_path(path: str) -> str:
    """A file's path for a message: its end, which names the file, when it is long."""
    text = repr(path)
    return text if len(text) <= 60 else "'\u2026" + text[-58:]


def kind_of(value: object) -> str:
    """The JSON kind of ``value`` in words (``bool`` is never a number)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return QT_TRANSLATE_NOOP("engine", "true/false")
    if isinstance(value, int):
        return QT_TRANSLATE_NOOP("engine", "a whole number")
    if isinstance(value, float):
        return QT_TRANSLATE_NOOP("engine", "a decimal number")
    if isinstance(value, str):
        return QT_TRANSLATE_NOOP("engine", "text")
    if isinstance(value, list):
        return QT_TRANSLATE_NOOP("engine", "a list")
    if isinstance(value, dict):
        return QT_TRANSLATE_NOOP("engine", "an object")
    return QT_TRANSLATE_NOOP("engine", "something else")


# -- typed access --------------------------------------------------------------------------


def obj(
    value: object, where: str, required: tuple[str, ...], optional: tuple[str, ...] = ()
) -> dict[str, Any]:
    """``value`` as a dict with exactly the allowed keys and every required one."""
    if not isinstance(value, dict):
        raise fail(
            "save_type",
            where=where,
            expected=QT_TRANSLATE_NOOP("engine", "an object"),
            got=kind_of(value),
        )
    for key in value:
        if key not in required and key not in optional:
            raise fail("save_unknown_key", where=where, key=show(key))
    for key in required:
        if key not in value:
            raise fail("save_missing", where=f"{where}.{key}")
    return value


def option_ids(cfg: dict[str, Any]) -> dict[str, Any]:
    """The ``config.options`` object of any game: option ids mapped to text or whole numbers
    (each game's options then judge the values)."""
    options = cfg.get("options", {})
    if not isinstance(options, dict):
        raise fail(
            "save_type",
            where="config.options",
            expected=QT_TRANSLATE_NOOP("engine", "an object"),
            got=kind_of(options),
        )
    for key, val in options.items():
        if not isinstance(val, str) and type(val) is not int:
            raise fail("save_option", option=show(key), value=show(val))
    return options


def option_refused(err: ConfigError) -> SaveError:
    """The save's refusal of an option id or value the game's options refused (raise it)."""
    option, value = err.params.get("option", "?"), err.params.get("value", "?")
    return fail("save_option", option=show(option), value=show(value))


def integer(value: object, where: str, low: int, high: int) -> int:
    if type(value) is not int:  # bool is an int subclass and is refused here
        raise fail(
            "save_type",
            where=where,
            expected=QT_TRANSLATE_NOOP("engine", "a whole number"),
            got=kind_of(value),
        )
    if not low <= value <= high:
        raise fail("save_range", where=where, value=show(value), low=low, high=high)
    return value


def flag(value: object, where: str) -> bool:
    if type(value) is not bool:
        raise fail(
            "save_type",
            where=where,
            expected=QT_TRANSLATE_NOOP("engine", "true or false"),
            got=kind_of(value),
        )
    return value


def text(value: object, where: str, limit: int) -> str:
    if not isinstance(value, str):
        raise fail(
            "save_type",
            where=where,
            expected=QT_TRANSLATE_NOOP("engine", "text"),
            got=kind_of(value),
        )
    if len(value) > limit:
        raise fail("save_too_long", where=where, got=len(value), limit=limit)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate could never be written back
        raise fail("save_value", where=where, value=show(value)) from None
    return value


def seq(value: object, where: str, limit: int) -> list:
    if not isinstance(value, list):
        raise fail(
            "save_type",
            where=where,
            expected=QT_TRANSLATE_NOOP("engine", "a list"),
            got=kind_of(value),
        )
    if len(value) > limit:
        raise fail("save_too_long", where=where, got=len(value), limit=limit)
    return value


def card_list(value: object, where: str, limit: int) -> list[int]:
    out = []
    for i, code in enumerate(seq(value, where, limit)):
        try:
            out.append(parse_card(code))
        except ValueError:
            raise fail("save_card", where=f"{where}[{i}]", card=show(code)) from None
    return out


def index(value: object, where: str, count: int, allow_none: bool = False) -> Any:
    """A player or side index below ``count`` (or ``None`` where allowed)."""
    if value is None and allow_none:
        return None
    return integer(value, where, 0, count - 1)


def red3_row(value: object, where: str, limit: int) -> tuple[int, ...]:
    """A side's red 3s on the table (Canasta and Hand and Foot): red 3s only."""
    red3s = card_list(value, where, limit)
    for j, c in enumerate(red3s):
        if c not in RED3_KINDS:
            raise fail("save_not_red3", where=f"{where}[{j}]", card=card_code(c))
    return tuple(red3s)


# -- whole-position checks -----------------------------------------------------------------


def check_score_sheet(
    history: Sequence[Any],
    *,
    deal_no: int,
    dealer: int,
    players: int,
    phase: str,
    scored: bool,
    over: bool,
    went_out: int | None,
    winners: tuple[int, ...],
    partial: bool = False,
) -> None:
    """The phase, the score sheet and the deal fit each other (Canasta and Hand and Foot).

    The sheet holds one row per finished deal, in order, ending with the current deal's own
    once it is ``scored`` (the table shows that row); each row's dealer is the one the rotation
    gives (the deal passes to the left), and the scored row names who went out as the position
    does. While a deal is played nobody has gone out and, before the game is ``over``, nobody
    has won. With ``partial`` the sheet may begin after deal 0, or be empty while a deal is
    played: a hand-written position may set the scores without the deals before it
    (docs/save-format.md). ``history`` rows need ``deal``, ``dealer`` and ``went_out``.
    """
    if winners and not over:
        raise fail("save_sheet", where="state.winners", got=list(winners), expected=[])
    if went_out is not None and not scored:
        raise fail("save_sheet", where="state.went_out", got=went_out, expected="null")
    full = deal_no + 1 if scored else deal_no
    if scored and (not history or history[-1].deal != deal_no):
        raise fail("save_sheet_missing", deal=deal_no, phase=phase)
    if len(history) > full or (not partial and len(history) != full):
        raise fail("save_sheet_length", got=len(history), deal=deal_no, phase=phase, expected=full)
    first = full - len(history)
    for i, row in enumerate(history):
        where = f"state.history[{i}]"
        if row.deal != first + i:
            raise fail("save_sheet", where=f"{where}.deal", got=row.deal, expected=first + i)
        row_dealer = (dealer - (deal_no - row.deal)) % players
        if row.dealer != row_dealer:
            raise fail("save_sheet", where=f"{where}.dealer", got=row.dealer, expected=row_dealer)
    if scored and history[-1].went_out != went_out:
        where = f"state.history[{len(history) - 1}].went_out"
        shown = "null" if went_out is None else went_out
        got = "null" if history[-1].went_out is None else history[-1].went_out
        raise fail("save_sheet", where=where, got=got, expected=shown)


def with_out_of_play(state: dict[str, Any], cards: tuple[int, ...], after: str) -> dict[str, Any]:
    """``state`` with ``out_of_play`` written right after the field ``after``."""
    out: dict[str, Any] = {}
    for key, value in state.items():
        out[key] = value
        if key == after:
            out["out_of_play"] = [card_code(c) for c in cards]
    return out


def read_stock(
    data: dict[str, Any],
    placed: list[int],
    expected: list[int],
    rest_seed: str,
    limit: int,
    check: Any,
) -> list[int]:
    """The stock of a position, bottom → top (every game; docs/save-format.md "Stock").

    ``placed`` counts the cards placed elsewhere (cards out of play included). Either
    ``state.stock`` lists the stock card by card, or it is ``"rest"``: every card not
    placed elsewhere, shuffled by the game's seeded generator (docs/rules.md §1.5), with
    ``state.stock_top`` (bottom → top, the last card drawn first) laid on top in order.
    ``check(found, only_excess)`` is the game's card-count check.
    """
    if data["stock"] == "rest":
        top = card_list(data.get("stock_top", []), "state.stock_top", limit)
        used = [a + b for a, b in zip(placed, counts_of(top), strict=True)]
        check(used, True, ("state.stock_top", top))
        rest = cards_of([e - u for e, u in zip(expected, used, strict=True)])
        random.Random(rest_seed).shuffle(rest)
        return rest + top
    if "stock_top" in data:
        shown = show(data["stock"]) if isinstance(data["stock"], str) else "a list of cards"
        raise fail("save_stock_top", stock=shown)
    stock = card_list(data["stock"], "state.stock", limit)
    check(
        [a + b for a, b in zip(placed, counts_of(stock), strict=True)],
        False,
        ("state.stock", stock),
    )
    return stock


#: Where a position keeps cards: a field's name and its cards, for the card-count message.
Places = Sequence[tuple[str, Sequence[int]]]


def count_problems(
    found: Sequence[int], expected: Sequence[int], only_excess: bool, places: Places = ()
) -> list[str]:
    """Each kind of card found too often, with the fields that hold it, or (unless
    ``only_excess``) too rarely: "1 KH too many (state.pile, state.out_of_play)"."""
    problems = []
    for k, want in enumerate(expected):
        diff = found[k] - want
        if diff > 0:
            names = [name for name, cards in places if k in cards]
            held = f" ({', '.join(names[:4])})" if names else ""
            problems.append(f"{diff} {card_code(k)} too many{held}")
        elif diff < 0 and not only_excess:
            problems.append(f"{-diff} {card_code(k)} missing")
    return problems
