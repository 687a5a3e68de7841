"""Careful file handling for everything the app keeps on disk.

* :func:`atomic_write_text` never leaves a half-written file: a crash or a full disk leaves either
  the old content or the new, never a mix.
* :func:`read_text_limited` refuses files larger than the caller expects, so a huge or hostile file
  cannot exhaust memory.
* :func:`move_aside` keeps a damaged file next to the original under a new name instead of deleting
  it, so nothing the user had is ever silently overwritten.
* :func:`read_or_set_aside` is the one way the app reads a file of its own: read within a limit,
  check, and on damage move the file aside and say why (:class:`CorruptFile`). Saved games, past
  games, statistics and settings each give it their own words.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from canasta_gui.engine.atomic import (
    NotARegularFile,
    atomic_write_bytes,
    read_regular_bytes,
    remove_stale_temps,
)

__all__ = [
    "CorruptFile",
    "FileTooLarge",
    "NotARegularFile",
    "Reasons",
    "atomic_write_bytes",
    "atomic_write_text",
    "move_aside",
    "read_or_set_aside",
    "read_text_limited",
    "remove_stale_temp_files",
]

_MAX_ASIDE_ATTEMPTS = 1000


class FileTooLarge(ValueError):
    """A file is bigger than the reader allows (a ``ValueError``, like a decoding error)."""

    def __init__(self, path: Path, limit_bytes: int) -> None:
        super().__init__(f"{path} is larger than {limit_bytes} bytes")
        self.path = path
        self.limit_bytes = limit_bytes


class CorruptFile(Exception):
    """A file could not be used; ``moved_to`` is where it was kept (None if it could not be moved).

    ``reason`` is a short human-readable explanation.
    """

    def __init__(self, path: Path, moved_to: Path | None, reason: str) -> None:
        where = f"; kept as {moved_to}" if moved_to is not None else ""
        super().__init__(f"{path}: {reason}{where}")
        self.path = path
        self.moved_to = moved_to
        self.reason = reason


T = TypeVar("T")


@dataclass(frozen=True)
class Reasons:
    """What :func:`read_or_set_aside` says about a damaged file, in the caller's own words.

    ``not_a_file`` and ``os_error`` are ``None`` for a file whose reader leaves a folder, pipe or
    unreadable file alone (the ``OSError`` is raised, nothing moved): the settings and the
    statistics do, because such a thing is not damaged content the app wrote.
    """

    too_large: str
    not_text: str
    not_a_file: str | None = None
    os_error: Callable[[OSError], str] | None = None
    #: The errors ``parse`` raises for damaged content, and how each is told.
    errors: tuple[type[BaseException], ...] = (ValueError, TypeError)
    describe: Callable[[BaseException], str] = field(default=str)


def read_or_set_aside(
    path: Path | str, limit_bytes: int, parse: Callable[[str], T], reasons: Reasons
) -> T:
    """``parse`` of the file's text, or :class:`CorruptFile` once a damaged file is moved aside.

    ``FileNotFoundError`` is raised as it is (no file is not a damaged one), and so is any other
    ``OSError`` when ``reasons`` leaves it alone. ``CorruptFile.moved_to`` is ``None`` when the
    file could not be moved; ``reason`` is as ``reasons`` told it.
    """
    target = Path(path)
    try:
        text = read_text_limited(target, limit_bytes)
    except FileNotFoundError:
        raise
    except NotARegularFile:
        if reasons.not_a_file is None:
            raise
        reason = reasons.not_a_file
    except FileTooLarge:
        reason = reasons.too_large
    except UnicodeDecodeError:
        reason = reasons.not_text
    except OSError as err:
        if reasons.os_error is None:
            raise
        reason = reasons.os_error(err)
    else:
        try:
            return parse(text)
        except reasons.errors as err:
            reason = reasons.describe(err)
    raise CorruptFile(target, _moved_or_none(target), reason)


def _moved_or_none(path: Path) -> Path | None:
    try:
        return move_aside(path)
    except OSError:
        return None


def atomic_write_text(path: Path | str, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) so readers see the old or the new file, never a mix.

    The engine's writer does the work, so saves written by the engine and by the app follow the
    same procedure (temporary file in the same folder, fsync, ``os.replace``).
    """
    atomic_write_bytes(path, text.encode("utf-8"))


