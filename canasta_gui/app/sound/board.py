"""The sound board: hears the moves of the game at the table and plays their sounds.

It follows the live :class:`~canasta_gui.app.session.Session` only, through the signal
the session sends after each move it applies, so every game sounds alike. A game's
replay has no session and stays silent; so do the moves a resumed game was rebuilt
from (the session applies them before anyone listens). An undo or redo changes the
table without a move: no sound. At instant speed every move still has its sound, but a
player that is busy drops the sound rather than queueing it (``players.MAX_AT_ONCE``).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from canasta_gui.app.sound import cues, players
from canasta_gui.app.sound.synth import CANASTA

if TYPE_CHECKING:
    from canasta_gui.app.session import Session

#: What "Play a sample" plays: the chime says "sound is on" better than a click.
SAMPLE = CANASTA


class SoundBoard(QObject):
    """Plays the table's sounds through one player, when sound is on."""

    played = Signal(str)  # a sound was handed to the player (tests wait on it)

    def __init__(
        self,
        player: players.Player | None = None,
        *,
        on: bool = True,
        volume: int = 50,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.player = player if player is not None else players.choose_player()
        self.on = on
        self.volume = volume
        self._session: Session | None = None
        self._canastas = 0

    @property
    def available(self) -> bool:
        """Whether anything on this computer can play the sounds."""
        return self.player.available

    def configure(self, on: bool, volume: int) -> None:
        changed = (bool(on), min(100, max(0, int(volume)))) != (self.on, self.volume)
        self.on = bool(on)
        self.volume = min(100, max(0, int(volume)))
        if changed and self._session is not None and self.on and self.volume > 0:
            # Made now, as the Settings close, rather than at the next move's sound.
            self.player.prepare(self.volume)

    def follow(self, session: Session | None) -> None:
        """Play the sounds of ``session``'s moves from now on (None: of no game)."""
        if self._session is not None:
            # RuntimeError: the session is already gone.
            with contextlib.suppress(RuntimeError, TypeError):
                self._session.changed.disconnect(self._on_changed)
        self._session = session
        if session is not None:
            self._canastas = session.game.canastas_on_table(session.state)
            session.changed.connect(self._on_changed)
            if self.on and self.volume > 0:
                # The files are made once (then only their headers are read again).
                self.player.prepare(self.volume)

    def _on_changed(self, events: list) -> None:
        session = self._session
        if session is None:
            return
        before, self._canastas = (
            self._canastas,
            session.game.canastas_on_table(session.state),
        )
        if not events:
            return  # a redraw, an undo or a redo: nothing was played
        cue = cues.cue_of(events, self._canastas - before)
        if cue is not None:
            self.play(cue)

    def play(self, cue: str) -> None:
        """Play ``cue`` if sound is on."""
        if self.on and self.volume > 0 and self.available:
            self.player.play(cue, self.volume)
            self.played.emit(cue)

    def play_sample(self, volume: int) -> None:
        """The Settings dialog's "Play a sample": at the volume shown, even before OK."""
        if self.available and volume > 0:
            self.player.play(SAMPLE, volume)
            self.played.emit(SAMPLE)

    def close(self) -> None:
        self.follow(None)
        stop = getattr(self.player, "stop", None)
        if stop is not None:
            stop()
