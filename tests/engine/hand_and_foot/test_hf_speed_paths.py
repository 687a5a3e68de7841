"""The Hand and Foot engine's fast paths against the plain code they stand in for.

* ``start_deal`` deals hands and feet as one card at a time, clockwise from the
  dealer's left, all hands then all feet (docs/rules.md §4.3);
* the compact lay-off/new-meld listing and the opening candidates equal the
  straightforward per-card versions kept here as references, on random hands and
  random open melds.

``test_hf_fast_listing`` holds ``rules.apply_listed`` (``listed.py``) to ``rules.apply``.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_gui.engine import cards
from canasta_gui.engine.cards import ACE, FOUR, JOKER, N_KINDS, RUMMY_VALUE, TWO
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot import legal_compact
from canasta_gui.engine.hand_and_foot.options import FOOT_SIZE, HAND_SIZE, HandFootConfig
from canasta_gui.engine.hand_and_foot.state import new_game, start_deal
from canasta_gui.engine.rummy.groups import wild_cards
from canasta_gui.engine.rummy.meld_rules import COMPLETE
from canasta_gui.engine.rummy.melds import WILD_RANK, Meld

# -- the deal ---------------------------------------------------------------------------------


@settings(max_examples=30)
@given(st.text(max_size=12), st.integers(0, 3))
def test_hands_and_feet_are_dealt_one_card_at_a_time(seed: str, deal_no: int) -> None:
    """The reference deal: shuffle, then pop cards off the stock in turn (§1.5, §4.3)."""
    s = new_game(HandFootConfig.make({"OPT-HF-UPCARD": "NONE"}), seed)
    if deal_no:
        s.deal_no = deal_no
        start_deal(s, [])
    n = s.config.players
    stock = cards.shuffled_deck(s.config.decks, f"{s.seed}/deal-{s.deal_no}")
    first = (s.dealer + 1) % n
    hands = [[0] * N_KINDS for _ in range(n)]
    feet = [[0] * N_KINDS for _ in range(n)]
    for rows, size in ((hands, HAND_SIZE), (feet, FOOT_SIZE)):
        for _ in range(size):
            for i in range(n):
                rows[(first + i) % n][stock.pop()] += 1
    assert s.hands == hands
    assert s.feet == feet
    assert s.stock == stock
    assert s.current == first


# -- the compact listing ----------------------------------------------------------------------


def _reference_parts(slots: list, hand: list[int]) -> list[act.Meld]:
    """``legal_compact._compact_parts`` spelt out card by card."""
    wilds = wild_cards(hand)
    wild = wilds[0] if wilds else -1
    out = []
    for r in range(FOUR, ACE + 1):
        nat = tuple(k for k in range(r * 4, r * 4 + 4) for _ in range(hand[k]))
        meld = slots[r]
        if meld is None:
            if len(nat) >= 3:
                out.append(act.Meld((nat[:COMPLETE],)))
            elif len(nat) == 2 and wild >= 0:
                out.append(act.Meld((nat + (wild,),)))
        else:
            if nat:
                out.append(act.Meld((), ((r, nat[: COMPLETE - meld.size]),)))
            if wild >= 0 and meld.naturals >= 2 * meld.wilds + 2:
                out.append(act.Meld((), ((r, (wild,)),)))
    if wilds:
        meld = slots[WILD_RANK]
        if meld is not None:
            out.append(act.Meld((), ((WILD_RANK, tuple(wilds[: COMPLETE - meld.size])),)))
        elif len(wilds) >= 3:
            out.append(act.Meld((tuple(wilds[:COMPLETE]),)))
    return out


def _reference_openings(hand: list[int], skip: int, need: int) -> list:
    """``legal_compact.compact_openings`` with every meld valued card by card."""
    spare = wild_cards(hand)
    cands = []
    for r in range(FOUR, ACE + 1):
        if r == skip:
            continue
        nat = tuple(k for k in range(r * 4, r * 4 + 4) for _ in range(hand[k]))
        if len(nat) >= 3:
            nat = nat[:COMPLETE]
        elif len(nat) == 2 and spare:
            nat = nat + (spare.pop(0),)
        else:
            continue
        cands.append((sum(RUMMY_VALUE[c] for c in nat), nat))
    if skip != WILD_RANK and len(spare) >= 3:
        group = tuple(spare[:COMPLETE])
        cands.append((sum(RUMMY_VALUE[c] for c in group), group))
    out: list = [()] if need <= 0 else []
    if sum(v for v, _m in cands) < need or not cands:
        return out
    cands.sort(key=lambda vm: -vm[0])
    got, value = [], 0
    for v, m in cands:
        got.append(m)
        value += v
        if value >= need:
            break
    for group in (tuple(got), tuple(m for _v, m in cands)):
        if group not in out:
            out.append(group)
    for v, m in cands[1:]:
        if v >= need and len(out) < legal_compact.COMPACT_OPENINGS:
            out.append((m,))
    return out


_WILDS = (*range(TWO * 4, TWO * 4 + 4), JOKER)


@st.composite
def hands_and_slots(draw) -> tuple[list[int], list]:
    hand = [0] * N_KINDS
    for card in draw(st.lists(st.integers(8, JOKER), max_size=22)):  # 4s to jokers
        hand[card] += 1
    for card in draw(st.lists(st.sampled_from(_WILDS), max_size=5)):
        hand[card] += 1
    slots: list = [None] * 14
    for r in draw(st.lists(st.sampled_from([*range(FOUR, ACE + 1), WILD_RANK]), unique=True)):
        if r == WILD_RANK:
            size = draw(st.integers(3, 6))
            slots[r] = Meld(r, tuple(draw(st.sampled_from(_WILDS)) for _ in range(size)))
            continue
        naturals = draw(st.integers(2, 6))
        wilds = draw(st.integers(0, min(naturals // 2, 6 - naturals)))
        group = tuple(r * 4 + (i % 4) for i in range(naturals)) + (JOKER,) * wilds
        slots[r] = Meld(r, group)
    return hand, slots


@settings(max_examples=300)
@given(hands_and_slots())
def test_compact_parts_equal_the_reference(case: tuple[list[int], list]) -> None:
    hand, slots = case
    assert legal_compact._compact_parts(slots, hand) == _reference_parts(slots, hand)


@settings(max_examples=300)
@given(
    hands_and_slots(),
    st.sampled_from([-1, *range(FOUR, ACE + 1), WILD_RANK]),
    st.sampled_from([0, 15, 50, 90, 120, 150]),
)
def test_compact_openings_equal_the_reference(case, skip: int, need: int) -> None:
    hand, _slots = case
    assert legal_compact.compact_openings(hand, skip, need) == _reference_openings(hand, skip, need)
