"""The app's dialogs: New game, Settings, Rules, deal summary, score sheet, "May I go out?"."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QWidget

from canasta_gui.ai.arena import play_deal, play_game
from canasta_gui.ai.levels import LEVEL_STRENGTH, LEVEL_WITH, strength
from canasta_gui.app.games.canasta import option_texts
from canasta_gui.app.setup import (
    COMPUTER,
    HUMAN,
    MAX_NAME,
    GameSetup,
    SeatSetup,
    playable_configurations,
)
from canasta_gui.app.widgets.go_out_dialog import GoOutQuestionDialog
from canasta_gui.app.widgets.new_game_dialog import (
    NewGameDialog,
    advanced_option_keys,
    configuration_text,
)
from canasta_gui.app.widgets.rules_dialog import RulesDialog
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog, ScoreSheetDialog
from canasta_gui.app.widgets.score_sheet import ScoreSheetModel
from canasta_gui.app.widgets.settings_dialog import SettingsDialog
from canasta_gui.engine.canasta import CanastaConfig
from canasta_gui.engine.canasta.options import OPTION_SPECS, PRESETS
from canasta_gui.engine.canasta.state import DealResult, SideScore
from canasta_gui.engine.errors import ConfigError

OK = QDialogButtonBox.StandardButton.Ok
CANCEL = QDialogButtonBox.StandardButton.Cancel


@dataclass
class StandInSettings:
    """Stands in for the app's settings dataclass: the fields the dialog edits, plus one it
    keeps. The dialog only uses ``dataclasses.replace``, so any dataclass with them will do."""

    language: str = "en"
    speed: str = "normal"
    card_back: str = "blue"
    four_colour: bool = False
    new_game: dict = field(default_factory=dict)


def _number(text: str) -> int:
    value, ok = QLocale().toInt(text)
    assert ok, text
    return value


def _click(qtbot, button: QWidget) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.fixture(scope="module")
def finished_deal():
    """A real, seeded deal played to its end by computer players."""
    state = play_deal(CanastaConfig.make(4, 2), "dialog-test", ["easy"] * 4)
    assert state.history
    return state


@pytest.fixture
def new_game(qtbot):
    def make(previous=None) -> NewGameDialog:
        dialog = NewGameDialog(previous=previous)
        qtbot.addWidget(dialog)
        dialog.show()
        return dialog

    return make


def _select(combo, data) -> None:
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def _select_configuration(dialog: NewGameDialog, players: int, decks: int) -> None:
    dialog.configuration.setCurrentIndex(playable_configurations().index((players, decks)))


def _visible_seats(dialog: NewGameDialog) -> int:
    return sum(1 for row in dialog._seats if row.kind.isVisible())


# -- option texts -----------------------------------------------------------------------


def test_every_option_value_and_preset_has_a_text():
    assert set(option_texts.OPTION_LABELS) == set(OPTION_SPECS)
    assert set(option_texts.OPTION_HELP) == set(OPTION_SPECS)
    for key, (values, _default) in OPTION_SPECS.items():
        assert set(option_texts.VALUE_LABELS[key]) == set(values), key
        assert option_texts.option_label(key) and option_texts.option_help(key)
    assert set(option_texts.PRESET_NAMES) == set(PRESETS)
    assert set(option_texts.PRESET_DESCRIPTIONS) == set(PRESETS)
    assert option_texts.preset_name("italian") == "Italian rules"
    assert option_texts.value_label("OPT-CAN-UPCARD", "LEAVE") == "Leave it (pile frozen)"
    assert option_texts.value_label("OPT-CAN-CANASTAS-TO-GO-OUT", None) == "By configuration"
    assert option_texts.value_label("OPT-DEAL-LIMIT", "12") == "12 deals"


# -- New game ---------------------------------------------------------------------------


def test_new_game_opens_and_closes(new_game, qtbot):
    dialog = new_game()
    assert dialog.isVisible() and dialog.isModal()
    _click(qtbot, dialog.buttons.button(CANCEL))
    assert dialog.result() == QDialog.DialogCode.Rejected and not dialog.isVisible()

    dialog = new_game()
    _click(qtbot, dialog.buttons.button(OK))
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_defaults_are_a_valid_standard_game(new_game):
    setup = new_game().setup()
    assert (setup.players, setup.decks, setup.preset) == (4, 2, "default")
    assert setup.options == {}
    # Unnamed seats stay unnamed: the table names them in the language of the moment.
    assert setup.seats[0] == SeatSetup(HUMAN, "")
    assert [s.kind for s in setup.seats[1:]] == [COMPUTER] * 3
    setup.config()  # accepted by the engine


def test_configuration_combo_lists_exactly_the_playable_configurations(new_game):
    dialog = new_game()
    pairs = playable_configurations()
    texts = [dialog.configuration.itemText(i) for i in range(dialog.configuration.count())]
    assert texts == [configuration_text(p, d) for p, d in pairs]
    assert "4 players, 2 decks (partnerships)" in texts
    assert not any("5 players" in t for t in texts)


def test_seat_rows_follow_the_player_count(new_game):
    dialog = new_game()
    assert _visible_seats(dialog) == 4
    six_teams = dialog._option_combos["OPT-CAN-SIX-TEAMS"]
    dialog.advanced_toggle.setChecked(True)
    assert not six_teams.isVisible()
    _select_configuration(dialog, 6, 3)
    assert _visible_seats(dialog) == 6
    assert six_teams.isVisible()
    assert len(dialog.setup().seats) == 6
    _select_configuration(dialog, 2, 2)
    assert _visible_seats(dialog) == 2
    assert len(dialog.setup().seats) == 2


def test_side_labels_show_the_partnerships(new_game):
    dialog = new_game()
    sides = [row.side.text() for row in dialog._seats[:4]]
    assert "Side A" in sides[0] and "Side A" in sides[2]
    assert "Side B" in sides[1] and "Side B" in sides[3]
    _select_configuration(dialog, 6, 3)
    _select(dialog._option_combos["OPT-CAN-SIX-TEAMS"], "3x2")
    sides = [row.side.text() for row in dialog._seats[:6]]
    assert sides[0] == sides[3] and sides[1] == sides[4] and sides[2] == sides[5]
    assert "Side C" in sides[2]


def test_no_team_column_where_everyone_plays_alone(new_game):
    """Two or three players play alone: no side column calls them teams (issue 21)."""
    dialog = new_game()
    side_head = dialog._seat_heads[1]
    assert side_head.isVisible() and all(r.side.isVisible() for r in dialog._seats[:4])
    for players, decks in ((3, 3), (2, 2)):
        _select_configuration(dialog, players, decks)
        assert not side_head.isVisible()
        assert not any(r.side.isVisible() for r in dialog._seats[:players])
    _select_configuration(dialog, 6, 3)
    assert side_head.isVisible() and all(r.side.isVisible() for r in dialog._seats[:6])


def test_a_seat_changed_to_human_keeps_the_typed_name(new_game, qtbot):
    dialog = new_game()
    row = dialog._seats[2]
    assert row.level.isVisible() and row.strength.isVisible()
    _select(row.kind, HUMAN)
    assert not row.level.isVisible()
    qtbot.keyClicks(row.name, "  Alice ")
    setup = dialog.setup()
    assert setup.seats[2] == SeatSetup(HUMAN, "Alice")
    assert setup.humans == (0, 2)


def test_names_default_and_are_limited(new_game):
    dialog = new_game()
    row = dialog._seats[0]
    assert row.name.maxLength() == MAX_NAME
    row.name.setText("   ")
    assert dialog.setup().seats[0].name == ""
    assert dialog.setup().seats[1].name == ""
    # The placeholder shows the name the table will use: the same as the session's.
    assert row.name.placeholderText() == "Player 1"
    assert dialog._seats[1].name.placeholderText() == "Medium 2"
    _select(dialog._seats[1].level, "expert")
    assert dialog._seats[1].name.placeholderText() == "Expert 2"


def test_computer_level_shows_its_measured_strength(new_game):
    dialog = new_game()
    row = dialog._seats[1]
    _select(row.level, "hard")
    template, pct, margin = strength("hard", 4)
    assert row.strength.text() == template.format(pct=pct, margin=margin)
    assert row.strength.text().startswith("beats Medium: 66.8% of deals")
    assert dialog.setup().seats[1].level == "hard"


def test_strength_follows_the_table_size(new_game):
    """Each table size shows its own measured figures (docs/ai.md), not the four-player ones."""
    dialog = new_game()
    row = dialog._seats[1]
    _select(row.level, "hard")
    dialog.configuration.setCurrentIndex(dialog._configs.index((6, 3)))
    assert row.strength.text() == "beats Medium: 53.7% of deals, +79 a deal"
    dialog.configuration.setCurrentIndex(dialog._configs.index((2, 2)))
    assert row.strength.text() == "beats Medium: 67.5% of deals, +332 a deal"


def test_a_rung_not_shown_stronger_says_so(new_game, monkeypatch):
    """Where a level was not shown stronger than the one below at a table, the dialog says so
    instead of printing figures."""
    monkeypatch.setitem(LEVEL_STRENGTH[6], "expert", None)
    dialog = new_game()
    row = dialog._seats[1]
    _select(row.level, "expert")
    dialog.configuration.setCurrentIndex(dialog._configs.index((6, 3)))
    assert row.strength.text() == "no measurable edge over Hard at this table"


def test_three_player_strength_says_one_against_two(new_game):
    """At three players one seat plays two of the level below, so 33% is even: the text says
    so, or a stronger level's 37% would read as a loss."""
    dialog = new_game()
    row = dialog._seats[1]
    _select(row.level, "expert")
    dialog.configuration.setCurrentIndex(dialog._configs.index((3, 2)))
    _template, pct, margin = strength("expert", 3)
    assert row.strength.text() == (
        f"beats Hard: {pct}% of deals, one against two (33% is even), {margin:+d} a deal"
    )
    dialog.configuration.setCurrentIndex(dialog._configs.index((4, 2)))
    assert "one against two" not in row.strength.text()


