"""Scoring a Canasta deal: Score = M + C + R + G - H, each part kept (docs/rules.md §3.14)."""

from __future__ import annotations

from canasta_gui.engine.canasta.state import CanastaState, DealResult, SideScore
from canasta_gui.engine.cards import RUMMY_VALUE
from canasta_gui.engine.frozen import new, unguarded
from canasta_gui.engine.rummy.melds import CLEAN, DIRTY
from canasta_gui.engine.rummy.scoring import hand_points, meld_points

#: docs/rules.md §3.14 C: natural (clean) canasta 500, mixed (dirty) 300.
CANASTA_BONUS = {CLEAN: 500, DIRTY: 300}


def score_deal(s: CanastaState, reason: str, concealed: bool) -> DealResult:
    """Score the deal that just ended; ``s.went_out`` names who went out, if anyone."""
    cfg = s.config
    parts = []
    for side in range(cfg.n_sides):
        melds = [m for m in s.melds[side] if m is not None]
        points = meld_points(melds, CANASTA_BONUS)
        melded, natural, mixed = points.melded, points.clean, points.dirty
        red3 = cfg.red3_value(len(s.red3s[side]))
        if not melds:
            red3 = -red3  # §3.14 R: a side with no meld pays for its red 3s
        going_out = 0
        if s.went_out is not None and cfg.side_of[s.went_out] == side:
            going_out = 200 if concealed else 100  # §3.12.2
        hand = 0
        for p in range(cfg.players):
            if cfg.side_of[p] == side and s.hand_sizes[p]:  # an empty hand scores nothing
                hand += hand_points(s.hands[p], RUMMY_VALUE)
        # SideScore(melded, points.bonus, red3, going_out, hand, natural, mixed), built
        # past the frozen guard (``frozen.py``).
        part = new(_SideScoreBuilder)
        part.melded = melded
        part.canastas = points.bonus
        part.red3s = red3
        part.going_out = going_out
        part.hand = hand
        part.natural_canastas = natural
        part.mixed_canastas = mixed
        part.__class__ = SideScore
        parts.append(part)
    result = new(_DealResultBuilder)  # DealResult(...), the same way
    result.deal = s.deal_no
    result.dealer = s.dealer
    result.went_out = s.went_out
    result.concealed = concealed and s.went_out is not None
    result.reason = reason
    result.sides = tuple(parts)
    result.__class__ = DealResult
    return result  # type: ignore[return-value]


_SideScoreBuilder = unguarded(SideScore)
_DealResultBuilder = unguarded(DealResult)
