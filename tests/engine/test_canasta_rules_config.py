"""Configurations, components, option registry and presets (docs/rules.md §3.1, §3.2, §3.16, §6)."""

from __future__ import annotations

import pytest

from canasta_gui.engine.canasta.actions import AskGoOut
from canasta_gui.engine.canasta.options import OPTION_SPECS, PRESETS, CanastaConfig
from canasta_gui.engine.canasta.state import Phase, new_game
from canasta_gui.engine.cards import JOKER, RED3_KINDS, TWO_KINDS
from canasta_gui.engine.errors import ConfigError

from .helpers import (
    assert_refused,
    build,
    check_invariants,
    config,
    full_deck_counts,
    table_counts,
)

# (players, decks) -> (name, cards dealt, canastas to go out, sides, partnership)
CONFIGS = {
    (2, 2): ("C2-2D", 15, 2, 2, False),
    (3, 2): ("C3-2D", 13, 1, 3, False),
    (4, 2): ("C4-2D", 11, 1, 2, True),
    (2, 3): ("C2-3D", 15, 2, 2, False),
    (3, 3): ("C3-3D", 15, 2, 3, False),
    (4, 3): ("C4-3D", 15, 2, 2, True),
    (6, 3): ("C6-3D", 13, 2, 2, True),
}


@pytest.mark.parametrize("players,decks", sorted(CONFIGS))
def test_rules_3_1_every_configuration_is_accepted(players, decks):
    """docs/rules.md §3.1: the seven configurations, their deal size, K and sides."""
    name, dealt, k, sides, partnership = CONFIGS[(players, decks)]
    cfg = CanastaConfig.make(players, decks)
    assert cfg.name == name
    assert cfg.hand_size == dealt
    assert cfg.canastas_to_go_out == k
    assert cfg.n_sides == sides
    assert cfg.partnership == partnership
    s = new_game(cfg, seed=1)
    assert all(n == dealt for n in s.hand_sizes)


@pytest.mark.parametrize(
    "players,decks",
    [(5, 2), (5, 3), (6, 2), (1, 2), (2, 1), (4, 1), (4, 4), (7, 3), (0, 2), (8, 3)],
)
def test_rules_3_1_invalid_configurations_are_refused(players, decks):
    """docs/rules.md §3.1: five players, six players with two decks (and others) → bad_config."""
    with pytest.raises(ConfigError) as info:
        CanastaConfig.make(players, decks)
    assert info.value.code == "bad_config"


@pytest.mark.parametrize("players,decks", sorted(CONFIGS))
def test_rules_3_1_canastas_to_go_out_option(players, decks):
    """docs/rules.md §3.1 / §6 OPT-CAN-CANASTAS-TO-GO-OUT overrides the configuration default."""
    for value in ("1", "2"):
        cfg = config(players, decks, **{"OPT-CAN-CANASTAS-TO-GO-OUT": value})
        assert cfg.canastas_to_go_out == int(value)


@pytest.mark.parametrize(
    "decks,total,wild,jokers,red3,black3,per_rank",
    [
        (2, 108, 12, 4, 4, 4, 8),
        (3, 162, 18, 6, 6, 6, 12),
    ],
)
def test_rules_3_2_components(decks, total, wild, jokers, red3, black3, per_rank):
    """docs/rules.md §3.2: 108 cards (2 decks) / 162 cards (3 decks) with the stated make-up."""
    players = 4 if decks == 2 else 6
    s = new_game(CanastaConfig.make(players, decks), seed=7)
    counts = table_counts(s)
    assert sum(counts) == total == s.card_total() == s.config.n_cards
    assert counts[JOKER] == jokers
    assert counts[JOKER] + sum(counts[k] for k in TWO_KINDS) == wild
    assert sum(counts[k] for k in RED3_KINDS) == red3
    assert sum(counts[k] for k in (4, 7)) == black3  # 3C, 3S
    for r in range(2, 13):  # 4 .. A
        assert sum(counts[r * 4 : r * 4 + 4]) == per_rank
    assert counts == full_deck_counts(decks)
    check_invariants(s)


SIXTEEN = {
    # config: (dealt, draw default, draw with OPT 1, K, red-3 table decks, permission)
    (2, 2): (15, 2, 2, 2, 2, False),
    (3, 2): (13, 2, 1, 1, 2, False),
    (4, 2): (11, 2, 1, 1, 2, True),
    (2, 3): (15, 2, 2, 2, 3, False),
    (3, 3): (15, 2, 1, 2, 3, False),
    (4, 3): (15, 2, 1, 2, 3, True),
    (6, 3): (13, 2, 1, 2, 3, True),
}


