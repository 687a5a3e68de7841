"""The table's message line, its log and the turn flow, driven with real clicks and keys.

Discarding needs an explicit choice (docs/rules.md §3.11: a discard ends the turn and is never
taken back); a discard before the draw is refused with "draw first" (§3.5); the log tells only
what every seat saw (§1.5) in the current language, also after *Continue*; a message is either
information or a refusal, and clears on the person's next action.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from canasta_gui.app.game_log import LogEntry, entry_text, replay_log
from canasta_gui.app.games import game_for
from canasta_gui.app.games.rummy.log import log_entry as entry_for
from canasta_gui.app.scene import speeds
from canasta_gui.app.session import INFO, REFUSAL
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.texts import engine_text
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.state import Phase, new_game
from canasta_gui.engine.cards import card_code, parse_card
from canasta_gui.engine.errors import refuse
from canasta_gui.engine.serialize import state_differences
from tests.app.gui_helpers import card_point, click, drag, make_window, zone_centre
from tests.engine.helpers import build

NO = Qt.KeyboardModifier.NoModifier

CANASTA = game_for("canasta")


@pytest.fixture(params=[0.0, 1.0], ids=["instant", "normal-speed"])
def speed(request):
    yield request.param
    speeds.set_factor(0.0)


def setup_for(humans: dict[int, str], seed: str) -> GameSetup:
    names = ("Ann", "Bo", "Cy", "Dee")
    seats = tuple(
        SeatSetup(HUMAN, humans[i]) if i in humans else SeatSetup(COMPUTER, names[i], "easy")
        for i in range(4)
    )
    return GameSetup(4, 2, seats=seats, seed=seed)


def ready(qtbot, window) -> None:
    qtbot.waitUntil(
        lambda: window.session.human_may_act() and not window.table.scene.animating,
        timeout=20_000,
    )


def start(qtbot, speed: float = 0.0, state=None, seed: str = "pp-1", humans=None):
    """A window at the start of Ann's turn (seed pp-1: Ann plays first)."""
    window = make_window(qtbot)
    speeds.set_factor(speed)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    setup = setup_for(humans or {0: "Ann"}, seed)
    window.start_game(setup, state, [] if state is not None else None)
    if window.session.pass_and_play:
        press_ready(qtbot, window)
    ready(qtbot, window)
    return window


def press_ready(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.privacy, timeout=20_000)
    QTest.mouseClick(window.privacy.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.table)


def key(window, k, modifier=NO) -> None:
    QTest.keyClick(QApplication.focusWidget() or window, k, modifier)


def focus_table(qtbot, window) -> None:
    window.table.view.setFocus()
    qtbot.waitUntil(window.table.view.hasFocus)


def hand_item(window, code: str):
    return next(c for c in window.table.scene.hand_items() if c.code == code)


def pile_top(window):
    return max((c for c in window.table.scene.cards if c.zone == ("pile",)), key=lambda c: c.index)


def log_rows(window) -> list[str]:
    return window.table.log_model.stringList()


def message(window) -> tuple[str, str]:
    return window.table.message_label.text(), window.table.message_kind


def at_play(**kw):
    """Ann (seat 0) has drawn and may meld or discard."""
    return build(4, 2, phase=Phase.PLAY, current=0, **kw)


# -- 1. D and the Discard button need a selected card ------------------------------------


@pytest.mark.parametrize("how", ["key", "button"])
def test_discard_with_nothing_selected_discards_nothing(qtbot, speed, how):
    window = start(qtbot, speed, at_play(hands={0: "5C 6D 9H KS QH JD 8C"}))
    session, scene = window.session, window.table.scene
    focus_table(qtbot, window)
    assert scene.focus_index == 0 and not scene.selected  # the focus is on a card
    before, moves = session.state.clone(), list(session.moves)

    def discard() -> None:
        if how == "key":
            key(window, Qt.Key.Key_D)
        else:
            QTest.mouseClick(window.table.buttons["discard"], Qt.MouseButton.LeftButton)

    discard()
    assert message(window) == ("Select the card to discard.", INFO)
    assert state_differences(session.state, before) == [] and session.moves == moves
    # Once the card is chosen, the same gesture discards it.
    card = hand_item(window, "9H")
    click(window, card_point(card))
    assert scene.selected == {card.index}
    discard()
    qtbot.waitUntil(lambda: session.moves == moves + [act.Discard(card.card)])
    window.close()


