"""Where everything sits on the table, in card units (Aisleriot keeps slots apart from pixels).

``table_layout`` turns one view of the game (plain data from the models) into
placements: each card's position, rotation, scale and zone, the drop zones and
the labels. It draws nothing and knows no rule; the scene applies the result.
The table is ``TABLE_W`` × ``TABLE_H`` scene units and the view scales it.

The table is cut into bands so nothing meets: the other seats' hands along the
top edge and down the sides, their meld areas, the stock and pile in the middle
row, the bottom side's meld area, then the bottom hand. Every text gets a place
and a widest width of its own (a label shrinks, then elides, to fit it), so no
name or translation, however long, runs into cards or off the table.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from canasta_gui.app.scene.items import CARD_H, CARD_W
from canasta_gui.app.scene.placements import (
    EDGE,
    LIFT,
    TABLE_W,
    LabelSpec,
    Layout,
    Placement,
    ZoneSpec,
)
from canasta_gui.app.scene.side_plate import PLATE_H, PLATE_W, PlateSpec, PlateView
from canasta_gui.app.scene.turn_marker import TurnSpec
from canasta_gui.engine.cards import JOKER
from canasta_gui.engine.rummy.melds import CLEAN, WILD

CENTRE_Y = 400.0  # top of the stock and the pile
STOCK_X = 640.0
PILE_X = 830.0
HAND_Y = 978.0
OTHER_SCALE = 0.55  # other seats' face-down hands
FAN_W, FAN_H = CARD_W * OTHER_SCALE, CARD_H * OTHER_SCALE
FAN_SHOWN = 13  # backs shown at most; the count badge gives the exact number
TOP_FAN_Y = 6.0
SEAT_TEXT = 26  # text sizes, in scene units
OWN_TEXT = 26
TURN_TEXT = 30  # the name of the seat to play, larger
COUNT_TEXT = 22
STATE_TEXT = 24
OWN_LABEL_W = 240.0  # the bottom seat's name, left of its hand
HAND_LEFT = EDGE + OWN_LABEL_W + 16  # the bottom hand starts right of that name, at the latest
HAND_RIGHT = TABLE_W - EDGE
AREA_LEFT, AREA_W = 110.0, 1380.0  # meld areas, between the side seats' hands
OWN_AREA = QRectF(AREA_LEFT, 592, AREA_W, 372)
OTHER_AREA_TOP = 132.0  # below the top seats' hands and names
OTHER_AREA_BOTTOM = 388.0
STOCK_FRAME = QRectF(STOCK_X - 10, CENTRE_Y - 10, CARD_W + 20, CARD_H + 20)
RED3_SCALE = 0.7


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
    # (side, card): the engine keeps red 3s per side (docs/rules.md §3.4 step 3: "the side's
    # red-3 area"), not per player, so each lies in its side's area.
    red3s: list[tuple[int, int]] = field(default_factory=list)
    current: int | None = None
    pile_state: str = ""  # "", "frozen", "blocked"
    pile_state_text: str = ""  # the badge's words, translated
    meld_hint: str = ""  # shown in the person's empty meld area
    plates: list[PlateView] = field(default_factory=list)  # per side, from the summary


@dataclass
class MeldArea:
    """One side's meld area, the card scale used in it, and its red-3 area at one end."""

    rect: QRectF
    scale: float
    red3_end: str  # "left" or "right": the end nearer one of the side's seats
    red3_low: bool = True  # the red 3s hang from the area's bottom (else from its top)
    plate_w: float = 0.0  # the side's plate shares the red-3 end: above the red 3s, or below

    @property
    def end_width(self) -> float:
        """The strip at the red-3 end kept for the red 3s and the plate."""
        return max(self.red3_width, self.plate_w + 16 if self.plate_w else 0.0)

    @property
    def plate_rect(self) -> QRectF:
        """Where the side's plate lies: at the red-3 end, away from the red 3s' edge."""
        r = self.rect
        x = r.left() + 8 if self.red3_end == "left" else r.right() - 8 - self.plate_w
        y = r.top() + 8 if self.red3_low else r.bottom() - 8 - PLATE_H
        return QRectF(x, y, self.plate_w, PLATE_H)

    @property
    def red3_room(self) -> QRectF:
        """The part of the area's height the red 3s may take: what the plate leaves."""
        r = QRectF(self.rect)
        if self.plate_w:
            if self.red3_low:
                r.setTop(r.top() + PLATE_H + 8)
            else:
                r.setBottom(r.bottom() - PLATE_H - 8)
        return r

    @property
    def red3_scale(self) -> float:
        return min(self.scale, RED3_SCALE)

    @property
    def red3_width(self) -> float:
        """The strip kept for red 3s, so melds never grow under them."""
        return CARD_W * self.red3_scale + 16

    @property
    def meld_rect(self) -> QRectF:
        r = QRectF(self.rect)
        if self.red3_end == "left":
            r.setLeft(r.left() + self.end_width)
        else:
            r.setRight(r.right() - self.end_width)
        return r


