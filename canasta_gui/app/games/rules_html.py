"""The small HTML pieces every game's rules text is built of (the Rules dialog shows them)."""

from __future__ import annotations

from PySide6.QtCore import QLocale


def number(value: int) -> str:
    """A figure as the current language writes numbers (1,500 / 1.500)."""
    return QLocale().toString(value)


def h2(text: str) -> str:
    return f"<h2>{text}</h2>"


def h3(text: str) -> str:
    return f"<h3>{text}</h3>"


def para(text: str) -> str:
    return f"<p>{text}</p>"


def row(cells: list[str], header: bool = False, title: str = "") -> str:
    """One table row; ``title`` becomes its tooltip."""
    tag = "th" if header else "td"
    attr = f' title="{title}"' if title else ""
    inner = "".join(f'<{tag} align="left">{c}</{tag}>' for c in cells)
    return f"<tr{attr}>{inner}</tr>"


def table(rows: list[str]) -> str:
    return '<table border="0" cellspacing="0" cellpadding="3">' + "".join(rows) + "</table>"


def keys_table(headers: tuple[str, str], keys: list[tuple[str, str]]) -> str:
    """The keyboard table: a header row (key, action), then one row a key in bold."""
    rows = [row(list(headers), header=True)]
    rows += [row([f"<b>{key}</b>", action]) for key, action in keys]
    return table(rows)
