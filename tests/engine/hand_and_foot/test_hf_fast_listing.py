"""The compact Hand and Foot listing and ``apply_listed`` against the full rule check.

On states reached by seeded random play (uniform or "keen", options drawn as in
``test_hf_invariants``):

* every listed action passes the checked path (``rules.check``), the opening pile
  takes the listing no longer sends through ``check_take`` in the hand phase included;
* for every discard, the checked path's verdict is membership in the listing;
* ``rules.apply_listed`` (a listed meld or pile take built without its checks,
  ``listed.py``) leaves the same state, the same events and melds equal in every
  slot to those of the checked ``rules.apply``.
"""

from __future__ import annotations

import random

from hypothesis import given, settings

from canasta_gui.engine.cards import N_KINDS
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot import rules
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase

from .helpers import snapshot
from .test_hf_invariants import Setup, choose, setups

#: Actions per game checked; random games are cut here to keep the test short.
STEPS = 600


def check_state(s: HandFootState, setup: Setup, step: int) -> None:
    listed = legal_actions(s)
    for a in listed:
        refusal = rules.check(s, a)
        assert refusal is None, f"listed but refused ({refusal}): {setup!r}, step {step}, {a!r}"
    if s.phase != Phase.PLAY:
        return
    members = set(listed)
    for k in range(N_KINDS):
        a = act.Discard(k)
        legal = rules.check(s, a) is None
        assert legal == (a in members), f"{setup!r}, step {step}, {a!r}: legal={legal}"


@settings(max_examples=25)
@given(setups())
def test_fast_listing_and_apply_listed_match_the_rule_check(setup: Setup) -> None:
    s = setup.new()
    rng = random.Random(setup.choice_seed)
    for step in range(STEPS):
        if s.is_terminal():
            break
        check_state(s, setup, step)
        action = choose(s, setup, rng)
        checked = s.clone()
        checked_events = rules.apply(checked, action)
        events = rules.apply_listed(s, action)
        assert events == checked_events, f"{setup!r}, step {step}, {action!r}"
        assert snapshot(s) == snapshot(checked), f"{setup!r}, step {step}, {action!r}"
        # A snapshot rebuilds melds from rank and cards: compare what they hold too.
        assert table_facts(s) == table_facts(checked), f"{setup!r}, step {step}, {action!r}"


def table_facts(s: HandFootState) -> list:
    """Every slot of every open meld and book (``listed.py`` builds them its own way)."""
    melds = [m for side in s.melds for m in side if m is not None]
    melds += [b for side in s.books for b in side]
    return [(type(m), *(getattr(m, name) for name in _MELD_FIELDS), hash(m)) for m in melds]


#: What a meld holds and what is derived from it (named: ``Meld`` keeps its fields on a
#: shared base class, so its own ``__slots__`` is empty).
_MELD_FIELDS = ("rank", "cards", "naturals", "wilds", "value", "size", "is_canasta", "is_natural")
