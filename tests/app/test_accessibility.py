"""The table for a screen reader and for the keyboard alone (issue 19).

Each game's table, some moves in (melds, builds, a pile): every card item and every visible
control has a name a screen reader can read, in the user's language; moving the keyboard
focus changes what Qt's accessibility layer reports for the table; a whole turn of each game
is played with real key presses only (no mouse event at all).
"""

from __future__ import annotations

import pytest

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QLineEdit,
    QMenu,
    QWidget,
)

from canasta_gui.app.card_words import card_name
from canasta_gui.app.i18n import Translator
from canasta_gui.app.screenshot import seeded_position
from canasta_gui.engine.cards import card_code, parse_card
from tests.app.gui_helpers import make_window

NO = Qt.KeyboardModifier.NoModifier
ENGLISH_CARD_WORDS = ("hearts", "spades", "clubs", "diamonds", "Queen", "King", "Jack", "Ace")

# Seeded positions on the person's turn (seat 0), each with melds, builds or a pile to read.
CANASTA = ("canasta", 4, "k1", 36)  # draw phase; 7♦ 7♠ in hand, 7♣ on the pile; 8♦ and 3♠
HF = ("hand-and-foot", 4, "k2", 40)  # play phase; three 5s and a 10♣ for the 10s
CASSINO = ("cassino", 2, "k3", 4)  # 7♥ Q♠ in hand; K♦ K♥ 7♣ loose
CASSINO_BUILD = ("cassino", 2, "k1", 4)  # Bo's build of 5 on the table
CASSINO_CHOICE = ("cassino", 2, "k2", 0)  # 8♠ in hand: several captures of the 8♦


def table_at(qtbot, game, players, seed, moves, size=(1280, 800)):
    setup, state, log = seeded_position(players, seed, moves, game)
    window = make_window(qtbot, size)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.start_game(setup, state, log)
    window.session.autosave = False
    qtbot.waitUntil(
        lambda: window.session.human_may_act() and not window.table.scene.animating,
        timeout=20_000,
    )
    return window


def key(k, modifier=NO) -> None:
    """A key press where the keyboard focus is, as the window system delivers it."""
    target = QApplication.focusWidget()
    assert target is not None
    QTest.keyClick(target, k, modifier)


def tab_to_view(qtbot, window) -> None:
    view = window.table.view
    if not view.hasFocus():
        first = next(b for b in window.table.buttons.values() if b.isVisible())
        first.setFocus()
        qtbot.waitUntil(first.hasFocus)
        for _ in range(60):
            if view.hasFocus():
                break
            key(Qt.Key.Key_Tab)
    assert view.hasFocus(), QApplication.focusWidget()


def reported_name(widget: QWidget) -> str:
    """The name Qt's accessibility layer gives a screen reader for ``widget``."""
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid()
    return iface.text(QAccessible.Text.Name)


def reported_description(widget: QWidget) -> str:
    return QAccessible.queryAccessibleInterface(widget).text(QAccessible.Text.Description)


def controls(window) -> list[QWidget]:
    """Every visible widget a person can operate on the table page."""
    kinds = (QAbstractButton, QAbstractItemView, QComboBox, QLineEdit)
    found = [window.table.view]
    for w in window.table.findChildren(QWidget):
        if isinstance(w, kinds) and w.isVisible():
            found.append(w)
    found += [b for b in window.table.buttons.values() if b.isVisible()]
    return list(dict.fromkeys(found))


def focus_stop(qtbot, window, zone: tuple) -> None:
    """Up to the table, then Right until ``zone`` has the keyboard focus."""
    scene = window.table.scene
    if scene.focus_zone is None:
        key(Qt.Key.Key_Up)
    for _ in range(len(scene.table_stops()) + 1):
        if scene.focus_zone == zone:
            return
        key(Qt.Key.Key_Right)
    raise AssertionError(f"{zone} is not a stop: {scene.table_stops()}")


