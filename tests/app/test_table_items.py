"""Labels that keep to their room, and the pile's frame on a real table (docs/rules.md §3.9.2)."""

from __future__ import annotations

import pytest

from PySide6.QtCore import QPointF, QRectF

from canasta_gui.app.scene import speeds
from canasta_gui.app.scene.items import CARD_H, CARD_W, LabelItem
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from tests.app.gui_helpers import make_window
from tests.engine.helpers import build


def test_long_label_shrinks_then_elides_and_keeps_its_words_in_the_tooltip(qapp):
    label = LabelItem()
    label.configure(text="Short", size=24, badge=None, align="left", max_width=300)
    assert label.shown_text == "Short" and label.toolTip() == ""
    long = "Bartholomew Featherstone-Montgomery (thinking…)"
    label.configure(text=long, max_width=300)
    assert label.boundingRect().width() <= 300
    assert label.shown_text != long and label.shown_text.endswith("…")
    assert label.toolTip() == long
    label.configure(max_width=0)  # no limit: the whole text again
    assert label.shown_text == long and label.toolTip() == ""


@pytest.mark.parametrize("align, left", [("left", 0.0), ("centre", -0.5), ("right", -1.0)])
def test_label_position_is_its_left_centre_or_right(qapp, align, left):
    label = LabelItem()
    label.configure(text="Ann · 11", size=22, align=align)
    label.setPos(QPointF(500, 40))
    rect = label.sceneBoundingRect()
    assert rect.left() == pytest.approx(500 + left * rect.width())
    assert rect.top() == pytest.approx(40)


@pytest.mark.parametrize("speed", [0.0, 1.0], ids=["instant", "normal"])
def test_pile_frame_holds_the_turned_freezing_card_on_the_table(qtbot, speed):
    window = make_window(qtbot)
    speeds.set_factor(speed)
    try:
        seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
            SeatSetup(COMPUTER, n, "easy") for n in ("Bo", "Cy", "Dee")
        )
        state = build(4, 2, melds={0: ["AH AS AD"], 1: ["KH KS KD"]}, pile="7C 2C 9H 5D")
        window.start_game(GameSetup(4, 2, seats=seats, seed="frame"), state, [])
        window.session.autosave = False
        scene = window.table.scene
        qtbot.waitUntil(lambda: window.session.human_may_act() and not scene.animating)
        frame = scene.zones[("pile",)].rect
        pile = [c for c in scene.cards if c.zone == ("pile",)]
        turned = [c for c in pile if c.rotation() == 90.0]
        assert len(turned) == 1 and turned[0].card == state.pile[1]
        for card in pile:
            assert frame.contains(card.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H)))
    finally:
        speeds.set_factor(0.0)


@pytest.mark.parametrize(
    "players, decks, options, red3s",
    [
        (2, 2, {}, {0: "3H", 1: "3D 3H"}),
        (4, 2, {}, {0: "3D", 1: "3H 3D 3H"}),
        (6, 3, {}, {0: "3H 3D", 1: "3H"}),
        (6, 3, {"OPT-CAN-SIX-TEAMS": "3x2"}, {0: "3H", 1: "3D 3H", 2: "3H 3D 3D"}),
    ],
    ids=["2", "4", "6 (2x3)", "6 (3x2)"],
)
def test_red_3s_on_the_table_lie_in_their_sides_area(qtbot, players, decks, options, red3s):
    """docs/rules.md §3.4 step 3: each side's red 3s in its red-3 area, the bottom side's below."""
    window = make_window(qtbot)
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, f"P{i}", "easy") for i in range(1, players)
    )
    melds = {side: ["AH AS AD"] for side in red3s}
    state = build(players, decks, melds=melds, red3s=red3s, pile="7C 9H", options=options)
    setup = GameSetup(players, decks, options=options, seats=seats, seed="red3")
    window.start_game(setup, state, [])
    window.session.autosave = False
    scene = window.table.scene
    qtbot.waitUntil(lambda: window.session.human_may_act() and not scene.animating)
    for side, codes in red3s.items():
        shown = [c for c in scene.cards if c.zone == ("red3", side)]
        assert sorted(c.code for c in shown) == sorted(codes.split())
        area = scene.zones[("melds", side)].rect
        for card in shown:
            assert area.contains(card.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H)))
    own = scene.zones[("melds", 0)].rect
    assert own.top() > scene.zones[("pile",)].rect.bottom()  # the bottom side's, below the pile
