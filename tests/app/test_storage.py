"""Atomic writes, size-limited reads and moving damaged files aside."""

from __future__ import annotations

import contextlib
import os
import re
import stat
import subprocess
import sys
import threading
import time
from datetime import datetime

import pytest

from canasta_gui.app import storage
from tests.app.saved_helpers import newest_saved

NOW = datetime(2026, 3, 4, 5, 6, 7)


@pytest.fixture
def work(tmp_path):
    """An empty folder of its own: conftest fills tmp_path with the per-user folders."""
    folder = tmp_path / "work"
    folder.mkdir()
    return folder


# --- atomic_write_text -------------------------------------------------------------------------


def test_atomic_write_creates_and_replaces(work):
    target = work / "file.json"
    storage.atomic_write_text(target, "first")
    assert target.read_text(encoding="utf-8") == "first"

    storage.atomic_write_text(target, "second, longer content")
    assert target.read_text(encoding="utf-8") == "second, longer content"
    assert os.listdir(work) == ["file.json"]


def test_atomic_write_is_utf8_and_byte_exact(work):
    target = work / "file.txt"
    storage.atomic_write_text(str(target), "日本語\r\nline\n")
    assert target.read_bytes() == "日本語\r\nline\n".encode()


@pytest.mark.parametrize("failing", ["replace", "fsync", "encode"])
def test_failed_write_keeps_old_file_and_leaves_no_temp(work, monkeypatch, failing):
    target = work / "file.json"
    target.write_text("old content", encoding="utf-8")
    text = "new content"

    def boom(*args, **kwargs):
        raise OSError("disk full")

    if failing == "replace":
        monkeypatch.setattr(os, "replace", boom)
    elif failing == "fsync":
        monkeypatch.setattr(os, "fsync", boom)
    else:
        text = "lone surrogate \udc80 cannot be encoded"

    with pytest.raises((OSError, UnicodeEncodeError)):
        storage.atomic_write_text(target, text)
    assert target.read_text(encoding="utf-8") == "old content"
    assert os.listdir(work) == ["file.json"]


def test_failed_first_write_leaves_nothing(work, monkeypatch):
    def refuse(*args):
        raise OSError("read-only file system")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        storage.atomic_write_text(work / "new.json", "x")
    assert os.listdir(work) == []


def test_missing_folder_is_an_error(work):
    with pytest.raises(FileNotFoundError):
        storage.atomic_write_text(work / "absent" / "file.json", "x")


@pytest.mark.skipif(os.name != "posix", reason="POSIX permission bits")
def test_atomic_write_keeps_existing_permissions(work):
    target = work / "file.json"
    target.write_text("old", encoding="utf-8")
    target.chmod(0o640)
    storage.atomic_write_text(target, "new")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


# --- read_text_limited -------------------------------------------------------------------------


def test_read_within_limit(work):
    target = work / "f.txt"
    target.write_bytes(b"x" * 100)
    assert storage.read_text_limited(target, 100) == "x" * 100


def test_read_refuses_bigger_file(work):
    target = work / "f.txt"
    target.write_bytes(b"x" * 101)
    with pytest.raises(storage.FileTooLarge) as info:
        storage.read_text_limited(target, 100)
    assert isinstance(info.value, ValueError)
    assert info.value.limit_bytes == 100
    assert info.value.path == target


def test_read_limit_counts_bytes_not_characters(work):
    target = work / "f.txt"
    target.write_text("é" * 60, encoding="utf-8")  # 120 bytes
    with pytest.raises(storage.FileTooLarge):
        storage.read_text_limited(target, 100)


def test_read_missing_file(work):
    with pytest.raises(FileNotFoundError):
        storage.read_text_limited(work / "absent.txt", 100)


def test_read_non_utf8(work):
    target = work / "f.txt"
    target.write_bytes(b"\xff\xfe\x00bad")
    with pytest.raises(UnicodeDecodeError):
        storage.read_text_limited(target, 100)


