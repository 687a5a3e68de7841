"""The Cassino table: its layout, its gestures and what it says (docs/rules.md §5).

Every position is a real engine state (``new_game``, rearranged by the rules tests'
``position`` helper, or read back through the JSON save format). The shared Session is not
needed: :class:`StandIn` offers the part of its API the table uses on a real Cassino
state, applies plays through the engine and records them, and tells the table to redraw
after each, as the table page does.
"""

from __future__ import annotations

import random
import re

import pytest

from PySide6.QtCore import QObject, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from canasta_gui.app.games.cassino.bar import CassinoBar
from canasta_gui.app.games.cassino.controller import CassinoController, describe, units_of
from canasta_gui.app.games.cassino.layout import (
    MIN_TRAIL,
    BuildView,
    CassinoView,
    PileView,
    cassino_layout,
    felt_rect,
)
from canasta_gui.app.games.cassino.log import log_entry, log_words, split_groups
from canasta_gui.app.games.cassino.summary import ending_text, panel_html, summary_rows
from canasta_gui.app.listing import join_partners
from canasta_gui.app.scene import speeds
from canasta_gui.app.scene.card_art import CardArt
from canasta_gui.app.scene.items import CARD_H, CARD_W
from canasta_gui.app.scene.placements import TABLE_H, TABLE_W
from canasta_gui.app.scene.table_scene import TableScene
from canasta_gui.app.texts import engine_text
from canasta_gui.app.widgets.table_view import TableView
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.rules import check
from canasta_gui.engine.cassino.state import Phase, new_game
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.serialize import dumps, loads
from tests.engine.cassino.helpers import c, config, cs, position, snapshot

# -- a stand-in for the session ----------------------------------------------------------------


class StandIn(QObject):
    """The session API the table uses, on a real Cassino state; plays go through the engine."""

    changed = Signal(list)

    def __init__(self, state, bottom: int = 0, names=None, revealed: bool = True) -> None:
        super().__init__()
        self.state = state
        self.bottom = bottom
        self.revealed = revealed
        self.thinking_seat = -1
        self.names = list(names or ["Aiko", "Bo", "Chidi", "Dee"][: state.config.players])
        self.played: list = []

    def observation(self):
        return self.state.observation(self.bottom)

    def human_may_act(self) -> bool:
        return (
            self.revealed and self.thinking_seat < 0 and self.state.current_player() == self.bottom
        )

    def play(self, action, staged=None) -> IllegalAction | None:
        if not self.human_may_act():
            return IllegalAction("not_your_turn", "It is not your turn.")
        try:
            events = self.state.apply(action)
        except IllegalAction as err:
            return err
        self.played.append(action)
        self.changed.emit(events)
        return None

    def seat_name(self, seat: int) -> str:
        return self.names[seat]

    def side_name(self, side: int) -> str:
        cfg = self.state.config
        return join_partners([self.names[p] for p in range(cfg.players) if cfg.side_of[p] == side])


@pytest.fixture
def art():
    return CardArt()


@pytest.fixture
def table(qtbot, art):
    """``table(state)``: a controller on a scene in a real view, redrawn after every play."""
    made = []

    def make(state, **kw):
        speeds.set_factor(0.0)
        scene = TableScene(art)
        view = TableView(scene)
        qtbot.addWidget(view)
        session = StandIn(state, **kw)
        controller = CassinoController(session, scene)
        view.controller = controller
        session.changed.connect(lambda _events: controller.refresh())
        view.resize(1280, 800)
        view.show()
        qtbot.waitExposed(view)
        controller.refresh()
        view.fit()
        made.append((view, scene, session, controller))
        return controller

    yield make
    for view, *_ in made:
        view.close()


def _hand_index(controller: CassinoController, code: str) -> int:
    return controller.display.index(c(code))


def _loose_zone(controller: CassinoController, code: str) -> tuple:
    return ("loose", controller.session.state.loose.index(c(code)))


def _engine_options(state, card: str, unit: tuple) -> list:
    """The engine's legal plays of ``card`` that involve ``unit``: what a drop may mean."""
    return [
        a
        for a in legal_actions(state)
        if getattr(a, "card", None) == c(card) and unit in units_of(a)
    ]


# -- the layout ------------------------------------------------------------------------------


