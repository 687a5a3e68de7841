"""The Hand and Foot table's picture from plain data (docs/rules.md §4).

Feet face down with their count while down and a label once picked up (§4.3 step 2, §4.9),
books collapsed to one card of their kind's colour (§4.6.5), open melds one column per rank
slot with the wild meld's own (§4.6.6), red 3s in each side's red-3 area (§4.5) and a pile
blocked by a black 3 (§4.8.1). Views come from real engine positions played by Medium
computer players, and a busy table is built on one. The layouts are then shown in a real
``TableScene`` in windows of several sizes, and nothing may overlap or leave the table.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from PySide6.QtCore import QRectF

from canasta_gui.ai.hand_and_foot.player import HandFootPlayer
from canasta_gui.app.games.hand_and_foot.layout import HFView, hf_layout, side_areas
from canasta_gui.app.scene import speeds
from canasta_gui.app.scene.card_art import CardArt
from canasta_gui.app.scene.items import CARD_H, CARD_W
from canasta_gui.app.scene.placements import TABLE_H, TABLE_W
from canasta_gui.app.scene.table_scene import TableScene
from canasta_gui.app.widgets.table_view import TableView as TableWidget
from canasta_gui.engine.cards import (
    BLACK3_KINDS,
    JOKER,
    RED3_KINDS,
    is_black3,
    is_wild,
    parse_cards,
    suit_of,
)
from canasta_gui.engine.hand_and_foot.observation import Observation
from canasta_gui.engine.hand_and_foot.options import FOOT_SIZE, HandFootConfig
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, new_game
from canasta_gui.engine.rummy.melds import CLEAN, DIRTY, WILD, WILD_RANK, Meld
from tests.app.table_positions import LONG_NAMES

SIZES = ((1024, 720), (1280, 800), (1920, 1080))

# The texts a table passes in, already translated: English, and long ones that must shrink
# or elide (with Japanese, whose glyphs stand taller than Latin ones).
TEXTS = {
    "en": dict(
        names=["Ann", "Bo", "Cy", "Dee"],
        own_foot_text="Now playing from your foot",
        on_foot_text="On foot",
        pile_state_text="Blocked by a black 3",
        meld_hint="Drag cards here to meld",
    ),
    "long": dict(
        names=list(LONG_NAMES[:4]),
        own_foot_text="Adesso stai giocando con le carte del tuo piede, non più con la mano",
        on_foot_text="Sta giocando con le carte del piede, non più con la mano",
        pile_state_text="Bloccato da un tre nero in cima al pozzo degli scarti",
        meld_hint="Trascina qui le carte per calare una combinazione nuova",
    ),
    "ja": dict(
        names=["山田花子さん", "佐藤一郎さん", "鈴木美咲さん", "高橋健太さん"],
        own_foot_text="今は自分のフットの札でプレイしています",
        on_foot_text="フットでプレイ中",
        pile_state_text="黒の3でブロックされています",
        meld_hint="ここに札をドラッグしてメルド",
    ),
}


def view_of(obs: Observation, texts: str = "en", **extra) -> HFView:
    """The view a table would fill from ``obs`` for the seat at the bottom (a test's stand-in
    for the Hand and Foot controller)."""
    blocked = bool(obs.pile) and is_black3(obs.pile[-1])
    words = TEXTS[texts]
    base = dict(
        players=obs.config.players,
        bottom=obs.seat,
        side_of=obs.config.side_of,
        names=list(words["names"]),
        hand=sorted(obs.hand),
        hand_sizes=obs.hand_sizes,
        foot_down=obs.foot_down,
        foot_sizes=obs.foot_sizes,
        melds=[(side, m.rank, m.cards) for side, ms in enumerate(obs.melds) for m in ms],
        books=[(side, b.kind, b.cards) for side, bs in enumerate(obs.books) for b in bs],
        pile=list(obs.pile),
        stock=obs.stock_size,
        red3s=[(side, c) for side, cards in enumerate(obs.red3s) for c in cards],
        current=obs.current,
        pile_state="blocked" if blocked else "",
        pile_state_text=words["pile_state_text"] if blocked else "",
        meld_hint=words["meld_hint"],
        own_foot_text=words["own_foot_text"],
        on_foot_text=words["on_foot_text"],
    )
    base.update(extra)
    return HFView(**base)


def played(seed: str, wanted) -> HandFootState:
    """A default game of Medium players, stopped at seat 0's first melding turn where
    ``wanted(observation of seat 0)`` holds."""
    state = new_game(HandFootConfig.make({}), seed)
    bots = [HandFootPlayer("medium", f"{seed}/{p}") for p in range(4)]
    for _ in range(600):
        seat = state.current_player()
        assert seat is not None, "pick another seed"
        if seat == 0 and state.phase == Phase.PLAY and wanted(state.observation(0)):
            return state
        state.apply(bots[seat].decide(state.observation(seat)).action)
    raise AssertionError("pick another seed")


def _books_each(obs: Observation, n: int) -> bool:
    return all(len(b) >= n for b in obs.books)


# Seeded positions, each at seat 0's turn to meld (seat 0 at the bottom).
POSITIONS = {
    "fresh": ("hf-1", lambda o: True),
    # Seat 0 still on its hand, an opponent on its foot, books on both sides.
    "mid": ("hf-4", lambda o: o.foot_down[0] and not all(o.foot_down) and _books_each(o, 1)),
    # Seat 0 on its foot, another seat still on its hand, books on both sides.
    "on foot": (
        "hf-3",
        lambda o: not o.foot_down[0] and any(o.foot_down[1:]) and _books_each(o, 2),
    ),
}


@pytest.fixture(scope="module")
def positions() -> dict[str, Observation]:
    return {key: played(*how).observation(0) for key, how in POSITIONS.items()}


def _cards(codes: str) -> tuple[int, ...]:
    return tuple(parse_cards(codes.split()))


def busy_view(obs: Observation, texts: str = "en", foot_down: bool = True) -> HFView:
    """As full a table as a deal gets: a 30-card hand, 8 open melds of 6 cards (the wild meld
    among them) and 10 books a side, every red 3 of the five decks, a staged meld and lay-off,
    every seat holding 30 cards and a long pile blocked by a black 3."""
    hand = sorted(
        (list(obs.hand) + [c for c in range(52) if c >> 2 >= 2 and c not in obs.hand]) * 2
    )[:30]
    melds, books = [], []
    for side in (0, 1):
        for rank, codes in (
            (2, "4H 4S 4D 4C 2C 4H"),
            (3, "5H 5S 5D 5C 5H 5S"),
            (4, "6H 6S 6D 6C 2D 6S"),
            (5, "7H 7S 7D 7C 7H 7S"),
            (6, "8H 8S 8D 8C 8H 8S"),
            (7, "9H 9S 9D 2S 9H 9S"),
            (8, "10H 10S 10D 10C 10H 10S"),
            (WILD_RANK, "2C 2D JK 2H JK 2S"),
        ):
            melds.append((side, rank, _cards(codes)))
        for rank, codes in (
            (12, "AH AS AD AC AH AS AD"),
            (11, "KS KC KS KC 2C KH KD"),
            (WILD_RANK, "2C 2D 2H 2S 2C 2D 2H"),
            (10, "QH QS QD QC QH QS QD"),
            (9, "JS JC JS JC JH JD JS"),
            (8, "10S 10C 10H 10D 2S 10C 10S"),
            (WILD_RANK, "JK JK 2H JK 2S JK 2D"),
            (7, "9H 9D 9S 9C 9H 9D 9S"),
            (6, "8C 8S 2H 8D 8C JK 8S"),
            (12, "AH AD AS AC 2D AH AS"),
        ):
            book = Meld(rank, _cards(codes))
            books.append((side, book.kind, book.cards))
    red3s = [(0, RED3_KINDS[i % 2]) for i in range(7)] + [(1, RED3_KINDS[i % 2]) for i in range(3)]
    words = TEXTS[texts]
    return view_of(
        obs,
        texts,
        hand=hand,
        hand_sizes=(30,) * 4,
        foot_down=(foot_down, True, False, True),
        foot_sizes=(FOOT_SIZE if foot_down else 0, FOOT_SIZE, 0, FOOT_SIZE),
        melds=melds,
        books=books,
        staged=[_cards("QH QS QD 2H")],
        staged_layoffs={5: _cards("7D")},
        pile=list(parse_cards(["5H", "9S", "KD", "2C", "7C", "8H", "JD", "4S"])) * 3
        + [BLACK3_KINDS[0]],
        stock=60,
        red3s=red3s,
        pile_state="blocked",
        pile_state_text=words["pile_state_text"],
    )


# -- the feet ------------------------------------------------------------------------------


def _foot_cards(layout, seat: int) -> list:
    return [p for p in layout.cards if p.zone == ("foot", seat)]


def _labels(layout) -> dict[str, str]:
    return {label.key: label.text for label in layout.labels}


def test_every_foot_lies_face_down_with_its_count_at_the_start(positions):
    obs = positions["fresh"]
    assert all(obs.foot_down)
    layout = hf_layout(view_of(obs))
    labels = _labels(layout)
    for seat in range(4):
        backs = _foot_cards(layout, seat)
        assert backs and all(not p.face_up and p.card == -1 for p in backs)
        assert all(p.owner == seat for p in backs)
        assert labels[f"footcount{seat}"] == "13"
        assert f"footstate{seat}" not in labels
    # The bottom seat's foot is beside its hand: level with it, right of its last card.
    hand = [p for p in layout.cards if p.zone == ("hand",)]
    foot = _foot_cards(layout, 0)
    assert min(p.pos.x() for p in foot) > max(p.pos.x() for p in hand) + CARD_W
    assert all(abs(p.pos.y() - hand[0].pos.y()) < 10 for p in foot)


def test_a_picked_up_foot_leaves_a_label_instead_of_the_stack(positions):
    obs = positions["on foot"]
    layout = hf_layout(view_of(obs))
    labels = _labels(layout)
    assert not _foot_cards(layout, 0) and "footcount0" not in labels
    assert labels["footstate0"] == "Now playing from your foot"
    for seat in (1, 2, 3):
        if obs.foot_down[seat]:
            assert _foot_cards(layout, seat) and labels[f"footcount{seat}"] == "13"
            assert f"footstate{seat}" not in labels
        else:
            assert not _foot_cards(layout, seat) and f"footcount{seat}" not in labels
            assert labels[f"footstate{seat}"] == "On foot"


def test_other_seats_show_hand_and_foot_side_by_side(positions):
    """Each other seat's foot lies next to its fan, clear of it, along the same edge."""
    layout = hf_layout(view_of(positions["fresh"]))
    for seat in (1, 2, 3):
        fan = _united([p for p in layout.cards if p.zone == ("seat", seat)])
        foot = _united(_foot_cards(layout, seat))
        assert not fan.intersects(foot)
        gap = max(foot.top() - fan.bottom(), foot.left() - fan.right())
        assert 0 < gap < 30, (seat, fan, foot)


