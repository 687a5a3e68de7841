"""Cassino in the JSON save format: the ``config`` and ``state`` of a ``"game": "cassino"`` file.

``engine/serialize.py`` owns the file (header, parsing limits, moves, replay) and
hands these two objects to this module. Reading treats them as hostile, like the
Canasta reader (``canasta/save.py``): every value is checked, then the position as
a whole (the 52 cards once each, valid builds with distinct values, owners who
can still capture their builds), so a loaded state is one the rules can play on.
The layout is described in ``docs/save-format.md`` ("Cassino").
"""

from __future__ import annotations

from typing import Any

from canasta_gui.engine.cards import card_code, cards_of, codes, counts_of
from canasta_gui.engine.cassino.captures import splits_into
from canasta_gui.engine.cassino.messages import SAVE_MESSAGES
from canasta_gui.engine.cassino.options import CassinoConfig, CassinoOptions
from canasta_gui.engine.cassino.state import (
    HAND_SIZE,
    CaptureRecord,
    CassinoState,
    Phase,
    RoundResult,
    RoundScore,
    TableBuild,
)
from canasta_gui.engine.cassino.values import MAX_SUM, VALUE, value_name
from canasta_gui.engine.errors import ConfigError, SaveError
from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP
from canasta_gui.engine.save_checks import (
    MAX_DEALS,
    SCORE_LIMIT,
    Places,
    card_list,
    count_problems,
    fail,
    flag,
    index,
    integer,
    listing,
    obj,
    option_ids,
    option_refused,
    read_stock,
    seq,
    show,
    with_out_of_play,
)

PHASES = (Phase.PLAY, Phase.ROUND_OVER, Phase.GAME_OVER)
_SCORE_PARTS = (
    "card_count",
    "spade_count",
    "cards",
    "spades",
    "big_casino",
    "little_casino",
    "aces",
    "sweeps",
)


def _fail(code: str, /, **params: Any) -> SaveError:
    """A :class:`SaveError` with Cassino's own template for ``code``."""
    return SaveError(code, SAVE_MESSAGES[code], **params)


def _cards(value: object, where: str, limit: int) -> list[int]:
    """Card codes of the one 52-card deck: Cassino has no jokers (docs/rules.md §5.1)."""
    out = card_list(value, where, limit)
    for i, k in enumerate(out):
        if k >= 52:
            raise fail("save_card", where=f"{where}[{i}]", card=show(card_code(k)))
    return out


# -- writing -------------------------------------------------------------------------------


def config_to_json(config: CassinoConfig) -> dict[str, Any]:
    return {"players": config.players, "options": config.options.as_dict()}


def state_to_json(s: CassinoState) -> dict[str, Any]:
    """The ``state`` object of a save of ``s``."""
    out = _state_json(s)
    if s.out_of_play:  # written only when used, as for Canasta
        out = with_out_of_play(out, s.out_of_play, after="stock")
    return out


def _state_json(s: CassinoState) -> dict[str, Any]:
    return {
        "round": s.round_no,
        "dealer": s.dealer,
        "phase": s.phase,
        "current": s.current,
        "stock": codes(s.stock),
        "loose": codes(s.loose),
        "builds": [
            {"cards": codes(b.cards), "value": b.value, "kind": b.kind, "owner": b.owner}
            for b in s.builds
        ],
        "players": [{"hand": codes(h)} for h in s.hands],
        "sides": [
            {"score": s.scores[i], "captured": codes(s.captured[i])}
            for i in range(s.config.n_sides)
        ],
        "captures": [
            {
                "player": r.player,
                "card": card_code(r.card),
                "taken": codes(r.taken),
                "sweep": r.sweep,
            }
            for r in s.log
        ],
        "last_captor": s.last_captor,
        "discarded": codes(s.discarded),
        "history": [
            {
                "round": r.round,
                "dealer": r.dealer,
                "leftovers_to": r.leftovers_to,
                "sides": [{k: getattr(p, k) for k in _SCORE_PARTS} for p in r.sides],
            }
            for r in s.history
        ],
        "winners": list(s.winners),
    }


