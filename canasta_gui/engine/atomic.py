"""Atomic file replacement and careful reading, shared by engine saves and the app's files (no Qt).

A crash or a full disk leaves either the old content or the new, never a mix. Reading takes
ordinary files only: a folder, a named pipe or a device in a file's place is refused at once
instead of hanging (a pipe with no writer) or never ending (``/dev/zero``).
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path


class NotARegularFile(OSError):
    """The path names a folder, a named pipe, a device or a socket, not an ordinary file."""

    def __init__(self, path: Path | str | os.PathLike[str]) -> None:
        super().__init__(f"{os.fspath(path)} is not a regular file")
        self.filename = os.fspath(path)
        self.strerror = "not a regular file"


def read_regular_bytes(path: Path | str | os.PathLike[str], limit: int) -> bytes:
    """At most ``limit + 1`` bytes of the ordinary file at ``path`` (one more shows it is larger).

    Raises :class:`NotARegularFile` for anything else, before reading and without blocking:
    ``stat`` looks first, the file is opened non-blocking (so a pipe swapped in after the look
    cannot hang the open) and looked at again through the open descriptor. Other problems raise
    ``OSError`` as ``open`` does (``FileNotFoundError``, ``PermissionError``).
    """
    if not stat.S_ISREG(os.stat(path).st_mode):
        raise NotARegularFile(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags | getattr(os, "O_NOCTTY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotARegularFile(path)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:  # a regular file never blocks, O_NONBLOCK or not
            chunk = os.read(fd, min(limit + 1 - size, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def atomic_write_bytes(path: Path | str | os.PathLike[str], data: bytes) -> None:
    """Replace ``path`` with ``data`` so readers see the old or the new file, never a mix.

    The temporary file lives in the same folder because ``os.replace`` is only atomic within one
    file system. It is removed again if anything fails, and the error propagates (``OSError``).
    """
    target = Path(path)
    # The writer's pid in the name lets a later start tell a killed writer's leftover from a
    # file another running instance is writing right now (remove_stale_temps).
    prefix = f".{target.name}.{os.getpid()}."
    fd, tmp_name = tempfile.mkstemp(prefix=prefix, suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with open(fd, "wb") as handle:
            _copy_mode(target, handle.fileno())
            handle.write(data)
            handle.flush()
            # Without fsync a power cut after the rename can leave an empty file on some systems.
            os.fsync(handle.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_folder(target.parent)


#: How old a leftover temporary file must be before it is removed even though a process with
#: its writer's pid runs (a pid can be reused; a real write takes milliseconds).
STALE_AFTER_S = 10 * 60
TEMP_SUFFIX = ".tmp"
# ".<target name>.<pid>.<mkstemp's 8 random characters>.tmp" (files of older versions: no pid).
_TEMP_NAME = re.compile(r"\.(?P<target>.+?)\.(?:(?P<pid>\d+)\.)?[a-z0-9_]{8}\.tmp")


def remove_stale_temps(
    folder: Path | str,
    targets: Iterable[str] | Callable[[str], bool],
    *,
    now: float | None = None,
) -> list[Path]:
    """Remove what killed writers left in ``folder``: our temporary files for ``targets``.

    A crash or a kill between creating the temporary file and renaming it leaves the file behind
    for good. Only regular files named as :func:`atomic_write_bytes` names them, for one of the
    file names in ``targets`` (or a name it accepts, when it is a predicate), are candidates,
    and only stale ones go: their writer's process is gone (POSIX), or they are older than
    :data:`STALE_AFTER_S`. A second running instance in the middle of a save is therefore left
    alone. Returns the removed paths; never raises ``OSError``.
    """
    wanted = targets if callable(targets) else set(targets).__contains__
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        match = _TEMP_NAME.fullmatch(entry.name)
        if match is None or not wanted(match["target"]):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode):
                continue
            pid = int(match["pid"]) if match["pid"] else None
            old = now - info.st_mtime > STALE_AFTER_S
            if old or (pid is not None and not _process_alive(pid)):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue  # gone already, or not ours to remove: leave it
    return removed


def _process_alive(pid: int) -> bool:
    """Whether a process ``pid`` runs (POSIX); elsewhere assumed alive, so only age decides."""
    if os.name != "posix" or pid <= 0:
        return True
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists but belongs to someone else
    return True


def _copy_mode(target: Path, fd: int) -> None:
    """Give the new file the old one's permissions; mkstemp's private 0600 suits a new file."""
    if not hasattr(os, "fchmod"):
        return
    try:
        mode = target.stat().st_mode & 0o777
    except OSError:
        return
    os.fchmod(fd, mode)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (POSIX only; best effort)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
