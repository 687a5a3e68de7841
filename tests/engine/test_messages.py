"""Engine messages are translatable without Qt and are all extractable by lupdate."""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from canasta_gui.engine import errors
from canasta_gui.engine.errors import MESSAGES, IllegalAction, refuse

ENGINE = Path(errors.__file__).parent


def test_every_refused_code_has_a_registered_message() -> None:
    """Each ``refuse("code")`` in the engine names a message translators can see."""
    used = set()
    for path in ENGINE.rglob("*.py"):
        used |= set(re.findall(r'refuse\(\s*"([a-z0-9_]+)"', path.read_text(encoding="utf-8")))
    assert used, "no refusals found: the scan is broken"
    assert used <= set(MESSAGES), sorted(used - set(MESSAGES))


def test_refusal_fills_its_template_and_survives_a_broken_translation() -> None:
    err = refuse("pile_frozen_pair", rank="7")
    assert isinstance(err, IllegalAction)
    assert err.code == "pile_frozen_pair"
    assert str(err) == "The pile is frozen: you need two natural 7s from your hand."
    # A translation with a wrong placeholder must not hide the reason.
    assert err.text("Il pozzo è congelato: {rango}") == str(err)
    italian = err.text("Il pozzo è congelato: servono due {rank} naturali.")
    assert italian.endswith("due 7 naturali.")


def _lupdate() -> str | None:
    local = Path(sys.executable).with_name("pyside6-lupdate")
    return str(local) if local.exists() else shutil.which("pyside6-lupdate")


@pytest.mark.skipif(_lupdate() is None, reason="pyside6-lupdate is not installed")
def test_lupdate_extracts_every_engine_message(tmp_path: Path) -> None:
    ts = tmp_path / "engine.ts"
    # A game may keep its messages in its own messages.py (Cassino does); errors.py
    # takes them in, so lupdate reads those files too.
    tables = [str(p) for p in sorted(ENGINE.rglob("messages.py"))]
    subprocess.run(
        [_lupdate(), str(ENGINE / "errors.py"), *tables, "-ts", str(ts)],
        check=True,
        capture_output=True,
    )
    found = {html.unescape(s) for s in re.findall(r"<source>(.*?)</source>", ts.read_text(), re.S)}
    missing = [code for code, text in MESSAGES.items() if text not in found]
    assert not missing
