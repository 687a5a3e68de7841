"""Generate ``assets/cards.svg``, the project's own card faces, backs and empty-slot outline.

Run ``python assets/make_cards.py`` after changing the art; the result is committed.

Every element (``AS``, ``10H``, ``JK``, ``4c_10D``, ``back_blue``, ``slot`` ...) is a ``<g>`` placed
at its own cell of a grid, and its first child is the full 250x350 card rectangle without a
stroke, so ``QSvgRenderer.boundsOnElement`` is exactly the card and the element can be rendered by
id into any rectangle. The app may run where no fonts are installed, so there is no ``<text>``:
ranks and letters come from the small stroke font below and suits are filled paths.
"""

from __future__ import annotations

import argparse
import math
import re
from pathlib import Path

CARD_W, CARD_H = 250, 350
GAP = 10  # between grid cells, so no element's bounds touch another's
RADIUS = 16

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
COURTS = ("J", "Q", "K")

INK = {
    "black": "#17171c",
    "red": "#c8102e",
    "blue": "#0b5bc4",
    "green": "#12813a",
}
STANDARD_COLOURS = {"S": "black", "H": "red", "D": "red", "C": "black"}
FOUR_COLOURS = {"S": "black", "H": "red", "D": "blue", "C": "green"}

FACE_FILL = "#fffefa"
EDGE = "#8d8d8d"
GOLD = "#e2ac2a"
GOLD_DARK = "#6b4a0c"
COURT_TINT = "#fbf4df"

BACK_COLOURS = {
    # panel, lighter pattern ink
    "blue": ("#1d4f9e", "#9cc0f2"),
    "red": ("#a51d2d", "#f2a7ae"),
    "green": ("#1b6b3c", "#9fd9b1"),
}

# --- stroke font ---------------------------------------------------------------------------------
# Glyph skeletons on a cap height of 100 (y down), drawn with a round-capped stroke of GLYPH_STROKE.
# Only absolute M/L/C/Z commands, so the bounding box can be taken from the coordinates.
GLYPH_STROKE = 17

GLYPHS = {
    "A": "M4,100 L32,0 L60,100 M14,67 L50,67",
    "J": "M24,0 L54,0 L54,68 C54,89 44,100 29,100 C15,100 6,91 4,78",
    "Q": (
        "M32,0 C49,0 62,22 62,50 C62,78 49,100 32,100 C15,100 2,78 2,50 C2,22 15,0 32,0 Z "
        "M38,70 L62,102"
    ),
    "K": "M6,0 L6,100 M58,0 L6,62 M25,40 L60,100",
    "0": "M30,0 C47,0 58,22 58,50 C58,78 47,100 30,100 C13,100 2,78 2,50 C2,22 13,0 30,0 Z",
    "1": "M4,18 L26,0 L26,100",
    "2": "M5,22 C8,8 18,0 31,0 C47,0 57,10 57,26 C57,44 44,57 4,100 L60,100",
    "3": (
        "M5,13 C11,5 19,0 31,0 C46,0 55,10 55,24 C55,38 45,46 27,46 "
        "C48,46 59,57 59,72 C59,89 47,100 30,100 C17,100 8,95 3,86"
    ),
    "4": "M44,100 L44,0 L2,68 L62,68",
    "5": (
        "M55,0 L13,0 L9,45 C16,40 23,37 32,37 C49,37 60,51 60,68 "
        "C60,87 48,100 31,100 C19,100 9,95 3,86"
    ),
    "6": (
        "M53,9 C47,3 40,0 32,0 C14,0 4,22 4,62 C4,87 16,100 32,100 "
        "C48,100 60,88 60,70 C60,52 48,41 32,41 C19,41 9,49 4,61"
    ),
    "7": "M3,0 L60,0 C44,28 31,60 25,100",
    "8": (
        "M32,46 C18,46 8,37 8,23 C8,9 18,0 32,0 C46,0 56,9 56,23 C56,37 46,46 32,46 "
        "C16,46 4,57 4,73 C4,89 16,100 32,100 C48,100 60,89 60,73 C60,57 48,46 32,46 Z"
    ),
    "E": "M55,0 L8,0 L8,100 L55,100 M8,49 L46,49",
    "R": "M8,100 L8,0 L33,0 C50,0 58,12 58,26 C58,41 49,52 32,52 L8,52 M30,52 L58,100",
    "O": "M33,0 C52,0 64,22 64,50 C64,78 52,100 33,100 C14,100 2,78 2,50 C2,22 14,0 33,0 Z",
}


