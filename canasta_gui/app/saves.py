"""The saved games: each unfinished game in its own file, the engine's JSON save plus who sits
at each seat.

A game's file is written after every action (atomically, through ``storage``) and read back by
*Continue* (the most recent) or the Saved games list. The engine's part is the project's
human-readable save format (docs/save-format.md), nested unchanged under ``"game"``, so the same
validation guards it; a small ``summary`` (when it was saved, the scores) lets the list show a
game without reading its whole position. A file that cannot be read is moved aside, never
overwritten, and the reason is returned for the window to show. The one ``autosave.json`` of
earlier versions is moved into the list the first time the list is read.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLockFile

from canasta_gui.app import paths, storage
from canasta_gui.app.games import game_for, game_of_state
from canasta_gui.app.setup import GameSetup, SeatSetup
from canasta_gui.app.texts import engine_text
from canasta_gui.engine import serialize
from canasta_gui.engine.errors import ConfigError, SaveError
from canasta_gui.engine.save_checks import clause

FORMAT = "canasta_gui-session"
SCHEMA = 1
_KEYS = {"format", "schema", "preset", "seats", "summary", "game"}
PREFIX, SUFFIX = "game-", ".json"
_STAMP = "%Y%m%d-%H%M%S-%f"
#: No honest score comes near this; a bigger one shows a hand-edited or hostile summary.
_MAX_SCORE = 10**7


@dataclass
class LoadedGame:
    setup: GameSetup
    state: Any
    moves: list[Any]


class BadSession(Exception):
    """The session file is not one we can resume; ``text`` says why in the user's language."""

    def __init__(self, text: str, moved_to: Path | None = None) -> None:
        super().__init__(text)
        self.text = text
        self.moved_to = moved_to


def session_json(
    setup: GameSetup, state: Any, moves: list[Any], saved: datetime | None = None
) -> str:
    """The whole session as JSON text (the engine part in its own readable layout).

    ``saved`` is when the game was last played (now, unless given)."""
    when = (saved or datetime.now()).isoformat(timespec="seconds")
    summary = {"saved": when, "scores": [int(x) for x in state.scores]}
    head = (
        f'{{\n  "format": "{FORMAT}",\n  "schema": {SCHEMA},\n'
        f'  "preset": {_dump(setup.preset)},\n'
        f'  "seats": [{", ".join(_dump(s.to_json()) for s in setup.seats)}],\n'
        f'  "summary": {_dump(summary)},\n'
        '  "game": '
    )
    game = serialize.dumps(state, moves).rstrip().replace("\n", "\n  ")
    return head + game + "\n}\n"


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


class SaveRefused(ValueError):
    """The session would make a file the loader refuses; nothing was written. ``str()`` says why
    in the user's language."""


def write_session(
    setup: GameSetup,
    state: Any,
    moves: list[Any],
    path: Path | None = None,
    *,
    saved: datetime | None = None,
) -> Path:
    """Write the game to ``path`` (a new file in the saves folder when ``None``) atomically
    and return where it went (``OSError`` when the disk refuses).

    A file that *Continue* could not load is never written: :class:`SaveRefused` (a
    ``ValueError``) says why, and the previous autosave stays as it was.
    """
    data = session_json(setup, state, moves, saved).encode("utf-8")
    try:
        # The loader's own limits (the one size limit, moves, ranges) on the whole file.
        serialize.check_writable(state, len(data), moves)
    except SaveError as err:
        text = QCoreApplication.translate("saves", "{reason} The previous autosave is kept.")
        raise SaveRefused(text.format(reason=engine_text(err))) from None
    target = path or new_save_path()
    storage.atomic_write_bytes(target, data)
    return target


def parse_session(raw: str | bytes) -> LoadedGame:
    """Read a session; ``SaveError`` or ``ValueError`` on anything malformed."""
    return session_from_data(serialize.parse(raw))


def check_header(data: object, fmt: str, schema: int, keys: set[str], not_ours: str) -> None:
    """Refuse, in words, a file that is not ``fmt`` of ``schema`` or has a field not in
    ``keys`` (``not_ours`` says what it is not); a saved game and a past game share this."""
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise ValueError(not_ours)
    if data.get("schema") != schema:
        raise ValueError(
            QCoreApplication.translate(
                "saves", "it was written by another version ({schema})"
            ).format(schema=str(data.get("schema"))[:20])
        )
    extra = set(data) - keys
    if extra:
        raise ValueError(
            QCoreApplication.translate("saves", "it has an unknown field {name}").format(
                name=repr(sorted(extra)[0][:40])
            )
        )


