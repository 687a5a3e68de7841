"""Walking a game's recorded moves from its start: the one replay loop of the engine.

Loading a save, the seats written beside an autosave's moves, the table's log rebuilt
from a saved game and the replay of a finished game all apply a move log to a start
state with the game's own rules (docs/save-format.md, "Replay"). :func:`walk_moves` is
that loop for every game: it asks the state itself who acts and applies each move with
the state's own ``apply``, so it needs nothing of a game but its state. A move that does
not apply, or a log that does not end where it should, is refused with a ``SaveError``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from canasta_gui.engine.errors import IllegalAction, SaveError
from canasta_gui.engine.save_checks import MESSAGES, fail

__all__ = [
    "NO_SEAT",
    "MoveRefused",
    "ReplayState",
    "Step",
    "check_end",
    "play_through",
    "state_differences",
    "walk_moves",
]

#: A logged move that does not say which seat made it (older saves, hand-written logs).
NO_SEAT = -1


class ReplayState(Protocol):
    """What the walk asks of a game's state (every engine state has it)."""

    history: Sequence[Any]  # the scored deals (Cassino: rounds)

    def current_player(self) -> int | None: ...

    def apply(self, action: Any) -> list: ...

    def clone(self) -> Any: ...


@dataclass(frozen=True, slots=True)
class Step:
    """One applied move. ``state`` is the walk's own state after it, changed again by the
    next step: clone it to keep it. The state before is the previous step's (or the start)."""

    index: int  # the move's place in the whole log
    move: Any
    seat: int | None  # who made it; None for the table itself (between deals)
    events: list  # what the engine reported while applying it
    state: Any
    scored: bool  # the move scored a deal (Cassino: a round): a deal ends here


class MoveRefused(SaveError):
    """A recorded move that does not replay: illegal where it stands, or said to be made by
    another seat than the one to act. ``index`` is its place in the log."""

    def __init__(self, code: str, index: int, /, **params: Any) -> None:
        super().__init__(code, MESSAGES[code], **params)
        self.index = index


def walk_moves(
    start: ReplayState,
    moves: Sequence[Any],
    *,
    seats: Sequence[int | None] | None = None,
    end: Any | None = None,
    first: int = 0,
    show_move: Callable[[Any], str] = repr,
) -> Iterator[Step]:
    """Apply ``moves`` to a copy of ``start`` one by one, yielding a :class:`Step` each.

    ``seats[i]``, when given and not ``NO_SEAT``, is the seat the log says made
    ``moves[i]``; it must be the one to act. ``end`` is the state the log must reach.
    ``first`` is the index of ``moves[0]`` in the whole log (a walk going on from a known
    state), and ``show_move`` writes a move into a refusal. Raises :class:`MoveRefused`
    (``save_move_seat``, ``save_illegal_move``) at the first move that does not apply, and
    ``SaveError`` (``save_replay_mismatch``) when the walk does not end at ``end``.
    ``start`` itself is never changed.
    """
    work = start.clone()
    for i, move in enumerate(moves):
        n = first + i
        seat = work.current_player()
        said = NO_SEAT if seats is None else seats[i]
        if said != NO_SEAT and said != seat:
            expected = "no seat (the deal is over)" if seat is None else f"seat {seat}"
            got = "null" if said is None else said
            raise MoveRefused(
                "save_move_seat", n, where=f"moves[{n}].seat", got=got, expected=expected
            )
        scored = len(work.history)
        try:
            events = work.apply(move)
        except IllegalAction as err:
            raise MoveRefused(
                "save_illegal_move", n, where=f"moves[{n}]", move=show_move(move), detail=err.text()
            ) from None
        yield Step(n, move, seat, events, work, len(work.history) > scored)
    if end is not None:
        check_end(work, end)


def play_through(start: ReplayState, moves: Sequence[Any], **walk: Any) -> Any:
    """The state ``moves`` lead to from ``start`` (a new one; refusals as :func:`walk_moves`)."""
    work = None
    for step in walk_moves(start, moves, **walk):
        work = step.state
    return start.clone() if work is None else work


def check_end(reached: Any, end: Any) -> None:
    """Refuse (``save_replay_mismatch``) a replay that reached another state than ``end``."""
    diff = state_differences(reached, end)
    if diff:
        raise fail("save_replay_mismatch", field=", ".join(diff[:4]))


def state_differences(a: Any, b: Any) -> list[str]:
    """The names of the state fields in which ``a`` and ``b`` differ."""
    if type(a) is not type(b):
        return ["game"]
    return [name for name in type(a).__slots__ if getattr(a, name) != getattr(b, name)]