def test_every_unshown_rung_has_its_words() -> None:
    for table in LEVEL_STRENGTH.values():
        for level, figures in table.items():
            assert figures is not None or level in LEVEL_WITH


def test_strength_uses_the_languages_decimal_mark(new_game, qapp):
    from canasta_gui.app.i18n import Translator

    translator = Translator()
    try:
        assert translator.install(qapp, "it") is None
        dialog = new_game()
        row = dialog._seats[1]
        _select(row.level, "hard")
        _template, pct, _margin = strength("hard", 4)
        assert f"{pct:.1f}".replace(".", ",") in row.strength.text()
    finally:
        translator.install(qapp, "en")


def test_italian_preset_sets_the_combos_and_leaves_no_overrides(new_game):
    dialog = new_game()
    draw = dialog._option_combos["OPT-CAN-DRAW-COUNT"]
    assert draw.currentText() == "2"
    _select(dialog.preset, "italian")
    assert draw.currentText() == "1"
    for key, value in PRESETS["italian"].items():
        assert dialog._option_combos[key].currentData() == value
    setup = dialog.setup()
    assert setup.preset == "italian" and setup.options == {}
    assert setup.config().draw_count == 1
    _select(dialog.preset, "default")
    assert draw.currentText() == "2"


def test_one_changed_option_is_the_only_override(new_game):
    dialog = new_game()
    _select(dialog.preset, "korean")
    _select(dialog._option_combos["OPT-CAN-BLACK3"], "FREEZE")
    assert dialog.setup().options == {"OPT-CAN-BLACK3": "FREEZE"}
    assert "1" in dialog.changes.text()
    assert dialog.reset_button.isEnabled()
    dialog.reset_button.click()
    assert dialog._option_combos["OPT-CAN-BLACK3"].currentData() == "BLOCK-ONLY"
    assert dialog.setup().options == {}


