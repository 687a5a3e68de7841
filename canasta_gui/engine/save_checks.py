"""Reading and checking the game position in a save (docs/save-format.md).

Everything in a file is untrusted. Each value is checked for its type and range
before it is used, and the position as a whole is checked against the deck and
the meld rules, so a loaded state is one the rules engine can play from. Every
failure is a :class:`SaveError` with a ``save_`` reason code that names the
offending place in the file (``state.players[2].hand[4]``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from canasta_gui.engine.canasta.actions import AnswerGoOut
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.options import CanastaConfig, CanastaOptions
from canasta_gui.engine.canasta.rules import able_to_go_out
from canasta_gui.engine.canasta.state import (
    CanastaState,
    DealResult,
    Phase,
    SideScore,
    freezes,
)
from canasta_gui.engine.cards import (
    BLACK3_KINDS,
    N_KINDS,
    NATURAL_RANKS,
    RANK_CODES,
    RED3_KINDS,
    THREE,
    card_code,
    cards_of,
    counts_of,
    is_wild,
    make_deck,
    parse_card,
)
from canasta_gui.engine.errors import ConfigError, SaveError, msg
from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP
from canasta_gui.engine.rummy.melds import Meld

#: Deal numbers and the score sheet stop here (the deal-limit option stops at the same number).
MAX_DEALS = 10_000
#: Scores and every part of a deal score stay within plus or minus this.
SCORE_LIMIT = 1_000_000
MAX_SEED = 200
PHASES = tuple(v for k, v in vars(Phase).items() if not k.startswith("_"))
REASONS = ("out", "stock_out", "last_red3", "stock_end")

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


# -- configuration -------------------------------------------------------------------------


def read_config(value: object) -> CanastaConfig:
    """The ``config`` object: players, decks and the option ids set explicitly."""
    cfg = obj(value, "config", ("players", "decks"), ("options",))
    players = integer(cfg["players"], "config.players", 2, 6)
    decks = integer(cfg["decks"], "config.decks", 2, 3)
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
    try:
        built = CanastaOptions.build(options)
        return CanastaConfig(players, decks, built)
    except ConfigError as err:
        if err.code == "bad_config":
            raise fail("save_config", detail=err.text()) from None
        raise fail(
            "save_option", option=err.params.get("option", "?"), value=err.params.get("value", "?")
        ) from None


# -- the position --------------------------------------------------------------------------

_STATE_KEYS = ("deal", "dealer", "phase", "current", "stock", "pile", "players", "sides")
_STATE_OPTIONAL = (
    "freeze_index",
    "turn",
    "went_out",
    "winners",
    "history",
    "out_of_play",
    "stock_top",
)
_PLAYER_OPTIONAL = ("hand_size", "known", "has_melded", "asked_deal")
_SIDE_OPTIONAL = ("score", "opened", "red3s", "melds")
_TURN_FLAGS = {
    "melded": "turn_melded",
    "put_down": "turn_put_down",
    "took_pile": "took_pile",
    "asked": "asked_turn",
    "must_go_out": "must_go_out",
}
_TURN_SLOTS = {**_TURN_FLAGS, "answer": "answer", "asker": "asker"}
_FRESH_TURN = {**dict.fromkeys(_TURN_FLAGS, False), "answer": None, "asker": -1}
_PARTS = ("melded", "canastas", "red3s", "going_out", "hand")


def read_state(value: object, config: CanastaConfig, seed: str) -> CanastaState:
    """Build a :class:`CanastaState` from the ``state`` object of a save."""
    data = obj(value, "state", _STATE_KEYS, _STATE_OPTIONAL)
    n, n_sides, n_cards = config.players, config.n_sides, config.n_cards
    s = object.__new__(CanastaState)
    s.config = config
    s.seed = seed
    s.deal_no = integer(data["deal"], "state.deal", 0, MAX_DEALS)
    s.dealer = index(data["dealer"], "state.dealer", n)
    s.current = index(data["current"], "state.current", n)
    s.phase = data["phase"]
    if not isinstance(s.phase, str) or s.phase not in PHASES:
        raise fail("save_value", where="state.phase", value=show(s.phase))
    _read_players(s, seq(data["players"], "state.players", 6), n_cards)
    _read_sides(s, seq(data["sides"], "state.sides", 6), n_cards)
    s.pile = card_list(data["pile"], "state.pile", n_cards)
    s.out_of_play = tuple(card_list(data.get("out_of_play", []), "state.out_of_play", n_cards))
    placed = counts_of([*s.pile, *s.out_of_play])
    for hand in s.hands:
        placed = [a + b for a, b in zip(placed, hand, strict=True)]
    for side in range(n_sides):
        for c in s.red3s[side]:
            placed[c] += 1
        for m in s.melds[side]:
            for c in m.cards if m is not None else ():
                placed[c] += 1
    expected = counts_of(make_deck(config.decks))

    def check(found: list[int], only_excess: bool, stock: tuple[str, list[int]]) -> None:
        _check_cards(config, found, expected, only_excess, [*_places(s), stock])

    s.stock = read_stock(data, placed, expected, f"{seed}/rest-{s.deal_no}", n_cards, check)
    first = next((i for i, c in enumerate(s.pile) if freezes(c, config)), -1)
    s.freeze_index = first
    if "freeze_index" in data:
        got = integer(data["freeze_index"], "state.freeze_index", -1, n_cards)
        if got != first:
            raise fail("save_freeze", got=got, expected=first)
    _read_turn(s, obj(data.get("turn", {}), "state.turn", (), (*_TURN_FLAGS, "answer", "asker")))
    s.went_out = index(data.get("went_out"), "state.went_out", n, allow_none=True)
    winners = seq(data.get("winners", []), "state.winners", n_sides)
    s.winners = tuple(index(w, f"state.winners[{i}]", n_sides) for i, w in enumerate(winners))
    if len(set(s.winners)) != len(s.winners):
        raise fail(
            "save_value",
            where="state.winners",
            value=QT_TRANSLATE_NOOP("engine", "a side listed twice"),
        )
    history = seq(data.get("history", []), "state.history", MAX_DEALS + 1)
    s.history = [_read_result(h, f"state.history[{i}]", config) for i, h in enumerate(history)]
    _check_play(s)
    return s


def _read_players(s: CanastaState, players: list, n_cards: int) -> None:
    n = s.config.players
    if len(players) != n:
        raise fail("save_length", where="state.players", expected=n, got=len(players))
    s.hands, s.hand_sizes, s.known, s.has_melded, s.asked_deal = [], [], [], [], []
    for p, value in enumerate(players):
        where = f"state.players[{p}]"
        data = obj(value, where, ("hand",), _PLAYER_OPTIONAL)
        cards = card_list(data["hand"], f"{where}.hand", n_cards)
        red3 = next((c for c in cards if c in RED3_KINDS), None)
        if red3 is not None:
            raise fail("save_red3_in_hand", where=f"{where}.hand", card=card_code(red3))
        hand = counts_of(cards)
        size = integer(data.get("hand_size", len(cards)), f"{where}.hand_size", 0, n_cards)
        if size != len(cards):
            raise fail("save_hand_size", where=f"{where}.hand_size", got=size, count=len(cards))
        known = counts_of(card_list(data.get("known", []), f"{where}.known", n_cards))
        extra = [k for k in range(N_KINDS) for _ in range(known[k] - hand[k])]
        if extra:
            codes = ", ".join(card_code(c) for c in extra[:6])
            raise fail("save_known", where=f"{where}.known", cards=codes)
        s.hands.append(hand)
        s.hand_sizes.append(size)
        s.known.append(known)
        s.has_melded.append(flag(data.get("has_melded", False), f"{where}.has_melded"))
        s.asked_deal.append(flag(data.get("asked_deal", False), f"{where}.asked_deal"))


def red3_row(value: object, where: str, limit: int) -> tuple[int, ...]:
    """A side's red 3s on the table (Canasta and Hand and Foot): red 3s only."""
    red3s = card_list(value, where, limit)
    for j, c in enumerate(red3s):
        if c not in RED3_KINDS:
            raise fail("save_not_red3", where=f"{where}[{j}]", card=card_code(c))
    return tuple(red3s)


