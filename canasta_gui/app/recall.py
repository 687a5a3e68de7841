"""A resumed game gives its computer players back what their seats saw this game.

Cassino's Expert reads the other player's plays from its own earlier turns
(``ai/cassino/reading.py``). A game continued from a save starts new players, so the
session replays the saved moves and hands each player that keeps such a memory
(``remembers``, ``recall``) what its seat saw and played at each of its turns, as it would have at
the table. Nothing else is given: the observations are the seat's own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from canasta_gui.engine.errors import SaveError
from canasta_gui.engine.replay_moves import walk_moves


def recall_moves(game: Any, state: Any, moves: Sequence[Any], players: Mapping[int, Any]) -> int:
    """Replay ``moves`` from the seed's deal and give each player that remembers its turns.

    Nothing is given when the moves do not lead to ``state`` (a hand-made position):
    a memory of another game would mislead. Returns how many turns were handed over (a
    player skips those it keeps nothing of, such as the end of a round). The
    table's log is rebuilt by its own walk (``game_log.replay_log``); this one runs only
    when a seat's player keeps a memory (today Cassino's Expert), so other games and
    levels pay nothing for it.
    """
    keen = {seat: p for seat, p in players.items() if getattr(p, "remembers", False)}
    if not keen or not moves:
        return 0
    start = game.new_game(state.config, state.seed)
    turns: list[tuple[int, Any, Any]] = []
    seen = _seen(start, keen)
    try:
        for step in walk_moves(start, moves, end=state):
            if seen is not None and seen[0] == step.seat:
                turns.append((step.seat, seen[1], step.move))
            # The walk's state is the one it goes on from: read the next turn before it moves.
            seen = _seen(step.state, keen)
    except SaveError:
        return 0
    for seat, obs, move in turns:
        keen[seat].recall(obs, move)
    return len(turns)


def _seen(state: Any, keen: Mapping[int, Any]) -> tuple[int, Any] | None:
    """The seat to act and its observation, if that seat's player keeps a memory."""
    seat = state.current_player()
    if seat not in keen:
        return None
    return seat, state.observation(seat)