def session_from_data(data: object) -> LoadedGame:
    """A session from its parsed JSON (a past game holds one); errors as ``parse_session``."""
    not_ours = QCoreApplication.translate("saves", "it is not a canasta_gui saved game")
    check_header(data, FORMAT, SCHEMA, _KEYS, not_ours)
    seats = _seats(data)
    if "summary" in data:
        _summary(data["summary"])  # only the list reads it; the game below is what counts
    state, moves = serialize.read_save(data.get("game"))
    try:
        game = game_of_state(state)
    except KeyError:
        # The engine reads a game this app has no table for (none today; kept for a save
        # written by a later version with a game added).
        raise ValueError(
            QCoreApplication.translate("saves", "it holds a game this table cannot play yet")
        ) from None
    preset = _checked_preset(data, game, seats, state.config.players)
    setup = GameSetup(
        game=game.key,
        players=state.config.players,
        decks=getattr(state.config, "decks", 1),
        preset=preset,
        options=state.config.options.as_dict(),
        seats=seats,
        seed=state.seed,
    )
    return LoadedGame(setup, state, moves)


def _checked_preset(data: dict, game, seats: tuple[SeatSetup, ...], players: object) -> str:
    """The save's rule preset, known to ``game``, and seats for each of its ``players``."""
    preset = data.get("preset", "default")
    if not isinstance(preset, str) or preset not in game.presets:
        raise ValueError(
            QCoreApplication.translate("saves", "it names an unknown rule preset {name}").format(
                name=repr(str(preset)[:20])
            )
        )
    if players != len(seats):
        raise ValueError(
            QCoreApplication.translate("saves", "its seats do not match the number of players")
        )
    return preset


def _seats(data: dict) -> tuple[SeatSetup, ...]:
    seats = data.get("seats")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 6:
        raise ValueError(QCoreApplication.translate("saves", "its seats must list 2 to 6 seats"))
    return tuple(SeatSetup.from_json(s) for s in seats)


def _summary(raw: object) -> tuple[datetime, tuple[int, ...]]:
    """When the game was saved and its scores, checked as hostile data."""
    bad = ValueError(QCoreApplication.translate("saves", "its summary is damaged"))
    if not isinstance(raw, dict) or set(raw) != {"saved", "scores"}:
        raise bad
    saved, scores = raw["saved"], raw["scores"]
    if not isinstance(saved, str) or len(saved) > 40 or not isinstance(scores, list):
        raise bad
    try:
        when = datetime.fromisoformat(saved)
    except ValueError:
        raise bad from None
    if when.tzinfo is not None:  # the app writes local time; a file with a zone is read as such
        when = when.astimezone().replace(tzinfo=None)
    if not 1 <= len(scores) <= 6 or not all(
        isinstance(x, int) and not isinstance(x, bool) and abs(x) < _MAX_SCORE for x in scores
    ):
        raise bad
    return when, tuple(scores)


# -- the saves folder ---------------------------------------------------------------------------


@dataclass(frozen=True)
class SavedGame:
    """One unfinished game as the Saved games list shows it (read from its summary)."""

    path: Path
    saved: datetime  # when it was last played
    setup: GameSetup
    config: Any  # the engine configuration (who plays with whom)
    scores: tuple[int, ...]  # each side's score so far


def folder() -> Path:
    """The saves folder, inside the data folder (created when asked for)."""
    path = paths.saves_dir()
    path.mkdir(parents=True, exist_ok=True)
    return path


def is_save_name(name: str) -> bool:
    return name.startswith(PREFIX) and name.endswith(SUFFIX)


def _files() -> list[Path]:
    return [p for p in folder().iterdir() if is_save_name(p.name)]


def new_save_path(now: datetime | None = None) -> Path:
    """A file name for a new game, named by when it began, that no other game has."""
    where = folder()
    name = f"{PREFIX}{(now or datetime.now()).strftime(_STAMP)}"
    path = where / f"{name}{SUFFIX}"
    n = 1
    while os.path.lexists(path):
        path = where / f"{name}-{n}{SUFFIX}"
        n += 1
    return path