# -- 2. a discard before the draw: "draw first" ------------------------------------------


@pytest.mark.parametrize("how", ["key", "drag"])
def test_discard_before_drawing_says_to_draw_first(qtbot, speed, how):
    window = start(qtbot, speed)
    session = window.session
    assert session.state.phase == Phase.DRAW
    before, moves = session.state.clone(), list(session.moves)
    card = window.table.scene.hand_items()[0]
    if how == "key":
        click(window, card_point(card))
        key(window, Qt.Key.Key_D)
    else:
        drag(window, card_point(card), zone_centre(window, ("pile",)))
    qtbot.waitUntil(lambda: window.table.message_label.text() != "")
    text, kind = message(window)
    assert text == engine_text(refuse("draw_first")) and text.startswith("Draw first"), text
    assert kind == REFUSAL
    assert state_differences(session.state, before) == [] and session.moves == moves
    window.close()


# -- 3. the log --------------------------------------------------------------------------


def draw_and_discard(qtbot, window) -> int:
    """Ann draws with S and discards her first card with a click and D; returns the card."""
    session = window.session
    focus_table(qtbot, window)
    key(window, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: session.state.phase == Phase.PLAY)
    qtbot.waitUntil(lambda: not window.table.scene.animating)
    card = window.table.scene.hand_items()[0]
    click(window, card_point(card))
    key(window, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: len(session.moves) >= 2)
    return card.card


def test_log_follows_a_language_change(qtbot):
    window = start(qtbot)
    session = window.session
    card = draw_and_discard(qtbot, window)
    qtbot.waitUntil(lambda: len(session.log) >= 4, timeout=20_000)  # computers played too
    english = log_rows(window)
    assert english[0] == "Ann: draws from the stock"
    assert english[1].startswith("Ann: discards ") and card_code(card)[:-1] in english[1]
    try:
        window.apply_settings(replace(window.settings, language="ja"))
        qtbot.waitUntil(lambda: log_rows(window)[0] != english[0])  # LanguageChange is posted
        rows = log_rows(window)
        # Every line is in the new language, the computer players' explanations included.
        assert rows == [entry_text(e, session.seat_name, session.game) for e in session.log]
        assert rows[0] == "Ann：山札から引く"  # the full-width colon of listing.said_by
        assert rows[0] != english[0]
        computer = [r for r, e in zip(rows, session.log, strict=True) if e.explained]
        assert computer and all(r not in english for r in computer)
    finally:
        window.apply_settings(replace(window.settings, language="en"))
    qtbot.waitUntil(lambda: log_rows(window)[0] == "Ann: draws from the stock")
    window.close()


def test_continue_rebuilds_the_log_from_the_saved_moves(qtbot):
    window = start(qtbot)
    session = window.session
    card = draw_and_discard(qtbot, window)
    ready(qtbot, window)  # the three computer players have played: Ann's turn again
    before = log_rows(window)
    moves = list(session.moves)
    assert len(before) == len(moves) >= 8
    window.act_menu.trigger()
    assert window.start_page.resume.isEnabled()
    QTest.mouseClick(window.start_page.resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.session is not session and window.session is not None)
    ready(qtbot, window)
    rows = log_rows(window)
    assert window.session.moves == moves
    assert len(rows) == len(moves)
    # Ann's own moves read as before; a computer player's past moves are told plainly
    # (their explanations are not saved), and a stock draw never names its cards.
    assert rows[:2] == before[:2]
    assert rows[1].startswith("Ann: discards ") and card_code(card)[:-1] in rows[1]
    assert rows[2] == "Bo: draws from the stock" or rows[2].startswith("Bo: takes the pile")
    assert not any(e.explained for e in window.session.log)
    window.close()


