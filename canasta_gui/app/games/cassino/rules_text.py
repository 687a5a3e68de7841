"""The Rules dialog's text for Cassino: how to play, the rules at this table, the controls.

The text summarises docs/rules.md §5 in plain words, the way Canasta's ``RulesDialog`` does for
§3: each paragraph or table row is its own translatable string (context "CassinoRules", HTML
allowed), so translators work on small units, and every figure (cards dealt, deals in a round,
the highest build, the points of each scoring item, the target) is read from the engine and put
into the text through ``QLocale``. The points are those the engine's own ``score_round`` gives
a side that captured everything, so the text cannot drift from the scoring. Where a rule option
changes a rule, the paragraph describing it follows the table's option (the defaults when there
is no table), and "Rules at this table" lists every option.

lupdate reads only literal ``QCoreApplication.translate("CassinoRules", "...")`` calls, so the
call is spelled out each time rather than hidden behind a helper.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from canasta_gui.app.games import rules_tables
from canasta_gui.app.games.cassino import option_texts
from canasta_gui.app.games.rules_html import h2 as _h2
from canasta_gui.app.games.rules_html import h3 as _h3
from canasta_gui.app.games.rules_html import number as _n
from canasta_gui.app.games.rules_html import para as _p
from canasta_gui.app.games.rules_html import row as _row
from canasta_gui.app.games.rules_html import table as _table
from canasta_gui.engine.cards import ACE, SPADES, kind
from canasta_gui.engine.cassino.options import DEALS_PER_ROUND, OPTION_SPECS, CassinoConfig
from canasta_gui.engine.cassino.scoring import score_round
from canasta_gui.engine.cassino.state import (
    HAND_SIZE,
    N_CARDS,
    TABLE_CARDS,
    CaptureRecord,
    new_game,
)
from canasta_gui.engine.cassino.values import ACES, MAX_SUM, VALUE


@dataclass(frozen=True)
class ScoringPoints:
    """The points of each scoring item of a round (docs/rules.md §5.11)."""

    cards: int
    spades: int
    big_casino: int
    little_casino: int
    ace: int
    sweep: int
    #: Every point a round holds without sweeps (all of them won by one side).
    round_total: int


@dataclass(frozen=True)
class CassinoFigures:
    """The numbers the text quotes, as the engine has them (docs/rules.md §5)."""

    cards: int
    hand: int
    table: int
    #: Deals in a round by number of players (§5.3).
    deals_per_round: dict[int, int]
    #: The value of an ace, and the highest value a sum or a build may have (§5.2, §5.7.1).
    ace: int
    max_sum: int
    points: ScoringPoints
    #: Cards and spades that win the majorities outright with two players (§5.11).
    most_cards_of_two: int
    most_spades_of_two: int
    #: The table's target (OPT-CAS-TARGET, §5.12).
    target: int


def scoring_points() -> ScoringPoints:
    """The engine's points for each item: a round scored where side 0 captured the whole deck
    and made one sweep, with sweeps scoring (so the sweep's point is known at any table)."""
    s = new_game(CassinoConfig.make(2, {"OPT-CAS-SWEEPS": "ON"}), seed="rules")
    s.captured = [list(range(N_CARDS)), []]
    s.log = [CaptureRecord(0, ACES[0], (), True)]
    s.last_captor = 0
    mine = score_round(s).sides[0]
    return ScoringPoints(
        cards=mine.cards,
        spades=mine.spades,
        big_casino=mine.big_casino,
        little_casino=mine.little_casino,
        ace=mine.aces // len(ACES),
        sweep=mine.sweeps,
        round_total=mine.total - mine.sweeps,
    )


def rules_figures(config: CassinoConfig | None = None) -> CassinoFigures:
    """Ask the engine for every figure the text shows; the table's options apply when
    ``config`` is given, the defaults otherwise."""
    cfg = config if config is not None else CassinoConfig.make()
    spades = sum(1 for card in range(N_CARDS) if card & 3 == SPADES)
    return CassinoFigures(
        cards=N_CARDS,
        hand=HAND_SIZE,
        table=TABLE_CARDS,
        deals_per_round=dict(DEALS_PER_ROUND),
        ace=VALUE[kind(ACE, SPADES)],
        max_sum=MAX_SUM,
        points=scoring_points(),
        most_cards_of_two=N_CARDS // 2 + 1,
        most_spades_of_two=spades // 2 + 1,
        target=cfg.target,
    )


def rules_html(config: CassinoConfig | None = None) -> str:
    """The whole text as HTML: how to play, the rules at this table (with ``config``) and
    the controls."""
    cfg = config if config is not None else CassinoConfig.make()
    parts = [
        _h2(QCoreApplication.translate("CassinoRules", "How to play Cassino")),
        *_summary(cfg, rules_figures(cfg)),
    ]
    if config is not None:
        parts += _table_rules(config)
    parts += _controls()
    return "\n".join(parts)


def _summary(cfg: CassinoConfig, f: CassinoFigures) -> list[str]:
    out: list[str] = []
    h = out.append
    pts = f.points

    h(_h3(QCoreApplication.translate("CassinoRules", "The aim")))
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "Cassino is a fishing game: you play cards from your hand to <b>capture</b> "
                "cards from the table, and at the end of each round the cards your side "
                "captured score points. Rounds are played until a side reaches {target} "
                "points.",
            ).format(target=_n(f.target))
        )
    )

    # §5.1, §5.3
    h(_h3(QCoreApplication.translate("CassinoRules", "Players and the deal")))
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "One deck of {cards} cards is used, without jokers. Two or three players each "
                "play for themselves. Four players normally play in two partnerships, partners "
                "opposite, who put their captured cards together; at some tables they play "
                "alone.",
            ).format(cards=_n(f.cards))
        )
    )
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "At the start of a round each player is dealt {hand} cards, two at a time, and "
                "{table} cards are laid face up on the table. When everyone has played their "
                "cards, each player is dealt {hand} more, but the table gets none, until the "
                "stock is used up. Everyone is told when the last deal of a round is dealt.",
            ).format(hand=_n(f.hand), table=_n(f.table))
        )
    )
    h(
        rules_tables.labelled_table(
            (
                QCoreApplication.translate("CassinoRules", "Players"),
                QCoreApplication.translate("CassinoRules", "Deals in a round"),
            ),
            [(_n(players), _n(deals)) for players, deals in sorted(f.deals_per_round.items())],
        )
    )
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "The player on the dealer's left plays first and play goes clockwise; the deal "
                "passes to the left every round.",
            )
        )
    )

    # §5.2, §5.4, §5.5
    h(_h3(QCoreApplication.translate("CassinoRules", "Card values and your turn")))
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "An ace is worth {ace} and the cards from 2 to {max} their number, in every "
                "suit. Jacks, queens and kings have no number: they never join a sum or a "
                "build, and capture only cards of their own rank.",
            ).format(ace=_n(f.ace), max=_n(f.max_sum))
        )
    )
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "On your turn you play exactly one card from your hand, and make exactly one "
                "play with it:",
            )
        )
    )
    plays = [
        QCoreApplication.translate(
            "CassinoRules", "<b>capture</b>: take cards or builds from the table with it;"
        ),
        QCoreApplication.translate(
            "CassinoRules",
            "<b>build</b>: put it on cards on the table to make a build you mean to capture later;",
        ),
        QCoreApplication.translate(
            "CassinoRules", "<b>trail</b>: leave it face up on the table on its own."
        ),
    ]
    h("<ul>" + "".join(f"<li>{play}</li>" for play in plays) + "</ul>")
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "A card on the table on its own is a <b>loose card</b>. The cards of a build "
                "stay together: none of them can ever be taken or used on its own.",
            )
        )
    )

    # §5.6
    h(_h3(QCoreApplication.translate("CassinoRules", "Capturing")))
    if cfg.court_all:
        court = QCoreApplication.translate(
            "CassinoRules",
            "A jack, queen or king captures every loose card of its own rank, never fewer: a "
            "king played on a table with two kings takes all three.",
        )
    else:
        court = QCoreApplication.translate(
            "CassinoRules", "A jack, queen or king captures one loose card of its own rank."
        )
    h(_p(court))
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "A card with a number captures, in one play, any of these worth its value: a "
                "loose card of that value, two or more loose cards that add up to it, or a "
                "build of that value. A 9 can take an ace, a 2 and a 6 together; a 10 can take "
                "a 2, a 3, a 5 and a 10. You need not take everything you could, and two cards "
                "from your hand can never be combined.",
            )
        )
    )
    if cfg.build_with_loose:
        loose = QCoreApplication.translate(
            "CassinoRules",
            "A build may be captured together with loose cards worth its value.",
        )
    else:
        loose = QCoreApplication.translate(
            "CassinoRules",
            "A capture that takes a build takes only that build: no loose cards with it.",
        )
    h(_p(loose))
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "The cards taken, and the card that took them, go face down into your side's "
                "pile of captured cards. Owning a build does not protect it: any card of its "
                "value captures it.",
            )
        )
    )

    # §5.7
    h(_h3(QCoreApplication.translate("CassinoRules", "Building")))
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "To build, play a card with a number onto a loose card and announce the "
                "build's value. A <b>single</b> build is their sum, at most {max}: a 2 on a 5 "
                "builds 7. A <b>multiple</b> build puts a card on one of the same rank: a 3 on "
                "a 3 builds 3s. Only a card of the build's value captures it, and you must "
                "hold one when you build.",
            ).format(max=_n(f.max_sum))
        )
    )
    if cfg.pair_as_sum:
        pair = QCoreApplication.translate(
            "CassinoRules",
            "A card played on one of the same rank may also be announced as their sum (a 2 on "
            "a 2 as 4), if you hold a card of that value.",
        )
    else:
        pair = QCoreApplication.translate(
            "CassinoRules",
            "Two cards of the same rank always build that rank, never their sum: a 2 on a 2 is "
            "taken only by a 2.",
        )
    h(_p(pair))
    if cfg.gather:
        gather = QCoreApplication.translate(
            "CassinoRules",
            "When you build, you may also gather into the build any loose cards, or sets of "
            "loose cards, worth its value; the build then becomes multiple.",
        )
    else:
        gather = QCoreApplication.translate(
            "CassinoRules", "A build is made of the card you play and one loose card."
        )
    h(_p(gather))
    if cfg.face_pair:
        face = QCoreApplication.translate(
            "CassinoRules",
            "A jack, queen or king played on a loose card of the same rank makes a build that "
            "only that rank can capture.",
        )
    else:
        face = QCoreApplication.translate(
            "CassinoRules", "Jacks, queens and kings are never part of a build."
        )
    h(_p(face))
    adding = []
    if cfg.increase:
        adding.append(
            QCoreApplication.translate(
                "CassinoRules",
                "<b>Raise</b> a single build: add a card from your hand to raise its value, to "
                "at most {max}, if you hold a card of the new value.",
            ).format(max=_n(f.max_sum))
        )
    adding.append(
        QCoreApplication.translate(
            "CassinoRules",
            "<b>Double up</b>: add a card worth exactly the build's value, if you hold another "
            "one; the build becomes multiple, and the value of a multiple build never changes.",
        )
    )
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules", "Anyone may add to a build on the table, whoever owns it:"
            )
        )
    )
    h("<ul>" + "".join(f"<li>{item}</li>" for item in adding) + "</ul>")
    if not cfg.increase:
        h(
            _p(
                QCoreApplication.translate(
                    "CassinoRules", "Raising a build to a higher value is not allowed."
                )
            )
        )
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "Two builds on the table never have the same value. Whoever last added a card "
                "to a build is its <b>owner</b>. As long as you own a build, keep a card of its "
                "value: your last such card may only be played to capture that build.",
            )
        )
    )
    if cfg.owner_must_act:
        h(
            _p(
                QCoreApplication.translate(
                    "CassinoRules",
                    "While you own a build you may not trail: you must capture, build or add to "
                    "a build.",
                )
            )
        )

    # §5.8
    h(_h3(QCoreApplication.translate("CassinoRules", "Trailing")))
    if cfg.trail == "FREE":
        trail = QCoreApplication.translate(
            "CassinoRules",
            "You may trail whenever you like, except where the owner's duties above forbid it.",
        )
    elif cfg.trail == "NOT-A-CAPTURING-CARD":
        trail = QCoreApplication.translate(
            "CassinoRules", "You may trail any card that cannot capture anything."
        )
    else:
        trail = QCoreApplication.translate(
            "CassinoRules",
            "You may trail only when no card in your hand can capture, build or add to a build.",
        )
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "To trail, lay your card face up on the table on its own. With an empty table "
                "you must trail.",
            )
            + " "
            + trail
        )
    )

    # §5.9, §5.10
    h(_h3(QCoreApplication.translate("CassinoRules", "Sweeps and the end of a round")))
    if cfg.sweeps:
        sweep = QCoreApplication.translate(
            "CassinoRules",
            "A capture that leaves the table empty is a <b>sweep</b> and earns your side "
            "{points} point; the capturing card stays face up in your pile to mark it.",
        ).format(points=_n(pts.sweep))
    else:
        sweep = QCoreApplication.translate(
            "CassinoRules",
            "A capture that leaves the table empty is a <b>sweep</b>; sweeps score nothing at "
            "this table.",
        )
    h(_p(sweep))
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "A round ends when the stock is used up and nobody has a card left. The cards "
                "still on the table, builds and all, go to the side that captured last; that "
                "is not a sweep.",
            )
        )
    )

    # §5.11
    h(_h3(QCoreApplication.translate("CassinoRules", "Scoring a round")))
    h(
        rules_tables.labelled_table(
            (
                QCoreApplication.translate("CassinoRules", "Item"),
                QCoreApplication.translate("CassinoRules", "Points"),
            ),
            [
                (
                    QCoreApplication.translate(
                        "CassinoRules", "Most cards (nobody scores on a tie)"
                    ),
                    _n(pts.cards),
                ),
                (
                    QCoreApplication.translate(
                        "CassinoRules", "Most spades (nobody scores on a tie)"
                    ),
                    _n(pts.spades),
                ),
                (
                    QCoreApplication.translate("CassinoRules", "Big Casino (10♦)"),
                    _n(pts.big_casino),
                ),
                (
                    QCoreApplication.translate("CassinoRules", "Little Casino (2♠)"),
                    _n(pts.little_casino),
                ),
                (QCoreApplication.translate("CassinoRules", "Each ace"), _n(pts.ace)),
                (
                    QCoreApplication.translate("CassinoRules", "Each sweep"),
                    _n(pts.sweep)
                    if cfg.sweeps
                    else QCoreApplication.translate("CassinoRules", "nothing at this table"),
                ),
            ],
        )
    )
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "Not counting sweeps, a round holds {total} points. With two players, {cards} "
                "cards or more win “most cards” and {spades} spades or more win “most spades”.",
            ).format(
                total=_n(pts.round_total),
                cards=_n(f.most_cards_of_two),
                spades=_n(f.most_spades_of_two),
            )
        )
    )

    # §5.12, §1.5
    h(_h3(QCoreApplication.translate("CassinoRules", "End of the game")))
    h(
        _p(
            QCoreApplication.translate(
                "CassinoRules",
                "Scores add up from round to round. When a round is scored and one side has "
                "{target} points or more, that side wins.",
            ).format(target=_n(f.target))
        )
    )
    if cfg.count_out:
        both = QCoreApplication.translate(
            "CassinoRules",
            "If several sides reach {target} in the same round, the round is counted out item "
            "by item from the totals before it: most cards, most spades, Big Casino, Little "
            "Casino, the aces (♠, ♣, ♥, ♦), then the sweeps in the order they were made. The "
            "first side to reach {target} wins.",
        ).format(target=_n(f.target))
    else:
        both = QCoreApplication.translate(
            "CassinoRules",
            "If several sides reach {target} in the same round, the higher total wins; if the "
            "highest totals are equal, everybody plays another round.",
        ).format(target=_n(f.target))
    h(_p(both))
    if cfg.deal_limit is not None:
        h(
            _p(
                QCoreApplication.translate(
                    "CassinoRules",
                    "The game also ends when the round limit is reached ({limit}): the highest "
                    "total wins, and equal highest totals are a draw.",
                ).format(limit=option_texts.value_label("OPT-DEAL-LIMIT", str(cfg.deal_limit)))
            )
        )
    return out