def seat_places(players: int) -> list[str]:
    """Places of the seats in turn order from the bottom seat (play passes to the left)."""
    return {
        2: ["bottom", "top"],
        3: ["bottom", "left", "right"],
        4: ["bottom", "left", "top", "right"],
        6: ["bottom", "left", "topleft", "top", "topright", "right"],
    }[players]


def top_slots(players: int) -> dict[str, tuple[float, float]]:
    """The top edge's seats: centre and width of the stretch each one's hand and name own."""
    if players == 6:
        third = TABLE_W / 3
        return {p: (third * (i + 0.5), third) for i, p in enumerate(("topleft", "top", "topright"))}
    if players in (2, 4):
        return {"top": (TABLE_W / 2, AREA_W)}
    return {}


def meld_areas(view: TableView) -> dict[int, MeldArea]:
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
    # Without a seat along the top edge the other areas may use the top band too.
    top = OTHER_AREA_TOP if top_slots(view.players) else 2 * EDGE
    height = OTHER_AREA_BOTTOM - top
    # Each side's red 3s go to the end of its area next to one of its seats: the bottom
    # side's next to the bottom hand, another side's next to its seat down the right or
    # left edge (the fan starts just below the areas), or under its seat at the top.
    places = seat_places(view.players)
    sides_at = {
        place: view.side_of[(view.bottom + k) % view.players] for k, place in enumerate(places)
    }
    areas = {own: MeldArea(QRectF(OWN_AREA), 1.0, "right")}
    if len(others) == 1:
        side = others[0]
        end = "right" if sides_at.get("right") == side else "left"
        low = side in (sides_at.get("right"), sides_at.get("left"))
        rect = QRectF(AREA_LEFT, top, AREA_W, height)
        areas[side] = MeldArea(rect, 0.75, end if low else "right", low)
    else:
        half = (AREA_W - 20) / 2
        for i, side in enumerate(others):
            # The first other side sits to the left (turn order), the second to the right.
            rect = QRectF(AREA_LEFT + i * (half + 20), top, half, height)
            areas[side] = MeldArea(rect, 0.62, "left" if i == 0 else "right")
    if view.plates:
        for area in areas.values():
            area.plate_w = min(PLATE_W, area.rect.width() * 0.4)
    return areas


def table_layout(view: TableView) -> Layout:
    cards: list[Placement] = []
    zones: list[ZoneSpec] = []
    labels: list[LabelSpec] = []
    areas = meld_areas(view)
    place_hand(view, cards, zones)
    spots = place_seats(view, cards, labels)
    place_centre(view, cards, zones, labels)
    place_melds(view, areas, cards, zones)
    place_red3s(view, areas, cards)
    return Layout(cards, zones, labels, side_plates(view, areas), turn_spec(view, spots, cards))


def side_plates(view: TableView, areas: dict[int, MeldArea]) -> list[PlateSpec]:
    """Each side's plate at the red-3 end of its meld area, the side to play's lit."""
    lit = view.side_of[view.current] if view.current is not None else None
    return [
        PlateSpec(f"plate{p.side}", areas[p.side].plate_rect, p, p.side == lit)
        for p in view.plates
        if p.side in areas
    ]


def turn_spec(
    view: TableView, spots: dict[int, SeatSpot], cards: list[Placement]
) -> TurnSpec | None:
    """The seat to play for the turn marker: its name, its cards and the others' names."""
    seat = view.current
    if seat is None or seat not in spots:
        return None
    spot = spots[seat]
    if spot.place == "bottom":
        # The hand's cards as laid out, and the height a selected card rises to.
        hand = QRectF()
        for p in cards:
            if p.zone == ("hand",):
                hand = hand.united(QRectF(p.pos.x(), p.pos.y() - LIFT, CARD_W, CARD_H + LIFT))
        rect, point = hand, "down"
    else:
        rect = QRectF(spot.fan)
        point = "left" if spot.place == "left" else "right"
    others = [spots[s].name.key for s in spots if s != seat]
    return TurnSpec(seat, spot.name.key, rect, point, others)


def _hand_step(n: int, left: float = HAND_LEFT, right: float = HAND_RIGHT) -> float:
    return min(CARD_W * 0.78, (right - left - CARD_W) / max(1, n - 1)) if n > 1 else 0.0


