"""The Hand and Foot table: whole deals with real mouse drags, refused drops, pass-and-play
privacy over two deals (hands and feet), and save, quit and Continue.

docs/rules.md §4.4 (a turn), §4.7 (the minimum count), §4.8 (taking the pile), §4.9 (the
foot), §4.10 (going out), §1.5 (a seat never sees another player's hand or any foot).
"""

from __future__ import annotations

import json
import os
from collections import Counter

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_gui.app import saves
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.go_out_dialog import GoOutQuestionDialog
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog
from canasta_gui.engine.hand_and_foot.state import Phase
from canasta_gui.engine.serialize import state_differences
from tests.app.gui_helpers import card_point, drag, zone_centre
from tests.app.gui_helpers import make_window as _make_window
from tests.app.human_driver import HumanDriver, play_deal
from tests.app.test_pass_and_play import PrivacyWatch, press_ready, wait_for_person

_KEPT: list = []


@pytest.fixture(autouse=True)
def _keep_windows():
    # A closed question dialog waiting for deletion may hold the window's last reference.
    yield
    _KEPT.clear()


def make_window(qtbot, size=(1280, 800)):
    window = _make_window(qtbot, size)
    _KEPT.append(window)
    return window


def hf_setup(seed: str, humans: dict[int, str] | None = None, level: str = "easy") -> GameSetup:
    humans = {0: "Ann"} if humans is None else humans
    names = ("Ann", "Bo", "Cy", "Dee")
    seats = tuple(
        SeatSetup(HUMAN, humans[i]) if i in humans else SeatSetup(COMPUTER, names[i], level)
        for i in range(4)
    )
    return GameSetup(4, 5, seats=seats, seed=seed, game="hand-and-foot")


def foot_items(window) -> list:
    """Every card item standing for a foot (face down while it waits)."""
    return [c for c in window.table.scene.cards if c.zone[:1] == ("foot",)]


class FootWatch(PrivacyWatch):
    """The privacy invariant of pass-and-play, and no foot ever face up or carrying a card."""

    def check(self, where: str) -> None:
        super().check(where)
        w = self.window
        if w.session is None or w.table is None:
            return
        shown = [c for c in foot_items(w) if c.face_up or c.card >= 0 or c.code]
        if shown:
            self.violations.append(f"{where}: a foot shows {shown[0].code or shown[0].card}")


DEAL_SEEDS = os.environ.get("CANASTA_GUI_HF_DEAL_SEEDS", "hf-deal-1,hf-deal-2").split(",")


@pytest.mark.parametrize("seed", DEAL_SEEDS)
def test_whole_hand_and_foot_deal_with_mouse_drags(qtbot, seed):
    window = make_window(qtbot)
    window.start_game(hf_setup(seed))
    assert window.session.game.key == "hand-and-foot"
    driver = HumanDriver(qtbot, window, seed)
    play_deal(qtbot, window, driver)
    dialog = window.dialog
    assert isinstance(dialog, DealSummaryDialog) and dialog.isVisible()
    state = window.session.state
    assert state.phase in (Phase.DEAL_OVER, Phase.GAME_OVER)
    for kind in ("draw", "discard"):
        assert driver.done[kind] >= 1, (kind, driver.done)
    assert driver.done["opening"] + driver.done["meld"] + driver.done["layoff"] >= 1, driver.done
    # The summary shows the engine's scoring items for both sides.
    result = state.history[-1]
    table = dialog.table
    labels = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    assert "Book bonuses" in labels and "Cards left in hands and feet" in labels
    totals = labels.index("Deal total")
    for col, side in enumerate(result.sides):
        assert table.item(totals, col).text().replace(",", "") == (
            f"+{side.total}" if side.total > 0 else str(side.total)
        )


def _human_turn(qtbot, seed="hf-refuse"):
    window = make_window(qtbot)
    window.start_game(hf_setup(seed))
    qtbot.waitUntil(
        lambda: window.session.human_may_act() and not window.table.scene.animating,
        timeout=30_000,
    )
    return window


def test_refused_drop_shows_the_engines_reason_and_changes_nothing(qtbot):
    window = _human_turn(qtbot)
    session = window.session
    scene = window.table.scene
    before = session.state.clone()
    moves = len(session.moves)
    card = scene.hand_items()[0]
    home = card.pos()
    # The turn starts with the draw (docs/rules.md §4.4): a discard now is refused.
    drag(window, card_point(card), zone_centre(window, ("pile",)))
    qtbot.waitUntil(lambda: window.table.message_label.text() != "")
    assert "draw" in window.table.message_label.text().lower()
    assert len(session.moves) == moves
    assert state_differences(session.state, before) == []
    qtbot.waitUntil(lambda: not scene.animating)
    assert scene.hand_items()[0].pos() == home
    # Drawing takes two cards (§4.4 step 1).
    stock = max((c for c in scene.cards if c.zone == ("stock",)), key=lambda c: c.zValue())
    drag(window, card_point(stock), zone_centre(window, ("hand",)))
    qtbot.waitUntil(lambda: session.state.phase == Phase.PLAY)
    assert len(session.state.hand_cards(session.bottom)) == len(before.hand_cards(0)) + 2
    # Two cards of different ranks never make a meld: the engine says why, nothing changes.
    items = scene.hand_items()
    first = items[0]
    other = next(i for i in items if i.card >> 2 != first.card >> 2 and i.card >> 2 > 1)
    window.table.controller.toggle(first.index)
    window.table.controller.toggle(other.index)
    moves = len(session.moves)
    drag(window, card_point(first), zone_centre(window, ("melds", 0)))
    qtbot.waitUntil(lambda: window.table.message_label.text() != "")
    assert len(session.moves) == moves
    assert window.table.controller.plan.empty


