"""Going out, the permission question and concealed going out (docs/rules.md §3.12)."""

from __future__ import annotations

import pytest

from canasta_gui.engine.canasta.actions import AnswerGoOut, AskGoOut, DrawStock
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.errors import IllegalAction

from .helpers import (
    assert_accepted,
    assert_refused,
    build,
    cs,
    discard,
    last_result,
    layoff,
    meld,
    pass_turn,
    take,
)

JACKS = "JC JD JH JS JC JD"  # what the three other seats draw in ``pass_turn``

CANASTA = ["AH AS AD AC AH AS 2D"]
TWO_CANASTAS = ["AH AS AD AC AH AS 2D", "QH QS QD QC QH QS QD"]


def at_play(hand: str, players: int = 4, decks: int = 2, melds=None, current: int = 0, **kw):
    side_melds = {0: CANASTA} if melds is None else melds
    return build(
        players,
        decks,
        hands={current: hand},
        melds=side_melds,
        phase=Phase.PLAY,
        current=current,
        **kw,
    )


def ended(s) -> bool:
    return s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)


# -- §3.12.1 requirement --------------------------------------------------------------------------


def test_rules_3_12_1_go_out_by_melding_last_cards_no_discard_needed():
    """docs/rules.md §3.12.1: melding the last card goes out; no final discard is needed."""
    s = at_play("9C 9D 9H KH KS", melds={0: ["AH AS AD", "KC KD KC KD 2C"]})
    # The K meld becomes a canasta in the same action that empties the hand.
    assert_accepted(s, meld("9C 9D 9H", layoffs={"K": "KH KS"}))
    assert ended(s)
    r = last_result(s)
    assert r.reason == "out" and r.went_out == 0


def test_rules_3_12_1_canasta_completed_earlier_in_the_turn_counts():
    """docs/rules.md §3.12.1: canastas completed earlier in the same turn count."""
    short = at_play("KH KS 9C", melds={0: ["AH AS AD", "KC KD KC 2C"]})
    assert_refused(short, layoff("K", "KH KS"), "one_card_no_canastas")  # 6 cards: no canasta
    s = at_play("KH KS 9C", melds={0: ["AH AS AD", "KC KD KC KD 2C"]})
    assert_accepted(s, layoff("K", "KH KS"))
    assert_accepted(s, discard("9C"))
    assert last_result(s).went_out == 0


@pytest.mark.parametrize(
    "players,decks,k",
    [(2, 2, 2), (3, 2, 1), (4, 2, 1), (2, 3, 2), (3, 3, 2), (4, 3, 2), (6, 3, 2)],
)
def test_rules_3_12_1_k_canastas_required(players, decks, k):
    """docs/rules.md §3.12.1 / §3.1: going out needs K canastas (default per configuration)."""
    s = at_play("9C 9D 9H", players, decks, melds={0: CANASTA})
    if k == 1:
        assert_accepted(s, meld("9C 9D 9H"))
        assert last_result(s).went_out == 0
    else:
        assert_refused(s, meld("9C 9D 9H"), "hand_empty_not_out")
        s = at_play("9C 9D 9H", players, decks, melds={0: TWO_CANASTAS})
        assert_accepted(s, meld("9C 9D 9H"))
        assert last_result(s).went_out == 0


def test_rules_3_12_1_canastas_option_overrides():
    """docs/rules.md §3.12.1 OPT-CAN-CANASTAS-TO-GO-OUT: 1 in C2-2D, 2 in C4-2D."""
    s = at_play("9C 9D 9H", 2, 2, options={"OPT-CAN-CANASTAS-TO-GO-OUT": "1"})
    assert_accepted(s, meld("9C 9D 9H"))
    s = at_play("9C 9D 9H", 4, 2, options={"OPT-CAN-CANASTAS-TO-GO-OUT": "2"})
    assert_refused(s, meld("9C 9D 9H"), "hand_empty_not_out")


# -- §3.12.2 / §3.12.4 normal and concealed -------------------------------------------------------


def test_rules_3_12_2_going_out_ends_the_deal_with_100():
    """docs/rules.md §3.12.2: going out ends the deal at once; normal bonus 100."""
    s = at_play("9C 9D 9H 5C", has_melded={0: True})
    assert_accepted(s, meld("9C 9D 9H"))
    assert_accepted(s, discard("5C"))
    r = last_result(s)
    assert ended(s) and r.went_out == 0 and not r.concealed
    assert r.sides[0].going_out == 100 and r.sides[1].going_out == 0


def test_rules_3_12_4_concealed_going_out_scores_200():
    """docs/rules.md §3.12.4: no meld or lay-off in an earlier turn → concealed, 200."""
    s = build(4, 2, hands={0: "KH KS KD KC KH KS 2C 9C 9D 9H 5C"}, phase=Phase.PLAY)
    assert_accepted(s, meld("KH KS KD KC KH KS 2C", "9C 9D 9H"))
    assert_accepted(s, discard("5C"))
    r = last_result(s)
    assert r.concealed and r.sides[0].going_out == 200


def test_rules_3_12_4_melding_in_an_earlier_turn_breaks_concealment():
    """docs/rules.md §3.12.4: a player who melded in an earlier turn goes out normally (100)."""
    s = build(
        4,
        2,
        hands={0: "KH KS KD 9C 9D 9H 5C 6C"},
        melds={0: CANASTA},
        phase=Phase.PLAY,
        stock_top=JACKS + " 5D 5H",
    )
    assert_accepted(s, meld("KH KS KD"))
    assert_accepted(s, discard("6C"))
    assert s.has_melded[0]
    for _ in range(3):
        pass_turn(s)
    assert s.current == 0
    assert_accepted(s, DrawStock())
    assert_accepted(s, meld("9C 9D 9H", "5C 5D 5H"))
    r = last_result(s)
    assert r.went_out == 0 and not r.concealed and r.sides[0].going_out == 100


def test_rules_3_12_4_red_3s_placed_earlier_do_not_break_concealment():
    """docs/rules.md §3.12.4: red 3s placed in an earlier turn do not break concealment."""
    s = build(
        4,
        2,
        hands={0: "KH KS KD KC KH KS 2C 9C 9D 5C 5D"},
        stock_top="3H 6D 6H " + JACKS + " 9H 5H",
    )
    assert_accepted(s, DrawStock())
    assert s.red3s[0] == cs("3H")
    assert_accepted(s, discard("6D"))
    for _ in range(3):
        pass_turn(s)
    assert_accepted(s, DrawStock())
    assert_accepted(s, meld("KH KS KD KC KH KS 2C", "9C 9D 9H", "5C 5D 5H"))
    assert_accepted(s, discard("6H"))
    r = last_result(s)
    assert r.concealed and r.sides[0].going_out == 200
    assert r.sides[0].red3s == 100


def test_rules_3_12_4_concealed_with_layoffs_onto_partners_melds():
    """docs/rules.md §3.12.4: in the concealed turn the player may lay off onto the partner's melds;
    with K canastas already on the side, no own canasta is needed."""
    s = at_play("AC 2C 9C 9D 9H 5C")
    assert_accepted(s, meld("9C 9D 9H", layoffs={"A": "AC 2C"}))
    assert_accepted(s, discard("5C"))
    r = last_result(s)
    assert r.concealed and r.sides[0].going_out == 200


@pytest.mark.parametrize("option,bonus", [("ALLOWED", 200), ("FORBIDDEN", 100)])
def test_rules_3_12_4_concealed_with_pile(option, bonus):
    """docs/rules.md §3.12.4 OPT-CAN-CONCEALED-WITH-PILE: ALLOWED keeps 200, FORBIDDEN gives 100."""
    s = build(
        4,
        2,
        hands={0: "9C 9D 5C 5D 5H"},
        melds={0: CANASTA},
        pile="7C 9S",
        options={"OPT-CAN-CONCEALED-WITH-PILE": option},
    )
    assert_accepted(s, take("9C 9D"))
    assert_accepted(s, meld("5C 5D 5H"))
    assert_accepted(s, discard("7C"))
    r = last_result(s)
    assert r.went_out == 0
    assert r.sides[0].going_out == bonus
    assert r.concealed == (bonus == 200)