def test_laying_off_is_logged_as_a_lay_off(qtbot, speed):
    state = at_play(hands={0: "JH 5C 6D 9S KC"}, melds={0: ["JC JD JS"]})
    window = start(qtbot, speed, state)
    jack = hand_item(window, "JH")
    click(window, card_point(jack))
    rank = parse_card("JH") >> 2
    drag(window, card_point(jack), zone_centre(window, ("meld", 0, rank)))
    qtbot.waitUntil(lambda: len(window.session.moves) == 1)
    assert log_rows(window)[-1] == "Ann: lays off on the Js"
    window.close()


def test_one_action_that_melds_and_lays_off_says_both_and_drops_the_take_highlight(qtbot, speed):
    state = build(
        4,
        2,
        hands={0: "KS KD QH QS QD JH 5C 6D"},
        melds={0: ["JC JD JS"]},
        pile="9C KH",
        current=0,
    )
    window = start(qtbot, speed, state)
    session, scene, c = window.session, window.table.scene, window.table.controller
    # Take the pile with the two kings: the hand's kings are highlighted while it is staged.
    drag(window, card_point(pile_top(window)), zone_centre(window, ("hand",)))
    qtbot.waitUntil(lambda: c.plan.take is not None and not scene.animating)
    kings = {hand_item(window, "KS"), hand_item(window, "KD")}
    assert {i for i in scene.hand_items() if i.highlighted} == kings
    for code in ("QH", "QS", "QD"):
        click(window, card_point(hand_item(window, code)))
    drag(window, card_point(hand_item(window, "QH")), zone_centre(window, ("melds", 0)))
    qtbot.waitUntil(lambda: len(c.plan.melds) == 1 and not scene.animating)
    jack = hand_item(window, "JH")
    click(window, card_point(jack))
    drag(window, card_point(jack), zone_centre(window, ("meld", 0, jack.card >> 2)))
    qtbot.waitUntil(lambda: c.plan.layoffs and not scene.animating)
    assert c.plan_ok, window.table.plan_label.text()
    focus_table(qtbot, window)
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(session.moves) == 2)
    assert log_rows(window)[-2:] == ["Ann: takes the pile", "Ann: melds Qs and lays off on the Js"]
    qtbot.waitUntil(lambda: not scene.animating)
    # The take is done: no card anywhere keeps its highlight (the kings are in a meld now).
    assert [i.code for i in scene.cards if i.highlighted] == []
    assert all(i.zone != ("hand",) for i in kings)
    window.close()


def test_log_words_show_only_public_facts():
    state = new_game(setup_for({0: "Ann"}, "log-words").config(), "log-words")
    draw = entry_text(entry_for(act.DRAW, 0, 0, state), lambda s: "Ann", CANASTA)
    assert draw == "Ann: draws from the stock"  # never the cards drawn
    k, q = parse_card("KH") >> 2, parse_card("QH") >> 2
    jk, two = parse_card("JK"), parse_card("2C")
    meld = act.Meld(((jk, parse_card("7H"), parse_card("7S")),), ((k, (two,)),))
    assert (
        entry_text(entry_for(meld, 0, 0, state), str, CANASTA)
        == "0: melds 7s and lays off on the Ks"
    )
    take = act.TakePile((parse_card("QS"), parse_card("QD")), ((two, q << 2, (q << 2) + 1),))
    assert (
        entry_text(entry_for(take, 1, 0, state), str, CANASTA) == "1: takes the pile and melds Qs"
    )
    deal = entry_for(act.NEXT_DEAL, None, 5, state)
    assert entry_text(deal, str, CANASTA) == "— Deal 1 —"


