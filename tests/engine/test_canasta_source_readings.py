"""The sources' other readings, each playable as an option (issue 17; docs/rules.md §6, §7).

Every test quotes the seed sentence it follows: S0 is the Japanese Board Game Arena article,
S3 the Korean namu wiki article. The defaults stay as they were (§7 says which is which).
"""

from __future__ import annotations

import pytest

from canasta_gui.ai.canasta.player import CanastaPlayer
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.legal import all_legal_actions, legal_actions, pile_take_options
from canasta_gui.engine.canasta.options import PRESETS, CanastaConfig
from canasta_gui.engine.canasta.pile import pile_obliged
from canasta_gui.engine.canasta.pile_status import FROZEN, NOT_MELDED, UNOPENED, pile_status
from canasta_gui.engine.canasta.rules import check
from canasta_gui.engine.canasta.state import Phase, new_game
from canasta_gui.engine.errors import MESSAGES
from tests.engine.helpers import (
    assert_accepted,
    assert_refused,
    build,
    cs,
    discard,
    last_result,
    layoff,
    meld,
    rank,
    take,
)

BGA = "bga"  # S0's preset, shown as "Online club"
KOREAN = "korean"  # S3's preset, shown as "Korean house rules"


# -- 1. S0: four red 3s score 800 whatever the number of decks -------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_s0_four_red_threes_score_800_on_three_decks(players):
    """S0's points table: "赤3が4枚揃った場合(赤3の代わり) | 800点" (all four red 3s, in place of
    the red-3 values: 800); S0 plays two or three decks and gives no other figure."""
    s0 = CanastaConfig.make(players, 3, preset=BGA)
    assert [s0.red3_value(n) for n in range(7)] == [0, 100, 200, 300, 800, 1000, 1200]
    assert CanastaConfig.make(players, 3).red3_value(4) == 400  # the default is unchanged
    if players != 6:
        assert CanastaConfig.make(players, 2, preset=BGA).red3_value(4) == 800


def test_s0_four_red_threes_on_three_decks_in_a_scored_deal():
    """S0: "赤3が4枚揃った場合(赤3の代わり) 800点" — the deal's R is 800 at a three-deck table."""
    hand = "KH KS KD KC KH KS 2C 9C 9D 9H 5C"
    for preset, want in ((BGA, 800), ("default", 400)):
        s = build(
            4,
            3,
            preset=preset,
            options={"OPT-CAN-CANASTAS-TO-GO-OUT": "1"},
            hands={0: hand},
            red3s={0: "3H 3D 3H 3D"},
            phase=Phase.PLAY,
        )
        assert_accepted(s, meld("KH KS KD KC KH KS 2C", "9C 9D 9H"))
        assert_accepted(s, discard("5C"))
        assert last_result(s).sides[0].red3s == want


# -- 2. S0: the first meld at a score of exactly 0 ----------------------------------------------


def test_s0_minimum_at_zero_is_15_when_read_literally():
    """S0's table: "現在の得点 | 0点以下 | 0~1495点 ..." / "必要な得点 | 15点 | 50点" (0 or below:
    15; 0 to 1,495: 50). The first column names 0 itself, so S0 read literally asks 15 at 0;
    the default keeps 50 (docs/rules.md §7.12)."""
    literal = CanastaConfig.make(4, 2, {"OPT-CAN-MINIMUM-AT-ZERO": "15"})
    default = CanastaConfig.make(4, 2)
    assert [literal.minimum_for(v) for v in (-5, 0, 5, 1500)] == [15, 15, 50, 90]
    assert [default.minimum_for(v) for v in (-5, 0, 5, 1500)] == [15, 50, 50, 90]
    assert CanastaConfig.make(4, 2, preset=BGA).minimum_for(0) == 15


