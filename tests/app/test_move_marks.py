"""The last move marked on the felt for a moment, and Game → Hint shown on the cards (issue 19).

After a computer player's move the cards it touched glow (a meld, the discard on the pile,
a build, a trailed card), the stock drawn from or the pile taken is ringed, and a capture's
cards fade out as ghosts where they lay; the marks fade at the normal speed and stay until
the next move at *instant*. The hint lifts exactly the cards of the hint's decision and
rings the place it names; acting takes it away. A table closed mid-fade closes cleanly.
What is marked is read off the engine's events and actions, never decided by the test.
"""

from __future__ import annotations

import gc
from collections import Counter

import pytest

import shiboken6
from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, QPoint, Qt
from PySide6.QtTest import QTest

from canasta_gui.app.i18n import Translator
from canasta_gui.app.scene import speeds
from canasta_gui.app.scene.highlights import (
    HINT_LIFT,
    MOVE_COLOUR,
    CardGhost,
    CardHalo,
    PlaceRing,
)
from canasta_gui.app.scene.placements import LIFT
from canasta_gui.app.settings import Settings
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.main_window import MainWindow
from canasta_gui.engine.canasta import actions as ract
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.cassino import actions as cact
from tests.app.gui_helpers import card_point, click, drag, zone_centre
from tests.app.test_cassino_play import MouseDriver

NAMES = ("Ann", "Bo", "Cy", "Dee")
GAMES = {"canasta": (2, 2), "hand-and-foot": (4, 5), "cassino": (2, 1)}


@pytest.fixture
def kept(qapp):
    """Holds the windows until pytest-qt has deleted them; the speed goes back to instant."""
    windows: list = []
    yield windows
    speeds.set_factor(0.0)
    windows.clear()


def table_window(qtbot, kept, game: str, speed: str, seed: str) -> MainWindow:
    window = MainWindow(Settings(speed=speed), Translator())
    qtbot.addWidget(window)
    kept.append(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    players, decks = GAMES[game]
    seats = (SeatSetup(HUMAN, NAMES[0]),) + tuple(
        SeatSetup(COMPUTER, NAMES[i], "easy") for i in range(1, players)
    )
    window.start_game(GameSetup(players, decks, seats=seats, seed=seed, game=game))
    # The computer players' pause is not under test; the marks' own time is.
    window.session.pace_ms = 0
    wait_turn(qtbot, window)
    return window


def wait_turn(qtbot, window) -> None:
    qtbot.waitUntil(
        lambda: (
            window.session.human_may_act()
            and window.table.scene.input_enabled
            and not window.table.scene.animating
        ),
        timeout=30_000,
    )


def marks_of(window):
    return window.table.controller.marks


def overlay(window, kind) -> list:
    return [i for i in window.table.scene.items() if isinstance(i, kind)]


def glowing(item) -> bool:
    return any(isinstance(c, CardHalo) for c in item.childItems())


def pile_top(window):
    pile = [c for c in window.table.scene.cards if c.zone == ("pile",) and c.card >= 0]
    return max(pile, key=lambda c: c.index)


def draw_by_drag(qtbot, window) -> None:
    scene = window.table.scene
    moves = len(window.session.moves)
    stock = max((c for c in scene.cards if c.zone == ("stock",)), key=lambda c: c.zValue())
    drag(window, card_point(stock), zone_centre(window, ("hand",)))
    assert len(window.session.moves) == moves + 1, window.table.message_label.text()
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)


def rummy_turn(qtbot, window) -> None:
    """The person draws (a drag from the stock) and discards (a double-click on a card)."""
    assert window.session.state.phase == Phase.DRAW
    draw_by_drag(qtbot, window)
    moves = len(window.session.moves)
    card = window.table.scene.hand_items()[0]
    QTest.mouseDClick(
        window.table.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        window.table.view.mapFromScene(card_point(card)),
    )
    assert len(window.session.moves) == moves + 1, window.table.message_label.text()


