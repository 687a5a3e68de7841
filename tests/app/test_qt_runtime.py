"""The Qt binding in use must not corrupt reference counts when Python slots run.

PySide6 6.12.0 on Python 3.11 released a reference to ``None`` on every slot
call, so a long game aborted the interpreter (seen in this project's table
tests). pyproject.toml keeps that release out on 3.11; this test proves the
installed one is sound rather than trusting the pin.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer


def test_slot_calls_keep_none_alive(qapp):
    hits = []

    def slot() -> None:
        hits.append(1)

    timer = QTimer()
    timer.setSingleShot(True)
    timer.setInterval(0)
    timer.timeout.connect(slot)
    before = sys.getrefcount(None)
    for _ in range(500):
        timer.start()
        qapp.processEvents()
    assert len(hits) == 500
    # A few references come and go with the loop itself; a leak of one or two per
    # call would show as hundreds (immortal None on 3.12+ makes this check moot).
    assert sys.getrefcount(None) - before > -50
