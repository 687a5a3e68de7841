"""Players, cards, the deal, the upcard and the turn structure (docs/rules.md §1.5, §4.1-§4.5)."""

from __future__ import annotations

import pytest

from canasta_gui.engine.cards import (
    JOKER,
    NATURAL_RANKS,
    RED3_KINDS,
    THREE,
    TWO,
    counts_of,
    make_deck,
)
from canasta_gui.engine.errors import ConfigError
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.options import HandFootConfig, HandFootOptions
from canasta_gui.engine.hand_and_foot.state import Phase, new_game

from .helpers import (
    assert_accepted,
    assert_refused,
    build,
    check_invariants,
    config,
    cs,
    discard,
    hand_codes,
)


def test_rules_4_1_five_decks_of_54_make_270_cards():
    """docs/rules.md §4.1: 5 x 54 = 270 cards: 10 jokers, 20 twos, 10 red 3s, 10 black 3s, 20 of
    every natural rank."""
    counts = counts_of(make_deck(5))
    assert sum(counts) == 270
    assert counts[JOKER] == 10
    assert sum(counts[TWO * 4 : TWO * 4 + 4]) == 20
    assert sum(counts[k] for k in RED3_KINDS) == 10
    assert sum(counts[THREE * 4 : THREE * 4 + 4]) == 20
    assert all(sum(counts[r * 4 : r * 4 + 4]) == 20 for r in NATURAL_RANKS)
    s = new_game(HandFootConfig(), "cards")
    check_invariants(s)


def test_rules_4_1_four_players_in_partnerships_only():
    """docs/rules.md §4.1: four players, partners opposite (seats 0+2 against 1+3)."""
    cfg = HandFootConfig()
    assert cfg.players == 4 and cfg.side_of == (0, 1, 0, 1)
    assert [cfg.partner_of(p) for p in range(4)] == [2, 3, 0, 1]
    with pytest.raises(ConfigError) as info:
        HandFootConfig(HandFootOptions(), players=3)
    assert info.value.code == "hf_bad_config"


def test_rules_4_3_hand_and_foot_of_13_and_a_stock_of_165():
    """docs/rules.md §4.3: a hand of 13 and a face-down foot of 13 each; with the default upcard
    the stock holds 270 - 4 x 26 - 1 = 165 cards."""
    for seed in range(20):
        s = new_game(HandFootConfig(), seed)
        assert s.hand_sizes == [13] * 4
        assert all(f is not None and sum(f) == 13 for f in s.feet)
        assert len(s.pile) == 1
        assert len(s.stock) == 165


def test_rules_1_5_hands_are_dealt_first_then_feet_one_card_at_a_time():
    """docs/rules.md §1.5: off the top of the shuffled stock, clockwise from the dealer's left,
    one card at a time: all the hands first, then all the feet."""
    from canasta_gui.engine.cards import shuffled_deck

    s = new_game(HandFootConfig(), "order")
    deck = shuffled_deck(5, "order/deal-0")
    first = (s.dealer + 1) % 4
    order = [(first + i) % 4 for i in range(4)]
    hands = {p: [] for p in range(4)}
    feet = {p: [] for p in range(4)}
    for target in (hands, feet):
        for _ in range(13):
            for p in order:
                target[p].append(deck.pop())
    for p in range(4):
        assert s.hands[p] == counts_of(hands[p])
        assert s.feet[p] == counts_of(feet[p])


