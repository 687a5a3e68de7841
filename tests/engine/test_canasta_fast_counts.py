"""What the fast Canasta paths keep or look up, against working it out again.

The listing and ``rules.apply_listed`` lean on values kept as the state changes and on
tables made once per rule set (tests/engine/test_canasta_fast_listing.py holds the
listing itself to the full rule check). Here, on states reached by seeded random play
in configurations and option sets drawn as in ``test_canasta_invariants``:

* every meld on the table, after every action, has the counts a recount of its cards
  gives (a lay-off extends a meld's counts instead of counting all its cards again);
* the go-out search, which judges each choice of final discard on per-rank totals and
  gives up when even every wild card cannot make the canastas asked for or give each
  pair its wild card, gives the answer of trying every choice in full;
* the shape, lay-off, capacity and freezing tables answer as the functions they stand
  for.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings

from canasta_gui.engine.canasta import (
    CanastaConfig,
    goout,
    legal,
    legal_openings,
    legal_takes,
    new_game,
    rules,
)
from canasta_gui.engine.canasta.options import PRESETS
from canasta_gui.engine.canasta.state import CanastaState, Phase, freezes
from canasta_gui.engine.cards import (
    ACE,
    BLACK3_KINDS,
    FIVE,
    FOUR,
    JOKER,
    KING,
    N_KINDS,
    NINE,
    RED3_KINDS,
    RUMMY_VALUE,
    SIX,
    THREE,
    TWO,
    TWO_KINDS,
)
from canasta_gui.engine.rummy.meld_rules import extend_shape_ok, new_shape_ok
from canasta_gui.engine.rummy.melds import Meld
from tests.engine.test_canasta_invariants import Setup, describe, setups

#: Actions per game checked; random games are cut here to keep the test short.
STEPS = 400


def recounted(meld: Meld) -> tuple:
    """A meld's counts worked out from its cards alone."""
    wilds = sum(1 for c in meld.cards if c == JOKER or c >> 2 == TWO)
    size = len(meld.cards)
    return (
        size,
        wilds,
        size - wilds,
        sum(RUMMY_VALUE[c] for c in meld.cards),
        size >= 7,
        wilds == 0,
        hash((meld.rank, meld.cards)),
    )


def kept(meld: Meld) -> tuple:
    return (
        meld.size,
        meld.wilds,
        meld.naturals,
        meld.value,
        meld.is_canasta,
        meld.is_natural,
        hash(meld),
    )


def check_melds(s: CanastaState, where: str) -> None:
    for side in s.melds:
        for meld in side:
            if meld is not None:
                assert type(meld) is Meld, where
                assert kept(meld) == recounted(meld), where
                assert meld == Meld(meld.rank, meld.cards), where


def reference_search(
    config: CanastaConfig,
    hand: Sequence[int],
    side_melds: Sequence[Meld | None],
    opened: bool,
    minimum: int,
    discard_allowed: bool,
) -> goout.GoOutPlan | None:
    """The go-out search without its shortcuts: every choice of final discard, in kind
    order after "no discard", each worked out alone (``_reference_try``)."""
    naturals = [0] * 13
    for r in range(FOUR, ACE + 1):
        naturals[r] = sum(hand[r * 4 : r * 4 + 4])
    jokers = hand[JOKER]
    twos = sum(hand[k] for k in TWO_KINDS)
    black3 = sum(hand[k] for k in BLACK3_KINDS)
    total_value = 0 if opened else sum(RUMMY_VALUE[k] * n for k, n in enumerate(hand))
    orphans = [r for r in range(FOUR, ACE + 1) if naturals[r] == 1 and side_melds[r] is None]
    forced = len(orphans) + (1 if black3 in (1, 2) else 0) + (1 if black3 == 2 else 0)
    if forced > (1 if discard_allowed else 0):
        return None
    if forced == 1:
        if orphans:
            r = orphans[0]
            choices: list[int | None] = [next(k for k in range(r * 4, r * 4 + 4) if hand[k])]
        else:
            choices = [next(k for k in BLACK3_KINDS if hand[k])]
    else:
        choices = [None]
        if discard_allowed:
            choices += [k for k, n in enumerate(hand) if n and (k == JOKER or k >> 2 != TWO)]
            choices += [k for k in TWO_KINDS if hand[k]][:1]
    for discard in choices:
        plan = _reference_try(
            config,
            hand,
            naturals,
            jokers,
            twos,
            black3,
            total_value,
            side_melds,
            opened,
            minimum,
            discard,
        )
        if plan is not None:
            return plan
    return None


