"""The ceiling of Cassino's strength goals: an all-seeing player in the duplicate arena.

Issue 20 asks Medium to beat the greedy player in 85% of games and Expert to beat
Medium in 75%. Cassino has much deal luck, even in duplicate games; how much of a
game can skill win at all? This benchmark's "seer" reads the true state (every hand
and the order of the stock), so it is **benchmark-only**: it breaks the fairness
rule every offered player keeps (docs/rules.md §1.5) and lives outside
``canasta_gui/ai/``. A fair player (one that sees only its observation) can do no
better than the best all-seeing player, so the seer's win rate, as it nears the
best all-seeing play, bounds what any fair player can reach from above.

The all-seeing players (``--seer``): the first three by strength, weakest first, then
``seer-hands``, ``seer`` with less to see:

- ``seer-expert``: Expert's search on the one true world. Medium's best three moves,
  each followed to the end of the round with every seat played by Medium (the true
  deal, so one playout says all a world can say), the best round margin wins; the
  last deal of a two-player round is solved exactly by minimax (``endgame.py`` on the
  true position). It does not know how the opponents choose.
- ``seer``: a best response. Every legal move is followed to the end of the round
  with the opponents played by their *true* policy (greedy or Medium, exactly as
  the arena plays them) and this side's seats by Medium; the last deal is searched
  exhaustively over this side's plays once its side holds 4 cards or fewer, within
  4,000 positions (the opponents' replies simulated exactly),
  so the end of the round is played perfectly against them.
- ``seer2``: ``seer`` looking two of this side's plays deep (every pair of plays,
  the opponents' replies between them simulated), then the rollout.
- ``seer-hands``: ``seer`` that sees every hand but not the order of the stock: each
  move is weighed over eight shuffles of the stock (the next deals unknown). What it
  gains over a fair player is what reading the hands alone is worth.

The seer maximizes the margin of the round being played (not the game), and its
own seats in the rollouts play Medium: both leave some room, which is why the
strengths are reported side by side (does the ceiling still move?).

The games are played by ``canasta_gui.ai.arena.duplicate_match``, the arena of
``benchmarks/ai_strength.py``, on the same seeds: ``--seed ladder/medium-greedy``
(the default for ``--opponent greedy``) deals the very games that
``ai_strength.py --rungs medium:greedy`` deals. The seer gets the true state from
this process's table registry (``_TABLE``), set when the arena starts a game.

Example (whole games, two players, the seer against greedy)::

    PYTHONPATH=. taskset -c 0 python benchmarks/cassino_ceiling.py --seer seer \\
        --opponent greedy --games --pairs 300
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import random
import sys
import time
from collections.abc import Callable

import canasta_gui.ai.cassino.kit as cassino_kit
from canasta_gui.ai.arena import duplicate_match, stderr_progress
from canasta_gui.ai.cassino.endgame import EndgameSolver, exact_applies
from canasta_gui.ai.cassino.evaluation import round_margin
from canasta_gui.ai.cassino.player import CassinoPlayer
from canasta_gui.ai.cassino.policy import MEDIUM, GreedyPolicy, HeuristicPolicy
from canasta_gui.ai.decision import Decision
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.observation import Observation
from canasta_gui.engine.cassino.rules import apply_listed
from canasta_gui.engine.cassino.state import CassinoState, Phase, new_game

SEERS = ("seer-expert", "seer", "seer2", "seer-hands")
#: Stock orders ``seer-hands`` weighs each move in (it sees the hands, not the stock).
HAND_SEER_WORLDS = 8

#: The game being played in this process and its players, by seat (the arena plays one
#: game at a time per process).
_TABLE: dict[str, CassinoState] = {}
_PLAYERS: dict[int, CassinoPlayer] = {}

_MEDIUM = HeuristicPolicy(MEDIUM, random.Random(0))  # slip 0: deterministic
_GREEDY = GreedyPolicy()

#: The last deal is searched exhaustively once this side holds this many cards or fewer
#: (a two-player last deal: all of it), giving up past ``EXHAUSTIVE_NODES`` positions.
EXHAUSTIVE_CARDS = 4
EXHAUSTIVE_NODES = 4_000


def _seen_new_game(config, seed: str) -> CassinoState:
    state = new_game(config, seed)
    _TABLE["state"] = state
    return state


def _seen_player(level: str, seed: str, budget=None) -> CassinoPlayer:
    player = CassinoPlayer(level, seed, budget)
    _PLAYERS[int(seed.rsplit("seat", 1)[1])] = player  # the arena's seeds end in seat<i>
    return player


Models = dict[int, CassinoPlayer]


def models_of(seats) -> Models:
    """Copies of the arena's players at ``seats``, memory included, to play ahead with."""
    return _fork({p: _PLAYERS[p] for p in seats})