def test_by_configuration_means_no_override(new_game):
    dialog = new_game()
    combo = dialog._option_combos["OPT-CAN-CANASTAS-TO-GO-OUT"]
    assert combo.currentData() is None and "1" in combo.currentText()
    _select_configuration(dialog, 4, 3)
    assert "2" in combo.currentText()
    _select(combo, "1")
    assert dialog.setup().options == {"OPT-CAN-CANASTAS-TO-GO-OUT": "1"}
    assert dialog.setup().config().canastas_to_go_out == 1


def test_target_score_is_an_option(new_game):
    dialog = new_game()
    assert "OPT-CAN-TARGET" not in advanced_option_keys()
    assert [dialog.target.itemData(i) for i in range(dialog.target.count())] == [
        "1500",
        "3000",
        "5000",
        "7500",
        "10000",
    ]
    assert dialog.target.currentData() == "5000"  # the default, though not the first
    _select(dialog.target, "10000")
    assert dialog.setup().options == {"OPT-CAN-TARGET": "10000"}
    assert dialog.setup().config().target == 10000
    _select(dialog.preset, "italian")  # no preset sets a target, so the choice stays
    assert dialog.setup().options == {"OPT-CAN-TARGET": "10000"}
    assert dialog.changes.text() == ""  # the target is not an advanced rule


def test_six_teams_only_counts_with_six_players(new_game):
    dialog = new_game()
    _select_configuration(dialog, 6, 3)
    _select(dialog._option_combos["OPT-CAN-SIX-TEAMS"], "3x2")
    assert dialog.setup().options == {"OPT-CAN-SIX-TEAMS": "3x2"}
    assert dialog.setup().config().n_sides == 3
    _select_configuration(dialog, 4, 2)
    assert dialog.setup().options == {}


@pytest.mark.parametrize(
    "previous",
    [
        None,
        5,
        "text",
        [1, 2],
        {},
        {"players": "x", "decks": None, "preset": ["x"], "options": "no", "seats": "no"},
        {"players": 5, "decks": 2, "preset": "nope", "advanced": "yes"},
        {"players": 6, "decks": 2},
        {
            "options": {"OPT-CAN-UPCARD": "NOPE", 3: 4, "OPT-X": "1", "OPT-CAN-BLACK3": 7},
            "seats": [1, None, {"kind": "alien"}, {"kind": "human", "name": "x" * 99}],
        },
        {"seats": [{"kind": "computer", "level": "godlike"}, {"kind": "human", "extra": 1}]},
    ],
)
def test_garbage_previous_falls_back_to_defaults(new_game, previous):
    dialog = new_game(previous)
    setup = dialog.setup()
    assert (setup.players, setup.decks, setup.preset) == (4, 2, "default")
    assert setup.options == {}
    assert setup.seats[0] == SeatSetup(HUMAN, "")
    setup.config()


def test_remembered_round_trips(new_game, qtbot):
    dialog = new_game()
    _select_configuration(dialog, 6, 3)
    _select(dialog.preset, "bga")
    _select(dialog._option_combos["OPT-CAN-STOCK-OUT"], "END")
    _select(dialog.target, "7500")
    _select(dialog._seats[3].kind, HUMAN)
    qtbot.keyClicks(dialog._seats[3].name, "Bob")
    _select(dialog._seats[4].level, "expert")
    dialog._seats[5].name.setText("Robo")
    dialog.advanced_toggle.setChecked(True)
    remembered = json.loads(json.dumps(dialog.remembered()))
    assert "seed" not in remembered

    again = new_game(remembered)
    assert again.remembered() == remembered
    first, second = dialog.setup(), again.setup()
    assert first.seed != second.seed  # never remembered
    assert (second.players, second.decks, second.preset) == (6, 3, "bga")
    assert second.options == {"OPT-CAN-STOCK-OUT": "END", "OPT-CAN-TARGET": "7500"}
    assert second.seats == first.seats
    assert second.seats[3] == SeatSetup(HUMAN, "Bob")
    assert second.seats[4] == SeatSetup(COMPUTER, "", "expert")
    assert second.seats[5].name == "Robo"
    assert again.advanced_toggle.isChecked()


def test_seed_is_fresh_and_stable_within_a_dialog(new_game):
    dialog = new_game()
    assert dialog.setup().seed and dialog.setup().seed == dialog.setup().seed
    assert new_game().setup().seed != dialog.setup().seed


def test_engine_refusal_is_shown_and_the_dialog_stays_open(new_game, qtbot, monkeypatch):
    def refuse(self):
        raise ConfigError("bad_config", "No table for {players} players.", players=self.players)

    monkeypatch.setattr(GameSetup, "config", refuse)
    dialog = new_game()
    _click(qtbot, dialog.buttons.button(OK))
    assert dialog.isVisible()
    assert dialog.error.isVisible() and dialog.error.text() == "No table for 4 players."
    _select(dialog.preset, "bga")  # any change clears the stale message
    assert not dialog.error.isVisible()


def _next_tab_stop(widget: QWidget) -> QWidget:
    """Where Tab goes from ``widget``: the next visible, enabled widget that takes Tab focus."""
    w = widget.nextInFocusChain()
    while not (w.focusPolicy() & Qt.FocusPolicy.TabFocus and w.isVisible() and w.isEnabled()):
        w = w.nextInFocusChain()
    return w


def test_new_game_keyboard_access(new_game):
    dialog = new_game()
    seat0, seat1 = dialog._seats[0], dialog._seats[1]
    assert _next_tab_stop(dialog.configuration) is dialog.preset
    assert _next_tab_stop(dialog.preset) is dialog.target
    assert _next_tab_stop(dialog.target) is seat0.kind
    assert _next_tab_stop(seat0.kind) is seat0.name
    assert _next_tab_stop(seat0.name) is seat1.kind  # a human seat has no level
    assert _next_tab_stop(seat1.name) is seat1.level
    assert _next_tab_stop(dialog._seats[3].level) is dialog.advanced_toggle
    assert dialog._seats[0].label.buddy() is dialog._seats[0].kind
    for key in advanced_option_keys():
        assert dialog._option_labels[key].buddy() is dialog._option_combos[key]


