"""The compact legal-action list, built for speed (random play, computer players).

Every candidate is built *in shape* (docs/rules.md §4.6: ranks, the one-third ratio, the
7-card cap, the open-meld slots), so while the hand keeps at least two cards, or
is in the hand phase (an emptied hand brings up the foot), nothing else can make
it illegal and the rules' checks are skipped. Near the end of a foot, or while a
"yes" obliges the player to go out, every candidate goes through the rules.
"""

from __future__ import annotations

from itertools import compress

from canasta_gui.engine.cards import ACE, FOUR, JOKER, RUMMY_VALUE, THREE
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.checks import able_to_go_out
from canasta_gui.engine.hand_and_foot.goout import go_out_plan
from canasta_gui.engine.hand_and_foot.legal_sets import wild_cards
from canasta_gui.engine.hand_and_foot.melding import check_meld
from canasta_gui.engine.hand_and_foot.pile import check_take
from canasta_gui.engine.hand_and_foot.rules import discard_refusal, end_turn_allowed
from canasta_gui.engine.hand_and_foot.state import HandFootState
from canasta_gui.engine.rummy.meld_rules import COMPLETE
from canasta_gui.engine.rummy.melds import WILD_RANK

Cards = tuple[int, ...]

#: The compact list holds at most this many ways to open (they grow exponentially).
COMPACT_OPENINGS = 8

_BASES = tuple((r, r * 4) for r in range(FOUR, ACE + 1))
#: (rank, its four card kinds) for each natural rank, 4 to A.
_RANK_KINDS = tuple((r, b, b + 1, b + 2, b + 3) for r, b in _BASES)
#: What one natural card of each rank counts (docs/rules.md §2.2); the same in every suit.
_RANK_VALUE = {r: RUMMY_VALUE[b] for r, b in _BASES}
_DISCARDS = tuple(act.Discard(k) for k in range(JOKER + 1))
_ASK = act.AskGoOut()
_CACHE_LIMIT = 200_000

# Immutable values built once: tuples of naturals and the actions that use them.
_NATURALS: dict[tuple[int, ...], Cards] = {}
_NEW: dict[Cards, act.Meld] = {}
_LAYOFF: dict[tuple[int, Cards], act.Meld] = {}
_TAKE: dict[Cards, act.TakePile] = {}


def _naturals(hand: list[int], b: int) -> Cards:
    key = (b, hand[b], hand[b + 1], hand[b + 2], hand[b + 3])
    found = _NATURALS.get(key)
    if found is None:
        found = _NATURALS[key] = tuple(k for k in range(b, b + 4) for _ in range(hand[k]))
    return found


def _new(cards: Cards) -> act.Meld:
    found = _NEW.get(cards)
    if found is None:
        if len(_NEW) > _CACHE_LIMIT:
            _NEW.clear()
        found = _NEW[cards] = act.Meld((cards,))
    return found


def _layoff(rank: int, cards: Cards) -> act.Meld:
    key = (rank, cards)
    found = _LAYOFF.get(key)
    if found is None:
        if len(_LAYOFF) > _CACHE_LIMIT:
            _LAYOFF.clear()
        found = _LAYOFF[key] = act.Meld((), (key,))
    return found


def _take(cards: Cards) -> act.TakePile:
    found = _TAKE.get(cards)
    if found is None:
        if len(_TAKE) > _CACHE_LIMIT:
            _TAKE.clear()
        found = _TAKE[cards] = act.TakePile(cards)
    return found


def _ok(check, s: HandFootState, action) -> bool:
    try:
        check(s, action)
    except IllegalAction:
        return False
    return True


def _wild(hand: list[int]) -> int:
    """One wild card to spend: a 2 before a joker; -1 when there is none."""
    if hand[0]:
        return 0
    if hand[1]:
        return 1
    if hand[2]:
        return 2
    if hand[3]:
        return 3
    return JOKER if hand[JOKER] else -1


# -- draw phase -----------------------------------------------------------------------------


def compact_draw(s: HandFootState) -> list[act.Action]:
    out: list[act.Action] = [act.DRAW] if s.stock else [act.DECLINE]
    p = s.current
    pile = s.pile
    if pile:
        top = pile[-1]
        b = top & ~3  # the first card kind of the top card's rank
        if b != THREE * 4:
            hand = s.hands[p]
            # compact_takes' first test, here: most turns no take is possible.
            if b == 0 or top == JOKER or hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3] >= 2:
                out.extend(compact_takes(s))
    cfg = s.config
    if (
        not s.asked_turn
        and cfg.permission_required
        and s.feet[p] is None
        and s.foot_played[cfg.partner_of(p)]
    ):
        out.append(_ASK)  # §4.10.2 (c): may be asked before the draw
    return out


