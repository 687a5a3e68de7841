"""Invariants of the Canasta engine under random play (docs/rules.md §1.5, §3, §6).

Every test here plays whole deals with a seeded ``random.Random`` that picks among
``state.legal_actions()``, in every configuration of docs/rules.md §3.1 and with option sets drawn
from ``OPTION_SPECS`` (each ``OPT-CAN-*`` option independently) on top of a named preset.
``OPT-DEAL-LIMIT`` is kept small so a game is over after one to three deals.

Hypothesis draws the configuration, the options and the seeds; the conftest profile decides
whether it explores (``dev``) or replays a fixed set of examples (``ci``). A failure prints the
drawn :class:`Setup`, and the step and action where the invariant broke.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta import rules
from canasta_gui.engine.canasta.legal import all_legal_actions
from canasta_gui.engine.canasta.options import (
    CONFIGURATIONS,
    OPTION_SPECS,
    PRESETS,
    CanastaConfig,
)
from canasta_gui.engine.canasta.scoring import score_deal
from canasta_gui.engine.canasta.state import (
    CanastaState,
    Observation,
    Phase,
    freezes,
    new_game,
)
from canasta_gui.engine.cards import (
    BLACK3_KINDS,
    JOKER,
    N_KINDS,
    RED3_KINDS,
    TWO,
    counts_of,
    make_deck,
    parse_card,
)
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.rummy.melds import Meld as TableMeld

# -- drawing set-ups ----------------------------------------------------------------------

ALL_CONFIGS = sorted(CONFIGURATIONS)
TWO_DECK_CONFIGS = [c for c in ALL_CONFIGS if c[1] == 2]
CAN_OPTIONS = {k: vals for k, (vals, _default) in OPTION_SPECS.items() if k.startswith("OPT-CAN-")}

#: A deal can never need this many actions (docs/rules.md §1.5 "Termination": every turn draws
#: from the stock or puts a card on the table for good, so a deal has fewer than
#: 162 + 162 turns of at most a few actions each).
MAX_ACTIONS_PER_DEAL = 2000

#: OPT-DEAL-LIMIT values that keep a random game short.
SMALL_DEAL_LIMIT = st.integers(1, 3)


class Setup(NamedTuple):
    """Everything that decides one random game; printed by hypothesis on failure."""

    players: int
    decks: int
    preset: str
    options: dict[str, str]
    seed: int  # the game's seed (shuffles, first dealer)
    choice_seed: int  # the random player's seed

    def config(self) -> CanastaConfig:
        return CanastaConfig.make(self.players, self.decks, self.options, preset=self.preset)

    def new(self) -> CanastaState:
        return new_game(self.config(), self.seed)

    def rng(self) -> random.Random:
        return random.Random(self.choice_seed)


@st.composite
def setups(
    draw: Callable[[Any], Any],
    configs: list[tuple[int, int]] = ALL_CONFIGS,
    deal_limit: st.SearchStrategy[int | None] = SMALL_DEAL_LIMIT,
) -> Setup:
    """A configuration, a preset, independently drawn OPT-CAN-* values, a deal limit, seeds."""
    players, decks = draw(st.sampled_from(configs))
    preset = draw(st.sampled_from(sorted(PRESETS)))
    options = draw(
        st.fixed_dictionaries(
            {}, optional={k: st.sampled_from(v) for k, v in sorted(CAN_OPTIONS.items())}
        )
    )
    limit = draw(deal_limit)
    if limit is not None:
        options["OPT-DEAL-LIMIT"] = str(limit)
    seed = draw(st.integers(0, 2**32 - 1))
    choice_seed = draw(st.integers(0, 2**32 - 1))
    return Setup(players, decks, preset, options, seed, choice_seed)


# -- helpers ------------------------------------------------------------------------------


def card_value(card: int) -> int:
    """docs/rules.md §2.2, written out again so scoring is checked against the spec, not itself."""
    if card == JOKER:
        return 50
    rank = card >> 2
    if rank == TWO or rank == 12:  # 2 or A
        return 20
    if rank >= 6:  # 8 … K
        return 10
    if rank >= 2:  # 4 … 7
        return 5
    return 0 if card in RED3_KINDS else 5  # black 3: 5; red 3: bonus only


def kind_of(rank: str, suit: str) -> int:
    return parse_card(rank + suit)


def is_wild(card: int) -> bool:
    return card == JOKER or card >> 2 == TWO


def expected_red3(config: CanastaConfig, n: int) -> int:
    """docs/rules.md §3.14 R, before the no-meld sign: never 1,200 for four red 3s (§7.8)."""
    if config.decks == 2:
        return 800 if n == 4 else 100 * n
    if config.opt("OPT-CAN-RED3-BONUS-3DECK") == "SCALED":
        return {5: 1000, 6: 1200}.get(n, 100 * n)
    if config.opt("OPT-CAN-RED3-BONUS-3DECK") == "DOUBLE-FROM-FOUR":
        return 200 * n if n >= 4 else 100 * n  # S0: four red 3s 800 whatever the decks
    return 100 * n


def side_melds(s: CanastaState, side: int) -> list[TableMeld]:
    return [m for m in s.melds[side] if m is not None]


def table_count(s: CanastaState) -> int:
    """Cards that have left the hands and the stock for good: melds and red 3s (§3.7.6)."""
    n = sum(len(r) for r in s.red3s)
    return n + sum(m.size for side in s.melds for m in side if m is not None)


def where_counts(s: CanastaState) -> list[int]:
    """Count of every card kind over hands, stock, pile, melds and red-3 areas."""
    out = [0] * N_KINDS
    for hand in s.hands:
        for k, n in enumerate(hand):
            out[k] += n
    for pile in (s.stock, s.pile, *s.red3s):
        for c in pile:
            out[c] += 1
    for side in s.melds:
        for m in side:
            if m is not None:
                for c in m.cards:
                    out[c] += 1
    return out


_SCALARS = (int, bool, str, float, type(None))


def _freeze(value: Any) -> Any:
    """A deep, comparable copy: containers become tagged tuples, melds their contents."""
    kind = type(value)
    if kind is list or kind is tuple:
        if all(type(v) in _SCALARS for v in value):
            return (kind.__name__, tuple(value))
        return (kind.__name__, tuple(_freeze(v) for v in value))
    if kind is dict:
        return ("dict", tuple(sorted((k, _freeze(v)) for k, v in value.items())))
    if kind is TableMeld:
        return ("Meld", value.rank, value.cards, value.naturals, value.wilds, value.value)
    return value


_UNSET = object()


#: Slots typed (state.py) as flat lists of scalars, and as lists of such rows: copied fast.
_FLAT_SLOTS = frozenset(
    {"hand_sizes", "stock", "pile", "opened", "scores", "has_melded", "asked_deal", "winners"}
)
_ROW_SLOTS = frozenset({"hands", "known", "red3s"})


def snapshot(s: CanastaState) -> dict[str, Any]:
    """Every ``__slots__`` value, deep-copied into comparable tuples."""
    out: dict[str, Any] = {}
    for name in CanastaState.__slots__:
        value = getattr(s, name, _UNSET)
        kind = type(value)
        if name in _FLAT_SLOTS and (kind is list or kind is tuple):
            out[name] = (kind.__name__, tuple(value))
        elif name in _ROW_SLOTS and kind is list:
            out[name] = ("list", tuple((type(r).__name__, tuple(r)) for r in value))
        else:
            out[name] = _freeze(value)
    return out


def snapshot_diff(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    return [k for k in a if a[k] != b[k]]


def hand_of(s: CanastaState, p: int) -> list[int]:
    return [k for k, n in enumerate(s.hands[p]) for _ in range(n)]


def describe(setup: Setup, step: int, action: Any) -> str:
    return f"{setup!r}, step {step}, action {action!r}"


def play(
    setup: Setup,
    on_step: Callable[[CanastaState, int, Any, list], None] | None = None,
    state: CanastaState | None = None,
    max_actions: int | None = None,
) -> CanastaState:
    """Random play until the game is over; ``on_step`` sees the state after each action."""
    s = setup.new() if state is None else state
    rng = setup.rng()
    limit = s.config.deal_limit or 1
    cap = max_actions if max_actions is not None else MAX_ACTIONS_PER_DEAL * limit
    step = 0
    while not s.is_terminal():
        actions = s.legal_actions()
        assert actions, f"no legal action in phase {s.phase}: {describe(setup, step, None)}"
        action = rng.choice(actions)
        events = s.apply(action)
        step += 1
        if on_step is not None:
            on_step(s, step, action, events)
        assert step < cap, f"the game did not end within {cap} actions: {setup!r}"
    return s


# -- 1. every card is accounted for -------------------------------------------------------


def check_cards(s: CanastaState, where: str) -> None:
    cfg = s.config
    assert s.card_total() == cfg.n_cards == 54 * cfg.decks, where
    assert where_counts(s) == counts_of(make_deck(cfg.decks)), where
    for p in range(cfg.players):
        assert min(s.hands[p]) >= 0, where
        assert s.hand_sizes[p] == sum(s.hands[p]), where
        # §3.7.9: red 3s are never kept in hand.
        assert s.hands[p][RED3_KINDS[0]] == s.hands[p][RED3_KINDS[1]] == 0, where
    for red3s in s.red3s:
        assert all(c in RED3_KINDS for c in red3s), where


@settings(max_examples=25)
@given(setups())
def test_every_card_is_accounted_for_after_every_action(setup: Setup) -> None:
    """docs/rules.md §3.2: 108 or 162 cards, each exactly once in a hand, the stock, the pile, a
    meld or a red-3 area, after every action (and §3.7.9: never a red 3 in a hand)."""
    s = setup.new()
    check_cards(s, f"{setup!r}, after the deal")

    def on_step(s: CanastaState, step: int, action: Any, _events: list) -> None:
        check_cards(s, describe(setup, step, action))

    play(setup, on_step, state=s)


# -- 2. scores ----------------------------------------------------------------------------


class ConcealTracker:
    """Who melded or laid off in an earlier turn of this deal (docs/rules.md §3.12.4)."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.reset()

    def reset(self) -> None:
        self.melded_before = [False] * self.players
        self.put_down_this_turn = False
        self.took_pile_this_turn = False

    def before(self, s: CanastaState, action: Any) -> None:
        if isinstance(action, act.NextDeal):
            return
        if isinstance(action, act.DrawStock | act.TakePile):
            self.put_down_this_turn = False
            self.took_pile_this_turn = False
        if isinstance(action, act.Meld | act.TakePile):
            self.put_down_this_turn = True
        if isinstance(action, act.TakePile):
            self.took_pile_this_turn = True

    def after(self, s: CanastaState, player: int, action: Any) -> None:
        if isinstance(action, act.NextDeal):
            self.reset()
        elif isinstance(action, act.Discard) and self.put_down_this_turn:
            self.melded_before[player] = True

    def concealed(self, s: CanastaState, player: int) -> bool:
        forbidden = s.config.opt("OPT-CAN-CONCEALED-WITH-PILE") == "FORBIDDEN"
        if s.config.opt("OPT-CAN-CONCEALED-BONUS") == "PARTNERSHIPS" and s.config.players < 4:
            return False  # S0: the concealed bonus is for team games only
        return not self.melded_before[player] and not (self.took_pile_this_turn and forbidden)


