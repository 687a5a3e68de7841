"""The start-up check of Qt's platform plugin (``canasta_gui/app/qt_platform.py``).

On a fresh Linux machine without Qt's system libraries, ``canasta`` must say which
libraries are missing and how to install them, and exit with status 1, instead of
Qt's "could not load the Qt platform plugin" abort. Nothing is uninstalled here:
the check is pointed at fake plugin folders, fake loaders and, end to end, at a
copy of a real Qt plugin whose library list names one that does not exist.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from canasta_gui.app import main as app_main
from canasta_gui.app import qt_platform
from canasta_gui.app.qt_platform import candidates, parse_ldd, problem

ROOT = Path(__file__).resolve().parents[2]
CURSOR_MISSING = "libxcb-cursor.so.0: cannot open shared object file: No such file or directory"


def _plugins(tmp_path: Path, *names: str) -> Path:
    folder = tmp_path / "platforms"
    folder.mkdir()
    for name in names:
        (folder / name).write_bytes(b"\x7fELF fake")
    return folder


def _never(_path: Path):
    raise AssertionError("the check must not load anything here")


@pytest.mark.parametrize(
    "env",
    [
        {"QT_QPA_PLATFORM": "offscreen"},
        {"QT_QPA_PLATFORM": "minimal"},
        {"QT_QPA_PLATFORM": "offscreen:fontengine=freetype"},
    ],
)
def test_no_check_without_a_display_platform(tmp_path: Path, env: dict) -> None:
    folder = _plugins(tmp_path, "libqxcb.so", "libqoffscreen.so")
    assert problem(env, "linux", folder, load=_never, find_missing=_never) is None


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_no_check_on_other_systems(tmp_path: Path, platform: str) -> None:
    folder = _plugins(tmp_path, "libqxcb.so")
    assert problem({}, platform, folder, load=_never, find_missing=_never) is None


def test_a_plugin_that_loads_is_fine(tmp_path: Path) -> None:
    folder = _plugins(tmp_path, "libqxcb.so")
    loaded = []
    assert problem({}, "linux", folder, load=lambda p: loaded.append(p.name)) is None
    assert loaded == ["libqxcb.so"]


def test_a_plugin_that_is_not_there_is_left_to_qt(tmp_path: Path) -> None:
    folder = _plugins(tmp_path, "libqoffscreen.so")
    assert problem({"QT_QPA_PLATFORM": "xcb"}, "linux", folder, load=_never) is None


def test_missing_libraries_are_named_with_their_packages(tmp_path: Path) -> None:
    folder = _plugins(tmp_path, "libqxcb.so")
    missing = ["libxcb-cursor.so.0", "libxkbcommon-x11.so.0", "libunheard-of.so.3"]
    text = problem(
        {}, "linux", folder, load=lambda p: CURSOR_MISSING, find_missing=lambda p: missing
    )
    assert text is not None
    assert 'Qt cannot load its "xcb" platform plugin' in text
    assert "libxcb-cursor.so.0 (Debian/Ubuntu package libxcb-cursor0)" in text
    assert "libxkbcommon-x11.so.0 (Debian/Ubuntu package libxkbcommon-x11-0)" in text
    assert "\n  libunheard-of.so.3\n" in text  # no package known: named alone
    assert "sudo apt-get install libxcb-cursor0 libxkbcommon-x11-0\n" in text
    assert f"sudo apt-get install {qt_platform.ALL_PACKAGES}" in text


def test_without_ldd_the_loader_message_names_the_library(tmp_path: Path) -> None:
    folder = _plugins(tmp_path, "libqxcb.so")
    text = problem({}, "linux", folder, load=lambda p: CURSOR_MISSING, find_missing=lambda p: [])
    assert text is not None and "sudo apt-get install libxcb-cursor0\n" in text


def test_a_wayland_session_falls_back_to_xcb(tmp_path: Path) -> None:
    folder = _plugins(tmp_path, "libqwayland.so", "libqxcb.so")
    env = {"XDG_SESSION_TYPE": "wayland"}
    assert candidates(env) == ["wayland", "xcb"]
    tried = []

    def load(path: Path):
        tried.append(path.name)
        return CURSOR_MISSING if "wayland" in path.name else None

    assert problem(env, "linux", folder, load=load) is None
    assert tried == ["libqwayland.so", "libqxcb.so"]
    text = problem(env, "linux", folder, load=lambda p: CURSOR_MISSING, find_missing=lambda p: [])
    assert text is not None and '"wayland" or "xcb"' in text


def test_platform_lists_are_read_like_qt() -> None:
    assert candidates({"QT_QPA_PLATFORM": "xcb;wayland"}) == ["xcb", "wayland"]
    assert candidates({"QT_QPA_PLATFORM": "vnc:size=800x600"}) == ["vnc"]
    assert candidates({}) == ["xcb"]


def test_ldd_output_is_read() -> None:
    out = (
        "\tlinux-vdso.so.1 (0x00007ffd)\n"
        "\tlibxcb-icccm.so.4 => not found\n"
        "\tlibQt6Gui.so.6 => /x/libQt6Gui.so.6 (0x00007f)\n"
        "\tlibxcb-keysyms.so.1 => not found\n"
        "\tlibxcb-icccm.so.4 => not found\n"
    )
    assert parse_ldd(out) == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]


def test_the_app_exits_with_the_message_before_qt_starts(monkeypatch, capsys) -> None:
    monkeypatch.setattr(app_main, "_qt_problem", lambda: "canasta: Qt cannot load ...")
    assert app_main.main(["--smoke-test"]) == 1
    assert capsys.readouterr().err == "canasta: Qt cannot load ...\n"


def _broken_copy_of_a_real_plugin(tmp_path: Path) -> Path:
    """Qt's offscreen plugin, copied as ``libqxcb.so`` with its libX11.so.6 renamed to a
    library no system has (same length, so the file stays valid)."""
    from PySide6.QtCore import QLibraryInfo

    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    original = plugins / "platforms" / "libqoffscreen.so"
    data = original.read_bytes()
    if b"libX11.so.6\x00" not in data:
        pytest.skip("this Qt's offscreen plugin does not link libX11")
    folder = tmp_path / "plugins" / "platforms"
    folder.mkdir(parents=True)
    # The plugin finds Qt's own libraries through its run path, $ORIGIN/../../lib.
    (tmp_path / "lib").symlink_to(plugins.parent / "lib")
    fake = folder / "libqxcb.so"
    fake.write_bytes(data.replace(b"libX11.so.6\x00", b"libZZZ.so.6\x00"))
    return folder


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux only")
def test_end_to_end_a_missing_library_stops_the_app_cleanly(tmp_path: Path) -> None:
    folder = _broken_copy_of_a_real_plugin(tmp_path)
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "QT_QPA_PLATFORM": "xcb",
        "QT_QPA_PLATFORM_PLUGIN_PATH": str(folder),
    }
    proc = subprocess.run(
        [sys.executable, "-m", "canasta_gui", "--smoke-test"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1, proc.stderr
    assert 'Qt cannot load its "xcb" platform plugin' in proc.stderr
    assert "\n  libZZZ.so.6\n" in proc.stderr or "libZZZ.so.6:" in proc.stderr
    assert "could not load the qt platform plugin" not in proc.stderr.lower()
    if shutil.which("ldd"):
        assert "\n  libZZZ.so.6\n" in proc.stderr  # ldd's list, not only the loader's