def test_the_foot_stacks_keep_their_own_zones(positions):
    """The scene reuses backs by zone: a foot's backs are never taken for a fan's."""
    layout = hf_layout(view_of(positions["fresh"]))
    zones = {p.zone for p in layout.cards if not p.face_up}
    assert {("foot", s) for s in range(4)} <= zones
    assert not any(z.zone[0] == "foot" for z in layout.zones)  # not a drop target


# -- books and melds -----------------------------------------------------------------------


def _red(card: int) -> bool:
    return suit_of(card) in (1, 2)


@pytest.mark.parametrize(
    "rank, codes, kind, colour",
    [
        (5, "7C 7S 7H 7D 7C 7S 7S", CLEAN, "red"),
        (7, "9H 9D 9H 9D 9C 2H 9S", DIRTY, "black"),
        (7, "9H 9D 9H 9D 9H 2H 2D", DIRTY, "black"),  # no black 9: the 9 of spades stands in
        (WILD_RANK, "2C 2D 2H JK 2S 2C 2D", WILD, "joker"),
        (WILD_RANK, "2C 2D 2H 2S 2C 2D 2H", WILD, "joker"),  # no joker: one stands in
    ],
)
def test_a_book_collapses_to_one_card_of_its_kind(positions, rank, codes, kind, colour):
    book = Meld(rank, _cards(codes))
    assert book.kind == kind
    layout = hf_layout(view_of(positions["fresh"], books=[(1, book.kind, book.cards)]))
    shown = [p for p in layout.cards if p.zone == ("book", 1, 0)]
    assert len(shown) == 1  # one card stands for the whole book
    top = shown[0]
    assert top.badge == "7" and top.face_up
    if colour == "joker":
        assert top.card == JOKER
    else:
        assert not is_wild(top.card) and top.card >> 2 == rank
        assert _red(top.card) is (colour == "red")
    assert not any(z.zone[0] == "book" for z in layout.zones)  # nothing can be added to it