def check_deal_score(s: CanastaState, tracker: ConcealTracker, where: str) -> None:
    """Recompute the last deal's M, C, R, G and H from the end-of-deal position (§3.14)."""
    cfg = s.config
    result = s.history[-1]
    assert len(result.sides) == cfg.n_sides, where
    for side, part in enumerate(result.sides):
        melds = side_melds(s, side)
        melded = sum(card_value(c) for m in melds for c in m.cards)
        natural = sum(1 for m in melds if m.size >= 7 and not any(is_wild(c) for c in m.cards))
        mixed = sum(1 for m in melds if m.size >= 7 and any(is_wild(c) for c in m.cards))
        red3 = expected_red3(cfg, len(s.red3s[side]))
        if not melds:
            red3 = -red3
        going_out = 0
        if result.went_out is not None and cfg.side_of[result.went_out] == side:
            going_out = 200 if tracker.concealed(s, result.went_out) else 100
        hand = sum(
            card_value(c)
            for p in range(cfg.players)
            if cfg.side_of[p] == side
            for c in hand_of(s, p)
        )
        got = (part.melded, part.canastas, part.red3s, part.going_out, part.hand)
        want = (melded, 500 * natural + 300 * mixed, red3, going_out, hand)
        assert got == want, f"side {side}: (M, C, R, G, H) {got} != {want}; {where}"
        assert (part.natural_canastas, part.mixed_canastas) == (natural, mixed), where
        assert part.total == melded + part.canastas + red3 + going_out - hand, where
        for value in (*got, part.total):
            assert value % 5 == 0, f"side {side}: {got} not all multiples of 5; {where}"
    if result.went_out is not None:
        assert s.hand_sizes[result.went_out] == 0, where  # §3.12.1: going out empties the hand
        assert result.reason == "out", where