def compact_takes(s: HandFootState) -> list[act.TakePile]:
    """One way to take the pile (§4.8.1): the fewest hand cards that qualify, naturals
    before a wild card; more cards may be laid off once the pile is in hand."""
    p = s.current
    side = s.config.side_of[p]
    hand = s.hands[p]
    top = s.pile[-1]
    r = top >> 2
    if top == JOKER or r == 0:
        own: Cards = tuple(wild_cards(hand))
        rank = WILD_RANK
    else:
        b = r * 4
        if hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3] < 2:
            return []
        own = _naturals(hand, b)
        rank = r
    n = len(own)
    if n < 2:
        return []
    meld = s.melds[side][rank]
    room = COMPLETE if meld is None else COMPLETE - meld.size
    if room >= 3:
        use = own[:2]  # the top card and two more fit in one meld
    elif n >= room + 2:
        use = own[: room + 2]  # complete the book, start a new meld of three
    else:
        wild = _wild(hand) if rank != WILD_RANK else -1
        if wild < 0 or n < room + 1:
            return []
        use = own[: room + 1] + (wild,)  # complete the book, a new meld of 2 + 1 wild
    if not s.opened[side]:
        return _opening_takes(s, hand, top, rank, use)
    action = _take(use)
    if s.feet[p] is None:
        taken = min(len(s.pile), s.config.pickup or len(s.pile)) - 1
        if s.hand_sizes[p] - len(use) + taken < 2 and not _ok(check_take, s, action):
            return []
    return [action]


def _opening_takes(
    s: HandFootState, hand: list[int], top: int, rank: int, use: Cards
) -> list[act.TakePile]:
    """Taking the pile as the opening (§4.7): a couple of ways to make up the minimum."""
    rest = list(hand)
    for c in use:
        rest[c] -= 1
    need = s.minimum() - RUMMY_VALUE[top] - sum(RUMMY_VALUE[c] for c in use)
    # Every candidate is in shape and reaches the minimum; in the hand phase the hand
    # a take leaves is never judged (an emptied hand brings up the foot, §4.9), so
    # only the foot phase or a binding "yes" sends the candidates through check_take.
    trusted = s.feet[s.current] is not None and not s.must_go_out
    out = []
    for ms in compact_openings(rest, rank, need):
        action = act.TakePile(use, ms)
        if trusted or _ok(check_take, s, action):
            out.append(action)
    return out


def compact_openings(hand: list[int], skip: int, need: int) -> list[tuple[Cards, ...]]:
    """A few groups of new melds worth at least ``need`` (§4.7), one meld per rank and
    ``skip`` left out: everything that can go down, the fewest melds that reach the
    minimum (largest first), and each single meld that reaches it alone."""
    spare = wild_cards(hand)
    cands: list[tuple[int, Cards]] = []
    total = 0
    for r, b, b1, b2, b3 in _RANK_KINDS:
        if r == skip:
            continue
        n = hand[b] + hand[b1] + hand[b2] + hand[b3]
        if n >= 3:
            nat = _naturals(hand, b)[:COMPLETE]
            value = len(nat) * _RANK_VALUE[r]  # every natural of a rank counts the same
        elif n == 2 and spare:
            wild = spare.pop(0)
            nat = _naturals(hand, b) + (wild,)
            value = 2 * _RANK_VALUE[r] + RUMMY_VALUE[wild]
        else:
            continue
        cands.append((value, nat))
        total += value
    if skip != WILD_RANK and len(spare) >= 3:
        cards = tuple(spare[:COMPLETE])
        value = sum(RUMMY_VALUE[c] for c in cards)
        cands.append((value, cards))
        total += value
    out: list[tuple[Cards, ...]] = [()] if need <= 0 else []
    if total < need or not cands:
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
        if v >= need and len(out) < COMPACT_OPENINGS:
            out.append((m,))
    return out


# -- meld phase -----------------------------------------------------------------------------


def compact_play(s: HandFootState) -> list[act.Action]:
    p = s.current
    cfg = s.config
    side = cfg.side_of[p]
    hand = s.hands[p]
    if s.feet[p] is not None:
        # The hand phase: an emptied hand brings up the foot, so shape is enough (§4.9).
        if s.opened[side]:
            out = _compact_parts(s.melds[side], hand)
        else:
            out = [act.Meld(ms) for ms in compact_openings(hand, -1, s.minimum()) if ms]
        out.extend(compress(_DISCARDS, hand))
        return out
    return _compact_foot(s, p, side, hand)


def _compact_foot(s: HandFootState, p: int, side: int, hand: list[int]) -> list[act.Action]:
    """The foot phase: near the end of the foot the rules judge every candidate."""
    cfg = s.config
    size = s.hand_sizes[p]
    if s.opened[side]:
        parts = _compact_parts(s.melds[side], hand)
    else:
        parts = [act.Meld(ms) for ms in compact_openings(hand, -1, s.minimum()) if ms]
    out: list[act.Action] = []
    for action in parts:
        n = sum(len(m) for m in action.melds) + sum(len(c) for _r, c in action.layoffs)
        if (not s.must_go_out and size - n >= 2) or _ok(check_meld, s, action):
            out.append(action)
    composite = _go_out_meld(s)
    if composite is not None and composite not in out:
        out.append(composite)
    if size == 1 or s.must_go_out:
        out.extend(d for d in compress(_DISCARDS, hand) if not discard_refusal(s, d.card))
        if end_turn_allowed(s):
            out.append(act.END_TURN)
    else:
        out.extend(compress(_DISCARDS, hand))
    if (
        not s.asked_turn
        and s.foot_played[cfg.partner_of(p)]
        and (cfg.permission_required or able_to_go_out(s, p))
    ):
        out.append(_ASK)
    return out


