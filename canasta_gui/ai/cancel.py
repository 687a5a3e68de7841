"""Cooperative cancellation for long decisions (a thread-safe flag, no Qt)."""

from __future__ import annotations

import threading


class CancelToken:
    """Set from any thread; a searching player checks it between playouts."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def cancel(self) -> None:
        self._event.set()

    @property
    def cancelled(self) -> bool:
        return self._event.is_set()
