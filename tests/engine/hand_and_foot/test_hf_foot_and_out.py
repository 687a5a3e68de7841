"""The foot (docs/rules.md §4.9), going out (§4.10) and what each seat sees (§1.5)."""

from __future__ import annotations

from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.observation import Observation
from canasta_gui.engine.hand_and_foot.state import Phase

from .helpers import (
    assert_accepted,
    assert_refused,
    build,
    config,
    cs,
    discard,
    hand_codes,
    layoff,
    meld,
    take,
)

FOOT = "5C 5D 5H 6C 6D 6H 7C 7D 7H 8C 8D 8H 10C"
#: 2 clean, 2 dirty and 1 wild book: what §4.10.2 (a) asks for.
BOOKS = [
    "KC KC KD KD KH KH KS",
    "QC QC QD QD QH QH QS",
    "JC JC JD JD JH 2C 2D",
    "10C 10C 10D 10D 10H 10H JK",
    "2H 2S 2H 2S JK JK 2C",
]


def ready(hand: str, *, answer: bool | None = True, partner_played: bool = True, **kw):
    """Seat 0 in the foot phase, meld phase, with the books to go out; by default the
    partner (seat 2) has played from the foot and said yes."""
    kw.setdefault("books", {0: BOOKS})
    s = build(
        hands={0: hand},
        feet={0: None, 2: None},
        foot_played={2: partner_played},
        phase=Phase.PLAY,
        **kw,
    )
    if answer is not None:
        s.asked_turn, s.answer, s.asker = True, answer, 0
    return s


# -- §4.9 the foot ------------------------------------------------------------------------------


def test_rules_4_9_foot_picked_up_mid_meld_and_play_goes_on():
    """docs/rules.md §4.9: when the hand empties during the meld phase, the foot becomes the hand
    and the player goes on melding from it in the same turn."""
    s = build(hands={0: "9C 9D 9H"}, feet={0: FOOT}, melds={0: ["AC AD AH"]}, phase=Phase.PLAY)
    events = assert_accepted(s, meld("9C 9D 9H"))
    assert s.feet[0] is None and s.phase == Phase.PLAY and s.current == 0
    assert hand_codes(s, 0) == sorted(FOOT.split())
    foot_events = [e for e in events if e.kind == "foot"]
    assert foot_events and foot_events[0].private_to == 0
    assert_accepted(s, meld("5C 5D 5H"))  # melding from the foot


def test_rules_4_9_foot_picked_up_by_the_discard_ends_the_turn():
    """docs/rules.md §4.9: if the hand empties through the discard, the turn ends and the foot
    is picked up."""
    s = build(hands={0: "9C"}, feet={0: FOOT}, phase=Phase.PLAY)
    assert_accepted(s, discard("9C"))
    assert s.feet[0] is None and s.hand_sizes[0] == 13
    assert s.current == 1 and s.phase == Phase.DRAW


def test_rules_4_9_red_3s_in_the_foot_are_placed_and_replaced_at_once():
    """docs/rules.md §4.9 / §4.4 step 2: red 3s in a foot go face up at once and are replaced,
    even when the foot was picked up by the discard."""
    foot = "3D 3H 5C 5D 5H 6C 6D 6H 7C 7D 7H 8C 8D"
    s = build(hands={0: "9C"}, feet={0: foot}, phase=Phase.PLAY, stock_top="KC 3D KD")
    assert_accepted(s, discard("9C"))
    assert sorted(s.red3s[0]) == sorted(cs("3D 3H 3D"))
    assert s.hand_sizes[0] == 13
    assert "KC" in hand_codes(s, 0) and "KD" in hand_codes(s, 0)


def test_rules_4_9_red_3_placements_are_not_actions_of_the_partner():
    """docs/rules.md §4.9 / §4.10.2 (b): picking up the foot by discarding is not an action since
    the pick-up; the next draw, take, meld or discard is."""
    s = build(hands={2: "9C"}, feet={2: FOOT}, phase=Phase.PLAY, current=2)
    assert_accepted(s, discard("9C"))
    assert s.feet[2] is None and not s.foot_played[2]
    s.current, s.phase = 2, Phase.DRAW
    assert_accepted(s, act.DrawStock())
    assert s.foot_played[2]


