"""Card groups the legal-action generators build from a hand (count rows of card kinds).

Every group here is a candidate only: the rules' own checks decide.
"""

from __future__ import annotations

from collections.abc import Iterator

from canasta_gui.engine.cards import ACE, FOUR, RUMMY_VALUE
from canasta_gui.engine.rummy.groups import rank_cards, sub_multisets, wild_cards
from canasta_gui.engine.rummy.meld_rules import COMPLETE
from canasta_gui.engine.rummy.melds import WILD_RANK

__all__ = ["natural_sets", "opening_sets", "rank_cards", "splits", "sub_multisets", "wild_cards"]

Cards = tuple[int, ...]


def natural_sets(
    hand: list[int], rank: int, least: int, exhaustive: bool, most: int = COMPLETE
) -> list[Cards]:
    """Naturals of ``rank`` to put down: every choice, or all that fit and one fewer."""
    nat = rank_cards(hand, rank)
    if exhaustive:
        return [
            c for n in range(max(least, 0), min(len(nat), most) + 1) for c in sub_multisets(nat, n)
        ]
    take = tuple(nat[:most])
    return [c for c in dict.fromkeys((take, take[:-1])) if len(c) >= least]


def splits(use: Cards, room: int) -> list[Cards]:
    """Orders of ``use`` that differ in which cards fill the ``room`` left on the open meld."""
    if len(use) <= room:
        return [use]
    out: list[Cards] = []
    for fill in sub_multisets(sorted(use), room):
        rest = list(use)
        for c in fill:
            rest.remove(c)
        out.append(fill + tuple(rest))
    return out


def _shapes(hand: list[int], rank: int, wilds: list[int], exhaustive: bool) -> list[Cards]:
    """New melds of ``rank`` (or the wild meld) that are in shape (§4.6.1-§4.6.4)."""
    if rank == WILD_RANK:
        if len(wilds) < 3:
            return []
        top = min(COMPLETE, len(wilds))
        if not exhaustive:
            return [tuple(wilds[:top])]
        return [c for n in range(3, top + 1) for c in sub_multisets(wilds, n)]
    out: list[Cards] = []
    wild_sets = (
        [w for n in range(3) for w in sub_multisets(wilds, n)]
        if exhaustive
        else [(), (wilds[0],)]
        if wilds
        else [()]
    )
    for nat in natural_sets(hand, rank, 2, exhaustive):
        for w in wild_sets:
            if 3 <= len(nat) + len(w) <= COMPLETE and len(nat) >= 2 * len(w):
                out.append(nat + w)
                if not exhaustive:
                    break  # compact: the naturals alone, or with one wild card
    return out


def opening_sets(
    hand: list[int], skip_rank: int, need: int, exhaustive: bool, limit: int | None
) -> Iterator[tuple[Cards, ...]]:
    """Groups of new melds (one per rank) from ``hand`` worth at least ``need`` (§4.7).

    A depth-first walk over the ranks with the wild cards as a shared budget; a
    branch stops when even its best choices cannot reach ``need``. ``skip_rank`` is
    the rank a pile take already melds. Yields the empty group first when ``need`` is 0.
    """
    wilds = wild_cards(hand)
    ranks = [r for r in (*range(FOUR, ACE + 1), WILD_RANK) if r != skip_rank]
    options = [(r, _shapes(hand, r, wilds, exhaustive)) for r in ranks]
    options = [(r, shapes) for r, shapes in options if shapes]
    best = [max(sum(RUMMY_VALUE[c] for c in m) for m in shapes) for _r, shapes in options]
    reach = [0] * (len(options) + 1)
    for i in range(len(options) - 1, -1, -1):
        reach[i] = reach[i + 1] + best[i]
    pool = list(hand)
    chosen: list[Cards] = []
    found = 0

    def walk(i: int, value: int) -> Iterator[tuple[Cards, ...]]:
        if value + reach[i] < need:
            return
        if i == len(options):
            if value >= need and chosen:
                yield tuple(chosen)
            return
        for cards in options[i][1]:
            if any(pool[c] < cards.count(c) for c in cards):
                continue
            for c in cards:
                pool[c] -= 1
            chosen.append(cards)
            yield from walk(i + 1, value + sum(RUMMY_VALUE[c] for c in cards))
            chosen.pop()
            for c in cards:
                pool[c] += 1
        yield from walk(i + 1, value)

    if need <= 0:
        found += 1
        yield ()
    for melds in walk(0, 0):
        if limit is not None and found >= limit:
            return
        found += 1
        yield melds
