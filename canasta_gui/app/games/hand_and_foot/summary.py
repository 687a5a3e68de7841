"""How a Hand and Foot deal's score is itemised, how it ended, and the side panel's lines.

docs/rules.md §4.12: a side scores M (its melded cards) + B (book bonuses) + R (red 3s)
+ G (going out) - H (cards left in hands and in feet never picked up).
"""

from __future__ import annotations

import html
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
from canasta_gui.app.listing import join_items
from canasta_gui.app.scene.side_plate import PlateView
from canasta_gui.engine.hand_and_foot.goout import books_missing, feet_allow_going_out
from canasta_gui.engine.hand_and_foot.options import BOOK_BONUS
from canasta_gui.engine.hand_and_foot.state import DealResult, book_counts
from canasta_gui.engine.rummy.scoring import meld_points


def summary_rows(result: DealResult, scores: Sequence[int]) -> list[SummaryRow]:
    """Every scoring item of §4.12 per side, then the deal's total and the game score."""
    items = []
    for side in result.sides:
        left = number(-side.hand)
        if side.foot:
            left = QCoreApplication.translate(
                "HandFootSummary", "{points} ({foot} in a foot)"
            ).format(points=left, foot=number(-side.foot))
        items.append(
            [
                number(side.melded),
                # Counts of books, not points: in parentheses (one row each fits any language).
                f"({number(side.clean_books)})",
                f"({number(side.dirty_books)})",
                f"({number(side.wild_books)})",
                number(side.books),
                number(side.red3s),
                number(side.going_out),
                left,
            ]
        )
    labels = [
        QCoreApplication.translate("HandFootSummary", "Melded cards"),
        QCoreApplication.translate("HandFootSummary", "Clean books"),
        QCoreApplication.translate("HandFootSummary", "Dirty books"),
        QCoreApplication.translate("HandFootSummary", "Wild books"),
        QCoreApplication.translate("HandFootSummary", "Book bonuses"),
        QCoreApplication.translate("HandFootSummary", "Red 3s"),
        QCoreApplication.translate("HandFootSummary", "Going out"),
        QCoreApplication.translate("HandFootSummary", "Cards left in hands and feet"),
        QCoreApplication.translate("HandFootSummary", "Deal total"),
        QCoreApplication.translate("HandFootSummary", "Game score"),
    ]
    return summary_table(labels, items, [side.total for side in result.sides], scores)


def ending_text(result: DealResult, names: Sequence[str]) -> str:
    """One sentence saying how the deal ended (§4.11)."""
    if result.reason == "out":
        side = side_out(result)
        if side is None:
            return QCoreApplication.translate("HandFootSummary", "A player went out.")
        return QCoreApplication.translate("HandFootSummary", "{side} went out.").format(
            side=names[side]
        )
    return QCoreApplication.translate(
        "HandFootSummary", "The stock ran out, so the deal ended without anyone going out."
    )


def books_needed(books: tuple[int, int, int]) -> str:
    """What a side still needs to go out (§4.10.2 a): only the books missing, or that it has
    them all."""
    need = books_missing(books)
    if not any(need):
        return QCoreApplication.translate("HandFootSummary", "Has the books to go out")
    return QCoreApplication.translate(
        "HandFootSummary", "Books still needed to go out: {books}"
    ).format(books=_books_in_words(need))


def _books_in_words(need: tuple[int, int, int]) -> str:
    """The books missing, only the kinds with a count, joined as the language lists things."""
    words = (
        QCoreApplication.translate("HandFootSummary", "{n} clean"),
        QCoreApplication.translate("HandFootSummary", "{n} dirty"),
        QCoreApplication.translate("HandFootSummary", "{n} wild"),
    )
    return join_items([word.format(n=n) for word, n in zip(words, need, strict=True) if n])


def panel_html(session) -> str:
    """The deal and its minimum count, then each side's score, opening and books (§4.7)."""
    obs = session.observation()
    lines = [
        "<p>"
        + html.escape(
            QCoreApplication.translate(
                "HandFootSummary", "Deal {n} of {deals} · minimum count {minimum}"
            ).format(n=obs.deal_no + 1, deals=obs.config.deals, minimum=obs.minimum)
        )
        + "</p>"
    ]
    if obs.deal_no + 1 >= obs.config.deals:
        # The game ends with this deal (§4.13): a player plans for it.
        last = QCoreApplication.translate("HandFootSummary", "The last deal of the game")
        lines.append(f"<p><b>{html.escape(last)}</b></p>")
    for side in range(obs.config.n_sides):
        opened = (
            QCoreApplication.translate("HandFootSummary", "minimum met")
            if obs.opened[side]
            else panel_needs(obs.minimum)
        )
        counts = book_counts(obs.books[side])
        books = QCoreApplication.translate(
            "HandFootSummary", "Books: {clean} clean, {dirty} dirty, {wild} wild"
        ).format(clean=counts[0], dirty=counts[1], wild=counts[2])
        lines.append(
            panel_side(session, side, obs.scores[side], opened, books, books_needed(counts))
        )
    return "".join(lines)


def side_plates(session) -> list[PlateView]:
    """Each side's plate: its score, its books (clean red, dirty black, wild gold: §4.6.5),
    the points its melds and books are worth on the table this deal (§4.12 M and B), and
    what it still needs: the deal's minimum count to open (§4.7), the books missing to go
    out (§4.10.2 a) or its partners' feet (§4.10.2 b), as the engine counts them."""
    obs = session.observation()
    plates = []
    sides = range(obs.config.n_sides)
    partners = [[p for p, s in enumerate(obs.config.side_of) if s == side] for side in sides]
    for side in range(obs.config.n_sides):
        counts = book_counts(obs.books[side])
        points = meld_points((*obs.melds[side], *obs.books[side]), BOOK_BONUS)
        need = books_missing(counts)
        feet = not feet_allow_going_out(obs.foot_down, obs.foot_played, partners[side])
        if not obs.opened[side]:
            status = needs_to_open(obs.minimum)
        elif any(need):
            status = QCoreApplication.translate("SidePlate", "Needs {books}").format(
                books=_books_in_words(need)
            )
        elif feet:
            # The books are there; going out waits for both partners' feet (§4.10.2 b).
            status = QCoreApplication.translate("SidePlate", "Books done; feet to play")
        else:
            status = QCoreApplication.translate("SidePlate", "Enough books to go out")
        details = [
            QCoreApplication.translate(
                "SidePlate", "On the table: {cards} in cards, {bonus} in book bonuses"
            ).format(cards=number(points.melded), bonus=number(points.bonus)),
            QCoreApplication.translate(
                "HandFootSummary", "Books: {clean} clean, {dirty} dirty, {wild} wild"
            ).format(clean=counts[0], dirty=counts[1], wild=counts[2]),
            books_needed(counts),
        ]
        # The counts only: the status line says which books are still missing.
        marks = tuple(
            (kind, number(n)) for kind, n in zip(("red", "black", "wild"), counts, strict=True)
        )
        plates.append(
            side_plate(
                session,
                side,
                obs.scores[side],
                marks,
                points.melded + points.bonus,
                status,
                obs.opened[side] and not any(need) and not feet,
                details,
            )
        )
    return plates
