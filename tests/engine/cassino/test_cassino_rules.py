"""Cassino rules under the default options (docs/rules.md §5.3-§5.12), beyond S1's examples."""

from __future__ import annotations

import pytest

from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.rules import apply
from canasta_gui.engine.cassino.state import Phase, new_game
from canasta_gui.engine.errors import ConfigError
from tests.engine.cassino.helpers import (
    assert_legal,
    assert_refused,
    c,
    captures_of,
    check_invariants,
    config,
    cs,
    position,
)

# -- §5.1, §5.3 players and the deal ----------------------------------------------------------


@pytest.mark.parametrize("players", [1, 5, 6])
def test_rules_5_1_two_to_four_players(players: int) -> None:
    with pytest.raises(ConfigError) as info:
        config(players)
    assert info.value.code == "cas_bad_players"


def test_rules_5_1_four_players_are_partners_opposite() -> None:
    cfg = config(4)
    assert cfg.side_of == (0, 1, 0, 1) and cfg.n_sides == 2 and cfg.partnership
    assert config(3).side_of == (0, 1, 2)


def test_rules_5_3_deal_flags_the_last_deal_and_passes_left() -> None:
    s = new_game(config(3), "last-flag")
    first_dealer = s.dealer
    lasts = []
    while s.phase == Phase.PLAY:
        events = apply(s, legal_actions(s)[0])
        lasts += [e.data["last"] for e in events if e.kind == "deal"]
        if s.phase == Phase.PLAY and not s.stock:
            assert s.last_deal() and s.observation(0).last_deal
    assert lasts == [False, False, True]  # 4 deals for 3 players: the first is in new_game
    apply(s, act.NEXT_ROUND)
    assert s.dealer == (first_dealer + 1) % 3 and s.round_no == 1
    assert s.current == (s.dealer + 1) % 3 and len(s.loose) == 4


def test_rules_1_5_hands_are_private() -> None:
    s = new_game(config(2), "private")
    obs = s.observation(0)
    assert obs.hand == tuple(s.hands[0]) and obs.hand_sizes == (4, 4)
    assert obs.stock_size == len(s.stock) and obs.loose == tuple(s.loose)
    assert not any(hasattr(obs, name) for name in ("stock", "hands"))
    # A deal event shows each player's cards only to that player; the others see a count.
    events: list = []
    while len(s.stock) == 40:
        events = apply(s, legal_actions(s)[0])
    hand_events = [e for e in events if e.kind == "hand"]
    assert len(hand_events) == 2
    for e in hand_events:
        other = 1 - e.player
        assert e.seen_by(e.player).cards == tuple(s.hands[e.player])
        assert not e.seen_by(other).cards and e.seen_by(other).data["count"] == 4


# -- §5.6 captures ---------------------------------------------------------------------------


def test_rules_5_6_3_any_selection_may_be_taken() -> None:
    s = position(["6H", "KD"], loose="6C 2D 4S 9C")
    assert captures_of(s, "6H") == {
        (("6C",), ()),
        (("2D", "4S"), ()),
        (("2D", "4S", "6C"), ()),
    }


def test_rules_5_6_6_own_partner_or_opponent_build_may_be_captured() -> None:
    for owner in (0, 1, 2, 3):
        s = position(["9H 2C", "KD", "QD", "JD"], loose="", builds=[("4C 5D", 9, "single", owner)])
        assert captures_of(s, "9H") == {((), (9,))}


def test_rules_5_6_4_capturing_card_goes_to_the_side_pile() -> None:
    s = position(["9H 2C", "KD", "QD", "JD"], loose="9C 3S")
    assert_legal(s, act.capture(c("9H"), cs("9C")))
    assert sorted(s.captured[0]) == sorted(cs("9H 9C"))  # side 0 = seats 0 and 2
    assert s.log[-1].player == 0 and s.last_captor == 0


