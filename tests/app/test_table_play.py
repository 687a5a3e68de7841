"""A whole deal at the table with real mouse drags (issue 4), and refused drops.

docs/rules.md §3.5 (a turn), §3.8 (the opening plan), §3.7.5 (lay-offs), §3.11 (discard).
"""

from __future__ import annotations

import os

import pytest

from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog
from canasta_gui.engine.canasta.state import Phase
from tests.app.gui_helpers import card_point, drag, make_window, zone_centre
from tests.app.human_driver import HumanDriver, play_deal


def solo_setup(seed: str, level: str = "easy") -> GameSetup:
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, name, level) for name in ("Bo", "Cy", "Dee")
    )
    return GameSetup(4, 2, seats=seats, seed=seed)


# Seeds where the person's own turn opens for the side (in others the partner opens first).
DEAL_SEEDS = os.environ.get("CANASTA_GUI_DEAL_SEEDS", "gui-deal-2,gui-deal-7").split(",")


@pytest.mark.parametrize("seed", DEAL_SEEDS)
def test_whole_deal_with_mouse_drags(qtbot, seed):
    window = make_window(qtbot)
    window.start_game(solo_setup(seed))
    driver = HumanDriver(qtbot, window, seed)
    play_deal(qtbot, window, driver)
    dialog = window.dialog
    assert isinstance(dialog, DealSummaryDialog) and dialog.isVisible()
    assert window.session.state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    # Every kind of move was made with the mouse and applied by the engine.
    for kind in ("draw", "opening", "layoff", "discard"):
        assert driver.done[kind] >= 1, (kind, driver.done)
    # The deal's scores are the engine's, shown in the summary.
    result = window.session.state.history[-1]
    assert window.session.state.scores == [s.total for s in result.sides] or result.deal > 1


def _human_turn_window(qtbot, seed="gui-refuse"):
    window = make_window(qtbot)
    window.start_game(solo_setup(seed))
    qtbot.waitUntil(lambda: window.session.human_may_act(), timeout=20_000)
    return window


def test_refused_drop_shows_reason_and_changes_nothing(qtbot):
    window = _human_turn_window(qtbot)
    session = window.session
    scene = window.table.scene
    before = session.state.clone()
    moves = len(session.moves)
    # Drawing is the first step: dropping a hand card on the pile is refused by the engine.
    card = scene.hand_items()[0]
    home = card.pos()
    drag(window, card_point(card), zone_centre(window, ("pile",)))
    qtbot.waitUntil(lambda: window.table.message_label.text() != "")
    text = window.table.message_label.text()
    assert "draw" in text.lower() or "turn" in text.lower(), text
    assert len(session.moves) == moves
    from canasta_gui.engine.serialize import state_differences

    assert state_differences(session.state, before) == []
    qtbot.waitUntil(lambda: not scene.animating)
    assert scene.hand_items()[0].pos() == home


def test_meld_drop_refused_with_reason(qtbot):
    window = _human_turn_window(qtbot, "gui-refuse-2")
    session = window.session
    scene = window.table.scene
    stock = max((c for c in scene.cards if c.zone == ("stock",)), key=lambda c: c.zValue())
    drag(window, card_point(stock), zone_centre(window, ("hand",)))
    qtbot.waitUntil(lambda: session.state.phase == Phase.PLAY)
    # Two cards of different ranks never make a meld (§3.7.1): the engine says so.
    items = scene.hand_items()
    first = items[0]
    other = next(i for i in items if i.card >> 2 != first.card >> 2 and i.card >> 2 > 1)
    window.table.controller.toggle(first.index)
    window.table.controller.toggle(other.index)
    moves = len(session.moves)
    side = session.observation().side
    drag(window, card_point(first), zone_centre(window, ("melds", side)))
    qtbot.waitUntil(lambda: window.table.message_label.text() != "")
    assert len(session.moves) == moves
    assert window.table.controller.plan.empty


@pytest.mark.parametrize("size", [(1024, 720), (1920, 1080)])
def test_table_scales_to_the_window(qtbot, size):
    window = make_window(qtbot, size)
    window.start_game(solo_setup("gui-size"))
    view = window.table.view
    scene_rect = view.mapFromScene(view.sceneRect()).boundingRect()
    viewport = view.viewport().rect()
    # The whole table is visible and fills one dimension of the view.
    assert viewport.contains(scene_rect.adjusted(1, 1, -1, -1))
    assert (
        abs(scene_rect.width() - viewport.width()) <= 6
        or abs(scene_rect.height() - viewport.height()) <= 6
    )
