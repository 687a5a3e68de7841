"""Every animation duration in one place, scaled by the speed setting (KPat's speeds.h idea).

Tests set the factor to 0 ("instant"): cards jump to their places and the
table reports itself idle on the next event-loop turn.
"""

from __future__ import annotations

MOVE_MS = 260  # one card gliding to its new place
DEAL_STAGGER_MS = 12  # cards of one move start slightly apart so a group reads as a motion
SNAP_BACK_MS = 180  # an illegal drop returns to where it came from
COMPUTER_PACE_MS = 450  # the least time a computer move takes, so a person can follow it
EVENT_PAUSE_MS = 900  # the table holds still after a sweep or a round's last cards
PROGRESS_AFTER_MS = 1000  # a computer player thinking longer than this shows a progress bar

_factor = 1.0


def set_factor(factor: float) -> None:
    global _factor
    _factor = max(0.0, float(factor))


def factor() -> float:
    return _factor


def scaled(ms: int) -> int:
    return int(ms * _factor)