def _hand_x0(n: int, left: float = HAND_LEFT, right: float = HAND_RIGHT) -> float:
    """The hand's left end: centred on the table when the name beside it leaves room.

    It never passes ``right``: a game may keep the hand's right end for something else.
    """
    span = CARD_W + _hand_step(n, left, right) * (n - 1) if n else 0.0
    return max(left, min((TABLE_W - span) / 2, right - span))


def place_hand(
    view: TableView,
    cards: list[Placement],
    zones: list[ZoneSpec],
    left: float = HAND_LEFT,
    right: float = HAND_RIGHT,
) -> None:
    """The bottom seat's hand between ``left`` and ``right``, and its zone."""
    n = len(view.hand)
    width = right - left
    step, x0 = _hand_step(n, left, right), _hand_x0(n, left, right)
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
    zones.append(
        ZoneSpec(
            ("hand",),
            QRectF(left - 10, HAND_Y - 30, width + 20, CARD_H + 40),
            outline=False,
        )
    )


def _fan(seat: int, shown: int, origin: QPointF, sideways: bool) -> list[Placement]:
    """A seat's face-down hand: ``shown`` backs from ``origin``, down the side or along the top."""
    step = min(16.0, 200 / max(1, shown))
    out = []
    for i in range(shown):
        if sideways:
            # Turned a quarter about the card's corner: shift so it starts at ``origin``.
            pos = QPointF(origin.x() + FAN_H, origin.y() + i * step)
            rotation = 90.0
        else:
            pos = QPointF(origin.x() + i * step, origin.y())
            rotation = 0.0
        out.append(
            Placement(-1, ("seat", seat), i, pos, OTHER_SCALE, rotation, False, 50 + i, owner=seat)
        )
    return out


def _fan_length(shown: int) -> float:
    step = min(16.0, 200 / max(1, shown))
    return FAN_W + step * max(0, shown - 1)


@dataclass
class SeatSpot:
    """Where one seat's things went: its place, its fan of backs and its name's label."""

    place: str  # as ``seat_places`` names it
    fan: QRectF  # the face-down hand's cards (empty for the bottom seat)
    name: LabelSpec


def place_seats(
    view: TableView,
    cards: list[Placement],
    labels: list[LabelSpec],
    hand_left: float = HAND_LEFT,
    hand_right: float = HAND_RIGHT,
) -> dict[int, SeatSpot]:
    """Every seat's name, and the other seats' face-down hands with their counts.

    ``hand_left`` and ``hand_right`` are the bottom hand's bounds (as ``place_hand`` got
    them): the bottom seat's name takes the room left of the hand.
    """
    places = seat_places(view.players)
    slots = top_slots(view.players)
    spots: dict[int, SeatSpot] = {}
    for k, place in enumerate(places):
        seat = (view.bottom + k) % view.players
        count = view.hand_sizes[seat]
        name = view.names[seat]
        badge = "turn" if seat == view.current else ""
        size = TURN_TEXT if badge else SEAT_TEXT
        if place == "bottom":
            # Left of the hand, as wide as the hand leaves room for (at least the room left
            # of ``hand_left``).
            width = _hand_x0(len(view.hand), hand_left, hand_right) - 16 - EDGE
            label = LabelSpec(
                f"seat{seat}",
                name,
                QPointF(EDGE, HAND_Y + CARD_H / 2 - 20),
                TURN_TEXT if badge else OWN_TEXT,
                badge,
                width=width,
            )
            labels.append(label)
            spots[seat] = SeatSpot(place, QRectF(), label)
            continue
        shown = min(count, FAN_SHOWN)
        length = _fan_length(shown)
        if place in ("left", "right"):
            # Down the side, level with the stock and pile; the name beside the top of the
            # fan, on the table's side of it, in the middle row that only the pile shares.
            x = EDGE if place == "left" else TABLE_W - EDGE - FAN_H
            cards.extend(_fan(seat, shown, QPointF(x, CENTRE_Y), sideways=True))
            fan = QRectF(x, CENTRE_Y, FAN_H, length)
            count_at = QPointF(x + FAN_H / 2, CENTRE_Y + length - 40)
            if place == "left":
                name_at, align = QPointF(x + FAN_H + 10, CENTRE_Y), "left"
                width = STOCK_FRAME.left() - 10 - name_at.x()
            else:
                name_at, align = QPointF(x - 10, CENTRE_Y), "right"
                width = name_at.x() - (PILE_X + CARD_W + 40)
        else:
            # Along the top edge: the fan centred in the seat's stretch, the name under it.
            cx, slot = slots[place]
            x0 = cx - length / 2
            cards.extend(_fan(seat, shown, QPointF(x0, TOP_FAN_Y), sideways=False))
            fan = QRectF(x0, TOP_FAN_Y, length, FAN_H)
            count_at = QPointF(x0 + length - FAN_W / 2, TOP_FAN_Y + FAN_H - 38)
            name_at, align, width = QPointF(cx, TOP_FAN_Y + FAN_H + 2), "centre", slot - 20
        label = LabelSpec(f"seat{seat}", name, name_at, size, badge, 0.0, align, width)
        labels.append(label)
        labels.append(
            LabelSpec(f"count{seat}", str(count), count_at, COUNT_TEXT, "count", 0.0, "centre")
        )
        spots[seat] = SeatSpot(place, fan, label)
    return spots


