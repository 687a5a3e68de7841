"""Captures (docs/rules.md §5.6): the sets of table units a played card may take.

A capture is the card played and the *set* of units it takes (§5.6.6). The
generator lists every legal set exactly once: the loose cards a numeral card of
value v can take are the unions of disjoint groups that each sum to v (a group
of one card is a "take", of several a sum), found by enumerating the groups and
then their disjoint unions, with a set of bit masks removing the same union
reached through different splits (A,2,2,3,4,6 with a 6 splits two ways). The
owner obligations of §5.7.5 are not applied here; ``legal`` and ``rules`` add
them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from canasta_gui.engine.cards import card_code, rank_name
from canasta_gui.engine.cassino.values import MAX_SUM, VALUE, value_name
from canasta_gui.engine.errors import refuse

if TYPE_CHECKING:
    from canasta_gui.engine.cassino.position import CassinoPosition
    from canasta_gui.engine.cassino.records import TableBuild

#: (values, target) → disjoint-group unions as bit masks. Tables repeat a lot in
#: play and in search, so the unions are remembered; the cache is simply emptied
#: when it grows large.
_UNIONS: dict[tuple[tuple[int, ...], int], tuple[int, ...]] = {}
_CACHE_LIMIT = 50_000


def sum_groups(values: Sequence[int], target: int) -> list[int]:
    """Bit masks of every subset of ``values`` summing to ``target``, each subset once."""
    out: list[int] = []
    n = len(values)

    def extend(start: int, left: int, mask: int) -> None:
        for j in range(start, n):
            v = values[j]
            if v == left:
                out.append(mask | 1 << j)
            elif v < left:
                extend(j + 1, left - v, mask | 1 << j)

    extend(0, target, 0)
    return out


def group_unions(values: Sequence[int], target: int) -> tuple[int, ...]:
    """Bit masks of every non-empty set of ``values`` that splits into groups worth ``target``.

    Each set is listed once, whatever the number of ways it splits. Values above
    ``target`` never belong to a group; callers may leave them in.
    """
    key = (tuple(values), target)
    found = _UNIONS.get(key)
    if found is not None:
        return found
    groups = sum_groups(values, target)
    unions: set[int] = set()

    def grow(start: int, used: int) -> None:
        for j in range(start, len(groups)):
            g = groups[j]
            if not g & used:
                u = used | g
                unions.add(u)
                grow(j + 1, u)

    grow(0, 0)
    result = tuple(sorted(unions))
    if len(_UNIONS) >= _CACHE_LIMIT:
        _UNIONS.clear()
    _UNIONS[key] = result
    return result


def splits_into(values: Sequence[int], target: int) -> bool:
    """Can ``values`` (all of them, at least one) be split into groups worth ``target`` each?"""
    if not values or sum(values) % target:
        return False
    full = (1 << len(values)) - 1
    return full in group_unions(values, target)


def loose_sets(loose: Sequence[int], value: int, court_all: bool) -> list[tuple[int, ...]]:
    """Every set of loose cards a card worth ``value`` may take (§5.6.1-§5.6.2), sorted."""
    if value > MAX_SUM:
        # A face card takes matching face cards only: all of them, or exactly one.
        same = sorted(c for c in loose if VALUE[c] == value)
        if not same:
            return []
        return [tuple(same)] if court_all else [(c,) for c in same]
    # Sorted first, so that every subset comes out sorted.
    cards = sorted(c for c in loose if VALUE[c] <= value)
    if not cards:
        return []
    if len(cards) == 1:
        return [(cards[0],)] if VALUE[cards[0]] == value else []
    values = [VALUE[c] for c in cards]
    pick = cards.__getitem__
    return [tuple(map(pick, bit_positions(mask))) for mask in group_unions(values, value)]


#: The set bit positions of each mask below 2**10 (more loose cards than that is rare).
_BITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i in range(10) if m >> i & 1) for m in range(1 << 10)
)


def bit_positions(mask: int) -> tuple[int, ...]:
    """The positions of the set bits of ``mask``, lowest first."""
    if mask < 1024:
        return _BITS[mask]
    return tuple(i for i in range(mask.bit_length()) if mask >> i & 1)


def capture_sets(s: CassinoPosition, value: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every (loose cards, build values) a card worth ``value`` may take, each once."""
    cfg = s.config
    sets: list[tuple[tuple[int, ...], tuple[int, ...]]] = [
        (ls, ()) for ls in loose_sets(s.loose, value, cfg.court_all)
    ]
    if not s.builds:
        return sets
    builds = tuple(sorted(b.value for b in s.builds if b.value == value))
    if not builds:
        return sets
    if not cfg.build_with_loose:
        # §5.6.2 FORBIDDEN: a capture that contains a build contains only that build.
        return sets + [((), (v,)) for v in builds]
    # ALLOWED: the build(s) alone or together with any set of loose cards. Builds
    # have distinct values, so at most one can match; a hand-made position with
    # two is still handled: any non-empty selection of them.
    picks = [
        tuple(v for i, v in enumerate(builds) if m >> i & 1) for m in range(1, 1 << len(builds))
    ]
    out = sets[:]
    for pick in picks:
        out.append(((), pick))
        out.extend((ls, pick) for ls, _ in sets)
    return out


def locate(s: CassinoPosition, card: int) -> TableBuild | None:
    """The build that holds ``card``, if any."""
    for b in s.builds:
        if card in b.cards:
            return b
    return None


def check_loose(s: CassinoPosition, cards: Sequence[int]) -> None:
    """Each card is a distinct loose card on the table (refusal otherwise)."""
    if len(set(cards)) != len(cards):
        twice = next(c for c in cards if cards.count(c) > 1)
        raise refuse("cas_card_twice", card=card_code(twice))
    loose = s.loose
    for c in cards:
        if c not in loose:
            if locate(s, c) is not None:
                raise refuse("cas_in_build", card=card_code(c))
            raise refuse("cas_not_on_table", card=card_code(c))


def check_capture_set(
    s: CassinoPosition, card: int, loose: Sequence[int], builds: Sequence[int]
) -> list[TableBuild]:
    """Refuse a capture the rules of §5.6 do not allow; return the builds it takes."""
    cfg = s.config
    value = VALUE[card]
    check_loose(s, loose)
    if len(set(builds)) != len(builds):
        raise refuse("cas_no_such_build", value=value_name(builds[0]))
    taken = []
    for v in builds:
        b = s.build_of_value(v)
        if b is None:
            raise refuse("cas_no_such_build", value=value_name(v) if 1 <= v <= 13 else "?")
        taken.append(b)
    if not loose and not builds:
        raise refuse("cas_capture_empty")
    for b in taken:
        if b.value != value:  # S1: a 2+2 pair build is never taken by a 4
            raise refuse("cas_build_wrong_value", value=value_name(b.value))
    if builds and (loose or len(builds) > 1) and not cfg.build_with_loose:
        raise refuse("cas_build_with_loose")  # S1: build 3+4 and a loose 7
    if value > MAX_SUM:
        name = rank_name(card >> 2)
        if any(VALUE[c] != value for c in loose):
            raise refuse("cas_face_rank", rank=name)
        if loose and cfg.court_all and len(loose) != sum(1 for c in s.loose if VALUE[c] == value):
            raise refuse("cas_face_all", rank=name)
        if not cfg.court_all and len(loose) > 1:
            raise refuse("cas_face_one", rank=name)
        return taken
    if any(VALUE[c] > MAX_SUM for c in loose):
        raise refuse("cas_face_no_sum")
    if loose and not splits_into([VALUE[c] for c in loose], value):
        raise refuse("cas_groups", value=value)
    return taken
