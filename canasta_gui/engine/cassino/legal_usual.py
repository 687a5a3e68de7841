"""The legal Cassino actions under the usual rules, found in one pass (docs/rules.md §5.6-§5.8).

The usual rules are the default and S1 ones: a new build takes one loose card
(OPT-CAS-GATHER-INTO-BUILD = FORBIDDEN), there are no face pair builds
(OPT-CAS-FACE-PAIR-BUILD = FORBIDDEN) and a capture that takes a build takes
nothing else (OPT-CAS-CAPTURE-BUILD-WITH-LOOSE = FORBIDDEN). Under them
:func:`usual_actions` lists what ``legal.plays`` and ``legal.trails`` list through
the general candidates, the same actions in the same order, with bit sets of
values standing in for most of the searching:

- ``reach``: the sums some loose numeral cards make, and the face values lying loose;
- ``held``: the values in the hand; ``built``: the values of the builds;
- ``spread``: the values of the loose numeral cards.

A card whose value none of them allows is passed over before any list is made.
Captures and one-card builds are kept and handed out again (actions are
immutable values). Tests hold this list to the general one and to ``rules.check``.
"""

from __future__ import annotations

from bisect import bisect_left

from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.captures import bit_positions, group_unions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.position import CassinoPosition
from canasta_gui.engine.cassino.records import TableBuild
from canasta_gui.engine.cassino.values import MAX_SUM, VALUE

#: Bits 1-10: the values numeral cards, sums and builds of numerals may have.
_NUMERALS = (1 << MAX_SUM + 1) - 2
#: Bits 11-13: the values of J, Q and K.
_FACES = 0b111 << MAX_SUM + 1

#: Listed captures and one-card builds, handed out again: making a frozen dataclass
#: costs more than looking one up. Emptied when it grows large.
_ACTIONS: dict[object, act.Action] = {}
#: (values of loose cards worth at most v, in card order, and v) → the index sets of
#: those cards a card worth v may take (``captures.loose_sets``), filled as needed.
_TAKES: dict[tuple[tuple[int, ...], int], tuple[tuple[int, ...], ...]] = {}
#: The same by the cards themselves: tables change a card or two a turn, so the cards a
#: value may take often come back unchanged.
_SETS: dict[tuple[tuple[int, ...], int], tuple[tuple[int, ...], ...]] = {}
#: Card kinds run 2♣ … 10♠, J, Q, K, A (rank by rank): the loose cards worth at most
#: v are those below ``_ABOVE[v]`` and the aces from ``_FIRST_ACE`` on.
_FIRST_ACE = min(k for k in range(52) if VALUE[k] == 1)
_ABOVE = tuple(
    min(k for k in range(_FIRST_ACE + 1) if k == _FIRST_ACE or VALUE[k] > v)
    for v in range(MAX_SUM + 1)
)
_CACHE_LIMIT = 100_000


def _remember(key: object, action: act.Action) -> act.Action:
    if len(_ACTIONS) >= _CACHE_LIMIT:
        _ACTIONS.clear()
    _ACTIONS[key] = action
    return action


def _capture(card: int, loose: tuple[int, ...], builds: tuple[int, ...]) -> act.Action:
    key = (card, loose, builds)
    a = _ACTIONS.get(key)
    if a is None:
        if len(_ACTIONS) >= _CACHE_LIMIT:
            _ACTIONS.clear()
        a = _ACTIONS[key] = act.Capture(card, loose, builds)
    return a


def _build(card: int, t: int, v: int) -> act.Action:
    key = (card << 10) | (t << 4) | v  # cards < 64, values < 16
    a = _ACTIONS.get(key)
    if a is None:
        if len(_ACTIONS) >= _CACHE_LIMIT:
            _ACTIONS.clear()
        a = _ACTIONS[key] = act.Build(card, (t,), v)
    return a


def _takes(key: tuple[tuple[int, ...], int]) -> tuple[tuple[int, ...], ...]:
    """The index sets of ``key``'s values that split into groups worth its v (and remember)."""
    values, v = key
    found = tuple(bit_positions(m) for m in group_unions(values, v))
    if len(_TAKES) >= _CACHE_LIMIT:
        _TAKES.clear()
    _TAKES[key] = found
    return found


def _loose_sets(cards: list[int], v: int) -> tuple[tuple[int, ...], ...]:
    """The sets of ``cards`` (sorted, all worth at most v) a card worth v takes; remembered."""
    key = (tuple([VALUE[t] for t in cards]), v)
    found = _TAKES.get(key)
    if found is None:
        found = _takes(key)
    pick = cards.__getitem__
    sets = tuple([tuple(map(pick, ix)) for ix in found])
    if len(_SETS) >= _CACHE_LIMIT:
        _SETS.clear()
    _SETS[(tuple(cards), v)] = sets
    return sets


def _keeps(held: int, twice: int, cv: int, owned: list[TableBuild], skip: object) -> bool:
    """After a card worth ``cv`` is played, a card of each owned build's value stays (§5.7.5).

    ``held``/``twice``: bit v is set when the hand holds one/two cards worth v.
    """
    for b in owned:
        if b is not skip and not (twice if b.value == cv else held) >> b.value & 1:
            return False
    return True


