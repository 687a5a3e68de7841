"""The Statistics dialog: how people do against the computer players, game by game.

A game, a table size and an opponent level are chosen at the top; the figures of that table
and two small charts follow: the win rate against each level (same game and table size) and
the recent games' average score per deal, a won game's bar filled and a lost one's hollow.
*Reset statistics* asks first (No is the default) and then forgets every game's figures.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QFontMetricsF, QPalette, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from canasta_gui.ai.levels import LEVELS
from canasta_gui.app import statistics
from canasta_gui.app.games import all_games, game_for
from canasta_gui.app.statistics import RecentGame, Statistics, TableStats
from canasta_gui.app.texts import level_name
from canasta_gui.app.widgets import charts


def _number(value: float, places: int = 0) -> str:
    return (
        QLocale().toString(float(value), "f", places)
        if places
        else QLocale().toString(round(value))
    )


def _percent(rate: float) -> str:
    return QCoreApplication.translate("Statistics", "{value}%").format(value=_number(100 * rate))


def _average(value: float) -> str:
    """Canasta's averages are hundreds of points, Cassino's a few: one decimal only for small."""
    return _number(value, 0 if abs(value) >= 100 else 1)


class WinRateChart(charts.ChartWidget):
    """One bar per opponent level: the share of games won, with the number of games played."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tables: list[TableStats] = []
        self.selected = ""
        self.setMinimumSize(260, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_tables(self, tables: list[TableStats], selected: str = "") -> None:
        """One table per level, weakest first; the ``selected`` level's name is in bold."""
        self.tables = tables
        self.selected = selected
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(360, 220)

    def _paint(self, painter) -> None:
        fm = QFontMetricsF(self.font())
        line = fm.height()
        text = self.palette().color(QPalette.ColorRole.Text)
        pad = 8.0
        plot = QRectF(pad, pad + line + 4, self.width() - 2 * pad, 0)
        plot.setBottom(self.height() - pad - 2 * line - 6)
        if not self.tables or plot.height() < 10:
            return
        painter.setPen(charts.grid_pen(self))
        for share in (0.0, 0.5, 1.0):
            y = plot.bottom() - plot.height() * share
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        slot = plot.width() / len(self.tables)
        for i, table in enumerate(self.tables):
            x = plot.left() + slot * i
            bar = QRectF(x + slot * 0.2, plot.top(), slot * 0.6, plot.height())
            rate = table.win_rate()
            if rate is not None:
                bar.setTop(plot.bottom() - plot.height() * rate)
                painter.setPen(QPen(charts.colour(0), 1.5))
                painter.setBrush(charts.colour(0))
                painter.drawRect(bar)
                label = _percent(rate)
            else:
                label = "—"
            painter.setPen(text)
            painter.drawText(
                QRectF(x, bar.top() - line - 2, slot, line),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
                label,
            )
            below = QRectF(x, plot.bottom() + 4, slot, line)
            font = self.font()
            font.setBold(table.level == self.selected)
            painter.setFont(font)
            painter.drawText(
                below,
                Qt.AlignmentFlag.AlignHCenter,
                fm.elidedText(level_name(table.level), Qt.TextElideMode.ElideRight, slot - 4),
            )
            painter.setFont(self.font())
            games = (
                QCoreApplication.translate("Statistics", "1 game")
                if table.played == 1
                else QCoreApplication.translate("Statistics", "{n} games").format(n=table.played)
            )
            painter.drawText(
                below.translated(0, line),
                Qt.AlignmentFlag.AlignHCenter,
                fm.elidedText(games, Qt.TextElideMode.ElideRight, slot - 4),
            )


class RecentChart(charts.ChartWidget):
    """The recent games' average score per deal, oldest first: won filled, lost hollow."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: tuple[RecentGame, ...] = ()
        self.setMinimumSize(260, 180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_games(self, games: tuple[RecentGame, ...]) -> None:
        self.games = games
        self.update()

    def averages(self) -> list[float]:
        return [g.score / g.deals for g in self.games]

    def sizeHint(self) -> QSize:
        return QSize(360, 220)

    def _paint(self, painter) -> None:
        fm = QFontMetricsF(self.font())
        line = fm.height()
        text = self.palette().color(QPalette.ColorRole.Text)
        pad = 8.0
        # The legend says what filled and hollow mean, so colour is not needed to read it.
        x = pad
        for filled, word in (
            (True, QCoreApplication.translate("Statistics", "Won")),
            (False, QCoreApplication.translate("Statistics", "Lost")),
        ):
            self._bar_style(painter, filled)
            painter.drawRect(QRectF(x, pad + 2, line - 4, line - 4))
            painter.setPen(text)
            painter.drawText(QPointF(x + line + 2, pad + fm.ascent()), word)
            x += line + 2 + fm.horizontalAdvance(word) + 16
        if not self.games:
            painter.drawText(
                QRectF(self.rect()),
                Qt.AlignmentFlag.AlignCenter,
                QCoreApplication.translate("Statistics", "No games yet"),
            )
            return
        values = self.averages()
        ticks = charts.nice_ticks(min(0.0, *values), max(0.0, *values), 4)
        # Whole-number steps need no decimals (Cassino's small averages step by 0.5 at most).
        places = 0 if all(float(t).is_integer() for t in ticks) else 1
        labels = [_number(t, places) for t in ticks]
        left = pad + max(fm.horizontalAdvance(t) for t in labels) + 6
        plot = QRectF(left, pad + line + 10, self.width() - left - pad, 0)
        plot.setBottom(self.height() - pad - 4)
        if plot.height() < 10:
            return
        low, high = ticks[0], ticks[-1]

        def y_of(value: float) -> float:
            return plot.bottom() - plot.height() * (value - low) / (high - low)

        for tick, label in zip(ticks, labels, strict=True):
            y = y_of(tick)
            painter.setPen(charts.grid_pen(self))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(
                QRectF(pad, y - line / 2, left - pad - 6, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        slot = plot.width() / statistics.RECENT
        zero = y_of(0)
        for i, (game, value) in enumerate(zip(self.games, values, strict=True)):
            x = plot.left() + slot * i
            top, bottom = sorted((y_of(value), zero))
            self._bar_style(painter, game.won)
            painter.drawRect(QRectF(x + slot * 0.15, top, slot * 0.7, max(1.0, bottom - top)))
        painter.setPen(QPen(text, 1))
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))

    def _bar_style(self, painter, filled: bool) -> None:
        painter.setPen(QPen(charts.colour(0 if filled else 1), 1.5))
        painter.setBrush(QBrush(charts.colour(0)) if filled else Qt.BrushStyle.NoBrush)


class StatisticsDialog(QDialog):
    """The figures of one game, table size and opponent level, the charts and Reset."""

    def __init__(self, parent: QWidget | None = None, game: str | None = None) -> None:
        super().__init__(parent)
        self.setModal(True)
        self.stats, self.problem = statistics.load_statistics()
        self.reset_question: QMessageBox | None = None
        layout = QVBoxLayout(self)

        # A damaged file was moved aside: say so here, in the user's language.
        self.problem_label = QLabel(self)
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problem_label.setWordWrap(True)
        self.problem_label.setVisible(bool(self.problem))
        layout.addWidget(self.problem_label)

        choose = QHBoxLayout()
        self.game_label, self.size_label, self.level_label = (
            QLabel(self),
            QLabel(self),
            QLabel(self),
        )
        self.game_box, self.size_box, self.level_box = (
            QComboBox(self),
            QComboBox(self),
            QComboBox(self),
        )
        for label, box in (
            (self.game_label, self.game_box),
            (self.size_label, self.size_box),
            (self.level_label, self.level_box),
        ):
            label.setBuddy(box)
            choose.addWidget(label)
            choose.addWidget(box, 1)
        layout.addLayout(choose)

        self.figures = QFormLayout()
        self.figure_keys = (
            "played",
            "won",
            "rate",
            "average",
            "best",
            "items",
            "going_out",
            "longest",
        )
        self.figure_labels: dict[str, QLabel] = {}
        self.values: dict[str, QLabel] = {}
        for key in self.figure_keys:
            name, value = QLabel(self), QLabel(self)
            value.setTextFormat(Qt.TextFormat.PlainText)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.figure_labels[key] = name
            self.values[key] = value
            self.figures.addRow(name, value)
        layout.addLayout(self.figures)

        boxes = QGridLayout()
        self.rate_group = QGroupBox(self)
        self.rate_chart = WinRateChart(self.rate_group)
        QVBoxLayout(self.rate_group).addWidget(self.rate_chart)
        self.recent_group = QGroupBox(self)
        self.recent_chart = RecentChart(self.recent_group)
        QVBoxLayout(self.recent_group).addWidget(self.recent_chart)
        boxes.addWidget(self.rate_group, 0, 0)
        boxes.addWidget(self.recent_group, 0, 1)
        layout.addLayout(boxes, 1)

        self.note = QLabel(self)
        self.note.setWordWrap(True)
        layout.addWidget(self.note)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        # The table played last (of ``game``, when one is at the table now).
        played = [t for t in self.stats.tables if game is None or t.game == game]
        self._choice = played[-1].key if played else self._default_choice(game)
        self._filling = False
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.size_box.currentIndexChanged.connect(self._table_changed)
        self.level_box.currentIndexChanged.connect(self._table_changed)
        self.retranslate()
        self.setMinimumSize(640, 560)
        self.resize(max(760, self.minimumSizeHint().width()), 640)

    @staticmethod
    def _default_choice(game: str | None) -> tuple[str, int, str]:
        """A game's usual table against Medium players (nothing of it recorded yet)."""
        chosen = game_for(game) if game else all_games()[0]
        return (chosen.key, chosen.default_configuration()[0], "medium")

    # -- texts ---------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.problem_label.setText(self.problem or "")
        self.game_label.setText(self.tr("&Game:"))
        self.size_label.setText(self.tr("&Table:"))
        self.level_label.setText(self.tr("&Opponents:"))
        self.rate_group.setTitle(self.tr("Win rate by opponent level"))
        self.note.setText(
            self.tr(
                "Games are counted when the people at the table play on one side against "
                "computer players; the opponents' level is the strongest computer opponent's. "
                "A tie for first place is not a win."
            )
        )
        self.reset_button.setText(self.tr("&Reset statistics…"))
        self._fill_choices()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fill_choices(self) -> None:
        game, players, level = self._choice
        self._filling = True
        try:
            self.game_box.clear()
            for g in all_games():
                self.game_box.addItem(g.title(), g.key)
            self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))
            self._fill_sizes(players)
            self.level_box.clear()
            for lv in LEVELS:
                self.level_box.addItem(level_name(lv), lv)
            self.level_box.setCurrentIndex(max(0, self.level_box.findData(level)))
        finally:
            self._filling = False
        self._table_changed()

    def _fill_sizes(self, players: int) -> None:
        game = game_for(self.game_box.currentData())
        sizes = sorted({p for p, _ in game.configurations()})
        self.size_box.clear()
        for p in sizes:
            self.size_box.addItem(self.tr("{n} players").format(n=p), p)
        index = self.size_box.findData(players)
        if index < 0:
            index = self.size_box.findData(game.default_configuration()[0])
        self.size_box.setCurrentIndex(max(0, index))

    # -- choosing a table -----------------------------------------------------------------

    def _game_changed(self) -> None:
        if self._filling:
            return
        self._filling = True
        try:
            self._fill_sizes(self.size_box.currentData() or 0)
        finally:
            self._filling = False
        self._table_changed()

    def _table_changed(self) -> None:
        if self._filling:
            return
        key = self.game_box.currentData()
        players = self.size_box.currentData()
        level = self.level_box.currentData()
        if key is None or players is None or level is None:
            return
        self._choice = (key, players, level)
        self.show_table(self.stats.get(key, players, level))

    def current(self) -> TableStats:
        return self.stats.get(*self._choice)

    def show_table(self, table: TableStats) -> None:
        """Fill the figures and the charts with ``table`` (and its game's other levels)."""
        game = game_for(table.game)
        words = game.stats_labels()
        names = {
            "played": self.tr("Games played"),
            "won": self.tr("Games won"),
            "rate": self.tr("Win rate"),
            "average": words["average"],
            "best": words["best"],
            "items": words["items"],
            "going_out": words.get("going_out", ""),
            "longest": self.tr("Longest winning run"),
        }
        none = "—"
        rate, average, items = table.win_rate(), table.average(), table.items_per_deal()
        values = {
            "played": _number(table.played),
            "won": _number(table.won),
            "rate": _percent(rate) if rate is not None else none,
            "average": _average(average) if average is not None else none,
            "best": _number(table.best) if table.best is not None else none,
            "items": _number(items, 1) if items is not None else none,
            "going_out": (
                self.tr("{percent} of the deals ({n} of {deals})").format(
                    n=_number(table.went_out),
                    deals=_number(table.deals),
                    percent=_percent(table.went_out / table.deals),
                )
                if table.deals
                else none
            ),
            "longest": _number(table.longest),
        }
        for key in self.figure_keys:
            shown = key != "going_out" or game.has_going_out
            self.figures.setRowVisible(self.figure_labels[key], shown)
            self.figure_labels[key].setText(names[key])
            self.values[key].setText(values[key])
        self.rate_chart.set_tables(
            [self.stats.get(table.game, table.players, lv) for lv in LEVELS], table.level
        )
        self.recent_chart.set_games(table.recent)
        self.recent_group.setTitle(words["recent"])

    # -- forgetting ----------------------------------------------------------------------

    def ask_reset(self) -> None:
        """Ask before forgetting every game's figures; No is the default answer."""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset statistics"),
            self.tr("Forget the statistics of every game? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._reset_answered)
        self.reset_question = box
        box.open()

    def _reset_answered(self, _result: int = 0) -> None:
        box, self.reset_question = self.reset_question, None
        if box is None or box.standardButton(box.clickedButton()) != QMessageBox.StandardButton.Yes:
            return
        try:
            statistics.reset_statistics()
        except OSError as err:
            self.problem = self.tr("The statistics could not be reset: {reason}").format(
                reason=err.strerror or err
            )
        else:
            self.problem = None
        self.stats = Statistics()
        self.problem_label.setText(self.problem or "")
        self.problem_label.setVisible(bool(self.problem))
        self.show_table(self.current())
