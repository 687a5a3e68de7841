"""The pieces the bundle build is made of, checked without building (fast, every run)."""

from __future__ import annotations

import configparser
import sys
import tomllib
from pathlib import Path

import pytest
from PIL import Image

import canasta_gui

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

from make_icons import make_icons  # noqa: E402
from qt_trim import (  # noqa: E402
    QT_AUDIO,
    UNUSED_MODULES,
    drop_dangling_links,
    keep_binary,
    keep_data,
    keep_plugin,
)
from version_info import APP_VERSION  # noqa: E402


def test_the_icon_is_one_square_picture_with_transparent_corners() -> None:
    icon = Image.open(ROOT / "assets" / "icon.png")
    assert icon.size == (1024, 1024) and icon.mode == "RGBA"
    assert icon.getpixel((0, 0))[3] == 0 and icon.getpixel((1023, 1023))[3] == 0
    assert icon.getpixel((512, 512))[3] == 255


def test_make_icons_writes_ico_and_icns_with_every_size(tmp_path: Path) -> None:
    paths = make_icons(tmp_path)
    ico = Image.open(paths["ico"])
    assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= set(ico.info["sizes"])
    icns = Image.open(paths["icns"])
    assert icns.format == "ICNS" and icns.size == (1024, 1024)
    assert Image.open(paths["png"]).size == (256, 256)


def test_one_version_everywhere() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert APP_VERSION == canasta_gui.__version__ == project["project"]["version"]


def test_desktop_entry_is_valid_and_translated() -> None:
    entry = configparser.ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str  # keys are case-sensitive
    entry.read(ROOT / "packaging" / "linux" / "canasta-gui.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application" and section["Terminal"] == "false"
    assert section["Exec"] == "canasta_gui" and section["Icon"] == "canasta_gui"
    assert section["Categories"].endswith(";") and "CardGame" in section["Categories"]
    for lang in ("ja", "ko", "it"):
        assert section[f"Name[{lang}]"] and section[f"Comment[{lang}]"]


@pytest.mark.parametrize(
    "dest, kept",
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6\\plugins\\platforms\\qwindows.dll", True),  # Windows wheels' layout
        ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", True),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.dylib", False),
    ],
)
def test_only_the_qt_plugins_the_app_uses_are_kept(dest: str, kept: bool) -> None:
    assert keep_plugin(dest) is kept
    assert keep_binary(dest) is kept


def test_qt_audio_is_kept_when_it_is_installed_with_the_network_library_it_loads() -> None:
    # Qt's audio plays the sound effects where PySide6-Addons is installed (Python 3.12+).
    assert keep_plugin("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so")
    assert keep_plugin("PySide6\\plugins\\multimedia\\windowsmediaplugin.dll")
    assert keep_plugin("PySide6/Qt/plugins/multimedia/libdarwinmediaplugin.dylib")
    assert keep_binary("PySide6/Qt/lib/libQt6Network.so.6", qt_audio=True)
    assert keep_binary("PySide6/QtNetwork.abi3.so", qt_audio=True)
    assert not keep_binary("PySide6/QtNetwork.abi3.so")
    assert keep_binary("PySide6/Qt/lib/libQt6Multimedia.so.6")
    assert "PySide6.QtNetwork" in UNUSED_MODULES or QT_AUDIO


def test_qt_translations_kept_only_for_the_apps_languages() -> None:
    assert keep_data("PySide6/Qt/translations/qtbase_ja.qm")
    assert not keep_data("PySide6/Qt/translations/qtbase_de.qm")
    assert not keep_data("PySide6/Qt/translations/qt_help_ja.qm")
    assert keep_data("translations/canasta_gui_ja.qm")  # the app's own, at the top
    assert keep_data("assets/cards.svg")


def test_libraries_of_dropped_modules_go_and_their_links_with_them() -> None:
    assert not keep_binary("PySide6/Qt/lib/libQt6Network.so.6")
    assert keep_binary("PySide6/Qt/lib/libQt6Widgets.so.6")
    binaries = [("PySide6/Qt/lib/libQt6Core.so.6", "/x/libQt6Core.so.6", "BINARY")]
    datas = [
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
    ]
    kept_binaries, kept_datas = drop_dangling_links(binaries, datas)
    assert kept_binaries == binaries
    assert [d[0] for d in kept_datas] == ["libQt6Core.so.6"]


def test_the_app_sets_its_window_icon(qapp) -> None:
    from canasta_gui.app.main import _set_icon

    _set_icon(qapp)
    icon = qapp.windowIcon()
    assert not icon.isNull()
    assert icon.pixmap(64, 64).width() == 64


def test_windows_version_information_names_the_app_and_its_version(monkeypatch) -> None:
    """Built only on Windows; PyInstaller's classes are plain Python, so check them here."""
    import types

    import PyInstaller.compat

    # versioninfo imports Windows-only helpers at module level; it never calls them here.
    monkeypatch.setitem(sys.modules, "pefile", types.ModuleType("pefile"))
    monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from version_info import windows_version_info

    info = windows_version_info()
    text = str(info)
    major, minor, patch = (int(n) for n in APP_VERSION.split("."))
    assert f"filevers=({major}, {minor}, {patch}, 0)" in text
    assert "StringStruct('ProductName', 'Canasta')" in text
    assert f"StringStruct('FileVersion', '{APP_VERSION}')" in text
    assert "StringStruct('OriginalFilename', 'canasta_gui.exe')" in text
