"""Seating, dealer, the deal, red 3s dealt and the upcard (docs/rules.md §3.3, §3.4, §1.5).

Stacked decks are injected by replacing the shuffle the deal uses
(``state.shuffled_deck``), so the exact order of the stock is known.
"""

from __future__ import annotations

import random

import pytest

from canasta_gui.engine.canasta import state as state_mod
from canasta_gui.engine.canasta.actions import Discard, NextDeal
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.options import CanastaConfig
from canasta_gui.engine.canasta.rules import apply
from canasta_gui.engine.canasta.state import Phase, new_game
from canasta_gui.engine.cards import BLACK3_KINDS, JOKER, RED3_KINDS, TWO

from .helpers import (
    assert_refused,
    check_invariants,
    config,
    cs,
    hand_codes,
    stacked_deck,
    take,
)

ALL_CONFIGS = [(2, 2), (3, 2), (4, 2), (2, 3), (3, 3), (4, 3), (6, 3)]

# §3.4 list: stock after a deal with no dealt red 3 and a single upcard.
STOCK_AFTER_DEAL = {
    (2, 2): 77,
    (3, 2): 68,
    (4, 2): 63,
    (2, 3): 131,
    (3, 3): 116,
    (4, 3): 101,
    (6, 3): 83,
}

# Two players, fifteen cards each, one card at a time: FIRST gets the 1st, 3rd, ... card.
FIRST = "4C 4D 4H 4S 5C 5D 5H 5S 6C 6D 6H 6S 7C 7D 7H"
SECOND = "8C 8D 8H 8S 9C 9D 9H 9S 10C 10D 10H 10S JC JD JH"


def interleave(*hands: str) -> list[str]:
    rows = [h.split() for h in hands]
    return [card for group in zip(*rows, strict=True) for card in group]


@pytest.fixture
def stack(monkeypatch):
    """``stack(decks, codes)``: the next deal uses a deck whose top cards are ``codes``."""

    def use(decks: int, codes: list[str]) -> None:
        deck = stacked_deck(decks, codes)
        monkeypatch.setattr(state_mod, "shuffled_deck", lambda *_a, **_k: deck[:])

    return use


# -- §3.3 seating, dealer, turn order -------------------------------------------------------------


def test_rules_3_3_first_dealer_is_drawn_from_the_seed():
    """docs/rules.md §3.3 / §1.5: the first dealer is random but reproducible from the seed."""
    cfg = CanastaConfig.make(4, 2)
    dealers = set()
    for seed in range(40):
        a, b = new_game(cfg, seed), new_game(cfg, seed)
        assert a.dealer == b.dealer
        assert hand_codes(a, 0) == hand_codes(b, 0)
        dealers.add(a.dealer)
    assert dealers == {0, 1, 2, 3}


@pytest.mark.parametrize("players,decks", ALL_CONFIGS)
def test_rules_3_3_player_left_of_dealer_plays_first(players, decks):
    """docs/rules.md §3.3: the player to the dealer's left (next seat clockwise) plays first."""
    for seed in range(6):
        s = new_game(CanastaConfig.make(players, decks), seed)
        assert s.phase == Phase.DRAW
        assert s.current == (s.dealer + 1) % players


@pytest.mark.parametrize(
    "players,decks,opts,sides",
    [
        (4, 2, {}, (0, 1, 0, 1)),
        (4, 3, {}, (0, 1, 0, 1)),
        (6, 3, {}, (0, 1, 0, 1, 0, 1)),
        (6, 3, {"OPT-CAN-SIX-TEAMS": "2x3"}, (0, 1, 0, 1, 0, 1)),
        (6, 3, {"OPT-CAN-SIX-TEAMS": "3x2"}, (0, 1, 2, 0, 1, 2)),
        (3, 2, {}, (0, 1, 2)),
        (2, 3, {}, (0, 1)),
    ],
)
def test_rules_3_3_seating_of_partners(players, decks, opts, sides):
    """docs/rules.md §3.3: partners alternate; 4 p opposite; 6 p 2x3 ABABAB, 3x2 pairs 1-4 2-5
    3-6."""
    cfg = CanastaConfig.make(players, decks, opts)
    assert tuple(cfg.side_of) == sides
    for p in range(players):
        # No two partners sit side by side.
        if cfg.partnership:
            assert cfg.side_of[p] != cfg.side_of[(p + 1) % players]
    if (players, opts.get("OPT-CAN-SIX-TEAMS")) == (6, "3x2"):
        assert cfg.partners_of(0) == (3,)
        assert cfg.partners_of(1) == (4,)
        assert cfg.partners_of(2) == (5,)


