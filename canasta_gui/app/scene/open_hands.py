"""Turn the other seats' hands face up in a table picture (a replay shows every hand).

A game's layout draws another seat's hand as a fan of backs (zone ``("seat", n)``),
sometimes fewer backs than cards with a count beside them. :func:`open_hands` lays the
seat's real cards face up along the same fan, from the same first card in the same
direction, closer together when there are more cards than backs, so a replay needs no
layout of its own and every game's table looks as it does in play.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import replace

from PySide6.QtCore import QPointF

from canasta_gui.app.scene.items import CARD_W
from canasta_gui.app.scene.placements import Layout, Placement

DEFAULT_STEP = 16.0  # a fan of one back has no step of its own
MIN_SPAN = 200.0  # the longest run of steps a rummy fan takes
READABLE = 0.3  # of a card's width: a face-up card's corner shows its rank and suit


def open_hands(layout: Layout, hands: Mapping[int, Sequence[int]]) -> Layout:
    """``layout`` with each seat in ``hands`` shown as its cards, face up, in card order."""
    fans: dict[int, list[Placement]] = {}
    rest: list[Placement] = []
    for p in layout.cards:
        zone = p.zone
        if len(zone) == 2 and zone[0] == "seat" and zone[1] in hands and not p.face_up:
            fans.setdefault(zone[1], []).append(p)
        else:
            rest.append(p)
    cards = list(rest)
    for seat, backs in fans.items():
        cards.extend(_open_fan(sorted(backs, key=lambda p: p.index), sorted(hands[seat])))
    return replace(layout, cards=cards)


def _open_fan(backs: list[Placement], hand: list[int]) -> list[Placement]:
    first = backs[0]
    if len(backs) > 1:
        dx = backs[1].pos.x() - first.pos.x()
        dy = backs[1].pos.y() - first.pos.y()
    else:
        angle = math.radians(first.rotation)
        dx, dy = DEFAULT_STEP * math.cos(angle), DEFAULT_STEP * math.sin(angle)
    apart = math.hypot(dx, dy)
    ux, uy = (dx / apart, dy / apart) if apart else (1.0, 0.0)
    # Backs may overlap closely; face-up cards keep their corner in view.
    length = max(apart or DEFAULT_STEP, READABLE * CARD_W * first.scale)
    span = max(length * (len(backs) - 1), MIN_SPAN)
    step = min(length, span / (len(hand) - 1)) if len(hand) > 1 else length
    return [
        replace(
            first,
            card=card,
            index=i,
            pos=QPointF(first.pos.x() + ux * step * i, first.pos.y() + uy * step * i),
            face_up=True,
            z=first.z + i,
        )
        for i, card in enumerate(hand)
    ]
