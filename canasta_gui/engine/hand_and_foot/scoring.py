"""Scoring a Hand and Foot deal: Score = M + B + R + G - H, each part kept (docs/rules.md §4.12)."""

from __future__ import annotations

from canasta_gui.engine.hand_and_foot.options import BOOK_BONUS, GOING_OUT_BONUS, RED3_BONUS
from canasta_gui.engine.hand_and_foot.state import DealResult, HandFootState, SideScore
from canasta_gui.engine.rummy.scoring import hand_points, meld_points


def score_deal(s: HandFootState, reason: str) -> DealResult:
    """Score the deal that just ended; ``s.went_out`` names who went out, if anyone."""
    cfg = s.config
    parts = []
    for side in range(cfg.n_sides):
        melds = [m for m in s.melds[side] if m is not None]
        points = meld_points((*melds, *s.books[side]), BOOK_BONUS)  # M and B
        red3 = RED3_BONUS * len(s.red3s[side])  # R: never negative in Hand and Foot
        going_out = 0
        if s.went_out is not None and cfg.side_of[s.went_out] == side:
            going_out = GOING_OUT_BONUS  # G; none when the stock ran out (§4.11)
        hand = foot = 0
        for p in range(cfg.players):
            if cfg.side_of[p] == side:
                hand += hand_points(s.hands[p], cfg.hand_values)
                if s.feet[p] is not None:
                    foot += hand_points(s.feet[p], cfg.hand_values)  # H: an unplayed foot
        parts.append(
            SideScore(
                points.melded,
                points.bonus,
                red3,
                going_out,
                hand + foot,
                points.clean,
                points.dirty,
                points.wild,
                foot,
            )
        )
    return DealResult(s.deal_no, s.dealer, s.went_out, reason, tuple(parts))
