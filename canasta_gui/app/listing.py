"""Names and items joined into one phrase, in the user's language.

English joins partners with "&" ("Ann & Bo") and lists with commas ("2, 3, 4"); Japanese
writes ・ between partners and 、 in a list. The joins are whole patterns a translator can
reorder, applied from the right: "Ann, Bo & Cy" is the list pattern around the pair pattern.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication


def join_partners(names: Sequence[str]) -> str:
    """The players of one side as one name: "Ann & Bo", "Ann, Bo & Cy"."""
    names = [str(n) for n in names]
    if not names:
        return ""
    out = names[-1]
    if len(names) > 1:
        out = QCoreApplication.translate(
            "Lists", "{first} & {second}", "the last two players of one side, as one name"
        ).format(first=names[-2], second=out)
    for name in reversed(names[:-2]):
        out = QCoreApplication.translate(
            "Lists", "{first}, {rest}", "the earlier players of one side, as one name"
        ).format(first=name, rest=out)
    return out


def join_items(items: Sequence[str]) -> str:
    """A plain enumeration: "2, 3, 4"; the sides of a draw; the settings that were reset."""
    items = [str(i) for i in items]
    if not items:
        return ""
    out = items[-1]
    for item in reversed(items[:-1]):
        out = QCoreApplication.translate(
            "Lists", "{first}, {rest}", "one item of a list, then the rest of the list"
        ).format(first=item, rest=out)
    return out


def said_by(name: str, text: str) -> str:
    """What a player did or said, their name in front: "Ann: draws" (ja 「Ann：引く」)."""
    return QCoreApplication.translate(
        "Lists", "{name}: {text}", "a player's name in front of what they did or said"
    ).format(name=name, text=text)


def field_label(label: str) -> str:
    """A form field's label with the language's colon: "Upcard:" (ja 「アップカード：」)."""
    return QCoreApplication.translate("Lists", "{label}:", "a form field's label").format(
        label=label
    )