def true_move(level: str, s: CassinoState, legal: list, models: Models) -> act.Action:
    """What the arena's ``level`` player at the seat on turn plays here.

    Greedy reads only its hand and the table, so its policy on the true state is the
    player. For Medium a copy of the arena's player (whatever it keeps between
    decisions as it stood) is asked, so its moves are exactly the player's.
    """
    if len(legal) == 1 and level == "greedy":
        return legal[0]
    if level == "greedy":
        return _GREEDY.best(s, legal)
    if level != "medium":
        raise ValueError(f"the seer models greedy or medium, not {level!r}")
    return models[s.current].decide(s.observation(s.current)).action


class Seer:
    """An all-seeing player for one seat (benchmark only: it reads the true state)."""

    def __init__(self, level: str, opponent: str) -> None:
        self.level = level
        self.opponent = opponent

    def decide(self, obs: Observation, cancel=None) -> Decision:
        s = _TABLE["state"]
        if s.current != obs.seat or tuple(s.hands[obs.seat]) != obs.hand:
            raise RuntimeError("the seer's table is not the game being played")
        legal = legal_actions(s)
        if len(legal) == 1:
            return Decision(legal[0], "seer")
        return Decision(self.choose(s, legal), "seer")

    # -- the searches ------------------------------------------------------------------

    def choose(self, s: CassinoState, legal: list) -> act.Action:
        side = s.config.side_of[s.current]
        ranked = _MEDIUM.ranked(s, legal)
        if self.level == "seer-expert":
            if exact_applies(s):
                solved = EndgameSolver(s.current, None, 200_000).solve(s, ranked)
                if len(solved) == len(ranked):
                    return max(solved, key=lambda mv: mv[1])[0]
            return self._best_by(s, ranked[:3], lambda t: self._rollout(t, side, None, {}))
        them = [p for p in range(s.config.players) if s.config.side_of[p] != side]
        mine = sum(len(h) for p, h in enumerate(s.hands) if s.config.side_of[p] == side)
        if not s.stock and mine <= EXHAUSTIVE_CARDS:
            try:
                budget = [EXHAUSTIVE_NODES]
                return self._best_by(
                    s, ranked, lambda t: self._exhaustive(t, side, models_of(them), budget)
                )
            except _TooBig:
                pass
        if self.level == "seer-hands" and s.stock:
            return self._best_over_stocks(s, ranked, side, them)
        depth = 2 if self.level == "seer2" else 1
        return self._best_by(
            s, ranked, lambda t: self._lookahead(t, side, models_of(them), depth - 1)
        )

    def _best_over_stocks(self, s: CassinoState, moves: list, side: int, them: list) -> act.Action:
        """``seer``'s rollouts averaged over stock orders: every hand seen, the stock not.

        The same shuffles for every move (common random numbers), from a generator
        seeded by the position, so a run is reproducible.
        """
        rng = random.Random(f"{s.seed}/{s.round_no}/{len(s.stock)}/{s.current}/{s.loose}")
        totals = [0.0] * len(moves)
        for _ in range(HAND_SEER_WORLDS):
            world = s.clone()
            rng.shuffle(world.stock)
            for i, a in enumerate(moves):
                t = world.clone()
                apply_listed(t, a)
                totals[i] += self._lookahead(t, side, models_of(them), 0)
        return moves[max(range(len(moves)), key=totals.__getitem__)]

    def _best_by(self, s: CassinoState, moves: list, value: Callable) -> act.Action:
        best, best_v = moves[0], None
        for a in moves:  # Medium's order: equals go to Medium's choice
            t = s.clone()
            apply_listed(t, a)
            v = value(t)
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    def _opponents(self, t: CassinoState, side: int, models: Models) -> None:
        """Play the opponents' true moves until this side is on turn or the round ends."""
        while t.phase == Phase.PLAY and t.config.side_of[t.current] != side:
            apply_listed(t, true_move(self.opponent, t, legal_actions(t), models))

    def _rollout(self, t: CassinoState, side: int, opponent: str | None, models: Models) -> float:
        """Play the round out: this side by Medium, the others by their true policy
        (``opponent``) or by Medium (``None``: the opponents' policy unknown)."""
        while t.phase == Phase.PLAY:
            legal = legal_actions(t)
            if t.config.side_of[t.current] == side or opponent is None:
                a = legal[0] if len(legal) == 1 else _MEDIUM.best(t, legal)
            else:
                a = true_move(opponent, t, legal, models)
            apply_listed(t, a)
        return round_margin(t, side, t.round_no)

    def _lookahead(self, t: CassinoState, side: int, models: Models, plies: int) -> float:
        """``plies`` more of this side's plays tried every way, then the rollout."""
        self._opponents(t, side, models)
        if plies <= 0 or t.phase != Phase.PLAY:
            return self._rollout(t, side, self.opponent, models)
        best = None
        for a in legal_actions(t):
            child = t.clone()
            apply_listed(child, a)
            v = self._lookahead(child, side, _fork(models), plies - 1)
            best = v if best is None else max(best, v)
        return best

    def _exhaustive(self, t: CassinoState, side: int, models: Models, budget: list[int]) -> float:
        """The best this side can do from ``t`` to the end of the round, every play tried."""
        self._opponents(t, side, models)
        if t.phase != Phase.PLAY:
            return round_margin(t, side, t.round_no)
        budget[0] -= 1
        if budget[0] < 0:
            raise _TooBig
        best = None
        for a in legal_actions(t):
            child = t.clone()
            apply_listed(child, a)
            v = self._exhaustive(child, side, _fork(models), budget)
            best = v if best is None else max(best, v)
        return best