@settings(max_examples=30)
@given(setups())
def test_scores_are_multiples_of_5_and_add_up(setup: Setup) -> None:
    """docs/rules.md §3.14: each deal scores M + C + R + G − H per side (every part recomputed
    here from the final position, G with §3.12.4 concealment tracked independently), all
    multiples of 5; §3.15: the cumulative score is the sum of the deal totals."""
    s = setup.new()
    tracker = ConcealTracker(setup.players)
    rng = setup.rng()
    step = 0
    while not s.is_terminal():
        action = rng.choice(s.legal_actions())
        player = s.current
        tracker.before(s, action)
        deals = len(s.history)
        s.apply(action)
        step += 1
        where = describe(setup, step, action)
        if len(s.history) > deals:
            assert len(s.history) == deals + 1, where
            check_deal_score(s, tracker, where)
        tracker.after(s, player, action)
        sums = [sum(r.sides[i].total for r in s.history) for i in range(s.config.n_sides)]
        assert s.scores == sums, where
        assert all(v % 5 == 0 for v in s.scores), where
        assert step < MAX_ACTIONS_PER_DEAL * 3, where
    assert s.winners == tuple(i for i, v in enumerate(s.scores) if v == max(s.scores))


# -- 3. four red 3s score 800, never 1,200 ------------------------------------------------


