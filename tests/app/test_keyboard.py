"""A turn played from the keyboard alone, with the focus visible (docs/rules.md §3.5: draw, meld,
discard). Every key goes through Qt's real key handling (shortcuts included)."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from canasta_gui.app.scene.items import FOCUS
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.texts import engine_text
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.rules import check
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.cards import card_code
from canasta_gui.engine.serialize import state_differences
from tests.app.gui_helpers import make_window
from tests.engine.helpers import build

NO = Qt.KeyboardModifier.NoModifier


def solo_setup(seed: str) -> GameSetup:
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, name, "easy") for name in ("Bo", "Cy", "Dee")
    )
    return GameSetup(4, 2, seats=seats, seed=seed)


def human_turn(qtbot, seed: str = "pp-1", state=None):
    """A window at the start of Ann's turn (seed pp-1: Ann plays first)."""
    window = make_window(qtbot)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.start_game(solo_setup(seed), state, [] if state is not None else None)
    qtbot.waitUntil(
        lambda: window.session.human_may_act() and not window.table.scene.animating,
        timeout=20_000,
    )
    return window


def key(window, k, modifier=NO) -> None:
    """Press a key where the keyboard focus is, as the window system would deliver it."""
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, k, modifier)


def tab_to_view(qtbot, window) -> None:
    """Move the focus to the table with Tab, starting from the action bar."""
    view = window.table.view
    window.table.buttons["sort"].setFocus()
    qtbot.waitUntil(lambda: window.table.buttons["sort"].hasFocus())
    for _ in range(40):
        if view.hasFocus():
            break
        key(window, Qt.Key.Key_Tab)
    assert view.hasFocus(), QApplication.focusWidget()


def focused_items(window) -> list:
    return [c for c in window.table.scene.hand_items() if c.focused]


def focus_pixels(window, item) -> int:
    """How many pixels of the focus colour the view shows around ``item``."""
    view = window.table.view
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect().adjusted(-4, -4, 4, 4)
    image = view.viewport().grab(rect).toImage()
    want = QColor(FOCUS)
    count = 0
    for y in range(0, image.height()):
        for x in range(0, image.width()):
            c = image.pixelColor(x, y)
            if (
                abs(c.red() - want.red()) < 40
                and abs(c.green() - want.green()) < 40
                and abs(c.blue() - want.blue()) < 40
            ):
                count += 1
    return count


def test_a_whole_turn_from_the_keyboard(qtbot):
    window = human_turn(qtbot)
    session = window.session
    scene = window.table.scene
    tab_to_view(qtbot, window)
    # The focus is visible at once: the first card carries it.
    assert scene.keyboard_focus and scene.focus_index == 0
    assert focused_items(window) == [scene.hand_items()[0]]

    # S draws from the stock (docs/rules.md §3.6: two cards in this configuration).
    before = session.state.hand_sizes[0]
    key(window, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: session.state.phase == Phase.PLAY)
    assert session.moves == [act.DRAW]
    assert session.state.hand_sizes[0] == before + 2
    qtbot.waitUntil(lambda: not scene.animating)
    assert window.table.view.hasFocus()

    # Arrows move the focus, one card at a time, and only one card shows it.
    for _ in range(3):
        key(window, Qt.Key.Key_Right)
    assert scene.focus_index == 3
    key(window, Qt.Key.Key_Left)
    assert scene.focus_index == 2
    items = scene.hand_items()
    assert focused_items(window) == [items[2]]
    QTest.qWait(0)
    # Drawn with focus: the focus outline's colour is around that card, not around another.
    assert focus_pixels(window, items[2]) > 50
    assert focus_pixels(window, items[-1]) < focus_pixels(window, items[2]) / 5
    key(window, Qt.Key.Key_Home)  # not a table key: the focus stays
    assert scene.focus_index == 2

    # Space selects the focused card (and lifts it); D discards the one selected card.
    card = items[2].card
    key(window, Qt.Key.Key_Space)
    assert scene.selected == {2}
    assert scene.hand_items()[2].selected
    key(window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: session.state.pile[-1:] == [card])
    assert session.moves == [act.DRAW, act.Discard(card)]
    assert session.state.hand_sizes[0] == before + 1
    assert session.actor != 0
    window.close()


def test_arrows_wrap_around_the_hand(qtbot):
    window = human_turn(qtbot)
    scene = window.table.scene
    tab_to_view(qtbot, window)
    n = len(scene.hand_items())
    key(window, Qt.Key.Key_Left)
    assert scene.focus_index == n - 1
    assert focused_items(window) == [scene.hand_items()[-1]]
    key(window, Qt.Key.Key_Right)
    assert scene.focus_index == 0
    # Leaving the table hides the focus mark; coming back shows it again.
    key(window, Qt.Key.Key_Tab)
    assert not window.table.view.hasFocus()
    assert focused_items(window) == []
    tab_to_view(qtbot, window)
    assert focused_items(window) == [scene.hand_items()[0]]
    window.close()


