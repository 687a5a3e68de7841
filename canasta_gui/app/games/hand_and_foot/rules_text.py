"""The Rules dialog's text for Hand and Foot: how to play, the rules at this table, the controls.

The text summarises docs/rules.md §4 in plain words, the way Canasta's ``RulesDialog`` does for
§3: each paragraph or table row is its own translatable string (context "HandFootRules", HTML
allowed), so translators work on small units, and every figure (deal sizes, minimum counts,
book bonuses, card values, the cards taken with the pile ...) is read from the engine and put
into the text through ``QLocale``, so the text cannot drift from the rules the game plays.
Where a rule option changes a rule, the paragraph describing it follows the table's option
(the defaults when there is no table), and "Rules at this table" lists every option.

lupdate reads only literal ``QCoreApplication.translate("HandFootRules", "...")`` calls, so the
call is spelled out each time rather than hidden behind a helper.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from canasta_gui.app.games import rules_tables
from canasta_gui.app.games.hand_and_foot import option_texts
from canasta_gui.app.games.rules_html import h2 as _h2
from canasta_gui.app.games.rules_html import h3 as _h3
from canasta_gui.app.games.rules_html import number as _n
from canasta_gui.app.games.rules_html import para as _p
from canasta_gui.app.games.rules_html import row as _row
from canasta_gui.app.games.rules_html import table as _table
from canasta_gui.engine.cards import JOKER, KING, RED3_KINDS, RUMMY_VALUE, SEVEN, TWO, kind
from canasta_gui.engine.hand_and_foot.options import (
    BOOK_BONUS,
    BOOKS_TO_GO_OUT,
    DEALS,
    DECKS,
    DRAW_COUNT,
    FOOT_SIZE,
    GOING_OUT_BONUS,
    HAND_SIZE,
    MINIMUMS,
    N_CARDS,
    OPTION_SPECS,
    PLAYERS,
    RED3_BONUS,
    HandFootConfig,
)
from canasta_gui.engine.rummy.meld_rules import COMPLETE, MeldRules


def _most_wild(rules: MeldRules, size: int) -> int:
    """The most wild cards a rank meld of ``size`` cards may hold (docs/rules.md §4.6.2)."""
    return max(w for w in range(size + 1) if w <= rules.capacity(size - w))


@dataclass(frozen=True)
class HandFootFigures:
    """The numbers the text quotes, as the engine has them (docs/rules.md §2.2, §4)."""

    players: int
    decks: int
    cards: int
    hand: int
    foot: int
    draw: int
    deals: int
    #: The minimum count of deal 1, 2, 3 and 4 (§4.7).
    minimums: tuple[int, ...]
    #: Cards in a book, the most any meld may hold (§4.6.4-§4.6.5).
    book: int
    #: The most wild cards in a rank meld of 3 to 5 cards, and of 6 or 7 (§4.6.2).
    wild_small: int
    wild_large: int
    clean_book: int
    dirty_book: int
    wild_book: int
    red3: int
    going_out: int
    #: Books a side needs to go out: clean, dirty, wild (§4.10.2 a).
    books_to_go_out: tuple[int, int, int]
    #: Cards a pile take picks up; 0 means the whole pile (§4.8.2, OPT-HF-PICKUP).
    pickup: int
    #: Card values: joker; 2 and ace; king down to 8; 7 down to 4 and black 3 (§2.2).
    card_values: tuple[int, int, int, int]
    #: What a red 3 left in a hand or unplayed foot counts against its side (OPT-HF-RED3-LEFT).
    red3_left: int


def rules_figures(config: HandFootConfig | None = None) -> HandFootFigures:
    """Ask the engine for every figure the text shows; the table's options apply when
    ``config`` is given, the defaults otherwise."""
    cfg = config if config is not None else HandFootConfig.make()
    return HandFootFigures(
        players=PLAYERS,
        decks=DECKS,
        cards=N_CARDS,
        hand=HAND_SIZE,
        foot=FOOT_SIZE,
        draw=DRAW_COUNT,
        deals=DEALS,
        minimums=tuple(MINIMUMS),
        book=COMPLETE,
        wild_small=_most_wild(cfg.meld_rules, 5),
        wild_large=_most_wild(cfg.meld_rules, COMPLETE),
        clean_book=BOOK_BONUS["clean"],
        dirty_book=BOOK_BONUS["dirty"],
        wild_book=BOOK_BONUS["wild"],
        red3=RED3_BONUS,
        going_out=GOING_OUT_BONUS,
        books_to_go_out=(
            BOOKS_TO_GO_OUT["clean"],
            BOOKS_TO_GO_OUT["dirty"],
            BOOKS_TO_GO_OUT["wild"],
        ),
        pickup=cfg.pickup,
        card_values=(
            RUMMY_VALUE[JOKER],
            RUMMY_VALUE[kind(TWO, 0)],
            RUMMY_VALUE[kind(KING, 0)],
            RUMMY_VALUE[kind(SEVEN, 0)],
        ),
        red3_left=cfg.hand_values[RED3_KINDS[0]],
    )


def rules_html(config: HandFootConfig | None = None) -> str:
    """The whole text as HTML: how to play, the rules at this table (with ``config``) and
    the controls."""
    cfg = config if config is not None else HandFootConfig.make()
    parts = [
        _h2(QCoreApplication.translate("HandFootRules", "How to play Hand and Foot")),
        *_summary(cfg, rules_figures(cfg)),
    ]
    if config is not None:
        parts += _table_rules(config)
    parts += _controls()
    return "\n".join(parts)


def _summary(cfg: HandFootConfig, f: HandFootFigures) -> list[str]:
    out: list[str] = []
    h = out.append

    # §4.1, §4.13
    h(_h3(QCoreApplication.translate("HandFootRules", "The aim")))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "Hand and Foot is a rummy game for {players} players in two partnerships: "
                "partners sit opposite and share their melds, books, red 3s and score. You "
                "score by laying down <b>melds</b> of cards of one rank and above all by "
                "completing <b>books</b>, melds of {book} cards. Each player plays through two "
                "sets of cards, first the <b>hand</b>, then the <b>foot</b>. A game is {deals} "
                "deals; after the last one the side with the higher total wins.",
            ).format(players=_n(f.players), book=_n(f.book), deals=_n(f.deals))
        )
    )

    # §4.1, §4.3
    h(_h3(QCoreApplication.translate("HandFootRules", "The cards and the deal")))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "{decks} decks, jokers included, are shuffled together: {cards} cards. Each "
                "player is dealt a hand of {hand} cards to play with, and a foot of {foot} "
                "cards that stays face down, unseen even by its owner, until the hand is used "
                "up. The rest of the cards are the stock.",
            ).format(decks=_n(f.decks), cards=_n(f.cards), hand=_n(f.hand), foot=_n(f.foot))
        )
    )
    if cfg.bury_upcard:
        upcard = QCoreApplication.translate(
            "HandFootRules",
            "The top card of the stock is turned up to start the discard pile. A 3 or a wild "
            "card turned up is shuffled back into the stock and another card is turned.",
        )
    else:
        upcard = QCoreApplication.translate(
            "HandFootRules", "No card is turned up: the first discard starts the discard pile."
        )
    h(_p(upcard))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "The player on the dealer's left plays first, and play goes clockwise.",
            )
        )
    )

    # §4.4
    h(_h3(QCoreApplication.translate("HandFootRules", "Your turn")))
    steps = [
        QCoreApplication.translate(
            "HandFootRules",
            "<b>Draw</b> {draw} cards from the stock, or take the discard pile (see below).",
        ).format(draw=_n(f.draw)),
        QCoreApplication.translate(
            "HandFootRules",
            "<b>Red 3s</b>: lay out every red 3 you hold and draw a card from the stock for each.",
        ),
        QCoreApplication.translate(
            "HandFootRules",
            "<b>Meld</b>: put down new melds and add cards to your side's melds, as many as "
            "you like (or none).",
        ),
        QCoreApplication.translate(
            "HandFootRules",
            "<b>Discard</b> one card onto the pile; any card may be discarded, wild cards and "
            "black 3s too. Then the player on your left plays.",
        ),
    ]
    h("<ol>" + "".join(f"<li>{step}</li>" for step in steps) + "</ol>")

    # §4.6
    h(_h3(QCoreApplication.translate("HandFootRules", "Melds and books")))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "A meld is three or more cards of one rank from 4 to ace; suits do not matter "
                "and sequences are not melds. <b>Jokers and 2s are wild</b>. A meld needs at "
                "least two natural cards for every wild card in it: a meld of 3 to 5 cards may "
                "hold {small} wild card, a meld of 6 or 7 cards {large}. A <b>wild meld</b> is "
                "made of wild cards only.",
            ).format(small=_n(f.wild_small), large=_n(f.wild_large))
        )
    )
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "No meld may hold more than {book} cards. A meld that reaches {book} cards is "
                "complete: it becomes a <b>book</b>, and nothing more can be added to it. A "
                "<b>clean</b> book has natural cards only, a <b>dirty</b> book has wild cards "
                "too, and a <b>wild</b> book has wild cards only.",
            ).format(book=_n(f.book))
        )
    )
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "Your side may have only one unfinished meld of each rank, and one unfinished "
                "wild meld. Completing a book frees its rank: the side may then start a new "
                "meld of it. Either partner may add to the side's melds; cards on the table "
                "stay there, and nobody touches the opponents' melds.",
            )
        )
    )

    # §4.5
    h(_h3(QCoreApplication.translate("HandFootRules", "Red and black 3s")))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "<b>Red 3s</b> are laid out as soon as you hold them, also those in a foot you "
                "pick up, and each is replaced from the stock. They are never melded or "
                "discarded, and each earns your side {red3}.",
            ).format(red3=_n(f.red3))
        )
    )
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "<b>Black 3s</b> are never melded, not even to go out: they can only be "
                "discarded. While a black 3 is on top of the pile, nobody may take it.",
            )
        )
    )

    # §4.7, §2.2
    h(_h3(QCoreApplication.translate("HandFootRules", "The first meld: the minimum count")))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "In every deal your side's first melds must be put down in one go, and the "
                "values of their cards must add up to at least the minimum count of that deal. "
                "Several melds may be combined; bonuses do not count. Once your side has "
                "opened, both partners meld freely for the rest of the deal.",
            )
        )
    )
    rows = [
        _row(
            [
                QCoreApplication.translate("HandFootRules", "Deal"),
                QCoreApplication.translate("HandFootRules", "Minimum count"),
            ],
            header=True,
        )
    ]
    rows += [_row([_n(deal), _n(minimum)]) for deal, minimum in enumerate(f.minimums, 1)]
    h(_table(rows))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules", "Card values, used for the minimum count and for scoring:"
            )
        )
    )
    joker, two_ace, high, low = f.card_values
    h(
        rules_tables.labelled_table(
            (
                QCoreApplication.translate("HandFootRules", "Card"),
                QCoreApplication.translate("HandFootRules", "Value"),
            ),
            [
                (QCoreApplication.translate("HandFootRules", "Joker"), _n(joker)),
                (QCoreApplication.translate("HandFootRules", "2, ace"), _n(two_ace)),
                (QCoreApplication.translate("HandFootRules", "King down to 8"), _n(high)),
                (QCoreApplication.translate("HandFootRules", "7 down to 4, black 3"), _n(low)),
                (
                    QCoreApplication.translate("HandFootRules", "Red 3"),
                    QCoreApplication.translate(
                        "HandFootRules",
                        "{red3} as a bonus once laid out; {left} if left in a hand or foot",
                    ).format(red3=_n(f.red3), left=_n(f.red3_left)),
                ),
            ],
        )
    )

    # §4.8
    h(_h3(QCoreApplication.translate("HandFootRules", "Taking the discard pile")))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "To take the pile you must hold <b>two natural cards</b> of the top card's "
                "rank and put the top card down with them at once, in a new meld or on your "
                "side's unfinished meld of that rank. A natural card and a wild card are not "
                "enough. A wild card on top needs two wild cards from your hand, for a wild "
                "meld. Nobody may take the pile while a black 3 is on top. The pile is never "
                "frozen.",
            )
        )
    )
    if f.pickup:
        pickup = QCoreApplication.translate(
            "HandFootRules",
            "You take the top {count} cards of the pile, the top card included (the whole "
            "pile if it has fewer): the top card is melded and the others go into your hand.",
        ).format(count=_n(f.pickup))
    else:
        pickup = QCoreApplication.translate(
            "HandFootRules",
            "You take the whole pile: the top card is melded and the others go into your hand.",
        )
    h(_p(pickup))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "If your side has not opened yet, it must open in the same move, and only the "
                "top card of the pile counts towards the minimum; the other cards taken never "
                "count.",
            )
        )
    )

    # §4.9, §4.10.4
    h(_h3(QCoreApplication.translate("HandFootRules", "The foot")))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "When your hand runs out, you pick up your foot and play on with it. If your "
                "hand ran out while you were melding, you may keep melding from the foot this "
                "turn; if your discard emptied it, your turn is over. You cannot go out while "
                "you are still on your hand.",
            )
        )
    )

    # §4.10
    clean, dirty, wild = f.books_to_go_out
    h(_h3(QCoreApplication.translate("HandFootRules", "Going out")))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "Only a player on their foot can go out, by getting rid of their last card; "
                "this ends the deal. Your side first needs at least these books: {clean} "
                "clean, {dirty} dirty and {wild} wild. Your partner must also have picked up "
                "their foot and played from it at least once.",
            ).format(clean=_n(clean), dirty=_n(dirty), wild=_n(wild))
        )
    )
    if cfg.final_discard:
        last = QCoreApplication.translate(
            "HandFootRules",
            "You may go out by melding your last cards, or by discarding your last card, "
            "whatever it is.",
        )
    else:
        last = QCoreApplication.translate(
            "HandFootRules",
            "You must go out by melding your last cards: going out with a discard is not "
            "allowed, so you never keep a single card.",
        )
    h(_p(last))
    if cfg.permission_required:
        ask = QCoreApplication.translate(
            "HandFootRules",
            "You also need your partner's permission: ask “Partner, may I go out?” during "
            "your turn, once per turn, even before drawing. A “yes” allows you to go out this "
            "turn but does not oblige you; after a “no” you may not go out this turn.",
        )
    else:
        ask = QCoreApplication.translate(
            "HandFootRules",
            "Asking your partner “May I go out?” is optional: once per turn, after drawing, "
            "and only when you are able to go out. After a “yes” you must go out this turn; "
            "after a “no” you may not.",
        )
    h(_p(ask))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "While you are on your foot and may not go out yet, you may not empty your "
                "hand: keep at least one card after your discard.",
            )
        )
    )

    # §4.11
    h(_h3(QCoreApplication.translate("HandFootRules", "When the stock runs out")))
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "If fewer than {draw} cards are left, you draw what is left. A red 3 that "
                "cannot be replaced is simply laid out. A player whose turn starts with an "
                "empty stock may still take the pile if they can; otherwise the deal ends, and "
                "nobody scores for going out.",
            ).format(draw=_n(f.draw))
        )
    )

    # §4.12, §4.13
    h(_h3(QCoreApplication.translate("HandFootRules", "Scoring a deal")))
    h(
        rules_tables.labelled_table(
            (
                QCoreApplication.translate("HandFootRules", "Item"),
                QCoreApplication.translate("HandFootRules", "Points"),
            ),
            [
                (
                    QCoreApplication.translate(
                        "HandFootRules", "Cards in your side's melds and books"
                    ),
                    QCoreApplication.translate("HandFootRules", "plus their values"),
                ),
                (
                    QCoreApplication.translate("HandFootRules", "Each clean book"),
                    "+" + _n(f.clean_book),
                ),
                (
                    QCoreApplication.translate("HandFootRules", "Each dirty book"),
                    "+" + _n(f.dirty_book),
                ),
                (
                    QCoreApplication.translate("HandFootRules", "Each wild book"),
                    "+" + _n(f.wild_book),
                ),
                (
                    QCoreApplication.translate("HandFootRules", "Each red 3 laid out"),
                    "+" + _n(f.red3),
                ),
                (QCoreApplication.translate("HandFootRules", "Going out"), "+" + _n(f.going_out)),
                (
                    QCoreApplication.translate(
                        "HandFootRules",
                        "Cards left in your side's hands, and in feet never picked up",
                    ),
                    QCoreApplication.translate(
                        "HandFootRules", "minus their values (a red 3: {left})"
                    ).format(left=_n(f.red3_left)),
                ),
            ],
        )
    )
    h(
        _p(
            QCoreApplication.translate(
                "HandFootRules",
                "Deal scores, which may be negative, are added to each side's total. When all "
                "{deals} deals have been played, the higher total wins; equal totals are a "
                "draw.",
            ).format(deals=_n(f.deals))
        )
    )
    if cfg.deals != f.deals:
        # OPT-HF-DEALS: this table's game is shorter (§4.13).
        if cfg.deals == 1:
            shorter = QCoreApplication.translate(
                "HandFootRules",
                "At this table a game is a single deal, with the first deal's minimum count; "
                "the higher total wins.",
            )
        else:
            shorter = QCoreApplication.translate(
                "HandFootRules",
                "At this table a game is only the first {n} deals, each with its minimum "
                "count; the higher total after the last one wins.",
            ).format(n=_n(cfg.deals))
        h(_p(shorter))
    return out


def _table_rules(config: HandFootConfig) -> list[str]:
    rows = [
        _row(
            [
                QCoreApplication.translate("HandFootRules", "Rule"),
                QCoreApplication.translate("HandFootRules", "At this table"),
            ],
            header=True,
        ),
        _row(
            [
                QCoreApplication.translate("HandFootRules", "Players and decks"),
                QCoreApplication.translate(
                    "HandFootRules", "{players} players in two partnerships, {decks} decks"
                ).format(players=_n(config.players), decks=_n(config.decks)),
            ]
        ),
    ]
    for key in OPTION_SPECS:
        rows.append(
            rules_tables.option_row(
                option_texts.option_label(key),
                option_texts.value_label(key, config.opt(key)),
                option_texts.option_help(key),
            )
        )
    return [_h3(QCoreApplication.translate("HandFootRules", "Rules at this table")), _table(rows)]


def _controls() -> list[str]:
    """The Hand and Foot table works as Canasta's: the same gestures and the same keys."""
    gestures = (
        QCoreApplication.translate(
            "HandFootRules",
            "<b>Draw</b>: drag a card from the stock to your hand, or click the stock.",
        ),
        QCoreApplication.translate(
            "HandFootRules",
            "<b>Take the pile</b>: drag its top card onto your cards or onto one of your "
            "side's melds, or use the <i>Take pile</i> button.",
        ),
        QCoreApplication.translate(
            "HandFootRules",
            "<b>Select cards</b> with a click, Shift+click or by dragging a rubber band "
            "around them, then drag them to the meld area (a new meld) or onto a meld.",
        ),
        QCoreApplication.translate(
            "HandFootRules",
            "An opening or a pile take is <b>staged</b> first, so you can see it as a plan; "
            "then confirm it or cancel it as a whole.",
        ),
        QCoreApplication.translate(
            "HandFootRules", "<b>Discard</b>: drag a card onto the pile, or double-click it."
        ),
        QCoreApplication.translate(
            "HandFootRules",
            "<b>Ask your partner</b> “May I go out?” with the <i>Ask partner</i> button.",
        ),
    )
    keys = [
        (
            QCoreApplication.translate("HandFootRules", "Tab, Shift+Tab"),
            QCoreApplication.translate("HandFootRules", "move between the controls"),
        ),
        (
            QCoreApplication.translate("HandFootRules", "Left, Right arrows"),
            QCoreApplication.translate("HandFootRules", "move between cards"),
        ),
        (
            QCoreApplication.translate("HandFootRules", "Up, Down arrows"),
            QCoreApplication.translate(
                "HandFootRules",
                "move from your hand to the table (stock, pile, melds) and back",
            ),
        ),
        (
            QCoreApplication.translate("HandFootRules", "Space or Enter on the table"),
            QCoreApplication.translate(
                "HandFootRules",
                "draw, take the pile, or put the selected cards on the meld under the focus",
            ),
        ),
        (
            QCoreApplication.translate("HandFootRules", "Space"),
            QCoreApplication.translate("HandFootRules", "select or unselect the card"),
        ),
        (
            QCoreApplication.translate("HandFootRules", "Enter"),
            QCoreApplication.translate("HandFootRules", "meld the selected cards"),
        ),
        (
            QCoreApplication.translate("HandFootRules", "D"),
            QCoreApplication.translate("HandFootRules", "discard"),
        ),
        (
            QCoreApplication.translate("HandFootRules", "S"),
            QCoreApplication.translate("HandFootRules", "draw from the stock"),
        ),
        (
            QCoreApplication.translate("HandFootRules", "P"),
            QCoreApplication.translate("HandFootRules", "take the pile"),
        ),
        (
            QCoreApplication.translate("HandFootRules", "A"),
            QCoreApplication.translate("HandFootRules", "ask your partner “May I go out?”"),
        ),
        (
            QCoreApplication.translate("HandFootRules", "Ctrl+Enter"),
            QCoreApplication.translate("HandFootRules", "confirm the plan"),
        ),
        (
            QCoreApplication.translate("HandFootRules", "Esc"),
            QCoreApplication.translate("HandFootRules", "cancel the plan"),
        ),
        (
            QCoreApplication.translate("HandFootRules", "Ctrl+Z"),
            QCoreApplication.translate(
                "HandFootRules", "take back your last meld or lay-off of this turn"
            ),
        ),
        (
            QCoreApplication.translate("HandFootRules", "Ctrl+Y"),
            QCoreApplication.translate("HandFootRules", "make it again"),
        ),
    ]
    headers = (
        QCoreApplication.translate("HandFootRules", "Key"),
        QCoreApplication.translate("HandFootRules", "Action"),
    )
    return rules_tables.controls(
        QCoreApplication.translate("HandFootRules", "How to play with the mouse and keyboard"),
        gestures,
        headers,
        keys,
    )