def test_rules_4_10_4_the_hand_phase_never_goes_out():
    """docs/rules.md §4.10.4: emptying the hand in the hand phase brings the foot into play."""
    s = build(
        hands={0: "9C 9D 9H"},
        feet={0: FOOT, 2: None},
        books={0: BOOKS},
        foot_played={2: True},
        phase=Phase.PLAY,
    )
    assert_accepted(s, meld("9C 9D 9H"))
    assert s.went_out is None and s.phase == Phase.PLAY


# -- observation --------------------------------------------------------------------------------


def test_rules_1_5_no_seat_sees_a_foot_before_it_is_picked_up():
    """docs/rules.md §1.5 / §4.3 [S2]: nobody sees a foot that is still down, its owner included:
    two states that differ only in the feet look the same to every seat."""
    a = build(hands={0: "9C 9D"}, feet={0: FOOT, 1: "4C 4D 4H 4S 4C 4D 4H 4S JC JD JH JS QC"})
    b = build(hands={0: "9C 9D"}, feet={0: "4C 4D 4H 4S 4C 4D 4H 4S JC JD JH JS QC", 1: FOOT})
    for seat in range(4):
        oa, ob = Observation.of(a, seat), Observation.of(b, seat)
        assert oa == ob
        assert oa.foot_down == (True,) * 4 and oa.foot_sizes == (13,) * 4
    assert Observation.of(a, 0).hand == cs("9C 9D")


def test_rules_1_5_observation_shows_hand_sizes_and_whether_the_foot_is_down():
    """docs/rules.md §1.5: counts of every hand and foot and whether the foot is picked up."""
    s = build(hands={0: "9C 9D 9H"}, feet={2: None})
    o = s.observation(1)
    assert o.hand_sizes == (3, 13, 13, 13)
    assert o.foot_down == (True, True, False, True) and o.foot_sizes == (13, 13, 0, 13)
    assert s.observation(0).hand == cs("9C 9D 9H")  # each seat sees its own hand only


# -- §4.10 going out ----------------------------------------------------------------------------


def test_rules_4_10_1_go_out_by_melding_the_last_cards():
    """docs/rules.md §4.10.1: a foot-phase player goes out by melding the last cards; the deal ends
    and the side gets 100."""
    s = ready("9C 9D 9H")
    events = assert_accepted(s, meld("9C 9D 9H"))
    assert s.went_out == 0 and s.phase == Phase.DEAL_OVER
    assert any(e.kind == "go_out" for e in events)
    assert s.history[-1].reason == "out" and s.history[-1].sides[0].going_out == 100


def test_rules_4_10_1_go_out_by_discarding_the_last_card():
    """docs/rules.md §4.10.1, OPT-HF-FINAL-DISCARD = ALLOWED: the last card may be discarded, a
    wild card or a black 3 included."""
    for card in ("9C", "JK", "3S"):
        s = ready(card)
        assert_accepted(s, discard(card))
        assert s.went_out == 0


def test_rules_4_10_1_final_discard_forbidden_option():
    """docs/rules.md §4.10.1, OPT-HF-FINAL-DISCARD = FORBIDDEN: the last card must be melded, so
    one card is never left (§4.10.3) and the last discard is refused."""
    cfg = config(OPT_HF_FINAL_DISCARD="FORBIDDEN")
    s = ready("9C", cfg=cfg)
    assert_refused(s, discard("9C"), "hf_final_discard")
    s = ready("9C 9D 9H 5C", cfg=cfg)
    assert_refused(s, meld("9C 9D 9H"), "hf_one_card_no_final_discard")
    s = ready("9C 9D 9H 5C 5D 5H", cfg=cfg)
    assert_accepted(s, meld("9C 9D 9H", "5C 5D 5H"))
    assert s.went_out == 0


