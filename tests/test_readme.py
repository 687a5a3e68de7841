"""README.md stays true: its commands, the system libraries, the layout, the rules reference."""

from __future__ import annotations

import re
from pathlib import Path

from canasta_gui.app.qt_platform import ALL_PACKAGES

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    start = README.index(f"\n## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start : end if end > 0 else None]


def _commands(section: str) -> list[str]:
    return re.findall(r"```sh\n(.*?)\n```", section, flags=re.S)


def test_quick_start_test_command_is_what_ci_runs() -> None:
    ci_last = (ROOT / ".ci" / "run").read_text().strip().splitlines()[-1]
    commands = _commands(_section("Quick start"))
    assert ci_last in commands
    assert "python3 -m venv .venv && .venv/bin/pip install -q -e . && .venv/bin/canasta" in commands


def test_quick_start_names_the_system_libraries_in_one_apt_line() -> None:
    lines = [c for c in _commands(_section("Quick start")) if c.startswith("sudo apt-get install")]
    assert len(lines) == 1 and "\n" not in lines[0]
    packages = set(lines[0].split()[3:])
    # What the app's start-up check recommends, plus what the commands and tests need.
    assert set(ALL_PACKAGES.split()) <= packages
    assert {"python3-venv", "binutils", "fonts-noto-cjk"} <= packages


def test_layout_names_every_package_and_folder() -> None:
    layout = _section("Layout")
    for init in sorted((ROOT / "canasta_gui").rglob("__init__.py")):
        package = init.parent
        if package.name != "canasta_gui":
            assert f"{package.name}/" in layout, package
    for folder in ("assets", "benchmarks", "docs", "packaging", "tests", "translations"):
        assert f"`{folder}/`" in layout, folder


def test_the_rules_reference_is_docs_rules_md() -> None:
    assert "docs/rules.md" in _section("Rules")
    assert "RULES" + ".md" not in README  # spelled apart, so this file does not name it either


def test_every_game_has_its_computer_players_documented() -> None:
    assert "accepts only `random`" not in README and "no computer players" not in README
    for game, baseline in (("Cassino", "greedy"), ("Hand and Foot", "nomeld")):
        section = _section("Headless play").split(f"### {game}\n", 1)[1].split("\n### ")[0]
        for level in ("easy", "medium", "hard", "expert", baseline, "--duplicate"):
            assert f"`{level}`" in section, (game, level)