def test_capture_refusals_name_their_reason() -> None:
    s = position(["9H 2C", "KD"], loose="9C 3S", builds=[("3C 4D", 7, "single", 1)])
    assert_refused(s, act.capture(c("9H"), ()), "cas_capture_empty")
    assert_refused(s, act.capture(c("9H"), cs("9C 9C")), "cas_card_twice")
    assert_refused(s, act.capture(c("9H"), cs("5S")), "cas_not_on_table")
    assert_refused(s, act.capture(c("9H"), (), (8,)), "cas_no_such_build")
    assert_refused(s, act.capture(c("KD"), cs("9C")), "card_not_in_hand")
    assert_refused(s, act.capture(c("9H"), cs("9C 3S")), "cas_groups")


def test_face_card_takes_only_its_rank() -> None:
    s = position(["KH 4C", "2D"], loose="QS KD")
    assert_refused(s, act.capture(c("KH"), cs("QS")), "cas_face_rank")
    assert captures_of(s, "KH") == {(("KD",), ())}


# -- §5.7 builds ---------------------------------------------------------------------------------


def test_rules_5_7_1_builder_must_hold_the_capturing_card() -> None:
    s = position(["2H 8C", "KD"], loose="5S")
    assert_refused(s, act.build(c("2H"), cs("5S"), 7), "cas_build_no_card")
    s = position(["3H 4C", "KD"], loose="3S")
    assert_refused(s, act.build(c("3H"), cs("3S"), 3), "cas_build_no_card")  # no other 3


def test_rules_5_7_1_values_up_to_ten() -> None:
    s = position(["6H 8C", "KD"], loose="5S")
    assert_refused(s, act.build(c("6H"), cs("5S"), 11), "cas_build_too_high")
    assert_refused(s, act.build(c("6H"), cs("5S"), 9), "cas_build_value")


def test_rules_5_7_1_no_second_build_of_the_same_value() -> None:
    s = position(["2H 7C", "KD"], loose="5S", builds=[("3C 4D", 7, "single", 1)])
    assert_refused(s, act.build(c("2H"), cs("5S"), 7), "cas_build_value_taken")


def test_rules_5_7_1_one_loose_card_per_build_by_default() -> None:
    s = position(["2H 9C", "KD"], loose="3S 4S")
    assert_refused(s, act.build(c("2H"), cs("3S 4S"), 9), "cas_gather_forbidden")
    assert_refused(s, act.build(c("2H"), (), 2), "cas_no_loose")


def test_rules_5_7_1_partner_card_does_not_count() -> None:
    """No building for partner: the partner's 7 does not allow building 7."""
    s = position(["2H 8C", "KD", "7S", "QD"], loose="5S")
    assert_refused(s, act.build(c("2H"), cs("5S"), 7), "cas_build_no_card")


def test_rules_5_7_3_pair_build_is_never_a_sum_by_default() -> None:
    s = position(["2H 2C 4C", "KD"], loose="2S")
    assert_refused(s, act.build(c("2H"), cs("2S"), 4), "cas_pair_is_multiple")
    assert_legal(s, act.build(c("2H"), cs("2S"), 2))
    assert s.builds[0].multiple


def test_rules_5_7_4_increase_a_single_build() -> None:
    """P-CAS example A: two 3s built as 6 (PAIR-AS-SUM), then a 2 makes 8."""
    cfg = config(2, OPT_CAS_PAIR_AS_SUM="ALLOWED")
    s = position(["QC", "2H 8C"], loose="", builds=[("3S 3D", 6, "single", 0)], cfg=cfg, current=1)
    assert_legal(s, act.add_to_build(c("2H"), 6, 8))
    b = s.builds[0]
    assert (b.value, b.multiple, b.owner, b.cards) == (8, False, 1, cs("3S 3D 2H"))


