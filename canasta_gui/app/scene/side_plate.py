"""A side's plate on the felt: its name, its score and what it still needs, read at a glance.

A game's summary module says what a plate holds (:class:`PlateView`, every text already
translated and every figure the engine's); the game's layout says where it lies
(:class:`PlateSpec`); :class:`SidePlate` paints it. Three short lines: the name with the
score, then small marks (a red card for natural canastas or clean books, a black one for
mixed or dirty, a joker for wild books, each with its count) and the points on the table,
then what the side still needs. Whatever does not fit is elided; the whole of it is in the
tooltip.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

PLATE_TYPE = QGraphicsItem.UserType + 21

PLATE_W = 350.0  # in scene units (a card is 100 wide)
PLATE_H = 120.0
NAME_TEXT = 24
SCORE_TEXT = 32
MARK_TEXT = 22
STATUS_TEXT = 22
FIRST_ROW = 38.0  # the name and the score
ROW = 31.0  # the marks, the status
PAD = 10.0
MIN_SHRINK = 0.75  # a text shrinks to this share of its size before it is elided

LIT = QColor(255, 206, 60)  # the side whose turn it is
RED_MARK = QColor(206, 40, 40)
BLACK_MARK = QColor(24, 24, 24)
WILD_MARK = QColor(236, 180, 30)
NEEDS = QColor(255, 214, 120)
DONE = QColor(140, 235, 150)


@dataclass(frozen=True)
class PlateView:
    """What one side's plate says, in the reader's language (filled by a summary module)."""

    side: int
    title: str  # the side's name
    score: str  # its game score (Cassino: "7 / 21")
    # Small card marks with a count: ("red" | "black" | "wild", "2" or "1/2").
    marks: tuple[tuple[str, str], ...] = ()
    detail: str = ""  # after the marks: the points on the table, or the captured cards
    status: str = ""  # what the side still needs (to open, to go out), or that it is ready
    tone: str = "needs"  # ``status`` is "needs" (still to do), "done" (nothing more) or "plain"
    tip: str = ""  # every figure in words (tooltip, screen readers)


@dataclass
class PlateSpec:
    """Where a plate lies on the table and whether its side is to play."""

    key: str
    rect: QRectF
    plate: PlateView
    lit: bool = False


Fitted = tuple[str, float]  # a text as painted and its size


@dataclass
class PlateLines:
    """A plate's texts as painted, each shrunk a little then elided to fit its room."""

    title: Fitted = ("", NAME_TEXT)
    score: Fitted = ("", SCORE_TEXT)
    marks: list[str] = field(default_factory=list)
    detail: Fitted = ("", MARK_TEXT)
    status: Fitted = ("", STATUS_TEXT)

    def shown(self) -> list[str]:
        """Every text as painted, in order."""
        return [self.title[0], self.score[0], *self.marks, self.detail[0], self.status[0]]


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(1, round(size)))
    font.setBold(bold)
    return font


def _fitted(text: str, size: int, bold: bool, room: float) -> Fitted:
    """``text`` at ``size``, or smaller (to MIN_SHRINK of it) to fit ``room``, else elided."""
    room = max(0.0, room)
    width = QFontMetricsF(_font(size, bold)).horizontalAdvance(text)
    if width <= room:
        return text, float(size)
    smaller = max(math.floor(size * MIN_SHRINK), math.floor(size * room / width))
    fm = QFontMetricsF(_font(smaller, bold))
    return fm.elidedText(text, Qt.TextElideMode.ElideRight, room), float(smaller)


def plate_height(view: PlateView) -> float:
    """The height a plate needs: two lines, or three with a status or marks."""
    rows = 1 + (1 if view.marks or view.detail else 0) + (1 if view.status else 0)
    return PAD * 2 + FIRST_ROW + ROW * (rows - 1)


