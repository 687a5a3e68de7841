"""Expert reads the other player's hand from its plays (ai/cassino/reading.py)."""

from __future__ import annotations

import random

from canasta_gui.ai.budget import SearchBudget
from canasta_gui.ai.cassino.player import CassinoPlayer
from canasta_gui.ai.cassino.reading import OpponentReading
from canasta_gui.ai.cassino.worlds import sample_world
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.state import CassinoState, Phase, new_game

SMALL = SearchBudget(worlds=2, candidates=3, horizon=2, seconds=1e9, cap=1e9)


def _play(players: int, seed: str, check) -> CassinoState:
    """One round, seat 0 Expert (reading), the others Medium; ``check`` at seat 0's turns."""
    s = new_game(CassinoConfig.make(players), seed)
    seats = [CassinoPlayer("expert", f"{seed}/0", SMALL)]
    seats += [CassinoPlayer("medium", f"{seed}/{i}") for i in range(1, players)]
    while s.phase == Phase.PLAY:
        seat = s.current
        decision = seats[seat].decide(s.observation(seat))
        if seat == 0:
            check(s, seats[0].reading)
        s.apply(decision.action)
    return s


def test_the_true_hand_of_a_medium_opponent_explains_every_play_read() -> None:
    # Medium plays as the model says, so its real hand must explain all it did: the
    # table each play was made on is rebuilt exactly, and the hand it held then too.
    read: list[int] = []

    def check(s: CassinoState, reading: OpponentReading) -> None:
        read.append(reading.plays)
        assert reading.mismatches(s, 99) == 0

    for seed in ("read-a", "read-b", "read-c"):
        _play(2, seed, check)
    assert max(read) >= 2  # plays were read, several in one deal
    assert 0 in read  # and forgotten when a new deal comes


def test_worlds_that_contradict_the_plays_are_told_apart() -> None:
    worlds_checked = 0
    explained = 0

    def check(s: CassinoState, reading: OpponentReading) -> None:
        nonlocal worlds_checked, explained
        if reading.plays < 2:
            return
        obs = s.observation(0)
        rng = random.Random(worlds_checked)
        for _ in range(20):
            worlds_checked += 1
            explained += reading.mismatches(sample_world(obs, rng), 99) == 0
        # sample() prefers a world that explains every play when one is found
        world, missed = reading.sample(obs, rng, 40)
        assert missed == reading.mismatches(world, 99)

    for seed in ("read-a", "read-b", "read-c", "read-d"):
        _play(2, seed, check)
    assert worlds_checked
    # A uniform world often gives the opponent a hand it would have played otherwise.
    assert explained < worlds_checked


def test_nothing_is_read_at_four_players() -> None:
    def check(s: CassinoState, reading: OpponentReading) -> None:
        assert reading.plays == 0

    _play(4, "read-four", check)


def test_asking_again_about_the_same_position_reads_the_same() -> None:
    # A table may ask twice (a hint, an undo): the second asking must not count the
    # position as a new play of the other player's.
    s = new_game(CassinoConfig.make(2), "read-again")
    expert = CassinoPlayer("expert", "again", SMALL)
    medium = CassinoPlayer("medium", "again-m")
    counts = []
    while s.phase == Phase.PLAY:
        seat = s.current
        obs = s.observation(seat)
        if seat == 0:
            expert.decide(obs)
            plays = expert.reading.plays
            again = expert.decide(obs)
            assert expert.reading.plays == plays
            counts.append(plays)
            s.apply(again.action)  # the table applies the last answer asked for
        else:
            s.apply(medium.decide(obs).action)
    assert max(counts) >= 2


def test_a_move_other_than_the_one_remembered_is_not_read():
    # The remembered move must be the one the table applied. Here the seat plays the same
    # card another way than it decided (a trail for a capture, say): the table the other
    # player then faced is not the one remembered, and nothing is read from its play.
    checked = 0
    for seed in range(6):
        s = new_game(CassinoConfig.make(2), f"read-other/{seed}")
        expert = CassinoPlayer("expert", f"other/{seed}", SMALL)
        medium = CassinoPlayer("medium", f"other-m/{seed}")
        while s.phase == Phase.PLAY:
            if s.current != 0:
                s.apply(medium.decide(s.observation(s.current)).action)
                continue
            obs = s.observation(0)
            decided = expert.decide(obs).action
            same_card = [a for a in legal_actions(s) if a != decided and a.card == decided.card]
            if not same_card or obs.stock_size == 0:
                s.apply(decided)
                continue
            s.apply(same_card[0])
            if s.phase != Phase.PLAY:
                break
            s.apply(medium.decide(s.observation(s.current)).action)
            if s.phase == Phase.PLAY and s.current == 0:
                expert.reading.observe(s.observation(0))
                assert expert.reading.plays == 0
                checked += 1
    assert checked >= 3
