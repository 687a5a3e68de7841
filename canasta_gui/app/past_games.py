"""Finished games kept for the Past games list: one file each in the data folder.

A file holds the game as its autosave did (``saves.session_json``: the seats, the
engine's save with every move) plus when it ended and the computer players'
explanations, so a past deal can be replayed as it was told at the table. Only the
newest games are kept (the Settings dialog says how many). Files are written
atomically; a file that cannot be read is explained in the user's language, moved
aside and the rest of the list still loads.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from canasta_gui.ai.decision import EXPLANATIONS, Decision
from canasta_gui.app import paths, saves, storage
from canasta_gui.app.game_log import LogEntry
from canasta_gui.app.replay import GameRecord
from canasta_gui.app.seat_names import seat_names
from canasta_gui.engine import serialize
from canasta_gui.engine.save_checks import clause

FORMAT = "canasta_gui-past-game"
SCHEMA = 1
PREFIX, SUFFIX = "game-", ".json"
_KEYS = {"format", "schema", "finished", "explanations", "session"}
_ENTRY_KEYS = {"move", "seat", "reason", "params"}
#: A past game is an autosave plus its explanations: twice the save's own limit is plenty.
MAX_BYTES = 2 * serialize.MAX_BYTES
MAX_TEXT = 200  # a parameter's text (a rank, a card code, a name) is short
_STAMP = "%Y%m%d-%H%M%S-%f"


@dataclass
class PastGame:
    """One finished game from the list."""

    path: Path
    finished: datetime
    record: GameRecord

    @property
    def final_scores(self) -> tuple[int, ...]:
        return tuple(self.record.final.scores)


def folder() -> Path:
    """The folder of past games, inside the data folder (created when asked for)."""
    path = paths.past_games_dir()
    path.mkdir(parents=True, exist_ok=True)
    return path


def _files(where: Path) -> list[Path]:
    """The past games' files, oldest first (their names begin with the time they ended)."""
    return sorted(
        p for p in where.iterdir() if p.name.startswith(PREFIX) and p.name.endswith(SUFFIX)
    )


# -- writing ---------------------------------------------------------------------------------


def past_game_json(record: GameRecord, finished: datetime) -> str:
    """The file's text: the session as the autosave writes it, nested under ``session``."""
    session = saves.session_json(record.setup, record.final, record.moves)
    explanations = [
        {"move": i, "seat": e.seat, "reason": e.what, "params": _plain(e.params)}
        for i, e in sorted(record.explained.items())
        # Only what the reader accepts: a file this program wrote must always load again.
        if e.seat is not None and all(isinstance(k, str) and _param(v) for k, v in e.params.items())
    ]
    head = {
        "format": FORMAT,
        "schema": SCHEMA,
        "finished": finished.isoformat(timespec="seconds"),
        "explanations": explanations,
    }
    body = json.dumps(head, ensure_ascii=False, indent=1)[:-2]  # without the closing brace
    return body + ',\n "session": ' + session.rstrip().replace("\n", "\n ") + "\n}\n"


def keep(record: GameRecord, limit: int, now: datetime | None = None) -> Path | None:
    """Keep a finished game, then drop the oldest beyond ``limit`` (``OSError`` on a disk
    that refuses). Nothing is written when ``limit`` is 0."""
    if limit <= 0:
        prune(0)
        return None
    finished = now or datetime.now()
    where = folder()
    name = f"{PREFIX}{finished.strftime(_STAMP)}"
    path = where / f"{name}{SUFFIX}"
    n = 1
    while path.exists():
        path = where / f"{name}-{n}{SUFFIX}"
        n += 1
    storage.atomic_write_text(path, past_game_json(record, finished))
    prune(limit)
    return path


def prune(limit: int) -> list[Path]:
    """Delete the oldest past games beyond the newest ``limit``; returns what went."""
    try:
        files = _files(folder())
    except OSError:
        return []
    gone = files[: max(0, len(files) - max(0, limit))]
    removed = []
    for path in gone:
        try:
            path.unlink()
        except OSError:
            continue
        removed.append(path)
    return removed


# -- reading ---------------------------------------------------------------------------------


def load_all() -> tuple[list[PastGame], list[str]]:
    """Every past game, newest first, and a message for each file that could not be read.

    A file that cannot be read is moved aside (never deleted) so the rest still loads.
    """
    games: list[PastGame] = []
    problems: list[str] = []
    try:
        files = _files(folder())
    except OSError as err:
        problems.append(
            QCoreApplication.translate(
                "PastGames", "The past games could not be listed ({reason})."
            ).format(reason=err.strerror or err)
        )
        return games, problems
    seen: dict[tuple, PastGame] = {}
    for path in reversed(files):
        try:
            key = _identity(path)
            game = _read_before.get(key)
            if game is None:
                game = load(path)
            else:
                game.record.names = seat_names(game.record.setup)  # in today's language
        except storage.CorruptFile as err:
            problems.append(_told(path, err.moved_to, err.reason))
            continue
        except OSError as err:  # gone, or its folder entry cannot even be looked at
            problems.append(_told(path, None, str(err.strerror or err)))
            continue
        seen[key] = game
        games.append(game)
    # Reading every file again each time the list opens took seconds with many long games;
    # a file not changed since (same name, size and time) is the game read then.
    _read_before.clear()
    _read_before.update(seen)
    return games, problems


