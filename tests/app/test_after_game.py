"""After the game: Play again, Same deals again, a typed seed, and shorter games.

Every game ends on the end-of-game screen (the game-over summary). Its *Play again* starts
the same table with new cards; *Same deals again* deals the same cards with everyone moved
one seat on (app/rematch.py), so a person plays the cards another seat had. The New game
dialog takes a seed to share deals, and offers shorter games: a lower Canasta target, a
deal (round) limit, Hand and Foot's OPT-HF-DEALS.
"""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QDialogButtonBox

from canasta_gui.ai.arena import play_game
from canasta_gui.app.games import game_for
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.widgets.after_game import SeedLine
from canasta_gui.app.widgets.new_game_dialog import NewGameDialog
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog
from tests.app.gui_helpers import click_widget as click
from tests.app.gui_helpers import open_by_click

ANN = SeatSetup(HUMAN, "Ann")


def computers(*names: str) -> tuple[SeatSetup, ...]:
    return tuple(SeatSetup(COMPUTER, name, "easy") for name in names)


def first_hands(state) -> list[list[int]]:
    """Every seat's hand as dealt (Hand and Foot: the hand, then the foot)."""
    feet = getattr(state, "feet", None)
    return [
        list(state.hands[p]) + (list(feet[p]) if feet is not None else [])
        for p in range(state.config.players)
    ]


def end_of_game(qtbot, window, setup: GameSetup) -> DealSummaryDialog:
    """The end-of-game screen of ``setup``'s game, played out by easy computer players."""
    state = play_game(setup.config(), setup.seed, ["easy"] * setup.players)
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        window.start_game(setup, state, [])
    summary = opened.args[0]
    assert isinstance(summary, DealSummaryDialog) and summary.after is not None
    qtbot.waitExposed(summary)
    return summary


def click_and_capture(qtbot, window, button) -> list[list[int]]:
    """Click ``button``; the hands of the game it starts, as dealt (before anyone plays)."""
    dealt: list[list[list[int]]] = []

    def capture() -> None:
        dealt.append(first_hands(window.session.state))

    window.game_started.connect(capture)
    try:
        with qtbot.waitSignal(window.game_started, timeout=5000):
            click(button)
    finally:
        window.game_started.disconnect(capture)
    return dealt[0]


def test_play_again_keeps_the_table_and_deals_new_cards(qtbot, window):
    # The Italian preset draws for seats (S4); kept off here so the seats stay as listed.
    options = {"OPT-DEAL-LIMIT": "1", "OPT-CAN-DRAW-COUNT": "1", "OPT-CAN-SEAT-DRAW": "OFF"}
    seats = (ANN, *computers("Bo", "Cy", "Dee"))
    setup = GameSetup(4, 2, preset="italian", options=options, seats=seats, seed="again-1")
    summary = end_of_game(qtbot, window, setup)
    assert summary.after.play_again.text() == "Play &again"
    assert summary.after.play_again.isVisible() and summary.after.same_deals.isVisible()
    old_hands = first_hands(game_for("canasta").new_game(setup.config(), setup.seed))
    hands = click_and_capture(qtbot, window, summary.after.play_again)
    new = window.session.setup
    assert new.seats == setup.seats and new.options == options and new.preset == "italian"
    assert (new.game, new.players, new.decks) == ("canasta", 4, 2)
    assert new.seed != setup.seed and window.session.state.seed == new.seed
    assert hands != old_hands  # a new shuffle
    assert window.stack.currentWidget() is window.table
    assert window.session.bottom == 0 and window.session.state.phase != "game_over"


def test_the_end_of_game_screen_shows_the_seed_to_copy(qtbot, window):
    seats = (ANN, *computers("Bo"))
    setup = GameSetup(2, 2, options={"OPT-DEAL-LIMIT": "1"}, seats=seats, seed="share me")
    summary = end_of_game(qtbot, window, setup)
    line = summary.findChild(SeedLine)
    assert line is not None and line.isVisible()
    assert line.field.text() == "share me" and line.field.isReadOnly()
    QGuiApplication.clipboard().clear()
    click(line.copy)
    assert QGuiApplication.clipboard().text() == "share me"
    assert line.copy.text() == "Copied"
    # Close: back to the start page, as before.
    with qtbot.waitSignal(summary.finished, timeout=5000):
        click(summary.next_button)
    assert window.stack.currentWidget() is window.start_page
    # The score sheet of a game in progress shows it too.
    window.start_game(setup)
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        window.act_scores.trigger()
    sheet = opened.args[0].findChild(SeedLine)
    assert sheet is not None and sheet.field.text() == "share me"


