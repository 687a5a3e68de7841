"""Hand and Foot in the JSON save format: the ``config`` and ``state`` of a
``"game": "hand-and-foot"`` file (docs/save-format.md, "Hand and Foot").

``engine/serialize.py`` owns the file (header, parsing limits, moves, replay) and
hands these two objects to this module. Reading treats them as hostile: every
value is checked, then the position as a whole (the 270 cards once each, melds
and books in shape by the shared meld rules, feet of 13, a phase that fits), so a
loaded state is one the rules can play on.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from canasta_gui.engine.cards import (
    N_KINDS,
    RED3_KINDS,
    card_code,
    cards_of,
    codes,
    counts_of,
    make_deck,
    sort_key,
)
from canasta_gui.engine.errors import ConfigError, IllegalAction, SaveError
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.messages import SAVE_MESSAGES
from canasta_gui.engine.hand_and_foot.options import (
    DEALS,
    DECKS,
    FOOT_SIZE,
    PLAYERS,
    HandFootConfig,
    HandFootOptions,
)
from canasta_gui.engine.hand_and_foot.state import (
    PHASES,
    REASONS,
    DealResult,
    HandFootState,
    Phase,
    SideScore,
)
from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP
from canasta_gui.engine.rummy.meld_rules import COMPLETE, new_meld, rank_name
from canasta_gui.engine.rummy.melds import Meld
from canasta_gui.engine.save_checks import (
    SCORE_LIMIT,
    Places,
    card_list,
    check_score_sheet,
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
    red3_row,
    seq,
    show,
    with_out_of_play,
)

N_CARDS = 270
_PARTS = ("melded", "books", "red3s", "going_out", "hand")
_EXTRA = ("clean_books", "dirty_books", "wild_books", "foot")
_TURN = ("took_pile", "asked", "answer", "asker", "must_go_out", "resume")


def _fail(code: str, /, **params: Any) -> SaveError:
    return SaveError(code, SAVE_MESSAGES[code], **params)


def _sorted(counts: list[int]) -> list[str]:
    return codes(sorted(cards_of(counts), key=sort_key))


# -- writing -------------------------------------------------------------------------------


def config_to_json(config: HandFootConfig) -> dict[str, Any]:
    return {"players": config.players, "decks": config.decks, "options": config.options.as_dict()}


def state_to_json(s: HandFootState) -> dict[str, Any]:
    """The ``state`` object of a save of ``s``."""
    out = _state_json(s)
    if s.out_of_play:  # written only when used, as for Canasta
        out = with_out_of_play(out, s.out_of_play, after="pile")
    return out


def _state_json(s: HandFootState) -> dict[str, Any]:
    return {
        "deal": s.deal_no,
        "dealer": s.dealer,
        "phase": s.phase,
        "current": s.current,
        "stock": codes(s.stock),
        "pile": codes(s.pile),
        "turn": {
            "took_pile": s.took_pile,
            "asked": s.asked_turn,
            "answer": s.answer,
            "asker": s.asker,
            "must_go_out": s.must_go_out,
            "resume": s.resume,
        },
        "went_out": s.went_out,
        "winners": list(s.winners),
        "players": [
            {
                "hand": _sorted(s.hands[p]),
                "hand_size": s.hand_sizes[p],
                "foot": None if s.feet[p] is None else _sorted(s.feet[p]),
                "foot_played": s.foot_played[p],
                "known": _sorted(s.known[p]),
            }
            for p in range(s.config.players)
        ],
        "sides": [
            {
                "score": s.scores[i],
                "opened": s.opened[i],
                "red3s": codes(s.red3s[i]),
                "melds": [_meld_json(m) for m in s.melds[i] if m is not None],
                "books": [_meld_json(m) for m in s.books[i]],
            }
            for i in range(s.config.n_sides)
        ],
        "history": [
            {
                "deal": r.deal,
                "dealer": r.dealer,
                "went_out": r.went_out,
                "reason": r.reason,
                "sides": [{k: getattr(part, k) for k in (*_PARTS, *_EXTRA)} for part in r.sides],
            }
            for r in s.history
        ],
    }


def _meld_json(m: Meld) -> dict[str, Any]:
    return {"rank": rank_name(m.rank), "cards": codes(m.cards)}


# -- reading -------------------------------------------------------------------------------


def read_config(value: object) -> HandFootConfig:
    """The ``config`` object: 4 players, 5 decks and the option ids set explicitly."""
    cfg = obj(value, "config", (), ("players", "decks", "options"))
    integer(cfg.get("players", PLAYERS), "config.players", PLAYERS, PLAYERS)
    integer(cfg.get("decks", DECKS), "config.decks", DECKS, DECKS)
    options = option_ids(cfg)
    try:
        return HandFootConfig(HandFootOptions.build(options))
    except ConfigError as err:
        raise option_refused(err) from None


_STATE_KEYS = ("deal", "dealer", "phase", "current", "stock", "pile", "players", "sides")
_STATE_OPTIONAL = ("turn", "went_out", "winners", "history", "out_of_play", "stock_top")


def read_state(value: object, config: HandFootConfig, seed: str) -> HandFootState:
    """Build a :class:`HandFootState` from the ``state`` object of a save."""
    data = obj(value, "state", _STATE_KEYS, _STATE_OPTIONAL)
    s = object.__new__(HandFootState)
    s.config = config
    s.seed = seed
    s.deal_no = integer(data["deal"], "state.deal", 0, config.deals - 1)
    s.dealer = index(data["dealer"], "state.dealer", PLAYERS)
    s.current = index(data["current"], "state.current", PLAYERS)
    s.phase = data["phase"]
    if not isinstance(s.phase, str) or s.phase not in PHASES:
        raise fail("save_value", where="state.phase", value=show(s.phase))
    _read_players(s, seq(data["players"], "state.players", PLAYERS))
    _read_sides(s, seq(data["sides"], "state.sides", 2))
    s.pile = card_list(data["pile"], "state.pile", N_CARDS)
    for i, c in enumerate(s.pile):
        if c in RED3_KINDS:  # §4.5: red 3s are never discarded; the upcard buries 3s
            raise _fail(
                "save_hf_game",
                where=f"state.pile[{i}]",
                detail=QT_TRANSLATE_NOOP("engine", "a red 3 in the pile"),
            )
    s.out_of_play = tuple(card_list(data.get("out_of_play", []), "state.out_of_play", N_CARDS))
    placed = _placed(s)
    expected = counts_of(make_deck(DECKS))

    def check(found: list[int], only_excess: bool, stock: tuple[str, list[int]]) -> None:
        _check_cards(found, expected, only_excess, [*_places(s), stock])

    s.stock = read_stock(data, placed, expected, f"{seed}/rest-{s.deal_no}", N_CARDS, check)
    _read_turn(s, obj(data.get("turn", {}), "state.turn", (), _TURN))
    s.went_out = index(data.get("went_out"), "state.went_out", PLAYERS, allow_none=True)
    winners = seq(data.get("winners", []), "state.winners", 2)
    s.winners = tuple(index(w, f"state.winners[{i}]", 2) for i, w in enumerate(winners))
    if len(set(s.winners)) != len(s.winners):
        raise fail(
            "save_value",
            where="state.winners",
            value=QT_TRANSLATE_NOOP("engine", "a side listed twice"),
        )
    history = seq(data.get("history", []), "state.history", config.deals)
    s.history = [_read_result(h, f"state.history[{i}]") for i, h in enumerate(history)]
    _check_position(s)
    return s


def _read_players(s: HandFootState, players: list) -> None:
    if len(players) != PLAYERS:
        raise fail("save_length", where="state.players", expected=PLAYERS, got=len(players))
    s.hands, s.hand_sizes, s.feet, s.foot_played, s.known = [], [], [], [], []
    keys = ("hand_size", "foot", "foot_played", "known")
    for p, value in enumerate(players):
        where = f"state.players[{p}]"
        data = obj(value, where, ("hand",), keys)
        hand = counts_of(card_list(data["hand"], f"{where}.hand", N_CARDS))
        size = integer(data.get("hand_size", sum(hand)), f"{where}.hand_size", 0, N_CARDS)
        if size != sum(hand):
            raise fail("save_hand_size", where=f"{where}.hand_size", got=size, count=sum(hand))
        foot = data.get("foot", None)
        if foot is not None:
            foot = counts_of(card_list(foot, f"{where}.foot", N_CARDS))
            if sum(foot) != FOOT_SIZE:  # §4.3: a foot is 13 cards until it is picked up
                raise fail("save_length", where=f"{where}.foot", expected=FOOT_SIZE, got=sum(foot))
        played = flag(data.get("foot_played", False), f"{where}.foot_played")
        if played and foot is not None:
            raise _fail(
                "save_hf_game",
                where=f"{where}.foot_played",
                detail=QT_TRANSLATE_NOOP("engine", "the foot is down"),
            )
        known = counts_of(card_list(data.get("known", []), f"{where}.known", N_CARDS))
        extra = [k for k in range(N_KINDS) for _ in range(known[k] - hand[k])]
        if extra:
            shown = ", ".join(card_code(c) for c in extra[:6])
            raise fail("save_known", where=f"{where}.known", cards=shown)
        s.hands.append(hand)
        s.hand_sizes.append(size)
        s.feet.append(foot)
        s.foot_played.append(played)
        s.known.append(known)


def _read_sides(s: HandFootState, sides: list) -> None:
    if len(sides) != 2:
        raise fail("save_length", where="state.sides", expected=2, got=len(sides))
    s.scores, s.opened, s.red3s, s.melds, s.books = [], [], [], [], []
    keys = ("score", "opened", "red3s", "melds", "books")
    for i, value in enumerate(sides):
        where = f"state.sides[{i}]"
        data = obj(value, where, (), keys)
        s.scores.append(integer(data.get("score", 0), f"{where}.score", -SCORE_LIMIT, SCORE_LIMIT))
        s.red3s.append(red3_row(data.get("red3s", []), f"{where}.red3s", N_CARDS))
        row: list[Meld | None] = [None] * 14
        for j, m in enumerate(seq(data.get("melds", []), f"{where}.melds", 14)):
            meld = _read_meld(m, f"{where}.melds[{j}]", s.config, book=False)
            if row[meld.rank] is not None:  # §4.6.6: one open meld per rank
                raise fail("save_meld_twice", where=f"{where}.melds", rank=rank_name(meld.rank))
            row[meld.rank] = meld
        s.melds.append(row)
        books = seq(data.get("books", []), f"{where}.books", N_CARDS // COMPLETE)
        s.books.append(
            tuple(_read_meld(b, f"{where}.books[{j}]", s.config, True) for j, b in enumerate(books))
        )
        count = sum(1 for m in row if m is not None) + len(s.books[i])
        opened = flag(data.get("opened", count > 0), f"{where}.opened")
        if opened != (count > 0):  # a side has opened exactly when it has cards down (§4.7)
            raise fail("save_opened", where=f"{where}.opened", got=str(opened).lower(), count=count)
        s.opened.append(opened)


def _read_meld(value: object, where: str, config: HandFootConfig, book: bool) -> Meld:
    data = obj(value, where, ("rank", "cards"))
    code = data["rank"]
    if not isinstance(code, str):
        raise fail("save_value", where=f"{where}.rank", value=show(code))
    cards = tuple(card_list(data["cards"], f"{where}.cards", COMPLETE + 1))
    try:
        meld = new_meld(config.meld_rules, cards)  # the shared shape rules (§4.6)
    except IllegalAction as err:
        raise fail("save_meld", where=where, reason=err.text()) from None
    if rank_name(meld.rank).upper() != code.strip().upper():
        raise fail("save_meld_rank", where=where, rank=code[:10], card=card_code(cards[0]))
    if book != (meld.size == COMPLETE):
        detail = "a book holds 7 cards" if book else "an open meld of 7 cards is a book"
        raise _fail("save_hf_game", where=where, detail=detail)
    return meld


def _read_turn(s: HandFootState, turn: dict) -> None:
    s.took_pile = flag(turn.get("took_pile", False), "state.turn.took_pile")
    s.asked_turn = flag(turn.get("asked", False), "state.turn.asked")
    answer = turn.get("answer")
    s.answer = None if answer is None else flag(answer, "state.turn.answer")
    s.asker = integer(turn.get("asker", -1), "state.turn.asker", -1, PLAYERS - 1)
    s.must_go_out = flag(turn.get("must_go_out", False), "state.turn.must_go_out")
    s.resume = turn.get("resume", Phase.DRAW)
    if s.resume not in (Phase.DRAW, Phase.PLAY):
        raise fail("save_value", where="state.turn.resume", value=show(s.resume))


def _read_result(value: object, where: str) -> DealResult:
    data = obj(value, where, ("deal", "dealer", "went_out", "reason", "sides"))
    reason = data["reason"]
    if not isinstance(reason, str) or reason not in REASONS:
        raise fail("save_value", where=f"{where}.reason", value=show(reason))
    sides = seq(data["sides"], f"{where}.sides", 2)
    if len(sides) != 2:
        raise fail("save_length", where=f"{where}.sides", expected=2, got=len(sides))
    parts = []
    for i, side in enumerate(sides):
        at = f"{where}.sides[{i}]"
        part = obj(side, at, _PARTS, _EXTRA)
        values = [integer(part[k], f"{at}.{k}", -SCORE_LIMIT, SCORE_LIMIT) for k in _PARTS]
        extra = [integer(part.get(k, 0), f"{at}.{k}", 0, SCORE_LIMIT) for k in _EXTRA]
        parts.append(SideScore(*values, *extra))
    return DealResult(
        integer(data["deal"], f"{where}.deal", 0, DEALS - 1),
        index(data["dealer"], f"{where}.dealer", PLAYERS),
        index(data["went_out"], f"{where}.went_out", PLAYERS, allow_none=True),
        reason,
        tuple(parts),
    )


# -- whole-position checks -----------------------------------------------------------------


def _placed(s: HandFootState) -> list[int]:
    placed = counts_of([*s.pile, *s.out_of_play])
    for row in (*s.hands, *(f for f in s.feet if f is not None)):
        placed = [a + b for a, b in zip(placed, row, strict=True)]
    for side in range(2):
        for c in s.red3s[side]:
            placed[c] += 1
        for m in (*(m for m in s.melds[side] if m is not None), *s.books[side]):
            for c in m.cards:
                placed[c] += 1
    return placed


def _places(s: HandFootState) -> list[tuple[str, Sequence[int]]]:
    """Each field of the position with its cards, for the card-count message."""
    out: list[tuple[str, Sequence[int]]] = [("state.pile", s.pile)]
    out.append(("state.out_of_play", s.out_of_play))
    for p in range(PLAYERS):
        out.append((f"state.players[{p}].hand", cards_of(s.hands[p])))
        out.append((f"state.players[{p}].foot", cards_of(s.feet[p] or [0] * N_KINDS)))
    for i in range(2):
        out.append((f"state.sides[{i}].red3s", s.red3s[i]))
        melds = [c for m in s.melds[i] if m is not None for c in m.cards]
        out.append((f"state.sides[{i}].melds", melds))
        out.append((f"state.sides[{i}].books", [c for m in s.books[i] for c in m.cards]))
    return out


def _check_cards(
    found: list[int], expected: list[int], only_excess: bool = False, places: Places = ()
) -> None:
    """Every card of the five decks exactly once (docs/rules.md §4.1)."""
    problems = count_problems(found, expected, only_excess, places)
    if problems:
        details = listing(problems)
        raise fail("save_card_count", decks=DECKS, total=N_CARDS, details=details)


def _check_position(s: HandFootState) -> None:
    """What the rules make impossible (docs/rules.md §4.3-§4.13)."""
    scored = s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    last = s.config.deals - 1  # §4.13: 4 deals, or OPT-HF-DEALS
    if s.phase == Phase.GAME_OVER and s.deal_no != last:
        raise fail(
            "save_game_state",
            details=QT_TRANSLATE_NOOP("engine", "a game is over after its last deal"),
        )
    check_score_sheet(  # the same sheet rules as Canasta's, hand-written positions included
        s.history,
        deal_no=s.deal_no,
        dealer=s.dealer,
        players=PLAYERS,
        phase=s.phase,
        scored=scored,
        over=s.phase == Phase.GAME_OVER,
        went_out=s.went_out,
        winners=s.winners,
        partial=True,
    )
    if s.phase == Phase.GAME_OVER:
        best = max(s.scores)
        if s.winners != tuple(i for i in range(2) if s.scores[i] == best):
            raise fail(
                "save_game_state",
                details=QT_TRANSLATE_NOOP("engine", "the winners do not fit the scores"),
            )
        return
    if s.phase == Phase.DEAL_OVER:
        if s.deal_no == last:
            raise fail(
                "save_game_state",
                details=QT_TRANSLATE_NOOP("engine", "the game is over after its last deal"),
            )
        return
    for p in range(PLAYERS):
        if s.hand_sizes[p] == 0:
            raise fail("save_empty_hand", player=p)  # the foot or going out follows at once
    in_turn = s.asker if s.phase == Phase.ANSWER else s.current
    hand = s.hands[in_turn]
    after_draw = s.phase == Phase.PLAY or (s.phase == Phase.ANSWER and s.resume == Phase.PLAY)
    if after_draw and (hand[RED3_KINDS[0]] or hand[RED3_KINDS[1]]):
        # §4.4 step 2: a red 3 in hand waits only until its owner's first replenish.
        raise fail("save_red3_in_hand", where=f"state.players[{in_turn}].hand", card="3")
    if s.phase == Phase.ANSWER and s.config.partner_of(s.current) != s.asker:
        raise fail("save_answer", asker=s.asker, player=s.current)
    if s.answer is not None and (s.asker != s.current or not s.asked_turn):
        raise fail(
            "save_answer_state",
            details=QT_TRANSLATE_NOOP("engine", "only the asker, on turn, holds an answer"),
        )
    if s.must_go_out and (s.config.permission_required or s.answer is not True):
        raise fail(
            "save_answer_state",
            details=QT_TRANSLATE_NOOP("engine", "only an OPTIONAL yes obliges the player"),
        )
    if s.phase == Phase.DRAW and (s.took_pile or s.must_go_out):
        raise fail(
            "save_turn",
            field="state.turn",
            value=QT_TRANSLATE_NOOP("engine", "a move made before the draw"),
        )
    if s.phase != Phase.ANSWER and not legal_actions(s):
        raise fail("save_no_move", player=s.current, phase=s.phase)