def _rotate_glyph(d: str, width: float) -> str:
    """The glyph turned half a turn inside its own box: a 9 is a 6 upside down."""

    def flip(match: re.Match[str]) -> str:
        x, y = float(match.group(1)), float(match.group(2))
        return f"{width - x:g},{100 - y:g}"

    return re.sub(r"(-?[\d.]+),(-?[\d.]+)", flip, d)


GLYPHS["9"] = _rotate_glyph(GLYPHS["6"], 64)


def _x_extent(d: str) -> tuple[float, float]:
    xs = [float(x) for x, _ in re.findall(r"(-?[\d.]+),(-?[\d.]+)", d)]
    return min(xs), max(xs)


def glyph_box(ch: str) -> tuple[float, float]:
    """Left edge and width of the inked glyph, stroke included, in glyph units."""
    lo, hi = _x_extent(GLYPHS[ch])
    return lo - GLYPH_STROKE / 2, hi - lo + GLYPH_STROKE


GLYPH_INK_H = 100 + GLYPH_STROKE  # inked height of a cap-height glyph
LETTER_GAP = 6  # glyph units between inked boxes


def word_width(word: str, condense: float = 1.0) -> float:
    """Inked width of ``word`` in glyph units."""
    return (sum(glyph_box(c)[1] for c in word) + LETTER_GAP * (len(word) - 1)) * condense


def word(text: str, x: float, y: float, height: float, condense: float = 1.0) -> str:
    """``<use>`` elements drawing ``text`` with its inked top-left corner at (x, y).

    Stroke colour and width come from the enclosing group (see :func:`ink_group`).
    """
    s = height / GLYPH_INK_H
    parts = []
    cx = x
    for ch in text:
        left, width = glyph_box(ch)
        gx = cx - left * s * condense
        gy = y + GLYPH_STROKE / 2 * s
        parts.append(
            f'<use xlink:href="#gl-{ch}" transform="translate({gx:.2f},{gy:.2f}) '
            f'scale({s * condense:.4f},{s:.4f})"/>'
        )
        cx += (width + LETTER_GAP) * condense * s
    return "".join(parts)


def ink_group(colour: str, body: str) -> str:
    return (
        f'<g fill="none" stroke="{colour}" stroke-width="{GLYPH_STROKE}" '
        f'stroke-linecap="round" stroke-linejoin="round">{body}</g>'
    )


# --- suit symbols --------------------------------------------------------------------------------
# Filled outlines in a 100x100 box.


def _circle(cx: float, cy: float, r: float) -> str:
    # Two arcs, both clockwise, so overlapping circles fill as a union under nonzero.
    return (
        f"M{cx - r:g},{cy:g} A{r:g},{r:g} 0 1,1 {cx + r:g},{cy:g} "
        f"A{r:g},{r:g} 0 1,1 {cx - r:g},{cy:g} Z"
    )


PIPS = {
    "H": (
        "M50,95 C36,80 3,58 3,30 C3,13 15,3 29,3 C39,3 46,9 50,18 "
        "C54,9 61,3 71,3 C85,3 97,13 97,30 C97,58 64,80 50,95 Z"
    ),
    "D": "M50,0 C60,18 73,35 88,50 C73,65 60,82 50,100 C40,82 27,65 12,50 C27,35 40,18 50,0 Z",
    "S": (
        "M50,1 C63,21 97,38 97,63 C97,79 86,89 72,89 C63,89 56,85 52,78 "
        "C53,88 57,95 67,100 L33,100 C43,95 47,88 48,78 "
        "C44,85 37,89 28,89 C14,89 3,79 3,63 C3,38 37,21 50,1 Z"
    ),
    "C": (
        _circle(50, 26, 23)
        + " "
        + _circle(25, 61, 23)
        + " "
        + _circle(75, 61, 23)
        + " M43,44 L57,44 L57,60 C57,80 61,92 69,100 L31,100 C39,92 43,80 43,60 Z"
    ),
}


def pip(suit: str, colour: str, cx: float, cy: float, size: float, rotate: bool = False) -> str:
    s = size / 100
    transform = f"translate({cx - size / 2:.2f},{cy - size / 2:.2f}) scale({s:.4f})"
    if rotate:
        transform = f"rotate(180 {cx:.2f} {cy:.2f}) {transform}"
    return f'<use xlink:href="#pip-{suit}" fill="{colour}" transform="{transform}"/>'


