"""End of the stock (docs/rules.md §3.13)."""

from __future__ import annotations

from canasta_gui.engine.canasta.actions import DeclinePile, DrawStock, EndTurn, TakePile
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.cards import RUMMY_VALUE

from .helpers import (
    assert_accepted,
    assert_refused,
    build,
    cs,
    discard,
    hand_codes,
    last_result,
    meld,
    take,
)

CANASTA = ["AH AS AD AC AH AS 2D"]
OPP = ["JC JC JD"]  # side 1 has opened, so the dump hand (seat 1) stays cheap to search


def ended(s) -> bool:
    return s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)


def hand_value(s, *players) -> int:
    return sum(RUMMY_VALUE[k] for p in players for k in s.hand_cards(p))


# -- §3.13.1 red 3 with no replacement ------------------------------------------------------------


def test_rules_3_13_1_last_card_red_3_ends_immediately():
    """docs/rules.md §3.13.1 END-IMMEDIATELY: the red 3 is placed and the deal ends at once."""
    s = build(
        4,
        2,
        hands={0: "9C 9D 9H 5C"},
        melds={0: ["AH AS AD"], 1: OPP},
        stock_top="3H",
        stock_size=1,
        dump=1,
    )
    assert_accepted(s, DrawStock())
    assert ended(s)
    r = last_result(s)
    assert r.reason == "last_red3" and r.went_out is None
    assert cs("3H")[0] in s.red3s[0]
    assert all(side.going_out == 0 for side in r.sides)
    assert_refused(s, discard("5C"), "wrong_phase")
    assert_refused(s, meld("9C 9D 9H"), "wrong_phase")


def test_rules_3_13_1_other_card_of_the_same_draw_stays_in_hand():
    """docs/rules.md §3.13.1: any other card drawn in the same draw stays in hand and counts in
    H."""
    s = build(
        4,
        2,
        hands={0: "9C 9D 9H 5C"},
        melds={0: ["AH AS AD"], 1: OPP},
        stock_top="KC 3H",
        stock_size=2,
        dump=1,
    )
    assert_accepted(s, DrawStock())
    assert ended(s)
    assert "KC" in hand_codes(s, 0)
    r = last_result(s)
    assert r.reason == "last_red3"
    assert r.sides[0].hand == hand_value(s, 0, 2)
    assert r.sides[0].red3s == 100


def test_rules_3_13_1_meld_then_end():
    """docs/rules.md §3.13.1 MELD-THEN-END: meld and lay off, never discard, then the deal ends;
    one or more cards may remain (§3.7.10 exception)."""
    opts = {"OPT-CAN-LAST-RED3": "MELD-THEN-END"}
    s = build(
        4,
        2,
        hands={0: "9C 9D 9H 5C AC"},
        melds={0: ["AH AS AD"], 1: OPP},
        stock_top="3H",
        stock_size=1,
        dump=1,
        options=opts,
    )
    assert_accepted(s, DrawStock())
    assert s.phase == Phase.LAST_MELD and s.current == 0
    assert_refused(s, discard("5C"), "wrong_phase", "no_discard_now")
    assert_accepted(s, meld("9C 9D 9H", layoffs={"A": "AC"}))
    assert hand_codes(s, 0) == ["5C"]  # one card may remain: no discard follows
    assert_accepted(s, EndTurn())
    r = last_result(s)
    assert ended(s) and r.reason == "last_red3" and r.went_out is None
    assert r.sides[0].going_out == 0


def test_rules_3_13_1_meld_then_end_can_go_out():
    """docs/rules.md §3.13.1 MELD-THEN-END: emptying the hand with K canastas counts as going
    out."""
    opts = {"OPT-CAN-LAST-RED3": "MELD-THEN-END"}
    s = build(
        4,
        2,
        hands={0: "9C 9D 9H"},
        melds={0: CANASTA, 1: OPP},
        stock_top="3H",
        stock_size=1,
        dump=1,
        options=opts,
        has_melded={0: True},
    )
    assert_accepted(s, DrawStock())
    assert_accepted(s, meld("9C 9D 9H"))
    r = last_result(s)
    assert ended(s) and r.went_out == 0 and r.sides[0].going_out == 100


