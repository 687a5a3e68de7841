"""Reading the other player's hand from its plays (two players).

A person at the table remembers what the opponent did and asks "would it have
played that, holding these cards?". Expert does the same with one model of its
opponent: a player who plays like Medium, whose choice depends only on its own hand
and what is face up (``policy.py``). At each of its turns it remembers its own
observation and its move; at the next turn the one play in between is the
opponent's, made on a table it can rebuild exactly. A sampled world gives the
opponent a hand; that hand plus the cards it played since is what it held at each
of those plays, and Medium is asked what it would have played there. Worlds where
it would have played as the opponent did are kept first (``sample``).

It reads nothing but this seat's own observations (docs/rules.md §1.5): the plays it
reads happened in front of it. Two players only, and within one deal: at four the
three plays between one's turns cannot be told apart from the observations alone,
and a new deal brings a new hand. On the last deal of a two-player round the unseen
cards are the other hand, so there is nothing left to read.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import NamedTuple

from canasta_gui.ai.cassino.policy import MEDIUM, HeuristicPolicy
from canasta_gui.ai.cassino.worlds import sample_world, seen_cards
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.observation import Observation
from canasta_gui.engine.cassino.rules import apply_listed
from canasta_gui.engine.cassino.state import CassinoState, Phase

#: The opponent model: Medium, which never slips (its choice is a function of its hand
#: and the public table).
_MODEL = HeuristicPolicy(MEDIUM, random.Random(0))


class _Play(NamedTuple):
    """One play of the other player: the table it faced, its card, what it left."""

    before: CassinoState  # the position it played in (its hand to be filled in)
    card: int
    after: tuple  # the public result (``_signature``)


def _signature(loose, builds, captures: int) -> tuple:
    return (tuple(sorted(loose)), tuple(builds), captures)


class OpponentReading:
    """One seat's memory of the other player's plays in the deal being played."""

    def __init__(self) -> None:
        self._prev: Observation | None = None
        self._move: act.Action | None = None
        self._obs: Observation | None = None
        self._plays: list[_Play] = []

    @property
    def plays(self) -> int:
        """How many of the other player's plays this deal are remembered."""
        return len(self._plays)

    def observe(self, obs: Observation) -> None:
        """Read the play made since this seat's previous turn (call before deciding)."""
        if obs is self._obs or obs == self._obs:
            return  # asked again about the same position: the same reading
        prev, move = self._prev, self._move
        self._obs = obs
        play = None
        if prev is not None and move is not None:
            play = _read_play(prev, move, obs)
        if play is None:
            self._plays = []  # a new deal, or plays this seat did not see one by one
        else:
            self._plays.append(play)

    def played(self, obs: Observation, move: act.Action) -> None:
        """Remember this seat's own move (call after deciding ``obs``)."""
        self._prev, self._move = obs, move

    def mismatches(self, world: CassinoState, limit: int) -> int:
        """How many remembered plays Medium would not have made with ``world``'s hand.

        Counting stops once ``limit`` is reached (the caller has a world that good).
        """
        if not self._plays:
            return 0
        q = 1 - world.current
        hand = list(world.hands[q])
        out = 0
        # Latest play first: the hand then held the fewest cards not in it now.
        for play in reversed(self._plays):
            hand.append(play.card)
            if not _would_play(play, hand):
                out += 1
                if out >= limit:
                    break
        return out

    def sample(self, obs: Observation, rng: random.Random, tries: int) -> tuple[CassinoState, int]:
        """A world whose opponent hand explains its plays, and how many it does not.

        Up to ``tries`` worlds are drawn; the first that explains every play is kept,
        else the one that explains most (the opponent may not play like Medium).
        """
        best = sample_world(obs, rng)
        if not self._plays:
            return best, 0
        best_miss = self.mismatches(best, len(self._plays) + 1)
        for _ in range(tries - 1):
            if not best_miss:
                break
            world = sample_world(obs, rng)
            miss = self.mismatches(world, best_miss)
            if miss < best_miss:
                best, best_miss = world, miss
        return best, best_miss


def _would_play(play: _Play, hand: list[int]) -> bool:
    s = play.before.clone()
    s.hands[s.current] = sorted(hand)
    legal = legal_actions(s)
    if len(legal) == 1:
        return _result(s, legal[0]) == play.after
    return _result(s, _MODEL.best(s, legal)) == play.after


def _result(s: CassinoState, a: act.Action) -> tuple:
    apply_listed(s, a)
    return _signature(s.loose, s.builds, len(s.log))


def _read_play(prev: Observation, move: act.Action, obs: Observation) -> _Play | None:
    """The other player's one play between ``prev`` (this seat's last turn) and ``obs``."""
    cfg = obs.config
    me = obs.seat
    q = 1 - me
    if (
        cfg.players != 2
        or prev.seat != me
        or obs.phase != Phase.PLAY
        or prev.round_no != obs.round_no
        or prev.deal_in_round != obs.deal_in_round
        or obs.stock_size == 0  # the last deal: the unseen cards are the other hand
        or obs.hand_sizes[q] != prev.hand_sizes[q] - 1
        or len(obs.hand) != len(prev.hand) - 1
        or obs.captures[: len(prev.captures)] != prev.captures
    ):
        return None
    mine = getattr(move, "card", None)
    new = seen_cards(obs) - seen_cards(prev) - {mine}
    if len(new) != 1 or mine not in prev.hand or mine in obs.hand:
        return None
    # The position the other player faced: this seat's previous one after its move.
    # Its hidden cards do not matter: the other hand is filled in when a world is read,
    # and Medium reads only its own hand and what is face up.
    before = sample_world(prev, random.Random(0))
    if move not in legal_actions(before):
        return None
    apply_listed(before, move)
    if before.phase != Phase.PLAY or before.current != q:
        return None
    (card,) = new
    if not _one_play_apart(before, card, obs):
        # The move remembered is not the one the table applied (the same card played
        # another way, say): the position the other player faced is unknown.
        return None
    return _Play(before, card, _signature(obs.loose, obs.builds, len(obs.captures)))


def _table_cards(loose, builds) -> Counter:
    return Counter(loose) + Counter(c for b in builds for c in b.cards)


def _one_play_apart(before: CassinoState, card: int, obs: Observation) -> bool:
    """Whether ``obs`` follows from ``before`` by one play of ``card``: a capture of
    cards on ``before``'s table, or the card added to that table (a trail or a build)."""
    done = len(before.log)
    if tuple(obs.captures[:done]) != tuple(before.log):
        return False
    table = _table_cards(before.loose, before.builds)
    after = _table_cards(obs.loose, obs.builds)
    if len(obs.captures) == done + 1:
        record = obs.captures[done]
        taken = Counter(record.taken)
        return record.card == card and not taken - table and after == table - taken
    return len(obs.captures) == done and after == table + Counter((card,))