def gather_red3s(s: CanastaState, side: int) -> None:
    """Move every red 3 of the stock, the pile and other red-3 areas to ``side``'s area.

    The cards stay accounted for (a red-3 area is a legal place for them) and the pile's
    freeze marker is recomputed, so the position is one the rules could reach.
    """
    moved: list[int] = []
    for i in range(len(s.red3s)):
        if i != side:
            moved.extend(s.red3s[i])
            s.red3s[i] = ()
    moved.extend(c for c in s.stock if c in RED3_KINDS)
    s.stock = [c for c in s.stock if c not in RED3_KINDS]
    moved.extend(c for c in s.pile if c in RED3_KINDS)
    pile = [c for c in s.pile if c not in RED3_KINDS]
    if not pile:  # keep an upcard so the first player has a pile to look at
        pile = [s.stock.pop()]
    s.pile = pile
    s.freeze_index = next((i for i, c in enumerate(pile) if freezes(c, s.config)), -1)
    s.red3s[side] = s.red3s[side] + tuple(moved)


@settings(max_examples=20)
@given(
    setups(configs=TWO_DECK_CONFIGS, deal_limit=st.just(1)),
    st.sampled_from(["REPLACE-800", "ADD-400", "DOUBLE-EACH"]),
    st.integers(0, 5),
)
def test_four_red_threes_score_800_never_1200(setup: Setup, all_four: str, side_pick: int) -> None:
    """docs/rules.md §3.14 R and §7.8: all four red 3s of a two-deck game are worth 800 (−800
    without a meld) under every OPT-CAN-RED3-ALL-FOUR value; 1,200 would be wrong.

    The deal is constructed so that one side holds all four red 3s (the other red-3 areas,
    the stock and the pile give theirs up), scored on the spot (no meld: −800), then played
    out at random and scored again.
    """
    setup = setup._replace(options={**setup.options, "OPT-CAN-RED3-ALL-FOUR": all_four})
    s = setup.new()
    side = side_pick % s.config.n_sides
    gather_red3s(s, side)
    assert len(s.red3s[side]) == 4
    check_cards(s, f"{setup!r}, constructed")
    # Scored on the spot, the side has no meld yet: −800.
    assert score_deal(s, "test", False).sides[side].red3s == -800
    s = play(setup, state=s)
    (result,) = s.history
    want = 800 if side_melds(s, side) else -800
    assert result.sides[side].red3s == want, f"{setup!r}: {result}"


@settings(max_examples=20)
@given(setups(configs=TWO_DECK_CONFIGS, deal_limit=st.integers(1, 3)))
def test_four_red_threes_in_random_deals(setup: Setup) -> None:
    """docs/rules.md §3.14 R: in every deal of random two-deck games, a side with four red 3s
    scores ±800 and a side with n < 4 scores ±100·n."""
    s = setup.new()

    def on_step(s: CanastaState, step: int, action: Any, events: list) -> None:
        if not any(e.kind == "deal_end" for e in events):
            return
        result = s.history[-1]
        for side, part in enumerate(result.sides):
            n = len(s.red3s[side])
            want = 800 if n == 4 else 100 * n
            sign = 1 if side_melds(s, side) else -1
            assert part.red3s == sign * want, describe(setup, step, action)

    play(setup, on_step, state=s)


