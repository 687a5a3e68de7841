"""Which sound a move makes, from the engine's events (the same in every game).

One move, one sound: a move's events often come together (a pile taken with its melds,
melds and a discard in one plan), and several sounds at once would be noise. The sound
is the move's most notable event's: going out or the end of the game, then a canasta
(a book in Hand and Foot, a sweep in Cassino), then a meld or lay-off, then a discard,
then a draw. A new deal, a question to a partner and its answer make none.
"""

from __future__ import annotations

from collections.abc import Iterable

from canasta_gui.app.sound.synth import CANASTA, DISCARD, DRAW, FANFARE, MELD
from canasta_gui.engine.events import Event

#: Event kind -> cue. Cassino: a trail is laid like a discard, a build like a meld, and a
#: capture gathers cards in like a draw.
KIND_CUES = {
    "draw": DRAW,
    "take_pile": DRAW,
    "capture": DRAW,
    "meld": MELD,
    "layoff": MELD,
    "build": MELD,
    "add_to_build": MELD,
    "discard": DISCARD,
    "trail": DISCARD,
    "book": CANASTA,  # Hand and Foot: a book completed (docs/rules.md §4.6.5)
    "go_out": FANFARE,
    "game_end": FANFARE,
}

#: Most notable first.
RANK = (FANFARE, CANASTA, MELD, DISCARD, DRAW)


def cue_of(events: Iterable[Event], canastas_made: int = 0) -> str | None:
    """The sound of a move with these events, or None for a silent one.

    ``canastas_made``: how many canastas the move completed, for a game whose events do
    not name them (Canasta's melds simply grow to seven cards).
    """
    found = set()
    for event in events:
        cue = KIND_CUES.get(event.kind)
        if cue is not None:
            found.add(cue)
        if event.kind == "capture" and event.data.get("sweep"):
            found.add(CANASTA)  # Cassino: the table swept (docs/rules.md §5.9)
    if canastas_made > 0:
        found.add(CANASTA)
    return next((cue for cue in RANK if cue in found), None)
