"""Where everything sits on the Hand and Foot table, in card units (docs/rules.md §4).

``hf_layout`` turns one :class:`HFView` (plain data the table fills from its
observation) into placements, zones and labels, as the Canasta layout does and
with its bands and helpers (``app/games/rummy/layout.py``): the other seats' hands
along the top and down the sides, the stock and pile in the middle row, each
side's meld area and red-3 area, the bottom hand. Hand and Foot adds the feet and
the books:

- every seat's foot lies face down beside its hand with its count while it is down
  (§4.3 step 2); once picked up (§4.9) a short label says so instead;
- each side's books (§4.6.5) lie collapsed to one card each, a red card on a clean
  book, a black card on a dirty one, a joker on a wild one, in a block at the end of
  the side's meld area away from its red 3s: one row per kind, so the books a side
  needs to go out (§4.10.2 a) can be counted at a glance. Its open melds, one column
  per rank slot (the wild meld's slot is ``WILD_RANK``, §4.6.6), fill the rest.

The layout draws nothing, decides no rule and translates nothing: every text comes
in the view, already in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from canasta_gui.app.games.rummy.layout import (
    CENTRE_Y,
    COUNT_TEXT,
    FAN_H,
    FAN_W,
    HAND_LEFT,
    HAND_RIGHT,
    HAND_Y,
    OTHER_SCALE,
    MeldArea,
    SeatSpot,
    TableView,
    collapsed_top,
    meld_areas,
    meld_columns,
    place_centre,
    place_columns,
    place_hand,
    place_red3s,
    place_seats,
    side_plates,
    top_slots,
    turn_spec,
)
from canasta_gui.app.scene.items import CARD_H, CARD_W
from canasta_gui.app.scene.placements import (
    EDGE,
    TABLE_W,
    LabelSpec,
    Layout,
    Placement,
    ZoneSpec,
)
from canasta_gui.app.scene.side_plate import PlateView
from canasta_gui.engine.rummy.melds import CLEAN, DIRTY, WILD

FOOT_BACKS = 3  # backs drawn for a foot: a squared stack, its count on a badge
FOOT_X = TABLE_W - EDGE - CARD_W  # the bottom seat's foot, right of its hand
FOOT_HAND_RIGHT = FOOT_X - 2 * FOOT_BACKS - 20  # the hand stops short of the foot
ON_FOOT_W = 300.0  # room left of the hand for the name and "Now playing from your foot"
ON_FOOT_HAND_LEFT = EDGE + ON_FOOT_W + 16
FOOT_GAP = 24.0  # between another seat's fan and its foot: two things, not one long fan
FOOT_TEXT = 22
STATE_Y = CENTRE_Y + 96  # the pile's badge: below the right seat's name and foot label
BOOK_ROWS = (CLEAN, DIRTY, WILD)  # top to bottom: a row for each kind a side has (§4.6.5)
BOOKS_PER_ROW = 5  # books a row shows side by side before they close up
BOOK_SHOWN = 0.6  # the least of a book a closed-up row shows: its index and size badge
BOOK_GAP = 8.0


@dataclass
class HFView:
    """The data one picture of the Hand and Foot table needs (filled by the table)."""

    players: int
    bottom: int  # the seat at the bottom of the table
    side_of: tuple[int, ...]
    names: list[str]  # per seat, as shown (e.g. with "(thinking…)")
    hand: list[int]  # the bottom seat's cards in display order (-1 when face down)
    hand_sizes: tuple[int, ...]
    foot_down: tuple[bool, ...]  # per seat: the foot is still face down (§4.9), as observed
    foot_sizes: tuple[int, ...]  # per seat: the cards in the foot while it is down, as observed
    # Open melds (side, rank, cards), one per rank slot; the wild meld's rank is WILD_RANK.
    melds: list[tuple[int, int, tuple[int, ...]]] = field(default_factory=list)
    # Books (side, kind, cards) in the order made: kind is the engine's CLEAN, DIRTY or WILD
    # (``Meld.kind``, §4.6.5). A book's zone is ("book", side, its index among the side's).
    books: list[tuple[int, str, tuple[int, ...]]] = field(default_factory=list)
    staged: list[tuple[int, ...]] = field(default_factory=list)  # new melds of a plan
    staged_layoffs: dict[int, tuple[int, ...]] = field(default_factory=dict)  # rank → cards
    pile: list[int] = field(default_factory=list)  # bottom to top
    stock: int = 0
    red3s: list[tuple[int, int]] = field(default_factory=list)  # (side, card), §4.5
    current: int | None = None
    pile_state: str = ""  # "" or "blocked" (a black 3 on top, §4.8.1)
    pile_state_text: str = ""  # the pile badge's words, translated
    meld_hint: str = ""  # shown in the bottom side's empty meld area
    own_foot_text: str = ""  # beside the bottom hand once its foot is picked up
    on_foot_text: str = ""  # beside another seat that has picked up its foot
    plates: list[PlateView] = field(default_factory=list)  # per side, from the summary


def hf_layout(view: HFView) -> Layout:
    """Every card's place, the drop zones and the labels of one picture of the table."""
    cards: list[Placement] = []
    zones: list[ZoneSpec] = []
    labels: list[LabelSpec] = []
    table = _table_view(view)
    areas = side_areas(view)
    # While the foot is down it lies right of the hand; once it is up, the room left of the
    # hand grows for the name and the line that says the seat now plays from its foot.
    if view.foot_down[view.bottom]:
        left, right = HAND_LEFT, FOOT_HAND_RIGHT
    else:
        left, right = ON_FOOT_HAND_LEFT, HAND_RIGHT
    place_hand(table, cards, zones, left, right)
    spots = place_seats(table, cards, labels, left, right)
    place_centre(table, cards, zones, labels, state_y=STATE_Y)
    for seat, spot in spots.items():
        _foot(view, seat, spot, cards, labels)
    _melds_and_books(view, table, areas, cards, zones)
    place_red3s(table, areas, cards)
    return Layout(cards, zones, labels, side_plates(table, areas), turn_spec(table, spots, cards))