def test_rules_4_3_first_dealer_random_player_on_the_left_starts():
    """docs/rules.md §4.3: the first dealer comes from the seed; the player to the dealer's left
    plays first; the same seed gives the same deal."""
    dealers = {new_game(HandFootConfig(), seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    s = new_game(HandFootConfig(), 7)
    assert s.current == (s.dealer + 1) % 4 and s.phase == Phase.DRAW
    again = new_game(HandFootConfig(), 7)
    assert again.hands == s.hands and again.feet == s.feet and again.stock == s.stock


@pytest.mark.parametrize("seed", range(60))
def test_rules_4_3_turn_bury_never_leaves_a_3_or_wild_upcard(seed):
    """docs/rules.md §4.3, OPT-HF-UPCARD = TURN-BURY: a 3 or wild upcard is shuffled back into the
    stock and another card turned, so the upcard is a natural."""
    s = new_game(HandFootConfig(), seed)
    up = s.pile[-1]
    assert up != JOKER and up >> 2 not in (TWO, THREE)


def test_rules_4_3_bury_puts_the_card_back_into_the_stock():
    """docs/rules.md §4.3: a buried 3 or wild upcard goes back into the stock (at a place drawn
    from the game's seeded generator, §1.5), so nothing is lost and the stock is 165."""
    from canasta_gui.engine.hand_and_foot.state import start_deal

    buried = 0
    for seed in range(40):
        s = new_game(HandFootConfig(), seed)
        events = []
        start_deal(s, events)  # the same deal again, this time with its events
        bury = [e for e in events if e.kind == "bury"]
        for e in bury:
            assert e.cards[0] == JOKER or e.cards[0] >> 2 in (TWO, THREE)
        buried += len(bury)
        assert len(s.stock) == 165
        check_invariants(s)
    assert buried > 0


def test_rules_4_3_upcard_none_starts_with_an_empty_pile():
    """docs/rules.md §4.3, OPT-HF-UPCARD = NONE: no upcard; the pile starts with the first
    discard."""
    s = new_game(config(OPT_HF_UPCARD="NONE"), 3)
    assert s.pile == [] and len(s.stock) == 166
    assert_refused(s, act.TakePile(), "pile_empty")


def test_rules_4_4_turn_draws_two_then_discards_one():
    """docs/rules.md §4.4: replenish (draw 2), meld, discard one card; then the next player."""
    s = build(hands={0: "5C 6D 7H 8S 9C 10D JH QS KC AD 4C 4D 5H"}, stock_top="9H 9S")
    assert_refused(s, discard("5C"), "draw_first")
    assert_accepted(s, act.DrawStock())
    assert s.phase == Phase.PLAY and s.hand_sizes[0] == 15
    assert "9H" in hand_codes(s, 0) and "9S" in hand_codes(s, 0)
    assert_refused(s, act.DrawStock(), "wrong_phase")
    assert_accepted(s, discard("5C"))
    assert s.current == 1 and s.phase == Phase.DRAW and s.pile[-1] == cs("5C")[0]


def test_rules_4_4_any_card_may_be_discarded_wild_and_black_3_included():
    """docs/rules.md §4.4 step 4: wild cards and black 3s may be discarded; no frozen pile."""
    for card in ("JK", "2C", "3S"):
        s = build(hands={0: f"{card} 5C 6D 7H"}, phase=Phase.PLAY)
        assert_accepted(s, discard(card))


def test_rules_4_4_red_3_drawn_is_placed_and_replaced():
    """docs/rules.md §4.4 step 2: a red 3 drawn goes face up to the side's area and one more
    card is drawn for it, repeatedly."""
    s = build(hands={0: "5C 6D 7H"}, stock_top="3H 9C 3D 3H KD")
    events = assert_accepted(s, act.DrawStock())
    assert s.red3s[0] == cs("3H 3D 3H")
    assert hand_codes(s, 0) == sorted(["5C", "6D", "7H", "9C", "KD"])
    assert any(e.kind == "red3" for e in events)


def test_rules_4_4_red_3_dealt_waits_for_the_first_replenish():
    """docs/rules.md §4.4 step 2: a red 3 dealt in the hand stays there until its owner's first
    replenish, then is placed and replaced."""
    s = build(hands={0: "3D 3H 5C 6D 7H"}, stock_top="8C 8D 9C 9D 10C")
    assert s.hands[0][RED3_KINDS[0]] == 1
    assert_accepted(s, act.DrawStock())
    assert sorted(s.red3s[0]) == sorted(cs("3D 3H"))
    assert hand_codes(s, 0) == sorted(["5C", "6D", "7H", "8C", "8D", "9C", "9D"])


def test_rules_4_5_red_3_is_never_discarded_or_melded():
    """docs/rules.md §4.5: red 3s are never melded or discarded."""
    s = build(hands={0: "3D 3H 3D 5C 6D"}, phase=Phase.PLAY, melds={0: ["KC KD KH"]})
    assert_refused(s, discard("3D"), "discard_red3")
    assert_refused(s, act.Meld((cs("3D 3H 3D"),)), "meld_red3")


def test_rules_4_5_black_3_is_never_melded_even_going_out():
    """docs/rules.md §4.5: black 3s can never be melded, not even when going out."""
    s = build(hands={0: "3S 3C 3S 2C 5C 6D"}, phase=Phase.PLAY, melds={0: ["KC KD KH"]})
    assert_refused(s, act.Meld((cs("3S 3C 3S"),)), "meld_three")
    assert_refused(s, act.Meld((cs("3S 3C 2C"),)), "meld_three")
