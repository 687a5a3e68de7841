"""Where everything sits on a Cassino table, in card units (docs/rules.md §5.3-§5.9).

``cassino_layout`` turns one :class:`CassinoView` (plain data the controller fills from the
observation, every text already translated) into placements, drop zones and labels. It
draws nothing and knows no rule; the scene applies the result. The table is
``TABLE_W`` × ``TABLE_H`` scene units.

The table is cut into bands so nothing meets:

- the top band: the stock with the round's deal ("Deal 3 of 6") and the "Last deal" flag
  in the top left corner (§5.3: everyone is told), and the seat across the table (2 and 4
  players) with its side's captured pile beside it;
- a column down each side (3 and 4 players) for the seat there: its name, its hand's
  backs with their count and its side's captured pile;
- the felt in the middle, framed as the table a card is trailed onto (§5.8): the builds
  in the first rows, each a small fan under its value and owner (§5.5), then the loose
  cards, every unit in a place of its own so each can be read, clicked and dropped on;
  the free felt below them carries the trail hint and what the last play did ("Bo sweeps
  the table!");
- the bottom band: the person's name, their hand and their side's captured pile.

A captured pile lies face down with its count (§5.6.4); each sweep's capturing card lies
face up across it, on top, each one a little lower so every index shows (§5.9). The
felt's cards shrink step by step, never below ``SCALES[-1]``, until every unit fits above
a free stretch of felt at least ``MIN_TRAIL`` tall.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from canasta_gui.app.scene.items import CARD_H, CARD_W
from canasta_gui.app.scene.placements import (
    EDGE,
    LIFT,
    TABLE_H,
    TABLE_W,
    LabelSpec,
    Layout,
    Placement,
    ZoneSpec,
)
from canasta_gui.app.scene.side_plate import PLATE_W, PlateSpec, PlateView, plate_height
from canasta_gui.app.scene.turn_marker import TurnSpec

HAND_Y = 978.0  # top of the bottom hand (a selected card rises LIFT above it)
HAND_STEP = CARD_W + 16  # four cards at most: they lie side by side, never overlapping
BACK_SCALE = 0.55  # other seats' hands, the stock
BACK_W, BACK_H = CARD_W * BACK_SCALE, CARD_H * BACK_SCALE
BACK_STEP = 30.0
PILE_SCALE = 0.6  # other sides' captured piles
OWN_PILE_SCALE = 0.75
TOP_Y = 8.0
OWN_PILE_Y = HAND_Y - 16  # the person's captured pile, beside the hand
SWEEP_TOP = 0.3  # the first sweep card lies this share of the pile's height below its top
SWEEP_STEP = 0.42  # each next one this share of a card's width lower: its index shows
SWEEP_MIN_STEP = 10.0
FELT_TOP = 150.0  # below the top band
FELT_BOTTOM = 938.0  # above a lifted hand card
SIDE_W = 196.0  # the left and right seats' columns
TOP_NAME_W = 440.0  # the top seat's name, centred under its fan
FELT_SIDE = EDGE + SIDE_W + 12  # the felt's edge when a seat sits at that side
FELT_MARGIN = 40.0  # the felt's edge without one
SIDE_NAME_Y = 160.0
SIDE_FAN_Y = 196.0
SIDE_PILE_Y = 296.0
SCALES = (1.0, 0.9, 0.8, 0.72, 0.64, 0.56, 0.5, 0.45)  # the felt's card scales, largest first
GAP_X = 16.0  # between units on the felt
GAP_Y = 18.0
FAN = 0.3  # a build's cards step by this share of a card's width: each index shows
BUILD_MIN_W = 220.0  # room for a build's title, however few its cards
TITLE_TEXT = 22
OWNER_TEXT = 19
LABEL_H = 52.0  # a build's title and owner, above its cards
MIN_TRAIL = 170.0  # the free felt under the units is at least this tall: room to aim a
# trail at and for the hint and "Sweep!" lines
TRAIL_GAP = 40.0  # between the lowest units and that free felt
# The height each pile may take with its sweeps: the bottom band's foot, the top band's.
PILE_ROOM_H = {
    "bottom": TABLE_H - EDGE - OWN_PILE_Y,
    "top": FELT_TOP - 10 - TOP_Y,
    "left": 220.0,
    "right": 220.0,
}
NAME_TEXT = 24
TURN_TEXT = 28  # the name of the seat to play, larger
HINT_TEXT = 24  # the trail hint, written on the free felt
FLASH_TEXT = 24  # "Sweep!": what the last play did, for one picture
HINT_LINE = 44.0
COUNT_TEXT = 20
CAPTION_TEXT = 19
DEAL_TEXT = 24


@dataclass
class BuildView:
    """One build as shown: its cards in the order placed and two lines of words above it."""

    cards: tuple[int, ...]
    title: str  # "Build of 9", "Multiple build of 9"
    owner: str  # the owner's name (§5.5: the owner is a player)


@dataclass
class PileView:
    """One side's captured pile: how many cards, the sweep cards and its caption."""

    count: int
    sweeps: tuple[int, ...] = ()  # each sweep's capturing card, kept face up (§5.9)
    caption: str = ""  # "12 captured"
    sweep_text: str = ""  # "Sweeps: 2", or "" without one
    title: str = ""  # a partnership's names ("Ann & Cy"), or "" where everyone plays alone


