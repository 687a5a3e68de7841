"""Position building and checks for the Cassino rules tests (docs/rules.md §5).

``position`` starts from a real ``new_game`` state and overwrites hands, loose
cards and builds from card codes ("10D", "AS", "KH"). Every card not placed
stays in the stock, so the 52 cards are always all there; ``position`` checks
that before returning. ``assert_refused`` applies an action that must be
illegal, checks the reason code and that nothing in the state changed.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from canasta_gui.engine.cards import parse_card
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.rules import apply, check
from canasta_gui.engine.cassino.state import CassinoState, TableBuild, new_game
from canasta_gui.engine.errors import IllegalAction

Codes = Sequence[str] | str


def cs(codes: Codes) -> tuple[int, ...]:
    """Card kinds from codes: ``cs("AS 2D 6C")``."""
    if isinstance(codes, str):
        codes = codes.split()
    return tuple(parse_card(c) for c in codes)


def c(code: str) -> int:
    return parse_card(code)


def config(players: int = 2, preset: str = "default", **options: str) -> CassinoConfig:
    """``config(2, OPT_CAS_TRAIL="FREE")``: underscores stand for dashes."""
    return CassinoConfig.make(players, {k.replace("_", "-"): v for k, v in options.items()}, preset)


def position(
    hands: Sequence[Codes],
    loose: Codes = (),
    builds: Sequence[tuple[Codes, int, str, int]] = (),
    *,
    cfg: CassinoConfig | None = None,
    current: int = 0,
    dealer: int | None = None,
    stock: Codes | None = None,
    captured: Sequence[Codes] | None = None,
    rest_to: int = 0,
    seed: str = "test",
) -> CassinoState:
    """A position: ``builds`` are (cards, value, "single"/"multiple", owner).

    The other cards form the stock (kept in deck order, so the position is the
    same every run) unless ``stock`` lists it, in which case the rest are put in
    the captured pile of side ``rest_to``.
    """
    cfg = cfg or config(len(hands))
    s = new_game(cfg, seed)
    s.hands = [sorted(cs(h)) for h in hands]
    s.loose = list(cs(loose))
    s.builds = [
        TableBuild(cs(cards), v, kind == "multiple", owner) for cards, v, kind, owner in builds
    ]
    s.captured = [list(cs(p)) for p in captured] if captured else [[] for _ in range(cfg.n_sides)]
    s.current = current
    if dealer is not None:
        s.dealer = dealer
    placed = [k for h in s.hands for k in h] + s.loose + [k for b in s.builds for k in b.cards]
    placed += [k for p in s.captured for k in p]
    assert len(set(placed)) == len(placed), "a card is placed twice"
    rest = [k for k in range(52) if k not in set(placed)]
    if stock is None:
        s.stock = rest
    else:
        s.stock = list(cs(stock))
        s.captured[rest_to].extend(k for k in rest if k not in set(s.stock))
    s.log = []
    s.last_captor = None
    s.discarded = []
    check_invariants(s)
    return s


def snapshot(s: CassinoState) -> dict[str, Any]:
    return {name: copy.deepcopy(getattr(s, name)) for name in CassinoState.__slots__}


def assert_refused(s: CassinoState, action: Any, *codes: str) -> IllegalAction:
    """``action`` is refused with one of ``codes``; neither check nor apply changes ``s``."""
    before = snapshot(s)
    checked = check(s, action)
    assert snapshot(s) == before
    with pytest.raises(IllegalAction) as info:
        apply(s, action)
    assert info.value.code in codes, f"refused with {info.value.code!r}, expected {codes}"
    assert snapshot(s) == before, "a refused action changed the state"
    assert checked is not None and checked.code == info.value.code
    assert act.canonical(action) not in legal_actions(s), "a refused action is listed as legal"
    return info.value


def assert_legal(s: CassinoState, action: Any) -> list:
    """``action`` is listed, accepted by ``check`` and applied; the cards stay 52."""
    assert act.canonical(action) in legal_actions(s), f"{action} is not in the legal list"
    assert check(s, action) is None
    events = apply(s, action)
    check_invariants(s)
    return events


def all_cards(s: CassinoState) -> list[int]:
    out = [k for h in s.hands for k in h] + s.stock + s.loose
    out += [k for b in s.builds for k in b.cards]
    out += [k for p in s.captured for k in p] + s.discarded
    return out


def check_invariants(s: CassinoState) -> None:
    """docs/rules.md §5.1: the 52 cards of one deck, each exactly once, wherever they are."""
    cards = all_cards(s)
    assert sorted(cards) == list(range(52)), "cards lost or duplicated"
    assert s.card_total() == 52
    values = [b.value for b in s.builds]
    assert len(values) == len(set(values)), "two builds share a value"


def captures_of(s: CassinoState, card: str) -> set[tuple[tuple[str, ...], tuple[int, ...]]]:
    """The legal captures with ``card`` as (loose codes, build values)."""
    from canasta_gui.engine.cards import card_code

    k = parse_card(card)
    return {
        (tuple(sorted(card_code(x) for x in a.loose)), a.builds)
        for a in legal_actions(s)
        if isinstance(a, act.Capture) and a.card == k
    }


def options(**kw: str) -> Mapping[str, str]:
    return {k.replace("_", "-"): v for k, v in kw.items()}
