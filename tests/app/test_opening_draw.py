"""The draw for seats and the first deal at the table (docs/rules.md §3.3.1, issue 17).

A new Canasta game whose rules draw for seats shows the cards drawn on the table first, then
deals with the dealer the engine chose, the people seated where the draw put them. The
ceremony is skipped by a click, Esc or its button, follows the speed setting, holds the game
while it runs and leaves nothing behind. Off (the default) nothing of it happens.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import shiboken6
from PySide6.QtCore import QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox, QDialogButtonBox

from canasta_gui.app import saves
from canasta_gui.app.i18n import Translator
from canasta_gui.app.scene import speeds
from canasta_gui.app.scene.items import CardItem
from canasta_gui.app.scene.opening_draw import _SPOTS
from canasta_gui.app.settings import Settings
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.main_window import MainWindow
from canasta_gui.app.widgets.new_game_dialog import NewGameDialog
from canasta_gui.engine.canasta.options import CanastaConfig
from canasta_gui.engine.canasta.seat_draw import SeatDraw, draw_for_seats
from canasta_gui.engine.cards import card_code
from tests.app.gui_helpers import click_widget, open_by_click
from tests.app.saved_helpers import newest_saved

ON = {"OPT-CAN-SEAT-DRAW": "ON"}
NAMES = ("Ann", "Bo", "Cy", "Dee")


@pytest.fixture
def speed_reset():
    yield
    speeds.set_factor(0.0)  # the factor is global: other tests run at instant


def listed(humans: int = 1) -> tuple[SeatSetup, ...]:
    return tuple(
        SeatSetup(HUMAN, name) if i < humans else SeatSetup(COMPUTER, name, "easy")
        for i, name in enumerate(NAMES)
    )


def seed_where(test: Callable[[SeatDraw], bool], options: dict | None = None) -> str:
    cfg = CanastaConfig.make(4, 2, options or ON)
    return next(s for s in (f"open-{i}" for i in range(1000)) if test(draw_for_seats(cfg, s)))


# Ann (listed first) draws the highest card; or Ann moves and someone draws again.
ANN_FIRST = seed_where(lambda d: d.ranking[0] == 0 and d.seats != (0, 1, 2, 3))
ANN_MOVES = seed_where(lambda d: d.ranking[0] != 0 and d.seats[0] != 0 and bool(d.set_aside()))


def draw_of(seed: str) -> SeatDraw:
    return draw_for_seats(CanastaConfig.make(4, 2, ON), seed)


def window_at(qtbot, kept, speed: str) -> MainWindow:
    window = MainWindow(Settings(speed=speed), Translator())
    qtbot.addWidget(window)
    kept.append(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window


def start(window: MainWindow, seed: str, humans: int = 1, options: dict | None = None) -> None:
    opts = ON if options is None else options
    window.start_game(GameSetup(4, 2, options=opts, seats=listed(humans), seed=seed))


def ceremony_items(window: MainWindow) -> list:
    """Items on the scene that the table's own layout did not put there."""
    scene = window.table.scene
    own = set(map(id, scene.cards)) | set(map(id, scene.zones.values()))
    own |= set(map(id, scene.labels.values())) | {id(scene._band), id(scene._focus_frame)}
    own |= set(map(id, scene.plates.values())) | {id(scene.turn_marker)}
    return [item for item in scene.items() if id(item) not in own]


def wait_over(qtbot, window: MainWindow, timeout: int = 20_000) -> None:
    qtbot.waitUntil(lambda: window.opening is None, timeout=timeout)


# -- the New game dialog ---------------------------------------------------------------------