def read_text_limited(path: Path | str, limit_bytes: int) -> str:
    """Read a UTF-8 text file of at most ``limit_bytes`` bytes.

    Raises ``FileNotFoundError`` (and other ``OSError``) as ``open`` does, :class:`NotARegularFile`
    (an ``OSError``) at once for a folder, named pipe or device in the file's place,
    :class:`FileTooLarge` for a bigger file and ``UnicodeDecodeError`` for bytes that are not
    UTF-8; both are ``ValueError``. A leading byte order mark is dropped because some editors add
    one.
    """
    target = Path(path)
    # Reading one byte past the limit catches growing files without ever holding more than
    # limit + 1 bytes; only ordinary files are read, so a pipe or /dev/zero cannot hang us.
    data = read_regular_bytes(target, limit_bytes)
    if len(data) > limit_bytes:
        raise FileTooLarge(target, limit_bytes)
    return data.decode("utf-8-sig")


def remove_stale_temp_files() -> list[Path]:
    """At start: remove the temporary files that writers killed mid-save left in our folders.

    Only our own files (the names :mod:`paths` gives) in our own folders, and only stale ones
    (see ``engine.atomic.remove_stale_temps``), so another instance saving right now is not
    disturbed. Never raises for a file system problem.
    """
    from canasta_gui.app import paths

    removed: list[Path] = []
    try:
        files = (paths.settings_path(), paths.autosave_path(), paths.stats_path())
    except OSError:
        return removed  # a folder that cannot be made holds nothing to clean
    by_folder: dict[Path, set[str]] = {}
    for file in files:
        by_folder.setdefault(file.parent, set()).add(file.name)
    for folder, names in by_folder.items():
        removed += remove_stale_temps(folder, names)
    # Saved and past games have a file each, named by when the game began or ended
    # (app/saves.py, app/past_games.py).
    for games in (paths.saves_dir(), paths.past_games_dir()):
        removed += remove_stale_temps(
            games, lambda name: name.startswith("game-") and name.endswith(".json")
        )
    return removed


def move_aside(path: Path | str, *, now: datetime | None = None) -> Path:
    """Rename ``path`` to ``<name>.corrupt-<YYYYmmdd-HHMMSS>[-n]`` in the same folder.

    An existing file with the chosen name is never replaced; a counter is added instead. Returns
    the new path. ``now`` fixes the timestamp (for tests); it defaults to the local time.
    """
    source = Path(path)
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    base = f"{source.name}.corrupt-{stamp}"
    for attempt in range(_MAX_ASIDE_ATTEMPTS):
        candidate = source.with_name(base if attempt == 0 else f"{base}-{attempt}")
        try:
            _rename_no_replace(source, candidate)
        except FileExistsError:
            continue
        return candidate
    raise FileExistsError(f"no free name to move {source} aside")


def _rename_no_replace(source: Path, target: Path) -> None:
    """Rename, raising ``FileExistsError`` instead of replacing an existing ``target``.

    ``os.rename`` replaces silently on POSIX, so a hard link (which refuses an existing name
    atomically) followed by unlinking the source is used there. File systems without hard links
    fall back to a check-then-rename, which is only racy against other writers in the same folder.
    """
    if os.name == "nt":
        os.rename(source, target)  # refuses an existing target on Windows
        return
    try:
        # follow_symlinks=False moves a symlink itself, as a rename would.
        os.link(source, target, follow_symlinks=False)
    except FileExistsError:
        raise
    except (OSError, NotImplementedError):
        if os.path.lexists(target):
            raise FileExistsError(target) from None
        os.rename(source, target)
        return
    os.unlink(source)
