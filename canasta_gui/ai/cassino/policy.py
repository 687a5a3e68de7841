"""Rule-of-thumb Cassino players: Greedy (the baseline), Easy and Medium.

A policy looks at a state from the seat on turn and picks one of the engine's
legal actions. It reads only what that seat may know (docs/rules.md §1.5): its own
hand, the table, this round's captures, the hand sizes and the stock size. At
the root of a real game it is given a world sampled from the observation
(``worlds.py``); inside a search it plays every seat of a sampled world.

- Greedy captures the most cards it can, else trails its lowest card. It is the
  reference opponent of the ladder, not a level offered to people.
- Easy weighs only what a move takes now (the scoring cards of §5.11 first,
  sweeps, then cards), builds when it can take the build back, trails its least
  valuable card, and makes a careless move one time in five.
- Medium counts cards: every capture is public, so it knows which cards are
  gone and how likely the next player is to hold each value. It scores each
  move by what it takes, minus the best capture it leaves the next player
  (sweeps included), plus what its builds and pairs should bring back, and it
  knows that the last captor takes the leftovers (§5.10). Cards and spades are
  priced by the majority race (``worth.majority_gains``): much while it is close,
  nothing once it is decided.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from canasta_gui.ai.cassino.evaluation import N_SPADES
from canasta_gui.ai.cassino.explain import explain
from canasta_gui.ai.cassino.table import after_best, best_captures, best_parts, holding_chances
from canasta_gui.ai.cassino.worth import POINTS, SWEEP, WORTH, majority_gains
from canasta_gui.ai.decision import Decision
from canasta_gui.engine.cards import SPADES
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.state import HAND_SIZE, N_CARDS, CassinoState, Phase, TableBuild
from canasta_gui.engine.cassino.values import VALUE


@dataclass(frozen=True)
class Style:
    """The knobs that separate the rule-of-thumb levels."""

    name: str
    slip: float  # chance of a careless (random legal) move
    memory: bool  # count cards and follow the next player's likely reply
    threat: float = 1.0  # weight of what the next player is expected to take
    follow: float = 0.8  # weight of what this seat can take back afterwards


EASY = Style("easy", slip=0.2, memory=False)
MEDIUM = Style("medium", slip=0.0, memory=True)


def unseen_values(s: CassinoState, p: int) -> tuple[list[int], int]:
    """Cards of each value ``p`` has not seen this round, and how many cards that is.

    Everything but ``p``'s hand, the table and this round's captured piles: the
    other hands and the stock (captures are public, docs/rules.md §1.5).
    """
    counts = [0] + [4] * 13  # index 0 unused; A-10 and J, Q, K four each
    gone = 0
    for c in s.hands[p]:
        counts[VALUE[c]] -= 1
        gone += 1
    for c in s.loose:
        counts[VALUE[c]] -= 1
        gone += 1
    for b in s.builds:
        for c in b.cards:
            counts[VALUE[c]] -= 1
            gone += 1
    for pile in s.captured:
        for c in pile:
            counts[VALUE[c]] -= 1
        gone += len(pile)
    return counts, N_CARDS - gone


def _after(
    s: CassinoState, a: act.Action, p: int
) -> tuple[list[int], list[TableBuild], list[int], float, bool]:
    """The table after ``a``, the cards it takes (played card included), a sweep bonus,
    and whether the move is a capture. Built without cloning the state."""
    loose = s.loose
    if isinstance(a, act.Capture):
        gone = set(a.loose)
        after_loose = [c for c in loose if c not in gone] if gone else loose[:]
        after_builds = [b for b in s.builds if b.value not in a.builds]
        taken = [*a.loose, a.card]
        for b in s.builds:
            if b.value in a.builds:
                taken.extend(b.cards)
        sweep = SWEEP if s.config.sweeps and not after_loose and not after_builds else 0.0
        return after_loose, after_builds, taken, sweep, True
    if isinstance(a, act.Trail):
        return [*loose, a.card], s.builds[:], [], 0.0, False
    gone = set(a.loose)
    after_loose = [c for c in loose if c not in gone] if gone else loose[:]
    if isinstance(a, act.Build):
        new = TableBuild((a.card, *a.loose), a.value, a.value == VALUE[a.card], p)
        return after_loose, [*s.builds, new], [], 0.0, False
    after_builds = []
    for b in s.builds:
        if b.value == a.build:
            b = TableBuild((*b.cards, a.card, *a.loose), a.value, a.value == a.build, p)
        after_builds.append(b)
    return after_loose, after_builds, [], 0.0, False


class HeuristicPolicy:
    """Chooses actions for whichever seat is on turn in a state."""

    def __init__(self, style: Style, rng: random.Random) -> None:
        self.style = style
        self.rng = rng

    def decide(self, s: CassinoState, legal: list | None = None) -> Decision:
        legal = legal_actions(s) if legal is None else legal
        if s.phase == Phase.ROUND_OVER:
            return Decision(act.NEXT_ROUND, "cas_next_round")
        if len(legal) == 1:
            return explain(s, legal[0])
        if self.style.slip and self.rng.random() < self.style.slip:
            return explain(s, self.rng.choice(legal))
        return explain(s, self.best(s, legal))

    def best(self, s: CassinoState, legal: list) -> act.Action:
        """The highest-scored legal action (the first of equals, in the engine's order)."""
        scores = self.scores(s, legal)
        return legal[max(range(len(legal)), key=scores.__getitem__)]

    def ranked(self, s: CassinoState, legal: list) -> list[act.Action]:
        """The legal actions, best first (a stable order for equal scores)."""
        scores = self.scores(s, legal)
        order = sorted(range(len(legal)), key=lambda i: -scores[i])
        return [legal[i] for i in order]

    def scores(self, s: CassinoState, legal: list) -> list[float]:
        if not self.style.memory:
            return [_easy_score(s, a) for a in legal]
        return _MediumScorer(s, self.style).scores(legal)


def _easy_score(s: CassinoState, a: act.Action) -> float:
    """What the move brings now; builds count half; trails cost the card's worth."""
    if isinstance(a, act.Capture):
        _, _, taken, sweep, _ = _after(s, a, s.current)
        return 10.0 + sum(WORTH[c] for c in taken) + sweep
    if isinstance(a, act.Build | act.AddToBuild):
        cards = [a.card, *a.loose]
        if isinstance(a, act.AddToBuild):
            old = s.build_of_value(a.build)
            cards += old.cards if old is not None else ()
        return 5.0 + 0.5 * sum(WORTH[c] for c in cards)
    return -WORTH[a.card] - 0.01 * VALUE[a.card]


class _MediumScorer:
    """Medium's evaluation of every legal move of one position (shared precomputation)."""

    def __init__(self, s: CassinoState, style: Style) -> None:
        self.s = s
        self.style = style
        self.p = p = s.current
        cfg = s.config
        n = cfg.players
        counts, unseen = unseen_values(s, p)
        self.hand = s.hands[p]
        q = (p + 1) % n  # the next player, an opponent in every configuration
        h = len(s.hands[q])
        mine_left = len(self.hand) - 1
        # After this play: does the round end (§5.10), or is a new deal coming (§5.3)?
        self.round_ends = (
            not s.stock and mine_left == 0 and not any(s.hands[i] for i in range(n) if i != p)
        )
        if h == 0 and s.stock:
            h = HAND_SIZE
        self.chances = holding_chances(counts, unseen, h)
        # The values this seat holds, for its own follow-up captures.
        self.own_values = [0] * 14
        for c in self.hand:
            self.own_values[VALUE[c]] += 1
        self.mine = cfg.side_of[p]
        self._majorities(s, cfg.side_of[q])

    def _majorities(self, s: CassinoState, opp: int) -> None:
        """The worth of n more cards (spades) to this side and to the next player's."""
        piles = s.captured
        cards = tuple(len(pile) for pile in piles)
        spades = tuple(sum(1 for c in pile if c & 3 == SPADES) for pile in piles)
        out = s.out_of_play
        left = N_CARDS - sum(cards) - len(out)
        left_sp = N_SPADES - sum(spades) - sum(1 for c in out if c & 3 == SPADES)
        me = self.mine
        self.card_me = majority_gains(cards, left, 3.0, me, me)
        self.spade_me = majority_gains(spades, left_sp, 1.0, me, me)
        self.card_opp = majority_gains(cards, left, 3.0, me, opp)
        self.spade_opp = majority_gains(spades, left_sp, 1.0, me, opp)

    def _mine(self, n: int, sp: int, pts: float) -> float:
        """What this side taking n cards, sp of them spades, worth pts points, brings it."""
        cm, sm = self.card_me, self.spade_me
        return pts + cm[min(n, len(cm) - 1)] + sm[min(sp, len(sm) - 1)]

    def _theirs(self, n: int, sp: int, pts: float) -> float:
        """What the next player's side taking those cards costs this side (positive)."""
        co, so = self.card_opp, self.spade_opp
        return pts - co[min(n, len(co) - 1)] - so[min(sp, len(so) - 1)]

    def scores(self, legal: list) -> list[float]:
        return [self.score(a, *_after(self.s, a, self.p)) for a in legal]

    def score(
        self,
        a: act.Action,
        loose: list[int],
        builds: list[TableBuild],
        taken: list[int],
        sweep: float,
        is_capture: bool,
    ) -> float:
        s = self.s
        n = len(taken)
        sp = sum(1 for c in taken if c & 3 == SPADES)
        pts = sum(POINTS[c] for c in taken)
        if self.round_ends:
            # §5.10: the last captor takes what is left on the table; never a sweep.
            rest = [*loose, *(c for b in builds for c in b.cards)]
            last = self.p if is_capture else s.last_captor
            if last is not None and rest:
                rn = len(rest)
                rsp = sum(1 for c in rest if c & 3 == SPADES)
                rpts = sum(POINTS[c] for c in rest)
                if s.config.side_of[last] == self.mine:
                    return self._mine(n + rn, sp + rsp, pts + rpts) + sweep
                return self._mine(n, sp, pts) + sweep - self._theirs(rn, rsp, rpts)
            return self._mine(n, sp, pts) + sweep
        return self._mine(n, sp, pts) + sweep + self._reply(a, loose, builds)

    def _reply(self, a: act.Action, loose: list[int], builds: list[TableBuild]) -> float:
        """The next player's likely best capture, then this seat's best answer to what is left.

        The next player's values are tried from the one that takes most down; each is
        their best capture when they hold it and no better one. Without a capture
        they leave the table as it is. Cards and spades are priced by the majorities.
        """
        style = self.style
        cfg = self.s.config
        keep = self.own_values[:]
        keep[VALUE[a.card]] -= 1
        mine = [v for v in range(1, 14) if keep[v]]
        best = best_captures(cfg, loose, builds)
        parts = best_parts(cfg, loose, builds)
        chances = self.chances
        order = sorted(
            (v for v in range(1, 14) if best[v] > 0.0 and chances[v] > 0.0), key=lambda v: -best[v]
        )
        miss = 1.0
        lost = 0.0
        back = 0.0
        for v in order:
            p = chances[v] * miss
            n, sp, pts, sw = parts[v]
            lost += p * (self._theirs(n + 1, sp, pts) + sw * SWEEP)
            if mine:
                rest_loose, rest_builds = after_best(cfg, loose, builds, v)
                after = best_parts(cfg, rest_loose, rest_builds)
                back += p * max(self._gain(after[u]) for u in mine)
            miss *= 1.0 - chances[v]
            if miss < 0.01:
                break  # the next player almost surely has one of the better captures
        if mine:
            back += miss * max(self._gain(parts[u]) for u in mine)
        return style.follow * back - style.threat * lost

    def _gain(self, part: tuple[int, int, float, int]) -> float:
        n, sp, pts, sw = part
        if not n:
            return 0.0
        return self._mine(n + 1, sp, pts) + sw * SWEEP


class GreedyPolicy:
    """The baseline: the capture that takes the most cards, else the lowest card trailed.

    Under OPT-CAS-TRAIL = ONLY-IF-NO-OTHER-PLAY a player who cannot capture but can
    build may not trail (docs/rules.md §5.8); Greedy then makes the first legal build with
    its lowest card. Ties go to the engine's order, so Greedy is deterministic.
    """

    def decide(self, s: CassinoState, legal: list | None = None) -> Decision:
        legal = legal_actions(s) if legal is None else legal
        if s.phase == Phase.ROUND_OVER:
            return Decision(act.NEXT_ROUND, "cas_next_round")
        return explain(s, self.best(s, legal))

    def best(self, s: CassinoState, legal: list) -> act.Action:
        captures = [a for a in legal if isinstance(a, act.Capture)]
        if captures:
            return max(captures, key=lambda a: _taken_count(s, a))
        trails = [a for a in legal if isinstance(a, act.Trail)]
        pool = trails or legal
        return min(pool, key=lambda a: (VALUE[a.card], a.card))


def _taken_count(s: CassinoState, a: act.Capture) -> int:
    return len(a.loose) + sum(len(b.cards) for b in s.builds if b.value in a.builds)