def _read_sides(s: CanastaState, sides: list, n_cards: int) -> None:
    n_sides = s.config.n_sides
    if len(sides) != n_sides:
        raise fail("save_length", where="state.sides", expected=n_sides, got=len(sides))
    s.scores, s.opened, s.red3s, s.melds = [], [], [], []
    for i, value in enumerate(sides):
        where = f"state.sides[{i}]"
        data = obj(value, where, (), _SIDE_OPTIONAL)
        s.scores.append(integer(data.get("score", 0), f"{where}.score", -SCORE_LIMIT, SCORE_LIMIT))
        s.red3s.append(red3_row(data.get("red3s", []), f"{where}.red3s", n_cards))
        row: list[Meld | None] = [None] * 14
        for j, m in enumerate(seq(data.get("melds", []), f"{where}.melds", 14)):
            meld = _read_meld(m, f"{where}.melds[{j}]", s.config, n_cards)
            if row[meld.rank] is not None:
                raise fail("save_meld_twice", where=f"{where}.melds", rank=RANK_CODES[meld.rank])
            row[meld.rank] = meld
        s.melds.append(row)
        count = sum(1 for m in row if m is not None)
        # A side has opened exactly when it has a meld on the table (§3.8).
        opened = flag(data.get("opened", count > 0), f"{where}.opened")
        if opened != (count > 0):
            raise fail("save_opened", where=f"{where}.opened", got=str(opened).lower(), count=count)
        s.opened.append(opened)