@dataclass
class CassinoView:
    """The data one picture of a Cassino table needs (filled by the controller)."""

    players: int
    bottom: int
    side_of: tuple[int, ...]
    names: list[str]  # per seat, as shown ("Aiko (thinking…)")
    hand: list[int]  # the bottom seat's cards in display order (-1 when face down)
    hand_sizes: tuple[int, ...]
    loose: list[int] = field(default_factory=list)  # in the order they came to the table
    builds: list[BuildView] = field(default_factory=list)
    piles: list[PileView] = field(default_factory=list)  # per side
    stock: int = 0
    current: int | None = None
    deal_text: str = ""  # "Round 2 · deal 3 of 6"
    last_deal_text: str = ""  # "Last deal", or "" before it
    trail_hint: str = ""  # written on the free felt under the cards, or ""
    mover: int = -1  # the seat whose play the picture follows: new table cards come from it
    flash: str = ""  # what the last play did, shown on the felt: "Bo sweeps the table!"
    plates: list[PlateView] = field(default_factory=list)  # per side, from the summary


def seat_places(players: int) -> list[str]:
    """Places of the seats in turn order from the bottom seat (play goes clockwise, §5.3)."""
    return {2: ["bottom", "top"], 3: ["bottom", "left", "right"]}.get(
        players, ["bottom", "left", "top", "right"]
    )


def felt_rect(players: int) -> QRectF:
    """The felt in the middle: the table a card is trailed onto, its cards at the top."""
    places = seat_places(players)
    left = FELT_SIDE if "left" in places else FELT_MARGIN
    right = TABLE_W - (FELT_SIDE if "right" in places else FELT_MARGIN)
    return QRectF(left, FELT_TOP, right - left, FELT_BOTTOM - FELT_TOP)


def cassino_layout(view: CassinoView) -> Layout:
    cards: list[Placement] = []
    zones: list[ZoneSpec] = []
    labels: list[LabelSpec] = []
    x0 = _hand(view, cards, zones)
    seats = _seats(view, x0, cards, labels)
    _piles(view, cards, zones, labels)
    _stock(view, cards, labels)
    _felt(view, cards, zones, labels)
    return Layout(cards, zones, labels, _plates(view), _turn(view, seats, cards))


# -- the bottom hand ---------------------------------------------------------------------------


def _hand_x0(n: int) -> float:
    span = CARD_W + HAND_STEP * (n - 1) if n else 0.0
    return (TABLE_W - span) / 2


def _hand(view: CassinoView, cards: list[Placement], zones: list[ZoneSpec]) -> float:
    x0 = _hand_x0(len(view.hand))
    for i, card in enumerate(view.hand):
        pos = QPointF(x0 + i * HAND_STEP, HAND_Y)
        cards.append(
            Placement(card, ("hand",), i, pos, face_up=card >= 0, z=100 + i, owner=view.bottom)
        )
    # The whole band between the name and the pile: a rubber band starts here, never a drop.
    left = _hand_x0(4) - 40
    zones.append(
        ZoneSpec(
            ("hand",),
            QRectF(left, HAND_Y - 30, TABLE_W - 2 * left, CARD_H + 40),
            outline=False,
        )
    )
    return x0


# -- the other seats ---------------------------------------------------------------------------