def test_read_drops_byte_order_mark(work):
    target = work / "f.txt"
    target.write_bytes(b"\xef\xbb\xbf{}")
    assert storage.read_text_limited(target, 100) == "{}"


def within(seconds, call):
    """``call()``'s result or exception, or ``TimeoutError`` if it is still blocked after
    ``seconds`` (a daemon thread), so a regression fails instead of hanging the suite."""
    box = {}

    def run():
        try:
            box["value"] = call()
        except BaseException as err:  # handed to the test
            box["error"] = err

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        return TimeoutError(f"still blocked after {seconds} s")
    return box.get("error", box.get("value"))


def release(fifo):
    """Let a reader stuck opening ``fifo`` go (it then reads an empty file)."""
    with contextlib.suppress(OSError):  # nobody was waiting
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_read_refuses_a_named_pipe_without_blocking(work):
    fifo = work / "f.txt"
    os.mkfifo(fifo)
    try:
        outcome = within(10, lambda: storage.read_text_limited(fifo, 100))
    finally:
        release(fifo)
    assert isinstance(outcome, storage.NotARegularFile), outcome
    assert isinstance(outcome, OSError) and outcome.filename == str(fifo)


def test_read_refuses_a_folder_or_a_device(work):
    outcome = within(10, lambda: storage.read_text_limited(work, 100))
    assert isinstance(outcome, storage.NotARegularFile), outcome
    for device in ("/dev/zero", "/dev/null", "/dev/stdin"):
        if os.path.exists(device) and not os.path.isfile(device):
            outcome = within(10, lambda device=device: storage.read_text_limited(device, 100))
            assert isinstance(outcome, storage.NotARegularFile), (device, outcome)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_pipe_as_autosave_is_explained_and_moved_aside(qapp):
    from canasta_gui.app import paths, saves

    target = paths.autosave_path()
    os.mkfifo(target)
    try:
        outcome = within(10, newest_saved)
    finally:
        release(target)
    assert isinstance(outcome, saves.BadSession), outcome
    assert "not an ordinary file" in outcome.text and outcome.text.endswith(".")
    assert not os.path.lexists(target)
    assert outcome.moved_to is not None and stat.S_ISFIFO(os.lstat(outcome.moved_to).st_mode)


# --- leftovers of killed writers ---------------------------------------------------------------


def kill_a_writer_mid_save(target):
    """Run a real writer in another process and kill it between writing and renaming, the way a
    crash or a kill -9 would; returns the temporary file it leaves behind."""
    code = (
        "import os, sys\n"
        "from canasta_gui.engine import atomic\n"
        "atomic.os.replace = lambda *a: os._exit(9)  # killed just before the rename\n"
        "atomic.atomic_write_bytes(sys.argv[1], b'half a save')\n"
    )
    result = subprocess.run([sys.executable, "-c", code, str(target)], check=False, timeout=60)
    assert result.returncode == 9
    (left,) = [p for p in target.parent.iterdir() if p.name.startswith(f".{target.name}.")]
    return left


