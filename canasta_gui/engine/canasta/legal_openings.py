"""Opening groups for the Canasta listing (docs/rules.md §3.8.2, §3.8.4, §3.10.2).

A side that has not opened melds a group of new melds worth its minimum: the walk
here lists such groups (all of them for ``all_legal_actions``, at most
``COMPACT_OPENINGS`` for the compact listing), for a meld-phase opening and for an
opening pile take alike.
"""

from __future__ import annotations

from canasta_gui.engine.canasta.goout import MOST_NATURALS as _MOST_NATURALS
from canasta_gui.engine.canasta.legal_rows import (
    _RANK_ROWS,
    Cards,
    _value,
)
from canasta_gui.engine.cards import (
    JOKER,
    RUMMY_VALUE,
    TWO_KINDS,
)
from canasta_gui.engine.rummy.groups import rank_cards, sub_multisets, wild_cards
from canasta_gui.engine.rummy.meld_rules import MeldRules, new_shape_ok

#: A side that never opens keeps growing its hand, and the ways to open grow
#: exponentially with it; the compact generator lists at most this many.
COMPACT_OPENINGS = 24


def _wild_sets(hand: list[int], most: int, exhaustive: bool) -> list[Cards]:
    """Wild-card groups of up to ``most`` cards: all suit choices, or one per joker/2 mix."""
    wilds = wild_cards(hand)
    out: list[Cards] = []
    for n in range(0, min(most, len(wilds)) + 1):
        if exhaustive:
            out.extend(sub_multisets(wilds, n))
            continue
        jokers = hand[JOKER]
        twos = [k for k in TWO_KINDS for _ in range(hand[k])]
        for j in range(0, min(n, jokers) + 1):
            t = n - j
            if t <= len(twos):
                out.append((JOKER,) * j + tuple(twos[:t]))
    return out


def _natural_sets(hand: list[int], rank: int, least: int, exhaustive: bool) -> list[Cards]:
    nat = rank_cards(hand, rank)
    if len(nat) < least:
        return []
    if not exhaustive:
        # All of them, and all but one: melding every natural can leave too few
        # cards in hand (§3.7.10) where keeping one back is legal.
        return [tuple(nat)] + ([tuple(nat[:-1])] if len(nat) - 1 >= max(least, 2) else [])
    out: list[Cards] = []
    for n in range(max(least, 1), len(nat) + 1):
        out.extend(sub_multisets(nat, n))
    return out


def _opening_sets(
    hand: list[int],
    skip_rank: int,
    need: int,
    exhaustive: bool,
    rules: MeldRules,
    ranks: tuple[list, list] | None = None,
) -> list[tuple[tuple[Cards, ...], int, bool]]:
    """Groups of new melds from ``hand`` worth at least ``need`` together (§3.8.2), each
    with its number of cards and whether every meld in it has a legal shape under
    ``rules`` (``new_shape_ok``, looked up by the meld's naturals and wild cards).

    A depth-first walk over the ranks with the wild cards as a shared budget;
    a branch stops as soon as even melding everything left cannot reach ``need``,
    and the whole walk once the compact list has ``COMPACT_OPENINGS`` groups.
    ``ranks``, when given, is ``_opening_ranks(hand, skip_rank, exhaustive)`` (worked
    out once for hands that differ only in ``skip_rank`` and the wild cards).
    """
    limit = -1 if exhaustive else COMPACT_OPENINGS
    nat_sets, best = ranks or _opening_ranks(hand, skip_rank, exhaustive)
    twos = hand[0] * _V2[0] + hand[1] * _V2[1] + hand[2] * _V2[2] + hand[3] * _V2[3]
    wild_value = twos + hand[JOKER] * _VJOKER
    # Upper bound of what ranks i.. can still add, the wild cards counted once overall.
    n_ranks = len(nat_sets)
    reach = [wild_value] * (n_ranks + 1)
    for i in range(n_ranks - 1, -1, -1):
        reach[i] = reach[i + 1] + best[i]
    shape = _shape_table(rules)
    chosen: list[Cards] = []
    found: list[tuple[tuple[Cards, ...], int, bool]] = []

    def walk(i: int, value: int, cards: int, ok: bool, wilds: tuple) -> bool:
        """Extend ``chosen`` from rank ``i`` on; True once the list is full.

        The caller has checked ``value + reach[i] >= need`` (a branch that cannot
        reach the minimum is never entered: no call, no change to the pool)."""
        if i == n_ranks:
            # Nothing more is needed when the top card's meld alone reaches the
            # minimum (a pile take), so the empty group counts then.
            if (chosen or need <= 0) and value >= need:
                found.append((tuple(chosen), cards, ok))
                return len(found) == limit
            return False
        nxt = i + 1
        # The wild cards still in the pool (those chosen above are out of it).
        wild_options = _WILD_OPTIONS.get(wilds) or _wild_options(wilds)
        if nxt == n_ranks:
            # The last rank: every choice here ends a group, kept when it reaches the
            # minimum (the leaf's test above, without a call for it).
            if (chosen or need <= 0) and value >= need:
                found.append((tuple(chosen), cards, ok))
                if len(found) == limit:
                    return True
            for nat, nat_value, nat_len in nat_sets[i]:
                row = shape[nat_len]
                for wild, wild_val, wild_len, _left in wild_options[nat_len if nat_len < 3 else 3]:
                    if value + nat_value + wild_val < need:
                        continue
                    group = (*chosen, nat + wild)
                    found.append((group, cards + nat_len + wild_len, ok and row[wild_len]))
                    if len(found) == limit:
                        return True
            return False
        short = need - reach[nxt]  # what ranks up to ``i`` must bring for a next step
        if value >= short and walk(nxt, value, cards, ok, wilds):
            return True
        for nat, nat_value, nat_len in nat_sets[i]:
            row = shape[nat_len]
            for wild, wild_val, wild_len, left in wild_options[nat_len if nat_len < 3 else 3]:
                got = value + nat_value + wild_val
                if got < short:
                    continue
                chosen.append(nat + wild)
                full = walk(nxt, got, cards + nat_len + wild_len, ok and row[wild_len], left)
                chosen.pop()
                if full:
                    return True
        return False

    if reach[0] >= need:
        walk(0, 0, 0, True, (hand[0], hand[1], hand[2], hand[3], hand[JOKER], exhaustive))
    # ``walk`` calls itself through its own closure cell, a reference cycle that only
    # the garbage collector would free (with everything the closure holds): emptied.
    walk = None  # type: ignore[assignment]
    return found