@pytest.mark.parametrize("players,decks", sorted(SIXTEEN))
def test_rules_3_16_summary_table(players, decks):
    """docs/rules.md §3.16: deal size, draw (2 fixed for 2 p), K, red-3 table, permission,
    target."""
    dealt, draw, draw1, k, red3_decks, permission = SIXTEEN[(players, decks)]
    cfg = CanastaConfig.make(players, decks)
    assert (cfg.hand_size, cfg.draw_count, cfg.canastas_to_go_out) == (dealt, draw, k)
    assert config(players, decks, **{"OPT-CAN-DRAW-COUNT": "1"}).draw_count == draw1
    assert cfg.partnership == permission
    assert cfg.target == 5000
    # Red-3 table: 2-deck gives 800 for four; 3-deck (SCALED) gives 400 for four, 1000 for five.
    assert cfg.red3_value(4) == (800 if red3_decks == 2 else 400)
    if red3_decks == 3:
        assert cfg.red3_value(5) == 1000


@pytest.mark.parametrize("players,decks", [(2, 2), (3, 2), (2, 3), (3, 3)])
def test_rules_3_16_no_permission_question_in_individual_games(players, decks):
    """docs/rules.md §3.16 / §3.12.3: asking permission is for partnership configurations only."""
    hands = {0: "KH KS KD QH QS QD 5C 5D"}
    s = build(
        players,
        decks,
        hands=hands,
        melds={0: ["AH AS AD AC 2C JK 2D"]},
        phase=Phase.PLAY,
        has_melded={0: True},
    )
    assert_refused(s, AskGoOut(), "ask_not_partnership")


def test_rules_6_unknown_option_value_and_preset_are_refused():
    """docs/rules.md §6: only registry ids and values are accepted."""
    with pytest.raises(ConfigError) as info:
        CanastaConfig.make(4, 2, {"OPT-CAN-NOPE": "1"})
    assert info.value.code == "bad_option"
    with pytest.raises(ConfigError) as info:
        CanastaConfig.make(4, 2, {"OPT-CAN-DRAW-COUNT": "3"})
    assert info.value.code == "bad_option"
    with pytest.raises(ConfigError) as info:
        CanastaConfig.make(4, 2, {"OPT-DEAL-LIMIT": "0"})
    assert info.value.code == "bad_option"
    with pytest.raises(ConfigError) as info:
        CanastaConfig.make(4, 2, preset="nope")
    assert info.value.code == "unknown_preset"


def test_rules_6_defaults():
    """docs/rules.md §6: the default of every Canasta option."""
    cfg = CanastaConfig.make(4, 2)
    expected = {
        "OPT-DEAL-LIMIT": "NONE",
        "OPT-CAN-DRAW-COUNT": "2",
        "OPT-CAN-WILD-LIMIT": "CLASSIC",
        "OPT-CAN-UPCARD": "TURN-ANOTHER",
        "OPT-CAN-BLACK3": "BLOCK-ONLY",
        "OPT-CAN-PREMELD-PILE": "FROZEN",
        "OPT-CAN-STOCK-OUT": "CONTINUE",
        "OPT-CAN-LAST-RED3": "END-IMMEDIATELY",
        "OPT-CAN-CONCEALED-MINIMUM": "REQUIRED",
        "OPT-CAN-CONCEALED-WITH-PILE": "ALLOWED",
        "OPT-CAN-ASK-LIMIT": "ONCE-PER-DEAL",
        "OPT-CAN-WILD-ON-NATURAL-CANASTA": "ALLOWED",
        "OPT-CAN-RED3-BONUS-3DECK": "SCALED",
        "OPT-CAN-TARGET": "5000",
        "OPT-CAN-SIX-TEAMS": "2x3",
    }
    for key, value in expected.items():
        assert cfg.opt(key) == value, key
    assert cfg.deal_limit is None
    assert cfg.target == 5000
    # Every option of the registry (§6, Canasta rows) is known to the engine.
    registry = {
        "OPT-DEAL-LIMIT",
        "OPT-CAN-DRAW-COUNT",
        "OPT-CAN-CANASTAS-TO-GO-OUT",
        "OPT-CAN-WILD-LIMIT",
        "OPT-CAN-UPCARD",
        "OPT-CAN-BLACK3",
        "OPT-CAN-PREMELD-PILE",
        "OPT-CAN-STOCK-OUT",
        "OPT-CAN-LAST-RED3",
        "OPT-CAN-CONCEALED-MINIMUM",
        "OPT-CAN-CONCEALED-WITH-PILE",
        "OPT-CAN-ASK-LIMIT",
        "OPT-CAN-WILD-ON-NATURAL-CANASTA",
        "OPT-CAN-RED3-ALL-FOUR",
        "OPT-CAN-RED3-BONUS-3DECK",
        "OPT-CAN-TARGET",
        "OPT-CAN-SIX-TEAMS",
    }
    assert registry <= set(OPTION_SPECS)


