"""Hand and Foot's Expert search: legal, reproducible, fair, on its clock, cancellable.

Expert weighs its rules' candidates for the draw, the discard and the answer over
worlds sampled from its observation (``ai/hand_and_foot/search.py``, the shared loop in
``ai/sampling.py``). Reproducibility is tested with the clock removed (a fixed number
of worlds, as the strength runs use); the clock with a fake one and with the real one.
"""

from __future__ import annotations

import itertools
import random
import threading
import time

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.hand_and_foot.player import BUDGETS, HandFootPlayer, hint
from canasta_gui.ai.hand_and_foot.policy import EXPERT, NOMELD, HeuristicPolicy
from canasta_gui.ai.hand_and_foot.search import candidates, evaluate, playout, search_decision
from canasta_gui.ai.hand_and_foot.worlds import sample_world
from canasta_gui.engine.cards import NATURAL_RANKS
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.rules import check
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, new_game

#: The clock removed: only the number of worlds bounds the work.
FIXED = SearchBudget(worlds=4, candidates=3, horizon=60, seconds=1e9, cap=1e9)
#: A search that would run for a minute unless stopped.
SLOW = SearchBudget(worlds=100_000, candidates=3, horizon=60, seconds=60, cap=60)


def _discard_position(seed: str = "hf-search") -> HandFootState:
    """A meld-phase position of a Hard game where the discard is Expert's to choose."""
    s = new_game(HandFootConfig.make({}), seed)
    players = [HandFootPlayer("hard", f"h{i}") for i in range(4)]
    for _ in range(40):
        seat = s.current_player()
        s.apply(players[seat].decide(s.observation(seat)).action)
    while True:
        seat = s.current_player()
        obs = s.observation(seat)
        world = sample_world(obs, random.Random(0))
        legal = legal_actions(world)
        base = HeuristicPolicy(EXPERT, random.Random(0)).decide(world, legal)
        if s.phase == Phase.PLAY and isinstance(base.action, act.Discard):
            return s
        s.apply(players[seat].decide(obs).action)


def test_expert_searches_and_its_moves_are_legal_and_reproducible() -> None:
    s = new_game(HandFootConfig.make({}), "hf-expert-deal")
    levels = ["expert", "hard", "expert", "hard"]
    players = [HandFootPlayer(lv, f"p{i}", FIXED) for i, lv in enumerate(levels)]
    searched = 0
    while s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        seat = s.current_player()
        obs = s.observation(seat)
        d = players[seat].decide(obs)
        assert check(s, d.action) is None, d
        assert d.text() and "{" not in d.text()
        if levels[seat] == "expert" and d.worlds:
            assert d.worlds == FIXED.worlds  # every world weighed: no clock, no early stop
            searched += 1
            if searched <= 6:
                # The same seed and observation give the same move and words.
                again = HandFootPlayer("expert", "again", FIXED)
                twin = HandFootPlayer("expert", "again", FIXED)
                one, two = again.decide(obs), twin.decide(obs)
                assert (one.action, one.reason, one.params) == (two.action, two.reason, two.params)
        s.apply(d.action)
    assert searched >= 10  # the draw, the discard and the answer are searched


def test_candidates_are_the_rules_move_and_its_alternatives() -> None:
    s = _discard_position()
    seat = s.current_player()
    world = sample_world(s.observation(seat), random.Random(1))
    legal = legal_actions(world)
    policy = HeuristicPolicy(EXPERT, random.Random(1))
    base = policy.decide(world, legal)
    options = candidates(world, legal, base, 3, policy)
    assert options[0] == base.action and len(options) == len(set(options)) >= 2
    assert all(isinstance(a, act.Discard) and a in legal for a in options)


def test_evaluation_is_the_deal_result_once_the_deal_is_over() -> None:
    s = _discard_position("hf-eval")
    end = playout(s.clone(), 10_000, 7)
    assert end.phase == Phase.DEAL_OVER
    totals = [part.total for part in end.history[-1].sides]
    assert evaluate(end, 0) == totals[0] - totals[1] == -evaluate(end, 1)
    cut = playout(s.clone(), 2, 7)  # two turns on: still running, scored as it stands
    assert cut.phase != Phase.DEAL_OVER
    assert evaluate(cut, 0) == -evaluate(cut, 1)


def test_a_playout_plays_the_searching_side_by_its_own_style() -> None:
    """The searching side's seats play the style it is given, the opponents Hard's rules:
    with the never-melding baseline as its own style, its side's table stays as it was."""
    s = _discard_position("hf-own")
    side = s.config.side_of[s.current]

    def table(w: HandFootState, i: int) -> tuple:
        return (tuple(w.melds[i]), tuple(w.books[i]))

    mine = playout(s.clone(), 20, 5, (side, NOMELD))
    assert mine.phase != Phase.DEAL_OVER and table(mine, side) == table(s, side)
    assert table(mine, 1 - side) != table(s, 1 - side)  # Hard's opponents went on melding
    hard = playout(s.clone(), 20, 5)
    assert table(hard, side) != table(s, side)