def test_s0_opening_of_15_at_a_score_of_0():
    """S0: "0点以下 | 15点" — a side at 0 opens with three 5s (15) under S0's preset only."""
    for preset, ok in ((BGA, True), ("default", False)):
        s = build(4, 2, preset=preset, hands={0: "5H 5S 5D 9C 8D"}, phase=Phase.PLAY)
        assert s.scores == [0, 0] and not s.opened[0]
        if ok:
            assert_accepted(s, meld("5H 5S 5D"))
            assert s.opened[0]
        else:
            assert_refused(s, meld("5H 5S 5D"), "opening_below_minimum")
            assert not any(isinstance(a, act.Meld) for a in legal_actions(s))


# -- 3a. S0: frozen for the *player* who has not melded --------------------------------------


def _pile_position(preset: str, melded: bool):
    # Side 0 has opened (partner seat 2 put the aces down); seat 0 holds one king and sees a
    # king on an unfrozen pile that the side's kings meld could take.
    return build(
        4,
        2,
        preset=preset,
        hands={0: "KH 9C 9D 8C 7D 6H 5S"},
        melds={0: ["AH AS AD", "KS KD KC"]},
        pile="4C 6D KH",
        has_melded={0: melded, 2: True},
    )


def test_s0_pile_frozen_for_a_player_who_has_not_melded():
    """S0: "メルドをまだ一度も作成していない場合 (※作っていないプレイヤーのみ、フローズン状態)"
    (while you have not yet made a meld — frozen only for the player who has not). Under
    OPT-CAN-FROZEN-FOR = PLAYER a natural pair is needed even though the side has opened."""
    side = _pile_position("default", melded=False)
    assert not side.frozen_for(0) and pile_take_options(side)
    assert_accepted(side, take())  # the top king joins the side's kings
    player = _pile_position(BGA, melded=False)
    assert player.frozen_for(0)
    assert pile_take_options(player, exhaustive=True) == []
    assert_refused(player, take(), "pile_frozen_pair", "pile_need_pair")
    status = pile_status(player.observation(0))
    assert (status.state, status.reason) == (FROZEN, NOT_MELDED)
    # Once the player has melded in an earlier turn, the side's rule applies again.
    again = _pile_position(BGA, melded=True)
    assert not again.frozen_for(0) and pile_take_options(again)
    assert pile_status(again.observation(0)).state == ""


def test_s0_frozen_for_player_still_lets_a_natural_pair_take():
    """S0: a frozen pile is taken with "捨て山の一番上と手札の2枚(ワイルド不可)" (the top card and
    two cards from the hand, no wild card)."""
    s = build(
        4,
        2,
        preset=BGA,
        hands={0: "KH KH 9C 9D 8C 7D 6H"},
        melds={0: ["AH AS AD"]},
        pile="4C 6D KS",
        has_melded={2: True},
    )
    assert s.frozen_for(0)
    assert_accepted(s, take("KH KH"))
    unopened = build(4, 2, preset=BGA, hands={0: "KH KH 9C"}, pile="4C KS", filler=11)
    assert pile_status(unopened.observation(0)).reason == UNOPENED  # the side first


# -- 3b. S0: the concealed bonus only in partnership games --------------------------------------


@pytest.mark.parametrize(
    "players,option,bonus",
    [
        (2, "EVERY-TABLE", 200),
        (2, "PARTNERSHIPS", 100),
        (3, "PARTNERSHIPS", 100),
        (4, "PARTNERSHIPS", 200),
    ],
)
def test_s0_concealed_bonus_only_in_team_games(players, option, bonus):
    """S0: "チーム戦の場合、自身ではメルド・レイオフを行っていないプレイヤーが、
    最初のメルドで上がった場合、コンシールドゴーイングアウトと呼ばれ、
    100点の代わりに200点のボーナスがつきます。" (in a team game, a player who goes out with
    their first meld ... earns 200 instead of 100)."""
    options = {"OPT-CAN-CONCEALED-BONUS": option, "OPT-CAN-CANASTAS-TO-GO-OUT": "1"}
    s = build(
        players,
        2,
        options=options,
        hands={0: "KH KS KD KC KH KS 2C 9C 9D 9H 5C"},
        phase=Phase.PLAY,
    )
    assert_accepted(s, meld("KH KS KD KC KH KS 2C", "9C 9D 9H"))
    assert_accepted(s, discard("5C"))
    result = last_result(s)
    assert result.sides[0].going_out == bonus
    assert result.concealed == (bonus == 200)


