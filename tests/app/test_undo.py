"""Undo and redo within a person's turn, with real keys and clicks on a real window.

A person may take back their own melds, lay-offs and staged plan steps of the current turn
(docs/rules.md §3.5 steps 2-3). The draw, a pile take, the question to a partner (§3.12.3) and
the discard show something new or end the turn: undo never goes back past them.
"""

from __future__ import annotations

from collections import Counter

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from canasta_gui.app.i18n import Translator
from canasta_gui.app.scene import speeds
from canasta_gui.app.session import Session
from canasta_gui.app.settings import Settings
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.main_window import MainWindow
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.cards import parse_card
from canasta_gui.engine.serialize import state_differences, state_to_json
from tests.app.gui_helpers import card_point, click, drag, zone_centre
from tests.app.saved_helpers import newest_saved
from tests.app.test_pass_and_play import CANASTA, PrivacyWatch
from tests.engine.helpers import build

NO = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
NOTHING = "Nothing to undo"


@pytest.fixture(autouse=True)
def _speed_back():
    before = speeds.factor()
    yield
    speeds.set_factor(before)


def setup_with(humans: dict[int, str], seed: str = "undo") -> GameSetup:
    names = ("Ann", "Bo", "Cy", "Dee")
    seats = tuple(
        SeatSetup(HUMAN, humans[i]) if i in humans else SeatSetup(COMPUTER, names[i], "easy")
        for i in range(4)
    )
    return GameSetup(4, 2, seats=seats, seed=seed)


def open_window(qtbot, speed: str = "instant", size=(1280, 800)) -> MainWindow:
    window = MainWindow(Settings(speed=speed), Translator())
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def start(qtbot, state, speed: str = "instant", humans=None, size=(1280, 800)) -> MainWindow:
    """A window at the start of Ann's (seat 0) turn, at ``state``, against computer players."""
    window = open_window(qtbot, speed, size)
    window.start_game(setup_with(humans or {0: "Ann"}), state, [])
    if humans is None:
        wait_turn(qtbot, window)
    return window


def wait_turn(qtbot, window) -> None:
    qtbot.waitUntil(
        lambda: window.session.human_may_act() and not window.table.scene.animating,
        timeout=20_000,
    )
    window.table.view.setFocus()
    qtbot.waitUntil(window.table.view.hasFocus)


def settle(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.table.scene.animating, timeout=5000)


def key(qtbot, window, k, modifier=NO) -> None:
    """A key where the keyboard focus is, as the window system delivers it; then the table
    settles (its animations run at the chosen speed)."""
    QTest.keyClick(QApplication.focusWidget() or window, k, modifier)
    settle(qtbot, window)


def press(qtbot, window, name: str) -> None:
    button = window.table.buttons[name]
    assert button.isVisible() and button.isEnabled(), name
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    settle(qtbot, window)
    window.table.view.setFocus()


def select(qtbot, window, codes: str) -> None:
    """Click the hand cards ``codes``, one click each."""
    scene = window.table.scene
    for code in codes.split():
        item = next(
            i for i in scene.hand_items() if i.code == code and i.index not in scene.selected
        )
        click(window, card_point(item))
        settle(qtbot, window)
    shown = [window.table.controller.display[i] for i in scene.selected]
    assert Counter(shown) == Counter(parse_card(c) for c in codes.split())


def cards(codes: str) -> tuple[int, ...]:
    return tuple(parse_card(c) for c in codes.split())


def staged(window) -> list[Counter]:
    return [Counter(m) for m in window.table.controller.plan.melds]


def same(a, b) -> bool:
    return state_differences(a, b) == [] and state_to_json(a) == state_to_json(b)


def can(window) -> tuple[bool, bool]:
    b = window.table.buttons
    return b["undo"].isEnabled(), b["redo"].isEnabled()


def last_log(window) -> str:
    rows = window.table.log_model.stringList()
    return rows[-1] if rows else ""


# -- one turn: stage, confirm, meld, lay off; undo and redo; discard -----------------------


