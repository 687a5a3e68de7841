"""Every example and counter-example of S1 (Japanese Wikipedia, "カシノ") as a test.

S1 is ``shared/seeds/001_fb5ad337d5ae6e84.txt``; each test quotes the passage it
checks. Section numbers refer to docs/rules.md §5, which restates S1.
"""

from __future__ import annotations

from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import DEALS_PER_ROUND
from canasta_gui.engine.cassino.rules import apply
from canasta_gui.engine.cassino.state import Phase, new_game
from canasta_gui.engine.cassino.values import VALUE
from tests.engine.cassino.helpers import (
    assert_legal,
    assert_refused,
    c,
    captures_of,
    config,
    cs,
    position,
)

# -- テイク (take) ---------------------------------------------------------------------------


def test_s1_take_a_3_with_a_3() -> None:
    """S1 テイク: 「場札に3があって手札に3がある場合、2枚1組にして取ることができる」 (§5.6.2 a)."""
    s = position(["3H 8C", "KD"], loose="3S 9D")
    assert captures_of(s, "3H") == {(("3S",), ())}
    assert_legal(s, act.capture(c("3H"), cs("3S")))
    assert sorted(s.captured[0]) == sorted(cs("3H 3S"))  # 2 cards, the played card included


def test_s1_king_takes_both_kings() -> None:
    """S1 テイク (§5.6.1 ALL).

    「場札にK・Kがあって手札にKがある場合、3枚1組にして取ることができる」
    """
    s = position(["KH 4C", "2D"], loose="KS KD 5C")
    assert captures_of(s, "KH") == {(("KD", "KS"), ())}
    assert_refused(s, act.capture(c("KH"), cs("KS")), "cas_face_all")
    assert_legal(s, act.capture(c("KH"), cs("KS KD")))
    assert len(s.captured[0]) == 3


def test_s1_one_card_from_the_hand_at_a_time() -> None:
    """S1 テイク (§5.6.3).

    「場札に9があり、手札に9が2枚あっても出せるのは1枚で、2枚1組でしか取れない」
    """
    s = position(["9H 9C", "2D"], loose="9S")
    # One action plays one card: the capture with either 9 takes the table 9 only.
    assert captures_of(s, "9H") == {(("9S",), ())}
    assert captures_of(s, "9C") == {(("9S",), ())}
    assert_refused(s, act.capture(c("9H"), cs("9S 9C")), "cas_not_on_table")
    assert_legal(s, act.capture(c("9H"), cs("9S")))
    assert len(s.captured[0]) == 2 and s.hands[0] == [c("9C")]


# -- ビルド (sum capture) ------------------------------------------------------------------------


def test_s1_nine_takes_ace_two_six() -> None:
    """S1 ビルド.

    「場札にA・2・6があって手札に9(=1+2+6)がある場合、4枚1組にして取ることができる」
    """
    s = position(["9H", "2D"], loose="AS 2C 6D")
    assert (("2C", "6D", "AS"), ()) in captures_of(s, "9H")
    assert_legal(s, act.capture(c("9H"), cs("AS 2C 6D")))
    assert len(s.captured[0]) == 4


def test_s1_face_cards_are_never_summed() -> None:
    """S1.

    「絵札は数字にはならない(そのため、ビルドで取ることができない)」「絵札はビルドで取ることはで
    きない」
    """
    s = position(["10H 5C", "2D"], loose="JS 5D QC")
    # No capture with a numeral card ever contains a face card.
    for a in legal_actions(s):
        if isinstance(a, act.Capture) and VALUE[a.card] <= 10:
            assert all(VALUE[x] <= 10 for x in a.loose)
    assert_refused(s, act.capture(c("10H"), cs("JS")), "cas_face_no_sum")
    assert_refused(s, act.capture(c("5C"), cs("5D QC")), "cas_face_no_sum")
    # ... and never in a build (§5.7.1).
    assert_refused(s, act.build(c("5C"), cs("JS"), 5), "cas_build_face")