def test_new_game_fits_a_small_screen(new_game):
    dialog = new_game()
    _select_configuration(dialog, 6, 3)
    dialog.advanced_toggle.setChecked(True)
    assert dialog.advanced.isVisible()
    assert dialog.height() <= 680 and dialog.width() <= 1000
    dialog.advanced_toggle.setChecked(False)
    assert not dialog.advanced.isVisible()


# -- Settings ---------------------------------------------------------------------------

LANGUAGES = [("en", "English"), ("ja", "日本語"), ("ko", "한국어")]


def test_settings_dialog_returns_the_chosen_values(qtbot):
    settings = StandInSettings(new_game={"players": 2})
    dialog = SettingsDialog(settings, LANGUAGES)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.language.currentData() == "en"
    assert dialog.speed.currentText() == "Normal"
    _select(dialog.language, "ja")
    _select(dialog.speed, "instant")
    _select(dialog.card_back, "green")
    dialog.four_colour.click()
    _click(qtbot, dialog.buttons.button(OK))
    assert dialog.result() == QDialog.DialogCode.Accepted
    result = dialog.result_settings()
    assert result == StandInSettings("ja", "instant", "green", True, {"players": 2})
    assert type(result) is StandInSettings
    assert settings.language == "en"  # the original is not changed


def test_settings_dialog_keeps_unknown_values_and_cancels(qtbot):
    settings = StandInSettings(language="xx", speed="warp", card_back="plaid")
    dialog = SettingsDialog(settings, LANGUAGES)
    qtbot.addWidget(dialog)
    dialog.show()
    assert [dialog.speed.itemData(i) for i in range(dialog.speed.count())] == [
        "slow",
        "normal",
        "fast",
        "instant",
    ]
    assert [dialog.card_back.itemText(i) for i in range(dialog.card_back.count())] == [
        "Blue",
        "Red",
        "Green",
    ]
    result = dialog.result_settings()
    assert result.language == "xx"  # not silently switched to another language
    assert (result.speed, result.card_back) == ("normal", "blue")
    _click(qtbot, dialog.buttons.button(CANCEL))
    assert dialog.result() == QDialog.DialogCode.Rejected


# -- Rules ------------------------------------------------------------------------------


def test_rules_dialog_without_config(qtbot):
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.browser.toPlainText()
    assert "How to play Canasta" in text and "Rules at this table" not in text
    assert "Ctrl+Enter" in text and "frozen" in text
    _click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Close))
    assert not dialog.isVisible()


@pytest.mark.parametrize("players,decks,preset", [(4, 2, "italian"), (6, 3, "korean")])
def test_rules_dialog_lists_the_options_at_this_table(qtbot, players, decks, preset):
    config = CanastaConfig.make(players, decks, {"OPT-CAN-TARGET": "7500"}, preset)
    dialog = RulesDialog(config)
    qtbot.addWidget(dialog)
    dialog.show()
    text = dialog.browser.toPlainText()
    table = text[text.index("Rules at this table") :]
    for key in OPTION_SPECS:
        if key == "OPT-CAN-SIX-TEAMS" and players != 6:
            assert option_texts.option_label(key) not in table
            continue
        assert option_texts.option_label(key) in table
        value = config.opt(key)
        if value is not None:
            assert option_texts.value_label(key, value) in table, key
    assert "7,500" in table


# -- Deal summary and score sheet ---------------------------------------------------------