@pytest.mark.parametrize("speed", ["instant", "normal"])
def test_undo_and_redo_in_one_turn_end_where_the_turn_without_them_ends(qtbot, speed):
    # Ann (side 0) has not opened (minimum 50, docs/rules.md §3.8.1); she draws QH QS.
    initial = build(4, 2, hands={0: "AH AS AD AC KH KS KD KC 7H 7S 7D 9C 4S"}, stock_top="QH QS")
    window = start(qtbot, initial.clone(), speed)
    session = window.session
    ctrl = window.table.controller
    after_discard = []
    session.changed.connect(
        lambda _e: (
            after_discard.append(session.state.clone())
            if session.moves[-1:] and isinstance(session.moves[-1], act.Discard)
            else None
        )
    )
    assert can(window) == (False, False)

    # The draw is never taken back (docs/rules.md §3.6: it shows new cards).
    key(qtbot, window, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: session.state.phase == Phase.PLAY)
    settle(qtbot, window)
    assert session.moves == [act.DRAW]
    drawn = session.state.clone()
    assert can(window) == (False, False)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert window.table.message_label.text().startswith(NOTHING)
    assert same(session.state, drawn) and session.moves == [act.DRAW]

    # Staged: the opening (three aces, then three kings, then a fourth king on them).
    select(qtbot, window, "AH AS AD")
    key(qtbot, window, Qt.Key.Key_Return)
    assert staged(window) == [Counter(cards("AH AS AD"))]
    assert can(window) == (True, False)
    select(qtbot, window, "KH KS KD")
    scene = window.table.scene
    first = next(i for i in scene.hand_items() if i.index in scene.selected)
    drag(window, card_point(first), zone_centre(window, ("melds", 0)))
    settle(qtbot, window)
    assert staged(window) == [Counter(cards("AH AS AD")), Counter(cards("KH KS KD"))]
    select(qtbot, window, "KC")
    click(window, zone_centre(window, ("staged", 1)))
    settle(qtbot, window)
    full_plan = [Counter(cards("AH AS AD")), Counter(cards("KH KS KD KC"))]
    assert staged(window) == full_plan
    assert "Opening: 100 of 50" in window.table.plan_label.text()
    assert same(session.state, drawn)  # nothing applied yet

    # Applied: the opening (Ctrl+Enter), three 7s, the fourth ace laid off on the aces.
    key(qtbot, window, Qt.Key.Key_Return, CTRL)
    qtbot.waitUntil(lambda: len(session.moves) == 2)
    opening = session.moves[1]
    assert sorted(map(Counter, opening.melds), key=len) == full_plan and not opening.layoffs
    opened = session.state.clone()
    select(qtbot, window, "7H 7S 7D")
    key(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.moves) == 3)
    sevens = session.state.clone()
    select(qtbot, window, "AC")
    key(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.moves) == 4)
    assert session.moves[3] == act.Meld((), ((parse_card("AC") >> 2, cards("AC")),))
    assert ctrl.plan.empty and can(window) == (True, False)

    # Undo four times: the lay-off, the 7s, the opening (back to staged), the fourth king.
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert same(session.state, sevens) and len(session.moves) == 3
    # The log tells what stands: the lay-off leaves it.
    assert last_log(window) == "Ann: melds 7s"
    press(qtbot, window, "undo")
    assert same(session.state, opened) and len(session.moves) == 2
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert same(session.state, drawn) and session.moves == [act.DRAW]
    assert sorted(staged(window), key=len) == full_plan
    assert "Opening: 100 of 50" in window.table.plan_label.text()
    assert window.table.buttons["confirm"].isEnabled()
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert same(session.state, drawn)
    assert sorted(staged(window), key=len) == [
        Counter(cards("AH AS AD")),
        Counter(cards("KH KS KD")),
    ]
    # What the table shows is the engine's hand minus the staged cards.
    shown = Counter(i.card for i in window.table.scene.hand_items())
    assert shown == Counter(session.state.hand_cards(0)) - Counter(cards("AH AS AD KH KS KD"))
    assert can(window) == (True, True)

    # Redo twice (both keys and the button): the fourth king, then the opening.
    key(qtbot, window, Qt.Key.Key_Y, CTRL)
    assert sorted(staged(window), key=len) == full_plan
    press(qtbot, window, "redo")
    assert same(session.state, opened) and session.moves[:2] == [act.DRAW, opening]
    assert ctrl.plan.empty
    assert last_log(window).startswith("Ann: melds ")  # the opening is back in the log
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    key(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)  # Ctrl+Shift+Z redoes too
    assert same(session.state, opened) and len(session.moves) == 2
    assert can(window) == (True, True)  # the 7s and the lay-off could still be made again

    # A legal discard ends the turn: the 7s and the lay-off stay undone.
    select(qtbot, window, "9C")
    key(qtbot, window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: bool(after_discard), timeout=10_000)
    assert session.moves[:3] == [act.DRAW, opening, act.Discard(parse_card("9C"))]
    reference = initial.clone()
    for step in (act.DRAW, opening, act.Discard(parse_card("9C"))):
        reference.apply(step)
    assert same(after_discard[0], reference)
    # After the discard nothing can be undone: the computer players have the turn.
    assert can(window) == (False, False)
    moves = list(session.moves)
    QTest.keyClick(window.table.view, Qt.Key.Key_Z, CTRL)
    assert session.moves[: len(moves)] == moves
    assert session.moves[2] == act.Discard(parse_card("9C"))
    window.close()


