"""The autosave through the window: save, quit and continue; damaged files; finished games;
and the command-line checks (``--smoke-test``, ``--screenshot``) in a real process."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from canasta_gui.app import paths, saves
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog
from canasta_gui.engine import serialize
from canasta_gui.engine.canasta.state import Phase, new_game
from canasta_gui.engine.serialize import state_differences
from tests.app.gui_helpers import card_point, drag, make_window, zone_centre
from tests.app.human_driver import HumanDriver
from tests.app.saved_helpers import newest_saved
from tests.engine.helpers import build

CANASTA = ["AH AS AD AC AH AS 2D"]


def solo_setup(seed: str) -> GameSetup:
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, name, "easy") for name in ("Bo", "Cy", "Dee")
    )
    return GameSetup(4, 2, seats=seats, seed=seed)


class MessageBoxes:
    """Closes every message box with a real click as soon as it shows and keeps its text.

    ``QMessageBox.warning`` runs its own event loop, so the box is looked for on a timer that
    keeps running inside that loop."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, str]] = []
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def _poll(self) -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QMessageBox) and w.isVisible():
                self.seen.append((w.windowTitle(), w.text()))
                button = w.defaultButton() or w.buttons()[0]
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def stop(self) -> None:
        self.timer.stop()


def wait_human(qtbot, window, timeout=20_000) -> None:
    qtbot.waitUntil(
        lambda: window.session.human_may_act() and not window.table.scene.animating,
        timeout=timeout,
    )


def redraw_if_stale(qtbot, window) -> None:
    """The hand on the table is exactly the engine's hand for the person to act."""
    session = window.session
    if not session.human_may_act() or not window.table.controller.plan.empty:
        return
    shown = sorted(c.card for c in window.table.scene.hand_items())
    assert shown == sorted(session.state.hand_cards(session.bottom))


def click(widget) -> None:
    QTest.mouseClick(widget, Qt.MouseButton.LeftButton)


def aside_files() -> list[Path]:
    return sorted(paths.autosave_path().parent.glob("autosave.json.corrupt-*"))


# -- save, quit, continue ------------------------------------------------------------------


def test_save_quit_and_continue_restores_the_same_game(qtbot):
    window = make_window(qtbot)
    assert not window.start_page.resume.isEnabled()  # nothing saved yet
    window.start_game(solo_setup("pp-1"))
    session = window.session
    driver = HumanDriver(qtbot, window, "pp-1")
    # Two of Ann's turns with the mouse, the computer seats in between.
    turns = 0
    while turns < 2:
        wait_human(qtbot, window)
        driver.play_turn_step()
        redraw_if_stale(qtbot, window)
        if session.actor != 0:
            turns += 1
    wait_human(qtbot, window)
    assert len(session.moves) >= 8
    old_state = session.state.clone()
    old_moves = list(session.moves)
    old_setup = session.setup
    old_names = [session.seat_name(p) for p in range(4)]

    file = session.save_path
    window.close()
    assert window.session is None  # the session (and its thinker) ended with the window
    assert file.parent == paths.saves_dir() and file.is_file()
    assert [g.path for g in saves.list_saved()[0]] == [file]
    data = json.loads(file.read_text(encoding="utf-8"))
    assert data["format"] == "canasta_gui-session" and data["schema"] == 1
    assert [s["name"] for s in data["seats"]] == ["Ann", "Bo", "Cy", "Dee"]
    assert data["game"]["format"] == "canasta_gui-save"
    assert len(data["game"]["moves"]) == len(old_moves)

    again = make_window(qtbot)
    assert again.stack.currentWidget() is again.start_page
    assert again.start_page.resume.isEnabled()
    with qtbot.waitSignal(again.game_started):
        click(again.start_page.resume)
    restored = again.session
    assert state_differences(restored.state, old_state) == []
    assert restored.moves == old_moves
    assert restored.setup.seats == old_setup.seats
    assert restored.setup.seed == old_setup.seed
    assert [restored.seat_name(p) for p in range(4)] == old_names
    assert again.stack.currentWidget() is again.table
    # Ann's turn again, with her own hand face up at the bottom.
    wait_human(qtbot, again)
    shown = sorted(c.card for c in again.table.scene.hand_items())
    assert shown == sorted(restored.state.hand_cards(0))
    again.close()


# -- damaged autosaves ---------------------------------------------------------------------


def valid_session() -> dict:
    setup = solo_setup("corrupt")
    text = saves.session_json(setup, new_game(setup.config(), setup.seed), [])
    return json.loads(text)


def _hostile(change) -> bytes:
    data = valid_session()
    change(data)
    return json.dumps(data).encode()


