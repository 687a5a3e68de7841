"""Atomic turn plans: all or nothing, and "is this plan legal so far" (docs/rules.md §3.8.2,
§3.8.6)."""

from __future__ import annotations

import pytest

from canasta_gui.engine.canasta.plans import apply_plan, opening_count, validate_plan
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.cards import ACE, EIGHT, QUEEN
from canasta_gui.engine.errors import IllegalAction

from .helpers import assert_same_state, build, discard, meld, snapshot, take


def test_rules_3_8_6_a_short_staged_opening_reports_its_count_and_changes_nothing():
    """docs/rules.md §3.8.6: an opening below the minimum is refused whole; the count is live."""
    s = build(4, 2, hands={0: "KH KS KD 7C 7D 7H 4S 4C 9D 9H JC"}, phase=Phase.PLAY)
    before = snapshot(s)
    check = validate_plan(s, [meld("KH KS KD")])
    assert not check.ok
    assert check.failed_step == 0
    assert check.error.code == "opening_below_minimum"
    assert (check.opening_count, check.minimum) == (30, 50)
    assert_same_state(s, before)
    check = validate_plan(s, [meld("KH KS KD", "7C 7D 7H")])
    assert not check.ok and (check.opening_count, check.minimum) == (45, 50)
    check = validate_plan(s, [meld("KH KS KD", "7C 7D 7H", "9D 9H 4S 4C")])
    assert not check.ok and check.error.code == "meld_mixed_ranks"
    # Spreading the opening over two actions does not help: the first is short.
    check = validate_plan(s, [meld("KH KS KD"), meld("7C 7D 7H")])
    assert not check.ok and check.failed_step == 0


def test_rules_3_8_4_a_pile_take_plan_counts_only_the_top_card_and_applies_whole():
    """docs/rules.md §3.8.4: take + opening melds + a later lay-off, applied as one plan."""
    s = build(
        4,
        2,
        hands={0: "QH QS AH AS AD 8C 8D 8H 6C 5D 4H"},
        pile="9C 9D KC QD",
        phase=Phase.DRAW,
    )
    plan = [take("QH QS", "AH AS AD"), meld("8C 8D 8H")]
    check = validate_plan(s, plan)
    assert check.ok, check.error
    assert check.opening_count == 10 + 20 + 60  # top queen + two queens + three aces
    assert opening_count(s, plan[0]) == 90
    events = apply_plan(s, plan)
    assert [e.kind for e in events][:2] == ["take_pile", "meld"]
    assert s.opened[0] and s.phase == Phase.PLAY
    assert [m.size if m else 0 for m in s.melds[0]][QUEEN] == 3
    assert s.melds[0][ACE].size == 3 and s.melds[0][EIGHT].size == 3
    # The kings and nines from the pile are in the hand now, none of them melded.
    assert s.hand_sizes[0] == 11 - 5 - 3 + 3


def test_a_failing_step_leaves_every_earlier_step_unapplied():
    """All or nothing: a plan whose last step is illegal changes nothing."""
    s = build(4, 2, hands={0: "KH KS KD QH QS QD JC JD 9H 8S 7C"}, phase=Phase.PLAY)
    before = snapshot(s)
    bad = [meld("KH KS KD", "QH QS QD"), discard("AS")]  # AS is not in the hand
    with pytest.raises(IllegalAction) as info:
        apply_plan(s, bad)
    assert info.value.code == "card_not_in_hand"
    assert_same_state(s, before)
    check = validate_plan(s, bad)
    assert check.failed_step == 1 and check.error.code == "card_not_in_hand"


def test_a_legal_plan_equals_its_steps_applied_one_by_one():
    s = build(4, 2, hands={0: "KH KS KD QH QS QD JC JD 9H 8S 7C"}, phase=Phase.PLAY)
    twin = s.clone()
    plan = [meld("KH KS KD", "QH QS QD"), discard("7C")]
    apply_plan(s, plan)
    for step in plan:
        twin.apply(step)
    assert snapshot(s) == snapshot(twin)
    assert s.current == 1 and s.phase == Phase.DRAW
