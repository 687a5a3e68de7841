"""Expert's exact endgame plays for the game (``ai/cassino/stakes.py``, docs/rules.md §5.12)."""

from __future__ import annotations

import random

from canasta_gui.ai.cassino.endgame import EndgameSolver
from canasta_gui.ai.cassino.player import CassinoPlayer
from canasta_gui.ai.cassino.policy import MEDIUM, HeuristicPolicy
from canasta_gui.ai.cassino.stakes import GAME, game_result
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.state import CaptureRecord, CassinoState, Phase, new_game
from tests.engine.cassino.helpers import c, cs, position


def test_a_finished_game_is_won_or_lost() -> None:
    s = new_game(CassinoConfig.make(2), "stakes")
    assert game_result(s, 0) == game_result(s, 1) == 0.0  # the game goes on
    s.phase = Phase.GAME_OVER
    s.winners = (1,)
    assert game_result(s, 1) == 1.0 and game_result(s, 0) == -1.0
    s.winners = (0, 1)  # a draw at the deal limit
    assert game_result(s, 0) == game_result(s, 1) == 0.0


def _last_deal_near_the_target() -> CassinoState:
    """Seat 0 to open the last deal, 14 to 10 in a game to 21, and seat 0 captured last.

    Seat 0 holds 3♥ 5♣ 5♥ 10♥, seat 1 2♦ 4♦ 7♣ Q♣; the table is 4♣ A♥ 9♣ Q♠ 6♠. Side 0
    has 25 cards, side 1 14.
    """
    taken0 = "2C 2H 2S 3C 3D 3S 6C 6D 6H 7D 7H 7S 8C 8D 8H 8S 9H 10S JC JD QD QH KC KD AC"
    taken1 = "4H 4S 5D 5S 9D 9S 10C 10D JH JS KH KS AD AS"
    s = position(
        ["3H 5C 5H 10H", "2D 4D 7C QC"],
        "4C AH 9C QS 6S",
        current=0,
        dealer=1,
        stock=(),
        captured=[taken0, taken1],
    )
    # The captures as everybody saw them, so the observation matches the piles.
    s.log = [CaptureRecord(side, p[-1], tuple(p[:-1]), False) for side, p in enumerate(s.captured)]
    s.last_captor = 0
    s.scores = [14, 10]
    return s


def test_exact_endgame_plays_to_win_the_game() -> None:
    """§5.12: with best play the round is won by one point whatever seat 0 takes first;
    the game is not.

    Medium's first choice, 5♣ taking 4♣ A♥, wins the round by a point and leaves the
    game at 19 to 14. Taking four cards with the 10♥ (4♣ 6♠ 9♣ A♥) wins it by a point
    too, with more points on each side: seat 0 reaches 21 and wins the game. The
    margin solver sees equal values and keeps Medium's order; the game solver, and
    Expert, take the game.
    """
    s = _last_deal_near_the_target()
    ranked = HeuristicPolicy(MEDIUM, random.Random(0)).ranked(s, legal_actions(s))
    margins = dict(EndgameSolver(0).solve(s, ranked))
    games = dict(EndgameSolver(0, for_game=True).solve(s, ranked))
    four = act.Capture(c("10H"), cs("4C 6S 9C AH"), ())
    first = ranked[0]
    assert first == act.Capture(c("5C"), cs("4C AH"), ())
    assert margins[first] == margins[four] == max(margins.values()) == 1
    assert games[first] == 1  # the game goes on
    assert games[four] == 1 + GAME  # won
    assert CassinoPlayer("hard", "stakes").decide(s.observation(0)).action == first
    assert CassinoPlayer("expert", "stakes").decide(s.observation(0)).action == four