@pytest.mark.parametrize("value,target", [("5000", 5000), ("7500", 7500), ("10000", 10000)])
def test_rules_6_target_values(value, target):
    """docs/rules.md §6 OPT-CAN-TARGET: 5000, 7500, 10000."""
    assert config(4, 2, **{"OPT-CAN-TARGET": value}).target == target


# What each seed document's rules resolve to (docs/rules.md §6 "Sources" column).
PRESET_EXPECTED = {
    "default": {},
    "bga": {  # S0
        "OPT-CAN-UPCARD": "LEAVE",
        "OPT-CAN-RED3-ALL-FOUR": "REPLACE-800",
        "OPT-CAN-RED3-BONUS-3DECK": "DOUBLE-FROM-FOUR",
        "OPT-CAN-MINIMUM-AT-ZERO": "15",
        "OPT-CAN-FROZEN-FOR": "PLAYER",
        "OPT-CAN-CONCEALED-BONUS": "PARTNERSHIPS",
        "OPT-CAN-CANASTAS-TO-GO-OUT": "1",
        "OPT-CAN-MELDS-TO-GO-OUT": "2",
    },
    "korean": {  # S3
        "OPT-CAN-UPCARD": "LEAVE",
        "OPT-CAN-STOCK-OUT": "END",
        "OPT-CAN-RED3-ALL-FOUR": "ADD-400",
        "OPT-CAN-CANASTA-MAX": "8",
    },
    "italian": {  # S4
        "OPT-CAN-DRAW-COUNT": "1",
        "OPT-CAN-WILD-LIMIT": "TWO-NATURALS-PER-WILD",
        "OPT-CAN-UPCARD": "TURN-ANOTHER-ANY3",
        "OPT-CAN-BLACK3": "FREEZE",
        "OPT-CAN-PREMELD-PILE": "CLOSED",
        "OPT-CAN-RED3-ALL-FOUR": "DOUBLE-EACH",
        "OPT-CAN-SEAT-DRAW": "ON",  # S4 draws for partners, seats and the first deal
    },
}


@pytest.mark.parametrize("preset", sorted(PRESET_EXPECTED))
def test_rules_6_presets_map_to_their_sources(preset):
    """docs/rules.md §6: each preset sets the values its seed is cited for; the rest are
    defaults."""
    assert preset in PRESETS
    cfg = CanastaConfig.make(4, 2, preset=preset)
    default = CanastaConfig.make(4, 2)
    for key in OPTION_SPECS:
        want = PRESET_EXPECTED[preset].get(key, default.opt(key))
        assert cfg.opt(key) == want, (preset, key)
    # Shared by S0, S3 and S4: CLASSIC or stricter wild limit, draw as stated, 5000 target.
    assert cfg.target == 5000


def test_rules_6_italian_preset_resolves_draw_one_and_strict_ratio():
    """docs/rules.md §6, preset for S4: draw 1 in four-hand, two naturals per wild card."""
    cfg = CanastaConfig.make(4, 2, preset="italian")
    assert cfg.draw_count == 1
    assert cfg.wild_limit.mode == "TWO-NATURALS-PER-WILD"
    # Two players always draw 2 (§3.6) even under the preset.
    assert CanastaConfig.make(2, 2, preset="italian").draw_count == 2


def test_rules_6_overrides_win_over_preset():
    """docs/rules.md §6: explicit options override a preset."""
    cfg = CanastaConfig.make(4, 2, {"OPT-CAN-UPCARD": "TURN-ANOTHER"}, preset="bga")
    assert cfg.opt("OPT-CAN-UPCARD") == "TURN-ANOTHER"


@pytest.mark.parametrize("value", ["1", "7", "NONE"])
def test_rules_1_5_deal_limit_values(value):
    """docs/rules.md §1.5 / §6 OPT-DEAL-LIMIT: NONE or a positive number."""
    cfg = config(4, 2, **{"OPT-DEAL-LIMIT": value})
    assert cfg.deal_limit == (None if value == "NONE" else int(value))