def usual_actions(s: CassinoPosition, cfg: CassinoConfig) -> list[act.Action]:
    """Every legal action of the player on turn under the usual rules (in play, any table)."""
    p = s.current
    hand = s.hands[p]
    loose = s.loose
    builds = s.builds
    value = VALUE
    reach = 1
    spread = 0
    for t in loose:
        v = value[t]
        spread |= 1 << v
        if v <= MAX_SUM:
            reach |= reach << v
    faces = spread & _FACES
    reach = reach & _NUMERALS | faces
    held = twice = 0
    pairs = 0  # bit v: a hand card and a loose card add up to v
    for c in hand:
        v = value[c]
        bit = 1 << v
        twice |= held & bit
        held |= bit
        pairs |= spread << v
    built = 0
    owned: list[TableBuild] = []
    for b in builds:
        built |= 1 << b.value
        if b.owner == p:
            owned.append(b)
    out: list[act.Action] = []
    remember = _ACTIONS.get

    # Captures (§5.6), per hand card in hand order; a build is taken alone (§5.6.2).
    # (Plain loops: a list comprehension is a function call of its own in Python 3.11.)
    takes = (reach | built) & held
    if takes:
        ordered: list[int] | None = None
        last_v = 0
        sets: tuple[tuple[int, ...], ...] | list[tuple[int, ...]] = ()  # loose cards taken
        whole: list[int] = []  # builds taken, each alone
        for card in hand:
            v = value[card]
            if not takes >> v & 1:
                continue
            if v != last_v:
                last_v = v
                sets = ()
                if reach >> v & 1:
                    if ordered is None:
                        ordered = sorted(loose)
                        aces = bisect_left(ordered, _FIRST_ACE)
                    if v > MAX_SUM:  # a face card takes loose cards of its rank only
                        same = tuple([t for t in ordered if value[t] == v])
                        sets = [same] if cfg.court_all else [(t,) for t in same]
                    else:
                        cards = ordered[: bisect_left(ordered, _ABOVE[v], 0, aces)]
                        if aces < len(ordered):
                            cards += ordered[aces:]
                        sets = _SETS.get((tuple(cards), v))
                        if sets is None:
                            sets = _loose_sets(cards, v)
                whole = [v for b in builds if b.value == v] if built >> v & 1 else []
            lost = None
            if owned:
                # §5.7.5: an owned build whose last card this is must be among those taken.
                lost = [b.value for b in owned if not _keeps(held, twice, v, [b], None)]
            if not lost:
                for ls in sets:
                    key = (card, ls, ())
                    a = remember(key)
                    out.append(_remember(key, act.Capture(card, ls, ())) if a is None else a)
            for w in whole:
                if not lost or all(x == w for x in lost):
                    out.append(_capture(card, (), (w,)))
    n_captures = len(out)

    # New builds of one loose card (§5.7.1-§5.7.3): the builder keeps a card of the
    # value. Bit v of ``aims``: a build may be worth v (the hand holds a v and no
    # build is worth v). A hand card makes a build only if a loose card adds up with
    # it to one of them or pairs it; the loop over the table decides exactly.
    aims = held & _NUMERALS & ~built
    if aims & (pairs | spread):
        pair_as_sum = cfg.pair_as_sum
        for card in hand:
            cv = value[card]
            if cv > MAX_SUM or not (aims >> cv & spread or (aims & spread) >> cv & 1):
                continue
            if owned and not _keeps(held, twice, cv, owned, None):
                continue
            for t in loose:
                tv = value[t]
                if tv == cv:
                    if twice >> cv & 1 and not built >> cv & 1:
                        out.append(_build(card, t, cv))
                    v = cv + cv
                    if pair_as_sum and aims >> v & 1:
                        out.append(_build(card, t, v))
                elif aims >> cv + tv & 1:  # also rules out face cards and sums above 10
                    out.append(_build(card, t, cv + tv))

    # Additions (§5.7.4): a duplicate of the build's value, or an increase of a single build.
    if builds:
        increase = cfg.increase
        for b in builds:
            bv = b.value
            for card in hand:
                cv = value[card]
                if cv == bv and twice >> bv & 1 and _keeps(held, twice, cv, owned, b):
                    out.append(act.AddToBuild(card, bv, bv, ()))  # a duplicate
                if bv > MAX_SUM or cv > MAX_SUM:
                    continue
                v = bv + cv
                if (
                    increase
                    and not b.multiple
                    and aims >> v & 1
                    and _keeps(held, twice, cv, owned, b)
                ):
                    out.append(act.AddToBuild(card, bv, v, ()))

    # Trails (§5.8).
    trail = cfg.trail
    if out and trail == "ONLY-IF-NO-OTHER-PLAY":
        return out
    if owned and cfg.owner_must_act:
        return out
    capturing = {a.card for a in out[:n_captures]} if trail == "NOT-A-CAPTURING-CARD" else ()
    trails = act.TRAILS
    if not owned and not capturing:
        for card in hand:
            out.append(trails[card])
        return out
    for card in hand:
        if card in capturing or (owned and not _keeps(held, twice, value[card], owned, None)):
            continue
        out.append(trails[card])
    return out
