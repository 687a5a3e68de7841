"""One app for all three games: the start page, the New game dialog, the Rules dialog and saves
of any game, through the real widgets (docs/architecture.md, "App")."""

from __future__ import annotations

import json

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from canasta_gui.app import paths, saves
from canasta_gui.app.games import all_games, game_for, game_of_state
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.new_game_dialog import NewGameDialog
from canasta_gui.app.widgets.rules_dialog import RulesDialog
from canasta_gui.engine.cassino.state import CassinoState
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.state import HandFootState
from canasta_gui.engine.hand_and_foot.state import new_game as new_hf_game
from tests.app.gui_helpers import click_widget, make_window, open_by_click
from tests.app.saved_helpers import newest_saved

GAMES = ("canasta", "hand-and-foot", "cassino")


def test_every_game_is_found_in_menu_order():
    assert [g.key for g in all_games()] == list(GAMES)
    assert game_of_state(new_hf_game(HandFootConfig.make({}), "x")).key == "hand-and-foot"
    with pytest.raises(KeyError):
        game_for("poker")


@pytest.mark.parametrize("key", GAMES)
def test_start_page_button_opens_the_new_game_dialog_on_that_game(qtbot, key):
    window = make_window(qtbot)
    button = window.start_page.game_buttons[key]
    assert button.text() == game_for(key).title()
    dialog = open_by_click(qtbot, window, button)
    assert isinstance(dialog, NewGameDialog)
    assert dialog.game.key == key
    assert dialog.game_combo.currentData() == key
    # The configurations are the engine's for that game, and Start makes a game of it.
    pairs = [dialog.configuration.itemText(i) for i in range(dialog.configuration.count())]
    assert pairs == [
        game_for(key).configuration_text(p, d) for p, d in game_for(key).configurations()
    ]
    with qtbot.waitSignal(window.game_started, timeout=10_000):
        click_widget(dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    assert window.session.game.key == key
    assert isinstance(window.session.state, game_for(key).state_type)
    window.close()


def test_dialog_follows_the_game_chosen(qtbot):
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    # Hand and Foot: one table (4 players, 5 decks), its presets, its options, no target.
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("hand-and-foot"))
    assert dialog.configuration.count() == 1
    presets = [dialog.preset.itemData(i) for i in range(dialog.preset.count())]
    assert presets == list(game_for("hand-and-foot").presets)
    assert set(dialog._option_combos) == set(game_for("hand-and-foot").option_specs)
    assert not dialog.target.isVisibleTo(dialog)
    assert sum(row.label.isVisibleTo(dialog) for row in dialog._seats) == 4
    # Every option has its one-line explanation under it.
    for key, help_label in dialog._option_help.items():
        assert help_label.text(), key
    setup = dialog.setup()
    assert (setup.game, setup.players, setup.decks) == ("hand-and-foot", 4, 5)
    assert isinstance(setup.config(), HandFootConfig)

    # Cassino: 2, 3 or 4 players; the four-player option only at four; a target score.
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("cassino"))
    assert dialog.configuration.count() == 3
    assert dialog.target.isVisibleTo(dialog)
    four_p = dialog._option_combos["OPT-CAS-4P"]
    panel = dialog.advanced.widget()
    assert not four_p.isVisibleTo(panel)
    dialog.configuration.setCurrentIndex(2)
    assert four_p.isVisibleTo(panel)
    assert sum(row.label.isVisibleTo(dialog) for row in dialog._seats) == 4
    dialog.target.setCurrentIndex(dialog.target.findData("11"))
    setup = dialog.setup()
    assert (setup.game, setup.players) == ("cassino", 4)
    assert setup.options == {"OPT-CAS-TARGET": "11"}
    assert setup.config().target == 11

    # Back to Cassino later: its choices are kept per game.
    remembered = dialog.remembered()
    assert remembered["game"] == "cassino"
    again = NewGameDialog(previous=remembered)
    qtbot.addWidget(again)
    assert again.game.key == "cassino"
    assert again.setup().players == 4
    assert again.setup().options == {"OPT-CAS-TARGET": "11"}
    again.game_combo.setCurrentIndex(again.game_combo.findData("canasta"))
    assert again.setup().game == "canasta"
    assert again.game.headline_option == "OPT-CAN-TARGET"
    assert "OPT-CAN-TARGET" in again._option_combos


