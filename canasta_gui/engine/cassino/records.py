"""The immutable values a Cassino game is made of: phases, builds, capture records, round scores.

They sit below every rule module (captures, builds, legal, rules, scoring,
observation, saves), which all read and make them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple


class Phase:
    PLAY = "play"
    ROUND_OVER = "round_over"  # the round is scored; NextRound deals the next one
    GAME_OVER = "game_over"


class TableBuild(NamedTuple):
    """A build on the table (docs/rules.md §5.5): locked cards with a value, kind and owner.

    Builds and capture records are named tuples rather than frozen dataclasses:
    they are made on every play and named tuples are several times cheaper to build.

    ``cards`` are in the order they were placed. ``value`` is 1-10, or 11-13 for a
    face pair build (OPT-CAS-FACE-PAIR-BUILD). ``owner`` is the player who last
    added a card to it.
    """

    cards: tuple[int, ...]
    value: int
    multiple: bool
    owner: int

    @property
    def kind(self) -> str:
        return "multiple" if self.multiple else "single"


class CaptureRecord(NamedTuple):
    """One capture as everybody saw it (docs/rules.md §1.5 "Observation")."""

    player: int
    card: int  # the card played
    taken: tuple[int, ...]  # the table cards taken, builds' cards included
    sweep: bool  # it emptied the table and sweeps score (§5.9)


@dataclass(frozen=True, slots=True)
class RoundScore:
    """One side's round score with every item kept apart (docs/rules.md §5.11)."""

    card_count: int
    spade_count: int
    cards: int  # 3 for strictly the most cards
    spades: int  # 1 for strictly the most spades
    big_casino: int  # 2 for the 10 of diamonds
    little_casino: int  # 1 for the 2 of spades
    aces: int  # 1 per ace
    sweeps: int  # 1 per sweep (0 when OPT-CAS-SWEEPS is OFF)

    @property
    def total(self) -> int:
        return (
            self.cards
            + self.spades
            + self.big_casino
            + self.little_casino
            + self.aces
            + self.sweeps
        )


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The scored outcome of one round, one row of the score sheet."""

    round: int
    dealer: int
    leftovers_to: int | None  # the side of the last captor, None when nobody captured
    sides: tuple[RoundScore, ...]
