"""Per-user folders and the files the app keeps in them.

This is the one place that decides where settings, saves and caches live. platformdirs is the
single source of truth: Qt's ``QStandardPaths`` picks different folders on Linux (for example
``~/.config/<org>/<app>`` and ``~/.local/share/<org>/<app>``), so mixing the two would scatter the
user's files. Each folder can be redirected with an environment variable, which the tests use to
keep every run inside a temporary directory.

Folders are created the first time they are asked for, never at import time.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "canasta_gui"

CONFIG_DIR_ENV = "CANASTA_GUI_CONFIG_DIR"
DATA_DIR_ENV = "CANASTA_GUI_DATA_DIR"
CACHE_DIR_ENV = "CANASTA_GUI_CACHE_DIR"


def _resolve(env_var: str, default: Path) -> Path:
    """Return the override from ``env_var`` if set (an empty value counts as unset), else default.

    The folder is created so callers can write into it straight away.
    """
    override = os.environ.get(env_var, "").strip()
    folder = Path(override).expanduser() if override else default
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def config_dir() -> Path:
    """The folder for settings (``CANASTA_GUI_CONFIG_DIR`` overrides it)."""
    return _resolve(CONFIG_DIR_ENV, platformdirs.user_config_path(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The folder for saved and past games and statistics (``CANASTA_GUI_DATA_DIR``)."""
    return _resolve(DATA_DIR_ENV, platformdirs.user_data_path(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """The folder for disposable caches (``CANASTA_GUI_CACHE_DIR`` overrides it)."""
    return _resolve(CACHE_DIR_ENV, platformdirs.user_cache_path(APP_NAME, appauthor=False))


def settings_path() -> Path:
    """``settings.json`` in the config folder."""
    return config_dir() / "settings.json"


def autosave_path() -> Path:
    """``autosave.json`` in the data folder: the one saved game of earlier versions, moved
    into :func:`saves_dir` the first time the saved games are listed."""
    return data_dir() / "autosave.json"


def saves_dir() -> Path:
    """``saves/`` in the data folder: one file per unfinished game (``app/saves.py``)."""
    return data_dir() / "saves"


def past_games_dir() -> Path:
    """``past_games/`` in the data folder: one file per finished game kept."""
    return data_dir() / "past_games"


def stats_path() -> Path:
    """``statistics.json`` in the data folder."""
    return data_dir() / "statistics.json"
