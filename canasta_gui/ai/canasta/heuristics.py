"""Card knowledge for Canasta players: what is unseen, what is dangerous to discard.

Everything here reads an :class:`Observation` (or a determinized world built
from one), never hidden cards.
"""

from __future__ import annotations

# The hand counts are the same in both rummy games; Canasta's players read them from here.
from canasta_gui.ai.rummy.hands import hand_points, rank_counts, wild_count  # noqa: F401
from canasta_gui.engine.canasta.state import CanastaState
from canasta_gui.engine.cards import JOKER, TWO, is_black3


def next_opponent(s: CanastaState, seat: int) -> int:
    n = s.config.players
    side = s.config.side_of[seat]
    for i in range(1, n):
        p = (seat + i) % n
        if s.config.side_of[p] != side:
            return p
    return (seat + 1) % n


def rank_seen(s: CanastaState, seat: int, rank: int, *, own_hand: bool = True) -> int:
    """Copies of ``rank`` this seat can see: own hand (unless ``own_hand`` is false),
    melds, the pile."""
    b = rank * 4
    hand = s.hands[seat]
    n = hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3] if own_hand else 0
    for row in s.melds:
        m = row[rank]
        if m is not None:
            n += m.naturals
    n += sum(1 for c in s.pile if c >> 2 == rank and c != JOKER)
    return n


def discard_danger(s: CanastaState, seat: int, card: int, *, public: bool = False) -> float:
    """How much discarding ``card`` helps the next opponent take the pile (0 = safe).

    ``public``: as the whole table judges it, without this seat's hand (for the
    explanation shown to everyone): only the table, the pile and ``card`` are seen.
    """
    if card == JOKER or card >> 2 == TWO or is_black3(card):
        return 0.0  # a wild card freezes and a black 3 blocks: the next player cannot take
    rank = card >> 2
    opp = next_opponent(s, seat)
    opp_side = s.config.side_of[opp]
    pile_cards = len(s.pile) + 1
    frozen_for_opp = s.frozen_for(opp)
    danger = 0.0
    if not frozen_for_opp and s.melds[opp_side][rank] is not None:
        return 60.0 + 12.0 * pile_cards  # they lay it off and take everything
    per_rank = 4 * s.config.decks  # copies of one natural rank in the game
    if public:
        unseen = per_rank - rank_seen(s, seat, rank, own_hand=False) - 1
    else:
        unseen = per_rank - rank_seen(s, seat, rank)
    known = s.known[opp][rank * 4 : rank * 4 + 4]
    if sum(known) >= 2:
        return 40.0 + 10.0 * pile_cards  # they were seen taking a pair of these
    if unseen <= 1:
        return 0.0  # no pair of this rank can be left for them
    share = unseen / max(1, per_rank)
    danger += (8.0 if frozen_for_opp else 14.0) * share * pile_cards**0.8
    if sum(known) == 1 and not frozen_for_opp:
        danger += 6.0 * pile_cards
    # A rank discarded lately is one the table is unlikely to be collecting.
    if rank in _recent_pile_ranks(s):
        danger *= 0.4
    return danger


def _recent_pile_ranks(s: CanastaState) -> set[int]:
    """Ranks discarded lately: players rarely throw a rank they are collecting."""
    return {c >> 2 for c in s.pile[-6:] if c != JOKER}