def test_a_log_that_does_not_match_the_saved_game_is_not_shown():
    setup = setup_for({0: "Ann"}, "log-mismatch")
    state = new_game(setup.config(), setup.seed)
    played = state.clone()
    played.apply(act.DRAW)
    assert [e.what for e in replay_log(CANASTA, played, [act.DRAW])] == ["draw"]
    assert replay_log(CANASTA, state, [act.DRAW]) == []  # the moves lead elsewhere
    assert replay_log(CANASTA, played, [act.DRAW, act.DRAW]) == []  # an illegal move


def test_trimming_the_log_drops_entries_of_moves_taken_back(qtbot):
    window = start(qtbot, 0.0, at_play(hands={0: "5C 6D 9H KS QH JD 8C"}))
    session = window.session
    session.log.append(LogEntry(0, "draw", {}, move=0))
    session.log_changed.emit()
    assert log_rows(window) == ["Ann: draws from the stock"]
    session.trim_log()  # no move 0 in this session: the entry goes
    assert session.log == [] and log_rows(window) == []
    window.close()


# -- 4. information and refusals, clearing, and a line that keeps its room ------------------


def test_information_and_refusals_look_different_not_by_colour_alone(qtbot):
    window = start(qtbot)
    table = window.table
    focus_table(qtbot, window)
    key(window, Qt.Key.Key_H)
    assert message(window)[1] == INFO and message(window)[0].startswith("Hint: ")
    table.message_label.ensurePolished()
    info_bold = table.message_label.font().bold()
    info_icon = table.message_icon.pixmap().toImage()
    assert not info_icon.isNull() and table.message_icon.toolTip() == "Information"
    card = table.scene.hand_items()[0]
    drag(window, card_point(card), zone_centre(window, ("pile",)))  # refused: draw first
    qtbot.waitUntil(lambda: message(window)[1] == REFUSAL)
    table.message_label.ensurePolished()
    refusal_icon = table.message_icon.pixmap().toImage()
    assert not refusal_icon.isNull() and refusal_icon != info_icon
    assert table.message_icon.toolTip() == "Not possible"
    assert table.message_label.font().bold() and not info_bold
    window.close()


def test_a_message_clears_on_the_next_action(qtbot, speed):
    window = start(qtbot, speed)
    scene = window.table.scene
    cards = scene.hand_items()
    drag(window, card_point(cards[0]), zone_centre(window, ("pile",)))
    qtbot.waitUntil(lambda: message(window)[1] == REFUSAL)
    qtbot.waitUntil(lambda: not scene.animating)
    click(window, card_point(cards[1]))  # selecting a card is an action
    assert scene.selected == {1}
    assert message(window) == ("", "")
    focus_table(qtbot, window)
    key(window, Qt.Key.Key_H)
    assert message(window)[1] == INFO
    key(window, Qt.Key.Key_Right)  # moving the focus too
    assert message(window) == ("", "")
    # A move clears it as well: the hint, then the draw.
    key(window, Qt.Key.Key_H)
    assert message(window)[1] == INFO
    key(window, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: window.session.state.phase == Phase.PLAY)
    assert message(window) == ("", "")
    window.close()


def test_the_table_does_not_move_when_a_message_or_a_plan_appears(qtbot, speed):
    state = build(4, 2, hands={0: "KS KD QH 5C 6D 9S"}, melds={0: ["JC JD JS"]}, pile="9C KH")
    window = start(qtbot, speed, state)
    table = window.table
    QApplication.processEvents()
    geometry = table.view.geometry()
    long = engine_text(refuse("pile_no_use", rank="K"))
    table.show_message(long, REFUSAL)
    QApplication.processEvents()
    assert table.view.geometry() == geometry
    table.clear_message()
    QApplication.processEvents()
    assert table.view.geometry() == geometry
    drag(window, card_point(pile_top(window)), zone_centre(window, ("hand",)))  # staged take
    qtbot.waitUntil(lambda: table.plan_label.text() != "")
    QApplication.processEvents()
    assert table.view.geometry() == geometry
    window.close()


