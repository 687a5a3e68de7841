"""Leaving one card in hand: each reason it is refused has its own code and message.

One card left may only be discarded to go out (docs/rules.md §3.7.10 for Canasta,
§4.10.3 for Hand and Foot), so every reason that forbids going out this turn refuses
it. The refusal names that reason, so the table can tell the player what is missing.
"""

from __future__ import annotations

import pytest

from canasta_gui.engine.canasta.actions import AnswerGoOut, AskGoOut
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.errors import MESSAGES, IllegalAction
from canasta_gui.engine.hand_and_foot.checks import out_refusal
from canasta_gui.engine.hand_and_foot.state import Phase as HFPhase

from . import helpers as canasta
from .hand_and_foot import helpers as hf

CANASTA = ["AH AS AD AC AH AS 2D"]
BOOKS = [
    "KC KC KD KD KH KH KS",
    "QC QC QD QD QH QH QS",
    "JC JC JD JD JH 2C 2D",
    "10C 10C 10D 10D 10H 10H JK",
    "2H 2S 2H 2S JK JK 2C",
]
ONE_CARD_CODES = {
    "one_card_no_canastas",
    "one_card_few_melds",
    "one_card_partner_no",
    "hf_one_card_books",
    "hf_one_card_partner_foot",
    "hf_one_card_not_asked",
    "hf_one_card_no_final_discard",
}


def test_the_old_catch_all_code_is_gone_and_every_new_one_is_registered() -> None:
    assert "hand_one_card" not in MESSAGES
    assert set(MESSAGES) >= ONE_CARD_CODES
    texts = [MESSAGES[c] for c in ONE_CARD_CODES]
    assert len(set(texts)) == len(texts), "two situations share one message"


def test_canasta_without_the_canastas_to_go_out() -> None:
    """§3.7.10 / §3.12.1: no canasta yet, so the last card could not be discarded."""
    s = canasta.build(4, 2, hands={0: "KH KS KD 9C"}, melds={0: ["AH AS AD"]}, phase=Phase.PLAY)
    err = canasta.assert_refused(s, canasta.meld("KH KS KD"), "one_card_no_canastas")
    assert err.params == {"needed": 1, "have": 0}
    assert "too few canastas to go out (0, going out needs 1)" in str(err)


def test_canasta_without_the_melds_to_go_out() -> None:
    """§3.12.1 with OPT-CAN-MELDS-TO-GO-OUT 2 (S0: two melds, a canasta among them): a
    canasta alone is not enough, so laying off down to one card is refused for that reason."""
    s = canasta.build(
        4,
        2,
        options={"OPT-CAN-MELDS-TO-GO-OUT": "2"},
        hands={0: "AC 9C"},
        melds={0: CANASTA},
        phase=Phase.PLAY,
    )
    err = canasta.assert_refused(s, canasta.layoff("A", "AC"), "one_card_few_melds")
    assert err.params == {"needed": 2, "have": 1}
    assert "too few melds on the table to go out (1, going out needs 2)" in str(err)


def test_canasta_after_a_no_from_the_partner() -> None:
    """§3.12.3: after a "no" the player may not go out, so may not keep one card."""
    s = canasta.build(4, 2, hands={0: "9C 9D 9H 5C"}, melds={0: CANASTA}, phase=Phase.PLAY)
    canasta.assert_accepted(s, AskGoOut())
    canasta.assert_accepted(s, AnswerGoOut(False))
    err = canasta.assert_refused(s, canasta.meld("9C 9D 9H"), "one_card_partner_no")
    assert "your partner said no" in str(err)


def _foot_phase(hand: str, *, answer: bool | None = True, partner_played=True, **kw):
    """Seat 0 in the foot phase, melding; the partner (seat 2) has played from the foot."""
    kw.setdefault("books", {0: BOOKS})
    s = hf.build(
        hands={0: hand},
        feet={0: None, 2: None},
        foot_played={2: partner_played},
        phase=HFPhase.PLAY,
        **kw,
    )
    if answer is not None:
        s.asked_turn, s.answer, s.asker = True, answer, 0
    return s


def test_hand_and_foot_without_the_books() -> None:
    """§4.10.2 (a): the side lacks books, and the message says how many it would have."""
    s = _foot_phase("9C 9D 9H 5C", books={0: BOOKS[:1]})
    err = hf.assert_refused(s, hf.meld("9C 9D 9H"), "hf_one_card_books")
    assert "1 clean, 0 dirty and 0 wild" in str(err)