def test_rules_3_12_4_concealed_in_an_individual_game():
    """docs/rules.md §3.12.4: concealed going out exists in individual games too (C2-2D)."""
    s = build(2, 2, hands={0: "KH KS KD KC KH KS KD QH QS QD QC QH QS 2C 5C"}, phase=Phase.PLAY)
    assert_accepted(s, meld("KH KS KD KC KH KS KD", "QH QS QD QC QH QS 2C"))
    assert_accepted(s, discard("5C"))
    r = last_result(s)
    assert r.concealed and r.sides[0].going_out == 200


SEVEN_FOURS = "4C 4C 4D 4D 4H 4H 4S"  # a natural canasta counting 35


def test_rules_3_12_4_concealed_minimum_required():
    """docs/rules.md §3.12.4 OPT-CAN-CONCEALED-MINIMUM = REQUIRED: the opening minimum applies."""
    s = build(4, 2, hands={0: SEVEN_FOURS + " 9C"}, phase=Phase.PLAY)
    err = assert_refused(s, meld(SEVEN_FOURS), "opening_below_minimum")
    assert err.params.get("count") == 35


def test_rules_3_12_4_concealed_minimum_waived():
    """docs/rules.md §3.12.4 OPT-CAN-CONCEALED-MINIMUM = WAIVED: no minimum on the way out."""
    opts = {"OPT-CAN-CONCEALED-MINIMUM": "WAIVED"}
    s = build(4, 2, hands={0: SEVEN_FOURS + " 9C"}, phase=Phase.PLAY, options=opts)
    assert_accepted(s, meld(SEVEN_FOURS))
    assert_accepted(s, discard("9C"))
    r = last_result(s)
    assert r.concealed and r.sides[0].going_out == 200


def test_rules_3_12_4_concealed_minimum_waived_enforced_like_yes():
    """docs/rules.md §3.12.4 WAIVED: after an opening below the minimum the player must go out."""
    opts = {"OPT-CAN-CONCEALED-MINIMUM": "WAIVED"}
    s = build(4, 2, hands={0: SEVEN_FOURS + " 9C 9D 9H 6C"}, phase=Phase.PLAY, options=opts)
    assert_accepted(s, meld(SEVEN_FOURS))
    assert s.must_go_out
    assert_refused(s, discard("6C"), "must_go_out")
    assert_accepted(s, meld("9C 9D 9H"))
    assert_accepted(s, discard("6C"))
    assert last_result(s).concealed


def test_rules_3_12_4_concealed_minimum_waived_only_when_able_to_go_out():
    """docs/rules.md §3.12.4 WAIVED: below the minimum, accepted only if able to go out
    afterwards."""
    opts = {"OPT-CAN-CONCEALED-MINIMUM": "WAIVED"}
    s = build(4, 2, hands={0: "5C 5D 5H 9C 9D"}, phase=Phase.PLAY, options=opts)
    assert_refused(s, meld("5C 5D 5H"), "opening_below_minimum")


@pytest.mark.parametrize("with_pile,accepted", [("ALLOWED", True), ("FORBIDDEN", False)])
def test_rules_3_12_4_concealed_minimum_waived_with_pile(with_pile, accepted):
    """docs/rules.md §3.12.4: WAIVED applies to a pile take only where the going out can be
    concealed (OPT-CAN-CONCEALED-WITH-PILE)."""
    opts = {"OPT-CAN-CONCEALED-MINIMUM": "WAIVED", "OPT-CAN-CONCEALED-WITH-PILE": with_pile}
    s = build(4, 2, hands={0: "4C 4C 4D 4D 4H 4H 9C 9D"}, pile="9S 4S", options=opts)
    action = take("4C 4C 4D 4D 4H 4H")
    if accepted:
        assert_accepted(s, action)
        assert s.must_go_out
        assert_accepted(s, meld("9C 9D 9S"))
        assert last_result(s).concealed
    else:
        assert_refused(s, action, "opening_below_minimum")