def side_areas(view: HFView) -> dict[int, MeldArea]:
    """Each side's meld area (its books, open melds and red 3s), as the Canasta table's."""
    return meld_areas(_table_view(view))


def _table_view(view: HFView) -> TableView:
    """The view the shared rummy helpers read: open melds are never canastas here, books
    are placed apart, and no card freezes the pile (§4.4 step 4)."""
    return TableView(
        players=view.players,
        bottom=view.bottom,
        side_of=view.side_of,
        names=view.names,
        hand=view.hand,
        hand_sizes=view.hand_sizes,
        melds=[(side, rank, tuple(cards), None) for side, rank, cards in view.melds],
        staged=view.staged,
        staged_layoffs=view.staged_layoffs,
        pile=view.pile,
        stock=view.stock,
        red3s=view.red3s,
        current=view.current,
        pile_state=view.pile_state,
        pile_state_text=view.pile_state_text,
        meld_hint=view.meld_hint,
        plates=view.plates,
    )


# -- the feet ------------------------------------------------------------------------------


def _foot(
    view: HFView, seat: int, spot: SeatSpot, cards: list[Placement], labels: list[LabelSpec]
) -> None:
    """A seat's foot: a face-down stack with its count while down, else a short label."""
    if view.foot_down[seat]:
        _foot_stack(seat, view.foot_sizes[seat], spot, cards, labels)
        return
    text = view.own_foot_text if spot.place == "bottom" else view.on_foot_text
    if not text:
        return
    name = spot.name
    if spot.place == "bottom":
        # Under the name, left of the hand, as wide as the name may be.
        at, align, width = QPointF(EDGE, name.pos.y() + 48), "left", name.width
    elif spot.place in ("left", "right"):
        # Under the name, in the middle row beside the fan's top; the pile's badge sits
        # lower (STATE_Y), so the right seat's line never meets it.
        at, align, width = QPointF(name.pos.x(), name.pos.y() + 48), name.align, name.width
    else:
        # Right of the fan along the top edge, above the name under the fan.
        at = QPointF(spot.fan.right() + FOOT_GAP, spot.fan.top() + FAN_H / 2 - 18)
        align, width = "left", _top_slot_right(view, spot) - at.x()
    labels.append(LabelSpec(f"footstate{seat}", text, at, FOOT_TEXT, "count", 0.0, align, width))


def _top_slot_right(view: HFView, spot: SeatSpot) -> float:
    cx, slot = top_slots(view.players)[spot.place]
    return cx + slot / 2 - 10


def _foot_stack(
    seat: int, size: int, spot: SeatSpot, cards: list[Placement], labels: list[LabelSpec]
) -> None:
    zone = ("foot", seat)  # its own zone: the scene never takes these backs for the fan's
    if spot.place == "bottom":
        # Right of the bottom hand, full size, as the stock is drawn.
        x, y, scale, rotation = FOOT_X, HAND_Y, 1.0, 0.0
        shift = QPointF(-2, -2)
        count_at = QPointF(x + CARD_W / 2, y + CARD_H - 38)
    elif spot.place in ("left", "right"):
        # Down the table's edge below the fan, turned like it (about the card's corner).
        x, y = spot.fan.left() + FAN_H, spot.fan.bottom() + FOOT_GAP
        scale, rotation = OTHER_SCALE, 90.0
        shift = QPointF(0, 2)
        count_at = QPointF(spot.fan.center().x(), y + (FAN_W - 36) / 2)
    else:
        # Right of the fan along the top edge.
        x, y, scale, rotation = spot.fan.right() + FOOT_GAP, spot.fan.top(), OTHER_SCALE, 0.0
        shift = QPointF(-2, -2)
        count_at = QPointF(x + FAN_W / 2, y + FAN_H - 38)
    for i in range(FOOT_BACKS):
        pos = QPointF(x + shift.x() * i, y + shift.y() * i)
        cards.append(Placement(-1, zone, i, pos, scale, rotation, False, 40 + i, owner=seat))
    labels.append(
        LabelSpec(f"footcount{seat}", str(size), count_at, COUNT_TEXT, "count", align="centre")
    )