def test_deal_summary_shows_the_deal_numbers(qtbot, finished_deal):
    state = finished_deal
    result = state.history[-1]
    names = ["North & South", "East & West"]
    dialog = DealSummaryDialog(result, names, tuple(state.scores), tuple(state.history))
    qtbot.addWidget(dialog)
    dialog.show()
    table = dialog.table
    assert [table.horizontalHeaderItem(c).text() for c in range(2)] == names
    for col, side in enumerate(result.sides):
        cell = [table.item(r, col).text() for r in range(table.rowCount())]
        assert _number(cell[0]) == side.melded
        assert cell[1].startswith(QLocale().toString(side.canastas))
        if side.canastas:
            assert f"{side.natural_canastas} natural, {side.mixed_canastas} mixed" in cell[1]
        assert _number(cell[2]) == side.red3s
        assert cell[3].startswith(QLocale().toString(side.going_out))
        assert _number(cell[4]) == -side.hand
        assert _number(cell[5].lstrip("+")) == side.total
        assert _number(cell[6]) == state.scores[col]
    if result.reason == "out":
        out_side = state.config.side_of[result.went_out]
        assert dialog.ending.text().startswith(names[out_side] + " went out")
    assert dialog.winner_label is None
    assert dialog.next_button.text() == "&Next deal" and dialog.next_button.isDefault()
    assert dialog.sheet.rowCount() == len(state.history)
    _click(qtbot, dialog.next_button)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_game_over_summary_announces_the_winner(qtbot):
    state = play_game(CanastaConfig.make(4, 2, {"OPT-DEAL-LIMIT": "2"}), "over", ["easy"] * 4)
    names = ["Us", "Them"]
    dialog = DealSummaryDialog(
        state.history[-1],
        names,
        tuple(state.scores),
        tuple(state.history),
        state.winners,
        game_over=True,
    )
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.next_button.text() == "&Close"
    assert dialog.winner_label is not None
    for w in state.winners:
        assert names[w] in dialog.winner_label.text()
    tie = dialog.winner_text((0, 1), names)
    assert "Us" in tie and "Them" in tie


def _result(reason: str, went_out: int | None = None, concealed: bool = False) -> DealResult:
    sides = (
        SideScore(100, 300, 0, 0, 20, 0, 1),
        SideScore(50, 0, -100, 200 if went_out is not None else 0, 0),
    )
    return DealResult(0, 0, went_out, concealed, reason, sides)


@pytest.mark.parametrize(
    "reason,went_out,concealed,expected",
    [
        ("out", 1, True, "B went out concealed."),
        ("stock_out", None, False, "The stock ran out and the discard pile was not taken."),
        ("stock_end", None, False, "The stock ran out; the deal ended with that turn."),
        ("last_red3", None, False, "The last card of the stock was a red 3."),
    ],
)
def test_deal_endings(qtbot, reason, went_out, concealed, expected):
    result = _result(reason, went_out, concealed)
    dialog = DealSummaryDialog(result, ["A", "B"], (380, 150), (result,))
    qtbot.addWidget(dialog)
    assert dialog.ending.text() == expected
    if concealed:
        assert "concealed" in dialog.table.item(3, 1).text()


def test_score_sheet_model_accumulates():
    first, second = _result("stock_out"), _result("out", 1)
    model = ScoreSheetModel()
    model.set_history((first, second), ["A"])  # a missing name is filled in
    assert (model.rowCount(), model.columnCount()) == (2, 2)
    assert model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole) == ("Side B")
    assert model.headerData(0, Qt.Orientation.Vertical, Qt.ItemDataRole.DisplayRole) == "Deal 1"
    totals = [s.total for s in first.sides]
    index = model.index(1, 1)
    assert model.data(index, ScoreSheetModel.DEAL_ROLE) == second.sides[1].total
    assert model.data(index, ScoreSheetModel.TOTAL_ROLE) == totals[1] + second.sides[1].total
    assert "→" in model.data(index, Qt.ItemDataRole.DisplayRole)
    model.set_history((), ["A", "B"])
    assert model.rowCount() == 0


def test_score_sheet_dialog(qtbot, finished_deal):
    dialog = ScoreSheetDialog(tuple(finished_deal.history), ["N-S", "E-W"])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.model.rowCount() == len(finished_deal.history)
    _click(qtbot, dialog.buttons.button(QDialogButtonBox.StandardButton.Close))
    assert not dialog.isVisible()


# -- "May I go out?" ----------------------------------------------------------------------


@pytest.mark.parametrize("button,expected", [("yes_button", True), ("no_button", False)])
def test_go_out_question_buttons(qtbot, button, expected):
    dialog = GoOutQuestionDialog("North")
    qtbot.addWidget(dialog)
    dialog.show()
    assert "“North” asks: Partner, may I go out?" in dialog.question.text()
    assert not dialog.yes_button.isDefault() and not dialog.no_button.isDefault()
    _click(qtbot, getattr(dialog, button))
    assert dialog.answer() is expected and not dialog.isVisible()


def test_go_out_question_escape_means_no(qtbot):
    dialog = GoOutQuestionDialog("North")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert dialog.answer() is False and dialog.result() == QDialog.DialogCode.Rejected
