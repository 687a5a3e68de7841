"""What Canasta's and Hand and Foot's summaries share: figures in the user's number format,
the deal summary's rows (each side's items, its deal total, its game score), the side that
went out, a side's paragraph in the side panel, and the frame of a side's plate (its score,
the points on the table, what it needs, the tooltip)."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from canasta_gui.app.games.base import SummaryRow
from canasta_gui.app.scene.side_plate import PlateView


def number(n: int) -> str:
    """A score in the user's number format (grouping as the language has it)."""
    return QLocale().toString(n)


def signed(n: int) -> str:
    """Deal scores carry their sign so a gain and a loss read differently."""
    return "+" + number(n) if n > 0 else number(n)


def summary_table(
    labels: Sequence[str],
    items: Sequence[Sequence[str]],
    totals: Sequence[int],
    scores: Sequence[int],
) -> list[SummaryRow]:
    """One row a label: each side's scoring ``items`` (in words), then its deal total and its
    game score (blank for a side ``scores`` does not reach), the last two rows in bold."""
    cells: list[list[str]] = [[] for _ in labels]
    for col, (side_items, total) in enumerate(zip(items, totals, strict=True)):
        score = number(scores[col]) if col < len(scores) else ""
        for cell, text in zip(cells, [*side_items, signed(total), score], strict=True):
            cell.append(text)
    return [
        SummaryRow(label, tuple(row), total=i >= len(labels) - 2)
        for i, (label, row) in enumerate(zip(labels, cells, strict=True))
    ]


def panel_side(session, side: int, score: int, standing: str, *more: str) -> str:
    """A side's paragraph in the side panel: its name, then its score and ``standing`` (opened
    or what it needs to open) on one line, then each of ``more`` on a line of its own."""
    score_text = QCoreApplication.translate("TablePage", "Score: {score}").format(score=score)
    lines = [score_text + " · " + standing, *more]
    return (
        f"<p><b>{html.escape(session.side_name(side))}</b><br>"
        + "<br>".join(html.escape(line) for line in lines)
        + "</p>"
    )


def panel_needs(minimum: int) -> str:
    """The side panel's standing of a side that has not opened (docs/rules.md §3.8, §4.7)."""
    return QCoreApplication.translate("TablePage", "needs {n} to open").format(n=minimum)


def side_out(result) -> int | None:
    """The side that went out in a deal that ended so: the one with the going-out bonus
    (docs/rules.md §3.12.2, §4.12); None if no side scored it."""
    return next((i for i, s in enumerate(result.sides) if s.going_out > 0), None)


def needs_to_open(minimum: int) -> str:
    """A plate's status while its side has not opened (docs/rules.md §3.8, §4.7)."""
    return QCoreApplication.translate("SidePlate", "Needs {n} to open").format(n=number(minimum))


def side_plate(
    session,
    side: int,
    score: int,
    marks: tuple[tuple[str, str], ...],
    on_table: int,
    status: str,
    done: bool,
    details: Sequence[str],
) -> PlateView:
    """A side's plate: its name and game score, its ``marks``, the points its melds are worth
    on the table and its ``status``; the tooltip says the score, the ``details`` and the
    status, one a line."""
    shown = number(score)
    tip = "\n".join(
        [
            QCoreApplication.translate("TablePage", "Score: {score}").format(score=shown),
            *details,
            status,
        ]
    )
    return PlateView(
        side,
        session.side_name(side),
        shown,
        marks,
        QCoreApplication.translate("SidePlate", "{points} on the table").format(
            points=number(on_table)
        ),
        status,
        tone="done" if done else "needs",
        tip=tip,
    )
