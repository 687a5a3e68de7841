"""How a Cassino round was scored, in words: the summary's rows, its ending and the side panel.

``summary_rows`` lists every item of docs/rules.md §5.11 per side, the counts the two
"most" items are decided on next to their points, then the round's total and the game
score; ``ending_text`` says where the cards left on the table went (§5.10);
``panel_html`` is the side panel's lines: each side's score towards the target (§5.12),
its captured cards and its sweeps this round. Names are always escaped.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from canasta_gui.app.games.base import SummaryRow
from canasta_gui.app.scene.side_plate import PlateView
from canasta_gui.engine.cassino.state import RoundResult

if TYPE_CHECKING:
    from canasta_gui.app.session import Session


def _number(n: int) -> str:
    return QLocale().toString(n)


def _signed(n: int) -> str:
    """The round's total carries its sign, as the other games' deal totals do."""
    return "+" + _number(n) if n > 0 else _number(n)


def summary_rows(result: RoundResult, scores: Sequence[int]) -> list[SummaryRow]:
    """Every scoring item of one round (§5.11), per side, then the totals."""
    sides = result.sides

    def row(label: str, values: Sequence[int]) -> SummaryRow:
        return SummaryRow(label, tuple(_number(v) for v in values))

    def count(label: str, values: Sequence[int]) -> SummaryRow:
        # A count, not points: in parentheses, so the points column reads as a sum.
        return SummaryRow(label, tuple(f"({_number(v)})" for v in values))

    rows = [
        count(
            QCoreApplication.translate("Cassino", "Cards captured"), [s.card_count for s in sides]
        ),
        row(QCoreApplication.translate("Cassino", "Most cards (3)"), [s.cards for s in sides]),
        count(
            QCoreApplication.translate("Cassino", "Spades captured"),
            [s.spade_count for s in sides],
        ),
        row(QCoreApplication.translate("Cassino", "Most spades (1)"), [s.spades for s in sides]),
        row(
            QCoreApplication.translate("Cassino", "Big Casino, 10♦ (2)"),
            [s.big_casino for s in sides],
        ),
        row(
            QCoreApplication.translate("Cassino", "Little Casino, 2♠ (1)"),
            [s.little_casino for s in sides],
        ),
        row(QCoreApplication.translate("Cassino", "Aces (1 each)"), [s.aces for s in sides]),
        row(QCoreApplication.translate("Cassino", "Sweeps (1 each)"), [s.sweeps for s in sides]),
        SummaryRow(
            QCoreApplication.translate("Cassino", "Round total"),
            tuple(_signed(s.total) for s in sides),
            total=True,
        ),
        SummaryRow(
            QCoreApplication.translate("Cassino", "Game score"),
            tuple(_number(scores[i]) if i < len(scores) else "" for i in range(len(sides))),
            total=True,
        ),
    ]
    return rows


def ending_text(result: RoundResult, names: Sequence[str]) -> str:
    """One sentence on how the round ended: who made the last capture (§5.10)."""
    side = result.leftovers_to
    if side is None:
        return QCoreApplication.translate(
            "Cassino", "Nobody captured this round: the cards left on the table go to nobody."
        )
    name = names[side] if 0 <= side < len(names) else ""
    return QCoreApplication.translate(
        "Cassino",
        "{side} made the last capture: the cards still on the table went to them.",
    ).format(side=name)


def panel_html(session: Session) -> str:
    """The side panel: each side's score towards the target, its cards and sweeps this round."""
    obs = session.observation()
    cfg = obs.config
    sweeps = obs.sweeps
    lines = [
        "<p>"
        + escape(
            QCoreApplication.translate("Cassino", "Round {round} · first to {target} wins").format(
                round=obs.round_no + 1, target=cfg.target
            )
        )
        + "</p>"
    ]
    for side in range(cfg.n_sides):
        score = QCoreApplication.translate("Cassino", "Score: {score} of {target}").format(
            score=_number(obs.scores[side]), target=cfg.target
        )
        taken = QCoreApplication.translate("Cassino", "Captured: {count}").format(
            count=_number(obs.captured_counts[side])
        )
        swept = QCoreApplication.translate("Cassino", "Sweeps: {count}").format(
            count=_number(sweeps[side])
        )
        lines.append(
            f"<p><b>{escape(session.side_name(side))}</b><br>{escape(score)}<br>"
            f"{escape(taken)} · {escape(swept)}</p>"
        )
    return "".join(lines)


def side_plates(session: Session) -> list[PlateView]:
    """Each side's plate: its score of the target (§5.12), its captured cards and its sweeps
    this round (§5.9), as the side panel has them."""
    obs = session.observation()
    cfg = obs.config
    plates = []
    for side in range(cfg.n_sides):
        taken = QCoreApplication.translate("Cassino", "Captured: {count}").format(
            count=_number(obs.captured_counts[side])
        )
        swept = QCoreApplication.translate("Cassino", "Sweeps: {count}").format(
            count=_number(obs.sweeps[side])
        )
        score = QCoreApplication.translate(
            "SidePlate", "{score}/{target}", "a score of the target"
        ).format(score=_number(obs.scores[side]), target=_number(cfg.target))
        tip = "\n".join(
            [
                QCoreApplication.translate("Cassino", "Score: {score} of {target}").format(
                    score=_number(obs.scores[side]), target=cfg.target
                ),
                taken,
                swept,
            ]
        )
        plates.append(
            PlateView(side, session.side_name(side), score, (), taken, swept, "plain", tip)
        )
    return plates
