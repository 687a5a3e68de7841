"""Melds, wild-card limits, lay-offs, canastas, black and red 3s, empty hand (docs/rules.md
§3.7)."""

from __future__ import annotations

import pytest

from canasta_gui.engine.canasta.actions import DrawStock, TakePile
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.cards import THREE

from .helpers import (
    assert_accepted,
    assert_refused,
    build,
    c,
    cs,
    discard,
    hand_codes,
    last_result,
    layoff,
    meld,
    rank,
)

# Side 0 has opened (a meld of aces); seat 0 is in its meld phase.
OPEN = {0: ["AH AS AD"]}


def play(hand: str, melds=None, players: int = 4, decks: int = 2, **kw):
    """Seat 0 in its meld phase with ``hand``; side 0 has opened unless ``melds`` says so."""
    return build(
        players,
        decks,
        hands={0: hand},
        melds=OPEN if melds is None else melds,
        phase=Phase.PLAY,
        has_melded={0: True},
        **kw,
    )


# -- §3.7.1 meld shape ----------------------------------------------------------------------------


def test_rules_3_7_1_meld_of_one_rank_any_suits():
    """docs/rules.md §3.7.1: three or more naturals of one rank, suits do not matter."""
    s = play("KH KH KS 9C 9D 5C 5D")
    assert_accepted(s, meld("KH KH KS"))
    m = s.melds[0][rank("K")]
    assert m is not None and sorted(m.cards) == sorted(cs("KH KH KS"))
    assert s.hand_sizes[0] == 4


@pytest.mark.parametrize(
    "cards,code",
    [
        ("KH KS", "meld_too_small"),
        ("KH 2C", "meld_too_small"),
        ("KH KS QD", "meld_mixed_ranks"),
        ("5H 6H 7H", "meld_mixed_ranks"),  # sequences are not melds
        ("KH KS QD 2C", "meld_mixed_ranks"),
    ],
)
def test_rules_3_7_1_bad_meld_shapes_are_refused(cards, code):
    """docs/rules.md §3.7.1: at least 3 cards, naturals of a single rank, no sequences."""
    s = play("KH KS QD 2C 5H 6H 7H 9C")
    assert_refused(s, meld(cards), code)


def test_rules_3_7_1_card_not_in_hand_is_refused():
    """docs/rules.md §3.7.1 / §3.7.6: only hand cards can be melded (not table cards)."""
    s = play("KH KS 9C 9D")
    assert_refused(s, meld("KH KS KD"), "card_not_in_hand")
    assert_refused(s, meld("AH AS AD"), "card_not_in_hand")  # the side's meld on the table


# -- §3.7.2 wild-card limit -----------------------------------------------------------------------

LIMIT_CASES = [
    # (mode, meld, accepted-or-code)
    ("CLASSIC", "KH KS KD", None),
    ("CLASSIC", "KH KS 2C", None),
    ("CLASSIC", "KH KS 2C JK", None),
    ("CLASSIC", "KH KS 2C JK 2D", None),
    ("CLASSIC", "KH 2C JK", "meld_few_naturals"),
    ("CLASSIC", "KH KS KD 2C JK 2D 2H", "meld_too_many_wild"),
    ("CLASSIC", "KH KS KD KC 2C JK 2D", None),
    ("NOT-OUTNUMBER", "KH KS 2C JK", None),
    ("NOT-OUTNUMBER", "KH KS 2C JK 2D", "meld_wild_outnumber"),
    ("NOT-OUTNUMBER", "KH KS KD 2C JK 2D", None),
    ("NOT-OUTNUMBER", "KH KS KD KC 2C JK 2D 2H", "meld_too_many_wild"),
    ("NOT-OUTNUMBER", "KH 2C JK", "meld_few_naturals"),
    ("TWO-NATURALS-PER-WILD", "KH KS 2C", None),
    ("TWO-NATURALS-PER-WILD", "KH KS KD 2C JK", "meld_wild_ratio"),
    ("TWO-NATURALS-PER-WILD", "KH KS KD KC 2C JK", None),
    ("TWO-NATURALS-PER-WILD", "KH KS KD KC KH KS 2C JK 2D", None),
    ("TWO-NATURALS-PER-WILD", "KH KS KD KC KH KS KD KC 2C JK 2D 2H", "meld_too_many_wild"),
    ("TWO-NATURALS-PER-WILD", "KH 2C JK", "meld_few_naturals"),
]


