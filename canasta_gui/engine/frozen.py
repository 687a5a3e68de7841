"""Frozen values built fast, for the rules' hot paths.

A frozen dataclass's own ``__init__`` writes each field past its guard, which costs
more than the rest of a draw or a discard. ``unguarded(cls)`` is a twin class with the
same slots and no guard: a hot path fills a twin (``new(twin)``) and then gives it its
real class (the shared slot layout allows it). The result is an ordinary frozen value,
equal to the one the constructor makes (tests/engine/test_frozen.py, and for each use
tests/engine/test_events.py, test_canasta_fast_values.py, test_canasta_fast_listing.py).

``rummy.melds.Meld`` keeps its own builder: its slots live on a shared base class (so that
its class can be switched), which ``unguarded`` does not twin.
"""

from __future__ import annotations

#: A bare instance of a class, its slots still empty.
new = object.__new__


def unguarded(cls: type) -> type:
    """A class with ``cls``'s slots and nothing else: a ``cls`` under construction."""
    slots = cls.__dict__.get("__slots__")
    if not slots or cls.__bases__ != (object,):
        raise TypeError(f"{cls.__name__} must be a slotted class built on object alone")
    return type(f"Unguarded{cls.__name__}", (), {"__slots__": slots, "__module__": cls.__module__})
