"""The discard pile: blocked, frozen, taking it, merge, procedure (docs/rules.md §3.9, §3.10)."""

from __future__ import annotations

import pytest

from canasta_gui.engine.canasta.actions import TakePile
from canasta_gui.engine.canasta.legal import all_legal_actions
from canasta_gui.engine.canasta.state import Phase

from .helpers import (
    assert_accepted,
    assert_refused,
    build,
    cs,
    discard,
    hand_codes,
    last_result,
    meld,
    rank,
    take,
)

OPEN = {0: ["AH AS AD"]}
HAND = "KS KD 2C 9C 9D 5C 6C"


def opened(pile: str, hand: str = HAND, melds=None, **kw):
    """Seat 0 to draw, side 0 opened (aces) unless ``melds`` says otherwise."""
    return build(4, 2, hands={0: hand}, melds=OPEN if melds is None else melds, pile=pile, **kw)


# -- §3.9.1 blocked top ---------------------------------------------------------------------------


@pytest.mark.parametrize("top", ["3S", "3C", "2H", "JK"])
def test_rules_3_9_1_black_3_or_wild_on_top_blocks(top):
    """docs/rules.md §3.9.1: the pile must not be taken while its top is a black 3 or a wild
    card."""
    hand = "3C 3S 2C 2D JK 9C 9D" if top in ("3S", "3C") else "2C 2D JK 9C 9D KS"
    s = opened("KH 9H " + top, hand=hand)
    pair = "3C 3S" if top.startswith("3") else "2C 2D"
    assert_refused(s, take(pair), "pile_blocked")
    assert_refused(s, take(), "pile_blocked")
    assert TakePile not in {type(a) for a in all_legal_actions(s)}


def test_rules_3_9_1_covered_black_3_neither_blocks_nor_freezes():
    """docs/rules.md §3.9.1: a black 3 blocks only while on top; covered, it does not freeze."""
    s = opened("7C 3S KH", melds={0: ["KC KC KD"]})
    assert s.freeze_index == -1 and not s.pile_frozen()
    assert_accepted(s, take())  # lay the top K off: allowed only on an unfrozen pile
    assert s.melds[0][rank("K")].size == 4


def test_rules_3_9_1_black_3_freezes_under_freeze_option():
    """docs/rules.md §3.9.1 OPT-CAN-BLACK3 = FREEZE: a black 3 in the pile freezes it."""
    s = opened("7C 3S KH", melds={0: ["KC KC KD"]}, options={"OPT-CAN-BLACK3": "FREEZE"})
    assert s.freeze_index == 1
    assert_refused(s, take(), "pile_frozen_pair")
    assert_refused(s, take("KS 2C"), "pile_frozen_pair")


def test_rules_3_9_1_discarded_black_3_blocks_next_player_only():
    """docs/rules.md §3.9.1 / §3.11: a discarded black 3 blocks the next player, and no more."""
    s = build(
        4,
        2,
        hands={0: "3C 9C 9D 8H", 1: "3S 7H 7S KH KS"},
        melds={0: ["7C 7D 7C"], 1: ["KD KC KD"]},
        pile="KC",
        phase=Phase.PLAY,
    )
    assert_accepted(s, discard("3C"))
    assert s.current == 1 and s.pile_blocked() and not s.pile_frozen()
    assert_refused(s, take(), "pile_blocked")


# -- §3.9.2 frozen pile ---------------------------------------------------------------------------


def test_rules_3_9_2_wild_anywhere_freezes_for_everybody():
    """docs/rules.md §3.9.2: a wild card or red 3 anywhere in the pile freezes it."""
    s = opened("5C 2H 9D 8S KH", melds={0: ["KC KC KD"]})
    assert s.freeze_index == 1  # the lowest freezing card
    assert_refused(s, take(), "pile_frozen_pair")  # lay-off does not qualify
    assert_refused(s, take("KS 2C"), "pile_frozen_pair")  # wild cannot replace a natural
    assert_accepted(s, take("KS KD"))  # natural pair: merged into the K meld (§3.10.3)
    assert s.pile == [] and s.freeze_index == -1  # taking unfreezes it
    assert s.melds[0][rank("K")].size == 6