def _busy_view(players: int, loose: int = 14, builds=(2, 3, 6, 4)) -> CassinoView:
    cards = list(range(52))
    random.Random(players).shuffle(cards)
    hand, cards = cards[:4], cards[4:]
    table, cards = cards[:loose], cards[loose:]
    views = []
    for n in builds:
        part, cards = cards[:n], cards[n:]
        views.append(BuildView(tuple(part), "Multiple build of 10", "Bartholomew the Very Long"))
    side_of = (0, 1, 0, 1) if players == 4 else tuple(range(players))
    sides = max(side_of) + 1
    return CassinoView(
        players=players,
        bottom=0,
        side_of=side_of,
        names=["Aiko Tanaka-Fitzgerald the Third"] * players,
        hand=hand,
        hand_sizes=(4,) * players,
        loose=table,
        builds=views,
        piles=[PileView(9, (cards[0], cards[1]), "9 captured", "Sweeps: 2", "Aiko & Chidi")]
        * sides,
        stock=20,
        current=1,
        deal_text="Round 3 · deal 2 of 6",
        last_deal_text="Last deal",
        trail_hint="Drop a card here to trail it",
    )


def _rect(p) -> QRectF:
    """A placement's footprint on the table (a quarter turn swaps its sides)."""
    w, h = CARD_W * p.scale, CARD_H * p.scale
    if p.rotation == 90.0:
        return QRectF(p.pos.x() - h, p.pos.y(), h, w)
    return QRectF(p.pos.x(), p.pos.y(), w, h)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("loose, builds", [(14, (2, 3, 6, 4)), (24, (2, 2, 8, 3, 5))])
def test_every_table_card_and_build_has_a_place_of_its_own(qapp, players, loose, builds):
    view = _busy_view(players, loose, builds)
    layout = cassino_layout(view)
    zones = {z.zone: z.rect for z in layout.zones}
    felt = felt_rect(players)
    units = [("loose", i) for i in range(loose)] + [("build", i) for i in range(len(builds))]
    # Every unit has its zone, inside the felt, apart from every other one.
    for u in units:
        assert u in zones, u
        assert felt.contains(zones[u]), (u, zones[u])
    for i, a in enumerate(units):
        for b in units[i + 1 :]:
            assert not zones[a].intersects(zones[b]), (a, b)
    # Each card of a unit lies inside its unit's zone; every loose card is shown whole.
    shown = [p for p in layout.cards if p.zone[0] in ("loose", "build")]
    assert sorted(p.card for p in shown if p.zone[0] == "loose") == sorted(view.loose)
    for k, b in enumerate(view.builds):
        assert [p.card for p in shown if p.zone == ("build", k)] == list(b.cards)
    for p in shown:
        assert zones[p.zone].contains(_rect(p)), p
    # The table a card is trailed onto is the whole felt, framed around its cards (a
    # fallback zone: a drop meeting a card means that card); under the lowest unit the
    # felt is free and big enough to aim at, and the hint is written there.
    table = next(z for z in layout.zones if z.zone == ("table",))
    assert table.fallback and table.outline and table.rect == felt
    lowest = max(zones[u].bottom() for u in units)
    assert felt.bottom() - lowest >= MIN_TRAIL - 1
    hint = next(spec for spec in layout.labels if spec.key == "trailhint")
    assert hint.text == view.trail_hint and lowest < hint.pos.y() < felt.bottom() - 30
    # Nothing else of the table lies on the felt's units: hands, fans, piles, stock.
    others = [_rect(p) for p in layout.cards if p.zone[0] not in ("loose", "build")]
    others.append(zones[("hand",)])
    for u in units:
        assert all(not zones[u].intersects(r) for r in others), u
    for p in layout.cards:
        assert QRectF(0, 0, TABLE_W, TABLE_H).contains(_rect(p)), p
    # A build's title and owner sit inside its zone.
    for k in range(len(builds)):
        for key in (f"build{k}", f"owner{k}"):
            label = next(spec for spec in layout.labels if spec.key == key)
            assert zones[("build", k)].contains(label.pos), key


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_seat_shows_its_hand_count_and_every_side_its_pile(qapp, players):
    view = _busy_view(players)
    layout = cassino_layout(view)
    for seat in range(1, players):
        backs = [p for p in layout.cards if p.zone == ("seat", seat)]
        assert len(backs) == 4 and not any(p.face_up for p in backs)
        assert any(spec.key == f"count{seat}" and spec.text == "4" for spec in layout.labels)
    sides = max(view.side_of) + 1
    for side in range(sides):
        pile = [p for p in layout.cards if p.zone == ("captured", side)]
        # Face down, with each sweep's card turned across it, face up (§5.9).
        assert [p.face_up for p in pile if p.rotation == 0] and not any(
            p.face_up for p in pile if p.rotation == 0
        )
        assert [p.card for p in pile if p.rotation == 90 and p.face_up] == list(
            view.piles[side].sweeps
        )
    texts = {spec.text for spec in layout.labels}
    assert {"Round 3 · deal 2 of 6", "Last deal", "20"} <= texts