def _opening_ranks(hand: list[int], skip_rank: int, exhaustive: bool) -> tuple[list, list]:
    """For ``_opening_sets``: each rank of two naturals or more but ``skip_rank``, in rank
    order: its natural sets (``_rank_sets``) and the most one of them is worth."""
    nat_sets: list = []
    best: list[int] = []
    for r, b0, b1, b2, b3, _rows in _RANK_ROWS:
        c0 = hand[b0]
        c1 = hand[b1]
        c2 = hand[b2]
        c3 = hand[b3]
        if c0 + c1 + c2 + c3 >= 2 and r != skip_rank:
            if exhaustive:
                sets = _rank_sets(hand, r, True)
                nat_sets.append(sets)
                best.append(max([v for _ns, v, _n in sets]))
            else:
                found = _RANK_SETS.get((r, c0, c1, c2, c3)) or _rank_sets_entry(hand, r)
                nat_sets.append(found[0])
                best.append(found[1])
    return nat_sets, best


_V2 = RUMMY_VALUE[:4]
_VJOKER = RUMMY_VALUE[JOKER]


def _shape_table(rules: MeldRules) -> tuple[tuple[bool, ...], ...]:
    """``new_shape_ok(rules, naturals, wilds)`` by naturals and up to three wild cards
    (the most a listed meld holds), worked out once per rule set."""
    last = _LAST_SHAPE_TABLE[0]
    if last[0] is rules:
        return last[1]
    found = _SHAPE_TABLES.get(rules)
    if found is None:
        found = _SHAPE_TABLES[rules] = tuple(
            tuple(new_shape_ok(rules, n, w) for w in range(4)) for n in range(_MOST_NATURALS)
        )
    _LAST_SHAPE_TABLE[0] = (rules, found)
    return found


_SHAPE_TABLES: dict[MeldRules, tuple] = {}
_LAST_SHAPE_TABLE: list = [(None, None)]


def _rank_sets(hand: list[int], rank: int, exhaustive: bool) -> list[tuple[Cards, int, int]]:
    """``_natural_sets(hand, rank, 2, exhaustive)`` with each set's value and size."""
    return [(ns, _value(ns), len(ns)) for ns in _natural_sets(hand, rank, 2, exhaustive)]


def _rank_sets_entry(hand: list[int], rank: int) -> tuple[list[tuple[Cards, int, int]], int]:
    """The compact ``_rank_sets`` of ``rank`` and the most one of them is worth,
    remembered by the rank's suit counts (read only by the walk)."""
    b = rank * 4
    sets = _rank_sets(hand, rank, False)
    found = _RANK_SETS[(rank, hand[b], hand[b + 1], hand[b + 2], hand[b + 3])] = (
        sets,
        max([v for _ns, v, _n in sets]),
    )
    return found


#: Compact natural sets, and the most one is worth, by ``(rank, four suit counts)``:
#: bounded by the decks in play.
_RANK_SETS: dict[tuple[int, int, int, int, int], tuple[list[tuple[Cards, int, int]], int]] = {}
#: ``_wild_sets(pool, 3, exhaustive)`` with each group's value, size and the wild counts
#: it leaves, by the pool's wild counts, for naturals of each size (see ``_wild_options``).
_WILD_OPTIONS: dict[tuple, tuple[list[tuple[Cards, int, int, tuple]], ...]] = {}


def _wild_options(key: tuple) -> tuple[list[tuple[Cards, int, int, tuple]], ...]:
    """The wild-card groups a pool holding the wild cards ``key`` (the four 2s' counts,
    the jokers', and the exhaustive flag) can give one meld, each with its value, its
    size and the key of the pool it leaves; by the meld's naturals up to three (more
    count as three): only the groups that bring the meld to three cards, in order."""
    found = _WILD_OPTIONS.get(key)
    if found is None:
        pool = [0] * (JOKER + 1)
        pool[0], pool[1], pool[2], pool[3], pool[JOKER], exhaustive = key
        options = []
        for w in _wild_sets(pool, 3, exhaustive):
            left = pool[:]
            for c in w:
                left[c] -= 1
            after = (left[0], left[1], left[2], left[3], left[JOKER], exhaustive)
            options.append((w, _value(w), len(w), after))
        found = tuple([o for o in options if naturals + o[2] >= 3] for naturals in range(4))
        if len(_WILD_OPTIONS) > 10_000:
            _WILD_OPTIONS.clear()
        _WILD_OPTIONS[key] = found
    return found
