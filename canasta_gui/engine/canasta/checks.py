"""Checks shared by every Canasta action: meld shapes, hand contents, going out.

RULES.md §3.7 (melds), §3.7.10 (empty hand), §3.12 (going out). Each check raises
:class:`IllegalAction` and changes nothing.
"""

from __future__ import annotations

from canasta_gui.engine.canasta.goout import go_out_plan
from canasta_gui.engine.canasta.state import CanastaState, Phase
from canasta_gui.engine.cards import (
    BLACK3_KINDS,
    JOKER,
    RED3_KINDS,
    THREE,
    TWO,
    card_code,
    rank_name,
)
from canasta_gui.engine.errors import refuse
from canasta_gui.engine.rummy.melds import Meld

Cards = tuple[int, ...]


def check_new_meld(s: CanastaState, cards: Cards) -> Meld:
    """A new meld's shape (§3.7.1-§3.7.3, §3.7.8); ownership is checked by the caller."""
    if len(cards) < 3:
        raise refuse("meld_too_small")
    rank = -1
    wilds = 0
    black3 = 0
    for c in cards:
        if c == JOKER or c >> 2 == TWO:
            wilds += 1
        elif c in RED3_KINDS:
            raise refuse("meld_red3")
        elif c in BLACK3_KINDS:
            black3 += 1
        elif rank < 0:
            rank = c >> 2
        elif c >> 2 != rank:
            raise refuse("meld_mixed_ranks")
    if black3:
        if rank >= 0:
            raise refuse("meld_mixed_ranks")
        if wilds:
            raise refuse("meld_black3_wild")  # §3.7.8: no wild cards with black 3s
        return Meld(THREE, tuple(cards))
    check_limit(s, len(cards) - wilds, wilds)
    if wilds and len(cards) - wilds >= 7 and wild_on_natural_forbidden(s):
        raise refuse("layoff_wild_natural_canasta")  # naturals first (§3.7.2, §3.7.7)
    return Meld(rank, tuple(cards))


def wild_on_natural_forbidden(s: CanastaState) -> bool:
    return s.config.opt("OPT-CAN-WILD-ON-NATURAL-CANASTA") == "FORBIDDEN"


def check_limit(s: CanastaState, naturals: int, wilds: int) -> None:
    limit = s.config.wild_limit
    code = limit.violation(naturals, wilds)
    if code is not None:
        raise refuse(code, limit=limit.max_wild)


def extend_meld(s: CanastaState, meld: Meld, cards: Cards) -> Meld:
    """``meld`` with ``cards`` added, checked once on the result (§3.7.2, §3.7.5)."""
    if meld.rank == THREE:
        raise refuse("layoff_black3")
    wild = False
    for c in cards:
        if c == JOKER or c >> 2 == TWO:
            wild = True
        elif c in BLACK3_KINDS:
            raise refuse("layoff_black3")
        elif c >> 2 != meld.rank:
            raise refuse("layoff_wrong_rank", rank=rank_name(meld.rank))
    # §3.7.2 judges one action "as if the naturals went down first": a natural
    # meld that those naturals make a canasta is a natural canasta for the wilds.
    if wild and meld.is_natural and wild_on_natural_forbidden(s):
        naturals = sum(1 for c in cards if c != JOKER and c >> 2 != TWO)
        if meld.size + naturals >= 7:
            raise refuse("layoff_wild_natural_canasta")
    new = meld.extended(tuple(cards))
    check_limit(s, new.naturals, new.wilds)
    return new


def take_from(hand: list[int], cards: Cards) -> None:
    """Check that ``hand`` (a copy) holds ``cards`` and remove them."""
    for c in cards:
        if not 0 <= c < len(hand) or hand[c] <= 0:
            raise refuse("card_not_in_hand", card=card_code(c) if 0 <= c <= JOKER else "?")
        hand[c] -= 1


def require(s: CanastaState, phase: tuple[str, ...], expected: str) -> None:
    if s.phase == Phase.GAME_OVER:
        raise refuse("game_over")
    if s.phase not in phase:
        raise refuse("wrong_phase", expected=expected)


def able_to_go_out(
    s: CanastaState,
    player: int,
    hand: list[int] | None = None,
    melds: list[Meld | None] | None = None,
    opened: bool | None = None,
) -> bool:
    """§3.12.3: some legal way remains to empty the hand this turn."""
    side = s.config.side_of[player]
    if s.answer is False:
        return False
    op = s.opened[side] if opened is None else opened
    minimum = 0 if op or concealed_minimum_waived(s, player) else s.minimum(side)
    plan = go_out_plan(
        s.config,
        s.hands[player] if hand is None else hand,
        s.melds[side] if melds is None else melds,
        op,
        minimum,
        discard_allowed=s.phase != Phase.LAST_MELD,
    )
    return plan is not None


def concealed_possible(s: CanastaState, player: int, taking_pile: bool = False) -> bool:
    """Could ``player`` still go out concealed this turn (RULES.md §3.12.4)?"""
    if s.has_melded[player]:
        return False
    took = s.took_pile or taking_pile
    return not (took and s.config.opt("OPT-CAN-CONCEALED-WITH-PILE") == "FORBIDDEN")


def concealed_minimum_waived(s: CanastaState, player: int) -> bool:
    return s.config.opt("OPT-CAN-CONCEALED-MINIMUM") == "WAIVED" and concealed_possible(s, player)


def check_hand_after(s: CanastaState, size: int, canastas: int, discard_follows: bool) -> bool:
    """§3.7.10 and §3.12.1; returns True when the hand empties (the player goes out)."""
    if size == 0:
        if s.answer is False:
            raise refuse("out_forbidden_by_partner")
        if canastas < s.config.canastas_to_go_out:
            raise refuse("hand_empty_not_out", needed=s.config.canastas_to_go_out, have=canastas)
        return True
    if (
        size == 1
        and discard_follows
        and (s.answer is False or canastas < s.config.canastas_to_go_out)
    ):
        raise refuse("hand_one_card")
    return False


def plan_rank(cards: Cards) -> int:
    for c in cards:
        if c != JOKER and c >> 2 != TWO:
            return c >> 2
    return -1


def forget_known(s: CanastaState, p: int, cards: list[int]) -> None:
    known = s.known[p]
    if not any(known[c] for c in cards):
        return
    known = known[:]  # copy-on-write row (see state.py)
    for c in cards:
        if known[c]:
            known[c] -= 1
    s.known[p] = known