# -- drops -----------------------------------------------------------------------------------


def test_drop_on_a_table_card_plays_the_engines_only_capture(table):
    state = position(["9H 5C 2D QS", "KD 3C 4H 8S"], loose="9S 4D JC")
    ctl = table(state)
    zone = _loose_zone(ctl, "9S")
    assert _engine_options(state, "9H", ("loose", c("9S"))) == [act.capture(c("9H"), cs("9S"))]
    assert ctl.verdict(("hand",), [_hand_index(ctl, "9H")], zone) == (True, "")
    offered = []
    ctl.choices_offered.connect(offered.append)
    ctl.drop(("hand",), [_hand_index(ctl, "9H")], zone)
    assert ctl.session.played == [act.capture(c("9H"), cs("9S"))]
    assert not offered
    # The table was redrawn: the 9s are in the bottom side's pile, not on the table.
    assert c("9S") not in [p.card for p in ctl.scene.layout.cards if p.zone[0] == "loose"]


def test_a_real_mouse_drag_captures(table, qtbot):
    state = position(["9H 5C 2D QS", "KD 3C 4H 8S"], loose="9S 4D JC")
    ctl = table(state)
    view = ctl.scene.views()[0]
    hand = next(i for i in ctl.scene.hand_items() if i.card == c("9H"))
    target = ctl.scene.zones[_loose_zone(ctl, "9S")].rect.center()
    vp = view.viewport()
    start = view.mapFromScene(hand.mapToScene(QPointF(30, 40)))
    end = view.mapFromScene(target)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for k in range(1, 9):
        QTest.mouseMove(vp, start + (end - start) * (k / 8))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert ctl.session.played == [act.capture(c("9H"), cs("9S"))]


S1_EXAMPLES = [
    # §5.6.2: A, 2 and 6 with a 9 (a 3 on the table makes the 6 ambiguous: 6+3 is 9 too).
    (["9H 5C 8D QS", "KD 3C 4H 8S"], "AS 2C 6D 3D", "9H", "6D", cs("AS 2C 6D")),
    # 2, 3, 5 and 10 with a 10: the 10 alone, or all four.
    (["10H 5C 8D QS", "KD 3C 4H 8S"], "2C 3D 5S 10C", "10H", "10C", cs("2C 3D 5S 10C")),
    # A, 2, 2, 3, 4 and 6 with a 6: seven cards, and many smaller sets with the 6.
    (["6H 9C 8D QS", "KD 3C 4H 8S"], "AS 2C 2D 3H 4S 6C", "6H", "6C", cs("AS 2C 2D 3H 4S 6C")),
]


@pytest.mark.parametrize("hands, loose, card, target, biggest", S1_EXAMPLES)
def test_an_ambiguous_drop_offers_exactly_the_engines_plays(
    table, hands, loose, card, target, biggest
):
    # Through the save format, as a position file would be read. The stock of a real round
    # shares out into whole deals (docs/rules.md §5.3): the cards over lie in a captured pile.
    state = position(hands, loose=loose)
    extra = len(state.stock) % 8
    state.captured[1].extend(state.stock[:extra])
    del state.stock[:extra]
    state = loads(dumps(state))
    ctl = table(state)
    want = _engine_options(state, card, ("loose", c(target)))
    assert len(want) >= 2 and act.capture(c(card), biggest) in want
    offered = []
    ctl.choices_offered.connect(offered.append)
    zone = _loose_zone(ctl, target)
    assert ctl.verdict(("hand",), [_hand_index(ctl, card)], zone) == (True, "")
    ctl.drop(("hand",), [_hand_index(ctl, card)], zone)
    assert ctl.session.played == []
    assert len(offered) == 1
    assert [ch.action for ch in offered[0]] == want
    assert [ch.text for ch in offered[0]] == [describe(a) for a in want]
    # The menu lists them, numbered; hovering lights up the cards of one; choosing plays it.
    menu = ctl.choices_menu(None)
    items = menu.actions()
    assert [a.text() for a in items][:2] == [f"&{i + 1}  {describe(want[i])}" for i in range(2)]
    k = want.index(act.capture(c(card), biggest))
    items[k].hovered.emit()
    lit = {i.card for i in ctl.scene.cards if i.highlighted}
    assert lit == set(biggest)
    items[k].trigger()
    assert ctl.session.played == [act.capture(c(card), biggest)]
    assert not ctl.pending
    menu.deleteLater()


