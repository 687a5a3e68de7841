"""Cassino computer players: legal moves, explanations, the greedy baseline, the exact
endgame, cancellation and the time cap (docs/rules.md §5)."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta_gui.ai.arena import duplicate_match, play_deal, play_game
from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.cassino.endgame import EndgameSolver
from canasta_gui.ai.cassino.kit import KIT
from canasta_gui.ai.cassino.player import BUDGETS, LEVELS, CassinoPlayer, hint
from canasta_gui.ai.cassino.policy import MEDIUM, HeuristicPolicy
from canasta_gui.ai.cassino.search import _beats, search_decision
from canasta_gui.ai.cassino.worlds import sample_world
from canasta_gui.ai.cassino.worth import CARD, majority_gains
from canasta_gui.ai.decision import EXPLANATIONS
from canasta_gui.ai.kit import kit_for
from canasta_gui.engine.cards import codes
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.state import CaptureRecord, CassinoState, Phase, new_game
from canasta_gui.engine.cassino.values import VALUE
from tests.engine.cassino.helpers import c, cs, position

FAST = SearchBudget(worlds=3, candidates=3, horizon=3, seconds=1e9, cap=1e9)


def _budget(level: str) -> SearchBudget | None:
    return FAST if level in ("hard", "expert") else None


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    players=st.sampled_from([2, 3, 4]),
    preset=st.sampled_from(["default", "pagat", "solo"]),
    levels=st.lists(st.sampled_from(LEVELS), min_size=4, max_size=4),
)
def test_every_decision_is_legal_and_explained(
    seed: int, players: int, preset: str, levels: list[str]
) -> None:
    s = new_game(CassinoConfig.make(players, preset=preset), seed)
    seats = [CassinoPlayer(lv, f"{seed}/{i}", _budget(lv)) for i, lv in enumerate(levels)]
    while s.phase == Phase.PLAY:
        seat = s.current_player()
        d = seats[seat].decide(s.observation(seat))
        assert d.action in legal_actions(s)
        assert d.reason in EXPLANATIONS
        text = d.text()
        assert text and "{" not in text, text
        s.apply(d.action)
    assert s.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)


def test_explanations_name_the_card_and_what_it_takes() -> None:
    s = position(["10D 5H", "2C"], "10S 3C")
    d = CassinoPlayer("medium", "x").decide(s.observation(0))
    assert d.action == act.capture(c("10D"), cs("10S"))
    assert d.text() == "captures 2 cards with the 10D (big casino)"
    s = position(["7H 2C", "KD"], "7S")
    d = CassinoPlayer("greedy", "x").decide(s.observation(0))
    assert d.text() == "sweeps the table with the 7H"
    s = position(["KD 2C", "QC"], "")
    d = CassinoPlayer("medium", "x").decide(s.observation(0))
    assert d.reason == "cas_trail" and "trails the " in d.text()
    s = position(["3C 8H", "QC"], "5D")
    d = CassinoPlayer("medium", "x").decide(s.observation(0))
    assert d.action == act.build(c("3C"), cs("5D"), 8)
    assert d.text() == "builds 8s"
    for key in (k for k in EXPLANATIONS if k.startswith("cas_")):
        assert EXPLANATIONS[key]


def test_next_round_between_rounds() -> None:
    s = play_deal(CassinoConfig.make(2), "between", ["greedy", "greedy"])
    assert s.phase == Phase.ROUND_OVER
    d = CassinoPlayer("expert", "x").decide(s.observation(1))
    assert d.action == act.NEXT_ROUND and d.text() == "deals the next round"


def test_greedy_takes_the_most_cards_else_trails_its_lowest_card() -> None:
    # A 9 takes the 9, or A + 3 + 5, or both; the 10♦ takes 10♠: Greedy takes the most.
    s = position(["9C 10D", "2C"], "9H AS 3D 5S 10S KS")
    d = CassinoPlayer("greedy", "g").decide(s.observation(0))
    assert d.action == act.capture(c("9C"), cs("9H AS 3D 5S"))
    # Nothing to capture or build: it trails the lowest card, even an ace.
    s = position(["AH KD 7C", "2C"], "QS")
    d = CassinoPlayer("greedy", "g").decide(s.observation(0))
    assert d.action == act.Trail(c("AH"))
    # Never a build by choice: with a capture and a build available, it captures.
    s = position(["3C 8H", "QC"], "5D 3S")
    d = CassinoPlayer("greedy", "g").decide(s.observation(0))
    assert isinstance(d.action, act.Capture)


def test_medium_keeps_the_aces_greedy_throws_away() -> None:
    # Greedy trails its ace; Medium (card memory, §5.11) trails the plain card instead.
    s = position(["AH 6C KD", "2C 3C 4C 5C"], "QS")
    d = CassinoPlayer("medium", "m").decide(s.observation(0))
    assert isinstance(d.action, act.Trail) and d.action.card != c("AH")


def test_medium_prices_cards_by_the_majority_race() -> None:
    """docs/rules.md §5.11: "cards" (3) and "spades" (1) go to strictly the most.

    A card is worth most while the race is close and nothing once it is decided; what
    the other side takes costs as much as what this side takes brings.
    """
    close = majority_gains((24, 24), 4, 3.0, 0, 0)
    assert close[3] == pytest.approx(3.0, abs=0.3)  # 27 of 52: "cards" is won
    decided = majority_gains((30, 10), 12, 3.0, 0, 0)
    assert decided[1] < 0.01  # already 30: more cards change nothing
    early = majority_gains((0, 0), 52, 3.0, 0, 0)
    assert early[1] > CARD  # more than the fixed share Easy uses, early in a round
    assert majority_gains((0, 0), 52, 3.0, 0, 1)[1] == pytest.approx(-early[1])
    spades = majority_gains((6, 6), 1, 1.0, 0, 0)
    assert spades[1] == pytest.approx(1.0)  # the last spade, at 6 all, wins "spades"


def test_hard_leaves_medium_only_on_clear_evidence() -> None:
    """Hard's search overrules Medium's first choice (candidate 0) only when another
    candidate leads it by two standard errors over the worlds weighed."""
    noisy = [[0.0, 3.0], [0.0, -2.0], [0.0, 2.5], [0.0, -1.5]]  # leads on average, by luck
    assert not _beats(noisy, 1, 0)
    clear = [[0.0, 1.0], [0.0, 1.2], [0.0, 0.9], [0.0, 1.1]]
    assert _beats(clear, 1, 0)
    assert not _beats([[0.0, 5.0]], 1, 0)  # one world proves nothing


def _last_deal(hands: list[str], loose: str, last_captor: int) -> CassinoState:
    """A two-player last deal: the rest of the deck already captured, 23 cards a side."""
    placed = set(cs(" ".join([*hands, loose])))
    rest = [k for k in range(52) if k not in placed]
    half = (len(rest) + 1) // 2
    s = position(hands, loose, stock=(), captured=[codes(rest[:half]), codes(rest[half:])])
    # The captures as everybody saw them, so the observation matches the piles.
    s.log = [CaptureRecord(side, p[-1], tuple(p[:-1]), False) for side, p in enumerate(s.captured)]
    s.last_captor = last_captor
    return s


def test_exact_endgame_finds_the_winning_line() -> None:
    """docs/rules.md §5.10: the build keeps the last capture (and the cards) for seat 0.

    Medium solves such a small last deal too (``player.MEDIUM_ENDGAME_NODES``).

    Seat 0 holds 5♥ 9♣, seat 1 the 10♦; the table is 4♣ 5♣ 10♠. Taking the 5 now
    (what Medium did before it priced cards by the majority) lets 10♦ take 10♠ and the
    leftovers go to seat 1; taking 4 + 5 with the 9 leaves 10♠ for a sweep. Building 9
    with 5♥ on 4♣ keeps the 9 for the last capture: seat 0 wins "cards" 27 to 25.
    """
    s = _last_deal(["5H 9C", "10D"], "4C 5C 10S", last_captor=1)
    obs = s.observation(0)
    assert obs.last_deal
    solver = EndgameSolver(0)
    values = dict(solver.solve(s, legal_actions(s)))
    win = act.build(c("5H"), cs("4C"), 9)
    assert values[win] > max(v for a, v in values.items() if a != win)
    # Medium's rule of thumb finds it too: with 23 cards a side every card decides "cards",
    # so it prices them by that race (``worth.majority_gains``). Every level plays it.
    assert HeuristicPolicy(MEDIUM, random.Random(0)).best(s, legal_actions(s)) == win
    for level in ("medium", "hard", "expert"):
        d = CassinoPlayer(level, "e").decide(obs)
        assert d.action == win and d.text() == "builds 9s"


def test_exact_endgame_agrees_with_plain_minimax() -> None:
    """The solver's table of solved positions never changes a value (random last deals)."""
    rng = random.Random(7)
    done = 0
    seed = 0
    while done < 4:
        seed += 1
        s = new_game(CassinoConfig.make(2), f"eg{seed}")
        while s.phase == Phase.PLAY and (s.stock or len(s.hands[s.current]) < 3):
            s.apply(rng.choice(legal_actions(s)))
        if s.phase != Phase.PLAY:
            continue
        seat = s.current
        solved = EndgameSolver(seat).solve(s, legal_actions(s))
        for a, v in solved:
            child = s.clone()
            child.apply(a)
            assert v == _minimax(child, seat)
        done += 1


