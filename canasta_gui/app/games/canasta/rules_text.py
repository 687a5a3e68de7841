"""Canasta's rules as the Rules dialog shows them: how to play, the table's rules, the controls.

The text summarises docs/rules.md §3 in plain words. Each paragraph or table row is its own
translatable string (HTML allowed; context "RulesDialog"), so translators work on small
units. Every figure (deal sizes, card values, minimums, bonuses, the target) is read from the
engine and put into the text, so the text cannot drift from the rules the game plays; it does
not send players to docs/rules.md, which ships with the source, not with the app.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from canasta_gui.app.games import rules_tables
from canasta_gui.app.games.canasta import option_texts
from canasta_gui.app.games.rules_html import h2 as _h2
from canasta_gui.app.games.rules_html import h3 as _h3
from canasta_gui.app.games.rules_html import number as _n
from canasta_gui.app.games.rules_html import row as _row
from canasta_gui.app.games.rules_html import table as _table
from canasta_gui.engine.canasta.options import CONFIGURATIONS, OPTION_SPECS, CanastaConfig
from canasta_gui.engine.canasta.scoring import CANASTA_BONUS
from canasta_gui.engine.cards import JOKER, KING, RUMMY_VALUE, SEVEN, TWO, kind
from canasta_gui.engine.rummy.melds import CLEAN, DIRTY

TO_GO_OUT = "OPT-CAN-CANASTAS-TO-GO-OUT"


@dataclass(frozen=True)
class RulesFigures:
    """The numbers the summary quotes, as the engine has them (docs/rules.md §2.2-§3.15)."""

    target: int
    natural_canasta: int
    mixed_canasta: int
    #: Opening minimums: below 0, from 5, from 1,500, from 3,000, from 7,500 (game to 10,000).
    minimums: tuple[int, int, int, int, int]
    #: The minimum at a score of exactly 0 (OPT-CAN-MINIMUM-AT-ZERO: 50, or S0's 15).
    zero_minimum: int
    #: Card values: joker; 2 and ace; king down to 8; 7 down to 4 and black 3.
    card_values: tuple[int, int, int, int]
    #: Red-3 bonus by count with two decks and with three decks, before the no-meld sign.
    red3_two_decks: dict[int, int]
    red3_three_decks: dict[int, int]

    def red3_fields(self) -> dict[str, str]:
        two, three = self.red3_two_decks, self.red3_three_decks
        return {
            "one": _n(two[1]),
            "four": _n(two[4]),
            "four_3": _n(three[4]),
            "five_3": _n(three[5]),
            "six_3": _n(three[6]),
        }


def rules_figures(config: CanastaConfig | None = None) -> RulesFigures:
    """Ask the engine for every figure the summary shows; a table's options (the three-deck
    red-3 scale) apply when ``config`` is given."""
    options = config.options if config is not None else None
    chosen = dict(options.as_dict()) if options is not None else {}
    chosen.pop("OPT-CAN-TARGET", None)  # the 7,500 row is about a game to 10,000 anyway
    standard = CanastaConfig.make(options=chosen)
    to_10000 = CanastaConfig.make(options={**chosen, "OPT-CAN-TARGET": "10000"})
    two = CanastaConfig(4, 2, options) if options is not None else CanastaConfig.make(4, 2)
    three = CanastaConfig(4, 3, options) if options is not None else CanastaConfig.make(4, 3)
    return RulesFigures(
        target=int(OPTION_SPECS["OPT-CAN-TARGET"][1] or 0),
        natural_canasta=CANASTA_BONUS[CLEAN],
        mixed_canasta=CANASTA_BONUS[DIRTY],
        minimums=(
            standard.minimum_for(-5),
            standard.minimum_for(5),
            standard.minimum_for(1500),
            standard.minimum_for(3000),
            to_10000.minimum_for(7500),
        ),
        zero_minimum=standard.minimum_for(0),
        card_values=(
            RUMMY_VALUE[JOKER],
            RUMMY_VALUE[kind(TWO, 0)],
            RUMMY_VALUE[kind(KING, 0)],
            RUMMY_VALUE[kind(SEVEN, 0)],
        ),
        red3_two_decks={n: two.red3_value(n) for n in range(1, 5)},
        red3_three_decks={n: three.red3_value(n) for n in range(1, 7)},
    )


def canasta_rules_html(config: CanastaConfig | None = None) -> str:
    """How to play Canasta, the rules at this table (with ``config``) and the controls."""
    return _CanastaRulesText().rules_html(config)


class _CanastaRulesText:
    """Canasta's rules summary, built paragraph by paragraph (context "RulesDialog")."""

    def rules_html(self, config: CanastaConfig | None = None) -> str:
        """The whole text as HTML (public so the tests and a help window can reuse it)."""
        parts: list[str] = [_h2(QCoreApplication.translate("RulesDialog", "How to play Canasta"))]
        parts += self._summary(config)
        if config is not None:
            parts += self._table_rules(config)
        parts += self._controls()
        return "\n".join(parts)

    def _summary(self, config: CanastaConfig | None = None) -> list[str]:
        out: list[str] = []
        h = out.append
        figures = rules_figures(config)

        h(_h3(QCoreApplication.translate("RulesDialog", "The aim")))
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "Canasta is a rummy game. You score by laying down <b>melds</b>, sets of three or "
                "more cards of the same rank, and above all <b>canastas</b>, melds of seven or "
                "more cards. A game lasts several deals; it ends when a side reaches the target "
                "score ({target} unless the table says otherwise), and the side with the highest "
                "total wins.",
            ).format(target=_n(figures.target))
            + "</p>"
        )

        h(_h3(QCoreApplication.translate("RulesDialog", "Players and the deal")))
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "Four or six players play in partnerships: partners never sit side by side and "
                "share their melds, red 3s and score. Two or three players each play for "
                "themselves. Two or three decks, jokers included, are shuffled together. Each "
                "player is dealt the number of cards below, one card is turned up to start the "
                "discard pile, and the rest is the stock. If the first upcard is a wild card or "
                "a red 3, another card is normally turned onto it.",
            )
            + "</p>"
        )
        rows = [
            _row(
                [
                    QCoreApplication.translate("RulesDialog", "Table"),
                    QCoreApplication.translate("RulesDialog", "Cards dealt"),
                    QCoreApplication.translate(
                        "RulesDialog", "Canastas needed to go out (by default)"
                    ),
                ],
                header=True,
            )
        ]
        for (players, decks), (cards, canastas) in sorted(CONFIGURATIONS.items()):
            rows.append(
                _row(
                    [
                        QCoreApplication.translate(
                            "RulesDialog", "{players} players, {decks} decks"
                        ).format(players=players, decks=decks),
                        _n(cards),
                        _n(canastas),
                    ]
                )
            )
        h(_table(rows))

        h(_h3(QCoreApplication.translate("RulesDialog", "Your turn")))
        h(
            "<ol><li>"
            + QCoreApplication.translate(
                "RulesDialog",
                "<b>Draw</b>: take two cards from the stock (one under some rules), or take the "
                "whole discard pile.",
            )
            + "</li><li>"
            + QCoreApplication.translate(
                "RulesDialog",
                "<b>Meld</b>: put down new melds and add cards to your side's melds, as many as "
                "you like (or none).",
            )
            + "</li><li>"
            + QCoreApplication.translate(
                "RulesDialog",
                "<b>Discard</b> one card onto the pile. Then the player on your left plays.",
            )
            + "</li></ol>"
        )

        h(_h3(QCoreApplication.translate("RulesDialog", "Melds and wild cards")))
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "A meld is made of cards of one rank from 4 to ace; suits do not matter and "
                "sequences are not melds. <b>Jokers and 2s are wild</b>: they stand in for "
                "natural cards, but a meld must always hold at least two natural cards and at "
                "most three wild cards. Wild cards never form a meld on their own.",
            )
            + "</p>"
        )
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "Your side may have only one meld of each rank; more cards of that rank are "
                "added to it. You may add to your partner's melds but never to an opponent's. "
                "Cards on the table stay there for the rest of the deal.",
            )
            + "</p>"
        )

        h(_h3(QCoreApplication.translate("RulesDialog", "Canastas")))
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "A meld of seven or more cards is a canasta. A <b>natural</b> canasta, without "
                "wild cards, earns a bonus of {natural}; a <b>mixed</b> canasta, with wild cards, "
                "earns {mixed}. A canasta can keep growing.",
            ).format(natural=_n(figures.natural_canasta), mixed=_n(figures.mixed_canasta))
            + "</p>"
        )
        if config is not None and config.meld_rules.max_size:
            # OPT-CAN-CANASTA-MAX (docs/rules.md §3.7.7): the sentence above has a limit here.
            h(
                "<p>"
                + QCoreApplication.translate(
                    "RulesDialog",
                    "At this table a canasta holds at most {n} cards: once full, no card can be "
                    "added to it.",
                ).format(n=config.meld_rules.max_size)
                + "</p>"
            )

        h(_h3(QCoreApplication.translate("RulesDialog", "The first meld")))
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "Until your side has melded, its first meld must be put down in one go, as one "
                "or more melds whose card values add up to at least a minimum. The minimum "
                "depends on your side's total score at the start of the deal. Bonuses for "
                "canastas and red 3s do not count towards it.",
            )
            + "</p>"
        )
        h(
            rules_tables.labelled_table(
                (
                    QCoreApplication.translate("RulesDialog", "Your score"),
                    QCoreApplication.translate("RulesDialog", "Minimum"),
                ),
                [
                    *self._low_minimum_rows(figures),
                    (
                        QCoreApplication.translate("RulesDialog", "1,500 to 2,995"),
                        _n(figures.minimums[2]),
                    ),
                    (
                        QCoreApplication.translate("RulesDialog", "3,000 or more"),
                        _n(figures.minimums[3]),
                    ),
                    (
                        QCoreApplication.translate(
                            "RulesDialog", "7,500 or more (only in a game to 10,000)"
                        ),
                        _n(figures.minimums[4]),
                    ),
                ],
            )
        )
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog", "Card values, used for the minimum and for scoring:"
            )
            + "</p>"
        )
        h(
            rules_tables.labelled_table(
                (
                    QCoreApplication.translate("RulesDialog", "Card"),
                    QCoreApplication.translate("RulesDialog", "Value"),
                ),
                [
                    (
                        QCoreApplication.translate("RulesDialog", "Joker"),
                        _n(figures.card_values[0]),
                    ),
                    (
                        QCoreApplication.translate("RulesDialog", "2, ace"),
                        _n(figures.card_values[1]),
                    ),
                    (
                        QCoreApplication.translate("RulesDialog", "King down to 8"),
                        _n(figures.card_values[2]),
                    ),
                    (
                        QCoreApplication.translate("RulesDialog", "7 down to 4, black 3"),
                        _n(figures.card_values[3]),
                    ),
                    (
                        QCoreApplication.translate("RulesDialog", "Red 3"),
                        QCoreApplication.translate("RulesDialog", "bonus only (see below)"),
                    ),
                ],
            )
        )

        h(_h3(QCoreApplication.translate("RulesDialog", "The discard pile")))
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "To take the pile you must use its top card at once: meld it with two natural "
                "cards of its rank from your hand, or with one natural card and one wild card, "
                "or add it to one of your side's melds of that rank. Then the rest of the pile "
                "goes into your hand.",
            )
            + "</p>"
        )
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "The pile is <b>frozen</b> while it contains a wild card or a red 3 (the "
                "freezing card lies sideways), and it is always frozen for a side that has not "
                "melded yet. A frozen pile can be taken only with two natural cards of the top "
                "card's rank from your hand. Taking the pile unfreezes it.",
            )
            + "</p>"
        )
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "The pile is <b>blocked</b> while its top card is a black 3 or a wild card: "
                "nobody may take it until another card covers it.",
            )
            + "</p>"
        )
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "If your side has not melded yet, the meld with the top card (plus any melds "
                "from your hand) must reach your minimum before the rest of the pile is yours; "
                "the other pile cards do not count towards it.",
            )
            + "</p>"
        )

        h(_h3(QCoreApplication.translate("RulesDialog", "Red and black 3s")))
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "<b>Red 3s</b> are bonus cards. Whenever you get one it is laid face up in front "
                "of your side and, unless it came from the pile, replaced from the stock. With "
                "two decks each is worth {one} and all four together {four}. With three decks "
                "four are worth {four_3}, five {five_3} and six {six_3}. Red 3s count against "
                "your side if it has no meld when the deal ends.",
            ).format(**figures.red3_fields())
            + "</p>"
        )
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "<b>Black 3s</b> cannot be melded, except as a meld of three or more black 3s "
                "without wild cards in the turn you go out. Discarding one blocks the next "
                "player.",
            )
            + "</p>"
        )

        h(_h3(QCoreApplication.translate("RulesDialog", "Going out")))
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "You go out by getting rid of your last card, by melding it or by discarding "
                "it; this ends the deal. Your side needs at least one canasta first (two at "
                "some tables, see above). Going out earns 100, or 200 if you go out "
                "<b>concealed</b>: all in one turn, without having melded anything earlier in "
                "the deal.",
            )
            + "</p>"
        )
        if config is not None and config.melds_to_go_out > 1:
            # OPT-CAN-MELDS-TO-GO-OUT (docs/rules.md §3.12.1).
            h(
                "<p>"
                + QCoreApplication.translate(
                    "RulesDialog",
                    "At this table your side also needs at least {n} melds on the table, "
                    "canastas included, before you may go out.",
                ).format(n=config.melds_to_go_out)
                + "</p>"
            )
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "In a partnership you may ask “Partner, may I go out?” after drawing and before "
                "melding, when you are able to go out. The answer binds: after “yes” you must go "
                "out this turn, after “no” you may not. Normally you may ask once per deal.",
            )
            + "</p>"
        )
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "If the stock runs out, play normally goes on as long as players take the "
                "discard pile (you must take it when its top card fits one of your side's melds "
                "and the pile is not frozen for you). When a player does not take it, the deal "
                "ends. Normally, if you draw a red 3 and the stock has no card left to replace it, "
                "the deal ends at once.",
            )
            + "</p>"
        )

        h(_h3(QCoreApplication.translate("RulesDialog", "Scoring a deal")))
        h(
            rules_tables.labelled_table(
                (
                    QCoreApplication.translate("RulesDialog", "Item"),
                    QCoreApplication.translate("RulesDialog", "Points"),
                ),
                [
                    (
                        QCoreApplication.translate("RulesDialog", "Cards in your side's melds"),
                        QCoreApplication.translate("RulesDialog", "plus their values"),
                    ),
                    (
                        QCoreApplication.translate("RulesDialog", "Each natural canasta"),
                        "+" + _n(figures.natural_canasta),
                    ),
                    (
                        QCoreApplication.translate("RulesDialog", "Each mixed canasta"),
                        "+" + _n(figures.mixed_canasta),
                    ),
                    (
                        QCoreApplication.translate("RulesDialog", "Red 3s"),
                        QCoreApplication.translate(
                            "RulesDialog",
                            "+{one} each; with two decks {four} for all four, with three "
                            "decks {four_3} for four, {five_3} for five and {six_3} for six; "
                            "minus if your side has no meld",
                        ).format(**figures.red3_fields()),
                    ),
                    (
                        QCoreApplication.translate("RulesDialog", "Going out"),
                        QCoreApplication.translate("RulesDialog", "+100, or +200 concealed"),
                    ),
                    (
                        QCoreApplication.translate(
                            "RulesDialog", "Cards left in the hands of your side"
                        ),
                        QCoreApplication.translate("RulesDialog", "minus their values"),
                    ),
                ],
            )
        )
        h(
            "<p>"
            + QCoreApplication.translate(
                "RulesDialog",
                "Deal scores, which may be negative, are added to each side's total. When a "
                "side reaches the target after a deal, the game ends and the highest total "
                "wins; equal highest totals are a draw.",
            )
            + "</p>"
        )
        return out

    @staticmethod
    def _low_minimum_rows(figures: RulesFigures) -> list[tuple[str, str]]:
        """The first two (score, minimum) rows of the minimum table: a score of exactly 0 needs
        50 by default, or 15 as below 0 where the table plays S0's literal reading
        (docs/rules.md §3.8.1)."""
        if figures.zero_minimum == figures.minimums[0] != figures.minimums[1]:
            return [
                (QCoreApplication.translate("RulesDialog", "0 or below"), _n(figures.minimums[0])),
                (QCoreApplication.translate("RulesDialog", "5 to 1,495"), _n(figures.minimums[1])),
            ]
        return [
            (QCoreApplication.translate("RulesDialog", "below 0"), _n(figures.minimums[0])),
            (QCoreApplication.translate("RulesDialog", "0 to 1,495"), _n(figures.minimums[1])),
        ]

    def _table_rules(self, config: CanastaConfig) -> list[str]:
        rows = [
            _row(
                [
                    QCoreApplication.translate("RulesDialog", "Rule"),
                    QCoreApplication.translate("RulesDialog", "At this table"),
                ],
                header=True,
            )
        ]
        rows.append(
            _row(
                [
                    QCoreApplication.translate("RulesDialog", "Players and decks"),
                    QCoreApplication.translate(
                        "RulesDialog", "{players} players, {decks} decks"
                    ).format(players=config.players, decks=config.decks),
                ]
            )
        )
        for key in OPTION_SPECS:
            if key == "OPT-CAN-SIX-TEAMS" and config.players != 6:
                continue  # only six players choose how to form sides
            value = config.opt(key)
            if key == TO_GO_OUT and value is None:
                text = QCoreApplication.translate(
                    "options", option_texts.BY_CONFIGURATION_N
                ).format(n=config.canastas_to_go_out)
            elif key == "OPT-CAN-DRAW-COUNT":
                # Two players always draw two (docs/rules.md §3.6), whatever the option says.
                text = option_texts.value_label(key, str(config.draw_count))
            else:
                text = option_texts.value_label(key, value)
            rows.append(
                rules_tables.option_row(
                    option_texts.option_label(key), text, option_texts.option_help(key)
                )
            )
        return [_h3(QCoreApplication.translate("RulesDialog", "Rules at this table")), _table(rows)]

    def _controls(self) -> list[str]:
        gestures = (
            QCoreApplication.translate(
                "RulesDialog",
                "<b>Draw</b>: drag a card from the stock to your hand, or click the stock.",
            ),
            QCoreApplication.translate(
                "RulesDialog",
                "<b>Take the pile</b>: drag its top card onto your cards or onto one of your "
                "side's melds, or use the <i>Take pile</i> button.",
            ),
            QCoreApplication.translate(
                "RulesDialog",
                "<b>Select cards</b> with a click, Shift+click or by dragging a rubber band "
                "around them, then drag them to the meld area (a new meld) or onto a meld.",
            ),
            QCoreApplication.translate(
                "RulesDialog",
                "An opening or a pile take is <b>staged</b> first, so you can see it as a "
                "plan; then confirm it or cancel it as a whole.",
            ),
            QCoreApplication.translate(
                "RulesDialog", "<b>Discard</b>: drag a card onto the pile, or double-click it."
            ),
        )
        keys = [
            (
                QCoreApplication.translate("RulesDialog", "Tab, Shift+Tab"),
                QCoreApplication.translate("RulesDialog", "move between the controls"),
            ),
            (
                QCoreApplication.translate("RulesDialog", "Left, Right arrows"),
                QCoreApplication.translate("RulesDialog", "move between cards"),
            ),
            (
                QCoreApplication.translate("RulesDialog", "Up, Down arrows"),
                QCoreApplication.translate(
                    "RulesDialog",
                    "move from your hand to the table (stock, pile, melds) and back",
                ),
            ),
            (
                QCoreApplication.translate("RulesDialog", "Space or Enter on the table"),
                QCoreApplication.translate(
                    "RulesDialog",
                    "draw, take the pile, or put the selected cards on the meld under the focus",
                ),
            ),
            (
                QCoreApplication.translate("RulesDialog", "Space"),
                QCoreApplication.translate("RulesDialog", "select or unselect the card"),
            ),
            (
                QCoreApplication.translate("RulesDialog", "Enter"),
                QCoreApplication.translate("RulesDialog", "play the selected cards"),
            ),
            (
                QCoreApplication.translate("RulesDialog", "D"),
                QCoreApplication.translate("RulesDialog", "discard"),
            ),
            (
                QCoreApplication.translate("RulesDialog", "S"),
                QCoreApplication.translate("RulesDialog", "draw from the stock"),
            ),
            (
                QCoreApplication.translate("RulesDialog", "P"),
                QCoreApplication.translate("RulesDialog", "take the pile"),
            ),
            (
                QCoreApplication.translate("RulesDialog", "Ctrl+Enter"),
                QCoreApplication.translate("RulesDialog", "confirm the plan"),
            ),
            (
                QCoreApplication.translate("RulesDialog", "Esc"),
                QCoreApplication.translate("RulesDialog", "cancel the plan"),
            ),
            (
                QCoreApplication.translate("RulesDialog", "Ctrl+Z"),
                QCoreApplication.translate(
                    "RulesDialog", "take back your last meld or lay-off of this turn"
                ),
            ),
            (
                QCoreApplication.translate("RulesDialog", "Ctrl+Y"),
                QCoreApplication.translate("RulesDialog", "make it again"),
            ),
        ]
        headers = (
            QCoreApplication.translate("RulesDialog", "Key"),
            QCoreApplication.translate("RulesDialog", "Action"),
        )
        return rules_tables.controls(
            QCoreApplication.translate("RulesDialog", "How to play with the mouse and keyboard"),
            gestures,
            headers,
            keys,
        )
