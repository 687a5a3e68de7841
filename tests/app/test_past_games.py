"""Past games: finished games kept as files (the newest N, a setting), damaged files explained
and moved aside, and the list opened from the start page and the Game menu by real clicks."""

from __future__ import annotations

import json
from datetime import datetime, timedelta

import pytest

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QDialogButtonBox

from canasta_gui.app import past_games
from canasta_gui.app.settings import Settings, parse_settings
from canasta_gui.app.widgets.past_games_dialog import PastGamesDialog
from canasta_gui.app.widgets.replay_dialog import ReplayDialog
from canasta_gui.app.widgets.score_dialogs import ScoreSheetDialog
from canasta_gui.app.widgets.settings_dialog import SettingsDialog
from canasta_gui.engine.serialize import state_differences
from tests.app.gui_helpers import click_widget, open_by_click
from tests.app.replay_helpers import engine_game, play_at_window
from tests.app.test_main_window_dialogs import close_by_click, open_menu_action

START = datetime(2026, 3, 1, 20, 15)


@pytest.fixture(scope="module")
def records():
    """One finished game of each kind (played by the engine, seeded)."""
    return {key: engine_game(key, f"past-{key}")[0] for key in ("canasta", "cassino")}


def kept_files():
    return sorted(p.name for p in past_games.folder().iterdir())


def test_a_kept_game_reads_back_as_it_was(records):
    record = records["canasta"]
    path = past_games.keep(record, 50, START)
    assert path is not None and path.parent == past_games.folder()
    games, problems = past_games.load_all()
    assert problems == [] and len(games) == 1
    back = games[0]
    assert back.finished == START
    assert back.record.setup == record.setup
    assert back.record.moves == record.moves
    assert not state_differences(back.record.final, record.final)
    assert back.record.names == record.names
    assert back.record.explained == record.explained  # the computer players' own words
    timeline = back.record.timeline()
    assert timeline.finished_deals() == len(record.final.history)


def test_only_the_newest_games_are_kept(records):
    for i in range(5):
        past_games.keep(records["cassino"], 3, START + timedelta(minutes=i))
    games, problems = past_games.load_all()
    assert problems == []
    # The three newest, newest first: the two oldest were dropped.
    assert [g.finished for g in games] == [START + timedelta(minutes=i) for i in (4, 3, 2)]
    past_games.keep(records["canasta"], 3, START + timedelta(minutes=9))
    games, _ = past_games.load_all()
    assert [g.record.game.key for g in games] == ["canasta", "cassino", "cassino"]
    # A smaller limit drops the oldest at once; 0 keeps none and writes nothing.
    assert len(past_games.prune(1)) == 2
    assert len(past_games.load_all()[0]) == 1
    assert past_games.keep(records["cassino"], 0, START + timedelta(hours=1)) is None
    assert past_games.load_all()[0] == []


def test_two_games_ending_in_the_same_moment_are_both_kept(records):
    past_games.keep(records["cassino"], 50, START)
    past_games.keep(records["canasta"], 50, START)
    assert len(past_games.load_all()[0]) == 2


def good_text(record) -> str:
    return past_games.past_game_json(record, START)


def damaged_cases(records) -> dict[str, tuple[bytes | None, str]]:
    """File name → (content, words the explanation must contain); None makes a folder."""
    text = good_text(records["cassino"])
    data = json.loads(text)
    unknown = json.loads(text)
    unknown["session"]["game"]["game"] = "poker"
    wrong_entry = json.loads(good_text(records["canasta"]))
    wrong_entry["explanations"][0]["move"] = "first"
    unfinished = json.loads(text)
    unfinished["session"]["game"].pop("state")
    no_date = dict(data, finished="yesterday")
    return {
        "game-1-bad-json.json": (b'{"format": "canasta_gui-past-game", ', "JSON"),
        "game-2-not-utf8.json": (b"\xff\xfe\x00garbage", "UTF-8"),
        "game-3-list.json": (b"[1, 2, 3]", "not a canasta_gui past game"),
        "game-4-unknown-game.json": (json.dumps(unknown).encode(), "poker"),
        "game-5-wrong-type.json": (json.dumps(wrong_entry).encode(), "explanations"),
        "game-6-no-date.json": (json.dumps(no_date).encode(), "when the game ended"),
        "game-7-folder.json": (None, "not an ordinary file"),
        "game-8-strings.json": (json.dumps("x" * 1000).encode(), "not a canasta_gui past game"),
        "game-9-no-state.json": (json.dumps(unfinished).encode(), "state"),
    }


