"""Lines a screen reader should say without the focus moving (issue 19).

A refusal, a partner's answer or another player's move appears in a label or the log, away
from the keyboard focus; a screen reader would not read it. Qt's announcement event asks it
to: politely (after what it is saying) for moves, at once for a refusal.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str, urgent: bool = False) -> None:
    """Have assistive technology read ``text`` (``widget``: where it is shown)."""
    if not text or not QAccessible.isActive():
        return  # nothing listens: the event would only be built and dropped
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(
        QAccessible.AnnouncementPoliteness.Assertive
        if urgent
        else QAccessible.AnnouncementPoliteness.Polite
    )
    QAccessible.updateAccessibility(event)