def _side_books(layout, side: int) -> dict[int, object]:
    return {p.zone[2]: p for p in layout.cards if p.zone[:2] == ("book", side)}


def test_books_lie_in_rows_by_kind_at_the_end_away_from_the_red_3s(positions):
    view = busy_view(positions["mid"])
    layout = hf_layout(view)
    areas = side_areas(view)
    for side in (0, 1):
        books = _side_books(layout, side)
        kinds = [kind for s, kind, _ in view.books if s == side]
        assert sorted(books) == list(range(len(kinds)))
        rows: dict[str, set] = {}
        for i, kind in enumerate(kinds):
            rows.setdefault(kind, set()).add(books[i].pos.y())
            assert areas[side].rect.contains(_rect(books[i]))
        # A row per kind: clean above dirty above wild (§4.6.5, counted for §4.10.2 a).
        assert all(len(ys) == 1 for ys in rows.values())
        assert min(rows[CLEAN]) < min(rows[DIRTY]) < min(rows[WILD])
        # A row that closes up still shows each book's index and size badge.
        for y in set().union(*rows.values()):
            xs = sorted(p.pos.x() for p in books.values() if p.pos.y() == y)
            shown = [b - a for a, b in zip(xs, xs[1:], strict=False)]
            assert min(shown) >= 0.6 * CARD_W * books[0].scale - 0.01
        # Apart from the open and staged melds, at the end of the area away from the red 3s.
        block = _united(books.values())
        melds = _united(p for p in layout.cards if p.zone[0] in ("meld", "staged") and _of(p, side))
        red3s = _united(p for p in layout.cards if p.zone == ("red3", side))
        assert not block.intersects(melds) and not block.intersects(red3s)
        assert block.right() < melds.left() < melds.right() < red3s.left()


def _of(p, side: int) -> bool:
    """A meld column of ``side`` (staged melds are the bottom seat's side's, here side 0)."""
    return p.zone[1] == side if p.zone[0] == "meld" else side == 0


def test_rows_of_books_close_up_before_the_open_melds_do(positions):
    """Nine open melds and six clean books on the bottom side: the books close up, each still
    showing its index and its size badge, and the open melds keep their width."""
    ranks = ["4", "5", "6", "7", "8", "9", "10", "J", "Q"]
    melds = [(0, r, _cards(f"{c}H {c}S {c}D")) for r, c in enumerate(ranks, start=2)]
    books = [(0, CLEAN, _cards("KH KS KD KC KH KS KD"))] * 6
    layout = hf_layout(view_of(positions["fresh"], melds=melds, books=books))
    shown = sorted(_side_books(layout, 0).values(), key=lambda p: p.pos.x())
    width = CARD_W * shown[0].scale
    steps = [b.pos.x() - a.pos.x() for a, b in zip(shown, shown[1:], strict=False)]
    assert len(shown) == 6 and min(steps) >= 0.6 * width - 0.01
    assert max(steps) < width  # closed up
    columns = sorted(p.pos.x() for p in layout.cards if p.zone[:2] == ("meld", 0) and not p.index)
    assert (
        len(columns) == 9
        and min(b - a for a, b in zip(columns, columns[1:], strict=False)) >= CARD_W
    )


def test_the_meld_hint_shows_in_an_empty_area_only(positions):
    view = view_of(positions["fresh"], melds=[], books=[])
    hint = {z.zone: z.label for z in hf_layout(view).zones}
    assert hint[("melds", 0)] == "Drag cards here to meld"
    book = (0, CLEAN, _cards("KH KS KD KC KH KS KD"))
    hint = {z.zone: z.label for z in hf_layout(replace(view, books=[book])).zones}
    assert hint[("melds", 0)] == ""  # the words would run over the books


def test_open_melds_one_column_per_rank_slot_with_the_wild_meld(positions):
    wild = _cards("2C JK 2D")
    nines = _cards("9H 9S 9D 2C")
    view = view_of(positions["fresh"], melds=[(0, 7, nines), (0, WILD_RANK, wild), (1, 7, nines)])
    layout = hf_layout(view)
    for zone, cards in (((0, 7), nines), ((0, WILD_RANK), wild), ((1, 7), nines)):
        shown = sorted(
            (p for p in layout.cards if p.zone == ("meld", *zone)), key=lambda p: p.index
        )
        assert [p.card for p in shown] == list(cards)
        assert not any(p.badge for p in shown)  # open melds are fanned, never collapsed
    zones = {z.zone for z in layout.zones}
    assert {("meld", 0, 7), ("meld", 0, WILD_RANK), ("meld", 1, 7), ("melds", 0)} <= zones