def focus_hand_card(window, card: int) -> None:
    """Down to the hand, then Right until ``card`` has the keyboard focus."""
    scene = window.table.scene
    if scene.focus_zone is not None:
        key(Qt.Key.Key_Down)
    for _ in range(len(scene.hand_items()) + 1):
        hand = scene.hand_items()
        if 0 <= scene.focus_index < len(hand) and hand[scene.focus_index].card == card:
            return
        key(Qt.Key.Key_Right)
    raise AssertionError(f"{card_code(card)} is not in the hand")


# -- names --------------------------------------------------------------------------------


@pytest.mark.parametrize("where", [CANASTA, HF, CASSINO_BUILD], ids=lambda w: w[0])
def test_every_card_stop_and_control_has_a_name(qtbot, where):
    window = table_at(qtbot, *where)
    scene, c = window.table.scene, window.table.controller
    assert len(scene.cards) > 10
    for item in scene.cards:
        name = item.accessible_name
        assert name.strip(), item.zone
        if item.face_up and item.card >= 0:
            assert card_name(item.card) in name, (item.zone, name)
    stops = scene.table_stops()
    assert stops
    for zone in stops:
        assert c.describe_stop(zone).strip(), zone
        assert not scene.stop_rect(zone).isEmpty(), zone
    for w in controls(window):
        assert reported_name(w).strip(), w
        if isinstance(w, QAbstractButton) and w in window.table.buttons.values():
            assert w.toolTip().strip(), w.text()
            assert reported_description(w) == w.toolTip()
    # What the table says beyond the hand: counts, the pile's top card, wild cards, owners.
    spoken = [c.describe_stop(z) for z in stops]
    if where is CANASTA:
        assert "Discard pile, 4 cards, top: 7 of clubs" in spoken
        assert "Meld of jacks, 3 cards, no wild cards, your side" in spoken
        assert "Meld of queens, 5 cards, 1 wild, your side" in spoken
        assert any(s.startswith("Bo's hand, ") and "face down" in s for s in spoken), spoken
    if where is HF:
        assert any(s.startswith("Bo's foot, ") and "face down" in s for s in spoken), spoken
    if where is CASSINO_BUILD:
        assert any(
            s.startswith("Build of 5, owned by Bo") and "4 of diamonds" in s for s in spoken
        ), spoken
    window.close()


def test_names_are_said_in_the_users_language(qtbot, qapp):
    """In Japanese no English rank or suit word is left in a card's or a place's name."""
    translator = Translator()
    window = table_at(qtbot, *CANASTA)
    try:
        assert translator.install(qapp, "ja") is None
        qapp.processEvents()
        window.table.controller.refresh()
        scene, c = window.table.scene, window.table.controller
        names = [item.accessible_name for item in scene.cards]
        names += [c.describe_stop(z) for z in scene.table_stops()]
        leftovers = [n for n in names if any(w in n for w in ENGLISH_CARD_WORDS)]
        assert not leftovers, leftovers[:5]
    finally:
        translator.install(qapp, "en")
        qapp.processEvents()
        window.close()


