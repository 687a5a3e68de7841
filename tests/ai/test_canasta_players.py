"""Computer players: explanations, the partner's answer, cancellation and the time cap."""

from __future__ import annotations

import random
import threading
import time

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.canasta.player import BUDGETS, CanastaPlayer
from canasta_gui.ai.cancel import CancelToken
from canasta_gui.ai.decision import EXPLANATIONS, Decision
from canasta_gui.engine.canasta import AnswerGoOut, AskGoOut, CanastaConfig, Discard, new_game
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.cards import parse_card


def _a_searched_position():
    """A 4-player position at the start of a turn with a pile worth thinking about."""
    s = new_game(CanastaConfig.make(4, 2), "search-pos")
    rng = random.Random(1)
    for _ in range(40):
        s.apply(rng.choice(legal_actions(s)))
        if s.phase == Phase.DEAL_OVER:
            raise AssertionError("the deal ended early; pick another seed")
    while s.phase != Phase.PLAY:
        s.apply(rng.choice(legal_actions(s)))
    return s


def test_every_decision_explains_itself_in_words() -> None:
    s = new_game(CanastaConfig.make(4, 2), "explain")
    players = [CanastaPlayer(lv, f"x{i}") for i, lv in enumerate(["easy", "medium"] * 2)]
    seen = set()
    while s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        seat = s.current_player()
        d = players[seat].decide(s.observation(seat))
        assert d.reason in EXPLANATIONS
        text = d.text()
        assert text and "{" not in text, text
        seen.add(d.reason)
        s.apply(d.action)
    assert {"draw", "discard_safe"} & seen or {"draw", "discard"} & seen


def test_explanations_use_a_translation_and_survive_a_broken_one() -> None:
    d = Decision(Discard(parse_card("KS")), "discard", {"card": "KS"})
    assert d.text() == "discards KS"
    assert d.text(lambda t: "scarta {card}") == "scarta KS"
    assert d.text(lambda t: "scarta {carta}") == "discards KS"


def test_partner_answers_with_a_reason() -> None:
    # Seat 0 can go out (a canasta on the table, a meld-able hand); seat 2 answers.
    from tests.engine.helpers import build

    s = build(
        4,
        2,
        hands={0: "KS KD KH 5C 5D 5H", 2: "AS AD JC JD JH 9S 8C 7D 6H 4S 4C"},
        melds={0: ["QS QH QC QD QS QH QC"]},
        phase="play",
        current=0,
    )
    s.apply(AskGoOut())
    assert s.phase == Phase.ANSWER and s.current == 2
    d = CanastaPlayer("medium", "p").decide(s.observation(2))
    assert isinstance(d.action, AnswerGoOut)
    assert d.reason in ("answer_yes", "answer_no")
    text = d.text()
    assert "points" in text or "game" in text
    s.apply(d.action)


def test_a_cancelled_search_returns_at_once_with_a_legal_move() -> None:
    s = _a_searched_position()
    obs = s.observation(s.current)
    token = CancelToken()
    token.cancel()
    slow = SearchBudget(worlds=10_000, candidates=4, horizon=50, seconds=60, cap=60)
    start = time.perf_counter()
    d = CanastaPlayer("expert", "c", slow).decide(obs, token)
    assert time.perf_counter() - start < 0.5
    s.clone().apply(d.action)


def test_cancel_from_another_thread_stops_a_long_search() -> None:
    s = _a_searched_position()
    obs = s.observation(s.current)
    token = CancelToken()
    slow = SearchBudget(worlds=10_000, candidates=4, horizon=50, seconds=60, cap=60)
    timer = threading.Timer(0.2, token.cancel)
    timer.start()
    start = time.perf_counter()
    d = CanastaPlayer("expert", "c", slow).decide(obs, token)
    elapsed = time.perf_counter() - start
    timer.cancel()
    assert elapsed < 2.0
    s.clone().apply(d.action)


def test_expert_never_exceeds_its_hard_cap() -> None:
    s = _a_searched_position()
    cap = BUDGETS["expert"].cap
    for i in range(3):
        obs = s.observation(s.current)
        start = time.perf_counter()
        d = CanastaPlayer("expert", f"cap{i}").decide(obs)
        # The cap is checked between playouts; one playout is a few milliseconds.
        assert time.perf_counter() - start < cap + 0.25
        s.apply(d.action)
        if s.phase != Phase.PLAY:
            break
