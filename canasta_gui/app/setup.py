"""What a new game is made of: the configuration, the rules and who sits where.

The New game dialog produces a :class:`GameSetup`; the session turns it into an
engine state plus one controller per seat, and the save file stores it beside
the engine's own JSON so *Continue* restores the same people at the same seats.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from canasta_gui.ai.levels import LEVELS

if TYPE_CHECKING:
    from canasta_gui.app.games.base import GameDef

HUMAN = "human"
COMPUTER = "computer"
MAX_NAME = 24  # characters; longer names would not fit a seat label


@dataclass(frozen=True)
class SeatSetup:
    """One seat: a person with a name, or a computer player with a level."""

    kind: str = COMPUTER
    name: str = ""
    level: str = "medium"

    def to_json(self) -> dict[str, Any]:
        if self.kind == HUMAN:
            return {"kind": HUMAN, "name": self.name}
        return {"kind": COMPUTER, "name": self.name, "level": self.level}

    @classmethod
    def from_json(cls, data: Any) -> SeatSetup:
        """Parse one seat; ``ValueError`` with a plain reason for anything malformed."""
        if not isinstance(data, dict) or data.get("kind") not in (HUMAN, COMPUTER):
            raise ValueError("a seat must be an object with kind 'human' or 'computer'")
        extra = set(data) - {"kind", "name", "level"}
        if extra:
            raise ValueError(f"unknown field in a seat: {sorted(extra)[0][:40]!r}")
        name = data.get("name", "")
        if not isinstance(name, str) or len(name) > MAX_NAME:
            raise ValueError(f"a seat name must be text of at most {MAX_NAME} characters")
        if data["kind"] == HUMAN:
            return cls(HUMAN, name.strip())
        level = data.get("level")
        if level not in LEVELS:
            raise ValueError(f"unknown computer level: {str(level)[:20]!r}")
        return cls(COMPUTER, name.strip(), level)


@dataclass(frozen=True)
class GameSetup:
    """Everything the New game dialog asks for."""

    players: int = 4
    decks: int = 2
    preset: str = "default"
    options: Mapping[str, str] = field(default_factory=dict)  # overrides after the preset
    seats: tuple[SeatSetup, ...] = ()
    seed: str = ""
    game: str = "canasta"  # the game's key (``app/games``), as saves name it

    def config(self) -> Any:
        """The engine configuration (raises the engine's ``ConfigError`` when invalid)."""
        return self.game_def().make_config(self.players, self.decks, self.options, self.preset)

    def game_def(self) -> GameDef:
        from canasta_gui.app.games import game_for

        return game_for(self.game)

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.kind == HUMAN)

    def to_json(self) -> dict[str, Any]:
        return {"preset": self.preset, "seats": [s.to_json() for s in self.seats]}


def playable_configurations(game: str = "canasta") -> list[tuple[int, int]]:
    """(players, decks) pairs ``game``'s engine accepts, in menu order."""
    from canasta_gui.app.games import game_for

    return game_for(game).configurations()


def default_seats(players: int, human_name: str = "") -> tuple[SeatSetup, ...]:
    """One person at the bottom seat, computer players elsewhere."""
    return (SeatSetup(HUMAN, human_name),) + tuple(
        SeatSetup(COMPUTER, "", "medium") for _ in range(players - 1)
    )


__all__ = [
    "COMPUTER",
    "GameSetup",
    "HUMAN",
    "SeatSetup",
    "default_seats",
    "playable_configurations",
]
