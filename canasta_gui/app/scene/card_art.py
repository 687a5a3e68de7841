"""Card pictures: the project's SVG art rendered once per size into cached pixmaps.

The scene asks for a card at a pixel width and device pixel ratio; rendering SVG is slow, so each
(element, width, ratio) is drawn once and the pixmap reused, as KPat does. Changing the colour
scheme or the back clears the cache.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from canasta_gui.app.resources import asset_path
from canasta_gui.engine.cards import JOKER, N_KINDS, card_code

ASPECT = 1.4  # card height / width
SLOT = "slot"
BACKS = ("blue", "red", "green")

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
        self._cache: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()

    @property
    def cache_size(self) -> int:
        """How many pixmaps are cached."""
        return len(self._cache)

    def set_style(self, *, four_colour: bool | None = None, back: str | None = None) -> None:
        """Switch the colour scheme and/or the back; cached pixmaps are dropped on a change."""
        if back is not None and back not in BACKS:
            raise ValueError(f"unknown card back {back!r}; expected one of {BACKS}")
        changed = False
        if four_colour is not None and four_colour != self.four_colour:
            self.four_colour = four_colour
            changed = True
        if back is not None and back != self.back:
            self.back = back
            changed = True
        if changed:
            self._cache.clear()

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
        key = (element, width_px, float(dpr))
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        if not self._renderer.elementExists(element):
            raise KeyError(f"{self.svg_path.name} has no element {element!r}")
        w = round(width_px * dpr)
        h = round(width_px * ASPECT * dpr)
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self._renderer.render(painter, element, QRectF(0, 0, w, h))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        self._cache[key] = pixmap
        while len(self._cache) > self.max_cached:
            self._cache.popitem(last=False)
        return pixmap
