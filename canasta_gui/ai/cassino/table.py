"""The table as the rules of thumb see it: what each value could capture there.

``best_captures`` says, for every card value, the most a card of that value
could take from a table (docs/rules.md §5.6), in worth (``worth.py``), a sweep
included. ``expected_best`` turns that into the expected best capture of a
player whose hand is unknown, from the chances that they hold each value: the
heart of "don't leave easy captures or sweeps for the opponent".
"""

from __future__ import annotations

from collections.abc import Sequence

from canasta_gui.ai.cassino.worth import POINTS, SWEEP, WORTH
from canasta_gui.engine.cards import SPADES
from canasta_gui.engine.cassino.captures import loose_sets
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.state import TableBuild
from canasta_gui.engine.cassino.values import MAX_SUM, VALUE

#: (capture options, loose, builds) → best worth and what it leaves, per value; tables
#: repeat a lot in playouts. The limit is kept modest: every entry is a few tuples the
#: garbage collector walks, and a full collection over 60,000 entries took 0.13 s of CPU,
#: which a decision must not wait for (issue 20: within 50 ms of the budget).
_CACHE: dict[tuple, tuple] = {}
_CACHE_LIMIT = 10_000
NO_CAPTURE = (0.0,) * 14
Parts = tuple[int, int, float, int]
NO_PARTS: tuple[Parts, ...] = ((0, 0, 0.0, 0),) * 14
#: The bits of the sums a numeral card set can reach (1-10), and 0 (the empty set).
_NUMERAL_SUMS = (1 << (MAX_SUM + 1)) - 1


def best_captures(
    cfg: CassinoConfig, loose: Sequence[int], builds: Sequence[TableBuild]
) -> tuple[float, ...]:
    """Index v (1-13): the largest worth a card of value v takes from this table.

    The capturing card itself is not counted (it is the captor's card either way);
    a capture that leaves the table empty adds a sweep when sweeps score.
    """
    if not loose and not builds:
        return NO_CAPTURE
    return _table(cfg, loose, builds)[0]


def best_parts(
    cfg: CassinoConfig, loose: Sequence[int], builds: Sequence[TableBuild]
) -> tuple[Parts, ...]:
    """Index v: what the best capture of value v takes (:func:`best_captures`), item by item.

    ``(cards, spades, points, sweep)``: the cards taken (the capturing card not counted),
    the spades among them, their points of their own (aces, casinos, docs/rules.md §5.11)
    and 1 for a sweep. Medium prices the cards and spades by the state of the majorities.
    """
    if not loose and not builds:
        return NO_PARTS
    return _table(cfg, loose, builds)[2]


def after_best(
    cfg: CassinoConfig, loose: Sequence[int], builds: Sequence[TableBuild], v: int
) -> tuple[tuple[int, ...], tuple[TableBuild, ...]]:
    """The table left by the best capture of value ``v`` (see :func:`best_captures`)."""
    return _table(cfg, loose, builds)[1][v]


Rest = tuple[tuple[int, ...], tuple[TableBuild, ...]]


def _table(
    cfg: CassinoConfig, loose: Sequence[int], builds: Sequence[TableBuild]
) -> tuple[tuple[float, ...], tuple[Rest, ...], tuple[Parts, ...]]:
    loose = tuple(sorted(loose))
    builds = tuple(builds)
    key = (cfg.court_all, cfg.build_with_loose, cfg.sweeps, loose, builds)
    found = _CACHE.get(key)
    if found is not None:
        return found
    units = len(loose) + len(builds)
    out = [0.0] * 14
    rests: list[Rest] = [(loose, builds)] * 14
    parts: list[Parts] = [(0, 0, 0.0, 0)] * 14
    # Bit v set: some loose numeral cards sum to v, or a loose face card has value v.
    reach = 1
    for c in loose:
        cv = VALUE[c]
        reach |= (reach << cv) & _NUMERAL_SUMS if cv <= MAX_SUM else 1 << cv
    reach &= ~1
    for b in builds:
        reach |= 1 << b.value
    for v in range(1, 14):
        if not reach >> v & 1:
            continue
        best = 0.0
        best_set: tuple[int, ...] = ()
        for ls in loose_sets(loose, v, cfg.court_all):
            w = sum(WORTH[c] for c in ls)
            if w > best:
                best, best_set = w, ls
        best_builds: tuple[TableBuild, ...] = ()
        for b in builds:
            if b.value != v:
                continue
            bw = sum(WORTH[c] for c in b.cards)
            if cfg.build_with_loose:
                best, best_builds = best + bw, (b,)
            elif bw > best:
                best, best_set, best_builds = bw, (), (b,)
        if not best:
            continue
        swept = cfg.sweeps and len(best_set) + len(best_builds) == units
        if swept:
            best += SWEEP
        out[v] = best
        cards = [*best_set, *(c for b in best_builds for c in b.cards)]
        parts[v] = (
            len(cards),
            sum(1 for c in cards if c & 3 == SPADES),
            sum(POINTS[c] for c in cards),
            1 if swept else 0,
        )
        rest_loose = tuple(c for c in loose if c not in best_set) if best_set else loose
        rest_builds = tuple(b for b in builds if b not in best_builds) if best_builds else builds
        rests[v] = (rest_loose, rest_builds)
    result = (tuple(out), tuple(rests), tuple(parts))
    if len(_CACHE) >= _CACHE_LIMIT:
        _CACHE.clear()
    _CACHE[key] = result
    return result


def holding_chances(unseen_values: Sequence[int], unseen: int, hand: int) -> list[float]:
    """Index v: the chance a hand of ``hand`` cards drawn from the unseen ones holds a v.

    Hypergeometric: 1 - C(U - k, h) / C(U, h) with k unseen cards of value v.
    """
    out = [0.0] * 14
    if hand <= 0 or unseen <= 0:
        return out
    h = min(hand, unseen)
    for v in range(1, 14):
        k = unseen_values[v]
        if not k:
            continue
        none = 1.0
        for i in range(h):
            none *= (unseen - k - i) / (unseen - i)
            if none <= 0.0:
                none = 0.0
                break
        out[v] = 1.0 - none
    return out


def expected_best(best: Sequence[float], chances: Sequence[float]) -> float:
    """Expected value of the best capture a player holding value v with ``chances[v]`` has."""
    order = sorted((b, chances[v]) for v, b in enumerate(best) if b > 0.0 and chances[v] > 0.0)
    exp = 0.0
    miss = 1.0
    for b, p in reversed(order):
        exp += b * p * miss
        miss *= 1.0 - p
    return exp
