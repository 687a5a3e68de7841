"""Can this player still go out this turn, and how? (docs/rules.md §3.12.3 "able to go out").

The test depends only on the hand, the side's melds, whether the side has
opened, the options and whether a discard may follow. It works by rank counts:
each choice of final discard leaves naturals that must join a meld (an existing
one, or a new one of at least two), wild cards that must fit the melds'
spare capacity, and black 3s that must form one meld of three or more (§3.7.8,
§3.12.5). Wild cards left over go first to the melds they bring nearest to a
canasta, which maximises the number of canastas the side ends with.
"""

from __future__ import annotations

from collections.abc import Sequence

from canasta_gui.engine.canasta.options import CanastaConfig
from canasta_gui.engine.cards import (
    ACE,
    BLACK3_KINDS,
    FOUR,
    JOKER,
    RUMMY_VALUE,
    TWO_KINDS,
)
from canasta_gui.engine.rummy.melds import Meld

GoOutPlan = tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, tuple[int, ...]], ...], int | None]


def go_out_plan(
    config: CanastaConfig,
    hand: Sequence[int],
    side_melds: Sequence[Meld | None],
    opened: bool,
    minimum: int,
    discard_allowed: bool = True,
    screened: bool = False,
) -> GoOutPlan | None:
    """A way to empty ``hand`` this turn, or ``None``.

    The plan is ``(new melds, lay-offs, final discard or None)``. ``minimum`` is
    the opening count still required when the side has not opened (0 if waived).
    ``screened`` says the caller has already counted the lone cards (``_lone_cards``)
    and found no more than the final discard can take.
    """
    # Most hands hold two cards that could only be the final discard (the first test of
    # ``_search``), answered by a quicker walk.
    if not screened and _lone_cards(hand, side_melds, 1 if discard_allowed else 0):
        return None
    return _search(config, hand, side_melds, opened, minimum, discard_allowed)


# The answers of the searches that pass their first tests (``_search``); keys hold only
# immutable values.
_CACHE: dict = {}
_CACHE_SIZE = 50_000
_MISSING = object()


def _lone_cards(hand: Sequence[int], side_melds: Sequence[Meld | None], allowed: int) -> bool:
    """More than ``allowed`` cards can only be the final discard: a natural with no
    partner in hand and no meld to join, or black 3s fewer than a meld of three
    (§3.12.5)."""
    black3 = hand[_B3_0] + hand[_B3_1]
    n = black3 if black3 < 3 else 0
    if n > allowed:
        return True
    for r, b0, b1, b2, b3 in _RANK_KINDS:
        if side_melds[r] is None and hand[b0] + hand[b1] + hand[b2] + hand[b3] == 1:
            n += 1
            if n > allowed:
                return True
    return False


_RANKS = tuple(range(FOUR, ACE + 1))
#: ``(rank, its four card kinds)`` for those ranks: the walks over the hand read each.
_RANK_KINDS = tuple((r, r * 4, r * 4 + 1, r * 4 + 2, r * 4 + 3) for r in _RANKS)
#: The ranks whose cards may be a final discard, in kind order (all but the 2s).
_CHOICE_RANKS = tuple(range(1, ACE + 1))
_B3_0, _B3_1 = BLACK3_KINDS


