"""Translation markers that need no Qt.

The engine must stay importable without PySide6, yet its messages must be
extractable by ``pyside6-lupdate``. lupdate recognises calls named
``QT_TRANSLATE_NOOP(context, text)`` in Python sources, so this no-op with the
same name marks a string for extraction; the Qt layer translates it later with
``QCoreApplication.translate(context, text)``.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate looks for this name
    """Return ``text`` unchanged; the name is what matters to lupdate."""
    return text
