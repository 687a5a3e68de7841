"""Legal Canasta actions.

Two generators share one set of candidates, so every action they list applies
(hypothesis tests hold them to it, tests/engine/test_canasta_fast_listing.py among them):

* ``legal_actions`` (compact, for the computer players) describes melds by rank,
  number of naturals and which wild cards, with canonical suits. After opening
  it lists single new melds (all naturals of a rank, alone or with one wild
  card) and single lay-offs (all naturals of a rank, or one wild card); further
  cards follow in later actions. Before opening it lists up to
  ``COMPACT_OPENINGS`` opening combinations. It adds one composite "go out"
  meld whenever the hand can be emptied this turn, and every draw, take,
  discard and question. It judges candidates by arithmetic on the hand's rank
  counts and the side's melds, with the shared rummy shape rules on counts
  (``rummy.meld_rules.new_shape_ok`` / ``extend_shape_ok``, looked up in tables made
  once per rule set, tests/engine/test_canasta_fast_counts.py); only a candidate
  near an empty hand, under a binding "yes" or a waived minimum goes through
  the rules' own ``check_meld`` / ``check_take``. ``rules.apply_listed`` applies
  what it lists without judging it again.
* ``all_legal_actions`` (exhaustive, for tests on small hands) spells out every
  suit combination, every number of naturals and every mix of up to three wild
  cards for each single meld or lay-off, every opening combination and every
  pile take. Actions with several parts after opening are sequences of single
  parts, except the going-out composite, which both generators list.
"""

from __future__ import annotations

from itertools import compress

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.goout import MOST_NATURALS as _MOST_NATURALS
from canasta_gui.engine.canasta.goout import GoOutPlan, go_out_plan
from canasta_gui.engine.canasta.rules import (
    check_meld,
    check_new_meld,
    check_take,
    concealed_minimum_waived,
    extend_meld,
    meld_count,
    pile_obliged,
)
from canasta_gui.engine.canasta.state import CanastaState, Phase, plug
from canasta_gui.engine.cards import (
    ACE,
    BLACK3_KINDS,
    FOUR,
    JOKER,
    RED3_KINDS,
    RUMMY_VALUE,
    TWO,
    TWO_KINDS,
)
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.rummy.groups import rank_cards, sub_multisets, wild_cards
from canasta_gui.engine.rummy.meld_rules import MeldRules, extend_shape_ok, new_shape_ok
from canasta_gui.engine.rummy.melds import Meld as TableMeld
from canasta_gui.engine.rummy.pile import PileRules, split_pile, top_blocked

Cards = tuple[int, ...]

#: A side that never opens keeps growing its hand, and the ways to open grow
#: exponentially with it; the compact generator lists at most this many.
COMPACT_OPENINGS = 24


_DRAW = Phase.DRAW
_PLAY = Phase.PLAY


def legal_actions(s: CanastaState) -> list[act.Action]:
    """Compact legal actions for the player on turn (or ``NextDeal`` between deals).

    The two commonest cases are answered first, then everything else by ``_generate``;
    the opened side's meld phase goes to ``_opened_play`` in both, so the two must stay
    in step (a check added to that branch of ``_generate`` belongs here too).
    """
    phase = s.phase
    if phase == _DRAW:
        if s.stock:
            return _draw_options(s)  # most draw phases, asked first
    elif phase == _PLAY:
        p = s.current
        side = s.config.side_of[p]
        if s.opened[side]:
            return _opened_play(s, p, side)  # most meld phases, asked next
    return _generate(s, False)


plug("legal_actions", legal_actions)


def all_legal_actions(s: CanastaState) -> list[act.Action]:
    """Every legal action with every suit choice; meant for tests on small hands."""
    return _generate(s, exhaustive=True)


def _generate(s: CanastaState, exhaustive: bool) -> list[act.Action]:
    phase = s.phase
    if phase == Phase.DRAW:
        out: list[act.Action] = []
        if s.stock:
            out.append(act.DRAW)
        out.extend(pile_take_options(s, exhaustive=exhaustive))
        if not s.stock and not pile_obliged(s, s.current):
            out.append(act.DECLINE)
        return out
    if phase == Phase.PLAY:
        p = s.current
        side = s.config.side_of[p]
        if s.opened[side] and not exhaustive:
            return _opened_play(s, p, side)  # as legal_actions asks it
        plan = _go_out_plan(s)  # asked once: the going-out meld and the question use it
        out = list(_meld_options(s, exhaustive, plan))
        out.extend(_discard_options(s))
        if plan is not None:  # the question is only for a player able to go out (§3.12.3)
            out.extend(_ask_options(s, True))
        return out
    if phase == Phase.LAST_MELD:
        return [*_meld_options(s, exhaustive, _go_out_plan(s)), act.END_TURN]
    if phase == Phase.ANSWER:
        return [act.AnswerGoOut(True), act.AnswerGoOut(False)]
    if phase == Phase.DEAL_OVER:
        return [act.NEXT_DEAL]
    return []


def _opened_play(s: CanastaState, p: int, side: int) -> list[act.Action]:
    """The compact meld-phase listing of a side that has opened: single melds and
    lay-offs, the going-out meld, the discards and the question (§3.12.3)."""
    # The compact walk counts the lone naturals on its way, the go-out search's
    # first test (goout._lone_cards), so most turns skip the search's own walk.
    out: list[act.Action] = []
    hand = s.hands[p]
    lone, pairs = _compact_walk(s, p, hand, s.melds[side], out)
    black3 = hand[_B3_0] + hand[_B3_1]
    # _go_out_plan's own first test (more lone cards than the discard), called
    # only past it.
    # Then the search's pairs test (goout._search), on the walk's count: more pairs than
    # wild cards to make them melds leaves no way out (pairs is 0 under a size cap).
    if (black3 if black3 < 3 else 0) + lone > 1 or pairs > (
        hand[JOKER] + hand[_T0] + hand[_T1] + hand[_T2] + hand[_T3]
    ):
        plan = None  # no way out: no going-out meld, no question
    else:
        plan = _go_out_plan(s, lone)
    if plan is not None:
        composite = _go_out_meld(s, plan)
        # The walk lists single melds and lay-offs: a going-out meld of more
        # parts is none of them (no comparison with each is needed).
        if composite is not None and (
            len(composite.melds) + len(composite.layoffs) > 1 or composite not in out
        ):
            out.append(composite)
    if s.hand_sizes[p] > 1 and not s.must_go_out:
        out.extend(compress(_DISCARDS, hand))  # _discard_options: any card
    else:
        out.extend(_discard_options(s))
    if plan is not None:  # the question is only for a player able to go out (§3.12.3)
        out.extend(_ask_options(s, True))
    return out


