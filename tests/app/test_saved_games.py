"""Several saved games: each unfinished game keeps its own file; the Saved games list shows
them newest first (game, players, score), resumes one exactly where it stopped, deletes one
after asking, explains and moves aside a damaged file, and takes in the old single autosave."""

from __future__ import annotations

import json
import os
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from canasta_gui.app import paths, saves
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.saved_games_dialog import SavedGamesDialog
from canasta_gui.engine.canasta.state import new_game
from canasta_gui.engine.serialize import state_differences
from tests.app.gui_helpers import click_widget, open_by_click
from tests.app.human_driver import HumanDriver


def canasta_setup() -> GameSetup:
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, name, "easy") for name in ("Bo", "Cy", "Dee")
    )
    return GameSetup(4, 2, seats=seats, seed="multi-canasta")


def cassino_setup() -> GameSetup:
    seats = (SeatSetup(HUMAN, "Eve"), SeatSetup(COMPUTER, "Fay", "hard"))
    return GameSetup(2, 1, seats=seats, seed="multi-cassino", game="cassino")


def ready(window) -> bool:
    s = window.session
    return s is not None and s.human_may_act() and not window.table.scene.animating


def saved_games_dialog(qtbot, window) -> SavedGamesDialog:
    dialog = open_by_click(qtbot, window, window.start_page.saved_games)
    assert isinstance(dialog, SavedGamesDialog)
    return dialog


def row_point(dialog: SavedGamesDialog, row: int):
    return dialog.table.visualItemRect(dialog.table.item(row, 0)).center()


def click_row(dialog: SavedGamesDialog, row: int) -> None:
    QTest.mouseClick(
        dialog.table.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        row_point(dialog, row),
    )
    assert dialog.chosen() is dialog.games[row]


def cells(dialog: SavedGamesDialog, row: int) -> list[str]:
    return [dialog.table.item(row, col).text() for col in range(4)]


def play_canasta_and_cassino(qtbot, window):
    """A Canasta game with Ann's first step and the computers' replies, then a Cassino game
    with Eve's first play; back at the start page. Returns both (state, moves)."""
    window.start_game(canasta_setup())
    qtbot.waitUntil(lambda: ready(window), timeout=20_000)
    HumanDriver(qtbot, window, "multi").play_turn_step()  # Ann draws, with the mouse
    qtbot.waitUntil(lambda: ready(window), timeout=20_000)
    canasta = (window.session.state.clone(), list(window.session.moves))
    canasta_file = window.session.save_path
    assert canasta_file is not None and canasta_file.is_file()

    window.start_game(cassino_setup())  # the Canasta game stays saved
    qtbot.waitUntil(lambda: ready(window), timeout=20_000)
    assert window.session.play(window.session.state.legal_actions()[0]) is None
    qtbot.waitUntil(lambda: ready(window), timeout=20_000)
    cassino = (window.session.state.clone(), list(window.session.moves))
    assert window.session.save_path != canasta_file and canasta_file.is_file()
    window.act_menu.trigger()
    return canasta, cassino


