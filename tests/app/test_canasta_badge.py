"""A canasta's size badge never covers the card's index, in either card style (§3.7.7)."""

from __future__ import annotations

import pytest

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from canasta_gui.app.scene.card_art import CardArt
from canasta_gui.app.scene.items import CARD_H, CARD_W, CardItem
from canasta_gui.engine.cards import parse_card

SCALE = 3  # drawn three times the scene size, as on a large screen

# Where the art prints a card's index (rank over suit): the top left corner and, upside
# down, the bottom right one. Generous: each is a third of the width and half the height.
INDEXES = (
    QRectF(0, 0, CARD_W * 0.3, CARD_H * 0.5),
    QRectF(CARD_W * 0.7, CARD_H * 0.5, CARD_W * 0.3, CARD_H * 0.5),
)


def drawn(art: CardArt, code: str, badge: str) -> QImage:
    item = CardItem(art, parse_card(code), code, True)
    item.badge = badge
    image = QImage(int(CARD_W * SCALE), int(CARD_H * SCALE), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.scale(SCALE, SCALE)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def changed_rows(a: QImage, b: QImage, box: QRectF) -> list[int]:
    """Rows of ``box`` (scene units) where the two pictures differ."""
    x0, x1 = int(box.left() * SCALE) * 4, int(box.right() * SCALE) * 4
    rows = range(int(box.top() * SCALE), int(box.bottom() * SCALE))
    return [y for y in rows if bytes(a.constScanLine(y))[x0:x1] != bytes(b.constScanLine(y))[x0:x1]]


@pytest.mark.parametrize("four_colour", [False, True])
@pytest.mark.parametrize("code", ["7H", "10D", "KS", "QC", "AD", "4S"])
def test_canasta_badge_leaves_both_indexes_readable(qapp, four_colour, code):
    art = CardArt()
    art.set_style(four_colour=four_colour)
    plain, badged = drawn(art, code, ""), drawn(art, code, "12")
    whole = QRectF(0, 0, CARD_W, CARD_H)
    assert changed_rows(plain, badged, whole), "the badge is drawn"
    for box in INDEXES:
        assert not changed_rows(plain, badged, box), (code, box)