# -- 5. nothing of the previous person's choice survives the privacy screen ------------------


def test_the_next_person_starts_with_no_selection_focus_or_anchor(qtbot, speed):
    window = start(qtbot, speed, humans={0: "Ann", 1: "Bo"})
    session, scene, c = window.session, window.table.scene, window.table.controller
    assert session.bottom == 0
    focus_table(qtbot, window)
    key(window, Qt.Key.Key_S)
    qtbot.waitUntil(lambda: session.state.phase == Phase.PLAY and not scene.animating)
    for _ in range(3):
        key(window, Qt.Key.Key_Right)
    key(window, Qt.Key.Key_Space)  # select card 3: the Shift+click anchor is there too
    for _ in range(4):
        key(window, Qt.Key.Key_Right)
    assert scene.selected == {3} and c.anchor == 3 and scene.focus_index == 7
    key(window, Qt.Key.Key_D)
    press_ready(qtbot, window)  # Bo's turn: the privacy screen first
    ready(qtbot, window)
    assert session.bottom == 1
    assert scene.selected == set() and c.anchor == -1
    assert scene.focus_index in (-1, 0)  # the view puts the focus on the first card at most
    assert not [i for i in scene.hand_items() if i.selected or i.highlighted]
    window.close()


def test_a_refused_answer_shows_the_translated_engine_reason(qtbot):
    window = start(qtbot)
    session = window.session
    err = session.play(act.AnswerGoOut(False))  # nothing was asked: the engine refuses
    assert err is not None
    try:
        window.apply_settings(replace(window.settings, language="ja"))
        qtbot.waitUntil(lambda: window.table.log_title.text() != "What happened")
        window._answered()  # the question dialog's answer, as if nothing was asked
        text, kind = message(window)
        assert kind == REFUSAL
        assert text == engine_text(err) and text != str(err)
    finally:
        window.apply_settings(replace(window.settings, language="en"))
    window.close()


def test_a_refusal_names_a_card_as_the_table_shows_it_a_save_error_keeps_its_code(qapp):
    """The blocked pile's refusal read "the top card 3C" while the log said "3♣"."""
    from canasta_gui.engine.save_checks import fail

    blocked = engine_text(refuse("pile_blocked", card="3C"))
    assert "3♣" in blocked and "3C" not in blocked, blocked
    assert "Q♥" in engine_text(refuse("card_not_in_hand", card="QH"))
    # A save file holds codes, so its diagnostics quote the code the reader can find there.
    diagnostic = fail("save_meld_rank", where="melds[0]", rank="Q", card="10H")
    assert "10H" in engine_text(diagnostic)


def test_a_resumed_games_log_wraps_whole(qtbot):
    """A wrapped line was cut short with "…" over an empty second line: Qt measured a resumed
    game's log rows on another width than it painted them on. Each row's height now fits its
    wrapped text, also after the window narrows."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    from canasta_gui.app.screenshot import seeded_position

    window = make_window(qtbot)
    setup, state, log = seeded_position(4, "5", 40, "cassino")
    window.start_game(setup, state, log)
    window.session.autosave = False
    table = window.table
    view = table.log_view
    wrapped = 0
    for width in (1280, 1000):
        window.resize(width, 800)
        qtbot.waitUntil(lambda w=width: window.width() == w)
        QApplication.processEvents()
        line = QFontMetrics(view.font()).lineSpacing()
        inner = view.viewport().width() - 2 * 8
        for row in range(table.log_model.rowCount()):
            index = table.log_model.index(row, 0)
            needed = QFontMetrics(view.font()).boundingRect(
                QRect(0, 0, inner, 100_000), Qt.TextFlag.TextWordWrap, index.data()
            )
            height = view.visualRect(index).height()
            # room for every wrapped line, and not a whole empty line more
            assert needed.height() <= height < needed.height() + line, (width, row, height)
            wrapped += needed.height() > line
    assert wrapped  # the position has long lines, so the test sees wrapping
    window.close()