def test_s1_ten_takes_a_sum_and_a_ten_together() -> None:
    """S1: 「場札に2・3・5・10があり、手札に10(=2+3+5)がある場合、5枚1組にして取ることができる」."""
    s = position(["10H", "2D"], loose="2C 3D 5S 10S")
    found = captures_of(s, "10H")
    assert (("10S", "2C", "3D", "5S"), ()) in found
    assert {(("10S",), ()), (("2C", "3D", "5S"), ())} <= found
    assert_legal(s, act.capture(c("10H"), cs("2C 3D 5S 10S")))
    assert len(s.captured[0]) == 5


def test_s1_six_takes_seven_cards_in_two_sums_and_a_take() -> None:
    """S1.

    「場札にA・2・2・3・4・6があり、手札に6(=1+2+3=2+4)がある場合、7枚1組にして取ることができる」
    """
    s = position(["6H", "KD"], loose="AS 2C 2D 3H 4S 6C")
    everything = tuple(sorted(("AS", "2C", "2D", "3H", "4S", "6C")))
    found = captures_of(s, "6H")
    assert (everything, ()) in found
    # The same set splits two ways (A+2♣+3 / 2♦+4, or A+2♦+3 / 2♣+4); it is listed once.
    whole = [a for a in legal_actions(s) if isinstance(a, act.Capture) and len(a.loose) == 6]
    assert len(whole) == 1
    assert_legal(s, act.capture(c("6H"), cs("AS 2C 2D 3H 4S 6C")))
    assert len(s.captured[0]) == 7


def test_s1_two_cards_from_the_hand_never_make_one_sum() -> None:
    """S1: 「手札の2・6で場札の8を取る、というのはできない」 (§5.6.3)."""
    s = position(["2H 6C", "KD"], loose="8S")
    assert captures_of(s, "2H") == set()
    assert captures_of(s, "6C") == set()
    assert_refused(s, act.capture(c("2H"), cs("8S")), "cas_groups")
    assert_refused(s, act.capture(c("6C"), cs("8S")), "cas_groups")


# -- 付け札 (builds) ------------------------------------------------------------------------


def test_s1_pair_build_then_take_three_threes() -> None:
    """S1 付け札 (§5.7.3).

    「付け札として場札に同位札の手札1枚を付け、次の自分の手番で…3枚1組にして取る」
    """
    s = position(["3H 3C", "KD QD"], loose="3S 9D")
    assert_legal(s, act.build(c("3H"), cs("3S"), 3))
    assert s.builds[0].multiple and s.builds[0].value == 3 and s.builds[0].owner == 0
    assert_legal(s, act.Trail(c("KD")))
    assert_legal(s, act.capture(c("3C"), (), (3,)))
    assert sorted(s.captured[0]) == sorted(cs("3H 3S 3C"))


def test_s1_build_seven_on_a_five_then_take_it() -> None:
    """S1 付け札 (§5.7.2).

    「手札に2・7があって場札に5がある場合…場札の5に手札の2をつけ…手札の7…3枚1組」
    """
    s = position(["2H 7C", "KD QD"], loose="5S")
    assert_legal(s, act.build(c("2H"), cs("5S"), 7))
    assert s.builds[0].value == 7 and not s.builds[0].multiple
    assert_legal(s, act.Trail(c("KD")))
    assert_legal(s, act.capture(c("7C"), (), (7,)))
    assert sorted(s.captured[0]) == sorted(cs("2H 5S 7C"))


def test_s1_pair_build_of_twos_is_not_taken_by_a_four() -> None:
    """S1.

    「付け札された場札の2・2をテイクとして手札の2で取ることはできるが…手札の4(=2+2)で取ることは
    できない」
    """
    s = position(["4H 2C", "KD"], loose="9S", builds=[("2S 2D", 2, "multiple", 1)])
    assert captures_of(s, "4H") == set()
    assert_refused(s, act.capture(c("4H"), (), (2,)), "cas_build_wrong_value")
    assert captures_of(s, "2C") == {((), (2,))}
    assert_legal(s, act.capture(c("2C"), (), (2,)))