def test_staged_melds_and_lay_offs_show_as_in_canasta(positions):
    nines = _cards("9H 9S 9D")
    staged = _cards("KH KS KD")
    view = view_of(
        positions["fresh"],
        melds=[(0, 7, nines)],
        staged=[staged],
        staged_layoffs={7: _cards("9C")},
    )
    layout = hf_layout(view)
    column = [p.card for p in layout.cards if p.zone == ("meld", 0, 7)]
    assert column == list(nines + _cards("9C"))
    assert [p.card for p in layout.cards if p.zone == ("staged", 0)] == list(staged)
    dashed = {z.zone for z in layout.zones if z.dashed}
    assert dashed == {("meld", 0, 7), ("staged", 0)}


def test_red_3s_lie_in_their_sides_red_3_area(positions):
    view = busy_view(positions["fresh"])
    layout = hf_layout(view)
    table = _table_rects(layout)
    areas = side_areas(view)
    placed = [p for p in layout.cards if p.zone[0] == "red3"]
    assert sorted((p.zone[1], p.card) for p in placed) == sorted(view.red3s)
    for p in placed:
        area = areas[p.zone[1]]
        assert area.rect.contains(table[id(p)])
        assert not table[id(p)].intersects(area.meld_rect)  # the strip melds never enter


def test_a_black_3_on_the_pile_gets_the_pile_badge(positions):
    pile = parse_cards(["5H", "9S", "3C"])
    view = view_of(
        positions["fresh"], pile=pile, pile_state="blocked", pile_state_text="Blocked by a black 3"
    )
    layout = hf_layout(view)
    (label,) = [label for label in layout.labels if label.key == "pilestate"]
    assert (label.text, label.badge) == ("Blocked by a black 3", "blocked")
    pile_cards = [p for p in layout.cards if p.zone == ("pile",)]
    assert [p.card for p in pile_cards] == pile
    assert all(p.rotation == 0.0 for p in pile_cards)  # no freezing card lies sideways
    assert _labels(layout)["pilecount"] == "3"


def test_a_hidden_hand_keeps_its_foot(positions):
    """Between two people's turns the hand shows backs only; the foot still lies beside it."""
    obs = positions["fresh"]
    layout = hf_layout(view_of(obs, hand=[-1] * len(obs.hand)))
    hand = [p for p in layout.cards if p.zone == ("hand",)]
    assert len(hand) == len(obs.hand) and not any(p.face_up for p in hand)
    assert _foot_cards(layout, 0) and _labels(layout)["footcount0"] == "13"


# -- in a real scene: nothing overlaps, nothing leaves the table ---------------------------


def _rect(p) -> QRectF:
    """Where a placed card lies (turned cards are turned about their corner)."""
    w, h = CARD_W * p.scale, CARD_H * p.scale
    if p.rotation == 90.0:
        return QRectF(p.pos.x() - h, p.pos.y(), h, w)
    assert p.rotation == 0.0
    return QRectF(p.pos.x(), p.pos.y(), w, h)


def _placed(layout) -> list[tuple]:
    return [(p, _rect(p)) for p in layout.cards]


def _table_rects(layout) -> dict[int, QRectF]:
    return {id(p): r for p, r in _placed(layout)}


def _united(placements) -> QRectF:
    out = QRectF()
    for p in placements:
        out = out.united(_rect(p))
    return out


def overlap(a: QRectF, b: QRectF) -> bool:
    r = a.intersected(b)
    return r.width() > 0.5 and r.height() > 0.5


def allowed_under(key: str) -> tuple:
    """The cards a label is meant to lie on: a count badge on what it counts."""
    if key == "stock":
        return ("stock",)
    if key == "pilecount":
        return ("pile",)
    for prefix, zone in (("footcount", "foot"), ("count", "seat")):
        if key.startswith(prefix):
            return (zone, int(key[len(prefix) :]))
    return ()


@pytest.fixture
def table(qtbot):
    """A table scene in its view, as the table page holds them, moving cards at once."""
    speeds.set_factor(0.0)
    scene = TableScene(CardArt())
    widget = TableWidget(scene)
    scene.setParent(widget)  # goes with the window, which conftest deletes after the test
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def show(qtbot, widget, size) -> None:
    widget.resize(*size)

    def fitted() -> bool:
        vp = widget.viewport().rect()
        scale = min((vp.width() - 4) / TABLE_W, (vp.height() - 4) / TABLE_H)
        return abs(widget.transform().m11() - scale) < 1e-3

    qtbot.waitUntil(fitted)


def _group(zone: tuple) -> tuple:
    """Cards that may cover one another: a zone's, and a side's books, whose rows close up
    as a fan does when the side has many (``test_rows_of_books_close_up_...``)."""
    return zone[:2] if zone[0] == "book" else zone


