"""Cassino actions: small immutable values shared by the table, saves, replays and the AI.

Every turn plays exactly one card from the hand (docs/rules.md §5.4). Table units are
named without positions: a loose card by its card (one deck, so every card is
unique) and a build by its value, which no two builds share (§5.7.1). Card
tuples are sets: :func:`capture`, :func:`build`, :func:`add_to_build` and
``from_json`` put them in a canonical order, and the rules accept any order.

JSON forms (card codes as in ``engine.cards``; a face pair build's value is
11, 12 or 13 for J, Q, K)::

    {"type": "capture", "card": "9H", "loose": ["AS", "2D", "6C"], "builds": []}
    {"type": "build", "card": "2C", "loose": ["5D"], "value": 7}
    {"type": "add_to_build", "card": "2C", "build": 7, "value": 9, "loose": []}
    {"type": "trail", "card": "KH"}
    {"type": "next_round"}
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from canasta_gui.engine.cards import card_code, codes, parse_card

Cards = tuple[int, ...]

#: The largest build value an action may name (13 = a face pair build of kings).
MAX_VALUE = 13


@dataclass(frozen=True, slots=True)
class Capture:
    """Play ``card`` and take the loose cards ``loose`` and the builds worth ``builds``.

    docs/rules.md §5.6: the capture is the set of units taken, however it splits into groups.
    """

    card: int
    loose: Cards = ()
    builds: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Build:
    """Play ``card`` onto the loose cards ``loose`` to make a new build announced as ``value``.

    docs/rules.md §5.7.2-§5.7.3: one loose card by default; more only under
    OPT-CAS-GATHER-INTO-BUILD = ALLOWED (§5.7.6).
    """

    card: int
    loose: Cards
    value: int


@dataclass(frozen=True, slots=True)
class AddToBuild:
    """Play ``card`` onto the build worth ``build``, announcing its new ``value`` (§5.7.4).

    ``value`` above the old one increases a single build; the same value duplicates
    it. ``loose`` cards gathered along are allowed only under
    OPT-CAS-GATHER-INTO-BUILD = ALLOWED (§5.7.6).
    """

    card: int
    build: int
    value: int
    loose: Cards = ()


@dataclass(frozen=True, slots=True)
class Trail:
    """Put ``card`` on the table as a loose card (docs/rules.md §5.8)."""

    card: int


@dataclass(frozen=True, slots=True)
class NextRound:
    """Shuffle and deal the next round (docs/rules.md §5.12)."""


Action = Capture | Build | AddToBuild | Trail | NextRound

NEXT_ROUND = NextRound()
#: One shared trail per card: trails fill half the legal lists of a round.
TRAILS: tuple[Trail, ...] = tuple(Trail(c) for c in range(52))


def _sorted(cards: Iterable[int]) -> Cards:
    return tuple(sorted(cards))


def capture(card: int, loose: Iterable[int] = (), builds: Iterable[int] = ()) -> Capture:
    """A :class:`Capture` with its sets in canonical order."""
    return Capture(card, _sorted(loose), tuple(sorted(builds)))


def build(card: int, loose: Iterable[int], value: int) -> Build:
    return Build(card, _sorted(loose), value)


def add_to_build(card: int, build: int, value: int, loose: Iterable[int] = ()) -> AddToBuild:
    return AddToBuild(card, build, value, _sorted(loose))


def canonical(action: Action) -> Action:
    """``action`` with its card and build sets sorted (equal actions compare equal)."""
    if isinstance(action, Capture):
        return capture(action.card, action.loose, action.builds)
    if isinstance(action, Build):
        return build(action.card, action.loose, action.value)
    if isinstance(action, AddToBuild):
        return add_to_build(action.card, action.build, action.value, action.loose)
    return action


def to_json(action: Action) -> dict[str, Any]:
    """The JSON form of an action, with card codes."""
    if isinstance(action, Capture):
        return {
            "type": "capture",
            "card": card_code(action.card),
            "loose": codes(action.loose),
            "builds": list(action.builds),
        }
    if isinstance(action, Build):
        return {
            "type": "build",
            "card": card_code(action.card),
            "loose": codes(action.loose),
            "value": action.value,
        }
    if isinstance(action, AddToBuild):
        return {
            "type": "add_to_build",
            "card": card_code(action.card),
            "build": action.build,
            "value": action.value,
            "loose": codes(action.loose),
        }
    if isinstance(action, Trail):
        return {"type": "trail", "card": card_code(action.card)}
    if isinstance(action, NextRound):
        return {"type": "next_round"}
    raise TypeError(f"not a Cassino action: {action!r}")


_KEYS: dict[str, tuple[set[str], set[str]]] = {  # type → (required, optional)
    "capture": ({"type", "card"}, {"loose", "builds"}),
    "build": ({"type", "card", "loose", "value"}, set()),
    "add_to_build": ({"type", "card", "build", "value"}, {"loose"}),
    "trail": ({"type", "card"}, set()),
    "next_round": ({"type"}, set()),
}


def _card(value: Any) -> int:
    card = parse_card(value)  # ValueError for anything but a card code
    if card >= 52:
        raise ValueError("Cassino is played without jokers")
    return card


def _cards(value: Any, name: str) -> Cards:
    if not isinstance(value, list) or len(value) > 52:
        raise ValueError(f"'{name}' must be a list of card codes")
    return _sorted(_card(c) for c in value)


def _value(value: Any, name: str) -> int:
    if type(value) is not int or not 1 <= value <= MAX_VALUE:
        raise ValueError(f"'{name}' must be a whole number from 1 to {MAX_VALUE}")
    return value


def from_json(data: Any) -> Action:
    """Parse an action; ``ValueError`` with a clear text for anything malformed."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("an action must be an object with a 'type'")
    kind = data["type"]
    if kind not in _KEYS:
        raise ValueError(f"unknown action type: {kind[:40]!r}")
    required, optional = _KEYS[kind]
    extra = set(data) - required - optional
    if extra:
        raise ValueError(f"unknown field in a {kind!r} action: {sorted(extra)[0][:40]!r}")
    missing = required - set(data)
    if missing:
        raise ValueError(f"a {kind!r} action needs {sorted(missing)[0]!r}")
    if kind == "next_round":
        return NEXT_ROUND
    card = _card(data["card"])
    if kind == "trail":
        return Trail(card)
    if kind == "capture":
        builds = data.get("builds", [])
        if not isinstance(builds, list) or len(builds) > MAX_VALUE:
            raise ValueError("'builds' must be a list of build values")
        return capture(
            card, _cards(data.get("loose", []), "loose"), (_value(b, "builds") for b in builds)
        )
    if kind == "build":
        return build(card, _cards(data["loose"], "loose"), _value(data["value"], "value"))
    return add_to_build(
        card,
        _value(data["build"], "build"),
        _value(data["value"], "value"),
        _cards(data.get("loose", []), "loose"),
    )