# -- 3c. S0: "two or more melds, a canasta" to go out -----------------------------------------

CANASTA = "QH QS QD QC QH QS QD"


def test_s0_going_out_needs_two_melds_and_a_canasta():
    """S0: "以下の条件を満たした場合、手札を全て出し終えることで上がれることができます。
    メルドを2個以上、カナスタを作成している場合" (you may go out when you have made two or more
    melds, a canasta). With one canasta alone on the table, the last discard is refused."""
    alone = build(4, 2, preset=BGA, hands={0: "5C"}, melds={0: [CANASTA]}, phase=Phase.PLAY)
    assert_refused(alone, discard("5C"), "hand_empty_few_melds")
    assert not any(isinstance(a, act.Discard) for a in legal_actions(alone))
    default = build(4, 2, hands={0: "5C"}, melds={0: [CANASTA]}, phase=Phase.PLAY)
    assert_accepted(default, discard("5C"))
    assert last_result(default).went_out == 0
    # A second meld in the same turn meets it; the composite go-out meld is offered.
    two = build(4, 2, preset=BGA, hands={0: "9C 9D 9H"}, melds={0: [CANASTA]}, phase=Phase.PLAY)
    assert meld("9C 9D 9H") in legal_actions(two)
    assert_accepted(two, meld("9C 9D 9H"))
    assert last_result(two).went_out == 0


def test_s0_one_canasta_is_enough_with_another_meld_at_every_table_size():
    """S0's sentence asks for "a canasta" (カナスタを作成), so its preset asks for one canasta
    and two melds even at two players, where the default asks for two canastas (§3.1)."""
    cfg = CanastaConfig.make(2, 2, preset=BGA)
    assert (cfg.canastas_to_go_out, cfg.melds_to_go_out) == (1, 2)
    s = build(2, 2, preset=BGA, hands={0: "9C 9D 9H"}, melds={0: [CANASTA]}, phase=Phase.PLAY)
    assert_accepted(s, meld("9C 9D 9H"))
    assert last_result(s).went_out == 0


# -- 4. S3: a canasta is a meld of 7 or 8 cards ---------------------------------------------------

EIGHT = "QH QS QD QC QH QS 2C 2D"  # a full mixed canasta of eight


def _capped(hand: str, preset: str = KOREAN, **kw):
    return build(4, 2, preset=preset, hands={0: hand}, melds={0: [EIGHT]}, **kw)


def test_s3_a_canasta_holds_at_most_eight_cards():
    """S3: "카나스타: 7~8장의 묶음" (canasta: a group of 7 to 8 cards). A ninth card, natural or
    wild, is refused with its own reason; by default the canasta keeps growing."""
    s = _capped("QC QD 9C 9D 9H 2H", phase=Phase.PLAY, has_melded={0: True})
    assert_refused(s, layoff("Q", "QC"), "canasta_too_big")
    assert_refused(s, layoff("Q", "2H"), "canasta_too_big")
    assert "{limit}" in MESSAGES["canasta_too_big"]
    assert MESSAGES["canasta_too_big"].format(limit=8) != MESSAGES["meld_too_big"].format(limit=8)
    free = _capped("QC QD 9C 9D 9H 2H", preset="default", phase=Phase.PLAY, has_melded={0: True})
    assert_accepted(free, layoff("Q", "QC"))