# -- the pile take and the question to the partner are barriers ---------------------------


def test_undo_stops_just_after_a_pile_take(qtbot):
    # Side 0 has opened with queens; the pile's top 8H goes with Ann's 8C 8D (§3.10).
    initial = build(
        4,
        2,
        hands={0: "8C 8D 7H 7S 7D 4C 6D"},
        melds={0: ["QH QS QD"]},
        pile="5C 9H 8H",
    )
    window = start(qtbot, initial.clone())
    session = window.session
    ctrl = window.table.controller
    # Staging the take shows nothing new: it can be undone and redone like any staged step.
    click(window, zone_centre(window, ("pile",)))
    settle(qtbot, window)
    assert ctrl.plan.take == act.TakePile(cards("8C 8D"))
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert ctrl.plan.empty and session.moves == []
    key(qtbot, window, Qt.Key.Key_Y, CTRL)
    assert ctrl.plan.take == act.TakePile(cards("8C 8D"))
    # Esc cancels the plan; an undo brings it back, as it was.
    key(qtbot, window, Qt.Key.Key_Escape)
    assert ctrl.plan.empty
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert ctrl.plan.take == act.TakePile(cards("8C 8D"))
    assert can(window) == (True, True)  # the cancel could be made again...
    select(qtbot, window, "7H 7S 7D")
    key(qtbot, window, Qt.Key.Key_Return)
    assert staged(window) == [Counter(cards("7H 7S 7D"))]
    assert can(window) == (True, False)  # ...until a new step replaces it
    key(qtbot, window, Qt.Key.Key_Return, CTRL)
    qtbot.waitUntil(lambda: len(session.moves) == 2)
    assert isinstance(session.moves[0], act.TakePile)
    taken = initial.clone()
    taken.apply(session.moves[0])
    melded = session.state.clone()

    # One undo takes back the 7s and stops just after the take; the take itself stays.
    assert can(window) == (True, False)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert same(session.state, taken) and session.moves == [act.TakePile(cards("8C 8D"))]
    assert ctrl.plan.empty
    assert can(window) == (False, True)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert window.table.message_label.text().startswith(NOTHING)
    assert same(session.state, taken)
    key(qtbot, window, Qt.Key.Key_Y, CTRL)
    assert same(session.state, melded) and len(session.moves) == 2
    window.close()


def test_the_question_to_the_partner_is_a_barrier(qtbot):
    # docs/rules.md §3.12.3: the answer tells Ann something about her partner's hand, and
    # undoing the question would let her ask again.
    state = build(4, 2, hands={0: "9C 9D 9H 8C 8D 8H 5C"}, melds={0: CANASTA}, phase=Phase.PLAY)
    window = start(qtbot, state)
    session = window.session
    press(qtbot, window, "ask")
    qtbot.waitUntil(lambda: len(session.moves) == 2, timeout=10_000)
    wait_turn(qtbot, window)
    assert isinstance(session.moves[1], act.AnswerGoOut)
    answered = session.state.clone()
    assert can(window) == (False, False)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert window.table.message_label.text().startswith(NOTHING)
    assert same(session.state, answered)
    select(qtbot, window, "9C 9D 9H")
    key(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.moves) == 3)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert same(session.state, answered) and len(session.moves) == 2
    assert can(window) == (False, True)
    window.close()


# -- computer seats, Continue, pass-and-play --------------------------------------------------


