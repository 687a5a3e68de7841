"""The initial-meld minimum (docs/rules.md §3.8)."""

from __future__ import annotations

from collections import Counter

import pytest

from canasta_gui.engine.canasta.actions import Discard, DrawStock
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.cards import RUMMY_VALUE

from .helpers import (
    assert_accepted,
    assert_refused,
    build,
    cs,
    discard,
    hand_codes,
    meld,
    rank,
    take,
)

M50 = ["KH KS KD 2C"]  # 50
M45 = ["KH KS KD", "5C 5D 5H"]  # 45
M90 = ["KH KS KD KC", "QH QS QD", "5C 5D 5H 5S"]  # 90
M85 = ["KH KS KD KC", "QH QS QD", "5C 5D 5H"]  # 85
M120 = ["AH AS AD", "KH KS KD", "QH QS QD"]  # 120
M115 = ["AH AS AD", "KH KS KD", "5C 5D 5H 5S 5C"]  # 115
M150 = ["AH AS AD", "KH KS KD", "QH QS QD", "JH JS JD"]  # 150
M145 = ["AH AS AD", "KH KS KD", "QH QS QD", "5C 5D 5H 5S 5C"]  # 145
M15 = ["5C 5D 5H"]  # 15

MINIMUM_CASES = [
    # (score, target, minimum, melds reaching it, melds 5 short or None)
    (-5, "5000", 15, M15, None),
    (-1000, "5000", 15, M15, None),
    (0, "5000", 50, M50, M45),
    (1495, "5000", 50, M50, M45),
    (1500, "5000", 90, M90, M85),
    (2995, "5000", 90, M90, M85),
    (3000, "5000", 120, M120, M115),
    (7500, "5000", 120, M120, M115),
    (7500, "7500", 120, M120, M115),
    (-5, "10000", 15, M15, None),
    (0, "10000", 50, M50, M45),
    (3000, "10000", 120, M120, M115),
    (7495, "10000", 120, M120, M115),
    (7500, "10000", 150, M150, M145),
    (9995, "10000", 150, M150, M145),
]


def value(groups) -> int:
    return sum(RUMMY_VALUE[k] for g in groups for k in cs(g))


def hand_for(*meld_sets) -> str:
    """Enough cards for each of ``meld_sets`` (not at once) plus two spare cards."""
    need: Counter = Counter()
    for groups in meld_sets:
        if groups:
            need |= Counter(k for g in groups for k in g.split())
    return " ".join([*need.elements(), "9C", "10D"])


def unopened(hand: str, score: int = 0, target: str = "5000", **kw):
    """Seat 0 (side 0, not opened) in its meld phase, cumulative score ``score``."""
    return build(
        4,
        2,
        hands={0: hand},
        phase=Phase.PLAY,
        scores=[score, 0],
        options={"OPT-CAN-TARGET": target},
        **kw,
    )


@pytest.mark.parametrize("score,target,minimum,ok,short", MINIMUM_CASES)
def test_rules_3_8_1_minimum_table(score, target, minimum, ok, short):
    """docs/rules.md §3.8.1: 15 below 0, 50 at 0..1495, 90 at 1500..2995, 120 from 3000, 150 at 7500
    only with OPT-CAN-TARGET = 10000."""
    assert value(ok) == minimum
    s = unopened(hand_for(ok, short), score=score, target=target)
    assert s.minimum(0) == minimum
    if short is not None:
        assert value(short) == minimum - 5
        err = assert_refused(s, meld(*short), "opening_below_minimum")
        assert err.params.get("minimum") == minimum
        assert err.params.get("count") == minimum - 5
    assert_accepted(s, meld(*ok))
    assert s.opened[0]


def test_rules_3_8_1_exactly_zero_needs_50():
    """docs/rules.md §3.8.1 / §7.12: a score of exactly 0 needs 50, not 15."""
    s = unopened("5C 5D 5H 9C 9D", score=0)
    assert_refused(s, meld("5C 5D 5H"), "opening_below_minimum")


def test_rules_3_8_1_individual_games_use_own_score():
    """docs/rules.md §3.8.1: in individual configurations the player's own score sets the
    minimum."""
    for seat, score_minimum in ((0, 15), (1, 50), (2, 90)):
        s = build(
            3, 2, hands={seat: hand_for(M90)}, phase=Phase.PLAY, current=seat, scores=[-5, 0, 1500]
        )
        assert s.minimum(seat) == score_minimum
        if score_minimum > 15:
            assert_refused(s, meld("5C 5D 5H"), "opening_below_minimum")
        assert_accepted(s, meld(*M90))


# -- §3.8.2 opening -------------------------------------------------------------------------------


def test_rules_3_8_2_wild_cards_count_and_melds_combine():
    """docs/rules.md §3.8.2: the count includes wild cards; several melds may combine."""
    s = unopened("KH KS JK 9C 9D")
    assert_accepted(s, meld("KH KS JK"))  # 10 + 10 + 50 = 70
    s = unopened("8H 8S 8D 9H 9S 9D 10H 10S")
    assert_refused(s, meld("8H 8S 8D"), "opening_below_minimum")  # 30
    assert_accepted(s, meld("8H 8S 8D", "9H 9S 9D"))  # 30 + 30 = 60