def has_autosave() -> bool:
    """Whether there may be a game to continue (a file is there; it is read on *Continue*)."""
    try:
        return paths.autosave_path().exists() or bool(_files())
    except OSError:
        return False


def file_reasons(os_error: Any = str) -> storage.Reasons:
    """What a saved (or past) game's file that cannot be read is told as; ``os_error`` tells
    a file the system would not read."""
    return storage.Reasons(
        too_large=QCoreApplication.translate("saves", "it is far too large"),
        not_text=QCoreApplication.translate("saves", "it is not UTF-8 text"),
        not_a_file=QCoreApplication.translate(
            "saves", "it is not an ordinary file but a folder, a pipe or a device"
        ),
        os_error=os_error,
        errors=(SaveError, ValueError, TypeError),
        describe=_described,
    )


def _described(err: Exception) -> str:
    """A reason in the reader's language: the engine's own, or (a value of a type the file
    format does not allow, whose Python wording means nothing to a player) that it is
    damaged."""
    if isinstance(err, SaveError):
        return engine_text(err)
    if isinstance(err, TypeError):
        return QCoreApplication.translate("saves", "its contents are damaged")
    return str(err)


def load_saved(path: Path) -> LoadedGame:
    """The game in ``path``. A bad file is moved aside and ``BadSession`` says why."""
    try:
        return storage.read_or_set_aside(path, serialize.MAX_BYTES, parse_session, file_reasons())
    except FileNotFoundError:
        raise BadSession(
            QCoreApplication.translate(
                "saves", "This saved game is no longer there: it was deleted or moved meanwhile."
            )
        ) from None
    except storage.CorruptFile as err:
        raise _bad(err) from None


def _bad(err: storage.CorruptFile) -> BadSession:
    # The wrapper closes the sentence: the reason goes in without its own full stop.
    reason = clause(err.reason)
    if err.moved_to is not None:
        text = QCoreApplication.translate(
            "saves", "The saved game could not be read ({reason}). It was moved to {path}."
        )
    else:
        text = QCoreApplication.translate("saves", "The saved game could not be read ({reason}).")
    return BadSession(text.format(reason=reason, path=err.moved_to), err.moved_to)


def list_saved() -> tuple[list[SavedGame], list[BadSession]]:
    """Every saved game, the most recently played first, and what went wrong with the others.

    Only each file's header and summary are checked here (the whole game is read on resume),
    and a file unchanged since the last time is not read again. A file that cannot be used is
    moved aside; its ``BadSession`` says why. The old single autosave is moved in first.
    """
    problems: list[BadSession] = []
    legacy = migrate_legacy()
    if legacy is not None:
        problems.append(legacy)
    try:
        files = _files()
    except OSError as err:
        problems.append(
            BadSession(
                QCoreApplication.translate(
                    "saves", "The saved games could not be listed ({reason})."
                ).format(reason=err.strerror or err)
            )
        )
        return [], problems
    games: list[SavedGame] = []
    seen: dict[tuple, SavedGame] = {}
    for path in files:
        try:
            info = path.stat()
            key = (str(path), info.st_size, info.st_mtime_ns, info.st_ino)
            game = _listed_before.get(key)
            if game is None:
                game = storage.read_or_set_aside(
                    path, serialize.MAX_BYTES, lambda raw, p=path: _entry(raw, p), file_reasons()
                )
        except storage.CorruptFile as err:
            problems.append(_bad_listed(err))
            continue
        except OSError:
            continue  # gone since the folder was read (finished or deleted meanwhile)
        seen[key] = game
        games.append(game)
    _listed_before.clear()
    _listed_before.update(seen)
    games.sort(key=lambda g: (g.saved, g.path.name), reverse=True)
    return games, problems


_listed_before: dict[tuple, SavedGame] = {}


def _bad_listed(err: storage.CorruptFile) -> BadSession:
    reason = clause(err.reason)
    if err.moved_to is None:
        text = QCoreApplication.translate(
            "saves", "The saved game {name} could not be read ({reason})."
        )
    else:
        text = QCoreApplication.translate(
            "saves", "The saved game {name} could not be read ({reason}). It was moved to {path}."
        )
    return BadSession(
        text.format(name=err.path.name, reason=reason, path=err.moved_to), err.moved_to
    )


