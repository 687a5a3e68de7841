"""Card pictures: the project's SVG art rendered once per size into cached pixmaps.

The scene asks for a card at a pixel width and device pixel ratio; rendering SVG is slow, so each
(element, width, ratio) is drawn once and the pixmap reused, as KPat does. Changing the colour
scheme or the back clears the cache.

The art also carries the rest of the table's look that the person chooses in Settings (issue
19), since every table, replay and figure already shares it: the felt colour, the largest card
size and high contrast. High-contrast faces are drawn here rather than taken from the SVG: pure
white, a thick black outline, and big bold indexes in black or dark red (four-colour: dark blue
and dark green as well).
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from canasta_gui.app.resources import asset_path
from canasta_gui.engine.cards import JOKER, N_KINDS, card_code

ASPECT = 1.4  # card height / width
SLOT = "slot"
BACKS = ("blue", "red", "green")

#: The largest a card is drawn, in logical pixels wide, for each card size; the whole table
#: always fits the window, so on a small window every size comes out as large as fits there.
#: None: as large as the window allows. "large" (the default) stops only beyond 4K.
CARD_SIZES = {"small": 80, "normal": 120, "large": 180, "extra_large": None}
#: Felt colours: (top of the gradient, bottom, the table's surround).
FELTS = {
    "green": ((22, 94, 58), (12, 64, 38), (10, 44, 28)),
    "blue": ((26, 76, 132), (14, 46, 90), (10, 32, 64)),
    "burgundy": ((120, 30, 46), (80, 16, 30), (56, 10, 22)),
    "charcoal": ((70, 74, 78), (42, 45, 48), (28, 30, 32)),
}
#: High-contrast ink per suit letter: black and dark red, or four colours.
HC_INK = {
    "S": QColor(0, 0, 0),
    "C": QColor(0, 0, 0),
    "H": QColor(170, 0, 0),
    "D": QColor(170, 0, 0),
}
HC_INK_4C = {**HC_INK, "C": QColor(0, 90, 20), "D": QColor(0, 50, 170)}
#: High-contrast index height (the rank's pixel size) as a share of the card's width.
HC_INDEX = 0.46

_CARD_CODES = frozenset(card_code(k) for k in range(N_KINDS))
_JOKER_CODE = card_code(JOKER)


class CardArt:
    """Renders and caches card faces, backs and the empty-slot outline from ``cards.svg``."""

    BACKS = BACKS
    #: Cached pixmaps kept at most. Every zoom step or window resize asks for a new width, so an
    #: unbounded cache would grow through a resize drag; the least recently used go first.
    max_cached: int = 512

    def __init__(self, svg_path: Path | None = None) -> None:
        self.svg_path = Path(svg_path) if svg_path is not None else asset_path("cards.svg")
        if not self.svg_path.is_file():
            raise FileNotFoundError(f"card art not found: {self.svg_path}")
        self._renderer = QSvgRenderer(str(self.svg_path))
        if not self._renderer.isValid():
            raise ValueError(f"card art is not a valid SVG: {self.svg_path}")
        self.four_colour: bool = False
        self.back: str = "blue"
        self.high_contrast: bool = False
        self.card_size: str = "large"
        self.felt: str = "green"
        self._cache: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()

    @property
    def cache_size(self) -> int:
        """How many pixmaps are cached."""
        return len(self._cache)

    def set_style(
        self,
        *,
        four_colour: bool | None = None,
        back: str | None = None,
        high_contrast: bool | None = None,
        card_size: str | None = None,
        felt: str | None = None,
    ) -> None:
        """Switch the colour scheme, the back, high contrast, the card size or the felt;
        cached pixmaps are dropped when the cards' look changes."""
        if back is not None and back not in BACKS:
            raise ValueError(f"unknown card back {back!r}; expected one of {BACKS}")
        if card_size is not None and card_size not in CARD_SIZES:
            raise ValueError(f"unknown card size {card_size!r}; expected one of {CARD_SIZES}")
        if felt is not None and felt not in FELTS:
            raise ValueError(f"unknown felt {felt!r}; expected one of {tuple(FELTS)}")
        if card_size is not None:
            self.card_size = card_size
        if felt is not None:
            self.felt = felt
        changed = False
        if high_contrast is not None and high_contrast != self.high_contrast:
            self.high_contrast = high_contrast
            changed = True
        if four_colour is not None and four_colour != self.four_colour:
            self.four_colour = four_colour
            changed = True
        if back is not None and back != self.back:
            self.back = back
            changed = True
        if changed:
            self._cache.clear()

    @property
    def max_card_width(self) -> float | None:
        """The widest a card may be drawn, in logical pixels (None: as the window allows)."""
        return CARD_SIZES[self.card_size]

    def felt_colours(self) -> tuple[QColor, QColor, QColor]:
        """The felt's gradient (top, bottom) and the colour around the table."""
        top, bottom, around = FELTS[self.felt]
        return QColor(*top), QColor(*bottom), QColor(*around)

    def index_px(self, width_px: float) -> float:
        """A high-contrast index's rank height in pixels for a card ``width_px`` wide."""
        return width_px * HC_INDEX

    def element_id(self, code: str, face_up: bool = True) -> str:
        """The SVG element drawn for ``code`` (a card code or ``"slot"``) in the current style."""
        if code != SLOT and code not in _CARD_CODES:
            raise KeyError(f"not a card code or {SLOT!r}: {code!r}")
        if code == SLOT:
            return SLOT  # an empty place has no back
        if not face_up:
            return f"back_{self.back}"
        if self.four_colour and code != _JOKER_CODE:
            return "4c_" + code
        return code

    def pixmap(self, code: str, width_px: int, dpr: float = 1.0, face_up: bool = True) -> QPixmap:
        """``code`` drawn ``width_px`` logical pixels wide for a screen of pixel ratio ``dpr``.

        ``face_up=False`` draws the current back (the slot has none). Cached per size and ratio.
        """
        if width_px <= 0 or dpr <= 0:
            raise ValueError(f"card width and pixel ratio must be positive: {width_px}, {dpr}")
        width_px = round(width_px)  # a float width would otherwise miss the cache
        element = self.element_id(code, face_up)
        if self.high_contrast and element != SLOT:
            element = "hc_" + element
        key = (element, width_px, float(dpr))
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        svg_element = element.removeprefix("hc_")
        if not self._renderer.elementExists(svg_element):
            raise KeyError(f"{self.svg_path.name} has no element {svg_element!r}")
        w = round(width_px * dpr)
        h = round(width_px * ASPECT * dpr)
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if element.startswith("hc_") and face_up:
            self._paint_high_contrast(painter, code, w, h)
        else:
            self._renderer.render(painter, svg_element, QRectF(0, 0, w, h))
            if element.startswith("hc_"):  # a back: the same thick outline as the faces
                self._outline(painter, w, h)
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self._cache[key] = pixmap
        while len(self._cache) > self.max_cached:
            self._cache.popitem(last=False)
        return pixmap

    # -- high contrast -------------------------------------------------------------------

    @staticmethod
    def _outline(painter: QPainter, w: int, h: int) -> None:
        pen_w = max(2.0, w * 0.045)
        painter.setPen(QPen(QColor(0, 0, 0), pen_w))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        half = pen_w / 2
        radius = w * 0.07
        painter.drawRoundedRect(QRectF(half, half, w - pen_w, h - pen_w), radius, radius)

    def _pip(self, painter: QPainter, suit: str, rect: QRectF, ink: QColor) -> None:
        """The SVG's suit symbol in ``ink``: rendered as a mask, then coloured."""
        size = max(1, round(max(rect.width(), rect.height())))
        mask = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        mask.fill(Qt.GlobalColor.transparent)
        p = QPainter(mask)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._renderer.render(p, f"pip-{suit}", QRectF(0, 0, size, size))
        p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
        p.fillRect(mask.rect(), ink)
        p.end()
        painter.drawImage(rect, mask)

    def _paint_high_contrast(self, painter: QPainter, code: str, w: int, h: int) -> None:
        """A face for low vision: pure white, thick outline, big bold indexes, one big pip."""
        radius = w * 0.07
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255))
        painter.drawRoundedRect(QRectF(0, 0, w, h), radius, radius)
        self._outline(painter, w, h)
        joker = code == _JOKER_CODE
        rank, suit = ("★", "") if joker else (code[:-1], code[-1])
        inks = HC_INK_4C if self.four_colour else HC_INK
        ink = QColor(0, 0, 0) if joker else inks[suit]
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(1, round(self.index_px(w))))
        if rank == "10":
            font.setStretch(QFont.Stretch.Condensed)  # two digits in one index's width
        painter.setFont(font)
        painter.setPen(ink)
        index_w, index_h = w * 0.5, self.index_px(w) * 1.05
        pip = w * 0.2
        for turned in (False, True):
            painter.save()
            if turned:  # the second index upside down at the bottom right, as on any card
                painter.translate(QPointF(w, h))
                painter.rotate(180)
            edge = w * 0.07
            painter.drawText(
                QRectF(edge, edge * 0.6, index_w, index_h), Qt.AlignmentFlag.AlignLeft, rank
            )
            if suit:
                self._pip(
                    painter, suit, QRectF(edge + w * 0.02, edge * 0.6 + index_h, pip, pip), ink
                )
            painter.restore()
        if suit:
            big = w * 0.34
            self._pip(painter, suit, QRectF((w - big) / 2, (h - big) / 2, big, big), ink)
        else:
            font.setPixelSize(max(1, round(w * 0.2)))
            font.setStretch(QFont.Stretch.Unstretched)
            painter.setFont(font)
            painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, "JOKER")