# -- building blocks ---------------------------------------------------------------------


def _wild_sets(hand: list[int], most: int, exhaustive: bool) -> list[Cards]:
    """Wild-card groups of up to ``most`` cards: all suit choices, or one per joker/2 mix."""
    wilds = wild_cards(hand)
    out: list[Cards] = []
    for n in range(0, min(most, len(wilds)) + 1):
        if exhaustive:
            out.extend(sub_multisets(wilds, n))
            continue
        jokers = hand[JOKER]
        twos = [k for k in TWO_KINDS for _ in range(hand[k])]
        for j in range(0, min(n, jokers) + 1):
            t = n - j
            if t <= len(twos):
                out.append((JOKER,) * j + tuple(twos[:t]))
    return out


def _natural_sets(hand: list[int], rank: int, least: int, exhaustive: bool) -> list[Cards]:
    nat = rank_cards(hand, rank)
    if len(nat) < least:
        return []
    if not exhaustive:
        # All of them, and all but one: melding every natural can leave too few
        # cards in hand (§3.7.10) where keeping one back is legal.
        return [tuple(nat)] + ([tuple(nat[:-1])] if len(nat) - 1 >= max(least, 2) else [])
    out: list[Cards] = []
    for n in range(max(least, 1), len(nat) + 1):
        out.extend(sub_multisets(nat, n))
    return out


def _minus(hand: list[int], cards: Cards) -> list[int]:
    h = hand[:]
    for c in cards:
        h[c] -= 1
    return h


def _opening_sets(
    hand: list[int],
    skip_rank: int,
    need: int,
    exhaustive: bool,
    rules: MeldRules,
    ranks: tuple[list, list] | None = None,
) -> list[tuple[tuple[Cards, ...], int, bool]]:
    """Groups of new melds from ``hand`` worth at least ``need`` together (§3.8.2), each
    with its number of cards and whether every meld in it has a legal shape under
    ``rules`` (``new_shape_ok``, looked up by the meld's naturals and wild cards).

    A depth-first walk over the ranks with the wild cards as a shared budget;
    a branch stops as soon as even melding everything left cannot reach ``need``,
    and the whole walk once the compact list has ``COMPACT_OPENINGS`` groups.
    ``ranks``, when given, is ``_opening_ranks(hand, skip_rank, exhaustive)`` (worked
    out once for hands that differ only in ``skip_rank`` and the wild cards).
    """
    limit = -1 if exhaustive else COMPACT_OPENINGS
    nat_sets, best = ranks or _opening_ranks(hand, skip_rank, exhaustive)
    twos = hand[0] * _V2[0] + hand[1] * _V2[1] + hand[2] * _V2[2] + hand[3] * _V2[3]
    wild_value = twos + hand[JOKER] * _VJOKER
    # Upper bound of what ranks i.. can still add, the wild cards counted once overall.
    n_ranks = len(nat_sets)
    reach = [wild_value] * (n_ranks + 1)
    for i in range(n_ranks - 1, -1, -1):
        reach[i] = reach[i + 1] + best[i]
    shape = _shape_table(rules)
    chosen: list[Cards] = []
    found: list[tuple[tuple[Cards, ...], int, bool]] = []

    def walk(i: int, value: int, cards: int, ok: bool, wilds: tuple) -> bool:
        """Extend ``chosen`` from rank ``i`` on; True once the list is full.

        The caller has checked ``value + reach[i] >= need`` (a branch that cannot
        reach the minimum is never entered: no call, no change to the pool)."""
        if i == n_ranks:
            # Nothing more is needed when the top card's meld alone reaches the
            # minimum (a pile take), so the empty group counts then.
            if (chosen or need <= 0) and value >= need:
                found.append((tuple(chosen), cards, ok))
                return len(found) == limit
            return False
        nxt = i + 1
        # The wild cards still in the pool (those chosen above are out of it).
        wild_options = _WILD_OPTIONS.get(wilds) or _wild_options(wilds)
        if nxt == n_ranks:
            # The last rank: every choice here ends a group, kept when it reaches the
            # minimum (the leaf's test above, without a call for it).
            if (chosen or need <= 0) and value >= need:
                found.append((tuple(chosen), cards, ok))
                if len(found) == limit:
                    return True
            for nat, nat_value, nat_len in nat_sets[i]:
                row = shape[nat_len]
                for wild, wild_val, wild_len, _left in wild_options[nat_len if nat_len < 3 else 3]:
                    if value + nat_value + wild_val < need:
                        continue
                    group = (*chosen, nat + wild)
                    found.append((group, cards + nat_len + wild_len, ok and row[wild_len]))
                    if len(found) == limit:
                        return True
            return False
        short = need - reach[nxt]  # what ranks up to ``i`` must bring for a next step
        if value >= short and walk(nxt, value, cards, ok, wilds):
            return True
        for nat, nat_value, nat_len in nat_sets[i]:
            row = shape[nat_len]
            for wild, wild_val, wild_len, left in wild_options[nat_len if nat_len < 3 else 3]:
                got = value + nat_value + wild_val
                if got < short:
                    continue
                chosen.append(nat + wild)
                full = walk(nxt, got, cards + nat_len + wild_len, ok and row[wild_len], left)
                chosen.pop()
                if full:
                    return True
        return False

    if reach[0] >= need:
        walk(0, 0, 0, True, (hand[0], hand[1], hand[2], hand[3], hand[JOKER], exhaustive))
    # ``walk`` calls itself through its own closure cell, a reference cycle that only
    # the garbage collector would free (with everything the closure holds): emptied.
    walk = None  # type: ignore[assignment]
    return found