def test_same_deals_again_turns_the_seats_and_deals_the_same_cards(qtbot, window):
    """Canasta, two partnerships: Ann and her partner Cy move to seats 2 and 4 and play
    the cards their opponents had; done again, Ann sits where her partner sat."""
    seats = (ANN, *computers("Bo", "Cy", "Dee"))
    setup = GameSetup(4, 2, options={"OPT-DEAL-LIMIT": "1"}, seats=seats, seed="dup-7")
    window.start_game(setup)
    original = first_hands(window.session.state)  # as the game dealt them, before any play
    window.back_to_menu()

    summary = end_of_game(qtbot, window, setup)
    hands = click_and_capture(qtbot, window, summary.after.same_deals)
    s = window.session
    assert s.setup.seed == "dup-7" and s.state.seed == "dup-7"
    assert [seat.name for seat in s.setup.seats] == ["Dee", "Ann", "Bo", "Cy"]
    assert s.setup.options == setup.options
    assert s.bottom == 1  # Ann's view: she sits at seat 2 now
    assert hands[1] == original[1]  # Ann holds the cards Bo had
    assert hands == original  # every deal is the same: only the players moved
    cfg = s.state.config
    # Ann and Cy stay partners, on the side whose cards Bo and Dee had.
    assert cfg.side_of[1] == cfg.side_of[3] != cfg.side_of[0]

    again = end_of_game(qtbot, window, s.setup)
    hands = click_and_capture(qtbot, window, again.after.same_deals)
    s = window.session
    assert [seat.name for seat in s.setup.seats] == ["Cy", "Dee", "Ann", "Bo"]
    assert s.bottom == 2 and hands[2] == original[2]  # now Ann plays her partner's cards


@pytest.mark.parametrize(
    ("game", "players", "options"),
    [
        ("cassino", 2, {"OPT-DEAL-LIMIT": "1"}),
        ("hand-and-foot", 4, {"OPT-HF-DEALS": "1"}),
    ],
)
def test_same_deals_again_in_every_game(qtbot, window, game, players, options):
    """Two-player Cassino: Ann gets the computer's cards and the computer hers."""
    names = ("Bo", "Cy", "Dee")[: players - 1]
    decks = game_for(game).default_configuration()[1]
    setup = GameSetup(
        players, decks, options=options, seats=(ANN, *computers(*names)), seed="dup", game=game
    )
    original = first_hands(game_for(game).new_game(setup.config(), "dup"))
    summary = end_of_game(qtbot, window, setup)
    hands = click_and_capture(qtbot, window, summary.after.same_deals)
    assert window.session.bottom == 1 and window.session.setup.seats[1] == ANN
    assert hands[1] == original[1] and hands[0] == original[0]


# -- a typed seed ----------------------------------------------------------------------------


def open_new_game(qtbot, window) -> NewGameDialog:
    """Game > New game… (a game in progress stays saved; nothing is asked)."""
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        window.act_new.trigger()
    dialog = opened.args[0]
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitExposed(dialog)
    return dialog


def type_seed(qtbot, dialog: NewGameDialog, text: str) -> None:
    if not dialog.advanced.isVisible():
        click(dialog.advanced_toggle)
    qtbot.waitUntil(dialog.seed_entry.field.isVisible)
    field = dialog.seed_entry.field
    click(field)
    field.selectAll()
    QTest.keyClick(field, Qt.Key.Key_Delete)
    QTest.keyClicks(field, text)


def start(qtbot, window, dialog: NewGameDialog) -> list[list[int]]:
    return click_and_capture(
        qtbot, window, dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    )


def test_a_typed_seed_deals_the_same_cards_again(qtbot, window):
    dialog = open_new_game(qtbot, window)
    assert dialog.seed_entry.field.placeholderText()  # says that empty means new cards
    type_seed(qtbot, dialog, "  Friday night 3 ")
    first = start(qtbot, window, dialog)
    assert window.session.state.seed == "Friday night 3"  # spaces around it dropped
    config = window.session.state.config

    dialog = open_new_game(qtbot, window)
    assert dialog.seed_entry.seed() == ""  # a seed is never remembered: new cards by default
    type_seed(qtbot, dialog, "Friday night 3")
    assert start(qtbot, window, dialog) == first
    assert first == first_hands(game_for("canasta").new_game(config, "Friday night 3"))

    dialog = open_new_game(qtbot, window)  # empty: a random seed, other cards
    other = start(qtbot, window, dialog)
    assert window.session.state.seed != "Friday night 3" and other != first


def test_a_seed_too_long_is_refused_in_words(qtbot, window):
    dialog = open_by_click(qtbot, window, window.start_page.new_game)
    type_seed(qtbot, dialog, "x" * 201)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    click(ok)
    assert dialog.isVisible() and window.session is None  # nothing started
    assert dialog.error.isVisible()
    assert dialog.error.text() == "A seed may have at most 200 characters; this one has 201."
    QTest.keyClick(dialog.seed_entry.field, Qt.Key.Key_Backspace)  # 200 is fine
    assert not dialog.error.isVisible()
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click(ok)
    assert window.session.state.seed == "x" * 200