@pytest.mark.parametrize("mode,cards,code", LIMIT_CASES)
def test_rules_3_7_2_wild_limit_on_new_melds(mode, cards, code):
    """docs/rules.md §3.7.2 OPT-CAN-WILD-LIMIT: CLASSIC, NOT-OUTNUMBER, TWO-NATURALS-PER-WILD."""
    hand = "KH KH KS KS KD KD KC KC 2C 2D 2H JK 9C 9D"
    s = play(hand, options={"OPT-CAN-WILD-LIMIT": mode})
    if code is None:
        assert_accepted(s, meld(cards))
        assert s.melds[0][rank("K")].cards == cs(cards)
    else:
        assert_refused(s, meld(cards), code)


@pytest.mark.parametrize(
    "mode,on_table,added,code",
    [
        ("CLASSIC", "KH KS 2C", "2D JK", None),  # 3 wild cards: the limit
        ("CLASSIC", "KH KS 2C JK 2D", "2H", "meld_too_many_wild"),
        ("CLASSIC", "KH KS KD KC KH KS 2C JK 2D", "2H", "meld_too_many_wild"),  # canasta too
        ("NOT-OUTNUMBER", "KH KS 2C", "2D", None),
        ("NOT-OUTNUMBER", "KH KS 2C JK", "2D", "meld_wild_outnumber"),
        ("TWO-NATURALS-PER-WILD", "KH KS 2C", "2D", "meld_wild_ratio"),
        ("TWO-NATURALS-PER-WILD", "KH KS 2C", "KD KC 2D", None),  # checked on the result
        ("NOT-OUTNUMBER", "KH KS 2C JK", "2D KD KC", None),  # wild listed first: result counts
    ],
)
def test_rules_3_7_2_wild_limit_on_layoffs_checked_on_result(mode, on_table, added, code):
    """docs/rules.md §3.7.2: every meld obeys the limit after each action, checked on the result."""
    s = play("KD KC 2D 2H JK 9C 9D", melds={0: [on_table]}, options={"OPT-CAN-WILD-LIMIT": mode})
    if code is None:
        assert_accepted(s, layoff("K", added))
        assert sorted(s.melds[0][rank("K")].cards) == sorted(cs(on_table) + cs(added))
    else:
        assert_refused(s, layoff("K", added), code)


# -- §3.7.3 no wild-only melds --------------------------------------------------------------------


@pytest.mark.parametrize("cards", ["2C 2D JK", "JK JK 2H", "2C 2D 2H"])
def test_rules_3_7_3_wild_cards_alone_never_meld(cards):
    """docs/rules.md §3.7.3: wild cards alone never form a meld."""
    s = play("2C 2D 2H JK JK 9C 9D")
    assert_refused(s, meld(cards), "meld_no_naturals")


# -- §3.7.4 one meld per rank per side ------------------------------------------------------------


def test_rules_3_7_4_second_meld_of_a_rank_is_refused():
    """docs/rules.md §3.7.4: a side must not have two melds of the same rank."""
    s = play("AC AC 2C KH KS KD 9C 9D")
    assert_refused(s, meld("AC AC 2C"), "meld_rank_exists")
    # Lay the cards off instead.
    assert_accepted(s, layoff("A", "AC AC 2C"))
    assert s.melds[0][rank("A")].size == 6


def test_rules_3_7_4_two_new_melds_of_one_rank_in_one_action_are_refused():
    """docs/rules.md §3.7.4: one action cannot create two melds of one rank either."""
    s = play("KH KS KD KC KH 2C 9C 9D")
    assert_refused(s, meld("KH KS KD", "KC KH 2C"), "meld_rank_twice")


def test_rules_3_7_4_partner_meld_counts_for_the_side():
    """docs/rules.md §3.7.4: the partner's meld of a rank is the side's meld: lay off, not meld."""
    s = build(4, 2, hands={2: "AC AC AD 9C 9D"}, melds=OPEN, phase=Phase.PLAY, current=2)
    assert_refused(s, meld("AC AC AD"), "meld_rank_exists")
    assert_accepted(s, layoff("A", "AC AC AD"))
    assert s.melds[0][rank("A")].size == 6


def test_rules_3_7_4_different_sides_may_share_a_rank():
    """docs/rules.md §3.7.4: different sides may each hold a meld of the same rank."""
    s = play("AC AC AH KH 9C 9D", melds={0: ["QH QS QD"], 1: ["AD AS 2C"]})
    assert_accepted(s, meld("AC AC AH"))
    assert s.melds[0][rank("A")] is not None and s.melds[1][rank("A")] is not None


# -- §3.7.5 laying off ----------------------------------------------------------------------------


