"""Cooperative cancellation for long decisions (a thread-safe flag, no Qt).

A token may also carry the decision's hard deadline: past it the token reads as
cancelled, so every search loop that polls the token (each game's, between
playouts or plays) stops in time without a clock of its own. ``asked_at`` is when
the decision was asked for, the moment its budget counts from.
"""

from __future__ import annotations

import threading
import time


class CancelToken:
    """Set from any thread; a searching player checks it between playouts.

    ``deadline`` and ``asked_at`` are ``time.perf_counter()`` readings; ``asked_at``
    defaults to the token's creation, so make the token when the decision is asked for.
    """

    def __init__(self, deadline: float | None = None, asked_at: float | None = None) -> None:
        self._event = threading.Event()
        self.asked_at = time.perf_counter() if asked_at is None else asked_at
        self.deadline = deadline

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        """Cancelled by a caller, or past the deadline."""
        if self._event.is_set():
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline
