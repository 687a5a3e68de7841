"""Melds and books (docs/rules.md §4.6) on the shared rummy meld rules."""

from __future__ import annotations

import pytest

from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.state import Phase
from canasta_gui.engine.rummy.melds import CLEAN, DIRTY, WILD, WILD_RANK

from .helpers import assert_accepted, assert_refused, build, cs, hand_codes, layoff, meld, rank

OPEN = {0: ["AH AS AD"]}  # side 0 has opened


def play(hand: str, melds=None, books=None, **kw):
    """Seat 0 in its meld phase (hand phase) with ``hand``; side 0 has opened."""
    return build(
        hands={0: hand}, melds=OPEN if melds is None else melds, books=books, phase=Phase.PLAY, **kw
    )


# -- §4.6.1 rank melds --------------------------------------------------------------------------


def test_rules_4_6_1_three_to_seven_of_one_rank():
    """docs/rules.md §4.6.1: 3 to 7 cards of one natural rank, suits do not matter."""
    s = play("KH KS KD 9C 9D 9H 9S 5C 5D")
    assert_accepted(s, meld("KH KS KD"))
    assert s.melds[0][rank("K")].cards == cs("KH KS KD")


@pytest.mark.parametrize(
    "cards,code",
    [
        ("KH KS", "meld_too_small"),
        ("KH KS QD", "meld_mixed_ranks"),
        ("5H 6H 7H", "meld_mixed_ranks"),  # no sequences
    ],
)
def test_rules_4_6_1_bad_shapes_are_refused(cards, code):
    """docs/rules.md §4.6.1: at least 3 cards of one rank."""
    s = play("KH KS QD 5H 6H 7H 9C 9D")
    assert_refused(s, meld(cards), code)


# -- §4.6.2 wild ratio --------------------------------------------------------------------------

RATIO = [
    ("9C 9D 2C", True),  # 3 cards: 1 wild
    ("9C 9D JK JK", False),  # 2 naturals, 2 wild: more than a third
    ("9C 9D 9H 2C", True),  # 4 cards: 1 wild
    ("9C 9D 9H 2C 2D", False),  # 5 cards: at most 1 wild
    ("9C 9D 9H 9S 2C", True),
    ("9C 9D 9H 9S 2C JK", True),  # 6 cards: 2 wild
    ("9C 9D 9H 9S 9C 2C JK", True),  # 7 cards: 2 wild
    ("9C 9D 9H 9S 2C 2D JK", False),  # 4 naturals, 3 wild
]


@pytest.mark.parametrize("cards,ok", RATIO)
def test_rules_4_6_2_wild_cards_at_most_one_third(cards, ok):
    """docs/rules.md §4.6.2: naturals >= 2 x wilds: 3-5 cards hold 1 wild card, 6-7 hold 2."""
    s = play("9C 9C 9D 9H 9S 2C 2D JK JK 5C 5D")
    if ok:
        assert_accepted(s, meld(cards))
    else:
        assert_refused(s, meld(cards), "meld_wild_ratio")


def test_rules_4_6_2_ratio_holds_for_lay_offs_too():
    """docs/rules.md §4.6.2: the limit holds after every action, lay-offs included."""
    s = play("2C 2D 5C 5D 6C", melds={0: ["9C 9D 9H 2S"]})
    assert_refused(s, layoff("9", "2C"), "meld_wild_ratio")
    s = play("2C 9S 9C 5C 5D", melds={0: ["9C 9D 9H 2S"]})
    assert_refused(s, layoff("9", "2C"), "meld_wild_ratio")  # 3 naturals, 2 wild


def test_rules_4_6_2_one_action_is_checked_on_its_result():
    """docs/rules.md §4.6.2 [spec]: several cards added to one meld in one action are judged on
    the result, as if the naturals went down first."""
    s = play("2C 9S 5C 5D 6C", melds={0: ["9C 9D 9H 2S"]})
    assert_accepted(s, layoff("9", "2C 9S"))  # 4 naturals, 2 wild
    assert s.melds[0][rank("9")].size == 6


def test_rules_4_6_2_a_natural_pair_with_a_wild_card_opens_but_one_natural_never():
    """docs/rules.md §4.6.2: 2 naturals + 1 wild is the smallest mixed meld; 1 natural + 2 wild is
    more than a third."""
    s = play("9C 9D 2C 2D 8C JK 5C")
    assert_accepted(s, meld("9C 9D 2C"))
    assert_refused(s, meld("8C 2D JK"), "meld_few_naturals")


