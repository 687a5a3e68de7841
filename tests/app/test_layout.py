"""The table's picture from plain data: canasta stacks, the frozen pile, hidden hands, red 3s.

docs/rules.md §3.7.7 (canastas, natural and mixed), §3.9.2 (the freezing card) and §3.4
(red 3s go to the side's red-3 area).
"""

from __future__ import annotations

import pytest

from PySide6.QtCore import QRectF

from canasta_gui.app.games.rummy.layout import TableView, table_layout
from canasta_gui.app.models.table_models import HIDDEN, HandModel
from canasta_gui.app.scene.items import CARD_H, CARD_W
from canasta_gui.engine.cards import is_wild, parse_cards, suit_of


def _view(**extra) -> TableView:
    base = dict(
        players=4,
        bottom=0,
        side_of=(0, 1, 0, 1),
        names=["Ann", "Bo", "Cy", "Dee"],
        hand=parse_cards(["4H", "5S"]),
        hand_sizes=(2, 11, 11, 11),
        melds=[],
    )
    base.update(extra)
    return TableView(**base)


def _red(card: int) -> bool:
    return suit_of(card) in (1, 2)  # diamonds, hearts


@pytest.mark.parametrize(
    "codes, kind, red_top",
    [
        (["7C", "7S", "7H", "7D", "7C", "7S", "7S"], "natural", True),
        (["9H", "9D", "9H", "9D", "9C", "2H", "JK"], "mixed", False),
    ],
)
def test_finished_canasta_collapses_to_one_card_of_its_colour(codes, kind, red_top):
    cards = tuple(parse_cards(codes))
    layout = table_layout(_view(melds=[(0, cards[0] >> 2, cards, kind)]))
    shown = [p for p in layout.cards if p.zone[0] == "meld"]
    assert len(shown) == 1  # one card stands for the whole canasta
    top = shown[0]
    assert top.badge == str(len(cards))
    assert _red(top.card) is red_top and not is_wild(top.card)


def test_unfinished_meld_shows_every_card():
    cards = tuple(parse_cards(["8H", "8S", "2C"]))
    layout = table_layout(_view(melds=[(1, cards[0] >> 2, cards, None)]))
    shown = [p for p in layout.cards if p.zone == ("meld", 1, cards[0] >> 2)]
    assert [p.card for p in shown] == list(cards)


def test_freezing_card_lies_sideways_under_the_top():
    pile = parse_cards(["5H", "2C", "9S", "KD"])
    layout = table_layout(_view(pile=pile, freeze_index=1, pile_state="frozen"))
    placed = {p.index: p for p in layout.cards if p.zone == ("pile",)}
    assert placed[1].rotation == 90.0
    assert all(placed[i].rotation == 0.0 for i in (0, 2, 3))
    assert placed[3].z > placed[1].z  # the top card covers it
    assert any(label.badge == "frozen" for label in layout.labels)


def test_freezing_card_on_top_is_not_turned():
    pile = parse_cards(["5H", "2C"])
    layout = table_layout(_view(pile=pile, freeze_index=1, pile_state="blocked"))
    assert all(p.rotation == 0.0 for p in layout.cards if p.zone == ("pile",))


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_other_hands_are_face_down_with_counts(players):
    side_of = {2: (0, 1), 3: (0, 1, 2), 4: (0, 1, 0, 1), 6: (0, 1, 0, 1, 0, 1)}[players]
    view = _view(
        players=players,
        side_of=side_of,
        names=[f"P{i}" for i in range(players)],
        hand_sizes=(2,) + (9,) * (players - 1),
    )
    layout = table_layout(view)
    for p in layout.cards:
        if p.zone[0] == "seat":
            assert not p.face_up and p.card == -1
    labels = {label.key: label.text for label in layout.labels}
    for seat in range(1, players):
        assert labels[f"seat{seat}"] == f"P{seat}"
        assert labels[f"count{seat}"] == "9"  # on a badge over the seat's fan


def test_hidden_hand_reaches_the_model_as_backs_only(qapp):
    model = HandModel()
    cards = tuple(parse_cards(["4H", "5S", "JK"]))
    model.update(cards, revealed=False, count=3)
    assert model.cards() == [HIDDEN] * 3
    assert all(model.data(model.index(i)) == "" for i in range(3))
    model.update(cards, revealed=True, count=3)
    assert sorted(model.cards()) == sorted(cards)


def test_hand_sorts_by_rank_with_wild_cards_last_and_by_suit(qapp):
    model = HandModel()
    model.update(tuple(parse_cards(["2C", "KH", "4S", "JK", "4D"])), revealed=True, count=5)
    assert [model.data(model.index(i)) for i in range(5)] == ["4D", "4S", "KH", "2C", "JK"]
    model.set_sort("suit")
    shown = [model.data(model.index(i)) for i in range(5)]
    assert shown[-2:] == ["2C", "JK"] and shown[:3] == ["4D", "KH", "4S"]