def test_every_word_of_a_name_goes_through_the_translation(qtbot, qapp):
    """A translator that marks every text of the card words: a name is made of marked parts
    only (apart from counts, seat names and punctuation), so nothing in it stays English."""
    from PySide6.QtCore import QTranslator

    class Marking(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            if context == "CardWords" and source not in (", ",):
                return (
                    source.replace("{", "\x00")
                    .upper()
                    .replace("\x00", "{")
                    .replace("{RANK}", "{rank}")
                    .replace("{SUIT}", "{suit}")
                )
            return None

        def isEmpty(self):
            return False

    marking = Marking()
    qapp.installTranslator(marking)
    try:
        assert card_name(parse_card("QH")) == "QUEEN OF HEARTS"
        assert card_name(parse_card("7C")) == "7 OF CLUBS"
    finally:
        qapp.removeTranslator(marking)
    assert card_name(parse_card("QH")) == "Queen of hearts"


def test_moving_the_keyboard_focus_changes_what_the_table_reports(qtbot):
    window = table_at(qtbot, *CANASTA)
    view, scene = window.table.view, window.table.scene
    window.table.buttons["sort"].setFocus()
    qtbot.waitUntil(window.table.buttons["sort"].hasFocus)
    assert reported_name(view) == "Card table"
    assert "Up goes to the table" in reported_description(view)
    tab_to_view(qtbot, window)
    hand = scene.hand_items()
    first = reported_name(view)
    assert first == f"{card_name(hand[0].card)}, card 1 of {len(hand)} in your hand"
    key(Qt.Key.Key_Right)
    assert reported_name(view) == f"{card_name(hand[1].card)}, card 2 of {len(hand)} in your hand"
    key(Qt.Key.Key_Space)  # the state is said too
    assert reported_name(view).startswith(f"{card_name(hand[1].card)}, selected, card 2")
    key(Qt.Key.Key_Up)  # the table: the stock first, then the pile
    assert scene.focus_zone == ("stock",)
    assert reported_name(view).startswith("Stock, ")
    assert not any(item.focused for item in scene.hand_items())  # one focus at a time
    assert not scene.focus_frame_rect.isEmpty()
    key(Qt.Key.Key_Right)
    assert scene.focus_zone == ("pile",)
    assert reported_name(view) == "Discard pile, 4 cards, top: 7 of clubs"
    key(Qt.Key.Key_Left)
    key(Qt.Key.Key_Left)  # round the end: the last stop
    assert scene.focus_zone == scene.table_stops()[-1]
    key(Qt.Key.Key_Down)
    assert scene.focus_zone is None
    # The ring goes round the focused card again, over its neighbours.
    assert scene.focus_frame_rect.contains(scene.hand_items()[1].sceneBoundingRect().center())
    assert reported_name(view).startswith(card_name(hand[1].card))
    key(Qt.Key.Key_Tab)  # leaving the table: it is the card table again
    assert not view.hasFocus()
    assert reported_name(view) == "Card table"
    window.close()


# -- whole turns by keyboard --------------------------------------------------------------


def test_canasta_turn_by_keyboard_take_lay_off_discard(qtbot):
    """Take the pile (staged: cancelled with Esc, then confirmed with Ctrl+Enter), lay a card
    off on a chosen meld, discard: keys only (docs/rules.md §3.6-§3.9)."""
    window = table_at(qtbot, *CANASTA)
    session, scene, c = window.session, window.table.scene, window.table.controller
    tab_to_view(qtbot, window)
    focus_stop(qtbot, window, ("pile",))
    key(Qt.Key.Key_Space)  # take the pile: the sevens go with its top seven, staged
    qtbot.waitUntil(lambda: c.has_plan())
    assert session.state.pile  # nothing taken yet
    made = len(session.moves)
    key(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not c.has_plan())
    assert len(session.moves) == made
    key(Qt.Key.Key_Return)  # Enter on the pile takes it as well
    qtbot.waitUntil(lambda: c.has_plan())
    key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not session.state.pile and not scene.animating)
    sevens = next(m for m in session.state.melds[0] if m is not None and m.rank == 5)
    assert len(sevens.cards) >= 3

    eights = next(m for m in session.state.melds[0] if m is not None and m.rank == 6)
    before = len(eights.cards)
    focus_hand_card(window, parse_card("8D"))
    key(Qt.Key.Key_Space)
    focus_stop(qtbot, window, ("meld", 0, 6))
    assert window.table.view.accessibleName().startswith("Meld of eights")
    key(Qt.Key.Key_Space)  # lay the selected 9 off on the meld under the focus
    qtbot.waitUntil(
        lambda: (
            len(next(m for m in session.state.melds[0] if m and m.rank == 6).cards) == before + 1
        )
    )
    qtbot.waitUntil(lambda: not scene.animating)
    focus_hand_card(window, parse_card("3S"))
    key(Qt.Key.Key_Space)
    key(Qt.Key.Key_D)
    qtbot.waitUntil(lambda: session.actor != 0)
    assert session.state.pile[-1] == parse_card("3S")
    window.close()