def _opening_ranks(hand: list[int], skip_rank: int, exhaustive: bool) -> tuple[list, list]:
    """For ``_opening_sets``: each rank of two naturals or more but ``skip_rank``, in rank
    order: its natural sets (``_rank_sets``) and the most one of them is worth."""
    nat_sets: list = []
    best: list[int] = []
    for r, b0, b1, b2, b3, _rows in _RANK_ROWS:
        c0 = hand[b0]
        c1 = hand[b1]
        c2 = hand[b2]
        c3 = hand[b3]
        if c0 + c1 + c2 + c3 >= 2 and r != skip_rank:
            if exhaustive:
                sets = _rank_sets(hand, r, True)
                nat_sets.append(sets)
                best.append(max([v for _ns, v, _n in sets]))
            else:
                found = _RANK_SETS.get((r, c0, c1, c2, c3)) or _rank_sets_entry(hand, r)
                nat_sets.append(found[0])
                best.append(found[1])
    return nat_sets, best


_V2 = RUMMY_VALUE[:4]
_VJOKER = RUMMY_VALUE[JOKER]


def _shape_table(rules: MeldRules) -> tuple[tuple[bool, ...], ...]:
    """``new_shape_ok(rules, naturals, wilds)`` by naturals and up to three wild cards
    (the most a listed meld holds), worked out once per rule set."""
    last = _LAST_SHAPE_TABLE[0]
    if last[0] is rules:
        return last[1]
    found = _SHAPE_TABLES.get(rules)
    if found is None:
        found = _SHAPE_TABLES[rules] = tuple(
            tuple(new_shape_ok(rules, n, w) for w in range(4)) for n in range(_MOST_NATURALS)
        )
    _LAST_SHAPE_TABLE[0] = (rules, found)
    return found


_SHAPE_TABLES: dict[MeldRules, tuple] = {}
_LAST_SHAPE_TABLE: list = [(None, None)]


def _group_action(ms: tuple[Cards, ...]) -> act.Meld:
    """``act.Meld(ms)``, the Meld action of an opening group.

    Groups seldom repeat (a memory of them mostly grew, and kept the garbage collector
    busy with its actions), so each is built anew; the frozen dataclass's own
    ``__init__`` writes each field past its guard, which costs more than filling the
    slots of an unguarded twin and making it an ``act.Meld``, an ordinary frozen value
    equal to the constructor's (the shared slot layout allows it, as in
    ``events.quick_event``; tests/engine/test_canasta_fast_listing.py).
    """
    action = _new(_MeldActionBuilder)
    action.melds = ms
    action.layoffs = ()
    action.__class__ = act.Meld
    return action  # type: ignore[return-value]


class _MeldActionBuilder:
    """An ``act.Meld`` under construction: the same slots, without the frozen guard."""

    __slots__ = act.Meld.__slots__


_new = object.__new__


def _rank_sets(hand: list[int], rank: int, exhaustive: bool) -> list[tuple[Cards, int, int]]:
    """``_natural_sets(hand, rank, 2, exhaustive)`` with each set's value and size."""
    return [(ns, _value(ns), len(ns)) for ns in _natural_sets(hand, rank, 2, exhaustive)]


def _rank_sets_entry(hand: list[int], rank: int) -> tuple[list[tuple[Cards, int, int]], int]:
    """The compact ``_rank_sets`` of ``rank`` and the most one of them is worth,
    remembered by the rank's suit counts (read only by the walk)."""
    b = rank * 4
    sets = _rank_sets(hand, rank, False)
    found = _RANK_SETS[(rank, hand[b], hand[b + 1], hand[b + 2], hand[b + 3])] = (
        sets,
        max([v for _ns, v, _n in sets]),
    )
    return found


#: Compact natural sets, and the most one is worth, by ``(rank, four suit counts)``:
#: bounded by the decks in play.
_RANK_SETS: dict[tuple[int, int, int, int, int], tuple[list[tuple[Cards, int, int]], int]] = {}


def _value(cards: Cards | list[int]) -> int:
    return sum([RUMMY_VALUE[c] for c in cards])


#: ``_wild_sets(pool, 3, exhaustive)`` with each group's value, size and the wild counts
#: it leaves, by the pool's wild counts, for naturals of each size (see ``_wild_options``).
_WILD_OPTIONS: dict[tuple, tuple[list[tuple[Cards, int, int, tuple]], ...]] = {}


def _wild_options(key: tuple) -> tuple[list[tuple[Cards, int, int, tuple]], ...]:
    """The wild-card groups a pool holding the wild cards ``key`` (the four 2s' counts,
    the jokers', and the exhaustive flag) can give one meld, each with its value, its
    size and the key of the pool it leaves; by the meld's naturals up to three (more
    count as three): only the groups that bring the meld to three cards, in order."""
    found = _WILD_OPTIONS.get(key)
    if found is None:
        pool = [0] * (JOKER + 1)
        pool[0], pool[1], pool[2], pool[3], pool[JOKER], exhaustive = key
        options = []
        for w in _wild_sets(pool, 3, exhaustive):
            left = pool[:]
            for c in w:
                left[c] -= 1
            after = (left[0], left[1], left[2], left[3], left[JOKER], exhaustive)
            options.append((w, _value(w), len(w), after))
        found = tuple([o for o in options if naturals + o[2] >= 3] for naturals in range(4))
        if len(_WILD_OPTIONS) > 10_000:
            _WILD_OPTIONS.clear()
        _WILD_OPTIONS[key] = found
    return found


def _nat_wild(cards: Cards) -> tuple[int, int]:
    """Naturals and wild cards in ``cards``."""
    wilds = 0
    for c in cards:
        if c == JOKER or c >> 2 == TWO:
            wilds += 1
    return len(cards) - wilds, wilds


def _rank_count(hand: list[int], rank: int) -> int:
    b = rank * 4
    return hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3]


def _valid(check, s: CanastaState, action) -> bool:
    try:
        check(s, action)
    except IllegalAction:
        return False
    return True


# -- the generators ----------------------------------------------------------------------


