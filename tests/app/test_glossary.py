"""Each language keeps one term per idea: no translation uses a variant the glossary retired.

``docs/glossary.md`` has one table per language, headed "## <Language> (<code>)"; its last
column lists the known variants of a term in backticks. A variant is a plain substring that no
translated message of that language may contain.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.md"
_HEADING = re.compile(r"^## .*\((\w+)\)\s*$")
_VARIANT = re.compile(r"`([^`]+)`")


def glossary() -> dict[str, dict[str, list[str]]]:
    """language code -> English term -> its known variants."""
    out: dict[str, dict[str, list[str]]] = {}
    lang = None
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        heading = _HEADING.match(line)
        if heading:
            lang = heading.group(1)
            out[lang] = {}
            continue
        if lang is None or not line.startswith("|") or line.startswith("|---"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] == "English":
            continue
        out[lang][cells[0]] = _VARIANT.findall(cells[3])
    return out


def translations(lang: str) -> list[tuple[str, str]]:
    tree = ET.parse(ROOT / "translations" / f"canasta_gui_{lang}.ts")
    out = []
    for message in tree.getroot().iter("message"):
        tr = message.find("translation")
        forms = [f.text or "" for f in tr.findall("numerusform")] or [tr.text or ""]
        out.extend((message.findtext("source"), text) for text in forms)
    return out


def test_the_glossary_covers_every_translation():
    terms = glossary()
    assert set(terms) == {"ja", "ko", "it"}
    for lang, table in terms.items():
        assert len(table) >= 15, lang
        assert any(table.values()), f"{lang}: no known variants listed"


@pytest.mark.parametrize("lang", ["ja", "ko", "it"])
def test_no_translation_uses_a_retired_variant(lang):
    found = [
        (term, variant, source)
        for term, variants in glossary()[lang].items()
        for variant in variants
        for source, text in translations(lang)
        if variant in text
    ]
    assert not found, "\n".join(f"{t!r}: {v!r} in the message {s!r}" for t, v, s in found)
