"""Every listed build is a real build, judged by brute force (docs/rules.md §5.5, §5.7).

For random positions under random build options, each ``Build`` and ``AddToBuild``
in the legal list is applied, and the build it leaves is checked with the
separately written partition search of the capture reference: its cards split
into groups worth its value, one group for a single build and several for a
multiple one, the played card is in it, and its owner holds a card of its value.
"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.rules import apply
from canasta_gui.engine.cassino.state import Phase, new_game
from tests.engine.cassino.test_cassino_captures_reference import partitions, value


def group_counts(cards: list[int], v: int) -> set[int]:
    """The numbers of groups worth v that ``cards`` can be split into."""
    if v > 10:
        return {len(cards)} if all(value(c) == v for c in cards) else set()
    return {len(p) for p in partitions(cards) if all(sum(value(x) for x in g) == v for g in p)}


@given(
    players=st.sampled_from([2, 3, 4]),
    gather=st.booleans(),
    pair_as_sum=st.booleans(),
    face_pair=st.booleans(),
    seed=st.integers(0, 10**6),
)
def test_every_listed_build_is_a_real_build(
    players: int, gather: bool, pair_as_sum: bool, face_pair: bool, seed: int
) -> None:
    options = {
        "OPT-CAS-GATHER-INTO-BUILD": "ALLOWED" if gather else "FORBIDDEN",
        "OPT-CAS-PAIR-AS-SUM": "ALLOWED" if pair_as_sum else "FORBIDDEN",
        "OPT-CAS-FACE-PAIR-BUILD": "ALLOWED" if face_pair else "FORBIDDEN",
    }
    s = new_game(CassinoConfig.make(players, options), seed)
    rng = random.Random(seed)
    while s.phase == Phase.PLAY:
        legal = legal_actions(s)
        for a in legal:
            if not isinstance(a, (act.Build, act.AddToBuild)):
                continue
            if not gather:
                assert len(a.loose) == (1 if isinstance(a, act.Build) else 0)
            after = s.clone()
            apply(after, a)
            b = next(b for b in after.builds if b.value == a.value)
            assert a.card in b.cards and b.owner == s.current
            counts = group_counts(list(b.cards), b.value)
            assert len(counts) == 1, f"{a}: {b} does not split into groups worth {b.value}"
            assert (counts.pop() > 1) == b.multiple  # one group: single; several: multiple
            if not pair_as_sum and len(b.cards) == 2 and b.cards[0] // 4 == b.cards[1] // 4:
                assert b.multiple, "two cards of one rank make a pair, not a sum"
            assert any(value(c) == b.value for c in after.hands[s.current])
        apply(s, rng.choice(legal))