def pile_take_options(
    s: CanastaState, exhaustive: bool = False, first_only: bool = False
) -> list[act.TakePile]:
    """Ways to take the pile now (§3.10); ``first_only`` stops at the first found."""
    pile = s.pile
    if not pile:
        return []
    top = pile[-1]
    cfg = s.config
    if top_blocked(cfg.pile_rules, top):
        return []
    p = s.current
    side = cfg.side_of[p]
    hand = s.hands[p]
    rank = top >> 2
    b = rank * 4
    n = hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3]
    opened = s.opened[side]
    # s.frozen_for(p), written out (§3.9.4)
    frozen = s.freeze_index >= 0 or not opened or (cfg.frozen_for_player and not s.has_melded[p])
    if (frozen and n < 2) or (not n and s.melds[side][rank] is None):
        return []  # §3.10.2: no qualifying use of the top card
    if opened and not exhaustive and s.phase == Phase.DRAW:
        # The naturals of the top rank in kind order: the compact row of their counts.
        nat_row: Cards = ()
        if n:
            key = (hand[b], hand[b + 1], hand[b + 2], hand[b + 3])
            nat_row = (_ROWS[rank].get(key) or _new_row(rank, key))[0]
        return _opened_takes(s, p, side, hand, nat_row, frozen, first_only)
    nat = rank_cards(hand, rank)
    uses: list[Cards] = []
    if s.melds[side][rank] is not None and not frozen:
        uses.append(())
    # Compact: an opened side adds at most one wild card to the top card's meld
    # (more can be laid off after the take); an opening may need more to count.
    most_wild = 3 if exhaustive or not opened else 1
    for n in range(2 if frozen else 1, len(nat) + 1):
        if not exhaustive and n not in (1, 2, len(nat)):
            continue
        for nats in sub_multisets(nat, n) if exhaustive else [tuple(nat[:n])]:
            for wild in _wild_sets(hand, most_wild, exhaustive):
                if n + len(wild) >= 2:
                    uses.append(nats + wild)
    out: list[act.TakePile] = []
    minimum = s.minimum(side)
    waived = concealed_minimum_waived(s, p)
    # An opening take (§3.8.4, §3.10.2): the walk reaches the minimum with melds of
    # other ranks, so what check_take asks besides is each meld's shape and the hand
    # it leaves (§3.7.10). With the minimum waived, or near an empty hand, it judges.
    fast = not (opened or exhaustive or waived or s.config.opt("OPT-CAN-PREMELD-PILE") == "CLOSED")
    if fast:
        gain = _pile_gain(s.config.pile_rules, s.pile)
        fast = s.melds[side][rank] is None and not (s.hand_sizes[p] == 1 and len(s.pile) == 1)
    rules = s.config.meld_rules
    # A use holds only cards of the top rank (skipped below) and wild cards: every
    # opening walk sees the same naturals of the other ranks, worked out once.
    ranks = None if opened else _opening_ranks(hand, rank, exhaustive)
    for use in uses:
        if opened:
            action = act.TakePile(use)
            if _valid(check_take, s, action):
                out.append(action)
                if first_only:
                    return out
            continue
        have = RUMMY_VALUE[top] + sum(RUMMY_VALUE[c] for c in use)
        rest = _minus(hand, use)
        need = 0 if waived else max(0, minimum - have)
        if fast:
            naturals, wilds = _nat_wild(use)
            fast_use = new_shape_ok(rules, naturals + 1, wilds)
            room = s.hand_sizes[p] + gain - len(use) - 2  # cards the melds may use
        for ms, n_cards, shapes_ok in _opening_sets(rest, rank, need, exhaustive, rules, ranks):
            action = act.TakePile(use, ms)
            if fast:
                ok = (fast_use and shapes_ok) if n_cards <= room else _valid(check_take, s, action)
            else:
                ok = _valid(check_take, s, action)
            if ok:
                out.append(action)
                if first_only:
                    return out
    return out


def _draw_options(s: CanastaState) -> list[act.Action]:
    """The compact draw-phase listing with cards in the stock: the draw and the ways to
    take the pile (never the refusal, §3.13.3). ``pile_take_options``'s first tests are
    written out, so the most common answers (the pile cannot be taken, or an opened
    side's remembered takes) come without building anything."""
    pile = s.pile
    if not pile:
        return [act.DRAW]
    top = pile[-1]
    cfg = s.config
    if top_blocked(cfg.pile_rules, top):
        return [act.DRAW]
    p = s.current
    side = cfg.side_of[p]
    hand = s.hands[p]
    rank = top >> 2
    b = rank * 4
    n = hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3]
    opened = s.opened[side]
    frozen = s.freeze_index >= 0 or not opened or (cfg.frozen_for_player and not s.has_melded[p])
    if (frozen and n < 2) or (not n and s.melds[side][rank] is None):
        return [act.DRAW]  # §3.10.2: no qualifying use of the top card
    if not opened:
        return [act.DRAW, *pile_take_options(s)]
    nat_row: Cards = ()
    if n:
        key = (hand[b], hand[b + 1], hand[b + 2], hand[b + 3])
        nat_row = (_ROWS[rank].get(key) or _new_row(rank, key))[0]
    return [act.DRAW, *_opened_takes(s, p, side, hand, nat_row, frozen, False)]


