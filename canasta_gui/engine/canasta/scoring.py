"""Scoring a Canasta deal: Score = M + C + R + G - H, each part kept (RULES.md §3.14)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from canasta_gui.engine.cards import RUMMY_VALUE

if TYPE_CHECKING:
    from canasta_gui.engine.canasta.state import CanastaState, DealResult


def score_deal(s: CanastaState, reason: str, concealed: bool) -> DealResult:
    """Score the deal that just ended; ``s.went_out`` names who went out, if anyone."""
    from canasta_gui.engine.canasta.state import DealResult, SideScore

    cfg = s.config
    parts = []
    for side in range(cfg.n_sides):
        melds = [m for m in s.melds[side] if m is not None]
        melded = sum(m.value for m in melds)
        natural = sum(1 for m in melds if m.is_canasta and m.is_natural)
        mixed = sum(1 for m in melds if m.is_canasta and not m.is_natural)
        red3 = cfg.red3_value(len(s.red3s[side]))
        if not melds:
            red3 = -red3  # §3.14 R: a side with no meld pays for its red 3s
        going_out = 0
        if s.went_out is not None and cfg.side_of[s.went_out] == side:
            going_out = 200 if concealed else 100  # §3.12.2
        hand = 0
        for p in range(cfg.players):
            if cfg.side_of[p] == side:
                hand += sum(RUMMY_VALUE[k] * n for k, n in enumerate(s.hands[p]) if n)
        parts.append(
            SideScore(melded, 500 * natural + 300 * mixed, red3, going_out, hand, natural, mixed)
        )
    return DealResult(
        s.deal_no, s.dealer, s.went_out, concealed and s.went_out is not None, reason, tuple(parts)
    )
