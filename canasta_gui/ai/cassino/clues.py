"""What an opponent's trail says about its hand (docs/rules.md §5.8).

Under OPT-CAS-TRAIL = ONLY-IF-NO-OTHER-PLAY (the default) a player may trail only
when no card of its hand can capture or build. So after a trail, the cards still in
that hand hold no value that could have captured anything on the table the player
faced: no card of a loose card's value, no numeral that loose cards add up to, no
build's value. Those cards stay in the hand until the next deal, so the values found
this way stay out of it for the rest of the deal.

A player learns it as a person at the table does: it remembers what it saw at its
own previous turn (its own observation, nothing else) and reads what changed. Two
players only: at four the three plays between one's turns interleave, and which
player faced which table is not certain from the observations alone. The clue is
dropped whenever the two observations do not follow one another as two plays
(a new deal, an undone move, a resumed game).
"""

from __future__ import annotations

from canasta_gui.engine.cassino.observation import Observation
from canasta_gui.engine.cassino.values import MAX_SUM, VALUE

#: The trail rule that makes a trail a clue (docs/rules.md §5.8).
TELLING_TRAIL = "ONLY-IF-NO-OTHER-PLAY"


def capturing_values(loose: tuple[int, ...] | list[int], build_values: set[int]) -> set[int]:
    """The values (1-13) that could capture something on this table (docs/rules.md §5.6)."""
    reach = 1  # bit k: some loose numeral cards add up to k
    out = set(build_values)
    for c in loose:
        v = VALUE[c]
        if v <= MAX_SUM:
            reach |= (reach << v) & ((1 << (MAX_SUM + 1)) - 1)
        else:
            out.add(v)
    out.update(v for v in range(1, MAX_SUM + 1) if reach >> v & 1)
    return out


def trail_clue(prev: Observation, obs: Observation) -> frozenset[int] | None:
    """Values the other player is now known not to hold, from one play of each.

    ``prev`` is this seat's observation at its previous turn, ``obs`` the present one
    (two players, same deal). ``None`` when they are not two consecutive turns.
    """
    me, q = obs.seat, 1 - obs.seat
    had, has = set(prev.hand), set(obs.hand)
    played = had - has
    if (
        prev.seat != me
        or len(played) != 1
        or not has <= had
        or len(obs.hand) != len(prev.hand) - 1
        or obs.hand_sizes[q] != prev.hand_sizes[q] - 1
        or obs.captures[: len(prev.captures)] != prev.captures
    ):
        return None
    if any(r.player == q for r in obs.captures[len(prev.captures) :]):
        return frozenset()  # the other player captured
    before = set(prev.loose) | played
    trailed = [c for c in obs.loose if c not in before]
    if len(trailed) != 1:
        return frozenset()  # it built or added to a build
    if any(b.owner == q for b in obs.builds):
        # An owner's obligations (§5.7.5) change what it may play: no simple reading.
        return frozenset()
    faced = [c for c in obs.loose if c != trailed[0]]
    return frozenset(capturing_values(faced, {b.value for b in obs.builds}))


class TrailClues:
    """One seat's memory of the other player's trails in the deal being played."""

    def __init__(self) -> None:
        self._prev: Observation | None = None
        self._absent: frozenset[int] = frozenset()

    def observe(self, obs: Observation) -> dict[int, frozenset[int]]:
        """Seat → values it does not hold, read from this and the previous observation."""
        cfg = obs.config
        if cfg.players != 2 or cfg.trail != TELLING_TRAIL or obs.current != obs.seat:
            return {}
        prev = self._prev
        if prev is obs or prev == obs:
            pass  # asked again about the same position
        elif (
            prev is None or prev.round_no != obs.round_no or prev.deal_in_round != obs.deal_in_round
        ):
            self._absent = frozenset()  # new cards: nothing is known of them
        else:
            clue = trail_clue(prev, obs)
            self._absent = frozenset() if clue is None else self._absent | clue
        self._prev = obs
        return {1 - obs.seat: self._absent} if self._absent else {}
