"""Engine messages are translatable without Qt and are all extractable by lupdate."""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

# Each game with its own message table hands it to errors.MESSAGES as its package loads.
from canasta_gui.engine import cassino, errors, hand_and_foot
from canasta_gui.engine.cassino import messages as cassino_messages
from canasta_gui.engine.errors import MESSAGES, IllegalAction, add_messages, refuse
from canasta_gui.engine.hand_and_foot import messages as hf_messages

ENGINE = Path(errors.__file__).parent


def test_every_refused_code_has_a_registered_message() -> None:
    """Each ``refuse("code")`` in the engine names a message translators can see."""
    used = set()
    for path in ENGINE.rglob("*.py"):
        used |= set(re.findall(r'refuse\(\s*"([a-z0-9_]+)"', path.read_text(encoding="utf-8")))
    assert used, "no refusals found: the scan is broken"
    assert used <= set(MESSAGES), sorted(used - set(MESSAGES))


def test_a_loaded_game_s_messages_are_the_engine_s() -> None:
    """Cassino's and Hand and Foot's own tables are in ``errors.MESSAGES``, word for word."""
    assert cassino.CassinoState and hand_and_foot.rules  # the packages are loaded
    for table in (cassino_messages.MESSAGES, hf_messages.MESSAGES):
        assert table and all(MESSAGES[code] == text for code, text in table.items())
    assert refuse("hf_out_partner_foot").template == hf_messages.MESSAGES["hf_out_partner_foot"]
    assert str(refuse("cas_card_twice", card="7H")) == "The 7H is listed twice."


def test_errors_imports_no_game() -> None:
    """errors.py is below every game: it imports none (a game's package adds its messages)."""
    source = Path(errors.__file__).read_text(encoding="utf-8")
    assert "engine.cassino" not in source and "engine.hand_and_foot" not in source
    assert "engine.canasta" not in source


def test_a_code_keeps_one_text() -> None:
    before = dict(MESSAGES)
    add_messages(
        {"hf_out_partner_foot": hf_messages.MESSAGES["hf_out_partner_foot"]}
    )  # the same again: fine
    with pytest.raises(ValueError, match="hf_out_partner_foot"):
        add_messages({"hf_out_partner_foot": "Another text."})
    assert before == MESSAGES


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
    # A game may keep its messages in its own messages.py (Cassino and Hand and Foot
    # do); its package hands them to errors.MESSAGES, so lupdate reads those files too.
    tables = [str(p) for p in sorted(ENGINE.rglob("messages.py"))]
    subprocess.run(
        [_lupdate(), str(ENGINE / "errors.py"), *tables, "-ts", str(ts)],
        check=True,
        capture_output=True,
    )
    found = {html.unescape(s) for s in re.findall(r"<source>(.*?)</source>", ts.read_text(), re.S)}
    missing = [code for code, text in MESSAGES.items() if text not in found]
    assert not missing
