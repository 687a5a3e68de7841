"""The Statistics dialog and the score sheet's chart, driven with real clicks."""

from __future__ import annotations

import pytest

from PySide6.QtCore import QLocale, QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from canasta_gui.ai.arena import play_game
from canasta_gui.app import paths, statistics
from canasta_gui.app.games import game_for
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.statistics import GameRecord, Statistics
from canasta_gui.app.widgets import charts
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog, ScoreSheetDialog
from canasta_gui.app.widgets.statistics_dialog import StatisticsDialog
from canasta_gui.engine.canasta.state import Phase
from tests.app.gui_helpers import card_point, drag, open_by_click, zone_centre
from tests.app.human_driver import HumanDriver
from tests.app.test_statistics import DAMAGED, deals_of
from tests.engine.helpers import build

CLOSE = QDialogButtonBox.StandardButton.Close
CANASTA = ["AH AS AD AC AH AS 2D"]


@pytest.fixture(autouse=True)
def english_numbers():
    """Numbers as written in English (1,200 and 6.0), whatever an earlier test left."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    yield
    QLocale.setDefault(before)


def click(widget, pos: QPoint | None = None) -> None:
    if pos is None:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
    else:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pos)


def close_by_click(qtbot, dialog, button) -> None:
    with qtbot.waitSignal(dialog.finished, timeout=5000):
        click(button)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def from_menu(qtbot, window, menu, action):
    """Open ``menu`` in the menu bar and click ``action``, both with the mouse."""
    bar = window.menuBar()
    click(bar, bar.actionGeometry(menu.menuAction()).center())
    qtbot.waitUntil(menu.isVisible)
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        click(menu, menu.actionGeometry(action).center())
    dialog = opened.args[0]
    qtbot.waitExposed(dialog)
    return dialog


def solo_setup(seed: str, level: str = "hard") -> GameSetup:
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, name, level) for name in ("Bo", "Cy", "Dee")
    )
    return GameSetup(4, 2, seats=seats, seed=seed)


def shown(dialog: StatisticsDialog, key: str) -> str:
    return dialog.values[key].text()


def saved_stats(*records: GameRecord) -> None:
    stats = Statistics()
    for record in records:
        stats.add(record)
    statistics.save_statistics(stats)


# -- opening the dialog --------------------------------------------------------------------


def test_statistics_open_from_the_start_page_and_the_game_menu(qtbot, window):
    saved_stats(GameRecord("cassino", 2, "easy", True, deals_of((7, 2, False), (5, 0, False))))
    dialog = open_by_click(qtbot, window, window.start_page.statistics)
    assert isinstance(dialog, StatisticsDialog)
    # The table played last is shown first: its figures, no going out in Cassino.
    assert dialog.game_box.currentData() == "cassino" and dialog.level_box.currentData() == "easy"
    assert shown(dialog, "played") == "1" and shown(dialog, "won") == "1"
    assert shown(dialog, "rate") == "100%" and shown(dialog, "best") == "7"
    assert shown(dialog, "average") == "6.0" and shown(dialog, "items") == "1.0"
    assert not dialog.values["going_out"].isVisibleTo(dialog)
    assert dialog.recent_chart.averages() == [6.0]
    close_by_click(qtbot, dialog, dialog.buttons.button(CLOSE))

    dialog = from_menu(qtbot, window, window.menu_game, window.act_stats)
    assert isinstance(dialog, StatisticsDialog)
    # Choosing another game with the keyboard (Home: the first game): nothing recorded there.
    dialog.game_box.setFocus()
    QTest.keyClick(dialog.game_box, Qt.Key.Key_Home)
    qtbot.waitUntil(lambda: dialog.game_box.currentData() == "canasta")
    assert shown(dialog, "played") == "0" and shown(dialog, "rate") == "—"
    assert dialog.values["going_out"].isVisibleTo(dialog)
    close_by_click(qtbot, dialog, dialog.buttons.button(CLOSE))


def test_the_dialog_shows_each_table_and_its_levels(qtbot):
    saved_stats(
        GameRecord("canasta", 4, "medium", True, deals_of((1200, 2, True), (800, 1, False))),
        GameRecord("canasta", 4, "medium", False, deals_of((-100, 0, False))),
        GameRecord("canasta", 4, "hard", False, deals_of((300, 1, False))),
        GameRecord("hand-and-foot", 4, "expert", True, deals_of((5000, 9, True))),
    )
    dialog = StatisticsDialog(None, "canasta")
    qtbot.addWidget(dialog)
    assert dialog.level_box.currentData() == "hard"  # Canasta's last table
    dialog.level_box.setCurrentIndex(dialog.level_box.findData("medium"))
    assert [shown(dialog, k) for k in ("played", "won", "rate", "best", "longest")] == [
        "2",
        "1",
        "50%",
        "1,200",
        "1",
    ]
    assert shown(dialog, "average") == "633"  # 1900 / 3 deals
    assert (
        shown(dialog, "items") == "1.0"
        and shown(dialog, "going_out") == "33% of the deals (1 of 3)"
    )
    assert dialog.figure_labels["items"].text() == "Canastas per deal"
    assert [t.played for t in dialog.rate_chart.tables] == [0, 2, 1, 0]
    assert dialog.recent_chart.averages() == [1000.0, -100.0]
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("hand-and-foot"))
    dialog.level_box.setCurrentIndex(dialog.level_box.findData("expert"))
    assert dialog.figure_labels["items"].text() == "Books per deal"
    assert (
        shown(dialog, "items") == "9.0"
        and shown(dialog, "going_out") == "100% of the deals (1 of 1)"
    )


def test_a_damaged_file_is_explained_in_the_dialog(qtbot):
    paths.stats_path().write_bytes(DAMAGED["count is a bool"])
    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.problem_label.isVisible()
    assert "could not be used" in dialog.problem_label.text()
    assert shown(dialog, "played") == "0"
    assert not paths.stats_path().exists()


# -- reset ---------------------------------------------------------------------------------


def answer_reset(qtbot, dialog, button) -> None:
    click(dialog.reset_button)
    qtbot.waitUntil(lambda: dialog.reset_question is not None and dialog.reset_question.isVisible())
    box = dialog.reset_question
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    with qtbot.waitSignal(box.finished, timeout=5000):
        click(box.button(button))
    qtbot.waitUntil(lambda: dialog.reset_question is None)


def test_reset_asks_and_clears_only_on_yes(qtbot, window):
    saved_stats(GameRecord("canasta", 4, "hard", True, deals_of((900, 1, True))))
    before = paths.stats_path().read_bytes()
    dialog = open_by_click(qtbot, window, window.start_page.statistics)
    answer_reset(qtbot, dialog, QMessageBox.StandardButton.No)
    assert paths.stats_path().read_bytes() == before
    assert shown(dialog, "played") == "1"
    answer_reset(qtbot, dialog, QMessageBox.StandardButton.Yes)
    assert shown(dialog, "played") == "0" and shown(dialog, "rate") == "—"
    stats, problem = statistics.load_statistics()
    assert problem is None and stats.tables == []
    close_by_click(qtbot, dialog, dialog.buttons.button(CLOSE))


# -- a game finished with the mouse ----------------------------------------------------------


def finish_with_the_mouse(qtbot, window) -> list:
    """Ann's side is 10 short of the target and she can go out (docs/rules.md §3.12.1): meld
    and discard with the mouse to end the game; the dialogs the window opened meanwhile."""
    setup = solo_setup("stats-end")
    target = setup.config().target
    state = build(
        4,
        2,
        hands={0: "9C 9D 9H 5C"},
        melds={0: CANASTA},
        phase=Phase.PLAY,
        current=0,
        scores=[target - 10, 0],
    )
    window.start_game(setup, state, [])
    qtbot.waitUntil(lambda: window.session.human_may_act() and not window.table.scene.animating)
    driver = HumanDriver(qtbot, window)
    driver.select([c.card for c in window.table.scene.hand_items() if c.code.startswith("9")])
    driver.drag_selection_to(("melds", 0))
    qtbot.waitUntil(lambda: len(window.session.moves) == 1)
    five = next(c for c in window.table.scene.hand_items() if c.code == "5C")
    opened: list = []
    window.dialog_opened.connect(opened.append)
    with qtbot.waitSignal(window.dialog_opened, timeout=10_000):
        drag(window, card_point(five), zone_centre(window, ("pile",)))
    return opened


def test_a_damaged_file_met_at_the_end_of_a_game_is_explained(qtbot, window):
    paths.stats_path().write_bytes(DAMAGED["bad JSON"])
    opened = finish_with_the_mouse(qtbot, window)
    qtbot.waitUntil(lambda: len(opened) == 2)
    summary, box = opened
    assert isinstance(summary, DealSummaryDialog) and isinstance(box, QMessageBox)
    assert "could not be used" in box.text() and "statistics.json.corrupt-" in box.text()
    click(box.button(QMessageBox.StandardButton.Ok))
    close_by_click(qtbot, summary, summary.next_button)
    stats, problem = statistics.load_statistics()
    assert problem is None and [t.played for t in stats.tables] == [1]  # started afresh


def test_finishing_a_game_changes_the_statistics(qtbot, window):
    """A game won with the mouse is counted: played, won, its deal, its canastas."""
    # One game lost at this table before.
    saved_stats(GameRecord("canasta", 4, "hard", False, deals_of((-50, 0, False))))
    opened = finish_with_the_mouse(qtbot, window)
    final = window.session.state
    assert final.phase == Phase.GAME_OVER and final.winners == (0,)
    summary = opened[0]
    assert isinstance(summary, DealSummaryDialog)
    close_by_click(qtbot, summary, summary.next_button)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start_page)

    result = final.history[-1].sides[0]
    dialog = open_by_click(qtbot, window, window.start_page.statistics)
    assert (dialog.game_box.currentData(), dialog.size_box.currentData()) == ("canasta", 4)
    assert dialog.level_box.currentData() == "hard"
    assert [shown(dialog, k) for k in ("played", "won", "rate", "longest")] == [
        "2",
        "1",
        "50%",
        "1",
    ]
    assert result.total > 0 and shown(dialog, "best") == f"{result.total:,}"
    assert shown(dialog, "going_out") == "50% of the deals (1 of 2)"
    canastas = result.natural_canastas + result.mixed_canastas
    assert canastas > 0 and shown(dialog, "items") == f"{canastas / 2:.1f}"
    assert [g.won for g in dialog.recent_chart.games] == [False, True]
    close_by_click(qtbot, dialog, dialog.buttons.button(CLOSE))


def test_a_game_loaded_already_finished_is_not_counted_again(qtbot, window):
    from canasta_gui.engine.canasta import CanastaConfig

    options = {"OPT-DEAL-LIMIT": "1"}
    state = play_game(CanastaConfig.make(4, 2, options), "loaded-over", ["easy"] * 4)
    with qtbot.waitSignal(window.dialog_opened, timeout=5000) as opened:
        window.start_game(GameSetup(4, 2, options=options, seats=solo_setup("x").seats), state)
    close_by_click(qtbot, opened.args[0], opened.args[0].next_button)
    assert not paths.stats_path().exists()
    # Nor is it kept again in the Past games list.
    from canasta_gui.app import past_games

    assert past_games.load_all()[0] == []


# -- the score sheet's chart ------------------------------------------------------------------


def played_to_the_end(game: str, players: int, decks: int):
    seats = (SeatSetup(HUMAN, "Ann"),) + tuple(
        SeatSetup(COMPUTER, "", "easy") for _ in range(players - 1)
    )
    setup = GameSetup(players, decks, seats=seats, seed=f"chart-{game}", game=game)
    return setup, play_game(setup.config(), setup.seed, ["easy"] * players)


@pytest.mark.parametrize(
    ("game", "players", "decks"),
    [("canasta", 4, 2), ("canasta", 3, 3), ("hand-and-foot", 4, 5), ("cassino", 3, 1)],
)
def test_the_chart_draws_the_score_sheets_rows(qtbot, game, players, decks):
    setup, state = played_to_the_end(game, players, decks)
    definition = game_for(game)
    cfg = state.config
    names = [
        [f"P{p}" for p in range(cfg.players) if cfg.side_of[p] == side]
        for side in range(cfg.n_sides)
    ]
    dialog = ScoreSheetDialog(
        tuple(state.history),
        names,
        game=definition,
        target=definition.target_score(cfg),
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    model, chart = dialog.model, dialog.chart
    rows = [
        [model.index(r, c).data(model.TOTAL_ROLE) for r in range(model.rowCount())]
        for c in range(model.columnCount())
    ]
    assert chart.series() == rows
    # The running totals are the engine's: each side's deals added up, ending at its score.
    for side, series in enumerate(chart.series()):
        running = 0
        for result, value in zip(state.history, series, strict=True):
            running += result.sides[side].total
            assert value == running
        assert series[-1] == state.scores[side]
    assert chart.side_names() == [" & ".join(n) for n in names]
    assert chart.target == (None if game == "hand-and-foot" else cfg.target)
    # It is painted: every side's colour is on screen.
    image = chart.grab().toImage()
    seen = {
        image.pixelColor(x, y).name()
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
    }
    for side in range(cfg.n_sides):
        assert QColor(charts.COLOURS[side]).name() in seen


def test_the_score_sheet_from_the_menu_has_the_target(qtbot, window):
    window.start_game(solo_setup("sheet"))
    dialog = from_menu(qtbot, window, window.menu_game, window.act_scores)
    assert isinstance(dialog, ScoreSheetDialog)
    assert dialog.chart.target == window.session.state.config.target
    assert not dialog.chart.isVisible()  # nothing scored yet: the sheet says so instead
    close_by_click(qtbot, dialog, dialog.buttons.button(CLOSE))
