"""What a table picture is made of, in card units: placements, zones and labels.

Each game's layout (``app/games/<game>/layout.py``) turns one view of its game into a
:class:`Layout`; the scene applies it and knows no game. The table is ``TABLE_W`` ×
``TABLE_H`` scene units and the view scales it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from canasta_gui.app.scene.side_plate import PlateSpec
from canasta_gui.app.scene.turn_marker import TurnSpec
from canasta_gui.engine.cards import card_code

TABLE_W = 1600.0
TABLE_H = 1140.0
EDGE = 12.0  # nothing is placed closer than this to the table's edge
LIFT = 26.0  # a selected hand card rises this much


@dataclass
class Placement:
    card: int  # engine kind, or -1 face down
    zone: tuple
    index: int
    pos: QPointF
    scale: float = 1.0
    rotation: float = 0.0
    face_up: bool = True
    z: float = 0.0
    badge: str = ""
    owner: int = -1  # the seat a face-down card belongs to (for animations)
    hidden: bool = False  # wholly covered (deep in the pile): kept for glides, never painted

    @property
    def code(self) -> str:
        return card_code(self.card) if self.card >= 0 else ""


@dataclass
class ZoneSpec:
    zone: tuple
    rect: QRectF
    label: str = ""
    outline: bool = True
    dashed: bool = False
    # Targeted only when a drag overlaps no other zone with a verdict: the open felt of a
    # Cassino table must not turn a refused drop on a table card into a trail.
    fallback: bool = False


@dataclass
class LabelSpec:
    key: str
    text: str
    pos: QPointF  # the text's top left, top centre or top right, as ``align`` says
    size: int = 24
    badge: str = ""  # "", "turn", "frozen", "blocked", "count"
    rotation: float = 0.0
    align: str = "left"  # "left", "centre" or "right"
    width: float = 0.0  # widest the text may be (0: any); longer text shrinks, then elides


@dataclass
class Layout:
    cards: list[Placement]
    zones: list[ZoneSpec]
    labels: list[LabelSpec]
    plates: list[PlateSpec] = field(default_factory=list)  # each side's plate on the felt
    turn: TurnSpec | None = None  # the seat to play, for the turn marker