def _illegal_card(data: dict) -> None:
    data["game"]["state"]["players"][0]["hand"][0] = "ZZ"


def _wrong_types(data: dict) -> None:
    data["game"]["state"]["players"][1]["hand_size"] = "eleven"


def _seats_not_a_list(data: dict) -> None:
    data["seats"] = "Ann, Bo, Cy, Dee"


def _unknown_field(data: dict) -> None:
    data["cheat"] = {"show_all_hands": True}


def _long_name(data: dict) -> None:
    data["seats"][0]["name"] = "A" * 10_000


def _another_game(data: dict) -> None:
    # A game this version of the app does not know (every game it knows now has a table).
    data["game"]["game"] = "poker"


def _deal_over_without_its_row() -> bytes:
    """Defect 4: "deal over" whose score sheet lacks the deal's row (the summary reads it)."""
    import random

    from canasta_gui.engine.canasta.legal import legal_actions

    setup = solo_setup("no-row")
    state = new_game(setup.config(), setup.seed)
    rng = random.Random(4)
    while state.phase != Phase.DEAL_OVER:
        state.apply(rng.choice(legal_actions(state)))
    data = json.loads(saves.session_json(setup, state, []))
    data["game"]["state"]["history"].pop()
    return json.dumps(data).encode()


def _wrong_seat_in_the_log() -> bytes:
    """A logged move that names a seat which was not to act (docs/save-format.md "Replay")."""
    import random

    from canasta_gui.engine.canasta.legal import legal_actions

    setup = solo_setup("seat")
    state = new_game(setup.config(), setup.seed)
    rng = random.Random(2)
    moves = []
    for _ in range(6):
        moves.append(rng.choice(legal_actions(state)))
        state.apply(moves[-1])
    data = json.loads(saves.session_json(setup, state, moves))
    move = data["game"]["moves"][3]
    move["seat"] = (move["seat"] + 1) % setup.players
    return json.dumps(data).encode()


def _card_out_of_play_twice(data: dict) -> None:
    hand = data["game"]["state"]["players"][0]["hand"]
    data["game"]["state"]["out_of_play"] = [hand[0], hand[0]]


CORRUPT = {
    "bad_json": (b'{"format": "canasta_gui-session", "schema": 1, "seats": [', "JSON"),
    "empty": (b"", "JSON"),
    "deep_nesting": (b"[" * 50_000 + b"]" * 50_000, "deep"),
    "not_utf8": (b'{"format": "\xff\xfe\xc3\x28"}', "utf-8"),
    "too_large": (b" " * (serialize.MAX_BYTES + 10), "too large"),
    "not_an_object": (b"[1, 2, 3]", "saved game"),
    "wrong_format": (b'{"format": "something-else"}', "saved game"),
    "illegal_card": (_hostile(_illegal_card), "ZZ"),
    "wrong_types": (_hostile(_wrong_types), "hand_size"),
    "seats_not_a_list": (_hostile(_seats_not_a_list), "seats"),
    "unknown_field": (_hostile(_unknown_field), "cheat"),
    "long_name": (_hostile(_long_name), "name"),
    "another_game": (_hostile(_another_game), "cannot play"),
    "deal_over_without_its_row": (_deal_over_without_its_row(), "no row for deal 0"),
    "wrong_seat_in_the_log": (_wrong_seat_in_the_log(), "moves[3].seat"),
    "card_out_of_play_twice": (_hostile(_card_out_of_play_twice), "state.out_of_play"),
}


@pytest.mark.parametrize("case", list(CORRUPT))
def test_a_damaged_autosave_is_explained_moved_aside_and_not_offered_again(qtbot, case):
    raw, reason_word = CORRUPT[case]
    file = paths.autosave_path()
    file.write_bytes(raw)
    window = make_window(qtbot)
    assert window.start_page.resume.isEnabled()
    boxes = MessageBoxes()
    try:
        click(window.start_page.resume)
        qtbot.waitUntil(lambda: bool(boxes.seen), timeout=5000)
    finally:
        boxes.stop()
    assert len(boxes.seen) == 1, boxes.seen
    title, text = boxes.seen[0]
    assert title == "Continue"
    assert "could not be read" in text, text
    assert reason_word.lower() in text.lower(), text
    # Moved aside, byte for byte, and named in the message.
    assert not file.exists()
    moved = aside_files()
    assert len(moved) == 1
    assert moved[0].read_bytes() == raw
    assert str(moved[0]) in text
    # No game, the start page, and Continue is no longer offered.
    assert window.session is None and window.table is None
    assert window.stack.currentWidget() is window.start_page
    assert not window.start_page.resume.isEnabled()
    window.close()


