"""How a Canasta deal's score is itemised, how it ended, the side panel's score lines and
each side's plate on the felt."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from canasta_gui.app.games.base import SummaryRow
from canasta_gui.app.games.rummy.summary import (
    needs_to_open,
    number,
    panel_needs,
    panel_side,
    side_out,
    side_plate,
    summary_table,
)
from canasta_gui.app.scene.side_plate import PlateView
from canasta_gui.engine.canasta.checks import side_going_out_lacks
from canasta_gui.engine.canasta.scoring import CANASTA_BONUS
from canasta_gui.engine.canasta.state import DealResult
from canasta_gui.engine.rummy.scoring import meld_points


def summary_rows(result: DealResult, scores: Sequence[int]) -> list[SummaryRow]:
    """Melded cards, canasta bonuses, red 3s, going out, cards left, the totals (§3.14)."""
    items = []
    for side in result.sides:
        if side.natural_canastas or side.mixed_canastas:
            canastas = QCoreApplication.translate(
                "DealSummaryDialog", "{points} ({natural} natural, {mixed} mixed)"
            ).format(
                points=number(side.canastas),
                natural=side.natural_canastas,
                mixed=side.mixed_canastas,
            )
        else:
            canastas = number(side.canastas)
        going_out = number(side.going_out)
        if side.going_out and result.concealed:
            going_out = QCoreApplication.translate(
                "DealSummaryDialog", "{points} (concealed)"
            ).format(points=going_out)
        items.append(
            [number(side.melded), canastas, number(side.red3s), going_out, number(-side.hand)]
        )
    labels = [
        QCoreApplication.translate("DealSummaryDialog", "Melded cards"),
        QCoreApplication.translate("DealSummaryDialog", "Canasta bonuses"),
        QCoreApplication.translate("DealSummaryDialog", "Red 3s"),
        QCoreApplication.translate("DealSummaryDialog", "Going out"),
        QCoreApplication.translate("DealSummaryDialog", "Cards left in hand"),
        QCoreApplication.translate("DealSummaryDialog", "Deal total"),
        QCoreApplication.translate("DealSummaryDialog", "Game score"),
    ]
    return summary_table(labels, items, [side.total for side in result.sides], scores)


def ending_text(result: DealResult, names: Sequence[str]) -> str:
    """One sentence saying how the deal ended."""
    if result.reason == "out":
        side = side_out(result)
        if side is None:
            return QCoreApplication.translate("DealSummaryDialog", "A player went out.")
        if result.concealed:
            return QCoreApplication.translate(
                "DealSummaryDialog", "{side} went out concealed."
            ).format(side=names[side])
        return QCoreApplication.translate("DealSummaryDialog", "{side} went out.").format(
            side=names[side]
        )
    if result.reason == "stock_out":
        return QCoreApplication.translate(
            "DealSummaryDialog", "The stock ran out and the discard pile was not taken."
        )
    if result.reason == "stock_end":
        return QCoreApplication.translate(
            "DealSummaryDialog", "The stock ran out; the deal ended with that turn."
        )
    if result.reason == "last_red3":
        return QCoreApplication.translate(
            "DealSummaryDialog", "The last card of the stock was a red 3."
        )
    return QCoreApplication.translate("DealSummaryDialog", "The deal is over.")


def panel_html(session) -> str:
    """Each side's score and whether it has opened (or what it needs to open)."""
    obs = session.observation()
    rows = []
    for side in range(obs.config.n_sides):
        opened = (
            QCoreApplication.translate("TablePage", "opened")
            if obs.opened[side]
            else panel_needs(obs.minimums[side])
        )
        rows.append(panel_side(session, side, obs.scores[side], opened))
    return "".join(rows)


def side_plates(session) -> list[PlateView]:
    """Each side's plate: its score, its canastas (natural red, mixed black), the points its
    melds are worth on the table this deal (cards and canasta bonuses, §3.14 M and C), and
    what it still needs: its opening count (§3.8) or the canastas to go out (§3.12.1)."""
    obs = session.observation()
    plates = []
    for side in range(obs.config.n_sides):
        points = meld_points(obs.melds[side], CANASTA_BONUS)
        missing, melds_short = side_going_out_lacks(obs.config, obs.melds[side])
        if not obs.opened[side]:
            status = needs_to_open(obs.minimums[side])
        elif missing:
            status = _count(
                missing,
                QCoreApplication.translate("SidePlate", "Needs 1 more canasta"),
                QCoreApplication.translate("SidePlate", "Needs {n} more canastas"),
            )
        elif melds_short:
            # OPT-CAN-MELDS-TO-GO-OUT: the canastas are there, another meld is not (§3.12.1).
            status = _count(
                melds_short,
                QCoreApplication.translate("SidePlate", "Needs 1 more meld"),
                QCoreApplication.translate("SidePlate", "Needs {n} more melds"),
            )
            missing = melds_short
        else:
            status = QCoreApplication.translate("SidePlate", "Enough canastas to go out")
        details = [
            QCoreApplication.translate(
                "SidePlate", "On the table: {cards} in cards, {bonus} in canasta bonuses"
            ).format(cards=number(points.melded), bonus=number(points.bonus)),
            QCoreApplication.translate(
                "SidePlate", "Canastas: {natural} natural (red), {mixed} mixed (black)"
            ).format(natural=points.clean, mixed=points.dirty),
        ]
        plates.append(
            side_plate(
                session,
                side,
                obs.scores[side],
                (("red", number(points.clean)), ("black", number(points.dirty))),
                points.melded + points.bonus,
                status,
                obs.opened[side] and not missing,
                details,
            )
        )
    return plates


def _count(n: int, one: str, many: str) -> str:
    """``one`` for a count of one (a whole phrase: languages write the singular apart), else
    ``many`` with the count in the user's number format."""
    return one if n == 1 else many.format(n=number(n))