def test_computer_seats_never_undo_and_their_moves_cannot_be_undone(qtbot):
    window = open_window(qtbot)
    window.start_game(setup_with({0: "Ann"}, "pp-1"))  # a dealt game: Ann plays first
    wait_turn(qtbot, window)
    session = window.session
    lengths = []
    session.changed.connect(lambda _e: lengths.append(len(session.moves)))
    key(qtbot, window, Qt.Key.Key_S)
    select(qtbot, window, window.table.scene.hand_items()[0].code)
    key(qtbot, window, Qt.Key.Key_D)
    assert len(session.moves) == 2 and session.actor != 0
    refused = []
    # While the computer seats play, Ctrl+Z is refused every time it is pressed.
    while session.actor != 0:
        assert not session.can_undo() and can(window) == (False, False)
        before = len(session.moves)
        QTest.keyClick(window.table.view, Qt.Key.Key_Z, CTRL)
        assert len(session.moves) >= before
        refused.append(window.table.message_label.text())
        qtbot.waitUntil(
            lambda n=before: len(session.moves) > n or session.actor == 0, timeout=10_000
        )
    wait_turn(qtbot, window)
    # The session's move list only ever grew: no computer seat took anything back.
    assert lengths == sorted(lengths) and len(session.moves) >= 5
    assert "It is not your turn." in refused
    # Ann's new turn: the computer players' moves are not hers to undo.
    assert can(window) == (False, False)
    before = session.state.clone()
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert window.table.message_label.text().startswith(NOTHING)
    assert same(session.state, before)
    window.close()


def test_continue_after_an_undo_resumes_the_undone_position(qtbot):
    state = build(
        4, 2, hands={0: "7H 7S 7D 8H 8S 8D 9C 4S 5D"}, melds={0: ["QH QS QD"]}, phase=Phase.PLAY
    )
    window = start(qtbot, state)
    session = window.session
    select(qtbot, window, "7H 7S 7D")
    key(qtbot, window, Qt.Key.Key_Return)
    undone = session.state.clone()
    select(qtbot, window, "8H 8S 8D")
    key(qtbot, window, Qt.Key.Key_Return)
    assert len(session.moves) == 2
    press(qtbot, window, "undo")
    assert same(session.state, undone) and len(session.moves) == 1
    moves = list(session.moves)
    # The undo itself was saved: the file holds the undone position, not the one before.
    loaded = newest_saved()
    assert same(loaded.state, undone) and loaded.moves == moves
    window.close()

    again = open_window(qtbot)
    with qtbot.waitSignal(again.game_started):
        QTest.mouseClick(again.start_page.resume, Qt.MouseButton.LeftButton)
    wait_turn(qtbot, again)
    assert same(again.session.state, undone) and again.session.moves == moves
    shown = Counter(i.card for i in again.table.scene.hand_items())
    assert shown == Counter(undone.hand_cards(0))
    # The undo history lives with the window: a continued game starts without one.
    assert can(again) == (False, False)
    again.close()


def test_in_pass_and_play_the_next_person_cannot_undo_the_previous_turn(qtbot):
    state = build(4, 2, hands={0: "7H 7S 7D 9C 4S"}, melds={0: ["QH QS QD"]}, phase=Phase.PLAY)
    window = start(qtbot, state, humans={0: "Ann", 1: "Bo"})
    session = window.session
    watch = PrivacyWatch(window)
    QTest.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window)
    select(qtbot, window, "7H 7S 7D")
    key(qtbot, window, Qt.Key.Key_Return)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    key(qtbot, window, Qt.Key.Key_Y, CTRL)
    assert len(session.moves) == 1 and can(window) == (True, False)
    watch.check("after undo and redo")
    select(qtbot, window, "9C")
    key(qtbot, window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.privacy)
    melded = session.state.clone()
    # Behind the privacy screen the keys reach no table.
    QTest.keyClick(window.privacy, Qt.Key.Key_Z, CTRL)
    assert same(session.state, melded)
    QTest.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    wait_turn(qtbot, window)
    assert session.bottom == 1
    assert can(window) == (False, False)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert window.table.message_label.text().startswith(NOTHING)
    assert same(session.state, melded)
    watch.check("Bo's turn")
    watch.assert_clean()
    window.close()


