"""The New game dialog: the game, its configuration, who sits where and the rules in force.

It starts with the game (Canasta, Hand and Foot, Cassino); everything below follows the
game chosen: its table sizes, presets, options with their one-line explanations, and each
computer level's measured strength at that table. It produces a
:class:`~canasta_gui.app.setup.GameSetup` and a JSON-able dict of the choices
(``remembered()``, each game's kept apart) that the next dialog takes back as ``previous``.
"""

from __future__ import annotations

import contextlib
import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPoint, QRect, Qt, QTimer
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from canasta_gui.ai.levels import LEVEL_NAMES, LEVELS
from canasta_gui.app.games import all_games, game_for
from canasta_gui.app.games.base import GameDef
from canasta_gui.app.listing import field_label, join_items
from canasta_gui.app.rematch import new_seed
from canasta_gui.app.seat_names import default_seat_name
from canasta_gui.app.setup import (
    COMPUTER,
    HUMAN,
    MAX_NAME,
    GameSetup,
    SeatSetup,
    default_seats,
)
from canasta_gui.app.widgets.seed_entry import SeedEntry
from canasta_gui.engine.errors import ConfigError

#: Rows in the seat table: the largest table of any game.
MAX_SEATS = 6
#: One colour per side so partners can be told apart at a glance (text says it too).
SIDE_COLOURS = ("#2f6fbf", "#c0392b", "#2e8b57", "#8e44ad")
#: Tallest the dialog makes itself: fits a 1024x720 screen under a title bar.
MAX_HEIGHT = 670
#: Room for a window manager's title bar and frame, which Qt only knows once shown.
FRAME_ALLOWANCE = 40


def advanced_option_keys(game: GameDef | None = None) -> list[str]:
    """The options listed in the Advanced panel (the headline option has its own control)."""
    game = game or game_for("canasta")
    return [k for k in game.option_keys() if k != game.headline_option]


def preset_value(preset: str, key: str, game: GameDef | None = None) -> str | None:
    """The value an option takes under a preset: the default, then the preset's own."""
    return (game or game_for("canasta")).preset_value(preset, key)


def side_name(side: int, alone: bool = False) -> str:
    """A side's name in the seat table; a side of one player is not called a team."""
    letter = chr(ord("A") + side)
    if alone:
        return QCoreApplication.translate(
            "NewGameDialog", "Side {letter}", "a side of one player, who plays alone"
        ).format(letter=letter)
    return QCoreApplication.translate(
        "NewGameDialog", "Side {letter}", "a side of partners (a team)"
    ).format(letter=letter)