def check_computer_turn(window) -> None:
    """The marks stand for the computer's turn just made, as its actions say."""
    s = window.session
    marks = marks_of(window)
    assert marks.move_marked
    last = s.moves[-1]
    if s.game.key == "cassino":
        check_cassino_play(window, last)
        return
    # A rummy turn: the discard that ended it glows on the pile, and where the computer
    # drew from is ringed (the stock, or the pile it took).
    assert isinstance(last, ract.Discard), last
    top = pile_top(window)
    assert top.card == last.card
    assert top in marks.move_cards and glowing(top)
    assert "part of the last move" in window.table.controller.describe_card(top)
    drew = next(a for a in s.moves[-2::-1] if isinstance(a, ract.DrawStock | ract.TakePile))
    zone = ("stock",) if isinstance(drew, ract.DrawStock) else ("pile",)
    assert window.table.scene.zones[zone].rect in marks.move_places
    assert overlay(window, PlaceRing)


def check_cassino_play(window, play, seat: int = 1) -> None:
    marks = marks_of(window)
    scene = window.table.scene
    shown = Counter(c.card for c in marks.move_cards)
    if isinstance(play, cact.Trail):
        item = next(c for c in scene.cards if c.zone[0] == "loose" and c.card == play.card)
        assert glowing(item) and shown == Counter([play.card])
    elif isinstance(play, cact.Build | cact.AddToBuild):
        build = next(c.zone for c in scene.cards if c.zone[0] == "build" and c.card == play.card)
        cards = [c for c in scene.cards if c.zone == build]
        assert all(glowing(c) for c in cards)
        assert shown == Counter(c.card for c in cards)
    else:
        assert isinstance(play, cact.Capture)
        side = window.session.state.config.side_of[seat]
        assert scene.zones[("captured", side)].rect in marks.move_places
        record = window.session.state.log[-1]
        assert record.card == play.card
        # Every table card it took fades out where it lay.
        assert Counter(g.card for g in marks.move_ghosts) == Counter(record.taken)
        assert len(overlay(window, CardGhost)) == len(record.taken)


def play_person(qtbot, window, driver) -> None:
    if window.session.game.key == "cassino":
        driver.play_turn()
    else:
        rummy_turn(qtbot, window)


# -- the last move --------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_computer_move_is_marked_then_the_mark_fades(qtbot, kept, game):
    window = table_window(qtbot, kept, game, "normal", f"marks-{game}")
    marks = marks_of(window)
    driver = MouseDriver(qtbot, window, f"marks-{game}")
    faded: list = []
    marks.move_faded.connect(lambda: faded.append(len(window.session.moves)))
    moves = len(window.session.moves)
    play_person(qtbot, window, driver)
    wait_turn(qtbot, window)
    assert len(window.session.moves) > moves + 1  # the computer players moved
    check_computer_turn(window)
    moved = len(window.session.moves)
    # The marks go away by themselves, and the felt is bare again.
    qtbot.waitUntil(lambda: moved in faded, timeout=10_000)
    assert not marks.move_marked
    assert not overlay(window, CardHalo) and not overlay(window, PlaceRing)
    assert not overlay(window, CardGhost)
    assert len(window.session.moves) == moved  # fading never held up or moved the game
    window.close()


@pytest.mark.parametrize("game", ["canasta", "cassino"])
def test_at_instant_speed_the_mark_stays_until_the_next_move(qtbot, kept, game):
    window = table_window(qtbot, kept, game, "instant", f"marks-instant-{game}")
    marks = marks_of(window)
    driver = MouseDriver(qtbot, window, f"marks-instant-{game}")
    play_person(qtbot, window, driver)
    wait_turn(qtbot, window)
    check_computer_turn(window)
    marked = list(marks.move_cards)
    with qtbot.assertNotEmitted(marks.move_faded, wait=600):
        pass
    assert marks.move_marked and marks.move_cards == marked
    # The person's next move replaces them with its own (the computer players wait).
    window.session.pace_ms = 600_000
    if game == "cassino":
        play = driver.play_turn()
        qtbot.waitUntil(lambda: not window.table.scene.animating, timeout=5000)
        check_cassino_play(window, play, seat=0)
        assert not [
            c for c in marked if shiboken6.isValid(c) and glowing(c) and c.card != play.card
        ]
    else:
        draw_by_drag(qtbot, window)
        assert not any(glowing(c) for c in marked)
        assert marks.move_places == [window.table.scene.zones[("stock",)].rect]
        assert not marks.move_cards
    window.close()