# -- on screen -------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1024, 720), (1280, 800)])
def test_undo_and_redo_fit_beside_a_full_action_bar(qtbot, size):
    state = build(4, 2, hands={0: "AH AS AD 7H 7S 9C"}, phase=Phase.PLAY)
    window = start(qtbot, state, size=size)
    select(qtbot, window, "AH AS AD")
    key(qtbot, window, Qt.Key.Key_Return)  # a staged opening: Confirm and Cancel show
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    key(qtbot, window, Qt.Key.Key_Y, CTRL)
    page = window.table
    assert can(window) == (True, False)
    inside = page.rect()
    for name, b in page.buttons.items():
        if not b.isVisible():
            continue
        # Every button shows its whole text and lies inside the page.
        assert b.width() >= b.sizeHint().width(), (name, b.width(), b.sizeHint().width())
        assert inside.contains(b.mapTo(page, b.rect().topLeft())), name
        assert inside.contains(b.mapTo(page, b.rect().bottomRight())), name
    # Reachable by Tab like the other buttons.
    page.buttons["sort"].setFocus()
    qtbot.waitUntil(page.buttons["sort"].hasFocus)
    reached = set()
    for _ in range(40):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.add(QApplication.focusWidget())
    assert page.buttons["undo"] in reached
    window.close()


# -- the session alone: the last red 3 (docs/rules.md §3.13.1) and going out ------------------


def last_red3(hand: str, melds: list[str]):
    """Ann draws the last card, a red 3 with nothing to replace it: under MELD-THEN-END she
    may still meld and lay off, then the deal ends (docs/rules.md §3.13.1)."""
    return build(
        4,
        2,
        hands={0: hand},
        melds={0: melds, 1: ["KH KS KD"]},
        stock_top="3H",
        stock_size=1,
        dump=1,
        options={"OPT-CAN-LAST-RED3": "MELD-THEN-END"},
        has_melded={0: True},
    )


def test_melds_after_the_last_red_3_can_be_undone_until_the_turn_ends(qtbot):
    session = Session(
        setup_with({0: "Ann"}), last_red3("7H 7S 7D 9C", ["QH QS QD"]), [], autosave=False
    )
    assert session.play(act.DRAW) is None and session.state.phase == Phase.LAST_MELD
    assert not session.can_undo()
    drawn = session.state.clone()
    assert session.play(act.Meld((cards("7H 7S 7D"),), ())) is None
    melded = session.state.clone()
    assert session.can_undo() and session.undo(None) is None
    assert same(session.state, drawn) and session.moves == [act.DRAW]
    assert session.redo(None) is None and same(session.state, melded)
    assert session.play(act.END_TURN) is None
    assert session.state.phase == Phase.DEAL_OVER
    assert not session.can_undo() and not session.can_redo()
    assert session.undo(None) is not None and len(session.moves) == 3


def test_going_out_by_melding_cannot_be_undone(qtbot):
    session = Session(setup_with({0: "Ann"}), last_red3("9C 9D 9H", CANASTA), [], autosave=False)
    session.play(act.DRAW)
    assert session.play(act.Meld((cards("9C 9D 9H"),), ())) is None
    assert session.state.history[-1].went_out == 0  # the deal is over: everyone's hand is shown
    assert not session.can_undo() and session.undo(None) is not None
    assert len(session.moves) == 2


def test_an_undo_takes_the_last_moves_marks_off_the_felt(qtbot):
    """The marks show what was played; once it is taken back they would point at nothing."""
    initial = build(4, 2, hands={0: "AH AS AD AC KH KS KD KC 7H 7S 7D 9C 4S"}, stock_top="QH QS")
    window = start(qtbot, initial.clone())
    session, marks = window.session, window.table.controller.marks
    key(qtbot, window, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: session.state.phase == Phase.PLAY)
    settle(qtbot, window)
    select(qtbot, window, "AH AS AD")
    key(qtbot, window, Qt.Key.Key_Return)
    select(qtbot, window, "KH KS KD")
    key(qtbot, window, Qt.Key.Key_Return)
    key(qtbot, window, Qt.Key.Key_Return, CTRL)
    qtbot.waitUntil(lambda: len(session.moves) == 2)
    settle(qtbot, window)
    melded = {c.card for c in marks.move_cards}
    assert set(cards("AH AS AD KH KS KD")) <= melded, melded
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: len(session.moves) == 1)
    settle(qtbot, window)
    assert not marks.move_cards and not marks.move_places
