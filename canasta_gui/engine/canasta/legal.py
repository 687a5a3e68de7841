"""Legal Canasta actions.

Two generators share one set of candidates and the rules' own checks, so every
action they list applies (a hypothesis test holds them to it):

* ``legal_actions`` (compact, for the computer players) describes melds by rank,
  number of naturals and which wild cards, with canonical suits. After opening
  it lists single new melds (all naturals of a rank, alone or with one wild
  card) and single lay-offs (all naturals of a rank, or one wild card); further
  cards follow in later actions. Before opening it lists up to
  ``COMPACT_OPENINGS`` opening combinations. It adds one composite "go out"
  meld whenever the hand can be emptied this turn, and every draw, take,
  discard and question.
* ``all_legal_actions`` (exhaustive, for tests on small hands) spells out every
  suit combination, every number of naturals and every mix of up to three wild
  cards for each single meld or lay-off, every opening combination and every
  pile take. Actions with several parts after opening are sequences of single
  parts, except the going-out composite, which both generators list.
"""

from __future__ import annotations

from collections.abc import Iterator

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.goout import go_out_plan
from canasta_gui.engine.canasta.rules import (
    able_to_go_out,
    check_ask,
    check_meld,
    check_new_meld,
    check_take,
    concealed_minimum_waived,
    extend_meld,
    meld_count,
    pile_obliged,
)
from canasta_gui.engine.canasta.state import CanastaState, Phase
from canasta_gui.engine.cards import ACE, BLACK3_KINDS, FOUR, JOKER, RUMMY_VALUE, TWO_KINDS
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.rummy.groups import rank_cards, sub_multisets, wild_cards

Cards = tuple[int, ...]

#: A side that never opens keeps growing its hand, and the ways to open grow
#: exponentially with it; the compact generator lists at most this many.
COMPACT_OPENINGS = 24


def legal_actions(s: CanastaState) -> list[act.Action]:
    """Compact legal actions for the player on turn (or ``NextDeal`` between deals)."""
    return _generate(s, exhaustive=False)


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
        out = list(_meld_options(s, exhaustive))
        out.extend(_discard_options(s))
        out.extend(_ask_options(s))
        return out
    if phase == Phase.LAST_MELD:
        return [*_meld_options(s, exhaustive), act.END_TURN]
    if phase == Phase.ANSWER:
        return [act.AnswerGoOut(True), act.AnswerGoOut(False)]
    if phase == Phase.DEAL_OVER:
        return [act.NEXT_DEAL]
    return []


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


def _new_melds(hand: list[int], rank: int, exhaustive: bool, most_wild: int = 3) -> list[Cards]:
    """Candidate new melds of ``rank`` from ``hand`` (shape checked later by the rules)."""
    out: list[Cards] = []
    for nat in _natural_sets(hand, rank, 2, exhaustive):
        for wild in _wild_sets(hand, most_wild, exhaustive):
            if len(nat) + len(wild) >= 3:
                out.append(nat + wild)
    return out


def _minus(hand: list[int], cards: Cards) -> list[int]:
    h = hand[:]
    for c in cards:
        h[c] -= 1
    return h


def _opening_sets(
    hand: list[int], skip_rank: int, need: int, exhaustive: bool
) -> Iterator[tuple[Cards, ...]]:
    """Groups of new melds from ``hand`` worth at least ``need`` together (§3.8.2).

    A depth-first walk over the ranks with the wild cards as a shared budget;
    a branch stops as soon as even melding everything left cannot reach ``need``.
    """
    limit = None if exhaustive else COMPACT_OPENINGS
    ranks = [r for r in range(FOUR, ACE + 1) if r != skip_rank and _rank_count(hand, r) >= 2]
    nat_sets = [_natural_sets(hand, r, 2, exhaustive) for r in ranks]
    nat_best = [max(sum(RUMMY_VALUE[c] for c in ns) for ns in sets) for sets in nat_sets]
    wild_left = wild_cards(hand)
    wild_value = sum(RUMMY_VALUE[c] for c in wild_left)
    # Upper bound of what ranks i.. can still add, wild cards counted once overall.
    reach = [0] * (len(ranks) + 1)
    for i in range(len(ranks) - 1, -1, -1):
        reach[i] = reach[i + 1] + nat_best[i]
    pool = hand[:]
    chosen: list[Cards] = []

    def walk(i: int, value: int) -> Iterator[tuple[Cards, ...]]:
        if value + reach[i] + wild_value < need:
            return
        if i == len(ranks):
            # Nothing more is needed when the top card's meld alone reaches the
            # minimum (a pile take), so the empty group counts then.
            if (chosen or need <= 0) and value >= need:
                yield tuple(chosen)
            return
        yield from walk(i + 1, value)
        for nat in nat_sets[i]:
            for wild in _wild_sets(pool, 3, exhaustive):
                if len(nat) + len(wild) < 3:
                    continue
                cards = nat + wild
                if any(pool[c] < cards.count(c) for c in wild):
                    continue
                for c in wild:
                    pool[c] -= 1
                chosen.append(cards)
                yield from walk(i + 1, value + sum(RUMMY_VALUE[c] for c in cards))
                chosen.pop()
                for c in wild:
                    pool[c] += 1

    for found, melds in enumerate(walk(0, 0)):
        if limit is not None and found >= limit:
            return
        yield melds


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
    if not s.pile or s.pile_blocked():
        return []
    p = s.current
    side = s.config.side_of[p]
    hand = s.hands[p]
    top = s.pile[-1]
    rank = top >> 2
    opened = s.opened[side]
    nat = rank_cards(hand, rank)
    frozen = s.frozen_for(p)
    if (frozen and len(nat) < 2) or (not nat and s.melds[side][rank] is None):
        return []  # §3.10.2: no qualifying use of the top card
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
    for use in uses:
        if opened:
            candidates = [act.TakePile(use)]
        else:
            have = RUMMY_VALUE[top] + sum(RUMMY_VALUE[c] for c in use)
            rest = _minus(hand, use)
            need = 0 if concealed_minimum_waived(s, p) else max(0, minimum - have)
            candidates = (
                act.TakePile(use, ms) for ms in _opening_sets(rest, rank, need, exhaustive)
            )
        for action in candidates:
            if _valid(check_take, s, action):
                out.append(action)
                if first_only:
                    return out
    return out