# -- open melds and books ------------------------------------------------------------------


def book_scale(area: MeldArea) -> float:
    """The scale of a side's books: smaller than its melds, three rows in the area's height."""
    fit = (area.rect.height() - 16 - BOOK_GAP * (len(BOOK_ROWS) - 1)) / (len(BOOK_ROWS) * CARD_H)
    return min(area.scale * 0.8, fit)


def _book_rows(view: HFView, side: int) -> list[list[tuple[int, str, tuple[int, ...]]]]:
    """A side's books as (index among its books, kind, cards), a row for each kind it has:
    clean, dirty, wild from the top, so a row's length is how many books of that kind."""
    rows: dict[str, list[tuple[int, str, tuple[int, ...]]]] = {kind: [] for kind in BOOK_ROWS}
    mine = [(kind, tuple(bcards)) for s, kind, bcards in view.books if s == side]
    for i, (kind, bcards) in enumerate(mine):
        rows[kind].append((i, kind, bcards))
    return [row for row in rows.values() if row]


def _books_width(area: MeldArea, rows: list, n_columns: int) -> float:
    """How wide a side's block of books is, at the end of its meld area.

    Each row's books lie side by side, BOOKS_PER_ROW at most; a longer row closes up. The
    open melds come first: when they would close up, the books do instead, down to the part
    of a book that shows its index and its size badge.
    """
    if not rows:
        return 0.0
    w = CARD_W * book_scale(area)
    longest = max(len(row) for row in rows)
    least = 16 + w + (longest - 1) * w * BOOK_SHOWN
    natural = max(least, 16 + w + (min(longest, BOOKS_PER_ROW) - 1) * (w + BOOK_GAP))
    mw = CARD_W * area.scale
    melds = 16 + mw + (n_columns - 1) * mw * 1.06 if n_columns else 0.0  # as place_columns
    return min(natural, max(least, area.meld_rect.width() - melds))


def _melds_and_books(
    view: HFView,
    table: TableView,
    areas: dict[int, MeldArea],
    cards: list[Placement],
    zones: list[ZoneSpec],
) -> None:
    """Each side's books at the end of its meld area away from its red 3s, and its open
    melds and the staged ones (one column each, as Canasta's) in the rest."""
    own = view.side_of[view.bottom]
    columns = meld_columns(table, areas)
    for side, area in areas.items():
        cols = columns[side]
        rows = _book_rows(view, side)
        hint = view.meld_hint if side == own and not cols and not rows else ""
        zones.append(ZoneSpec(("melds", side), area.rect, label=hint, outline=side == own))
        room = QRectF(area.meld_rect)
        width = _books_width(area, rows, len(cols))
        if area.red3_end == "right":
            block = QRectF(room.left(), room.top(), width, room.height())
            room.setLeft(block.right())
        else:
            block = QRectF(room.right() - width, room.top(), width, room.height())
            room.setRight(block.left())
        place_columns(cols, room, area.scale, cards, zones)
        _books(rows, side, area, block, cards)


def _books(rows: list, side: int, area: MeldArea, block: QRectF, cards: list[Placement]) -> None:
    """A side's books collapsed to one card each, a row per kind, in the order made.

    A book's zone is ("book", side, its index among the side's books); no zone is made for
    it, since it is no drop target: nothing can be added to a book (§4.6.5).
    """
    scale = book_scale(area)
    w, h = CARD_W * scale, CARD_H * scale
    for r, row in enumerate(rows):
        y = block.top() + 8 + r * (h + BOOK_GAP)
        # A row closing up: each book covers the right of the one before, clear of its
        # index and its size badge (the badge's left half at the least).
        step = min(w + BOOK_GAP, (block.width() - 16 - w) / max(1, len(row) - 1))
        for j, (i, kind, bcards) in enumerate(row):
            pos = QPointF(block.left() + 8 + j * step, y)
            top = collapsed_top(bcards, kind)
            cards.append(
                Placement(top, ("book", side, i), 0, pos, scale, z=200 + j, badge=str(len(bcards)))
            )