def _search(
    config: CanastaConfig,
    hand: Sequence[int],
    side_melds: Sequence[Meld | None],
    opened: bool,
    minimum: int,
    discard_allowed: bool,
) -> GoOutPlan | None:
    most = config.meld_rules.max_size
    jokers = hand[JOKER]
    twos = hand[0] + hand[1] + hand[2] + hand[3]
    black3 = hand[_B3_0] + hand[_B3_1]
    # One pass over the ranks: the naturals of each, and the ranks that have a meld or
    # naturals (in rank order), whose needs are worked out once the first tests pass.
    naturals = [0] * 13
    used = []
    # A natural with no partner in hand and no meld to join can only be the final
    # discard, and so can a lone black 3 (§3.12.5): two such cards and nothing works.
    orphans = []
    # At most how many canastas the side can show after going out: a rank reaches seven
    # cards only with all its naturals and at most every wild card held (what ``_choose``
    # counts can only be fewer, whatever the discard).
    wild = jokers + twos
    canastas = 0
    pairs = 0  # new melds of two naturals, each asking for a wild card (§3.7.2)
    for r, b0, b1, b2, b3 in _RANK_KINDS:
        n = hand[b0] + hand[b1] + hand[b2] + hand[b3]
        meld = side_melds[r]
        if meld is None:
            if not n:
                continue
            naturals[r] = n
            if n == 1:
                orphans.append(r)
            else:
                if n == 2:
                    pairs += 1
                if n + wild >= 7:
                    canastas += 1
        else:
            naturals[r] = n
            if meld.size + n + wild >= 7:
                canastas += 1
        used.append(r)
    forced = len(orphans) + (1 if black3 in (1, 2) else 0) + (1 if black3 == 2 else 0)
    if forced > (1 if discard_allowed else 0) or canastas < config.canastas_to_go_out:
        return None
    if pairs > wild and not most:
        # More pairs than wild cards to make them melds, whatever the discard: no choice
        # below needs fewer wild cards (a pair's natural discarded leaves a lone one that
        # cannot go down, a third natural makes a pair more) and none brings more (see
        # ``_slot``), so every choice fails the totals test. A size cap could only
        # keep more cards out of melds; it is left to the full search for simplicity (the
        # listing's walk does not count pairs under a cap either).
        return None
    # The questions that get this far are the costly ones, and the same one comes
    # again (a state listed twice, the question to the partner, the "yes" check): their
    # answers are remembered. The key holds each meld's naturals and wild cards (all
    # the search reads of it), one number per rank slot: a key of plain numbers keeps
    # no meld of a past deal alive, and the garbage collector stops following it after
    # its first pass. Questions the tests above answer are not: the key would cost
    # more than they do, and in random play most are never asked twice.
    melds = tuple([-1 if m is None else m.naturals << 6 | m.wilds for m in side_melds])
    key = (config.goout_key, tuple(hand), melds, opened, minimum, discard_allowed)
    found = _CACHE.get(key, _MISSING)
    if found is _MISSING:
        if len(_CACHE) > _CACHE_SIZE:
            _CACHE.clear()
        found = _CACHE[key] = _choose(
            config,
            hand,
            side_melds,
            opened,
            minimum,
            discard_allowed,
            naturals,
            used,
            orphans,
        )
    return found


