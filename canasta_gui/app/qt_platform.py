"""Before Qt starts on Linux: can the platform plugin it will use load its libraries?

Without some system libraries (``libxcb-cursor0`` and others on a fresh Debian or
Ubuntu machine) Qt prints "could not load the Qt platform plugin xcb" and aborts.
This check loads the plugin the way Qt will (``dlopen``, lazy binding) before the
``QApplication`` exists. When it cannot, it names the missing libraries (``ldd``),
with their Debian/Ubuntu packages where known, so the app can print how to install
them and exit cleanly. Loading the plugin costs nothing extra when it works: Qt
loads the same libraries a moment later.

No Qt import here beyond ``QtCore`` (for the plugin folder), and only on Linux.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

#: Platforms that need no system display libraries: nothing to check.
NO_DISPLAY = {"offscreen", "minimal"}

#: Library (soname) → the Debian/Ubuntu package that provides it, for what Qt's
#: ``xcb`` and ``wayland`` plugins load.
DEBIAN_PACKAGES = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xinput.so.0": "libxcb-xinput0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
}

#: Everything the desktop table needs on Debian/Ubuntu (the README's line).
ALL_PACKAGES = (
    "libegl1 libgl1 libfontconfig1 libdbus-1-3 libxkbcommon0 libxkbcommon-x11-0 "
    "libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 "
    "libxcb-shape0 libxcb-randr0 libxcb-xkb1 libx11-xcb1"
)

_RTLD_LAZY = 1  # Qt's own plugin loading binds lazily; RTLD_NOW could refuse what Qt accepts


def candidates(env: Mapping[str, str]) -> list[str]:
    """The platform plugins Qt will try, in order (``QT_QPA_PLATFORM``, else the session)."""
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        # "xcb;wayland" tries each in turn; "offscreen:fontengine=freetype" has options.
        return [p.split(":", 1)[0].strip() for p in chosen.split(";") if p.strip()]
    if env.get("XDG_SESSION_TYPE", "") == "wayland":
        return ["wayland", "xcb"]
    return ["xcb"]


def plugin_file(folder: Path, name: str) -> Path | None:
    """The plugin's library in ``folder`` (``libqxcb.so``; ``libqwayland-generic.so`` too)."""
    exact = folder / f"libq{name}.so"
    if exact.is_file():
        return exact
    return next(iter(sorted(folder.glob(f"libq{name}-*.so"))), None)


def default_plugin_folder(env: Mapping[str, str]) -> Path | None:
    """Where Qt looks for platform plugins: ``QT_QPA_PLATFORM_PLUGIN_PATH``, else Qt's own."""
    if env.get("QT_QPA_PLATFORM_PLUGIN_PATH"):
        return Path(env["QT_QPA_PLATFORM_PLUGIN_PATH"])
    try:
        from PySide6.QtCore import QLibraryInfo
    except ImportError:
        return None
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)) / "platforms"


def dlopen(path: Path) -> str | None:
    """Load ``path`` as Qt would; ``None`` when it loads, else the loader's message."""
    import ctypes  # here, not at the top: start-up pays for it only when it checks

    libc = ctypes.CDLL(None)
    libc.dlopen.restype = ctypes.c_void_p
    libc.dlopen.argtypes = [ctypes.c_char_p, ctypes.c_int]
    libc.dlerror.restype = ctypes.c_char_p
    if libc.dlopen(os.fsencode(path), _RTLD_LAZY):
        return None  # left loaded: Qt opens the same library next
    message = libc.dlerror()
    return message.decode(errors="replace") if message else "unknown error"


def ldd_missing(path: Path) -> list[str]:
    """Libraries ``path`` needs that the system lacks, from ``ldd`` ([] if it cannot say)."""
    import subprocess

    try:
        out = subprocess.run(
            ["ldd", str(path)], capture_output=True, text=True, timeout=10, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return parse_ldd(out)


def parse_ldd(text: str) -> list[str]:
    """The ``name => not found`` libraries of ``ldd`` output, each once, in order."""
    missing: list[str] = []
    for line in text.splitlines():
        name, arrow, where = line.strip().partition("=>")
        if arrow and where.strip() == "not found" and name.strip() not in missing:
            missing.append(name.strip())
    return missing


def problem(
    env: Mapping[str, str] | None = None,
    platform: str | None = None,
    folder: Path | None = None,
    load: Callable[[Path], str | None] = dlopen,
    find_missing: Callable[[Path], list[str]] = ldd_missing,
) -> str | None:
    """What to tell the user when Qt's platform plugin cannot load (``None``: all is well).

    Only on Linux and only for a real display: ``offscreen`` and ``minimal`` need none.
    A plugin that is not there is left to Qt to report; one candidate that loads is enough.
    """
    env = os.environ if env is None else env
    if not (platform or sys.platform).startswith("linux"):
        return None
    names = candidates(env)
    if any(n in NO_DISPLAY for n in names):
        return None
    folder = folder if folder is not None else default_plugin_folder(env)
    if folder is None:
        return None
    failures: list[tuple[str, Path, str]] = []
    for name in names:
        path = plugin_file(folder, name)
        if path is None:
            continue
        error = load(path)
        if error is None:
            return None
        failures.append((name, path, error))
    if not failures:
        return None
    return report(failures, find_missing)


def report(failures: Sequence[tuple[str, Path, str]], find_missing) -> str:
    """The message: which libraries are missing, their packages, the command to install."""
    missing: list[str] = []
    for _name, path, error in failures:
        found = find_missing(path) or [error.split(":", 1)[0].strip()]
        missing += [lib for lib in found if lib not in missing]
    plugins = " or ".join(f'"{name}"' for name, _p, _e in failures)
    lines = [
        f"canasta: Qt cannot load its {plugins} platform plugin: "
        "these system libraries are missing:"
    ]
    packages: list[str] = []
    for lib in missing:
        package = DEBIAN_PACKAGES.get(lib)
        if package and package not in packages:
            packages.append(package)
        lines.append(f"  {lib}" + (f" (Debian/Ubuntu package {package})" if package else ""))
    if packages:
        lines.append("Install them (Debian/Ubuntu):")
        lines.append(f"  sudo apt-get install {' '.join(packages)}")
    lines.append("Everything the app needs on Debian/Ubuntu:")
    lines.append(f"  sudo apt-get install {ALL_PACKAGES}")
    lines.append("On other systems, install the packages that provide these libraries.")
    first = failures[0]
    lines.append(f"(The loader said, for {first[1].name}: {first[2]})")
    return "\n".join(lines)