# -- reading -------------------------------------------------------------------------------


def read_config(value: object) -> CassinoConfig:
    """The ``config`` object: players and the option ids set explicitly."""
    cfg = obj(value, "config", ("players",), ("options",))
    players = integer(cfg["players"], "config.players", 2, 4)
    options = option_ids(cfg)
    try:
        return CassinoConfig(players, CassinoOptions.build(options))
    except ConfigError as err:
        raise option_refused(err) from None


_STATE_KEYS = ("round", "dealer", "phase", "current", "stock", "loose", "players", "sides")
_STATE_OPTIONAL = (
    "builds",
    "captures",
    "last_captor",
    "discarded",
    "history",
    "winners",
    "out_of_play",
    "stock_top",
)


def read_state(value: object, config: CassinoConfig, seed: str) -> CassinoState:
    """Build a :class:`CassinoState` from the ``state`` object of a save."""
    data = obj(value, "state", _STATE_KEYS, _STATE_OPTIONAL)
    n, n_sides = config.players, config.n_sides
    s = object.__new__(CassinoState)
    s.config = config
    s.seed = seed
    s.round_no = integer(data["round"], "state.round", 0, MAX_DEALS)
    s.dealer = index(data["dealer"], "state.dealer", n)
    s.current = index(data["current"], "state.current", n)
    s.phase = data["phase"]
    if not isinstance(s.phase, str) or s.phase not in PHASES:
        raise fail("save_value", where="state.phase", value=show(s.phase))
    players = seq(data["players"], "state.players", 4)
    if len(players) != n:
        raise fail("save_length", where="state.players", expected=n, got=len(players))
    s.hands = []
    for p, entry in enumerate(players):
        hand = obj(entry, f"state.players[{p}]", ("hand",))["hand"]
        s.hands.append(sorted(_cards(hand, f"state.players[{p}].hand", HAND_SIZE)))
    sides = seq(data["sides"], "state.sides", 4)
    if len(sides) != n_sides:
        raise fail("save_length", where="state.sides", expected=n_sides, got=len(sides))
    s.scores, s.captured = [], []
    for i, entry in enumerate(sides):
        where = f"state.sides[{i}]"
        side = obj(entry, where, (), ("score", "captured"))
        s.scores.append(integer(side.get("score", 0), f"{where}.score", 0, SCORE_LIMIT))
        s.captured.append(_cards(side.get("captured", []), f"{where}.captured", 52))
    s.loose = _cards(data["loose"], "state.loose", 52)
    s.builds = _read_builds(data.get("builds", []), config)
    s.discarded = _cards(data.get("discarded", []), "state.discarded", 52)
    placed = [*(c for h in s.hands for c in h), *s.loose, *(c for b in s.builds for c in b.cards)]
    s.out_of_play = tuple(_cards(data.get("out_of_play", []), "state.out_of_play", 52))
    placed += [*(c for p in s.captured for c in p), *s.discarded, *s.out_of_play]
    if data["stock"] != "rest":
        _cards(data["stock"], "state.stock", 52)  # no joker, checked before it is counted
    _cards(data.get("stock_top", []), "state.stock_top", 52)

    def check(found: list[int], only_excess: bool, stock: tuple[str, list[int]]) -> None:
        places = [(f"state.players[{p}].hand", h) for p, h in enumerate(s.hands)]
        places += [
            ("state.loose", s.loose),
            ("state.builds", [c for b in s.builds for c in b.cards]),
        ]
        places += [(f"state.sides[{i}].captured", cap) for i, cap in enumerate(s.captured)]
        places += [("state.discarded", s.discarded), ("state.out_of_play", s.out_of_play), stock]
        _check_cards(cards_of(found), only_excess, places)

    deck = counts_of(range(52))
    # The loader's "rest" is shuffled by the game's seeded generator (docs/rules.md §1.5).
    s.stock = read_stock(data, counts_of(placed), deck, f"{seed}/rest-{s.round_no}", 52, check)
    s.log = _read_log(data.get("captures", []), s)
    last = s.log[-1].player if s.log else None
    s.last_captor = index(data.get("last_captor", last), "state.last_captor", n, allow_none=True)
    history = seq(data.get("history", []), "state.history", MAX_DEALS + 1)
    s.history = [_read_result(h, f"state.history[{i}]", config) for i, h in enumerate(history)]
    winners = seq(data.get("winners", []), "state.winners", n_sides)
    s.winners = tuple(index(w, f"state.winners[{i}]", n_sides) for i, w in enumerate(winners))
    if len(set(s.winners)) != len(s.winners):
        raise fail(
            "save_value",
            where="state.winners",
            value=QT_TRANSLATE_NOOP("engine", "a side listed twice"),
        )
    _check_position(s)
    return s


def _read_builds(value: object, config: CassinoConfig) -> list[TableBuild]:
    out: list[TableBuild] = []
    for i, entry in enumerate(seq(value, "state.builds", 13)):
        where = f"state.builds[{i}]"
        data = obj(entry, where, ("cards", "value", "kind", "owner"))
        cards = tuple(_cards(data["cards"], f"{where}.cards", 52))
        v = integer(data["value"], f"{where}.value", 1, 13)
        kind = data["kind"]
        if kind not in ("single", "multiple"):
            raise fail("save_value", where=f"{where}.kind", value=show(kind))
        owner = index(data["owner"], f"{where}.owner", config.players)
        reason = _build_problem(cards, v, kind == "multiple", config)
        if reason:
            raise _fail("save_cas_build", where=where, reason=reason)
        if any(b.value == v for b in out):
            raise _fail("save_cas_build_twice", value=value_name(v))
        out.append(TableBuild(cards, v, kind == "multiple", owner))
    return out


def _build_problem(cards: tuple[int, ...], v: int, multiple: bool, config: CassinoConfig) -> str:
    """Why ``cards`` cannot be a build of ``v`` of that kind (docs/rules.md §5.5, §5.7), or
    ``""``."""
    if len(cards) < 2:
        return "a build holds at least two cards."
    if v > MAX_SUM:
        if not config.face_pair:
            return "face cards can never be part of a build under these rules."
        if not multiple or any(VALUE[c] != v for c in cards):
            return f"a build of {value_name(v)}s holds {value_name(v)}s only and is multiple."
        return ""
    values = [VALUE[c] for c in cards]
    if any(x > MAX_SUM for x in values):
        return "face cards can never be part of a build."
    if not splits_into(values, v):
        return f"its cards do not make groups worth {v}."
    if multiple != (sum(values) > v):
        return "a single build is one group worth its value, a multiple build several."
    return ""


def _read_log(value: object, s: CassinoState) -> list[CaptureRecord]:
    out = []
    for i, entry in enumerate(seq(value, "state.captures", 52)):
        where = f"state.captures[{i}]"
        data = obj(entry, where, ("player", "card", "taken"), ("sweep",))
        player = index(data["player"], f"{where}.player", s.config.players)
        card = _cards([data["card"]], f"{where}.card", 1)[0]
        taken = tuple(_cards(data["taken"], f"{where}.taken", 51))
        sweep = flag(data.get("sweep", False), f"{where}.sweep")
        pile = set(s.captured[s.config.side_of[player]])
        if card not in pile or not pile.issuperset(taken):
            raise fail(
                "save_value",
                where=where,
                value=QT_TRANSLATE_NOOP("engine", "cards not in the captor's pile"),
            )
        out.append(CaptureRecord(player, card, taken, sweep))
    return out


