"""End of the stock (docs/rules.md §4.11), scoring a deal (§4.12) and the game (§4.13)."""

from __future__ import annotations

from canasta_gui.engine.cards import RUMMY_VALUE
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.state import Phase, new_game

from .helpers import (
    assert_accepted,
    assert_refused,
    build,
    config,
    cs,
    discard,
    hand_codes,
    meld,
    take,
)
from .test_hf_foot_and_out import BOOKS

# -- §4.11 end of the stock ---------------------------------------------------------------------


def test_rules_4_11_fewer_than_two_cards_draws_what_remains():
    """docs/rules.md §4.11 [spec]: with fewer than 2 stock cards the player draws what remains."""
    s = build(hands={0: "5C 6D 7H"}, stock_top="9C", stock_size=1, dump=1)
    assert_accepted(s, act.DrawStock())
    assert s.stock == [] and hand_codes(s, 0) == ["5C", "6D", "7H", "9C"]


def test_rules_4_11_red_3_with_an_empty_stock_is_not_replaced():
    """docs/rules.md §4.11 [spec]: a red 3 that must be replaced with the stock empty is placed,
    nothing is drawn for it and the turn continues."""
    s = build(hands={0: "5C 6D 7H"}, stock_top="9C 3D", stock_size=2, dump=1)
    assert_accepted(s, act.DrawStock())
    assert s.red3s[0] == cs("3D") and s.phase == Phase.PLAY
    assert hand_codes(s, 0) == ["5C", "6D", "7H", "9C"]


def test_rules_4_11_empty_stock_take_the_pile_or_the_deal_ends():
    """docs/rules.md §4.11: at the start of a turn with an empty stock the player may take the
    pile if §4.8 allows; if not, the deal ends at once with no going-out bonus."""
    s = build(hands={0: "9C 9D 5C 6D"}, pile="9H", melds={0: ["AC AD AH"]}, stock_size=0)
    assert_refused(s, act.DrawStock(), "stock_empty")
    assert act.DECLINE in legal_actions(s) and act.TakePile(cs("9C 9D")) in legal_actions(s)
    assert_accepted(s, take("9C 9D"))
    s = build(hands={0: "9C 9D 5C 6D"}, pile="9H", melds={0: ["AC AD AH"]}, stock_size=0)
    events = assert_accepted(s, act.DECLINE)
    assert s.phase == Phase.DEAL_OVER and s.history[-1].reason == "stock_out"
    assert all(side.going_out == 0 for side in s.history[-1].sides)
    assert any(e.kind == "deal_end" for e in events)


def test_rules_4_11_decline_only_when_the_stock_is_empty():
    """docs/rules.md §4.11: while the stock holds cards, the turn starts with a draw or a take."""
    s = build(hands={0: "9C 9D 5C 6D"})
    assert_refused(s, act.DECLINE, "wrong_phase")


def test_rules_4_11_one_card_that_may_not_be_discarded_ends_the_turn():
    """docs/rules.md §4.11 / §4.10.3 [spec]: a foot-phase player with one card drawing only a red 3
    that cannot be replaced may not discard the last card without going out; the turn then
    ends without a discard (the only way on, §1.5)."""
    s = build(hands={0: "5C"}, feet={0: None}, stock_top="3D", stock_size=1, dump=1)
    assert_accepted(s, act.DrawStock())
    assert s.hand_sizes[0] == 1 and s.phase == Phase.PLAY
    assert legal_actions(s) == [act.END_TURN]
    assert_refused(s, discard("5C"), "hf_out_books")
    assert_accepted(s, act.END_TURN)
    assert s.current == 1 and s.hand_sizes[0] == 1


def test_rules_4_11_end_turn_is_refused_otherwise():
    """docs/rules.md §4.4 step 4: a turn ends with a discard whenever one is possible."""
    s = build(hands={0: "5C 6D"}, phase=Phase.PLAY)
    assert_refused(s, act.END_TURN, "hf_end_turn_not_needed")


# -- §4.12 scoring ------------------------------------------------------------------------------


def value(codes: str) -> int:
    return sum(RUMMY_VALUE[c] for c in cs(codes))


