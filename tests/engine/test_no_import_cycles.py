"""No import cycles among the modules of an engine package.

Every import counts: at the top of a module, inside a function, and under
``if TYPE_CHECKING:`` (a cycle hidden there still ties the modules together for a
reader and for a type checker). Imports are read with :mod:`ast`, never executed.

The packages checked are named in ``CYCLE_FREE``: every engine package. (A game's
state reaches its rules and legal listing through the functions they plug into it,
``state.plug``, never by importing them.)

A cycle that runs through two packages escapes that reading (``errors`` once loaded
every game's package for its messages, and so the rummy core it serves); so every
engine module is also imported for real, as the first import of a fresh process.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "canasta_gui" / "engine"

#: Engine packages whose modules must not import each other in a circle
#: ("" is the engine's root modules: cards, errors, events, serialize, ...).
CYCLE_FREE = ["", "canasta", "cassino", "hand_and_foot", "rummy"]


def _package_name(sub: str) -> str:
    return "canasta_gui.engine" + (f".{sub}" if sub else "")


def imports_within(folder: Path, package: str) -> dict[str, set[str]]:
    """For each module of ``folder``: the modules of the same package it imports."""
    names = {p.stem for p in folder.glob("*.py")}
    graph: dict[str, set[str]] = {}
    for path in sorted(folder.glob("*.py")):
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:  # relative: resolve against this package
                    base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                    mod = f"{base}.{node.module}" if node.module else base
                else:
                    mod = node.module or ""
                # ``from pkg import mod`` imports a module; ``from pkg.mod import x`` too.
                targets = [mod] + [f"{mod}.{alias.name}" for alias in node.names]
            else:
                continue
            for target in targets:
                head, _, tail = target.partition(package + ".")
                if head or not tail:
                    continue
                first = tail.split(".")[0]
                if first in names and first != path.stem:
                    found.add(first)
        graph[path.stem] = found
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a list of modules (first repeated last), or ``None``."""
    state: dict[str, int] = {}  # 1: on the current path, 2: finished
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for start in sorted(graph):
        if start not in state:
            found = visit(start)
            if found:
                return found
    return None


@pytest.mark.parametrize("sub", CYCLE_FREE, ids=lambda s: s or "engine-root")
def test_package_has_no_import_cycle(sub: str) -> None:
    folder = ENGINE / sub if sub else ENGINE
    graph = imports_within(folder, _package_name(sub))
    assert len(graph) > 2  # the package was found and read
    cycle = find_cycle(graph)
    assert cycle is None, f"{_package_name(sub)}: import cycle " + " -> ".join(cycle or [])


def test_every_engine_package_is_checked() -> None:
    packages = {p.name for p in ENGINE.iterdir() if (p / "__init__.py").is_file()}
    assert packages <= set(CYCLE_FREE)


def test_the_checker_sees_a_cycle(tmp_path: Path) -> None:
    """The reader finds a cycle hidden in a function and under TYPE_CHECKING."""
    (tmp_path / "state.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.rules import apply\n",
        encoding="utf-8",
    )
    (tmp_path / "rules.py").write_text(
        "def apply():\n    from game import state\n", encoding="utf-8"
    )
    (tmp_path / "cards.py").write_text("", encoding="utf-8")
    graph = imports_within(tmp_path, "game")
    assert graph["state"] == {"rules"} and graph["rules"] == {"state"}
    assert find_cycle(graph) == ["rules", "state", "rules"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def engine_modules() -> list[str]:
    """The dotted name of every module and package under ``canasta_gui/engine``."""
    names = []
    for path in sorted(ENGINE.rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


# Run in one fresh interpreter: each module is imported with no canasta_gui module
# loaded before it (they are all dropped between imports), which is what a fresh
# process importing that module first would see. Prints the failures as JSON.
IMPORT_EACH_FIRST = """
import importlib, json, sys, traceback
failed = {}
for name in json.loads(sys.argv[1]):
    for loaded in [m for m in sys.modules if m == "canasta_gui" or m.startswith("canasta_gui.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except Exception:
        failed[name] = traceback.format_exc(limit=-3)
print(json.dumps(failed))
"""


def test_every_engine_module_imports_first_on_its_own() -> None:
    modules = engine_modules()
    assert "canasta_gui.engine.rummy.pile" in modules and len(modules) > 50
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_EACH_FIRST, json.dumps(modules)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
        check=True,
    )
    failed = json.loads(result.stdout)
    assert not failed, "\n".join(f"{name}:\n{trace}" for name, trace in failed.items())
