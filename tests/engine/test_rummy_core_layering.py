"""The rummy core sits below both rummy games: they import it, it imports neither.

``engine/rummy`` holds what Canasta and Hand and Foot share, and ``ai/rummy`` what
their computer players share. A module there that imported a game would make the
core depend on one game's choices and tie the games together through it. Every
import counts (at the top, inside a function, under ``if TYPE_CHECKING:``); imports
are read with :mod:`ast`, never executed.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "canasta_gui"

GAMES = (
    "canasta_gui.engine.canasta",
    "canasta_gui.engine.hand_and_foot",
    "canasta_gui.ai.canasta",
    "canasta_gui.ai.hand_and_foot",
)


def imported_modules(path: Path, package: str) -> set[str]:
    """Every module ``path`` imports, by its full dotted name (``from a import b`` gives
    both ``a`` and ``a.b``: ``b`` may be a module)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against the module's package
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def game_imports(folder: Path, root: Path = PACKAGE.parent) -> dict[str, list[str]]:
    """For each module of ``folder`` (a package under ``root``) that imports a game: the
    game modules it imports."""
    package = ".".join(folder.relative_to(root).parts)
    offenders = {}
    for path in sorted(folder.rglob("*.py")):
        games = sorted(
            m
            for m in imported_modules(path, package)
            if any(m == g or m.startswith(g + ".") for g in GAMES)
        )
        if games:
            offenders[path.name] = games
    return offenders


@pytest.mark.parametrize("core", ["engine/rummy", "ai/rummy"])
def test_the_rummy_core_imports_no_game(core: str) -> None:
    folder = PACKAGE / core
    assert len(list(folder.glob("*.py"))) > 2  # the package was found
    assert game_imports(folder) == {}


def test_the_reader_sees_every_kind_of_game_import(tmp_path: Path) -> None:
    core = tmp_path / "canasta_gui" / "engine" / "rummy"
    core.mkdir(parents=True)
    (core / "plans.py").write_text(
        "from canasta_gui.engine.canasta import actions as act\n", encoding="utf-8"
    )
    (core / "late.py").write_text(
        "def f():\n    import canasta_gui.engine.hand_and_foot.rules\n", encoding="utf-8"
    )
    (core / "typed.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
        "    from ..canasta.state import CanastaState\n",
        encoding="utf-8",
    )
    (core / "fine.py").write_text(
        "from canasta_gui.engine.rummy.melds import Meld\nfrom canasta_gui.engine import cards\n",
        encoding="utf-8",
    )
    assert game_imports(core, tmp_path) == {
        "late.py": ["canasta_gui.engine.hand_and_foot.rules"],
        "plans.py": ["canasta_gui.engine.canasta", "canasta_gui.engine.canasta.actions"],
        "typed.py": [
            "canasta_gui.engine.canasta.state",
            "canasta_gui.engine.canasta.state.CanastaState",
        ],
    }
