"""The minimum count (docs/rules.md §4.7) and taking the discard pile (§4.8)."""

from __future__ import annotations

import pytest

from canasta_gui.engine.hand_and_foot.state import Phase
from canasta_gui.engine.rummy.melds import DIRTY, WILD_RANK

from .helpers import (
    assert_accepted,
    assert_refused,
    build,
    config,
    cs,
    hand_codes,
    layoff,
    meld,
    rank,
    take,
)

# -- §4.7 minimum count -------------------------------------------------------------------------


@pytest.mark.parametrize("deal,minimum", [(0, 50), (1, 90), (2, 120), (3, 150)])
def test_rules_4_7_minimum_by_deal(deal, minimum):
    """docs/rules.md §4.7: deal 1: 50, deal 2: 90, deal 3: 120, deal 4: 150."""
    s = build(hands={0: "5C 6D"}, deal_no=deal)
    assert s.minimum() == minimum


def test_rules_4_7_opening_below_the_minimum_is_refused():
    """docs/rules.md §4.7: the side's first melds must reach the minimum; short is refused whole."""
    s = build(hands={0: "KC KD KH 5C 5D 5H 6C"}, phase=Phase.PLAY)
    assert_refused(s, meld("KC KD KH"), "opening_below_minimum")  # 30 < 50
    assert_refused(s, meld("KC KD KH", "5C 5D 5H"), "opening_below_minimum")  # 45
    assert not s.opened[0]


def test_rules_4_7_several_melds_combine_and_wild_cards_count():
    """docs/rules.md §4.7: several melds may be combined; the count is the §2.2 card values."""
    s = build(hands={0: "KC KD KH 5C 5D JK 6C 7C"}, phase=Phase.PLAY)
    events = assert_accepted(s, meld("KC KD KH", "5C 5D JK"))  # 30 + 60 = 90
    assert s.opened[0]
    assert [e.data["count"] for e in events if e.kind == "opened"] == [90]


def test_rules_4_7_minimum_rises_with_the_deal():
    """docs/rules.md §4.7: in deal 4 the same 90 points are too few (150)."""
    s = build(hands={0: "KC KD KH 5C 5D JK 6C 7C"}, phase=Phase.PLAY, deal_no=3)
    assert_refused(s, meld("KC KD KH", "5C 5D JK"), "opening_below_minimum")


def test_rules_4_7_no_lay_off_before_opening():
    """docs/rules.md §4.7 / Canasta §3.8.2: the opening is new melds only; nothing to lay off."""
    s = build(hands={0: "KC KD KH AC 5C"}, phase=Phase.PLAY)
    assert_refused(s, layoff("K", "KC"), "layoff_before_opening")


def test_rules_4_7_after_opening_both_partners_meld_freely():
    """docs/rules.md §4.7: after the opening, both partners meld freely in that deal."""
    s = build(hands={2: "5C 5D 5H 6C 7C"}, melds={0: ["AC AD AH"]}, phase=Phase.PLAY, current=2)
    assert_accepted(s, meld("5C 5D 5H"))  # 15 points, no minimum any more


# -- §4.8.1 conditions --------------------------------------------------------------------------


def opened_take(hand: str, pile: str, **kw):
    """Seat 0 about to take the pile; side 0 has opened with a meld of aces."""
    melds = kw.pop("melds", {0: ["AC AD AH"]})
    return build(hands={0: hand}, pile=pile, melds=melds, **kw)


def test_rules_4_8_1_natural_pair_takes_the_pile():
    """docs/rules.md §4.8.1: with two naturals of the top rank, the top card and the pair are
    melded at once and the pile is taken."""
    s = opened_take("9C 9D 5C 6D", "7C 8D 9H")
    assert_accepted(s, take("9C 9D"))
    assert s.melds[0][rank("9")].cards == cs("9H 9C 9D")
    assert s.pile == [] and s.phase == Phase.PLAY
    assert hand_codes(s, 0) == ["5C", "6D", "7C", "8D"]


