"""Korean particles never hang directly on a placeholder.

A Korean particle's form depends on the word before it: 카드를 but 패를, 팀이 but 쪽이. A
``{card}`` or ``{name}`` is only known at run time ("7♥", "Q♠", "플레이어 1", a file path),
so a fixed 을 or 이 after it is wrong for about half the values. The translations put a
fixed word in between ("{card} 카드를", "{where} 항목이", "{player}번 플레이어는") or
rebuild the sentence ("{side}: 손패를 털었습니다."); the 을(를) double form is the last resort.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parents[2] / "translations" / "canasta_gui_ko.ts"

#: A placeholder (perhaps inside closing quotes) and then a particle whose form follows the
#: sound before it. A double form, 을(를), 이(가), 와(과), is allowed: "(" follows the particle.
#: 였 is the copula's past after a vowel only (after a consonant it is 이었).
_PARTICLE = re.compile(r"\{[^{}]*\}[”’\"']?(?:(이|가|은|는|을|를|와|과|으로|로)(?![가-힣(])|였)")


def _translations() -> list[tuple[str, str, str]]:
    out = []
    for context in ET.parse(TS).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            texts = [translation.text or ""]
            texts += [form.text or "" for form in translation.iter("numerusform")]
            out += [(name, message.findtext("source") or "", text) for text in texts]
    return out


def test_pattern_catches_a_fixed_particle_and_allows_the_fixes() -> None:
    assert _PARTICLE.search("{card}을 버립니다")
    assert _PARTICLE.search("{side}이 이겼습니다")
    assert _PARTICLE.search("{rank}로 가져갑니다")
    assert _PARTICLE.search("“{name}”이 물었습니다")
    assert _PARTICLE.search("차례는 {expected}였습니다")
    assert not _PARTICLE.search("{card} 카드를 버립니다")
    assert not _PARTICLE.search("{card}을(를) 버립니다")
    assert not _PARTICLE.search("{card}(으)로 가져갑니다")
    assert not _PARTICLE.search("{count}장을 가져갑니다")
    assert not _PARTICLE.search("빨간 3({card})이 있습니다")
    assert not _PARTICLE.search("{where}의 값은 {expected}이어야 합니다")
    assert not _PARTICLE.search("{side}: 손패를 털었습니다.")


def test_no_korean_particle_follows_a_placeholder() -> None:
    found = [
        f"{context}: {source!r} -> {text!r}"
        for context, source, text in _translations()
        if _PARTICLE.search(text)
    ]
    assert not found, f"{len(found)} particles after a placeholder, e.g.\n" + "\n".join(found[:10])
