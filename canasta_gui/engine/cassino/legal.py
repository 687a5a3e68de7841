"""Legal Cassino actions: every legal play exactly once, in a fixed order.

Captures come first (per hand card, each set of units once, docs/rules.md §5.6.6),
then new builds, additions to builds and trails. The list applies the rules'
own conditions: the builder keeps a card of the build's value (§5.7.1), an
owner keeps a card of each owned build's value and may not trail under
OPT-CAS-OWNER-MUST-ACT (§5.7.5), and OPT-CAS-TRAIL decides when trailing is
allowed (§5.8). A test holds this list to ``rules.check`` action by action.

Random play and search call this once per turn, so the common case is kept
cheap: a bit set of the sums the loose cards can make rules out most capture
values at once, and one-card builds (the default) are listed without the
general group search.
"""

from __future__ import annotations

from collections.abc import Sequence

from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.builds import add_candidates, build_candidates
from canasta_gui.engine.cassino.captures import capture_sets
from canasta_gui.engine.cassino.legal_usual import usual_actions
from canasta_gui.engine.cassino.position import CassinoPosition
from canasta_gui.engine.cassino.records import Phase, TableBuild
from canasta_gui.engine.cassino.values import MAX_SUM, VALUE

_PLAY = Phase.PLAY


def legal_actions(s: CassinoPosition) -> list[act.Action]:
    """Every legal action of the player on turn (``NextRound`` between rounds)."""
    cfg = s.config
    if s.phase != _PLAY:
        return [act.NEXT_ROUND] if s.phase == Phase.ROUND_OVER else []
    if cfg.usual_listing:
        return usual_actions(s, cfg)
    if not s.loose and not s.builds:
        # §5.8: with an empty table the player must trail (and owns no build).
        return [act.TRAILS[c] for c in s.hands[s.current]]
    found = plays(s)
    if found and cfg.trail == "ONLY-IF-NO-OTHER-PLAY":
        return found  # the common case: no trail beside another play (§5.8)
    return found + trails(s, found)


#: Bits 0-10: the sums a capture of loose numeral cards may make.
_NUMERAL_BITS = (1 << MAX_SUM + 1) - 1


def _value_counts(hand: Sequence[int]) -> list[int]:
    counts = [0] * 14
    for c in hand:
        counts[VALUE[c]] += 1
    return counts


def _sums(loose: Sequence[int]) -> int:
    """Bit k is set when some non-empty set of loose numeral cards sums to k (k ≤ 10)."""
    reach = 1
    for c in loose:
        v = VALUE[c]
        if v <= MAX_SUM:
            reach |= reach << v
    return reach


def _keeps(
    counts: list[int], card: int, owned: list[TableBuild], skip: TableBuild | None = None
) -> bool:
    """After ``card`` is played, a card of each owned build's value stays (§5.7.5)."""
    cv = VALUE[card]
    return all(b is skip or counts[b.value] - (cv == b.value) > 0 for b in owned)


def capture_actions(s: CassinoPosition, cards: Sequence[int] | None = None) -> list[act.Capture]:
    """Every legal capture with ``cards`` (default: the whole hand of the player on turn)."""
    p = s.current
    hand = s.hands[p]
    owned = [b for b in s.builds if b.owner == p]
    return _captures(s, hand if cards is None else cards, _value_counts(hand), owned)


def _captures(
    s: CassinoPosition, cards: Sequence[int], counts: list[int], owned: list[TableBuild]
) -> list[act.Capture]:
    loose = s.loose
    builds = s.builds
    if not loose and not builds:
        return []
    # Bit k of ``reach`` is set when loose numeral cards can make k; bits 11-13
    # mark the face values on the table and every build value, so one test per
    # card rules out a card that takes nothing.
    reach = 1
    faces = 0
    for t in loose:
        v = VALUE[t]
        if v <= MAX_SUM:
            reach |= reach << v
        else:
            faces |= 1 << v
    reach = reach & _NUMERAL_BITS | faces
    for b in builds:
        reach |= 1 << b.value
    by_value: dict[int, list] = {}
    out: list[act.Capture] = []
    capture = act.Capture
    for card in cards:
        v = VALUE[card]
        if not reach >> v & 1:
            continue  # nothing on the table this card could take
        sets = by_value.get(v)
        if sets is None:
            sets = by_value[v] = capture_sets(s, v)
        if not owned:
            out += [capture(card, ls, bs) for ls, bs in sets]
            continue
        # §5.7.5: an owned build whose last card this is must be among those taken.
        lost = [b.value for b in owned if not _keeps(counts, card, [b])]
        out.extend(act.Capture(card, ls, bs) for ls, bs in sets if all(w in bs for w in lost))
    return out