def test_a_cut_playout_charges_a_lone_card_but_not_one_that_fits() -> None:
    """A natural card held costs half its value in a cut playout unless it fits: a pair of
    its rank is on its way to a meld or the pile (§4.8.1), and a card of a rank its side
    has a meld of can be laid off, so neither costs anything."""
    s = _discard_position("hf-eval-held")
    p = s.current
    side = s.config.side_of[p]
    rank = next(
        r
        for r in NATURAL_RANKS
        if s.melds[side][r] is None and not any(s.hands[p][r * 4 : r * 4 + 4])
    )
    card = rank * 4
    before = evaluate(s, side)
    s.hands[p] = s.hands[p][:]  # rows are copy-on-write
    s.hands[p][card] += 1
    lone = evaluate(s, side)
    s.hands[p][card] += 1
    pair = evaluate(s, side)
    assert lone == before - 0.5 * s.config.hand_values[card]
    assert pair == before
    # One card of a rank the side has melded: it fits that meld.
    melded = next(
        r
        for r in NATURAL_RANKS
        if s.melds[side][r] is not None and not any(s.hands[p][r * 4 : r * 4 + 4])
    )
    s.hands[p][card] -= 2
    s.hands[p][melded * 4] += 1
    assert evaluate(s, side) == before


def test_expert_spends_its_budget_by_a_fake_clock() -> None:
    """With no early stop, Expert buys worlds until its soft budget is spent (but for the
    last world, which it does not begin if it would end past the budget)."""
    s = _discard_position()
    seat = s.current_player()
    obs = s.observation(seat)
    world = sample_world(obs, random.Random(2))
    budget = SearchBudget(worlds=100_000, candidates=3, horizon=60, seconds=1.0, cap=1.05)
    ticks = itertools.count()
    readings: list[float] = []

    def clock() -> float:
        readings.append(next(ticks) * 0.02)  # every reading: 20 ms later
        return readings[-1]

    policy = HeuristicPolicy(EXPERT, random.Random(2))
    d = search_decision(
        obs, world, legal_actions(world), policy, budget, random.Random(2), None, clock
    )
    spent = readings[-1] - readings[0]
    # It stops before a world that would end past the soft budget (by the mean world).
    assert budget.seconds <= spent + spent / d.worlds and spent <= budget.cap + 0.1
    assert d.worlds >= 10  # about (1.0 s / 20 ms) / (candidates + 1) worlds
    assert check(s, d.action) is None


def test_expert_uses_most_of_its_real_budget_and_never_passes_its_cap() -> None:
    s = _discard_position()
    budget = BUDGETS["expert"]
    for i in range(2):
        obs = s.observation(s.current_player())
        start = time.perf_counter()
        d = HandFootPlayer("expert", f"clock{i}").decide(obs)
        elapsed = time.perf_counter() - start
        # The cap is checked before every playout; one playout is a few milliseconds
        # (slack for a busy machine).
        assert 0.8 * budget.seconds <= elapsed < budget.cap + 0.25, elapsed
        assert d.worlds > 0 and check(s, d.action) is None


def test_a_cancelled_search_returns_at_once_with_a_legal_move() -> None:
    s = _discard_position()
    obs = s.observation(s.current_player())
    token = CancelToken()
    token.cancel()
    start = time.perf_counter()
    d = HandFootPlayer("expert", "c", SLOW).decide(obs, token)
    assert time.perf_counter() - start < 0.3
    assert d.worlds == 0 and check(s, d.action) is None  # the rules' move


def test_cancel_from_another_thread_stops_a_long_search() -> None:
    s = _discard_position()
    obs = s.observation(s.current_player())
    token = CancelToken()
    timer = threading.Timer(0.2, token.cancel)
    timer.start()
    start = time.perf_counter()
    d = HandFootPlayer("expert", "c", SLOW).decide(obs, token)
    elapsed = time.perf_counter() - start
    timer.cancel()
    assert 0.15 < elapsed < 0.2 + 0.3, elapsed
    assert check(s, d.action) is None


def test_the_hint_is_expert_rules_without_the_search() -> None:
    """The table's hint must be instant: Expert's rules, never its clock."""
    s = _discard_position()
    obs = s.observation(s.current_player())
    start = time.perf_counter()
    d = hint(obs, "expert")
    assert time.perf_counter() - start < 0.3
    assert d.worlds == 0 and check(s, d.action) is None