def test_rules_4_10_2_a_needs_two_clean_two_dirty_one_wild_book():
    """docs/rules.md §4.10.2 (a): 2 clean, 2 dirty and 1 wild book; books made in the same action
    count."""
    s = ready("9C 9D 9H", books={0: BOOKS[:4]})
    assert_refused(s, meld("9C 9D 9H"), "hf_out_books")
    assert_refused(ready("9C", books={0: BOOKS[:4]}), discard("9C"), "hf_out_books")
    s = ready("2C 2D JK", books={0: BOOKS[:4]}, melds={0: ["2H 2S JK JK"]})
    assert_accepted(s, layoff("wild", "2C 2D JK"))  # the wild book completes on the way out
    assert s.went_out == 0


def test_rules_4_10_2_b_partner_must_have_played_from_the_foot():
    """docs/rules.md §4.10.2 (b): the partner has picked up the foot and played since."""
    s = ready("9C 9D 9H", partner_played=False)
    assert_refused(s, meld("9C 9D 9H"), "hf_out_partner_foot")
    s = ready("9C", partner_played=False)
    assert_refused(s, discard("9C"), "hf_out_partner_foot")


def test_rules_4_10_2_c_required_permission_must_be_asked_and_granted():
    """docs/rules.md §4.10.2 (c), OPT-HF-PERMISSION = REQUIRED: without a yes this turn the player
    may not go out; a no forbids it."""
    s = ready("9C 9D 9H", answer=None)
    assert_refused(s, meld("9C 9D 9H"), "hf_out_not_asked")
    s = ready("9C 9D 9H", answer=False)
    assert_refused(s, meld("9C 9D 9H"), "out_forbidden_by_partner")


def test_rules_4_10_2_c_ask_and_answer_are_actions_of_the_partners():
    """docs/rules.md §4.10.2 (c) / §1.5: the question passes the decision to the partner, whose
    answer is the only legal action; then the asker goes on."""
    s = ready("9C 9D 9H 5C", answer=None)
    events = assert_accepted(s, act.AskGoOut())
    assert s.phase == Phase.ANSWER and s.current == 2
    assert legal_actions(s) == [act.AnswerGoOut(True), act.AnswerGoOut(False)]
    assert_refused(s, meld("9C 9D 9H"), "wrong_phase")
    assert events[0].data["partner"] == 2
    assert_accepted(s, act.AnswerGoOut(True))
    assert s.current == 0 and s.phase == Phase.PLAY and s.answer is True
    assert_accepted(s, meld("9C 9D 9H"))
    assert_accepted(s, discard("5C"))
    assert s.went_out == 0


def test_rules_4_10_2_c_only_the_partner_is_asked():
    """docs/rules.md §4.10.2 (c): the question goes to the partner (seat + 2), nobody else."""
    s = ready("9C 9D 9H 5C", answer=None)
    assert_refused(s, act.AskGoOut(1), "ask_bad_partner")
    assert_accepted(s, act.AskGoOut(2))
    assert s.current == 2


def test_rules_4_10_2_c_required_yes_permits_but_does_not_oblige():
    """docs/rules.md §4.10.2 (c) / §7 item 17: under REQUIRED a yes permits going out only."""
    s = ready("9C 9D 9H 5C 6D")
    assert not s.must_go_out
    assert_accepted(s, discard("5C"))
    assert s.went_out is None and s.current == 1


def test_rules_4_10_2_c_required_question_may_come_before_the_draw_once_per_turn():
    """docs/rules.md §4.10.2 (c) [spec]: under REQUIRED the question may be asked at any point of
    the own turn, before the draw included, at most once per turn."""
    s = ready("9C 9D 5C", answer=None)
    s.phase = Phase.DRAW
    assert_accepted(s, act.AskGoOut())
    assert_accepted(s, act.AnswerGoOut(False))
    assert s.phase == Phase.DRAW and s.current == 0
    assert_refused(s, act.AskGoOut(), "ask_limit")
    assert_accepted(s, act.DrawStock())
    assert_refused(s, act.AskGoOut(), "ask_limit")