_read_before: dict[tuple, PastGame] = {}


def _identity(path: Path) -> tuple:
    info = path.stat()
    return (str(path), info.st_size, info.st_mtime_ns, info.st_ino)


def load(path: Path) -> PastGame:
    """One past game; :class:`storage.CorruptFile` once a file that cannot be used is moved
    aside (``moved_to`` is ``None`` if even that failed)."""
    reasons = saves.file_reasons(lambda err: str(err.strerror or err))
    return storage.read_or_set_aside(path, MAX_BYTES, lambda raw: parse(raw, path), reasons)


def parse(raw: str, path: Path) -> PastGame:
    """Read a past game's text (``SaveError``, ``ValueError`` or ``TypeError`` if bad)."""
    data = serialize.parse(raw.encode("utf-8"))
    not_ours = QCoreApplication.translate("PastGames", "it is not a canasta_gui past game")
    saves.check_header(data, FORMAT, SCHEMA, _KEYS, not_ours)
    finished = data.get("finished")
    try:
        when = datetime.fromisoformat(finished) if isinstance(finished, str) else None
    except ValueError:
        when = None
    if when is None:
        raise ValueError(
            QCoreApplication.translate("PastGames", "it does not say when the game ended")
        )
    loaded = saves.session_from_data(data.get("session"))
    game = loaded.setup.game_def()
    if loaded.state.phase != game.over_phase:
        raise ValueError(QCoreApplication.translate("PastGames", "its game is not finished"))
    players = loaded.state.config.players
    explained = _explanations(data.get("explanations"), len(loaded.moves), players)
    setup = loaded.setup
    names = seat_names(setup)
    humans = setup.humans
    record = GameRecord(
        setup, names, loaded.moves, loaded.state, explained, humans[0] if humans else 0
    )
    return PastGame(path, when, record)


def _explanations(raw: Any, moves: int, players: int) -> dict[int, LogEntry]:
    """The computer players' explanations, checked as hostile data.

    A wrong shape is an error; an explanation this version does not know (a newer
    one's) is left out, and its move is told in plain words.
    """
    bad = ValueError(
        QCoreApplication.translate("PastGames", "its explanations of the moves are damaged")
    )
    if not isinstance(raw, list) or len(raw) > moves:
        raise bad
    out: dict[int, LogEntry] = {}
    for item in raw:
        if not isinstance(item, dict) or set(item) != _ENTRY_KEYS:
            raise bad
        move, seat, reason, params = item["move"], item["seat"], item["reason"], item["params"]
        if not (_int(move) and 0 <= move < moves and _int(seat) and 0 <= seat < players):
            raise bad
        if move in out or not isinstance(reason, str) or not isinstance(params, dict):
            raise bad
        values = {}
        for key, value in params.items():
            if not (isinstance(key, str) and len(key) <= 40 and _param(value)):
                raise bad
            values[key] = tuple(value) if isinstance(value, list) else value
        if reason not in EXPLANATIONS or not _tellable(reason, values):
            continue
        out[move] = LogEntry(seat, reason, values, move, explained=True)
    return out


def _plain(params: dict[str, Any]) -> dict[str, Any]:
    return {k: list(v) if isinstance(v, tuple) else v for k, v in params.items()}


def _int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _scalar(value: Any) -> bool:
    if isinstance(value, str):
        return len(value) <= MAX_TEXT
    return value is None or isinstance(value, (bool, int)) and abs(value) < 10**9


def _param(value: Any) -> bool:
    if isinstance(value, (list, tuple)):
        return len(value) <= 200 and all(_scalar(v) for v in value)
    return _scalar(value)


def _tellable(reason: str, params: dict[str, Any]) -> bool:
    """Whether the explanation can be put into words (every field its sentence needs)."""
    try:
        Decision(None, reason, params).text()
    except (KeyError, IndexError, ValueError, TypeError, AttributeError):
        return False
    return True


def _told(path: Path, moved: Path | None, reason: str) -> str:
    reason = clause(reason)
    if moved is None:
        return QCoreApplication.translate(
            "PastGames", "The past game {name} could not be read ({reason})."
        ).format(name=path.name, reason=reason)
    return QCoreApplication.translate(
        "PastGames", "The past game {name} could not be read ({reason}). It was moved to {path}."
    ).format(name=path.name, reason=reason, path=moved)
