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
The bit sets of a table and of a hand are looked up by their values (tables and
hands of the same values share them); the captures of loose cards by the cards.
Captures and one-card builds are kept and handed out again (actions are
immutable values). Tests hold this list to the general one and to ``rules.check``.
"""

from __future__ import annotations

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

#: One-card builds and captures of a build, handed out again: making a frozen dataclass
#: costs more than looking one up. Emptied when it grows large.
_ACTIONS: dict[object, act.Action] = {}
#: The captures of loose cards a card may make, by the key ``_loose_captures`` reads:
#: tables change a card or two a turn, so the cards a value may take often come back.
_LOOSE: dict[int, tuple[act.Capture, ...]] = {}
#: (values of the loose cards a numeral card may take, in kind order, and its value) →
#: the index sets of those cards it takes, filled as needed.
_TAKES: dict[tuple[tuple[int, ...], int], tuple[tuple[int, ...], ...]] = {}
#: Bit k set for each card kind a card worth v may take loose (§5.6): numeral cards
#: worth at most v for v ≤ 10 (no sum reaches past it), cards of v's rank for a face.
_TAKEN_BY = tuple(
    sum(1 << k for k in range(52) if (VALUE[k] <= v if v <= MAX_SUM else VALUE[k] == v))
    for v in range(14)
)
#: A card's value as a count: a table's (or a hand's) cards summed are the counts of each
#: value (three bits a value), so tables of the same values share ``_TABLES``' entry.
_COUNT = tuple(1 << 3 * VALUE[k] for k in range(52))
#: Counts of the loose values → (``reach``, ``spread``), filled as needed.
_TABLES: dict[int, tuple[int, int]] = {}
#: Counts of the hand's values → (``held``, ``twice``, ``steps``), filled as needed.
_HANDS: dict[int, tuple[int, int, int]] = {}
_CACHE_LIMIT = 100_000


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
    found = tuple([bit_positions(u) for u in group_unions(values, v)])
    if len(_TAKES) >= _CACHE_LIMIT:
        _TAKES.clear()
    _TAKES[key] = found
    return found


def _loose_captures(key: int) -> tuple[act.Capture, ...]:
    """The captures of loose cards ``key`` names (and remember them).

    ``key`` is ``cards << 7 | court << 6 | card``: the bit set of the loose cards the
    played ``card`` may take (``_TAKEN_BY``), and bit 6 for OPT-CAS-COURT-CAPTURE = ALL.
    Each set is listed once, its cards in kind order (``captures.loose_sets``).
    """
    card = key & 63
    v = VALUE[card]
    m = key >> 7
    cards: list[int] = []
    values: list[int] = []
    while m:
        low = m & -m
        t = low.bit_length() - 1
        cards.append(t)
        values.append(VALUE[t])
        m ^= low
    if v > MAX_SUM:  # a face card takes loose cards of its rank only
        sets = [tuple(cards)] if key & 64 else [(t,) for t in cards]
    elif len(cards) == 1:
        sets = [(cards[0],)]  # the one card worth at most v is worth v
    else:
        by_values = (tuple(values), v)
        found = _TAKES.get(by_values)
        if found is None:
            found = _takes(by_values)
        pick = cards.__getitem__
        sets = [tuple(map(pick, ix)) for ix in found]
    found = tuple([act.Capture(card, ls, ()) for ls in sets])
    if len(_LOOSE) >= _CACHE_LIMIT:
        _LOOSE.clear()
    _LOOSE[key] = found
    return found


def _table_bits(counts: int, loose: list[int]) -> tuple[int, int]:
    """``reach`` and ``spread`` of the ``loose`` cards, whose values are ``counts`` (remembered).

    ``reach``: bit k for each sum k ≤ 10 some loose numeral cards make, and the face
    values lying loose; ``spread``: bit v for each value lying loose.
    """
    reach = 1
    spread = 0
    for t in loose:
        v = VALUE[t]
        spread |= 1 << v
        if v <= MAX_SUM:
            reach |= reach << v
    found = (reach & _NUMERALS | spread & _FACES, spread)
    if len(_TABLES) >= _CACHE_LIMIT:
        _TABLES.clear()
    _TABLES[counts] = found
    return found


def _hand_bits(counts: int, hand: list[int]) -> tuple[int, int, int]:
    """``held``, ``twice`` and ``steps`` of the ``hand``, whose values are ``counts`` (remembered).

    Bit v of ``held``/``twice``: the hand holds one/two cards worth v. Bit d of
    ``steps``: some hand card worth v and a numeral hand card worth v + d, so that
    with no builds on the table a loose card worth d adds up with the first to the
    value of the second (the values a new build may have).
    """
    held = twice = 0
    for c in hand:
        bit = 1 << VALUE[c]
        twice |= held & bit
        held |= bit
    numerals = held & _NUMERALS
    steps = 0
    for v in range(1, MAX_SUM):
        if held >> v & 1:
            steps |= numerals >> v
    found = (held, twice, steps & ~1)
    if len(_HANDS) >= _CACHE_LIMIT:
        _HANDS.clear()
    _HANDS[counts] = found
    return found


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
    count = _COUNT
    counts = 0  # the loose values, three bits each
    for t in loose:
        counts += count[t]
    bits = _TABLES.get(counts)
    reach, spread = _table_bits(counts, loose) if bits is None else bits
    counts = 0
    for t in hand:
        counts += count[t]
    bits = _HANDS.get(counts)
    held, twice, steps = _hand_bits(counts, hand) if bits is None else bits
    built = 0
    owned: list[TableBuild] = []
    if builds:  # (most tables have none: no loop at all then)
        for b in builds:
            built |= 1 << b.value
            if b.owner == p:
                owned.append(b)
    out: list[act.Action] = []

    # Captures (§5.6), per hand card in hand order; a build is taken alone (§5.6.2).
    # (Plain loops: a list comprehension is a function call of its own in Python 3.11.)
    takes = (reach | built) & held
    if takes:
        kinds = 0  # the loose cards as a bit set
        for t in loose:
            kinds |= 1 << t
        court = 64 if cfg.court_all else 0
        for card in hand:
            v = value[card]
            if not takes >> v & 1:
                continue
            lost = None
            if owned:
                # §5.7.5: an owned build whose last card this is must be among those taken.
                lost = [
                    b.value for b in owned if not (twice if b.value == v else held) >> b.value & 1
                ]
            if reach >> v & 1 and not lost:
                key = (kinds & _TAKEN_BY[v]) << 7 | court | card
                found = _LOOSE.get(key)
                out += _loose_captures(key) if found is None else found
            # The one build worth v (no two builds share a value, §5.7.1).
            if built >> v & 1 and (not lost or all(x == v for x in lost)):
                out.append(_capture(card, (), (v,)))
    n_captures = len(out)

    # New builds of one loose card (§5.7.1-§5.7.3): the builder keeps a card of the
    # value. Bit v of ``aims``: a build may be worth v (the hand holds a v and no
    # build is worth v). A hand card makes a build only if a loose card adds up with
    # it to one of them or pairs it; the loop over the table decides exactly.
    aims = held & _NUMERALS & ~built
    if builds:
        # Bit v of ``pairs``: a hand card and a loose card add up to v.
        pairs = 0
        for c in hand:
            pairs |= spread << value[c]
        making = aims & (pairs | spread)
    else:
        making = steps & spread or aims & spread  # ``aims`` is the hand's numeral values
    if making:
        pair_as_sum = cfg.pair_as_sum
        same = twice & aims & spread  # bit v: a loose v and two hand cards of v
        for card in hand:
            cv = value[card]
            if cv > MAX_SUM:
                continue
            # Bit tv of ``sums``: a loose card of value tv adds up with this one to a
            # value the build may have (a pair of equal cards only as a sum, or alone).
            sums = aims >> cv & spread
            if not pair_as_sum:
                sums &= ~(1 << cv)
            if not sums and not same >> cv & 1:
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
