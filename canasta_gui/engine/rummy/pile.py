"""Taking the discard pile: the conditions both games share (docs/rules.md §3.9-§3.10, §4.8).

:class:`PileRules` holds what differs. Canasta blocks a wild top card and accepts
a natural + wild (or a lay-off) unless the pile is frozen for the player; Hand and
Foot always asks for a natural pair of the top rank, takes a wild top card with
two wild cards, and picks up only the top 7 cards under OPT-HF-PICKUP = TOP-7.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from canasta_gui.engine.cards import JOKER, RUMMY_VALUE, THREE, TWO, rank_name
from canasta_gui.engine.errors import refuse

Cards = tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PileRules:
    #: A wild top card may be taken with two wild cards (H&F §4.8.1); Canasta blocks it (§3.9.1).
    wild_top_takes: bool = False
    #: The natural pair is always needed, as if the pile were frozen (H&F §4.8.1).
    pair_always: bool = False
    #: How many cards are picked up, the top card included; 0 means the whole pile (§4.8.2).
    pickup: int = 0


def top_blocked(rules: PileRules, top: int) -> bool:
    """The top card may not be taken: a 3, or a wild card where wild tops block (§3.9.1, §4.8.1)."""
    r = top >> 2
    if top == JOKER or r == TWO:
        return not rules.wild_top_takes
    return r == THREE


def check_top_use(
    rules: PileRules, top: int, cards: Cards, frozen: bool, has_meld: bool
) -> tuple[int, int]:
    """The hand cards ``cards`` make a qualifying use of ``top`` (§3.10.2, §4.8.1).

    ``frozen`` is "frozen for the player" (Canasta); ``has_meld`` says whether the side
    has a meld the top card may be laid off on when ``cards`` is empty. Returns the
    number of naturals of the top rank and of wild cards among ``cards``.
    """
    if top == JOKER or top >> 2 == TWO:
        # H&F §4.8.1: a wild top card goes with at least two wild cards into a wild meld.
        wild = sum(1 for c in cards if c == JOKER or c >> 2 == TWO)
        if wild != len(cards):
            raise refuse("layoff_wild_meld")
        if wild < 2:
            raise refuse("pile_need_wilds")
        return 0, wild
    rank = top >> 2
    pair = rules.pair_always or frozen
    pair_code = "pile_need_pair" if rules.pair_always else "pile_frozen_pair"
    if not cards:
        # §3.10.2 (3): lay the top card off on the side's meld of its rank.
        if pair:
            raise refuse(pair_code, rank=rank_name(rank))
        if not has_meld:
            raise refuse("pile_no_meld_to_lay_off", rank=rank_name(rank))
        return 0, 0
    nat = sum(1 for c in cards if c >> 2 == rank and c != JOKER)
    wild = sum(1 for c in cards if c == JOKER or c >> 2 == TWO)
    if nat + wild != len(cards):
        raise refuse("layoff_wrong_rank", rank=rank_name(rank))
    if pair and nat < 2:
        # §3.10.2 frozen pile; §4.8.1: natural + wild never qualifies in Hand and Foot.
        raise refuse(pair_code, rank=rank_name(rank))
    if nat < 2 and not (nat == 1 and wild >= 1):
        raise refuse("pile_no_use", rank=rank_name(rank))
    return nat, wild


def split_pile(rules: PileRules, pile: Sequence[int]) -> tuple[list[int], list[int]]:
    """``(left behind, taken without the top card)`` for a pile take (§3.10.4, §4.8.2)."""
    if rules.pickup and len(pile) > rules.pickup:
        cut = len(pile) - rules.pickup
        return list(pile[:cut]), list(pile[cut:-1])
    return [], list(pile[:-1])


def take_count(top: int, cards: Cards, melds: Sequence[Cards]) -> int:
    """What a pile take counts towards an opening: only the top discard among the pile
    cards, plus the hand cards melded with it and in new melds (§3.8.4, §4.7)."""
    count = RUMMY_VALUE[top] + sum(RUMMY_VALUE[c] for c in cards)
    return count + sum(RUMMY_VALUE[c] for m in melds for c in m)


def forget_known(known: list[list[int]], player: int, cards: Sequence[int]) -> None:
    """Cards taken with the pile are public while in hand; played ones are forgotten.

    ``known`` rows are copy-on-write (state clones share them): a row is replaced.
    """
    row = known[player]
    for c in cards:
        if row[c]:
            break
    else:
        return  # none of them known: the row stays as it is
    row = row[:]
    for c in cards:
        if row[c]:
            row[c] -= 1
    known[player] = row