def _fork(models: Models) -> Models:
    """Independent copies of the opponents' models (memory and generator included), for
    one branch of a search: the arena's own players are never touched."""
    return {p: copy.deepcopy(m) for p, m in models.items()}


class _TooBig(Exception):
    """The exhaustive search passed its node limit."""


def seeing_kit(opponent: str):
    """Cassino's arena kit with the seers added and the game registered for them."""
    base = cassino_kit.KIT

    def make_player(level: str, seed: str, budget=None):
        if level in SEERS:
            return Seer(level, opponent)
        return _seen_player(level, seed, budget)

    return dataclasses.replace(
        base, new_game=_seen_new_game, make_player=make_player, levels=(*base.levels, *SEERS)
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seer", default="seer", choices=SEERS)
    parser.add_argument("--opponent", default="greedy", choices=("greedy", "medium"))
    parser.add_argument("--players", type=int, default=2, choices=(2, 4))
    parser.add_argument("--pairs", type=int, default=100, help="mirrored games (or rounds)")
    parser.add_argument("--games", action="store_true", help="whole games, not single rounds")
    parser.add_argument(
        "--seed",
        default=None,
        help="deal seeds (default ladder/medium-greedy or ladder/expert-medium: "
        "the deals ai_strength.py plays for that rung)",
    )
    parser.add_argument("--quick", action="store_true", help="1 pair of rounds (tests)")
    args = parser.parse_args()
    if args.quick:  # the same code in a few seconds; its figures mean nothing
        args.pairs, args.games = 1, False
    seed = args.seed or (
        "ladder/medium-greedy" if args.opponent == "greedy" else "ladder/expert-medium"
    )
    # The arena finds a game's kit by name, so the seeing kit takes the module's place
    # for this process only (jobs = 1: the registry holds one game at a time).
    cassino_kit.KIT = seeing_kit(args.opponent)
    config = cassino_kit.KIT.make_config(args.players)
    levels = [args.seer if config.side_of[p] == 0 else args.opponent for p in range(args.players)]
    start = time.perf_counter()
    cpu = time.process_time()
    report = duplicate_match(
        config, levels, args.pairs, seed, None, whole_games=args.games, progress=stderr_progress
    )
    print(file=sys.stderr)
    unit = "games" if args.games else "rounds"
    print(f"{config.name} ({unit}, seeds {seed}) " + "\n".join(report.lines()))
    print(f"  run time: {time.perf_counter() - start:.0f} s, CPU {time.process_time() - cpu:.0f} s")
    name = f"{config.name} {args.seer} vs {args.opponent}"
    print(f"{name} win rate: {100 * report.win_rate:.1f} %")
    print(f"{name} margin: {report.margin:+.2f} points", flush=True)


if __name__ == "__main__":
    main()
