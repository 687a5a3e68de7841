"""Sound effects (issue 19): the app's own WAV files, the player it picks, the Settings group.

No test needs an audio device: the files are read back with ``wave``, and the platform
player is a fake script on PATH that writes down what it was asked to play.
"""

from __future__ import annotations

import io
import json
import stat
import sys
import wave
from array import array

import pytest

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from canasta_gui.app import paths
from canasta_gui.app.settings import Settings, load_settings, parse_settings
from canasta_gui.app.sound import cues, players, synth
from canasta_gui.app.sound.board import SAMPLE, SoundBoard
from canasta_gui.app.widgets.settings_dialog import SettingsDialog
from canasta_gui.engine.events import Event
from tests.app.gui_helpers import click_widget

LONGEST = {synth.FANFARE: 1.2}  # every other cue is at most 0.4 s


class Recorder:
    """A player that only writes down what it was asked to play."""

    available = True
    name = "recorder"

    def __init__(self) -> None:
        self.played: list[tuple[str, int]] = []

    def play(self, cue: str, volume: int) -> None:
        self.played.append((cue, volume))

    def prepare(self, volume: int) -> None:
        return None


def pcm(data: bytes) -> tuple[tuple[int, int, int, int], array]:
    """(channels, sample width, rate, frames) and the samples of a WAV file."""
    with wave.open(io.BytesIO(data)) as w:
        params = (w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getnframes())
        frames = array("h", w.readframes(w.getnframes()))
    if sys.byteorder != "little":
        frames.byteswap()
    return params, frames


# -- the synthesiser ---------------------------------------------------------------------------


@pytest.mark.parametrize("cue", synth.CUES)
def test_each_cue_is_a_short_cd_format_wav_that_is_heard_and_always_the_same(cue):
    data = synth.wav_bytes(cue)
    (channels, width, rate, count), frames = pcm(data)
    # CD format, which every device takes as it is: 44.1 kHz, 16-bit, stereo.
    assert (channels, width, rate) == (2, 2, 44100)
    assert count == synth.frames(cue) == len(frames) // 2
    assert frames[0::2] == frames[1::2]  # the same in both ears
    seconds = count / rate
    assert 0.05 < seconds <= LONGEST.get(cue, 0.4)
    peak = max(abs(s) for s in frames)
    assert peak > 0.4 * 32767  # loud enough to hear at full volume, never clipped
    assert peak < 32767
    # Not a click: a good share of the samples carry sound.
    assert sum(1 for s in frames if abs(s) > 300) > len(frames) // 10
    # It ends at (near) silence, so stopping the file makes no click.
    assert abs(frames[-1]) < 400
    assert synth.wav_bytes(cue) == data


def test_the_cues_differ_from_each_other():
    assert len({synth.wav_bytes(c) for c in synth.CUES}) == len(synth.CUES)


def test_volume_scales_the_samples_and_zero_is_silent():
    _, full = pcm(synth.wav_bytes(synth.MELD, 100))
    _, half = pcm(synth.wav_bytes(synth.MELD, 50))
    _, none = pcm(synth.wav_bytes(synth.MELD, 0))
    ratio = max(map(abs, half)) / max(map(abs, full))
    assert ratio == pytest.approx(synth.gain(50), abs=0.01)
    assert synth.gain(50) == 0.25 and synth.gain(100) == 1.0
    assert not any(none)


def test_the_cache_makes_each_file_once_and_replaces_a_broken_one(tmp_path):
    folder = tmp_path / "sounds"
    path = synth.cached_wav(folder, synth.DRAW, 62)
    assert path.name == "draw-060.wav"  # the volume goes in steps of 5
    assert path.read_bytes() == synth.wav_bytes(synth.DRAW, 60)
    stamp = path.stat().st_mtime_ns
    assert synth.cached_wav(folder, synth.DRAW, 60) == path
    assert path.stat().st_mtime_ns == stamp  # used again, not written again
    path.write_bytes(b"RIFF broken")
    assert synth.cached_wav(folder, synth.DRAW, 60).read_bytes() == synth.wav_bytes(synth.DRAW, 60)
    assert sorted(p.name for p in folder.iterdir()) == ["draw-060.wav"]  # no temporary left


# -- which sound a move makes ------------------------------------------------------------------


def test_one_sound_per_move_the_most_notable():
    assert cues.cue_of([Event("draw", 0, (4,))]) == synth.DRAW
    assert cues.cue_of([Event("take_pile", 0), Event("meld", 0), Event("pile_to_hand", 0)]) == (
        synth.MELD
    )
    assert cues.cue_of([Event("meld", 0), Event("discard", 0)]) == synth.MELD
    assert cues.cue_of([Event("discard", 0), Event("go_out", 0), Event("deal_end")]) == (
        synth.FANFARE
    )
    assert cues.cue_of([Event("layoff", 0), Event("book", 0)]) == synth.CANASTA
    assert cues.cue_of([Event("layoff", 0)], canastas_made=1) == synth.CANASTA
    assert cues.cue_of([Event("trail", 1)]) == synth.DISCARD
    assert cues.cue_of([Event("build", 1)]) == synth.MELD
    assert cues.cue_of([Event("capture", 1, data={"sweep": False})]) == synth.DRAW
    assert cues.cue_of([Event("capture", 1, data={"sweep": True})]) == synth.CANASTA
    assert cues.cue_of([Event("round_end"), Event("game_end")]) == synth.FANFARE
    for silent in ("ask", "answer", "deal", "upcard", "end_turn", "round_end"):
        assert cues.cue_of([Event(silent, 0)]) is None