# -- the hint on the cards ------------------------------------------------------------------


def hinted_cards(action) -> list[int]:
    """The hand cards a hinted action plays, read off the action."""
    if isinstance(action, ract.Discard):
        return [action.card]
    if isinstance(action, ract.Meld):
        return [c for m in action.melds for c in m] + [c for _r, cs in action.layoffs for c in cs]
    if isinstance(action, ract.TakePile):
        return list(action.cards) + [c for m in action.melds for c in m]
    return [action.card]  # a Cassino play: one card from the hand


def ask_for_hint(qtbot, window) -> None:
    """Game → Hint, clicked in the menu bar."""
    bar, menu = window.menuBar(), window.menu_game
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(bar, left, none, bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible, timeout=5000)
    QTest.mouseClick(menu, left, none, menu.actionGeometry(window.act_hint).center())


@pytest.mark.parametrize("game", sorted(GAMES))
def test_hint_lifts_exactly_the_cards_of_its_decision_and_acting_clears_it(
    qtbot, kept, game, monkeypatch
):
    window = table_window(qtbot, kept, game, "instant", f"hint-cards-{game}")
    scene = window.table.scene
    marks = marks_of(window)
    if game != "cassino":
        draw_by_drag(qtbot, window)  # a hint with cards: a meld or a discard
    given: list = []
    hint = window.session.game.hint

    def spy(obs):
        given.append(hint(obs))
        return given[-1]

    monkeypatch.setattr(window.session.game, "hint", spy)
    with qtbot.waitSignal(marks.hint_shown, timeout=5000):
        ask_for_hint(qtbot, window)
    assert window.table.message_label.text().startswith("Hint: ")
    expected = hinted_cards(given[-1].action)
    assert expected, given[-1]
    assert sorted(c.card for c in marks.hint_cards) == sorted(expected)
    qtbot.waitUntil(lambda: not scene.animating, timeout=5000)
    for item in scene.hand_items():
        lift = item.base.y() - item.pos().y()
        if item in marks.hint_cards:
            assert lift == pytest.approx(HINT_LIFT) and glowing(item)
            # A screen reader hears it too.
            assert "suggested by the hint" in window.table.controller.describe_card(item)
        else:
            assert lift == pytest.approx(0) and not glowing(item)
    # The place the hint names is ringed: the pile for a discard, the meld or the meld area,
    # the table cards taken or built on, or the felt for a trail.
    assert marks.hint_places and overlay(window, PlaceRing)
    # Acting (a click on a card of the hand) takes the hint off the table.
    other = next((c for c in scene.hand_items() if c not in marks.hint_cards), None)
    target = other or scene.hand_items()[0]
    with qtbot.waitSignal(marks.hint_cleared, timeout=5000):
        click(window, card_point(target))
    assert not marks.hint_marked and not scene.hinted
    assert not any(isinstance(c, CardHalo) for i in scene.hand_items() for c in i.childItems())
    for item in scene.hand_items():
        lift = item.base.y() - item.pos().y()
        assert lift == pytest.approx(scene.hand_lift(item.index))
        assert scene.hand_lift(item.index) in (0.0, LIFT)
    window.close()