def test_a_killed_writers_temp_file_is_removed_at_start_and_nothing_else(work):
    from canasta_gui.app import paths

    target = paths.autosave_path()
    target.write_bytes(b"the previous autosave")
    killed = kill_a_writer_mid_save(target)
    assert killed.read_bytes() == b"half a save"
    folder = target.parent
    # Another instance saving right now: its own pid, a fresh file. It must stay.
    busy = folder / f".autosave.json.{os.getpid()}.abcd1234.tmp"
    busy.write_bytes(b"being written")
    # A leftover whose pid is running again (reused) but which is long stale: it goes.
    old = paths.config_dir() / f".settings.json.{os.getpid()}.zz9_zz9_.tmp"
    old.write_bytes(b"{}")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    # A leftover of an older version (no pid in the name), long stale: it goes.
    older = folder / ".statistics.json.k2j4h6g8.tmp"
    older.write_bytes(b"{}")
    os.utime(older, (an_hour_ago, an_hour_ago))
    # Not ours: other names, a folder with our pattern, a user's file in the same place.
    others = [
        folder / ".notes.txt.123.abcdefgh.tmp",
        folder / f".settings.json.{os.getpid()}.zz9_zz9_.tmp",  # not the settings folder
        folder / ".autosave.json.notours",
        folder / "autosave.json.tmp",
    ]
    for other in others:
        other.write_bytes(b"keep")
        os.utime(other, (an_hour_ago, an_hour_ago))
    folder_like_ours = folder / ".autosave.json.1.abcdefgh.tmp"
    folder_like_ours.mkdir()

    removed = storage.remove_stale_temp_files()

    assert sorted(removed) == sorted([killed, old, older])
    assert not killed.exists() and not old.exists() and not older.exists()
    assert busy.read_bytes() == b"being written"
    assert all(p.read_bytes() == b"keep" for p in others)
    assert folder_like_ours.is_dir()
    assert target.read_bytes() == b"the previous autosave"
    assert storage.remove_stale_temp_files() == []


def test_the_writer_names_its_temp_file_with_its_pid(work, monkeypatch):
    seen = []
    real_replace = os.replace
    monkeypatch.setattr(
        os, "replace", lambda src, dst: (seen.append(os.path.basename(src)), real_replace(src, dst))
    )
    storage.atomic_write_text(work / "autosave.json", "x")
    (name,) = seen
    assert re.fullmatch(rf"\.autosave\.json\.{os.getpid()}\.[a-z0-9_]{{8}}\.tmp", name), name


# --- move_aside --------------------------------------------------------------------------------


def test_move_aside_renames_next_to_original(work):
    target = work / "settings.json"
    target.write_bytes(b"broken {")
    moved = storage.move_aside(target, now=NOW)
    assert moved == work / "settings.json.corrupt-20260304-050607"
    assert not target.exists()
    assert moved.read_bytes() == b"broken {"


def test_move_aside_default_timestamp(work):
    target = work / "autosave.json"
    target.write_text("x", encoding="utf-8")
    moved = storage.move_aside(target)
    assert moved.parent == work
    assert re.fullmatch(r"autosave\.json\.corrupt-\d{8}-\d{6}", moved.name)


def test_move_aside_never_overwrites(work):
    target = work / "settings.json"
    moved = []
    for content in (b"one", b"two", b"three"):
        target.write_bytes(content)
        moved.append(storage.move_aside(target, now=NOW))

    stem = "settings.json.corrupt-20260304-050607"
    assert [p.name for p in moved] == [stem, f"{stem}-1", f"{stem}-2"]
    assert [p.read_bytes() for p in moved] == [b"one", b"two", b"three"]


def test_move_aside_skips_an_unrelated_file_with_the_same_name(work):
    target = work / "settings.json"
    target.write_bytes(b"bad")
    squatter = work / "settings.json.corrupt-20260304-050607"
    squatter.write_bytes(b"precious")
    moved = storage.move_aside(target, now=NOW)
    assert moved.name.endswith("-1")
    assert squatter.read_bytes() == b"precious"
    assert moved.read_bytes() == b"bad"


@pytest.mark.skipif(os.name != "posix", reason="the hard-link path is POSIX only")
def test_move_aside_without_hard_links_still_never_overwrites(work, monkeypatch):
    def no_links(*args, **kwargs):
        raise PermissionError("file system has no hard links")

    monkeypatch.setattr(os, "link", no_links)
    target = work / "settings.json"
    (work / "settings.json.corrupt-20260304-050607").write_bytes(b"earlier")
    target.write_bytes(b"bad")
    moved = storage.move_aside(target, now=NOW)
    assert moved.name == "settings.json.corrupt-20260304-050607-1"
    assert moved.read_bytes() == b"bad"
    assert (work / "settings.json.corrupt-20260304-050607").read_bytes() == b"earlier"
    assert not target.exists()