def test_old_remembered_choices_are_canastas():
    # Settings written before there were three games: the flat keys are Canasta's.
    dialog = NewGameDialog(previous={"players": 6, "decks": 3, "preset": "bga"})
    assert dialog.game.key == "canasta"
    assert (dialog.setup().players, dialog.setup().preset) == (6, "bga")
    dialog.deleteLater()


def test_rules_dialog_from_the_start_page_has_a_tab_per_game(qtbot):
    window = make_window(qtbot)
    dialog = open_by_click(qtbot, window, window.start_page.rules)
    assert isinstance(dialog, RulesDialog)
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == [
        game_for(k).title() for k in GAMES
    ]
    for key in GAMES:
        assert len(dialog.browsers[key].toPlainText()) > 500, key
    window.close()


def _hf_session_file(change=None) -> bytes:
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(SeatSetup(COMPUTER, n, "easy") for n in "BCD")
    setup = GameSetup(4, 5, seats=seats, seed="hf-bad", game="hand-and-foot")
    data = json.loads(saves.session_json(setup, new_hf_game(setup.config(), setup.seed), []))
    if change is not None:
        change(data)
    return json.dumps(data).encode()


def _foot_card(data):
    data["game"]["state"]["players"][2]["foot"][0] = "ZZ"


def _extra_card(data):
    data["game"]["state"]["players"][1]["hand"].append("5H")


def _seats(data):
    data["seats"] = data["seats"][:3]


def _preset(data):
    data["preset"] = "italian"  # a Canasta preset, not Hand and Foot's


def _truncated(data):
    data["game"] = {"format": "canasta_gui-save"}


@pytest.mark.parametrize(
    "change", [_foot_card, _extra_card, _seats, _preset, _truncated], ids=lambda f: f.__name__
)
def test_damaged_hand_and_foot_save_is_explained_and_moved_aside(qtbot, change):
    file = paths.autosave_path()
    file.parent.mkdir(parents=True, exist_ok=True)
    raw = _hf_session_file(change)
    file.write_bytes(raw)
    window = make_window(qtbot)
    assert window.start_page.resume.isEnabled()
    box = open_by_click(qtbot, window, window.start_page.resume)
    assert isinstance(box, QMessageBox)
    text = box.text()
    assert "could not be read" in text and "moved to" in text, text
    assert window.session is None
    assert not file.exists()
    aside = sorted(file.parent.glob("autosave.json.corrupt-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == raw  # nothing lost
    QTest.mouseClick(box.buttons()[0], Qt.MouseButton.LeftButton)
    assert not window.start_page.resume.isEnabled()
    window.close()


def test_a_good_hand_and_foot_save_continues(qtbot):
    file = paths.autosave_path()
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_bytes(_hf_session_file())
    loaded = newest_saved()
    assert isinstance(loaded.state, HandFootState) and loaded.setup.game == "hand-and-foot"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_save_quit_and_continue_a_cassino_game(qtbot, players):
    window = make_window(qtbot)
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, n, "easy") for n in ("Bo", "Cy", "Dee")[: players - 1]
    )
    window.start_game(GameSetup(players, 1, seats=seats, seed=f"cas-{players}", game="cassino"))
    session = window.session
    controller = window.table.controller
    # Three of Ann's plays, each the engine's first legal play for her selected card, made
    # through the table's own path (a drop resolved by the controller).
    for _ in range(3):
        qtbot.waitUntil(
            lambda: session.human_may_act() and not window.table.scene.animating,
            timeout=30_000,
        )
        before = len(session.moves)
        action = session.state.legal_actions()[0]
        assert session.play(action) is None
        assert len(session.moves) == before + 1
    qtbot.waitUntil(
        lambda: session.human_may_act() and not window.table.scene.animating, timeout=30_000
    )
    assert controller is window.table.controller
    old_state, old_moves = session.state.clone(), list(session.moves)
    window.close()
    assert json.loads(saves.list_saved()[0][0].path.read_text("utf-8"))["game"]["game"] == "cassino"

    again = make_window(qtbot)
    with qtbot.waitSignal(again.game_started):
        click_widget(again.start_page.resume)
    restored = again.session
    assert isinstance(restored.state, CassinoState)
    assert restored.moves == old_moves
    from canasta_gui.engine.serialize import state_differences

    assert state_differences(restored.state, old_state) == []
    qtbot.waitUntil(lambda: restored.human_may_act() and not again.table.scene.animating)
    shown = sorted(c.card for c in again.table.scene.hand_items())
    assert shown == sorted(restored.state.hands[0])
    assert len(again.table.log_model.stringList()) == len(old_moves)
    again.close()