def test_a_hint_to_draw_rings_the_stock_and_lifts_nothing(qtbot, kept):
    window = table_window(qtbot, kept, "canasta", "instant", "hint-draw")
    marks = marks_of(window)
    decision = window.session.game.hint(window.session.observation())
    assert isinstance(decision.action, ract.DrawStock)  # the seed's first hint
    with qtbot.waitSignal(marks.hint_shown, timeout=5000):
        ask_for_hint(qtbot, window)
    assert marks.hint_cards == [] and window.table.scene.hinted == set()
    assert marks.hint_places == [window.table.scene.stop_rect(("stock",))]
    # The person's draw (acting) clears it.
    with qtbot.waitSignal(marks.hint_cleared, timeout=5000):
        draw_by_drag(qtbot, window)
    assert not marks.hint_marked
    # Only the draw's own mark is left: the stock it came from.
    assert [r.colour for r in overlay(window, PlaceRing)] == [MOVE_COLOUR]
    window.close()


# -- closing the table mid-fade -------------------------------------------------------------


@pytest.mark.parametrize("speed", ["normal", "instant"])
@pytest.mark.parametrize("game", ["canasta", "cassino"])
def test_closing_the_window_while_a_move_is_marked(qtbot, kept, game, speed):
    window = table_window(qtbot, kept, game, speed, f"marks-close-{game}")
    marks = marks_of(window)
    driver = MouseDriver(qtbot, window, f"marks-close-{game}")
    with qtbot.waitSignal(marks.move_shown, timeout=10_000):
        play_person(qtbot, window, driver)
    assert marks.move_marked
    fading = marks._fade.state() == QAbstractAnimation.State.Running
    assert fading == (speed == "normal")
    window.close()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    # The event loop turns on past where the fade would have ended: nothing touches a
    # deleted item.
    QTest.qWait(speeds.scaled(2000) + 50)


def test_pass_and_play_the_next_person_sees_what_was_played_since_their_turn(qtbot, kept):
    """The privacy screen's redraw took the marks off, so in a game of two people nobody
    saw what the players before them did. The last turn stays marked for the next person."""
    from tests.app.test_pass_and_play import press_ready, setup_with, wait_for_person

    speeds.set_factor(0.0)
    window = MainWindow(Settings(speed="instant"), Translator())
    qtbot.addWidget(window)
    kept.append(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start_game(setup_with({0: "Ann", 2: "Cy"}, "r1"))
    s, marks = window.session, marks_of(window)
    if wait_for_person(qtbot, window) == "privacy":
        press_ready(qtbot, window)
    first = s.bottom
    assert wait_for_person(qtbot, window) == "play"
    rummy_turn(qtbot, window)  # the first person; then a computer plays, then the other's screen
    assert wait_for_person(qtbot, window) == "privacy"
    press_ready(qtbot, window)
    assert wait_for_person(qtbot, window) == "play" and s.bottom == 2 - first
    # The computer's turn, the one just before this person's, is marked on their table:
    # its discard glows on the pile.
    last = s.moves[-1]
    assert isinstance(last, ract.Discard)
    top = pile_top(window)
    assert top.card == last.card and top in marks.move_cards and glowing(top)
    window.close()


def test_picking_up_a_card_takes_the_fading_marks_off(qtbot, kept):
    """A drag paints the still table from one picture: marks fading when it began stayed at
    full strength in it until the drop. The person acts, so they go at once."""
    window = table_window(qtbot, kept, "canasta", "normal", "marks-canasta")
    marks = marks_of(window)
    driver = MouseDriver(qtbot, window, "marks-canasta")
    play_person(qtbot, window, driver)
    wait_turn(qtbot, window)
    assert marks.move_marked  # the computers' turn, fading in its own time
    view = window.table.view
    card = window.table.scene.hand_items()[0]
    start = view.mapFromScene(card_point(card))
    faded: list = []
    marks.move_faded.connect(lambda: faded.append(True))
    assert marks.move_marked and not faded
    QTest.mousePress(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start
    )
    for step in range(1, 6):
        QTest.mouseMove(view.viewport(), start - QPoint(0, 12 * step))
    # At once, not when the fade would have ended on its own.
    assert faded and not marks.move_marked and not overlay(window, CardHalo)
    QTest.mouseRelease(
        view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start
    )
    window.close()
