"""The table's picture from plain data: canasta stacks, the frozen pile, hidden hands.

docs/rules.md §3.7.7 (canastas, natural and mixed) and §3.9.2 (the freezing card).
"""

from __future__ import annotations

import pytest

from canasta_gui.app.models.table_models import HIDDEN, HandModel
from canasta_gui.app.scene.layout import TableView, table_layout
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
        assert labels[f"seat{seat}"].endswith("· 9")


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