def test_two_games_are_listed_resumed_and_deleted(qtbot, window):
    (canasta_state, canasta_moves), (cassino_state, cassino_moves) = play_canasta_and_cassino(
        qtbot, window
    )
    assert window.stack.currentWidget() is window.start_page
    dialog = saved_games_dialog(qtbot, window)
    assert dialog.table.rowCount() == 2 and not dialog.problem_label.isVisible()
    # The most recently played first.
    when, game, players, score = cells(dialog, 0)
    assert game == "Cassino (Classic, 2 players)" or game.startswith("Cassino ("), game
    assert players == "Eve, Fay (Hard)"
    assert str(cassino_state.scores[0]) in score and "Eve" in score and "Fay" in score
    when, game, players, score = cells(dialog, 1)
    assert game.startswith("Canasta (") and "4 players" in game, game
    assert players == "Ann, Bo (Easy), Cy (Easy), Dee (Easy)"
    assert "Ann & Cy" in score and "Bo & Dee" in score
    assert when  # a date and time in the locale's short form

    # Resume the Canasta game with a click on its row and on Resume.
    click_row(dialog, 1)
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click_widget(dialog.resume_button)
    s = window.session
    assert s.setup.game == "canasta" and s.moves == canasta_moves
    assert state_differences(s.state, canasta_state) == []
    qtbot.waitUntil(lambda: ready(window), timeout=20_000)
    window.act_menu.trigger()

    # Resume the Cassino game with a double-click (the first click of it selects the row).
    dialog = saved_games_dialog(qtbot, window)
    row = [g.setup.game for g in dialog.games].index("cassino")
    click_row(dialog, row)
    with qtbot.waitSignal(window.game_started, timeout=5000):
        QTest.mouseDClick(
            dialog.table.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            row_point(dialog, row),
        )
    s = window.session
    assert s.setup.game == "cassino" and s.moves == cassino_moves
    assert state_differences(s.state, cassino_state) == []
    # The play goes on from exactly there, into the same file.
    qtbot.waitUntil(lambda: ready(window), timeout=20_000)
    file = s.save_path
    assert s.play(s.state.legal_actions()[0]) is None
    qtbot.waitUntil(lambda: ready(window), timeout=20_000)
    assert saves.load_saved(file).moves == s.moves
    window.act_menu.trigger()

    # Delete asks; No (the default) keeps the game, Yes deletes it.
    dialog = saved_games_dialog(qtbot, window)
    click_row(dialog, 1)
    doomed = dialog.games[1].path
    with qtbot.waitSignal(dialog.question_opened, timeout=5000) as asked:
        click_widget(dialog.delete_button)
    box = asked.args[0]
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    assert "cannot be undone" in box.text()
    with qtbot.waitSignal(box.finished, timeout=5000):
        click_widget(box.button(QMessageBox.StandardButton.No))
    assert dialog.table.rowCount() == 2 and doomed.is_file()
    click_row(dialog, 1)
    with qtbot.waitSignal(dialog.question_opened, timeout=5000) as asked:
        click_widget(dialog.delete_button)
    box = asked.args[0]
    with qtbot.waitSignal(dialog.deleted, timeout=5000):
        click_widget(box.button(QMessageBox.StandardButton.Yes))
    assert not doomed.exists()
    assert dialog.table.rowCount() == 1 and dialog.games[0].path != doomed
    dialog.reject()


def test_enter_resumes_the_chosen_game_and_continue_the_newest(qtbot, window):
    old = saves.write_session(
        canasta_setup(), new_game(canasta_setup().config(), "a"), [], saved=datetime(2026, 1, 2)
    )
    setup = canasta_setup()
    newer = saves.write_session(setup, new_game(setup.config(), setup.seed), [])
    window.show_start()
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click_widget(window.start_page.resume)
    assert window.session.save_path == newer  # Continue: the most recently played
    window.act_menu.trigger()
    dialog = saved_games_dialog(qtbot, window)
    assert [g.path for g in dialog.games] == [newer, old]
    dialog.table.setFocus()
    QTest.keyClick(dialog.table, Qt.Key.Key_Down)
    with qtbot.waitSignal(window.game_started, timeout=5000):
        QTest.keyClick(dialog.table, Qt.Key.Key_Return)
    assert window.session.save_path == old


def test_the_game_menu_opens_the_list(qtbot, window):
    bar, menu = window.menuBar(), window.menu_game
    QTest.mouseClick(
        bar,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        bar.actionGeometry(menu.menuAction()).center(),
    )
    qtbot.waitUntil(menu.isVisible)
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        QTest.mouseClick(
            menu,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            menu.actionGeometry(window.act_saved).center(),
        )
    dialog = opened.args[0]
    assert isinstance(dialog, SavedGamesDialog)
    assert dialog.empty.isVisible() and not dialog.resume_button.isEnabled()
    dialog.reject()


