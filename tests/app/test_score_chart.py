"""The score chart's target caption stays inside the plot, clear of the legend."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF

from canasta_gui.app.widgets.score_chart import ScoreChart, caption_baseline
from canasta_gui.app.widgets.score_sheet import ScoreSheetModel


def test_caption_sits_above_its_line_when_there_is_room(qtbot):
    chart = ScoreChart(ScoreSheetModel(), target=5000)
    qtbot.addWidget(chart)
    fm = QFontMetricsF(chart.font())
    baseline = caption_baseline(200.0, 40.0, fm.ascent(), fm.descent())
    assert baseline < 200.0  # above the dashed line
    assert baseline - fm.ascent() >= 40.0  # and below the plot's top


def test_caption_drops_below_a_line_at_the_top_of_the_plot(qtbot):
    # The target is the top tick once a side nears it; a caption above the line would
    # then be drawn over the legend, which ends just above the plot.
    chart = ScoreChart(ScoreSheetModel(), target=5000)
    qtbot.addWidget(chart)
    fm = QFontMetricsF(chart.font())
    baseline = caption_baseline(40.0, 40.0, fm.ascent(), fm.descent())
    assert baseline - fm.ascent() > 40.0  # wholly below the line, inside the plot