def test_every_action_bar_button_is_reachable_by_tab(qtbot):
    window = human_turn(qtbot)
    buttons = window.table.buttons
    for name, b in buttons.items():
        assert b.focusPolicy() & Qt.FocusPolicy.TabFocus, name
    tab_to_view(qtbot, window)
    key(window, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: window.session.state.phase == Phase.PLAY)
    qtbot.waitUntil(lambda: not window.table.scene.animating)
    reached = set()
    view = window.table.view
    for _ in range(60):
        key(window, Qt.Key.Key_Tab)
        w = QApplication.focusWidget()
        if w is view:
            break
        if isinstance(w, QPushButton):
            reached.add(w)
    else:
        raise AssertionError("Tab never came back to the table")
    usable = {b for b in buttons.values() if b.isVisible() and b.isEnabled()}
    assert {"meld", "discard", "sort"} <= {n for n, b in buttons.items() if b in usable}
    missing = [n for n, b in buttons.items() if b in usable and b not in reached]
    assert not missing, missing
    # A button reached by Tab works from the keyboard: Space on "Sort" changes the order.
    buttons["sort"].setFocus()
    qtbot.waitUntil(lambda: buttons["sort"].hasFocus())
    mode = window.table.controller.hand_model.sort_mode
    key(window, Qt.Key.Key_Space)
    assert window.table.controller.hand_model.sort_mode != mode
    window.close()


def expected_refusal(session, action) -> str:
    err = check(session.state, action)
    assert err is not None, action
    return engine_text(err)


@pytest.mark.parametrize("name", ["discard_before_drawing", "ask_before_drawing", "draw_twice"])
def test_an_illegal_key_shows_the_engines_reason_and_changes_nothing(qtbot, name):
    window = human_turn(qtbot)
    session = window.session
    scene = window.table.scene
    tab_to_view(qtbot, window)
    if name == "draw_twice":
        key(window, Qt.Key.Key_S)
        qtbot.waitUntil(lambda: session.state.phase == Phase.PLAY)
        qtbot.waitUntil(lambda: not scene.animating)
    keys = {
        "discard_before_drawing": (Qt.Key.Key_D, act.Discard(scene.hand_items()[0].card)),
        "ask_before_drawing": (Qt.Key.Key_A, window.table.controller.ask_action()),
        "draw_twice": (Qt.Key.Key_S, act.DRAW),
    }
    k, action = keys[name]
    reason = expected_refusal(session, action)
    before = session.state.clone()
    moves = list(session.moves)
    if name == "discard_before_drawing":
        key(window, Qt.Key.Key_Space)  # D discards only a selected card
    key(window, k)
    qtbot.waitUntil(lambda: window.table.message_label.text() != "")
    assert window.table.message_label.text() == reason
    assert state_differences(session.state, before) == []
    assert session.moves == moves
    assert session.human_may_act()
    window.close()


def test_confirmed_opening_leaves_the_other_copies_in_the_hand(qtbot):
    # Ann has not opened (minimum 50, docs/rules.md §3.8): three aces (60) are staged, then
    # confirmed; the fourth ace stays in her hand.
    state = build(4, 2, hands={0: "AH AS AD AH 5C 6C 9C"}, phase=Phase.PLAY, current=0)
    window = human_turn(qtbot, "kb-open", state)
    session = window.session
    scene = window.table.scene
    tab_to_view(qtbot, window)
    codes = [c.code for c in scene.hand_items()]
    wanted = [codes.index("AH"), codes.index("AS"), codes.index("AD")]
    for i in sorted(wanted):
        while scene.focus_index != i:
            key(window, Qt.Key.Key_Right)
        key(window, Qt.Key.Key_Space)
    assert scene.selected == set(wanted)
    key(window, Qt.Key.Key_Return)  # Enter stages the meld: an opening is confirmed whole
    qtbot.waitUntil(lambda: not window.table.controller.plan.empty)
    assert "Opening: 60 of 50" in window.table.plan_label.text()
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(session.moves) == 1)
    assert session.state.opened[0]
    qtbot.waitUntil(lambda: not scene.animating)
    shown = sorted(c.code for c in scene.hand_items())
    own = sorted(card_code(k) for k in session.state.hand_cards(0))
    window.close()
    assert shown == own == ["5C", "6C", "9C", "AH"]


def test_h_gives_a_hint_read_from_the_persons_own_view_and_changes_nothing(qtbot):
    """The hint is the Medium computer player's move for the seat (issue: computer players,
    "a *hint* call gives a human seat the suggested move"); asking for it plays nothing."""
    from canasta_gui.ai.canasta.player import hint
    from canasta_gui.app.texts import decision_text

    window = human_turn(qtbot)
    before = window.session.state.clone()
    expected = decision_text(hint(window.session.observation(), "hard"))
    window.table.view.setFocus()
    qtbot.waitUntil(window.table.view.hasFocus)
    key(window, Qt.Key.Key_H)
    assert window.table.message_label.text() == f"Hint: {expected}"
    assert not state_differences(before, window.session.state)