def _minimax(s: CassinoState, seat: int) -> float:
    if s.phase != Phase.PLAY:
        side = s.config.side_of[seat]
        parts = s.history[-1].sides
        return parts[side].total - parts[1 - side].total
    values = []
    for a in legal_actions(s):
        child = s.clone()
        child.apply(a)
        values.append(_minimax(child, seat))
    mine = s.config.side_of[s.current] == s.config.side_of[seat]
    return max(values) if mine else min(values)


class _CancelAfter(CancelToken):
    """A token that reports itself cancelled after ``n`` checks (no clock, no sleep)."""

    def __init__(self, n: int) -> None:
        super().__init__()
        self.left = n

    @property
    def cancelled(self) -> bool:
        self.left -= 1
        return self.left < 0


def _searched_position() -> CassinoState:
    """A two-player mid-round position with several candidates."""
    s = new_game(CassinoConfig.make(2), "search-pos")
    rng = random.Random(2)
    while True:
        s.apply(rng.choice(legal_actions(s)))
        if s.phase == Phase.PLAY and s.stock and len(legal_actions(s)) >= 3:
            return s


def test_cancel_returns_promptly_with_a_legal_move() -> None:
    s = _searched_position()
    obs = s.observation(s.current)
    huge = SearchBudget(worlds=10**6, candidates=4, horizon=48, seconds=1e9, cap=1e9)
    for level in ("hard", "expert"):
        token = _CancelAfter(25)
        start = time.perf_counter()
        d = CassinoPlayer(level, "c", huge).decide(obs, token)
        assert time.perf_counter() - start < 5.0
        assert d.action in legal_actions(s)
        assert token.left < 0  # it did stop on the token, not on the budget
    token = CancelToken()
    token.cancel()
    d = CassinoPlayer("expert", "c", huge).decide(obs, token)
    assert d.action in legal_actions(s) and d.worlds == 0


