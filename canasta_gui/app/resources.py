"""Where the app's data files live: the source checkout or a PyInstaller bundle.

In a checkout ``assets/`` and ``translations/`` sit beside the ``canasta_gui`` package; a
PyInstaller bundle unpacks them under ``sys._MEIPASS``.
"""

from __future__ import annotations

import sys
from pathlib import Path


def _base_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle)
    # canasta_gui/app/resources.py -> the repository root
    return Path(__file__).resolve().parents[2]


def asset_path(name: str) -> Path:
    """The path of ``assets/<name>`` (the file need not exist)."""
    return _base_dir() / "assets" / name


def translations_dir() -> Path:
    """The folder holding the compiled translations (``*.qm``)."""
    return _base_dir() / "translations"
