"""Hand and Foot computer players: legal moves, explanations, the partner question,
the ladder's styles, the hint, the ``nomeld`` baseline and the arena."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_gui.ai.arena import duplicate_match, play_deal, play_game
from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.decision import EXPLANATIONS
from canasta_gui.ai.hand_and_foot.kit import KIT
from canasta_gui.ai.hand_and_foot.player import LEVELS, STYLES, HandFootPlayer, hint
from canasta_gui.ai.kit import kit_for
from canasta_gui.engine.cards import parse_card
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.rules import check
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, new_game

_FIXED = {"expert": SearchBudget(worlds=2, candidates=3, horizon=60, seconds=1e9, cap=1e9)}


def _play(levels: list[str], seed: str, config: HandFootConfig | None = None):
    """Play one deal; yield (state before, seat, decision) for every decision."""
    s = new_game(config or HandFootConfig.make({}), seed)
    # Expert's search with its clock removed: a few worlds, the same moves on any machine.
    players = [HandFootPlayer(lv, f"{seed}/{i}", _FIXED.get(lv)) for i, lv in enumerate(levels)]
    while s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        seat = s.current_player()
        d = players[seat].decide(s.observation(seat))
        yield s, seat, d
        s.apply(d.action)


def _play_position() -> HandFootState:
    """A position in the meld phase of a Medium game, where a discard is to be chosen."""
    s = new_game(HandFootConfig.make({}), "search-pos")
    players = [HandFootPlayer("medium", f"m{i}") for i in range(4)]
    for _ in range(60):
        seat = s.current_player()
        s.apply(players[seat].decide(s.observation(seat)).action)
    while s.phase != Phase.PLAY:
        seat = s.current_player()
        s.apply(players[seat].decide(s.observation(seat)).action)
    return s


def test_kit_describes_hand_and_foot() -> None:
    kit = kit_for("hand-and-foot")
    assert kit is KIT and kit.game == "hand-and-foot"
    assert set(kit.levels) == {"random", "easy", "medium", "hard", "expert", "nomeld"}
    assert ("medium", "nomeld") in kit.ladder and ("expert", "medium") in kit.ladder
    assert kit.make_config(4).players == 4 and kit.break_phase == Phase.DEAL_OVER
    assert set(kit.budgets) == {"expert"}  # only Expert searches (docs/ai-hand-and-foot.md)


def test_every_decision_is_legal_and_explains_itself() -> None:
    """Every level's moves pass the rules' own check and carry a rendered explanation."""
    seen = set()
    for levels, seed in (
        (["easy", "medium", "easy", "medium"], "legal-1"),
        (["random", "nomeld", "easy", "medium"], "legal-2"),
    ):
        for s, _seat, d in _play(levels, seed):
            assert check(s, d.action) is None, d
            assert d.reason in EXPLANATIONS
            text = d.text()
            assert text and "{" not in text, text
            seen.add(d.reason)
    assert {"draw", "meld", "layoff", "open"} <= seen
    assert seen & {"discard", "discard_safe", "discard_block"}
    assert seen & {"hf_book", "hf_book_dirty", "hf_book_wild"}


def test_hard_and_expert_play_legal_moves() -> None:
    for s, _seat, d in _play(["hard", "medium", "expert", "medium"], "legal-3"):
        assert check(s, d.action) is None, d
        assert d.text()


def test_each_level_adds_to_the_one_below() -> None:
    """The ladder's knobs: Medium is Easy without slips, Hard adds the wild-card plan and
    weighs the pile, Expert adds card counting, takes more piles and races for the foot
    (docs/ai-hand-and-foot.md)."""
    easy, medium, hard, expert = (STYLES[lv] for lv in ("easy", "medium", "hard", "expert"))
    assert easy.slip > 0 and easy.forget > 0
    assert medium.slip == medium.forget == 0 and not medium.wild_plan and not medium.counting
    assert hard.wild_plan and hard.take_min == 0 and not hard.counting
    assert expert.counting and expert.wild_plan
    assert expert.take_gain < hard.take_gain  # Expert takes piles Hard leaves
    assert expert.rush_foot and expert.dirty_cap  # and races for going out
    assert not any(lv.rush_foot or lv.dirty_cap for lv in (easy, medium, hard))


def test_expert_takes_a_pile_hard_leaves() -> None:
    """A pile worth a little more than nothing: Hard draws from the stock, Expert's rules take
    it (seven cards build books, §4.8.2). Each decides from the seat's observation."""
    from canasta_gui.ai.hand_and_foot.policy import HARD, HeuristicPolicy, _wilds

    hard_rules = HeuristicPolicy(HARD, random.Random(0))
    found = 0
    for n in range(20):
        for s, seat, _d in _play(["medium"] * 4, f"pile-{n}"):
            if s.phase != Phase.DRAW or not s.stock or not s.opened[seat % 2]:
                continue
            takes = [a for a in legal_actions(s) if isinstance(a, act.TakePile)]
            if not takes:
                continue
            best = min(takes, key=lambda a: (_wilds(a.cards), len(a.cards)))
            gain = hard_rules.pile_gain(s, best)
            if not STYLES["expert"].take_gain <= gain < HARD.take_gain:
                continue
            obs = s.observation(seat)
            hard = HandFootPlayer("hard", "pile").decide(obs)
            expert = HandFootPlayer("expert", "pile", search=False).decide(obs)
            assert hard.action == act.DRAW and hard.reason == "draw"
            assert isinstance(expert.action, act.TakePile) and expert.reason == "take_pile"
            found += 1
        if found >= 3:
            break
    assert found >= 3


def test_expert_spends_a_wild_card_to_reach_its_foot_once_its_partner_is_on_theirs() -> None:
    """A side goes out only once both partners have played from their feet (§4.10.2 b). A
    player still on its hand whose partner is on the foot melds a pair with a wild card (a
    dirty meld, one card fewer to shed) where Hard keeps the wild card for the wild meld;
    while the partner is still on its hand, ``rush_foot`` changes nothing."""
    from dataclasses import replace

    from canasta_gui.ai.hand_and_foot.policy import HARD, HeuristicPolicy, _wilds

    rush = HeuristicPolicy(replace(HARD, rush_foot=True), random.Random(0))
    hard = HeuristicPolicy(HARD, random.Random(0))
    rushed = same = 0
    for n in range(12):
        for s, seat, _d in _play(["hard"] * 4, f"rush-{n}"):
            if s.phase != Phase.PLAY or s.feet[seat] is None or not s.opened[seat % 2]:
                continue
            melds = [a for a in legal_actions(s) if isinstance(a, act.Meld)]
            if not melds:
                continue
            e, h = rush._best_meld(s, melds), hard._best_meld(s, melds)
            if s.feet[s.config.partner_of(seat)] is not None:
                assert (e and e.action, e and e.reason) == (h and h.action, h and h.reason)
                same += 1
            elif e is not None and (h is None or e.action != h.action):
                assert e.reason in ("shed", "hf_foot") and len(e.action.melds) == 1
                assert _wilds(e.action.melds[0]) >= 1  # a rank meld with a wild card
                rushed += 1
        if rushed >= 3 and same >= 20:
            break
    assert rushed >= 3 and same >= 20


def test_expert_counts_dirty_melds_under_way_and_keeps_its_wild_cards() -> None:
    """``dirty_cap``: with as many dirty melds under way as the dirty books going out needs
    (§4.10.2 a), a wild card does not dirty a further clean meld, not even to complete a
    book, until the side has a wild book to spare; Hard, counting only finished dirty
    books, lays it there. Every difference between the two is such a wild lay-off."""
    from dataclasses import replace

    from canasta_gui.ai.hand_and_foot.policy import HARD, HeuristicPolicy, _wilds

    capped = HeuristicPolicy(replace(HARD, dirty_cap=True), random.Random(0))
    hard = HeuristicPolicy(HARD, random.Random(0))
    held = same = 0
    for n in range(40):
        for s, seat, _d in _play(["hard"] * 4, f"rush-{n}"):
            if s.phase != Phase.PLAY or not s.opened[seat % 2]:
                continue
            melds = [a for a in legal_actions(s) if isinstance(a, act.Meld)]
            if not melds:
                continue
            c, h = capped._best_meld(s, melds), hard._best_meld(s, melds)
            if (c and c.action) == (h and h.action):
                same += 1
                continue
            # Hard lays one wild card onto a clean rank meld; the capped rules do not.
            assert h is not None and not h.action.melds and len(h.action.layoffs) == 1
            rank, cards = h.action.layoffs[0]
            target = s.melds[seat % 2][rank]
            assert _wilds(cards) == 1 and target is not None and target.wilds == 0
            assert h.reason in ("hf_book_dirty", "wild_layoff")
            assert c is None or c.action != h.action
            held += 1
        if held >= 2 and same >= 100:
            break
    assert held >= 2 and same >= 100


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 250),
    level=st.sampled_from(LEVELS),
    permission=st.sampled_from(["REQUIRED", "OPTIONAL"]),
)
def test_any_random_position_gets_a_legal_move(
    seed: int, steps: int, level: str, permission: str
) -> None:
    rng = random.Random(seed)
    s = new_game(HandFootConfig.make({"OPT-HF-PERMISSION": permission}), seed)
    for _ in range(steps):
        if s.phase != Phase.DRAW and s.phase != Phase.PLAY and s.phase != Phase.ANSWER:
            break
        s.apply(rng.choice(legal_actions(s)))
    seat = s.current_player()
    if seat is None:
        return
    d = HandFootPlayer(level, str(seed), _FIXED.get(level)).decide(s.observation(seat))
    assert check(s, d.action) is None, d
    assert d.text()


def test_the_partner_question_is_asked_and_answered_with_a_reason() -> None:
    """§4.10.2 (c): Medium asks once it can go out; the partner answers (reasons public)."""
    asked = answered = 0
    for n in range(6):
        pending = None
        for s, seat, d in _play(["medium"] * 4, f"ask-{n}"):
            if isinstance(d.action, act.AskGoOut):
                assert d.reason == "ask" and d.text() == "asks partner: may I go out?"
                assert s.in_foot(seat)
                pending = seat
                asked += 1
            elif isinstance(d.action, act.AnswerGoOut):
                assert s.phase == Phase.ANSWER and pending == (seat + 2) % 4
                assert d.reason.startswith("answer_yes" if d.action.yes else "answer_no")
                assert d.params.get("reason", "reason_ahead") in EXPLANATIONS
                text = d.text()
                assert text.startswith("answers ") and "{" not in text
                answered += 1
        if asked and answered:
            break
    assert asked and answered == asked


def test_the_answer_weighs_the_points_still_held() -> None:
    """A partner holding many points says no, unless the opponents are about to go out."""
    from canasta_gui.ai.hand_and_foot.policy import EXPERT, HeuristicPolicy

    s = new_game(HandFootConfig.make({}), "answer")
    s.phase, s.asker, s.current = Phase.ANSWER, 0, 2
    hand = [0] * 53
    for k, n in ((parse_card("AS"), 7), (parse_card("KH"), 6)):
        hand[k] = n
    s.hands = [s.hands[0], s.hands[1], hand, s.hands[3]]  # 200 points in 13 cards
    policy = HeuristicPolicy(EXPERT, random.Random(0))
    d = policy.answer(s)  # nobody near going out, the stock full
    assert d.action == act.AnswerGoOut(False) and d.text() == "answers no"  # no hand in words
    s.feet = list(s.feet)
    s.feet[1] = None
    s.hand_sizes = [13, 3, 13, 13]  # an opponent is in the foot with three cards
    d = policy.answer(s)
    assert d.action == act.AnswerGoOut(True) and d.params["reason"] == "hf_reason_threat"


def test_hint_suggests_a_legal_move() -> None:
    s = _play_position()
    seat = s.current_player()
    for level in ("easy", "medium", "hard", "expert"):
        d = hint(s.observation(seat), level)
        assert check(s, d.action) is None and d.text()


def test_nomeld_baseline_never_melds() -> None:
    """The reference opponent draws and discards only: its side never opens (§4.7)."""
    for n in range(3):
        last = None
        for state, seat, d in _play(["medium", "nomeld", "medium", "nomeld"], f"nomeld-{n}"):
            last = state
            if seat % 2 == 1:
                assert isinstance(d.action, (act.DrawStock, act.Discard, act.DeclinePile)), d
        assert last is not None and not last.opened[1] and last.phase == Phase.DEAL_OVER


def test_unknown_level_is_refused() -> None:
    try:
        HandFootPlayer("grandmaster", "x")
    except ValueError as err:
        assert "nomeld" in str(err)
    else:
        raise AssertionError("an unknown level was accepted")


def test_the_generic_arena_plays_hand_and_foot() -> None:
    config = KIT.make_config(4)
    s = play_deal(config, "arena", ["medium", "easy", "medium", "easy"])
    assert s.phase == Phase.DEAL_OVER and len(s.history) == 1
    game = play_game(config, "arena-game", ["easy", "random", "easy", "random"])
    assert game.is_terminal() and len(game.history) == 4
    report = duplicate_match(config, ["medium", "nomeld", "medium", "nomeld"], 2, "dup")
    assert report.level_a == "medium" and report.level_b == "nomeld" and report.pairs == 2
    assert report.win_rate == 1.0 and report.margin > 0