def test_rules_3_7_5_layoff_onto_own_meld_and_canasta():
    """docs/rules.md §3.7.5: naturals and wild cards may be added to the side's melds and
    canastas."""
    s = play("KH AC 2C 9C 9D 5C", melds={0: ["AH AS AD", "KS KD KC KS KD KC 2D"]})
    assert_accepted(s, layoff("K", "KH"))
    assert s.melds[0][rank("K")].size == 8  # §3.7.7: no upper size limit
    assert_accepted(s, meld(layoffs={"A": "AC 2C"}))
    assert s.melds[0][rank("A")].cards == cs("AH AS AD AC 2C")


def test_rules_3_7_5_layoff_onto_partners_meld():
    """docs/rules.md §3.7.5: a player may lay off onto melds the partner put down."""
    s = build(
        4,
        2,
        hands={2: "AC 2C 9C 9D"},
        melds=OPEN,
        phase=Phase.PLAY,
        current=2,
        has_melded={0: True},
    )
    assert_accepted(s, layoff("A", "AC 2C"))
    assert s.melds[0][rank("A")].size == 5


def test_rules_3_7_5_never_onto_an_opponents_meld():
    """docs/rules.md §3.7.5: a player must not add cards to an opponent's meld."""
    s = play("QC AC 9C 9D 5C", melds={0: ["AH AS AD"], 1: ["QH QS QD"]})
    assert_refused(s, layoff("Q", "QC"), "layoff_no_meld")
    assert_refused(s, meld(layoffs={"A": "AC", "Q": "QC"}), "layoff_no_meld")


def test_rules_3_7_5_layoff_of_the_wrong_rank_is_refused():
    """docs/rules.md §3.7.5: only naturals of the meld's rank (and wild cards) may be added."""
    s = play("KC 9C 9D 5C")
    assert_refused(s, layoff("A", "KC"), "layoff_wrong_rank")


def test_rules_3_7_5_side_without_melds_cannot_lay_off():
    """docs/rules.md §3.7.5 / §3.8.2: a side that has not opened has nothing to lay off onto."""
    s = play("AC AC KH KS KD 2C 9C 9D", melds={1: ["AH AS AD"]})
    assert not s.opened[0]
    assert_refused(s, layoff("A", "AC"), "layoff_before_opening", "layoff_no_meld")
    # An opening cannot contain lay-offs either (§3.8.2).
    assert_refused(s, meld("KH KS KD 2C", layoffs={"A": "AC"}), "layoff_before_opening")


# -- §3.7.6 permanence ----------------------------------------------------------------------------


def test_rules_3_7_6_table_cards_stay_on_the_table():
    """docs/rules.md §3.7.6: melded cards never return to a hand or move to another meld."""
    s = play("KH KS KD 9C 9D 9H 5C 6C", stock_top="7C 7D")
    assert_accepted(s, meld("KH KS KD"))
    assert_accepted(s, discard("5C"))
    kings = s.melds[0][rank("K")]
    # Next turns: the meld is unchanged and its cards cannot be played from a hand.
    assert_accepted(s, DrawStock())
    assert_refused(s, meld("KH KS KD"), "card_not_in_hand")
    assert s.melds[0][rank("K")] == kings


# -- §3.7.7 canastas ------------------------------------------------------------------------------


def go_out_and_score(s, action):
    assert_accepted(s, action)
    assert s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    return last_result(s)


def test_rules_3_7_7_natural_canasta_scores_500():
    """docs/rules.md §3.7.7: a meld of 7+ cards without wild cards is a natural canasta (500)."""
    s = play("KH KS KD KC KH KS KD")
    r = go_out_and_score(s, meld("KH KS KD KC KH KS KD"))
    side = r.sides[0]
    assert (side.natural_canastas, side.mixed_canastas, side.canastas) == (1, 0, 500)


def test_rules_3_7_7_mixed_canasta_scores_300():
    """docs/rules.md §3.7.7: a canasta with at least one wild card is mixed (300)."""
    s = play("KH KS KD KC KH KS 2C")
    r = go_out_and_score(s, meld("KH KS KD KC KH KS 2C"))
    side = r.sides[0]
    assert (side.natural_canastas, side.mixed_canastas, side.canastas) == (0, 1, 300)


def test_rules_3_7_7_canasta_built_by_layoffs_counts_the_same():
    """docs/rules.md §3.7.7: a canasta built up by lay-offs counts the same as one put down at
    once."""
    s = play("KH KS KD KC KH KS KD 9C")
    assert_accepted(s, meld("KH KS KD"))
    assert_accepted(s, layoff("K", "KC KH"))
    assert not s.melds[0][rank("K")].is_canasta
    assert_accepted(s, layoff("K", "KS KD"))
    assert s.melds[0][rank("K")].is_canasta
    r = go_out_and_score(s, discard("9C"))
    assert r.sides[0].natural_canastas == 1 and r.sides[0].canastas == 500