def _opened_takes(
    s: CanastaState,
    p: int,
    side: int,
    hand: list[int],
    nat: Cards,
    frozen: bool,
    first_only: bool,
) -> list[act.TakePile]:
    """The compact takes of an opened side, judged on counts (the rules of ``check_take``).

    An opened side only melds the top card with hand cards of its rank and at most
    one wild card, or lays it off: what ``check_take`` asks of such a take is the
    qualifying use (§3.10.2), the meld's shape and what the hand holds afterwards
    (§3.7.10), all known from counts before anything is built.
    """
    cfg = s.config
    rules = cfg.meld_rules
    pile = s.pile
    if s.hand_sizes[p] == 1 and len(pile) == 1:
        return []  # §3.10.1 (b)
    top = pile[-1]
    rank = top >> 2
    melds = s.melds[side]
    target = melds[rank]
    pair = frozen or cfg.pile_rules.pair_always
    size = s.hand_sizes[p]
    wilds: list[Cards] = [()]
    two = _first_two(hand)
    if two >= 0:
        wilds.append(_ONE[two])
    if hand[JOKER]:
        wilds.append(_JOKER1)
    # With two cards or more left in hand after any of these takes, what is listed
    # depends only on the rule set, the top rank's naturals, the meld they go to and
    # the wild cards offered: such lists are remembered (most draws ask again).
    roomy = size > len(nat) + 2 and not first_only
    if roomy:
        key = (
            nat,
            rank,
            -1 if target is None else target.naturals,
            0 if target is None else target.wilds,
            pair,
            two,
            hand[JOKER] > 0,
        )
        last = _LAST_TAKES[0]
        known = last[1] if last[0] is rules else _takes_memo(rules)
        found = known.get(key)
        if found is not None:
            return found[:]
    out: list[act.TakePile] = []
    shape = _shape_table(rules)
    if target is not None:
        extend_ok = _extend_table(rules)
        t_nat = target.naturals
        t_wild = target.wilds

    def fits(n: int, w: int) -> bool:
        """The take of ``n`` naturals and ``w`` wild cards with the top card is legal."""
        if target is not None:
            key = (t_nat, t_wild, n + 1, w)
            ok = extend_ok.get(key)
            if ok is None:
                ok = extend_ok[key] = extend_shape_ok(rules, target, n + 1, w)
            if not ok:
                return False
        elif not shape[n + 1][w]:
            return False
        # The hand keeps at least two cards (§3.7.10): the taken pile cards only add to
        # it, so they are counted only when the hand alone comes short.
        if size - n - w > 1 or size + _pile_gain(cfg.pile_rules, pile) - n - w > 1:
            return True
        if target is not None:
            complete = target.size < 7 <= target.size + n + 1 + w
            after = meld_count(melds)
        else:
            complete = n + 1 + w >= 7
            after = meld_count(melds) + 1
        # §3.7.10 / §3.12.1: an empty hand, or one card to discard, means going out.
        return (
            s.answer is not False
            and s.canasta_count(side) + complete >= cfg.canastas_to_go_out
            and after >= cfg.melds_to_go_out
        )

    if target is not None and not pair and fits(0, 0):
        out.append(_TAKE_LAYOFF)
        if first_only:
            return out
    total = len(nat)
    for n in (1, 2, total) if total > 2 else range(1, total + 1):
        if pair and n < 2:
            continue
        nats = nat[:n]
        for wild in wilds:
            w = len(wild)
            if n + w < 2 or (n < 2 and not w):
                continue  # §3.10.2: a natural pair, or a natural and a wild card
            if fits(n, w):
                out.append(_take_action(nats + wild))
                if first_only:
                    return out
    if roomy:
        if len(known) > 50_000:
            known.clear()
        known[key] = out[:]
    return out


def _takes_memo(rules: MeldRules) -> dict:
    """The remembered compact takes of an opened side under ``rules`` (``_opened_takes``)."""
    found = _TAKES.get(rules)
    if found is None:
        found = _TAKES[rules] = {}
    _LAST_TAKES[0] = (rules, found)
    return found


_TAKES: dict[MeldRules, dict] = {}
_LAST_TAKES: list = [(None, None)]


def _extend_table(rules: MeldRules) -> dict[tuple[int, int, int, int], bool]:
    """``extend_shape_ok(rules, meld, naturals, wilds)`` for a rank meld (4 to A), by
    ``(meld.naturals, meld.wilds, naturals, wilds)``: all it depends on for such a meld
    (its size and being natural follow from the two counts). Filled as asked."""
    last = _LAST_EXTEND[0]
    if last[0] is rules:
        found = last[1]
    else:
        found = _EXTEND.get(rules)
        if found is None:
            found = _EXTEND[rules] = {}
        _LAST_EXTEND[0] = (rules, found)
    if len(found) > 50_000:
        found.clear()
    return found


_EXTEND: dict[MeldRules, dict[tuple[int, int, int, int], bool]] = {}
_LAST_EXTEND: list = [(None, None)]


def _pile_gain(rules: PileRules, pile: list[int]) -> int:
    """How many cards a pile take adds to the hand: the cards under the top card that
    are picked up (``split_pile``), less the red 3s among them, which go down (§3.10.4)."""
    if rules.pickup and len(pile) > rules.pickup:
        _left, taken = split_pile(rules, pile)
        return len(taken) - sum(1 for c in taken if c in RED3_KINDS)
    red3 = pile.count(_RED3_D) + pile.count(_RED3_H) - (pile[-1] in RED3_KINDS)
    return len(pile) - 1 - red3


_RED3_D, _RED3_H = RED3_KINDS
_TAKE_LAYOFF = act.TakePile(())
_TAKE_ACTIONS: dict[Cards, act.TakePile] = {}


def _take_action(cards: Cards) -> act.TakePile:
    action = _TAKE_ACTIONS.get(cards)
    if action is None:
        if len(_TAKE_ACTIONS) > 50_000:
            _TAKE_ACTIONS.clear()
        action = _TAKE_ACTIONS[cards] = act.TakePile(cards)
    return action


def _meld_options(s: CanastaState, exhaustive: bool, plan: GoOutPlan | None) -> list[act.Meld]:
    p = s.current
    side = s.config.side_of[p]
    hand = s.hands[p]
    melds = s.melds[side]
    out: list[act.Meld] = []
    if not s.opened[side]:
        waived = concealed_minimum_waived(s, p)
        need = 0 if waived else s.minimum(side)
        # The walk reaches the minimum with melds of distinct ranks of two naturals or
        # more; what check_meld asks besides is each meld's shape and that the hand
        # keeps two cards. Going out, a waived minimum or a bound player: check_meld.
        fast = not (waived or exhaustive or s.must_go_out)
        rules = s.config.meld_rules
        size = s.hand_sizes[p]
        for ms, n_cards, shapes_ok in _opening_sets(hand, -1, max(need, 1), exhaustive, rules):
            if fast and size - n_cards >= 2:
                if shapes_ok:
                    out.append(_group_action(ms))  # built only when listed
            else:
                action = _group_action(ms)
                if _valid(check_meld, s, action):
                    out.append(action)
    elif exhaustive:
        _exhaustive_after_opening(s, p, hand, melds, out)
    else:
        _compact_walk(s, p, hand, melds, out)
    composite = _go_out_meld(s, plan)
    if composite is not None and composite not in out:
        out.append(composite)
    return out


