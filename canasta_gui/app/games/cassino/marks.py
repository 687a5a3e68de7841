"""What a Cassino play touched and what a hint names, as items and places on the table.

Read off the engine's events of a play (``engine/cassino/rules.py``) and the hint's
action, never decided again (issue 19): a trail glows where the card now lies loose, a
build or an addition glows as the whole build, and a capture rings the captor's pile while
the cards it took fade out as ghosts where they lay (§5.6, §5.7, §5.8, §5.10).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from canasta_gui.app.scene.highlights import CardSpot
from canasta_gui.app.scene.items import CardItem
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.events import Event


def _zone_of(scene, card: int, kind: str) -> tuple | None:
    for item in scene.cards:
        if item.face_up and item.card == card and item.zone[:1] == (kind,) and item.isVisible():
            return item.zone
    return None


def _items(scene, zone: tuple) -> list[CardItem]:
    return [c for c in scene.cards if c.zone == zone and c.isVisible()]


def move_marks(
    scene, events: list[Event], side_of, before: dict[int, list[CardSpot]]
) -> tuple[list[CardItem], list[QRectF], list[CardSpot]]:
    """The cards a play's events touched, the places it used, and ghosts of the cards it
    took off the felt (``before``: where the face-up table cards lay before the play)."""
    cards: list[CardItem] = []
    places: list[QRectF] = []
    ghosts: list[CardSpot] = []
    for e in events:
        if e.kind == "trail":
            zone = _zone_of(scene, e.cards[0], "loose")
            cards += _items(scene, zone) if zone else []
        elif e.kind in ("build", "add_to_build"):
            zone = _zone_of(scene, e.cards[0], "build")
            cards += _items(scene, zone) if zone else []
        elif e.kind in ("capture", "leftovers"):
            side = side_of[e.player] if e.kind == "capture" else e.data.get("side")
            if side is None and e.player is not None:
                side = side_of[e.player]
            pile = ("captured", side)
            if pile in scene.zones:
                places.append(QRectF(scene.zones[pile].rect))
            # A sweep's capturing card lies face up across the pile (§5.9).
            cards += [c for c in _items(scene, pile) if c.face_up and c.card in e.cards]
            for card in e.cards:
                ghosts += before.get(card, [])[:1]
    return list(dict.fromkeys(cards)), places, ghosts


def hint_marks(scene, action, display: list[int], loose, builds) -> tuple[list[int], list[tuple]]:
    """The hand index of the hinted play's card and the table zones it names: the loose
    cards and builds it captures or builds on, or the felt for a trail."""
    if isinstance(action, act.NextRound) or not hasattr(action, "card"):
        return [], []
    indexes = [display.index(action.card)] if action.card in display else []
    zones: list[tuple] = []
    if isinstance(action, act.Trail):
        zones.append(("table",))
    else:
        picked = set(getattr(action, "loose", ()))
        zones += [("loose", i) for i, c in enumerate(loose) if c in picked]
        if isinstance(action, act.Capture):
            values = set(action.builds)
        elif isinstance(action, act.AddToBuild):
            values = {action.build}
        else:
            values = set()
        zones += [("build", i) for i, b in enumerate(builds) if b.value in values]
    return indexes, [z for z in zones if z in scene.zones]
