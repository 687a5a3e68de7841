"""Computer players think on a worker thread so the window never freezes.

One long-lived QThread runs a :class:`Thinker`. Each request carries a ticket;
an answer for an old ticket (a new game started, the window closed) is
dropped. Quitting cancels the running search through its ``CancelToken``, which
the Expert search polls, so the thread stops at once.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal, Slot

from canasta_gui.ai.canasta.player import CanastaPlayer
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.engine.canasta.state import Observation


class Thinker(QObject):
    """Lives on the worker thread; decides for whichever player it is handed."""

    decided = Signal(int, object)  # ticket, Decision
    failed = Signal(int, str)  # ticket, error text (a bug in a player must not hang the game)

    @Slot(int, object, object, object)
    def think(self, ticket: int, player: CanastaPlayer, obs: Observation, cancel: object) -> None:
        try:
            decision = player.decide(obs, cancel)  # type: ignore[arg-type]
        except Exception as err:  # noqa: BLE001 - reported to the window, not swallowed
            self.failed.emit(ticket, f"{type(err).__name__}: {err}")
            return
        self.decided.emit(ticket, decision)


class ThinkerThread(QObject):
    """Owns the worker thread and hands requests to it through a queued signal."""

    _request = Signal(int, object, object, object)
    decided = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("canasta-thinker")
        self._worker = Thinker()
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.think)
        self._worker.decided.connect(self.decided)
        self._worker.failed.connect(self.failed)
        self._thread.start()
        self._cancel: CancelToken | None = None

    def request(self, ticket: int, player: CanastaPlayer, obs: Observation) -> None:
        self._cancel = CancelToken()
        self._request.emit(ticket, player, obs, self._cancel)

    def cancel(self) -> None:
        if self._cancel is not None:
            self._cancel.cancel()

    def stop(self) -> None:
        """Cancel any search and end the thread (called when the window closes)."""
        self.cancel()
        self._thread.quit()
        self._thread.wait(3000)
