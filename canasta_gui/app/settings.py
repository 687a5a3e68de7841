"""The user's preferences, stored as ``settings.json`` in the config folder.

Loading never fails: a damaged file is moved aside (so the user can still look at it) and the
defaults are used, and a single bad value falls back to its default while the rest is kept. In
both cases :func:`load_settings` returns a translated message the window can show.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, fields
from typing import Any

from PySide6.QtCore import QCoreApplication

from canasta_gui.app import paths, storage
from canasta_gui.app.listing import join_items

SPEEDS = ("slow", "normal", "fast", "instant")
BACKS = ("blue", "red", "green")
#: Card sizes, smallest first; the table always fits the window, so a size is the largest a
#: card may grow to (``scene/look.py`` has the widths).
CARD_SIZES = ("small", "normal", "large", "extra_large")
#: Felt colours of the table.
TABLE_COLOURS = ("green", "blue", "burgundy", "charcoal")

# Animation duration multipliers; "instant" skips the animations.
SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}

MAX_FILE_BYTES = 64 * 1024
MAX_NEW_GAME_BYTES = 20 * 1024
#: How many finished games the Past games list keeps (the Settings dialog offers this range).
PAST_GAMES_DEFAULT, PAST_GAMES_MAX = 50, 500
#: Sound effects: on by default, at a moderate volume (0-100; see app/sound/synth.gain).
SOUND_VOLUME_DEFAULT = 50

# Same rule as i18n's: a language code is letters only, so it can never become a path.
_LANGUAGE_CODE = re.compile(r"[A-Za-z]{1,8}")


@dataclass
class Settings:
    """Everything the user can choose in the Settings dialog, plus the last New game choices."""

    language: str = "en"
    speed: str = "normal"
    card_back: str = "blue"
    four_colour: bool = False
    past_games: int = PAST_GAMES_DEFAULT  # finished games kept for the Past games list
    card_size: str = "large"
    table_colour: str = "green"
    high_contrast: bool = False
    sound_on: bool = True
    sound_volume: int = SOUND_VOLUME_DEFAULT
    log_panel_open: bool = True  # the table's side panel (scores and log) shown, not folded
    # Owned by the New game dialog; stored as it is, only its type and size are checked here.
    new_game: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "language": self.language,
            "speed": self.speed,
            "card_back": self.card_back,
            "four_colour": self.four_colour,
            "past_games": self.past_games,
            "card_size": self.card_size,
            "table_colour": self.table_colour,
            "high_contrast": self.high_contrast,
            "sound_on": self.sound_on,
            "sound_volume": self.sound_volume,
            "log_panel_open": self.log_panel_open,
            "new_game": dict(self.new_game),
        }

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Build settings from a JSON object; bad or missing fields take their defaults.

        ``ValueError`` if ``data`` is not an object. :func:`parse_settings` also says which
        fields were reset.
        """
        return parse_settings(data)[0]


def _valid_language(value: Any) -> bool:
    return isinstance(value, str) and _LANGUAGE_CODE.fullmatch(value) is not None


def _valid_new_game(value: Any) -> bool:
    if not isinstance(value, dict):
        return False
    try:
        dumped = json.dumps(value, allow_nan=False, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return False
    return len(dumped.encode("utf-8")) <= MAX_NEW_GAME_BYTES


_VALIDATORS = {
    "language": _valid_language,
    "speed": lambda value: isinstance(value, str) and value in SPEEDS,
    "card_back": lambda value: isinstance(value, str) and value in BACKS,
    # bool only: JSON 0/1 would pass a truthiness test but shows a hand-edited or foreign file.
    "four_colour": lambda value: isinstance(value, bool),
    "past_games": lambda value: (
        isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= PAST_GAMES_MAX
    ),
    "card_size": lambda value: isinstance(value, str) and value in CARD_SIZES,
    "table_colour": lambda value: isinstance(value, str) and value in TABLE_COLOURS,
    "high_contrast": lambda value: isinstance(value, bool),
    "new_game": _valid_new_game,
    "sound_on": lambda value: isinstance(value, bool),
    "sound_volume": lambda value: (
        isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100
    ),
    "log_panel_open": lambda value: isinstance(value, bool),
}


def parse_settings(data: Any) -> tuple[Settings, list[str]]:
    """Settings from a JSON object and the names of the fields that were invalid and reset.

    Missing fields quietly take their defaults (older files lack newer fields); unknown keys are
    ignored. ``ValueError`` if ``data`` is not an object.
    """
    if not isinstance(data, dict):
        raise ValueError("settings must be a JSON object")
    values: dict[str, Any] = {}
    reset: list[str] = []
    for spec in fields(Settings):
        if spec.name not in data:
            continue
        value = data[spec.name]
        if _VALIDATORS[spec.name](value):
            values[spec.name] = value
        else:
            reset.append(spec.name)
    return Settings(**values), reset


def load_settings() -> tuple[Settings, str | None]:
    """The saved settings and a message for the user, or None when all was well.

    Never raises for anything in or about the file: a missing file gives the defaults; a damaged
    one is moved aside and the defaults are used; bad fields are reset one by one.
    """
    reasons = storage.Reasons(
        too_large=QCoreApplication.translate("settings", "it is larger than 64 KB"),
        not_text=QCoreApplication.translate("settings", "it is not UTF-8 text"),
    )
    try:
        data = storage.read_or_set_aside(
            paths.settings_path(), MAX_FILE_BYTES, _json_object, reasons
        )
    except FileNotFoundError:
        return Settings(), None
    except storage.CorruptFile as err:
        return Settings(), _set_aside_text(err)
    except OSError as err:
        # An unreadable file, a folder in its place or a config folder that cannot be created is
        # not damaged content: leave it alone. (settings_path() creates the folder, hence inside.)
        message = QCoreApplication.translate(
            "settings", "The settings file {path} could not be read ({reason}); using the defaults."
        )
        return Settings(), message.format(
            path=err.filename or "settings.json", reason=err.strerror or err
        )

    settings, reset = parse_settings(data)
    if not reset:
        return settings, None
    message = QCoreApplication.translate(
        "settings", "These settings had invalid values and were reset to their defaults: {fields}."
    )
    return settings, message.format(fields=join_items(reset))


def _json_object(text: str) -> dict[str, Any]:
    """The JSON object in ``text``; ``ValueError`` saying why in the user's language."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        # RecursionError: deeply nested arrays exhaust the parser's stack; still just bad JSON.
        raise ValueError(QCoreApplication.translate("settings", "it is not valid JSON")) from None
    if not isinstance(data, dict):
        raise ValueError(
            QCoreApplication.translate("settings", "it does not contain a JSON object")
        )
    return data


def _set_aside_text(err: storage.CorruptFile) -> str:
    """What happened to a damaged settings file (moved aside, or not even that)."""
    if err.moved_to is None:
        message = QCoreApplication.translate(
            "settings",
            "The settings file {path} could not be used ({reason}) and could not be moved aside; "
            "using the defaults.",
        )
        return message.format(path=err.path, reason=err.reason)
    message = QCoreApplication.translate(
        "settings",
        "The settings file could not be used ({reason}). It was kept as {path}; "
        "using the defaults.",
    )
    return message.format(path=err.moved_to, reason=err.reason)


def save_settings(settings: Settings) -> None:
    """Write the settings atomically (``OSError`` when the disk refuses)."""
    text = json.dumps(settings.to_json(), indent=2, sort_keys=True, ensure_ascii=False)
    storage.atomic_write_text(paths.settings_path(), text + "\n")