def test_rules_5_7_4_increase_needs_the_new_card_and_a_free_value() -> None:
    s = position(["2H 8C", "KD"], loose="", builds=[("3S 4D", 7, "single", 1)])
    assert_refused(s, act.add_to_build(c("2H"), 7, 9), "cas_build_no_card")
    s = position(["2H 9C", "KD"], loose="", builds=[("3S 4D", 7, "single", 1)])
    assert_legal(s, act.add_to_build(c("2H"), 7, 9))
    s = position(
        ["2H 9C", "KD"],
        loose="",
        builds=[("3S 4D", 7, "single", 1), ("4C 5D", 9, "single", 1)],
    )
    assert_refused(s, act.add_to_build(c("2H"), 7, 9), "cas_build_value_taken")
    s = position(["5H 9C", "KD"], loose="", builds=[("3S 4D", 7, "single", 1)])
    assert_refused(s, act.add_to_build(c("5H"), 7, 12), "cas_build_too_high")


def test_rules_5_7_4_duplicate_makes_a_multiple_build() -> None:
    s = position(["7H 7C", "KD"], loose="", builds=[("3S 4D", 7, "single", 1)])
    assert_legal(s, act.add_to_build(c("7H"), 7, 7))
    b = s.builds[0]
    assert (b.value, b.multiple, b.owner) == (7, True, 0)


def test_rules_5_7_4_multiple_build_value_never_changes() -> None:
    s = position(["2H 9C", "KD"], loose="", builds=[("7S 7D", 7, "multiple", 1)])
    assert_refused(s, act.add_to_build(c("2H"), 7, 9), "cas_multiple_fixed")


def test_rules_5_7_4_partner_and_owner_may_add() -> None:
    s = position(
        ["KC", "QC", "2H 9C", "JC"], loose="", builds=[("3S 4D", 7, "single", 0)], current=2
    )
    assert_legal(s, act.add_to_build(c("2H"), 7, 9))
    assert s.builds[0].owner == 2  # the owner is a player, not a side (§5.5)


def test_rules_5_7_4_table_cards_never_change_a_value() -> None:
    """P-CAS example B: a loose 2 may not join an increase to 10 (default and ALLOWED)."""
    s = position(["3H 10C 8C", "KD"], loose="2S", builds=[("AS 4D", 5, "single", 1)])
    assert_refused(s, act.add_to_build(c("3H"), 5, 10, cs("2S")), "cas_gather_forbidden")
    gather = config(2, OPT_CAS_GATHER_INTO_BUILD="ALLOWED")
    s = position(["3H 10C 8C", "KD"], loose="2S", builds=[("AS 4D", 5, "single", 1)], cfg=gather)
    assert_refused(s, act.add_to_build(c("3H"), 5, 10, cs("2S")), "cas_build_value")
    assert act.add_to_build(c("3H"), 5, 8) in legal_actions(s)


def test_rules_5_7_5_owner_keeps_a_card_of_the_build_value() -> None:
    s = position(["7H 5C", "KD"], loose="7S 5S", builds=[("3C 4D", 7, "single", 0)])
    # Taking the loose 7 with the last 7 would leave the owned build without its card.
    assert_refused(s, act.capture(c("7H"), cs("7S")), "cas_owner_keep")
    assert captures_of(s, "7H") == {((), (7,))}
    assert captures_of(s, "5C") == {(("5S",), ())}


def test_rules_5_7_5_owner_may_not_trail() -> None:
    s = position(["7H KC", "KD"], loose="QS", builds=[("3C 4D", 7, "single", 0)])
    assert_refused(s, act.Trail(c("KC")), "cas_owner_must_act")
    assert legal_actions(s) == [act.capture(c("7H"), (), (7,))]


def test_rules_5_7_5_obligation_binds_the_owner_not_the_partner() -> None:
    s = position(
        ["KC", "QC", "7H 2D", "JC"], loose="7S", builds=[("3C 4D", 7, "single", 0)], current=2
    )
    assert_legal(s, act.capture(c("7H"), cs("7S")))  # seat 2 is the owner's partner


def test_rules_5_7_5_adding_releases_the_previous_owner() -> None:
    s = position(["2H 9C", "KC 7C"], loose="", builds=[("3C 4D", 7, "single", 1)])
    assert_legal(s, act.add_to_build(c("2H"), 7, 9))
    assert s.builds[0].owner == 0
    # Seat 1 owns nothing now: it may play its 7 away, which it had to keep before.
    assert s.current == 1 and act.Trail(c("7C")) in legal_actions(s)


