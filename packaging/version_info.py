"""The app's version for the bundles, and Windows' version resource built from it.

The version is read from ``canasta_gui/__init__.py`` (the one place it is written), so
the bundle, the Info.plist and the Windows file properties always agree.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def app_version() -> str:
    text = (ROOT / "canasta_gui" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([0-9]+(?:\.[0-9]+){1,3})"', text, re.MULTILINE)
    if match is None:
        raise SystemExit("canasta_gui/__init__.py has no __version__ = 'N.N.N' line")
    return match.group(1)


APP_VERSION = app_version()


def windows_version_info():
    """A ``VSVersionInfo`` for the .exe's Properties > Details tab (Windows only)."""
    from PyInstaller.utils.win32 import versioninfo as vi

    numbers = tuple(int(n) for n in APP_VERSION.split(".")) + (0, 0, 0)
    four = numbers[:4]
    strings = [
        vi.StringStruct("CompanyName", "canasta_gui contributors"),
        vi.StringStruct("FileDescription", "Canasta card table"),
        vi.StringStruct("FileVersion", APP_VERSION),
        vi.StringStruct("InternalName", "canasta_gui"),
        vi.StringStruct("OriginalFilename", "canasta_gui.exe"),
        vi.StringStruct("ProductName", "Canasta"),
        vi.StringStruct("ProductVersion", APP_VERSION),
    ]
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=four, prodvers=four),
        kids=[
            vi.StringFileInfo([vi.StringTable("040904B0", strings)]),  # US English, Unicode
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )
