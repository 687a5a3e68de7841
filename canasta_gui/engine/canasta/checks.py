"""Checks shared by every Canasta action: meld shapes, hand contents, going out.

docs/rules.md §3.7 (melds), §3.7.10 (empty hand), §3.12 (going out). Each check raises
:class:`IllegalAction` and changes nothing. Meld shapes are the shared rummy checks
(``rummy/meld_rules.py``) run with Canasta's :class:`MeldRules`.
"""

from __future__ import annotations

from collections.abc import Sequence

from canasta_gui.engine.canasta.goout import go_out_plan
from canasta_gui.engine.canasta.options import CanastaConfig
from canasta_gui.engine.canasta.state import CanastaState, Phase
from canasta_gui.engine.cards import JOKER, TWO
from canasta_gui.engine.errors import refuse
from canasta_gui.engine.rummy.meld_rules import check_limit as shared_check_limit
from canasta_gui.engine.rummy.meld_rules import extend_meld as shared_extend
from canasta_gui.engine.rummy.meld_rules import new_meld, take_from  # noqa: F401 - re-exported
from canasta_gui.engine.rummy.melds import Meld
from canasta_gui.engine.rummy.pile import forget_known as shared_forget_known

Cards = tuple[int, ...]


def check_new_meld(s: CanastaState, cards: Cards) -> Meld:
    """A new meld's shape (§3.7.1-§3.7.3, §3.7.8); ownership is checked by the caller."""
    return new_meld(s.config.meld_rules, cards)


def wild_on_natural_forbidden(s: CanastaState) -> bool:
    return s.config.meld_rules.no_wild_on_natural


def check_limit(s: CanastaState, naturals: int, wilds: int) -> None:
    shared_check_limit(s.config.meld_rules, naturals, wilds)


def extend_meld(s: CanastaState, meld: Meld, cards: Cards) -> Meld:
    """``meld`` with ``cards`` added, checked once on the result (§3.7.2, §3.7.5)."""
    return shared_extend(s.config.meld_rules, meld, cards)


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
    """Could ``player`` still go out concealed this turn (docs/rules.md §3.12.4)?"""
    if s.has_melded[player]:
        return False
    took = s.took_pile or taking_pile
    return not (took and s.config.opt("OPT-CAN-CONCEALED-WITH-PILE") == "FORBIDDEN")


def concealed_minimum_waived(s: CanastaState, player: int) -> bool:
    return s.config.opt("OPT-CAN-CONCEALED-MINIMUM") == "WAIVED" and concealed_possible(s, player)


def check_hand_after(
    s: CanastaState, size: int, canastas: int, discard_follows: bool, melds: int = 99
) -> bool:
    """§3.7.10 and §3.12.1; returns True when the hand empties (the player goes out).

    ``melds`` is the side's number of melds after the action (canastas included), which
    only OPT-CAN-MELDS-TO-GO-OUT = 2 asks about.
    """
    cfg = s.config
    if size == 0:
        if s.answer is False:
            raise refuse("out_forbidden_by_partner")
        short_canastas, short_melds = going_out_lacks(cfg, canastas, melds)
        if short_canastas:
            raise refuse("hand_empty_not_out", needed=cfg.canastas_to_go_out, have=canastas)
        if short_melds:
            raise refuse("hand_empty_few_melds", needed=cfg.melds_to_go_out, have=melds)
        return True
    if size == 1 and discard_follows:
        # One card left can only be discarded to go out (§3.7.10), so each reason that
        # forbids going out this turn refuses it, with its own code and message.
        if s.answer is False:
            raise refuse("one_card_partner_no")
        short_canastas, short_melds = going_out_lacks(cfg, canastas, melds)
        if short_canastas:
            raise refuse("one_card_no_canastas", needed=cfg.canastas_to_go_out, have=canastas)
        if short_melds:
            raise refuse("one_card_few_melds", needed=cfg.melds_to_go_out, have=melds)
    return False


def meld_count(melds: list[Meld | None]) -> int:
    """A side's melds on the table, canastas included (§3.12.1 OPT-CAN-MELDS-TO-GO-OUT)."""
    # Counted by identity: ``melds.count(None)`` would ask each Meld's own ``__eq__``.
    n = 0
    for m in melds:
        if m is not None:
            n += 1
    return n


def going_out_lacks(config: CanastaConfig, canastas: int, melds: int) -> tuple[int, int]:
    """What a side with ``canastas`` and ``melds`` (canastas included) on the table still
    lacks to go out (§3.12.1): more canastas (OPT-CAN-CANASTAS-TO-GO-OUT), more melds
    (OPT-CAN-MELDS-TO-GO-OUT). The refusals of going out and the table's side plates both
    ask this."""
    return (
        max(0, config.canastas_to_go_out - canastas),
        max(0, config.melds_to_go_out - melds),
    )


def side_going_out_lacks(
    config: CanastaConfig, side_melds: Sequence[Meld | None]
) -> tuple[int, int]:
    """:func:`going_out_lacks` for the melds a side has on the table now."""
    canastas = sum(1 for m in side_melds if m is not None and m.is_canasta)
    return going_out_lacks(config, canastas, meld_count(list(side_melds)))


def plan_rank(cards: Cards) -> int:
    for c in cards:
        if c != JOKER and c >> 2 != TWO:
            return c >> 2
    return -1


def forget_known(s: CanastaState, p: int, cards: list[int]) -> None:
    shared_forget_known(s.known, p, cards)
