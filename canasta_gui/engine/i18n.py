"""Translation markers that need no Qt.

The engine must stay importable without PySide6, yet its messages must be
extractable by ``pyside6-lupdate``. lupdate recognises calls named
``QT_TRANSLATE_NOOP(context, text)`` in Python sources, so this no-op with the
same name marks a string for extraction; the Qt layer translates it later with
``QCoreApplication.translate(context, text)``.
"""

from __future__ import annotations


class Phrase(str):
    """A marked English text: a message parameter of this type is translated before it is
    put into its sentence ("That is not possible now: {expected}." in Japanese needs the
    Japanese of *expected* too), while names, cards and numbers are shown as they are."""

    __slots__ = ()


def QT_TRANSLATE_NOOP(context: str, text: str) -> Phrase:  # noqa: N802 - lupdate looks for this name
    """Return ``text`` unchanged but marked; the name is what matters to lupdate."""
    return Phrase(text)