def test_rules_4_8_1_natural_and_wild_does_not_qualify():
    """docs/rules.md §4.8.1 [S2 "ナチュラルカード2枚以上"]: natural + wild does not qualify."""
    s = opened_take("9C 2D 5C 6D", "7C 9H")
    assert_refused(s, take("9C 2D"), "pile_need_pair")
    assert_refused(s, take("9C"), "pile_need_pair")


def test_rules_4_8_1_lay_off_alone_does_not_qualify():
    """docs/rules.md §4.8.1: the two naturals are needed even with an open meld of that rank."""
    s = opened_take("9C 5C 6D", "7C 9H", melds={0: ["9D 9S 9C"]})
    assert_refused(s, take(), "pile_need_pair")


def test_rules_4_8_1_wild_top_needs_two_wild_cards():
    """docs/rules.md §4.8.1: a wild top card is taken with at least two wild cards, forming or
    extending a wild meld; no natural goes with it."""
    s = opened_take("2C 5C 5D 6D", "7C JK")
    assert_refused(s, take("2C"), "pile_need_wilds")
    assert_refused(s, take("2C 5C"), "layoff_wild_meld")
    s = opened_take("2C JK 5C 6D", "7C 2H")
    assert_accepted(s, take("2C JK"))
    assert s.melds[0][WILD_RANK].cards == cs("2H 2C JK")


def test_rules_4_8_1_black_3_on_top_blocks_the_pile():
    """docs/rules.md §4.8.1 / §4.5: a black 3 on top blocks the pile."""
    s = opened_take("3C 3S 5C 6D", "7C 3S")
    assert_refused(s, take("3C 3S"), "pile_blocked")


def test_rules_4_8_1_top_card_goes_onto_the_open_meld():
    """docs/rules.md §4.8.1: with an open meld of the top rank, the top card and the hand cards
    are placed onto it."""
    s = opened_take("9C 9D 5C 6D", "7C 9H", melds={0: ["9S 9S 9C"]})
    assert_accepted(s, take("9C 9D"))
    assert s.melds[0][rank("9")].size == 6


def test_rules_4_8_1_six_card_meld_completes_then_needs_a_new_meld_of_three():
    """docs/rules.md §4.8.1 [spec]: with a 6-card open meld the top card completes the book and
    the hand naturals must start a new meld of at least 3 (a third natural or one wild)."""
    six = {0: ["9S 9S 9C 9C 9D 9D"]}
    s = opened_take("9C 9D 5C 6D", "7C 9H", melds=six)
    assert_refused(s, take("9C 9D"), "meld_too_small")
    s = opened_take("9C 9D 9H 5C 6D", "7C 9H", melds=six)
    assert_accepted(s, take("9C 9D 9H"))
    assert len(s.books[0]) == 1 and s.melds[0][rank("9")].size == 3
    s = opened_take("9C 9D 2C 5C 6D", "7C 9H", melds=six)
    assert_accepted(s, take("9C 9D 2C"))
    assert s.melds[0][rank("9")].cards == cs("9C 9D 2C")


def test_rules_4_8_1_five_card_meld_the_player_chooses_the_split():
    """docs/rules.md §4.8.1 [spec]: with a 5-card open meld the top card and one hand natural
    complete the book, and the second natural needs two more cards from hand. The cards go
    down in the order given: onto the open meld first."""
    five = {0: ["9S 9S 9C 9C 9D"]}
    s = opened_take("9C 9D 5C 6D", "7C 9H", melds=five)
    assert_refused(s, take("9C 9D"), "meld_too_small")
    s = opened_take("9C 9D 9H 9S 5C", "7C 9H", melds=five)
    assert_accepted(s, take("9C 9D 9H 9S"))
    assert s.books[0][0].kind == "clean" and s.melds[0][rank("9")].size == 3
    # A wild card first makes the book dirty; the naturals then start the new meld.
    s = opened_take("2C 9D 9H 9S 5C", "7C 9H", melds=five)
    assert_accepted(s, take("2C 9D 9H 9S"))
    assert s.books[0][0].kind == DIRTY