def test_rules_3_9_2_red_3_in_pile_freezes():
    """docs/rules.md §3.9.2: a red 3 in the pile (e.g. a covered upcard) freezes it."""
    s = opened("3H 9D KH", melds={0: ["KC KC KD"]})
    assert s.freeze_index == 0
    assert_refused(s, take(), "pile_frozen_pair")
    assert_accepted(s, take("KS KD"))


def test_rules_3_9_2_discarding_a_wild_card_freezes():
    """docs/rules.md §3.9.2 / §3.11: discarding a wild card freezes the pile and blocks the next."""
    s = build(4, 2, hands={0: "2C 9C 9D 8H"}, melds=OPEN, pile="7C 8C", phase=Phase.PLAY)
    assert s.freeze_index == -1
    assert_accepted(s, discard("2C"))
    assert s.freeze_index == 2 and s.pile_frozen() and s.pile_blocked()
    assert_refused(s, take(), "pile_blocked")


# -- §3.9.3 frozen for a side that has not opened -------------------------------------------------


def test_rules_3_9_3_pile_frozen_for_unopened_side():
    """docs/rules.md §3.9.3: before its side opens, a player needs a natural pair (plus minimum)."""
    s = build(4, 2, hands={0: "KS KD 2C QH QS QD 9C"}, melds={1: ["AH AS AD"]}, pile="5C 9D KH")
    assert not s.pile_frozen() and s.frozen_for(0) and not s.frozen_for(1)
    assert_refused(s, take("KS 2C", "QH QS QD"), "pile_frozen_pair")
    assert_accepted(s, take("KS KD", "QH QS QD"))


def test_rules_3_9_3_partner_opening_unfreezes_for_the_side():
    """docs/rules.md §3.9.3: the frozen state applies to the side: a partner's opening counts."""
    s = build(4, 2, hands={2: "KS 2C 9C 9D 5C"}, melds=OPEN, pile="5D 9H KH", current=2)
    assert not s.frozen_for(2)
    assert_accepted(s, take("KS 2C"))  # option 2: one natural + one wild


def test_rules_3_9_3_premeld_pile_closed():
    """docs/rules.md §3.9.3 OPT-CAN-PREMELD-PILE = CLOSED: an unopened side may not take the
    pile."""
    opts = {"OPT-CAN-PREMELD-PILE": "CLOSED"}
    s = build(4, 2, hands={0: "KS KD QH QS QD 9C"}, pile="5C 9D KH", options=opts)
    assert_refused(s, take("KS KD", "QH QS QD"), "pile_closed")
    # Once the side has opened, CLOSED no longer applies.
    s = opened("5C 9D KH", options=opts)
    assert_accepted(s, take("KS KD"))


@pytest.mark.parametrize(
    "side_opened,pile,frozen_for_player",
    [
        (True, "5D 9H KH", False),  # neither §3.9.2 nor §3.9.3
        (False, "5D 9H KH", True),  # §3.9.3 only
        (True, "5D 2H 9H KH", True),  # §3.9.2 only
        (False, "5D 2H 9H KH", True),  # both
    ],
)
def test_rules_3_9_4_frozen_for_the_player(side_opened, pile, frozen_for_player):
    """docs/rules.md §3.9.4: "frozen for the player" means §3.9.2 or §3.9.3 applies; only then
    is a natural + wild take refused."""
    melds = {0: ["AH AS AD"]} if side_opened else {1: ["AH AS AD"]}
    s = build(4, 2, hands={0: "KS KD 2C QH QS QD 9C"}, melds=melds, pile=pile)
    assert s.frozen_for(0) == frozen_for_player
    action = take("KS 2C", "QH QS QD") if not side_opened else take("KS 2C")
    if frozen_for_player:
        assert_refused(s, action, "pile_frozen_pair")
    else:
        assert_accepted(s, action)


# -- §3.10.1 preconditions ------------------------------------------------------------------------


def test_rules_3_10_1_a_empty_pile():
    """docs/rules.md §3.10.1 (a): an empty pile cannot be taken."""
    s = opened("")
    assert_refused(s, take("KS KD"), "pile_empty")