class _SeatRow:
    """The widgets of one seat in the seat grid (not a QObject: it only groups widgets)."""

    def __init__(self, seat: int, parent: QWidget) -> None:
        self.seat = seat
        self.label = QLabel(parent)
        self.side = QLabel(parent)
        self.side.setTextFormat(Qt.TextFormat.RichText)  # a coloured dot; the text is escaped
        self.kind = QComboBox(parent)
        self.kind.addItem("", HUMAN)
        self.kind.addItem("", COMPUTER)
        self.label.setBuddy(self.kind)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME)
        self.name.setMinimumWidth(150)
        self.level = QComboBox(parent)
        for level in LEVELS:
            self.level.addItem("", level)
        self.strength = QLabel(parent)
        self.strength.setTextFormat(Qt.TextFormat.PlainText)
        self.strength.setProperty("secondary", True)
        # Wraps rather than runs off the edge when the dialog is as wide as a small screen.
        self.strength.setWordWrap(True)
        self.players = 4  # the table's size: a level's measured strength depends on it
        self.game: GameDef = game_for("canasta")  # and on the game
        self.kind.currentIndexChanged.connect(self.refresh)
        self.level.currentIndexChanged.connect(self.refresh)
        self.retranslate()

    def retranslate(self) -> None:
        n = self.seat + 1
        self.label.setText(QCoreApplication.translate("NewGameDialog", "Seat &{n}").format(n=n))
        self.kind.setItemText(0, QCoreApplication.translate("NewGameDialog", "Human"))
        self.kind.setItemText(1, QCoreApplication.translate("NewGameDialog", "Computer"))
        self.kind.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Seat {n}: player").format(n=n)
        )
        self.name.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Seat {n}: name").format(n=n)
        )
        for i, level in enumerate(LEVELS):
            self.level.setItemText(i, QCoreApplication.translate("ai", LEVEL_NAMES[level]))
        self.level.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Seat {n}: computer level").format(n=n)
        )
        self.refresh()

    def widgets(self) -> tuple[QWidget, ...]:
        return (self.label, self.side, self.kind, self.name, self.level, self.strength)

    def set_visible(self, visible: bool) -> None:
        for w in self.widgets():
            w.setVisible(visible)
        if visible:
            self.refresh()

    def kind_value(self) -> str:
        return self.kind.currentData()

    def refresh(self) -> None:
        """Follow the Human/Computer choice: placeholder name, level and its strength."""
        computer = self.kind_value() == COMPUTER
        # The name the table will show for an empty field (it follows the level, too).
        self.name.setPlaceholderText(
            default_seat_name(self.seat, self.kind_value(), self.level.currentData())
        )
        shown = computer and self.label.isVisibleTo(self.label.parentWidget())
        self.level.setVisible(shown)
        self.strength.setVisible(shown)
        level = self.level.currentData()
        template, pct, margin = self.game.strength(level, self.players)
        text = QCoreApplication.translate("ai", template)
        if pct is not None:
            # The language's own decimal mark: 53,1 % reads wrong as 53.1 in Italian.
            shown_pct = QLocale().toString(float(pct), "f", 1)
            text = text.format(pct=shown_pct, margin=margin)
        self.strength.setText(text)

    def set_seat(self, seat: SeatSetup) -> None:
        self.kind.setCurrentIndex(max(0, self.kind.findData(seat.kind)))
        self.name.setText(seat.name)
        self.level.setCurrentIndex(max(0, self.level.findData(seat.level)))
        self.refresh()

    def seat_setup(self) -> SeatSetup:
        # An empty name stays empty: the table renders the default in the language of the
        # moment, so a language switch later does not leave "Player 2" in English.
        kind = self.kind_value()
        name = self.name.text().strip()
        if kind == HUMAN:
            return SeatSetup(HUMAN, name)
        return SeatSetup(COMPUTER, name, self.level.currentData())

    def to_json(self) -> dict[str, Any]:
        # What was typed, not the default name: a default follows the language.
        return {
            "kind": self.kind_value(),
            "name": self.name.text().strip(),
            "level": self.level.currentData(),
        }