class SidePlate(QGraphicsObject):
    """One side's plate, painted with QPainter into its rect."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.view = PlateView(-1, "", "")
        self.lit = False
        self.lines = PlateLines()
        self.setZValue(450)  # over the felt and its zones, under labels and moving cards
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def type(self) -> int:
        return PLATE_TYPE

    def configure(self, spec: PlateSpec) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(spec.rect)
        self.view = spec.plate
        self.lit = spec.lit
        self.lines = self._fit()
        self.setToolTip(self.view.tip)
        self.update()

    @property
    def text(self) -> str:
        """Everything the plate shows, in one line (as drawn, before eliding)."""
        v = self.view
        marks = " ".join(t for _, t in v.marks)
        return " · ".join(t for t in (v.title, v.score, marks, v.detail, v.status) if t)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-14, -14, 14, 14)

    # -- the texts, fitted to their room ------------------------------------------------

    def _fit(self) -> PlateLines:
        v = self.view
        inner = self.rect.width() - 2 * PAD
        # The score keeps its full size while the name fits beside it; else it gives up some
        # (down to MIN_SHRINK) before the name is shrunk or elided.
        score_w = QFontMetricsF(_font(SCORE_TEXT, True)).horizontalAdvance(v.score)
        title_w = QFontMetricsF(_font(NAME_TEXT, True)).horizontalAdvance(v.title)
        room = score_w if score_w + 10 + title_w <= inner else min(score_w, inner * 0.4)
        score = _fitted(v.score, SCORE_TEXT, True, room)
        name_room = inner - QFontMetricsF(_font(score[1], True)).horizontalAdvance(score[0]) - 10
        mark_fm = QFontMetricsF(_font(MARK_TEXT, True))
        used = sum(_MARK_W + 4 + mark_fm.horizontalAdvance(t) + 12 for _, t in v.marks)
        return PlateLines(
            _fitted(v.title, NAME_TEXT, True, name_room),
            score,
            [t for _, t in v.marks],
            _fitted(v.detail, MARK_TEXT, False, inner - used),
            _fitted(v.status, STATUS_TEXT, True, inner),
        )

    # -- painting ---------------------------------------------------------------------------

    def _art(self):
        scene = self.scene()
        return getattr(scene, "art", None)

    def _high_contrast(self) -> bool:
        return bool(getattr(self._art(), "high_contrast", False))

    def _backing(self) -> QColor:
        """A deep shade of the table's own felt (a green plate looked foreign on a burgundy
        table); near-black and nearly opaque in high contrast."""
        if self._high_contrast():
            return QColor(0, 0, 0, 240)
        art = self._art()
        felt = art.felt_colours()[1] if art is not None else QColor(20, 80, 50)
        shade = felt.darker(330)
        shade.setAlpha(215 if self.lit else 175)
        return shade

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect
        if self.lit:
            # A soft glow round the plate of the side to play.
            for i, alpha in enumerate((40, 60, 90)):
                grow = 12 - i * 4
                glow = QColor(LIT)
                glow.setAlpha(alpha)
                painter.setPen(QPen(glow, 4))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-grow, -grow, grow, grow), 14 + grow, 14 + grow)
        strong = self._high_contrast()
        quiet_edge = QColor(255, 255, 255, 230 if strong else 70)
        painter.setPen(QPen(LIT if self.lit else quiet_edge, 3 if self.lit or strong else 2))
        painter.setBrush(self._backing())
        painter.drawRoundedRect(r, 14, 14)
        lines = self.lines
        x, right = r.left() + PAD, r.right() - PAD
        y = r.top() + PAD
        # The first line: the name, and the score on the right.
        painter.setFont(_font(lines.score[1], True))
        painter.setPen(LIT if self.lit else QColor("white"))
        row = QRectF(x, y, right - x, FIRST_ROW)
        painter.drawText(
            row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, lines.score[0]
        )
        painter.setFont(_font(lines.title[1], True))
        painter.setPen(QColor("white"))
        painter.drawText(
            row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, lines.title[0]
        )
        y += FIRST_ROW
        v = self.view
        if v.marks or v.detail:
            cx = x
            mark_fm = QFontMetricsF(_font(MARK_TEXT, True))
            for kind, text in v.marks:
                _mark(painter, QPointF(cx, y + 3), kind)
                cx += _MARK_W + 4
                painter.setFont(_font(MARK_TEXT, True))
                painter.setPen(QColor("white"))
                w = mark_fm.horizontalAdvance(text)
                painter.drawText(QRectF(cx, y, w + 2, ROW), Qt.AlignmentFlag.AlignVCenter, text)
                cx += w + 12
            if lines.detail[0]:
                # Right-aligned under the score, the way a score sheet adds a running figure.
                painter.setFont(_font(lines.detail[1]))
                painter.setPen(QColor(230, 240, 230))
                painter.drawText(
                    QRectF(cx, y, right - cx, ROW),
                    Qt.AlignmentFlag.AlignVCenter
                    | (Qt.AlignmentFlag.AlignRight if v.marks else Qt.AlignmentFlag.AlignLeft),
                    lines.detail[0],
                )
            y += ROW
        if lines.status[0]:
            painter.setFont(_font(lines.status[1], True))
            painter.setPen({"needs": NEEDS, "done": DONE}.get(v.tone, QColor(230, 240, 230)))
            painter.drawText(
                QRectF(x, y, right - x, ROW), Qt.AlignmentFlag.AlignVCenter, lines.status[0]
            )


_MARK_W, _MARK_H = 18.0, 25.0


def _mark(painter: QPainter, at: QPointF, kind: str) -> None:
    """A tiny card standing for a kind of canasta or book: red, black, or a wild one."""
    rect = QRectF(at.x(), at.y(), _MARK_W, _MARK_H)
    fill = {"red": RED_MARK, "black": BLACK_MARK}.get(kind, WILD_MARK)
    painter.setPen(QPen(QColor(255, 255, 255, 220), 1.5))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 3, 3)
    if kind == "wild":
        star = QPainterPath()
        c = rect.center()
        star.addEllipse(c, 3.5, 3.5)
        painter.fillPath(star, QColor("white"))


def apply_plates(
    scene, specs: list[PlateSpec], items: dict[str, SidePlate]
) -> dict[str, SidePlate]:
    """Show ``specs`` on ``scene``, reusing ``items`` by key; returns the plates now shown."""
    keep: dict[str, SidePlate] = {}
    for spec in specs:
        item = items.pop(spec.key, None)
        if item is None:
            item = SidePlate()
            scene.addItem(item)
        item.configure(spec)
        keep[spec.key] = item
    for item in items.values():
        scene.removeItem(item)
    return keep
