"""Draw the app icon, ``assets/icon.png`` (1024×1024), with Pillow.

A fan of three cards (a red heart, a black spade, a joker star) on a rounded
green table. It is drawn at twice the size and scaled down, which smooths every
edge. The packaging script turns this one PNG into ``.ico`` and ``.icns``
(``packaging/make_icons.py``); the app uses it as its window icon.

Run ``python assets/make_icon.py`` after changing it and commit both files.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

SIZE = 1024
SCALE = 2  # drawn at 2048 px, then scaled down: Pillow's shapes have no anti-aliasing
OUT = Path(__file__).with_name("icon.png")

FELT_TOP = (28, 120, 72)
FELT_BOTTOM = (12, 78, 45)
RED = (200, 30, 45)
BLACK = (25, 25, 30)
GOLD = (232, 178, 40)
CARD = (252, 250, 244)
EDGE = (170, 165, 150)


def _felt(size: int) -> Image.Image:
    """The rounded square table with a soft vertical gradient."""
    gradient = Image.new("RGBA", (1, size))
    for y in range(size):
        t = y / (size - 1)
        gradient.putpixel(
            (0, y),
            tuple(round(a + (b - a) * t) for a, b in zip(FELT_TOP, FELT_BOTTOM, strict=True))
            + (255,),
        )
    gradient = gradient.resize((size, size))
    mask = Image.new("L", (size, size), 0)
    margin = size // 32
    ImageDraw.Draw(mask).rounded_rectangle(
        (margin, margin, size - margin, size - margin), radius=size // 5, fill=255
    )
    out = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    out.paste(gradient, (0, 0), mask)
    return out


def _heart(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill) -> None:
    draw.polygon([(cx - r, cy), (cx + r, cy), (cx, cy + 1.5 * r)], fill=fill)  # closes the notch
    draw.ellipse((cx - 2 * r, cy - r, cx, cy + r), fill=fill)
    draw.ellipse((cx, cy - r, cx + 2 * r, cy + r), fill=fill)
    draw.polygon(
        [(cx - 1.93 * r, cy + 0.35 * r), (cx + 1.93 * r, cy + 0.35 * r), (cx, cy + 2.6 * r)],
        fill=fill,
    )


def _spade(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill) -> None:
    # An upside-down heart plus a stem: the lobes sit low, the point at the top.
    draw.polygon([(cx - r, cy), (cx + r, cy), (cx, cy - 1.5 * r)], fill=fill)
    draw.polygon([(cx - 0.8 * r, cy), (cx + 0.8 * r, cy), (cx, cy + 1.2 * r)], fill=fill)
    draw.ellipse((cx - 2 * r, cy - r, cx, cy + r), fill=fill)
    draw.ellipse((cx, cy - r, cx + 2 * r, cy + r), fill=fill)
    draw.polygon(
        [(cx - 1.93 * r, cy - 0.35 * r), (cx + 1.93 * r, cy - 0.35 * r), (cx, cy - 2.6 * r)],
        fill=fill,
    )
    draw.polygon(
        [(cx, cy + 0.2 * r), (cx - 0.9 * r, cy + 2.2 * r), (cx + 0.9 * r, cy + 2.2 * r)], fill=fill
    )


def _star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill) -> None:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.42
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    draw.polygon(points, fill=fill)


def _card(width: int, height: int, pip, centre: float) -> Image.Image:
    """One card face: a big pip at ``centre`` (a fraction of the width) and a small corner one.

    The fan covers each card's right side, so the big pip of a covered card sits left of
    the middle, where it stays visible.
    """
    card = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    draw = ImageDraw.Draw(card)
    radius = width // 9
    draw.rounded_rectangle((0, 0, width - 1, height - 1), radius=radius, fill=EDGE)
    border = max(3, width // 60)
    draw.rounded_rectangle(
        (border, border, width - 1 - border, height - 1 - border), radius=radius - border, fill=CARD
    )
    pip(draw, width * centre, height * 0.45, width * 0.15)
    pip(draw, width * 0.18, height * 0.14, width * 0.06)
    return card


def draw_icon() -> Image.Image:
    big = SIZE * SCALE
    icon = _felt(big)
    card_w, card_h = int(big * 0.36), int(big * 0.50)
    cards = [
        (-26, 0.36, lambda d, x, y, r: _heart(d, x, y - r * 0.6, r, RED)),
        (0, 0.36, lambda d, x, y, r: _spade(d, x, y - r * 0.1, r, BLACK)),
        (26, 0.5, lambda d, x, y, r: _star(d, x, y, r * 2.0, GOLD)),
    ]
    pivot = (big / 2, big * 0.98)  # the cards fan out from a point below the middle
    for angle, centre, pip in cards:
        face = _card(card_w, card_h, pip, centre)
        layer = Image.new("RGBA", (big, big), (0, 0, 0, 0))
        left, top = int(pivot[0] - card_w / 2), int(pivot[1] - card_h - big * 0.2)
        layer.paste(face, (left, top), face)
        layer = layer.rotate(-angle, resample=Image.Resampling.BICUBIC, center=pivot)
        shadow = Image.new("RGBA", (big, big), (0, 0, 0, 0))
        shadow.putalpha(layer.getchannel("A").point(lambda a: a * 0.45))
        shadow = shadow.filter(ImageFilter.GaussianBlur(big // 90))
        icon.alpha_composite(shadow, (big // 120, big // 80))
        icon.alpha_composite(layer)
    return icon.resize((SIZE, SIZE), Image.Resampling.LANCZOS)


def main() -> int:
    draw_icon().save(OUT, optimize=True)
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
