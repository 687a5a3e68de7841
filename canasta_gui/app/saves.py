"""The session file of any game: the engine's JSON save plus who sits at each seat.

The autosave is written after every action (atomically, through ``storage``) and
read back by *Continue*. The engine's part is the project's human-readable save
format (docs/save-format.md), nested unchanged under ``"game"``, so the same
validation guards it. A file that cannot be read is moved aside, never
overwritten, and the reason is returned for the window to show.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from canasta_gui.app import paths, storage
from canasta_gui.app.games import game_of_state
from canasta_gui.app.setup import GameSetup, SeatSetup
from canasta_gui.app.texts import engine_text
from canasta_gui.engine import serialize
from canasta_gui.engine.errors import SaveError
from canasta_gui.engine.save_checks import clause

FORMAT = "canasta_gui-session"
SCHEMA = 1
_KEYS = {"format", "schema", "preset", "seats", "game"}


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


def session_json(setup: GameSetup, state: Any, moves: list[Any]) -> str:
    """The whole session as JSON text (the engine part in its own readable layout)."""
    head = (
        f'{{\n  "format": "{FORMAT}",\n  "schema": {SCHEMA},\n'
        f'  "preset": {_dump(setup.preset)},\n'
        f'  "seats": [{", ".join(_dump(s.to_json()) for s in setup.seats)}],\n'
        '  "game": '
    )
    game = serialize.dumps(state, moves).rstrip().replace("\n", "\n  ")
    return head + game + "\n}\n"


def _dump(value: Any) -> str:
    import json

    return json.dumps(value, ensure_ascii=False)


class SaveRefused(ValueError):
    """The session would make a file the loader refuses; nothing was written. ``str()`` says why
    in the user's language."""


def write_session(setup: GameSetup, state: Any, moves: list[Any], path: Path | None = None) -> None:
    """Write atomically (``OSError`` when the disk refuses).

    A file that *Continue* could not load is never written: :class:`SaveRefused` (a
    ``ValueError``) says why, and the previous autosave stays as it was.
    """
    data = session_json(setup, state, moves).encode("utf-8")
    try:
        # The loader's own limits (the one size limit, moves, ranges) on the whole file.
        serialize.check_writable(state, len(data), moves)
    except SaveError as err:
        text = QCoreApplication.translate("saves", "{reason} The previous autosave is kept.")
        raise SaveRefused(text.format(reason=engine_text(err))) from None
    storage.atomic_write_bytes(path or paths.autosave_path(), data)


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
    seats = data.get("seats")
    if not isinstance(seats, list) or not 2 <= len(seats) <= 6:
        raise ValueError(QCoreApplication.translate("saves", "its seats must list 2 to 6 seats"))
    state, moves = serialize.read_save(data.get("game"))
    try:
        game = game_of_state(state)
    except KeyError:
        # The engine reads a game this app has no table for (none today; kept for a save
        # written by a later version with a game added).
        raise ValueError(
            QCoreApplication.translate("saves", "it holds a game this table cannot play yet")
        ) from None
    preset = data.get("preset", "default")
    if preset not in game.presets:
        raise ValueError(
            QCoreApplication.translate("saves", "it names an unknown rule preset {name}").format(
                name=repr(str(preset)[:20])
            )
        )
    if len(seats) != state.config.players:
        raise ValueError(
            QCoreApplication.translate("saves", "its seats do not match the number of players")
        )
    setup = GameSetup(
        game=game.key,
        players=state.config.players,
        decks=getattr(state.config, "decks", 1),
        preset=preset,
        options=state.config.options.as_dict(),
        seats=tuple(SeatSetup.from_json(s) for s in seats),
        seed=state.seed,
    )
    return LoadedGame(setup, state, moves)


def has_autosave() -> bool:
    return paths.autosave_path().is_file()


def load_autosave(path: Path | None = None) -> LoadedGame:
    """The autosaved game. A bad file is moved aside and ``BadSession`` says why."""
    target = path or paths.autosave_path()
    try:
        raw = storage.read_text_limited(target, serialize.MAX_BYTES)
    except FileNotFoundError:
        raise BadSession(
            QCoreApplication.translate("saves", "There is no saved game to continue.")
        ) from None
    except storage.NotARegularFile:
        reason = QCoreApplication.translate(
            "saves", "it is not an ordinary file but a folder, a pipe or a device"
        )
        return _reject(target, reason)
    except UnicodeDecodeError:
        return _reject(target, QCoreApplication.translate("saves", "it is not UTF-8 text"))
    except storage.FileTooLarge:
        return _reject(target, QCoreApplication.translate("saves", "it is far too large"))
    except (OSError, ValueError) as err:
        return _reject(target, str(err))
    try:
        return parse_session(raw)
    except SaveError as err:
        return _reject(target, engine_text(err))
    except (ValueError, TypeError) as err:
        return _reject(target, str(err))


def _reject(path: Path, reason: str) -> LoadedGame:
    # The wrapper closes the sentence: the reason goes in without its own full stop.
    reason = clause(reason)
    try:
        moved = storage.move_aside(path)
    except OSError:
        moved = None
    if moved is not None:
        text = QCoreApplication.translate(
            "saves", "The saved game could not be read ({reason}). It was moved to {path}."
        )
    else:
        text = QCoreApplication.translate("saves", "The saved game could not be read ({reason}).")
    raise BadSession(text.format(reason=reason, path=moved), moved)


def remove_autosave() -> None:
    """Forget a finished game so *Continue* is not offered for it."""
    with contextlib.suppress(FileNotFoundError):
        paths.autosave_path().unlink()