def _backs(seat: int, count: int, x: float, y: float) -> list[Placement]:
    return [
        Placement(
            -1,
            ("seat", seat),
            i,
            QPointF(x + i * BACK_STEP, y),
            BACK_SCALE,
            face_up=False,
            z=50 + i,
            owner=seat,
        )
        for i in range(count)
    ]


def _fan_length(count: int) -> float:
    return BACK_W + BACK_STEP * max(0, count - 1) if count else BACK_W


def _seats(
    view: CassinoView, hand_x0: float, cards: list[Placement], labels: list
) -> dict[int, tuple[str, QRectF]]:
    """Every seat's name and the other seats' backs; returns each seat's place and backs."""
    out: dict[int, tuple[str, QRectF]] = {}
    for k, place in enumerate(seat_places(view.players)):
        seat = (view.bottom + k) % view.players
        name = view.names[seat]
        badge = "turn" if seat == view.current else ""
        size = TURN_TEXT if badge else NAME_TEXT
        count = view.hand_sizes[seat]
        if place == "bottom":
            # Left of the hand, as wide as the hand leaves room for.
            width = _hand_x0(4) - 60 - EDGE
            at = QPointF(EDGE, HAND_Y + CARD_H / 2 - 20)
            labels.append(LabelSpec(f"seat{seat}", name, at, size, badge, width=width))
            out[seat] = (place, QRectF())
            continue
        length = _fan_length(count)
        if place == "top":
            x = TABLE_W / 2 - length / 2
            y = TOP_Y
            name_at, align, width = QPointF(TABLE_W / 2, y + BACK_H + 2), "centre", TOP_NAME_W
        else:
            x = EDGE if place == "left" else TABLE_W - EDGE - length
            y = SIDE_FAN_Y
            if place == "left":
                name_at, align = QPointF(EDGE, SIDE_NAME_Y), "left"
            else:
                name_at, align = QPointF(TABLE_W - EDGE, SIDE_NAME_Y), "right"
            width = SIDE_W
        cards.extend(_backs(seat, count, x, y))
        out[seat] = (place, QRectF(x, y, length, BACK_H) if count else QRectF())
        labels.append(LabelSpec(f"seat{seat}", name, name_at, size, badge, 0.0, align, width))
        if count:
            count_at = QPointF(x + length - BACK_W / 2, y + BACK_H - 34)
            labels.append(
                LabelSpec(f"count{seat}", str(count), count_at, COUNT_TEXT, "count", align="centre")
            )
    return out


def _turn(
    view: CassinoView, seats: dict[int, tuple[str, QRectF]], cards: list[Placement]
) -> TurnSpec | None:
    """The seat to play for the turn marker: its name, its cards and the others' names."""
    seat = view.current
    if seat is None or seat not in seats:
        return None
    place, rect = seats[seat]
    if place == "bottom":
        rect = QRectF()
        for p in cards:
            if p.zone == ("hand",):
                rect = rect.united(QRectF(p.pos.x(), p.pos.y() - LIFT, CARD_W, CARD_H + LIFT))
        point = "down"
    else:
        point = "left" if place == "left" else "right"
    others = [f"seat{s}" for s in seats if s != seat]
    return TurnSpec(seat, f"seat{seat}", rect, point, others)


def plate_rect(view: CassinoView, place: str, plate: PlateView) -> QRectF:
    """Where a side's plate lies: beside its captured pile at the bottom and the top, under
    it in a side column (where its captions would be)."""
    side = plate.side
    sweeps = len(view.piles[side].sweeps) if side < len(view.piles) else 0
    room = pile_rect(place, sweeps)
    h = plate_height(plate)
    if place == "bottom":
        hand_right = _hand_x0(4) + HAND_STEP * 3 + CARD_W
        w = min(PLATE_W, room.left() - 10 - hand_right - 20)
        return QRectF(room.left() - 10 - w, HAND_Y, w, h)
    if place == "top":
        w = min(PLATE_W, TABLE_W - EDGE - room.right() - 10)
        return QRectF(room.right() + 10, TOP_Y, w, h)
    x = EDGE if place == "left" else TABLE_W - EDGE - SIDE_W
    return QRectF(x, room.bottom() + 10, SIDE_W, h)


def _plates(view: CassinoView) -> list[PlateSpec]:
    """Each side's plate by its captured pile, the side to play's lit."""
    places = pile_places(view)
    lit = view.side_of[view.current] if view.current is not None else None
    return [
        PlateSpec(f"plate{p.side}", plate_rect(view, places[p.side], p), p, p.side == lit)
        for p in view.plates
        if p.side in places
    ]