# -- §3.12.3 asking permission --------------------------------------------------------------------


def test_rules_3_12_3_ask_goes_to_partner_whose_answer_is_the_only_action():
    """docs/rules.md §3.12.3 / §1.5: the partner answers; while pending, that is the only action."""
    s = at_play("9C 9D 9H 5C")
    assert_accepted(s, AskGoOut())
    assert s.phase == Phase.ANSWER and s.current == 2 and s.asker == 0
    assert s.asked_deal[0]
    assert set(legal_actions(s)) == {AnswerGoOut(True), AnswerGoOut(False)}
    assert_refused(s, discard("5C"), "wrong_phase", "card_not_in_hand")
    assert_refused(s, meld("9C 9D 9H"), "wrong_phase")
    assert_refused(s, AskGoOut(), "wrong_phase")
    assert_refused(s, DrawStock(), "wrong_phase")
    # The question is public.
    assert s.observation(1).asker == 0
    assert_accepted(s, AnswerGoOut(False))
    assert s.current == 0 and s.phase == Phase.PLAY
    assert s.observation(3).answer is False


def test_rules_3_12_3_only_when_able():
    """docs/rules.md §3.12.3: the question is refused unless the player is able to go out."""
    s = at_play("9C 9D 5C 7C")
    assert_refused(s, AskGoOut(), "ask_not_able")
    s = at_play("9C 9D 9H 5C", melds={0: ["AH AS AD"]})  # no canasta on the side
    assert_refused(s, AskGoOut(), "ask_not_able")


def test_rules_3_12_3_refused_question_does_not_count():
    """docs/rules.md §3.12.3: a refused question does not count towards OPT-CAN-ASK-LIMIT."""
    s = build(
        4,
        2,
        hands={0: "9C 9D 5C 6C"},
        melds={0: CANASTA},
        phase=Phase.PLAY,
        stock_top=JACKS + " 9H 9S",
    )
    assert_refused(s, AskGoOut(), "ask_not_able")
    assert_accepted(s, discard("6C"))
    for _ in range(3):
        pass_turn(s)
    assert_accepted(s, DrawStock())  # 9C 9D 9H 9S 5C: able
    assert_accepted(s, AskGoOut())


def test_rules_3_12_3_ask_before_any_other_meld():
    """docs/rules.md §3.12.3: the question comes before any other meld or lay-off of the turn."""
    s = at_play("9C 9D 9H 5C 5D 5H 7C")
    assert_accepted(s, meld("5C 5D 5H"))
    assert_refused(s, AskGoOut(), "ask_too_late")


def test_rules_3_12_3_ask_after_pile_take_melds():
    """docs/rules.md §3.12.3: the melds of a pile take do not count as melding for the question."""
    s = build(4, 2, hands={0: "9C 9D 5C 5D 5H"}, melds={0: CANASTA}, pile="7S 9S")
    assert_accepted(s, take("9C 9D"))
    assert_accepted(s, AskGoOut())
    assert s.phase == Phase.ANSWER


def test_rules_3_12_3_no_forbids_going_out():
    """docs/rules.md §3.12.3: after "no" the player must not go out and keeps a card."""
    s = at_play("9C 9D 9H 5C")
    assert_accepted(s, AskGoOut())
    assert_accepted(s, AnswerGoOut(False))
    assert_refused(s, meld("9C 9D 9H"), "one_card_partner_no")
    assert_accepted(s, discard("5C"))
    assert s.current == 1
    s = at_play("9C 9D 9H")
    assert_accepted(s, AskGoOut())
    assert_accepted(s, AnswerGoOut(False))
    assert_refused(s, meld("9C 9D 9H"), "out_forbidden_by_partner")


