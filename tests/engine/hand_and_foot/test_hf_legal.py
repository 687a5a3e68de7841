"""Legal-action generators and staged plans (docs/rules.md §4.4-§4.10).

The exhaustive generator is held against a brute force over every group of hand cards
on small positions; both generators list only actions the rules accept.
"""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from canasta_gui.engine.cards import NATURAL_RANKS
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.legal import all_legal_actions, legal_actions
from canasta_gui.engine.hand_and_foot.plans import apply_plan, check_meld_shape, validate_plan
from canasta_gui.engine.hand_and_foot.rules import check
from canasta_gui.engine.hand_and_foot.state import Phase, new_game
from canasta_gui.engine.rummy.melds import WILD_RANK

from .helpers import build, cs, hand_codes, meld, rank, snapshot, take
from .test_hf_invariants import Setup, choose

POSITIONS = {
    "opened, hand phase": dict(
        hands={0: "9C 9D 9H 2C JK 5C 5D 7S"},
        melds={0: ["5H 5S 5C", "2D 2H 2S"], 1: ["9S 9S 9C"]},
        phase=Phase.PLAY,
    ),
    "book and open meld": dict(
        hands={0: "8C 8D 8H 8S 2C 4C"},
        melds={0: ["8C 8D 8H 8S 8C 8D"]},
        books={0: ["KC KC KD KD KH KH KS"]},
        phase=Phase.PLAY,
    ),
    "unopened": dict(hands={0: "KC KD KH AC AD 2C 5C"}, phase=Phase.PLAY),
    "foot phase, near the end": dict(
        hands={0: "9C 9D 9H 5C"},
        feet={0: None},
        melds={0: ["AC AD AH"]},
        phase=Phase.PLAY,
    ),
}


def _canon(action: act.Meld) -> tuple:
    return (
        tuple(sorted(tuple(sorted(m)) for m in action.melds)),
        tuple(sorted((r, tuple(sorted(c))) for r, c in action.layoffs)),
    )


def _brute_singles(s) -> set:
    """Every single new meld or single lay-off of any group of hand cards that the rules
    accept (as sorted card groups)."""
    hand = [k for k, n in enumerate(s.hands[s.current]) for _ in range(n)]
    groups = {tuple(sorted(g)) for n in range(1, len(hand) + 1) for g in combinations(hand, n)}
    found = set()
    for g in groups:
        for action in [act.Meld((g,))] + [
            act.Meld((), ((r, g),)) for r in (*NATURAL_RANKS, WILD_RANK)
        ]:
            if check(s, action) is None:
                found.add(_canon(action))
    return found


@pytest.mark.parametrize("name", ["opened, hand phase", "book and open meld"])
def test_rules_4_6_exhaustive_single_parts_match_a_brute_force(name):
    """docs/rules.md §4.6: after opening, the exhaustive list holds exactly the single melds and
    lay-offs the rules accept (every suit and wild-card choice)."""
    s = build(**POSITIONS[name])
    listed = {
        _canon(a)
        for a in all_legal_actions(s)
        if isinstance(a, act.Meld) and len(a.melds) + len(a.layoffs) == 1
    }
    assert listed == _brute_singles(s)


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_rules_4_4_every_listed_action_is_accepted_and_compact_is_covered(name):
    """docs/rules.md §4.4: both generators list only accepted actions; every compact meld is
    also in the exhaustive list (up to the order of the cards)."""
    s = build(**POSITIONS[name])
    full = all_legal_actions(s)
    compact = legal_actions(s)
    for a in (*full, *compact):
        assert check(s, a) is None, a
    canon_full = {_canon(a) for a in full if isinstance(a, act.Meld)}
    for a in compact:
        if isinstance(a, act.Meld):
            assert _canon(a) in canon_full, a
        else:
            assert a in full, a


