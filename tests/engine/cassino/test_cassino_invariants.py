"""Hypothesis invariants over random Cassino play, under random option sets.

- docs/rules.md §5.1: the 52 cards are always all accounted for, each once.
- §5.11: without sweeps a round's points total 11, unless cards or spades tie
  (or, §5.10, nobody captured and the leftovers went to no one).
- §1.5: every round and every game ends.
- §1.1: a refused action changes nothing, and ``rules.check`` agrees with ``apply``.
- The legal list is exactly the set of actions ``rules.check`` accepts, found by
  trying every card with every subset of the table and every value.
"""

from __future__ import annotations

import random
from itertools import combinations

from hypothesis import given
from hypothesis import strategies as st

from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import OPTION_SPECS, CassinoConfig
from canasta_gui.engine.cassino.rules import apply, check
from canasta_gui.engine.cassino.state import CassinoState, Phase, new_game
from tests.engine.cassino.helpers import check_invariants, snapshot

CAS_OPTIONS = {k: v for k, (v, _) in OPTION_SPECS.items() if k.startswith("OPT-CAS-")}

option_sets = st.fixed_dictionaries({k: st.sampled_from(v) for k, v in CAS_OPTIONS.items()})


def _subsets(items: list, limit: int | None = None):
    top = len(items) if limit is None else min(limit, len(items))
    for k in range(top + 1):
        yield from combinations(items, k)


def candidates(s: CassinoState) -> set:
    """Every action naming a hand card and table units, with every value 1-13."""
    hand = s.hands[s.current]
    values = [b.value for b in s.builds]
    loose_sets = list(_subsets(s.loose))
    build_sets = list(_subsets(values))
    out: set = set()
    for card in hand:
        out.add(act.Trail(card))
        for ls in loose_sets:
            for bs in build_sets:
                if ls or bs:
                    out.add(act.capture(card, ls, bs))
            for v in range(1, 14):
                if ls:
                    out.add(act.build(card, ls, v))
                for bv in values:
                    out.add(act.add_to_build(card, bv, v, ls))
    return out


def random_illegal(s: CassinoState, rng: random.Random) -> act.Action:
    """A random action naming real cards and values; usually illegal."""
    hand = s.hands[s.current] if s.phase == Phase.PLAY and s.hands[s.current] else [0]
    card = rng.choice(hand + [rng.randrange(52)])
    table = s.loose + [k for b in s.builds for k in b.cards] + [rng.randrange(52)]
    loose = rng.sample(table, rng.randint(0, min(3, len(table))))
    v = rng.randint(1, 13)
    values = [b.value for b in s.builds] + [v]
    return rng.choice(
        [
            act.capture(card, loose, rng.sample(values, rng.randint(0, 1))),
            act.build(card, loose, v),
            act.add_to_build(card, rng.choice(values), v, loose),
            act.Trail(card),
            act.NEXT_ROUND,
        ]
    )


def round_total_ok(s: CassinoState) -> None:
    """§5.11: 11 points without sweeps unless cards or spades tie or nobody took the leftovers."""
    result = s.history[-1]
    sides = result.sides
    without_sweeps = sum(p.total - p.sweeps for p in sides)
    counts = [p.card_count for p in sides]
    spades = [p.spade_count for p in sides]
    tie_cards = counts.count(max(counts)) > 1
    tie_spades = spades.count(max(spades)) > 1
    expected = 11 - 3 * tie_cards - 1 * tie_spades
    if result.leftovers_to is None and s.discarded:
        assert without_sweeps <= expected
    else:
        assert without_sweeps == expected, (without_sweeps, counts, spades)
    assert sum(counts) + len(s.discarded) == 52