def test_hard_cap_returns_the_best_move_so_far() -> None:
    s = _searched_position()
    obs = s.observation(s.current)
    capped = SearchBudget(worlds=10**6, candidates=4, horizon=48, seconds=1e9, cap=0.3)
    start = time.perf_counter()
    d = CassinoPlayer("expert", "cap", capped).decide(obs)
    assert time.perf_counter() - start < 0.3 + 2.0  # one playout past the cap at most
    assert d.action in legal_actions(s) and d.worlds >= 0


def test_expert_spends_its_budget() -> None:
    """Expert keeps sampling until its soft budget is used (no early stop on a clear leader).

    The clock is the only bound here (a million worlds), so Expert's time is at least its
    soft budget, and it ends soon after (one world past it; the cap is 50 ms later).
    """
    s = _searched_position()
    obs = s.observation(s.current)
    budget = SearchBudget(worlds=10**6, candidates=4, horizon=6, seconds=0.2, cap=0.25)
    start = time.perf_counter()
    expert = CassinoPlayer("expert", "spend", budget).decide(obs)
    took = time.perf_counter() - start
    assert took >= 0.2
    assert took < 0.25 + 2.0  # generous: the machine may be shared
    assert expert.worlds > 0


def test_search_weighs_the_same_worlds_for_every_candidate() -> None:
    s = _searched_position()
    obs = s.observation(s.current)
    world = sample_world(obs, random.Random(1))
    d = search_decision(obs, world, legal_actions(world), FAST, random.Random(1))
    assert d.worlds == FAST.worlds
    again = search_decision(obs, world, legal_actions(world), FAST, random.Random(1))
    assert again.action == d.action


def test_hint_reads_only_the_observation() -> None:
    s = _searched_position()
    obs = s.observation(s.current)
    d = hint(obs)
    assert d.action in legal_actions(s) and d.text()
    assert hint(obs, "easy").action in legal_actions(s)


def test_unknown_level_is_refused() -> None:
    try:
        CassinoPlayer("grandmaster", "x")
    except ValueError as err:
        assert "greedy" in str(err)
    else:
        raise AssertionError("an unknown level was accepted")


def test_kit_plays_rounds_games_and_duplicate_matches() -> None:
    kit = kit_for("cassino")
    assert kit is KIT and "greedy" in kit.levels and set(BUDGETS) <= set(kit.budgets)
    cfg = kit.make_config(3)
    s = play_deal(cfg, "kit", ["easy", "greedy", "random"])
    assert s.phase == kit.break_phase and len(kit.deal_totals(s)) == 3
    g = play_game(CassinoConfig.make(2, {"OPT-CAS-TARGET": "11"}), "kit", ["greedy", "easy"])
    assert g.is_terminal() and max(g.scores) >= 11
    report = duplicate_match(kit.make_config(2), ["medium", "random"], 4, "kit", whole_games=True)
    assert report.pairs == 4 and report.level_a == "medium"
    assert report.margin > 0  # Medium against random play, in whole games


def test_builds_are_taken_back() -> None:
    """A build Medium makes is one it holds the card for (§5.7.1); it takes it next turn."""
    s = position(["3C 8H", "QC KC"], "5D")
    p0, p1 = CassinoPlayer("medium", "a"), CassinoPlayer("greedy", "b")
    s.apply(p0.decide(s.observation(0)).action)
    assert s.builds and s.builds[0].value == 8
    s.apply(p1.decide(s.observation(1)).action)
    d = p0.decide(s.observation(0))
    assert d.action == act.Capture(c("8H"), (), (8,))
    assert VALUE[d.action.card] == 8
