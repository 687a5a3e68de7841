"""The table's sounds in play (issue 19): a whole deal of each game made with real mouse drags,
with a recording player in place of the speakers.

Each move the engine applies asks for one sound, in the order of the moves; an undo, a
replay and a resumed game's past moves make none; turned off, nothing is asked for.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from canasta_gui.app.sound import cues, synth
from canasta_gui.app.widgets.replay_dialog import ReplayDialog
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog
from canasta_gui.engine.cassino.records import CaptureRecord
from tests.app.gui_helpers import click_widget, make_window
from tests.app.human_driver import HumanDriver, play_deal
from tests.app.test_cassino_play import MouseDriver, cassino_setup, close_window, play_round
from tests.app.test_hf_table import hf_setup
from tests.app.test_sound import Recorder, open_settings
from tests.app.test_table_play import solo_setup
from tests.app.test_undo import CTRL, SHIFT, key, wait_turn


class BatchSpy:
    """The events of each move as the session announced them, beside the sounds asked for."""

    def __init__(self, session) -> None:
        self.session = session
        self.expected: list[str] = []
        self._canastas = session.game.canastas_on_table(session.state)
        session.changed.connect(self._on_changed)

    def _on_changed(self, events) -> None:
        now = self.session.game.canastas_on_table(self.session.state)
        made, self._canastas = now - self._canastas, now
        if events:
            cue = cues.cue_of(events, made)
            if cue is not None:
                self.expected.append(cue)


def listening_window(qtbot, kept, volume: int = 50):
    window = make_window(qtbot)
    kept.append(window)
    recorder = Recorder()
    window.sounds.player = recorder
    window.sounds.configure(True, volume)
    return window, recorder


def moves_named(session, name: str) -> int:
    return sum(1 for m in session.moves if type(m).__name__ == name)


def check_deal_sounds(window, recorder: Recorder, spy: BatchSpy, volume: int) -> list[str]:
    session = window.session
    heard = [cue for cue, _v in recorder.played]
    assert heard == spy.expected
    assert {v for _c, v in recorder.played} == {volume}
    # Every draw from the stock is heard as a draw; so is a pile taken onto a meld already
    # down (it lays no new meld), and nothing else.
    draws = moves_named(session, "DrawStock")
    assert 0 < draws <= heard.count(synth.DRAW) <= draws + moves_named(session, "TakePile")
    assert synth.MELD in heard and synth.DISCARD in heard
    result = session.state.history[-1]
    if getattr(result, "went_out", None) is not None:
        assert heard[-1] == synth.FANFARE
    return heard


def test_a_canasta_deal_sounds_each_move_in_order(qtbot, kept):
    window, recorder = listening_window(qtbot, kept, volume=70)
    window.start_game(solo_setup("gui-deal-2"))
    spy = BatchSpy(window.session)
    driver = HumanDriver(qtbot, window, "gui-deal-2")
    play_deal(qtbot, window, driver)
    heard = check_deal_sounds(window, recorder, spy, 70)
    # This deal's canastas grew out of melds and lay-offs: no event names them.
    assert synth.CANASTA in heard


def test_a_hand_and_foot_deal_sounds_each_move_and_each_book(qtbot, kept):
    window, recorder = listening_window(qtbot, kept)
    window.start_game(hf_setup("hf-deal-1"))
    spy = BatchSpy(window.session)
    driver = HumanDriver(qtbot, window, "hf-deal-1")
    play_deal(qtbot, window, driver)
    heard = check_deal_sounds(window, recorder, spy, 50)
    assert synth.CANASTA in heard  # a book completed


def test_a_cassino_round_sounds_every_card_played_and_the_sweeps_and_replays_silently(qtbot, kept):
    window, recorder = listening_window(qtbot, kept, volume=40)
    seed = "cas-play-2-48"
    window.start_game(cassino_setup(2, seed))
    session = window.session
    spy = BatchSpy(session)
    driver = MouseDriver(qtbot, window, f"driver/{seed}")
    play_round(qtbot, window, driver)
    heard = [cue for cue, _v in recorder.played]
    assert heard == spy.expected
    assert len(heard) == len(session.moves) == 48  # one card a turn, one sound a card
    assert heard.count(synth.DISCARD) == moves_named(session, "Trail") > 0
    assert heard.count(synth.MELD) == (
        moves_named(session, "Build") + moves_named(session, "AddToBuild")
    )
    sweeps = sum(1 for r in session.state.log if isinstance(r, CaptureRecord) and r.sweep)
    assert heard.count(synth.CANASTA) == sweeps
    # The round's replay steps through every move without a sound.
    summary = window.dialog
    assert isinstance(summary, DealSummaryDialog)
    hook = summary.replay_hook
    with qtbot.waitSignal(hook.opened, timeout=10_000) as opened:
        click_widget(hook.button)
    replay = opened.args[0]
    assert isinstance(replay, ReplayDialog)
    qtbot.waitExposed(replay)
    for _ in range(6):
        click_widget(replay.nav["forward"])
    click_widget(replay.nav["end"])
    assert replay.step == replay.last
    assert len(recorder.played) == 48
    replay.close()
    close_window(window)


def test_an_undo_is_silent_and_sound_off_asks_for_nothing(qtbot, kept):
    window, recorder = listening_window(qtbot, kept)
    window.start_game(solo_setup("gui-deal-2"))
    session = window.session
    driver = HumanDriver(qtbot, window, "gui-deal-2")
    # The person's steps until they have melded (a step of the turn that may be undone).
    for _ in range(200):
        wait_turn(qtbot, window)
        driver.play_turn_step()
        if session.can_undo():
            break
    assert session.can_undo()
    assert recorder.played[-1][0] in (synth.MELD, synth.CANASTA)
    heard, moves = len(recorder.played), len(session.moves)
    wait_turn(qtbot, window)
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert len(session.moves) < moves
    key(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert len(session.moves) == moves
    assert len(recorder.played) == heard  # the table went back and forth: no sound for that
    # Turned off in Settings with a click: the game goes on in silence.
    dialog = open_settings(qtbot, window)
    QTest.mouseClick(
        dialog.sound_on, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.sound_on.height() // 2)
    )
    click_widget(dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    assert not window.sounds.on
    for _ in range(8):
        qtbot.waitUntil(
            lambda: (
                (session.human_may_act() and not window.table.scene.animating)
                or window.dialog is not None
            ),
            timeout=30_000,
        )
        if window.dialog is not None:
            break
        driver.play_turn_step()
    assert len(session.moves) > moves + 4  # the person's and the computer players' moves
    assert len(recorder.played) == heard


def test_a_resumed_game_is_silent_until_its_next_move(qtbot, kept):
    window, recorder = listening_window(qtbot, kept)
    window.start_game(solo_setup("gui-deal-7"))
    session = window.session
    driver = HumanDriver(qtbot, window, "gui-deal-7")
    while len(session.moves) < 6:  # the person's turn and the computer players' after it
        wait_turn(qtbot, window)
        driver.play_turn_step()
    wait_turn(qtbot, window)
    assert len(recorder.played) >= 6
    window.close()
    again, recorder = listening_window(qtbot, kept)
    again.continue_game()
    resumed = again.session
    assert resumed is not None and resumed.moves == session.moves
    wait_turn(qtbot, again)
    assert recorder.played == []  # the moves the game was rebuilt from are not heard again
    HumanDriver(qtbot, again, "gui-deal-7").play_turn_step()
    assert len(recorder.played) == 1 and len(resumed.moves) == len(session.moves) + 1