def test_choices_read_as_a_cassino_player_says_them(qapp):
    assert describe(act.capture(c("9H"), cs("AS 2C 6D"))) == "Capture A♠+2♣+6♦ with the 9♥"
    assert (
        describe(act.capture(c("10H"), cs("2C 3D 5S 10C"))) == "Capture 10♣, 2♣+3♦+5♠ with the 10♥"
    )
    assert describe(act.capture(c("9C"), (), (9,))) == "Capture the build of 9 with the 9♣"
    assert describe(act.build(c("3H"), cs("6D"), 9)) == "Build 9: the 3♥ on 6♦"
    assert describe(act.build(c("5H"), cs("5D"), 5)) == "Build 5 (multiple): the 5♥ on 5♦"
    assert describe(act.add_to_build(c("2H"), 7, 9)) == "Raise the build of 7 to 9 with the 2♥"
    assert describe(act.add_to_build(c("7H"), 7, 7)) == "Add the 7♥ to the build of 7 (multiple)"
    assert describe(act.Trail(c("KH"))) == "Trail the K♥"
    groups = split_groups(cs("AS 2C 2D 3H 4S 6C"), 6)
    assert sorted(len(g) for g in groups) == [1, 2, 3]
    assert all(sum((k >> 2) + 2 if k >> 2 < 12 else 1 for k in g) == 6 for g in groups)


def test_a_menu_closed_without_a_choice_plays_nothing(table, qtbot):
    state = position(["9H 5C 8D QS", "KD 3C 4H 8S"], loose="AS 2C 6D 3D")
    ctl = table(state)
    before = snapshot(state)
    ctl.drop(("hand",), [_hand_index(ctl, "9H")], _loose_zone(ctl, "6D"))
    assert len(ctl.pending) == 2
    menu = ctl.show_choices(ctl.scene.views()[0])
    qtbot.waitUntil(menu.isVisible)
    menu.close()
    qtbot.waitUntil(lambda: not ctl.pending)
    assert ctl.session.played == [] and snapshot(state) == before


def test_selected_table_cards_pick_the_capture_without_asking(table):
    state = position(["9H 5C 8D QS", "KD 3C 4H 8S"], loose="AS 2C 6D 3D")
    ctl = table(state)
    offered = []
    ctl.choices_offered.connect(offered.append)
    ctl.scene.clicked.emit(_loose_zone(ctl, "AS"), 0, Qt.KeyboardModifier.NoModifier)
    ctl.scene.clicked.emit(_loose_zone(ctl, "2C"), 0, Qt.KeyboardModifier.NoModifier)
    assert ctl.table_selected == {_loose_zone(ctl, "AS"), _loose_zone(ctl, "2C")}
    # Dropped on the 6, the third card of the group: the capture of exactly those three.
    ctl.drop(("hand",), [_hand_index(ctl, "9H")], _loose_zone(ctl, "6D"))
    assert not offered
    assert ctl.session.played == [act.capture(c("9H"), cs("AS 2C 6D"))]


def test_a_selection_no_play_matches_is_refused_with_the_engines_reason(table):
    state = position(["9H 5C 8D QS", "KD 3C 4H 8S"], loose="AS 2C 6D 3D")
    ctl = table(state)
    before = snapshot(state)
    ctl.toggle_unit(_loose_zone(ctl, "AS"))
    zone = _loose_zone(ctl, "3D")
    reason = engine_text(check(state, act.capture(c("9H"), cs("AS 3D"))))
    assert ctl.verdict(("hand",), [_hand_index(ctl, "9H")], zone) == (False, reason)
    said = []
    ctl.message.connect(said.append)
    ctl.drop(("hand",), [_hand_index(ctl, "9H")], zone)
    assert said == [reason] and "9" in reason
    assert ctl.session.played == [] and snapshot(state) == before


