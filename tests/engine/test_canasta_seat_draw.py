"""Drawing cards for seats, partners and the first deal (docs/rules.md §3.3.1, S4).

Golden draws pin the procedure for fixed seeds (a change to the shuffle, the redraw rule
or the seating would change a saved game's first dealer, so it must be deliberate); the
Hypothesis properties check every configuration: ties and jokers are always drawn again,
every seat is taken once, partners are the two highest cards (S4) and the dealer sits on
the highest card's right.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_gui.engine import serialize
from canasta_gui.engine.canasta.options import CONFIGURATIONS, CanastaConfig
from canasta_gui.engine.canasta.seat_draw import SeatDraw, draw_for_seats, first_dealer
from canasta_gui.engine.canasta.state import new_game
from canasta_gui.engine.cards import JOKER, card_code, codes, parse_card

ON = {"OPT-CAN-SEAT-DRAW": "ON"}


def drawn(players: int, decks: int, seed: str, **options: str) -> SeatDraw:
    return draw_for_seats(CanastaConfig.make(players, decks, {**ON, **options}), seed)


# -- golden draws -------------------------------------------------------------------------

# (players, decks, seed) → cards drawn in order as (player, card), seat of each listed
# player, first dealer. Found by running the draw once; each is checked by hand below.
GOLDEN = {
    (4, 2, "abc"): (
        [(0, "5D"), (1, "7S"), (2, "6C"), (3, "3S")],
        (2, 1, 3, 0),
        0,
    ),
    (6, 3, "abc"): (
        [(0, "8H"), (1, "KS"), (2, "10C"), (3, "5S"), (4, "QS"), (5, "JK"), (5, "JD")],
        (4, 1, 2, 0, 3, 5),
        0,
    ),
}


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_golden_draws(key):
    players, decks, seed = key
    draws, seats, dealer = GOLDEN[key]
    result = drawn(players, decks, seed)
    assert [(p, card_code(c)) for p, c in result.draws] == draws
    assert result.seats == seats
    assert result.first_dealer == dealer
    assert new_game(CanastaConfig.make(players, decks, ON), seed).dealer == dealer


def test_golden_four_players_read_by_hand():
    """7S > 6C > 5D > 3S: player 1 (7S) keeps seat 1 and plays first; player 2 (6C) is the
    partner, opposite at seat 3; player 0 (5D) sits on the high card's left (seat 2); player 3
    (3S) on its right (seat 0) and deals (S4: the deal starts right of the highest card)."""
    result = drawn(4, 2, "abc")
    assert result.ranking == (1, 2, 0, 3)
    assert result.first_player == 1
    cfg = CanastaConfig.make(4, 2, ON)
    assert cfg.side_of[result.seats[1]] == cfg.side_of[result.seats[2]]
    assert result.card_at(0) == parse_card("3S")
    assert result.player_at(3) == 2


def test_golden_six_players_joker_is_drawn_again():
    """Player 5 drew a joker, put it aside and drew the jack of diamonds (S4)."""
    result = drawn(6, 3, "abc")
    assert result.set_aside() == ((5, JOKER),)
    assert card_code(result.cards[5]) == "JD"
    # 2x3 sides alternate: KS (player 1) keeps seat 1; QS and JD fill seats 3 and 5.
    assert result.ranking[:3] == (1, 4, 5)
    assert sorted(result.seats[p] for p in result.ranking[:3]) == [1, 3, 5]


def test_suit_breaks_a_rank_tie_and_an_identical_card_is_drawn_again():
    """S4: A high … 2 low, then spades, hearts, diamonds, clubs; a card equal to one already
    drawn (same rank and suit: there are two or three decks) is drawn again."""
    seen_identical = seen_suit_tie = False
    for i in range(400):
        result = drawn(4, 2, f"tie-{i}")
        ranks = [c >> 2 for c in result.cards]
        if len(set(ranks)) < 4:
            seen_suit_tie = True
            # Within a rank the higher suit ranks first.
            for a, b in zip(result.ranking, result.ranking[1:], strict=False):
                if ranks[a] == ranks[b]:
                    assert result.cards[a] & 3 > result.cards[b] & 3
        for player, card in result.set_aside():
            if card != JOKER:
                seen_identical = True
                earlier = [c for p, c in result.draws[: result.draws.index((player, card))]]
                assert card in earlier
    assert seen_identical and seen_suit_tie


# -- properties --------------------------------------------------------------------------

configs = st.sampled_from(sorted(CONFIGURATIONS))
seeds = st.text(min_size=0, max_size=12)
teams = st.sampled_from(["2x3", "3x2"])


@settings(max_examples=200)
@given(configs, seeds, teams)
def test_every_draw_resolves_ties_and_seats_everyone_once(pair, seed, six_teams):
    players, decks = pair
    cfg = CanastaConfig.make(players, decks, {**ON, "OPT-CAN-SIX-TEAMS": six_teams})
    result = draw_for_seats(cfg, seed)
    # Ties always resolved: every player keeps one card, no joker, no two alike.
    assert len(result.cards) == players
    assert JOKER not in result.cards
    assert len(set(result.cards)) == players
    # What was drawn again was a joker or a card already drawn; the last draw is kept.
    for i, (player, card) in enumerate(result.draws):
        kept = card == result.cards[player] and all(p != player for p, _ in result.draws[i + 1 :])
        if not kept:
            assert card == JOKER or card in [c for _, c in result.draws[:i]]
    # Each player drew in listed order, one after the other.
    assert [p for p, _ in result.draws] == sorted(p for p, _ in result.draws)
    # Every seat assigned once; the ranking is by card, highest first.
    assert sorted(result.seats) == list(range(players))
    assert [result.cards[p] for p in result.ranking] == sorted(result.cards, reverse=True)
    high = result.ranking[0]
    assert result.seats[high] == high  # the highest card keeps its seat
    assert result.first_player == high
    # The dealer sits on the highest card's right, so the highest card plays first.
    assert result.first_dealer == (high - 1) % players
    side = [cfg.side_of[result.seats[p]] for p in result.ranking]
    size = players // cfg.n_sides
    # Partners per S4: the highest cards form the highest card's side, and so on.
    assert side == [side[k - k % size] for k in range(players)]
    if cfg.partnership and players == 4:
        assert side[0] == side[1] != side[2] == side[3]
        assert result.seats[result.ranking[1]] == (high + 2) % 4  # opposite
    # Within a side the seats run clockwise from the highest card in card order.
    for first in range(0, players, size):
        members = result.ranking[first : first + size]
        offsets = [(result.seats[p] - high) % players for p in members]
        assert offsets == sorted(offsets)
    # The game itself starts with that dealer.
    assert new_game(cfg, seed).dealer == result.first_dealer
    assert first_dealer(cfg, seed) == result.first_dealer


@settings(max_examples=50)
@given(configs, seeds)
def test_the_draw_is_the_seeds_alone(pair, seed):
    players, decks = pair
    cfg = CanastaConfig.make(players, decks, ON)
    assert draw_for_seats(cfg, seed) == draw_for_seats(cfg, seed)
    # It uses its own generator: the global one is left alone.
    state = random.getstate()
    draw_for_seats(cfg, seed)
    assert random.getstate() == state


def test_off_keeps_the_random_first_dealer_of_old_games():
    """Off (the default), the first dealer comes from the seed exactly as before (§1.5), so
    every game and save made before the option existed deals the same."""
    for players, decks in sorted(CONFIGURATIONS):
        for i in range(10):
            seed = f"old-{i}"
            want = random.Random(f"{seed}/first-dealer").randrange(players)
            assert new_game(CanastaConfig.make(players, decks), seed).dealer == want
            off = CanastaConfig.make(players, decks, {"OPT-CAN-SEAT-DRAW": "OFF"})
            assert new_game(off, seed).dealer == want


def test_a_save_keeps_the_drawn_dealer_and_replays():
    """The option is saved with the configuration; the replay deals from the same dealer."""
    seeds = (f"save-{i}" for i in range(100))
    seed = next(
        s
        for s in seeds
        if drawn(4, 2, s).first_dealer != random.Random(f"{s}/first-dealer").randrange(4)
    )
    cfg = CanastaConfig.make(4, 2, ON)
    state = new_game(cfg, seed)
    moves = []
    for _ in range(12):
        action = state.legal_actions()[0]
        state.apply(action)
        moves.append(action)
    text = serialize.dumps(state, moves)
    assert '"OPT-CAN-SEAT-DRAW": "ON"' in text
    loaded = serialize.loads(text)
    assert loaded.config.opt("OPT-CAN-SEAT-DRAW") == "ON"
    replayed, _ = serialize.replay(text)
    assert serialize.state_differences(replayed, state) == []
    assert codes(replayed.stock) == codes(state.stock)