def test_hand_and_foot_turn_by_keyboard_meld_lay_off_discard(qtbot):
    window = table_at(qtbot, *HF)
    session, scene = window.session, window.table.scene
    tab_to_view(qtbot, window)
    fives = [i for i, item in enumerate(scene.hand_items()) if item.card >> 2 == 3]
    assert len(fives) == 3
    focus_hand_card(window, scene.hand_items()[fives[0]].card)
    for n in range(3):
        key(Qt.Key.Key_Space)
        if n < 2:
            key(Qt.Key.Key_Right)
    assert scene.selected == set(fives)
    key(Qt.Key.Key_Return)  # meld them (the side has opened: straight to the table)
    qtbot.waitUntil(lambda: any(m.rank == 3 for m in session.state.melds[0] if m is not None))
    qtbot.waitUntil(lambda: not scene.animating)

    tens = next(m for m in session.state.melds[0] if m is not None and m.rank == 8)
    before = len(tens.cards)
    focus_hand_card(window, parse_card("10C"))
    key(Qt.Key.Key_Space)
    focus_stop(qtbot, window, ("meld", 0, 8))
    key(Qt.Key.Key_Return)  # Enter on a meld lays the selection off there too
    qtbot.waitUntil(
        lambda: (
            len(next(m for m in session.state.melds[0] if m and m.rank == 8).cards) == before + 1
        )
    )
    qtbot.waitUntil(lambda: not scene.animating)
    focus_hand_card(window, parse_card("6D"))
    key(Qt.Key.Key_Space)
    key(Qt.Key.Key_D)
    qtbot.waitUntil(lambda: session.actor != 0)
    window.close()


def test_cassino_capture_by_keyboard_choosing_the_table_card(qtbot):
    """Up to the table, Space picks the 7♣, Down, Space picks the 7♥, Enter captures."""
    window = table_at(qtbot, *CASSINO)
    session, c = window.session, window.table.controller
    tab_to_view(qtbot, window)
    seven = parse_card("7C")
    zone = ("loose", session.observation().loose.index(seven))
    focus_stop(qtbot, window, zone)
    key(Qt.Key.Key_Space)
    assert zone in c.table_selected
    assert window.table.view.accessibleName() == "7 of clubs, on the table, selected"
    focus_hand_card(window, parse_card("7H"))
    key(Qt.Key.Key_Space)
    key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: seven not in session.state.loose)
    assert session.observation().captured_counts[0] >= 2
    window.close()


def test_cassino_choosing_among_plays_by_keyboard(qtbot):
    """Enter with no table card picked offers every play of the card; a digit chooses."""
    window = table_at(qtbot, *CASSINO_CHOICE)
    session = window.session
    tab_to_view(qtbot, window)
    focus_hand_card(window, parse_card("8S"))
    key(Qt.Key.Key_Space)
    key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    menu = QApplication.activePopupWidget()
    assert reported_name(menu) == QCoreApplication.translate("Cassino", "Choose a play")
    texts = [a.text() for a in menu.actions()]
    capture = next(i for i, t in enumerate(texts) if "Capture" in t)
    QTest.keyClick(menu, getattr(Qt.Key, f"Key_{capture + 1}"))
    qtbot.waitUntil(lambda: parse_card("8D") not in session.state.loose)
    window.close()


def test_cassino_trail_from_a_table_stop_is_refused_without_a_card(qtbot):
    """Enter on a table card before a hand card is picked says what to do first."""
    window = table_at(qtbot, *CASSINO)
    tab_to_view(qtbot, window)
    made = len(window.session.moves)
    key(Qt.Key.Key_Up)
    key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.table.message_label.text() != "")
    assert "Select the card to play" in window.table.message_label.text()
    assert len(window.session.moves) == made
    window.close()