@pytest.mark.parametrize("key,players,decks", [("hand-and-foot", 4, 5), ("cassino", 2, 1)])
def test_hint_and_rules_at_each_games_table(qtbot, key, players, decks):
    window = make_window(qtbot)
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, n, "easy") for n in ("Bo", "Cy", "Dee")[: players - 1]
    )
    window.start_game(GameSetup(players, decks, seats=seats, seed=f"hint-{key}", game=key))
    session = window.session
    qtbot.waitUntil(
        lambda: session.human_may_act() and not window.table.scene.animating, timeout=30_000
    )
    moves = len(session.moves)
    window.act_hint.trigger()
    text = window.table.message_label.text()
    assert text.startswith("Hint: ") and len(text) > 8, text
    assert len(session.moves) == moves  # a hint only suggests
    # Help > Rules at the table: this game's rules, with the options in force.
    window.act_rules.trigger()
    dialog = window.findChild(RulesDialog)
    assert dialog is not None and dialog.windowTitle() == f"{game_for(key).title()}: rules"
    assert game_for(key).rules_html(session.state.config) == dialog.rules_html(session.state.config)
    dialog.close()
    window.close()


def test_the_log_keeps_its_newest_line_in_view_when_the_window_shrinks(qtbot):
    window = make_window(qtbot, (1280, 800))
    seats = tuple(SeatSetup(COMPUTER, n, "easy") for n in ("Ann", "Bo"))
    window.start_game(GameSetup(2, 1, seats=seats, seed="log-pin", game="cassino"))
    window.session.pace_ms = 0
    qtbot.waitUntil(lambda: len(window.session.log) >= 45, timeout=30_000)
    # No more moves, so the log stands still: the table's idle would start the next player.
    window.session.advance = lambda: None
    window.session.close()
    view = window.table.log_view
    bar = view.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    before = bar.maximum()
    window.resize(1024, 720)
    qtbot.waitUntil(lambda: bar.maximum() > before, timeout=2000)
    assert bar.value() == bar.maximum()
    last = view.model().index(view.model().rowCount() - 1, 0)
    assert view.viewport().rect().intersects(view.visualRect(last))
    # Scrolled back by the person: a resize leaves the older lines in view.
    bar.setValue(0)
    window.resize(1280, 800)
    qtbot.wait(50)
    assert bar.value() == 0
    window.close()


def test_cassino_log_tells_every_seats_moves_in_the_same_words(qtbot):
    window = make_window(qtbot)
    seats = tuple(SeatSetup(COMPUTER, n, "easy") for n in ("Ann", "Bo"))
    window.start_game(GameSetup(2, 1, seats=seats, seed="log-words", game="cassino"))
    window.session.pace_ms = 0
    # Past the first deal of the round (4 cards each, so 8 plays): the next deal is told.
    qtbot.waitUntil(lambda: len(window.session.moves) >= 9, timeout=30_000)
    window.session.close()
    assert all(not e.explained for e in window.session.log)
    rows = window.table.log_model.stringList()
    assert any("Deal 2 of 6" in r for r in rows), rows
    window.close()