# -- the player ------------------------------------------------------------------------------

linux_players = pytest.mark.skipif(
    sys.platform in ("win32", "darwin"), reason="the Linux players are looked for on PATH"
)

RECORDING_PLAYER = """#!/bin/sh
# Writes down its arguments, as a player would be given them.
printf '%s\\n' "$@" >> "{log}"
"""


def fake_player(folder, name: str, script: str):
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(script)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


@pytest.fixture
def own_path(tmp_path, monkeypatch):
    """An empty PATH of the test's own, and no Qt audio: the platform player is chosen."""
    folder = tmp_path / "bin"
    folder.mkdir()
    monkeypatch.setenv("PATH", str(folder))
    monkeypatch.delenv(players.PLAYER_ENV, raising=False)
    monkeypatch.setattr(players, "qt_audio_available", lambda: False)
    return folder


@linux_players
def test_the_first_linux_player_found_plays_the_file_in_the_background(qtbot, tmp_path, own_path):
    log = tmp_path / "played.txt"
    fake_player(own_path, "aplay", RECORDING_PLAYER.format(log=log))
    fake_player(own_path, "paplay", RECORDING_PLAYER.format(log=log))
    player = players.choose_player()
    assert player.available and player.name == "paplay"  # PulseAudio's before ALSA's
    player.play(synth.DISCARD, 70)  # returns at once; the script runs on its own
    qtbot.waitUntil(lambda: log.exists() and log.read_text().endswith("\n"), timeout=10_000)
    played = log.read_text().split("\n")[0]
    expected = players.sound_folder() / "discard-070.wav"
    assert played == str(expected)
    assert expected.parent.is_relative_to(paths.cache_dir())
    assert expected.read_bytes() == synth.wav_bytes(synth.DISCARD, 70)
    player.prepare(30)  # a game starts: every cue's file is made at its volume
    assert sorted(p.name for p in expected.parent.glob("*-030.wav")) == sorted(
        f"{cue}-030.wav" for cue in synth.CUES
    )
    # PipeWire's player comes first of all when it is there.
    fake_player(own_path, "pw-play", RECORDING_PLAYER.format(log=log))
    assert players.choose_player().name == "pw-play"


@linux_players
def test_at_most_two_sounds_at_once(qtbot, tmp_path, own_path):
    log, release = tmp_path / "played.txt", tmp_path / "release"
    slow = RECORDING_PLAYER.format(log=log) + f'while [ ! -e "{release}" ]; do sleep 0.02; done\n'
    fake_player(own_path, "aplay", slow)
    player = players.choose_player()
    for cue in (synth.DRAW, synth.MELD, synth.DISCARD):
        player.play(cue, 50)
    qtbot.waitUntil(lambda: log.exists() and log.read_text().count("\n") == 2, timeout=10_000)
    assert [p.rsplit("/", 1)[-1] for p in log.read_text().split()] == [
        "draw-050.wav",
        "meld-050.wav",
    ]  # the third came while two played: dropped, not queued
    release.touch()
    running = list(player._running)
    qtbot.waitUntil(lambda: all(p.poll() is not None for p in running), timeout=10_000)
    player.play(synth.CANASTA, 50)
    qtbot.waitUntil(lambda: log.read_text().count("\n") == 3, timeout=10_000)
    player.stop()


@linux_players
def test_no_player_on_the_computer_means_no_sound_and_no_error(own_path):
    player = players.choose_player()
    assert isinstance(player, players.NoPlayer) and not player.available
    board = SoundBoard(player)
    board.play(synth.DRAW)
    board.play_sample(80)  # nothing to play it: nothing happens


def test_the_player_can_be_named_or_refused_in_the_environment(tmp_path, own_path, monkeypatch):
    monkeypatch.setenv(players.PLAYER_ENV, "none")
    assert isinstance(players.choose_player(), players.NoPlayer)
    monkeypatch.setenv(players.PLAYER_ENV, "qt")
    assert isinstance(players.choose_player(), players.NoPlayer)  # Qt's audio is not here
    if sys.platform != "win32":
        script = fake_player(tmp_path / "elsewhere", "myplayer", "#!/bin/sh\n")
        monkeypatch.setenv(players.PLAYER_ENV, str(script))
        chosen = players.choose_player()
        assert isinstance(chosen, players.ProcessPlayer) and chosen.program == str(script)


