"""Builds, 付け札 (docs/rules.md §5.7): making a build and adding to one.

``check_build`` and ``check_add`` judge one action and return the build it
makes; ``build_candidates`` and ``add_candidates`` list every action of that
kind the table allows for the player's hand. Neither side looks at the cards the
player keeps: the rule that the builder holds a card of the build's value and
the owner obligations (§5.7.1, §5.7.5) are applied by ``rules`` and ``legal``.

A build is a set of groups each worth its value v: the played card's group is
the card plus loose cards that make v (no loose card when the card is worth v
itself), and under OPT-CAS-GATHER-INTO-BUILD = ALLOWED further loose groups worth
v may join. One group is a single build, several a multiple build.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from canasta_gui.engine.cassino.captures import check_loose, group_unions, splits_into, sum_groups
from canasta_gui.engine.cassino.records import TableBuild
from canasta_gui.engine.cassino.values import MAX_SUM, VALUE, value_name
from canasta_gui.engine.errors import refuse

if TYPE_CHECKING:
    from canasta_gui.engine.cassino.actions import AddToBuild, Build
    from canasta_gui.engine.cassino.position import CassinoPosition


def splits_with_card(card_value: int, values: Sequence[int], v: int, forbid_pair: bool) -> bool:
    """Can the played card and the loose ``values`` (all of them) form groups worth ``v``?

    The card's group is the card plus a subset S of the values. With
    ``forbid_pair`` (OPT-CAS-PAIR-AS-SUM = FORBIDDEN, §5.7.3), S may not be a
    single card of the played card's own value: two equal cards are a pair of
    that value, never its sum.
    """
    need = v - card_value
    if need < 0:
        return False
    subsets = [0] if need == 0 else sum_groups(values, need)
    n = len(values)
    for mask in subsets:
        if forbid_pair and need == card_value and mask & (mask - 1) == 0:
            continue  # S is one card worth the same as the played card
        rest = [values[i] for i in range(n) if not mask >> i & 1]
        if not rest or splits_into(rest, v):
            return True
    return False


def _face_build(s: CassinoPosition, card: int, loose: Sequence[int], v: int) -> bool:
    """Validate a face pair build of ``card`` on ``loose`` (§5.7.1 FACE-PAIR-BUILD)."""
    if not s.config.face_pair:
        raise refuse("cas_build_face")
    if v != VALUE[card] or any(VALUE[t] != v for t in loose):
        raise refuse("cas_build_value", value=value_name(v))
    return True


def check_build(s: CassinoPosition, action: Build) -> TableBuild:
    """The new build ``action`` makes, or the refusal (docs/rules.md §5.7.1-§5.7.3, §5.7.6)."""
    cfg = s.config
    card, loose, v = action.card, action.loose, action.value
    check_loose(s, loose)
    if not loose:
        raise refuse("cas_no_loose")
    if len(loose) > 1 and not cfg.gather:
        raise refuse("cas_gather_forbidden")
    if VALUE[card] > MAX_SUM or any(VALUE[t] > MAX_SUM for t in loose):
        _face_build(s, card, loose, v)
        multiple = True
    else:
        if v > MAX_SUM:
            raise refuse("cas_build_too_high")
        values = [VALUE[t] for t in loose]
        if not splits_with_card(VALUE[card], values, v, not cfg.pair_as_sum):
            if splits_with_card(VALUE[card], values, v, False):
                raise refuse("cas_pair_is_multiple")
            raise refuse("cas_build_value", value=value_name(v))
        multiple = VALUE[card] + sum(values) != v
    if s.build_of_value(v) is not None:
        raise refuse("cas_build_value_taken", value=value_name(v))
    return TableBuild((*loose, card), v, multiple, s.current)


def check_add(s: CassinoPosition, action: AddToBuild) -> tuple[TableBuild, TableBuild]:
    """The build added to and what it becomes, or the refusal (docs/rules.md §5.7.4, §5.7.6)."""
    cfg = s.config
    card, loose, v = action.card, action.loose, action.value
    old = s.build_of_value(action.build)
    if old is None:
        shown = value_name(action.build) if 1 <= action.build <= 13 else "?"
        raise refuse("cas_no_such_build", value=shown)
    check_loose(s, loose)
    if loose and not cfg.gather:
        raise refuse("cas_gather_forbidden")
    cv = VALUE[card]
    cards = (*old.cards, *loose, card)
    if old.value > MAX_SUM:
        # A face pair build takes only more cards of its rank (§5.7.1 FACE-PAIR-BUILD).
        if cv != old.value:
            raise refuse("cas_build_value", value=value_name(old.value))
        if v != old.value:
            raise refuse("cas_multiple_fixed", value=value_name(old.value))
        _face_build(s, card, loose, v)
        return old, TableBuild(cards, v, True, s.current)
    if cv > MAX_SUM or any(VALUE[t] > MAX_SUM for t in loose):
        raise refuse("cas_build_face")
    values = [VALUE[t] for t in loose]
    if v == old.value:
        # Duplicate (the card alone is worth v) or, when gathering, join (§5.7.4).
        if not splits_with_card(cv, values, v, not cfg.pair_as_sum):
            raise refuse("cas_build_value", value=value_name(v))
        return old, TableBuild(cards, v, True, s.current)
    # Increase: only the card from the hand may change a single build's value.
    if old.multiple:
        raise refuse("cas_multiple_fixed", value=value_name(old.value))
    if not cfg.increase:
        raise refuse("cas_increase_forbidden")
    if v > MAX_SUM or old.value + cv > MAX_SUM:
        raise refuse("cas_build_too_high")
    if old.value + cv != v or (loose and not splits_into(values, v)):
        raise refuse("cas_build_value", value=value_name(v))
    if s.build_of_value(v) is not None:
        raise refuse("cas_build_value_taken", value=value_name(v))
    return old, TableBuild(cards, v, bool(loose), s.current)


# -- candidates for the legal-move list -----------------------------------------------------

Candidate = tuple[int, tuple[int, ...], int]  # (card, loose cards, value)


def _cards_of(cards: Sequence[int], mask: int) -> tuple[int, ...]:
    return tuple(sorted(c for i, c in enumerate(cards) if mask >> i & 1))


def _with_card(
    cards: Sequence[int], values: Sequence[int], cv: int, v: int, forbid_pair: bool
) -> set[int]:
    """Masks of every loose set that forms groups worth ``v`` with a card worth ``cv``.

    The empty set is included when the card is worth ``v`` itself.
    """
    need = v - cv
    if need < 0:
        return set()
    subsets = [0] if need == 0 else sum_groups(values, need)
    if forbid_pair and need == cv:
        subsets = [m for m in subsets if m & (m - 1)]
    if not subsets:
        return set()
    unions = (0, *group_unions(values, v))
    return {sm | um for sm in subsets for um in unions if not sm & um}


def _face_sets(loose: Sequence[int], fv: int, gather: bool) -> Iterator[tuple[int, ...]]:
    same = sorted(c for c in loose if VALUE[c] == fv)
    if not gather:
        yield from ((c,) for c in same)
        return
    for m in range(1, 1 << len(same)):
        yield _cards_of(same, m)


def build_candidates(s: CassinoPosition, hand: Sequence[int]) -> Iterator[Candidate]:
    """Every new build the table allows for ``hand`` (before the keep and owner checks)."""
    cfg = s.config
    taken = {b.value for b in s.builds}
    loose = s.loose
    numerals = [c for c in loose if VALUE[c] <= MAX_SUM]
    values = [VALUE[c] for c in numerals]
    for card in hand:
        cv = VALUE[card]
        if cv > MAX_SUM:
            if cfg.face_pair and cv not in taken:
                for ls in _face_sets(loose, cv, cfg.gather):
                    yield card, ls, cv
            continue
        if not cfg.gather:
            for t, tv in zip(numerals, values, strict=True):
                if tv == cv:
                    if cv not in taken:
                        yield card, (t,), cv  # a pair: multiple build (§5.7.3)
                    if cfg.pair_as_sum and 2 * cv <= MAX_SUM and 2 * cv not in taken:
                        yield card, (t,), 2 * cv
                elif cv + tv <= MAX_SUM and cv + tv not in taken:
                    yield card, (t,), cv + tv
            continue
        for v in range(cv, MAX_SUM + 1):
            if v in taken:
                continue
            for mask in sorted(_with_card(numerals, values, cv, v, not cfg.pair_as_sum)):
                if mask:
                    yield card, _cards_of(numerals, mask), v


def add_candidates(
    s: CassinoPosition, hand: Sequence[int]
) -> Iterator[tuple[TableBuild, int, tuple[int, ...], int]]:
    """Every (build, card, loose cards, new value) addition the table allows for ``hand``."""
    cfg = s.config
    if not s.builds:
        return
    taken = {b.value for b in s.builds}
    numerals = [c for c in s.loose if VALUE[c] <= MAX_SUM]
    values = [VALUE[c] for c in numerals]
    forbid_pair = not cfg.pair_as_sum
    for b in s.builds:
        bv = b.value
        for card in hand:
            cv = VALUE[card]
            if bv > MAX_SUM:
                if cv == bv:
                    yield b, card, (), bv
                    if cfg.gather:
                        for ls in _face_sets(s.loose, bv, True):
                            yield b, card, ls, bv
                continue
            if cv > MAX_SUM:
                continue
            if not cfg.gather:
                if cv == bv:
                    yield b, card, (), bv  # duplicate
            else:
                for mask in sorted(_with_card(numerals, values, cv, bv, forbid_pair)):
                    yield b, card, _cards_of(numerals, mask), bv
            v = bv + cv
            if cfg.increase and not b.multiple and v <= MAX_SUM and v not in taken:
                yield b, card, (), v
                if cfg.gather:
                    for mask in group_unions(values, v):
                        yield b, card, _cards_of(numerals, mask), v
