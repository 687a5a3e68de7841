"""Atomic file replacement, shared by engine saves and the app's files (no Qt).

A crash or a full disk leaves either the old content or the new, never a mix.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


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
