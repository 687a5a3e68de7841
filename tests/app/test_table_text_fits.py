"""No text on the table runs into other things or out of sight, whatever the window or language.

Real windows show seeded tables (melds, canastas, red 3s, a frozen pile, counts) at three
window sizes, in every language the app ships, with the app's own seat names (which hold
translated level names) and with names as long as a seat name may be, one seat thinking.
Every label is checked against every other label, every card and every zone's text, and
against the viewport. One window serves every case of a table size, to keep this quick.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication

from canasta_gui.app.games.rummy.layout import table_layout
from canasta_gui.app.scene.items import CARD_H, CARD_W
from canasta_gui.app.scene.placements import TABLE_H, TABLE_W
from tests.app.gui_helpers import make_window
from tests.app.table_positions import busy_position, played

SIZES = ((1024, 720), (1280, 800), (1920, 1080))
LANGUAGES = ("en", "ja", "ko", "it")


def allowed_under(key: str) -> tuple:
    """The cards a label is meant to lie on: a count badge on what it counts."""
    if key == "stock":
        return ("stock",)
    if key == "pilecount":
        return ("pile",)
    if key.startswith("count"):
        return ("seat", int(key[len("count") :]))
    return ()


def zone_texts(scene) -> list[tuple[str, QRectF]]:
    """The words a zone writes in its middle (the empty meld area's hint), as ZoneItem paints."""
    out = []
    for zone in scene.zones.values():
        if zone.label:
            font = QFont()
            font.setPixelSize(26)
            fm = QFontMetricsF(font)
            w, h = fm.horizontalAdvance(zone.label), fm.height()
            c = zone.rect.center()
            out.append((zone.label, QRectF(c.x() - w / 2, c.y() - h / 2, w, h)))
    return out


def overlap(a: QRectF, b: QRectF) -> bool:
    r = a.intersected(b)
    return r.width() > 0.5 and r.height() > 0.5


def problems(window, case: str) -> list[str]:
    view, scene = window.table.view, window.table.scene
    viewport = QRectF(view.viewport().rect())
    labels = [(k, item) for k, item in scene.labels.items() if item.shown_text]
    cards = [(c, c.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))) for c in scene.cards]
    found = []
    for i, (key, item) in enumerate(labels):
        rect = item.sceneBoundingRect()
        what = f"{case}: {key} {item.shown_text!r}"
        seen = QRectF(view.mapFromScene(rect).boundingRect())
        if not viewport.contains(seen) or not QRectF(0, 0, TABLE_W, TABLE_H).contains(rect):
            found.append(f"{what} leaves the view ({seen} in {viewport})")
        for other_key, other in labels[i + 1 :]:
            if overlap(rect, other.sceneBoundingRect()):
                found.append(f"{what} overlaps the label {other_key} {other.shown_text!r}")
        under = allowed_under(key)
        for card, card_rect in cards:
            meant = bool(under) and card.zone[: len(under)] == under
            if not meant and overlap(rect, card_rect):
                found.append(f"{what} overlaps a card of {card.zone}")
        for text, text_rect in zone_texts(scene):
            if overlap(rect, text_rect):
                found.append(f"{what} overlaps the zone text {text!r}")
    return found


def show(qtbot, window, size) -> None:
    window.resize(*size)
    view = window.table.view
    QApplication.sendPostedEvents()  # the layouts hand the new size down to the view

    def fitted() -> bool:
        vp = view.viewport().rect()
        scale = min((vp.width() - 4) / TABLE_W, (vp.height() - 4) / TABLE_H)
        return abs(view.transform().m11() - scale) < 1e-3

    qtbot.waitUntil(fitted)


@pytest.mark.parametrize(
    "players, options",
    [(2, {}), (3, {}), (4, {}), (6, {}), (6, {"OPT-CAN-SIX-TEAMS": "3x2"})],
    ids=["2", "3", "4", "6 (2x3)", "6 (3x2)"],
)
def test_no_text_overlaps_or_leaves_the_view(qtbot, qapp, players, options):
    window = make_window(qtbot, SIZES[0])
    found: list[str] = []
    try:
        for names in ("default", "long"):
            setup, busy = busy_position(players, names, options=options)
            fresh = played(setup, 0)  # the first turn: no melds, the meld area's hint shows
            for position, state in (("fresh", fresh), ("busy", busy)):
                window.start_game(setup, state, [])
                window.session.autosave = False
                qtbot.waitUntil(lambda: window.session.human_may_act())
                # One computer player thinking: its name grows by "(thinking…)".
                window.session.thinking_seat = players - 1
                for language in LANGUAGES:
                    assert window.translator.install(qapp, language) is None
                    QApplication.sendPostedEvents()  # the table redraws in the language
                    for size in SIZES:
                        show(qtbot, window, size)
                        case = f"{names} names, {position}, {language}, {size[0]}x{size[1]}"
                        found += problems(window, case)
                    # Whoever's turn it is gets a bold name on a badge: try every seat's.
                    view = window.table.controller.table_view()
                    for seat in range(players):
                        window.table.scene.apply(table_layout(replace(view, current=seat)))
                        found += problems(window, f"{case}, seat {seat} to play")
                window.session.thinking_seat = -1
    finally:
        window.translator.install(qapp, "en")
    assert not found, "\n".join(found)