def pile_frame(view: TableView) -> QRectF:
    """The pile's zone: the usual card frame, grown to hold the freezing card turned under it."""
    frame = QRectF(PILE_X - 30, CENTRE_Y - 10, CARD_W + 60, CARD_H + 20)
    if _turned(view):
        turned = QRectF(_turned_pos().x() - CARD_H, _turned_pos().y(), CARD_H, CARD_W)
        frame = frame.united(turned.adjusted(-10, -10, 10, 10))
    return frame


def _turned(view: TableView) -> bool:
    n = len(view.pile)
    return 0 <= view.freeze_index < n - 1


def _turned_pos() -> QPointF:
    # Turned a quarter under the pile's top card, its ends showing on both sides and its
    # lower edge below the top card, so the freezing card can be read (§3.9.2).
    return QPointF(PILE_X + CARD_W / 2 + CARD_H / 2, CENTRE_Y + CARD_H - CARD_W + 30)


def place_centre(
    view: TableView,
    cards: list[Placement],
    zones: list[ZoneSpec],
    labels: list[LabelSpec],
    state_y: float = CENTRE_Y + 70,
) -> None:
    """The stock and the pile with their counts, and the pile's state at ``state_y``."""
    # The stock: a short stack of backs, its count on a badge.
    if view.stock:
        for i in range(min(3, view.stock)):
            cards.append(
                Placement(-1, ("stock",), i, QPointF(STOCK_X - i * 2, CENTRE_Y - i * 2), z=10 + i)
            )
    else:
        cards.append(Placement(-2, ("stock",), 0, QPointF(STOCK_X, CENTRE_Y), z=1))
    zones.append(ZoneSpec(("stock",), QRectF(STOCK_FRAME)))
    labels.append(
        LabelSpec(
            "stock",
            str(view.stock),
            QPointF(STOCK_X + CARD_W / 2, CENTRE_Y + CARD_H - 38),
            COUNT_TEXT,
            "count",
            align="centre",
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
        hidden = False
        if i == view.freeze_index and _turned(view):
            pos, rotation = _turned_pos(), 90.0
        elif i < n - 4:
            pos = QPointF(PILE_X - 9, CENTRE_Y)  # deep cards hide under the visible ones
            # Only the topmost of them shows an edge; painting the rest (a Hand and Foot
            # pile holds dozens) cost a drag frame milliseconds for nothing.
            hidden = i < n - 5
        cards.append(Placement(card, ("pile",), i, pos, 1.0, rotation, True, z, hidden=hidden))
    frame = pile_frame(view)
    zones.append(ZoneSpec(("pile",), frame))
    labels.append(
        LabelSpec(
            "pilecount",
            str(n),
            QPointF(PILE_X - 14, CENTRE_Y + CARD_H - 38),
            COUNT_TEXT,
            "count" if n else "",
            align="centre",
        )
    )
    if view.pile_state:
        # Right of the pile, below the right-hand seat's name (and what a game puts under
        # it: ``state_y``) that shares this row.
        left = frame.right() + 10
        labels.append(
            LabelSpec(
                "pilestate",
                view.pile_state_text or view.pile_state,
                QPointF(left, state_y),
                STATE_TEXT,
                view.pile_state,
                width=AREA_LEFT + AREA_W - left,
            )
        )


@dataclass
class MeldColumn:
    """One column of a meld area: a meld on the table (with any lay-offs staged onto it) or
    a staged new meld."""

    zone: tuple  # ("meld", side, rank) or ("staged", i)
    cards: tuple[int, ...]
    canasta: str | None  # "natural" or "mixed" once it is a finished canasta
    staged: int  # how many of ``cards`` (at the end) are staged, not yet on the table


def meld_columns(view: TableView, sides) -> dict[int, list[MeldColumn]]:
    """Each side's columns in order: its melds, then (the bottom seat's side) staged melds."""
    own = view.side_of[view.bottom]
    columns: dict[int, list[MeldColumn]] = {s: [] for s in sides}
    for side, rank, mcards, canasta in view.melds:
        extra = view.staged_layoffs.get(rank, ()) if side == own else ()
        columns[side].append(MeldColumn(("meld", side, rank), mcards + extra, canasta, len(extra)))
    for i, staged in enumerate(view.staged):
        columns[own].append(MeldColumn(("staged", i), staged, None, len(staged)))
    return columns


def place_melds(
    view: TableView, areas: dict[int, MeldArea], cards: list[Placement], zones: list[ZoneSpec]
) -> None:
    own = view.side_of[view.bottom]
    columns = meld_columns(view, areas)
    for side, area in areas.items():
        cols = columns[side]
        label = view.meld_hint if side == own and not cols else ""
        zones.append(ZoneSpec(("melds", side), area.rect, label=label, outline=side == own))
        place_columns(cols, area.meld_rect, area.scale, cards, zones)


def place_columns(
    cols: list[MeldColumn],
    room: QRectF,
    scale: float,
    cards: list[Placement],
    zones: list[ZoneSpec],
) -> None:
    """Meld columns side by side from ``room``'s left, closing up when they are many."""
    if not cols:
        return
    w, h = CARD_W * scale, CARD_H * scale
    step_x = min(w * 1.06, (room.width() - 16 - w) / max(1, len(cols) - 1))
    for c, col in enumerate(cols):
        zone, mcards = col.zone, col.cards
        x = room.left() + 8 + c * step_x
        top = room.top() + 8
        rect = QRectF(x - 4, top - 4, w + 8, room.height() - 8)
        zones.append(
            ZoneSpec(zone, rect, outline=False, dashed=zone[0] == "staged" or col.staged > 0)
        )
        if col.canasta and col.staged == 0:
            # A finished canasta collapses to one card: red on top for natural, black
            # for mixed (the seeds' convention), its size on a badge.
            top_card = collapsed_top(mcards, col.canasta)
            cards.append(
                Placement(top_card, zone, 0, QPointF(x, top), scale, z=200, badge=str(len(mcards)))
            )
            continue
        n = len(mcards)
        dy = min(h * 0.22, (room.height() - 16 - h) / max(1, n - 1)) if n > 1 else 0
        for j, card in enumerate(mcards):
            cards.append(Placement(card, zone, j, QPointF(x, top + j * dy), scale, z=200 + j))


def collapsed_top(cards: tuple[int, ...], kind: str) -> int:
    """The card shown on a finished canasta or book: red for a natural (clean) one, black for
    a mixed (dirty) one, a joker for a wild book (docs/rules.md §3.7.7, §4.6.5)."""
    if kind == WILD:
        return JOKER
    natural = kind in ("natural", CLEAN)
    red = [c for c in cards if c < 52 and (c & 3) in (1, 2)]
    black = [c for c in cards if c < 52 and (c & 3) in (0, 3) and c >> 2 != 0]
    if natural and red:
        return red[0]
    if not natural and black:
        return black[0]
    # No card of the colour in the meld: the convention asks for the colour, so use the
    # meld rank's card of that colour (hearts for natural, spades for mixed).
    rank = next((c >> 2 for c in cards if c < 52 and c >> 2 != 0), 12)
    return rank * 4 + (2 if natural else 3)


def place_red3s(view: TableView, areas: dict[int, MeldArea], cards: list[Placement]) -> None:
    """Each side's red 3s in its red-3 area: the end of its meld area nearer its seats.

    The engine records red 3s per side (docs/rules.md §3.4 step 3, §3.6, §3.10.4), as the
    rules do, so they lie with the side's melds, at the end next to one of its seats (see
    ``meld_areas``), in a strip the melds never grow into.
    """
    by_side: dict[int, list[int]] = {}
    for side, card in view.red3s:
        by_side.setdefault(side, []).append(card)
    for side, red in by_side.items():
        area = areas[side]
        scale = area.red3_scale
        w, h = CARD_W * scale, CARD_H * scale
        rect = area.red3_room
        x = rect.left() + 8 if area.red3_end == "left" else rect.right() - 8 - w
        n = len(red)
        dy = min(h * 0.3, (rect.height() - 16 - h) / max(1, n - 1))
        span = h + dy * (n - 1)
        y0 = rect.bottom() - 8 - span if area.red3_low else rect.top() + 8
        for i, card in enumerate(red):
            cards.append(
                Placement(card, ("red3", side), i, QPointF(x, y0 + i * dy), scale, z=30 + i)
            )
