"""The rules engine, the simulator and the computer players must never depend on Qt."""

import re
import subprocess
import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent.parent / "canasta_gui"

QT_IMPORT = re.compile(r"^\s*(?:import|from)\s+(?:PySide6|shiboken6)\b", re.MULTILINE)

IMPORT_CHECK = (
    "import sys, canasta_gui.engine, canasta_gui.engine.canasta; import canasta_gui.sim; "
    "bad=[m for m in sys.modules if m.startswith(('PySide6','shiboken6'))]; "
    "print(bad); sys.exit(1 if bad else 0)"
)


def test_importing_engine_and_sim_loads_no_qt():
    result = subprocess.run(
        [sys.executable, "-c", IMPORT_CHECK],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, (
        f"Qt modules were loaded (or the import failed):\n{result.stdout}\n{result.stderr}"
    )


def test_no_qt_imports_in_engine_or_ai_sources():
    roots = [PACKAGE_DIR / "engine"]
    if (PACKAGE_DIR / "ai").is_dir():
        roots.append(PACKAGE_DIR / "ai")
    offenders = []
    for root in roots:
        for path in sorted(root.rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            for match in QT_IMPORT.finditer(text):
                line_no = text.count("\n", 0, match.start()) + 1
                offenders.append(f"{path.relative_to(PACKAGE_DIR.parent)}:{line_no}")
    assert not offenders, "Qt imported in pure-Python layers: " + ", ".join(offenders)
