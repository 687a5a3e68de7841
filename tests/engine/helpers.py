"""Position building for the Canasta rules tests (docs/rules.md §3).

``build`` starts from a real ``new_game`` state and overwrites hands, melds,
red-3 areas, pile and stock from card codes ("KH", "10S", "2C", "JK"). Every
card that is not placed explicitly stays in the stock (or, when the stock size
is fixed, goes to a "dump" hand), so the 108/162-card total and the exact
multiset of cards are always kept; ``build`` checks that before returning.

``assert_refused`` applies an action that must be illegal, checks the reason
code and that every ``__slots__`` attribute of the state is unchanged.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pytest

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.options import CanastaConfig
from canasta_gui.engine.canasta.rules import apply, check
from canasta_gui.engine.canasta.state import CanastaState, Phase, new_game, push_pile
from canasta_gui.engine.cards import (
    ACE,
    BLACK3_KINDS,
    FOUR,
    JOKER,
    N_KINDS,
    RANK_CODES,
    RED3_KINDS,
    THREE,
    TWO,
    counts_of,
    make_deck,
    parse_card,
)
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.rummy.melds import Meld as TableMeld

Codes = Sequence[str] | str

# -- cards -------------------------------------------------------------------------------


def cs(codes: Codes) -> tuple[int, ...]:
    """Card kinds from codes: ``cs("KH KS 2C")`` or ``cs(["KH", "KS"])``."""
    if isinstance(codes, str):
        codes = codes.split()
    return tuple(parse_card(c) for c in codes)


def c(code: str) -> int:
    return parse_card(code)


def rank(code: str) -> int:
    """Rank index from a rank code: ``rank("K")``, ``rank("10")``."""
    return RANK_CODES.index(code.upper())


def hand_codes(s: CanastaState, player: int) -> list[str]:
    from canasta_gui.engine.cards import card_code

    return sorted(card_code(k) for k in s.hand_cards(player))


# -- actions -----------------------------------------------------------------------------


def meld(*groups: Codes, layoffs: Mapping[str, Codes] | None = None) -> act.Meld:
    """A Meld action: ``meld("KH KS KD", "5C 5D 5H", layoffs={"Q": "QH 2C"})``."""
    lo = tuple((rank(r), cs(v)) for r, v in (layoffs or {}).items())
    return act.Meld(tuple(cs(g) for g in groups), lo)


def layoff(rank_code: str, cards: Codes) -> act.Meld:
    return act.Meld((), ((rank(rank_code), cs(cards)),))


def take(cards: Codes = (), *melds: Codes) -> act.TakePile:
    return act.TakePile(cs(cards), tuple(cs(m) for m in melds))


def discard(code: str) -> act.Discard:
    return act.Discard(parse_card(code))


# -- configurations ----------------------------------------------------------------------


def config(
    players: int = 4, decks: int = 2, preset: str = "default", **options: str
) -> CanastaConfig:
    """``config(4, 2, **{"OPT-CAN-DRAW-COUNT": "1"})``; keys may also use underscores."""
    opts = {k.replace("_", "-"): v for k, v in options.items()}
    return CanastaConfig.make(players, decks, opts, preset)


# -- whole-state comparison ----------------------------------------------------------------


def slots_of(s: CanastaState) -> tuple[str, ...]:
    names: list[str] = []
    for cls in type(s).__mro__:
        names.extend(getattr(cls, "__slots__", ()))
    return tuple(names)


def snapshot(s: CanastaState) -> dict[str, Any]:
    """A deep, engine-independent copy of every ``__slots__`` attribute."""
    return {name: copy.deepcopy(getattr(s, name)) for name in slots_of(s) if hasattr(s, name)}


def assert_same_state(s: CanastaState, before: Mapping[str, Any]) -> None:
    now = snapshot(s)
    changed = [name for name in before if before[name] != now.get(name)]
    assert not changed, f"refused action changed the state: {changed}"


def assert_refused(s: CanastaState, action: Any, *codes: str) -> IllegalAction:
    """``action`` raises IllegalAction with one of ``codes`` and changes nothing.

    ``rules.check`` must report the same refusal without changing the state either.
    """
    before = snapshot(s)
    checked = check(s, action)
    assert_same_state(s, before)
    with pytest.raises(IllegalAction) as info:
        apply(s, action)
    assert info.value.code in codes, f"refused with {info.value.code!r}, expected {codes}"
    assert_same_state(s, before)
    assert checked is not None, "rules.check accepted an action that apply refuses"
    assert checked.code == info.value.code
    return info.value


def assert_accepted(s: CanastaState, action: Any) -> list:
    """Apply ``action`` and check that the card multiset is unchanged afterwards."""
    events = apply(s, action)
    check_invariants(s)
    return events


# -- invariants ----------------------------------------------------------------------------


def full_deck_counts(decks: int) -> list[int]:
    return counts_of(make_deck(decks))


def table_counts(s: CanastaState) -> list[int]:
    """Every card of the game, wherever it is, as a count vector."""
    out = [0] * N_KINDS
    for h in s.hands:
        for k, n in enumerate(h):
            out[k] += n
    for k in s.stock:
        out[k] += 1
    for k in s.pile:
        out[k] += 1
    for area in s.red3s:
        for k in area:
            out[k] += 1
    for side in s.melds:
        for m in side:
            if m is not None:
                for k in m.cards:
                    out[k] += 1
    return out


def check_invariants(s: CanastaState) -> None:
    """Card conservation (§3.2), consistent hand sizes, no red 3 in a hand (§3.7.9)."""
    assert table_counts(s) == full_deck_counts(s.config.decks)
    assert s.card_total() == s.config.n_cards
    for p, h in enumerate(s.hands):
        assert sum(h) == s.hand_sizes[p], f"hand_sizes[{p}] inconsistent"
        assert all(n >= 0 for n in h)
        assert h[RED3_KINDS[0]] == 0 and h[RED3_KINDS[1]] == 0, "red 3 in a hand"
    for area in s.red3s:
        assert all(k in RED3_KINDS for k in area)


# -- building positions --------------------------------------------------------------------


def _meld_from(cards: tuple[int, ...]) -> TableMeld:
    rank_ = -1
    for k in cards:
        if k == JOKER or k >> 2 == TWO:
            continue
        if k in BLACK3_KINDS:
            rank_ = THREE
            break
        rank_ = k >> 2
        break
    assert rank_ >= 0, "a table meld needs a natural card"
    return TableMeld(rank_, cards)


def build(
    players: int = 4,
    decks: int = 2,
    *,
    cfg: CanastaConfig | None = None,
    preset: str = "default",
    options: Mapping[str, str] | None = None,
    seed: int | str = 0,
    hands: Mapping[int, Codes] | None = None,
    melds: Mapping[int, Iterable[Codes]] | None = None,
    red3s: Mapping[int, Codes] | None = None,
    pile: Codes = (),
    stock_top: Codes = (),
    stock_size: int | None = None,
    dump: int | None = None,
    filler: int | None = None,
    opened: Mapping[int, bool] | None = None,
    scores: Sequence[int] | None = None,
    phase: str = Phase.DRAW,
    current: int = 0,
    dealer: int | None = None,
    has_melded: Mapping[int, bool] | None = None,
) -> CanastaState:
    """A position built from card codes, with the exact card multiset of the game.

    - ``hands``: player → codes. Players not listed get ``filler`` (default: the
      configuration's hand size) low natural cards from the remaining pool.
    - ``melds``: side → list of melds (codes). ``red3s``: side → red 3 codes.
    - ``pile``: bottom → top; ``freeze_index`` is recomputed with ``push_pile``.
    - ``stock_top``: the next cards to be drawn, first drawn first. The rest of
      the pool lies under them in a fixed shuffled order.
    - ``stock_size``: keep only that many stock cards; the others go to the hand
      of player ``dump`` (its red 3s to ``dump``'s side's red-3 area). ``dump``'s
      side must have opened: the engine's opening search is exponential in a huge
      unopened hand.
    - ``opened``: side → bool; by default a side is opened iff it has a meld.
    """
    if cfg is None:
        cfg = CanastaConfig.make(players, decks, options, preset)
    s = new_game(cfg, seed)
    n = cfg.players
    pool = full_deck_counts(cfg.decks)

    def grab(cards: Iterable[int], where: str) -> None:
        for k in cards:
            if pool[k] <= 0:
                raise AssertionError(f"too many copies of {k} ({where})")
            pool[k] -= 1

    hands = dict(hands or {})
    hand_kinds: dict[int, tuple[int, ...]] = {p: cs(v) for p, v in hands.items()}
    for p, ks in hand_kinds.items():
        assert not any(k in RED3_KINDS for k in ks), "red 3s are never in a hand"
        grab(ks, f"hand {p}")
    meld_objs: list[list[TableMeld | None]] = [[None] * 14 for _ in range(cfg.n_sides)]
    for side, groups in (melds or {}).items():
        for g in groups:
            m = _meld_from(cs(g))
            assert meld_objs[side][m.rank] is None, "one meld per rank per side"
            grab(m.cards, f"meld of side {side}")
            meld_objs[side][m.rank] = m
    red3_areas: list[tuple[int, ...]] = [() for _ in range(cfg.n_sides)]
    for side, v in (red3s or {}).items():
        ks = cs(v)
        assert all(k in RED3_KINDS for k in ks)
        grab(ks, f"red 3s of side {side}")
        red3_areas[side] = ks
    pile_kinds = cs(pile)
    grab(pile_kinds, "pile")
    top_kinds = cs(stock_top)
    grab(top_kinds, "stock top")
    # Players without an explicit hand get low naturals (4s to 7s first).
    size = cfg.hand_size if filler is None else filler
    order = [k for r in range(FOUR, ACE + 1) for k in range(r * 4, r * 4 + 4)]
    for p in range(n):
        if p in hand_kinds:
            continue
        got: list[int] = []
        for k in order:
            while pool[k] > 0 and len(got) < size:
                pool[k] -= 1
                got.append(k)
        hand_kinds[p] = tuple(got)
    rest = [k for k in range(N_KINDS) for _ in range(pool[k])]
    random.Random(f"helpers/{seed}").shuffle(rest)
    if stock_size is not None:
        keep = stock_size - len(top_kinds)
        assert keep >= 0, "stock_size smaller than stock_top"
        extra, rest = rest[: len(rest) - keep], rest[len(rest) - keep :]
        if extra:
            assert dump is not None, "cards left over: name a dump player"
            side = cfg.side_of[dump]
            red = tuple(k for k in extra if k in RED3_KINDS)
            red3_areas[side] = red3_areas[side] + red
            hand_kinds[dump] = hand_kinds[dump] + tuple(k for k in extra if k not in RED3_KINDS)
    if stock_size is not None and dump is not None:
        # A huge unopened hand makes the engine's search of opening combinations explode.
        side = cfg.side_of[dump]
        assert any(m is not None for m in meld_objs[side]) or (opened or {}).get(side), (
            "dump the spare cards on a player whose side has opened"
        )
    s.stock = rest + list(reversed(top_kinds))
    s.hands = [[0] * N_KINDS for _ in range(n)]
    for p, ks in hand_kinds.items():
        for k in ks:
            s.hands[p][k] += 1
    s.hand_sizes = [sum(h) for h in s.hands]
    s.melds = meld_objs
    s.red3s = red3_areas
    s.pile = []
    s.freeze_index = -1
    for k in pile_kinds:
        push_pile(s, k)
    op = [any(m is not None for m in side) for side in meld_objs]
    for side, v in (opened or {}).items():
        op[side] = v
    s.opened = op
    s.scores = list(scores) if scores is not None else [0] * cfg.n_sides
    s.phase = phase
    s.current = current
    s.dealer = (current - 1) % n if dealer is None else dealer
    s.has_melded = [False] * n
    for p, v in (has_melded or {}).items():
        s.has_melded[p] = v
    s.turn_melded = False
    s.turn_put_down = False
    s.took_pile = False
    s.asked_turn = False
    s.asked_deal = [False] * n
    s.answer = None
    s.must_go_out = False
    s.asker = -1
    s.known = [[0] * N_KINDS for _ in range(n)]
    s.went_out = None
    s.winners = ()
    s.history = []
    check_invariants(s)
    return s


def after_draw(s: CanastaState) -> CanastaState:
    """Apply ``DrawStock`` (the state must be in the draw phase)."""
    apply(s, act.DrawStock())
    return s


def last_result(s: CanastaState):
    assert s.history, "no deal has been scored"
    return s.history[-1]


# -- stacked decks for deal tests ----------------------------------------------------------


def stacked_deck(decks: int, dealt_in_order: Codes) -> list[int]:
    """A full deck whose top cards, in the order they come off the stock, are given.

    The engine pops from the end of the list, so the given cards are reversed
    onto the end; the rest of the deck lies underneath in a fixed order.
    """
    top = cs(dealt_in_order)
    pool = full_deck_counts(decks)
    for k in top:
        assert pool[k] > 0, f"too many copies of {k}"
        pool[k] -= 1
    rest = [k for k in range(N_KINDS) for _ in range(pool[k])]
    random.Random("stacked").shuffle(rest)
    return rest + list(reversed(top))


def pass_turn(s: CanastaState) -> None:
    """The player on turn draws from the stock and discards their lowest card kind."""
    apply(s, act.DrawStock())
    assert s.phase == Phase.PLAY
    k = next(k for k, n in enumerate(s.hands[s.current]) if n)
    apply(s, act.Discard(k))
