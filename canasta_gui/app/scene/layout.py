"""Where everything sits on the table, in card units (Aisleriot keeps slots apart from pixels).

``table_layout`` turns one view of the game (plain data from the models) into
placements: each card's position, rotation, scale and zone, the drop zones and
the labels. It draws nothing and knows no rule; the scene applies the result.
The table is ``TABLE_W`` × ``TABLE_H`` scene units and the view scales it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from canasta_gui.app.scene.items import CARD_H, CARD_W
from canasta_gui.engine.cards import card_code

TABLE_W = 1600.0
TABLE_H = 1140.0
HAND_Y = 985.0
CENTRE_Y = 415.0
STOCK_X = 640.0
PILE_X = 830.0
LIFT = 26.0  # a selected hand card rises this much
OTHER_SCALE = 0.55  # other seats' face-down hands


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


@dataclass
class LabelSpec:
    key: str
    text: str
    pos: QPointF
    size: int = 24
    badge: str = ""  # "", "turn", "frozen", "blocked", "count"
    rotation: float = 0.0


@dataclass
class TableView:
    """The data one picture of the table needs (filled by the table from its models)."""

    players: int
    bottom: int
    side_of: tuple[int, ...]
    names: list[str]
    hand: list[int]  # bottom seat's cards in display order (-1 when face down)
    hand_sizes: tuple[int, ...]
    melds: list[tuple[int, int, tuple[int, ...], str | None]]  # (side, rank, cards, canasta)
    staged: list[tuple[int, ...]] = field(default_factory=list)  # new melds of a plan
    staged_layoffs: dict[int, tuple[int, ...]] = field(default_factory=dict)  # rank → cards
    pile: list[int] = field(default_factory=list)
    freeze_index: int = -1
    stock: int = 0
    red3s: list[tuple[int, int]] = field(default_factory=list)  # (side, card)
    current: int | None = None
    pile_state: str = ""  # "", "frozen", "blocked"
    pile_state_text: str = ""  # the badge's words, translated
    meld_hint: str = ""  # shown in the person's empty meld area


@dataclass
class Layout:
    cards: list[Placement]
    zones: list[ZoneSpec]
    labels: list[LabelSpec]


def seat_places(players: int) -> list[str]:
    """Places of the seats in turn order from the bottom seat (play passes to the left)."""
    return {
        2: ["bottom", "top"],
        3: ["bottom", "left", "right"],
        4: ["bottom", "left", "top", "right"],
        6: ["bottom", "left", "topleft", "top", "topright", "right"],
    }[players]


def meld_areas(view: TableView) -> dict[int, tuple[QRectF, float]]:
    """Each side's meld area and the card scale used in it; the bottom seat's side below."""
    own = view.side_of[view.bottom]
    sides = sorted(set(view.side_of))
    others = [s for s in sides if s != own]
    # Sides in turn order from the bottom seat, so the layout matches where they sit.
    order = []
    for k in range(1, view.players):
        s = view.side_of[(view.bottom + k) % view.players]
        if s != own and s not in order:
            order.append(s)
    others = order or others
    areas = {own: (QRectF(110, 572, 1380, 398), 1.0)}
    if len(others) == 1:
        areas[others[0]] = (QRectF(110, 118, 1380, 290), 0.8)
    else:
        for i, s in enumerate(others):
            areas[s] = (QRectF(110 + i * 700, 118, 680, 290), 0.62)
    return areas


def table_layout(view: TableView) -> Layout:
    cards: list[Placement] = []
    zones: list[ZoneSpec] = []
    labels: list[LabelSpec] = []
    _hand(view, cards, zones)
    _others(view, cards, labels)
    _centre(view, cards, zones, labels)
    _melds(view, cards, zones)
    _red3s(view, cards)
    return Layout(cards, zones, labels)


def _hand(view: TableView, cards: list[Placement], zones: list[ZoneSpec]) -> None:
    n = len(view.hand)
    left, width = 110.0, 1380.0
    step = min(CARD_W * 0.78, (width - CARD_W) / max(1, n - 1)) if n > 1 else 0.0
    x0 = left + (width - (CARD_W + step * (n - 1))) / 2 if n else left
    for i, card in enumerate(view.hand):
        cards.append(
            Placement(
                card,
                ("hand",),
                i,
                QPointF(x0 + i * step, HAND_Y),
                face_up=card >= 0,
                z=100 + i,
                owner=view.bottom,
            )
        )
    zones.append(ZoneSpec(("hand",), QRectF(100, HAND_Y - 30, 1400, CARD_H + 40), outline=False))


def _others(view: TableView, cards: list[Placement], labels: list[LabelSpec]) -> None:
    places = seat_places(view.players)
    for k, place in enumerate(places):
        seat = (view.bottom + k) % view.players
        count = view.hand_sizes[seat]
        name = view.names[seat]
        badge = "turn" if seat == view.current else ""
        if place == "bottom":
            labels.append(LabelSpec(f"seat{seat}", name, QPointF(12, HAND_Y + 100), 24, badge))
            continue
        shown = min(count, 15)  # a fan of backs; the count label gives the exact number
        w, h = CARD_W * OTHER_SCALE, CARD_H * OTHER_SCALE
        if place in ("left", "right"):
            x = 10 if place == "left" else TABLE_W - 10 - h
            y0 = 300.0
            step = min(16.0, 240 / max(1, shown))
            for i in range(shown):
                # Rotated a quarter turn about the card's corner; shift so it stays in place.
                pos = (
                    QPointF(x + h, y0 + i * step)
                    if place == "left"
                    else QPointF(x + h, y0 + i * step)
                )
                cards.append(
                    Placement(
                        -1, ("seat", seat), i, pos, OTHER_SCALE, 90.0, False, 50 + i, owner=seat
                    )
                )
            lx = 8 if place == "left" else TABLE_W - 160
            labels.append(
                LabelSpec(f"seat{seat}", f"{name} · {count}", QPointF(lx, 255), 22, badge)
            )
        else:
            cx = {"top": 800.0, "topleft": 420.0, "topright": 1180.0}[place]
            step = min(16.0, 240 / max(1, shown))
            x0 = cx - (w + step * (shown - 1)) / 2
            for i in range(shown):
                cards.append(
                    Placement(
                        -1,
                        ("seat", seat),
                        i,
                        QPointF(x0 + i * step, 8),
                        OTHER_SCALE,
                        0.0,
                        False,
                        50 + i,
                        owner=seat,
                    )
                )
            labels.append(
                LabelSpec(
                    f"seat{seat}", f"{name} · {count}", QPointF(cx + w / 2 + 130, 22), 22, badge
                )
            )


def _centre(
    view: TableView, cards: list[Placement], zones: list[ZoneSpec], labels: list[LabelSpec]
) -> None:
    # The stock: a short stack of backs, its count on a badge.
    if view.stock:
        for i in range(min(3, view.stock)):
            cards.append(
                Placement(-1, ("stock",), i, QPointF(STOCK_X - i * 2, CENTRE_Y - i * 2), z=10 + i)
            )
    else:
        cards.append(Placement(-2, ("stock",), 0, QPointF(STOCK_X, CENTRE_Y), z=1))
    zones.append(
        ZoneSpec(("stock",), QRectF(STOCK_X - 10, CENTRE_Y - 10, CARD_W + 20, CARD_H + 20))
    )
    labels.append(
        LabelSpec(
            "stock", str(view.stock), QPointF(STOCK_X + 22, CENTRE_Y + CARD_H - 30), 24, "count"
        )
    )
    # The discard pile: the top card whole, the freezing card sideways beneath it (§3.9.2),
    # and the edge of a couple of cards under those so its depth shows.
    pile = view.pile
    n = len(pile)
    if n == 0:
        cards.append(Placement(-2, ("pile",), 0, QPointF(PILE_X, CENTRE_Y), z=1))
    for i, card in enumerate(pile):
        z = 10 + i
        pos = QPointF(PILE_X + min(n - 1 - i, 3) * -3, CENTRE_Y)
        rotation = 0.0
        if i == view.freeze_index and i != n - 1:
            # Turned a quarter under the pile's top card, its ends showing on both sides
            # and its lower edge below the top card, so the freezing card can be read.
            pos = QPointF(PILE_X + CARD_W / 2 + CARD_H / 2, CENTRE_Y + CARD_H - CARD_W + 34)
            rotation = 90.0
        elif i < n - 4:
            pos = QPointF(PILE_X - 9, CENTRE_Y)  # deep cards hide under the visible ones
        cards.append(Placement(card, ("pile",), i, pos, 1.0, rotation, True, z))
    zones.append(ZoneSpec(("pile",), QRectF(PILE_X - 30, CENTRE_Y - 10, CARD_W + 60, CARD_H + 20)))
    labels.append(
        LabelSpec(
            "pilecount",
            str(n),
            QPointF(PILE_X - 44, CENTRE_Y + CARD_H - 34),
            20,
            "count" if n else "",
        )
    )
    if view.pile_state:
        labels.append(
            LabelSpec(
                "pilestate",
                view.pile_state_text or view.pile_state,
                QPointF(PILE_X + CARD_W + 36, CENTRE_Y + CARD_H - 40),
                24,
                view.pile_state,
            )
        )


def _melds(view: TableView, cards: list[Placement], zones: list[ZoneSpec]) -> None:
    areas = meld_areas(view)
    own = view.side_of[view.bottom]
    columns: dict[int, list] = {s: [] for s in areas}
    for side, rank, mcards, canasta in view.melds:
        extra = view.staged_layoffs.get(rank, ()) if side == own else ()
        columns[side].append((("meld", side, rank), mcards + extra, canasta, len(extra)))
    for i, staged in enumerate(view.staged):
        columns[own].append((("staged", i), staged, None, len(staged)))
    for side, (area, scale) in areas.items():
        cols = columns[side]
        label = view.meld_hint if side == own and not cols else ""
        zones.append(ZoneSpec(("melds", side), area, label=label, outline=side == own))
        if not cols:
            continue
        w, h = CARD_W * scale, CARD_H * scale
        step_x = min(w * 1.06, (area.width() - w) / max(1, len(cols) - 1)) if len(cols) > 1 else 0
        for c, (zone, mcards, canasta, n_staged) in enumerate(cols):
            x = area.left() + 8 + c * step_x
            top = area.top() + 8
            rect = QRectF(x - 4, top - 4, w + 8, area.height() - 8)
            zones.append(
                ZoneSpec(zone, rect, outline=False, dashed=zone[0] == "staged" or n_staged > 0)
            )
            if canasta and n_staged == 0:
                # A finished canasta collapses to one card: red on top for natural, black
                # for mixed (the seeds' convention), its size on a badge.
                top_card = _canasta_top(mcards, canasta)
                cards.append(
                    Placement(
                        top_card, zone, 0, QPointF(x, top), scale, z=200, badge=str(len(mcards))
                    )
                )
                continue
            n = len(mcards)
            dy = min(h * 0.22, (area.height() - 16 - h) / max(1, n - 1)) if n > 1 else 0
            for j, card in enumerate(mcards):
                cards.append(Placement(card, zone, j, QPointF(x, top + j * dy), scale, z=200 + j))


def _canasta_top(cards: tuple[int, ...], kind: str) -> int:
    red = [c for c in cards if c < 52 and (c & 3) in (1, 2)]
    black = [c for c in cards if c < 52 and (c & 3) in (0, 3) and c >> 2 != 0]
    if kind == "natural" and red:
        return red[0]
    if kind == "mixed" and black:
        return black[0]
    # No card of the colour in the meld: the convention asks for the colour, so use the
    # meld rank's card of that colour (hearts for natural, spades for mixed).
    rank = next((c >> 2 for c in cards if c < 52 and c >> 2 != 0), 12)
    return rank * 4 + (2 if kind == "natural" else 3)


def _red3s(view: TableView, cards: list[Placement]) -> None:
    own = view.side_of[view.bottom]
    by_side: dict[int, list[int]] = {}
    for side, card in view.red3s:
        by_side.setdefault(side, []).append(card)
    others = [s for s in meld_areas(view) if s != own]
    for side, red in by_side.items():
        x0 = 120.0 if side == own else 1130.0 + 200 * others.index(side)
        for i, card in enumerate(red):
            cards.append(
                Placement(
                    card, ("red3", side), i, QPointF(x0 + i * 32, CENTRE_Y + 20), 0.7, z=30 + i
                )
            )
