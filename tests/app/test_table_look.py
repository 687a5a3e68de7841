"""The table's look from Settings (issue 19): card size, felt colour and high contrast, each
saved, chosen with real clicks and keys, and shown at once on an open table; and a drag's still
table, which must look exactly like the live one."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QGraphicsItem

from canasta_gui.app import paths
from canasta_gui.app.i18n import Translator
from canasta_gui.app.scene import speeds
from canasta_gui.app.scene.card_art import CARD_SIZES, FELTS, CardArt
from canasta_gui.app.scene.items import CARD_W, CardItem, LabelItem
from canasta_gui.app.settings import (
    CARD_SIZES as SIZE_NAMES,
)
from canasta_gui.app.settings import (
    TABLE_COLOURS,
    Settings,
    load_settings,
    save_settings,
)
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.bar_button import BarButton
from canasta_gui.app.widgets.main_window import MainWindow
from canasta_gui.app.widgets.settings_dialog import SettingsDialog
from canasta_gui.app.widgets.table_tones import contrast, tones_for
from tests.app.gui_helpers import card_point, make_window

OK = QDialogButtonBox.StandardButton.Ok
NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


def solo_setup(seed: str) -> GameSetup:
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, name, "easy") for name in ("Bo", "Cy", "Dee")
    )
    return GameSetup(4, 2, seats=seats, seed=seed)


@pytest.fixture
def table(qtbot, kept, request):
    """A main window with a game on, at the size the test names (default 1280x800)."""
    size = getattr(request, "param", (1280, 800))
    window = make_window(qtbot, size)
    kept.append(window)
    window.start_game(solo_setup("look"))
    qtbot.waitUntil(lambda: not window.table.scene.animating)
    yield window
    window.close()


# -- settings.json -----------------------------------------------------------------------


def test_look_defaults_and_round_trip():
    s = Settings()
    assert (s.card_size, s.table_colour, s.high_contrast) == ("large", "green", False)
    assert set(SIZE_NAMES) == set(CARD_SIZES) and set(TABLE_COLOURS) == set(FELTS)
    for size in SIZE_NAMES:
        for colour in TABLE_COLOURS:
            chosen = Settings(card_size=size, table_colour=colour, high_contrast=True)
            save_settings(chosen)
            assert load_settings() == (chosen, None)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("card_size", "huge"),
        ("card_size", 3),
        ("card_size", None),
        ("table_colour", "pink"),
        ("table_colour", ["green"]),
        ("high_contrast", 1),
        ("high_contrast", "yes"),
    ],
)
def test_a_bad_look_value_falls_back_to_its_default(field, value):
    data = Settings(card_size="small", table_colour="blue", high_contrast=True).to_json()
    data[field] = value
    paths.settings_path().write_text(json.dumps(data), encoding="utf-8")
    settings, message = load_settings()
    assert getattr(settings, field) == getattr(Settings(), field)
    assert message is not None and field in message
    kept = {"card_size": "small", "table_colour": "blue", "high_contrast": True}
    del kept[field]
    assert all(getattr(settings, k) == v for k, v in kept.items())


# -- the card art ------------------------------------------------------------------------


def _rank_height(image: QImage) -> int:
    """How many pixel rows the top-left index's rank stands: the first run of rows with dark
    ink near the card's left edge, from the top."""
    w, h = image.width(), image.height()
    rows, started = 0, False
    for y in range(int(h * 0.05), h // 2):  # below the outline, left of the centre pip
        dark = any(
            max(QColor(image.pixel(x, y)).getRgb()[:3]) < 120
            for x in range(int(w * 0.08), int(w * 0.3))
        )
        if dark:
            started, rows = True, rows + 1
        elif started:
            break
    return rows


def _ink(image: QImage) -> int:
    """Dark pixels in the top-left index's rank box."""
    w, h = image.width(), image.height()
    return sum(
        1
        for y in range(int(h * 0.05), int(h * 0.3))
        for x in range(int(w * 0.08), int(w * 0.45))
        if max(QColor(image.pixel(x, y)).getRgb()[:3]) < 120
    )


def test_high_contrast_faces_are_white_with_thick_outlines_and_big_indexes(qapp):
    art = CardArt()
    plain = art.pixmap("7S", 140).toImage()
    art.set_style(high_contrast=True)
    strong = art.pixmap("7S", 140).toImage()
    assert strong.size() == plain.size()
    # Pure white paper between the index and the centre pip; the plain art is cream.
    assert QColor(strong.pixel(100, 40)).getRgb()[:3] == (255, 255, 255)
    assert QColor(plain.pixel(100, 40)).getRgb()[:3] != (255, 255, 255)
    # A thick black outline: several pixels deep at the middle of the top edge.
    for y in range(1, 5):
        assert max(QColor(strong.pixel(70, y)).getRgb()[:3]) < 40
    assert max(QColor(plain.pixel(70, 4)).getRgb()[:3]) > 150
    # A larger index: its rank stands taller than the plain art's.
    assert art.index_px(140) >= 0.4 * 140
    assert _rank_height(strong) > _rank_height(plain)
    assert _ink(strong) > 1.5 * _ink(plain)  # and far heavier: bold and wide
    # Hearts in dark red ink.
    hearts = art.pixmap("7H", 140).toImage()
    reds = [
        QColor(hearts.pixel(x, y))
        for x in range(10, 50)
        for y in range(10, 60)
        if QColor(hearts.pixel(x, y)).red() > 120 and QColor(hearts.pixel(x, y)).green() < 40
    ]
    assert len(reds) > 50 and sum(c.red() <= 175 for c in reds) > 0.8 * len(reds)


def test_high_contrast_keeps_the_four_colour_deck(qapp):
    art = CardArt()
    art.set_style(high_contrast=True, four_colour=True)
    clubs = art.pixmap("7C", 140).toImage()
    greens = sum(
        1
        for x in range(10, 50)
        for y in range(10, 60)
        if QColor(clubs.pixel(x, y)).green() > 60 and QColor(clubs.pixel(x, y)).red() < 30
    )
    assert greens > 50


# -- an open table, changed through the dialog ---------------------------------------------


def _open_settings(qtbot, window) -> SettingsDialog:
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        window.act_settings.trigger()  # the Settings menu's item
    dialog = opened.args[0]
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def _choose(qtbot, combo, key) -> None:
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    QTest.keyClick(combo, key)


def _ok(qtbot, dialog) -> None:
    with qtbot.waitSignal(dialog.finished, timeout=5000):
        QTest.mouseClick(dialog.buttons.button(OK), Qt.MouseButton.LeftButton)


def _felt_pixel(window) -> QColor:
    """The felt's colour just inside the table's bottom-left corner."""
    view = window.table.view
    point = view.mapFromScene(QPointF(4, view.sceneRect().height() - 4))
    return QColor(view.viewport().grab().toImage().pixel(point))


@pytest.mark.parametrize("table", [(3840, 2160)], indirect=True)
def test_card_size_felt_and_contrast_apply_at_once_to_an_open_table(qtbot, table):
    window, view = table, table.table.view
    fitted = view.card_width
    assert fitted > 150  # Large, the default, fills the 4K window as before
    green = _felt_pixel(window)

    dialog = _open_settings(qtbot, window)
    _choose(qtbot, dialog.card_size, Qt.Key.Key_Home)  # Small comes first
    _choose(qtbot, dialog.table_colour, Qt.Key.Key_End)  # Charcoal comes last
    box = dialog.high_contrast
    QTest.mouseClick(
        box, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(8, box.height() // 2)
    )
    assert box.isChecked()
    _ok(qtbot, dialog)

    assert (window.settings.card_size, window.settings.table_colour) == ("small", "charcoal")
    saved = json.loads(paths.settings_path().read_text(encoding="utf-8"))
    assert saved["card_size"] == "small" and saved["table_colour"] == "charcoal"
    assert saved["high_contrast"] is True
    # Small: cards 80 pixels wide, the whole table still in view.
    assert view.card_width == pytest.approx(CARD_SIZES["small"])
    table_rect = view.mapFromScene(view.sceneRect()).boundingRect()
    assert view.viewport().rect().contains(table_rect)
    # The felt is charcoal now, not green.
    grey = _felt_pixel(window)
    assert grey != green
    assert abs(grey.red() - grey.green()) < 12 and abs(grey.green() - grey.blue()) < 12
    # High contrast: the cards are drawn from high-contrast art, the names in bold.
    assert window.art.high_contrast
    labels = [i for i in window.table.scene.items() if isinstance(i, LabelItem) and i.text]
    assert labels and all(label.high_contrast and label._font().bold() for label in labels)

    # Extra large: the largest that fits the window again.
    dialog = _open_settings(qtbot, window)
    _choose(qtbot, dialog.card_size, Qt.Key.Key_End)
    _ok(qtbot, dialog)
    assert view.card_width == pytest.approx(fitted)


@pytest.mark.parametrize("size", list(CARD_SIZES))
def test_every_card_size_fits_a_small_window(qtbot, kept, size):
    """At 1280x800 each size comes out as large as fits there: the table is whole and the
    layout is the same, so nothing overlaps that did not before."""
    save_settings(Settings(card_size=size, speed="instant"))
    window = make_window(qtbot)
    kept.append(window)
    window.apply_settings(load_settings()[0])
    window.start_game(solo_setup("look"))
    view = window.table.view
    table_rect = view.mapFromScene(view.sceneRect()).boundingRect()
    assert view.viewport().rect().contains(table_rect.adjusted(1, 1, -1, -1))
    assert CARD_W * 0.5 < view.card_width < CARD_SIZES["small"]
    window.close()


@pytest.mark.parametrize("table", [(3840, 2160)], indirect=True)
def test_each_size_draws_cards_at_its_width_on_a_big_screen(qtbot, table):
    view, art = table.table.view, table.art
    widths = []
    for size in CARD_SIZES:
        table.apply_settings(Settings(speed="instant", card_size=size))
        view.viewport().repaint()
        widths.append(round(view.card_width))
        # The hand's cards are painted from pixmaps exactly that wide.
        assert any(key[1] == widths[-1] for key in art._cache)
    assert widths == sorted(widths) and len(set(widths[:3])) == 3
    assert widths[0] == CARD_SIZES["small"] and widths[1] == CARD_SIZES["normal"]
    assert widths[2] >= 170  # Large on a 4K screen: really large cards


# -- a drag's still table ------------------------------------------------------------------


def test_a_drag_paints_the_same_table_with_only_the_dragged_card_live(qtbot, table):
    window, view = table, table.table.view
    scene = window.table.scene
    vp = view.viewport()
    card = scene.hand_items()[len(scene.hand_items()) // 2]
    start = view.mapFromScene(card_point(card))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for dy in (10, 30, 60):
        QTest.mouseMove(vp, start - QPoint(0, dy))
    assert scene._drag == [card] and not view.frozen  # small repaints stay live
    vp.repaint()  # a whole frame: the rest of the table is painted once and kept still
    assert view.frozen
    stilled = [i for i in scene.items() if i is not card and i.isVisible()]
    cards = [i for i in stilled if isinstance(i, CardItem)]
    assert cards and all(i.flags() & NO_CONTENTS for i in cards)
    assert not card.flags() & NO_CONTENTS
    frozen = vp.grab().toImage()
    view.thaw()  # the same frame painted item by item
    live = vp.grab().toImage()
    assert frozen.size() == live.size()
    differ = sum(
        1
        for y in range(0, live.height(), 3)
        for x in range(0, live.width(), 3)
        if frozen.pixel(x, y) != live.pixel(x, y)
    )
    assert differ <= live.width() * live.height() // 9 // 500  # at most a few edge pixels
    view.freeze([card])
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    qtbot.waitUntil(lambda: not scene.animating)
    assert not view.frozen
    assert not any(i.flags() & NO_CONTENTS for i in cards)


# -- the opening draw, the action bar and the side panel follow the look --------------------


@pytest.fixture
def drawing(qtbot, kept):
    """A window showing the draw for seats (Italian Canasta's choice), the ceremony paused
    before its first card so it stays on the table while the Settings dialog is used."""
    window = MainWindow(Settings(speed="slow"), Translator())
    qtbot.addWidget(window)
    kept.append(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    setup = replace(solo_setup("look"), options={"OPT-CAN-SEAT-DRAW": "ON"})
    window.start_game(setup)
    opening = window.opening
    assert opening is not None and opening.running
    opening._timer.stop()  # paused: nothing more is drawn until the test ends
    yield window
    window.close()
    speeds.set_factor(0.0)  # the factor is global: other tests run at instant


def _opening_felt_pixel(window) -> QColor:
    """The opening draw's felt just inside the table's bottom-left corner, where nothing of
    the draw lies on it."""
    view, opening = window.table.view, window.opening
    at = QPointF(4, view.sceneRect().height() - 4)
    felt = window.table.scene.items(at)[0]
    assert felt in opening._items and not isinstance(felt, (CardItem, LabelItem))
    return QColor(view.viewport().grab().toImage().pixel(view.mapFromScene(at)))


def _face_pixel(button) -> QColor:
    """A bar button's face, left of its icon, half way down."""
    return QColor(button.grab().toImage().pixel(5, button.height() // 2))


def test_blue_shows_at_once_on_the_opening_draw_and_the_bar(qtbot, drawing):
    window = drawing
    sort = window.table.buttons["sort"]
    assert sort.isEnabled()  # sorting the hand is at hand even while the draw is shown
    felt, face = _opening_felt_pixel(window), _face_pixel(sort)
    assert felt.green() > felt.blue() and face.green() > face.blue()

    dialog = _open_settings(qtbot, window)
    _choose(qtbot, dialog.table_colour, Qt.Key.Key_Down)  # Blue comes after Green
    _ok(qtbot, dialog)

    assert window.settings.table_colour == "blue" and window.opening.running
    felt = _opening_felt_pixel(window)
    top, bottom, _around = FELTS["blue"]
    # The scene's own felt: the gradient of the blue felt near its bottom.
    assert felt.blue() > felt.green() > felt.red()
    assert all(b - 2 <= c <= t + 2 for c, t, b in zip(felt.getRgb()[:3], top, bottom, strict=True))
    face = _face_pixel(sort)
    assert face.blue() > face.green() > face.red()
    assert all(b.tones.felt == "blue" for b in window.table.findChildren(BarButton))
    # The names on the draw's felt stay plain until high contrast is chosen.
    assert not any(label.high_contrast for label in window.opening._names.values())


def test_high_contrast_shows_at_once_on_the_panel_the_bar_and_the_draw(qtbot, drawing):
    window = drawing
    panel_text = window.table.score_label
    panel_text.ensurePolished()
    before = panel_text.palette().color(panel_text.foregroundRole())
    assert before != QColor("white")
    take = window.table.buttons["take"]
    assert not take.isEnabled()

    dialog = _open_settings(qtbot, window)
    box = dialog.high_contrast
    QTest.mouseClick(
        box, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, QPoint(8, box.height() // 2)
    )
    _ok(qtbot, dialog)

    assert window.settings.high_contrast
    panel_text.ensurePolished()
    assert panel_text.palette().color(panel_text.foregroundRole()) == QColor("white")
    labels = [window.opening._title, *window.opening._names.values()]
    assert all(label.high_contrast and label._font().bold() for label in labels)
    # A disabled button's text, as drawn, is readable on its face (WCAG's 4.5:1 or more).
    image = take.grab().toImage()
    face = QColor(image.pixel(5, take.height() // 2))
    ink = max(
        (QColor(image.pixel(x, y)) for x in range(take.width()) for y in range(take.height())),
        key=lambda c: c.lightness(),
    )
    assert contrast(ink, face) >= 4.5
    assert ink != QColor("white")  # still told apart from an enabled button's text


@pytest.mark.parametrize("felt", TABLE_COLOURS)
def test_each_felt_has_its_own_readable_tones(felt):
    plain, strong = tones_for(felt), tones_for(felt, high_contrast=True)
    others = [tones_for(f) for f in TABLE_COLOURS if f != felt]
    assert all(plain.face_top != o.face_top and plain.panel != o.panel for o in others)
    for tones in (plain, strong):
        for face in (tones.face_top, tones.face_bottom, tones.face_down):
            assert contrast(tones.text, face) >= 4.5
        assert contrast(tones.panel_text, tones.panel) >= 4.5
        assert contrast(tones.well_text, tones.well) >= 4.5
    assert strong.text == QColor("white") and strong.edge_width > plain.edge_width
    assert contrast(strong.text, strong.face_hover) >= 4.5  # plain: a lighter flash
    assert strong.disabled_text.alpha() == 255 and strong.disabled_face.alpha() == 255
    assert contrast(strong.disabled_text, strong.disabled_face) >= 4.5
    assert strong.disabled_text != strong.text


def test_side_plates_take_the_felts_shade_and_go_black_in_high_contrast(qtbot, table):
    """A dark green plate looked foreign on a burgundy table."""
    from canasta_gui.app.scene.side_plate import SidePlate

    def plate_pixel() -> QColor:
        plate = next(i for i in table.table.scene.items() if isinstance(i, SidePlate))
        view = table.table.view
        centre = view.mapFromScene(plate.sceneBoundingRect().center())
        # a point inside the plate's top padding, clear of its edge and its text
        box = plate.mapRectToScene(plate.rect)
        spot = view.mapFromScene(QPointF(box.center().x(), box.top() + 6))
        assert view.viewport().rect().contains(centre)
        return view.viewport().grab().toImage().pixelColor(spot)

    looks = {}
    for felt, strong in (("green", False), ("burgundy", False), ("burgundy", True)):
        table.apply_settings(Settings(speed="instant", table_colour=felt, high_contrast=strong))
        looks[felt, strong] = plate_pixel()
    green, burgundy, black = (
        looks["green", False],
        looks["burgundy", False],
        looks["burgundy", True],
    )
    assert green.green() > green.red() and burgundy.red() > burgundy.green(), (green, burgundy)
    assert max(black.red(), black.green(), black.blue()) < 30, black