@pytest.mark.parametrize("all_four", ["REPLACE-800", "ADD-400", "DOUBLE-EACH"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_red3_value_table(players: int, all_four: str) -> None:
    """docs/rules.md §3.14 R: two decks 100·n then 800 for four, whatever OPT-CAN-RED3-ALL-FOUR."""
    cfg = CanastaConfig.make(players, 2, {"OPT-CAN-RED3-ALL-FOUR": all_four})
    assert [cfg.red3_value(n) for n in range(5)] == [0, 100, 200, 300, 800]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_red3_value_table_three_decks(players: int) -> None:
    """docs/rules.md §3.14 R, three decks: SCALED 5 → 1,000 and 6 → 1,200; FLAT 100·n."""
    scaled = CanastaConfig.make(players, 3, {"OPT-CAN-RED3-BONUS-3DECK": "SCALED"})
    flat = CanastaConfig.make(players, 3, {"OPT-CAN-RED3-BONUS-3DECK": "FLAT"})
    assert [scaled.red3_value(n) for n in range(7)] == [0, 100, 200, 300, 400, 1000, 1200]
    assert [flat.red3_value(n) for n in range(7)] == [0, 100, 200, 300, 400, 500, 600]


# -- 4. termination -----------------------------------------------------------------------


@settings(max_examples=30)
@given(setups())
# Found by random play: a "no" answer after a pile take that left one card (see
# test_no_dead_end_after_a_no_with_one_card_left).
@example(Setup(4, 3, "bga", {"OPT-DEAL-LIMIT": "2"}, seed=3, choice_seed=3))
def test_every_game_ends_within_its_deal_limit(setup: Setup) -> None:
    """docs/rules.md §1.5 "Termination" and §3.15: with OPT-DEAL-LIMIT = L the game is over after
    at most L deals; it ends after a deal exactly when the limit is reached or a side is at
    or above the target, and the highest cumulative scores win."""
    s = setup.new()
    limit = s.config.deal_limit
    assert limit is not None

    def on_step(s: CanastaState, step: int, action: Any, events: list) -> None:
        where = describe(setup, step, action)
        if not any(e.kind == "deal_end" for e in events):
            assert s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER), where
            return
        over = len(s.history) >= limit or max(s.scores) >= s.config.target
        assert s.phase == (Phase.GAME_OVER if over else Phase.DEAL_OVER), where
        assert s.current_player() is None, where

    s = play(setup, on_step)
    assert 1 <= len(s.history) <= limit
    assert s.legal_actions() == []
    assert s.winners == tuple(i for i, v in enumerate(s.scores) if v == max(s.scores))


@settings(max_examples=8)
@given(setups(deal_limit=st.none()))
def test_deals_end_without_a_deal_limit(setup: Setup) -> None:
    """docs/rules.md §1.5 "Termination": without OPT-DEAL-LIMIT every deal still ends, within
    MAX_ACTIONS_PER_DEAL actions, because every turn draws from the stock or puts at least
    one card on the table for good, and the stock never grows (checked turn by turn)."""
    s = setup.new()
    assert s.config.deal_limit is None
    rng = setup.rng()
    for _deal in range(3):
        step = 0
        last: tuple[int, int] | None = None  # (stock, table) at the previous turn start
        while s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            if s.phase == Phase.DRAW:
                now = (len(s.stock), table_count(s))
                if last is not None:
                    assert now[0] <= last[0], f"the stock grew: {setup!r}, step {step}"
                    assert now[0] < last[0] or now[1] > last[1], (
                        f"a turn made no progress: {setup!r}, step {step}"
                    )
                last = now
            actions = s.legal_actions()
            assert actions, f"no legal action: {setup!r}, step {step}"
            s.apply(rng.choice(actions))
            step += 1
            assert step < MAX_ACTIONS_PER_DEAL, f"deal {s.deal_no} did not end: {setup!r}"
        if s.phase == Phase.GAME_OVER:
            break
        s.apply(act.NEXT_DEAL)


def build_position(
    config: CanastaConfig,
    hands: dict[int, list[int]],
    melds: dict[int, list[tuple[int, ...]]],
    pile: list[int],
    current: int,
    others: int = 5,
) -> CanastaState:
    """A position at the start of ``current``'s turn with the given cards; every other
    player holds ``others`` cards and all remaining cards (red 3s included) are the stock,
    so the 108/162 cards stay exactly accounted for."""
    s = new_game(config, 0)
    pool = counts_of(make_deck(config.decks))
    for cards in [*hands.values(), *(m for ms in melds.values() for m in ms), pile]:
        for c in cards:
            assert pool[c] > 0, c
            pool[c] -= 1
    rest = [k for k, n in enumerate(pool) for _ in range(n)]
    random.Random(0).shuffle(rest)
    full = dict(hands)
    for p in range(config.players):
        if p not in full:
            full[p] = [c for c in rest if c not in RED3_KINDS][:others]
            for c in full[p]:
                rest.remove(c)
    s.hands = [counts_of(full[p]) for p in range(config.players)]
    s.hand_sizes = [len(full[p]) for p in range(config.players)]
    s.stock = rest
    s.pile = list(pile)
    s.freeze_index = next((i for i, c in enumerate(pile) if freezes(c, config)), -1)
    s.melds = [[None] * 14 for _ in range(config.n_sides)]
    for side, groups in melds.items():
        for g in groups:
            rank = next(c >> 2 for c in g if not is_wild(c))
            s.melds[side][rank] = TableMeld(rank, tuple(g))
    s.opened = [bool(melds.get(side)) for side in range(config.n_sides)]
    s.red3s = [()] * config.n_sides
    s.known = [[0] * N_KINDS for _ in range(config.players)]
    s.has_melded = [False] * config.players
    s.asked_deal = [False] * config.players
    s.phase = Phase.DRAW
    s.current = current
    s.turn_melded = s.turn_put_down = s.took_pile = s.asked_turn = s.must_go_out = False
    s.answer = None
    s.asker = -1
    check_cards(s, "constructed position")
    return s


def assert_no_dead_end(s: CanastaState, depth: int, path: tuple = ()) -> int:
    """Every position reachable in ``depth`` legal actions has a legal action (or is over)."""
    if s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER) or depth == 0:
        return 0
    actions = s.legal_actions()
    assert actions, f"phase {s.phase}, no legal action after {path}"
    seen = 1
    for action in actions:
        c = s.clone()
        c.apply(action)
        seen += assert_no_dead_end(c, depth - 1, (*path, action))
    return seen