@pytest.mark.parametrize("permission,obliges", [("REQUIRED", False), ("OPTIONAL", True)])
def test_hand_and_foot_partner_question_says_what_yes_means(qtbot, permission, obliges):
    from canasta_gui.app.widgets.go_out_dialog import GoOutQuestionDialog

    game = game_for("hand-and-foot")
    config = game.make_config(4, 5, {"OPT-HF-PERMISSION": permission}, "default")
    assert game.answer_obliges(config) is obliges
    canasta = game_for("canasta")
    assert canasta.answer_obliges(canasta.make_config(4, 2, {}, "default")) is True
    dialog = GoOutQuestionDialog("Bo", None, obliges)
    qtbot.addWidget(dialog)
    must = "must go out" in dialog.explanation.text()
    assert must is obliges
    assert dialog.yes_button.text() == ("&Yes, go out" if obliges else "&Yes, you may")


def test_the_table_holds_still_a_moment_after_a_sweep(qtbot):
    window = make_window(qtbot)
    seats = tuple(SeatSetup(COMPUTER, n, "easy") for n in ("Ann", "Bo"))
    window.start_game(GameSetup(2, 1, seats=seats, seed="pause", game="cassino"))
    session = window.session
    calls: list[float] = []
    session.advance = lambda: calls.append(1)  # the game waits for this call
    controller = window.table.controller
    controller._flash = "Ann sweeps the table!"
    from canasta_gui.app.scene import speeds

    speeds.set_factor(1.0)
    try:
        assert controller.pause_ms() == speeds.EVENT_PAUSE_MS
        window._table_idle()
        assert calls == []  # not at once: the sweep stays on the table a moment
        qtbot.waitUntil(lambda: len(calls) >= 1, timeout=3000)
    finally:
        speeds.set_factor(0.0)
    assert controller.pause_ms() == 0  # instant speed: no pause
    controller._flash = ""
    before = len(calls)
    window._table_idle()
    assert len(calls) == before + 1  # at once
    window.close()


@pytest.mark.parametrize(
    "key,first,option,value",
    [
        # S2 deals no upcard (docs/rules.md §7.16); S1 plays four players alone, to 21 (§7.23).
        ("hand-and-foot", "japanese", "OPT-HF-UPCARD", "NONE"),
        ("cassino", "solo", "OPT-CAS-4P", "INDIVIDUAL"),
    ],
)
def test_the_seeds_own_preset_comes_first_and_is_chosen_for_a_new_player(
    qtbot, key, first, option, value
):
    """The New game dialog lists the game's own source's preset first; a player with no
    remembered choice gets it, with its one-line description, and Start plays it."""
    window = make_window(qtbot)
    dialog = open_by_click(qtbot, window, window.start_page.game_buttons[key])
    game = game_for(key)
    assert dialog.preset.itemData(0) == first
    assert dialog.preset.currentData() == first
    assert dialog.preset.currentText() == game.preset_name(first)
    assert dialog.preset_description.text() == game.preset_description(first)
    assert dialog._option_combos[option].currentData() == value
    if key == "cassino":
        dialog.configuration.setCurrentIndex(dialog.configuration.count() - 1)  # 4 players
    with qtbot.waitSignal(window.game_started, timeout=10_000):
        click_widget(dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    assert window.session.setup.preset == first
    assert window.session.state.config.opt(option) == value
    # A player who picked another preset keeps it next time: only new players get the first.
    again = NewGameDialog(previous={"game": key, "games": {key: {"preset": "default"}}})
    qtbot.addWidget(again)
    assert again.preset.currentData() == "default"
    window.close()


def test_cassino_preset_description_fits_every_player_count(qtbot):
    """The "Each for themselves" preset is offered at 2, 3 and 4 players, so what the dialog
    says under it holds at each (it once said "Four players each play alone" at two)."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("cassino"))
    dialog.preset.setCurrentIndex(dialog.preset.findData("solo"))
    seen = set()
    for i in range(dialog.configuration.count()):
        dialog.configuration.setCurrentIndex(i)
        text = dialog.preset_description.text()
        assert text.startswith("Everyone plays alone") and "Four players" not in text
        seen.add(dialog.setup().players)
    assert seen == {2, 3, 4}