def test_damaged_files_are_explained_moved_aside_and_the_rest_still_loads(records):
    past_games.keep(records["cassino"], 50, START)
    folder = past_games.folder()
    cases = damaged_cases(records)
    for name, (content, _words) in cases.items():
        if content is None:
            (folder / name).mkdir()
        else:
            (folder / name).write_bytes(content)
    huge = folder / "game-0-huge.json"
    with huge.open("wb") as f:
        f.truncate(past_games.MAX_BYTES + 10)  # sparse: large on paper, cheap to make
    cases["game-0-huge.json"] = (b"", "far too large")
    games, problems = past_games.load_all()
    assert [g.record.game.key for g in games] == ["cassino"]
    assert len(problems) == len(cases)
    for name, (_content, words) in cases.items():
        said = [p for p in problems if f"The past game {name} could not be read" in p]
        assert len(said) == 1, (name, problems)
        assert words in said[0], (name, said[0])
        assert "It was moved to" in said[0] and ".corrupt-" in said[0]
        assert not (folder / name).exists()  # moved aside, not deleted, not left in the list
    assert len([p for p in folder.iterdir() if ".corrupt-" in p.name]) == len(cases)
    # The next look finds only the good game and says nothing more.
    games, problems = past_games.load_all()
    assert len(games) == 1 and problems == []


def test_an_explanation_this_version_does_not_know_is_told_in_plain_words(records):
    data = json.loads(good_text(records["canasta"]))
    data["explanations"][0]["reason"] = "a_reason_from_a_later_version"
    path = past_games.folder() / "game-20260301-201500-000000.json"
    path.write_text(json.dumps(data))
    games, problems = past_games.load_all()
    assert problems == [] and len(games) == 1
    move = data["explanations"][0]["move"]
    assert move not in games[0].record.explained
    entry = games[0].record.timeline().entries[move]
    assert not entry.explained


