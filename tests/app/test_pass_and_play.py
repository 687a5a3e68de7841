"""Pass-and-play at one screen: the privacy screen between people, and the partner's question.

docs/rules.md §1.5 (a seat never sees another player's hand), §3.12.3 (asking "may I go out?").
"""

from __future__ import annotations

from collections import Counter

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.go_out_dialog import GoOutQuestionDialog
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.state import Phase
from tests.app.gui_helpers import card_point, drag, zone_centre
from tests.app.gui_helpers import make_window as _make_window
from tests.app.human_driver import HumanDriver
from tests.engine.helpers import build

CANASTA = ["AH AS AD AC AH AS 2D"]  # side 0's canasta: it may go out (docs/rules.md §3.12.1)


_KEPT: list = []


@pytest.fixture(autouse=True)
def _keep_windows():
    """Hold each window until pytest-qt has deleted it: a closed "May I go out?" dialog that
    still waits for deletion may otherwise hold the window's last reference (see
    test_main_window_dialogs.py::test_window_survives_losing_its_last_reference_after_a_dialog).
    """
    yield
    _KEPT.clear()


def make_window(qtbot):
    window = _make_window(qtbot)
    _KEPT.append(window)
    return window


def setup_with(humans: dict[int, str], seed: str, level: str = "easy") -> GameSetup:
    names = ("Ann", "Bo", "Cy", "Dee")
    seats = tuple(
        SeatSetup(HUMAN, humans[i]) if i in humans else SeatSetup(COMPUTER, names[i], level)
        for i in range(4)
    )
    return GameSetup(4, 2, seats=seats, seed=seed)


def hand_items(window) -> list:
    """Every card item that belongs to a hand: the bottom hand and the other seats' fans."""
    return [
        c
        for c in window.table.scene.cards
        if c.zone == ("hand",) or (len(c.zone) == 2 and c.zone[0] == "seat")
    ]


class PrivacyWatch:
    """Checks the privacy invariant after every change the session or the window makes."""

    def __init__(self, window) -> None:
        self.window = window
        self.violations: list[str] = []
        self.checks = 0
        self.privacy_for: list[int] = []
        s = window.session
        # Connected after the window and the table page, so they have redrawn when this runs.
        s.changed.connect(lambda _e: self.check("changed"))
        s.privacy_requested.connect(self.on_privacy)
        s.turn_started.connect(lambda _seat: self.check("turn_started"))
        s.thinking.connect(lambda _seat: self.check("thinking"))
        s.answer_requested.connect(lambda _a, _b: self.check("answer_requested"))
        window.stack.currentChanged.connect(lambda _i: self.check("page"))
        window.table.scene.idle.connect(lambda: self.check("idle"))

    def on_privacy(self, seat: int) -> None:
        w = self.window
        self.privacy_for.append(seat)
        name = w.session.seat_name(seat)
        if w.stack.currentWidget() is not w.privacy:
            self.violations.append(f"privacy for seat {seat} requested but not shown")
        if w.privacy.name != name or name not in w.privacy.title.text():
            self.violations.append(f"privacy screen names {w.privacy.name!r}, not {name!r}")
        if name not in w.privacy.button.text():
            self.violations.append(f"privacy button {w.privacy.button.text()!r} lacks {name!r}")
        self.check(f"privacy_requested({seat})")

    def check(self, where: str) -> None:
        self.checks += 1
        w = self.window
        s = w.session
        if s is None or w.table is None:
            return
        page = w.stack.currentWidget()
        items = hand_items(w)
        up = [c for c in items if c.face_up]
        leaked = [c for c in items if not c.face_up and (c.card >= 0 or c.code)]
        if leaked:
            self.violations.append(f"{where}: face-down hand cards still carry {leaked[0].code}")
        if page is w.privacy:
            if w.table.isVisible():
                self.violations.append(f"{where}: the table is visible behind the privacy screen")
            if up:
                self.violations.append(f"{where}: {len(up)} hand cards face up behind privacy")
            return
        if page is not w.table or not up:
            return
        if any(c.zone != ("hand",) for c in up):
            self.violations.append(f"{where}: another seat's hand is face up")
        bottom = s.bottom
        if not (s.is_human(bottom) and s.actor == bottom and s.revealed):
            self.violations.append(
                f"{where}: hand of seat {bottom} shown while seat {s.actor} is to act"
            )
        shown = Counter(c.card for c in up)
        own = Counter(s.state.hand_cards(bottom))
        if shown - own:
            self.violations.append(f"{where}: face-up cards {shown - own} are not seat {bottom}'s")

    def assert_clean(self) -> None:
        assert not self.violations, self.violations[:5]


