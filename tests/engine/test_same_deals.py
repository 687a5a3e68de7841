"""Same deals again (app/rematch.py) and shorter games rest on the engine: every deal is
fixed by the seed alone, whoever plays (docs/rules.md §1.5), and a game ends at a lower
target or after fewer deals (§3.15, §4.13)."""

from __future__ import annotations

import pytest

from canasta_gui.ai.arena import play_game
from canasta_gui.ai.kit import kit_of
from canasta_gui.engine.canasta import CanastaConfig
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.hand_and_foot.options import HandFootConfig


def dealt(state) -> tuple:
    """Every seat's cards as dealt (Hand and Foot: the hand, then the foot) and the dealer."""
    feet = getattr(state, "feet", None)
    hands = tuple(
        tuple(state.hands[p]) + (tuple(feet[p]) if feet is not None else ())
        for p in range(state.config.players)
    )
    return state.dealer, hands


def every_deal(config, seed: str, levels: list[str]) -> list[tuple]:
    """A whole game of ``levels``; each deal's (Cassino: round's) cards as dealt."""
    kit = kit_of(config)
    state = kit.new_game(config, seed)
    players = [kit.make_player(lv, f"{seed}/seat{i}", None) for i, lv in enumerate(levels)]
    deals = [dealt(state)]
    while not state.is_terminal():
        if state.phase == kit.break_phase:
            state.apply(kit.next_deal)
            deals.append(dealt(state))
            continue
        seat = state.current_player()
        state.apply(players[seat].decide(state.observation(seat)).action)
    return deals


@pytest.mark.parametrize(
    "config",
    [
        CanastaConfig.make(4, 2, {"OPT-DEAL-LIMIT": "3"}),
        CanastaConfig.make(3, 2, {"OPT-DEAL-LIMIT": "2"}),
        HandFootConfig.make({"OPT-HF-DEALS": "2"}),
        CassinoConfig.make(2, {"OPT-DEAL-LIMIT": "2"}),
    ],
    ids=lambda c: c.name,
)
def test_every_deal_depends_on_the_seed_alone(config):
    """Different players at the seats, different play: the same cards at every deal."""
    n = config.players
    one = every_deal(config, "same-deals", ["random"] * n)
    other = every_deal(config, "same-deals", ["easy"] * n)
    assert len(one) == len(other) >= 2
    assert one == other
    assert every_deal(config, "other-deals", ["random"] * n)[0] != one[0]


@pytest.mark.parametrize("target", [1500, 3000])
def test_a_lower_canasta_target_ends_the_game_on_the_deal_that_reaches_it(target):
    for seed in range(4):
        cfg = CanastaConfig.make(4, 2, {"OPT-CAN-TARGET": str(target)})
        assert cfg.target == target
        state = play_game(cfg, f"short-{seed}", ["easy"] * 4)
        before = [sum(r.sides[i].total for r in state.history[:-1]) for i in range(2)]
        assert max(before) < target <= max(state.scores)


@pytest.mark.parametrize("deals", [1, 2, 4])
def test_a_hand_and_foot_game_has_its_number_of_deals(deals):
    cfg = HandFootConfig.make({"OPT-HF-DEALS": str(deals)})
    assert cfg.deals == deals
    state = play_game(cfg, "short", ["easy"] * 4)
    assert len(state.history) == deals and state.is_terminal()
    assert state.scores == [sum(r.sides[i].total for r in state.history) for i in range(2)]