def test_the_foot_waits_face_down_with_its_count(qtbot):
    window = _human_turn(qtbot, "hf-foot")
    feet = foot_items(window)
    assert feet, "every seat's foot is on the table"
    assert all(not c.face_up and c.card < 0 for c in feet)
    labels = {spec.key: spec.text for spec in window.table.scene.layout.labels}
    assert any(text == "13" for key, text in labels.items() if key.startswith("foot"))


def test_pass_and_play_two_deals_never_show_another_hand_or_any_foot(qtbot):
    window = make_window(qtbot)
    window.start_game(hf_setup("hf-pp", {0: "Ann", 1: "Bo", 2: "Cy", 3: "Dee"}))
    session = window.session
    assert session.pass_and_play
    watch = FootWatch(window)
    drivers = {}
    from_foot: set[int] = set()
    deals = 0
    for _ in range(3000):
        what = wait_for_person(qtbot, window, timeout=30_000)
        watch.assert_clean()
        if what == "summary":
            deals += 1
            if deals == 2:
                break
            QTest.mouseClick(window.dialog.next_button, Qt.MouseButton.LeftButton)
            continue
        if what == "privacy":
            press_ready(qtbot, window)
            watch.check("after ready")
            continue
        if what == "answer":
            dialog = window.dialog
            assert isinstance(dialog, GoOutQuestionDialog)
            QTest.mouseClick(dialog.yes_button, Qt.MouseButton.LeftButton)
            continue
        seat = session.bottom
        driver = drivers.setdefault(seat, HumanDriver(qtbot, window, f"hf-pp/{seat}"))
        shown = sorted(c.card for c in window.table.scene.hand_items())
        assert shown == sorted(session.state.hand_cards(seat))
        labels = [spec.text for spec in window.table.scene.layout.labels]
        if session.state.in_foot(seat):
            # The person sees that they are now playing from their foot (§4.9).
            assert "Now playing from your foot" in labels
            from_foot.add(seat)
        else:
            assert "Now playing from your foot" not in labels
        driver.play_turn_step()
        watch.check("after a move")
    else:
        raise AssertionError("two deals did not finish")
    watch.assert_clean()
    assert deals == 2 and len(session.state.history) == 2
    assert watch.checks > 200
    # People played from their feet in the two deals, and no foot ever showed (the watch).
    assert len(from_foot) >= 2, from_foot


def test_save_quit_and_continue_a_hand_and_foot_game(qtbot):
    window = make_window(qtbot)
    window.start_game(hf_setup("hf-save"))
    session = window.session
    driver = HumanDriver(qtbot, window, "hf-save")
    turns = 0
    while turns < 2:
        qtbot.waitUntil(
            lambda: session.human_may_act() and not window.table.scene.animating,
            timeout=30_000,
        )
        driver.play_turn_step()
        if session.actor != 0:
            turns += 1
    qtbot.waitUntil(lambda: session.human_may_act() and not window.table.scene.animating)
    old_state, old_moves = session.state.clone(), list(session.moves)
    old_log = list(window.table.log_model.stringList())
    window.close()
    data = json.loads(saves.list_saved()[0][0].path.read_text(encoding="utf-8"))
    assert data["game"]["game"] == "hand-and-foot"

    again = make_window(qtbot)
    assert again.start_page.resume.isEnabled()
    with qtbot.waitSignal(again.game_started):
        QTest.mouseClick(again.start_page.resume, Qt.MouseButton.LeftButton)
    restored = again.session
    assert restored.game.key == "hand-and-foot"
    assert state_differences(restored.state, old_state) == []
    assert restored.moves == old_moves
    qtbot.waitUntil(lambda: restored.human_may_act() and not again.table.scene.animating)
    shown = sorted(c.card for c in again.table.scene.hand_items())
    assert shown == sorted(restored.state.hand_cards(0))
    # The log is told again from the saved moves (computer players' reasons in plain words).
    assert len(again.table.log_model.stringList()) == len(old_log)
    assert Counter(f.face_up for f in foot_items(again)) == Counter({False: len(foot_items(again))})
    again.close()