def wait_for_person(qtbot, window, timeout=20_000) -> str:
    """Wait until a person must do something: 'privacy', 'play', 'answer' or 'summary'."""

    def state() -> str:
        if isinstance(window.dialog, DealSummaryDialog):
            return "summary"
        if isinstance(window.dialog, GoOutQuestionDialog):
            return "answer"
        if window.stack.currentWidget() is window.privacy:
            return "privacy"
        s = window.session
        if s.human_may_act() and not window.table.scene.animating:
            return "play"
        return ""

    qtbot.waitUntil(lambda: state() != "", timeout=timeout)
    return state()


def press_ready(qtbot, window) -> None:
    button = window.privacy.button
    assert button.isVisible()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table)


def refresh_if_stale(qtbot, window) -> None:
    """The hand on the table is exactly the engine's hand for the person to act."""
    session = window.session
    if not session.human_may_act() or not window.table.controller.plan.empty:
        return
    shown = sorted(c.card for c in window.table.scene.hand_items())
    assert shown == sorted(session.state.hand_cards(session.bottom))


def close_window(window) -> None:
    if window.dialog is not None:
        window.dialog.close()
    window.close()


# -- two people on different sides play two full rounds ------------------------------------


def test_two_people_two_rounds_never_see_each_others_hands(qtbot):
    window = make_window(qtbot)
    window.start_game(setup_with({0: "Ann", 1: "Bo"}, "pp-1"))
    watch = PrivacyWatch(window)
    session = window.session
    assert session.pass_and_play
    driver = HumanDriver(qtbot, window, "pp-1")
    finished_turns: Counter = Counter()
    reveals: list[int] = []
    for _ in range(300):
        what = wait_for_person(qtbot, window)
        watch.check(f"waiting ({what})")
        watch.assert_clean()
        assert what != "summary", "the deal ended before two full rounds"
        if what == "privacy":
            seat = session.actor
            assert window.privacy.name == session.seat_name(seat)
            press_ready(qtbot, window)
            reveals.append(seat)
            watch.check("after ready")
            continue
        assert what == "play", what
        seat = session.bottom
        assert seat in (0, 1) and session.actor == seat
        # The hand at the bottom is the one of the person whose turn it is, face up.
        shown = sorted(c.card for c in window.table.scene.hand_items())
        assert shown == sorted(session.state.hand_cards(seat))
        assert all(c.face_up for c in window.table.scene.hand_items())
        action = driver.play_turn_step()
        watch.check(f"after {type(action).__name__}")
        watch.assert_clean()
        refresh_if_stale(qtbot, window)
        if session.actor != seat:
            finished_turns[seat] += 1
        all_discards = sum(isinstance(m, act.Discard) for m in session.moves)
        if min(finished_turns[0], finished_turns[1]) >= 2 and all_discards >= 8:
            break
    else:
        raise AssertionError("the rounds did not finish")
    watch.assert_clean()
    assert finished_turns[0] >= 2 and finished_turns[1] >= 2, finished_turns
    # Each turn of a person began on the privacy screen with that person's name: Ann opens
    # the deal (seed pp-1), Bo follows, then the two computer seats, then Ann again.
    assert reveals[:4] == [0, 1, 0, 1], reveals
    assert watch.privacy_for[:3] == [1, 0, 1], watch.privacy_for
    assert watch.checks > 40
    close_window(window)


@pytest.mark.parametrize("seed,first", [("pp-1", 0), ("pp-4", 3)])
def test_no_hand_is_shown_before_the_first_person_is_ready(qtbot, seed, first):
    window = make_window(qtbot)
    window.start_game(setup_with({0: "Ann", 1: "Bo"}, seed))
    session = window.session
    assert session.actor == first
    watch = PrivacyWatch(window)
    assert not session.revealed
    if first == 0:
        # A person opens the deal: the privacy screen comes before anything else.
        assert window.stack.currentWidget() is window.privacy
        assert window.privacy.name == "Ann"
        assert "Ann" in window.privacy.title.text()
    assert not [c for c in hand_items(window) if c.face_up]
    # Whoever starts, the first hand appears only after its owner pressed the button.
    what = wait_for_person(qtbot, window)
    watch.assert_clean()
    assert what == "privacy"
    assert not [c for c in hand_items(window) if c.face_up]
    assert window.privacy.name == session.seat_name(session.actor)
    press_ready(qtbot, window)
    qtbot.waitUntil(lambda: session.human_may_act())
    up = [c for c in hand_items(window) if c.face_up]
    assert up and all(c.zone == ("hand",) for c in up)
    assert sorted(c.card for c in up) == sorted(session.state.hand_cards(session.bottom))
    watch.assert_clean()
    close_window(window)


# -- "Partner, may I go out?" (docs/rules.md §3.12.3) ------------------------------------------


