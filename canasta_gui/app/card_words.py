"""Cards and places on the table in words, for screen readers (issue 19).

A picture of a card says its rank and suit at a glance; a screen reader needs them said:
"Queen of hearts", "Meld of kings, 5 cards, 1 wild". Every word is translated here, so a
name is whole in the user's language (no English rank or suit inside a Japanese sentence).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from canasta_gui.engine.cards import JOKER, JOKER_RANK


def rank_word(rank: int) -> str:
    """A rank as said of one card: "Queen", "7", "Ace" (``JOKER_RANK``: "Joker")."""
    words = {
        0: QCoreApplication.translate("CardWords", "2", "a card's rank, as in '2 of clubs'"),
        1: QCoreApplication.translate("CardWords", "3", "a card's rank, as in '3 of clubs'"),
        2: QCoreApplication.translate("CardWords", "4", "a card's rank, as in '4 of clubs'"),
        3: QCoreApplication.translate("CardWords", "5", "a card's rank, as in '5 of clubs'"),
        4: QCoreApplication.translate("CardWords", "6", "a card's rank, as in '6 of clubs'"),
        5: QCoreApplication.translate("CardWords", "7", "a card's rank, as in '7 of clubs'"),
        6: QCoreApplication.translate("CardWords", "8", "a card's rank, as in '8 of clubs'"),
        7: QCoreApplication.translate("CardWords", "9", "a card's rank, as in '9 of clubs'"),
        8: QCoreApplication.translate("CardWords", "10", "a card's rank, as in '10 of clubs'"),
        9: QCoreApplication.translate("CardWords", "Jack", "a card's rank, as in 'Jack of clubs'"),
        10: QCoreApplication.translate(
            "CardWords", "Queen", "a card's rank, as in 'Queen of clubs'"
        ),
        11: QCoreApplication.translate("CardWords", "King", "a card's rank, as in 'King of clubs'"),
        12: QCoreApplication.translate("CardWords", "Ace", "a card's rank, as in 'Ace of clubs'"),
        JOKER_RANK: QCoreApplication.translate("CardWords", "Joker"),
    }
    return words[rank]


def rank_plural(rank: int) -> str:
    """A meld's rank as the meld is named: "kings", "sevens"; Hand and Foot's wild meld:
    "wild cards" (any rank the engine does not know: the wild meld)."""
    words = {
        0: QCoreApplication.translate("CardWords", "twos", "a meld's rank: 'Meld of twos'"),
        1: QCoreApplication.translate("CardWords", "threes", "a meld's rank: 'Meld of threes'"),
        2: QCoreApplication.translate("CardWords", "fours", "a meld's rank: 'Meld of fours'"),
        3: QCoreApplication.translate("CardWords", "fives", "a meld's rank: 'Meld of fives'"),
        4: QCoreApplication.translate("CardWords", "sixes", "a meld's rank: 'Meld of sixes'"),
        5: QCoreApplication.translate("CardWords", "sevens", "a meld's rank: 'Meld of sevens'"),
        6: QCoreApplication.translate("CardWords", "eights", "a meld's rank: 'Meld of eights'"),
        7: QCoreApplication.translate("CardWords", "nines", "a meld's rank: 'Meld of nines'"),
        8: QCoreApplication.translate("CardWords", "tens", "a meld's rank: 'Meld of tens'"),
        9: QCoreApplication.translate("CardWords", "jacks", "a meld's rank: 'Meld of jacks'"),
        10: QCoreApplication.translate("CardWords", "queens", "a meld's rank: 'Meld of queens'"),
        11: QCoreApplication.translate("CardWords", "kings", "a meld's rank: 'Meld of kings'"),
        12: QCoreApplication.translate("CardWords", "aces", "a meld's rank: 'Meld of aces'"),
    }
    return words.get(rank) or QCoreApplication.translate(
        "CardWords", "wild cards", "Hand and Foot's meld of wild cards only"
    )


def suit_word(suit: int) -> str:
    """A suit as said of one card: "clubs", "diamonds", "hearts", "spades"."""
    return (
        QCoreApplication.translate("CardWords", "clubs", "a suit, as in '7 of clubs'"),
        QCoreApplication.translate("CardWords", "diamonds", "a suit, as in '7 of diamonds'"),
        QCoreApplication.translate("CardWords", "hearts", "a suit, as in '7 of hearts'"),
        QCoreApplication.translate("CardWords", "spades", "a suit, as in '7 of spades'"),
    )[suit]


def card_name(card: int) -> str:
    """One card in words: "Queen of hearts", "7 of clubs", "Joker"; -1: a face-down card."""
    if card < 0:
        return QCoreApplication.translate("CardWords", "Face-down card")
    if card == JOKER:
        return rank_word(JOKER_RANK)
    return QCoreApplication.translate(
        "CardWords", "{rank} of {suit}", "a card: 'Queen of hearts'"
    ).format(rank=rank_word(card >> 2), suit=suit_word(card & 3))


def cards_count(count: int) -> str:
    """ "1 card", "12 cards"."""
    if count == 1:
        return QCoreApplication.translate("CardWords", "1 card")
    return QCoreApplication.translate("CardWords", "{count} cards", "more than one card").format(
        count=count
    )


def joined(*parts: str) -> str:
    """Parts of a spoken name in one line: "Queen of hearts, selected"."""
    sep = QCoreApplication.translate("CardWords", ", ", "between the parts of a spoken card name")
    return sep.join(p for p in parts if p)