def test_a_valid_autosave_is_not_moved(qtbot):
    file = paths.autosave_path()
    raw = json.dumps(valid_session()).encode()
    file.write_bytes(raw)
    window = make_window(qtbot)
    with qtbot.waitSignal(window.game_started):
        click(window.start_page.resume)
    assert window.session.setup.seats[0] == SeatSetup(HUMAN, "Ann")
    assert aside_files() == []
    window.close()


# -- the writer never writes what the loader refuses ----------------------------------------


def _played(setup: GameSetup, n: int):
    import random

    from canasta_gui.engine.canasta.legal import legal_actions

    state = new_game(setup.config(), setup.seed)
    rng = random.Random(n)
    moves = []
    for _ in range(n):
        action = rng.choice(legal_actions(state))
        state.apply(action)
        moves.append(action)
    return state, moves


def test_an_autosave_past_the_limit_is_refused_and_the_previous_one_kept(monkeypatch):
    setup = solo_setup("limit")
    state, moves = _played(setup, 40)
    size = len(saves.session_json(setup, state, moves).encode())
    monkeypatch.setattr(serialize, "MAX_BYTES", size)  # the one limit, shared with the loader
    file = saves.write_session(setup, state, moves)
    before = file.read_bytes()
    assert len(before) == size
    assert state_differences(newest_saved().state, state) == []  # at the limit: loads
    later, later_moves = _played(setup, 60)
    with pytest.raises(saves.SaveRefused) as info:
        saves.write_session(setup, later, later_moves, file)
    assert isinstance(info.value, ValueError)  # what Session._save reports to the table
    text = str(info.value)
    assert "too large" in text and text.endswith("The previous autosave is kept.")
    assert ".." not in text
    assert file.read_bytes() == before
    assert state_differences(newest_saved().state, state) == []
    assert list(file.parent.iterdir()) == [file]  # no temp file


def test_the_table_says_when_it_cannot_autosave(qapp, monkeypatch):
    from canasta_gui.app.session import Session

    setup = solo_setup("notice")
    state, moves = _played(setup, 20)
    session = Session(setup, state, moves)
    notices = []
    session.notice.connect(lambda text, _kind: notices.append(text))
    session._save()
    before = session.save_path.read_bytes()
    monkeypatch.setattr(serialize, "MAX_MOVES", len(moves) - 1)
    session._save()
    assert len(notices) == 1 and "could not be saved" in notices[0], notices
    assert "previous autosave is kept" in notices[0]
    assert session.save_path.read_bytes() == before
    session.close()


# -- a finished game -----------------------------------------------------------------------


def test_a_finished_game_removes_the_autosave(qtbot):
    """Ann (seat 0) can go out and her side is 10 points short of the target (docs/rules.md §3.12.1,
    §3.14): melding and discarding with the mouse ends the game."""
    cfg_target = solo_setup("x").config().target
    state = build(
        4,
        2,
        hands={0: "9C 9D 9H 5C"},
        melds={0: CANASTA},
        phase=Phase.PLAY,
        current=0,
        scores=[cfg_target - 10, 0],
    )
    window = make_window(qtbot)
    window.start_game(solo_setup("game-end"), state, [])
    wait_human(qtbot, window)
    driver = HumanDriver(qtbot, window)
    driver.select([c.card for c in window.table.scene.hand_items() if c.code.startswith("9")])
    driver.drag_selection_to(("melds", 0))
    qtbot.waitUntil(lambda: len(window.session.moves) == 1)
    saved = window.session.save_path
    assert saved.is_file()  # saved after the meld
    five = next(c for c in window.table.scene.hand_items() if c.code == "5C")
    with qtbot.waitSignal(window.dialog_opened, timeout=10_000) as opened:
        drag(window, card_point(five), zone_centre(window, ("pile",)))
    assert window.session.state.phase == Phase.GAME_OVER
    assert not saved.exists() and saves.list_saved() == ([], [])
    dialog = opened.args[0]
    assert isinstance(dialog, DealSummaryDialog) and dialog.winner_label is not None
    click(dialog.next_button)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start_page)
    assert not window.start_page.resume.isEnabled()
    window.close()


# -- the command line ------------------------------------------------------------------------


def canasta_command() -> list[str]:
    script = shutil.which("canasta", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "canasta_gui"]