def plays(s: CassinoPosition) -> list[act.Action]:
    """Every legal capture, build and addition to a build (everything but trails)."""
    if not s.loose and not s.builds:
        return []
    cfg = s.config
    p = s.current
    hand = s.hands[p]
    counts = _value_counts(hand)
    owned = [b for b in s.builds if b.owner == p] if s.builds else []
    out: list[act.Action] = []
    out += _captures(s, hand, counts, owned)
    if cfg.gather or cfg.face_pair:
        cands = build_candidates(s, hand)
    else:
        cands = _one_card_builds(s, hand, counts)
    for card, loose, v in cands:
        # §5.7.1: the builder keeps a card of the build's value.
        if counts[v] - (VALUE[card] == v) > 0 and (not owned or _keeps(counts, card, owned)):
            out.append(act.Build(card, loose, v))
    if s.builds:
        for b, card, loose, v in add_candidates(s, hand):
            if counts[v] - (VALUE[card] == v) > 0 and _keeps(counts, card, owned, b):
                out.append(act.AddToBuild(card, b.value, v, loose))
    return out


def _one_card_builds(
    s: CassinoPosition, hand: Sequence[int], counts: list[int]
) -> list[tuple[int, tuple[int, ...], int]]:
    """``builds.build_candidates`` without gathering or face pairs, pre-filtered by the hand.

    A build of v is listed only when the hand holds another card of value v
    (§5.7.1), which rules out most candidates before a tuple is made.
    """
    taken = {b.value for b in s.builds}
    pair_as_sum = s.config.pair_as_sum
    out = []
    for card in hand:
        cv = VALUE[card]
        if cv > MAX_SUM:
            continue
        for t in s.loose:
            tv = VALUE[t]
            if tv > MAX_SUM:
                continue
            if tv == cv:
                if cv not in taken and counts[cv] > 1:
                    out.append((card, (t,), cv))
                if pair_as_sum and 2 * cv <= MAX_SUM and 2 * cv not in taken and counts[2 * cv]:
                    out.append((card, (t,), 2 * cv))
            else:
                v = cv + tv
                if v <= MAX_SUM and counts[v] and v not in taken:
                    out.append((card, (t,), v))
    return out


def has_play(s: CassinoPosition) -> bool:
    """Is there a legal capture, build or addition (``bool(plays(s))``, found sooner)?"""
    p = s.current
    if any(b.owner == p for b in s.builds):
        return bool(plays(s))  # the owner obligations need the full list
    loose = s.loose
    if not loose and not s.builds:
        return False
    hand = s.hands[p]
    reach = _sums(loose)
    build_values = {b.value for b in s.builds} if s.builds else ()
    for card in hand:
        v = VALUE[card]
        if v in build_values:
            return True
        if (reach >> v & 1) if v <= MAX_SUM else any(VALUE[t] == v for t in loose):
            return True
    counts = _value_counts(hand)
    cfg = s.config
    if not (cfg.gather or cfg.face_pair):
        if _one_card_builds(s, hand, counts):
            return True
    elif any(counts[v] - (VALUE[c] == v) > 0 for c, _, v in build_candidates(s, hand)):
        return True
    return any(counts[v] - (VALUE[c] == v) > 0 for _, c, _, v in add_candidates(s, hand))


def trails(s: CassinoPosition, found: list[act.Action] | None = None) -> list[act.Action]:
    """The legal trails, given the other legal plays ``found`` (computed when omitted)."""
    cfg = s.config
    p = s.current
    hand = s.hands[p]
    owned = [b for b in s.builds if b.owner == p]
    if owned and cfg.owner_must_act:
        return []  # §5.7.5: an owner captures, builds or adds instead
    if cfg.trail == "ONLY-IF-NO-OTHER-PLAY":
        if found is None:
            found = plays(s)
        if found:
            return []
    capturing: set[int] = set()
    if cfg.trail == "NOT-A-CAPTURING-CARD":
        capturing = {a.card for a in capture_actions(s)}
    counts = _value_counts(hand) if owned else None
    out: list[act.Action] = []
    for card in hand:
        if card in capturing or (counts is not None and not _keeps(counts, card, owned)):
            continue
        out.append(act.TRAILS[card])
    return out
