"""Card knowledge for Hand and Foot players: counts, what is unseen, discard danger.

Everything here reads only what the seat on turn may know (its own hand, the
table, the pile and the cards the table saw go into a hand with the pile), so a
policy stays fair when it plays any seat of a sampled world (docs/rules.md §1.5).
"""

from __future__ import annotations

import math

from canasta_gui.ai.rummy.hands import rank_counts
from canasta_gui.engine.cards import ACE, FOUR, JOKER
from canasta_gui.engine.hand_and_foot.state import HandFootState

#: Copies of one natural rank in the five decks (docs/rules.md §4.1).
PER_RANK = 20


def seen_ranks(s: HandFootState, seat: int) -> list[int]:
    """Natural copies per rank this seat can see: own hand, melds, books, pile, known cards."""
    seen = rank_counts(s.hands[seat])
    for side in range(s.config.n_sides):
        for m in s.melds[side]:
            if m is not None and m.naturals:
                seen[m.rank] += m.naturals
        for m in s.books[side]:
            if m.naturals:
                seen[m.rank] += m.naturals
    for c in s.pile:
        if c != JOKER:
            r = c >> 2
            if r >= FOUR:
                seen[r] += 1
    for p, row in enumerate(s.known):
        if p != seat:
            for r in range(FOUR, ACE + 1):
                b = r * 4
                seen[r] += row[b] + row[b + 1] + row[b + 2] + row[b + 3]
    return seen


def unseen_total(s: HandFootState, seat: int) -> int:
    """Cards this seat cannot see: other hands (less known cards), feet still down, stock."""
    n = len(s.stock)
    for p in range(s.config.players):
        if s.feet[p] is not None:
            n += 13
        if p != seat:
            n += s.hand_sizes[p] - sum(s.known[p])
    return max(1, n)


def public_seen(s: HandFootState) -> tuple[list[int], int]:
    """``seen_ranks`` and ``unseen_total`` as the whole table knows them, no hand included:
    what a table-facing explanation may rest on (docs/rules.md §1.5)."""
    seen = [0] * 14
    for side in range(s.config.n_sides):
        for m in (*s.melds[side], *s.books[side]):
            if m is not None and m.naturals:
                seen[m.rank] += m.naturals
    for c in s.pile:
        if c != JOKER and c >> 2 >= FOUR:
            seen[c >> 2] += 1
    unseen = len(s.stock)
    for p, row in enumerate(s.known):
        for r in range(FOUR, ACE + 1):
            b = r * 4
            seen[r] += row[b] + row[b + 1] + row[b + 2] + row[b + 3]
        unseen += s.hand_sizes[p] - sum(row)
        if s.feet[p] is not None:
            unseen += 13
    return seen, max(1, unseen)


def next_opponent(s: HandFootState, seat: int) -> int:
    """The player after ``seat``, the only one who can take a discard while it is on top."""
    return (seat + 1) % s.config.players


def pair_chance(hand_size: int, copies: int, unseen: int) -> float:
    """Rough chance that a hand of ``hand_size`` unknown cards holds two of ``copies``."""
    if copies < 2 or hand_size < 2:
        return 0.0
    lam = hand_size * copies / unseen
    return 1.0 - math.exp(-lam) * (1.0 + lam)


def discard_danger(s: HandFootState, seat: int, card: int, seen: list[int], unseen: int) -> float:
    """What discarding ``card`` may hand the next opponent, in points (0 = safe).

    The next player takes the pile with two naturals of the top card's rank
    (docs/rules.md §4.8.1), and gets up to seven cards (§4.8.2). A pair they were seen
    taking with the pile is certain; otherwise the chance of a pair comes from the
    copies still unseen; a rank their side is building is likelier to be held.
    A wild card needs two wild cards in their hand and a black 3 blocks the pile.
    """
    if card == JOKER or card >> 2 < FOUR:
        return 0.0  # black 3 blocks; a wild card is judged by its keep value
    rank = card >> 2
    opp = next_opponent(s, seat)
    pickup = s.config.pickup or (len(s.pile) + 1)
    gets = min(len(s.pile) + 1, pickup)
    prize = 40.0 + 14.0 * gets
    b = rank * 4
    known = s.known[opp]
    held = known[b] + known[b + 1] + known[b + 2] + known[b + 3]
    if held >= 2:
        return prize  # they were seen taking a pair of these with the pile (§1.5)
    copies = PER_RANK - seen[rank] - 1  # the discarded card itself is now seen
    hidden = s.hand_sizes[opp] - sum(known)
    if held == 1:
        chance = 1.0 - math.exp(-hidden * max(0, copies) / unseen)  # one more will do
    else:
        chance = pair_chance(hidden, copies, unseen)
    if s.melds[s.config.side_of[opp]][rank] is not None:
        chance = min(1.0, chance * 1.3)  # their side is collecting this rank
    return prize * chance
