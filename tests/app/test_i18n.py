"""Language switching with real ``.qm`` files built by ``pyside6-lrelease``."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale
from PySide6.QtWidgets import QWidget

from canasta_gui.app import i18n, resources

TS_ITALIAN = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>settings</name>
    <message>
        <source>Hello</source>
        <translation>Ciao</translation>
    </message>
</context>
</TS>
"""


def _lrelease() -> str | None:
    # Prefer the tool installed next to this interpreter (the venv), then PATH.
    return shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent)) or shutil.which(
        "pyside6-lrelease"
    )


def build_qm(ts_text: str, target: Path) -> Path:
    tool = _lrelease()
    if tool is None:
        pytest.skip("pyside6-lrelease is not installed")
    source = target.with_suffix(".ts")
    source.write_text(ts_text, encoding="utf-8")
    subprocess.run([tool, str(source), "-qm", str(target)], check=True, capture_output=True)
    source.unlink()
    assert target.is_file()
    return target


@pytest.fixture(scope="session")
def italian_qm(tmp_path_factory) -> Path:
    """Built once: running lrelease for every test would dominate the run time."""
    return build_qm(TS_ITALIAN, tmp_path_factory.mktemp("qm") / "canasta_gui_it.qm")


@pytest.fixture
def translations(tmp_path, italian_qm) -> Path:
    """A translations folder holding only an Italian translation."""
    folder = tmp_path / "translations"
    folder.mkdir()
    shutil.copyfile(italian_qm, folder / "canasta_gui_it.qm")
    return folder


@pytest.fixture
def translator(qapp, translations):
    """A Translator on the test folder; English and the old default locale are restored after."""
    old_locale = QLocale()
    t = i18n.Translator(translations)
    yield t
    t.install(qapp, "en")
    QLocale.setDefault(old_locale)


def hello() -> str:
    return QCoreApplication.translate("settings", "Hello")


class LanguageWatcher(QWidget):
    """Counts the LanguageChange events Qt sends when translators come and go."""

    def __init__(self) -> None:
        super().__init__()
        self.changes = 0

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.changes += 1
        super().changeEvent(event)


# --- codes and availability ------------------------------------------------------------------


@pytest.mark.parametrize("code", ["en", "it", "ja", "ABCDEFGH", "x"])
def test_valid_codes(code):
    assert i18n.is_valid_code(code)


@pytest.mark.parametrize(
    "code", ["", "abcdefghi", "../it", "it/", "it.qm", "pt_BR", "it\x00", "C:\\it", " it", 5, None]
)
def test_invalid_codes(code):
    assert not i18n.is_valid_code(code)


def test_native_names():
    assert i18n.LANGUAGES == {"en": "English", "ja": "日本語", "ko": "한국어", "it": "Italiano"}


def test_only_english_without_files(tmp_path):
    empty = tmp_path / "none"
    empty.mkdir()
    assert i18n.available_languages(empty) == [("en", "English")]
    assert i18n.available_languages(tmp_path / "missing") == [("en", "English")]


def test_languages_appear_with_their_files(translations):
    assert i18n.available_languages(translations) == [("en", "English"), ("it", "Italiano")]
    (translations / "canasta_gui_ko.qm").write_bytes(b"")
    assert i18n.available_languages(translations) == [
        ("en", "English"),
        ("ko", "한국어"),
        ("it", "Italiano"),
    ]


def test_files_for_unlisted_languages_are_ignored(translations):
    (translations / "canasta_gui_fr.qm").write_bytes(b"")
    assert [code for code, _ in i18n.available_languages(translations)] == ["en", "it"]


def test_default_folder_lists_english_first():
    # The real translations folder (possibly absent today) is found without arguments.
    languages = i18n.available_languages()
    assert languages[0] == ("en", "English")
    assert set(languages) <= set(i18n.LANGUAGES.items())
    assert i18n.Translator().translations_dir == resources.translations_dir()


# --- switching -------------------------------------------------------------------------------


def test_install_and_switch_back(qapp, translator):
    watcher = LanguageWatcher()
    assert hello() == "Hello"

    assert translator.install(qapp, "it") is None
    assert hello() == "Ciao"
    assert translator.language == "it"
    assert QLocale().language() == QLocale.Language.Italian
    qapp.processEvents()
    assert watcher.changes >= 1

    seen = watcher.changes
    assert translator.install(qapp, "en") is None
    assert hello() == "Hello"
    assert translator.language == "en"
    assert QLocale().language() == QLocale.Language.English
    qapp.processEvents()
    assert watcher.changes > seen


def test_reinstalling_does_not_stack_translators(qapp, translator):
    for _ in range(3):
        assert translator.install(qapp, "it") is None
    assert hello() == "Ciao"
    assert translator.install(qapp, "en") is None
    assert hello() == "Hello"


def test_code_case_is_ignored(qapp, translator):
    assert translator.install(qapp, "IT") is None
    assert translator.language == "it"
    assert hello() == "Ciao"


@pytest.mark.skipif(
    not Path(
        QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), "qtbase_it.qm"
    ).is_file(),
    reason="Qt's Italian translation is not installed",
)
def test_qt_own_strings_follow(qapp, translator):
    english = QCoreApplication.translate("QPlatformTheme", "Cancel")
    translator.install(qapp, "it")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") != english
    translator.install(qapp, "en")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == english


# --- refusals --------------------------------------------------------------------------------


def test_unknown_code_falls_back_to_english(qapp, translator):
    translator.install(qapp, "it")
    message = translator.install(qapp, "xx")
    assert message == "The language “xx” is not available; using English."
    assert translator.language == "en"
    assert hello() == "Hello"
    assert QLocale().language() == QLocale.Language.English


def test_listed_language_without_file_falls_back(qapp, translator):
    message = translator.install(qapp, "ja")
    assert message is not None and "“ja”" in message and "English" in message
    assert translator.language == "en"


def test_unloadable_file_falls_back(qapp, translator, translations):
    (translations / "canasta_gui_ko.qm").write_bytes(b"this is not a qm file")
    message = translator.install(qapp, "ko")
    assert message is not None and "한국어" in message and "English" in message
    assert translator.language == "en"
    assert hello() == "Hello"


@pytest.mark.parametrize("code", ["../../etc", "x/../../evil", "it/../it", "", "abcdefghij"])
def test_path_like_codes_are_refused(qapp, translator, translations, italian_qm, code):
    # Bait: were the code joined into a path, "x/../../evil" would reach this valid .qm file.
    (translations / "canasta_gui_x").mkdir()
    shutil.copyfile(italian_qm, translations.parent / "evil.qm")

    message = translator.install(qapp, code)

    assert message is not None and "English" in message
    assert "/" not in message.split("“")[1]
    assert translator.language == "en"
    assert hello() == "Hello"


def test_message_never_carries_markup(qapp, translator):
    message = translator.install(qapp, "<b>" + "a" * 50 + "</b>")
    assert "<" not in message and ">" not in message
    assert len(message) < 120