def test_s1_build_and_loose_seven_are_not_one_capture() -> None:
    """S1 (§5.6.5).

    「付け札された場札の3・4と別の場札に7があり、手札に7…4枚1組のテイクとして取ることはできない」
    """
    s = position(["7H", "KD"], loose="7S", builds=[("3C 4D", 7, "single", 1)])
    assert_refused(s, act.capture(c("7H"), cs("7S"), (7,)), "cas_build_with_loose")
    # docs/rules.md §5.6.5: either the build (3 cards with the 7) or the loose 7 (2 cards).
    assert captures_of(s, "7H") == {(("7S",), ()), ((), (7,))}


def test_s1_build_and_loose_card_never_make_another_value() -> None:
    """S1.

    「付け札された場札のA・6と別の場札に3があり、手札に10(=1+3+6)…組み合わせてビルドとして取るこ
    とはできない」
    """
    s = position(["10H 7C", "KD"], loose="3S", builds=[("AD 6C", 7, "single", 0)])
    assert captures_of(s, "10H") == set()
    assert_refused(s, act.capture(c("10H"), cs("3S"), (7,)), "cas_build_wrong_value")
    assert_refused(s, act.capture(c("10H"), cs("3S AD 6C")), "cas_in_build")


def test_s1_cards_of_a_build_are_never_taken_apart() -> None:
    """S1.

    「付け札された場札の2・6と別の場札に3…手札に2や6があっても切り離して…取ることはできない…5(=2
    +3)で…取ることもできない」
    """
    s = position(["2H 6H 5C 8C", "KD"], loose="3S", builds=[("2D 6D", 8, "single", 0)])
    assert_refused(s, act.capture(c("2H"), cs("2D")), "cas_in_build")
    assert_refused(s, act.capture(c("6H"), cs("6D")), "cas_in_build")
    assert_refused(s, act.capture(c("5C"), cs("2D 3S")), "cas_in_build")
    for card in ("2H", "6H", "5C"):
        assert captures_of(s, card) == set()
    assert captures_of(s, "8C") == {((), (8,))}


# -- ゲームの進め方 (the play of a round) ------------------------------------------------


def test_s1_deal_two_at_a_time_then_four_to_the_table() -> None:
    """S1 (§5.3).

    「Aは2枚ずつ2回に分けてカードを配り手札とする…残りの札のうち4枚を表に向けて並べて場札とする」
    """
    from canasta_gui.engine.cards import shuffled_deck

    for players in (2, 3, 4):
        s = new_game(config(players), "deal-order")
        deck = shuffled_deck(1, "deal-order/round-0", jokers_per_deck=0)
        first = (s.dealer + 1) % players
        expected: list[list[int]] = [[] for _ in range(players)]
        for _ in range(2):
            for i in range(players):
                expected[(first + i) % players] += [deck.pop(), deck.pop()]
        assert s.hands == [sorted(h) for h in expected]
        assert s.loose == [deck.pop() for _ in range(4)]
        assert s.stock == deck and len(deck) == 48 - 4 * players


def test_s1_play_starts_left_of_the_dealer_and_goes_clockwise() -> None:
    """S1: 「プレイはBのターンから始める…4人の場合はB→C→D→Aのターンとなる」 (§5.3)."""
    s = new_game(config(4), "clockwise")
    order = []
    while len(order) < 8:
        order.append(s.current)
        apply(s, legal_actions(s)[0])
    d = s.dealer
    assert order == [(d + 1 + i) % 4 for i in range(8)]


def test_s1_trail_only_when_nothing_else_is_possible() -> None:
    """S1 (§5.8 default).

    「それらのいずれもできない場合は手札のうちから任意の1枚を出して場札に加える」
    """
    s = position(["5H KC", "2D"], loose="5S 9D")
    assert_refused(s, act.Trail(c("KC")), "cas_trail_other_play")
    s = position(["4H KC", "2D"], loose="QS 9D")
    assert {a for a in legal_actions(s)} == {act.Trail(c("4H")), act.Trail(c("KC"))}


def test_s1_one_capture_per_turn() -> None:
    """S1: 「1回のターンでテイクおよびビルドは1回しかできない」 (§5.4)."""
    s = position(["5H 9C", "2D 3D"], loose="5S 9D")
    assert_legal(s, act.capture(c("5H"), cs("5S")))
    assert s.current == 1 and c("9D") in s.loose


def test_s1_sweep_marked_face_up() -> None:
    """S1: 「スイープの場合は1枚だけ表向きにする」; スイープ - 1点 (§5.9)."""
    s = position(["8H 2C", "2D 3D"], loose="5S 3C")
    events = assert_legal(s, act.capture(c("8H"), cs("5S 3C")))
    assert s.log[-1].sweep and s.log[-1].card == c("8H")
    assert events[0].data["sweep"] is True


def test_s1_redeal_without_table_cards() -> None:
    """S1 (§5.3).

    「プレイを4回ずつ繰り返すと手札がなくなるので、Aが…2枚ずつ2回に分けてカードを配り手札とする」
    """
    s = new_game(config(2), "redeal")
    assert len(s.stock) == 40
    for _ in range(8):
        assert len(s.stock) == 40
        apply(s, legal_actions(s)[-1])
    # Four cards to each player and none to the table: the stock lost exactly 8.
    assert all(len(h) == 4 for h in s.hands) and len(s.stock) == 32
    assert s.current == (s.dealer + 1) % 2


def test_s1_empty_table_means_trail() -> None:
    """S1: 「場札がなくなったときは手札のうちから任意の1枚を出して場札とする」 (§5.8)."""
    s = position(["5H 9C", "2D"], loose="")
    assert set(legal_actions(s)) == {act.Trail(c("5H")), act.Trail(c("9C"))}


def test_s1_deals_divide_evenly() -> None:
    """S1: 「48は8、12、16の公倍数」: 6, 4 or 3 deals of 4 cards each after 4 table cards."""
    for players, deals in DEALS_PER_ROUND.items():
        assert 4 * players * deals == 48
        s = new_game(config(players, OPT_DEAL_LIMIT="1"), "evenly")
        seen = 1
        while s.phase == Phase.PLAY:
            before = len(s.stock)
            apply(s, legal_actions(s)[0])
            if len(s.stock) < before:
                seen += 1
        assert seen == deals


def test_s1_scoring_items() -> None:
    """S1 スコア (§5.11).

    カード点3, スペード1, ビッグ・カジノ2, リトル・カジノ1, エース各1, スイープ1
    """
    side0 = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH AC 2C 3C 5C 6C 7C 8C 9C 10C JC QC KC"
    s = position(["10H", "4C"], loose="10D", stock="", captured=[side0, ""], rest_to=1)
    assert len(s.captured[0]) == 26 and len(s.captured[1]) == 23
    assert_legal(s, act.capture(c("10H"), cs("10D")))  # a sweep, taking Big Casino
    assert_legal(s, act.Trail(c("4C")))  # the last card; the leftover 4 goes to side 0
    assert s.phase == Phase.ROUND_OVER
    mine, theirs = s.history[-1].sides
    assert (mine.card_count, theirs.card_count) == (29, 23)
    assert (mine.cards, mine.spades, mine.big_casino, mine.little_casino) == (3, 1, 2, 1)
    assert (mine.aces, mine.sweeps, mine.total) == (3, 1, 11)
    assert (theirs.aces, theirs.total) == (1, 1)  # the ace of diamonds
    assert s.scores == [11, 1]