def test_rules_3_12_3_yes_forces_going_out():
    """docs/rules.md §3.12.3: after "yes" any move that makes going out impossible is refused."""
    s = at_play("9C 9D 2C 5C 5D 5H 7C", has_melded={0: True})
    assert_accepted(s, AskGoOut())
    assert_accepted(s, AnswerGoOut(True))
    assert s.must_go_out and s.current == 0
    assert_refused(s, discard("7C"), "must_go_out")  # a discard that does not go out
    assert_refused(s, layoff("A", "2C"), "must_go_out")  # 9C 9D could no longer go
    assert_accepted(s, meld("5C 5D 5H"))
    assert_accepted(s, meld("9C 9D 2C"))
    assert_accepted(s, discard("7C"))
    r = last_result(s)
    assert r.went_out == 0 and r.sides[0].going_out == 100


def test_rules_3_12_3_once_per_deal():
    """docs/rules.md §3.12.3 OPT-CAN-ASK-LIMIT = ONCE-PER-DEAL (default): one question per deal."""
    s = build(
        4,
        2,
        hands={0: "9C 9D 9H 5C 5D 5H 6C"},
        melds={0: CANASTA},
        phase=Phase.PLAY,
        stock_top=JACKS + " 9S 6D",
    )
    assert_accepted(s, AskGoOut())
    assert_accepted(s, AnswerGoOut(False))
    assert_accepted(s, discard("6C"))
    for _ in range(3):
        pass_turn(s)
    assert_accepted(s, DrawStock())  # able again: 9999, 555, discard 6D
    assert_refused(s, AskGoOut(), "ask_limit")


def test_rules_3_12_3_once_per_turn():
    """docs/rules.md §3.12.3 OPT-CAN-ASK-LIMIT = ONCE-PER-TURN: again next turn, not twice a
    turn."""
    s = build(
        4,
        2,
        hands={0: "9C 9D 9H 5C 5D 5H 6C"},
        melds={0: CANASTA},
        phase=Phase.PLAY,
        stock_top=JACKS + " 9S 6D",
        options={"OPT-CAN-ASK-LIMIT": "ONCE-PER-TURN"},
    )
    assert_accepted(s, AskGoOut())
    assert_accepted(s, AnswerGoOut(False))
    assert_refused(s, AskGoOut(), "ask_limit")
    assert_accepted(s, discard("6C"))
    for _ in range(3):
        pass_turn(s)
    assert_accepted(s, DrawStock())
    assert_accepted(s, AskGoOut())
    assert s.phase == Phase.ANSWER


def test_rules_3_12_3_going_out_without_asking():
    """docs/rules.md §3.12.3: asking is optional."""
    s = at_play("9C 9D 9H 5C")
    assert_accepted(s, meld("9C 9D 9H"))
    assert_accepted(s, discard("5C"))
    assert last_result(s).went_out == 0


def test_rules_3_12_3_six_players_2x3_names_a_partner():
    """docs/rules.md §3.12.3: in six-player 2x3 games the asker names one of the two partners."""
    s = at_play("9C 9D 9H 5C", 6, 3, melds={0: TWO_CANASTAS})
    assert s.config.partners_of(0) == (2, 4)
    assert_refused(s, AskGoOut(), "ask_bad_partner")
    assert_refused(s, AskGoOut(1), "ask_bad_partner")
    assert_refused(s, AskGoOut(3), "ask_bad_partner")
    assert_accepted(s, AskGoOut(4))
    assert s.current == 4 and s.phase == Phase.ANSWER
    assert_accepted(s, AnswerGoOut(True))
    assert s.current == 0 and s.must_go_out


def test_rules_3_12_3_six_players_3x2_single_partner():
    """docs/rules.md §3.12.3 / §3.3: in 3x2 the partner is the seat opposite (1-4, 2-5, 3-6)."""
    s = at_play("9C 9D 9H 5C", 6, 3, melds={0: TWO_CANASTAS}, options={"OPT-CAN-SIX-TEAMS": "3x2"})
    assert_refused(s, AskGoOut(2), "ask_bad_partner")
    assert_accepted(s, AskGoOut())
    assert s.current == 3


