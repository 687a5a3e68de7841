"""Replay: a finished deal step by step, forwards and backwards by real clicks and keys,
every state the one the game had (docs/save-format.md, "Replay")."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from canasta_gui.app.replay import GameRecord, ReplayError, record_of_session
from canasta_gui.app.scene.card_art import CardArt
from canasta_gui.app.scene.open_hands import open_hands
from canasta_gui.app.scene.placements import Layout, Placement
from canasta_gui.app.texts import show_card
from canasta_gui.app.widgets.replay_dialog import ReplayDialog, attach_replay
from canasta_gui.app.widgets.score_dialogs import ScoreSheetDialog
from canasta_gui.engine.cards import cards_of
from canasta_gui.engine.serialize import state_differences
from tests.app.gui_helpers import click_widget
from tests.app.replay_helpers import engine_game, play_at_window


def same(a, b) -> bool:
    return not state_differences(a, b)


def check_shown(dialog: ReplayDialog, recorded) -> None:
    """The replay window shows exactly the state the game had after that many moves."""
    assert same(dialog.session.state, recorded[dialog.step]), dialog.step
    # Every hand is on the table face up: the bottom one and the others' fans.
    state = dialog.session.state
    face_up = sorted(
        c.card for c in dialog.scene.cards if c.face_up and c.zone[0] in ("hand", "seat")
    )
    hands = sorted(c for p in range(state.config.players) for c in state.observation(p).hand)
    assert face_up == hands


def press(qtbot, dialog: ReplayDialog, key) -> int:
    """A key pressed in the replay window, active as a window manager makes a new window."""
    if QApplication.activeWindow() is not dialog:
        dialog.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    QTest.keyClick(QApplication.focusWidget() or dialog, key)
    return dialog.step


def step_through(qtbot, dialog: ReplayDialog, recorded) -> None:
    """Right to the end, Left back to the start, End and Home, then the four buttons."""
    first, last = dialog.first, dialog.last
    assert dialog.step == first
    check_shown(dialog, recorded)
    while dialog.step < last:
        before = dialog.step
        assert press(qtbot, dialog, Qt.Key.Key_Right) == before + 1
        check_shown(dialog, recorded)
    assert press(qtbot, dialog, Qt.Key.Key_Right) == last  # the end stays the end
    assert not dialog.nav["forward"].isEnabled() and not dialog.nav["end"].isEnabled()
    for _ in range(min(25, last - first)):
        before = dialog.step
        assert press(qtbot, dialog, Qt.Key.Key_Left) == before - 1
        check_shown(dialog, recorded)
    assert press(qtbot, dialog, Qt.Key.Key_Home) == first
    check_shown(dialog, recorded)
    assert not dialog.nav["back"].isEnabled()
    assert press(qtbot, dialog, Qt.Key.Key_End) == last
    check_shown(dialog, recorded)
    click_widget(dialog.nav["start"])
    assert dialog.step == first
    click_widget(dialog.nav["forward"])
    click_widget(dialog.nav["forward"])
    assert dialog.step == min(first + 2, last)
    check_shown(dialog, recorded)
    click_widget(dialog.nav["back"])
    assert dialog.step == min(first + 1, last)
    check_shown(dialog, recorded)
    click_widget(dialog.nav["end"])
    assert dialog.step == last
    check_shown(dialog, recorded)
    # The last step is the deal as it was scored.
    assert dialog.timeline.deal_of(last) == dialog.deal


@pytest.mark.parametrize("key", ["canasta", "cassino"])
def test_a_replay_from_the_end_of_game_screen_is_the_game_played_at_the_table(qtbot, window, key):
    summary, recorded = play_at_window(qtbot, window, key, f"replay-{key}")
    session = window.session
    assert len(recorded) == len(session.moves) + 1  # a state for every move
    hook = summary.replay_hook
    assert hook.button.isEnabled() and hook.button.text() == "&Replay…"
    deals = len(session.state.history)
    for deal in range(deals):
        summary.sheet_view.selectRow(deal)
        with qtbot.waitSignal(hook.opened, timeout=10_000) as opened:
            click_widget(hook.button)
        dialog = opened.args[0]
        assert isinstance(dialog, ReplayDialog)
        qtbot.waitExposed(dialog)
        assert dialog.deal == deal
        step_through(qtbot, dialog, recorded)
        # The game at the table is untouched by all that stepping.
        assert session.state.phase == session.game.over_phase
        assert len(session.moves) == len(recorded) - 1
        dialog.close()
    # Every step of the game, not only the deals stepped through by hand.
    timeline = dialog.timeline
    assert len(timeline.states) == len(recorded)
    assert all(same(timeline.states[i], recorded[i]) for i in recorded)


@pytest.mark.parametrize("key", ["canasta", "hand-and-foot", "cassino"])
def test_a_replay_is_the_engines_seeded_game_at_every_step(qtbot, key):
    record, states = engine_game(key, f"engine-{key}")
    timeline = record.timeline()
    assert len(timeline.states) == len(states)
    assert all(same(a, b) for a, b in zip(timeline.states, states, strict=True))
    # The computer players' explanations are the ones they gave.
    for i, entry in record.explained.items():
        assert timeline.entries[i] is entry
    sheet = ScoreSheetDialog(tuple(record.final.history), record.side_players(), game=record.game)
    qtbot.addWidget(sheet)
    hook = attach_replay(sheet, record, CardArt())
    sheet.show()
    last = timeline.finished_deals() - 1
    assert hook.chosen_deal() == last  # the newest deal is chosen at first
    sheet.view.selectRow(0)
    with qtbot.waitSignal(hook.opened, timeout=10_000) as opened:
        click_widget(hook.button)
    dialog = opened.args[0]
    qtbot.waitExposed(dialog)
    step_through(qtbot, dialog, states)
    if key == "hand-and-foot":
        # Feet lie face down on the table even here, so the panel lists their cards.
        assert press(qtbot, dialog, Qt.Key.Key_Home) == dialog.first
        shown = dialog.score_label.text()
        for seat, foot in enumerate(dialog.session.state.feet):
            assert foot is not None, "every foot is down when a deal starts"
            assert f"{dialog.session.seat_name(seat)}&#x27;s foot" in shown
            assert " ".join(show_card(c) for c in cards_of(foot)) in shown
    # Another deal from the window's own choice.
    dialog.deal_choice.setCurrentIndex(last)
    dialog.deal_choice.activated.emit(last)
    assert (dialog.first, dialog.last) == timeline.deal_steps(last)
    check_shown(dialog, states)
    assert press(qtbot, dialog, Qt.Key.Key_End) == dialog.last
    check_shown(dialog, states)
    dialog.close()
    sheet.close()


def test_each_move_is_told_with_the_computer_players_explanation(qtbot):
    record, _states = engine_game("canasta", "explain")
    timeline = record.timeline()
    dialog = ReplayDialog(record, timeline, 0, CardArt())
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.move_text.text() == "The cards are dealt."
    press(qtbot, dialog, Qt.Key.Key_Right)
    entry = record.explained[0]
    assert entry.explained
    name = record.names[entry.seat]
    assert dialog.move_text.text().startswith(f"{name}: ")
    assert dialog.moves.item(1).text() == dialog.move_text.text()
    assert dialog.position.text() == f"Move 1 of {dialog.last - dialog.first}"
    # A click on a move in the list goes there.
    dialog.moves.setCurrentRow(5)
    assert dialog.step == dialog.first + 5


def test_the_replay_cannot_act_on_the_game(qtbot):
    record, states = engine_game("cassino", "no-act")
    dialog = ReplayDialog(record, record.timeline(), 0, CardArt())
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.session.human_may_act()
    assert dialog.session.play(object()) is not None
    assert not dialog.scene.input_enabled
    # A click on a card of the bottom hand picks nothing and changes nothing.
    card = next(c for c in dialog.scene.cards if c.zone == ("hand",))
    point = dialog.view.mapFromScene(card.sceneBoundingRect().center())
    QTest.mouseClick(dialog.view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert not dialog.scene.selected
    assert same(dialog.session.state, states[dialog.step])
    assert same(record.final, states[-1])


def test_moves_that_do_not_lead_to_the_game_are_refused_in_words(qtbot):
    record, _states = engine_game("cassino", "mismatch")
    other, _ = engine_game("cassino", "another-seed")
    broken = GameRecord(record.setup, record.names, other.moves, record.final, {}, 0)
    with pytest.raises(ReplayError) as err:
        broken.timeline()
    assert "cannot be replayed" in err.value.text or "recorded end" in err.value.text
    short = GameRecord(record.setup, record.names, record.moves[:-3], record.final, {}, 0)
    with pytest.raises(ReplayError) as err:
        short.timeline()
    assert err.value.text == "The moves of this game do not lead to its recorded end."


def test_open_hands_lays_every_card_face_up_along_the_fan():
    from PySide6.QtCore import QPointF

    backs = [
        Placement(-1, ("seat", 1), i, QPointF(100 + 16 * i, 10), 0.55, face_up=False, z=50 + i)
        for i in range(13)
    ]
    other = Placement(5, ("pile",), 0, QPointF(0, 0))
    hand = list(range(40, 60))  # more cards than backs: they close up along the same line
    layout = open_hands(Layout([other, *backs], [], []), {1: hand})
    fan = [p for p in layout.cards if p.zone == ("seat", 1)]
    assert [p.card for p in fan] == hand and all(p.face_up for p in fan)
    assert fan[0].pos == QPointF(100, 10) and all(p.pos.y() == 10 for p in fan)
    # Never longer than a fan of backs may be (its 13 backs, or 200 units of steps).
    assert fan[-1].pos.x() == pytest.approx(100 + 200)
    # Fewer cards than the fan's room: a step wide enough to read each card's corner.
    few = open_hands(Layout(backs[:3], [], []), {1: [1, 2, 3]}).cards
    assert few[1].pos.x() - few[0].pos.x() == pytest.approx(0.3 * 100 * 0.55)
    assert other in layout.cards


def test_a_game_started_from_a_position_says_it_cannot_be_replayed(qtbot, window):
    from tests.app.replay_helpers import computer_setup

    setup = computer_setup("cassino", "position")
    game = setup.game_def()
    state = game.new_game(setup.config(), setup.seed)
    from canasta_gui.engine.cassino.legal import legal_actions

    state.apply(legal_actions(state)[0])  # a position the (empty) move log does not reach
    window.start_game(setup, state, [])
    window.session.close()
    record = record_of_session(window.session)
    with pytest.raises(ReplayError):
        record.timeline()
    # The score sheet says so in words instead of opening a replay.
    sheet = ScoreSheetDialog((), [["Ann"], ["Bo"]], window, game=game)
    qtbot.addWidget(sheet)
    hook = attach_replay(sheet, record, window.art)
    assert not hook.button.isEnabled()  # no deal finished: nothing to replay
    assert hook.open_deal(0) is None
