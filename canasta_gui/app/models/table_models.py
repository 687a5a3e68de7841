"""Qt models over one seat's observation of a rummy game: hand, melds, pile, red 3s, seats.

Each model is refreshed from the session with ``update`` and resets itself; the
table scene and the side panel read them, never the engine state directly. Only
public cards and the bottom seat's own hand ever reach a model, and the hand
only while it is revealed, so a hidden hand cannot be drawn by mistake.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from canasta_gui.engine.canasta.state import Observation
from canasta_gui.engine.cards import card_code, is_wild, sort_key, suit_of

CardRole = Qt.ItemDataRole.UserRole + 1
CardsRole = Qt.ItemDataRole.UserRole + 2
SideRole = Qt.ItemDataRole.UserRole + 3
RankRole = Qt.ItemDataRole.UserRole + 4
CanastaRole = Qt.ItemDataRole.UserRole + 5
SeatRole = Qt.ItemDataRole.UserRole + 6
ThinkingRole = Qt.ItemDataRole.UserRole + 7

Index = QModelIndex | QPersistentModelIndex

HIDDEN = -1  # a card drawn face down


class _ListModel(QAbstractListModel):
    """A list of plain rows with a ``data`` lookup per role."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[dict] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        return self._rows[index.row()].get(role)

    def _reset(self, rows: list[dict]) -> None:
        if rows == self._rows:
            return  # nothing moved: spare the views a rebuild
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def rows(self) -> list[dict]:
        return list(self._rows)


def suit_sort_key(card: int) -> tuple[int, int]:
    """Hand order by suit, then rank; wild cards still grouped at the end."""
    if is_wild(card):
        return (9, card)
    return (suit_of(card), sort_key(card)[0])


class HandModel(_ListModel):
    """The bottom seat's hand in display order, or face-down cards when hidden."""

    SORTS = ("rank", "suit")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sort_mode = "rank"
        self.revealed = False
        self._cards: tuple[int, ...] = ()

    def update(self, cards: tuple[int, ...], revealed: bool, count: int) -> None:
        self.revealed = revealed
        self._cards = cards if revealed else (HIDDEN,) * count
        self._refresh()

    def set_sort(self, mode: str) -> None:
        self.sort_mode = mode if mode in self.SORTS else "rank"
        self._refresh()

    def _refresh(self) -> None:
        cards = list(self._cards)
        if self.revealed:
            cards.sort(key=sort_key if self.sort_mode == "rank" else suit_sort_key)
        self._reset([_card_row(c) for c in cards])

    def cards(self) -> list[int]:
        return [r[CardRole] for r in self._rows]


def _card_row(card: int) -> dict:
    code = card_code(card) if card != HIDDEN else ""
    return {Qt.ItemDataRole.DisplayRole: code, CardRole: card}


class MeldsModel(_ListModel):
    """Every side's melds, in rank order: cards, rank and canasta kind per row."""

    def update(self, obs: Observation) -> None:
        rows = []
        for side, melds in enumerate(obs.melds):
            for m in melds:
                kind = None
                if m.is_canasta:
                    kind = "natural" if m.is_natural else "mixed"
                rows.append(
                    {
                        Qt.ItemDataRole.DisplayRole: f"{len(m.cards)}",
                        SideRole: side,
                        RankRole: m.rank,
                        CardsRole: m.cards,
                        CanastaRole: kind,
                    }
                )
        self._reset(rows)

    def of_side(self, side: int) -> list[dict]:
        return [r for r in self._rows if r[SideRole] == side]


class PileModel(_ListModel):
    """The discard pile, bottom first, with its frozen and blocked state."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.freeze_index = -1
        self.frozen = False
        self.frozen_for_me = False
        self.blocked = False
        self.stock = 0

    def update(self, obs: Observation) -> None:
        # Hand and Foot's pile never freezes: its observation has no such fields.
        self.freeze_index = getattr(obs, "freeze_index", -1)
        self.frozen = getattr(obs, "pile_frozen", False)
        self.frozen_for_me = getattr(obs, "frozen_for_me", False)
        self.blocked = getattr(obs, "pile_blocked", False)
        self.stock = obs.stock_size
        rows = [_card_row(c) for c in obs.pile]
        # Stock and frozen state change without the cards changing: always reset.
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def cards(self) -> list[int]:
        return [r[CardRole] for r in self._rows]


class Red3Model(_ListModel):
    """Each side's red 3s, laid face up beside its melds."""

    def update(self, obs: Observation) -> None:
        rows = []
        for side, cards in enumerate(obs.red3s):
            for c in cards:
                row = _card_row(c)
                row[SideRole] = side
                rows.append(row)
        self._reset(rows)


class SeatsModel(_ListModel):
    """One row per seat: name, side, cards in hand, and whose turn it is."""

    def update(self, obs: Observation, names: list[str], thinking: int) -> None:
        rows = []
        for seat, name in enumerate(names):
            rows.append(
                {
                    Qt.ItemDataRole.DisplayRole: name,
                    SeatRole: seat,
                    SideRole: obs.config.side_of[seat],
                    CardRole: obs.hand_sizes[seat],
                    ThinkingRole: thinking == seat,
                }
            )
        self._reset(rows)