def test_the_choice_is_off_by_default_and_on_in_the_italian_preset(qtbot, window):
    dialog = open_by_click(qtbot, window, window.start_page.new_game)
    assert isinstance(dialog, NewGameDialog)
    combo = dialog._option_combos["OPT-CAN-SEAT-DRAW"]
    assert isinstance(combo, QComboBox)
    assert dialog._option_labels["OPT-CAN-SEAT-DRAW"].text() == "Draw for seats and first deal:"
    assert "draws a card" in dialog._option_help["OPT-CAN-SEAT-DRAW"].text()
    assert combo.currentData() == "OFF"
    # Every Canasta table size offers it.
    for players, _decks in dialog.game.configurations():
        assert dialog.game.option_shown("OPT-CAN-SEAT-DRAW", players)
        assert dialog.game.option_enabled("OPT-CAN-SEAT-DRAW", players)
    dialog.preset.setCurrentIndex(dialog.preset.findData("italian"))
    assert combo.currentData() == "ON"
    dialog._seed = ANN_MOVES
    typed = dialog.setup().seats
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click_widget(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert window.session.state.config.opt("OPT-CAN-SEAT-DRAW") == "ON"
    # The choices remembered for the next dialog keep the seats as they were typed.
    assert window.settings.new_game["preset"] == "italian"
    assert window.settings.new_game["seats"][0]["kind"] == HUMAN
    assert window.opening is not None  # instant: the result is up, the deal comes next
    draw = draw_of(ANN_MOVES)
    for player, seat in enumerate(draw.seats):
        assert window.session.setup.seats[seat] == typed[player]
    wait_over(qtbot, window)


def test_off_by_default_there_is_no_ceremony(qtbot, window):
    start(window, ANN_MOVES, options={})
    assert window.opening is None
    assert window.session.setup.seats == listed()  # nobody moved
    assert not window.session.held
    assert all(not e.what.startswith("seat_draw") for e in window.session.log)
    qtbot.waitUntil(lambda: bool(window.table.scene.cards))


# -- the ceremony, then the deal -------------------------------------------------------------


def test_the_draw_is_shown_then_the_deal_starts_with_the_engines_dealer(qtbot, kept, speed_reset):
    window = window_at(qtbot, kept, "fast")
    start(window, ANN_MOVES)
    draw = draw_of(ANN_MOVES)
    session, opening = window.session, window.opening
    assert opening is not None and opening.running
    # The game waits: nobody acts, no computer thinks, and the table's own cards are not out.
    assert session.held and not session.human_may_act() and session.thinking_seat < 0
    assert window.table.scene.cards == []
    assert window.stack.currentWidget() is window.table
    qtbot.waitUntil(lambda: opening.result_shown, timeout=15_000)
    # Each card turned up by its drawer's seat, as the table seats them from Ann's view.
    for seat in range(4):
        card = draw.card_at(seat)
        items = [i for i in opening._cards if isinstance(i, CardItem) and i.card == card]
        assert items and items[-1].face_up and items[-1].code == card_code(card)
        spot = _SPOTS[opening.place_of[seat]][0]
        qtbot.waitUntil(lambda it=items[-1], at=spot: it.pos() == at, timeout=5000)
        assert opening._names[seat].text == session.seat_name(seat)
    assert opening.place_of[session.bottom] == "bottom"
    # A card that did not count lies aside, face up.
    aside = [i for i in opening._cards if 850 < i.pos().x() < 1200 and i.pos().y() == 440]
    assert len(aside) == len(draw.set_aside())
    lines = [label.text for label in opening._lines]
    assert lines == opening.result_lines()
    first, dealer = session.seat_name(draw.first_player), session.seat_name(draw.first_dealer)
    assert f"{first} has the highest card and plays first; {dealer} deals." == lines[-1]
    partners = {session.side_name(s) for s in range(2)}
    assert {line.removeprefix("Partners: ") for line in lines[:-1]} == partners
    with qtbot.waitSignal(opening.finished, timeout=15_000):
        pass
    # The deal: the engine's dealer, the player on the highest card's seat to act first.
    assert session.state.dealer == draw.first_dealer
    assert session.actor == draw.first_player and session.moves == []
    assert not session.held and ceremony_items(window) == []
    qtbot.waitUntil(lambda: len(window.table.scene.hand_items()) == 11, timeout=5000)
    # The log tells the draw first, then the game's moves.
    whats = [e.what for e in session.log]
    assert whats[-2:] == ["seat_draw_first", "seat_draw_dealer"]
    assert session.log[-1].seat == draw.first_dealer


@pytest.mark.parametrize("how", ["click", "esc", "button"])
def test_skipping_starts_the_deal_at_once(qtbot, kept, speed_reset, how):
    window = window_at(qtbot, kept, "normal")
    start(window, ANN_FIRST)
    opening = window.opening
    assert opening is not None and not opening.result_shown
    with qtbot.waitSignal(opening.finished, timeout=2000):
        if how == "click":
            vp = window.table.view.viewport()
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, pos=vp.rect().center())
        elif how == "esc":
            QTest.keyClick(window.table.view, Qt.Key.Key_Escape)
        else:
            assert opening.skip_button.isVisible()
            assert opening.skip_button.text() == "Skip (Esc)"
            click_widget(opening.skip_button)
    assert window.opening is None and not opening.running
    assert ceremony_items(window) == []
    session = window.session
    assert session.state.dealer == draw_of(ANN_FIRST).first_dealer
    # Ann drew the highest card: she plays first, with her own hand, once the deal is out.
    assert session.bottom == draw_of(ANN_FIRST).seats[0] == session.actor
    qtbot.waitUntil(
        lambda: session.human_may_act() and not window.table.scene.animating, timeout=5000
    )
    assert window.table.buttons["draw"].isEnabled()