def _read_meld(value: object, where: str, config: CanastaConfig, n_cards: int) -> Meld:
    data = obj(value, where, ("rank", "cards"))
    code = data["rank"]
    allowed = [RANK_CODES[r] for r in (THREE, *NATURAL_RANKS)]
    if not isinstance(code, str) or code.strip().upper() not in allowed:
        raise fail("save_value", where=f"{where}.rank", value=show(code))
    rank = RANK_CODES.index(code.strip().upper())
    cards = card_list(data["cards"], f"{where}.cards", n_cards)
    if len(cards) < 3:
        raise fail("save_meld", where=where, reason=msg("meld_too_small"))
    for c in cards:
        fits = c in BLACK3_KINDS if rank == THREE else is_wild(c) or c >> 2 == rank
        if not fits:
            raise fail("save_meld_rank", where=where, rank=RANK_CODES[rank], card=card_code(c))
    meld = Meld(rank, tuple(cards))
    most = config.meld_rules.max_size  # OPT-CAN-CANASTA-MAX (docs/rules.md §3.7.7)
    if most and meld.size > most:
        raise fail("save_meld", where=where, reason=msg("canasta_too_big").format(limit=most))
    if rank != THREE:
        limit = config.wild_limit
        code = limit.violation(meld.naturals, meld.wilds)
        if code is not None:
            raise fail("save_meld", where=where, reason=msg(code).format(limit=limit.max_wild))
    return meld


def _read_turn(s: CanastaState, turn: dict) -> None:
    for key, slot in _TURN_FLAGS.items():
        setattr(s, slot, flag(turn.get(key, False), f"state.turn.{key}"))
    answer = turn.get("answer")
    s.answer = None if answer is None else flag(answer, "state.turn.answer")
    s.asker = integer(turn.get("asker", -1), "state.turn.asker", -1, s.config.players - 1)


def _read_result(value: object, where: str, config: CanastaConfig) -> DealResult:
    keys = ("deal", "dealer", "went_out", "concealed", "reason", "sides")
    data = obj(value, where, keys)
    reason = data["reason"]
    if not isinstance(reason, str) or reason not in REASONS:
        raise fail("save_value", where=f"{where}.reason", value=show(reason))
    sides = seq(data["sides"], f"{where}.sides", 6)
    if len(sides) != config.n_sides:
        raise fail("save_length", where=f"{where}.sides", expected=config.n_sides, got=len(sides))
    parts = []
    for i, side in enumerate(sides):
        at = f"{where}.sides[{i}]"
        part = obj(side, at, _PARTS, ("natural_canastas", "mixed_canastas"))
        values = [integer(part[k], f"{at}.{k}", -SCORE_LIMIT, SCORE_LIMIT) for k in _PARTS]
        natural = integer(part.get("natural_canastas", 0), f"{at}.natural_canastas", 0, 14)
        mixed = integer(part.get("mixed_canastas", 0), f"{at}.mixed_canastas", 0, 14)
        parts.append(SideScore(*values, natural, mixed))
    return DealResult(
        integer(data["deal"], f"{where}.deal", 0, MAX_DEALS),
        index(data["dealer"], f"{where}.dealer", config.players),
        index(data["went_out"], f"{where}.went_out", config.players, allow_none=True),
        flag(data["concealed"], f"{where}.concealed"),
        reason,
        tuple(parts),
    )


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


def _places(s: CanastaState) -> list[tuple[str, Sequence[int]]]:
    out: list[tuple[str, Sequence[int]]] = [("state.pile", s.pile)]
    out.append(("state.out_of_play", s.out_of_play))
    out += [(f"state.players[{p}].hand", cards_of(h)) for p, h in enumerate(s.hands)]
    for i in range(s.config.n_sides):
        out.append((f"state.sides[{i}].red3s", s.red3s[i]))
        melds = [c for m in s.melds[i] if m is not None for c in m.cards]
        out.append((f"state.sides[{i}].melds", melds))
    return out


