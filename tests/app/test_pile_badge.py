"""The pile's badge says why the pile cannot be taken as usual (docs/rules.md §3.9).

The reason is the engine's (``pile_status``); the table only puts it into words.
"""

from __future__ import annotations

import pytest

from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from tests.app.gui_helpers import make_window
from tests.engine.helpers import build

OPEN = {0: ["AH AS AD"], 1: ["KH KS KD"]}

CASES = [
    # (pile bottom → top, melds, options, badge kind, words)
    ("KH 9H 3S", OPEN, {}, "blocked", "Blocked by a black 3"),
    ("KH 9H 2C", OPEN, {}, "blocked", "Blocked by a wild card"),
    ("3H", OPEN, {"OPT-CAN-UPCARD": "LEAVE"}, "blocked", "Blocked by a red 3"),
    ("7C 2C 9H", OPEN, {}, "frozen", "Frozen by a wild card"),
    ("7C 3D 9H", OPEN, {}, "frozen", "Frozen by a red 3"),
    ("7C 3S 9H", OPEN, {"OPT-CAN-BLACK3": "FREEZE"}, "frozen", "Frozen by a black 3"),
    ("7C 9H", {1: ["KH KS KD"]}, {}, "frozen", "Frozen until your side opens"),
    (
        "7C 9H",
        {1: ["KH KS KD"]},
        {"OPT-CAN-PREMELD-PILE": "CLOSED"},
        "frozen",
        "Closed until your side opens",
    ),
]


@pytest.fixture(scope="module")
def seats():
    return (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, name, "easy") for name in ("Bo", "Cy", "Dee")
    )


def test_pile_badge_names_the_reason(qtbot, seats):
    window = make_window(qtbot)
    for pile, melds, options, kind, words in CASES:
        state = build(4, 2, melds=melds, pile=pile, options=options)
        window.start_game(GameSetup(4, 2, options=options, seats=seats, seed="badge"), state, [])
        window.session.autosave = False
        qtbot.waitUntil(lambda: window.session.human_may_act())
        label = window.table.scene.labels["pilestate"]
        assert (label.text, label.shown_text) == (words, words), pile
        spec = next(s for s in window.table.scene.layout.labels if s.key == "pilestate")
        assert spec.badge == kind


def test_open_pile_has_no_badge(qtbot, seats):
    window = make_window(qtbot)
    window.start_game(
        GameSetup(4, 2, seats=seats, seed="badge"), build(4, 2, melds=OPEN, pile="7C 9H"), []
    )
    window.session.autosave = False
    qtbot.waitUntil(lambda: window.session.human_may_act())
    assert "pilestate" not in window.table.scene.labels