def test_instant_speed_shows_the_result_at_once(qtbot, window):
    start(window, ANN_MOVES)
    opening = window.opening
    assert opening is not None and opening.result_shown  # no waiting at instant
    assert all(item.face_up for item in opening._cards)
    assert len(opening._cards) == len(draw_of(ANN_MOVES).draws)
    wait_over(qtbot, window, timeout=2000)
    assert window.session.state.dealer == draw_of(ANN_MOVES).first_dealer
    qtbot.waitUntil(lambda: len(window.session.moves) > 0, timeout=5000)  # computers play


def test_keys_do_nothing_while_the_draw_is_shown(qtbot, kept, speed_reset):
    """Ann plays first, but her "draw" key does nothing until the ceremony is over."""
    window = window_at(qtbot, kept, "normal")
    start(window, ANN_FIRST)
    assert window.session.actor == window.session.bottom
    QTest.keyClick(window.table.view, Qt.Key.Key_S)
    QTest.keyClick(window.table.view, Qt.Key.Key_H)
    assert window.session.moves == [] and window.opening is not None
    assert not window.table.buttons["draw"].isEnabled()
    # The side panel gives nothing away (whose turn, who partners whom) before the table does.
    assert window.table.turn_label.text() == "" and window.table.score_label.text() == ""
    window.opening.skip()
    qtbot.waitUntil(lambda: window.opening is None)
    assert window.table.turn_label.text() != "" and "Ann" in window.table.score_label.text()


# -- seats ---------------------------------------------------------------------------------


def test_each_person_sits_where_the_draw_put_them(qtbot, window):
    start(window, ANN_MOVES)
    draw = draw_of(ANN_MOVES)
    session = window.session
    for player, seat in enumerate(draw.seats):
        assert session.setup.seats[seat] == listed()[player]
        assert session.seat_name(seat) == NAMES[player]
    # Ann keeps playing her own hand: the table is drawn from her seat.
    assert session.bottom == draw.seats[0] != 0
    # The two highest cards are partners (S4).
    high, second = draw.ranking[:2]
    side = session.state.config.side_of
    assert side[draw.seats[high]] == side[draw.seats[second]]
    wait_over(qtbot, window)
    qtbot.waitUntil(lambda: f"seat{session.bottom}" in window.table.scene.labels)
    assert window.table.scene.labels[f"seat{session.bottom}"].text == "Ann"


def test_pass_and_play_each_person_gets_their_own_hand(qtbot, window):
    seed = seed_where(lambda d: d.ranking[0] == 1)  # Bo (a person) draws the highest card
    start(window, seed, humans=2)
    draw = draw_of(seed)
    # The draw is shown to everyone first: no privacy screen before it is over.
    assert window.stack.currentWidget() is window.table
    wait_over(qtbot, window)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.privacy, timeout=5000)
    assert window.privacy.title.text() == "Pass to Bo"
    click_widget(window.privacy.button)
    session = window.session
    assert session.bottom == draw.seats[1] and session.seat_name(session.bottom) == "Bo"
    assert session.human_may_act()


# -- save and continue -----------------------------------------------------------------------


