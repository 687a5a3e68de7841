"""What plays the sound files: Qt's own audio when it is installed, else the system's player.

QtMultimedia comes with PySide6-Addons, which the app needs only on Python 3.12 and later
(pyproject.toml); without it a sound is handed to the platform's own player in the
background: ``winsound`` on Windows, ``afplay`` on macOS, the first of ``pw-play``,
``paplay`` and ``aplay`` on Linux. Nothing here ever waits for a sound or raises for one:
a player that fails is simply not heard. When nothing can play, :class:`NoPlayer` says so
and the Settings dialog tells the user in words.

``CANASTA_GUI_SOUND_PLAYER`` chooses instead: ``none`` (silence, as the tests use), ``qt``,
or a program to run with the file's path.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Protocol

from canasta_gui.app import paths
from canasta_gui.app.sound import synth

PLAYER_ENV = "CANASTA_GUI_SOUND_PLAYER"
#: Linux players, most modern first (PipeWire, PulseAudio, ALSA).
LINUX_PLAYERS = ("pw-play", "paplay", "aplay")
#: At most this many platform player processes at once: a fast game drops sounds rather
#: than piling them up behind each other.
MAX_AT_ONCE = 2


class Player(Protocol):
    """Plays a cue at a volume (0-100), at once and in the background."""

    available: bool
    name: str

    def play(self, cue: str, volume: int) -> None: ...

    def prepare(self, volume: int) -> None:
        """Make the files ready, so the first sound of a game is not late."""


def sound_folder() -> Path:
    """The cache folder the cues' files are written to (versioned: see ``synth.VERSION``)."""
    return paths.cache_dir() / "sounds" / f"v{synth.VERSION}"


def _write_files(volume: int) -> None:
    """Every cue's file at ``volume``; a cache that cannot be written makes no sound later."""
    for cue in synth.CUES:
        try:
            synth.cached_wav(sound_folder(), cue, volume)
        except OSError:
            return


class NoPlayer:
    """Nothing on this computer can play a sound."""

    available = False
    name = ""

    def play(self, cue: str, volume: int) -> None:
        return None

    def prepare(self, volume: int) -> None:
        return None


class ProcessPlayer:
    """Runs a program with the file's path for each sound (macOS ``afplay``, Linux players).

    The file is scaled to the volume beforehand (the players have no volume option in
    common). Output is discarded and the process is never waited for; finished ones are
    reaped at the next sound.
    """

    available = True

    def __init__(self, program: str) -> None:
        self.program = program
        self.name = Path(program).name
        self._running: list[subprocess.Popen] = []

    def play(self, cue: str, volume: int) -> None:
        if synth.volume_step(volume) == 0:
            return
        self._running = [p for p in self._running if p.poll() is None]
        if len(self._running) >= MAX_AT_ONCE:
            return
        try:
            path = synth.cached_wav(sound_folder(), cue, volume)
            process = subprocess.Popen(
                [self.program, str(path)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                close_fds=True,
                start_new_session=True,  # a Ctrl+C in the terminal stops the app, not this
            )
        except (OSError, ValueError):
            return  # a cache that cannot be written or a player gone: no sound, no error
        self._running.append(process)

    def prepare(self, volume: int) -> None:
        if synth.volume_step(volume) > 0:
            _write_files(volume)

    def stop(self) -> None:
        """End the sounds still playing (the app is closing)."""
        for process in self._running:
            if process.poll() is None:
                process.terminate()
        self._running = []


class WinSoundPlayer:
    """Windows' own ``winsound``: asynchronous, and a new sound replaces the one playing."""

    available = True
    name = "winsound"

    def play(self, cue: str, volume: int) -> None:
        if synth.volume_step(volume) == 0:
            return
        import winsound  # Windows only

        try:
            path = synth.cached_wav(sound_folder(), cue, volume)
            winsound.PlaySound(
                str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT
            )
        except (OSError, RuntimeError):
            return

    def prepare(self, volume: int) -> None:
        if synth.volume_step(volume) > 0:
            _write_files(volume)


class QtPlayer:
    """Qt's ``QSoundEffect``: one per cue, loaded once, with Qt's own volume."""

    available = True
    name = "Qt Multimedia"

    def __init__(self) -> None:
        self._effects: dict[str, object] = {}

    def _effect(self, cue: str):
        effect = self._effects.get(cue)
        if effect is None:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QSoundEffect

            path = synth.cached_wav(sound_folder(), cue, 100)
            effect = QSoundEffect()
            effect.setSource(QUrl.fromLocalFile(str(path)))
            self._effects[cue] = effect
        return effect

    def play(self, cue: str, volume: int) -> None:
        try:
            effect = self._effect(cue)
        except OSError:
            return
        effect.setVolume(synth.gain(volume))
        effect.play()  # while the file still loads, Qt plays it once loaded

    def prepare(self, volume: int) -> None:
        """Load every cue now: a QSoundEffect reads its file in the background."""
        for cue in synth.CUES:
            try:
                self._effect(cue)
            except OSError:
                return


def qt_audio_available() -> bool:
    try:
        from PySide6 import QtMultimedia  # noqa: F401
    except ImportError:
        return False
    return True


def platform_player() -> Player:
    """The platform's own player, or :class:`NoPlayer` when there is none."""
    if sys.platform == "win32":
        return WinSoundPlayer()
    names = ("afplay",) if sys.platform == "darwin" else LINUX_PLAYERS
    for name in names:
        found = shutil.which(name)
        if found:
            return ProcessPlayer(found)
    return NoPlayer()


def choose_player() -> Player:
    """Qt's audio if it is installed, else the platform's player (or ``PLAYER_ENV``'s)."""
    chosen = os.environ.get(PLAYER_ENV, "").strip()
    if chosen.lower() == "none":
        return NoPlayer()
    if chosen.lower() == "qt":
        return QtPlayer() if qt_audio_available() else NoPlayer()
    if chosen:
        found = shutil.which(chosen)
        return ProcessPlayer(found) if found else NoPlayer()
    if qt_audio_available():
        return QtPlayer()
    return platform_player()
