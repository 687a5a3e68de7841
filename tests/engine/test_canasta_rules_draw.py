"""Turn structure and drawing from the stock (docs/rules.md §3.5, §3.6)."""

from __future__ import annotations

import pytest

from canasta_gui.engine.canasta.actions import (
    AskGoOut,
    DeclinePile,
    DrawStock,
    EndTurn,
    NextDeal,
)
from canasta_gui.engine.canasta.state import Phase

from .helpers import (
    assert_accepted,
    assert_refused,
    build,
    cs,
    discard,
    hand_codes,
    layoff,
    meld,
    take,
)

HAND = "KH KS KD QH QS 5C 5D 6H 6S 8C 9D"


@pytest.mark.parametrize(
    "players,decks,option,expected",
    [
        (2, 2, None, 2),
        (3, 2, None, 2),
        (4, 2, None, 2),
        (2, 3, None, 2),
        (3, 3, None, 2),
        (4, 3, None, 2),
        (6, 3, None, 2),
        (2, 2, "1", 2),  # two players always draw 2
        (2, 3, "1", 2),
        (3, 2, "1", 1),
        (4, 2, "1", 1),
        (3, 3, "1", 1),
        (4, 3, "1", 1),
        (6, 3, "1", 1),
        (4, 2, "2", 2),
    ],
)
def test_rules_3_6_draw_count(players, decks, option, expected):
    """docs/rules.md §3.6 OPT-CAN-DRAW-COUNT: default 2, option 1, always 2 with two players."""
    opts = {} if option is None else {"OPT-CAN-DRAW-COUNT": option}
    s = build(players, decks, options=opts, hands={0: HAND}, stock_top="9C 10C JC")
    stock = len(s.stock)
    assert_accepted(s, DrawStock())
    assert s.phase == Phase.PLAY and s.current == 0
    assert s.hand_sizes[0] == 11 + expected
    assert len(s.stock) == stock - expected
    drawn = ["9C", "10C", "JC"][:expected]
    assert hand_codes(s, 0) == sorted([*HAND.split(), *drawn])


@pytest.mark.parametrize(
    "top,draw,red,got",
    [
        ("3H 7C 8C", "2", "3H", "7C 8C"),
        ("7C 3D 8C", "2", "3D", "7C 8C"),  # red 3 as the second card
        ("3H 3D 7C 8C", "2", "3H 3D", "7C 8C"),  # replacement is a red 3 again
        ("3H 7C", "1", "3H", "7C"),
        ("3H 3H 3D 7C", "1", "3H 3H 3D", "7C"),
    ],
)
def test_rules_3_6_red_3_drawn_is_placed_and_replaced(top, draw, red, got):
    """docs/rules.md §3.6: a drawn red 3 goes to the side's area and one replacement is drawn."""
    opts = {"OPT-CAN-DRAW-COUNT": draw}
    s = build(4, 2, options=opts, hands={2: HAND}, current=2, stock_top=top)
    stock = len(s.stock)
    assert_accepted(s, DrawStock())
    assert sorted(s.red3s[0]) == sorted(cs(red))  # seat 2 plays for side 0
    assert s.red3s[1] == ()
    assert hand_codes(s, 2) == sorted([*HAND.split(), *got.split()])
    assert len(s.stock) == stock - len(top.split())
    assert s.phase == Phase.PLAY


def test_rules_3_6_fewer_cards_than_draw_count():
    """docs/rules.md §3.6: with fewer than D cards left, the player draws all that remain."""
    s = build(4, 2, hands={0: HAND}, melds={1: ["JC JC JD"]}, stock_top="9C", stock_size=1, dump=1)
    assert_accepted(s, DrawStock())
    assert s.stock == []
    assert s.hand_sizes[0] == 12
    assert s.phase == Phase.PLAY  # §3.13.2: the turn goes on normally


def test_rules_3_5_draw_phase_refuses_play_actions():
    """docs/rules.md §3.5: the turn starts with the draw; meld, discard and ask come later,
    and the refusal says to draw first (not which later step the action belongs to)."""
    s = build(4, 2, hands={0: HAND + " AC"}, melds={0: ["AH AS AD"]}, pile="7S")
    for action in (discard("KH"), meld("KH KS KD"), layoff("A", "AC"), AskGoOut()):
        err = assert_refused(s, action, "draw_first")
        assert err.text().startswith("Draw first"), err.text()
    assert_refused(s, EndTurn(), "wrong_phase")
    assert_refused(s, NextDeal(), "wrong_phase")


def test_rules_3_5_play_phase_refuses_a_second_draw():
    """docs/rules.md §3.5: exactly one draw (stock or pile) per turn."""
    s = build(4, 2, hands={0: HAND}, pile="KC", melds={0: ["AH AS AD"]})
    assert_accepted(s, DrawStock())
    assert_refused(s, DrawStock(), "wrong_phase")
    assert_refused(s, take("KH KS"), "wrong_phase")
    assert_refused(s, DeclinePile(), "wrong_phase")
    assert_refused(s, EndTurn(), "wrong_phase")


def test_rules_3_5_pile_take_is_the_draw():
    """docs/rules.md §3.5: taking the pile replaces the stock draw; no draw after it."""
    s = build(4, 2, hands={0: HAND}, pile="9C KC", melds={0: ["AH AS AD"]})
    stock = len(s.stock)
    assert_accepted(s, take("KH KS"))
    assert s.phase == Phase.PLAY and len(s.stock) == stock
    assert_refused(s, DrawStock(), "wrong_phase")


def test_rules_3_5_full_turn_then_next_player():
    """docs/rules.md §3.5: draw, meld any number, discard exactly one; then the next player."""
    s = build(4, 2, hands={0: HAND + " AC"}, stock_top="9C 10C", melds={0: ["AH AS AD"]})
    assert_accepted(s, DrawStock())
    assert_accepted(s, meld("KH KS KD"))
    assert_accepted(s, layoff("A", "AC"))
    assert_accepted(s, discard("8C"))
    assert s.current == 1 and s.phase == Phase.DRAW
    assert s.pile[-1] == cs("8C")[0]
    assert s.hand_sizes[0] == 12 + 2 - 3 - 1 - 1
    # The turn is over: player 0 can no longer meld or discard (player 1 must draw first).
    assert_refused(s, discard("9C"), "draw_first")