def _table_rules(config: CassinoConfig) -> list[str]:
    if config.partnership:
        players = QCoreApplication.translate(
            "CassinoRules", "{players} players in two partnerships"
        )
    else:
        players = QCoreApplication.translate("CassinoRules", "{players} players, each alone")
    rows = [
        _row(
            [
                QCoreApplication.translate("CassinoRules", "Rule"),
                QCoreApplication.translate("CassinoRules", "At this table"),
            ],
            header=True,
        ),
        _row(
            [
                QCoreApplication.translate("CassinoRules", "Players"),
                players.format(players=_n(config.players)),
            ]
        ),
    ]
    for key in OPTION_SPECS:
        if not option_texts.option_shown(key, config.players):
            continue  # only four players choose partnerships (§5.1)
        rows.append(
            rules_tables.option_row(
                option_texts.option_label(key),
                option_texts.value_label(key, config.opt(key)),
                option_texts.option_help(key),
            )
        )
    return [_h3(QCoreApplication.translate("CassinoRules", "Rules at this table")), _table(rows)]


def _controls() -> list[str]:
    """Every Cassino play is one card and ends the turn, so there is no plan to confirm and
    nothing to take back."""
    gestures = (
        QCoreApplication.translate(
            "CassinoRules",
            "<b>Capture or build</b>: drag a card from your hand onto a card or a build on the "
            "table. When it can capture or build there in more than one way, the table offers "
            "the choices.",
        ),
        QCoreApplication.translate(
            "CassinoRules",
            "<b>Trail</b>: drag a card from your hand onto an empty part of the table.",
        ),
        QCoreApplication.translate(
            "CassinoRules",
            "Or select a card and press Enter to play it (with the same choices), or T to "
            "trail it.",
        ),
        QCoreApplication.translate(
            "CassinoRules",
            "Every play ends your turn, so there is nothing to take back: Ctrl+Z is not "
            "available in Cassino.",
        ),
    )
    keys = [
        (
            QCoreApplication.translate("CassinoRules", "Tab, Shift+Tab"),
            QCoreApplication.translate("CassinoRules", "move between the controls"),
        ),
        (
            QCoreApplication.translate("CassinoRules", "Left, Right arrows"),
            QCoreApplication.translate("CassinoRules", "move between cards"),
        ),
        (
            QCoreApplication.translate("CassinoRules", "Up, Down arrows"),
            QCoreApplication.translate(
                "CassinoRules",
                "move from your hand to the table cards and builds and back",
            ),
        ),
        (
            QCoreApplication.translate("CassinoRules", "Space"),
            QCoreApplication.translate(
                "CassinoRules",
                "select the card or build under the focus, in your hand or on the table",
            ),
        ),
        (
            QCoreApplication.translate("CassinoRules", "Enter"),
            QCoreApplication.translate("CassinoRules", "play the selected card"),
        ),
        (
            QCoreApplication.translate("CassinoRules", "T"),
            QCoreApplication.translate("CassinoRules", "trail the selected card"),
        ),
    ]
    headers = (
        QCoreApplication.translate("CassinoRules", "Key"),
        QCoreApplication.translate("CassinoRules", "Action"),
    )
    return rules_tables.controls(
        QCoreApplication.translate("CassinoRules", "How to play with the mouse and keyboard"),
        gestures,
        headers,
        keys,
    )