def test_rules_3_7_7_wild_on_natural_canasta_allowed_makes_it_mixed():
    """docs/rules.md §3.7.7 OPT-CAN-WILD-ON-NATURAL-CANASTA = ALLOWED: the canasta becomes mixed."""
    s = play(
        "2C 9C 9D 9H",
        melds={0: ["KH KS KD KC KH KS KD"]},
        options={"OPT-CAN-WILD-ON-NATURAL-CANASTA": "ALLOWED"},
    )
    assert_accepted(s, layoff("K", "2C"))
    assert not s.melds[0][rank("K")].is_natural
    r = go_out_and_score(s, meld("9C 9D 9H"))
    assert (r.sides[0].natural_canastas, r.sides[0].mixed_canastas) == (0, 1)
    assert r.sides[0].canastas == 300


def test_rules_3_7_7_wild_on_natural_canasta_forbidden():
    """docs/rules.md §3.7.7 OPT-CAN-WILD-ON-NATURAL-CANASTA = FORBIDDEN: such a lay-off is
    illegal."""
    s = play(
        "2C KC 9C 9D 9H",
        melds={0: ["KH KS KD KC KH KS KD", "QH QS QD QC QH QS 2D"]},
        options={"OPT-CAN-WILD-ON-NATURAL-CANASTA": "FORBIDDEN"},
    )
    assert_refused(s, layoff("K", "2C"), "layoff_wild_natural_canasta")
    assert_refused(s, layoff("K", "KC 2C"), "layoff_wild_natural_canasta")
    # Naturals are still fine, and wild cards still go on a mixed canasta.
    assert_accepted(s, layoff("Q", "2C"))
    assert_accepted(s, layoff("K", "KC"))


# -- §3.7.8 black 3s ------------------------------------------------------------------------------


def test_rules_3_7_8_black_3s_melded_only_when_going_out():
    """docs/rules.md §3.7.8: a black-3 meld is refused unless the player goes out in that turn."""
    s = play("3C 3C 3S 9C 9D 5C", melds={0: ["KH KS KD KC KH KS KD"]})
    assert_refused(s, meld("3C 3C 3S"), "meld_black3_not_out")


def test_rules_3_7_8_black_3_meld_as_last_meld_goes_out():
    """docs/rules.md §3.7.8 / §3.12.5: 3+ black 3s may be melded as the meld that goes out."""
    s = play("3C 3C 3S 9C 9D 9H", melds={0: ["KH KS KD KC KH KS KD"]})
    assert_accepted(s, meld("9C 9D 9H"))
    r = go_out_and_score(s, meld("3C 3C 3S"))
    assert r.went_out == 0
    assert s.melds[0][THREE] is not None and s.melds[0][THREE].size == 3
    # M includes the black-3 meld (3 x 5) (§3.14).
    assert r.sides[0].melded == 7 * 10 + 3 * 10 + 3 * 5


def test_rules_3_7_8_black_3_meld_then_final_discard():
    """docs/rules.md §3.7.8: the black-3 meld may leave one card for the going-out discard."""
    s = play("3C 3C 3S 9C", melds={0: ["KH KS KD KC KH KS KD"]})
    assert_accepted(s, meld("3C 3C 3S"))
    r = go_out_and_score(s, discard("9C"))
    assert r.went_out == 0


def test_rules_3_7_8_black_3s_never_with_wild_cards():
    """docs/rules.md §3.7.8: a black-3 meld contains no wild card, even when going out."""
    s = play("3C 3C 2C", melds={0: ["KH KS KD KC KH KS KD"]})
    assert_refused(s, meld("3C 3C 2C"), "meld_black3_wild")
    s = play("3C 3C 3S JK", melds={0: ["KH KS KD KC KH KS KD"]})
    assert_refused(s, meld("3C 3C 3S JK"), "meld_black3_wild")


def test_rules_3_7_8_black_3s_never_mixed_with_naturals():
    """docs/rules.md §3.7.8: a black 3 is not a natural: it never joins a meld of naturals."""
    s = play("3C KH KS 9C 9D")
    assert_refused(s, meld("3C KH KS"), "meld_mixed_ranks")