@pytest.mark.parametrize("players,decks", [(4, 2), (3, 2), (2, 3), (6, 3)])
def test_rules_3_3_deal_passes_to_the_left(players, decks):
    """docs/rules.md §3.3 / §3.15: each next deal is dealt by the player left of the last dealer."""
    cfg = config(players, decks, **{"OPT-CAN-TARGET": "10000"})
    s = new_game(cfg, seed=3)
    rng = random.Random(5)
    for deal in range(3):
        dealer = s.dealer
        while s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            apply(s, rng.choice(legal_actions(s)))
        if s.phase == Phase.GAME_OVER:
            break
        apply(s, NextDeal())
        assert s.deal_no == deal + 1
        assert s.dealer == (dealer + 1) % players
        if s.phase == Phase.DRAW:
            assert s.current == (s.dealer + 1) % players
        assert all(n == cfg.hand_size for n in s.hand_sizes)
        check_invariants(s)


def test_rules_3_3_play_proceeds_clockwise():
    """docs/rules.md §3.3 / §3.5: after a discard the turn passes to the next seat clockwise."""
    s = new_game(CanastaConfig.make(4, 2), seed=11)
    rng = random.Random(0)
    for _ in range(8):
        p = s.current
        apply(s, legal_actions(s)[0])  # DrawStock is listed first
        assert s.current == p and s.phase == Phase.PLAY
        discards = [a for a in legal_actions(s) if isinstance(a, Discard)]
        apply(s, rng.choice(discards))
        assert s.current == (p + 1) % 4
        assert s.phase == Phase.DRAW


# -- §3.4 the deal --------------------------------------------------------------------------------


@pytest.mark.parametrize("players,decks", ALL_CONFIGS)
def test_rules_3_4_deal_sizes_and_stock(players, decks):
    """docs/rules.md §3.4: every hand holds the §3.1 count, no red 3, and the rest is the stock."""
    cfg = CanastaConfig.make(players, decks)
    for seed in range(25):
        s = new_game(cfg, seed)
        check_invariants(s)
        assert s.hand_sizes == [cfg.hand_size] * players
        placed = sum(len(r) for r in s.red3s)
        assert len(s.stock) == cfg.n_cards - players * cfg.hand_size - placed - len(s.pile)
        assert all(m is None for side in s.melds for m in side)
        # TURN-ANOTHER (default): every covered card is wild or a red 3, the top is neither.
        for k in s.pile[:-1]:
            assert k == JOKER or k >> 2 == TWO or k in RED3_KINDS
        top = s.pile[-1]
        assert not (top == JOKER or top >> 2 == TWO or top in RED3_KINDS)


@pytest.mark.parametrize("players,decks", ALL_CONFIGS)
def test_rules_3_4_stock_size_after_a_plain_deal(players, decks):
    """docs/rules.md §3.4: stock sizes C2-2D 77 … C6-3D 83 with no dealt red 3 and one upcard."""
    cfg = CanastaConfig.make(players, decks)
    for seed in range(500):
        s = new_game(cfg, seed)
        if not any(s.red3s) and len(s.pile) == 1:
            break
    else:
        pytest.fail("no plain deal found in 500 seeds")
    assert len(s.stock) == STOCK_AFTER_DEAL[(players, decks)]


def test_rules_1_5_deal_one_card_at_a_time_from_dealers_left(stack):
    """docs/rules.md §1.5 / §3.4.2: one card at a time, clockwise, starting left of the dealer."""
    stack(2, [*interleave(FIRST, SECOND), "KS"])
    s = new_game(CanastaConfig.make(2, 2), seed=0)
    first = (s.dealer + 1) % 2
    assert hand_codes(s, first) == sorted(FIRST.split())
    assert hand_codes(s, 1 - first) == sorted(SECOND.split())
    assert s.pile == list(cs("KS"))
    assert len(s.stock) == 77


def test_rules_3_4_3_dealt_red_3s_are_replaced_first_player_first(stack):
    """docs/rules.md §3.4.3: red 3s dealt go down and are replaced, repeatedly, first player
    first."""
    first = FIRST.replace("7H", "3H")
    second = SECOND.replace("JH", "3D")
    # Replacements: first player draws 3H (again a red 3), then AC; second player draws AD.
    stack(2, [*interleave(first, second), "3H", "AC", "AD", "KS"])
    s = new_game(CanastaConfig.make(2, 2), seed=0)
    p1 = (s.dealer + 1) % 2
    p2 = 1 - p1
    assert sorted(s.red3s[p1]) == sorted(cs("3H 3H"))
    assert s.red3s[p2] == cs("3D")
    assert hand_codes(s, p1) == sorted([*FIRST.split()[:-1], "AC"])
    assert hand_codes(s, p2) == sorted([*SECOND.split()[:-1], "AD"])
    assert s.hand_sizes == [15, 15]
    assert s.pile == list(cs("KS"))
    assert len(s.stock) == 108 - 30 - 3 - 1
    check_invariants(s)