def _exhaustive_after_opening(
    s: CanastaState, p: int, hand: list[int], melds: list, out: list[act.Meld]
) -> None:
    """Every single meld or lay-off, with every suit choice and up to three wild cards."""
    size = s.hand_sizes[p]
    roomy = s.phase == Phase.PLAY and not s.must_go_out
    wilds = _wild_sets(hand, 3, True)
    for r in range(FOUR, ACE + 1):
        if not _rank_count(hand, r):
            continue
        target = melds[r]
        for nat in _natural_sets(hand, r, 1 if target is not None else 2, True):
            for wild in wilds:
                cards = nat + wild
                if target is None:
                    if len(cards) < 3:
                        continue
                    action = act.Meld((cards,))
                else:
                    action = act.Meld((), ((r, cards),))
                if _meld_ok(s, action, target, cards, roomy and size - len(cards) >= 2):
                    out.append(action)
    for r in range(FOUR, ACE + 1):
        target = melds[r]
        if target is not None:
            for w in wilds:
                if w:
                    action = act.Meld((), ((r, w),))
                    if _meld_ok(s, action, target, w, roomy and size - len(w) >= 2):
                        out.append(action)
    b3 = tuple(k for k in BLACK3_KINDS for _ in range(hand[k]))
    if len(b3) >= 3 and _valid(check_meld, s, act.Meld((b3,))):
        out.append(act.Meld((b3,)))


def _compact_walk(
    s: CanastaState, p: int, hand: list[int], melds: list, out: list[act.Meld]
) -> tuple[int, int]:
    """Single melds and lay-offs by rank, with at most one wild card (the compact list), into
    ``out``; returns ``(lone, pairs)``: how many ranks hold a lone natural with no meld to
    join, and how many exactly two naturals with none (each a new meld only with a wild
    card; 0 under OPT-CAN-CANASTA-MAX, which is not counted).

    Far from going out only a meld's shape can make it illegal: adding naturals
    never breaks the wild-card limit, and shapes with a wild card are judged on
    counts by the shared ``new_shape_ok`` / ``extend_shape_ok`` (the same rules as
    ``check_new_meld`` / ``extend_meld``, without building a meld), looked up in
    tables made once per rule set. Near the end of the hand, or when bound to go
    out, the whole ``check_meld`` judges.
    """
    rules = s.config.meld_rules
    if rules.max_size:
        return _compact_capped(s, p, hand, melds, out), 0
    size = s.hand_sizes[p]
    roomy = s.phase == Phase.PLAY and not s.must_go_out
    # The wild cards offered alone: a joker, and the first 2 held (in that order).
    # _first_two(hand), written out: most hands hold no 2, found in one test.
    if hand[_T0] or hand[_T1] or hand[_T2] or hand[_T3]:
        two = _T0 if hand[_T0] else _T1 if hand[_T1] else _T2 if hand[_T2] else _T3
    else:
        two = -1
    if hand[JOKER]:
        singles = _JOKER_TWO[two] if two >= 0 else _JOKER_ONLY
    else:
        singles = _TWO_ONLY[two] if two >= 0 else ()
    last = _LAST_TABLES[0]
    tables = last[1] if last[0] is rules else _tables(rules)
    limit_ok, shape_ok, layoff_ok = tables
    # Naturals of ``n`` cards melded without a check leave at least two in hand (far
    # from going out); with one wild card beside them, at least two as well.
    free = size - 2 if roomy else -1
    lone = 0
    pairs = 0
    for r, b0, b1, b2, b3, rows in _RANK_ROWS:
        c0 = hand[b0]
        c1 = hand[b1]
        c2 = hand[b2]
        c3 = hand[b3]
        n = c0 + c1 + c2 + c3
        if not n:
            continue
        target = melds[r]
        if target is not None:
            action = (rows.get((c0, c1, c2, c3)) or _new_row(r, (c0, c1, c2, c3)))[3]
            if n <= free or _valid(check_meld, s, action):
                out.append(action)
            continue
        if n == 1:
            lone += 1  # nothing to meld; the go-out search's first test counts it
            continue
        row = rows.get((c0, c1, c2, c3)) or _new_row(r, (c0, c1, c2, c3))
        if n >= 3:
            action = row[2]
            if n <= free or _valid(check_meld, s, action):
                out.append(action)
        else:
            pairs += 1  # and the go-out search's pairs test counts these
        if singles and limit_ok[n]:
            with_wild = row[4]
            if n < free:
                if shape_ok[n]:
                    for w in singles:
                        out.append(with_wild[w])
            else:
                for w in singles:
                    action = with_wild[w]
                    if _valid(check_meld, s, action):
                        out.append(action)
    if not singles:
        return lone, pairs
    shape_only = roomy and size >= 3
    for r in _RANKS:
        target = melds[r]
        if target is None:
            continue
        # One wild card laid off: 0 breaks the wild-card limit, 1 keeps it but not the
        # shape (only check_meld may still say), 2 keeps both (extend_shape_ok).
        ok = layoff_ok[target.naturals][target.wilds] if target.wilds < 4 else 0
        if not ok:
            continue
        actions = _WILD_LAYOFFS[r]
        if shape_only:
            if ok == 2:
                for w in singles:
                    out.append(actions[w])
        else:
            for w in singles:
                action = actions[w]
                if _valid(check_meld, s, action):
                    out.append(action)
    return lone, pairs


_T0, _T1, _T2, _T3 = TWO_KINDS


def _first_two(hand: list[int]) -> int:
    """The kind of the first 2 held (in kind order), or -1 when the hand holds none."""
    if hand[_T0] or hand[_T1] or hand[_T2] or hand[_T3]:
        return _T0 if hand[_T0] else _T1 if hand[_T1] else _T2 if hand[_T2] else _T3
    return -1


#: The compact listing's lone wild cards: a joker and/or the first 2 held, by that 2's kind.
_JOKER_TWO = tuple((JOKER, k) for k in TWO_KINDS)
_TWO_ONLY = tuple((k,) for k in TWO_KINDS)
_JOKER_ONLY = (JOKER,)


def _tables(rules: MeldRules) -> tuple:
    """By number of naturals: one wild card beside them keeps the wild-card limit, and a
    new meld of them and one wild card has a legal shape (``new_shape_ok``); by a meld's
    naturals and wild cards: one wild card laid off on it keeps the limit (1) and the
    shape too (2, ``extend_shape_ok``). Worked out once per rule set."""
    found = _TABLES.get(rules)
    if found is None:
        limit_ok, shape_ok = _one_wild_table(rules)
        layoff_ok = tuple(
            tuple(_one_wild_layoff(rules, n, w) for w in range(4)) for n in range(len(limit_ok))
        )
        found = _TABLES[rules] = (limit_ok, shape_ok, layoff_ok)
    _LAST_TABLES[0] = (rules, found)
    return found


