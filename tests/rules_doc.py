"""Reading docs/rules.md in tests: its numbered sections and the Markdown tables inside them."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES_PATH = ROOT / "docs" / "rules.md"

#: A numbered heading: "## 3. Canasta", "#### 3.4.3 Red 3s in the deal".
HEADING = re.compile(r"^#{2,6}\s+(\d+(?:\.\d+)*)\.?\s", re.MULTILINE)
#: A section number as the project cites it: "§3.10.2", "§7".
CITATION = re.compile(r"§(\d+(?:\.\d+)*)")


def rules_text() -> str:
    return RULES_PATH.read_text(encoding="utf-8")


def headings(text: str | None = None) -> set[str]:
    """Every section number that has a heading."""
    return {m.group(1) for m in HEADING.finditer(rules_text() if text is None else text)}


def section(number: str, text: str | None = None) -> str:
    """The body of section ``number``, up to the next heading of any level."""
    text = rules_text() if text is None else text
    found = list(re.finditer(r"^#{2,6}\s.*$", text, re.MULTILINE))
    for i, m in enumerate(found):
        head = HEADING.match(m.group(0) + " ")
        if head and head.group(1) == number:
            end = found[i + 1].start() if i + 1 < len(found) else len(text)
            return text[m.end() : end]
    raise KeyError(number)


def tables(body: str) -> list[list[list[str]]]:
    """The Markdown tables of ``body``, each as rows of stripped cells (no separator row)."""
    out: list[list[list[str]]] = []
    current: list[list[str]] = []
    for line in [*body.splitlines(), ""]:
        line = line.strip()
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if not all(re.fullmatch(r":?-+:?", c) for c in cells):
                current.append(cells)
        elif current:
            out.append(current)
            current = []
    return out


def table(number: str, first_header: str) -> list[list[str]]:
    """The table of section ``number`` whose first header cell is ``first_header``."""
    for t in tables(section(number)):
        if t[0][0] == first_header:
            return t
    raise KeyError(f"§{number}: no table starting with {first_header!r}")


def number(cell: str) -> int:
    """A figure from a table cell: "1,500", "**5,000**", "+300"."""
    digits = re.sub(r"[*,+\s]", "", cell)
    return int(digits)