def test_rules_3_13_1_meld_then_end_empty_hand_needs_canastas():
    """docs/rules.md §3.13.1 / §3.12.1: under MELD-THEN-END the hand empties only when going out."""
    opts = {"OPT-CAN-LAST-RED3": "MELD-THEN-END"}
    s = build(
        4,
        2,
        hands={0: "9C 9D 9H"},
        melds={0: ["AH AS AD"], 1: OPP},
        stock_top="3H",
        stock_size=1,
        dump=1,
        options=opts,
    )
    assert_accepted(s, DrawStock())
    assert_refused(s, meld("9C 9D 9H"), "hand_empty_not_out")


# -- §3.13.2 drawing the last cards normally ------------------------------------------------------


def test_rules_3_13_2_last_cards_drawn_normally():
    """docs/rules.md §3.13.2: drawing the last stock cards (no red 3) leaves a normal turn."""
    s = build(
        4,
        2,
        hands={0: "9C 9D 9H 5C"},
        melds={0: ["AH AS AD"], 1: OPP},
        stock_top="KC 7D",
        stock_size=2,
        dump=1,
    )
    assert_accepted(s, DrawStock())
    assert s.stock == [] and s.phase == Phase.PLAY
    assert_accepted(s, meld("9C 9D 9H"))
    assert_accepted(s, discard("7D"))


# -- §3.13.3 empty stock at the start of a turn (CONTINUE) ----------------------------------------


def empty_stock(hand: str, pile: str, melds=None, **kw):
    melds = {0: ["KC KD KC"], 1: OPP} if melds is None else melds
    return build(4, 2, hands={0: hand}, melds=melds, pile=pile, stock_size=0, dump=1, **kw)


def test_rules_3_13_3_compulsory_take():
    """docs/rules.md §3.13.3 CONTINUE / §3.10.5: an unfrozen pile whose top fits a side meld MUST
    be taken when the stock is empty."""
    s = empty_stock("9C 9D 5D", "5C KH")
    assert_refused(s, DeclinePile(), "pile_must_take")
    assert_refused(s, DrawStock(), "stock_empty")
    actions = legal_actions(s)
    assert DeclinePile() not in actions
    assert TakePile() in actions
    assert_accepted(s, take())
    assert s.phase == Phase.PLAY and s.melds[0][11].size == 4
    assert_accepted(s, discard("5D"))


def test_rules_3_13_3_optional_take_and_decline_ends_the_deal():
    """docs/rules.md §3.13.3: with only a natural pair the take is optional; declining ends the
    deal."""
    s = empty_stock("QS QD 5D", "5C QH")
    assert DeclinePile() in legal_actions(s)
    assert_accepted(s, DeclinePile())
    r = last_result(s)
    assert ended(s) and r.reason == "stock_out" and r.went_out is None
    assert all(side.going_out == 0 for side in r.sides)  # §3.13.4


def test_rules_3_13_3_optional_take_continues_play():
    """docs/rules.md §3.13.3: a player who takes the pile completes the turn normally."""
    s = empty_stock("QS QD 5D 9C", "5C QH")
    assert_accepted(s, take("QS QD"))
    assert s.phase == Phase.PLAY
    assert_accepted(s, discard("9C"))
    # Next player under the same rule: player 1 (the dump hand) may decline or take.
    assert s.current == 1 or ended(s)


def test_rules_3_13_3_frozen_pile_is_not_compulsory():
    """docs/rules.md §3.13.3: a frozen pile is never compulsory, even if the top fits a meld."""
    s = empty_stock("KS KD 5D", "2C 5C KH")
    assert DeclinePile() in legal_actions(s)
    assert_accepted(s, DeclinePile())
    assert ended(s) and last_result(s).reason == "stock_out"