def test_s3_no_listing_offers_a_ninth_card():
    """S3: "카나스타: 7~8장의 묶음". Neither the computer's list nor the exhaustive list (which
    the table's drag-and-drop asks) holds an action that puts a ninth card on the canasta."""
    s = _capped("QC QD 9C 9D 9H 2H JK", phase=Phase.PLAY, has_melded={0: True})
    q = rank("Q")
    for actions in (legal_actions(s), all_legal_actions(s)):
        melds = [a for a in actions if isinstance(a, act.Meld)]
        assert melds  # the 9s still meld
        assert not any(r == q for a in melds for r, _cards in a.layoffs)
        for a in actions:
            assert check(s, a) is None, a


def test_s3_a_seven_card_canasta_takes_one_more_card_only():
    """S3: "7~8장" — a seven-card canasta still takes an eighth card, and only one."""
    s = build(
        4,
        2,
        preset=KOREAN,
        hands={0: "QC QD 9C 9D 9H"},
        melds={0: ["QH QS QD QC QH QS 2C"]},
        phase=Phase.PLAY,
        has_melded={0: True},
    )
    offered = [a.layoffs for a in legal_actions(s) if isinstance(a, act.Meld) and a.layoffs]
    assert ((rank("Q"), cs("QC")),) in offered or ((rank("Q"), cs("QD")),) in offered
    assert_refused(s, layoff("Q", "QC QD"), "canasta_too_big")
    assert_accepted(s, layoff("Q", "QD"))
    assert s.melds[0][rank("Q")].size == 8


def test_s3_a_full_canasta_does_not_take_the_pile():
    """S3: "7~8장의 묶음" — the pile's top card cannot join a full canasta, so the pile is
    neither offered nor compulsory when the stock is empty (docs/rules.md §3.13.3)."""
    s = _capped(
        "9C 9D 8C 7D 6H 5S",
        pile="4C 6D QC",
        has_melded={0: True},
        stock_size=0,
        dump=2,
    )
    assert pile_take_options(s, exhaustive=True) == []
    assert_refused(s, take(), "canasta_too_big")
    assert not pile_obliged(s, 0)
    assert act.DECLINE in legal_actions(s)


# -- the computer players under every new reading -------------------------------------------------

NEW_READINGS = [
    {"OPT-CAN-MINIMUM-AT-ZERO": "15"},
    {"OPT-CAN-FROZEN-FOR": "PLAYER"},
    {"OPT-CAN-CONCEALED-BONUS": "PARTNERSHIPS"},
    {"OPT-CAN-MELDS-TO-GO-OUT": "2"},
    {"OPT-CAN-CANASTA-MAX": "8"},
    {"OPT-CAN-RED3-BONUS-3DECK": "DOUBLE-FROM-FOUR"},
]


@pytest.mark.parametrize(
    "players,decks,preset,options",
    [(4, 2, "default", o) for o in NEW_READINGS]
    + [(2, 2, BGA, {}), (3, 3, BGA, {}), (4, 3, KOREAN, {}), (6, 3, KOREAN, {})],
)
def test_computer_players_play_a_legal_deal_under_each_new_reading(players, decks, preset, options):
    """Every decision of the computer players is legal under each new option and preset, and
    the deal ends (a full deal, checked move by move)."""
    assert preset in PRESETS
    cfg = CanastaConfig.make(players, decks, {**options, "OPT-DEAL-LIMIT": "1"}, preset)
    s = new_game(cfg, f"readings-{players}-{decks}-{preset}")
    levels = ["medium", "hard", "easy", "hard", "medium", "easy"]
    ais = [CanastaPlayer(levels[p], f"r{p}") for p in range(players)]
    for _step in range(3000):
        if s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            break
        seat = s.current_player()
        action = ais[seat].decide(s.observation(seat)).action
        assert check(s, action) is None, (action, s.phase)
        s.apply(action)
    assert s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    if cfg.meld_rules.max_size:
        assert all(m is None or m.size <= 8 for side in s.melds for m in side)
