"""The fast capture generator against a brute-force reference (docs/rules.md §5.6, §5.6.6).

The reference below is written separately from ``engine/cassino/captures.py``: it
tries every subset of the table's units and every way of splitting its loose
cards into groups, and keeps the subsets that some split makes legal. The fast
generator must list exactly those subsets, each once, on random tables and
under both OPT-CAS-CAPTURE-BUILD-WITH-LOOSE and OPT-CAS-COURT-CAPTURE values.
"""

from __future__ import annotations

from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.state import TableBuild
from tests.engine.cassino.helpers import config, position

# Cassino values written out again, independently of engine/cassino/values.py:
# kinds are rank * 4 + suit with ranks 2, 3, ..., 10, J, Q, K, A.
RANK_VALUE = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1]


def value(card: int) -> int:
    return RANK_VALUE[card // 4]


def partitions(items: list[int]):
    """Every way of splitting ``items`` into non-empty groups."""
    if not items:
        yield []
        return
    first, rest = items[0], items[1:]
    for k in range(len(rest) + 1):
        for mates in combinations(rest, k):
            left = [x for x in rest if x not in mates]
            for tail in partitions(left):
                yield [[first, *mates], *tail]


def loose_ok(cards: list[int], v: int) -> bool:
    """Some split of ``cards`` makes groups each summing to v (numeral cards only)."""
    if any(value(x) > 10 for x in cards):
        return False
    return any(all(sum(value(x) for x in g) == v for g in p) for p in partitions(cards))


def reference(loose: list[int], builds: list[tuple[int, ...]], card: int, rules: dict) -> set:
    """Every legal (loose set, build values) for ``card``, by brute force."""
    v = value(card)
    units = [("card", x) for x in loose] + [("build", b) for b in builds]
    out = set()
    for k in range(1, len(units) + 1):
        for chosen in combinations(units, k):
            ls = [x for kind, x in chosen if kind == "card"]
            bs = [b for kind, b in chosen if kind == "build"]
            if any(b[0] != v for b in bs):
                continue  # a build is taken only by its own value
            if bs and (ls or len(bs) > 1) and not rules["with_loose"]:
                continue
            if v > 10:
                same = [x for x in loose if value(x) == v]
                if any(value(x) != v for x in ls):
                    continue
                if ls and rules["court_all"] and sorted(ls) != sorted(same):
                    continue
                if not rules["court_all"] and len(ls) > 1:
                    continue
            elif ls and not loose_ok(ls, v):
                continue
            out.add((tuple(sorted(ls)), tuple(sorted(b[0] for b in bs))))
    return out


def fast(s, card: int) -> list:
    return [(a.loose, a.builds) for a in legal_actions(s) if isinstance(a, act.Capture)]


@st.composite
def tables(draw):
    """A random table (up to 8 loose cards and 2 builds) and a capturing card."""
    deck = draw(st.permutations(range(52)))
    n_loose = draw(st.integers(0, 8))
    loose = list(deck[:n_loose])
    rest = list(deck[n_loose:])
    card = rest.pop()
    builds = []
    taken_values: set[int] = set()
    for _ in range(draw(st.integers(0, 2))):
        # A build's cards do not matter to capturing, only its value (§5.5).
        v = draw(st.sampled_from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, value(card)]))
        if v in taken_values or v > 10:
            continue
        taken_values.add(v)
        a, b = rest.pop(), rest.pop()
        builds.append((v, a, b))
    rules = {
        "with_loose": draw(st.booleans()),
        "court_all": draw(st.booleans()),
    }
    return loose, builds, card, rules


@given(tables())
def test_fast_captures_match_the_brute_force_reference(case) -> None:
    loose, builds, card, rules = case
    cfg = config(
        2,
        OPT_CAS_CAPTURE_BUILD_WITH_LOOSE="ALLOWED" if rules["with_loose"] else "FORBIDDEN",
        OPT_CAS_COURT_CAPTURE="ALL" if rules["court_all"] else "ONE",
    )
    s = position([[], []], cfg=cfg)
    s.hands[0] = [card]
    s.loose = loose
    s.builds = [TableBuild((a, b), v, False, 1) for v, a, b in builds]
    s.stock = [
        k for k in range(52) if k not in {card, *loose, *(x for _, a, b in builds for x in (a, b))}
    ]
    got = fast(s, card)
    assert len(got) == len(set(got)), "a capture is listed twice"
    want = reference(loose, [(v,) for v, _, _ in builds], card, rules)
    assert set(got) == want


def test_reference_knows_the_s1_examples() -> None:
    """The reference itself agrees with S1 (so the comparison above means something)."""
    from tests.engine.cassino.helpers import cs

    rules = {"with_loose": False, "court_all": True}
    six = cs("6H")[0]
    table = list(cs("AS 2C 2D 3H 4S 6C"))
    assert (tuple(sorted(table)), ()) in reference(table, [], six, rules)
    assert not loose_ok(list(cs("8S")), 2)