def test_hand_and_foot_before_the_partner_played_the_foot() -> None:
    """§4.10.2 (b): the partner has not yet played from the foot."""
    s = _foot_phase("9C 9D 9H 5C", partner_played=False)
    err = hf.assert_refused(s, hf.meld("9C 9D 9H"), "hf_one_card_partner_foot")
    assert "partner has played from their foot" in str(err)


def test_hand_and_foot_without_permission() -> None:
    """§4.10.2 (c): without a yes this turn (REQUIRED), and after a no."""
    s = _foot_phase("9C 9D 9H 5C", answer=None)
    err = hf.assert_refused(s, hf.meld("9C 9D 9H"), "hf_one_card_not_asked")
    assert "ask first" in str(err)
    s = _foot_phase("9C 9D 9H 5C", answer=False)
    hf.assert_refused(s, hf.meld("9C 9D 9H"), "one_card_partner_no")


def test_hand_and_foot_when_the_last_card_cannot_be_discarded() -> None:
    """§4.10.1, OPT-HF-FINAL-DISCARD = FORBIDDEN: one card is never left."""
    s = _foot_phase("9C 9D 9H 5C", cfg=hf.config(OPT_HF_FINAL_DISCARD="FORBIDDEN"))
    err = hf.assert_refused(s, hf.meld("9C 9D 9H"), "hf_one_card_no_final_discard")
    assert "the last card cannot be discarded" in str(err)


def test_hand_phase_may_keep_one_card() -> None:
    """§4.10.4: in the hand phase the last card is discarded and the foot comes up."""
    s = hf.build(hands={0: "9C 9D 9H 5C"}, melds={0: ["AC AD AH"]}, phase=HFPhase.PLAY)
    hf.assert_accepted(s, hf.meld("9C 9D 9H"))
    assert s.hand_sizes[0] == 1


# -- what a side still lacks, as the table's side plates show it ----------------------------


@pytest.mark.parametrize(
    ("options", "melds", "lacks"),
    [
        ({}, ["AH AS AD"], (1, 0)),
        ({}, CANASTA, (0, 0)),
        ({"OPT-CAN-MELDS-TO-GO-OUT": "2"}, CANASTA, (0, 1)),
        ({"OPT-CAN-MELDS-TO-GO-OUT": "2"}, [*CANASTA, "KH KS KD"], (0, 0)),
    ],
)
def test_canasta_going_out_lacks_what_the_refusals_name(options, melds, lacks) -> None:
    """§3.12.1: the side plate's "needs" come from the counts the refusals use: where it lacks
    nothing, emptying the hand is not refused for canastas or melds."""
    from canasta_gui.engine.canasta.checks import check_hand_after, side_going_out_lacks

    s = canasta.build(4, 2, options=options, melds={0: melds}, phase=Phase.PLAY)
    assert side_going_out_lacks(s.config, s.melds[0]) == lacks
    canastas = s.canasta_count(0)
    have = len([m for m in s.melds[0] if m is not None])
    if lacks == (0, 0):
        assert check_hand_after(s, 0, canastas, False, have) is True
    else:
        code = "hand_empty_not_out" if lacks[0] else "hand_empty_few_melds"
        with pytest.raises(IllegalAction) as refused:
            check_hand_after(s, 0, canastas, False, have)
        assert refused.value.code == code


def test_hand_and_foot_feet_allow_going_out_as_the_partner_rule_says() -> None:
    """§4.10.2 (b): a player goes out from the foot once the partner has played from theirs;
    the side plate says "feet to play" until the feet allow it, as the refusal does."""
    from canasta_gui.engine.hand_and_foot.goout import books_missing, feet_allow_going_out

    assert books_missing((2, 2, 1)) == (0, 0, 0) and books_missing((1, 3, 0)) == (1, 0, 1)
    down, up = True, False
    assert not feet_allow_going_out([down, down, down, down], [False] * 4, (0, 2))
    assert not feet_allow_going_out([up, down, up, down], [False] * 4, (0, 2))
    assert feet_allow_going_out([up, down, up, down], [False, False, True, False], (0, 2))
    for partner_played, allowed in ((False, False), (True, True)):
        s = _foot_phase("KH 5C", partner_played=partner_played)
        down = [f is not None for f in s.feet]
        assert feet_allow_going_out(down, s.foot_played, (0, 2)) is allowed
        refusal = out_refusal(s, 0, (2, 2, 1))
        assert (refusal != "hf_out_partner_foot") is allowed, refusal