def test_rules_4_8_exhaustive_takes_cover_every_split():
    """docs/rules.md §4.8.1: each split between the open meld and the new meld is a different
    take, and the exhaustive list holds each legal one."""
    s = build(hands={0: "9C 9D 9H 9S 2C 5C"}, pile="7C 9H", melds={0: ["9S 9S 9C 9C 9D"]})
    takes = [a for a in all_legal_actions(s) if isinstance(a, act.TakePile)]
    assert take("9C 9D 9H 9S") in takes or take("9C 9D 9H 9S") in [
        act.TakePile(tuple(sorted(t.cards[:1])) + t.cards[1:]) for t in takes
    ]
    for t in takes:
        assert check(s, t) is None
    kinds = set()
    for t in takes:
        after = s.clone()
        after.apply(t)
        kinds.add(after.books[0][0].kind if after.books[0] else None)
    assert {"clean", "dirty"} <= kinds


@pytest.mark.parametrize("seed", range(6))
def test_rules_4_4_random_play_from_the_deal_only_meets_legal_actions(seed):
    """docs/rules.md §4.4: along random play, every compact action is accepted by ``check``."""
    setup = Setup("default", {}, seed, seed, keen=bool(seed % 2))
    s = setup.new()
    rng = random.Random(seed)
    for _ in range(300):
        if s.is_terminal():
            break
        for a in legal_actions(s):
            assert check(s, a) is None, a
        s.apply(choose(s, setup, rng))


def test_rules_4_10_keen_random_play_goes_out_sometimes():
    """docs/rules.md §4.10: random play that melds eagerly reaches the feet, the books, the
    question and going out, and the deal then scores G = 100."""
    outs = 0
    for seed in range(80):
        setup = Setup("default", {}, seed, seed, keen=True)
        s = setup.new()
        rng = random.Random(seed)
        while s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            s.apply(choose(s, setup, rng))
        result = s.history[-1]
        if result.reason == "out":
            outs += 1
            assert result.sides[result.went_out % 2].going_out == 100
        if outs >= 2:
            break
    assert outs >= 2


# -- plans --------------------------------------------------------------------------------------


def test_rules_4_7_plan_take_and_opening_is_all_or_nothing():
    """docs/rules.md §4.7 / §4.8.3: a staged take plus melds is checked step by step and applied
    whole or not at all; the running opening count is reported."""
    s = build(hands={0: "KC KD AC AD AS 6D 6C 6H"}, pile="AH 2C KH")
    good = [take("KC KD", "AC AD AS"), meld("6D 6C 6H")]
    verdict = validate_plan(s, good)
    assert verdict.ok and verdict.minimum == 50 and verdict.opening_count == 90
    bad = [take("KC KD", "AC AD AS"), meld("6D 6C")]
    before = snapshot(s)
    verdict = validate_plan(s, bad)
    assert not verdict.ok and verdict.failed_step == 1
    with pytest.raises(IllegalAction):
        apply_plan(s, bad)
    assert snapshot(s) == before
    apply_plan(s, good)
    assert s.opened[0] and hand_codes(s, 0) == sorted(["2C", "AH"])


def test_rules_4_6_meld_shape_for_staging():
    """docs/rules.md §4.6: a staged meld is judged by shape alone, its rank slot included."""
    s = build(hands={0: "9C 9D 2C 2D 5C"}, melds={0: ["9S 9S 9C"]}, phase=Phase.PLAY)
    assert check_meld_shape(s, cs("9C 9D 2C")).code == "meld_rank_exists"
    assert check_meld_shape(s, cs("9C 9D 2C 2D")).code == "meld_wild_ratio"
    assert check_meld_shape(s, cs("9C 9D"), s.melds[0][rank("9")]) is None
    assert check_meld_shape(s, cs("5C 2C 2D")).code == "meld_few_naturals"


def test_new_game_lists_a_draw_and_nothing_illegal():
    """docs/rules.md §4.4: the first player starts with a draw (or a take when it qualifies)."""
    s = new_game(seed=1)
    actions = legal_actions(s)
    assert actions[0] == act.DRAW and all(check(s, a) is None for a in actions)