def test_the_number_kept_is_a_setting(qtbot, window, records):
    assert Settings().past_games == 50
    for bad in ("50", True, -1, 501, 2.5):
        settings, reset = parse_settings({"past_games": bad})
        assert settings.past_games == 50 and reset == ["past_games"]
    assert parse_settings({"past_games": 7})[0].past_games == 7
    for i in range(4):
        past_games.keep(records["cassino"], 50, START + timedelta(minutes=i))
    dialog = open_by_click(qtbot, window, window.start_page.settings)
    assert isinstance(dialog, SettingsDialog)
    assert dialog.past_games.value() == 50
    dialog.past_games.setValue(2)
    close_by_click(qtbot, dialog, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert window.settings.past_games == 2
    games, _ = past_games.load_all()
    assert [g.finished for g in games] == [START + timedelta(minutes=i) for i in (3, 2)]


def test_a_game_finished_at_the_table_joins_the_list(qtbot, window):
    window.settings.past_games = 2
    for i in range(3):
        past_games.keep(engine_game("cassino", "older")[0], 50, START + timedelta(minutes=i))
    summary, _recorded = play_at_window(qtbot, window, "cassino", "finished-here")
    session = window.session
    games, problems = past_games.load_all()
    assert problems == []
    assert len(games) == 2  # the setting: the newest two
    newest = games[0].record
    assert newest.moves == session.moves
    assert not state_differences(newest.final, session.state)
    assert newest.names == ["Ann", "Bo"]
    close_by_click(qtbot, summary, summary.next_button)


def open_list(qtbot, window, how: str) -> PastGamesDialog:
    if how == "start page":
        window.show_start()
        dialog = open_by_click(qtbot, window, window.start_page.past_games)
    else:
        dialog = open_menu_action(qtbot, window, window.menu_game, window.act_past)
    assert isinstance(dialog, PastGamesDialog)
    return dialog


@pytest.mark.parametrize("how", ["start page", "menu"])
def test_the_list_opens_a_score_sheet_and_a_replay_of_any_deal(qtbot, window, records, how):
    past_games.keep(records["cassino"], 50, START)
    past_games.keep(records["canasta"], 50, START + timedelta(days=1))
    (past_games.folder() / "game-0-broken.json").write_text("{")
    dialog = open_list(qtbot, window, how)
    assert dialog.table.rowCount() == 2
    assert dialog.problem_label.isVisible()
    assert "game-0-broken.json" in dialog.problem_label.text()
    texts = [[dialog.table.item(r, c).text() for c in range(4)] for r in range(2)]
    assert texts[0][1] == "Canasta" and texts[1][1] == "Cassino"
    assert texts[0][2] == "Ann, Bo" and texts[1][2] == "Ann, Bo"
    canasta = records["canasta"].final
    for side, score in enumerate(canasta.scores):
        assert f"{['Ann', 'Bo'][side]} {QLocale().toString(score)}" in texts[0][3]
    assert "2026" in texts[0][0] or "26" in texts[0][0]
    # The second game (Cassino): its score sheet, then a replay of its first round.
    dialog.table.selectRow(1)
    with qtbot.waitSignal(dialog.opened, timeout=5000) as opened:
        click_widget(dialog.open_button)
    sheet = opened.args[0]
    assert isinstance(sheet, ScoreSheetDialog)
    qtbot.waitExposed(sheet)
    assert sheet.model.rowCount() == len(records["cassino"].final.history)
    sheet.view.selectRow(0)
    with qtbot.waitSignal(sheet.replay_hook.opened, timeout=5000) as opened:
        click_widget(sheet.replay_hook.button)
    replay = opened.args[0]
    assert isinstance(replay, ReplayDialog)
    qtbot.waitExposed(replay)
    assert replay.deal == 0 and replay.windowTitle() == "Replay: Round 1"
    click_widget(replay.nav["end"])
    assert not state_differences(
        replay.session.state, records["cassino"].timeline().states[replay.last]
    )
    close_by_click(qtbot, replay, replay.buttons.button(QDialogButtonBox.StandardButton.Close))
    close_by_click(qtbot, sheet, sheet.buttons.button(QDialogButtonBox.StandardButton.Close))
    close_by_click(qtbot, dialog, dialog.buttons.button(QDialogButtonBox.StandardButton.Close))


def test_an_empty_list_says_so(qtbot, window):
    dialog = open_list(qtbot, window, "start page")
    assert dialog.table.rowCount() == 0
    assert dialog.empty.isVisible() and not dialog.problem_label.isVisible()
    assert dialog.empty.text() == "No finished game has been kept yet."
    assert not dialog.open_button.isEnabled()


def test_the_score_sheet_in_play_replays_a_finished_deal(qtbot, window):
    """Game → Score sheet: the finished deals replay, the game's own state is left alone."""
    summary, recorded = play_at_window(qtbot, window, "canasta", "menu-sheet")
    close_by_click(qtbot, summary, summary.next_button)
    moves = list(window.session.moves)
    sheet = open_menu_action(qtbot, window, window.menu_game, window.act_scores)
    assert isinstance(sheet, ScoreSheetDialog)
    sheet.view.selectRow(1)
    with qtbot.waitSignal(sheet.replay_hook.opened, timeout=5000) as opened:
        click_widget(sheet.replay_hook.button)
    replay = opened.args[0]
    qtbot.waitExposed(replay)
    assert replay.deal == 1
    click_widget(replay.nav["end"])
    assert not state_differences(replay.session.state, recorded[replay.last])
    assert replay.session.state is not window.session.state
    assert window.session.moves == moves


def test_a_file_changed_since_the_list_was_read_is_read_again(records):
    path = past_games.keep(records["cassino"], 50, START)
    first, _ = past_games.load_all()
    again, _ = past_games.load_all()
    assert again[0] is first[0]  # unchanged: not read a second time
    path.write_text("[]")
    games, problems = past_games.load_all()
    assert games == [] and len(problems) == 1 and path.name in problems[0]
