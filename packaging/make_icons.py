"""Turn the one drawn icon (``assets/icon.png``) into the formats each OS wants.

Windows takes an ``.ico`` with several sizes, macOS an ``.icns``; Linux uses the PNG
itself. Pillow writes both, so no platform tool is needed and any OS can make them.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "assets" / "icon.png"
ICO_SIZES = [(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)]


def make_icons(out_dir: Path) -> dict[str, Path]:
    """Write ``canasta_gui.ico``, ``canasta_gui.icns`` and a 256 px PNG into ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    image = Image.open(SOURCE).convert("RGBA")
    paths = {
        "ico": out_dir / "canasta_gui.ico",
        "icns": out_dir / "canasta_gui.icns",
        "png": out_dir / "canasta_gui.png",
    }
    image.save(paths["ico"], sizes=ICO_SIZES)
    image.save(paths["icns"])  # Pillow writes every icns size from the 1024 px source
    image.resize((256, 256), Image.Resampling.LANCZOS).save(paths["png"])
    return paths


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons"
    for path in make_icons(target).values():
        print(path)