def test_rules_3_10_1_b_one_card_in_hand_and_pile_of_one():
    """docs/rules.md §3.10.1 (b): not with exactly one card in hand and one card in the pile."""
    canasta = {0: ["AH AS AD AC AH AS 2D", "KC KC KD"]}
    s = opened("KH", hand="KS", melds=canasta)
    assert_refused(s, take(), "pile_one_card")
    # A pile of two is fine (lay-off of the top; the other card enters the hand).
    s = opened("9C KH", hand="KS", melds=canasta)
    assert_accepted(s, take())
    assert hand_codes(s, 0) == ["9C", "KS"]


def test_rules_3_10_1_d_needs_a_qualifying_use():
    """docs/rules.md §3.10.1 (d): without a qualifying use of the top card the pile is refused."""
    s = opened("5D 9H QH")
    assert_refused(s, take(), "pile_no_meld_to_lay_off", "pile_no_use")
    assert_refused(s, take("2C"), "pile_no_use")


# -- §3.10.2 qualifying use -----------------------------------------------------------------------


def test_rules_3_10_2_option_1_natural_pair():
    """docs/rules.md §3.10.2 (1): two naturals of the top card's rank from hand."""
    s = opened("5D 9H KH")
    assert_accepted(s, take("KS KD"))
    assert sorted(s.melds[0][rank("K")].cards) == sorted(cs("KH KS KD"))
    assert hand_codes(s, 0) == sorted(["2C", "9C", "9D", "5C", "6C", "5D", "9H"])


def test_rules_3_10_2_option_2_natural_and_wild():
    """docs/rules.md §3.10.2 (2): one natural plus one wild card, unfrozen pile only."""
    s = opened("5D 9H KH")
    assert_accepted(s, take("KS 2C"))
    assert sorted(s.melds[0][rank("K")].cards) == sorted(cs("KH KS 2C"))


def test_rules_3_10_2_option_3_lay_off_top_card():
    """docs/rules.md §3.10.2 (3): lay the top card off onto the side's meld of that rank."""
    s = opened("5D 9H AC")
    assert_accepted(s, take())
    assert s.melds[0][rank("A")].size == 4


def test_rules_3_10_2_option_3_onto_a_canasta():
    """docs/rules.md §3.10.2 (3): canastas included."""
    s = opened("5D 9H AC", melds={0: ["AH AS AD AC AH AS AD"]})
    assert_accepted(s, take())
    assert s.melds[0][rank("A")].size == 8


def test_rules_3_10_2_two_wilds_never_qualify():
    """docs/rules.md §3.10.2: two wild cards plus the top card never qualify."""
    s = opened("5D 9H QH", hand="2C JK 9C 9D 5C 6C")
    assert_refused(s, take("2C JK"), "pile_no_use")
    s = opened("5D 9H KH", hand="2C JK 9C 9D 5C 6C", melds={0: ["AH AS AD", "KC KC KD"]})
    assert_refused(s, take("2C JK"), "pile_no_use")


def test_rules_3_10_2_one_matching_card_is_not_enough():
    """docs/rules.md §3.10.2: one natural of the rank plus the top card is not enough."""
    s = opened("5D 9H KH")
    assert_refused(s, take("KS"), "pile_no_use")


def test_rules_3_10_2_frozen_layoff_does_not_qualify():
    """docs/rules.md §3.10.2: with the pile frozen, laying the top card off does not qualify."""
    s = opened("5D JK 9H AC", hand="AC 2C 9C 9D 5C 6C")
    assert_refused(s, take(), "pile_frozen_pair")
    assert_refused(s, take("AC 2C"), "pile_frozen_pair")


def test_rules_3_10_2_further_cards_within_the_limit():
    """docs/rules.md §3.10.2: further hand cards may join the top-card meld, within §3.7.2."""
    s = opened("5D 9H KH", hand="KS KD KC 2C 2D JK 2H 9C 9D")
    assert_refused(s, take("KS KD 2C 2D JK 2H"), "meld_too_many_wild")
    assert_accepted(s, take("KS KD KC 2C 2D JK"))
    assert s.melds[0][rank("K")].size == 7 and s.melds[0][rank("K")].wilds == 3


# -- §3.10.3 temporary meld and merge -------------------------------------------------------------


def test_rules_3_10_3_frozen_pair_merges_into_existing_meld():
    """docs/rules.md §3.10.3: the new group is merged at once into the side's meld of that rank."""
    s = opened("2H 9H KH", melds={0: ["KC KC KD KH"]})
    assert_accepted(s, take("KS KD"))
    k = s.melds[0][rank("K")]
    assert k.size == 7 and k.is_canasta
    assert sum(1 for m in s.melds[0] if m is not None and m.rank == rank("K")) == 1


def test_rules_3_10_3_three_wild_meld_cannot_absorb_natural_and_wild():
    """docs/rules.md §3.10.3 example: a 7-meld with 3 wild cards cannot absorb natural + wild."""
    s = opened("5D 9H KH", hand="KS 2C KD 9C 9D 5C", melds={0: ["KC KC KD KH 2D 2H JK"]})
    assert_refused(s, take("KS 2C"), "meld_too_many_wild")
    # A natural pair merges fine (3 wild cards, 10 cards).
    assert_accepted(s, take("KS KD"))
    assert s.melds[0][rank("K")].size == 10


# -- §3.10.4 procedure ----------------------------------------------------------------------------


def test_rules_3_10_4_pile_red_3s_go_to_the_area_without_replacement():
    """docs/rules.md §3.10.4 step 5: red 3s in the pile go to the side's area; no replacement."""
    s = opened("3H 9C 3D 7S KH")
    stock = len(s.stock)
    size = s.hand_sizes[0]
    assert_accepted(s, take("KS KD"))
    assert sorted(s.red3s[0]) == sorted(cs("3H 3D"))
    assert len(s.stock) == stock
    assert s.hand_sizes[0] == size - 2 + 2  # 9C and 7S; the red 3s are not replaced
    assert "9C" in hand_codes(s, 0) and "7S" in hand_codes(s, 0)


def test_rules_3_10_4_procedure_then_meld_and_discard():
    """docs/rules.md §3.10.4: after the take the player melds, then discards onto a new pile."""
    s = opened("QC QD 2S 9H KH", hand="KS KD QH 9C 9D 5C")
    assert_accepted(s, take("KS KD"))
    assert s.phase == Phase.PLAY and s.pile == [] and s.freeze_index == -1
    assert_accepted(s, meld("QC QD QH 2S"))  # pile cards may be melded the same turn
    assert_accepted(s, discard("5C"))
    assert s.pile == list(cs("5C")) and s.freeze_index == -1


def test_rules_3_10_4_opening_with_the_pile_opens_before_the_cards_enter():
    """docs/rules.md §3.10.4 step 3: the side opens with the take; the rest comes into the hand."""
    s = build(4, 2, hands={0: "KS KD QH QS QD 9C"}, pile="AC AD 9H KH")
    assert_accepted(s, take("KS KD", "QH QS QD"))
    assert s.opened[0]
    assert hand_codes(s, 0) == sorted(["9C", "AC", "AD", "9H"])


def test_rules_3_10_4_take_judged_on_hand_after_the_pile_one_card():
    """docs/rules.md §3.10.4 step 6 / §3.7.10: a take leaving one card needs going out by
    discard."""
    s = opened("5C KH", hand="KS KD")
    assert_refused(s, take("KS KD"), "one_card_no_canastas")
    s = opened("5C KH", hand="KS KD", melds={0: ["AH AS AD AC AH AS 2D"]})
    assert_accepted(s, take("KS KD"))
    assert hand_codes(s, 0) == ["5C"]
    r_before = len(s.history)
    assert_accepted(s, discard("5C"))
    assert len(s.history) == r_before + 1 and last_result(s).went_out == 0


def test_rules_3_10_4_take_emptying_the_hand():
    """docs/rules.md §3.10.4 step 6 / §3.7.10: a take that empties the hand must go out."""
    s = opened("KH", hand="KS KD")
    assert_refused(s, take("KS KD"), "hand_empty_not_out")
    s = opened("KH", hand="KS KD", melds={0: ["AH AS AD AC AH AS 2D"]})
    assert_accepted(s, take("KS KD"))
    assert s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    assert last_result(s).went_out == 0