@pytest.mark.parametrize("players,decks", ALL_CONFIGS)
def test_rules_3_4_3_red_3s_found_by_seed_are_placed(players, decks):
    """docs/rules.md §3.4.3: in real seeded deals, dealt red 3s end in the areas, never in hands."""
    cfg = CanastaConfig.make(players, decks)
    found = 0
    for seed in range(40):
        s = new_game(cfg, seed)
        found += sum(len(r) for r in s.red3s)
        check_invariants(s)
    assert found > 0


UPCARD_CASES = [
    # (option, black3 option, upcards turned, expected pile, freeze index)
    ("TURN-ANOTHER", "BLOCK-ONLY", "JK 3H 2C 7S", "JK 3H 2C 7S", 0),
    ("TURN-ANOTHER", "BLOCK-ONLY", "3D KS", "3D KS", 0),
    ("TURN-ANOTHER", "BLOCK-ONLY", "3S KS", "3S", -1),
    ("TURN-ANOTHER", "FREEZE", "3S KS", "3S", 0),
    ("TURN-ANOTHER-ANY3", "BLOCK-ONLY", "3S 3C 3D 8H", "3S 3C 3D 8H", 2),
    ("TURN-ANOTHER-ANY3", "FREEZE", "3S 8H", "3S 8H", 0),
    ("TURN-ANOTHER-ANY3", "BLOCK-ONLY", "2D 3C 9H", "2D 3C 9H", 0),
    ("LEAVE", "BLOCK-ONLY", "JK KS", "JK", 0),
    ("LEAVE", "BLOCK-ONLY", "3H KS", "3H", 0),
    ("LEAVE", "BLOCK-ONLY", "3S KS", "3S", -1),
    ("LEAVE", "BLOCK-ONLY", "9H KS", "9H", -1),
]


@pytest.mark.parametrize("mode,black3,turned,pile,freeze", UPCARD_CASES)
def test_rules_3_4_4_upcard_modes(stack, mode, black3, turned, pile, freeze):
    """docs/rules.md §3.4.4 OPT-CAN-UPCARD (TURN-ANOTHER / TURN-ANOTHER-ANY3 / LEAVE)."""
    stack(2, [*interleave(FIRST, SECOND), *turned.split()])
    cfg = config(2, 2, **{"OPT-CAN-UPCARD": mode, "OPT-CAN-BLACK3": black3})
    s = new_game(cfg, seed=0)
    assert s.pile == list(cs(pile))
    assert s.freeze_index == freeze
    assert s.pile_frozen() == (freeze >= 0)
    assert len(s.stock) == 108 - 30 - len(s.pile)
    # §3.4.4: a red 3 inside the pile belongs to no side.
    assert s.red3s == [(), ()]
    check_invariants(s)


@pytest.mark.parametrize(
    "mode,turned,hand_pair",
    [
        ("TURN-ANOTHER", "3S", "3C 3C"),  # black 3 upcard is not covered and blocks
        ("LEAVE", "3S", "3C 3C"),
        ("LEAVE", "JK", "2C 2D"),  # wild upcard left on top blocks
        ("LEAVE", "2H", "2C 2D"),
        ("LEAVE", "3H", ""),  # red 3 upcard under LEAVE blocks
    ],
)
def test_rules_3_4_4_uncovered_upcard_blocks_first_player(stack, mode, turned, hand_pair):
    """docs/rules.md §3.4.4 / §3.9.1: an uncovered black 3, wild or (LEAVE) red 3 upcard blocks."""
    first = FIRST.split()
    if hand_pair:
        first[-2:] = hand_pair.split()
    stack(2, [*interleave(" ".join(first), SECOND), turned, "KS"])
    s = new_game(config(2, 2, **{"OPT-CAN-UPCARD": mode}), seed=0)
    assert s.pile == list(cs(turned))
    assert s.pile_blocked()
    if hand_pair:
        assert_refused(s, take(hand_pair), "pile_blocked")
    assert_refused(s, take(), "pile_blocked")


def test_rules_3_4_4_covering_red_3_in_pile_belongs_to_nobody(stack):
    """docs/rules.md §3.4.4: the red 3 upcard that was covered stays in the pile, in no area."""
    stack(2, [*interleave(FIRST, SECOND), "3H", "9C"])
    s = new_game(CanastaConfig.make(2, 2), seed=0)
    assert s.pile == list(cs("3H 9C"))
    assert s.red3s == [(), ()]
    assert s.pile_frozen() and not s.pile_blocked()


def test_rules_3_4_black3_freeze_option_counts_the_upcard(stack):
    """docs/rules.md §3.9.1: with OPT-CAN-BLACK3 = FREEZE a black 3 left as the upcard freezes."""
    stack(2, [*interleave(FIRST, SECOND), "3C", "9C"])
    s = new_game(config(2, 2, **{"OPT-CAN-BLACK3": "FREEZE"}), seed=0)
    assert s.pile == list(cs("3C")) and s.freeze_index == 0
    assert BLACK3_KINDS[0] in s.pile
