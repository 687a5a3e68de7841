"""Scoring a Cassino round and deciding the end of the game (docs/rules.md §5.11, §5.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from canasta_gui.engine.cards import SPADES
from canasta_gui.engine.cassino.records import RoundResult, RoundScore
from canasta_gui.engine.cassino.values import ACES, BIG_CASINO, LITTLE_CASINO

if TYPE_CHECKING:
    from canasta_gui.engine.cassino.position import CassinoPosition


#: The spade kinds and the aces (docs/rules.md §5.11): one deck, so a side's pile taken
#: as a set counts them by intersection.
_SPADES = frozenset(k for k in range(52) if k & 3 == SPADES)
_ACES = frozenset(ACES)


def _strict_most(counts: list[int]) -> int | None:
    """The side with strictly the most, or ``None`` on a tie for most (§5.11)."""
    best = max(counts)
    return counts.index(best) if counts.count(best) == 1 else None


def score_round(s: CassinoPosition) -> RoundResult:
    """Score the round that just ended; the leftovers are already in a captured pile."""
    cfg = s.config
    piles = s.captured
    held = [set(p) for p in piles]
    card_counts = [len(p) for p in piles]
    spade_counts = [len(_SPADES & h) for h in held]
    most_cards = _strict_most(card_counts)
    most_spades = _strict_most(spade_counts)
    sweeps = [0] * cfg.n_sides
    if cfg.sweeps:
        side_of = cfg.side_of
        for rec in s.log:
            if rec.sweep:
                sweeps[side_of[rec.player]] += 1
    sides = []
    for i, h in enumerate(held):
        sides.append(
            RoundScore(
                card_count=card_counts[i],
                spade_count=spade_counts[i],
                cards=3 if most_cards == i else 0,
                spades=1 if most_spades == i else 0,
                big_casino=2 if BIG_CASINO in h else 0,
                little_casino=1 if LITTLE_CASINO in h else 0,
                aces=len(_ACES & h),
                sweeps=sweeps[i],
            )
        )
    leftovers_to = None if s.last_captor is None else cfg.side_of[s.last_captor]
    return RoundResult(s.round_no, s.dealer, leftovers_to, tuple(sides))


def count_out_items(s: CassinoPosition, result: RoundResult) -> list[tuple[int, int]]:
    """The round's points as (side, points) in COUNT-OUT order (docs/rules.md §5.12).

    Cards, spades, Big Casino, Little Casino, the aces ♠ ♣ ♥ ♦, then the sweeps
    in the order they were made.
    """
    items: list[tuple[int, int]] = []
    for field, points in (("cards", 3), ("spades", 1), ("big_casino", 2), ("little_casino", 1)):
        for side, part in enumerate(result.sides):
            if getattr(part, field):
                items.append((side, points))
    owner = {c: side for side, pile in enumerate(s.captured) for c in pile}
    for ace in ACES:
        if ace in owner:
            items.append((owner[ace], 1))
    if s.config.sweeps:
        items.extend((s.config.side_of[r.player], 1) for r in s.log if r.sweep)
    return items


def decide_winners(s: CassinoPosition, before: list[int], result: RoundResult) -> tuple[int, ...]:
    """The winning sides after this round, or ``()`` when the game goes on (§5.12, §1.5).

    ``s.scores`` already include the round; ``before`` are the scores it started from.
    """
    cfg = s.config
    scores = s.scores
    reached = [i for i, v in enumerate(scores) if v >= cfg.target]
    if len(reached) == 1:
        return (reached[0],)
    if len(reached) > 1:
        if cfg.count_out:
            running = before[:]
            for side, points in count_out_items(s, result):
                running[side] += points
                if running[side] >= cfg.target:
                    return (side,)
        best = max(scores)
        leaders = tuple(i for i, v in enumerate(scores) if v == best)
        if len(leaders) == 1:
            return leaders
        # Equal highest totals: another round, by all sides (HIGHER-TOTAL).
    if cfg.deal_limit is not None and s.round_no + 1 >= cfg.deal_limit:
        # OPT-DEAL-LIMIT: the highest cumulative score wins; equal highest is a draw.
        best = max(scores)
        return tuple(i for i, v in enumerate(scores) if v == best)
    return ()