def asking_position():
    """Ann (seat 0) has drawn and can go out: 9C 9D 9H melded, 5C discarded; side 0 has a
    canasta. Her partner is seat 2."""
    return build(4, 2, hands={0: "9C 9D 9H 5C"}, melds={0: CANASTA}, phase=Phase.PLAY, current=0)


@pytest.mark.parametrize("yes", [True, False])
def test_human_partner_answers_through_the_privacy_screen(qtbot, yes):
    window = make_window(qtbot)
    window.start_game(setup_with({0: "Ann", 2: "Cy"}, "pp-ask"), asking_position(), [])
    session = window.session
    watch = PrivacyWatch(window)
    assert wait_for_person(qtbot, window) == "privacy"
    assert window.privacy.name == "Ann"
    press_ready(qtbot, window)
    qtbot.waitUntil(lambda: session.human_may_act() and window.table.buttons["ask"].isEnabled())
    moves = len(session.moves)
    QTest.mouseClick(window.table.buttons["ask"], Qt.MouseButton.LeftButton)
    # The question is the partner's to answer: the screen passes to Cy, Ann's hand is hidden.
    assert wait_for_person(qtbot, window) == "privacy"
    assert session.moves[moves:] == [act.AskGoOut(None)]
    assert session.state.phase == Phase.ANSWER and session.actor == 2
    assert window.privacy.name == "Cy"
    assert not [c for c in hand_items(window) if c.face_up]
    watch.assert_clean()
    press_ready(qtbot, window)
    assert wait_for_person(qtbot, window) == "answer"
    dialog = window.dialog
    assert isinstance(dialog, GoOutQuestionDialog) and dialog.isVisible()
    assert "Ann" in dialog.question.text()
    # Cy sees her own hand (bottom seat 2) while she answers, nobody else's.
    assert session.bottom == 2
    up = [c for c in hand_items(window) if c.face_up]
    assert sorted(c.card for c in up) == sorted(session.state.hand_cards(2))
    watch.check("question open")
    watch.assert_clean()
    button = dialog.yes_button if yes else dialog.no_button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(session.moves) == moves + 2)
    assert session.moves[-1] == act.AnswerGoOut(yes)
    assert session.state.answer is yes
    # The turn goes back to the asker, again through the privacy screen.
    assert wait_for_person(qtbot, window) == "privacy"
    assert window.privacy.name == "Ann"
    assert not [c for c in hand_items(window) if c.face_up]
    press_ready(qtbot, window)
    qtbot.waitUntil(lambda: session.human_may_act())
    assert session.bottom == 0 and session.state.phase == Phase.PLAY
    assert session.state.must_go_out is yes
    assert not window.table.buttons["ask"].isEnabled()  # one question per deal
    watch.assert_clean()
    if yes:
        driver = HumanDriver(qtbot, window)
        hand = window.table.scene.hand_items()
        driver.select([c.card for c in hand if c.code.startswith("9")])
        driver.drag_selection_to(("melds", 0))
        five = next(c for c in window.table.scene.hand_items() if c.code == "5C")
        drag(window, card_point(five), zone_centre(window, ("pile",)))
        assert wait_for_person(qtbot, window) == "summary"
        assert session.state.history[-1].went_out == 0
    watch.assert_clean()
    close_window(window)


def ask_the_computer_partner(qtbot):
    """Ann plays alone with computer seats; she asks Cy (seat 2), who answers by itself."""
    window = make_window(qtbot)
    window.start_game(setup_with({0: "Ann"}, "pp-ask-cpu"), asking_position(), [])
    session = window.session
    qtbot.waitUntil(lambda: session.human_may_act() and window.table.buttons["ask"].isEnabled())
    with qtbot.waitSignal(session.notice, timeout=10_000) as notice:
        QTest.mouseClick(window.table.buttons["ask"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: session.human_may_act() and not window.table.scene.animating)
    assert session.moves[-2:] == [act.AskGoOut(None), act.AnswerGoOut(session.state.answer)]
    return window, notice.args[0]


def test_computer_partner_answer_comes_as_a_notice_with_its_reason(qtbot):
    window, text = ask_the_computer_partner(qtbot)
    # Seat 2 holds 11 low cards (55 points): the notice names Cy and gives a reason the
    # whole table can see (its side has the only canasta), never the points in Cy's hand.
    assert text == "Cy: answers yes: we have more canastas than the opponents", text
    yes = window.session.state.answer
    assert ("yes" in text) is yes and window.session.state.must_go_out is yes
    close_window(window)


def test_computer_partner_answer_stays_in_the_message_label(qtbot):
    window, text = ask_the_computer_partner(qtbot)
    label = window.table.message_label.text()
    close_window(window)
    assert label == text, f"the table shows {label!r}, not the answer {text!r}"


def test_computer_partner_answer_does_not_repeat_answers(qtbot):
    window, text = ask_the_computer_partner(qtbot)
    close_window(window)
    assert "answers: answers" not in text, text
