"""Rule options of every game: values keyed by registry id, checked once (docs/rules.md §6).

Each game lists its options as ``{id: (allowed values, default)}`` plus named
presets; :class:`OptionSet` merges defaults, a preset and single overrides and
checks every value, so Canasta, Hand and Foot and Cassino read their options
through the same code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from canasta_gui.engine.errors import ConfigError, msg

Specs = Mapping[str, tuple[tuple[str, ...], str | None]]

#: A deal (or round) limit larger than this is refused: a safeguard, not a setting to abuse.
MAX_DEAL_LIMIT = 10_000


def check_option(specs: Specs, key: object, value: object) -> str:
    """The canonical spelling of ``value`` for option ``key``; ``ConfigError`` if unknown."""
    shown = str(value)[:60]
    if not isinstance(key, str) or key not in specs:
        raise ConfigError("bad_option", msg("bad_option"), option=str(key)[:60], value=shown)
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise ConfigError("bad_option", msg("bad_option"), option=key, value=shown)
    text = str(value).strip()
    if key == "OPT-DEAL-LIMIT" and text.upper() != "NONE":
        if text.isdigit() and 1 <= int(text) <= MAX_DEAL_LIMIT:
            return str(int(text))
        raise ConfigError("bad_option", msg("bad_option"), option=key, value=text[:60])
    for allowed in specs[key][0]:
        if allowed.upper() == text.upper():
            return allowed
    raise ConfigError("bad_option", msg("bad_option"), option=key, value=text[:60])


@dataclass(frozen=True)
class OptionSet:
    """A validated set of option values; a game's subclass names its specs and presets."""

    SPECS: ClassVar[Specs] = {}
    PRESETS: ClassVar[Mapping[str, Mapping[str, str]]] = {"default": {}}

    values: tuple[tuple[str, str], ...] = ()

    @classmethod
    def build(cls, overrides: Mapping[str, object] | None = None, preset: str = "default"):
        """Defaults, then ``preset``, then ``overrides``; every value checked."""
        if not isinstance(preset, str) or preset not in cls.PRESETS:
            raise ConfigError("unknown_preset", msg("unknown_preset"), name=str(preset)[:40])
        merged: dict[str, str] = {}
        for source in (cls.PRESETS[preset], overrides or {}):
            for key, value in source.items():
                merged[key] = check_option(cls.SPECS, key, value)
        return cls(tuple(sorted(merged.items())))

    def get(self, key: str) -> str | None:
        for k, v in self.values:
            if k == key:
                return v
        return self.SPECS[key][1]

    def as_dict(self) -> dict[str, str]:
        """Only the values set explicitly (defaults are implied)."""
        return dict(self.values)
