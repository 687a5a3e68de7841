"""Taking the pile in the Canasta listing: the draw phase's actions (docs/rules.md §3.10).

``pile_take_options`` lists the ways to take the pile (every way for
``all_legal_actions``); ``_draw_options`` is the compact draw-phase listing with cards
in the stock. An opened side's takes are judged on counts (``_opened_takes``), an
unopened side's through the opening walk (``legal_openings``).
"""

from __future__ import annotations

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.legal_openings import (
    _opening_ranks,
    _opening_sets,
    _shape_table,
    _wild_sets,
)
from canasta_gui.engine.canasta.legal_rows import (
    _JOKER1,
    _ONE,
    _ROWS,
    Cards,
    _first_two,
    _minus,
    _nat_wild,
    _new_row,
    _valid,
)
from canasta_gui.engine.canasta.rules import (
    check_take,
    concealed_minimum_waived,
    meld_count,
)
from canasta_gui.engine.canasta.state import CanastaState, Phase
from canasta_gui.engine.cards import (
    JOKER,
    RED3_KINDS,
    RUMMY_VALUE,
)
from canasta_gui.engine.frozen import new, unguarded
from canasta_gui.engine.rummy.groups import rank_cards, sub_multisets
from canasta_gui.engine.rummy.meld_rules import MeldRules, extend_shape_ok, new_shape_ok
from canasta_gui.engine.rummy.pile import PileRules, split_pile


def pile_take_options(
    s: CanastaState, exhaustive: bool = False, first_only: bool = False
) -> list[act.TakePile]:
    """Ways to take the pile now (§3.10); ``first_only`` stops at the first found."""
    pile = s.pile
    if not pile:
        return []
    top = pile[-1]
    cfg = s.config
    if cfg.blocked_tops[top]:  # top_blocked(cfg.pile_rules, top), tabulated
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
        counts = (hand[b], hand[b + 1], hand[b + 2], hand[b + 3])
        return _opened_takes(s, p, side, hand, counts, n, frozen, first_only)
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
            action = _take_group_action(use, ms)
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
    if cfg.blocked_tops[top]:  # top_blocked(cfg.pile_rules, top), tabulated
        return [act.DRAW]
    p = s.current
    side = cfg.side_of[p]
    hand = s.hands[p]
    rank = top >> 2
    b = rank * 4
    c0 = hand[b]
    c1 = hand[b + 1]
    c2 = hand[b + 2]
    c3 = hand[b + 3]
    n = c0 + c1 + c2 + c3
    opened = s.opened[side]
    frozen = s.freeze_index >= 0 or not opened or (cfg.frozen_for_player and not s.has_melded[p])
    if (frozen and n < 2) or (not n and s.melds[side][rank] is None):
        return [act.DRAW]  # §3.10.2: no qualifying use of the top card
    if not opened:
        return [act.DRAW, *pile_take_options(s)]
    return [act.DRAW, *_opened_takes(s, p, side, hand, (c0, c1, c2, c3), n, frozen, False)]


def _opened_takes(
    s: CanastaState,
    p: int,
    side: int,
    hand: list[int],
    counts: tuple[int, int, int, int],
    total: int,
    frozen: bool,
    first_only: bool,
) -> list[act.TakePile]:
    """The compact takes of an opened side, judged on counts (the rules of ``check_take``).

    An opened side only melds the top card with hand cards of its rank and at most
    one wild card, or lays it off: what ``check_take`` asks of such a take is the
    qualifying use (§3.10.2), the meld's shape and what the hand holds afterwards
    (§3.7.10), all known from counts before anything is built. ``counts`` are the
    hand's four suit counts of the top card's rank, ``total`` their sum.
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
    two = _first_two(hand)
    # With two cards or more left in hand after any of these takes, what is listed
    # depends only on the rule set, the top rank's naturals, the meld they go to and
    # the wild cards offered: such lists are remembered (most draws ask again).
    roomy = size > total + 2 and not first_only
    if roomy:
        key = (
            counts,  # with the rank: the top rank's naturals
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
    # The naturals of the top rank in kind order: the compact row of their counts.
    nat: Cards = (_ROWS[rank].get(counts) or _new_row(rank, counts))[0] if total else ()
    wilds: list[Cards] = [()]
    if two >= 0:
        wilds.append(_ONE[two])
    if hand[JOKER]:
        wilds.append(_JOKER1)
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


def _take_group_action(cards: Cards, ms: tuple[Cards, ...]) -> act.TakePile:
    """``act.TakePile(cards, ms)``, a pile take with an opening group, built anew past the
    frozen guard as ``legal_rows._group_action`` builds an opening's melds (each group is tried
    once; tests/engine/test_canasta_fast_listing.py)."""
    action = new(_TakeActionBuilder)
    action.cards = cards
    action.melds = ms
    action.__class__ = act.TakePile
    return action  # type: ignore[return-value]


_TakeActionBuilder = unguarded(act.TakePile)