def _compact_parts(slots: list, hand: list[int]) -> list[act.Action]:
    """Per rank: a new meld of all its naturals (up to 7; with one wild card when only
    two are held) or a lay-off of all that fit; a wild lay-off where the ratio allows;
    the wild meld or a wild lay-off of all wild cards that fit (§4.6)."""
    # The wild card to spend, as _wild() picks it (inline: this runs every listing).
    if hand[0]:
        wild = 0
    elif hand[1]:
        wild = 1
    elif hand[2]:
        wild = 2
    elif hand[3]:
        wild = 3
    else:
        wild = JOKER if hand[JOKER] else -1
    out: list[act.Action] = []
    append = out.append
    get = _PARTS.get
    for r, b, b1, b2, b3 in _RANK_KINDS:
        meld = slots[r]
        h0 = hand[b]
        h1 = hand[b1]
        h2 = hand[b2]
        h3 = hand[b3]
        if meld is None:
            n = h0 + h1 + h2 + h3
            if n >= 3:
                key = (b, h0, h1, h2, h3, -1, -1)
                append(get(key) or _rank_part(key))
            elif n == 2 and wild >= 0:
                key = (b, h0, h1, h2, h3, -1, wild)
                append(get(key) or _rank_part(key))
        else:
            if h0 or h1 or h2 or h3:
                key = (b, h0, h1, h2, h3, meld.size, -1)
                append(get(key) or _rank_part(key))
            if wild >= 0 and meld.naturals >= 2 * meld.wilds + 2:
                append(_WILD_LAYOFF[r][wild])
    if wild >= 0:
        meld = slots[WILD_RANK]
        key = (hand[0], hand[1], hand[2], hand[3], hand[JOKER], -1 if meld is None else meld.size)
        part = _WILD_PARTS.get(key, 0)
        if part == 0:
            part = _wild_part(key)
        if part is not None:
            append(part)
    return out


def _wild_part(key: tuple[int, ...]) -> act.Meld | None:
    """The wild meld of all wild cards (up to 7) or the wild lay-off of all that fit, for
    ``_compact_parts`` (memoised by the wild cards held and the wild meld's size)."""
    cards = [k for k, n in zip((0, 1, 2, 3, JOKER), key[:5], strict=True) for _ in range(n)]
    size = key[5]
    if size >= 0:
        part = _layoff(WILD_RANK, tuple(cards[: COMPLETE - size]))
    else:
        part = _new(tuple(cards[:COMPLETE])) if len(cards) >= 3 else None
    if len(_WILD_PARTS) > _CACHE_LIMIT:
        _WILD_PARTS.clear()
    _WILD_PARTS[key] = part
    return part


def _rank_part(key: tuple[int, ...]) -> act.Meld:
    """The compact meld or lay-off of one rank, for ``_compact_parts`` (memoised by key)."""
    b, size, wild = key[0], key[5], key[6]
    nat = tuple(k for k in range(b, b + 4) for _ in range(key[1 + k - b]))
    if size < 0:
        part = act.Meld((nat[:COMPLETE] if len(nat) >= 3 else nat + (wild,),))
    else:
        part = act.Meld((), ((b >> 2, nat[: COMPLETE - size]),))
    if len(_PARTS) > _CACHE_LIMIT:
        _PARTS.clear()
    _PARTS[key] = part
    return part


_PARTS: dict[tuple[int, ...], act.Meld] = {}
_WILD_PARTS: dict[tuple[int, ...], act.Meld | None] = {}
_WILD_LAYOFF = {r: {w: act.Meld((), ((r, (w,)),)) for w in (0, 1, 2, 3, JOKER)} for r, _b in _BASES}


def _go_out_meld(s: HandFootState) -> act.Meld | None:
    """The meld that empties the foot-phase hand (or leaves the last discard), if any."""
    p = s.current
    cfg = s.config
    if s.answer is False or (cfg.permission_required and s.answer is not True):
        return None  # §4.10.2 (c)
    if not s.foot_played[cfg.partner_of(p)]:
        return None  # §4.10.2 (b)
    side = cfg.side_of[p]
    opened = s.opened[side]
    plan = go_out_plan(
        s.hands[p],
        s.melds[side],
        s.book_counts(side),
        opened,
        0 if opened else s.minimum(),
        cfg.final_discard,
    )
    if plan is None:
        return None
    melds, layoffs, _discard = plan
    if not melds and not layoffs:
        return None
    action = act.Meld(melds, layoffs)
    return action if _ok(check_meld, s, action) else None