def _reference_try(
    config: CanastaConfig,
    hand: Sequence[int],
    naturals_in: list[int],
    jokers: int,
    twos: int,
    black3: int,
    total_value: int,
    side_melds: Sequence[Meld | None],
    opened: bool,
    minimum: int,
    discard: int | None,
) -> goout.GoOutPlan | None:
    """One choice of final discard worked out alone, rank by rank: the engine's rule
    restated in one piece, without ``_choose``'s shortcuts (the totals tested first, each
    rank's slot reused across discards), which it checks; it shares the capacities and
    the plan's layout (``goout._capacities``, ``goout._build``) and its greedy choice of
    canastas (cheapest first), so a mistake in that greedy would pass here unseen."""
    naturals = naturals_in[:]
    if discard is not None:
        if discard == JOKER:
            jokers -= 1
        elif discard >> 2 == 0:
            twos -= 1
        elif discard in BLACK3_KINDS:
            black3 -= 1
        else:
            naturals[discard >> 2] -= 1
    if black3 in (1, 2):
        return None
    if not opened and total_value - (RUMMY_VALUE[discard] if discard is not None else 0) < minimum:
        return None
    rules = config.meld_rules
    caps = goout._capacities(rules)
    most = rules.max_size
    no_wild_on_natural = rules.no_wild_on_natural
    # slots: (rank, size after naturals, spare wild capacity, required wilds, existing)
    slots: list[tuple[int, int, int, int, int]] = []
    extra: list[int] = []
    costs: list[tuple[int, int]] = []  # (wild cards that complete a canasta, slot index)
    required = capacity = have = 0
    for r in range(FOUR, ACE + 1):
        n = naturals[r]
        meld = side_melds[r]
        if meld is not None:
            size = meld.size + n
            if most and size > most:
                return None
            cap = caps[meld.naturals + n] - meld.wilds
            if no_wild_on_natural and meld.is_natural and size >= 7:
                cap = 0
            req = 0
            existing = 1
        elif n >= 2:
            if most and n > most:
                return None
            cap = 0 if (no_wild_on_natural and n >= 7) else caps[n]
            size = n
            req = 1 if n == 2 else 0
            required += req
            existing = 0
        elif n == 1:
            return None
        else:
            continue
        if size < 7 and 7 - size <= cap:
            costs.append((7 - size - req, len(slots)))
        slots.append((r, size, cap, req, existing))
        extra.append(req)
        capacity += cap
        if size >= 7:
            have += 1
    wild = jokers + twos
    if not required <= wild <= capacity:
        return None
    spare = wild - required
    costs.sort()
    for cost, i in costs:
        if cost > spare:
            break
        spare -= cost
        extra[i] += cost
        have += 1
    if have < config.canastas_to_go_out:
        return None
    if len(slots) + (1 if black3 else 0) < config.melds_to_go_out:
        return None
    for i, slot in enumerate(slots):
        take = min(slot[2] - extra[i], spare)
        extra[i] += take
        spare -= take
    return goout._build(hand, slots, extra, black3, discard)


def check_search(s: CanastaState, where: str) -> None:
    """Each player's go-out question on this state, searched both ways."""
    cfg = s.config
    for p in range(cfg.players):
        side = cfg.side_of[p]
        opened = s.opened[side]
        minimum = 0 if opened else s.minimum(side)
        for discard_allowed in (True, False):
            args = (cfg, s.hands[p], s.melds[side], opened, minimum, discard_allowed)
            assert goout._search(*args) == reference_search(*args), f"player {p}, {where}"


@settings(max_examples=30)
@given(setups())
def test_kept_counts_and_the_go_out_search_match_a_recount(setup: Setup) -> None:
    s = setup.new()
    rng = setup.rng()
    for step in range(STEPS):
        if s.is_terminal():
            break
        where = describe(setup, step, None)
        check_melds(s, where)
        if s.phase in (Phase.PLAY, Phase.DRAW, Phase.LAST_MELD):
            check_search(s, where)
        rules.apply_listed(s, rng.choice(legal.legal_actions(s)))
    check_melds(s, describe(setup, STEPS, None))


def _hand(*cards: int) -> list[int]:
    row = [0] * N_KINDS
    for c in cards:
        row[c] += 1
    return row