def test_every_control_of_the_dialogs_has_a_name(qtbot):
    """The dialogs a game opens: each control a person can reach has a name to read."""
    from canasta_gui.app.widgets.about_dialog import AboutDialog
    from canasta_gui.app.widgets.go_out_dialog import GoOutQuestionDialog
    from canasta_gui.app.widgets.new_game_dialog import NewGameDialog
    from canasta_gui.app.widgets.rules_dialog import RulesDialog
    from canasta_gui.app.widgets.settings_dialog import SettingsDialog

    window = make_window(qtbot)
    dialogs = [
        NewGameDialog(window),
        SettingsDialog(window.settings, window.translator.available_languages(), window),
        AboutDialog(window),
        RulesDialog(None, window),
        GoOutQuestionDialog("Cy", window),
    ]
    for dialog in dialogs:
        dialog.show()
        qtbot.waitExposed(dialog)
        reachable = [
            w
            for w in [dialog, *dialog.findChildren(QWidget)]
            if w.isVisibleTo(dialog) and w.focusPolicy() != Qt.FocusPolicy.NoFocus
        ]
        assert len(reachable) > 1, dialog
        unnamed = [type(w).__name__ for w in reachable if not reported_name(w).strip()]
        assert not unnamed, (type(dialog).__name__, unnamed)
        dialog.close()
    window.close()


def test_refusals_and_new_log_lines_are_announced(qtbot, monkeypatch):
    """What appears away from the focus (a refusal, another player's move) is sent to the
    screen reader as an announcement; the log already there when the table opens is not."""
    from canasta_gui.app.widgets import table_page

    said: list[tuple[str, bool]] = []
    monkeypatch.setattr(
        table_page, "announce", lambda _w, text, urgent=False: said.append((text, urgent))
    )
    window = table_at(qtbot, *CANASTA)
    session = window.session
    assert said == []
    tab_to_view(qtbot, window)
    key(Qt.Key.Key_D)  # nothing selected: a hint, read out
    assert said and said[-1][0] == window.table.message_label.text()
    said.clear()
    key(Qt.Key.Key_S)  # a draw: its log line is read out
    qtbot.waitUntil(lambda: bool(said))
    assert said[-1][0] == window.table.log_model.stringList()[-1]
    assert not said[-1][1]
    assert len(session.log) > 0
    window.close()


def test_an_opening_is_built_and_confirmed_by_keyboard(qtbot):
    """Before the side opens every meld is staged (docs/rules.md §3.8): Enter adds cards of a
    staged meld's rank to it, Space on the staged meld (Up, Right) adds the selected wild
    card, Ctrl+Enter confirms the whole opening."""
    from canasta_gui.engine.canasta.state import Phase
    from tests.app.test_keyboard import human_turn
    from tests.engine.helpers import build

    state = build(4, 2, hands={0: "AH AS AD AH 2C 5C 9C"}, phase=Phase.PLAY, current=0)
    window = human_turn(qtbot, "kb-open", state)
    session, scene, c = window.session, window.table.scene, window.table.controller
    tab_to_view(qtbot, window)
    for code in ("AH", "AS"):
        focus_hand_card(window, parse_card(code))
        key(Qt.Key.Key_Space)
    focus_hand_card(window, parse_card("AD"))
    key(Qt.Key.Key_Space)
    key(Qt.Key.Key_Return)  # staged: the side has not opened
    qtbot.waitUntil(lambda: len(c.plan.melds) == 1)
    focus_hand_card(window, parse_card("AH"))
    key(Qt.Key.Key_Space)
    key(Qt.Key.Key_Return)  # the fourth ace joins the staged meld of aces
    qtbot.waitUntil(lambda: len(c.plan.melds[0]) == 4)
    assert len(c.plan.melds) == 1
    focus_hand_card(window, parse_card("2C"))
    key(Qt.Key.Key_Space)
    focus_stop(qtbot, window, ("staged", 0))
    assert window.table.view.accessibleName().startswith("New meld, not yet confirmed, 4 cards")
    key(Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: len(c.plan.melds[0]) == 5)
    key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: session.state.opened[0])
    aces = next(m for m in session.state.melds[0] if m is not None and m.rank == 12)
    assert len(aces.cards) == 5
    qtbot.waitUntil(lambda: not scene.animating)
    window.close()