def star_path(cx: float, cy: float, outer: float, inner: float, points: int = 5) -> str:
    pts = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = -math.pi / 2 + i * math.pi / points
        pts.append(f"{cx + r * math.cos(a):.2f},{cy + r * math.sin(a):.2f}")
    return "M" + " L".join(pts) + " Z"


# --- card parts ----------------------------------------------------------------------------------

INDEX_RANK_H = 78  # about 22% of the card height, so a fanned card still shows its rank
INDEX_TOP = 15
INDEX_CENTRE_X = 40
INDEX_PIP = 44
INDEX_PIP_GAP = 9
INDEX_MARGIN = 11  # the closest the index may come to the card's left edge


def card_base(fill: str = FACE_FILL) -> str:
    # The unstroked rectangle first: it alone sets the element's bounds to the card rectangle.
    return (
        f'<rect width="{CARD_W}" height="{CARD_H}" rx="{RADIUS}" fill="{fill}"/>'
        f'<rect x="1.5" y="1.5" width="{CARD_W - 3}" height="{CARD_H - 3}" rx="{RADIUS - 1.5}" '
        f'fill="none" stroke="{EDGE}" stroke-width="3"/>'
    )


def index_def(def_id: str, rank: str, suit: str, colour: str) -> str:
    """The top-left corner index: a big rank with the suit under it."""
    # "10" condensed to stay inside the left ~27% of the card that a tight fan leaves visible.
    condense = 0.7 if len(rank) > 1 else 1.0
    s = INDEX_RANK_H / GLYPH_INK_H
    width = word_width(rank, condense) * s
    centre = max(INDEX_CENTRE_X, INDEX_MARGIN + width / 2)
    glyphs = ink_group(colour, word(rank, centre - width / 2, INDEX_TOP, INDEX_RANK_H, condense))
    pip_cy = INDEX_TOP + INDEX_RANK_H + INDEX_PIP_GAP + INDEX_PIP / 2
    return f'<g id="{def_id}">{glyphs}{pip(suit, colour, INDEX_CENTRE_X, pip_cy, INDEX_PIP)}</g>'


def both_indices(def_id: str) -> str:
    return (
        f'<use xlink:href="#{def_id}"/>'
        f'<use xlink:href="#{def_id}" transform="rotate(180 {CARD_W / 2} {CARD_H / 2})"/>'
    )


def number_centre(rank: str, suit: str, colour: str) -> str:
    cx, cy = CARD_W / 2, CARD_H / 2
    if rank == "A":
        ring = (
            f'<circle cx="{cx}" cy="{cy}" r="54" fill="none" stroke="{colour}" '
            f'stroke-width="2.5" stroke-opacity="0.45"/>'
            f'<circle cx="{cx}" cy="{cy}" r="48" fill="none" stroke="{colour}" '
            f'stroke-width="1.2" stroke-opacity="0.35"/>'
        )
        return ring + pip(suit, colour, cx, cy, 76)
    # Kept clear of the left ~30% of the card, the strip a fanned hand leaves visible.
    return pip(suit, colour, cx, cy, 100)


# Court headgear in a 80x44 box, drawn gold with a dark outline.
HEADGEAR = {
    # A tall crown with three points.
    "K": (
        "M4,42 L4,10 L21,26 L40,0 L59,26 L76,10 L76,42 Z",
        [(4, 8, 4.5), (40, 1, 5), (76, 8, 4.5), (40, 29, 4)],
    ),
    # A low coronet of rounded arches with pearls.
    "Q": (
        "M6,42 L6,24 C12,14 20,14 23,22 C26,12 36,8 40,16 C44,8 54,12 57,22 "
        "C60,14 68,14 74,24 L74,42 Z",
        [(6, 22, 3.5), (23, 20, 3.5), (40, 13, 4), (57, 20, 3.5), (74, 22, 3.5), (40, 30, 3)],
    ),
    # A flat cap with a plume sweeping back.
    "J": (
        "M8,42 L12,24 C20,18 60,18 68,24 L72,42 Z "  # the cap
        "M56,22 C58,10 68,2 80,0 C74,6 70,14 66,24 Z",  # the plume
        [(40, 31, 4)],
    ),
}


def headgear_def(rank: str) -> str:
    outline, jewels = HEADGEAR[rank]
    dots = "".join(f'<circle cx="{x}" cy="{y}" r="{r}"/>' for x, y, r in jewels)
    return (
        f'<g id="hat-{rank}" stroke="{GOLD_DARK}" stroke-width="2.5" stroke-linejoin="round">'
        f'<path d="{outline}" fill="{GOLD}"/>'
        f'<path d="M6,36 L74,36" fill="none" stroke-width="2"/>'
        f'<g fill="{COURT_TINT}">{dots}</g></g>'
    )