@pytest.mark.parametrize("discard_allowed", [True, False])
@pytest.mark.parametrize("jokers", [0, 1, 2, 3])
@pytest.mark.parametrize("lone", [False, True])
def test_pairs_beyond_the_wild_cards_leave_no_way_out(
    jokers: int, lone: bool, discard_allowed: bool
) -> None:
    """Two pairs (each a new meld only with a wild card, §3.7.2) and ``jokers`` wild
    cards, beside a canasta on the table, with or without a lone 9 to discard: the
    search's shortcut (more pairs than wild cards) answers as trying every choice."""
    config = CanastaConfig.make(4, 2)
    melds: list[Meld | None] = [None] * 14
    melds[KING] = Meld(KING, tuple(KING * 4 + i % 4 for i in range(7)))
    cards = [FIVE * 4, FIVE * 4 + 1, SIX * 4, SIX * 4 + 2] + [JOKER] * jokers
    if lone:
        cards.append(NINE * 4)
    hand = _hand(*cards)
    args = (config, hand, melds, True, 0, discard_allowed)
    found = goout._search(*args)
    assert found == reference_search(*args)
    # Each pair needs its own wild card; a lone 9 needs the final discard.
    assert (found is not None) == (jokers >= 2 and (discard_allowed or not lone))


def test_extended_melds_keep_the_counts_of_their_cards() -> None:
    base = Meld(FOUR, (16, 17))
    for more in [(18,), (JOKER,), (0, 19), (JOKER, 1, 2), (16, 16, 17, 18, 19)]:
        grown = base.extended(more)
        assert kept(grown) == recounted(grown)
        assert grown == Meld(FOUR, base.cards + more)
        assert kept(grown) == kept(Meld(FOUR, base.cards + more))
    black3 = Meld(THREE, BLACK3_KINDS * 2)
    assert kept(black3) == recounted(black3)


def test_a_built_meld_is_still_frozen() -> None:
    meld = Meld(FOUR, [16, 17, JOKER])  # a list of cards becomes the meld's tuple
    assert meld.cards == (16, 17, JOKER) and type(meld) is Meld
    with pytest.raises(AttributeError):
        meld.size = 9  # type: ignore[misc]


def _configs() -> list[CanastaConfig]:
    out = [CanastaConfig.make(4, 2, {"OPT-DEAL-LIMIT": "1"}, name) for name in PRESETS]
    for options in (
        {"OPT-CAN-WILD-LIMIT": "NOT-OUTNUMBER"},
        {"OPT-CAN-WILD-ON-NATURAL-CANASTA": "FORBIDDEN"},
        {"OPT-CAN-CANASTA-MAX": "8", "OPT-CAN-WILD-LIMIT": "TWO-NATURALS-PER-WILD"},
        {"OPT-CAN-BLACK3": "FREEZE"},
    ):
        out.append(CanastaConfig.make(6, 3, {"OPT-DEAL-LIMIT": "1", **options}))
    return out


@pytest.mark.parametrize("config", _configs(), ids=lambda c: c.name)
def test_tables_answer_as_the_functions(config: CanastaConfig) -> None:
    # A few deals of random play first: the lay-off shapes of pile takes are filled in as
    # the listing asks for them.
    for d in range(3):
        s = new_game(config, f"tables/{d}")
        rng = random.Random(d)
        while not s.is_terminal() and s.phase != Phase.DEAL_OVER:
            rules.apply_listed(s, rng.choice(legal.legal_actions(s)))
    mr = config.meld_rules
    shape = legal_openings._shape_table(mr)
    caps = goout._capacities(mr)
    limit_ok, shape_ok, layoff_ok = legal._tables(mr)
    extend_ok = legal_takes._extend_table(mr)
    checked = 0
    for n in range(0, 30):
        assert caps[n] == mr.capacity(n)
        assert limit_ok[n] == (mr.wild_limit.violation(n, 1) is None)
        assert shape_ok[n] == new_shape_ok(mr, n, 1)
        for w in range(4):
            assert shape[n][w] == new_shape_ok(mr, n, w)
    for naturals in range(2, 14):
        for wilds in range(0, 4):
            meld = Meld(FOUR, (16,) * naturals + (JOKER,) * wilds)
            within = mr.wild_limit.violation(naturals, wilds + 1) is None
            expected = 0 if not within else 2 if extend_shape_ok(mr, meld, 0, 1) else 1
            assert layoff_ok[naturals][wilds] == expected
            for n in range(0, 5):
                for w in range(0, 2):
                    key = (naturals, wilds, n, w)
                    if key in extend_ok:
                        assert extend_ok[key] == extend_shape_ok(mr, meld, n, w)
                        checked += 1
    assert checked  # the pile takes of the deals above asked some
    black3_freezes = config.opt("OPT-CAN-BLACK3") == "FREEZE"
    for k in range(N_KINDS):
        rule = (
            k == JOKER or k >> 2 == TWO or k in RED3_KINDS or (black3_freezes and k in BLACK3_KINDS)
        )
        assert config.freezing[k] == rule == freezes(k, config)