def _choose(
    config: CanastaConfig,
    hand: Sequence[int],
    side_melds: Sequence[Meld | None],
    opened: bool,
    minimum: int,
    discard_allowed: bool,
    naturals: list[int],
    used: list[int],
    orphans: list[int],
) -> GoOutPlan | None:
    """``_search`` past its first tests: each choice of final discard, in kind order after
    "no discard", judged on the per-rank totals and then worked out in full (``_finish``);
    each rank's slot is worked out once for all the choices. The tests check it against
    a search that tries every choice in full (``test_canasta_fast_counts.reference_search``)."""
    rules = config.meld_rules
    caps = _capacities(rules)
    most = rules.max_size
    nwon = rules.no_wild_on_natural
    jokers = hand[JOKER]
    twos = hand[0] + hand[1] + hand[2] + hand[3]
    black3 = hand[_B3_0] + hand[_B3_1]
    wild = jokers + twos
    forced = len(orphans) + (1 if black3 in (1, 2) else 0) + (1 if black3 == 2 else 0)
    total_value = 0 if opened else sum(RUMMY_VALUE[k] * n for k, n in enumerate(hand) if n)
    # Each rank's slot with all its naturals (``_slot``), and the totals: ranks that
    # cannot go down, wild cards required, room for wild cards.
    slots: list[tuple[int, int, int, int, int]] = [_NOTHING] * 13
    bad = required = room = 0
    for r in used:
        slot = slots[r] = _slot(r, side_melds[r], naturals[r], caps, most, nwon)
        if slot is _CANNOT:
            bad += 1
        required += slot[3]
        room += slot[2]
    choices: list[int | None]
    if forced == 1:
        if orphans:
            b = orphans[0] * 4
            choices = [b if hand[b] else b + 1 if hand[b + 1] else b + 2 if hand[b + 2] else b + 3]
        else:
            choices = [_B3_0 if hand[_B3_0] else _B3_1]
    else:
        choices = [None]
        if discard_allowed:
            # Every kind held but the 2s, in kind order (3s first, the joker last).
            for r in _CHOICE_RANKS:
                b = r * 4
                if hand[b] or hand[b + 1] or hand[b + 2] or hand[b + 3]:
                    for k in range(b, b + 4):
                        if hand[k]:
                            choices.append(k)
            if jokers:
                choices.append(JOKER)
            if twos:
                choices.append(0 if hand[0] else 1 if hand[1] else 2 if hand[2] else 3)
    # Every choice of discard leaves the same slots but for one rank, or one wild card
    # or black 3 fewer: each is first judged on the totals (wild cards required and room
    # for them, ranks that cannot go down), and only a choice that passes them is worked
    # out in full.
    fewer: list[tuple[int, int, int, int, int] | None] = [None] * 13
    for discard in choices:
        b3 = black3
        w = wild
        r = -1
        if discard is None:
            b, req, cap = bad, required, room
        elif discard == JOKER or discard >> 2 == 0:
            b, req, cap = bad, required, room
            w -= 1
        elif discard in BLACK3_KINDS:
            b, req, cap = bad, required, room
            b3 -= 1
        else:
            r = discard >> 2
            was = slots[r]
            now = fewer[r]  # every natural of a rank leaves the same slot
            if now is None:
                now = fewer[r] = _slot(r, side_melds[r], naturals[r] - 1, caps, most, nwon)
            b = bad - (was is _CANNOT) + (now is _CANNOT)
            req = required - was[3] + now[3]
            cap = room - was[2] + now[2]
        if b or b3 == 1 or b3 == 2 or not req <= w <= cap:
            continue
        if not opened and total_value - (0 if discard is None else RUMMY_VALUE[discard]) < minimum:
            continue  # an opening's count (the final discard does not count)
        if r < 0:
            placed = [slots[x] for x in used]
        else:
            placed = [now if x == r else slots[x] for x in used]
            if now is _NOTHING:
                placed.remove(now)  # the rank's only natural was the discard
        plan = _finish(config, hand, placed, w - req, b3, discard)
        if plan is not None:
            return plan
    return None


#: ``_slot``'s answers for a rank whose naturals cannot go down, and for a rank with no
#: meld and no natural (nothing to place): neither asks for or offers wild cards.
_CANNOT = (-1, 0, 0, 0, 0)
_NOTHING = (-2, 0, 0, 0, 0)


def _slot(
    r: int, meld: Meld | None, n: int, caps: tuple[int, ...], most: int, nwon: bool
) -> tuple[int, int, int, int, int]:
    """Where ``n`` naturals of rank ``r`` go on the way out: ``(rank, size after them, room
    for wild cards, wild cards required, 1 for the side's meld or 0 for a new one)``,
    ``_CANNOT`` when they cannot go down, ``_NOTHING`` with no meld and no natural."""
    if meld is not None:
        size = meld.size + n
        if most and size > most:
            return _CANNOT  # §3.7.7: a full canasta takes no more naturals
        if nwon and meld.is_natural and size >= 7:
            return (r, size, 0, 0, 1)  # naturals go down first: a natural canasta, no wild card
        return (r, size, caps[meld.naturals + n] - meld.wilds, 0, 1)
    if n >= 2:
        if most and n > most:
            return _CANNOT
        return (r, n, 0 if (nwon and n >= 7) else caps[n], 1 if n == 2 else 0, 0)
    return _CANNOT if n == 1 else _NOTHING


def _capacities(rules) -> tuple[int, ...]:
    """``rules.capacity(n)`` by number of naturals ``n``, worked out once per rule set."""
    last = _LAST_CAPACITIES[0]
    if last[0] is rules:  # a MeldRules hashes all its fields, in Python: look it up once
        return last[1]
    found = _CAPACITIES.get(rules)
    if found is None:
        found = _CAPACITIES[rules] = tuple(rules.capacity(n) for n in range(MOST_NATURALS))
    _LAST_CAPACITIES[0] = (rules, found)
    return found


#: More naturals of one rank than any deck count holds (with room for a meld's own).
MOST_NATURALS = 4 * 3 * 8 + 1
_CAPACITIES: dict = {}
#: The last rule set's capacities as one (rules, capacities) pair, replaced whole: a
#: thread reading it never pairs one rule set with another's capacities.
_LAST_CAPACITIES: list = [(None, None)]


def _finish(
    config: CanastaConfig,
    hand: Sequence[int],
    slots: list[tuple[int, int, int, int, int]],
    spare: int,
    black3: int,
    discard: int | None,
) -> GoOutPlan | None:
    """The way out over ``slots`` (``_slot``'s, in rank order, each able to go down, the
    wild cards enough for the required ones and no more than the room), with ``spare``
    wild cards beyond the required ones, or ``None`` short of the canastas or melds."""
    # (wild cards that complete the slot's canasta, its index): the slots a canasta is
    # in reach of, cheapest first once sorted.
    costs: list[tuple[int, int]] = []
    extra: list[int] = []  # wild cards each slot gets, from the required ones up
    have = 0
    for _r, size, cap, req, _existing in slots:
        if size >= 7:
            have += 1
        elif 7 - size <= cap:
            costs.append((7 - size - req, len(extra)))
        extra.append(req)
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
        return None  # OPT-CAN-MELDS-TO-GO-OUT: canastas count as melds (§3.12.1)
    # Leftover wild cards go wherever capacity remains.
    for i, s in enumerate(slots):
        room = s[2] - extra[i]
        take = room if room < spare else spare  # min(room, spare), without the call
        extra[i] += take
        spare -= take
    return _build(hand, slots, extra, black3, discard)


def _build(
    hand: Sequence[int],
    slots: list[tuple[int, int, int, int, int]],
    extra: list[int],
    black3: int,
    discard: int | None,
) -> GoOutPlan:
    pool = list(hand)
    if discard is not None:
        pool[discard] -= 1
    # The wild cards in kind order (the 2s, then the jokers); each slot takes its own
    # from the end of the list.
    wild_cards: list[int] = []
    for k in _WILD_ORDER:
        if pool[k]:
            wild_cards += [k] * pool[k]
    melds: list[tuple[int, ...]] = []
    layoffs: list[tuple[int, tuple[int, ...]]] = []
    for i, (r, _size, _cap, _req, existing) in enumerate(slots):
        b = r * 4
        key = (r, pool[b], pool[b + 1], pool[b + 2], pool[b + 3])
        cards = _NATURALS.get(key)
        if cards is None:
            cards = _naturals(key)
        x = extra[i]
        if x:
            # The wild cards from the end of the list, the last first (x pops).
            cards += tuple(wild_cards[-x:][::-1])
            del wild_cards[-x:]
        if not cards:
            continue
        if existing:
            layoffs.append((r, cards))
        else:
            melds.append(cards)
    if black3:
        melds.append((_B3_0,) * pool[_B3_0] + (_B3_1,) * pool[_B3_1])
    return tuple(melds), tuple(layoffs), discard


_WILD_ORDER = (*TWO_KINDS, JOKER)


def _naturals(key: tuple[int, int, int, int, int]) -> tuple[int, ...]:
    """A rank's naturals in kind order, by ``(rank, its four kinds' counts)``."""
    r = key[0]
    found = _NATURALS[key] = tuple(r * 4 + i for i in range(4) for _ in range(key[1 + i]))
    return found


#: ``_naturals`` remembered: bounded by the ranks and the counts the decks allow.
_NATURALS: dict[tuple[int, int, int, int, int], tuple[int, ...]] = {}