def test_a_refused_trail_says_the_engines_reason_and_changes_nothing(table):
    # Default rules (§5.8 ONLY-IF-NO-OTHER-PLAY): the 9 can capture, so nothing trails.
    state = position(["9H 5C 8D QS", "KD 3C 4H 8S"], loose="9S")
    ctl = table(state)
    before = snapshot(state)
    reason = engine_text(check(state, act.Trail(c("5C"))))
    assert reason == "You may trail only when no capture or build is possible."
    i = _hand_index(ctl, "5C")
    assert ctl.table_view().trail_hint == ""  # no "drop here to trail" when none is allowed
    assert ctl.verdict(("hand",), [i], ("table",)) == (False, reason)
    said = []
    ctl.message.connect(said.append)
    ctl.drop(("hand",), [i], ("table",))
    ctl.select_hand(i)
    ctl.trail_selected()
    assert said == [reason, reason]
    assert ctl.session.played == [] and snapshot(state) == before
    # A drop on a card it cannot take says why too, and glides back (the scene's refusal).
    verdict = ctl.verdict(("hand",), [i], _loose_zone(ctl, "9S"))
    assert verdict is not None and verdict[0] is False and verdict[1]


def test_trailing_when_the_engine_allows_it(table):
    cfg = config(2, OPT_CAS_TRAIL="FREE")
    state = position(["9H 5C 8D QS", "KD 3C 4H 8S"], loose="9S", cfg=cfg)
    ctl = table(state)
    assert ctl.table_view().trail_hint == "Drop a card here to trail it"
    assert ctl.verdict(("hand",), [_hand_index(ctl, "5C")], ("table",)) == (True, "")
    ctl.drop(("hand",), [_hand_index(ctl, "5C")], ("table",))
    assert ctl.session.played == [act.Trail(c("5C"))]
    assert c("5C") in [p.card for p in ctl.scene.layout.cards if p.zone[0] == "loose"]


def test_builds_are_units_to_drop_on(table):
    state = position(
        ["2H 9C 7D QS", "KD 3C 4H 7S"], loose="5D 8C", builds=[("3S 4C", 7, "single", 1)]
    )
    ctl = table(state)
    zone = ("build", 0)
    want = _engine_options(state, "2H", ("build", 7))
    assert want == [act.add_to_build(c("2H"), 7, 9)]
    ctl.drop(("hand",), [_hand_index(ctl, "2H")], zone)
    assert ctl.session.played == want
    layout = ctl.scene.layout
    title = next(spec for spec in layout.labels if spec.key == "build0")
    owner = next(spec for spec in layout.labels if spec.key == "owner0")
    assert (title.text, owner.text) == ("Build of 9", "Aiko")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("preset", ["default", "pagat"])
def test_every_legal_play_of_a_round_can_be_made_with_the_mouse(table, players, preset):
    """A whole round: each of the person's turns picks one of the engine's legal plays at
    random and makes it by dropping the card on one of its units (or on the empty table for
    a trail), choosing it from the menu when the drop is ambiguous."""
    state = new_game(CassinoConfig.make(players, preset=preset), f"mouse-{players}-{preset}")
    ctl = table(state)
    rng = random.Random(players)
    offered: list = []
    ctl.choices_offered.connect(offered.append)
    turns = 0
    while state.phase == Phase.PLAY:
        if state.current != 0:
            state.apply(rng.choice(legal_actions(state)))
            ctl.refresh()
            continue
        want = rng.choice(legal_actions(state))
        i = ctl.display.index(want.card)
        units = sorted(units_of(want))
        if units:
            kind, key = rng.choice(units)
            if kind == "loose":
                zone = ("loose", state.loose.index(key))
            else:
                zone = ("build", [b.value for b in state.builds].index(key))
        else:
            zone = ("table",)
        assert ctl.verdict(("hand",), [i], zone) == (True, ""), (want, zone)
        offered.clear()
        ctl.drop(("hand",), [i], zone)
        if offered:
            choices = [ch.action for ch in offered[-1]]
            assert len(set(choices)) == len(choices) and want in choices
            ctl.choose(choices.index(want))
        assert ctl.session.played[-1] == want
        turns += 1
    assert turns == 48 // players


# -- keys and buttons ----------------------------------------------------------------------------


def test_keys_select_play_and_trail(table, qtbot):
    state = position(
        ["9H 5C 8D QS", "KD 3C 4H 8S"], loose="9S 3D", cfg=config(2, OPT_CAS_TRAIL="FREE")
    )
    ctl = table(state)
    view = ctl.scene.views()[0]
    view.setFocus()
    offered = []
    ctl.choices_offered.connect(offered.append)
    # Enter with nothing selected says what to do and plays nothing.
    hints = []
    ctl.info.connect(hints.append)
    ctl.enter_pressed()
    assert hints and ctl.session.played == []
    # Right to the 9 (the hand reads A..10, J, Q, K), Space picks it, Enter offers its plays:
    # the capture of the 9 and, the trail being free, the trail.
    assert ctl.display == [c("5C"), c("8D"), c("9H"), c("QS")]
    ctl.scene.focus_index = 0
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Right)
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert ctl.selected_card() == c("9H")
    assert ctl.plan_status == "Enter: choose one of 2 plays with the 9♥"
    ctl.enter_pressed()
    assert [ch.action for ch in offered[-1]] == [act.capture(c("9H"), cs("9S")), act.Trail(c("9H"))]
    ctl.cancel_choices()
    assert ctl.session.played == []
    # T trails the selected card.
    ctl.select_hand(_hand_index(ctl, "QS"))
    ctl.trail_selected()
    assert ctl.session.played == [act.Trail(c("QS"))]


