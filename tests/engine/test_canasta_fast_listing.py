"""The compact Canasta listing, worked out on counts, against the full rule check.

``legal.legal_actions`` judges most candidates by arithmetic on the hand's rank counts
and the side's melds instead of running ``check_meld`` / ``check_take`` on each. On
states reached by seeded random play, in configurations and option sets drawn as in
``test_canasta_invariants``:

* every listed action passes the checked path (``rules.check``);
* for every candidate of the shapes the compact listing covers (one rank's naturals
  alone or with one wild card, the same as a lay-off, one wild card laid off, the pile
  taken with naturals and at most one wild card, any discard, the question to the
  partner), the checked path's
  verdict is membership in the listing;
* ``rules.apply_listed`` (no check again) leaves the same state and the same events as
  the checked ``rules.apply``.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta import goout, legal, legal_rows, legal_takes, rules
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.state import CanastaState, Phase
from canasta_gui.engine.cards import ACE, FOUR, JOKER, N_KINDS, TWO_KINDS
from canasta_gui.engine.rummy.melds import Meld as TableMeld
from tests.engine.test_canasta_invariants import Setup, describe, setups, snapshot

#: Actions per game checked; random games are cut here to keep the test short.
STEPS = 400


def _wild_singles(hand: list[int]) -> list[tuple[int, ...]]:
    """The wild cards the compact listing offers: a joker, and the first 2 held."""
    out: list[tuple[int, ...]] = []
    if hand[JOKER]:
        out.append((JOKER,))
    two = next((k for k in TWO_KINDS if hand[k]), None)
    if two is not None:
        out.append((two,))
    return out


def _naturals(hand: list[int], rank: int) -> tuple[int, ...]:
    return tuple(k for k in range(rank * 4, rank * 4 + 4) for _ in range(hand[k]))


def compact_candidates(s: CanastaState) -> list[act.Action]:
    """Actions of the shapes the compact listing covers, legal or not (opened side only)."""
    p = s.current
    side = s.config.side_of[p]
    if not s.opened[side]:
        return []
    hand = s.hands[p]
    most = s.config.meld_rules.max_size
    singles = _wild_singles(hand)
    out: list[act.Action] = []
    if s.phase == Phase.DRAW:
        if not s.pile:
            return []
        rank = s.pile[-1] >> 2
        nat = _naturals(hand, rank) if FOUR <= rank <= ACE else ()
        out.append(act.TakePile(()))
        for n in {1, 2, len(nat)}:
            if 1 <= n <= len(nat):
                for wild in [(), *singles]:
                    out.append(act.TakePile(nat[:n] + wild))
        return out
    if s.phase != Phase.PLAY:
        return []
    melds = s.melds[side]
    for r in range(FOUR, ACE + 1):
        nat = _naturals(hand, r)
        target = melds[r]
        if most:
            nat = nat[: max(0, most - (target.size if target is not None else 0))]
        if nat:
            out.append(act.Meld((nat,)))
            out.append(act.Meld((), ((r, nat),)))
            out.extend(act.Meld((nat + w,)) for w in singles)
        out.extend(act.Meld((), ((r, w),)) for w in singles)
    out.extend(act.Discard(k) for k in range(N_KINDS))
    if s.config.partnership:
        partners = s.config.partners_of(p)
        out.extend(act.AskGoOut(q) for q in ([None] if len(partners) == 1 else partners))
    return out


def check_state(s: CanastaState, setup: Setup, step: int) -> None:
    listed = legal_actions(s)
    for a in listed:
        refusal = rules.check(s, a)
        assert refusal is None, f"listed but refused ({refusal}): {describe(setup, step, a)}"
    members = set(listed)
    for a in compact_candidates(s):
        legal = rules.check(s, a) is None
        assert legal == (a in members), (
            f"checked path says {'legal' if legal else 'illegal'}, listing disagrees: "
            + describe(setup, step, a)
        )


@settings(max_examples=30)
@given(setups())
def test_fast_listing_matches_the_rule_check(setup: Setup) -> None:
    s = setup.new()
    rng = setup.rng()
    for step in range(STEPS):
        if s.is_terminal():
            break
        check_state(s, setup, step)
        action = rng.choice(legal_actions(s))
        checked = s.clone()
        checked_events = rules.apply(checked, action)
        events = rules.apply_listed(s, action)
        assert events == checked_events, describe(setup, step, action)
        assert snapshot(s) == snapshot(checked), describe(setup, step, action)


@settings(max_examples=20)
@given(setups())
def test_lone_count_from_the_walk_gives_the_search_answer(setup: Setup) -> None:
    """An opened side's play listing counts lone naturals on its rank walk and skips the
    go-out search when they are too many (the search's own first test): the plan, and
    so the going-out meld and the question, are what the search alone would give."""
    s = setup.new()
    rng = setup.rng()
    for step in range(STEPS):
        if s.is_terminal():
            break
        p = s.current
        side = s.config.side_of[p]
        if s.phase == Phase.PLAY and s.opened[side]:
            walked: list[act.Meld] = []
            lone = legal._compact_walk(s, p, s.hands[p], s.melds[side], walked)[0]
            plan = legal._go_out_plan(s)
            assert legal._go_out_plan(s, lone) == plan, describe(setup, step, None)
            composite = legal._go_out_meld(s, plan)
            expected = walked + ([composite] if composite and composite not in walked else [])
            expected += legal._discard_options(s) + legal._ask_options(s, plan is not None)
            assert legal_actions(s) == expected, describe(setup, step, None)
        rules.apply_listed(s, rng.choice(legal_actions(s)))


@settings(max_examples=20)
@given(setups())
def test_pairs_count_from_the_walk_gives_the_search_answer(setup: Setup) -> None:
    """The same walk counts the ranks of exactly two naturals with no meld to join (each
    a new meld only with a wild card); with more of them than wild cards in hand the
    listing skips the go-out search, which finds no way out then either."""
    s = setup.new()
    rng = setup.rng()
    for step in range(STEPS):
        if s.is_terminal():
            break
        p = s.current
        side = s.config.side_of[p]
        if s.phase == Phase.PLAY and s.opened[side]:
            hand, melds = s.hands[p], s.melds[side]
            _lone, pairs = legal._compact_walk(s, p, hand, melds, [])
            two_naturals = [
                r for r in range(FOUR, ACE + 1) if melds[r] is None and len(_naturals(hand, r)) == 2
            ]
            capped = bool(s.config.meld_rules.max_size)
            assert pairs == (0 if capped else len(two_naturals)), describe(setup, step, None)
            wild = hand[JOKER] + sum(hand[k] for k in TWO_KINDS)
            if pairs > wild:
                assert legal._go_out_plan(s) is None, describe(setup, step, None)
        rules.apply_listed(s, rng.choice(legal_actions(s)))


@settings(max_examples=20)
@given(setups())
def test_trusted_going_out_meld_passes_the_rule_check(setup: Setup) -> None:
    """An opened side's going-out meld in the meld phase, not bound by a "yes", is listed
    without ``check_meld`` (``legal._plan_trusted``): the check accepts every such plan."""
    s = setup.new()
    rng = setup.rng()
    for step in range(STEPS):
        if s.is_terminal():
            break
        if s.phase == Phase.PLAY and legal._plan_trusted(s):
            plan = legal._go_out_plan(s)
            if plan is not None and (plan[0] or plan[1]):
                action = act.Meld(plan[0], plan[1])
                refusal = rules.check(s, action)
                assert refusal is None, f"refused ({refusal}): {describe(setup, step, action)}"
                assert legal._go_out_meld(s, plan) == action
        rules.apply_listed(s, rng.choice(legal_actions(s)))


def _takes_afresh(s: CanastaState) -> list[act.TakePile]:
    """``pile_take_options(s)`` worked out with the takes memory empty (then put back)."""
    memory, last = dict(legal_takes._TAKES), legal_takes._LAST_TAKES[0]
    legal_takes._TAKES.clear()
    legal_takes._LAST_TAKES[0] = (None, None)
    try:
        return legal.pile_take_options(s)
    finally:
        legal_takes._TAKES.clear()
        legal_takes._TAKES.update(memory)
        legal_takes._LAST_TAKES[0] = last


@settings(max_examples=20)
@given(setups())
def test_remembered_takes_are_the_takes_worked_out_afresh(setup: Setup) -> None:
    """An opened side's compact takes are remembered by what they depend on; each
    listing from the memory (filled by every state before) equals the one worked out
    with the memory empty, and the first take found (``first_only``) is its head. Each
    draw is also tried with the pile frozen and not, which changes what may be taken
    (a natural pair) but not the other parts of the memory's key."""
    s = setup.new()
    rng = setup.rng()
    for step in range(STEPS):
        if s.is_terminal():
            break
        if s.phase == Phase.DRAW:
            for freeze in (s.freeze_index, 0, -1):
                t = s.clone()
                t.freeze_index = freeze if t.pile else -1
                remembered = legal.pile_take_options(t)
                fresh = _takes_afresh(t)
                assert remembered == fresh == legal.pile_take_options(t), describe(
                    setup, step, None
                )
                first = legal.pile_take_options(t, first_only=True)
                assert first == fresh[:1], describe(setup, step, None)
        rules.apply_listed(s, rng.choice(legal_actions(s)))


@settings(max_examples=20)
@given(setups())
def test_draw_listing_is_the_draw_and_the_pile_takes(setup: Setup) -> None:
    """With cards in the stock the draw phase's listing, its first tests written out,
    is the draw and then ``pile_take_options``'s takes (no refusal of the pile, §3.13.3),
    each of them accepted by the checked path; each draw is tried with the pile frozen
    and not, for opened and unopened sides alike."""
    s = setup.new()
    rng = setup.rng()
    for step in range(STEPS):
        if s.is_terminal():
            break
        if s.phase == Phase.DRAW and s.stock:
            for freeze in (s.freeze_index, 0, -1):
                t = s.clone()
                t.freeze_index = freeze if t.pile else -1
                listed = legal_actions(t)
                takes = legal.pile_take_options(t)
                assert listed == [act.DRAW, *takes], describe(setup, step, None)
                for a in takes:
                    assert rules.check(t, a) is None, describe(setup, step, a)
        rules.apply_listed(s, rng.choice(legal_actions(s)))


def test_group_action_is_the_frozen_meld_action() -> None:
    """An opening group's action, built past the dataclass's guard, is the constructor's
    value: equal, same hash, same type, and as frozen."""
    groups = [((20, 21, 22),), ((20, 21, JOKER), (44, 45, 46, 47))]
    for ms in groups:
        built = legal_rows._group_action(ms)
        made = act.Meld(ms)
        assert type(built) is act.Meld
        assert built == made and hash(built) == hash(made)
        assert built.melds == ms and built.layoffs == ()
        with pytest.raises(AttributeError):
            built.melds = ()  # type: ignore[misc]


def test_take_group_action_is_the_frozen_take_action() -> None:
    """A pile take with an opening group, built past the dataclass's guard, is the
    constructor's value: equal, same hash, same type, and as frozen."""
    takes = [((20, 21), ()), ((20,), ((44, 45, JOKER),)), ((), ((8, 9, 10), (12, 13, 14)))]
    for cards, ms in takes:
        built = legal_takes._take_group_action(cards, ms)
        made = act.TakePile(cards, ms)
        assert type(built) is act.TakePile
        assert built == made and hash(built) == hash(made)
        assert built.cards == cards and built.melds == ms
        with pytest.raises(AttributeError):
            built.melds = ()  # type: ignore[misc]


def _meld_variants(melds: list) -> list[list]:
    """``melds``, and copies with one meld changed: a joker more (other counts), or its
    naturals in other suits (the same counts, other cards)."""
    out = [melds]
    for r, m in enumerate(melds):
        if m is None or not FOUR <= r <= ACE or len(out) > 4:
            continue
        more = melds[:]
        more[r] = m.extended((JOKER,))
        other = melds[:]
        other[r] = TableMeld(r, tuple(c ^ 1 if c >> 2 == r else c for c in m.cards))
        out += [more, other]
    return out


@settings(max_examples=30)
@given(setups())
def test_go_out_memory_gives_the_search_answer(setup: Setup) -> None:
    """The go-out memo keys each side meld by its naturals and wild cards only (what the
    search reads): its answer, after every state before has filled it, is the search's
    own for the hand and the melds asked about, with or without a discard to follow,
    also for melds that differ from the table's in their counts or only in their cards."""
    s = setup.new()
    rng = setup.rng()
    for step in range(STEPS):
        if s.is_terminal():
            break
        if s.phase in (Phase.PLAY, Phase.LAST_MELD):
            p = s.current
            side = s.config.side_of[p]
            hand, opened = s.hands[p], s.opened[side]
            minimum = 0 if opened else s.minimum(side)
            for melds in _meld_variants(s.melds[side]):
                for discard in (True, False):
                    found = goout.go_out_plan(s.config, hand, melds, opened, minimum, discard)
                    if goout._lone_cards(hand, melds, 1 if discard else 0):
                        assert found is None, describe(setup, step, None)
                        continue
                    searched = goout._search(s.config, hand, melds, opened, minimum, discard)
                    assert found == searched, describe(setup, step, None)
        rules.apply_listed(s, rng.choice(legal_actions(s)))
