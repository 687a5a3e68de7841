"""Scoring a deal and the end of the game (docs/rules.md §3.14, §3.15, §1.5 OPT-DEAL-LIMIT)."""

from __future__ import annotations

import random

import pytest

from canasta_gui.engine.canasta.actions import NextDeal
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.options import CanastaConfig
from canasta_gui.engine.canasta.rules import apply
from canasta_gui.engine.canasta.state import Phase, new_game
from canasta_gui.engine.cards import card_code

from .helpers import (
    assert_accepted,
    assert_refused,
    build,
    check_invariants,
    discard,
    last_result,
    meld,
)

CANASTA = "AH AS AD AC AH AS 2D"  # mixed canasta: M = 6*20 + 20 = 140, C = 300


def test_rules_3_14_every_part_of_the_score():
    """docs/rules.md §3.14: Score = M + C + R + G - H for each side, every part checked."""
    s = build(
        4,
        2,
        hands={0: "5C 5D 5H 7C", 1: "4C 4D AC", 2: "JK 3S 8C", 3: "10C 10D"},
        melds={0: ["KH KS KD KC KH KS KD", "9C 9D 9H 2C"], 1: ["QH QS QD QC QH QS 2D", "6C 6D 6H"]},
        red3s={0: "3H 3D", 1: "3H"},
        phase=Phase.PLAY,
        has_melded={0: True},
        scores=[1000, 2000],
    )
    assert_accepted(s, meld("5C 5D 5H"))
    assert_accepted(s, discard("7C"))
    r = last_result(s)
    assert r.reason == "out" and r.went_out == 0 and not r.concealed
    a, b = r.sides
    # Side 0: M = 70 (K canasta) + 50 (9 9 9 2) + 15 (5 5 5); C = 500 natural;
    # R = 2 x 100; G = 100; H = partner's JK 3S 8C = 50 + 5 + 10.
    assert (a.melded, a.canastas, a.red3s, a.going_out, a.hand) == (135, 500, 200, 100, 65)
    assert (a.natural_canastas, a.mixed_canastas) == (1, 0)
    assert a.total == 870
    # Side 1: M = 80 (Q mixed canasta) + 15; C = 300; R = 100; G = 0; H = 30 + 20.
    assert (b.melded, b.canastas, b.red3s, b.going_out, b.hand) == (95, 300, 100, 0, 50)
    assert (b.natural_canastas, b.mixed_canastas) == (0, 1)
    assert b.total == 445
    assert s.scores == [1870, 2445]
    assert s.history[-1] is r and len(s.history) == 1


def end_by_going_out(players=4, decks=2, red3s=None, melds=None, **kw):
    """Seat 0 goes out by discarding its last card; side 0 holds a canasta."""
    side_melds = {0: [CANASTA]}
    side_melds.update(melds or {})
    s = build(
        players,
        decks,
        hands={0: "9C"},
        melds=side_melds,
        red3s=red3s or {},
        phase=Phase.PLAY,
        has_melded={0: True},
        **kw,
    )
    assert_accepted(s, discard("9C"))
    return last_result(s)


RED3S_2D = ["", "3H", "3H 3D", "3H 3D 3H", "3H 3D 3H 3D"]
RED3S_3D = [*RED3S_2D, "3H 3D 3H 3D 3H", "3H 3D 3H 3D 3H 3D"]


@pytest.mark.parametrize("n,value", [(0, 0), (1, 100), (2, 200), (3, 300), (4, 800)])
@pytest.mark.parametrize("all_four", ["REPLACE-800", "ADD-400", "DOUBLE-EACH"])
def test_rules_3_14_red_3s_two_decks(n, value, all_four):
    """docs/rules.md §3.14 R: 100 each, all four 800 (never 1,200) under every RED3-ALL-FOUR
    value."""
    r = end_by_going_out(
        red3s={1: RED3S_2D[n]}, melds={1: ["QH QS QD"]}, options={"OPT-CAN-RED3-ALL-FOUR": all_four}
    )
    assert r.sides[1].red3s == value


@pytest.mark.parametrize("n,value", [(1, -100), (2, -200), (3, -300), (4, -800)])
def test_rules_3_14_red_3s_negative_without_melds(n, value):
    """docs/rules.md §3.14 R: a side with no meld at the end pays for its red 3s."""
    r = end_by_going_out(red3s={1: RED3S_2D[n]})
    assert r.sides[1].red3s == value
    assert r.sides[1].melded == 0 and r.sides[1].total < 0