def test_the_bar_follows_the_engine(table, qtbot):
    from PySide6.QtWidgets import QWidget

    state = position(["9H 5C 8D QS", "KD 3C 4H 8S"], loose="9S")
    ctl = table(state)
    page = QWidget()
    qtbot.addWidget(page)
    bar = CassinoBar(ctl, page)
    bar.update_buttons(True)
    assert bar.buttons["play"].isEnabled()
    assert not bar.buttons["trail"].isEnabled()  # the 9 captures: no trail is legal
    assert bar.actions_by_key["trail"].shortcut().toString() == "T"
    assert bar.buttons["play"].text() == "&Play (Enter)"
    assert bar.buttons["trail"].text() == "&Trail (T)"
    ctl.select_hand(_hand_index(ctl, "5C"))
    assert not bar.buttons["play"].isEnabled()  # the 5 has no play at all
    bar.update_buttons(False)
    ctl.select_hand(_hand_index(ctl, "9H"))
    assert not bar.buttons["play"].isEnabled()


def test_a_hidden_hand_is_face_down_and_takes_no_drop(table):
    state = position(["9H 5C 8D QS", "KD 3C 4H 8S"], loose="9S")
    ctl = table(state, revealed=False)
    hand = [p for p in ctl.scene.layout.cards if p.zone == ("hand",)]
    assert len(hand) == 4 and all(p.card == -1 and not p.face_up for p in hand)
    assert ctl.verdict(("hand",), [0], ("loose", 0)) is None
    assert ctl.verdict(("hand",), [0], ("table",)) is None


def test_other_players_turn_takes_no_drop(table):
    state = position(["9H 5C 8D QS", "KD 3C 4H 8S"], loose="9S", current=1)
    ctl = table(state)
    assert ctl.verdict(("hand",), [0], ("loose", 0)) is None
    view = ctl.table_view()
    assert view.trail_hint == "" and view.current == 1


# -- the log and the summary of a real round ---------------------------------------------------


def _play_round(players: int, seed: str):
    state = new_game(CassinoConfig.make(players), seed)
    rng = random.Random(seed)
    entries = []
    while state.phase == Phase.PLAY:
        seat = state.current_player()
        action = rng.choice(legal_actions(state))
        state.apply(action)
        entries.append((action, log_entry(action, seat, len(entries), state)))
    return state, entries


@pytest.mark.parametrize("players", [2, 3, 4])
def test_log_words_for_a_real_round(qapp, players):
    state, entries = _play_round(players, f"log-{players}")
    words = [log_words(e) for _a, e in entries]
    assert len(words) == 48  # every card but the four first table cards is played once
    for (action, entry), text in zip(entries, words, strict=True):
        assert text and not re.search(r"\{\w+\}", text), text
        if isinstance(action, act.Capture):
            assert text.startswith("captures") and "with the" in text
            assert entry.params["sweep"] == (": a sweep" in text)
        elif isinstance(action, act.Trail):
            assert text.startswith("trails the")
        elif isinstance(action, act.Build):
            assert text.startswith("builds")
    deals = [e.params["deal"] for _a, e in entries if "deal" in e.params]
    per_round = state.config.deals_per_round
    assert deals == list(range(2, per_round + 1))
    assert "last deal" in words[[i for i, (_a, e) in enumerate(entries) if "deal" in e.params][-1]]
    assert "round is over" in words[-1]
    sweeps = sum(1 for rec in state.log if rec.sweep)
    assert sum(1 for _a, e in entries if e.params.get("sweep")) == sweeps
    nxt = log_entry(act.NEXT_ROUND, None, 48, _next(state))
    assert log_words(nxt) == "— Round 2 —"


def _next(state):
    after = state.clone()
    after.apply(act.NEXT_ROUND)
    return after


