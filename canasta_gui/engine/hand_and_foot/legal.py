"""Legal Hand and Foot actions.

Two generators share the rules' own checks, so every action they list applies (a
hypothesis test holds them to it):

* ``legal_actions`` (compact, for random play and computer players) lists, per
  rank, one new meld or one lay-off of all the naturals that fit, the same with
  one wild card, one wild meld or wild lay-off, up to ``COMPACT_OPENINGS`` opening
  combinations, a composite "go out" meld whenever the hand can be emptied now,
  every draw, a few pile takes, every discard and the useful questions.
* ``all_legal_actions`` (exhaustive, for tests on small hands) spells out every
  suit and wild-card choice of each single meld or lay-off, every opening and
  every pile take, the split between the open meld and the new meld included.
  Actions with several parts after opening are sequences of single parts, except
  the going-out composite, which both generators list.
"""

from __future__ import annotations

from collections.abc import Iterator

from canasta_gui.engine.cards import ACE, FOUR, JOKER, RUMMY_VALUE
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.legal_compact import (
    _go_out_meld,
    compact_draw,
    compact_play,
    compact_takes,
)
from canasta_gui.engine.hand_and_foot.legal_sets import (
    natural_sets,
    opening_sets,
    rank_cards,
    splits,
    sub_multisets,
    wild_cards,
)
from canasta_gui.engine.hand_and_foot.melding import check_meld
from canasta_gui.engine.hand_and_foot.pile import check_take
from canasta_gui.engine.hand_and_foot.rules import check_ask, discard_refusal, end_turn_allowed
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, plug
from canasta_gui.engine.rummy.meld_rules import COMPLETE
from canasta_gui.engine.rummy.melds import WILD_RANK

Cards = tuple[int, ...]

_DISCARDS = tuple(act.Discard(k) for k in range(JOKER + 1))
_ANSWERS = [act.AnswerGoOut(True), act.AnswerGoOut(False)]


def legal_actions(s: HandFootState) -> list[act.Action]:
    """Compact legal actions for the player on turn (or ``NextDeal`` between deals)."""
    phase = s.phase
    if phase == Phase.PLAY:
        return compact_play(s)
    if phase == Phase.DRAW:
        return compact_draw(s)
    return _generate(s, exhaustive=False)


plug("legal_actions", legal_actions)


def all_legal_actions(s: HandFootState) -> list[act.Action]:
    """Every legal action with every suit choice; meant for tests on small hands."""
    return _generate(s, exhaustive=True)


def _generate(s: HandFootState, exhaustive: bool) -> list[act.Action]:
    phase = s.phase
    if phase == Phase.PLAY:
        if not exhaustive:
            return compact_play(s)
        out: list[act.Action] = []
        _meld_options(s, out)
        _discard_options(s, out)
        if end_turn_allowed(s):
            out.append(act.END_TURN)
        out.extend(_ask_options(s))
        return out
    if phase == Phase.DRAW:
        if not exhaustive:
            return compact_draw(s)
        out = [act.DRAW] if s.stock else [act.DECLINE]
        out.extend(pile_take_options(s, exhaustive))
        out.extend(_ask_options(s))
        return out
    if phase == Phase.ANSWER:
        return list(_ANSWERS)
    if phase == Phase.DEAL_OVER:
        return [act.NEXT_DEAL]
    return []


def _valid(check, s: HandFootState, action) -> bool:
    try:
        check(s, action)
    except IllegalAction:
        return False
    return True


# -- draw phase ---------------------------------------------------------------------------