def test_no_dead_end_after_a_no_with_one_card_left() -> None:
    """docs/rules.md §1.5 ("Termination": every deal ends) with §3.7.10, §3.10.4 step 6 and
    §3.12.3: a pile take may leave one card when discarding it would go out; the player may
    then ask "may I go out?". Whatever is legal from there, no position may be left without
    a legal action (a "no" forbids the only way to end the turn).

    Found by the random-play tests: C4-3D, preset bga, OPT-DEAL-LIMIT=2, seed 3, choice
    seed 3, step 206 (hand AC after TakePile, AskGoOut, AnswerGoOut(False))."""
    q = [kind_of("Q", s) for s in "CCDDH"]
    cfg = CanastaConfig.make(4, 2)
    s = build_position(
        cfg,
        hands={0: [kind_of("Q", "H"), kind_of("Q", "S"), kind_of("A", "C")]},
        melds={0: [(*q, kind_of("2", "C"), JOKER)]},  # a mixed canasta of queens
        pile=[kind_of("Q", "S")],
        current=0,
    )
    take = act.TakePile((kind_of("Q", "H"), kind_of("Q", "S")))
    assert rules.check(s, take) is None  # §3.7.10: one card left, and it could go out
    assert assert_no_dead_end(s, 4) > 0


# -- 5. every generated legal action applies ----------------------------------------------

SMALL_HAND = 8


def check_all_apply(s: CanastaState, actions: list, where: str) -> None:
    before = snapshot(s)
    for action in actions:
        err = rules.check(s, action)
        assert err is None, f"listed as legal but check() refuses {action!r} ({err.code}); {where}"
        try:
            s.clone().apply(action)
        except IllegalAction as exc:
            raise AssertionError(
                f"listed as legal but refused: {action!r} ({exc.code}: {exc}); {where}"
            ) from exc
    assert snapshot(s) == before, f"generating or checking actions changed the state; {where}"


@settings(max_examples=12)
@given(setups())
def test_every_generated_legal_action_applies(setup: Setup) -> None:
    """docs/rules.md §3.5-§3.13: every action ``legal_actions`` lists applies without refusal, at
    every step; so does every action of ``all_legal_actions`` while the hand on turn holds
    at most SMALL_HAND cards. While a question is pending the answer is the only legal
    action (§1.5)."""

    def check(s: CanastaState, where: str) -> None:
        if s.is_terminal():
            return
        actions = s.legal_actions()
        assert actions, f"no legal action; {where}"
        if s.phase == Phase.ANSWER:
            assert all(isinstance(a, act.AnswerGoOut) for a in actions), where
        check_all_apply(s, actions, where)
        small = s.hand_sizes[s.current] <= SMALL_HAND
        if small and s.phase in (Phase.DRAW, Phase.PLAY, Phase.LAST_MELD):
            check_all_apply(s, all_legal_actions(s), f"all_legal_actions; {where}")

    s = setup.new()
    check(s, f"{setup!r}, after the deal")
    play(setup, lambda s, step, a, _e: check(s, describe(setup, step, a)), state=s)


# -- 6. a refused action changes nothing --------------------------------------------------


def _odd_card(rng: random.Random, hand: list[int]) -> int:
    r = rng.random()
    if hand and r < 0.5:
        return rng.choice(hand)
    if r < 0.97:
        return rng.randrange(N_KINDS)
    return rng.choice([-1, N_KINDS, 999])


def _group(rng: random.Random, hand: list[int], size: int | None = None) -> tuple[int, ...]:
    """A random group of hand cards (a sub-multiset), sometimes with a stray card."""
    n = rng.randint(0, min(len(hand), 6)) if size is None else min(size, len(hand))
    cards = rng.sample(hand, n)
    if rng.random() < 0.15:
        cards.append(_odd_card(rng, hand))
    return tuple(cards)


def _plausible_group(rng: random.Random, hand: list[int]) -> tuple[int, ...]:
    """Naturals of one rank from the hand plus a few wild cards (often a real meld)."""
    ranks = sorted({c >> 2 for c in hand if c != JOKER and c >> 2 >= 2})
    if not ranks:
        return _group(rng, hand)
    rank = rng.choice(ranks)
    naturals = [c for c in hand if c != JOKER and c >> 2 == rank]
    wilds = [c for c in hand if is_wild(c)]
    cards = rng.sample(naturals, rng.randint(1, len(naturals)))
    cards += rng.sample(wilds, rng.randint(0, min(3, len(wilds))))
    return tuple(cards)