@pytest.mark.parametrize("players", [2, 4])
def test_summary_rows_for_a_real_round(qapp, players):
    state, _entries = _play_round(players, f"sum-{players}")
    result = state.history[-1]
    rows = summary_rows(result, state.scores)
    labels = [r.label for r in rows]
    assert labels == [
        "Cards captured",
        "Most cards (3)",
        "Spades captured",
        "Most spades (1)",
        "Big Casino, 10♦ (2)",
        "Little Casino, 2♠ (1)",
        "Aces (1 each)",
        "Sweeps (1 each)",
        "Round total",
        "Game score",
    ]
    sides = state.config.n_sides
    assert all(len(r.cells) == sides for r in rows)
    assert [r.total for r in rows] == [False] * 8 + [True, True]
    for i, part in enumerate(result.sides):
        assert rows[0].cells[i] == f"({part.card_count})"  # a count, not points
        assert rows[8].cells[i] == (f"+{part.total}" if part.total > 0 else str(part.total))
        assert rows[9].cells[i] == str(state.scores[i])
    captured = sum(int(rows[0].cells[i].strip("()")) for i in range(sides))
    assert captured + len(state.discarded) == 52
    names = ["Ann & Cy", "Bo & Dee"] if players == 4 else ["Ann", "Bo"]
    text = ending_text(result, names)
    if result.leftovers_to is None:
        assert "nobody" in text
    else:
        assert names[result.leftovers_to] in text


def test_the_side_panel_escapes_names(table):
    state = position(["9H 5C 8D QS", "KD 3C 4H 8S"], loose="9S")
    ctl = table(state, names=["<b>Ann</b>", "Bo & Co"])
    html = panel_html(ctl.session)
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html and "Bo &amp; Co" in html and "<b>Ann</b>" not in html
    assert "Score: 0 of 21" in html


def test_the_menu_opens_where_it_was_asked(table):
    state = position(["9H 5C 8D QS", "KD 3C 4H 8S"], loose="AS 2C 6D 3D")
    ctl = table(state)
    zone = _loose_zone(ctl, "6D")
    ctl.drop(("hand",), [_hand_index(ctl, "9H")], zone)
    view = ctl.scene.views()[0]
    centre = ctl.scene.zones[zone].rect.center()
    expected = view.viewport().mapToGlobal(view.mapFromScene(centre))
    assert (ctl.menu_position() - expected).manhattanLength() <= 1
    assert isinstance(ctl.menu_position(), QPoint)
    ctl.cancel_choices()
    QApplication.processEvents()


# -- the table's look: sweeps, builds' titles, the owner's duties, what a play did -----------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("sweeps", [1, 3, 6])
def test_each_sweep_lies_across_the_pile_its_index_in_view(qapp, players, sweeps):
    view = _busy_view(players)
    cards = [c("10H"), c("7D"), c("9C"), c("2H"), c("5D"), c("6C")][:sweeps]
    view.piles = [PileView(20, tuple(cards), "20 captured", "Sweeps: n")] * len(view.piles)
    layout = cassino_layout(view)
    zones = {z.zone: z.rect for z in layout.zones}
    for side in range(len(view.piles)):
        pile = [p for p in layout.cards if p.zone == ("captured", side)]
        backs = [_rect(p) for p in pile if not p.face_up]
        across = [p for p in pile if p.face_up]
        assert [p.card for p in across] == cards
        top_back = max(pile, key=lambda p: p.z if not p.face_up else -1)
        for k, p in enumerate(across):
            r = _rect(p)
            assert p.rotation == 90.0 and p.z > top_back.z  # across the pile, on top of it
            assert r.width() > r.height()
            # Wider than the pile on both sides, and inside the pile's zone.
            assert r.left() < min(b.left() for b in backs) and r.right() > max(
                b.right() for b in backs
            )
            assert zones[("captured", side)].contains(r)
            # The next one leaves this one's index strip (its top) in view.
            if k + 1 < len(across):
                nxt = _rect(across[k + 1])
                assert nxt.top() - r.top() >= 10
        # The pile's top shows above the first sweep.
        assert _rect(across[0]).top() - min(b.top() for b in backs) >= 20
    # Still nothing on the felt's units, nothing off the table.
    units = [z for z in zones if z[0] in ("loose", "build")]
    piles = [zones[("captured", s)] for s in range(len(view.piles))]
    assert all(not zones[u].intersects(r) for u in units for r in piles)
    for p in layout.cards:
        assert QRectF(0, 0, TABLE_W, TABLE_H).contains(_rect(p)), p


