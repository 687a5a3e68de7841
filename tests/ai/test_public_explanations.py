"""A computer player's explanation is shown to the whole table (the move log, the
answer to "may I go out?"), so it may carry only public information (docs/rules.md §1.5).

The decision itself may use the seat's own hand; its words may not. So the text of
a decision must be a function of the action and of what every player sees: these
tests re-deal the deciding seat's hand (from another seat's point of view, so the
public information is unchanged) and check that every action chosen more than
once is explained in the same words.
"""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.canasta.player import CanastaPlayer
from canasta_gui.ai.canasta.policy import HARD, HeuristicPolicy
from canasta_gui.ai.canasta.worlds import sample_world
from canasta_gui.ai.hand_and_foot.player import HandFootPlayer
from canasta_gui.ai.hand_and_foot.policy import HARD as HF_HARD
from canasta_gui.ai.hand_and_foot.policy import HeuristicPolicy as HFPolicy
from canasta_gui.ai.hand_and_foot.worlds import sample_world as hf_sample_world
from canasta_gui.engine.canasta import CanastaConfig, new_game
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.cards import FIVE
from canasta_gui.engine.hand_and_foot import actions as hf_act
from canasta_gui.engine.hand_and_foot.legal import legal_actions as hf_legal
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.state import Phase as HFPhase
from canasta_gui.engine.hand_and_foot.state import new_game as hf_new_game
from tests.engine.helpers import build

TINY = SearchBudget(worlds=2, candidates=3, horizon=2, seconds=5.0, cap=5.0)
TWINS = 6
#: Parameters a table-facing explanation may carry: each is read from public facts
#: (the moved cards, the table, the pile, hand and stock counts).
PUBLIC_PARAMS = {"card", "count", "rank", "value", "reason"}


def _canasta_answer_positions(n: int):
    """Positions where a partner must answer "may I go out?" (random play, then the question)."""
    rng = random.Random("answers")
    made = tries = 0
    while made < n and tries < 40 * n:
        tries += 1
        players = (4, 6)[tries % 2]
        s = new_game(CanastaConfig.make(players, 2 if players == 4 else 3), f"ask-{tries}")
        for _ in range(400):
            if s.phase not in (Phase.DRAW, Phase.PLAY):
                break
            legal = legal_actions(s)
            asks = [a for a in legal if isinstance(a, act.AskGoOut)]
            if asks:
                s.apply(asks[0])
                made += 1
                yield s
                break
            s.apply(rng.choice(legal))


def _canasta_positions(n: int):
    """Positions of random play in the draw and play phases."""
    rng = random.Random("moves")
    for i in range(n):
        s = new_game(CanastaConfig.make(4, 2), f"move-{i}")
        for _ in range(rng.randrange(0, 150)):
            if s.phase not in (Phase.DRAW, Phase.PLAY):
                break
            s.apply(rng.choice(legal_actions(s)))
        if s.phase in (Phase.DRAW, Phase.PLAY):
            yield s


def _onlooker(s) -> int:
    """A seat other than the one to act; in the answer phase, the asker (its hand stays)."""
    if s.phase == Phase.ANSWER:
        return s.asker
    return (s.current + 1) % s.config.players


def _assert_public(decide, positions, resample) -> int:
    """Each position's decision, and its re-dealt twins': one text per action."""
    compared = 0
    for i, s in enumerate(positions):
        seat = s.current
        texts: dict[object, set[str]] = defaultdict(set)
        rng = random.Random(i)
        worlds = [s] + [resample(s.observation(_onlooker(s)), rng) for _ in range(TWINS)]
        for world in worlds:
            d = decide(world.observation(seat), i)
            assert set(d.params) <= PUBLIC_PARAMS, d
            texts[d.action].add(d.text())
        for action, seen in texts.items():
            assert len(seen) == 1, (action, seen)
        compared += sum(1 for seen in texts.values() if seen)
    return compared


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_canasta_partner_answer_reveals_nothing_of_the_hand(level: str) -> None:
    budget = TINY if level == "expert" else None
    positions = list(_canasta_answer_positions(12))
    assert len(positions) >= 10

    def decide(obs, i):
        d = CanastaPlayer(level, f"a{i}", budget).decide(obs)
        assert isinstance(d.action, act.AnswerGoOut)
        assert "points" not in d.text()
        return d

    assert _assert_public(decide, positions, sample_world)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_canasta_move_texts_reveal_nothing_of_the_hand(level: str) -> None:
    """Draws (a take was possible only with cards in hand), discards and melds."""

    def decide(obs, i):
        return CanastaPlayer(level, f"m{i}").decide(obs)

    assert _assert_public(decide, list(_canasta_positions(30)), sample_world)


def test_a_safe_discard_is_judged_on_public_cards_only() -> None:
    """Hard throws a 5 both times (the king would feed the opponents' king meld); holding
    seven fives made it "safe" for the seat alone, which the table must not learn."""
    texts = []
    for hand in ("5S 5D 5H 5C 5S 5D 5H KH", "5S 5D 5H 5C 5S 5D KH KD"):
        s = build(
            4,
            2,
            hands={0: hand, 1: "4S 4D 6S 6D 7S 7D 8S 8D"},
            melds={1: ["KS KD KC"]},
            pile="9S 9D 8H 8C 7H 7C 6H 6C JS JD",
            phase="play",
            current=0,
        )
        d = HeuristicPolicy(HARD, random.Random(0)).decide(s)
        assert isinstance(d.action, act.Discard) and d.action.card >> 2 == FIVE, d
        texts.append(d.reason)
    assert texts[0] == texts[1]


def _hf_positions(n: int, *, answers: bool):
    """Hand and Foot positions of Hard self-play: some way into a deal, or at a question."""
    rng = random.Random(f"hf-{answers}")
    policy = HFPolicy(HF_HARD, random.Random(1))
    made = tries = 0
    while made < n and tries < 10 * n:
        tries += 1
        s = hf_new_game(HandFootConfig.make({}), f"hf-{answers}-{tries}")
        for _ in range(rng.randrange(20, 200) if not answers else 3000):
            if s.phase not in (HFPhase.DRAW, HFPhase.PLAY):
                break
            s.apply(policy.decide(s, hf_legal(s)).action)
        if s.phase == HFPhase.ANSWER or (not answers and s.phase in (HFPhase.DRAW, HFPhase.PLAY)):
            made += 1
            yield s


@pytest.mark.parametrize("answers", [True, False], ids=["answers", "moves"])
def test_hand_and_foot_texts_reveal_nothing_of_the_hand(answers: bool) -> None:
    positions = list(_hf_positions(12 if answers else 30, answers=answers))
    assert len(positions) >= 8

    def decide(obs, i):
        d = HandFootPlayer("expert", f"h{i}").decide(obs)
        if answers:
            assert isinstance(d.action, hf_act.AnswerGoOut) and "points" not in d.text()
        return d

    assert _assert_public(decide, positions, hf_sample_world)
