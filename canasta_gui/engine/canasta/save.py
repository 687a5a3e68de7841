"""Reading and checking a Canasta position in a save (docs/save-format.md).

The ``config`` and ``state`` objects of a Canasta save, read with the shared typed
readers of ``engine/save_checks.py``; the position as a whole is then checked against
the decks and the rules, so a loaded state is one the engine can play from.
"""

from __future__ import annotations

from collections.abc import Sequence

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
)
from canasta_gui.engine.errors import ConfigError, msg
from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP
from canasta_gui.engine.rummy.melds import Meld
from canasta_gui.engine.save_checks import (
    MAX_DEALS,
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
)

PHASES = tuple(v for k, v in vars(Phase).items() if not k.startswith("_"))
REASONS = ("out", "stock_out", "last_red3", "stock_end")

# -- configuration -------------------------------------------------------------------------


def read_config(value: object) -> CanastaConfig:
    """The ``config`` object: players, decks and the option ids set explicitly."""
    cfg = obj(value, "config", ("players", "decks"), ("options",))
    players = integer(cfg["players"], "config.players", 2, 6)
    decks = integer(cfg["decks"], "config.decks", 2, 3)
    options = option_ids(cfg)
    try:
        built = CanastaOptions.build(options)
        return CanastaConfig(players, decks, built)
    except ConfigError as err:
        if err.code == "bad_config":
            raise fail("save_config", detail=err.text()) from None
        raise option_refused(err) from None


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