def test_rules_4_10_2_c_pile_take_that_goes_out_needs_the_yes_first():
    """docs/rules.md §4.10.2 (c) / §4.8.3 step 5: going out by the pile take itself needs a yes
    asked before the take."""
    s = ready("9C 9D", answer=None, pile="9H")
    s.phase = Phase.DRAW
    assert_refused(s, take("9C 9D"), "hf_out_not_asked")
    assert_accepted(s, act.AskGoOut())
    assert_accepted(s, act.AnswerGoOut(True))
    assert_accepted(s, take("9C 9D"))
    assert s.went_out == 0


def test_rules_4_10_2_c_optional_asking_is_voluntary_and_yes_obliges():
    """docs/rules.md §4.10.2 (c), OPT-HF-PERMISSION = OPTIONAL: going out needs no question; a
    question is accepted only when able to go out; a yes then obliges, a no forbids."""
    cfg = config(OPT_HF_PERMISSION="OPTIONAL")
    s = ready("9C 9D 9H", answer=None, cfg=cfg)
    assert_accepted(s, meld("9C 9D 9H"))
    assert s.went_out == 0
    s = ready("9C 9D 2C 5C 5D 5H 6C", answer=None, cfg=cfg)
    assert_accepted(s, act.AskGoOut())
    assert_accepted(s, act.AnswerGoOut(True))
    assert s.must_go_out
    assert_refused(s, discard("6C"), "must_go_out")
    # 5C 5D 2C would leave the natural pair of 9s with no wild card: no way out.
    assert_refused(s, meld("5C 5D 2C"), "must_go_out")
    assert_accepted(s, meld("9C 9D 2C", "5C 5D 5H"))
    assert_accepted(s, discard("6C"))
    assert s.went_out == 0
    s = ready("9C 9D 9H 5C", answer=None, cfg=cfg)
    assert_accepted(s, act.AskGoOut())
    assert_accepted(s, act.AnswerGoOut(False))
    assert_refused(s, meld("9C 9D 9H"), "one_card_partner_no")  # a no forbids going out


def test_rules_4_10_2_c_optional_question_needs_the_ability_and_the_draw():
    """docs/rules.md §4.10.2 (c), OPTIONAL [spec]: the question comes after the draw and only when
    the player is able to go out this turn."""
    cfg = config(OPT_HF_PERMISSION="OPTIONAL")
    s = ready("9C 9D 5C 6D", answer=None, cfg=cfg)
    assert_refused(s, act.AskGoOut(), "hf_ask_not_able")
    s.phase = Phase.DRAW
    assert_refused(s, act.AskGoOut(), "hf_ask_phase")


def test_rules_4_10_3_foot_phase_keeps_a_card_unless_going_out():
    """docs/rules.md §4.10.3: a foot-phase player who may not go out must keep at least one card
    after the discard, so a meld leaving one card is refused and the last discard too."""
    s = ready("9C 9D 9H 5C", answer=None)
    assert_refused(s, meld("9C 9D 9H"), "hf_one_card_not_asked")  # no yes in force yet
    s = ready("5C", answer=None)
    assert_refused(s, discard("5C"), "hf_out_not_asked")
    s = ready("9C 9D 9H 5C 6D", answer=None)
    assert_accepted(s, meld("9C 9D 9H"))


def test_rules_4_10_3_with_a_yes_one_card_may_be_left_for_the_final_discard():
    """docs/rules.md §4.10.3: with (a), (b) and a yes in force, leaving one card to discard is
    legal."""
    s = ready("9C 9D 9H 5C")
    assert_accepted(s, meld("9C 9D 9H"))
    assert_accepted(s, discard("5C"))
    assert s.went_out == 0


def test_rules_4_10_legal_actions_offer_the_way_out():
    """docs/rules.md §4.10: once going out is permitted, the compact list holds a meld that empties
    the hand (or leaves only the final discard)."""
    s = ready("9C 9D 9H 5C 5D 5H 2C", melds={0: ["8C 8D 8H 8S"]})
    outs = []
    for a in legal_actions(s):
        if isinstance(a, act.Meld):
            after = s.clone()
            after.apply(a)
            if after.went_out == 0 or after.hand_sizes[0] == 1:
                outs.append(a)
    assert outs