# -- red 3s by their side's seats (docs/rules.md §3.4 step 3: "the side's red-3 area") ----------

RED = parse_cards(["3H", "3D"])


def card_rect(p) -> QRectF:
    """Where a placed card lies on the table (turned cards are turned about their corner)."""
    w, h = CARD_W * p.scale, CARD_H * p.scale
    if p.rotation == 90.0:
        return QRectF(p.pos.x() - h, p.pos.y(), h, w)
    assert p.rotation == 0.0
    return QRectF(p.pos.x(), p.pos.y(), w, h)


def gap(a: QRectF, b: QRectF) -> float:
    """The distance between two rectangles (0 when they touch or overlap)."""
    dx = max(0.0, max(a.left(), b.left()) - min(a.right(), b.right()))
    dy = max(0.0, max(a.top(), b.top()) - min(a.bottom(), b.bottom()))
    return (dx * dx + dy * dy) ** 0.5


def seat_rects(layout, view) -> dict[int, QRectF]:
    """Each seat's place: its fan of backs, or the bottom hand's zone."""
    out: dict[int, QRectF] = {}
    for p in layout.cards:
        if p.zone[0] == "seat":
            out[p.zone[1]] = out.get(p.zone[1], QRectF()).united(card_rect(p))
    hand = next(z for z in layout.zones if z.zone == ("hand",))
    out[view.bottom] = hand.rect
    return out


SIX_2X3 = (0, 1, 0, 1, 0, 1)
SIX_3X2 = (0, 1, 2, 0, 1, 2)


@pytest.mark.parametrize(
    "side_of, bottom",
    [((0, 1), 0), ((0, 1), 1), ((0, 1, 0, 1), 0), ((0, 1, 0, 1), 3), ((0, 1, 2), 0)]
    + [(SIX_2X3, 0), (SIX_2X3, 1), (SIX_3X2, 0), (SIX_3X2, 4)],
)
def test_red_3s_lie_in_their_sides_area_next_to_its_seat(side_of, bottom):
    players = len(side_of)
    sides = max(side_of) + 1
    # Side s has s + 1 red 3s, and every side a few melds.
    red3s = [(s, RED[i % 2]) for s in range(sides) for i in range(s + 1)]
    melds = [
        (s, r, tuple(parse_cards([f"{code}H", f"{code}S", f"{code}C"])), None)
        for s in range(sides)
        for r, code in ((4, "6"), (7, "9"), (11, "K"))
    ]
    view = _view(
        players=players,
        bottom=bottom,
        side_of=side_of,
        names=[f"P{i}" for i in range(players)],
        hand_sizes=(11,) * players,
        melds=melds,
        red3s=red3s,
    )
    layout = table_layout(view)
    areas = {z.zone[1]: z.rect for z in layout.zones if z.zone[0] == "melds"}
    meld_cards = [card_rect(p) for p in layout.cards if p.zone[0] == "meld"]
    seats = seat_rects(layout, view)
    placed = [p for p in layout.cards if p.zone[0] == "red3"]
    assert sorted((p.zone[1], p.card) for p in placed) == sorted(red3s)
    for p in placed:
        side, rect = p.zone[1], card_rect(p)
        assert areas[side].contains(rect), (side, rect, areas[side])
        assert not any(rect.intersects(m) for m in meld_cards)
        nearest = min(seats, key=lambda seat: gap(rect, seats[seat]))
        assert side_of[nearest] == side, (side, nearest, rect)
    own = [card_rect(p) for p in placed if p.zone[1] == side_of[bottom]]
    assert all(r.top() > 560 for r in own)  # in front of the bottom player, below the pile


# -- the pile's frame (docs/rules.md §3.9.2: the freezing card lies sideways) ----------------


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_pile_frame_holds_the_turned_freezing_card(players):
    side_of = {2: (0, 1), 3: (0, 1, 2), 4: (0, 1, 0, 1), 6: SIX_2X3}[players]
    pile = parse_cards(["5H", "JK", "9S", "KD", "7C"])
    view = _view(
        players=players,
        side_of=side_of,
        names=[f"P{i}" for i in range(players)],
        hand_sizes=(2,) + (11,) * (players - 1),
        pile=pile,
        freeze_index=1,
        pile_state="frozen",
    )
    layout = table_layout(view)
    frame = next(z.rect for z in layout.zones if z.zone == ("pile",))
    turned = [p for p in layout.cards if p.zone == ("pile",) and p.rotation]
    assert len(turned) == 1
    assert frame.contains(card_rect(turned[0]))
    assert all(frame.contains(card_rect(p)) for p in layout.cards if p.zone == ("pile",))
    own_area = next(z.rect for z in layout.zones if z.zone == ("melds", 0))
    assert not frame.intersects(own_area)  # the turned card never reaches the melds
