"""The unguarded twin of a frozen value builds that very value (engine/frozen.py)."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from canasta_gui.engine.frozen import new, unguarded


@dataclasses.dataclass(frozen=True, slots=True)
class _Point:
    x: int
    y: tuple[int, ...]


def test_a_twin_filled_and_renamed_is_the_constructors_value() -> None:
    twin = unguarded(_Point)
    p = new(twin)
    p.x = 3
    p.y = (1, 2)
    p.__class__ = _Point
    assert type(p) is _Point
    assert p == _Point(3, (1, 2)) and hash(p) == hash(_Point(3, (1, 2)))
    assert repr(p) == repr(_Point(3, (1, 2)))
    assert pickle.loads(pickle.dumps(p)) == p
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.x = 4  # type: ignore[misc]


def test_only_a_slotted_class_on_object_has_a_twin() -> None:
    @dataclasses.dataclass(frozen=True)
    class Loose:
        x: int

    @dataclasses.dataclass(frozen=True, slots=True)
    class Derived(_Point):
        z: int = 0

    for cls in (Loose, Derived):
        with pytest.raises(TypeError):
            unguarded(cls)
