"""Legal Canasta actions.

Two generators share one set of candidates, so every action they list applies
(hypothesis tests hold them to it, tests/engine/test_canasta_fast_listing.py among them):

* ``legal_actions`` (compact, for the computer players) describes melds by rank,
  number of naturals and which wild cards, with canonical suits. After opening
  it lists single new melds (all naturals of a rank, alone or with one wild
  card) and single lay-offs (all naturals of a rank, or one wild card); further
  cards follow in later actions. Before opening it lists up to
  ``legal_openings.COMPACT_OPENINGS`` opening combinations. It adds one composite "go out"
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

This module holds the entry points and the meld phase; the draw phase's pile takes
are ``legal_takes``, the opening walk ``legal_openings``, and the rows of listed
actions and small helpers both phases share ``legal_rows``.
"""

from __future__ import annotations

from itertools import compress

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.goout import MOST_NATURALS as _MOST_NATURALS
from canasta_gui.engine.canasta.goout import GoOutPlan, go_out_plan
from canasta_gui.engine.canasta.legal_openings import (
    _natural_sets,
    _opening_sets,
    _wild_sets,
)
from canasta_gui.engine.canasta.legal_rows import (
    _JOKER1,
    _ONE,
    _RANK_ROWS,
    _RANKS,
    _T0,
    _T1,
    _T2,
    _T3,
    Cards,
    _group_action,
    _layoff_action,
    _MeldActionBuilder,
    _new_row,
    _rank_count,
    _row,
    _valid,
)
from canasta_gui.engine.canasta.legal_takes import (
    _draw_options,
    pile_take_options,
)
from canasta_gui.engine.canasta.rules import (
    check_meld,
    check_new_meld,
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
    TWO_KINDS,
)
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.frozen import new
from canasta_gui.engine.rummy.meld_rules import MeldRules, extend_shape_ok, new_shape_ok
from canasta_gui.engine.rummy.melds import Meld as TableMeld

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
    action = new(_MeldActionBuilder)  # act.Meld(melds, layoffs), as _group_action builds it
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
