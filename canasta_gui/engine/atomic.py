"""Atomic file replacement and careful reading, shared by engine saves and the app's files (no Qt).

A crash or a full disk leaves either the old content or the new, never a mix. Reading takes
ordinary files only: a folder, a named pipe or a device in a file's place is refused at once
instead of hanging (a pipe with no writer) or never ending (``/dev/zero``).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
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
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
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