def candidate_action(s: CanastaState, rng: random.Random) -> Any:
    """A random action of any type, legal or not, from the current player's point of view."""
    hand = hand_of(s, s.current)
    kind = rng.randrange(12)
    if kind == 0:
        return act.Discard(_odd_card(rng, hand))
    if kind == 1:
        melds = tuple(_group(rng, hand) for _ in range(rng.randint(0, 2)))
        layoffs = tuple(
            (rng.randrange(-1, 15), _group(rng, hand)) for _ in range(rng.randint(0, 2))
        )
        return act.Meld(melds, layoffs)
    if kind == 2:
        melds = tuple(_plausible_group(rng, hand) for _ in range(rng.randint(1, 3)))
        layoffs = ()
        if rng.random() < 0.5:
            group = _plausible_group(rng, hand)
            rank = next((c >> 2 for c in group if not is_wild(c)), rng.randrange(2, 13))
            layoffs = ((rank, group),)
            melds = melds[: rng.randint(0, len(melds))]
        return act.Meld(melds, layoffs)
    if kind == 3:
        return act.TakePile(_group(rng, hand), tuple(_group(rng, hand) for _ in range(2)))
    if kind == 4:
        top = s.pile[-1] if s.pile else rng.randrange(52)
        same = [c for c in hand if c != JOKER and c >> 2 == top >> 2]
        wilds = [c for c in hand if is_wild(c)]
        cards = rng.sample(same, rng.randint(0, len(same)))
        cards += rng.sample(wilds, rng.randint(0, min(2, len(wilds))))
        melds = tuple(_plausible_group(rng, hand) for _ in range(rng.randint(0, 2)))
        return act.TakePile(tuple(cards), melds)
    if kind == 5:
        return act.AskGoOut(rng.choice([None, *range(-1, 7)]))
    if kind == 6:
        return act.AnswerGoOut(rng.random() < 0.5)
    if kind == 7:
        # Black 3s, alone or with other cards: only ever legal when going out (§3.7.8).
        black3 = [c for c in hand if c in BLACK3_KINDS]
        return act.Meld((tuple(black3) + _group(rng, hand, rng.randint(0, 1)),))
    if kind == 8 and rng.random() < 0.25:
        # Malformed: card groups as lists, as a careless caller or a hand-edited file
        # might build them (rules.apply refuses these as "unknown_action").
        groups = [list(_plausible_group(rng, hand)) for _ in range(rng.randint(1, 2))]
        if rng.random() < 0.5:
            return act.Meld(tuple(groups))  # type: ignore[arg-type]
        return act.TakePile(tuple(groups[0]), tuple(groups[1:]))  # type: ignore[arg-type]
    return rng.choice([act.DRAW, act.DECLINE, act.END_TURN, act.NEXT_DEAL])


@settings(max_examples=15, report_multiple_bugs=False)
@given(setups())
def test_refused_actions_leave_the_state_unchanged(setup: Setup) -> None:
    """docs/rules.md §3.8.6 and the engine contract (errors.IllegalAction): an action either
    applies, or raises IllegalAction and leaves every ``__slots__`` value of the state
    exactly as it was; ``rules.check`` agrees with ``apply`` and never changes the state.
    Random candidates of every action type are tried in every phase; one that applies
    becomes the move."""
    s = setup.new()
    rng = random.Random(setup.choice_seed ^ 0x5EED)
    play_rng = setup.rng()
    step = 0
    refused = 0
    while not s.is_terminal():
        moved = False
        for _ in range(4):
            if rng.random() < 0.05:
                action = rng.choice(s.legal_actions())
            else:
                action = candidate_action(s, rng)
            where = describe(setup, step, action)
            before = snapshot(s)
            verdict = rules.check(s, action)
            assert snapshot(s) == before, f"check() changed {snapshot_diff(before, snapshot(s))}"
            try:
                s.apply(action)
            except IllegalAction as exc:
                refused += 1
                after = snapshot(s)
                assert after == before, (
                    f"refused ({exc.code}) but changed {snapshot_diff(before, after)}; {where}"
                )
                assert verdict is not None, f"check() accepts what apply() refuses; {where}"
                assert verdict.code == exc.code, where
                continue
            assert verdict is None, f"check() refuses ({verdict.code}) what applies; {where}"
            check_cards(s, where)
            moved = True
            break
        if not moved and not s.is_terminal():
            s.apply(play_rng.choice(s.legal_actions()))
        step += 1
        assert step < MAX_ACTIONS_PER_DEAL * 3, f"no end: {setup!r}"
    assert refused > 0


# -- 7. same seed, same game --------------------------------------------------------------


def recorded_game(setup: Setup) -> tuple[list, dict[str, Any]]:
    events: list = []
    s = setup.new()
    play(setup, lambda _s, _step, action, evs: events.append((action, evs)), state=s)
    return events, snapshot(s)


