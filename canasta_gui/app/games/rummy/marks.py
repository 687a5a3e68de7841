"""What a rummy move touched and what a hint names, as items and places on the table.

Read off the engine's events of a move (``engine/events.py``) and the hint's action, never
decided again: a meld or lay-off glows on the meld of its rank, a discard on the pile's
top, a draw rings the stock and a pile take rings the pile (issue 19). The table's zones
are the layout's (``rummy/layout.py``, ``hand_and_foot/layout.py``).
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QRectF

from canasta_gui.app.scene.items import CardItem
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.cards import JOKER_RANK, RANK_CODES, is_wild, rank_name
from canasta_gui.engine.events import Event

#: Every rank as an event names it ("K", "JK"; Hand and Foot's wild meld is "wild").
_RANK_BY_NAME = {rank_name(r): r for r in range(len(RANK_CODES))} | {
    "JK": JOKER_RANK,
    "wild": JOKER_RANK,
}


def visible(scene, zone: tuple) -> list[CardItem]:
    return [c for c in scene.cards if c.zone == zone and c.isVisible()]


def matching(items: list[CardItem], cards: tuple[int, ...]) -> list[CardItem]:
    """The items showing ``cards`` (as many of each as there are), the later ones first:
    a card just added lies last in its zone."""
    need = Counter(cards)
    out = []
    for item in sorted(items, key=lambda c: -c.index):
        if item.face_up and need[item.card] > 0:
            need[item.card] -= 1
            out.append(item)
    return out


def _rank(event: Event) -> int | None:
    name = event.data.get("rank")
    if isinstance(name, str) and name in _RANK_BY_NAME:
        return _RANK_BY_NAME[name]
    naturals = {c >> 2 for c in event.cards if not is_wild(c)}
    if len(naturals) == 1:
        return next(iter(naturals))
    if event.cards and not naturals:
        return JOKER_RANK  # a meld of wild cards only (Hand and Foot's wild meld)
    return None


def _on_meld(scene, side: int, rank: int | None, cards: tuple[int, ...]) -> list[CardItem]:
    """The cards of a meld or lay-off on the side's meld of that rank; a finished canasta
    shows one card for all, which then glows as the whole meld."""
    if rank is None:
        return []
    items = visible(scene, ("meld", side, rank))
    found = matching(items, cards)
    return found if found else items


def _book(scene, side: int, books, cards: tuple[int, ...]) -> list[CardItem]:
    """A Hand and Foot book just closed: the side's book holding those cards."""
    mine = [tuple(b) for s, _kind, b in books if s == side]
    for i, book in enumerate(mine):
        if Counter(book) == Counter(cards):
            return visible(scene, ("book", side, i))
    return []


def move_marks(
    scene, events: list[Event], side_of, books=()
) -> tuple[list[CardItem], list[QRectF]]:
    """The cards a move's events touched and the places it used, on the table as shown."""
    cards: list[CardItem] = []
    places: list[QRectF] = []

    def ring(zone: tuple) -> None:
        if zone in scene.zones:
            places.append(QRectF(scene.zones[zone].rect))

    for e in events:
        if e.player is None:
            continue
        side = side_of[e.player]
        if e.kind == "draw":
            ring(("stock",))
        elif e.kind == "take_pile":
            ring(("pile",))
            cards += _on_meld(scene, side, _rank(e), e.cards)
        elif e.kind in ("meld", "layoff"):
            cards += _on_meld(scene, side, _rank(e), e.cards)
        elif e.kind == "discard":
            cards += matching(visible(scene, ("pile",)), e.cards)[:1]
        elif e.kind == "red3":
            cards += matching(visible(scene, ("red3", side)), e.cards)
        elif e.kind == "book":
            cards += _book(scene, side, books, e.cards)
    unique = list(dict.fromkeys(cards))
    return unique, places


def hint_marks(scene, action, display: list[int], side: int) -> tuple[list[int], list[tuple]]:
    """The hand indexes a hinted action plays and the zones it names (the stock, the pile,
    the meld a lay-off goes on, the meld area for a new meld)."""
    if isinstance(action, act.DrawStock):
        return [], [("stock",)]
    if isinstance(action, act.Discard):
        hand = (action.card,)
        zones = [("pile",)]
    elif isinstance(action, act.TakePile):
        hand = action.cards + tuple(c for m in action.melds for c in m)
        zones = [("pile",)]
    elif isinstance(action, act.Meld):
        hand = tuple(c for m in action.melds for c in m) + tuple(
            c for _r, cs in action.layoffs for c in cs
        )
        zones = [("meld", side, r) for r, _cs in action.layoffs]
        if action.melds:
            zones.append(("melds", side))
    else:
        return [], []
    need = Counter(hand)
    indexes = []
    for i, c in enumerate(display):
        if need[c] > 0:
            need[c] -= 1
            indexes.append(i)
    return indexes, [z for z in zones if z in scene.zones]