FRAME_X0, FRAME_X1 = 78, 172
FRAME_Y0, FRAME_Y1 = 30, 320


def court_centre(rank: str, suit: str, colour: str) -> str:
    cx = CARD_W / 2
    w, h = FRAME_X1 - FRAME_X0, FRAME_Y1 - FRAME_Y0
    frame = (
        f'<rect x="{FRAME_X0}" y="{FRAME_Y0}" width="{w}" height="{h}" rx="10" '
        f'fill="{COURT_TINT}" stroke="{colour}" stroke-width="3"/>'
        f'<rect x="{FRAME_X0 + 6}" y="{FRAME_Y0 + 6}" width="{w - 12}" height="{h - 12}" rx="6" '
        f'fill="none" stroke="{GOLD}" stroke-width="2"/>'
    )
    hat_w = 70
    hat = (
        f'<use xlink:href="#hat-{rank}" transform="translate({cx - hat_w / 2:.2f},{FRAME_Y0 + 20}) '
        f'scale({hat_w / 80:.4f})"/>'
    )
    letter_h = 112
    s = letter_h / GLYPH_INK_H
    lw = word_width(rank) * s
    letter_top = FRAME_Y0 + 80
    letter = ink_group(colour, word(rank, cx - lw / 2, letter_top, letter_h))
    pip_cy = letter_top + letter_h + 44
    return frame + hat + letter + pip(suit, colour, cx, pip_cy, 50)


def face(code: str, rank: str, suit: str, colours: dict[str, str], prefix: str) -> tuple[str, str]:
    """The definitions and the element for one face."""
    colour = INK[colours[suit]]
    def_id = f"ix-{prefix}{code}"
    centre = court_centre if rank in COURTS else number_centre
    body = card_base() + centre(rank, suit, colour) + both_indices(def_id)
    return index_def(def_id, rank, suit, colour), body


JOKER_INK = "#4b2a7b"
JOKER_RED = "#c8102e"
JOKER_LETTER = 40


def joker_defs() -> str:
    s = JOKER_LETTER / GLYPH_INK_H
    parts = []
    y = 16
    for ch in "JOKER":
        w = glyph_box(ch)[1] * s
        parts.append(word(ch, 32 - w / 2, y, JOKER_LETTER))
        y += JOKER_LETTER + 6
    star = star_path(32, y + 20, 19, 8)
    return (
        f'<g id="ix-JK">{ink_group(JOKER_INK, "".join(parts))}'
        f'<path d="{star}" fill="{JOKER_RED}"/></g>'
    )


def joker_body() -> str:
    cx = CARD_W / 2
    big = star_path(cx, 150, 52, 21)
    halo = "".join(
        f'<path d="{star_path(cx + dx, cy, 9, 3.8)}" fill="{GOLD}" stroke="{GOLD_DARK}" '
        f'stroke-width="1.2"/>'
        for dx, cy in ((-46, 88), (46, 88), (-46, 212), (46, 212))
    )
    label_h = 30
    s = label_h / GLYPH_INK_H
    lw = word_width("JOKER") * s
    label = ink_group(JOKER_INK, word("JOKER", cx - lw / 2, 238, label_h))
    parts = [
        card_base(),
        f'<circle cx="{cx}" cy="150" r="58" fill="{COURT_TINT}" stroke="{GOLD}" '
        f'stroke-width="2.5"/>',
        f'<path d="{big}" fill="{JOKER_RED}" stroke="{GOLD_DARK}" stroke-width="3" '
        f'stroke-linejoin="round"/>',
        f'<path d="{star_path(cx, 150, 19, 8)}" fill="{GOLD}"/>',
        halo,
        label,
        both_indices("ix-JK"),
    ]
    return "".join(parts)


