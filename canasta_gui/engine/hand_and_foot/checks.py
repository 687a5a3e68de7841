"""Checks shared by the Hand and Foot actions: going out, the hand afterwards.

docs/rules.md §4.9 (the foot), §4.10 (going out). Each check raises
:class:`IllegalAction` and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from canasta_gui.engine.errors import refuse
from canasta_gui.engine.hand_and_foot.goout import (
    NEED_CLEAN,
    NEED_DIRTY,
    NEED_WILD,
    go_out_plan,
)
from canasta_gui.engine.hand_and_foot.state import HandFootState
from canasta_gui.engine.rummy.melds import Meld
from canasta_gui.engine.rummy.pile import forget_known as shared_forget_known

#: What an action does to the player's turn once its cards are down.
FOOT = "foot"  # the hand emptied in the hand phase: the foot comes up (§4.9)
OUT = "out"  # the hand emptied in the foot phase: the player goes out (§4.10)


def out_refusal(s: HandFootState, player: int, books: tuple[int, int, int]) -> str | None:
    """Why ``player`` may not go out with the side's ``books`` (§4.10.2), or ``None``."""
    if s.answer is False:
        return "out_forbidden_by_partner"  # (c): a "no" forbids it this turn
    if books[0] < NEED_CLEAN or books[1] < NEED_DIRTY or books[2] < NEED_WILD:
        return "hf_out_books"  # (a)
    if not s.foot_played[s.config.partner_of(player)]:
        return "hf_out_partner_foot"  # (b)
    if s.config.permission_required and s.answer is not True:
        return "hf_out_not_asked"  # (c) under OPT-HF-PERMISSION = REQUIRED
    return None


#: The refusal of leaving one card for each reason that forbids going out (§4.10.2).
_ONE_CARD = {
    "out_forbidden_by_partner": "one_card_partner_no",
    "hf_out_books": "hf_one_card_books",
    "hf_out_partner_foot": "hf_one_card_partner_foot",
    "hf_out_not_asked": "hf_one_card_not_asked",
}


def refuse_out(code: str, books: tuple[int, int, int]):
    clean, dirty, wild = books
    return refuse(code, clean=clean, dirty=dirty, wild=wild)


def hand_after(
    s: HandFootState,
    player: int,
    size: int,
    hand: Sequence[int],
    slots: Sequence[Meld | None],
    books: tuple[int, int, int],
    opened: bool,
) -> str | None:
    """Judge the hand an accepted meld or pile take leaves (§4.8.3 step 5, §4.9, §4.10.3).

    Returns ``FOOT``, ``OUT`` or ``None``; raises when the hand may not be left so.
    """
    if not s.in_foot(player):
        return FOOT if size == 0 else None  # §4.10.4: the hand phase never goes out
    if size == 0:
        code = out_refusal(s, player, books)
        if code is not None:
            raise refuse_out(code, books)
        return OUT
    if size == 1:
        # §4.10.3: one card is left only for a final discard that goes out. Under
        # OPT-HF-FINAL-DISCARD = FORBIDDEN there is none, so one card is never left;
        # otherwise each reason that forbids going out refuses it with its own code.
        if not s.config.final_discard:
            raise refuse("hf_one_card_no_final_discard")
        code = out_refusal(s, player, books)
        if code is not None:
            raise refuse_out(_ONE_CARD[code], books)
    if s.must_go_out and not able_to_go_out(s, player, hand, slots, books, opened):
        raise refuse("must_go_out")  # OPT-HF-PERMISSION = OPTIONAL: a "yes" obliges
    return None


def able_to_go_out(
    s: HandFootState,
    player: int,
    hand: Sequence[int] | None = None,
    slots: Sequence[Meld | None] | None = None,
    books: tuple[int, int, int] | None = None,
    opened: bool | None = None,
) -> bool:
    """§4.10.2 with Canasta's "able to go out" (§3.12.3): a legal way remains, this turn,
    to empty the foot-phase hand with (a) and (b) met. (c) is the caller's concern."""
    if not s.in_foot(player) or s.answer is False:
        return False
    if not s.foot_played[s.config.partner_of(player)]:
        return False
    side = s.config.side_of[player]
    op = s.opened[side] if opened is None else opened
    plan = go_out_plan(
        s.hands[player] if hand is None else hand,
        s.melds[side] if slots is None else slots,
        s.book_counts(side) if books is None else books,
        op,
        0 if op else s.minimum(side),
        s.config.final_discard,
    )
    return plan is not None


def mark_acted(s: HandFootState, player: int) -> None:
    """A draw, take, meld or discard by a player whose foot is already up (§4.10.2 b)."""
    if s.feet[player] is None and not s.foot_played[player]:
        s.foot_played[player] = True


def forget_known(s: HandFootState, player: int, cards: Sequence[int]) -> None:
    shared_forget_known(s.known, player, cards)
