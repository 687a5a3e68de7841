"""Which of the files PyInstaller collects the bundle keeps.

PySide6's PyInstaller hooks collect every Qt plugin and every Qt translation a module might
need: network backends, GTK themes, EGL devices, thirty-odd languages. The app draws with
QtWidgets and QtSvg only (and plays sounds with QtMultimedia where that is installed), so the
spec drops the rest here:

- Qt plugins: only the kinds and names in ``KEEP_PLUGINS`` (the window systems, input methods
  for typing names in Japanese and Korean, SVG icons, native styles);
- Qt translations: only ``qtbase`` for the app's languages;
- on Linux, shared libraries that nothing kept still loads (the GTK stack came with the GTK
  theme plugin, OpenSSL with the TLS plugin). This uses ``ldd`` through PyInstaller, so it is
  done only where it is tested: Windows and macOS keep PyInstaller's own dependency list.
"""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import PurePath


def has_qt_audio() -> bool:
    """Whether QtMultimedia is installed (PySide6-Addons: the app needs it on Python 3.12
    and later), so the sound effects play through Qt's audio (app/sound/players.py)."""
    try:
        return importlib.util.find_spec("PySide6.QtMultimedia") is not None
    except (ImportError, ValueError):
        return False


#: With Qt's audio, QtMultimedia's library needs QtNetwork's, and its Python module imports
#: QtNetwork's: then neither is dropped. Without it, the sounds go to the system's player.
QT_AUDIO = has_qt_audio()

#: Python modules the app never imports that hooks or the standard library would pull in.
UNUSED_MODULES = [
    "tkinter",
    "unittest",
    "pydoc",
    "PIL",  # Pillow only draws the icon at build time
    # No network: without these, OpenSSL's 5 MB stays out (hashlib falls back to its own code).
    "ssl",
    "_ssl",
    "_hashlib",
    *([] if QT_AUDIO else ["PySide6.QtNetwork"]),
    "PySide6.QtDBus",
    "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets",
    "PySide6.QtQml",
    "PySide6.QtQuick",
    "PySide6.QtPrintSupport",
]

#: Plugin folder -> plugin names kept (the file name without "lib" and its extension).
KEEP_PLUGINS = {
    # xcb and wayland (Linux), windows, cocoa (macOS); offscreen for the smoke test and CI.
    "platforms": {"qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen", "qminimal"},
    # The desktop portal follows the user's light/dark setting without GTK's libraries.
    "platformthemes": {"qxdgdesktopportal"},
    # Input methods: a player's name may be typed in Japanese or Korean.
    "platforminputcontexts": {
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    },
    "iconengines": {"qsvgicon"},
    "imageformats": {"qsvg", "qico", "qicns"},
    "styles": {"qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"},
    # Wayland windows need a shell and a decoration; raster windows need no GL integration.
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": {"bradient"},
    # Qt's audio, when it is installed: the native backends and the FFmpeg one (Linux).
    "multimedia": {"windowsmediaplugin", "darwinmediaplugin", "ffmpegmediaplugin"},
}

#: Qt's own translations of the app's languages (English needs none).
KEEP_QT_TRANSLATIONS = {"qtbase_ja.qm", "qtbase_ko.qm", "qtbase_it.qm"}

_LIB_NAME = re.compile(r"^lib.*\.so(\.\d+)*$")


def _parts(dest: str) -> tuple[str, ...]:
    return PurePath(dest.replace("\\", "/")).parts


def _plugin_name(file_name: str) -> str:
    stem = file_name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def keep_plugin(dest: str) -> bool | None:
    """True/False for a Qt plugin, None when ``dest`` is not one."""
    parts = _parts(dest)
    if "PySide6" not in parts or "plugins" not in parts:
        return None
    at = parts.index("plugins")
    if len(parts) < at + 3:
        return None
    kind, name = parts[at + 1], _plugin_name(parts[-1])
    return name in KEEP_PLUGINS.get(kind, set())


def keep_data(dest: str) -> bool:
    """Whether a collected data file stays in the bundle."""
    parts = _parts(dest)
    if "PySide6" in parts and "translations" in parts:
        return parts[-1] in KEEP_QT_TRANSLATIONS
    plugin = keep_plugin(dest)
    return True if plugin is None else plugin


def keep_binary(dest: str, qt_audio: bool = False) -> bool:
    """Whether a collected binary stays (before the Linux dependency pass); ``qt_audio``:
    QtMultimedia is bundled, and the QtNetwork it loads stays."""
    plugin = keep_plugin(dest)
    if plugin is not None:
        return plugin
    name = _parts(dest)[-1]
    # Qt libraries only the dropped plugins and modules load.
    dropped = ("Qt6EglFS", "Qt6EglFs", "Qt6Qml", "Qt6Quick")
    if not qt_audio:
        dropped += ("Qt6Network", "QtNetwork.")
    return not any(part in name for part in dropped)


def prune_unreferenced(binaries: list) -> list:
    """Linux: drop shared libraries no kept binary loads, directly or indirectly.

    ``binaries`` is PyInstaller's TOC of ``(dest, source, kind)``. Roots are everything that
    is not a plain shared library (extension modules, Qt plugins) plus libpython, which the
    bootloader loads; ``ldd`` lists each root's whole dependency closure.
    """
    if not sys.platform.startswith("linux"):
        return binaries
    from PyInstaller.depend.bindepend import get_imports

    def is_plain_library(dest: str) -> bool:
        name = _parts(dest)[-1]
        return (
            _LIB_NAME.match(name) is not None
            and keep_plugin(dest) is None
            and not name.startswith("libpython")
        )

    needed: set[str] = set()
    for dest, source, _kind in binaries:
        if not is_plain_library(dest):
            for name, path in get_imports(source):
                needed.add(PurePath(path or name).name)
                needed.add(PurePath(name).name)
    return [
        entry
        for entry in binaries
        if not is_plain_library(entry[0]) or _parts(entry[0])[-1] in needed
    ]


def drop_dangling_links(binaries: list, datas: list) -> tuple[list, list]:
    """Drop PyInstaller's symlink entries whose target file was trimmed away."""
    kept = {entry[0] for entry in binaries} | {entry[0] for entry in datas}

    def alive(entry: tuple) -> bool:
        return entry[2] != "SYMLINK" or entry[1] in kept

    return [e for e in binaries if alive(e)], [e for e in datas if alive(e)]