def test_rules_3_7_8_black_3s_never_laid_off():
    """docs/rules.md §3.7.8: black 3s can never be laid off, not even as the last card."""
    s = play("3C 9C 9D", melds={0: ["KH KS KD KC KH KS KD"]})
    assert_refused(s, layoff("K", "3C"), "layoff_black3", "layoff_wrong_rank")
    s = play("3C", melds={0: ["KH KS KD KC KH KS KD"]})
    assert_refused(s, layoff("K", "3C"), "layoff_black3", "layoff_wrong_rank")


def test_rules_3_7_8_black_3s_not_melded_when_taking_the_pile():
    """docs/rules.md §3.7.8: a pile take does not end the turn, so it cannot meld black 3s."""
    s = build(4, 2, hands={0: "KH KS 3C 3C 3S 9C 9D"}, melds=OPEN, pile="5C KD")
    assert_refused(s, TakePile(cs("KH KS"), (cs("3C 3C 3S"),)), "meld_black3_not_out")


# -- §3.7.9 red 3s --------------------------------------------------------------------------------


def test_rules_3_7_9_red_3s_never_in_hand_never_melded_or_discarded():
    """docs/rules.md §3.7.9: red 3s are never in a hand, so never melded or discarded."""
    s = play("KH KS 9C 9D", red3s={0: "3H 3D"})
    assert_refused(s, meld("3H 3D 3H"), "card_not_in_hand", "meld_red3")
    assert_refused(s, discard("3H"), "card_not_in_hand", "discard_red3")
    assert_refused(s, meld("KH KS 3H"), "card_not_in_hand", "meld_red3", "meld_mixed_ranks")


# -- §3.7.10 empty hand ---------------------------------------------------------------------------


def test_rules_3_7_10_meld_emptying_hand_needs_going_out():
    """docs/rules.md §3.7.10: a meld that empties the hand is legal only if it goes out."""
    s = play("KH KS KD")
    assert_refused(s, meld("KH KS KD"), "hand_empty_not_out")
    s = play("KH KS KD KC 2C")
    assert_refused(s, meld("KH KS KD KC 2C"), "hand_empty_not_out")


def test_rules_3_7_10_layoff_emptying_hand_needs_going_out():
    """docs/rules.md §3.7.10: the same holds for a lay-off of the last cards."""
    s = play("AC 2C")
    assert_refused(s, layoff("A", "AC 2C"), "hand_empty_not_out")


def test_rules_3_7_10_leaving_one_card_needs_going_out_by_discard():
    """docs/rules.md §3.7.10: leaving exactly one card is legal only if its discard may go out."""
    s = play("KH KS KD 9C")
    assert_refused(s, meld("KH KS KD"), "one_card_no_canastas")
    s = play("AC 2C 9C")
    assert_refused(s, layoff("A", "AC 2C"), "one_card_no_canastas")


def test_rules_3_7_10_with_enough_canastas_the_hand_may_empty():
    """docs/rules.md §3.7.10 / §3.12.1: with K canastas the last cards may be melded or left as
    one."""
    canasta = {0: ["AH AS AD AC AH AS 2D"]}
    s = play("KH KS KD 9C", melds=canasta)
    assert_accepted(s, meld("KH KS KD"))
    assert s.hand_sizes[0] == 1 and s.phase == Phase.PLAY
    s = play("KH KS KD", melds=canasta)
    r = go_out_and_score(s, meld("KH KS KD"))
    assert r.went_out == 0


def test_rules_3_7_10_two_player_game_needs_two_canastas():
    """docs/rules.md §3.7.10 / §3.1: in C2-2D, one canasta is not enough to empty the hand."""
    s = play("KH KS KD", melds={0: ["AH AS AD AC AH AS 2D"]}, players=2)
    assert_refused(s, meld("KH KS KD"), "hand_empty_not_out")
    s = play("KH KS KD 9C", melds={0: ["AH AS AD AC AH AS 2D"]}, players=2)
    assert_refused(s, meld("KH KS KD"), "one_card_no_canastas")
    s = play("KH KS KD", melds={0: ["AH AS AD AC AH AS 2D", "QH QS QD QC QH QS QD"]}, players=2)
    r = go_out_and_score(s, meld("KH KS KD"))
    assert r.went_out == 0


def test_rules_3_7_10_hand_codes_after_meld():
    """docs/rules.md §3.7.10: a legal meld leaving two or more cards keeps the rest in hand."""
    s = play("KH KS KD 9C 9D")
    assert_accepted(s, meld("KH KS KD"))
    assert hand_codes(s, 0) == ["9C", "9D"]
    assert c("9C") in s.hand_cards(0)