def run_canasta(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ)  # offscreen and the test's private user folders (conftest)
    assert env["QT_QPA_PLATFORM"] == "offscreen"
    return subprocess.run(
        [*canasta_command(), *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_smoke_test_exits_0():
    result = run_canasta("--smoke-test")
    assert result.returncode == 0, result.stderr
    assert "first frame" in result.stdout


@pytest.mark.parametrize("game", ["canasta", "hand-and-foot", "cassino"])
def test_smoke_test_starts_each_games_table(game):
    result = run_canasta("--smoke-test", "--game", game)
    assert result.returncode == 0, result.stderr
    assert "first frame" in result.stdout
    assert not paths.autosave_path().exists()  # the smoke table is never saved


def test_smoke_test_refuses_an_unknown_game_in_words():
    result = run_canasta("--smoke-test", "--game", "poker")
    assert result.returncode == 2
    assert "unknown game" in result.stderr


@pytest.mark.parametrize("game,players", [("hand-and-foot", 4), ("cassino", 3)])
def test_screenshot_of_each_game(tmp_path, game, players):
    out = tmp_path / "table.png"
    result = run_canasta(
        "--screenshot", str(out), "--game", game, "--players", str(players), "--moves", "20"
    )
    assert result.returncode == 0, result.stderr
    assert QImage(str(out)).width() == 1280


def test_screenshot_refuses_a_table_the_game_has_not(tmp_path):
    result = run_canasta(
        "--screenshot", str(tmp_path / "x.png"), "--game", "hand-and-foot", "--players", "2"
    )
    assert result.returncode == 2
    assert "not played by 2 players" in result.stderr


def test_smoke_test_survives_a_corrupt_settings_file_and_autosave():
    settings_file = paths.settings_path()
    settings_file.write_bytes(b'{"language": "en", "speed": ')
    autosave = paths.autosave_path()
    autosave.write_bytes(b"\x00\xff not a save")
    result = run_canasta("--smoke-test")
    assert result.returncode == 0, result.stderr
    # The settings were set aside (defaults used); the autosave waits for Continue.
    assert not settings_file.exists()
    assert len(list(settings_file.parent.glob("settings.json.corrupt-*"))) == 1
    assert autosave.read_bytes() == b"\x00\xff not a save"


def test_start_removes_what_a_killed_save_left_behind():
    from tests.app.test_storage import kill_a_writer_mid_save

    autosave = paths.autosave_path()
    autosave.write_bytes(b"the last autosave")
    leftover = kill_a_writer_mid_save(autosave)  # a save killed half-way at the last run
    # This source tree's own entry point (python -m), whatever the installed script runs.
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run(
        [sys.executable, "-m", "canasta_gui", "--smoke-test"],
        cwd=root,
        env=dict(os.environ),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert not leftover.exists()  # its writer is gone
    assert autosave.read_bytes() == b"the last autosave"


def test_screenshot_writes_a_png_of_the_asked_size(tmp_path):
    out = tmp_path / "table.png"
    result = run_canasta(
        "--screenshot", str(out), "--seed", "shot", "--moves", "12", "--size", "1024x720"
    )
    assert result.returncode == 0, result.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 720)
    assert not saves.has_autosave()  # a screenshot never touches the user's games


def test_screenshot_with_an_unknown_language_falls_back_to_english(tmp_path):
    out = tmp_path / "table.png"
    result = run_canasta(
        "--screenshot", str(out), "--lang", "xx", "--seed", "shot", "--moves", "4",
        "--size", "1024x720",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "“xx” is not available; using English" in result.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 720)


# -- the wording of the reasons ------------------------------------------------------------

_BROKEN = {
    "bad_json": CORRUPT["bad_json"][0],
    "empty": CORRUPT["empty"][0],
    "not_utf8": CORRUPT["not_utf8"][0],
    "too_large": CORRUPT["too_large"][0],
    "unknown_field": CORRUPT["unknown_field"][0],
    "illegal_card": CORRUPT["illegal_card"][0],
    "refused_state": CORRUPT["deal_over_without_its_row"][0],
    "bad_move": _hostile(lambda d: d["game"].__setitem__("moves", [{"type": "fly"}])),
}


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("case", list(_BROKEN))
def test_the_reason_for_a_broken_file_reads_as_one_sentence(qapp, case, language):
    """No "(line 1, column 1).)." and the like: the wrapper closes the sentence once."""
    from canasta_gui.app.i18n import Translator

    translator = Translator()
    assert translator.install(qapp, language) is None
    try:
        paths.autosave_path().write_bytes(_BROKEN[case])
        with pytest.raises(saves.BadSession) as info:
            newest_saved()
    finally:
        translator.install(qapp, "en")
    text = info.value.text
    stop = "." if language == "en" else "。"
    assert text.endswith(stop) and not text.endswith(stop * 2), text
    for doubled in ("..", ".).", ").)", ".)", "。）", "。。", "。)", ".）"):
        assert doubled not in text, (doubled, text)