def pile_take_options(
    s: HandFootState, exhaustive: bool = True, first_only: bool = False
) -> list[act.TakePile]:
    """Ways to take the pile now (§4.8): every one, or (``exhaustive=False``) the compact
    few; ``first_only`` stops at the first found."""
    if not exhaustive and not first_only:
        return compact_takes(s) if s.pile and not s.pile_blocked() else []
    if not s.pile or s.pile_blocked():
        return []
    p = s.current
    side = s.config.side_of[p]
    hand = s.hands[p]
    top = s.pile[-1]
    wild_top = top == JOKER or top >> 2 == 0
    rank = WILD_RANK if wild_top else top >> 2
    own = wild_cards(hand) if wild_top else rank_cards(hand, rank)
    if len(own) < 2:
        return []  # §4.8.1: two naturals of the top rank, or two wild cards
    uses: list[Cards] = []
    if wild_top:
        for n in range(2, len(own) + 1):
            uses.extend(sub_multisets(own, n))
    else:
        wilds = wild_cards(hand)
        for nats in natural_sets(hand, rank, 2, True, len(own)):
            for n in range(min(len(wilds), COMPLETE) + 1):
                uses.extend(nats + w for w in sub_multisets(wilds, n))
    meld = s.melds[side][rank]
    if meld is not None:
        # The cards fill the open meld first (§4.8.1): each split is a different take.
        room = COMPLETE - meld.size - 1
        uses = [u for use in uses for u in splits(use, room)]
    opened = s.opened[side]
    minimum = s.minimum(side)
    out: list[act.TakePile] = []
    for use in dict.fromkeys(uses):
        if opened:
            candidates: list[act.TakePile] = [act.TakePile(use)]
        else:
            have = RUMMY_VALUE[top] + sum(RUMMY_VALUE[c] for c in use)
            rest = list(hand)
            for c in use:
                rest[c] -= 1
            candidates = [
                act.TakePile(use, ms)
                for ms in opening_sets(rest, rank, max(0, minimum - have), True, None)
            ]
        for action in candidates:
            if _valid(check_take, s, action):
                out.append(action)
                if first_only:
                    return out
    return out


# -- meld phase ---------------------------------------------------------------------------


def _meld_options(s: HandFootState, out: list[act.Action]) -> None:
    p = s.current
    side = s.config.side_of[p]
    hand = s.hands[p]
    if not s.opened[side]:
        for ms in opening_sets(hand, -1, max(1, s.minimum(side)), True, None):
            action = act.Meld(ms)
            if _valid(check_meld, s, action):
                out.append(action)
    else:
        for action in _single_parts(s, side, hand):
            if _valid(check_meld, s, action):
                out.append(action)
    composite = _go_out_meld(s) if s.in_foot(p) else None
    if composite is not None and composite not in out:
        out.append(composite)


def _single_parts(s: HandFootState, side: int, hand: list[int]) -> Iterator[act.Meld]:
    """Every single new meld or lay-off in shape, with every suit and wild-card choice."""
    slots = s.melds[side]
    wilds = wild_cards(hand)
    wild_sets = [w for n in range(len(wilds) + 1) for w in sub_multisets(wilds, n)]
    for r in range(FOUR, ACE + 1):
        meld = slots[r]
        if meld is not None:
            room = COMPLETE - meld.size
            for nat in natural_sets(hand, r, 0, True, room):
                for w in wild_sets:
                    k = len(nat) + len(w)
                    if 0 < k <= room and meld.naturals + len(nat) >= 2 * (meld.wilds + len(w)):
                        yield act.Meld((), ((r, nat + w),))
        else:
            for nat in natural_sets(hand, r, 2, True, COMPLETE):
                for w in wild_sets:
                    if 3 <= len(nat) + len(w) <= COMPLETE and len(nat) >= 2 * len(w):
                        yield act.Meld(((nat + w),))
    meld = slots[WILD_RANK]
    if meld is not None:
        for n in range(1, min(COMPLETE - meld.size, len(wilds)) + 1):
            for w in sub_multisets(wilds, n):
                yield act.Meld((), ((WILD_RANK, w),))
    else:
        for n in range(3, min(COMPLETE, len(wilds)) + 1):
            for w in sub_multisets(wilds, n):
                yield act.Meld((w,))


def _discard_options(s: HandFootState, out: list[act.Action]) -> None:
    out.extend(
        _DISCARDS[k]
        for k, n in enumerate(s.hands[s.current])
        if n and discard_refusal(s, k) is None
    )


def _ask_options(s: HandFootState) -> list[act.AskGoOut]:
    action = act.AskGoOut()
    return [] if s.asked_turn or not _valid(check_ask, s, action) else [action]
