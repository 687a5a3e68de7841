"""The card art (assets/cards.svg) and the pixmap cache that renders it."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from PySide6.QtGui import QColor, QImage
from PySide6.QtSvg import QSvgRenderer

from canasta_gui.app import resources
from canasta_gui.app.resources import asset_path, translations_dir
from canasta_gui.app.scene.card_art import BACKS, CardArt
from canasta_gui.engine.cards import JOKER, N_KINDS, card_code

SVG_PATH = asset_path("cards.svg")
ALL_CODES = [card_code(k) for k in range(N_KINDS)]
FOUR_COLOUR_IDS = ["4c_" + card_code(k) for k in range(JOKER)]
BACK_IDS = [f"back_{b}" for b in BACKS]


@pytest.fixture
def art(qapp) -> CardArt:
    return CardArt()


def _ink_colour(image: QImage, x0: float, y0: float, x1: float, y1: float) -> tuple[float, ...]:
    """Mean colour of the clearly coloured (not paper, not edge grey) pixels in a fractional box."""
    w, h = image.width(), image.height()
    total = [0.0, 0.0, 0.0]
    n = 0
    for y in range(int(y0 * h), int(y1 * h)):
        for x in range(int(x0 * w), int(x1 * w)):
            c = QColor(image.pixel(x, y))
            if c.alpha() > 200 and min(c.red(), c.green(), c.blue()) < 150:
                total[0] += c.red()
                total[1] += c.green()
                total[2] += c.blue()
                n += 1
    assert n > 20, "no ink found in the index area"
    return tuple(t / n for t in total)


def test_assets_are_found_from_a_source_checkout():
    assert SVG_PATH.is_file()
    assert SVG_PATH.parent.name == "assets"
    assert translations_dir().name == "translations"
    assert translations_dir().parent == SVG_PATH.parent.parent


def test_assets_are_found_in_a_pyinstaller_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.asset_path("cards.svg") == tmp_path / "assets" / "cards.svg"
    assert resources.translations_dir() == tmp_path / "translations"


def test_svg_has_no_text_and_stays_small():
    svg = SVG_PATH.read_text(encoding="utf-8")
    assert "<text" not in svg
    assert "font" not in svg
    assert SVG_PATH.stat().st_size < 1_500_000


def test_committed_svg_matches_the_generator():
    script = Path(__file__).resolve().parents[2] / "assets" / "make_cards.py"
    spec = importlib.util.spec_from_file_location("make_cards", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.build() == SVG_PATH.read_text(encoding="utf-8"), "run assets/make_cards.py"


@pytest.mark.parametrize("element", ALL_CODES + FOUR_COLOUR_IDS + BACK_IDS + ["slot"])
def test_every_element_is_exactly_one_card_rectangle(qapp, element):
    renderer = QSvgRenderer(str(SVG_PATH))
    assert renderer.elementExists(element)
    bounds = renderer.boundsOnElement(element)
    assert (bounds.width(), bounds.height()) == (250, 350)


def test_every_card_renders_at_the_right_size(art):
    for four_colour in (False, True):
        art.set_style(four_colour=four_colour)
        for code in ALL_CODES:
            pixmap = art.pixmap(code, 60)
            assert not pixmap.isNull(), code
            assert (pixmap.width(), pixmap.height()) == (60, 84), code
            image = pixmap.toImage()
            # Opaque in the middle, transparent just outside the rounded corner.
            assert image.pixelColor(30, 42).alpha() == 255, code
            assert image.pixelColor(0, 0).alpha() < 128, code


@pytest.mark.parametrize("back", BACKS)
def test_backs_render_when_face_down(art, back):
    art.set_style(back=back)
    pixmap = art.pixmap("7S", 70, face_up=False)
    assert art.element_id("7S", face_up=False) == f"back_{back}"
    assert (pixmap.width(), pixmap.height()) == (70, 98)
    assert pixmap.toImage().pixelColor(35, 49).alpha() == 255
    # Every face-down card is the same picture, so the cache holds it once.
    assert art.pixmap("JK", 70, face_up=False).cacheKey() == pixmap.cacheKey()
    assert art.cache_size == 1


def test_backs_differ_in_colour(art):
    colours = []
    for back in BACKS:
        art.set_style(back=back)
        colours.append(art.pixmap("AS", 100, face_up=False).toImage().pixelColor(20, 60).rgb())
    assert len(set(colours)) == len(BACKS)


def test_slot_is_a_pale_outline(art):
    pixmap = art.pixmap("slot", 80, face_up=False)
    assert art.element_id("slot", face_up=False) == "slot"
    assert (pixmap.width(), pixmap.height()) == (80, 112)
    middle = pixmap.toImage().pixelColor(40, 56)
    assert 0 < middle.alpha() < 80  # a faint wash, the table shows through


def test_cache_returns_the_same_pixmap_until_the_size_changes(art):
    first = art.pixmap("10H", 90)
    assert art.cache_size == 1
    assert art.pixmap("10H", 90).cacheKey() == first.cacheKey()
    assert art.cache_size == 1
    bigger = art.pixmap("10H", 91)
    assert bigger.cacheKey() != first.cacheKey()
    assert bigger.width() == 91
    assert art.cache_size == 2


def test_cache_drops_the_least_recently_used_beyond_its_limit(art):
    art.max_cached = 3
    kept = art.pixmap("AS", 60)
    art.pixmap("AS", 61)
    art.pixmap("AS", 62)
    assert art.pixmap("AS", 60).cacheKey() == kept.cacheKey()  # now the most recent
    art.pixmap("AS", 63)  # evicts width 61, the least recently used
    assert art.cache_size == 3
    assert art.pixmap("AS", 60).cacheKey() == kept.cacheKey()
    assert art.cache_size == 3
    art.pixmap("AS", 61)  # rendered again, evicting width 62
    assert art.cache_size == 3


def test_device_pixel_ratio_doubles_the_pixels(art):
    plain = art.pixmap("QC", 60)
    sharp = art.pixmap("QC", 60, dpr=2.0)
    assert (sharp.width(), sharp.height()) == (120, 168)
    assert sharp.devicePixelRatio() == 2.0
    assert sharp.deviceIndependentSize().toSize() == plain.size()
    assert sharp.cacheKey() != plain.cacheKey()


def test_fractional_ratio_rounds_the_pixel_size(art):
    pixmap = art.pixmap("5D", 61, dpr=1.25)
    assert (pixmap.width(), pixmap.height()) == (round(61 * 1.25), round(61 * 1.4 * 1.25))
    assert pixmap.devicePixelRatio() == 1.25


def test_four_colour_diamonds_are_blue_and_clubs_green(art):
    index = (0.04, 0.04, 0.32, 0.26)  # the top-left rank
    r, g, b = _ink_colour(art.pixmap("10D", 100).toImage(), *index)
    assert r > b + 80 and r > g + 80
    r, g, b = _ink_colour(art.pixmap("10C", 100).toImage(), *index)
    assert max(r, g, b) < 80  # black

    art.set_style(four_colour=True)
    assert art.element_id("10D") == "4c_10D"
    r, g, b = _ink_colour(art.pixmap("10D", 100).toImage(), *index)
    assert b > r + 80 and b > g + 40
    r, g, b = _ink_colour(art.pixmap("10C", 100).toImage(), *index)
    assert g > r + 60 and g > b + 40
    r, g, b = _ink_colour(art.pixmap("3H", 100).toImage(), *index)
    assert r > b + 80 and r > g + 80


def test_joker_has_no_four_colour_variant(art):
    art.set_style(four_colour=True)
    assert art.element_id("JK") == "JK"
    assert not art.pixmap("JK", 60).isNull()


def test_red_three_index_is_red(art):
    for code in ("3H", "3D"):
        r, g, b = _ink_colour(art.pixmap(code, 100).toImage(), 0.04, 0.04, 0.32, 0.26)
        assert r > b + 80 and r > g + 80, code


def test_set_style_clears_the_cache_only_on_a_change(art):
    art.pixmap("AS", 60)
    art.pixmap("AS", 60, face_up=False)
    assert art.cache_size == 2
    art.set_style(four_colour=False, back="blue")  # the defaults: nothing changes
    assert art.cache_size == 2
    art.set_style(four_colour=True)
    assert art.cache_size == 0
    assert art.four_colour is True
    art.pixmap("AS", 60)
    art.set_style(back="green")
    assert art.cache_size == 0
    assert art.back == "green"


def test_set_style_rejects_an_unknown_back(art):
    with pytest.raises(ValueError, match="purple"):
        art.set_style(back="purple")
    assert art.back == "blue"


@pytest.mark.parametrize("code", ["ZZ", "1H", "11S", "", "4c_AS", "back_blue", "jk", "joker"])
def test_unknown_code_raises_key_error(art, code):
    with pytest.raises(KeyError, match="not a card code"):
        art.pixmap(code, 60)
    with pytest.raises(KeyError):
        art.pixmap(code, 60, face_up=False)
    assert art.cache_size == 0


def test_missing_svg_is_reported(qapp, tmp_path):
    with pytest.raises(FileNotFoundError):
        CardArt(tmp_path / "nope.svg")


def test_an_svg_without_the_element_raises_key_error(qapp, tmp_path):
    svg = tmp_path / "tiny.svg"
    svg.write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" width="250" height="350">'
        '<g id="AS"><rect width="250" height="350" fill="#fff"/></g></svg>',
        encoding="utf-8",
    )
    art = CardArt(svg)
    assert art.pixmap("AS", 50).width() == 50
    with pytest.raises(KeyError, match="tiny.svg has no element 'KS'"):
        art.pixmap("KS", 50)