@pytest.mark.parametrize(
    "n,scaled,flat",
    [(0, 0, 0), (1, 100, 100), (3, 300, 300), (4, 400, 400), (5, 1000, 500), (6, 1200, 600)],
)
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_rules_3_14_red_3s_three_decks(players, n, scaled, flat):
    """docs/rules.md §3.14 R, three decks: SCALED 5 → 1,000, 6 → 1,200; FLAT 100 each."""
    melds = {0: [CANASTA, "QH QS QD QC QH QS QD"], 1: ["KH KS KD"]}
    for option, value in (("SCALED", scaled), ("FLAT", flat)):
        r = end_by_going_out(
            players,
            3,
            red3s={1: RED3S_3D[n]},
            melds=melds,
            options={"OPT-CAN-RED3-BONUS-3DECK": option},
        )
        assert r.sides[1].red3s == value
    r = end_by_going_out(
        players,
        3,
        red3s={1: RED3S_3D[n]},
        melds={0: melds[0]},
        options={"OPT-CAN-RED3-BONUS-3DECK": "SCALED"},
    )
    assert r.sides[1].red3s == -scaled


@pytest.mark.parametrize("upcard", ["TURN-ANOTHER", "LEAVE"])
def test_rules_3_14_red_3_left_in_pile_scores_nothing(upcard):
    """docs/rules.md §3.14 / §3.4.4: a red 3 still inside the pile belongs to no side."""
    r = end_by_going_out(
        red3s={0: "3D"}, pile="3H 7S", melds={1: ["QH QS QD"]}, options={"OPT-CAN-UPCARD": upcard}
    )
    assert r.sides[0].red3s == 100 and r.sides[1].red3s == 0


def test_rules_3_14_hand_penalty_counts_partner_black_3_and_joker():
    """docs/rules.md §3.14 H: all the side's hands, the partner of the one who went out included;
    a black 3 costs 5, a joker 50, a 2 20, cards that could have melded still count."""
    s = build(
        4,
        2,
        hands={0: "9C", 2: "JK 3S 3C 2H KH KS KD", 1: "AC", 3: ""},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
    )
    assert_accepted(s, discard("9C"))
    r = last_result(s)
    assert r.sides[0].hand == 50 + 5 + 5 + 20 + 30
    assert r.sides[1].hand == 20


def test_rules_3_14_negative_deal_score_and_cumulative():
    """docs/rules.md §3.14: a deal score may be negative and is added to the cumulative score."""
    s = build(
        4,
        2,
        hands={0: "9C", 1: "JK JK AC", 3: "2C"},
        melds={0: [CANASTA]},
        red3s={1: "3H"},
        phase=Phase.PLAY,
        has_melded={0: True},
        scores=[500, 300],
    )
    assert_accepted(s, discard("9C"))
    b = last_result(s).sides[1]
    assert b.total == -100 - (50 + 50 + 20 + 20)
    assert s.scores[1] == 300 + b.total


@pytest.mark.parametrize("players,decks", [(2, 2), (4, 2), (3, 3), (6, 3)])
def test_rules_3_14_scores_are_multiples_of_5_in_random_deals(players, decks):
    """docs/rules.md §1.1 / §3.14: Canasta scores are always multiples of 5; parts add up."""
    for seed in range(6):
        s = new_game(CanastaConfig.make(players, decks), seed)
        rng = random.Random(seed)
        while s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            apply(s, rng.choice(legal_actions(s)))
        check_invariants(s)
        r = last_result(s)
        for i, side in enumerate(r.sides):
            assert side.total % 5 == 0
            assert side.total == (
                side.melded + side.canastas + side.red3s + side.going_out - side.hand
            )
            assert s.scores[i] == side.total


def value_2_2(k: int) -> int:
    """docs/rules.md §2.2 Canasta column, written out independently of the engine's table."""
    code = card_code(k)
    r = code[:-1] if code != "JK" else "JK"
    if r == "JK":
        return 50
    if r in ("2", "A"):
        return 20
    if r in ("K", "Q", "J", "10", "9", "8"):
        return 10
    if r in ("7", "6", "5", "4"):
        return 5
    return 0 if code in ("3H", "3D") else 5


