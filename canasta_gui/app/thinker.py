"""Computer players think on a worker thread so the window never freezes.

One long-lived daemon thread takes requests from a queue. Each request carries
a ticket; an answer for an old ticket (a new game started, the window closed)
is dropped. Quitting cancels the running search through its ``CancelToken``,
which the Expert search polls, so the thread stops at once; being a daemon, it
can never keep the process alive or be destroyed "while still running".

Each request gets its own token, made the moment the table asks
(``ai.budget.decision_token``): the player's budget counts from then, not from
when the thread picks the request up, and the token reads as cancelled at the
player's hard deadline, so a decision ends within its budget plus 50 ms. While it
runs, garbage collection leaves the older objects aside (``young_garbage_only``): a
full collection of the whole table cannot land inside a decision.

Only the ticket (an int) crosses into Qt through a queued signal; the answer
waits in a lock-guarded table. Handing Python objects to queued signals across
threads is where PySide6 reference-count bugs have bitten (PySide6 6.12.0 on
Python 3.11 aborted this app's tests), and an int is all the signal needs.
"""

from __future__ import annotations

import queue
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from canasta_gui.ai.budget import decision_token, young_garbage_only
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.decision import Decision
from canasta_gui.ai.kit import Player

_STOP = -1


class ThinkerThread(QObject):
    """Runs computer players' decisions away from the GUI thread."""

    _done = Signal(int)  # ticket; queued to the GUI thread
    decided = Signal(int, object)  # ticket, Decision (emitted on the GUI thread)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: queue.Queue[tuple[int, Player | None, Any, CancelToken | None]] = queue.Queue()
        self._lock = threading.Lock()
        self._answers: dict[int, Decision | str] = {}
        # The tokens of requests not yet answered: cancel() stops every decision asked for
        # and not yet answered, the running one and any still queued.
        self._tokens: set[CancelToken] = set()
        self._done.connect(self._on_done)
        self._thread = threading.Thread(target=self._run, name="canasta-thinker", daemon=True)
        self._thread.start()

    def request(self, ticket: int, player: Player, obs: Any) -> None:
        token = decision_token(player)  # the budget counts from now
        with self._lock:
            self._tokens.add(token)
        self._queue.put((ticket, player, obs, token))

    def _run(self) -> None:
        while True:
            ticket, player, obs, token = self._queue.get()
            if ticket == _STOP or player is None or obs is None or token is None:
                return
            try:
                with young_garbage_only():  # no full collection inside a decision
                    answer: Decision | str = player.decide(obs, token)
            except Exception as err:  # noqa: BLE001 - reported to the window, not swallowed
                answer = f"{type(err).__name__}: {err}"
            with self._lock:
                self._tokens.discard(token)
                self._answers[ticket] = answer
            self._done.emit(ticket)

    @Slot(int)
    def _on_done(self, ticket: int) -> None:
        with self._lock:
            answer = self._answers.pop(ticket, None)
        if isinstance(answer, Decision):
            self.decided.emit(ticket, answer)
        elif answer is not None:
            self.failed.emit(ticket, answer)

    def cancel(self) -> None:
        """Stop every decision asked for and not yet answered."""
        with self._lock:
            for token in self._tokens:
                token.cancel()

    def stop(self, wait_s: float = 3.0) -> bool:
        """Cancel any search and end the thread; True when it has ended."""
        self.cancel()
        self._queue.put((_STOP, None, None, None))
        self._thread.join(wait_s)
        return not self._thread.is_alive()