def _check_cards(
    config: CanastaConfig,
    found: list[int],
    expected: list[int],
    only_excess: bool = False,
    places: Places = (),
) -> None:
    """Every card of the decks exactly once (docs/rules.md §3.2): none missing, none extra."""
    problems = count_problems(found, expected, only_excess, places)
    if problems:
        details = listing(problems)
        raise fail("save_card_count", decks=config.decks, total=config.n_cards, details=details)


def _check_game_end(s: CanastaState) -> None:
    """Between deals and after the game, the scores decide which it is (docs/rules.md §3.15)."""
    cfg = s.config
    over = max(s.scores) >= cfg.target or (
        cfg.deal_limit is not None and s.deal_no + 1 >= cfg.deal_limit
    )
    if s.phase == Phase.DEAL_OVER and over:
        raise fail(
            "save_game_state",
            details=QT_TRANSLATE_NOOP("engine", "the target or the deal limit is reached"),
        )
    if s.phase == Phase.GAME_OVER:
        best = max(s.scores)
        winners = tuple(i for i, v in enumerate(s.scores) if v == best)
        if not over:
            raise fail(
                "save_game_state", details=QT_TRANSLATE_NOOP("engine", "no side reached the target")
            )
        if s.winners != winners:
            raise fail("save_game_state", details=f"the winners should be sides {list(winners)}")


def _check_answer(s: CanastaState) -> None:
    """A given answer belongs to the asker's own turn and binds as §3.12.3 says."""
    if s.answer is None:
        return
    if s.phase not in (Phase.PLAY, Phase.LAST_MELD) or s.asker != s.current:
        raise fail(
            "save_answer_state",
            details=QT_TRANSLATE_NOOP("engine", "only the asker, on turn, holds an answer"),
        )
    if not s.asked_turn:
        raise fail(
            "save_answer_state",
            details=QT_TRANSLATE_NOOP("engine", "an answer without a question this turn"),
        )
    if s.answer and not s.must_go_out:
        raise fail(
            "save_answer_state",
            details=QT_TRANSLATE_NOOP("engine", "a yes binds the asker to go out"),
        )


def _check_play(s: CanastaState) -> None:
    """What the rules make impossible while a deal is being played."""
    scored = s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    if scored:
        _check_game_end(s)
    check_score_sheet(
        s.history,
        deal_no=s.deal_no,
        dealer=s.dealer,
        players=s.config.players,
        phase=s.phase,
        scored=scored,
        over=s.phase == Phase.GAME_OVER,
        went_out=s.went_out,
        winners=s.winners,
        partial=True,
    )
    if scored:
        return
    for p, size in enumerate(s.hand_sizes):
        if size == 0:
            raise fail("save_empty_hand", player=p)  # an empty hand ends the deal (§3.12)
    if s.phase == Phase.ANSWER and s.asker not in s.config.partners_of(s.current):
        raise fail("save_answer", asker=s.asker, player=s.current)
    if s.phase == Phase.ANSWER and not able_to_go_out(s, s.asker):
        raise fail("save_ask_unable", player=s.asker)  # §3.12.3: asking needs "able"
    if s.phase == Phase.ANSWER:
        # Either answer must leave the asker a legal move (docs/rules.md §1.5).
        for yes in (True, False):
            after = s.clone()
            after.apply(AnswerGoOut(yes))
            if not legal_actions(after):
                raise fail("save_no_move", player=s.asker, phase=Phase.PLAY)
    _check_answer(s)
    if s.phase == Phase.DRAW:
        # Every turn starts afresh (state.reset_turn): nothing done or asked yet.
        for key, slot in _TURN_SLOTS.items():
            if getattr(s, slot) != _FRESH_TURN[key]:
                raise fail("save_turn", field=f"state.turn.{key}", value=show(getattr(s, slot)))
    if s.phase == Phase.PLAY and s.must_go_out and not able_to_go_out(s, s.current):
        # The player would have no legal move left: "must go out" is only ever set
        # when going out is possible (§3.12.3), and every later action keeps it so.
        raise fail("save_must_go_out", player=s.current)
    if s.phase != Phase.ANSWER and not legal_actions(s):
        # Whatever else is inconsistent (say one card left and no permission to go
        # out), a live position must leave the player on turn something to do.
        raise fail("save_no_move", player=s.current, phase=s.phase)