def independent_score(s, r) -> list[tuple[int, int, int, int, int]]:
    """M, C, R, G, H per side recomputed from the final state by docs/rules.md §3.14."""
    cfg = s.config
    out = []
    for side in range(cfg.n_sides):
        melds = [m for m in s.melds[side] if m is not None]
        m_ = sum(value_2_2(k) for m in melds for k in m.cards)
        c_ = 0
        for m in melds:
            if len(m.cards) >= 7:
                wild = any(card_code(k) == "JK" or card_code(k).startswith("2") for k in m.cards)
                c_ += 300 if wild else 500
        n = len(s.red3s[side])
        if cfg.decks == 2:
            r_ = 800 if n == 4 else 100 * n
        elif cfg.opt("OPT-CAN-RED3-BONUS-3DECK") == "SCALED":
            r_ = {5: 1000, 6: 1200}.get(n, 100 * n)
        else:
            r_ = 100 * n
        if not melds:
            r_ = -r_
        g_ = 0
        if r.went_out is not None and cfg.side_of[r.went_out] == side:
            g_ = 200 if r.concealed else 100
        h_ = sum(
            value_2_2(k)
            for p in range(cfg.players)
            if cfg.side_of[p] == side
            for k in s.hand_cards(p)
        )
        out.append((m_, c_, r_, g_, h_))
    return out


@pytest.mark.parametrize("players,decks", [(2, 2), (3, 2), (4, 2), (2, 3), (3, 3), (4, 3), (6, 3)])
def test_rules_3_14_random_deals_match_independent_scoring(players, decks):
    """docs/rules.md §3.14: in random deals every part equals an independent computation."""
    for seed in range(8):
        s = new_game(CanastaConfig.make(players, decks), f"score-{seed}")
        rng = random.Random(seed)
        while s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            apply(s, rng.choice(legal_actions(s)))
        r = last_result(s)
        got = [(p.melded, p.canastas, p.red3s, p.going_out, p.hand) for p in r.sides]
        assert got == independent_score(s, r), (players, decks, seed, r.reason)


# -- §3.15 end of the game ------------------------------------------------------------------------


def totals_of(**kw) -> list[int]:
    """Deal totals of the standard going-out position (for tie set-ups)."""
    return [side.total for side in end_by_going_out(**kw).sides]


def test_rules_3_15_below_target_next_deal():
    """docs/rules.md §3.15: below the target a new deal begins with the next dealer."""
    s = build(
        4,
        2,
        hands={0: "9C"},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
        scores=[100, 200],
        dealer=3,
    )
    assert_accepted(s, discard("9C"))
    assert s.phase == Phase.DEAL_OVER and s.winners == ()
    scores = list(s.scores)
    assert_accepted(s, NextDeal())
    assert s.deal_no == 1 and s.dealer == 0 and s.current == 1
    assert s.scores == scores
    assert all(m is None for side in s.melds for m in side)
    assert s.opened == [False, False]


def test_rules_3_15_reaching_the_target_ends_the_game():
    """docs/rules.md §3.15: a side at or above the target ends the game; highest wins."""
    t = totals_of()
    assert t[0] > 0
    s = build(
        4,
        2,
        hands={0: "9C"},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
        scores=[5000 - t[0], 0],
    )
    assert_accepted(s, discard("9C"))
    assert s.scores[0] == 5000
    assert s.phase == Phase.GAME_OVER and s.winners == (0,)
    assert_refused(s, NextDeal(), "game_over")


def test_rules_3_15_just_below_target_continues():
    """docs/rules.md §3.15: 4,995 is below a 5,000 target."""
    t = totals_of()
    s = build(
        4,
        2,
        hands={0: "9C"},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
        scores=[4995 - t[0], 0],
    )
    assert_accepted(s, discard("9C"))
    assert s.phase == Phase.DEAL_OVER


def test_rules_3_15_highest_wins_even_if_other_reached_target():
    """docs/rules.md §3.15: both at or above the target: the highest cumulative score wins."""
    t = totals_of()
    s = build(
        4,
        2,
        hands={0: "9C"},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
        scores=[4990 - t[0], 5200 - t[1]],
    )
    assert_accepted(s, discard("9C"))
    assert s.phase == Phase.GAME_OVER and s.winners == (1,)


