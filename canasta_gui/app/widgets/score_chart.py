"""The score sheet's chart: each side's running score by deal, and the target line.

The chart reads the same :class:`ScoreSheetModel` the sheet's table shows (``TOTAL_ROLE``
per cell), so the two can never disagree. Each side has its own colour, line style and mark,
named in the legend; the game's target (where it has one) is a dashed line with its value.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from canasta_gui.app.listing import join_partners
from canasta_gui.app.widgets import charts
from canasta_gui.app.widgets.score_sheet import ScoreSheetModel


def caption_baseline(line_y: float, plot_top: float, ascent: float, descent: float) -> float:
    """Where the target's caption sits: just above its line, or just below it when the line
    is at the top of the plot (the usual case once a side nears the target), where a caption
    above would run into the legend."""
    above = line_y - 4
    # Below: the caption's top a few pixels under the line (half the descent trims the
    # gap fonts leave above capitals).
    return above if above - ascent >= plot_top else line_y + 4 + ascent - descent / 2


class ScoreChart(charts.ChartWidget):
    """A line per side: 0 before the first deal, then the side's total after each deal."""

    def __init__(
        self, model: ScoreSheetModel, target: int | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.model = model
        self.target = target
        self.setMinimumSize(360, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        model.modelReset.connect(self.update)
        self.retranslate()

    # -- the data ------------------------------------------------------------------------

    def series(self) -> list[list[int]]:
        """Per side, its running total after each deal (the sheet's totals, row by row)."""
        m = self.model
        return [
            [m.data(m.index(row, col), ScoreSheetModel.TOTAL_ROLE) for row in range(m.rowCount())]
            for col in range(m.columnCount())
        ]

    def side_names(self) -> list[str]:
        m = self.model
        names = []
        for col in range(m.columnCount()):
            header = m.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
            names.append(join_partners(str(header or "").split("\n")))
        return names

    def retranslate(self) -> None:
        self.setAccessibleName(QCoreApplication.translate("ScoreChart", "Score chart"))
        self.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(520, 260)

    # -- painting ------------------------------------------------------------------------

    def _paint(self, painter) -> None:
        series, names = self.series(), self.side_names()
        fm = QFontMetricsF(self.font())
        line = fm.height()
        text = self.palette().color(QPalette.ColorRole.Text)
        locale = QLocale()
        pad = 8.0
        # The legend: one entry per side (its line and mark, then its name), wrapping rows.
        x, y = pad, pad
        entry_rows: list[tuple[float, float, int]] = []
        for i, name in enumerate(names):
            width = 34 + fm.horizontalAdvance(name) + 16
            if x > pad and x + width > self.width() - pad:
                x, y = pad, y + line + 4
            entry_rows.append((x, y, i))
            x += width
        for x, y, i in entry_rows:
            self._line_pen(painter, i)
            mid = y + line / 2
            painter.drawLine(QPointF(x, mid), QPointF(x + 28, mid))
            self._mark_pen(painter, i)
            charts.mark(painter, i, QPointF(x + 14, mid), 7)
            painter.setPen(text)
            painter.drawText(QPointF(x + 34, y + fm.ascent()), names[i])
        top = y + line + 10
        values = [v for s in series for v in s] + [0]
        if self.target is not None:
            values.append(self.target)
        ticks = charts.nice_ticks(min(values), max(values))
        labels = [locale.toString(int(t)) for t in ticks]
        left = pad + max(fm.horizontalAdvance(t) for t in labels) + 6
        deals = max((len(s) for s in series), default=0)
        plot = QRectF(left, top, self.width() - left - pad - 4, self.height() - top - line - 14)
        if plot.width() < 20 or plot.height() < 20:
            return
        low, high = ticks[0], ticks[-1]

        def at(deal: int, value: float) -> QPointF:
            span = max(1, deals)
            return QPointF(
                plot.left() + plot.width() * deal / span,
                plot.bottom() - plot.height() * (value - low) / (high - low),
            )

        # Grid and axis numbers.
        for tick, label in zip(ticks, labels, strict=True):
            p = at(0, tick)
            painter.setPen(charts.grid_pen(self))
            painter.drawLine(QPointF(plot.left(), p.y()), QPointF(plot.right(), p.y()))
            painter.setPen(text)
            painter.drawText(
                QRectF(pad, p.y() - line / 2, left - pad - 6, line),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                label,
            )
        step = max(1, round(deals / max(1, plot.width() // 40)))
        for deal in range(0, deals + 1, step):
            p = at(deal, low)
            painter.drawText(
                QRectF(p.x() - 30, plot.bottom() + 4, 60, line),
                Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                locale.toString(deal),
            )
        # The target: a dashed line, its value at the left end, which the lines leave at once.
        if self.target is not None:
            y_target = at(0, self.target).y()
            pen = QPen(text, 1.5, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawLine(QPointF(plot.left(), y_target), QPointF(plot.right(), y_target))
            caption = QCoreApplication.translate("ScoreChart", "Target {target}").format(
                target=locale.toString(self.target)
            )
            baseline = caption_baseline(y_target, plot.top(), fm.ascent(), fm.descent())
            painter.drawText(QPointF(plot.left() + 6, baseline), caption)
        # One line per side, from 0 before the first deal.
        for i, values_ in enumerate(series):
            points = [at(0, 0)] + [at(d + 1, v) for d, v in enumerate(values_)]
            self._line_pen(painter, i)
            path = QPainterPath(points[0])
            for p in points[1:]:
                path.lineTo(p)
            painter.drawPath(path)
            self._mark_pen(painter, i)
            for p in points[1:]:
                charts.mark(painter, i, p, 7)

    def _line_pen(self, painter, i: int) -> None:
        painter.setPen(QPen(charts.colour(i), 2.2, charts.LINES[i % len(charts.LINES)]))
        painter.setBrush(Qt.BrushStyle.NoBrush)

    def _mark_pen(self, painter, i: int) -> None:
        painter.setPen(QPen(charts.colour(i), 1.5))
        painter.setBrush(charts.colour(i))