class NewGameDialog(QDialog):
    """Choose the game, its configuration, the players and the rules of a new game."""

    def __init__(
        self, parent: QWidget | None = None, previous: dict | None = None, game: str | None = None
    ) -> None:
        super().__init__(parent)
        self.setModal(True)
        prev = previous if isinstance(previous, dict) else {}
        key = game or prev.get("game")
        keys = [g.key for g in all_games()]
        self._game = game_for(key if key in keys else "canasta")
        self._configs = self._game.configurations()
        self._seed = new_seed()  # never remembered: every game is a new deal
        self._option_combos: dict[str, QComboBox] = {}
        self._option_labels: dict[str, QLabel] = {}
        self._option_help: dict[str, QLabel] = {}
        self._seats: list[_SeatRow] = []
        # Each game's own choices, so switching games back and forth loses nothing.
        self._choices: dict[str, dict] = _per_game(prev)
        self._build()
        self.retranslate()
        self._restore(prev)

    @property
    def game(self) -> GameDef:
        return self._game

    # -- construction -----------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)

        # Game and configuration on the left, rules on the right: saves height at 720 px.
        top = QGridLayout()
        top.setHorizontalSpacing(8)
        self.game_combo = QComboBox(self)
        for g in all_games():
            self.game_combo.addItem("", g.key)
        self.game_combo.setCurrentIndex(self.game_combo.findData(self._game.key))
        self.game_label = QLabel(self)
        self.game_label.setBuddy(self.game_combo)
        top.addWidget(self.game_label, 0, 0)
        top.addWidget(self.game_combo, 0, 1)

        self.configuration = QComboBox(self)
        self.config_label = QLabel(self)
        self.config_label.setBuddy(self.configuration)
        top.addWidget(self.config_label, 1, 0)
        top.addWidget(self.configuration, 1, 1)

        self.preset = QComboBox(self)
        self.preset_label = QLabel(self)
        self.preset_label.setBuddy(self.preset)
        top.addWidget(self.preset_label, 0, 3)
        top.addWidget(self.preset, 0, 4)

        self.target = QComboBox(self)
        self.target.currentIndexChanged.connect(self._options_changed)
        self.target_label = QLabel(self)
        self.target_label.setBuddy(self.target)
        top.addWidget(self.target_label, 1, 3)
        top.addWidget(self.target, 1, 4)
        # What the chosen preset is about, in a line a player understands (the game's own
        # line is the game list's tooltip: a second line would not fit a 768-pixel screen).
        self.preset_description = QLabel(self)
        self.preset_description.setTextFormat(Qt.TextFormat.PlainText)
        self.preset_description.setWordWrap(True)
        self.preset_description.setProperty("secondary", True)
        top.addWidget(self.preset_description, 2, 0, 1, 5)
        top.setColumnMinimumWidth(2, 16)
        top.setColumnStretch(1, 1)
        top.setColumnStretch(4, 1)
        outer.addLayout(top)

        self.seats_box = seats_box = QGroupBox(self)
        grid = QGridLayout(seats_box)
        grid.setHorizontalSpacing(12)
        self._seat_heads: list[QLabel] = []
        for col in range(5):
            head = QLabel(seats_box)
            head.setProperty("secondary", True)
            grid.addWidget(head, 0, col)
            self._seat_heads.append(head)
        for seat in range(MAX_SEATS):
            row = _SeatRow(seat, seats_box)
            for col, w in enumerate(row.widgets()):
                grid.addWidget(w, seat + 1, col)
            row.kind.currentIndexChanged.connect(self._clear_error)
            self._seats.append(row)
        grid.setColumnStretch(3, 1)
        grid.setColumnStretch(5, 1)
        # Extra height goes to the rules panel, never to a short seat list.
        seats_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        outer.addWidget(seats_box)

        # The Advanced toggle and a count of the rules that differ from the preset.
        toggle_row = QHBoxLayout()
        self.advanced_toggle = QToolButton(self)
        self.advanced_toggle.setCheckable(True)
        self.advanced_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.advanced_toggle.setAutoRaise(True)
        self.advanced_toggle.toggled.connect(self._set_advanced_open)
        toggle_row.addWidget(self.advanced_toggle)
        self.changes = QLabel(self)
        self.changes.setProperty("secondary", True)
        toggle_row.addWidget(self.changes)
        toggle_row.addStretch(1)
        self.reset_button = QPushButton(self)
        self.reset_button.setAutoDefault(False)
        self.reset_button.clicked.connect(self._apply_preset)
        toggle_row.addWidget(self.reset_button)
        outer.addLayout(toggle_row)

        self.advanced = QScrollArea(self)
        self.advanced.setWidgetResizable(True)
        self.advanced.setFrameShape(QFrame.Shape.StyledPanel)
        self.advanced.setMinimumHeight(200)
        self.advanced.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.advanced.setVisible(False)
        outer.addWidget(self.advanced, 1)
        # The panel's top: a shared seed deals the same cards again (kept when the game's
        # rules below are built anew for another game).
        self.advanced_body = QWidget(self.advanced)
        body = QVBoxLayout(self.advanced_body)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        self.seed_entry = SeedEntry(self.advanced_body)
        self.seed_entry.field.textChanged.connect(self._clear_error)
        body.addWidget(self.seed_entry)
        line = QFrame(self.advanced_body)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        body.addWidget(line)
        self._rules_panel: QWidget | None = None
        self.advanced.setWidget(self.advanced_body)

        self.error = QLabel(self)
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # the engine's words, never markup
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020;")
        self.error.setVisible(False)
        outer.addWidget(self.error)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self._style_secondary(self)
        self._build_game_controls()
        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.configuration.currentIndexChanged.connect(self._configuration_changed)
        self.preset.currentIndexChanged.connect(self._apply_preset)
        self.setMinimumWidth(720)

    @staticmethod
    def _style_secondary(root: QWidget) -> None:
        for w in root.findChildren(QLabel):
            if w.property("secondary"):
                w.setStyleSheet("color: palette(placeholder-text);")

    def _build_game_controls(self) -> None:
        """The configurations, presets, headline option and Advanced panel of ``self.game``."""
        game = self._game
        self._configs = game.configurations()
        self.configuration.blockSignals(True)
        self.configuration.clear()
        for _pair in self._configs:
            self.configuration.addItem("")
        self.configuration.blockSignals(False)
        self.preset.blockSignals(True)
        self.preset.clear()
        for key in game.presets:
            self.preset.addItem("", key)
        self.preset.blockSignals(False)
        self._option_combos = {}
        self._option_labels = {}
        self._option_help = {}
        headline = game.headline_option
        self.target.blockSignals(True)
        self.target.clear()
        if headline is not None:
            self._fill_combo(self.target, headline)
            # The default target, wherever it stands among the values (shorter games first).
            default = self.target.findData(game.option_specs[headline][1])
            self.target.setCurrentIndex(max(0, default))
            self._option_combos[headline] = self.target
        self.target.blockSignals(False)
        self.target.setVisible(headline is not None)
        self.target_label.setVisible(headline is not None)

        panel = QWidget(self.advanced_body)
        panel_grid = QGridLayout(panel)
        panel_grid.setHorizontalSpacing(12)
        panel_grid.setVerticalSpacing(2)
        panel_grid.setColumnStretch(1, 1)
        small = QFont(self.font())
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.9))
        keys = advanced_option_keys(game)
        for i, key in enumerate(keys):
            label = QLabel(panel)
            combo = QComboBox(panel)
            self._fill_combo(combo, key)
            combo.currentIndexChanged.connect(self._options_changed)
            self._option_combos[key] = combo
            label.setBuddy(combo)
            help_label = QLabel(panel)
            help_label.setWordWrap(True)
            help_label.setFont(small)
            help_label.setProperty("secondary", True)
            help_label.setContentsMargins(0, 0, 0, 8)
            panel_grid.addWidget(label, 2 * i, 0)
            panel_grid.addWidget(combo, 2 * i + 0, 1, Qt.AlignmentFlag.AlignLeft)
            panel_grid.addWidget(help_label, 2 * i + 1, 0, 1, 2)
            self._option_labels[key] = label
            self._option_help[key] = help_label
        panel_grid.setRowStretch(2 * len(keys), 1)
        self._style_secondary(panel)
        self._set_rules_panel(panel)
        for row in self._seats:
            row.game = game
        self._set_tab_order()

    def _set_rules_panel(self, panel: QWidget) -> None:
        """Put the game's rules under the seed; the old panel and its controls go with it."""
        body = self.advanced_body.layout()
        old = self._rules_panel
        if old is not None:
            body.removeWidget(old)
            old.hide()
            old.setParent(None)  # out of the dialog at once, as QScrollArea.setWidget does
            old.deleteLater()
        body.addWidget(panel, 1)
        self._rules_panel = panel

    def _fill_combo(self, combo: QComboBox, key: str) -> None:
        values, default = self._game.option_specs[key]
        if default is None:
            combo.addItem("", None)
        for value in values:
            combo.addItem("", value)

    def retranslate(self) -> None:
        """Every text in the current language (built once, again on a language switch)."""
        game = self._game
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("&Game:"))
        for i in range(self.game_combo.count()):
            each = game_for(self.game_combo.itemData(i))
            self.game_combo.setItemText(i, each.title())
            self.game_combo.setItemData(i, each.description(), Qt.ItemDataRole.ToolTipRole)
        self.game_combo.setToolTip(game.description())
        self._configuration_texts()
        self.config_label.setText(self.tr("&Configuration:"))
        for i in range(self.preset.count()):
            key = self.preset.itemData(i)
            self.preset.setItemText(i, game.preset_name(key))
            self.preset.setItemData(i, game.preset_description(key), Qt.ItemDataRole.ToolTipRole)
        self.preset_label.setText(self.tr("Rule &preset:"))
        self.target_label.setText(self.tr("&Target score:"))
        if game.headline_option is not None:
            self.target.setToolTip(game.option_help(game.headline_option))
        self.seats_box.setTitle(self.tr("Players"))
        heads = ("", self.tr("Side"), self.tr("Player"), self.tr("Name"), self.tr("Level"))
        for head, text in zip(self._seat_heads, heads, strict=True):
            head.setText(text)
        for row in self._seats:
            row.retranslate()
        self.advanced_toggle.setText(self.tr("&Advanced rules"))
        self.reset_button.setText(self.tr("&Reset to preset"))
        self._value_texts()
        for key, label in self._option_labels.items():
            label.setText(field_label(game.option_label(key)))
            self._option_help[key].setText(game.option_help(key))
        self._name_start_button()
        self._clear_error()  # an error in the old language would read wrong; OK says it again
        if self._seats and self.configuration.currentIndex() >= 0:
            self._show_preset_description()
            self._configuration_changed()
            self._options_changed()

    def _configuration_texts(self) -> None:
        for i, (players, decks) in enumerate(self._configs):
            self.configuration.setItemText(i, self._game.configuration_text(players, decks))

    def _value_texts(self) -> None:
        """Each option's values in words (some depend on the table: "By configuration (2)")."""
        players, decks = self._current_pair()
        for key, combo in self._option_combos.items():
            for i in range(combo.count()):
                combo.setItemText(i, self._game.value_label(key, combo.itemData(i), players, decks))
            combo.setAccessibleName(self._game.option_label(key))
            combo.setAccessibleDescription(self._game.option_help(key))

    def _name_start_button(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Start game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            # The button box names its standard buttons again on the same event, maybe after
            # this one: rename the Start button once every widget has had the event.
            QTimer.singleShot(0, self, self._name_start_button)
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Only now are the seat rows' levels shown and the window placed: fit again.
        self._fit()

    def _set_tab_order(self) -> None:
        """Top to bottom, and left to right within a seat row."""
        chain: list[QWidget] = [self.game_combo, self.configuration, self.preset, self.target]
        for row in self._seats:
            chain += [row.kind, row.name, row.level]
        chain += [self.advanced_toggle, self.reset_button]
        chain += [self._option_combos[k] for k in advanced_option_keys(self._game)]
        chain += [self.seed_entry.field, self.buttons]
        for a, b in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(a, b)

    # -- restoring the previous choices ------------------------------------------------

    def _restore(self, prev: dict) -> None:
        """Apply the remembered choices field by field; anything malformed keeps its default."""
        seats = list(default_seats(MAX_SEATS))
        prev_seats = prev.get("seats")
        if isinstance(prev_seats, list):
            for i, item in enumerate(prev_seats[:MAX_SEATS]):
                with contextlib.suppress(ValueError, TypeError):
                    seats[i] = SeatSetup.from_json(item)  # a malformed seat keeps its default
        for row, seat in zip(self._seats, seats, strict=True):
            row.set_seat(seat)
        self._restore_game(self._choices.get(self._game.key, {}))

    def _restore_game(self, choices: dict) -> None:
        """The game's own remembered configuration, preset, options and Advanced toggle."""
        players, decks = choices.get("players"), choices.get("decks")
        default = self._game.default_configuration()
        pair = default if default in self._configs else self._configs[0]
        if type(players) is int and type(decks) is int and (players, decks) in self._configs:
            pair = (players, decks)
        # Block the signal so the seat rows are laid out once, at the end.
        self.configuration.blockSignals(True)
        self.configuration.setCurrentIndex(self._configs.index(pair))
        self.configuration.blockSignals(False)

        preset = choices.get("preset")
        self.preset.blockSignals(True)
        self.preset.setCurrentIndex(max(0, self.preset.findData(preset)))
        self.preset.blockSignals(False)
        self._apply_preset()

        options = choices.get("options")
        if isinstance(options, dict):
            for key, value in options.items():
                combo = self._option_combos.get(key) if isinstance(key, str) else None
                if combo is not None and isinstance(value, str):
                    index = combo.findData(value)
                    if index >= 0:
                        combo.setCurrentIndex(index)

        self.advanced_toggle.setChecked(choices.get("advanced") is True)
        self._configuration_changed()

    # -- reactions ---------------------------------------------------------------------

    def _game_changed(self) -> None:
        key = self.game_combo.currentData()
        if key == self._game.key:
            return
        self._choices[self._game.key] = self._game_choices()
        self._game = game_for(key)
        self._build_game_controls()
        self.retranslate()
        self._restore_game(self._choices.get(key, {}))

    def _current_pair(self) -> tuple[int, int]:
        return self._configs[max(0, self.configuration.currentIndex())]

    def _configuration_changed(self) -> None:
        players, _decks = self._current_pair()
        for row in self._seats:
            row.players = players
            row.set_visible(row.seat < players)
        game = self._game
        for key, combo in self._option_combos.items():
            shown = game.option_shown(key, players)
            enabled = game.option_enabled(key, players)
            widgets = [combo]
            if key in self._option_labels:
                widgets += [self._option_labels[key], self._option_help[key]]
            for w in widgets:
                if key != game.headline_option:
                    w.setVisible(shown)
                w.setEnabled(enabled)
        self._value_texts()
        self._update_sides()
        self._clear_error()
        self._fit()

    def _update_sides(self) -> None:
        players, decks = self._current_pair()
        try:
            config = self._game.make_config(
                players, decks, self._overrides(include_hidden=False), self._preset_key()
            )
        except ConfigError:
            return
        # Where everyone plays alone there are no teams: the side column would only say so.
        teams = any(self._game.partners_of(config, p) for p in range(players))
        self._seat_heads[1].setVisible(teams)
        for row in self._seats[:players]:
            row.side.setVisible(teams)
            side = config.side_of[row.seat]
            colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
            partners = self._game.partners_of(config, row.seat)
            name = html.escape(side_name(side, alone=not partners))
            row.side.setText(f'<span style="color:{colour}">●</span> {name}')
            row.side.setToolTip(
                self.tr("Partners: {seats}").format(
                    seats=join_items([str(p + 1) for p in partners])
                )
                if partners
                else self.tr("Plays alone")
            )

    def _apply_preset(self) -> None:
        """Set every rule control to the chosen preset's value."""
        preset = self._preset_key()
        self._show_preset_description()
        headline = self._game.headline_option
        for key, combo in self._option_combos.items():
            if key == headline and key not in self._game.presets.get(preset, {}):
                continue  # the target is its own choice; a preset without one keeps it
            index = combo.findData(self._game.preset_value(preset, key))
            combo.blockSignals(True)
            combo.setCurrentIndex(max(0, index))
            combo.blockSignals(False)
        self._options_changed()

    def _show_preset_description(self) -> None:
        self.preset_description.setText(self._game.preset_description(self._preset_key()))

    def _options_changed(self) -> None:
        preset = self._preset_key()
        players = self._current_pair()[0]
        changed = 0
        for key, label in self._option_labels.items():
            differs = self._option_combos[key].currentData() != self._game.preset_value(preset, key)
            font = label.font()
            font.setBold(differs)
            label.setFont(font)
            if differs and self._game.option_shown(key, players):
                changed += 1
        self.changes.setText(
            self.tr("Rules changed from the preset: %n", "", changed) if changed else ""
        )
        self.reset_button.setEnabled(bool(changed))
        self._update_sides()
        self._clear_error()

    def _set_advanced_open(self, open_: bool) -> None:
        self.advanced_toggle.setArrowType(
            Qt.ArrowType.DownArrow if open_ else Qt.ArrowType.RightArrow
        )
        self.advanced.setVisible(open_)
        self._fit()

    def _fit(self) -> None:
        """Grow or shrink to the content, never beyond the screen.

        Opening the Advanced rules grows the dialog downwards from where it stands, so it is
        moved up as far as needed to keep its bottom (buttons included) on the screen.
        """
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        hint = self.sizeHint()
        screen = self.screen()
        area = screen.availableGeometry() if screen is not None else None
        # Leave room for the title bar on a 1024x720 screen; the rules panel scrolls.
        cap = MAX_HEIGHT
        if area is not None:
            cap = min(cap, area.height() - FRAME_ALLOWANCE)
        cap = max(cap, self.minimumSizeHint().height())
        width = max(self.width(), hint.width())
        if area is not None:
            width = min(width, area.width())
        self.resize(width, min(hint.height(), cap))
        if area is not None and self.isVisible():
            self.move(_inside(self.frameGeometry(), self.geometry(), area))

    def _clear_error(self) -> None:
        self.error.setVisible(False)

    # -- results -----------------------------------------------------------------------

    def _preset_key(self) -> str:
        return self.preset.currentData() or next(iter(self._game.presets))

    def _overrides(self, include_hidden: bool) -> dict[str, str]:
        """The options that differ from the preset (those hidden at this table only if asked)."""
        preset = self._preset_key()
        players = self._current_pair()[0]
        out: dict[str, str] = {}
        for key, combo in self._option_combos.items():
            if not include_hidden and not self._game.option_shown(key, players):
                continue
            value = combo.currentData()
            # None means "no override" (the configuration decides).
            if value is not None and value != self._game.preset_value(preset, key):
                out[key] = value
        return out

    def setup(self) -> GameSetup:
        """The game as chosen; ``options`` holds only what differs from the preset."""
        players, decks = self._current_pair()
        return GameSetup(
            game=self._game.key,
            players=players,
            decks=decks,
            preset=self._preset_key(),
            options=self._overrides(include_hidden=False),
            seats=tuple(row.seat_setup() for row in self._seats[:players]),
            seed=self.seed_entry.seed() or self._seed,  # a typed seed, or new cards
        )

    def _game_choices(self) -> dict[str, Any]:
        players, decks = self._current_pair()
        return {
            "players": players,
            "decks": decks,
            "preset": self._preset_key(),
            "options": self._overrides(include_hidden=True),
            "advanced": self.advanced_toggle.isChecked(),
        }

    def remembered(self) -> dict[str, Any]:
        """The choices as JSON-able data for ``previous`` next time (never the seed).

        The current game's choices are at the top level (as before there were three games);
        every game's are kept under ``"games"``.
        """
        mine = self._game_choices()
        games = dict(self._choices)
        games[self._game.key] = mine
        return {
            "game": self._game.key,
            **mine,
            "seats": [row.to_json() for row in self._seats],
            "games": games,
        }

    def accept(self) -> None:
        """Start only with a configuration the engine accepts; otherwise say why."""
        problem = self.seed_entry.problem()
        if problem:
            self.error.setText(problem)
            self.error.setVisible(True)
            self.advanced_toggle.setChecked(True)  # the seed field is where to mend it
            self._fit()  # room for the message under the rules
            return
        try:
            self.setup().config()
        except ConfigError as err:
            self.error.setText(err.text(QCoreApplication.translate("engine", err.template)))
            self.error.setVisible(True)
            return
        super().accept()


def _per_game(prev: dict) -> dict[str, dict]:
    """Each game's remembered choices; a file from before there were games is Canasta's."""
    out: dict[str, dict] = {}
    games = prev.get("games")
    if isinstance(games, dict):
        out.update({k: v for k, v in games.items() if isinstance(k, str) and isinstance(v, dict)})
    top = prev.get("game", "canasta")
    if isinstance(top, str) and top not in out:
        out[top] = {
            k: prev[k] for k in ("players", "decks", "preset", "options", "advanced") if k in prev
        }
    return out


def _inside(frame: QRect, inner: QRect, area: QRect) -> QPoint:
    """Where to move a window (its frame's top-left) so its frame lies inside ``area``."""
    # The frame may not be known yet (no window manager offscreen): allow for a title bar.
    top_extra = max(inner.top() - frame.top(), 0) or FRAME_ALLOWANCE // 2
    bottom_extra = max(frame.bottom() - inner.bottom(), 0)
    x, y = frame.left(), frame.top()
    if frame.right() > area.right():
        x = max(area.left(), area.right() - frame.width() + 1)
    x = max(x, area.left())
    height = inner.height() + top_extra + bottom_extra
    if y + height - 1 > area.bottom():
        y = area.bottom() - height + 1
    y = max(y, area.top())
    return QPoint(x, y)


def configuration_text(players: int, decks: int, game: GameDef | None = None) -> str:
    """E.g. "4 players, 2 decks (partnerships)"."""
    return (game or game_for("canasta")).configuration_text(players, decks)


__all__ = ["NewGameDialog", "advanced_option_keys", "configuration_text", "preset_value"]
