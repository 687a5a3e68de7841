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
from canasta_gui.engine.cassino.captures import bit_positions, capture_sets, group_unions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.position import CassinoPosition
from canasta_gui.engine.cassino.records import Phase, TableBuild
from canasta_gui.engine.cassino.values import MAX_SUM, VALUE


def legal_actions(s: CassinoPosition) -> list[act.Action]:
    """Every legal action of the player on turn (``NextRound`` between rounds)."""
    if s.phase != Phase.PLAY:
        return [act.NEXT_ROUND] if s.phase == Phase.ROUND_OVER else []
    if not s.loose and not s.builds:
        # §5.8: with an empty table the player must trail (and owns no build).
        return [act.TRAILS[c] for c in s.hands[s.current]]
    cfg = s.config
    if not (cfg.gather or cfg.face_pair or cfg.build_with_loose):
        return _one_card_table(s, cfg)
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


# -- one pass for the usual rules ------------------------------------------------------------

#: Listed captures and one-card builds, kept and handed out again: actions are immutable
#: values, and making a frozen dataclass costs several dictionary look-ups. Emptied when
#: it grows large, like ``captures._UNIONS``.
_ACTIONS: dict[object, act.Action] = {}
_ACTIONS_LIMIT = 100_000


def _capture(card: int, loose: tuple[int, ...], builds: tuple[int, ...]) -> act.Capture:
    key = (card, loose, builds)
    a = _ACTIONS.get(key)
    if a is None:
        if len(_ACTIONS) >= _ACTIONS_LIMIT:
            _ACTIONS.clear()
        a = _ACTIONS[key] = act.Capture(card, loose, builds)
    return a


def _build(card: int, t: int, v: int) -> act.Build:
    key = (card << 10) | (t << 4) | v  # cards < 64, values < 16
    a = _ACTIONS.get(key)
    if a is None:
        if len(_ACTIONS) >= _ACTIONS_LIMIT:
            _ACTIONS.clear()
        a = _ACTIONS[key] = act.Build(card, (t,), v)
    return a


