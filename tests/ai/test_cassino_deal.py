"""Expert's solved deals (``ai/cassino/deal.py``): exact minimax within a world, a plan the
playout search cannot find, and the fall-back to the playouts (docs/rules.md §5.3-§5.7)."""

from __future__ import annotations

import functools
import random

import pytest

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cassino import search
from canasta_gui.ai.cassino.deal import DealSolver, DealStopped, deal_applies
from canasta_gui.ai.cassino.evaluation import round_margin
from canasta_gui.ai.cassino.player import CassinoPlayer
from canasta_gui.ai.cassino.policy import MEDIUM, HeuristicPolicy
from canasta_gui.ai.cassino.worlds import sample_world
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.state import CassinoState, Phase, new_game
from tests.engine.cassino.helpers import c, cs, position

BUDGET = SearchBudget(worlds=64, candidates=3, horizon=4, seconds=1e9, cap=1e9)


def _plain(s: CassinoState, seat: int, stock: int, round_no: int) -> float:
    """Minimax to the end of the deal without a table of solved positions."""
    if s.phase != Phase.PLAY or len(s.stock) != stock:
        return round_margin(s, s.config.side_of[seat], round_no)
    values = []
    for a in legal_actions(s):
        child = s.clone()
        child.apply(a)
        values.append(_plain(child, seat, stock, round_no))
    mine = s.config.side_of[s.current] == s.config.side_of[seat]
    return max(values) if mine else min(values)


def test_deal_solver_agrees_with_plain_minimax() -> None:
    """The table of solved positions never changes a value (random mid-round deals)."""
    rng = random.Random(3)
    done = 0
    seed = 0
    while done < 5:
        seed += 1
        s = new_game(CassinoConfig.make(2), f"deal{seed}")
        for _ in range(rng.randrange(0, 12)):
            s.apply(rng.choice(legal_actions(s)))
        # Three cards or fewer in the hand on turn keeps the plain minimax quick.
        while s.phase == Phase.PLAY and len(s.hands[s.current]) > 3:
            s.apply(rng.choice(legal_actions(s)))
        if not deal_applies(s):
            continue
        seat = s.current
        moves = legal_actions(s)
        values = DealSolver(seat).solve(s, moves)
        for a, v in zip(moves, values, strict=True):
            child = s.clone()
            child.apply(a)
            assert v == pytest.approx(_plain(child, seat, len(s.stock), s.round_no))
        done += 1


def _plan() -> CassinoState:
    """Seat 0 leads a deal holding 3♥ 6♥ J♠ A♣; seat 1 holds 2♣ 7♦ 8♥ A♦.

    The table is 9♣ 5♦ K♠ J♣ 7♠ Q♦ 8♠ 3♠ 4♦ 2♥; the other 30 cards are in the stock.
    """
    return position(
        ["3H 6H JS AC", "2C 7D 8H AD"],
        "9C 5D KS JC 7S QD 8S 3S 4D 2H",
        current=0,
        dealer=1,
    )


def test_deal_search_finds_a_plan_the_playout_search_cannot() -> None:
    """§5.7: building 6 with the A♣ on 5♦ keeps the 6♥ to take the build and 4♦ 2♥ next turn.

    Medium takes 4♦ 2♥ with the 6♥ at once (three cards) and leaves the A♣ in hand with
    nothing to take it home; it ranks the build only fourth, so the playout search,
    which weighs Medium's best three, never plays it. Solved deal by deal, the build
    wins five cards and the ace in most worlds (seat 1 would need one of the three
    unseen 6s to take it first), and Expert plays it.
    """
    s = _plan()
    obs = s.observation(0)
    plan = act.build(c("AC"), cs("5D"), 6)
    ranked = HeuristicPolicy(MEDIUM, random.Random(0)).ranked(s, legal_actions(s))
    assert plan in ranked and plan not in ranked[:3]
    assert ranked[0] == act.Capture(c("6H"), cs("2H 4D"), ())
    playouts = search.search_decision(obs, s, legal_actions(s), BUDGET, random.Random(1))
    assert playouts.action != plan
    d = CassinoPlayer("expert", "plan", BUDGET).decide(obs)
    assert d.action == plan and d.text() == "builds 6s"
    assert d.worlds == BUDGET.worlds


def test_a_world_too_big_to_solve_falls_back_to_the_playouts(monkeypatch) -> None:
    """A preset whose deals need more positions than the limit is searched as Hard does."""
    s = _plan()
    obs = s.observation(0)
    small = functools.partial(DealSolver, node_limit=20)
    monkeypatch.setattr(search, "DealSolver", small)
    played = []
    real = search.playout

    def counted(world, plays, stop=None):
        played.append(plays)
        return real(world, plays, stop)

    monkeypatch.setattr(search, "playout", counted)
    world = sample_world(obs, random.Random(2))
    budget = SearchBudget(worlds=5, candidates=3, horizon=4, seconds=1e9, cap=1e9)
    d = search.search_decision(
        obs, world, legal_actions(world), budget, random.Random(2), deal=True
    )
    assert d.action in legal_actions(s)
    assert d.worlds == 5 and len(played) == 5 * 3  # every world weighed by playouts


def test_node_limit_stops_the_solver() -> None:
    s = _plan()
    solver = DealSolver(0, node_limit=20)
    with pytest.raises(DealStopped):
        solver.solve(s, legal_actions(s))
    assert solver.nodes > 20


def test_the_deal_search_is_for_two_players_before_the_last_deal() -> None:
    s = _plan()
    assert deal_applies(s)
    s.stock = []
    assert not deal_applies(s)  # the last deal: endgame.py solves it to the round's end
    four = new_game(CassinoConfig.make(4), "four")
    assert not deal_applies(four)