def _meld_options(s: CanastaState, exhaustive: bool) -> list[act.Meld]:
    p = s.current
    side = s.config.side_of[p]
    hand = s.hands[p]
    melds = s.melds[side]
    out: list[act.Meld] = []
    if not s.opened[side]:
        need = 0 if concealed_minimum_waived(s, p) else s.minimum(side)
        for ms in _opening_sets(hand, -1, max(need, 1), exhaustive):
            action = act.Meld(ms)
            if _valid(check_meld, s, action):
                out.append(action)
    elif exhaustive:
        _exhaustive_after_opening(s, p, hand, melds, out)
    else:
        _compact_after_opening(s, p, hand, melds, out)
    composite = _go_out_meld(s)
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


def _compact_after_opening(
    s: CanastaState, p: int, hand: list[int], melds: list, out: list[act.Meld]
) -> None:
    """Single melds and lay-offs by rank, with at most one wild card (compact list).

    Far from going out only a meld's shape can make it illegal: adding naturals
    never breaks the wild-card limit, and shapes with a wild card are judged by
    the rules' own ``check_new_meld`` / ``extend_meld``. Near the end of the hand,
    or when bound to go out, the whole ``check_meld`` judges.
    """
    limit = s.config.wild_limit
    most = s.config.meld_rules.max_size  # OPT-CAN-CANASTA-MAX: naturals can overfill a meld
    size = s.hand_sizes[p]
    roomy = s.phase == Phase.PLAY and not s.must_go_out
    singles: list[Cards] = []
    if hand[JOKER]:
        singles.append((JOKER,))
    for k in TWO_KINDS:
        if hand[k]:
            singles.append((k,))
            break
    for r in range(FOUR, ACE + 1):
        b = r * 4
        n = hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3]
        if not n:
            continue
        nat: Cards = ()
        for k in range(b, b + 4):
            if hand[k]:
                nat += (k,) * hand[k]
        target = melds[r]
        if most:
            # Only as many naturals as still fit (§3.7.7 with a cap): the rest stay in hand.
            nat = nat[: most - (target.size if target is not None else 0)]
            n = len(nat)
            if not n:
                continue
        if target is not None:
            action = act.Meld((), ((r, nat),))
            if (roomy and size - n >= 2) or _valid(check_meld, s, action):
                out.append(action)
            continue
        if n >= 3:
            action = act.Meld((nat,))
            if (roomy and size - n >= 2) or _valid(check_meld, s, action):
                out.append(action)
        if n >= 2 and limit.violation(n, 1) is None:
            for w in singles:
                action = act.Meld((nat + w,))
                if _meld_ok(s, action, None, nat + w, roomy and size - n >= 3):
                    out.append(action)
    for r in range(FOUR, ACE + 1):
        target = melds[r]
        if target is None or limit.violation(target.naturals, target.wilds + 1) is not None:
            continue
        for w in singles:
            action = act.Meld((), ((r, w),))
            if _meld_ok(s, action, target, w, roomy and size >= 3):
                out.append(action)


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


def _go_out_meld(s: CanastaState) -> act.Meld | None:
    """The meld that empties the hand (or leaves the last discard), when one exists."""
    if s.answer is False:
        return None
    p = s.current
    side = s.config.side_of[p]
    opened = s.opened[side]
    minimum = 0 if opened or concealed_minimum_waived(s, p) else s.minimum(side)
    plan = go_out_plan(
        s.config, s.hands[p], s.melds[side], opened, minimum, s.phase != Phase.LAST_MELD
    )
    if plan is None:
        return None
    melds, layoffs, _discard = plan
    if not melds and not layoffs:
        return None
    action = act.Meld(melds, layoffs)
    return action if _valid(check_meld, s, action) else None


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
    return [_DISCARDS[k] for k, n in enumerate(hand) if n]


# Discard actions are immutable values: build each once.
_DISCARDS = tuple(act.Discard(k) for k in range(JOKER + 1))


def _ask_options(s: CanastaState) -> list[act.AskGoOut]:
    cfg = s.config
    if not cfg.partnership or s.turn_melded or s.asked_turn:
        return []
    p = s.current
    if s.must_go_out or s.hand_sizes[p] <= 1 or not able_to_go_out(s, p):
        return []  # check_ask would refuse; asking it costs an exception per turn
    partners = cfg.partners_of(p)
    choices = [None] if len(partners) == 1 else list(partners)
    return [a for a in (act.AskGoOut(c) for c in choices) if _valid(check_ask, s, a)]