def test_continue_keeps_the_drawn_dealer_and_seats(qtbot, window):
    start(window, ANN_MOVES)
    draw = draw_of(ANN_MOVES)
    seats = window.session.setup.seats
    wait_over(qtbot, window)
    # A computer plays first; its move writes the game's file.
    qtbot.waitUntil(saves.has_autosave, timeout=5000)
    loaded = newest_saved()
    assert loaded.setup.seats == seats and loaded.state.dealer == draw.first_dealer
    assert loaded.state.config.opt("OPT-CAN-SEAT-DRAW") == "ON"
    window.back_to_menu()
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click_widget(window.start_page.resume)
    session = window.session
    assert window.opening is None  # no second draw on Continue
    assert session.setup.seats == seats and session.state.dealer == draw.first_dealer
    assert session.bottom == draw.seats[0]
    # The log still starts with the draw, then the moves replayed.
    whats = [e.what for e in session.log]
    assert whats[: len(draw.draws)] == [
        "seat_draw_card" if kept else "seat_draw_again" for kept in draw.kept()
    ]
    assert len(session.log) == len(draw.draws) + 2 + len(session.moves)


def test_a_hand_made_position_is_not_told_a_draw_it_never_had(window):
    """A position written by hand at a table whose rules draw for seats did not begin with
    the seed's draw, so its log does not tell one (it would not match the table)."""
    from tests.engine.helpers import build

    state = build(4, 2, preset="italian", seed=ANN_MOVES, hands={0: "KH KS 5C"}, pile="7S")
    setup = GameSetup(4, 2, preset="italian", seats=listed(), seed=ANN_MOVES)
    window.start_game(setup, state, [])
    assert window.opening is None
    assert not any(e.what.startswith("seat_draw") for e in window.session.log)


# -- nothing left behind -------------------------------------------------------------------


def test_a_new_game_during_the_draw_leaves_nothing_behind(qtbot, kept, speed_reset):
    window = window_at(qtbot, kept, "normal")
    start(window, ANN_MOVES)
    old_opening, old_table, old_session = window.opening, window.table, window.session
    qtbot.waitUntil(lambda: any(c.gliding for c in old_opening._cards), timeout=5000)
    start(window, ANN_FIRST, options={})
    assert not old_opening.running and not old_opening._timer.isActive()
    assert not old_session.held
    # The old ceremony's timers never start the new table's game twice or the old one's.
    qtbot.wait(400)
    assert window.table is not old_table and window.opening is None
    # Gone with its table, timer, button and all.
    assert not shiboken6.isValid(old_opening) and not shiboken6.isValid(old_table)
    qtbot.waitUntil(window.session.human_may_act, timeout=5000)


def test_closing_the_window_during_the_draw_leaves_nothing_running(qtbot, kept, speed_reset):
    window = window_at(qtbot, kept, "normal")
    start(window, ANN_MOVES)
    opening = window.opening
    qtbot.waitUntil(lambda: any(c.gliding for c in opening._cards), timeout=5000)
    window.close()
    assert not opening.running and not opening._timer.isActive()
    assert window.opening is None and window.session is None
    QApplication.processEvents()


def test_a_language_switch_during_the_draw(qtbot, kept, speed_reset, qapp):
    window = window_at(qtbot, kept, "normal")
    unnamed = (SeatSetup(HUMAN, "Ann"),) + tuple(SeatSetup(COMPUTER, "", "easy") for _ in range(3))
    window.start_game(GameSetup(4, 2, options=ON, seats=unnamed, seed=ANN_MOVES))
    opening, session = window.opening, window.session
    computer = next(seat for seat in range(4) if not session.is_human(seat))
    english = opening._names[computer].text
    assert english == session.seat_name(computer)
    assert window.translator.install(qapp, "it") is None
    QApplication.processEvents()
    assert opening.running  # the ceremony goes on, its words in the new language
    assert opening._names[computer].text == session.seat_name(computer) != english
    assert isinstance(opening.skip_button, QObject)
    with qtbot.waitSignal(opening.finished, timeout=2000):
        QTest.keyClick(window.table.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: bool(window.table.scene.hand_items()), timeout=5000)
    window.translator.install(qapp, "en")
