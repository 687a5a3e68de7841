"""Position building for the Hand and Foot rules tests (docs/rules.md §4).

``build`` starts from a real ``new_game`` state and overwrites hands, feet, open
melds, books, red-3 areas, pile and stock from card codes ("KH", "10S", "2C",
"JK"). Every card not placed explicitly stays in the stock, so the 270-card
multiset is always kept; ``build`` checks it before returning.

``assert_refused`` applies an action that must be illegal, checks the reason code
and that every ``__slots__`` attribute of the state is unchanged.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pytest

from canasta_gui.engine.cards import (
    JOKER,
    N_KINDS,
    RANK_CODES,
    RED3_KINDS,
    counts_of,
    make_deck,
    parse_card,
)
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.rules import apply, check
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, new_game, reset_turn
from canasta_gui.engine.rummy.melds import WILD_RANK
from canasta_gui.engine.rummy.melds import Meld as TableMeld

Codes = Sequence[str] | str
FULL = counts_of(make_deck(5))

# -- cards and actions ------------------------------------------------------------------------


def cs(codes: Codes) -> tuple[int, ...]:
    """Card kinds from codes: ``cs("KH KS 2C")``."""
    if isinstance(codes, str):
        codes = codes.split()
    return tuple(parse_card(c) for c in codes)


def c(code: str) -> int:
    return parse_card(code)


def rank(code: str) -> int:
    """A meld rank from its code: ``rank("K")``, ``rank("wild")``."""
    return WILD_RANK if code == "wild" else RANK_CODES.index(code.upper())


def meld(*groups: Codes, layoffs: Mapping[str, Codes] | None = None) -> act.Meld:
    """``meld("KH KS KD", layoffs={"Q": "QH", "wild": "2C"})``."""
    lo = tuple((rank(r), cs(v)) for r, v in (layoffs or {}).items())
    return act.Meld(tuple(cs(g) for g in groups), lo)


def layoff(rank_code: str, cards: Codes) -> act.Meld:
    return act.Meld((), ((rank(rank_code), cs(cards)),))


def take(cards: Codes = (), *melds: Codes) -> act.TakePile:
    return act.TakePile(cs(cards), tuple(cs(m) for m in melds))


def discard(code: str) -> act.Discard:
    return act.Discard(parse_card(code))


def config(**options: str) -> HandFootConfig:
    """``config(OPT_HF_PICKUP="WHOLE-PILE")``: underscores stand for dashes."""
    return HandFootConfig.make({k.replace("_", "-"): v for k, v in options.items()})


# -- state comparison -------------------------------------------------------------------------


def snapshot(s: HandFootState) -> dict[str, Any]:
    return {name: copy.deepcopy(getattr(s, name)) for name in HandFootState.__slots__}


def assert_same_state(s: HandFootState, before: Mapping[str, Any]) -> None:
    now = snapshot(s)
    changed = [name for name in before if before[name] != now[name]]
    assert not changed, f"refused action changed the state: {changed}"


def assert_refused(s: HandFootState, action: Any, *codes: str) -> IllegalAction:
    """``action`` raises IllegalAction with one of ``codes`` and changes nothing;
    ``rules.check`` reports the same refusal without changing the state either."""
    before = snapshot(s)
    checked = check(s, action)
    assert_same_state(s, before)
    with pytest.raises(IllegalAction) as info:
        apply(s, action)
    assert info.value.code in codes, f"refused with {info.value.code!r}, expected {codes}"
    assert_same_state(s, before)
    assert checked is not None and checked.code == info.value.code
    return info.value


def assert_accepted(s: HandFootState, action: Any) -> list:
    assert check(s, action) is None
    events = apply(s, action)
    check_invariants(s)
    return events


def table_counts(s: HandFootState) -> list[int]:
    out = [0] * N_KINDS
    for rows in (s.hands, [f for f in s.feet if f is not None]):
        for row in rows:
            for k, n in enumerate(row):
                out[k] += n
    for k in (*s.stock, *s.pile, *(c for r in s.red3s for c in r)):
        out[k] += 1
    for side in range(2):
        for m in (*(m for m in s.melds[side] if m is not None), *s.books[side]):
            for k in m.cards:
                out[k] += 1
    return out


def check_invariants(s: HandFootState) -> None:
    """270 cards (§4.1), hand sizes, melds of 3-7 within the ratio (§4.6), books of 7."""
    assert table_counts(s) == FULL
    assert s.card_total() == 270
    for p, h in enumerate(s.hands):
        assert sum(h) == s.hand_sizes[p] and min(h) >= 0
    for side in range(2):
        for r, m in enumerate(s.melds[side]):
            if m is not None:
                assert m.rank == r and 3 <= m.size < 7
        for m in (*(m for m in s.melds[side] if m is not None), *s.books[side]):
            assert m.size <= 7
            assert m.rank == WILD_RANK and m.naturals == 0 or m.naturals >= 2 * m.wilds
        assert all(b.size == 7 for b in s.books[side])


# -- building positions -----------------------------------------------------------------------


def _meld_from(cards: tuple[int, ...]) -> TableMeld:
    naturals = [k for k in cards if k != JOKER and k >> 2 != 0]
    return TableMeld(naturals[0] >> 2 if naturals else WILD_RANK, cards)


def build(
    *,
    cfg: HandFootConfig | None = None,
    seed: int | str = 0,
    hands: Mapping[int, Codes] | None = None,
    feet: Mapping[int, Codes | None] | None = None,
    melds: Mapping[int, Iterable[Codes]] | None = None,
    books: Mapping[int, Iterable[Codes]] | None = None,
    red3s: Mapping[int, Codes] | None = None,
    pile: Codes = (),
    stock_top: Codes = (),
    stock_size: int | None = None,
    dump: int = 1,
    opened: Mapping[int, bool] | None = None,
    foot_played: Mapping[int, bool] | None = None,
    scores: Sequence[int] | None = None,
    deal_no: int = 0,
    phase: str = Phase.DRAW,
    current: int = 0,
) -> HandFootState:
    """A position built from card codes, with exactly the 270 cards of the game.

    - ``hands``: player → codes; players not listed get 13 low naturals.
    - ``feet``: player → codes (13 cards in real play, any number here) or ``None``
      for a foot already picked up; players not listed keep a 13-card foot.
    - ``melds`` / ``books``: side → list of open melds / books (codes).
    - ``pile``: bottom → top. ``stock_top``: the next cards drawn, first drawn first.
    - ``stock_size``: keep only that many stock cards; the rest goes to the hand of
      player ``dump`` (its red 3s to that side's red-3 area), so the count stays 270.
    - ``opened``: side → bool; by default a side is opened iff it has a meld or book.
    """
    cfg = cfg or HandFootConfig()
    s = new_game(cfg, seed)
    pool = list(FULL)

    def grab(cards: Iterable[int], where: str) -> tuple[int, ...]:
        cards = tuple(cards)
        for k in cards:
            if pool[k] <= 0:
                raise AssertionError(f"too many copies of {k} ({where})")
            pool[k] -= 1
        return cards

    hand_kinds = {p: grab(cs(v), f"hand {p}") for p, v in (hands or {}).items()}
    feet_spec = dict(feet or {})
    foot_kinds = {p: None if v is None else grab(cs(v), f"foot {p}") for p, v in feet_spec.items()}
    slots: list[list[TableMeld | None]] = [[None] * 14 for _ in range(2)]
    for side, groups in (melds or {}).items():
        for g in groups:
            m = _meld_from(grab(cs(g), f"meld of side {side}"))
            assert slots[side][m.rank] is None, "one open meld per rank"
            slots[side][m.rank] = m
    book_rows: list[list[TableMeld]] = [[], []]
    for side, groups in (books or {}).items():
        for g in groups:
            m = _meld_from(grab(cs(g), f"book of side {side}"))
            assert m.size == 7
            book_rows[side].append(m)
    areas: list[tuple[int, ...]] = [(), ()]
    for side, v in (red3s or {}).items():
        areas[side] = grab(cs(v), f"red 3s of side {side}")
        assert all(k in RED3_KINDS for k in areas[side])
    pile_kinds = grab(cs(pile), "pile")
    top_kinds = grab(cs(stock_top), "stock top")
    # Unlisted hands and feet: low naturals, never 3s, wild cards or red 3s.
    order = [k for k in range(16, 52)]
    for p in range(4):
        for spec, table in ((hands or {}, hand_kinds), (feet_spec, foot_kinds)):
            if p in spec:
                continue
            got: list[int] = []
            for k in order:
                while pool[k] > 0 and len(got) < 13:
                    pool[k] -= 1
                    got.append(k)
            table[p] = tuple(got)
    rest = [k for k in range(N_KINDS) for _ in range(pool[k])]
    random.Random(f"hf-helpers/{seed}").shuffle(rest)
    if stock_size is not None:
        keep = stock_size - len(top_kinds)
        assert keep >= 0
        extra, rest = rest[: len(rest) - keep], rest[len(rest) - keep :]
        side = dump % 2
        areas[side] = areas[side] + tuple(k for k in extra if k in RED3_KINDS)
        hand_kinds[dump] = hand_kinds[dump] + tuple(k for k in extra if k not in RED3_KINDS)
    s.stock = rest + list(reversed(top_kinds))
    s.hands = [counts_of(hand_kinds[p]) for p in range(4)]
    s.hand_sizes = [sum(h) for h in s.hands]
    s.feet = [None if foot_kinds[p] is None else counts_of(foot_kinds[p]) for p in range(4)]
    s.melds = slots
    s.books = [tuple(b) for b in book_rows]
    s.red3s = areas
    s.pile = list(pile_kinds)
    op = [any(m is not None for m in slots[i]) or bool(book_rows[i]) for i in range(2)]
    for side, v in (opened or {}).items():
        op[side] = v
    s.opened = op
    s.foot_played = [False] * 4
    for p, v in (foot_played or {}).items():
        s.foot_played[p] = v
    s.known = [[0] * N_KINDS for _ in range(4)]
    s.scores = list(scores) if scores is not None else [0, 0]
    s.history = []
    s.deal_no = deal_no
    s.phase = phase
    s.current = current
    s.dealer = (current - 1) % 4
    s.went_out = None
    s.winners = ()
    reset_turn(s)
    check_invariants(s)
    return s


def after_draw(s: HandFootState) -> HandFootState:
    apply(s, act.DrawStock())
    return s


def hand_codes(s: HandFootState, player: int) -> list[str]:
    from canasta_gui.engine.cards import card_code

    return sorted(card_code(k) for k in s.hand_cards(player))
