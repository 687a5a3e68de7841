"""The pieces the Saved games and Past games lists share: a line naming the files that
could not be read, and a read-only table that picks whole rows, one at a time."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableWidget, QWidget


def problem_label(name: str, parent: QWidget) -> QLabel:
    """A red, wrapping line for the files moved aside (paths and reasons shown as they are)."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(True)
    label.setStyleSheet("color: #b3261e;")
    return label


def game_table(rows: int, columns: int, stretch: int, parent: QWidget) -> QTableWidget:
    """A read-only table of games, one selected row at a time; ``stretch`` takes the spare width."""
    table = QTableWidget(rows, columns, parent)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setWordWrap(False)
    table.verticalHeader().hide()
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table
