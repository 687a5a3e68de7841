"""The Japanese, Korean and Italian translations are complete, well-formed and compiled.

A translation that drops a ``{placeholder}`` would lose a card or a number from a message, an
unbalanced tag would break a rich-text label, and a stale ``.qm`` would show last week's words.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from PySide6.QtCore import QCoreApplication

from canasta_gui.app.i18n import LANGUAGES, Translator

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "translations"
OTHER_LANGUAGES = [code for code in LANGUAGES if code != "en"]
_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?/?>")


def _messages(lang: str) -> list[tuple[str, str, ET.Element]]:
    tree = ET.parse(TRANSLATIONS / f"canasta_gui_{lang}.ts")
    out = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            out.append((name, message.findtext("source"), message.find("translation")))
    return out


def _tags(text: str) -> Counter:
    return Counter(m.group(0).split()[0].rstrip(">/").lstrip("</") for m in _TAG.finditer(text))


def _mnemonics(text: str) -> int:
    return len(re.findall(r"(?<!&)&(?!&)\S", text.replace("&&", "")))


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_every_message_is_translated(lang: str) -> None:
    unfinished = [
        f"{ctx}: {src}"
        for ctx, src, tr in _messages(lang)
        if tr is None or tr.get("type") in ("unfinished", "obsolete", "vanished") or not tr.text
    ]
    assert not unfinished, f"{len(unfinished)} untranslated, e.g. {unfinished[:3]}"


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_translations_keep_placeholders_tags_and_mnemonics(lang: str) -> None:
    problems = []
    for ctx, src, tr in _messages(lang):
        text = tr.text or ""
        if sorted(_PLACEHOLDER.findall(src)) != sorted(_PLACEHOLDER.findall(text)):
            problems.append(f"placeholders {ctx}: {src!r} -> {text!r}")
        if _tags(src) != _tags(text):
            problems.append(f"tags {ctx}: {src!r} -> {text!r}")
        if _mnemonics(src) != _mnemonics(text):
            problems.append(f"& mnemonic {ctx}: {src!r} -> {text!r}")
    assert not problems, "\n".join(problems[:10])


def test_translation_sources_list_every_marked_string(tmp_path: Path) -> None:
    """A string added to the app must reach the translators (run translations/update.py)."""
    if not Path(sys.executable).with_name("pyside6-lupdate").exists():
        pytest.skip("pyside6-lupdate is not installed")
    update = _update_module()
    fresh = tmp_path / "fresh.ts"
    subprocess.run(
        [update.tool("pyside6-lupdate"), *update.sources(), "-ts", str(fresh)],
        check=True,
        capture_output=True,
    )
    tree = ET.parse(fresh)
    wanted = {
        (c.findtext("name"), m.findtext("source"))
        for c in tree.getroot().iter("context")
        for m in c.iter("message")
    }
    for lang in OTHER_LANGUAGES:
        have = {(ctx, src) for ctx, src, _tr in _messages(lang)}
        missing = sorted(wanted - have)
        assert not missing, f"{lang}: {len(missing)} strings not in the .ts, e.g. {missing[:3]}"


def _update_module():
    """``translations/update.py``, the one place that knows which sources lupdate reads."""
    spec = importlib.util.spec_from_file_location("translations_update", TRANSLATIONS / "update.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_compiled_files_are_up_to_date() -> None:
    if not Path(sys.executable).with_name("pyside6-lrelease").exists():
        pytest.skip("pyside6-lrelease is not installed")
    result = subprocess.run(
        [sys.executable, str(TRANSLATIONS / "update.py"), "--check"], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("lang", OTHER_LANGUAGES)
def test_each_language_loads_and_translates_at_run_time(qapp, lang: str) -> None:
    translator = Translator()
    try:
        assert translator.install(qapp, lang) is None
        assert translator.language == lang
        for context, text in (("MainWindow", "&Game"), ("engine", "It is not your turn.")):
            translated = QCoreApplication.translate(context, text)
            if any(src == text for _c, src, _t in _messages(lang) if _c == context):
                assert translated != text, (lang, text)
        assert lang in dict(translator.available_languages())
    finally:
        translator.install(qapp, "en")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
