"""Per-user folders: overrides, creation on demand and the platformdirs defaults."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs
import pytest

from canasta_gui.app import paths

ENV_VARS = (paths.CONFIG_DIR_ENV, paths.DATA_DIR_ENV, paths.CACHE_DIR_ENV)


def test_env_overrides_are_honoured(tmp_path):
    # conftest points the three variables at tmp_path/config, /data and /cache.
    assert paths.config_dir() == tmp_path / "config"
    assert paths.data_dir() == tmp_path / "data"
    assert paths.cache_dir() == tmp_path / "cache"


def test_files_live_in_their_folders(tmp_path):
    assert paths.settings_path() == tmp_path / "config" / "settings.json"
    assert paths.autosave_path() == tmp_path / "data" / "autosave.json"
    assert paths.stats_path() == tmp_path / "data" / "statistics.json"


def test_folders_are_created_on_demand(tmp_path, monkeypatch):
    targets = {
        paths.CONFIG_DIR_ENV: tmp_path / "new" / "deep" / "config",
        paths.DATA_DIR_ENV: tmp_path / "new" / "deep" / "data",
        paths.CACHE_DIR_ENV: tmp_path / "new" / "deep" / "cache",
    }
    for var, folder in targets.items():
        monkeypatch.setenv(var, str(folder))
    assert not (tmp_path / "new").exists()

    assert paths.config_dir().is_dir()
    assert paths.data_dir().is_dir()
    assert paths.cache_dir().is_dir()
    # The file helpers create the folder but not the file itself.
    assert paths.settings_path().parent.is_dir()
    assert not paths.settings_path().exists()
    assert not paths.autosave_path().exists()


def test_without_overrides_platformdirs_decides(tmp_path, monkeypatch):
    calls = []

    def fake(kind):
        def where(appname, appauthor=None):
            calls.append((kind, appname, appauthor))
            return tmp_path / "platform" / kind / appname

        return where

    for var in ENV_VARS:
        monkeypatch.delenv(var)
    monkeypatch.setattr(platformdirs, "user_config_path", fake("config"))
    monkeypatch.setattr(platformdirs, "user_data_path", fake("data"))
    monkeypatch.setattr(platformdirs, "user_cache_path", fake("cache"))

    assert paths.config_dir() == tmp_path / "platform" / "config" / "canasta_gui"
    assert paths.data_dir() == tmp_path / "platform" / "data" / "canasta_gui"
    assert paths.cache_dir() == tmp_path / "platform" / "cache" / "canasta_gui"
    assert paths.config_dir().is_dir()
    # appauthor=False keeps Windows from adding an extra "canasta_gui\canasta_gui" level.
    assert {(appname, author) for _, appname, author in calls} == {("canasta_gui", False)}


def test_empty_override_counts_as_unset(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, "")
    monkeypatch.setattr(
        platformdirs, "user_config_path", lambda appname, appauthor=None: tmp_path / "fallback"
    )
    assert paths.config_dir() == tmp_path / "fallback"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders are Linux only")
def test_real_platformdirs_follow_xdg_on_linux(tmp_path, monkeypatch):
    for var in ENV_VARS:
        monkeypatch.delenv(var)
    # conftest set XDG_*_HOME inside tmp_path, so this never touches the real home folder.
    assert paths.config_dir() == tmp_path / "xdg-config" / "canasta_gui"
    assert paths.data_dir() == tmp_path / "xdg-data" / "canasta_gui"
    assert paths.cache_dir() == tmp_path / "xdg-cache" / "canasta_gui"
    assert paths.settings_path() == Path(tmp_path, "xdg-config", "canasta_gui", "settings.json")