def test_rules_3_8_2_opening_cannot_be_spread_over_actions():
    """docs/rules.md §3.8.2: an opening is one action; a first part below the minimum is refused."""
    s = unopened("KH KS KD QH QS QD 9C 9D")
    assert_refused(s, meld("KH KS KD"), "opening_below_minimum")
    assert not s.opened[0]
    assert_accepted(s, meld("KH KS KD", "QH QS QD"))
    assert s.opened[0]


def test_rules_3_8_2_after_opening_the_same_turn_is_free():
    """docs/rules.md §3.8.2: once the opening is accepted, later melds that turn need no count."""
    s = unopened("KH KS KD QH QS QD 5C 5D 5H 9C 9D")
    assert_accepted(s, meld("KH KS KD", "QH QS QD"))
    assert_accepted(s, meld("5C 5D 5H"))
    assert s.melds[0][rank("5")] is not None


def test_rules_3_8_5_partner_melds_freely_after_opening():
    """docs/rules.md §3.8.5: once the side has opened, the partner melds freely (no minimum)."""
    s = build(
        4, 2, hands={0: "KH KS KD QH QS QD 9C 9D", 2: "5C 5D 5H 8C 8D"}, phase=Phase.PLAY, current=0
    )
    assert_accepted(s, meld("KH KS KD", "QH QS QD"))
    assert_accepted(s, discard("9C"))
    assert_accepted(s, DrawStock())
    filler = s.hand_cards(1)[0]
    assert_accepted(s, Discard(filler))
    assert s.current == 2
    assert_accepted(s, DrawStock())
    assert_accepted(s, meld("5C 5D 5H"))


def test_rules_3_8_3_red_3_bonus_does_not_count():
    """docs/rules.md §3.8.3: red-3 bonuses do not count towards the minimum."""
    s = unopened(hand_for(M45), red3s={0: "3H 3H 3D 3D"})
    assert_refused(s, meld(*M45), "opening_below_minimum")


def test_rules_3_8_3_seven_sixes_count_35():
    """docs/rules.md §3.8.3: a natural canasta of seven 6s opened from hand counts 35, not 535."""
    sixes = "6C 6C 6D 6D 6H 6H 6S"
    s = unopened(sixes + " 9C 9D")
    err = assert_refused(s, meld(sixes), "opening_below_minimum")
    assert err.params.get("count") == 35
    s = unopened(sixes + " 9C 9D", score=-5)
    assert_accepted(s, meld(sixes))
    assert s.melds[0][rank("6")].is_canasta


# -- §3.8.4 opening with the discard pile ---------------------------------------------------------


def test_rules_3_8_4_only_the_top_discard_counts():
    """docs/rules.md §3.8.4: pile cards other than the top never count towards the minimum."""
    s = build(4, 2, hands={0: "KS KD QH QS QD 5C 5D 5H 5S 9C"}, pile="AH AS AC JK 9D KH")
    # 10 (top) + 20 = 30 < 50, although the pile holds three aces and a joker.
    err = assert_refused(s, take("KS KD"), "opening_below_minimum")
    assert err.params.get("count") == 30
    # Pile cards cannot be used in the opening melds (they are not in hand yet).
    assert_refused(s, take("KS KD", "AH AS AC"), "card_not_in_hand")
    # The top card counts: KH KS KD (30) + 5C 5D 5H 5S (20) = 50.
    assert_accepted(s, take("KS KD", "5C 5D 5H 5S"))
    assert s.opened[0]
    # The other pile cards may then be melded freely.
    assert_accepted(s, meld("AH AS AC"))


def test_rules_3_8_4_seven_sixes_with_the_pile_count_35():
    """docs/rules.md §3.8.3-§3.8.4: top 6 plus six 6s from hand is a canasta counting 35."""
    s = build(4, 2, hands={0: "6C 6C 6D 6D 6H 6S 9C 9D"}, pile="AH AS 6H")
    err = assert_refused(s, take("6C 6C 6D 6D 6H 6S"), "opening_below_minimum")
    assert err.params.get("count") == 35


def test_rules_3_8_6_failed_opening_is_atomic():
    """docs/rules.md §3.8.6: a set of melds short of the minimum is refused as a whole."""
    s = unopened(hand_for(M85), score=1500)
    assert_refused(s, meld(*M85), "opening_below_minimum")
    assert all(m is None for m in s.melds[0]) and not s.opened[0]
    # Same through the pile: nothing is put down, nothing taken.
    s = build(4, 2, hands={0: "KS KD QH QS QD 9C"}, pile="AH AS 9D KH", scores=[1500, 0])
    assert_refused(s, take("KS KD", "QH QS QD"), "opening_below_minimum")
    assert hand_codes(s, 0) == sorted(["KS", "KD", "QH", "QS", "QD", "9C"])