def problems(widget, case: str) -> list[str]:
    """Labels meeting labels, cards or zone texts, cards of different zones meeting, and
    anything outside the table or the window."""
    scene = widget.table_scene
    viewport = QRectF(widget.viewport().rect())
    whole = QRectF(0, 0, TABLE_W, TABLE_H)
    cards = [(c, c.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))) for c in scene.cards]
    found = []
    for i, (card, rect) in enumerate(cards):
        if not whole.contains(rect):
            found.append(f"{case}: a card of {card.zone} leaves the table ({rect})")
        for other, other_rect in cards[i + 1 :]:
            if _group(card.zone) != _group(other.zone) and overlap(rect, other_rect):
                found.append(f"{case}: cards of {card.zone} and {other.zone} meet")
    labels = [(k, item) for k, item in scene.labels.items() if item.shown_text]
    for i, (key, item) in enumerate(labels):
        rect = item.sceneBoundingRect()
        what = f"{case}: {key} {item.shown_text!r}"
        seen = QRectF(widget.mapFromScene(rect).boundingRect())
        if not viewport.contains(seen) or not whole.contains(rect):
            found.append(f"{what} leaves the view ({seen} in {viewport})")
        for other_key, other in labels[i + 1 :]:
            if overlap(rect, other.sceneBoundingRect()):
                found.append(f"{what} overlaps the label {other_key} {other.shown_text!r}")
        under = allowed_under(key)
        for card, card_rect in cards:
            meant = bool(under) and card.zone[: len(under)] == under
            if not meant and overlap(rect, card_rect):
                found.append(f"{what} overlaps a card of {card.zone}")
        for zone in scene.zones.values():
            if zone.label and overlap(rect, _zone_text(zone)):
                found.append(f"{what} overlaps the zone text {zone.label!r}")
    return found


def _zone_text(zone) -> QRectF:
    """Where a zone writes its words (the empty meld area's hint), as ZoneItem paints them."""
    from PySide6.QtGui import QFont, QFontMetricsF

    font = QFont()
    font.setPixelSize(26)
    fm = QFontMetricsF(font)
    w, h = fm.horizontalAdvance(zone.label), fm.height()
    c = zone.rect.center()
    return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)


def _cases(positions) -> list[tuple[str, HFView]]:
    out = []
    for texts in TEXTS:
        for key, obs in positions.items():
            out.append((f"{key}, {texts}", view_of(obs, texts)))
        for down in (True, False):
            case = f"busy, foot {'down' if down else 'up'}, {texts}"
            out.append((case, busy_view(positions["mid"], texts, foot_down=down)))
    return out


def test_nothing_meets_or_leaves_the_table_in_a_real_scene(qtbot, table, positions):
    found: list[str] = []
    cases = _cases(positions)
    for size in SIZES:
        show(qtbot, table, size)
        for case, view in cases:
            # Whoever's turn it is gets a bold name on a badge: try every seat's.
            for current in range(4):
                table.table_scene.apply(hf_layout(replace(view, current=current)))
                found += problems(table, f"{case}, {size[0]}x{size[1]}, seat {current} to play")
    assert not found, "\n".join(found[:40])


def test_a_busy_table_fills_the_scene_as_its_layout_says(qtbot, table, positions):
    """Every placed card is on the table once, at its place: the scene keeps the foot's backs,
    the books and the open melds apart, as their zones say."""
    view = busy_view(positions["mid"])
    layout = hf_layout(view)
    show(qtbot, table, SIZES[1])
    scene = table.table_scene
    scene.apply(layout)
    placed = sorted((p.zone, p.index, p.card) for p in layout.cards)
    shown = sorted((c.zone, c.index, c.card) for c in scene.cards)
    assert placed == shown
    assert sum(1 for c in scene.cards if c.zone[0] == "book") == len(view.books) == 20
    assert sum(1 for c in scene.cards if c.zone[0] == "red3") == 10
    assert len(scene.hand_items()) == 30


def test_the_same_view_twice_moves_nothing(qtbot, table, positions):
    """Items are reused by code and zone: a second apply keeps every card where it is."""
    view = busy_view(positions["mid"])
    scene = table.table_scene
    scene.apply(hf_layout(view))
    before = {(c.zone, c.index): c for c in scene.cards}
    scene.apply(hf_layout(view))
    after = {(c.zone, c.index): c for c in scene.cards}
    assert before.keys() == after.keys()
    assert all(before[k] is after[k] for k in before)