@given(
    players=st.sampled_from([2, 3, 4]),
    options=option_sets,
    seed=st.integers(0, 10**6),
)
def test_random_play_keeps_every_invariant(players: int, options: dict, seed: int) -> None:
    cfg = CassinoConfig.make(players, {**options, "OPT-DEAL-LIMIT": "2"})
    s = new_game(cfg, seed)
    rng = random.Random(seed)
    steps = 0
    while not s.is_terminal():
        steps += 1
        assert steps < 500, "the game did not end"
        check_invariants(s)
        legal = legal_actions(s)
        assert legal, "no legal action"
        assert len(legal) == len(set(legal)), "an action is listed twice"
        if rng.random() < 0.3:
            wrong = random_illegal(s, rng)
            refused = check(s, wrong)
            if refused is not None:
                before = snapshot(s)
                try:
                    apply(s, wrong)
                except Exception as err:  # noqa: BLE001 - the type is checked below
                    assert getattr(err, "code", None) == refused.code
                assert snapshot(s) == before, "a refused action changed the state"
        action = rng.choice(legal)
        assert check(s, action) is None
        apply(s, action)
        if s.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            check_invariants(s)
            round_total_ok(s)
    assert s.winners and len(s.history) <= 2


@given(players=st.sampled_from([2, 3, 4]), options=option_sets, seed=st.integers(0, 10**6))
def test_legal_list_is_exactly_what_the_rules_accept(
    players: int, options: dict, seed: int
) -> None:
    cfg = CassinoConfig.make(players, options)
    s = new_game(cfg, seed)
    rng = random.Random(seed)
    compared = 0
    for _ in range(60):
        if s.phase != Phase.PLAY:
            break
        legal = legal_actions(s)
        if compared < 2 and len(s.loose) <= 5 and rng.random() < 0.3:
            accepted = {a for a in candidates(s) if check(s, a) is None}
            assert set(legal) == accepted, set(legal) ^ accepted
            compared += 1
        apply(s, rng.choice(legal))


def test_legal_list_check_covers_every_rule_variant() -> None:
    """The same comparison on fixed seeds, so that it surely runs for each variant."""
    variants = [
        {},
        {"OPT-CAS-GATHER-INTO-BUILD": "ALLOWED", "OPT-CAS-PAIR-AS-SUM": "ALLOWED"},
        {"OPT-CAS-FACE-PAIR-BUILD": "ALLOWED", "OPT-CAS-GATHER-INTO-BUILD": "ALLOWED"},
        {"OPT-CAS-CAPTURE-BUILD-WITH-LOOSE": "ALLOWED", "OPT-CAS-COURT-CAPTURE": "ONE"},
        {"OPT-CAS-TRAIL": "NOT-A-CAPTURING-CARD", "OPT-CAS-OWNER-MUST-ACT": "OFF"},
        {"OPT-CAS-TRAIL": "FREE", "OPT-CAS-INCREASE": "FORBIDDEN"},
    ]
    for options in variants:
        compared = 0
        for seed in range(6):
            s = new_game(CassinoConfig.make(2 + seed % 3, options), f"variant-{seed}")
            rng = random.Random(seed)
            while s.phase == Phase.PLAY:
                legal = legal_actions(s)
                if len(s.loose) <= 4 and (s.builds or rng.random() < 0.1):
                    accepted = {a for a in candidates(s) if check(s, a) is None}
                    assert set(legal) == accepted, (options, set(legal) ^ accepted)
                    compared += 1
                apply(s, rng.choice(legal))
        assert compared >= 10, options


@given(players=st.sampled_from([2, 3, 4]), options=option_sets, seed=st.integers(0, 10**6))
def test_whole_games_end(players: int, options: dict, seed: int) -> None:
    """§1.5: without a deal limit a game still ends (a tie at the target replays)."""
    s = new_game(CassinoConfig.make(players, options), seed)
    rng = random.Random(seed)
    for _ in range(100 * 52):
        if s.is_terminal():
            break
        apply(s, rng.choice(legal_actions(s)))
    assert s.is_terminal()
    assert any(s.scores[w] >= s.config.target for w in s.winners)
    assert s.returns() == s.scores