# -- shorter games ---------------------------------------------------------------------------


def choose(qtbot, combo: QComboBox, value: str) -> None:
    """Pick ``value`` in ``combo`` with the keyboard, as a person would."""
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == value:
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == value, value


def play_to_the_end(qtbot, window) -> DealSummaryDialog:
    """Let the computer players play; read each deal's summary; the end-of-game screen."""
    while True:
        with qtbot.waitSignal(window.dialog_opened, timeout=60_000) as opened:
            pass
        summary = opened.args[0]
        assert isinstance(summary, DealSummaryDialog)
        if summary.after is not None:
            return summary
        with qtbot.waitSignal(summary.finished, timeout=5000):
            click(summary.next_button)


def all_computers(qtbot, dialog: NewGameDialog) -> None:
    for row in dialog._seats:
        if row.kind.isVisible():
            choose(qtbot, row.kind, COMPUTER)
            choose(qtbot, row.level, "easy")


@pytest.mark.parametrize(
    ("game", "option", "value", "text"),
    [
        ("canasta", "OPT-DEAL-LIMIT", "1", "1 deal"),
        ("hand-and-foot", "OPT-HF-DEALS", "1", "1 deal"),
        ("cassino", "OPT-DEAL-LIMIT", "1", "1 round"),
    ],
)
def test_a_single_deal_game_ends_after_one_deal(qtbot, window, game, option, value, text):
    dialog = open_by_click(qtbot, window, window.start_page.new_game)
    choose(qtbot, dialog.game_combo, game)
    click(dialog.advanced_toggle)
    combo = dialog._option_combos[option]
    qtbot.waitUntil(combo.isVisible)
    choose(qtbot, combo, value)
    assert combo.currentText() == text
    all_computers(qtbot, dialog)
    assert dialog.setup().options == {option: value}
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    summary = play_to_the_end(qtbot, window)
    state = window.session.state
    assert len(state.history) == 1 and state.phase == game_for(game).over_phase
    assert summary.windowTitle() == "Game over" and summary.winner_label.isVisible()


def test_a_lower_canasta_target_ends_the_game_there(qtbot, window):
    dialog = open_by_click(qtbot, window, window.start_page.new_game)
    choose(qtbot, dialog.target, "1500")
    assert dialog.target.currentText() == "1,500 (a quick game)"
    all_computers(qtbot, dialog)
    with qtbot.waitSignal(window.game_started, timeout=5000):
        click(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok))
    assert window.session.state.config.target == 1500
    play_to_the_end(qtbot, window)
    state = window.session.state
    running = [0] * state.config.n_sides
    for result in state.history[:-1]:
        running = [a + side.total for a, side in zip(running, result.sides, strict=True)]
        assert max(running) < 1500  # no deal before the last reached the target
    assert max(state.scores) >= 1500


def test_a_shorter_hand_and_foot_game_is_told_in_the_rules_and_the_panel(qtbot, window):
    from canasta_gui.app.games.hand_and_foot.rules_text import rules_html
    from canasta_gui.engine.hand_and_foot.options import HandFootConfig

    assert "a single deal" in rules_html(HandFootConfig.make({"OPT-HF-DEALS": "1"}))
    assert "the first 2 deals" in rules_html(HandFootConfig.make({"OPT-HF-DEALS": "2"}))
    assert "At this table a game" not in rules_html(HandFootConfig.make())
    seats = (ANN, *computers("Bo", "Cy", "Dee"))
    options = {"OPT-HF-DEALS": "2"}
    window.start_game(GameSetup(4, 5, options=options, seats=seats, game="hand-and-foot"))
    panel = window.session.game.panel_html(window.session)
    assert "Deal 1 of 2" in panel and "The last deal of the game" not in panel


def test_same_deals_again_with_the_draw_for_seats_moves_everyone_one_seat():
    """The Italian preset draws for seats (S4, docs/rules.md §3.3.1); the same seed draws the
    same again, so the rematch lists the players for that draw to seat each one seat on."""
    from canasta_gui.app.rematch import same_deals_again
    from canasta_gui.app.seating import seat_by_draw

    seats = (ANN, *computers("Bo", "Cy", "Dee"))
    for seed in ("draw-1", "draw-2", "draw-3"):
        setup, draw = seat_by_draw(GameSetup(4, 2, preset="italian", seats=seats, seed=seed))
        assert draw is not None
        again, _ = seat_by_draw(same_deals_again(setup))
        assert again.seats == tuple(setup.seats[(i - 1) % 4] for i in range(4))