def test_rules_3_12_3_no_answer_never_deadlocks_the_turn():
    """docs/rules.md §3.12.3 / §1.5 (every deal ends): after a take leaving one card, a question
    answered "no" must not leave the asker without a legal action."""
    s = build(4, 2, hands={0: "KS KD"}, melds={0: CANASTA}, pile="5C KH")
    assert_accepted(s, take("KS KD"))
    assert s.hand_sizes[0] == 1
    try:
        assert_accepted(s, AskGoOut())
    except IllegalAction:  # refusing the question here is an acceptable reading
        return
    assert_accepted(s, AnswerGoOut(False))
    assert legal_actions(s), "the asker holds one card, may not go out and may not discard"


# -- §3.12.5 black 3s at the end ------------------------------------------------------------------


def test_rules_3_12_5_two_black_3s_alone_cannot_go_out():
    """docs/rules.md §3.12.5: a player left with exactly two black 3s cannot go out that turn."""
    s = at_play("3C 3S")
    assert_refused(s, AskGoOut(), "ask_not_able")
    assert_refused(s, meld("3C 3S"), "meld_too_small")
    assert_accepted(s, discard("3C"))
    assert s.current == 1 and s.hand_sizes[0] == 1


def test_rules_3_12_5_go_out_by_discarding_a_black_3():
    """docs/rules.md §3.12.5: a player may go out by discarding a single black 3."""
    s = at_play("9C 9D 9H 3S")
    assert_accepted(s, meld("9C 9D 9H"))
    assert_accepted(s, discard("3S"))
    assert last_result(s).went_out == 0


def test_rules_3_12_3_limit_is_per_player():
    """docs/rules.md §3.12.3: each player may ask once per deal; the partner's question is
    separate."""
    s = build(
        4,
        2,
        hands={0: "9C 9D 9H 5C 5D 5H 6C", 2: "8C 8D 8H 7C 7S"},
        melds={0: CANASTA},
        phase=Phase.PLAY,
        stock_top="JC JD 7D 4S",
    )
    assert_accepted(s, AskGoOut())
    assert_accepted(s, AnswerGoOut(False))
    assert_accepted(s, discard("6C"))
    pass_turn(s)
    assert s.current == 2
    assert_accepted(s, DrawStock())  # 888, 777, discard 4S: able
    assert_accepted(s, AskGoOut())
    assert s.phase == Phase.ANSWER and s.current == 0


def test_rules_3_12_4_waived_obligation_cannot_be_released_by_a_question():
    """docs/rules.md §3.12.4 WAIVED / §3.12.3: after a pile take that opens below the minimum the
    player is bound to go out "exactly as after a yes"; a question whose "no" would release
    that obligation must not be accepted (otherwise the side stays opened below the minimum)."""
    opts = {"OPT-CAN-CONCEALED-MINIMUM": "WAIVED"}
    s = build(4, 2, hands={0: "4C 4C 4D 4D 4H 4H 9C 9D"}, pile="9S 4S", options=opts)
    assert_accepted(s, take("4C 4C 4D 4D 4H 4H"))  # counts 35 < 50: allowed only going out
    assert s.must_go_out
    assert_refused(s, AskGoOut(), "ask_bound", "ask_too_late", "ask_limit", "must_go_out")


@pytest.mark.parametrize("minimum_option,able", [("REQUIRED", False), ("WAIVED", True)])
def test_rules_3_12_3_able_includes_the_opening_rules(minimum_option, able):
    """docs/rules.md §3.12.3 "able to go out": an unopened side must meet §3.8 / §3.12.4."""
    s = build(
        4,
        2,
        hands={0: SEVEN_FOURS + " 9C"},
        phase=Phase.PLAY,
        options={"OPT-CAN-CONCEALED-MINIMUM": minimum_option},
    )
    if able:
        assert_accepted(s, AskGoOut())
        assert s.phase == Phase.ANSWER
    else:
        assert_refused(s, AskGoOut(), "ask_not_able")