def _one_card_table(s: CassinoPosition, cfg: CassinoConfig) -> list[act.Action]:
    """``legal_actions`` when builds take one loose card and captures keep builds apart.

    That is OPT-CAS-GATHER-INTO-BUILD, OPT-CAS-FACE-PAIR-BUILD and
    OPT-CAS-CAPTURE-BUILD-WITH-LOOSE all FORBIDDEN (the default and S1 rules). The
    same list, in the same order, as ``plays`` and ``trails`` make through the
    general candidates, found in one pass over the hand and the table; a test holds
    the two to each other and to ``rules.check``.
    """
    p = s.current
    hand = s.hands[p]
    loose = s.loose
    builds = s.builds
    counts = [0] * 14
    held = 0  # bit v: the hand holds a numeral card worth v
    for c in hand:
        v = VALUE[c]
        counts[v] += 1
        held |= 1 << v
    held &= _NUMERAL_BITS
    # Bit k of ``reach``: some set of loose numeral cards sums to k (k <= 10); bits
    # 11-13: a face card of that value lies loose. Bit v of ``spread``: a loose
    # numeral card is worth v. ``built``: the build values.
    reach = 1
    spread = 0
    faces = 0
    for t in loose:
        v = VALUE[t]
        if v <= MAX_SUM:
            reach |= reach << v
            spread |= 1 << v
        else:
            faces |= 1 << v
    reach = reach & _NUMERAL_BITS & ~1 | faces
    built = 0
    owned: list[TableBuild] = []
    for b in builds:
        built |= 1 << b.value
        if b.owner == p:
            owned.append(b)
    out: list[act.Action] = []
    # Captures (docs/rules.md §5.6), per hand card in hand order.
    numerals: list[int] | None = None
    values: tuple[int, ...] = ()
    last_v = 0
    sets: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for card in hand:
        v = VALUE[card]
        if not (reach | built) >> v & 1:
            continue
        if v != last_v:
            last_v = v
            sets = []
            if reach >> v & 1:
                if v > MAX_SUM:
                    same = sorted(t for t in loose if VALUE[t] == v)
                    if cfg.court_all:
                        sets.append((tuple(same), ()))
                    else:
                        sets += [((t,), ()) for t in same]
                else:
                    if numerals is None:
                        numerals = sorted(t for t in loose if VALUE[t] <= MAX_SUM)
                        values = tuple([VALUE[t] for t in numerals])
                    if len(numerals) == 1:
                        sets.append(((numerals[0],), ()))
                    else:
                        pick = numerals.__getitem__
                        for m in group_unions(values, v):
                            sets.append((tuple(map(pick, bit_positions(m))), ()))
            if built >> v & 1:
                # §5.6.2 FORBIDDEN: a capture that takes a build takes only that build.
                sets += [((), (v,)) for b in builds if b.value == v]
        if not owned:
            out += [_capture(card, ls, bs) for ls, bs in sets]
            continue
        # §5.7.5: an owned build whose last card this is must be among those taken.
        lost = [b.value for b in owned if counts[b.value] - (v == b.value) <= 0]
        out += [_capture(card, ls, bs) for ls, bs in sets if all(w in bs for w in lost)]
    n_captures = len(out)
    # New builds of one loose card (§5.7.1-§5.7.3): the builder keeps a card of the value.
    # Bit v of ``aims``: a new build may be worth v (the hand holds a v, no build is worth
    # v); bit t of ``wanted``: a loose card worth t makes such a build with the card.
    pair_as_sum = cfg.pair_as_sum
    aims = held & ~built
    for card in hand:
        cv = VALUE[card]
        if cv > MAX_SUM:
            continue
        pair = (counts[cv] > 1 and aims >> cv & 1) or (pair_as_sum and aims >> 2 * cv & 1)
        wanted = aims >> cv & ~(1 << cv) | pair << cv
        if not wanted & spread:
            continue
        if owned and not all(counts[b.value] - (cv == b.value) > 0 for b in owned):
            continue
        for t in loose:
            tv = VALUE[t]
            if tv > MAX_SUM:
                continue
            if tv == cv:
                if counts[cv] > 1 and not built >> cv & 1:
                    out.append(_build(card, t, cv))
                v = cv + cv
                if pair_as_sum and v <= MAX_SUM and counts[v] and not built >> v & 1:
                    out.append(_build(card, t, v))
            else:
                v = cv + tv
                if v <= MAX_SUM and counts[v] and not built >> v & 1:
                    out.append(_build(card, t, v))
    # Additions (§5.7.4): a duplicate of the build's value, or an increase of a single build.
    if builds:
        increase = cfg.increase
        for b in builds:
            bv = b.value
            for card in hand:
                cv = VALUE[card]
                if bv > MAX_SUM or cv > MAX_SUM:
                    if cv == bv and counts[bv] > 1 and _keeps(counts, card, owned, b):
                        out.append(act.AddToBuild(card, bv, bv, ()))
                    continue
                if cv == bv and counts[bv] > 1 and _keeps(counts, card, owned, b):
                    out.append(act.AddToBuild(card, bv, bv, ()))  # duplicate
                v = bv + cv
                if (
                    increase
                    and not b.multiple
                    and v <= MAX_SUM
                    and not built >> v & 1
                    and counts[v]
                    and _keeps(counts, card, owned, b)
                ):
                    out.append(act.AddToBuild(card, bv, v, ()))
    # Trails (§5.8).
    trail = cfg.trail
    if out and trail == "ONLY-IF-NO-OTHER-PLAY":
        return out
    if owned and cfg.owner_must_act:
        return out
    capturing = {a.card for a in out[:n_captures]} if trail == "NOT-A-CAPTURING-CARD" else ()
    for card in hand:
        if card in capturing or (owned and not _keeps(counts, card, owned)):
            continue
        out.append(act.TRAILS[card])
    return out