def _read_result(value: object, where: str, config: CassinoConfig) -> RoundResult:
    data = obj(value, where, ("round", "dealer", "leftovers_to", "sides"))
    sides = seq(data["sides"], f"{where}.sides", 4)
    if len(sides) != config.n_sides:
        raise fail("save_length", where=f"{where}.sides", expected=config.n_sides, got=len(sides))
    parts = []
    for i, side in enumerate(sides):
        at = f"{where}.sides[{i}]"
        part = obj(side, at, _SCORE_PARTS)
        parts.append(RoundScore(*(integer(part[k], f"{at}.{k}", 0, 52) for k in _SCORE_PARTS)))
    return RoundResult(
        integer(data["round"], f"{where}.round", 0, MAX_DEALS),
        index(data["dealer"], f"{where}.dealer", config.players),
        index(data["leftovers_to"], f"{where}.leftovers_to", config.n_sides, allow_none=True),
        tuple(parts),
    )


def _check_sheet(s: CassinoState) -> None:
    """The score sheet holds one row per finished round, in order, each with the dealer the
    rotation gives (§5.3); like Canasta's, a hand-written one may leave out the first rows.
    The row of a finished round is checked by ``_check_position``."""
    last = s.round_no if s.phase != Phase.PLAY else s.round_no - 1
    first = last + 1 - len(s.history)
    if first < 0:
        where = "state.history"
        raise fail("save_sheet", where=where, got=f"{len(s.history)} rows", expected=last + 1)
    for i, row in enumerate(s.history):
        where = f"state.history[{i}]"
        if row.round != first + i:
            raise fail("save_sheet", where=f"{where}.round", got=row.round, expected=first + i)
        dealer = (s.dealer - (s.round_no - row.round)) % s.config.players
        if row.dealer != dealer:
            raise fail("save_sheet", where=f"{where}.dealer", got=row.dealer, expected=dealer)


def _check_cards(cards: list[int], only_excess: bool = False, places: Places = ()) -> None:
    """docs/rules.md §5.1: each card of the one deck exactly once (none missing, none extra)."""
    counts = [0] * 52
    for c in cards:
        counts[c] += 1
    problems = count_problems(counts, [1] * 52, only_excess, places)
    if problems:
        details = listing(problems)
        raise fail("save_card_count", decks=1, total=52, details=details)


def _check_position(s: CassinoState) -> None:
    """What the rules make impossible in the saved phase."""
    _check_sheet(s)
    if s.phase == Phase.PLAY:
        if s.winners:
            raise _fail(
                "save_cas_round_state",
                phase=s.phase,
                details=QT_TRANSLATE_NOOP("engine", "the game has winners"),
            )
        if not s.hands[s.current]:
            raise fail("save_empty_hand", player=s.current)
        for b in s.builds:
            # §5.7.5: an owner always keeps a card of the build's value; without it
            # the owner could be left with no legal play.
            if not any(VALUE[c] == b.value for c in s.hands[b.owner]):
                raise _fail("save_cas_owner", player=b.owner, value=value_name(b.value))
        unit = HAND_SIZE * s.config.players
        if len(s.stock) % unit:  # §5.3: the deals of a round empty the stock exactly
            raise _fail("save_cas_stock", got=len(s.stock), unit=unit, players=s.config.players)
        return
    if any(s.hands) or s.stock or s.loose or s.builds:
        raise _fail(
            "save_cas_round_state",
            phase=s.phase,
            details=QT_TRANSLATE_NOOP("engine", "cards are still in play"),
        )
    if not s.history or s.history[-1].round != s.round_no:
        details = f"round {s.round_no} has no row on the score sheet"
        raise _fail("save_cas_round_state", phase=s.phase, details=details)
    if (s.phase == Phase.GAME_OVER) != bool(s.winners):
        details = "the game is over without winners" if not s.winners else "winners mid-game"
        raise _fail("save_cas_round_state", phase=s.phase, details=details)
