"""The larger pieces every game's rules text builds alike: tables of a header and rows of two
cells, a row of "Rules at this table", and the controls (the gestures as a list, then the keys).
The words stay in each game's module, in its own translation context, since lupdate reads only
literal ``translate`` calls and translators may word the games apart."""

from __future__ import annotations

import html
from collections.abc import Sequence

from canasta_gui.app.games.rules_html import h3, keys_table, row, table


def labelled_table(headers: tuple[str, str], rows: Sequence[tuple[str, str]]) -> str:
    """A table with a header row, then one row a (label, value) pair."""
    return table([row(list(headers), header=True), *(row(list(cells)) for cells in rows)])


def option_row(label: str, value: str, help_text: str) -> str:
    """One option in "Rules at this table": its label and value, its help as the tooltip."""
    return row([html.escape(label), html.escape(value)], title=html.escape(help_text))


def controls(
    heading: str,
    gestures: Sequence[str],
    headers: tuple[str, str],
    keys: Sequence[tuple[str, str]],
) -> list[str]:
    """How to play with the mouse (a list of ``gestures``) and the keyboard (a table)."""
    return [
        h3(heading),
        "<ul>",
        *(f"<li>{item}</li>" for item in gestures),
        "</ul>",
        keys_table(headers, list(keys)),
    ]
