"""Build the app bundle for this OS: ``python packaging/build.py``.

Makes the icons from ``assets/icon.png``, runs PyInstaller on ``packaging/canasta_gui.spec``
(a one-folder, windowed bundle), adds the Linux desktop entry and icon, packs the result
(``.tar.gz`` on Linux and macOS, ``.zip`` on Windows) and prints what it measured: build time,
folder and archive size, and on Linux the oldest glibc the bundle runs on.

Output goes to ``dist/`` (``--dist`` to change it); PyInstaller's work files to ``build/``.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from make_icons import make_icons  # noqa: E402
from version_info import APP_VERSION  # noqa: E402

APP = "canasta_gui"
MIB = 1024 * 1024
_GLIBC = re.compile(rb"GLIBC_(\d+)\.(\d+)(?:\.(\d+))?")


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def oldest_glibc(folder: Path) -> str:
    """The newest glibc symbol version any bundled ELF file needs: the oldest glibc it runs on."""
    newest = (0, 0, 0)
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as fh:
                if fh.read(4) != b"\x7fELF":
                    continue
                data = fh.read()
            for match in _GLIBC.finditer(data):
                newest = max(newest, tuple(int(g or 0) for g in match.groups()))
    if newest == (0, 0, 0):
        return "unknown"
    major, minor, patch = newest
    return f"{major}.{minor}" + (f".{patch}" if patch else "")


def add_linux_desktop_files(bundle: Path, icons: dict[str, Path]) -> None:
    """The desktop entry, the icon and an installer script beside the app."""
    shutil.copy2(HERE / "linux" / "canasta-gui.desktop", bundle / "canasta-gui.desktop")
    shutil.copy2(icons["png"], bundle / "canasta_gui.png")
    shutil.copy2(HERE / "linux" / "install.sh", bundle / "install.sh")
    (bundle / "install.sh").chmod(0o755)


def archive(dist: Path, target: Path) -> Path:
    """Pack ``target`` (a folder or a .app) beside it, the way people download it on this OS."""
    stem = f"{APP}-{APP_VERSION}-{platform.system().lower()}-{platform.machine().lower()}"
    if sys.platform == "win32":
        out = dist / f"{stem}.zip"
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zf:
            for path in sorted(target.rglob("*")):
                zf.write(path, path.relative_to(target.parent))
        return out
    out = dist / f"{stem}.tar.gz"
    with tarfile.open(out, "w:gz") as tf:
        tf.add(target, arcname=target.name)  # symlinks stay symlinks
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the bundle goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller work files")
    parser.add_argument("--no-archive", action="store_true", help="skip the .tar.gz / .zip")
    args = parser.parse_args()
    dist, work = args.dist.resolve(), args.work.resolve()

    start = time.perf_counter()
    icons = make_icons(work / "icons")
    env = dict(os.environ, CANASTA_GUI_ICON_DIR=str(work / "icons"))
    command = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
        "--distpath", str(dist), "--workpath", str(work / "pyinstaller"),
        str(HERE / "canasta_gui.spec"),
    ]  # fmt: skip
    subprocess.run(command, check=True, env=env, cwd=ROOT)
    bundle = dist / APP
    if sys.platform.startswith("linux"):
        add_linux_desktop_files(bundle, icons)
    built = time.perf_counter() - start

    target = dist / "Canasta.app" if sys.platform == "darwin" else bundle
    print(f"bundle: {target}")
    print(f"build time: {built:.1f} s")
    print(f"one-folder size: {folder_size(target) / MIB:.1f} MiB")
    if sys.platform.startswith("linux"):
        print(f"oldest glibc: {oldest_glibc(bundle)}")
    if not args.no_archive:
        packed_at = time.perf_counter()
        packed = archive(dist, target)
        took = time.perf_counter() - packed_at
        print(f"archive: {packed.name}, {packed.stat().st_size / MIB:.1f} MiB ({took:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