def test_rules_4_12_every_part_kept_apart_after_going_out():
    """docs/rules.md §4.12: Score = M + B + R + G - H with M the melded cards, B the book bonuses
    (500 clean, 300 dirty, 1,500 wild), R 100 per red 3, G 100 for going out, H the cards
    left in hands and unplayed feet."""
    s = build(
        hands={0: "9C 9D 9H", 1: "JK 4C", 2: "8C 8D", 3: "KS"},
        feet={0: None, 2: None, 3: None},
        books={0: BOOKS},
        melds={0: ["5C 5D 5H"], 1: ["AC AD AH"]},
        red3s={0: "3D 3H", 1: "3D"},
        foot_played={2: True},
        phase=Phase.PLAY,
    )
    s.asked_turn, s.answer, s.asker = True, True, 0
    assert_accepted(s, meld("9C 9D 9H"))
    ours, theirs = s.history[-1].sides
    books_value = sum(value(b) for b in BOOKS)
    assert ours.melded == books_value + value("5C 5D 5H 9C 9D 9H")
    assert ours.books == 2 * 500 + 2 * 300 + 1500
    assert (ours.clean_books, ours.dirty_books, ours.wild_books) == (2, 2, 1)
    assert ours.red3s == 200 and ours.going_out == 100
    assert ours.hand == value("8C 8D") and ours.foot == 0
    assert ours.total == ours.melded + ours.books + ours.red3s + ours.going_out - ours.hand
    assert theirs.melded == value("AC AD AH") and theirs.books == 0 and theirs.red3s == 100
    assert theirs.going_out == 0
    # Seat 1's foot was never picked up: it counts in H.
    assert theirs.foot == sum(RUMMY_VALUE[k] * n for k, n in enumerate(s.feet[1]))
    assert theirs.hand == value("JK 4C KS") + theirs.foot
    assert s.scores == [ours.total, theirs.total]


def test_rules_4_12_red_3_left_in_a_hand_or_foot():
    """docs/rules.md §4.12 H, OPT-HF-RED3-LEFT: a red 3 left in a hand or an unplayed foot costs 0
    (default) or 100."""
    parts = {}
    for option in ("0", "100"):
        s = build(
            hands={0: "5C 6D", 1: "3D 4C"},
            feet={1: "3H 4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H 6S", 3: None},
            stock_size=0,
            dump=3,
            cfg=config(OPT_HF_RED3_LEFT=option),
        )
        assert_accepted(s, act.DECLINE)
        parts[option] = s.history[-1].sides[1]
    assert parts["0"].foot == value("4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H 6S")
    assert parts["100"].foot - parts["0"].foot == 100  # the 3H in seat 1's foot
    assert parts["100"].hand - parts["0"].hand == 200  # and the 3D in seat 1's hand


def test_rules_4_12_no_going_out_bonus_when_the_stock_runs_out():
    """docs/rules.md §4.11 / §4.12 G: a deal that ends with the stock gives no G to anyone."""
    s = build(hands={0: "5C 6D"}, stock_size=0)
    assert_accepted(s, act.DECLINE)
    assert [p.going_out for p in s.history[-1].sides] == [0, 0]


def test_rules_4_12_scores_are_multiples_of_five():
    """docs/rules.md §1.1: all scores are multiples of 5."""
    s = build(hands={0: "5C 6D JK"}, red3s={1: "3H"}, stock_size=0)
    assert_accepted(s, act.DECLINE)
    for part in s.history[-1].sides:
        for v in (part.melded, part.books, part.red3s, part.going_out, part.hand, part.total):
            assert v % 5 == 0


# -- §4.13 the game -----------------------------------------------------------------------------


def test_rules_4_13_a_game_is_four_deals_with_rising_minimums_and_rotating_dealer():
    """docs/rules.md §4.13: exactly 4 deals; deal k uses the minimum of §4.7; the dealer moves
    clockwise (§4.3); after deal 4 the higher cumulative score wins, equal scores draw."""
    s = new_game(HandFootConfig(), "four")
    dealers = []
    minimums = []
    while not s.is_terminal():
        dealers.append(s.dealer)
        minimums.append(s.minimum())
        s.stock = []  # end each deal at once (cards leave the game: no invariant check)
        assert_refused(s, act.NEXT_DEAL, "wrong_phase")
        s.apply(act.DECLINE)
        if s.phase == Phase.DEAL_OVER:
            assert_accepted(s, act.NEXT_DEAL)
    assert len(s.history) == 4 and minimums == [50, 90, 120, 150]
    assert dealers == [(dealers[0] + i) % 4 for i in range(4)]
    assert s.phase == Phase.GAME_OVER and legal_actions(s) == []
    best = max(s.scores)
    assert s.winners == tuple(i for i in range(2) if s.scores[i] == best)
    assert s.scores == [sum(r.sides[i].total for r in s.history) for i in range(2)]
    assert_refused(s, act.DRAW, "game_over")