def _one_wild_layoff(rules: MeldRules, naturals: int, wilds: int) -> int:
    if naturals < 2:  # no rank meld has fewer naturals (§3.7.2)
        return 0
    if rules.wild_limit.violation(naturals, wilds + 1) is not None:
        return 0
    probe = TableMeld(FOUR, (FOUR * 4,) * naturals + (JOKER,) * wilds)
    return 2 if extend_shape_ok(rules, probe, 0, 1) else 1


_TABLES: dict[MeldRules, tuple] = {}
#: The last rule set's tables as one (rules, tables) pair, replaced whole: an identity test
#: instead of hashing a MeldRules, and a thread reading it never pairs one rule set with
#: another's table (the same for the other ``_LAST_*`` slots here).
_LAST_TABLES: list = [(None, None)]
#: Per rank, by wild kind: the action laying that one wild card off on the rank's meld.
_WILD_LAYOFFS = tuple(
    {k: act.Meld((), ((r, (k,)),)) for k in (*TWO_KINDS, JOKER)} for r in range(14)
)


def _compact_capped(
    s: CanastaState, p: int, hand: list[int], melds: list, out: list[act.Meld]
) -> int:
    """``_compact_walk`` under OPT-CAN-CANASTA-MAX: only as many naturals as
    still fit in a meld are offered (§3.7.7 with a cap)."""
    rules = s.config.meld_rules
    most = rules.max_size  # OPT-CAN-CANASTA-MAX: naturals can overfill a meld
    size = s.hand_sizes[p]
    roomy = s.phase == Phase.PLAY and not s.must_go_out
    singles: list[Cards] = []
    if hand[JOKER]:
        singles.append(_JOKER1)
    for k in TWO_KINDS:
        if hand[k]:
            singles.append(_ONE[k])
            break
    limit_ok, shape_ok = _one_wild_table(rules)
    wild_targets = [r for r in _RANKS if melds[r] is not None] if singles else []
    # Naturals of ``n`` cards melded without a check leave at least two in hand (far
    # from going out); with one wild card beside them, at least two as well.
    free = size - 2 if roomy else -1
    lone = 0
    for r, b0, b1, b2, b3, rows in _RANK_ROWS:
        c0 = hand[b0]
        c1 = hand[b1]
        c2 = hand[b2]
        c3 = hand[b3]
        if not (c0 or c1 or c2 or c3):
            continue
        key = (c0, c1, c2, c3)
        row = rows.get(key) or _new_row(r, key)
        target = melds[r]
        if most:
            # Only as many naturals as still fit (§3.7.7 with a cap): the rest stay in hand.
            nat = row[0][: most - (target.size if target is not None else 0)]
            if not nat:
                continue
            row = _row(nat)
        n = row[1]
        if target is not None:
            action = row[3]
            if n <= free or _valid(check_meld, s, action):
                out.append(action)
            continue
        if n == 1:
            lone += 1  # nothing to meld; the go-out search's first test counts it
            continue
        if n >= 3:
            action = row[2]
            if n <= free or _valid(check_meld, s, action):
                out.append(action)
        if n >= 2 and singles and limit_ok[n]:
            with_wild = row[4]
            if n < free:
                if shape_ok[n]:
                    for w in singles:
                        out.append(with_wild[w[0]])
            else:
                for w in singles:
                    action = with_wild[w[0]]
                    if _valid(check_meld, s, action):
                        out.append(action)
    shape_only = roomy and size >= 3
    one_wild = _one_wild_layoffs(rules)
    for r in wild_targets:
        target = melds[r]
        judged = one_wild.get(target)
        if judged is None:
            judged = _judge_one_wild(rules, target, one_wild)
        if not judged[0]:
            continue
        if shape_only:
            if judged[1]:
                for w in singles:
                    out.append(_layoff_action(r, w))
        else:
            for w in singles:
                action = _layoff_action(r, w)
                if _valid(check_meld, s, action):
                    out.append(action)
    return lone


def _one_wild_layoffs(rules: MeldRules) -> dict:
    """Per side meld: one wild card laid off on it keeps the wild-card limit, and has a
    legal shape (``extend_shape_ok``). A meld never changes, and stays on the table
    from turn to turn: each is judged once."""
    last = _LAST_LAYOFFS[0]
    if last[0] is rules:  # a MeldRules hashes all its fields: look it up once
        return last[1]
    known = _LAYOFFS.get(rules)
    if known is None:
        known = _LAYOFFS[rules] = {}
    _LAST_LAYOFFS[0] = (rules, known)
    return known


def _judge_one_wild(rules: MeldRules, target, known: dict) -> tuple[bool, bool]:
    if len(known) > 50_000:
        known.clear()
    limit_ok = rules.wild_limit.violation(target.naturals, target.wilds + 1) is None
    judged = known[target] = (limit_ok, limit_ok and extend_shape_ok(rules, target, 0, 1))
    return judged


_LAYOFFS: dict[MeldRules, dict] = {}
_LAST_LAYOFFS: list = [(None, None)]

_RANKS = tuple(range(FOUR, ACE + 1))


def _one_wild_table(rules: MeldRules) -> tuple[tuple[bool, ...], tuple[bool, ...]]:
    """By number of naturals: the wild-card limit allows one wild card beside them, and
    a new meld of them and one wild card has a legal shape (``new_shape_ok``)."""
    last = _LAST_ONE_WILD[0]
    if last[0] is rules:  # a MeldRules hashes all its fields: look it up once
        return last[1]
    found = _ONE_WILD.get(rules)
    if found is None:
        found = _ONE_WILD[rules] = (
            tuple(rules.wild_limit.violation(n, 1) is None for n in range(_MOST_NATURALS)),
            tuple(new_shape_ok(rules, n, 1) for n in range(_MOST_NATURALS)),
        )
    _LAST_ONE_WILD[0] = (rules, found)
    return found


_ONE_WILD: dict[MeldRules, tuple[tuple[bool, ...], tuple[bool, ...]]] = {}
_LAST_ONE_WILD: list = [(None, None)]


def _row(nat: Cards) -> tuple:
    """What the listing offers for the naturals ``nat`` of one rank, built once:
    ``(nat, count, new meld, lay-off, {wild kind: new meld with it})``."""
    found = _BY_NATURALS.get(nat)
    if found is None:
        r = nat[0] >> 2
        if len(_BY_NATURALS) > 50_000:
            _BY_NATURALS.clear()
        found = _BY_NATURALS[nat] = (
            nat,
            len(nat),
            _meld_action(nat),
            _layoff_action(r, nat),
            {w: _meld_action(nat + (w,)) for w in (*TWO_KINDS, JOKER)},
        )
    return found


