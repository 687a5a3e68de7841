"""Positions from whole seeded Canasta games, for the tests of what Expert's search
relies on (``test_canasta_search_listed.py``, ``test_canasta_fairness.py``).

The games cover the corners the search meets: every rule preset the config offers,
the options that change a phase (MELD-THEN-END's last meld, ONCE-PER-TURN questions,
STOCK-OUT END), 2, 3, 4 and 6 players, the question asked whenever it is listed and a
random listed move now and then (positions the rules of thumb avoid).

MELD-THEN-END's last meld (a red 3 as the stock's last card) is too rare to be met
here; the search never weighs candidates in it (``search._candidates``), so no listing
made in one world is applied in another there.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from canasta_gui.ai.canasta.player import style_for
from canasta_gui.ai.canasta.policy import HeuristicPolicy
from canasta_gui.engine.canasta import CanastaConfig, new_game
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.state import CanastaState, Phase

#: (players, decks, preset, extra options); two deals a game keeps each game short
#: while the second deal starts from a scored first one.
_SHORT = {"OPT-DEAL-LIMIT": "2"}
CONFIGS = [
    (4, 2, "default", {}),
    (2, 2, "bga", {}),
    (3, 3, "korean", {}),
    (6, 3, "italian", {}),
    (4, 2, "korean", {"OPT-CAN-LAST-RED3": "MELD-THEN-END"}),
    (4, 2, "default", {"OPT-CAN-ASK-LIMIT": "ONCE-PER-TURN"}),
    (2, 2, "default", {"OPT-CAN-STOCK-OUT": "END", "OPT-CAN-LAST-RED3": "MELD-THEN-END"}),
    (6, 3, "bga", {"OPT-CAN-ASK-LIMIT": "ONCE-PER-TURN", "OPT-CAN-SIX-TEAMS": "3x2"}),
    (3, 3, "italian", {"OPT-CAN-STOCK-OUT": "END"}),
    (4, 2, "bga", {"OPT-CAN-ASK-LIMIT": "ONCE-PER-TURN", "OPT-CAN-STOCK-OUT": "END"}),
]
LEVELS = ("expert", "hard", "medium", "easy")


def config_of(i: int) -> CanastaConfig:
    players, decks, preset, extra = CONFIGS[i % len(CONFIGS)]
    return CanastaConfig.make(players, decks, {**_SHORT, **extra}, preset)


def whole_games(seed: int, games: int) -> Iterator[CanastaState]:
    """Every state of ``games`` whole games (both deals), before each move, the deal
    ends left out. The state is the game's own: use it before asking for the next."""
    rng = random.Random(seed)
    for g in range(games):
        config = config_of(g)
        s = new_game(config, f"can-listed/{seed}/{g}")
        levels = [LEVELS[(g + p) % len(LEVELS)] for p in range(config.players)]
        policies = [
            HeuristicPolicy(style_for(level, config.players), random.Random(rng.random()))
            for level in levels
        ]
        # Every third game mostly random: its deals run the stock out (red 3s met last,
        # the pile forced or the deal ended by STOCK-OUT) instead of ending by going out.
        share = 0.7 if g % 3 == 2 else 0.08
        while not s.is_terminal():
            legal = legal_actions(s)
            if s.phase == Phase.DEAL_OVER:
                s.apply(legal[0])
                continue
            yield s
            asks = [a for a in legal if isinstance(a, act.AskGoOut)]
            if asks:
                action = asks[0]  # the question, whenever it is listed
            elif rng.random() < share:
                action = rng.choice(legal)
            else:
                action = policies[s.current].decide(s, legal).action
            s.apply(action)
        assert len(s.history) == 2