def _clip_diagonals(x0: float, y0: float, x1: float, y1: float, step: float, slope: int) -> str:
    """Lines of slope +-1 through the rectangle, clipped to it by hand (no clip-path needed)."""
    segs = []
    # Parameterise lines by c: y = slope*x + c.
    if slope > 0:
        c_lo, c_hi = y0 - x1, y1 - x0
    else:
        c_lo, c_hi = y0 + x0, y1 + x1
    c = c_lo + step / 2
    while c < c_hi:
        pts = []
        for x in (x0, x1):
            y = slope * x + c
            if y0 <= y <= y1:
                pts.append((x, y))
        for y in (y0, y1):
            x = (y - c) / slope
            if x0 < x < x1:
                pts.append((x, y))
        if len(pts) >= 2:
            pts.sort()
            (ax, ay), (bx, by) = pts[0], pts[-1]
            segs.append(f"M{ax:.1f},{ay:.1f} L{bx:.1f},{by:.1f}")
        c += step
    return " ".join(segs)


def back_pattern_def() -> str:
    """The lattice shared by every back; colours come from the using element."""
    x0, y0, x1, y1 = 24, 24, CARD_W - 24, CARD_H - 24
    lines = _clip_diagonals(x0, y0, x1, y1, 20, 1) + " " + _clip_diagonals(x0, y0, x1, y1, 20, -1)
    return f'<path id="back-lattice" d="{lines}" fill="none" stroke-width="2"/>'


def back_body(name: str) -> str:
    panel, light = BACK_COLOURS[name]
    cx, cy = CARD_W / 2, CARD_H / 2
    medallion = f"M{cx},{cy - 78} L{cx + 56},{cy} L{cx},{cy + 78} L{cx - 56},{cy} Z"
    parts = [
        card_base("#fbfbf8"),
        f'<rect x="12" y="12" width="{CARD_W - 24}" height="{CARD_H - 24}" rx="10" '
        f'fill="{panel}"/>',
        f'<use xlink:href="#back-lattice" stroke="{light}" stroke-opacity="0.55"/>',
        f'<rect x="19" y="19" width="{CARD_W - 38}" height="{CARD_H - 38}" rx="7" '
        f'fill="none" stroke="{light}" stroke-width="2.5"/>',
        f'<path d="{medallion}" fill="{panel}" stroke="{light}" stroke-width="3" '
        f'stroke-linejoin="round"/>',
        f'<path d="{star_path(cx, cy, 40, 12, 4)}" fill="{light}"/>',
        f'<circle cx="{cx}" cy="{cy}" r="7" fill="{panel}"/>',
    ]
    return "".join(parts)


def slot_body() -> str:
    # Pale on any table colour: a faint wash and a dashed outline, no fill that hides the felt.
    return (
        f'<rect width="{CARD_W}" height="{CARD_H}" rx="{RADIUS}" fill="#ffffff" '
        f'fill-opacity="0.10"/>'
        f'<rect x="8" y="8" width="{CARD_W - 16}" height="{CARD_H - 16}" rx="{RADIUS - 6}" '
        f'fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="4" '
        f'stroke-dasharray="18,10"/>'
    )


# --- document ------------------------------------------------------------------------------------


def build() -> str:
    defs: list[str] = [f'<path id="gl-{ch}" d="{d}"/>' for ch, d in GLYPHS.items()]
    defs += [f'<path id="pip-{s}" d="{d}"/>' for s, d in PIPS.items()]
    defs += [headgear_def(r) for r in COURTS]
    defs.append(back_pattern_def())
    defs.append(joker_defs())

    cells: list[tuple[str, str]] = []  # (element id, body) in grid order
    for prefix, colours in (("", STANDARD_COLOURS), ("4c_", FOUR_COLOURS)):
        for suit in SUITS:
            for rank in RANKS:
                code = rank + suit
                index, body = face(code, rank, suit, colours, prefix)
                defs.append(index)
                cells.append((prefix + code, body))
    cells.append(("JK", joker_body()))
    cells += [(f"back_{name}", back_body(name)) for name in BACK_COLOURS]
    cells.append(("slot", slot_body()))

    cols = len(RANKS)
    rows = math.ceil(len(cells) / cols)
    width, height = cols * (CARD_W + GAP), rows * (CARD_H + GAP)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        "<!-- canasta_gui card art: the project's own, generated by assets/make_cards.py -->",
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.1" width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
        "<defs>",
        *defs,
        "</defs>",
    ]
    for i, (element_id, body) in enumerate(cells):
        x, y = (i % cols) * (CARD_W + GAP), (i // cols) * (CARD_H + GAP)
        out.append(f'<g id="{element_id}" transform="translate({x},{y})">{body}</g>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "-o", "--output", type=Path, default=Path(__file__).resolve().parent / "cards.svg"
    )
    args = parser.parse_args()
    args.output.write_text(build(), encoding="utf-8")
    print(f"wrote {args.output} ({args.output.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