def test_a_damaged_file_among_good_ones_is_explained_and_moved_aside(qtbot, window):
    setup = canasta_setup()
    good = [saves.write_session(setup, new_game(setup.config(), f"good-{i}"), []) for i in range(2)]
    bad = saves.folder() / "game-20260101-000000-000000.json"
    raw = b'{"format": "canasta_gui-session", "schema": 1, "seats": ['
    bad.write_bytes(raw)
    hostile = saves.folder() / "game-20260101-000000-000001.json"
    data = json.loads(saves.session_json(setup, new_game(setup.config(), "x"), []))
    data["summary"]["scores"] = [True, "lots"]
    hostile.write_text(json.dumps(data), encoding="utf-8")
    # A time with a zone sorts among the local times the app writes.
    zoned = json.loads(saves.session_json(setup, new_game(setup.config(), "z"), []))
    zoned["summary"]["saved"] = "2026-01-01T12:00:00+09:00"
    good.append(saves.folder() / "game-20260101-000000-000002.json")
    good[-1].write_text(json.dumps(zoned), encoding="utf-8")
    window.show_start()
    dialog = saved_games_dialog(qtbot, window)
    assert sorted(g.path for g in dialog.games) == sorted(good)
    assert dialog.games[-1].path == good[-1]  # the oldest
    assert dialog.problem_label.isVisible()
    text = dialog.problem_label.text()
    assert text.count("could not be read") == 2 and "summary is damaged" in text, text
    for file, content in ((bad, raw), (hostile, None)):
        assert not file.exists()
        (moved,) = saves.folder().glob(f"{file.name}.corrupt-*")
        assert str(moved) in text
        if content is not None:
            assert moved.read_bytes() == content  # nothing lost
    dialog.reject()
    # Not offered again, and the good ones still are.
    dialog = saved_games_dialog(qtbot, window)
    assert not dialog.problem_label.isVisible() and len(dialog.games) == 3
    dialog.reject()


def test_the_old_single_autosave_is_taken_into_the_list(qtbot, window):
    setup = canasta_setup()
    state = new_game(setup.config(), setup.seed)
    # What earlier versions wrote: no summary, one file in the data folder.
    data = json.loads(saves.session_json(setup, state, []))
    del data["summary"]
    legacy = paths.autosave_path()
    legacy.write_text(json.dumps(data), encoding="utf-8")
    last_played = datetime(2026, 3, 4, 5, 6, 7).timestamp()
    os.utime(legacy, (last_played, last_played))
    window.show_start()
    assert window.start_page.resume.isEnabled()
    dialog = saved_games_dialog(qtbot, window)
    assert not legacy.exists()
    (game,) = dialog.games
    assert game.path.parent == paths.saves_dir()
    assert game.saved == datetime(2026, 3, 4, 5, 6, 7)
    assert cells(dialog, 0)[2] == "Ann, Bo (Easy), Cy (Easy), Dee (Easy)"
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click_widget(dialog.resume_button)
    assert state_differences(window.session.state, state) == []
    assert window.session.save_path == game.path


def test_deleting_the_game_at_the_table_ends_it_there(qtbot, window):
    window.start_game(canasta_setup())
    qtbot.waitUntil(lambda: ready(window), timeout=20_000)
    window.session._save()
    window.show_saved_games()
    dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, SavedGamesDialog))
    qtbot.waitExposed(dialog)
    with qtbot.waitSignal(dialog.question_opened, timeout=5000) as asked:
        click_widget(dialog.delete_button)
    with qtbot.waitSignal(dialog.deleted, timeout=5000):
        click_widget(asked.args[0].button(QMessageBox.StandardButton.Yes))
    assert window.session is None and window.stack.currentWidget() is window.start_page
    assert not window.start_page.resume.isEnabled()
    dialog.reject()


