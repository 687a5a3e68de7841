"""The score sheet: its table model, a read-only view of it, and how sides are named.

:class:`ScoreSheetModel` is a plain table model (one row per deal, one column per
side) so the main window can show the same sheet in a dialog, a dock or a chart.

A side is named by a string, or by the names of its players: then a column header lists
them one per line (three players' names in one line do not fit a column at six players)
and a sentence joins them with "&". Names are shown as typed, never as markup.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QTableView,
    QWidget,
)

from canasta_gui.app.listing import join_partners
from canasta_gui.app.widgets.new_game_dialog import side_name

_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _number(n: int) -> str:
    """A score in the user's number format (grouping as the language has it)."""
    return QLocale().toString(n)


def _signed(n: int) -> str:
    """Deal scores carry their sign so a gain and a loss read differently."""
    return "+" + _number(n) if n > 0 else _number(n)


def result_number(result: Any) -> int:
    """The 1-based number of a scored deal (Cassino scores a round)."""
    return (result.round if hasattr(result, "round") else result.deal) + 1


#: A side's name: one string, or its players' names.
SideName = str | Sequence[str]


def _members(name: SideName) -> list[str]:
    return [name] if isinstance(name, str) else [str(n) for n in name]


def sentence_names(side_names: Sequence[SideName], count: int) -> list[str]:
    """The names for sentences ("Ann & Bo"), completed with "Side A"... if too few were given."""
    return [join_partners(m) for m in side_members(side_names, count)]


def header_names(side_names: Sequence[SideName], count: int) -> list[str]:
    """The names for column headers: a side's players one per line."""
    return ["\n".join(m) for m in side_members(side_names, count)]


def side_members(side_names: Sequence[SideName], count: int) -> list[list[str]]:
    members = [_members(n) for n in side_names[:count]]
    # Sides given no names are named as the New game dialog names them; a side is a team
    # unless the named sides show that everyone plays alone.
    alone = bool(members) and all(len(m) == 1 for m in members)
    members += [[side_name(i, alone=alone)] for i in range(len(members), count)]
    return members


def fit_columns(view: QTableView) -> None:
    """Make ``view`` wide enough that every column shows its header and cells whole.

    The columns share the width equally (stretch), so each needs the widest one's room.
    """
    header = view.horizontalHeader()
    model = view.model()
    columns = model.columnCount() if model is not None else 0
    if not columns:
        return
    widest = max(max(header.sectionSizeHint(c), view.sizeHintForColumn(c)) for c in range(columns))
    vertical = view.verticalHeader().sizeHint().width() if view.verticalHeader().isVisible() else 0
    scroll = view.verticalScrollBar().sizeHint().width()
    view.setMinimumWidth(vertical + columns * widest + 2 * view.frameWidth() + scroll)


class ScoreSheetModel(QAbstractTableModel):
    """The cumulative score sheet: each cell shows the deal's score and the running total."""

    #: The deal's score of that side, as an int.
    DEAL_ROLE = Qt.ItemDataRole.UserRole + 1
    #: The side's cumulative total after that deal, as an int.
    TOTAL_ROLE = Qt.ItemDataRole.UserRole + 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._sides: list[str] = []
        self._numbers: list[int] = []  # deal numbers as shown (1-based)
        self._deal: list[tuple[int, ...]] = []
        self._total: list[tuple[int, ...]] = []
        self._deal_word: Callable[[int], str] | None = None

    def set_history(
        self,
        history: Sequence[Any],
        side_names: Sequence[SideName],
        deal_word: Callable[[int], str] | None = None,
    ) -> None:
        """Replace the sheet with ``history`` (every deal so far, in order); ``deal_word``
        names a row ("Deal 3", or Cassino's "Round 3")."""
        self.beginResetModel()
        self._deal_word = deal_word
        count = max((len(r.sides) for r in history), default=len(side_names))
        self._sides = header_names(side_names, count)
        self._numbers, self._deal, self._total = [], [], []
        running = [0] * count
        for result in history:
            totals = tuple(s.total for s in result.sides)
            running = [a + b for a, b in zip(running, totals, strict=False)]
            self._numbers.append(result_number(result))
            self._deal.append(totals)
            self._total.append(tuple(running))
        self.endResetModel()

    def retranslate(self) -> None:
        """Tell the views that every text changed (they are made in ``data()``)."""
        if self._deal:
            last = self.index(len(self._deal) - 1, len(self._sides) - 1)
            self.dataChanged.emit(self.index(0, 0), last)
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, len(self._deal) - 1)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._deal)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._sides)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = 0) -> Any:
        if not index.isValid() or index.column() >= len(self._sides):
            return None
        deal = self._deal[index.row()][index.column()]
        total = self._total[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self.tr("{deal} → {total}").format(deal=_signed(deal), total=_number(total))
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.tr("This deal: {deal}; total: {total}").format(
                deal=_signed(deal), total=_number(total)
            )
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(_RIGHT)
        if role == self.DEAL_ROLE:
            return deal
        if role == self.TOTAL_ROLE:
            return total
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self._sides[section] if 0 <= section < len(self._sides) else None
        if 0 <= section < len(self._numbers):
            number = self._numbers[section]
            if self._deal_word is not None:
                return self._deal_word(number)
            return self.tr("Deal {n}").format(n=number)
        return None


def score_sheet_view(model: ScoreSheetModel, parent: QWidget | None = None) -> QTableView:
    """A read-only table view of the sheet, columns sharing the width."""
    view = QTableView(parent)
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setAlternatingRowColors(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    view.setWordWrap(False)
    view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    view.scrollToBottom()
    fit_columns(view)
    return view