def test_a_builds_title_gets_room_to_be_read_at_full_size(qapp):
    from canasta_gui.app.games.cassino.layout import TITLE_TEXT, text_width

    view = _busy_view(2, 6, (2, 4))
    long = "Costruzione multipla da 10 (molto lunga)"
    view.builds = [BuildView(b.cards, long, "Bo") for b in view.builds]
    layout = cassino_layout(view)
    zones = {z.zone: z.rect for z in layout.zones}
    for k in range(2):
        title = next(spec for spec in layout.labels if spec.key == f"build{k}")
        assert title.width >= text_width(long, TITLE_TEXT)
        assert zones[("build", k)].width() >= title.width


def test_the_owner_is_told_their_duties(table):
    state = position(
        ["9H 5C 8D QS", "KD 3C 4H 8S"], loose="2C JD", builds=[("5D 4S", 9, "single", 0)]
    )
    ctl = table(state)
    assert ctl.plan_status == (
        "You own the build of 9: keep a card worth 9 to capture it, and capture, build or "
        "add to a build instead of trailing."
    )
    # A selection's words come first; the note is back once nothing is selected.
    ctl.select_hand(_hand_index(ctl, "9H"))
    assert ctl.plan_status.startswith("Enter")
    ctl.select_hand(_hand_index(ctl, "9H"))
    assert ctl.plan_status.startswith("You own the build of 9")
    # Without OPT-CAS-OWNER-MUST-ACT only the card to keep is said; nobody else is told.
    cfg = config(2, OPT_CAS_OWNER_MUST_ACT="OFF")
    state = position(
        ["9H 5C 8D QS", "KD 3C 4H 8S"], loose="2C JD", builds=[("5D 4S", 9, "single", 0)], cfg=cfg
    )
    assert table(state).plan_status == "You own the build of 9: keep a card worth 9 to capture it."
    state = position(
        ["9H 5C 8D QS", "KD 3C 4H 8S"], loose="2C JD", builds=[("5D 4S", 9, "single", 1)]
    )
    assert table(state).plan_status == ""


def test_a_double_click_trails(table, qtbot):
    cfg = config(2, OPT_CAS_TRAIL="FREE")
    state = position(["9H 5C 8D QS", "KD 3C 4H 8S"], loose="9S", cfg=cfg)
    ctl = table(state)
    view = ctl.scene.views()[0]
    hand = next(i for i in ctl.scene.hand_items() if i.card == c("5C"))
    at = view.mapFromScene(hand.mapToScene(QPointF(30, 40)))
    QTest.mouseDClick(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at
    )
    assert ctl.session.played == [act.Trail(c("5C"))]


def test_a_double_click_refused_says_why(table):
    state = position(["9H 5C 2D QS", "KD 3C 4H 8S"], loose="9S 4D JC")
    ctl = table(state)
    said = []
    ctl.message.connect(said.append)
    ctl._on_double_click(("hand",), _hand_index(ctl, "9H"))
    assert said == ["You may trail only when no capture or build is possible."]
    assert ctl.session.played == []


def _label(ctl, key: str):
    return next((s for s in ctl.scene.layout.labels if s.key == key), None)


def test_a_sweep_is_said_on_the_felt_until_the_next_play(table):
    state = position(["9H 5C 8D QS", "KD 3C 4H 8S"], loose="4D 5S")
    ctl = table(state)
    assert _label(ctl, "flash") is None
    ctl.drop(("hand",), [_hand_index(ctl, "9H")], _loose_zone(ctl, "4D"))
    assert ctl.session.played == [act.capture(c("9H"), cs("4D 5S"))]
    assert state.log[-1].sweep
    flash = _label(ctl, "flash")
    assert flash is not None and flash.text == "Aiko sweeps the table!"
    ctl.refresh()  # a redraw without a play keeps it
    assert _label(ctl, "flash").text == "Aiko sweeps the table!"
    state.apply(act.Trail(c("KD")))
    ctl.refresh()
    assert _label(ctl, "flash") is None


def test_the_last_captor_taking_the_leftovers_is_said(table):
    # The last deal's last play: Bo trails, the 7 and the 4 left go to Aiko, who captured last.
    state = position(["", "KD"], loose="7C 4H", stock="")
    state.last_captor = 0
    state.current = 1
    ctl = table(state)
    state.apply(act.Trail(c("KD")))
    ctl.refresh()
    assert state.phase != Phase.PLAY
    flash = _label(ctl, "flash")
    assert flash is not None and flash.text == "Aiko takes the last cards on the table (3)"