def test_rules_3_15_equal_highest_is_a_draw():
    """docs/rules.md §3.15: equal highest scores are a draw."""
    t = totals_of()
    s = build(
        4,
        2,
        hands={0: "9C"},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
        scores=[5100 - t[0], 5100 - t[1]],
    )
    assert_accepted(s, discard("9C"))
    assert s.scores == [5100, 5100]
    assert s.phase == Phase.GAME_OVER and s.winners == (0, 1)


def test_rules_3_15_three_side_tie_for_highest():
    """docs/rules.md §3.15: with three sides, a tie for the highest is a draw among the tied sides,
    even if the third side is lower."""
    t = totals_of(players=3)
    s = build(
        3,
        2,
        hands={0: "9C"},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
        scores=[5050 - t[0], 5050 - t[1], 4000 - t[2]],
    )
    assert_accepted(s, discard("9C"))
    assert s.scores == [5050, 5050, 4000]
    assert s.phase == Phase.GAME_OVER and s.winners == (0, 1)
    t = totals_of(players=3)
    s = build(
        3,
        2,
        hands={0: "9C"},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
        scores=[5050 - t[0], 5200 - t[1], 5200 - t[2]],
    )
    assert_accepted(s, discard("9C"))
    assert s.winners == (1, 2)


@pytest.mark.parametrize("target,over", [("5000", True), ("7500", True), ("10000", False)])
def test_rules_3_15_target_option(target, over):
    """docs/rules.md §3.15 OPT-CAN-TARGET: 5,000 (default), 7,500, 10,000."""
    opts = {"OPT-CAN-TARGET": target}
    t = totals_of(options=opts)
    s = build(
        4,
        2,
        hands={0: "9C"},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
        scores=[7500 - t[0], 0],
        options=opts,
    )
    assert_accepted(s, discard("9C"))
    assert (s.phase == Phase.GAME_OVER) == over


# -- §1.5 / §3.15 OPT-DEAL-LIMIT ------------------------------------------------------------------


def test_rules_1_5_deal_limit_one_ends_after_first_deal():
    """docs/rules.md §1.5 / §3.15 OPT-DEAL-LIMIT: the game ends when the cap is reached."""
    opts = {"OPT-DEAL-LIMIT": "1"}
    s = build(
        4,
        2,
        hands={0: "9C"},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
        options=opts,
    )
    assert_accepted(s, discard("9C"))
    assert s.scores[0] < 5000
    assert s.phase == Phase.GAME_OVER
    assert s.winners == ((0,) if s.scores[0] > s.scores[1] else (1,))


def test_rules_1_5_deal_limit_equal_scores_draw():
    """docs/rules.md §1.5: at the deal limit, equal highest scores are a draw."""
    opts = {"OPT-DEAL-LIMIT": "1"}
    t = totals_of(options=opts)
    s = build(
        4,
        2,
        hands={0: "9C"},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
        options=opts,
        scores=[1000 - t[0], 1000 - t[1]],
    )
    assert_accepted(s, discard("9C"))
    assert s.phase == Phase.GAME_OVER and s.winners == (0, 1)


def test_rules_1_5_deal_limit_two_deals():
    """docs/rules.md §1.5: with a cap of 2 the game continues after the first deal, ends after
    two."""
    opts = {"OPT-DEAL-LIMIT": "2"}
    s = build(
        4,
        2,
        hands={0: "9C"},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
        options=opts,
    )
    assert_accepted(s, discard("9C"))
    assert s.phase == Phase.DEAL_OVER
    assert_accepted(s, NextDeal())
    rng = random.Random(1)
    while s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        apply(s, rng.choice(legal_actions(s)))
    assert s.phase == Phase.GAME_OVER
    assert len(s.history) == 2


def test_rules_3_15_next_deal_minimum_uses_new_cumulative_score():
    """docs/rules.md §3.14 / §3.8.1: the cumulative score after a deal sets the next minimum."""
    t = totals_of()
    s = build(
        4,
        2,
        hands={0: "9C"},
        melds={0: [CANASTA]},
        phase=Phase.PLAY,
        has_melded={0: True},
        scores=[1500 - t[0], -t[1] - 5],
    )
    assert s.minimum(0) == 50 and s.minimum(1) == 50
    assert_accepted(s, discard("9C"))
    assert s.scores == [1500, -5]
    assert_accepted(s, NextDeal())
    assert s.minimum(0) == 90 and s.minimum(1) == 15
