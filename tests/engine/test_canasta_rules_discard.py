"""Discarding (docs/rules.md §3.11)."""

from __future__ import annotations

import pytest

from canasta_gui.engine.canasta.state import Phase

from .helpers import assert_accepted, assert_refused, build, cs, discard, last_result

CANASTA = {0: ["AH AS AD AC AH AS 2D"]}


def test_rules_3_11_discard_moves_one_card_to_the_pile_top():
    """docs/rules.md §3.11: the turn ends by moving exactly one hand card onto the pile."""
    s = build(4, 2, hands={0: "KH KS 9C"}, pile="5C", phase=Phase.PLAY)
    assert_accepted(s, discard("9C"))
    assert s.pile == list(cs("5C 9C"))
    assert s.hand_sizes[0] == 2 and s.current == 1


def test_rules_3_11_card_not_in_hand_cannot_be_discarded():
    """docs/rules.md §3.11: only a card from the hand can be discarded."""
    s = build(4, 2, hands={0: "KH KS 9C"}, phase=Phase.PLAY)
    assert_refused(s, discard("QH"), "card_not_in_hand")


@pytest.mark.parametrize("card", ["2C", "JK", "3S", "3C"])
def test_rules_3_11_wild_cards_and_black_3s_may_be_discarded(card):
    """docs/rules.md §3.11: any card may be discarded, wild cards and black 3s included."""
    s = build(4, 2, hands={0: f"KH KS {card}"}, pile="5C", phase=Phase.PLAY)
    assert_accepted(s, discard(card))
    assert s.pile[-1] == cs(card)[0]
    assert s.pile_blocked()
    assert s.pile_frozen() == (card in ("2C", "JK"))


def test_rules_3_11_last_card_discard_only_when_going_out():
    """docs/rules.md §3.11 / §3.12.1: the hand may be emptied by the discard only when going out."""
    s = build(4, 2, hands={0: "9C"}, phase=Phase.PLAY, melds={0: ["AH AS AD"]})
    assert_refused(s, discard("9C"), "hand_empty_not_out")
    s = build(4, 2, hands={0: "9C"}, phase=Phase.PLAY, melds=CANASTA)
    assert_accepted(s, discard("9C"))
    assert last_result(s).went_out == 0


@pytest.mark.parametrize("card", ["2C", "JK", "3S"])
def test_rules_3_11_going_out_by_discarding_wild_or_black_3(card):
    """docs/rules.md §3.11 / §3.12.5: a player allowed to go out may discard a wild or black 3
    last."""
    s = build(4, 2, hands={0: card}, phase=Phase.PLAY, melds=CANASTA, has_melded={0: True})
    assert_accepted(s, discard(card))
    r = last_result(s)
    assert r.went_out == 0 and r.reason == "out" and r.sides[0].going_out == 100
    assert s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
