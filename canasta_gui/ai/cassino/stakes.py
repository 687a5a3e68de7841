"""What a round's points are worth to the game: the chance of winning it (docs/rules.md §5.12).

A round margin is the right aim while the target is far: every point counts alike.
Near the target it is not: a side at 18 that needs the "cards" majority to reach 21
should take it rather than a larger margin without it, and a side far behind in the
last round should take chances. Expert weighs the end of its playouts with the chance
of winning the game (``game_chance``), and its exact endgame values a won game above
any round margin (``game_result``).

The chance is a model, not a count: the points still open in the round (the aces
and casinos not yet captured, the majorities' chances, ``evaluation.py``) give the
round margin a mean and a spread, the round's points add up to about the same total
either way, and a game that goes on is won with the normal chance of a lead over
the rounds it still needs.
"""

from __future__ import annotations

import math

from canasta_gui.ai.cassino.evaluation import N_SPADES, expected_points, majority_chances
from canasta_gui.engine.cards import SPADES
from canasta_gui.engine.cassino.state import N_CARDS, CassinoState, Phase
from canasta_gui.engine.cassino.values import ACES, BIG_CASINO, LITTLE_CASINO

#: The exact endgame's value of a won game, in round points: more than any margin.
GAME = 100.0
#: The spread of one round's margin between players of about equal strength, and the
#: points a round gives a side on average (11 points a round, split two ways).
ROUND_SPREAD = 4.0
ROUND_SHARE = 5.5
_SCORING = {BIG_CASINO: 2.0, LITTLE_CASINO: 1.0, **{a: 1.0 for a in ACES}}
#: Points of the integral over a game that goes on (Simpson's rule, an even count).
_STEPS = 12


def game_result(s: CassinoState, side: int) -> float:
    """+1 when ``side`` has won the game at ``s``, −1 when another side has, else 0."""
    if s.phase != Phase.GAME_OVER or not s.winners:
        return 0.0
    if side in s.winners:
        return 1.0 if len(s.winners) == 1 else 0.0
    return -1.0


def game_chance(s: CassinoState, side: int, round_no: int) -> float:
    """The chance ``side`` wins the game from ``s`` (two sides), ``round_no`` the round
    the search began in: once it is scored its points are exact."""
    cfg = s.config
    other = 1 - side
    if s.phase != Phase.PLAY or s.round_no != round_no:
        if s.phase == Phase.GAME_OVER:
            return 0.5 + 0.5 * game_result(s, side)
        return _later(s.scores[side] - s.scores[other], max(s.scores), cfg.target)
    points = expected_points(s)
    mine, theirs = points[side], points[other]
    # What the round may still bring: the scoring cards nobody has captured split
    # evenly on average, each a swing of its worth; the majorities by their chances.
    captured = set()
    for pile in s.captured:
        captured.update(pile)
    gone = set(s.out_of_play)
    open_points = 0.0
    var = 0.0
    for card, worth in _SCORING.items():
        if card not in captured and card not in gone:
            open_points += worth
            var += worth * worth
    piles = s.captured
    counts = [len(p) for p in piles]
    spades = [sum(1 for c in p if c & 3 == SPADES) for p in piles]
    cards = majority_chances(counts, N_CARDS - sum(counts) - len(s.out_of_play))
    spade = majority_chances(spades, N_SPADES - sum(spades))
    for worth, p, q in ((3.0, cards[side], cards[other]), (1.0, spade[side], spade[other])):
        var += worth * worth * (p + q - (p - q) ** 2)
    sd = math.sqrt(max(var, 1.0))
    total = mine + theirs + open_points
    mean = mine - theirs
    target = cfg.target
    s_me, s_opp = s.scores[side], s.scores[other]
    lead = s_me - s_opp
    # With the round's margin d: this side ends at s_me + (total + d) / 2, the other
    # at s_opp + (total - d) / 2. Reached: d >= reach_me; the other reached: d <= reach_opp.
    reach_me = 2.0 * (target - s_me) - total
    reach_opp = total - 2.0 * (target - s_opp)
    # Won outright: this side reached and either the other did not or it is behind.
    win_from = max(reach_me, min(reach_opp, -lead))
    won = 1.0 - _phi((win_from - mean) / sd)
    if reach_opp >= reach_me:
        return won  # one side or both reach the target whatever the margin
    # Neither reaches it: the game goes on with the lead the round leaves.
    lo = max(reach_opp, mean - 4.0 * sd)
    hi = min(reach_me, mean + 4.0 * sd)
    if hi <= lo:
        return won
    top = max(s_me, s_opp) + total / 2.0
    step = (hi - lo) / _STEPS
    acc = 0.0
    for i in range(_STEPS + 1):
        d = lo + i * step
        weight = 1.0 if i in (0, _STEPS) else (4.0 if i % 2 else 2.0)
        density = math.exp(-0.5 * ((d - mean) / sd) ** 2) / (sd * math.sqrt(2.0 * math.pi))
        acc += weight * density * _later(lead + d, top, target)
    return won + acc * step / 3.0


def _later(lead: float, top: float, target: int) -> float:
    """The chance of winning a game that goes on with ``lead``, the leader at ``top``."""
    rounds = max(1.0, (target - top) / ROUND_SHARE)
    return _phi(lead / (ROUND_SPREAD * math.sqrt(rounds)))


def _phi(z: float) -> float:
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))
