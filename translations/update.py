"""Refresh the translation sources and compile them: ``python translations/update.py``.

``pyside6-lupdate`` collects every marked string of the ``canasta_gui`` package (the app's
``tr()`` calls and the engine's and computer players' ``QT_TRANSLATE_NOOP`` markers) into
``canasta_gui_<lang>.ts``, keeping what translators already wrote; ``pyside6-lrelease`` then
compiles each ``.ts`` into the ``.qm`` the app loads. Both kinds of file are committed, so
neither a user nor the bundle build needs Qt's tools. ``--check`` compiles into a temporary
folder and fails when a committed ``.qm`` is out of date.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGES = ("ja", "ko", "it")


def tool(name: str) -> str:
    """A Qt tool from the running Python's environment, else from PATH."""
    local = Path(sys.executable).with_name(name)
    found = str(local) if local.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(
            f"{name} not found: install the dev dependencies (pip install -e '.[dev]')"
        )
    return found


def sources() -> list[str]:
    package = ROOT / "canasta_gui"
    return sorted(str(p) for p in package.rglob("*.py") if "__pycache__" not in p.parts)


def ts_file(lang: str) -> Path:
    return HERE / f"canasta_gui_{lang}.ts"


def update_sources() -> None:
    for lang in LANGUAGES:
        subprocess.run(
            [
                tool("pyside6-lupdate"),
                *sources(),
                "-no-obsolete",
                "-target-language",
                lang,
                "-ts",
                str(ts_file(lang)),
            ],
            check=True,
        )


def compile_all(out_dir: Path) -> list[Path]:
    out = []
    for lang in LANGUAGES:
        qm = out_dir / f"canasta_gui_{lang}.qm"
        subprocess.run(
            [tool("pyside6-lrelease"), "-silent", str(ts_file(lang)), "-qm", str(qm)], check=True
        )
        out.append(qm)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the .qm files")
    parser.add_argument("--compile-only", action="store_true", help="skip lupdate")
    args = parser.parse_args()
    if args.check:
        with tempfile.TemporaryDirectory() as tmp:
            stale = [
                qm.name
                for qm in compile_all(Path(tmp))
                if not (HERE / qm.name).is_file()
                or (HERE / qm.name).read_bytes() != qm.read_bytes()
            ]
        if stale:
            print("out of date: " + ", ".join(stale) + " (run python translations/update.py)")
            return 1
        return 0
    if not args.compile_only:
        update_sources()
    for qm in compile_all(HERE):
        print(qm.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
