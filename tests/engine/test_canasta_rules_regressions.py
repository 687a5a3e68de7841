"""Regressions found in review: each test pins one rule that was once broken."""

from __future__ import annotations

import json

import pytest

from canasta_gui.engine.canasta.actions import AskGoOut, DeclinePile, Meld, TakePile
from canasta_gui.engine.canasta.legal import all_legal_actions, legal_actions
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.errors import SaveError
from canasta_gui.engine.serialize import dumps, loads

from .helpers import assert_accepted, assert_refused, build, cs, discard, layoff, take


def test_rules_3_8_4_a_take_whose_top_meld_alone_opens_is_listed():
    """docs/rules.md §3.8.4: the top-card meld alone may reach the minimum (110 ≥ 50)."""
    s = build(4, 2, hands={0: "AH AS JK 5C 6D 7H 8S 9C 10D JH QS"}, pile="4C AD")
    want = take("AH AS JK")
    assert_accepted(s.clone(), want)
    assert want in all_legal_actions(s)
    assert any(isinstance(a, TakePile) and not a.melds for a in legal_actions(s))


def test_rules_3_7_10_the_compact_list_keeps_one_natural_back_when_it_must():
    """docs/rules.md §3.7.10: melding all four queens would leave one card; three queens do."""
    s = build(4, 2, hands={0: "KH KS QH QS QD QC 5C"}, pile="KD")
    assert_accepted(s.clone(), take("KH KS", "QH QS QD"))
    assert any(isinstance(a, TakePile) for a in legal_actions(s))


def test_rules_3_13_3_the_deal_waits_for_the_player_to_decline():
    """docs/rules.md §3.13.3: with the stock empty the player may still take, or declines."""
    s = build(
        4,
        2,
        hands={3: "9C 9D 7C", 0: "KH KS QH QS QD QC 5C"},
        melds={1: ["8C 8D 8H"]},
        pile="4C",
        stock_size=0,
        dump=1,
        phase=Phase.PLAY,
        current=3,
    )
    assert_accepted(s, discard("7C"))
    assert s.phase == Phase.DRAW and s.current == 0
    options = legal_actions(s)
    assert DeclinePile() in options
    assert not any(isinstance(a, TakePile) for a in options)  # 7C: no sevens in hand
    assert_accepted(s, DeclinePile())
    assert s.history[-1].reason == "stock_out"


def test_rules_3_7_7_forbidden_wild_waits_for_the_naturals():
    """docs/rules.md §3.7.2/§3.7.7: naturals go down first, so K + wild onto six Ks is refused."""
    options = {"OPT-CAN-WILD-ON-NATURAL-CANASTA": "FORBIDDEN"}
    s = build(
        4,
        2,
        options=options,
        hands={0: "KH 2C 5D 6D 8S"},
        melds={0: ["KS KS KD KD KC KC"]},
        phase=Phase.PLAY,
    )
    assert_refused(s, layoff("K", "KH 2C"), "layoff_wild_natural_canasta")
    assert_accepted(s, layoff("K", "KH"))


def test_rules_3_7_2_one_action_is_judged_once_on_its_result():
    """docs/rules.md §3.7.2: lay-offs to one meld are checked together, in any order."""
    options = {"OPT-CAN-WILD-LIMIT": "NOT-OUTNUMBER"}
    hands = {0: "QH QS JK 5D 6D 8S 9C"}
    melds = {0: ["QD QC 2C 2D"]}
    for order in (((10, cs("JK")), (10, cs("QH QS"))), ((10, cs("QH QS")), (10, cs("JK")))):
        s = build(4, 2, options=options, hands=hands, melds=melds, phase=Phase.PLAY)
        assert_accepted(s, Meld((), order))
        assert s.melds[0][10].size == 7


def _saved_question(asker_hand: str) -> str:
    s = build(
        4,
        2,
        hands={0: asker_hand, 2: "AS AD JC JD JH 9S 8C 7D 6H 4S 4C"},
        melds={0: ["QS QH QC QD QS QH QC"]},
        phase=Phase.PLAY,
    )
    s.apply(AskGoOut())
    return dumps(s)


def test_a_save_with_a_question_leaves_both_answers_playable():
    text = _saved_question("KS KD KH 5C 5D 5H")
    assert loads(text).phase == Phase.ANSWER
    data = json.loads(text)
    data["state"]["players"][0]["hand"] = ["KH"]  # a "no" would leave no legal move
    data["state"]["players"][0].pop("hand_size", None)
    data["state"]["stock"] = data["state"]["stock"] + ["KS", "KD", "5C", "5D", "5H"]
    with pytest.raises(SaveError) as info:
        loads(json.dumps(data))
    assert info.value.code in ("save_no_move", "save_ask_unable")


def test_a_save_between_deals_must_agree_with_the_target():
    s = build(4, 2, hands={0: "KS KD KH 5C 5D 5H"}, melds={0: ["QS QH QC QD QS QH QC"]})
    data = json.loads(dumps(s))
    data["state"]["phase"] = "deal_over"
    data["state"]["sides"][0]["score"] = 9000
    with pytest.raises(SaveError) as info:
        loads(json.dumps(data))
    assert info.value.code == "save_game_state"