def test_rules_3_13_3_unable_to_take_ends_the_deal():
    """docs/rules.md §3.13.3: if the next player cannot take the pile, the deal ends at once."""
    s = build(
        4,
        2,
        hands={3: "9C 9D 7C", 0: "5D 6D 8H"},
        melds={0: ["KC KD KC"], 1: OPP},
        pile="5C",
        stock_size=0,
        dump=1,
        phase=Phase.PLAY,
        current=3,
    )
    assert_accepted(s, discard("7C"))
    if not ended(s):
        assert legal_actions(s) == [DeclinePile()]
        assert_accepted(s, DeclinePile())
    r = last_result(s)
    assert r.reason == "stock_out" and r.went_out is None


def test_rules_3_13_3_blocked_top_ends_the_deal():
    """docs/rules.md §3.13.3 / §3.9.1: a black 3 on top of an exhausted game leaves nothing to
    do."""
    s = build(
        4,
        2,
        hands={3: "9C 9D 3S", 0: "3C 3C 8H"},
        melds={0: ["KC KD KC"], 1: OPP},
        pile="5C",
        stock_size=0,
        dump=1,
        phase=Phase.PLAY,
        current=3,
    )
    assert_accepted(s, discard("3S"))
    if not ended(s):
        assert TakePile not in {type(a) for a in legal_actions(s)}
        assert_accepted(s, DeclinePile())
    assert last_result(s).reason == "stock_out"


def test_rules_3_13_3_unopened_side_is_not_obliged():
    """docs/rules.md §3.13.3: the pile is frozen for an unopened side, so never compulsory."""
    s = empty_stock("KS KD QH QS QD 5D", "5C KH", melds={1: ["KC KD KC", *OPP]})
    assert DeclinePile() in legal_actions(s)
    assert_accepted(s, DeclinePile())


# -- §3.13.3 alternative END ----------------------------------------------------------------------


def test_rules_3_13_3_end_option_ends_after_the_last_draw_turn():
    """docs/rules.md §3.13.3 OPT-CAN-STOCK-OUT = END: the deal ends after the discard of the player
    who drew the last stock card."""
    s = build(
        4,
        2,
        hands={0: "9C 9D 5C", 1: "KS KD 8C"},
        melds={0: ["AH AS AD"], 1: ["KC KC KH"]},
        stock_top="7C 7D",
        stock_size=2,
        dump=2,
        options={"OPT-CAN-STOCK-OUT": "END"},
    )
    assert_accepted(s, DrawStock())
    assert s.phase == Phase.PLAY
    assert_accepted(s, discard("5C"))
    assert ended(s)
    r = last_result(s)
    assert r.reason in ("stock_end", "stock_out") and r.went_out is None
    assert all(side.going_out == 0 for side in r.sides)


def test_rules_3_13_4_deal_without_going_out_scored_normally():
    """docs/rules.md §3.13.4: a deal ending without anyone going out is scored, with no G."""
    s = empty_stock("QS QD 5D", "5C QH", red3s={0: "3H"})
    assert_accepted(s, DeclinePile())
    r = last_result(s)
    side0 = r.sides[0]
    assert side0.melded == 30 and side0.red3s == 100 and side0.going_out == 0
    assert side0.hand == hand_value(s, 0, 2)
    assert side0.total == 30 + 100 - side0.hand
    assert s.scores[0] == side0.total


def test_rules_3_13_1_meld_then_end_black_3s_only_when_going_out():
    """docs/rules.md §3.13.1 / §3.7.8: under MELD-THEN-END no discard follows, so a black-3 meld
    that leaves a card in hand does not go out and must be refused."""
    opts = {"OPT-CAN-LAST-RED3": "MELD-THEN-END"}
    s = build(
        4,
        2,
        hands={0: "3C 3C 3S 9C"},
        melds={0: CANASTA, 1: OPP},
        stock_top="3H",
        stock_size=1,
        dump=1,
        options=opts,
    )
    assert_accepted(s, DrawStock())
    assert s.phase == Phase.LAST_MELD
    assert_refused(s, meld("3C 3C 3S"), "meld_black3_not_out", "one_card_no_canastas")