# -- captured piles ----------------------------------------------------------------------------


def pile_places(view: CassinoView) -> dict[int, str]:
    """Where each side's captured pile lies: the person's side at the bottom, every other
    side beside its first seat in turn order (partners share one pile, §5.6.4)."""
    out: dict[int, str] = {}
    for k, place in enumerate(seat_places(view.players)):
        side = view.side_of[(view.bottom + k) % view.players]
        out.setdefault(side, place)
    return out


def pile_rect(place: str, sweeps: int = 0) -> QRectF:
    """The room one pile takes, the sweep cards turned across it included."""
    scale = OWN_PILE_SCALE if place == "bottom" else PILE_SCALE
    h = CARD_H * scale
    if place == "bottom":
        room = QRectF(TABLE_W - EDGE - h, OWN_PILE_Y, h, h)
    elif place == "top":
        # Right of the top seat's name, which is centred under its fan: clear of both
        # however many cards the seat holds.
        room = QRectF(TABLE_W / 2 + TOP_NAME_W / 2 + 10, TOP_Y, h, h)
    elif place == "left":
        room = QRectF(EDGE, SIDE_PILE_Y, h, h)
    else:
        room = QRectF(TABLE_W - EDGE - h, SIDE_PILE_Y, h, h)
    if sweeps:
        top, step = _sweep_steps(place, sweeps)
        room.setHeight(max(h, top + CARD_W * scale + step * (sweeps - 1)))
    return room


def _sweep_steps(place: str, n: int) -> tuple[float, float]:
    """Where the first sweep card lies below the pile's top, and how much lower each next
    one lies: each shows its index, within the height the pile may take."""
    scale = OWN_PILE_SCALE if place == "bottom" else PILE_SCALE
    w, h = CARD_W * scale, CARD_H * scale
    top = h * SWEEP_TOP
    step = w * SWEEP_STEP
    if n > 1:
        step = max(SWEEP_MIN_STEP, min(step, (PILE_ROOM_H[place] - top - w) / (n - 1)))
    return top, step


