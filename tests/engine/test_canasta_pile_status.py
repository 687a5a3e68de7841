"""Why the pile cannot be taken as usual, as the table's badge says (docs/rules.md §3.9)."""

from __future__ import annotations

import pytest

from canasta_gui.engine.canasta.pile_status import (
    BLACK3,
    BLOCKED,
    CLOSED,
    FROZEN,
    RED3,
    UNOPENED,
    WILD,
    PileStatus,
    pile_status,
)

from .helpers import build

OPEN = {0: ["AH AS AD"], 1: ["KH KS KD"]}


def status(pile: str, melds=OPEN, seat: int = 0, **kw) -> PileStatus:
    return pile_status(build(4, 2, melds=melds, pile=pile, **kw).observation(seat))


@pytest.mark.parametrize(
    "top, reason", [("3S", BLACK3), ("3C", BLACK3), ("2H", WILD), ("JK", WILD)]
)
def test_rules_3_9_1_blocked_top_names_its_card(top, reason):
    """docs/rules.md §3.9.1: a black 3 or a wild card on top blocks the pile."""
    assert status("KH 9H " + top) == PileStatus(BLOCKED, reason)


def test_rules_3_9_1_red_3_upcard_blocks_under_leave():
    """docs/rules.md §3.9.1 OPT-CAN-UPCARD = LEAVE: a red 3 upcard on top blocks."""
    assert status("3H", options={"OPT-CAN-UPCARD": "LEAVE"}) == PileStatus(BLOCKED, RED3)


def test_rules_3_9_1_blocked_comes_before_frozen():
    """A black 3 on a frozen pile: nobody may take it now, which is what the badge says."""
    assert status("7C 2C 9H 3S") == PileStatus(BLOCKED, BLACK3)


@pytest.mark.parametrize(
    "pile, reason", [("7C 2C 9H", WILD), ("7C JK 9H", WILD), ("7C 3D 9H", RED3)]
)
def test_rules_3_9_2_frozen_names_the_freezing_card(pile, reason):
    """docs/rules.md §3.9.2: a wild card or a red 3 in the pile freezes it for everybody."""
    assert status(pile) == PileStatus(FROZEN, reason)
    assert status(pile, seat=1) == PileStatus(FROZEN, reason)


def test_rules_3_9_2_lowest_freezing_card_is_the_reason():
    """The reason is the card shown sideways (§3.9.2), not a later wild card."""
    assert status("7C 3D 9H 2C 8S") == PileStatus(FROZEN, RED3)


def test_rules_3_9_1_black_3_freezes_under_freeze_option():
    """docs/rules.md §3.9.1 OPT-CAN-BLACK3 = FREEZE: a covered black 3 still freezes."""
    assert status("7C 3S KH", options={"OPT-CAN-BLACK3": "FREEZE"}) == PileStatus(FROZEN, BLACK3)
    assert status("7C 3S KH") == PileStatus()


def test_rules_3_9_3_frozen_for_a_side_that_has_not_opened():
    """docs/rules.md §3.9.3: frozen for the unopened side only."""
    melds = {1: ["KH KS KD"]}
    assert status("7C 9H", melds=melds, seat=0) == PileStatus(FROZEN, UNOPENED)
    assert status("7C 9H", melds=melds, seat=1) == PileStatus()
    closed = {"OPT-CAN-PREMELD-PILE": "CLOSED"}
    assert status("7C 9H", melds=melds, options=closed) == PileStatus(FROZEN, CLOSED)


def test_open_pile_and_empty_pile_have_no_status():
    assert status("7C 9H") == PileStatus()
    assert status("") == PileStatus()
