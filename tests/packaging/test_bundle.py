"""The Linux bundle builds and runs offscreen (issue: installable bundles).

``packaging/build.py`` builds the one-folder bundle once for this module; the frozen app must
pass its own smoke test and render the same table, pixel for pixel, as the source checkout
does, in every language. That proves the card art, the icon and every translation load from
``sys._MEIPASS``.

The build takes about half a minute: skip it locally with ``pytest -m "not bundle"``. CI
always runs it, and there a missing PyInstaller is a failure, not a skip.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from canasta_gui.app.i18n import LANGUAGES

pytestmark = pytest.mark.bundle

ROOT = Path(__file__).resolve().parents[2]
SHOT = ("--seed", "bundle", "--moves", "20", "--size", "1024x720")


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not sys.platform.startswith("linux"):
        pytest.skip("the bundle test builds the Linux bundle")
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        if os.environ.get("CI"):
            raise
        pytest.skip("PyInstaller is not installed (pip install -e '.[dev]')")
    out = tmp_path_factory.mktemp("bundle")
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(out / "dist"),
         "--work", str(out / "build"), "--no-archive"],
        capture_output=True, text=True, timeout=900,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    assert "one-folder size:" in result.stdout
    return out / "dist" / "canasta_gui"


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for var in ("CONFIG", "DATA", "CACHE"):
        env[f"CANASTA_GUI_{var}_DIR"] = str(home / var.lower())
    return env


def _run(command: list[str], home: Path) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, timeout=120, env=_env(home))


def test_bundle_holds_the_app_its_data_and_only_the_qt_parts_it_uses(bundle: Path) -> None:
    internal = bundle / "_internal"
    assert (bundle / "canasta_gui").is_file() and os.access(bundle / "canasta_gui", os.X_OK)
    assert (internal / "assets" / "cards.svg").is_file()
    assert (internal / "assets" / "icon.png").is_file()
    for code in LANGUAGES:
        if code != "en":
            assert (internal / "translations" / f"canasta_gui_{code}.qm").is_file(), code
    qt = internal / "PySide6" / "Qt"
    assert sorted(p.name for p in (qt / "translations").iterdir()) == [
        "qtbase_it.qm",
        "qtbase_ja.qm",
        "qtbase_ko.qm",
    ]
    plugins = {p.parent.name + "/" + p.name for p in (qt / "plugins").rglob("*.so")}
    assert "platforms/libqxcb.so" in plugins and "platforms/libqoffscreen.so" in plugins
    assert not any(p.startswith(("tls/", "sqldrivers/", "egldeviceintegrations/")) for p in plugins)
    assert "platformthemes/libqgtk3.so" not in plugins
    assert not list(internal.rglob("libQt6Network*")) and not list(internal.rglob("libssl*"))
    assert not [p for p in internal.rglob("*") if p.is_symlink() and not p.exists()]
    # The Linux extras: a desktop entry, its icon and the per-user installer.
    desktop = (bundle / "canasta-gui.desktop").read_text(encoding="utf-8")
    assert "Exec=canasta_gui" in desktop and "Icon=canasta_gui" in desktop
    assert Image.open(bundle / "canasta_gui.png").size == (256, 256)
    assert os.access(bundle / "install.sh", os.X_OK)


@pytest.mark.parametrize("game", [None, "canasta", "hand-and-foot", "cassino"])
def test_frozen_smoke_test_exits_0(bundle: Path, tmp_path: Path, game: str | None) -> None:
    # Each game's table starts in the bundle: the game packages were collected.
    extra = ["--game", game] if game else []
    result = _run([str(bundle / "canasta_gui"), "--smoke-test", *extra], tmp_path)
    assert result.returncode == 0, result.stderr
    assert "first frame after" in result.stdout


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_frozen_screenshot_matches_the_source_app(bundle: Path, tmp_path: Path, lang: str) -> None:
    frozen, source = tmp_path / "frozen.png", tmp_path / "source.png"
    shot = [*SHOT, "--lang", lang]
    done = _run([str(bundle / "canasta_gui"), "--screenshot", str(frozen), *shot], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "not available" not in done.stderr  # the translation loaded from the bundle
    ref = _run(
        [sys.executable, "-m", "canasta_gui.app.main", "--screenshot", str(source), *shot],
        tmp_path,
    )
    assert ref.returncode == 0, ref.stderr
    a, b = Image.open(frozen).convert("RGB"), Image.open(source).convert("RGB")
    assert a.size == (1024, 720)
    assert ImageChops.difference(a, b).getbbox() is None, f"{lang}: frozen table differs"
    # Not an empty window: the felt and white card faces are both there.
    colours = {colour for _count, colour in a.getcolors(1 << 20)}
    assert (255, 255, 255) in colours or any(min(c) > 240 for c in colours)
    assert any(g > r + 40 and g > b_ + 20 for r, g, b_ in colours)


def test_frozen_app_refuses_an_unknown_language_in_words(bundle: Path, tmp_path: Path) -> None:
    out = tmp_path / "table.png"
    result = _run([str(bundle / "canasta_gui"), "--screenshot", str(out), "--lang", "xx"], tmp_path)
    assert result.returncode == 0
    assert "“xx” is not available; using English" in result.stderr
    assert out.is_file()