def _piles(
    view: CassinoView, cards: list[Placement], zones: list[ZoneSpec], labels: list[LabelSpec]
) -> None:
    for side, place in pile_places(view).items():
        if side >= len(view.piles):
            continue
        pile = view.piles[side]
        n = len(pile.sweeps)
        room = pile_rect(place, n)
        scale = OWN_PILE_SCALE if place == "bottom" else PILE_SCALE
        w, h = CARD_W * scale, CARD_H * scale
        x, y = room.left() + (room.width() - w) / 2, room.top()
        zone = ("captured", side)
        if pile.count:
            # A few backs, their edges showing, say "a pile"; the badge says how many.
            for i in range(min(3, 1 + pile.count // 10)):
                pos = QPointF(x + i * 2, y - i * 2)
                cards.append(Placement(-1, zone, i, pos, scale, face_up=False, z=20 + i))
        else:
            cards.append(Placement(-2, zone, 0, QPointF(x, y), scale, z=20))
        top, step = _sweep_steps(place, n) if n else (0.0, 0.0)
        for i, card in enumerate(pile.sweeps):
            # Face up and turned a quarter across the pile, on top of it, as a sweep is
            # marked at a real table (§5.9): the pile's top still shows above the first,
            # and each next one lies lower, so every sweep's index can be read. Turned
            # about its top left corner, the card covers the width h left of its position.
            pos = QPointF(x + w / 2 + h / 2, y + top + i * step)
            cards.append(Placement(card, zone, 10 + i, pos, scale, 90.0, True, 30 + i))
        zones.append(ZoneSpec(zone, QRectF(room), outline=False))
        # The count on the pile: at its foot, or at its top when sweeps lie across it.
        count_at = QPointF(x + w / 2, y + 2 if n else y + h - 34)
        labels.append(
            LabelSpec(
                f"pile{side}",
                str(pile.count),
                count_at,
                COUNT_TEXT,
                "count" if pile.count else "",
                align="centre",
            )
        )
        # The side's plate says what the captions would (its name, cards and sweeps).
        lines = [t for t in (pile.title, pile.caption, pile.sweep_text) if t and not view.plates]
        for k, text in enumerate(lines):
            labels.append(_caption(f"pilecap{side}.{k}", text, place, room, k))


def _caption(key: str, text: str, place: str, room: QRectF, line: int) -> LabelSpec:
    """A pile's caption: beside it at the bottom and the top, under it in a side column."""
    if place == "bottom":
        hand_right = _hand_x0(4) + HAND_STEP * 3 + CARD_W
        at = QPointF(room.left() - 10, room.top() + 8 + line * 26)
        return LabelSpec(key, text, at, CAPTION_TEXT, "", 0.0, "right", at.x() - hand_right - 20)
    if place == "top":
        at = QPointF(room.right() + 10, room.top() + 8 + line * 26)
        return LabelSpec(key, text, at, CAPTION_TEXT, "", 0.0, "left", TABLE_W - EDGE - at.x())
    y = room.bottom() + 6 + line * 26
    if place == "left":
        return LabelSpec(key, text, QPointF(EDGE, y), CAPTION_TEXT, "", 0.0, "left", SIDE_W)
    return LabelSpec(key, text, QPointF(TABLE_W - EDGE, y), CAPTION_TEXT, "", 0.0, "right", SIDE_W)


# -- the stock and the deal ------------------------------------------------------------------


def _stock(view: CassinoView, cards: list[Placement], labels: list[LabelSpec]) -> None:
    x, y = EDGE + 4, TOP_Y + 4
    if view.stock:
        for i in range(min(3, 1 + view.stock // 12)):
            pos = QPointF(x + i * 2, y - i * 2 + 4)
            cards.append(Placement(-1, ("deck",), i, pos, BACK_SCALE, face_up=False, z=10 + i))
    else:
        cards.append(Placement(-2, ("deck",), 0, QPointF(x, y + 4), BACK_SCALE, z=10))
    labels.append(
        LabelSpec(
            "stock",
            str(view.stock),
            QPointF(x + BACK_W / 2, y + BACK_H - 30),
            COUNT_TEXT,
            "count",
            align="centre",
        )
    )
    left = x + BACK_W + 18
    # Up to the top seat's name (2 and 4 players), else up to the middle of the table.
    width = TABLE_W / 2 - 240 - left
    labels.append(LabelSpec("deal", view.deal_text, QPointF(left, y), DEAL_TEXT, width=width))
    if view.last_deal_text:
        labels.append(
            LabelSpec(
                "lastdeal",
                view.last_deal_text,
                QPointF(left, y + 38),
                DEAL_TEXT,
                "turn",
                width=width,
            )
        )


# -- the felt: builds, loose cards and the free felt under them -------------------------------


@dataclass
class _Fit:
    scale: float
    build_rows: list[list[int]]  # build indexes per row
    per_row: int  # loose cards per row
    height: float


def _build_width(n: int, scale: float, room: float) -> tuple[float, float]:
    """A build's fan width and card step at ``scale``, squeezed to ``room`` if need be."""
    w = CARD_W * scale
    step = w * FAN
    if n > 1 and w + step * (n - 1) > room:
        step = (room - w) / (n - 1)
    return w + step * (n - 1), step


def _slot_width(n: int, scale: float, room: float, title: str = "") -> float:
    """A build's room: its fan, and its title at full size (never shrunk below its owner's
    name, whatever the language)."""
    need = text_width(title, TITLE_TEXT) + 16 if title else 0.0
    return min(room, max(BUILD_MIN_W, need, _build_width(n, scale, room)[0]))


@lru_cache(maxsize=256)
def text_width(text: str, size: int) -> float:
    """How wide a label's text is at ``size`` pixels (the scene's LabelItem font)."""
    font = QFont()
    font.setPixelSize(size)
    return QFontMetricsF(font).horizontalAdvance(text)


def _fit(view: CassinoView, room: QRectF, scale: float) -> _Fit:
    w, h = CARD_W * scale, CARD_H * scale
    rows: list[list[int]] = []
    used = room.width() + 1  # start a new row at once
    for i, b in enumerate(view.builds):
        width = _slot_width(len(b.cards), scale, room.width(), b.title)
        if not rows or used + GAP_X + width > room.width():
            rows.append([])
            used = -GAP_X
        rows[-1].append(i)
        used += GAP_X + width
    per_row = max(1, int((room.width() + GAP_X) // (w + GAP_X)))
    loose_rows = -(-len(view.loose) // per_row)
    n_rows = len(rows) + loose_rows
    height = len(rows) * (LABEL_H + h) + loose_rows * h + GAP_Y * max(0, n_rows - 1)
    return _Fit(scale, rows, per_row, height)


def felt_fit(view: CassinoView) -> _Fit:
    """The largest card scale at which every unit fits above ``MIN_TRAIL`` of free felt."""
    room = felt_rect(view.players)
    limit = room.height() - 20 - TRAIL_GAP - MIN_TRAIL
    fit = None
    for scale in SCALES:
        fit = _fit(view, room, scale)
        if fit.height <= limit:
            return fit
    return fit  # a table this full never happens in play: the free felt gets smaller


def _felt(
    view: CassinoView, cards: list[Placement], zones: list[ZoneSpec], labels: list[LabelSpec]
) -> None:
    room = felt_rect(view.players)
    fit = felt_fit(view)
    w, h = CARD_W * fit.scale, CARD_H * fit.scale
    y = room.top() + 10
    for row in fit.build_rows:
        widths = [
            _slot_width(len(view.builds[i].cards), fit.scale, room.width(), view.builds[i].title)
            for i in row
        ]
        x = room.center().x() - (sum(widths) + GAP_X * (len(row) - 1)) / 2
        for i, slot_w in zip(row, widths, strict=True):
            _build(view, i, QRectF(x, y, slot_w, LABEL_H + h), fit.scale, cards, zones, labels)
            x += slot_w + GAP_X
        y += LABEL_H + h + GAP_Y
    n = len(view.loose)
    for start in range(0, n, fit.per_row):
        count = min(fit.per_row, n - start)
        x = room.center().x() - (count * w + (count - 1) * GAP_X) / 2
        for j in range(count):
            i = start + j
            pos = QPointF(x + j * (w + GAP_X), y)
            zone = ("loose", i)
            cards.append(
                Placement(view.loose[i], zone, 0, pos, fit.scale, z=200 + i, owner=view.mover)
            )
            zones.append(ZoneSpec(zone, QRectF(pos.x() - 4, y - 4, w + 8, h + 8), outline=False))
        y += h + GAP_Y
    # The whole felt is the table a card is trailed onto (§5.8), framed as one area with
    # the cards on it; a drop meeting a table card means that card (a fallback zone).
    zones.append(ZoneSpec(("table",), QRectF(room), outline=True, fallback=True))
    # The words go in the free felt under the cards: what just happened, then the hint.
    free = y - GAP_Y + TRAIL_GAP if (n or fit.build_rows) else room.top()
    free = min(free, room.bottom() - 60)
    lines = [(k, t) for k, t in (("flash", view.flash), ("trailhint", view.trail_hint)) if t]
    at = (free + room.bottom()) / 2 - len(lines) * HINT_LINE / 2
    for k, (key, text) in enumerate(lines):
        labels.append(
            LabelSpec(
                key,
                text,
                QPointF(room.center().x(), at + k * HINT_LINE),
                FLASH_TEXT if key == "flash" else HINT_TEXT,
                "turn" if key == "flash" else "",
                align="centre",
                width=room.width() - 40,
            )
        )


def _build(
    view: CassinoView,
    i: int,
    slot: QRectF,
    scale: float,
    cards: list[Placement],
    zones: list[ZoneSpec],
    labels: list[LabelSpec],
) -> None:
    b = view.builds[i]
    zone = ("build", i)
    width, step = _build_width(len(b.cards), scale, slot.width())
    x = slot.left() + (slot.width() - width) / 2
    top = slot.top() + LABEL_H
    for j, card in enumerate(b.cards):
        pos = QPointF(x + j * step, top)
        cards.append(Placement(card, zone, j, pos, scale, z=300 + 20 * i + j, owner=view.mover))
    centre = slot.center().x()
    labels.append(
        LabelSpec(
            f"build{i}",
            b.title,
            QPointF(centre, slot.top()),
            TITLE_TEXT,
            align="centre",
            width=slot.width(),
        )
    )
    labels.append(
        LabelSpec(
            f"owner{i}",
            b.owner,
            QPointF(centre, slot.top() + 26),
            OWNER_TEXT,
            align="centre",
            width=slot.width(),
        )
    )
    zones.append(ZoneSpec(zone, slot.adjusted(-4, -4, 4, 4), outline=False))