def _entry(raw: str, path: Path) -> SavedGame:
    """A listed game from its file's text: the header and summary, checked; the position is
    read in full only when the summary is missing (a file written by hand)."""
    try:
        # The plain parser is many times quicker than the save format's careful one; the
        # careful one reads the whole file again on resume, and says what is wrong here.
        data = json.loads(raw)
    except (ValueError, RecursionError):
        data = serialize.parse(raw)
    not_ours = QCoreApplication.translate("saves", "it is not a canasta_gui saved game")
    check_header(data, FORMAT, SCHEMA, _KEYS, not_ours)
    if "summary" not in data:
        loaded = session_from_data(data)
        when = datetime.fromtimestamp(path.stat().st_mtime)
        scores = tuple(int(x) for x in loaded.state.scores)
        return SavedGame(path, when, loaded.setup, loaded.state.config, scores)
    seats = _seats(data)
    when, scores = _summary(data["summary"])
    game = data.get("game")
    top = game if isinstance(game, dict) else {}
    config = top.get("config")
    try:
        game_def = game_for(top.get("game"))
    except (KeyError, TypeError):
        raise ValueError(
            QCoreApplication.translate("saves", "it holds a game this table cannot play yet")
        ) from None
    if not isinstance(config, dict) or not isinstance(config.get("options", {}), dict):
        raise ValueError(QCoreApplication.translate("saves", "its summary is damaged"))
    players, decks = config.get("players"), config.get("decks", 1)
    preset = _checked_preset(data, game_def, seats, players)
    setup = GameSetup(
        game=game_def.key,
        players=players,
        decks=decks,
        preset=preset,
        options=config.get("options", {}),
        seats=seats,
        seed=str(top.get("seed", ""))[:100],
    )
    try:
        engine_config = setup.config()
    except ConfigError as err:
        raise ValueError(engine_text(err)) from None
    if len(scores) != engine_config.n_sides:
        raise ValueError(QCoreApplication.translate("saves", "its summary is damaged"))
    return SavedGame(path, when, setup, engine_config, scores)


def migrate_legacy() -> BadSession | None:
    """Move the single ``autosave.json`` of earlier versions into the saves folder.

    It keeps the time it was last played. A file that cannot be read is moved aside where it
    is, and the ``BadSession`` returned says why; a file that cannot be written yet stays.
    """
    legacy = paths.autosave_path()
    if not os.path.lexists(legacy):
        return None
    try:
        loaded = load_saved(legacy)
    except BadSession as err:
        return err
    target: Path | None = None
    try:
        when = datetime.fromtimestamp(legacy.stat().st_mtime)
        target = write_session(
            loaded.setup, loaded.state, loaded.moves, new_save_path(when), saved=when
        )
        os.utime(target, (legacy.stat().st_atime, legacy.stat().st_mtime))
        legacy.unlink()
    except (OSError, ValueError):
        # Kept where it is and tried again next time; the copy made goes, or every later
        # try would add the same game to the list once more.
        if target is not None:
            with contextlib.suppress(OSError):
                target.unlink()
    return None


def hold(path: Path) -> QLockFile | None:
    """Hold the saved game in ``path`` for this window while it is played, or None when
    another window or another running copy of the app holds it: two writers of one file
    would overwrite each other's moves, and bring a deleted or finished game back."""
    lock = QLockFile(str(path.with_name(path.name + ".lock")))
    # Held as long as its process lives, however long a game lasts; a lock whose process
    # has died is taken over.
    lock.setStaleLockTime(0)
    if lock.tryLock(0) or lock.error() != QLockFile.LockError.LockFailedError:
        # Held here; or the lock itself could not be made (a read-only folder, a full
        # disk): that is no other window's game, so it is played without a lock.
        return lock
    return None


def in_use(path: Path) -> bool:
    """Another window or running copy of the app has this saved game open."""
    lock = hold(path)
    if lock is None:
        return True
    lock.unlock()
    return False


def in_use_text() -> str:
    return QCoreApplication.translate(
        "saves", "This saved game is open in another canasta_gui window; play it there."
    )


def remove_saved(path: Path | None) -> None:
    """Forget a finished or deleted game so it is not offered again."""
    if path is None:
        return
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
