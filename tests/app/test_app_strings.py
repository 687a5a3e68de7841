"""Every visible string of the app is extractable by lupdate, so translators can see it.

lupdate reads only literal ``tr("...")`` / ``translate("ctx", "...")`` calls: a wrapper
function, an f-string or a variable context would hide a string from translation.
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import canasta_gui.app

APP = Path(canasta_gui.app.__file__).parent


def _lupdate() -> str | None:
    local = Path(sys.executable).with_name("pyside6-lupdate")
    return str(local) if local.exists() else shutil.which("pyside6-lupdate")


def _sources() -> list[Path]:
    return sorted(p for p in APP.rglob("*.py") if "__pycache__" not in p.parts)


@pytest.mark.skipif(_lupdate() is None, reason="pyside6-lupdate is not installed")
def test_lupdate_finds_the_app_strings(tmp_path: Path) -> None:
    ts = tmp_path / "app.ts"
    subprocess.run(
        [_lupdate(), *map(str, _sources()), "-ts", str(ts)], check=True, capture_output=True
    )
    text = ts.read_text(encoding="utf-8")
    found = {html.unescape(s) for s in re.findall(r"<source>(.*?)</source>", text, re.S)}
    for expected in (
        "Pass to {name}",
        "Drag cards here to meld",
        "Opening: {count} of {minimum}",
        "{name} (thinking…)",
        "&New game",
        "The saved game could not be read ({reason}). It was moved to {path}.",
    ):
        assert expected in found, expected
    assert "<name></name>" not in text  # every string has a context


def test_no_translation_hidden_from_lupdate() -> None:
    """No ``tr(f"...")`` and no literal handed to a private wrapper such as ``_tr("...")``
    (a wrapper may translate texts marked elsewhere with ``QT_TRANSLATE_NOOP``)."""
    hidden = re.compile(r"\btr\(\s*f[\"']|\b_\w*tr\(\s*f?[\"']|translate\(\s*[a-z_]+\s*,")
    offenders = [
        f"{p.relative_to(APP)}:{i}"
        for p in _sources()
        for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if hidden.search(line)
    ]
    assert not offenders
