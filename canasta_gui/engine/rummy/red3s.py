"""Red 3s: drawn, placed face up and replaced from the stock (docs/rules.md §3.4, §3.6, §4.4).

Both games replace every red 3 that reaches a hand with the next stock card, over
and over while replacements are red 3s, and stop quietly when the stock is empty
(the caller decides what an unreplaced red 3 means: §3.13.1, §4.11). Taking the
cards off the top in order makes "draw then replace" and "replace as you draw"
consume the same cards, so the two procedures here agree on every outcome.
"""

from __future__ import annotations

from canasta_gui.engine.cards import RED3_KINDS

_RED3_D, _RED3_H = RED3_KINDS


def draw_replacing(stock: list[int], want: int) -> tuple[list[int], list[int], int]:
    """Draw ``want`` cards that are not red 3s off the top of ``stock``.

    Returns ``(drawn, red3s, short)``: the cards for the hand, the red 3s met on
    the way (in order) and how many cards the empty stock still owed (§3.6, §4.4).
    """
    drawn: list[int] = []
    red3s: list[int] = []
    while want and stock:
        card = stock.pop()
        if card in RED3_KINDS:
            red3s.append(card)
        else:
            drawn.append(card)
            want -= 1
    return drawn, red3s, want


Rounds = list[tuple[tuple[int, ...], tuple[int, ...]]]


def replace_red3s(hand: list[int], stock: list[int]) -> Rounds:
    """Take every red 3 out of ``hand`` (a count row) and draw one card for each, repeatedly.

    Returns the rounds as ``(red 3s placed, cards drawn)``; the caller puts the red 3s
    in the side's area and reports the rounds as events (§3.4 step 3, §4.4 step 2, §4.9).
    """
    rounds: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    while hand[_RED3_D] or hand[_RED3_H]:
        found = (_RED3_D,) * hand[_RED3_D] + (_RED3_H,) * hand[_RED3_H]
        hand[_RED3_D] = hand[_RED3_H] = 0
        drawn = tuple(stock.pop() for _ in range(min(len(found), len(stock))))
        for k in drawn:
            hand[k] += 1
        rounds.append((found, drawn))
    return rounds