def test_rules_5_7_5_several_builds_each_bind() -> None:
    s = position(
        ["7H 9C 2S", "KD"],
        loose="5C",
        builds=[("3C 4D", 7, "single", 0), ("4C 5D", 9, "single", 0)],
    )
    # The 2 on the 5 would be a second 7-build; the 2 on the 7-build a second 9-build.
    assert_refused(s, act.build(c("2S"), cs("5C"), 7), "cas_build_value_taken")
    assert_refused(s, act.add_to_build(c("2S"), 7, 9), "cas_build_value_taken")
    assert_refused(s, act.Trail(c("2S")), "cas_owner_must_act")
    assert set(legal_actions(s)) == {
        act.capture(c("7H"), (), (7,)),
        act.capture(c("9C"), (), (9,)),
    }


# -- §5.8 trailing, §5.9 sweeps, §5.10 end of the round ------------------------------------------


def test_rules_5_8_no_trail_while_a_build_is_possible() -> None:
    s = position(["2H 7C", "KD"], loose="5S")
    assert_refused(s, act.Trail(c("2H")), "cas_trail_other_play")
    assert legal_actions(s) == [act.build(c("2H"), cs("5S"), 7)]


def test_rules_5_8_adding_to_a_build_counts_as_another_play() -> None:
    s = position(["2H 9C", "KD"], loose="", builds=[("3S 4D", 7, "single", 1)])
    assert_refused(s, act.Trail(c("9C")), "cas_trail_other_play")


def test_rules_5_9_leftovers_are_never_a_sweep() -> None:
    s = position(["9H", "KD"], loose="4S 5S 3C", stock="", rest_to=1, dealer=1)
    assert_legal(s, act.capture(c("9H"), cs("4S 5S")))
    assert not s.log[-1].sweep
    assert_legal(s, act.Trail(c("KD")))
    assert s.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
    assert c("3C") in s.captured[0] and c("KD") in s.captured[0]
    assert s.history[-1].sides[0].sweeps == 0 and s.history[-1].leftovers_to == 0


def test_rules_5_9_final_play_that_clears_the_table_is_a_sweep() -> None:
    s = position([[], "9H"], loose="4S 5S", stock="", rest_to=0, dealer=1, current=1)
    assert_legal(s, act.capture(c("9H"), cs("4S 5S")))
    assert s.log[-1].sweep
    assert s.history[-1].sides[1].sweeps == 1


def test_rules_5_10_no_capture_means_leftovers_are_discarded() -> None:
    s = position(["KH", "QH"], loose="JS", stock="", rest_to=0, dealer=1)
    assert_legal(s, act.Trail(c("KH")))
    assert_legal(s, act.Trail(c("QH")))
    assert sorted(s.discarded) == sorted(cs("JS KH QH"))
    assert s.history[-1].leftovers_to is None
    check_invariants(s)


# -- §5.11, §5.12 scoring and the end of the game --------------------------------------------------


def test_rules_5_11_ties_score_nothing() -> None:
    side0 = "AS 2S 3S 4S 5S 6S AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AC 2C 3C 4C 5C 6C"
    s = position(["KD", "QD"], loose="", stock="", captured=[side0, ""], rest_to=1, dealer=1)
    # 25 cards each: the last two cards are trailed and, with no capture this round, go to nobody.
    apply(s, act.Trail(c("KD")))
    apply(s, act.Trail(c("QD")))
    r0, r1 = s.history[-1].sides
    assert (r0.card_count, r1.card_count) == (25, 25)
    assert r0.cards == r1.cards == 0
    assert (r0.spade_count, r1.spade_count) == (6, 7) and r1.spades == 1


def _end_state(scores: list[int], cfg) -> object:
    """A two-card end of round: seat 0 sweeps a 10 with its 10."""
    s = position(["10H", "KH"], loose="10D", stock="", rest_to=1, cfg=cfg, dealer=1)
    s.scores = scores
    return s


