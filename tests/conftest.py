"""Shared test setup.

Qt chooses its platform plugin when the first QGuiApplication is created. CI and most developer
containers have no display, so the offscreen platform is selected here, at import time, before any
test module imports PySide6. ``setdefault`` lets a developer with a display override it.

The app stores settings, saves and caches in per-user folders. Every test gets private folders under
``tmp_path``, both through the app's own override variables and through HOME/XDG, so a test can
never read or change the real user's files and tests cannot affect each other.

Hypothesis runs deterministically in CI (profile "ci") so a red build can be reproduced. Locally
(profile "dev") it explores new examples on every run.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

settings.register_profile("ci", deadline=None, derandomize=True, max_examples=60)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path, monkeypatch):
    """Point every user directory the app (or a library) might use at ``tmp_path``."""
    app_dirs = {
        "CANASTA_GUI_CONFIG_DIR": "config",
        "CANASTA_GUI_DATA_DIR": "data",
        "CANASTA_GUI_CACHE_DIR": "cache",
    }
    xdg_dirs = {
        "HOME": "home",
        "XDG_CONFIG_HOME": "xdg-config",
        "XDG_DATA_HOME": "xdg-data",
        "XDG_CACHE_HOME": "xdg-cache",
    }
    for var, sub in {**app_dirs, **xdg_dirs}.items():
        path = tmp_path / sub
        path.mkdir()
        monkeypatch.setenv(var, str(path))
    # No test plays a real sound on the machine running it; the sound tests choose their
    # player themselves (tests/app/test_sound*.py).
    monkeypatch.setenv("CANASTA_GUI_SOUND_PLAYER", "none")
    return tmp_path


@pytest.fixture(autouse=True)
def _destroy_windows_after_each_test():
    """Destroy the windows a test leaves behind, at the end of that test.

    pytest-qt closes a test's widgets and calls ``deleteLater``, but outside a running event
    loop nothing processes that deletion; the closed windows then live on, still receiving
    application-wide events such as a language change, until Python's cycle collector frees
    them in the middle of a later test's Qt call, which crashed the suite. Engine-only runs
    never import Qt, and this does not import it for them.
    """
    yield
    import sys

    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return
    from PySide6.QtCore import QCoreApplication, QEvent

    for window in widgets.QApplication.topLevelWidgets():
        window.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