# -- §4.6.3 wild melds --------------------------------------------------------------------------


def test_rules_4_6_3_wild_melds_of_jokers_and_2s():
    """docs/rules.md §4.6.3: 3 to 7 wild cards only; jokers and 2s may be mixed."""
    s = play("2C 2D JK 5C 5D 5H 6C")
    assert_accepted(s, meld("2C 2D JK"))
    wild = s.melds[0][WILD_RANK]
    assert wild.cards == cs("2C 2D JK") and wild.naturals == 0


def test_rules_4_6_3_no_natural_joins_a_wild_meld():
    """docs/rules.md §4.6.3: no natural may be added to a wild meld."""
    s = play("5C 2H 5D 6C 7C", melds={0: ["2C 2D JK"]})
    assert_refused(s, layoff("wild", "5C"), "layoff_wild_meld")
    assert_accepted(s, layoff("wild", "2H"))
    assert s.melds[0][WILD_RANK].size == 4


def test_rules_4_6_3_two_wild_cards_are_not_a_meld():
    """docs/rules.md §4.6.3: a wild meld has at least 3 cards."""
    s = play("2C JK 5C 6D 7H")
    assert_refused(s, meld("2C JK"), "meld_too_small")


# -- §4.6.4 maximum size ------------------------------------------------------------------------


def test_rules_4_6_4_no_meld_of_eight():
    """docs/rules.md §4.6.4: a meld MUST NOT exceed 7 cards, new or laid off."""
    s = play("9C 9C 9D 9D 9H 9H 9S 9S 5C 5D")
    assert_refused(s, meld("9C 9C 9D 9D 9H 9H 9S 9S"), "meld_too_big")
    s = play("9C 9D 9H 5C 5D", melds={0: ["9S 9S 9C 9D 9H"]})
    assert_refused(s, layoff("9", "9C 9D 9H"), "meld_too_big")
    s = play("JK 2C 2D 2H 2S JK JK 2C 5C 5D")
    assert_refused(s, meld("JK 2C 2D 2H 2S JK JK 2C"), "meld_too_big")


# -- §4.6.5 books -------------------------------------------------------------------------------

BOOK_KINDS = [
    ("9C 9C 9D 9D 9H 9H 9S", CLEAN),
    ("9C 9C 9D 9D 9H 2C 2D", DIRTY),
    ("9C 9C 9D 9D 9H 9H JK", DIRTY),
    ("2C 2D 2H 2S JK JK 2C", WILD),
]


@pytest.mark.parametrize("cards,kind", BOOK_KINDS)
def test_rules_4_6_5_seven_cards_make_a_clean_dirty_or_wild_book(cards, kind):
    """docs/rules.md §4.6.5: a meld that reaches 7 cards is a book: clean (7 naturals), dirty
    (1 or 2 wild cards) or wild (7 wild cards)."""
    s = play(cards + " 5C 5D 6C")
    events = assert_accepted(s, meld(cards))
    assert len(s.books[0]) == 1 and s.books[0][0].kind == kind
    book_rank = rank("wild") if kind == WILD else rank("9")
    assert s.melds[0][book_rank] is None  # the rank is free again
    assert [e.data["kind"] for e in events if e.kind == "book"] == [kind]


def test_rules_4_6_5_a_lay_off_completes_a_book():
    """docs/rules.md §4.6.5: a meld completed by a lay-off becomes a book."""
    s = play("9S 5C 5D 6C", melds={0: ["9C 9C 9D 9D 9H 9H"]})
    assert_accepted(s, layoff("9", "9S"))
    assert s.books[0][0].kind == CLEAN and s.melds[0][rank("9")] is None


def test_rules_4_6_5_no_card_is_added_to_a_book():
    """docs/rules.md §4.6.5: no card may be added to a book."""
    s = play("9S 2C 5C 5D", books={0: ["9C 9C 9D 9D 9H 9H 9S"]})
    assert_refused(s, layoff("9", "9S"), "meld_book_closed")
    assert_refused(s, layoff("9", "2C"), "meld_book_closed")


# -- §4.6.6 one open meld per rank --------------------------------------------------------------


def test_rules_4_6_6_no_second_open_meld_of_a_rank():
    """docs/rules.md §4.6.6: a side MUST NOT have two incomplete melds of the same rank."""
    s = play("9C 9D 9H 5C 5D", melds={0: ["9S 9S 9C"]})
    assert_refused(s, meld("9C 9D 9H"), "meld_rank_exists")
    s = play("9C 9D 9H 9S 9S 9C 5C")
    assert_refused(s, meld("9C 9D 9H", "9S 9S 9C"), "meld_rank_twice")


def test_rules_4_6_6_wild_melds_count_as_one_rank():
    """docs/rules.md §4.6.6: wild melds count as one rank for this rule."""
    s = play("2C 2D JK 5C 5D", melds={0: ["2H 2S JK"]})
    assert_refused(s, meld("2C 2D JK"), "meld_rank_exists")


def test_rules_4_6_6_seed_example_four_eights_complete_and_start_anew():
    """docs/rules.md §4.6.6 [S2]: with a 6-card meld of 8s and four 8s in hand, lay off one (a
    book) and start a new meld with the other three, in one action."""
    s = play("8C 8D 8H 8S 5C 5D", melds={0: ["8C 8D 8H 8S 8C 8D"]})
    assert_accepted(s, meld("8D 8H 8S", layoffs={"8": "8C"}))
    assert len(s.books[0]) == 1 and s.melds[0][rank("8")].cards == cs("8D 8H 8S")


def test_rules_4_6_6_seed_example_three_eights_leave_two_over():
    """docs/rules.md §4.6.6 [S2]: with only three 8s, the book can be completed but the two 8s
    left cannot start a new meld."""
    s = play("8C 8D 8H 5C 5D", melds={0: ["8C 8D 8H 8S 8C 8D"]})
    assert_refused(s, meld("8D 8H", layoffs={"8": "8C"}), "meld_too_small")
    assert_accepted(s, layoff("8", "8C"))
    assert_refused(s, meld("8D 8H"), "meld_too_small")


def test_rules_4_6_6_a_new_meld_may_follow_a_book_of_the_same_rank():
    """docs/rules.md §4.6.6: once the meld of a rank is a book, a new meld of that rank may start;
    a new meld of 7 is a book at once, so another may follow in the same action."""
    s = play("9C 9D 9H 5C 5D", books={0: ["9C 9C 9D 9D 9H 9H 9S"]})
    assert_accepted(s, meld("9C 9D 9H"))
    assert s.melds[0][rank("9")].size == 3 and len(s.books[0]) == 1
    s = play("9C 9C 9D 9D 9H 9H 9S 9S 9C 9D 5C 5D")
    assert_accepted(s, meld("9C 9C 9D 9D 9H 9H 9S", "9S 9C 9D"))
    assert len(s.books[0]) == 1 and s.melds[0][rank("9")].size == 3


def test_rules_4_6_6_a_wild_book_frees_the_wild_meld():
    """docs/rules.md §4.6.6 [spec]: once the wild meld is a wild book, a new wild meld may start."""
    s = play("2C 2D JK 5C 5D", books={0: ["2C 2D 2H 2S JK JK 2C"]})
    assert_accepted(s, meld("2C 2D JK"))
    assert s.melds[0][WILD_RANK].size == 3


# -- §4.6.7 ownership ---------------------------------------------------------------------------


def test_rules_4_6_7_partner_lays_off_on_the_sides_melds_not_the_opponents():
    """docs/rules.md §4.6.7: melds belong to the side; either partner adds to them; opponents'
    melds cannot be touched."""
    s = build(
        hands={2: "KC 9C 5C 5D"},
        melds={0: ["KH KS KD"], 1: ["9H 9S 9D"]},
        phase=Phase.PLAY,
        current=2,
    )
    assert_accepted(s, layoff("K", "KC"))
    assert s.melds[0][rank("K")].size == 4
    assert_refused(s, layoff("9", "9C"), "layoff_no_meld")
    assert hand_codes(s, 2) == ["5C", "5D", "9C"]


def test_rules_4_6_7_lay_off_needs_an_open_meld_of_that_rank():
    """docs/rules.md §4.6.7: only a meld of the side's own can be added to."""
    s = play("QC 5C 5D 6C")
    assert_refused(s, layoff("Q", "QC"), "layoff_no_meld")
    assert_refused(s, layoff("A", "QC"), "layoff_wrong_rank")


def test_rules_1_1_empty_and_malformed_actions_are_refused():
    """docs/rules.md §1.1: an action with nothing in it, or with things that are not cards, is
    refused and changes nothing."""
    s = play("9C 9D 9H 5C")
    assert_refused(s, meld(), "empty_action")
    assert_refused(s, act.Meld((("9C", "9D", "9H"),)), "unknown_action")
    assert_refused(s, act.Discard(99), "unknown_action")
    assert_refused(s, "not an action", "unknown_action")