def test_move_aside_missing_file(work):
    with pytest.raises(FileNotFoundError):
        storage.move_aside(work / "absent.json", now=NOW)
    assert os.listdir(work) == []


def test_corrupt_file_carries_its_details(work):
    err = storage.CorruptFile(work / "a.json", work / "a.json.corrupt-x", "not JSON")
    assert err.path == work / "a.json"
    assert err.moved_to == work / "a.json.corrupt-x"
    assert err.reason == "not JSON"
    assert "not JSON" in str(err)
    assert "a.json.corrupt-x" in str(err)


def test_a_killed_writers_past_game_is_removed_at_start_and_the_games_stay(work):
    """Past games have a file each, named by when the game ended; a kept game killed half-way
    leaves its temporary file in that folder, and start-up removes it there too."""
    from canasta_gui.app import past_games, paths

    folder = past_games.folder()
    assert folder == paths.past_games_dir()
    kept = folder / "game-20261126-060000.json"
    kept.write_bytes(b"a finished game")
    killed = kill_a_writer_mid_save(folder / "game-20261126-061500.json")
    mine = folder / f".notes.json.{os.getpid()}.abcdefgh.tmp"  # not a past game's name
    mine.write_bytes(b"keep")
    an_hour_ago = time.time() - 3600
    os.utime(mine, (an_hour_ago, an_hour_ago))
    assert killed in storage.remove_stale_temp_files()
    assert not killed.exists()
    assert kept.read_bytes() == b"a finished game" and mine.read_bytes() == b"keep"


def test_a_killed_writers_saved_game_is_removed_at_start_and_the_games_stay(work):
    """Each unfinished game has its own file in the saves folder; a save killed half-way
    leaves its temporary file there, and start-up removes it."""
    from canasta_gui.app import paths, saves

    folder = saves.folder()
    assert folder == paths.saves_dir()
    kept = folder / "game-20261126-060000-000000.json"
    kept.write_bytes(b"a game in progress")
    killed = kill_a_writer_mid_save(folder / "game-20261126-061500-000000.json")
    assert killed in storage.remove_stale_temp_files()
    assert not killed.exists()
    assert kept.read_bytes() == b"a game in progress"


def test_read_or_set_aside_tells_each_damage_in_the_callers_words(work):
    reasons = storage.Reasons(too_large="big", not_text="garbled", not_a_file="odd")

    def parse(text: str) -> int:
        if not text.isdigit():
            raise ValueError("not a number")
        return int(text)

    good = work / "good.txt"
    good.write_text("42")
    assert storage.read_or_set_aside(good, 10, parse, reasons) == 42
    for name, content, reason in (
        ("big.txt", b"1" * 11, "big"),
        ("garbled.txt", b"\xff\xfe", "garbled"),
        ("words.txt", b"forty-two", "not a number"),
    ):
        path = work / name
        path.write_bytes(content)
        with pytest.raises(storage.CorruptFile) as info:
            storage.read_or_set_aside(path, 10, parse, reasons)
        assert info.value.reason == reason and not path.exists()
        assert info.value.moved_to.read_bytes() == content  # kept, never overwritten
    folder = work / "folder.txt"
    folder.mkdir()
    with pytest.raises(storage.CorruptFile) as info:
        storage.read_or_set_aside(folder, 10, parse, reasons)
    assert info.value.reason == "odd" and info.value.moved_to.is_dir()
    # A reader that leaves such things alone gets the OSError, and nothing moves.
    other = work / "other.txt"
    other.mkdir()
    with pytest.raises(storage.NotARegularFile):
        storage.read_or_set_aside(other, 10, parse, storage.Reasons("big", "garbled"))
    assert other.is_dir()
    with pytest.raises(FileNotFoundError):
        storage.read_or_set_aside(work / "missing.txt", 10, parse, reasons)