def test_rules_4_8_1_opening_with_the_pile_counts_only_the_top_card():
    """docs/rules.md §4.7 / §4.8.1: an unopened side meets the minimum in the same action,
    counting only the top card among the pile cards."""
    s = build(hands={0: "KC KD 5C 6D"}, pile="AC AD AH KH")
    assert_refused(s, take("KC KD"), "opening_below_minimum")  # 30: the aces do not count
    s = build(hands={0: "KC KD AC AD AS 6D"}, pile="AH 2C KH")
    assert_accepted(s, take("KC KD", "AC AD AS"))  # 30 + 60
    assert s.opened[0] and "AH" in hand_codes(s, 0)


def test_rules_4_8_1_foot_phase_takes_on_the_same_terms():
    """docs/rules.md §4.8.1: a player in the foot phase may take the pile too."""
    s = opened_take("9C 9D 5C 6D 7D", "7C 9H", feet={0: None})
    assert_accepted(s, take("9C 9D"))
    assert s.hand_sizes[0] == 4


# -- §4.8.2 what is taken -----------------------------------------------------------------------


def test_rules_4_8_2_top_seven_cards_are_taken():
    """docs/rules.md §4.8.2, OPT-HF-PICKUP = TOP-7: the top 7 cards, the top one included."""
    s = opened_take("9C 9D 5C", "4C 4D 5H 6H 7H 8H 10H JH QH 9H")
    assert_accepted(s, take("9C 9D"))
    assert s.pile == list(cs("4C 4D 5H"))
    assert hand_codes(s, 0) == sorted(["5C", "6H", "7H", "8H", "10H", "JH", "QH"])


def test_rules_4_8_2_whole_pile_option():
    """docs/rules.md §4.8.2, OPT-HF-PICKUP = WHOLE-PILE: the whole pile is taken."""
    s = opened_take(
        "9C 9D 5C", "4C 4D 5H 6H 7H 8H 10H JH QH 9H", cfg=config(OPT_HF_PICKUP="WHOLE-PILE")
    )
    assert_accepted(s, take("9C 9D"))
    assert s.pile == [] and s.hand_sizes[0] == 10


def test_rules_4_8_2_short_pile_is_taken_whole():
    """docs/rules.md §4.8.2: with 7 or fewer cards, all of them are taken."""
    s = opened_take("9C 9D 5C", "4C 4D 9H")
    assert_accepted(s, take("9C 9D"))
    assert s.pile == [] and hand_codes(s, 0) == ["4C", "4D", "5C"]


# -- §4.8.3 procedure ---------------------------------------------------------------------------


def test_rules_4_8_3_a_take_that_empties_a_hand_phase_hand_brings_up_the_foot():
    """docs/rules.md §4.8.3 step 5 / §4.9: in the hand phase an empty hand after the take means
    the foot is picked up and play goes on."""
    s = opened_take("9C 9D", "9H", feet={0: "5C 5D 5H 6C 6D 6H 7C 7D 7H 8C 8D 8H 10C"})
    events = assert_accepted(s, take("9C 9D"))
    assert s.feet[0] is None and s.hand_sizes[0] == 13 and s.phase == Phase.PLAY
    assert any(e.kind == "foot" for e in events)


def test_rules_4_8_3_a_foot_phase_take_may_not_empty_the_hand_without_going_out():
    """docs/rules.md §4.8.3 step 5 / §4.10.3: a foot-phase take that would empty the hand without
    §4.10.2, or leave one card without a way out, is illegal."""
    s = opened_take("9C 9D", "9H", feet={0: None})
    assert_refused(s, take("9C 9D"), "hf_out_books")
    s = opened_take("9C 9D 5C", "9H", feet={0: None})
    assert_refused(s, take("9C 9D"), "hf_one_card_books")


def test_rules_4_8_3_refused_take_changes_nothing():
    """docs/rules.md §1.1: an illegal take leaves the state unchanged."""
    s = opened_take("9C 5C", "7C 9H")
    assert_refused(s, take("9C 9D"), "card_not_in_hand")
    assert_refused(s, take("9C 5C"), "layoff_wrong_rank")