def test_the_board_plays_only_when_on_and_at_its_volume():
    recorder = Recorder()
    board = SoundBoard(recorder, on=True, volume=40)
    board.play(synth.MELD)
    board.configure(False, 40)
    board.play(synth.MELD)
    board.configure(True, 0)
    board.play(synth.MELD)
    board.configure(True, 130)
    board.play(synth.DRAW)
    assert recorder.played == [(synth.MELD, 40), (synth.DRAW, 100)]


# -- settings ----------------------------------------------------------------------------------


def test_sound_settings_default_on_at_half_volume_and_bad_values_are_reset():
    assert (Settings().sound_on, Settings().sound_volume) == (True, 50)
    settings, reset = parse_settings({"sound_on": False, "sound_volume": 35})
    assert (settings.sound_on, settings.sound_volume, reset) == (False, 35, [])
    settings, reset = parse_settings({"sound_on": 1, "sound_volume": 101})
    assert (settings.sound_on, settings.sound_volume) == (True, 50)
    assert reset == ["sound_on", "sound_volume"]
    assert parse_settings({"sound_volume": True})[1] == ["sound_volume"]


def open_settings(qtbot, window):
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        window.show_settings()
    dialog = opened.args[0]
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def test_settings_turn_sound_off_and_set_the_volume_and_keep_them(qtbot, window):
    recorder = Recorder()
    window.sounds.player = recorder
    dialog = open_settings(qtbot, window)
    assert dialog.sound_on.isChecked() and dialog.sound_on.isEnabled()
    assert not dialog.sound_missing.isVisible()
    # The slider moves with the keys in steps of 5; the number beside it follows.
    dialog.sound_volume.setFocus()
    for _ in range(3):
        QTest.keyClick(dialog.sound_volume, Qt.Key.Key_Left)
    assert dialog.sound_volume.value() == 35 and dialog.sound_volume_value.text() == "35"
    click_widget(dialog.sound_sample)
    assert recorder.played == [(SAMPLE, 35)]  # at the volume shown, before OK
    assert window.sounds.volume == 50
    # On its box, at the left: the check box spans the group, its text does not.
    QTest.mouseClick(
        dialog.sound_on, Qt.MouseButton.LeftButton, pos=QPoint(8, dialog.sound_on.height() // 2)
    )
    assert not dialog.sound_on.isChecked()
    assert not dialog.sound_volume.isEnabled() and not dialog.sound_sample.isEnabled()
    click_widget(dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    assert (window.sounds.on, window.sounds.volume) == (False, 35)
    saved = json.loads(paths.settings_path().read_text())
    assert (saved["sound_on"], saved["sound_volume"]) == (False, 35)
    loaded, problem = load_settings()
    assert problem is None and (loaded.sound_on, loaded.sound_volume) == (False, 35)
    window.sounds.play(synth.DRAW)
    assert recorder.played == [(SAMPLE, 35)]  # off: nothing more


def test_settings_say_in_words_when_no_player_was_found(qtbot, window):
    window.sounds.player = players.NoPlayer()  # as tests/conftest.py chooses for every test
    dialog = open_settings(qtbot, window)
    assert dialog.sound_missing.isVisible()
    assert dialog.sound_missing.text() == "No sound player was found on this computer."
    assert not dialog.sound_on.isEnabled() and not dialog.sound_sample.isEnabled()
    assert not dialog.sound_volume.isEnabled()
    # The setting itself is kept: a player installed later plays again.
    click_widget(dialog.buttons.button(dialog.buttons.StandardButton.Ok))
    assert window.settings.sound_on is True


@linux_players
def test_a_move_at_the_table_reaches_the_system_player(qtbot, tmp_path, own_path, window):
    from tests.app.human_driver import HumanDriver
    from tests.app.test_table_play import solo_setup

    log = tmp_path / "played.txt"
    fake_player(own_path, "aplay", RECORDING_PLAYER.format(log=log))
    window.sounds.player = players.choose_player()
    window.start_game(solo_setup("gui-deal-2"))
    session = window.session
    qtbot.waitUntil(lambda: session.human_may_act() and not window.table.scene.animating)
    HumanDriver(qtbot, window, "gui-deal-2").play_turn_step()  # the stock clicked: a draw
    qtbot.waitUntil(lambda: log.exists() and "draw-050.wav" in log.read_text(), timeout=10_000)


def test_qt_audio_plays_the_cached_file_at_its_own_volume(qtbot):
    """Where PySide6-Addons is installed (Python 3.12+): one QSoundEffect per cue."""
    pytest.importorskip("PySide6.QtMultimedia")
    player = players.QtPlayer()
    player.prepare(50)
    player.play(synth.CANASTA, 50)  # with no audio device Qt reports an error: no exception
    effect = player._effects[synth.CANASTA]
    assert effect.source().toLocalFile() == str(players.sound_folder() / "canasta-100.wav")
    assert effect.volume() == pytest.approx(synth.gain(50))
    assert set(player._effects) == set(synth.CUES)