@settings(max_examples=10)
@given(setups(), st.integers(0, 1000))
def test_same_seed_same_game(setup: Setup, global_seed: int) -> None:
    """docs/rules.md §1.5 "Randomness": the game's seed alone decides the first dealer and every
    shuffle, so two runs with the same seed and the same choices give identical event
    streams and final states, whatever the global ``random`` generator holds."""
    saved = random.getstate()
    try:
        random.seed(global_seed)
        first = recorded_game(setup)
        random.seed(global_seed + 1)
        for _ in range(global_seed % 7):
            random.random()
        second = recorded_game(setup)
    finally:
        random.setstate(saved)
    assert first[0] == second[0]
    assert first[1] == second[1]


# -- 8. clones are independent ------------------------------------------------------------


@settings(max_examples=12)
@given(setups(), st.integers(5, 40))
def test_clone_independence(setup: Setup, every: int) -> None:
    """A clone starts equal to its original; playing on (and finishing the game with) the
    clone never changes the original, and playing on the original never changes the clone.
    The computer players rely on this (state.py ``clone``)."""
    s = setup.new()
    rng = setup.rng()
    side_rng = random.Random(setup.choice_seed + 1)
    step = 0
    while not s.is_terminal():
        if step % every == 0:
            c = s.clone()
            original = snapshot(s)
            assert snapshot(c) == original, f"clone differs: {setup!r}, step {step}"
            for _ in range(side_rng.randint(1, 60)):
                if c.is_terminal():
                    break
                c.apply(side_rng.choice(c.legal_actions()))
            assert snapshot(s) == original, (
                f"playing on a clone changed {snapshot_diff(original, snapshot(s))} of the "
                f"original: {setup!r}, step {step}"
            )
            frozen_clone = snapshot(c)
            s.apply(rng.choice(s.legal_actions()))
            step += 1
            assert snapshot(c) == frozen_clone, f"original's move changed a clone: {setup!r}"
            continue
        s.apply(rng.choice(s.legal_actions()))
        step += 1
        assert step < MAX_ACTIONS_PER_DEAL * 3


# -- 9. observations are fair -------------------------------------------------------------


def _hidden_cards(s: CanastaState, p: int) -> list[int]:
    """Kinds in ``p``'s hand that nobody saw go in (not taken publicly with the pile)."""
    return [k for k, n in enumerate(s.hands[p]) if n > s.known[p][k]]


def _swap_hidden(s: CanastaState, seat: int, rng: random.Random) -> CanastaState | None:
    """A clone where hidden cards of other players (or of the stock) trade places.

    Hand rows are copy-on-write (state.py), so the clone gets fresh rows before the swap.
    """
    others = [p for p in range(s.players) if p != seat and _hidden_cards(s, p)]
    c = s.clone()
    c.hands = [h[:] for h in c.hands]
    if len(others) >= 2 and rng.random() < 0.6:
        a, b = rng.sample(others, 2)
        x = rng.choice(_hidden_cards(c, a))
        choices = [k for k in _hidden_cards(c, b) if k != x]
        if not choices:
            return None
        y = rng.choice(choices)
        c.hands[a][x] -= 1
        c.hands[a][y] += 1
        c.hands[b][y] -= 1
        c.hands[b][x] += 1
        return c
    if others and c.stock:
        a = rng.choice(others)
        x = rng.choice(_hidden_cards(c, a))
        i = rng.randrange(len(c.stock))
        y = c.stock[i]
        if y == x or y in RED3_KINDS:  # a red 3 may never sit in a hand
            return None
        c.hands[a][x] -= 1
        c.hands[a][y] += 1
        c.stock[i] = x
        return c
    if len(c.stock) >= 2:
        rng.shuffle(c.stock)  # the order of the stock is hidden too
        return c
    return None


@settings(max_examples=12)
@given(setups())
def test_observation_shows_only_own_hand(setup: Setup) -> None:
    """docs/rules.md §1.5 "Observation": a seat sees its own hand and only counts of the other
    hands and the stock. Its observation equals its own cards, is identical for two states
    that differ only in other players' hidden cards (or the stock), and no event shows it
    the cards another player drew from the stock (red-3 replacements included)."""
    s = setup.new()
    rng = random.Random(setup.choice_seed + 7)

    def check(s: CanastaState, where: str, events: list) -> None:
        for seat in range(s.players):
            obs = Observation.of(s, seat)
            assert list(obs.hand) == sorted(hand_of(s, seat)), where
            assert obs.hand_sizes == tuple(s.hand_sizes), where
            assert obs.stock_size == len(s.stock), where
            for event in events:
                if event.kind in ("draw", "replace") and event.player != seat:
                    assert event.seen_by(seat).cards == (), f"{event!r} leaks; {where}"
            swapped = _swap_hidden(s, seat, rng)
            if swapped is None:
                continue
            check_cards(swapped, where)
            other = Observation.of(swapped, seat)
            assert other == obs, f"seat {seat} sees other hands or the stock; {where}"

    check(s, f"{setup!r}, after the deal", [])
    play(setup, lambda s, step, a, evs: check(s, describe(setup, step, a), evs), state=s)