def test_rules_5_12_first_side_to_target_wins() -> None:
    s = _end_state([18, 0], config(2))
    apply(s, act.capture(c("10H"), cs("10D")))
    apply(s, act.Trail(c("KH")))
    assert s.scores[0] >= 21 and s.phase == Phase.GAME_OVER and s.winners == (0,)
    assert s.legal_actions() == [] and s.current_player() is None


def test_rules_5_12_both_reach_higher_total_wins() -> None:
    s = _end_state([20, 20], config(2))
    apply(s, act.capture(c("10H"), cs("10D")))
    apply(s, act.Trail(c("KH")))
    a, b = s.scores
    assert a >= 21 and b >= 21 and a != b
    assert s.winners == ((0,) if a > b else (1,))


def test_rules_5_12_equal_totals_play_another_round() -> None:
    s = _end_state([20, 20], config(2))
    apply(s, act.capture(c("10H"), cs("10D")))
    apply(s, act.Trail(c("KH")))
    r = s.history[-1].sides
    # Force equality by construction: rerun with scores chosen to tie.
    s2 = _end_state([40 - r[0].total, 40 - r[1].total], config(2))
    apply(s2, act.capture(c("10H"), cs("10D")))
    apply(s2, act.Trail(c("KH")))
    assert s2.scores == [40, 40] and s2.phase == Phase.ROUND_OVER and not s2.winners
    assert legal_actions(s2) == [act.NEXT_ROUND]


def test_rules_5_12_count_out_counts_cards_first() -> None:
    cfg = config(2, OPT_CAS_BOTH_REACH="COUNT-OUT")
    s = _end_state([20, 20], cfg)
    apply(s, act.capture(c("10H"), cs("10D")))
    apply(s, act.Trail(c("KH")))
    r0, r1 = s.history[-1].sides
    # Side 0: Big Casino and a sweep (3 cards); side 1: the other 49 cards.
    assert (r0.total, r1.total) == (3, 9) and r1.cards == 3
    assert s.winners == (1,)  # 20 + 3 for cards reaches 21 first


def test_rules_1_5_deal_limit_ends_the_game() -> None:
    cfg = config(2, OPT_DEAL_LIMIT="1")
    s = _end_state([0, 0], cfg)
    apply(s, act.capture(c("10H"), cs("10D")))
    apply(s, act.Trail(c("KH")))
    assert s.phase == Phase.GAME_OVER
    best = max(s.scores)
    assert s.winners == tuple(i for i, v in enumerate(s.scores) if v == best)


def test_next_round_only_between_rounds() -> None:
    s = new_game(config(2), "next")
    assert_refused(s, act.NEXT_ROUND, "wrong_phase")
    s = _end_state([18, 0], config(2))
    apply(s, act.capture(c("10H"), cs("10D")))
    apply(s, act.Trail(c("KH")))
    assert_refused(s, act.NEXT_ROUND, "game_over")
    assert_refused(s, act.Trail(c("KH")), "game_over")


def test_malformed_actions_are_refused() -> None:
    s = new_game(config(2), "malformed")
    card = s.hands[s.current][0]
    for bad in (
        act.Trail(99),
        act.Trail("KH"),
        act.Capture(card, [1, 2], ()),
        act.Build(card, (1,), 0),
        act.AddToBuild(card, 14, 7),
        "trail",
    ):
        assert_refused(s, bad, "unknown_action")


def test_trail_check_never_uses_a_stale_answer() -> None:
    """``legal`` remembers whether a play exists; an edited position must not reuse it."""
    s = position(["4H KC", "2D"], loose="QS 9D")
    assert legal_actions(s) == [act.Trail(c("4H")), act.Trail(c("KC"))]
    s.loose.append(c("4D"))  # now the 4 can capture
    assert_refused(s, act.Trail(c("KC")), "cas_trail_other_play")
    s.loose.remove(c("4D"))
    s.hands[0] = sorted(cs("9H KC"))
    s.stock.remove(c("9H"))
    s.stock.append(c("4H"))
    assert_refused(s, act.Trail(c("KC")), "cas_trail_other_play")