_BY_NATURALS: dict[Cards, tuple] = {}
#: Per rank: the row of its naturals by the hand's four suit counts of that rank.
_ROWS: list[dict[tuple[int, int, int, int], tuple]] = [{} for _ in range(14)]
#: ``(rank, its four card kinds, its rows)`` for the ranks a meld can have: the kinds
#: written out, as the walks read the hand's counts of every rank each listing.
_RANK_ROWS = tuple((r, r * 4, r * 4 + 1, r * 4 + 2, r * 4 + 3, _ROWS[r]) for r in _RANKS)


def _new_row(rank: int, counts: tuple[int, int, int, int]) -> tuple:
    row = _row(tuple(rank * 4 + i for i, c in enumerate(counts) for _ in range(c)))
    _ROWS[rank][counts] = row
    return row


# Listed actions are immutable values; the listing builds each shape once and reuses it.
_ONE = tuple((k,) for k in range(JOKER + 1))
_JOKER1 = _ONE[JOKER]
_MELD_ACTIONS: dict[Cards, act.Meld] = {}
_LAYOFF_ACTIONS: dict[tuple[int, Cards], act.Meld] = {}


def _meld_action(cards: Cards) -> act.Meld:
    action = _MELD_ACTIONS.get(cards)
    if action is None:
        if len(_MELD_ACTIONS) > 50_000:
            _MELD_ACTIONS.clear()
        action = _MELD_ACTIONS[cards] = act.Meld((cards,))
    return action


def _layoff_action(rank: int, cards: Cards) -> act.Meld:
    key = (rank, cards)
    action = _LAYOFF_ACTIONS.get(key)
    if action is None:
        if len(_LAYOFF_ACTIONS) > 50_000:
            _LAYOFF_ACTIONS.clear()
        action = _LAYOFF_ACTIONS[key] = act.Meld((), (key,))
    return action


def _meld_ok(s: CanastaState, action: act.Meld, target, cards: Cards, shape_only: bool) -> bool:
    if not shape_only:
        return _valid(check_meld, s, action)
    try:
        if target is None:
            check_new_meld(s, cards)
        else:
            extend_meld(s, target, cards)
    except IllegalAction:
        return False
    return True


def _go_out_plan(s: CanastaState, lone: int = -1) -> GoOutPlan | None:
    """A way for the player on turn to go out this turn (``checks.able_to_go_out``).

    ``lone``, when known (0 or more), is how many ranks hold a lone natural with no
    meld to join: with the black 3s short of a meld, more such cards than the final
    discard can take mean no way out, the search's own first test (``_lone_cards``).
    """
    if s.answer is False:
        return None
    p = s.current
    if lone >= 0:
        hand = s.hands[p]
        black3 = hand[_B3_0] + hand[_B3_1]
        allowed = 0 if s.phase == Phase.LAST_MELD else 1
        if (black3 if black3 < 3 else 0) + lone > allowed:
            return None
    side = s.config.side_of[p]
    opened = s.opened[side]
    minimum = 0 if opened or concealed_minimum_waived(s, p) else s.minimum(side)
    return go_out_plan(
        s.config,
        s.hands[p],
        s.melds[side],
        opened,
        minimum,
        s.phase != Phase.LAST_MELD,
        screened=lone >= 0,
    )


def _go_out_meld(s: CanastaState, plan: GoOutPlan | None) -> act.Meld | None:
    """The meld that empties the hand (or leaves the last discard), when one exists."""
    if plan is None:
        return None
    melds, layoffs, _discard = plan
    if not melds and not layoffs:
        return None
    action = _new(_MeldActionBuilder)  # act.Meld(melds, layoffs), as _group_action builds it
    action.melds = melds
    action.layoffs = layoffs
    action.__class__ = act.Meld
    if _plan_trusted(s):
        return action
    return action if _valid(check_meld, s, action) else None


def _plan_trusted(s: CanastaState) -> bool:
    """Does ``check_meld`` accept the going-out meld of a plan without being asked?

    It does for an opened side in the meld phase that is not bound to go out: the
    search (``goout._slot``, ``_finish``) builds the plan from the hand's own cards, one meld or
    lay-off per rank, each within ``rules.capacity`` and the size cap, with two
    naturals or more for a new meld, none of them wild beside a natural canasta under
    OPT-CAN-WILD-ON-NATURAL-CANASTA, black 3s only as the last meld, and it leaves the
    hand empty or one discard with the canastas and melds going out asks for: what
    ``check_meld`` judges. An opening (its minimum, a waived one) or a binding "yes"
    ask ``check_meld`` more, so they are still judged. A property test holds the two
    together (tests/engine/test_canasta_fast_listing.py).
    """
    return s.phase == Phase.PLAY and not s.must_go_out and s.opened[s.config.side_of[s.current]]


def _discard_options(s: CanastaState) -> list[act.Discard]:
    p = s.current
    hand = s.hands[p]
    size = s.hand_sizes[p]
    if size == 1:
        side = s.config.side_of[p]
        if (
            s.answer is False
            or s.canasta_count(side) < s.config.canastas_to_go_out
            or meld_count(s.melds[side]) < s.config.melds_to_go_out
        ):
            return []
    elif s.must_go_out:
        return []
    return list(compress(_DISCARDS, hand))


# Discard actions are immutable values: build each once.
_DISCARDS = tuple(act.Discard(k) for k in range(JOKER + 1))


def _ask_options(s: CanastaState, able: bool) -> list[act.AskGoOut]:
    """The question (§3.12.3) on the conditions of ``check_ask``; ``able``: able to go out."""
    cfg = s.config
    if not cfg.partnership or s.turn_melded or s.asked_turn:
        return []
    p = s.current
    if s.must_go_out or s.hand_sizes[p] <= 1 or not able:
        return []
    if s.asked_deal[p] and cfg.opt("OPT-CAN-ASK-LIMIT") != "ONCE-PER-TURN":
        return []  # once per deal
    partners = cfg.partners_of(p)
    if len(partners) == 1:
        return [_ASK_ONE]
    return [act.AskGoOut(c) for c in partners]


_ASK_ONE = act.AskGoOut(None)
_B3_0, _B3_1 = BLACK3_KINDS
