"""The compact Canasta listing, worked out on counts, against the full rule check.

``legal.legal_actions`` judges most candidates by arithmetic on the hand's rank counts
and the side's melds instead of running ``check_meld`` / ``check_take`` on each. On
states reached by seeded random play, in configurations and option sets drawn as in
``test_canasta_invariants``:

* every listed action passes the checked path (``rules.check``);
* for every candidate of the shapes the compact listing covers (one rank's naturals
  alone or with one wild card, the same as a lay-off, one wild card laid off, the pile
  taken with naturals and at most one wild card, any discard, the question to the
  partner), the checked path's
  verdict is membership in the listing;
* ``rules.apply_listed`` (no check again) leaves the same state and the same events as
  the checked ``rules.apply``.
"""

from __future__ import annotations

from hypothesis import given, settings

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta import legal, rules
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.state import CanastaState, Phase
from canasta_gui.engine.cards import ACE, FOUR, JOKER, N_KINDS, TWO_KINDS
from tests.engine.test_canasta_invariants import Setup, describe, setups, snapshot

#: Actions per game checked; random games are cut here to keep the test short.
STEPS = 400


def _wild_singles(hand: list[int]) -> list[tuple[int, ...]]:
    """The wild cards the compact listing offers: a joker, and the first 2 held."""
    out: list[tuple[int, ...]] = []
    if hand[JOKER]:
        out.append((JOKER,))
    two = next((k for k in TWO_KINDS if hand[k]), None)
    if two is not None:
        out.append((two,))
    return out


def _naturals(hand: list[int], rank: int) -> tuple[int, ...]:
    return tuple(k for k in range(rank * 4, rank * 4 + 4) for _ in range(hand[k]))


def compact_candidates(s: CanastaState) -> list[act.Action]:
    """Actions of the shapes the compact listing covers, legal or not (opened side only)."""
    p = s.current
    side = s.config.side_of[p]
    if not s.opened[side]:
        return []
    hand = s.hands[p]
    most = s.config.meld_rules.max_size
    singles = _wild_singles(hand)
    out: list[act.Action] = []
    if s.phase == Phase.DRAW:
        if not s.pile:
            return []
        rank = s.pile[-1] >> 2
        nat = _naturals(hand, rank) if FOUR <= rank <= ACE else ()
        out.append(act.TakePile(()))
        for n in {1, 2, len(nat)}:
            if 1 <= n <= len(nat):
                for wild in [(), *singles]:
                    out.append(act.TakePile(nat[:n] + wild))
        return out
    if s.phase != Phase.PLAY:
        return []
    melds = s.melds[side]
    for r in range(FOUR, ACE + 1):
        nat = _naturals(hand, r)
        target = melds[r]
        if most:
            nat = nat[: max(0, most - (target.size if target is not None else 0))]
        if nat:
            out.append(act.Meld((nat,)))
            out.append(act.Meld((), ((r, nat),)))
            out.extend(act.Meld((nat + w,)) for w in singles)
        out.extend(act.Meld((), ((r, w),)) for w in singles)
    out.extend(act.Discard(k) for k in range(N_KINDS))
    if s.config.partnership:
        partners = s.config.partners_of(p)
        out.extend(act.AskGoOut(q) for q in ([None] if len(partners) == 1 else partners))
    return out


def check_state(s: CanastaState, setup: Setup, step: int) -> None:
    listed = legal_actions(s)
    for a in listed:
        refusal = rules.check(s, a)
        assert refusal is None, f"listed but refused ({refusal}): {describe(setup, step, a)}"
    members = set(listed)
    for a in compact_candidates(s):
        legal = rules.check(s, a) is None
        assert legal == (a in members), (
            f"checked path says {'legal' if legal else 'illegal'}, listing disagrees: "
            + describe(setup, step, a)
        )


@settings(max_examples=30)
@given(setups())
def test_fast_listing_matches_the_rule_check(setup: Setup) -> None:
    s = setup.new()
    rng = setup.rng()
    for step in range(STEPS):
        if s.is_terminal():
            break
        check_state(s, setup, step)
        action = rng.choice(legal_actions(s))
        checked = s.clone()
        checked_events = rules.apply(checked, action)
        events = rules.apply_listed(s, action)
        assert events == checked_events, describe(setup, step, action)
        assert snapshot(s) == snapshot(checked), describe(setup, step, action)


@settings(max_examples=20)
@given(setups())
def test_lone_count_from_the_walk_gives_the_search_answer(setup: Setup) -> None:
    """An opened side's play listing counts lone naturals on its rank walk and skips the
    go-out search when they are too many (the search's own first test): the plan, and
    so the going-out meld and the question, are what the search alone would give."""
    s = setup.new()
    rng = setup.rng()
    for step in range(STEPS):
        if s.is_terminal():
            break
        p = s.current
        side = s.config.side_of[p]
        if s.phase == Phase.PLAY and s.opened[side]:
            walked: list[act.Meld] = []
            lone = legal._compact_after_opening(s, p, s.hands[p], s.melds[side], walked)
            plan = legal._go_out_plan(s)
            assert legal._go_out_plan(s, lone) == plan, describe(setup, step, None)
            composite = legal._go_out_meld(s, plan)
            expected = walked + ([composite] if composite and composite not in walked else [])
            expected += legal._discard_options(s) + legal._ask_options(s, plan is not None)
            assert legal_actions(s) == expected, describe(setup, step, None)
        rules.apply_listed(s, rng.choice(legal_actions(s)))
