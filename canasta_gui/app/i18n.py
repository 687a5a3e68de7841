"""Switching the interface language while the app runs, with Qt Linguist ``.qm`` files.

English is the source language, so it needs no file. Every other language needs
``canasta_gui_<code>.qm`` in the translations folder; Qt's own ``qtbase_<code>.qm`` (standard
buttons, dialogs) is added when Qt ships it. Installing or removing a translator makes Qt send a
``LanguageChange`` event to every widget, which retranslates itself.

A language code comes from the settings file, which the user can edit, so it is checked to be
letters only before it is ever put into a file name.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from canasta_gui.app import resources

SOURCE_LANGUAGE = "en"

# Native names: a user who cannot read the current language must still find their own.
LANGUAGES = {"en": "English", "ja": "日本語", "ko": "한국어", "it": "Italiano"}

_CODE = re.compile(r"[A-Za-z]{1,8}")
_SHOWN_CODE_MAX = 16


def is_valid_code(code: object) -> bool:
    """True for a plausible language code: 1 to 8 ASCII letters, so never a path."""
    return isinstance(code, str) and _CODE.fullmatch(code) is not None


def qm_file_name(code: str) -> str:
    """The file name of the app's translation for ``code`` (a valid code)."""
    return f"canasta_gui_{code}.qm"


def available_languages(translations_dir: Path | None = None) -> list[tuple[str, str]]:
    """``(code, native name)`` for English and every language whose ``.qm`` file exists.

    ``translations_dir`` defaults to the app's own folder (``resources.translations_dir()``).
    """
    folder = translations_dir if translations_dir is not None else resources.translations_dir()
    return [
        (code, name)
        for code, name in LANGUAGES.items()
        if code == SOURCE_LANGUAGE or (folder / qm_file_name(code)).is_file()
    ]


def _shown(code: object) -> str:
    """``code`` made safe to quote in a message: short, and no markup a label could render."""
    text = "".join(ch for ch in str(code) if ch.isalnum() or ch in "-_.")
    if len(text) > _SHOWN_CODE_MAX:
        text = text[:_SHOWN_CODE_MAX] + "…"
    return text


class Translator:
    """Owns the installed translators so a later language replaces them instead of stacking.

    Keep one instance for the application's lifetime: Qt does not own the translators, and they
    would vanish with their Python references.
    """

    def __init__(self, translations_dir: Path | None = None) -> None:
        self._dir = (
            translations_dir if translations_dir is not None else resources.translations_dir()
        )
        self._installed: list[QTranslator] = []
        self.language = SOURCE_LANGUAGE

    @property
    def translations_dir(self) -> Path:
        return self._dir

    def available_languages(self) -> list[tuple[str, str]]:
        return available_languages(self._dir)

    def install(self, app: QCoreApplication, code: str) -> str | None:
        """Switch ``app`` to ``code``; None on success, else a message (and English is used).

        An unknown, malformed or uninstalled language falls back to English rather than leaving
        the previous language half in place.
        """
        self._remove(app)
        if is_valid_code(code):
            code = code.lower()
        if code == SOURCE_LANGUAGE:
            self._use_english()
            return None
        if not is_valid_code(code) or code not in LANGUAGES:
            self._use_english()
            return _not_available(code)

        qm_path = self._dir / qm_file_name(code)
        if not qm_path.is_file():
            self._use_english()
            return _not_available(code)
        own = QTranslator()
        if not own.load(str(qm_path)):
            self._use_english()
            message = QCoreApplication.translate(
                "i18n", "The translation file for “{language}” could not be loaded; using English."
            )
            return message.format(language=LANGUAGES[code])
        self._add(app, own)

        # Qt's own strings (standard buttons, file dialogs); optional, so a miss is not reported.
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_base = QTranslator()
        if qt_dir and qt_base.load(f"qtbase_{code}", qt_dir):
            self._add(app, qt_base)

        QLocale.setDefault(QLocale(code))
        self.language = code
        return None

    def _add(self, app: QCoreApplication, translator: QTranslator) -> None:
        app.installTranslator(translator)
        self._installed.append(translator)

    def _remove(self, app: QCoreApplication) -> None:
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed.clear()

    def _use_english(self) -> None:
        QLocale.setDefault(QLocale(SOURCE_LANGUAGE))
        self.language = SOURCE_LANGUAGE


def _not_available(code: object) -> str:
    message = QCoreApplication.translate(
        "i18n", "The language “{code}” is not available; using English."
    )
    return message.format(code=_shown(code))