def test_continue_passes_over_a_newest_save_damaged_inside(qtbot, window):
    """Its header lists it, so Continue chose it, failed, and stopped at the start page."""
    setup = canasta_setup()
    older = saves.write_session(
        setup, new_game(setup.config(), setup.seed), [], saved=datetime(2026, 1, 2)
    )
    data = json.loads(saves.session_json(setup, new_game(setup.config(), "broken"), []))
    data["game"]["moves"] = [{"kind": "no such move"}]
    broken = saves.folder() / "game-20990101-000000-000000.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    assert saves.list_saved()[0][0].path == broken  # the newest, by its header
    window.show_start()
    with (
        qtbot.waitSignal(window.dialog_opened, timeout=5000) as told,
        qtbot.waitSignal(window.game_started, timeout=5000),
    ):
        click_widget(window.start_page.resume)
    assert window.session.save_path == older
    box = told.args[0]
    assert isinstance(box, QMessageBox) and "could not be read" in box.text()
    assert not broken.exists() and list(saves.folder().glob(f"{broken.name}.corrupt-*"))
    box.close()


def test_a_saved_game_gone_meanwhile_is_explained_and_the_game_at_the_table_goes_on(qtbot, window):
    """The window showed the start page while the game's session played on unseen."""
    setup = canasta_setup()
    other = saves.write_session(setup, new_game(setup.config(), "other"), [])
    window.start_game(canasta_setup())
    qtbot.waitUntil(lambda: ready(window), timeout=20_000)
    session, page = window.session, window.stack.currentWidget()
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        window.act_saved.trigger()
    dialog = opened.args[0]
    row = next(i for i, g in enumerate(dialog.games) if g.path == other)
    click_row(dialog, row)
    other.unlink()  # deleted by another window, or by hand, while the list was open
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as told:
        click_widget(dialog.resume_button)
    box = told.args[0]
    assert isinstance(box, QMessageBox) and "no longer there" in box.text()
    assert window.session is session and window.stack.currentWidget() is page
    assert window.act_hint.isEnabled() == session.human_may_act()
    box.close()


def test_a_game_open_in_another_window_is_neither_resumed_nor_deleted_there(qtbot, window, kept):
    """Two windows (or two running copies) on one save overwrote each other's moves, and a
    game deleted in one came back at the other's next move."""
    from tests.app.gui_helpers import make_window

    window.start_game(canasta_setup())
    qtbot.waitUntil(lambda: ready(window), timeout=20_000)
    HumanDriver(qtbot, window, "lock").play_turn_step()  # saved: the file is this window's
    qtbot.waitUntil(lambda: ready(window), timeout=20_000)
    path = window.session.save_path
    assert path is not None and saves.in_use(path)
    other = make_window(qtbot)
    kept.append(other)
    dialog = saved_games_dialog(qtbot, other)
    click_row(dialog, next(i for i, g in enumerate(dialog.games) if g.path == path))
    with qtbot.waitSignal(other.dialog_opened, timeout=5000) as told:
        click_widget(dialog.resume_button)
    box = told.args[0]
    assert "open in another canasta_gui window" in box.text() and other.session is None
    box.close()
    # Deleting it there is refused in words, and the file stays.
    dialog = saved_games_dialog(qtbot, other)
    click_row(dialog, next(i for i, g in enumerate(dialog.games) if g.path == path))
    with qtbot.waitSignal(dialog.question_opened, timeout=5000) as asked:
        click_widget(dialog.delete_button)
    click_widget(asked.args[0].button(QMessageBox.StandardButton.Yes))
    qtbot.waitUntil(dialog.problem_label.isVisible)
    assert "open in another" in dialog.problem_label.text() and path.is_file()
    dialog.reject()
    # Once the first window leaves the game, the second may take it up.
    window.back_to_menu()
    assert not saves.in_use(path)
    with qtbot.waitSignal(other.game_started, timeout=5000):
        other.resume_saved(path)
    assert other.session.save_path == path and saves.in_use(path)
    other.close()
