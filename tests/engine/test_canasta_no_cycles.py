"""Random Canasta play leaves no reference cycles behind.

Everything the rules and the listing make is freed as soon as it is no longer used, so
the garbage collector has nothing to find. Its passes over a heap that the engine's
memories make large took nearly a tenth of random play's time while the opening
listing's nested search left a cycle behind on every call; this guards the engine's
speed, not a rule.
"""

from __future__ import annotations

import gc
import random

from canasta_gui.engine.canasta import CanastaConfig, new_game
from canasta_gui.engine.canasta.legal import all_legal_actions, legal_actions
from canasta_gui.engine.canasta.rules import apply, apply_listed


def _garbage_after(play) -> list:
    """The objects only the collector could free that ``play()`` leaves behind."""
    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        play()
        gc.collect()
        return list(gc.garbage)
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        if was_enabled:
            gc.enable()


def test_random_play_leaves_no_cycles() -> None:
    def play() -> None:
        for players, decks in ((2, 2), (4, 2), (6, 3)):
            config = CanastaConfig.make(players, decks, {"OPT-DEAL-LIMIT": "1"})
            for deal in range(3):
                s = new_game(config, f"cycles/{players}/{deal}")
                rng = random.Random(deal)
                step = 0
                while not s.is_terminal():
                    listed = legal_actions(s)
                    if step % 7 == 0 and s.phase == "play" and s.hand_sizes[s.current] <= 8:
                        all_legal_actions(s)
                    action = rng.choice(listed)
                    # The checked path too, every few actions.
                    (apply if step % 5 == 0 else apply_listed)(s, action)
                    step += 1

    garbage = _garbage_after(play)
    kinds = sorted({type(o).__name__ for o in garbage})
    assert not garbage, f"{len(garbage)} objects in reference cycles: {kinds}"
