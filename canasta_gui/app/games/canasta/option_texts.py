"""What people read about the Canasta rule options (docs/rules.md §6) and the named presets.

The tables hold English source strings marked with ``QT_TRANSLATE_NOOP`` so that
``pyside6-lupdate`` extracts them (context "options"); they are translated at display time
(``app/games/option_tables.py``), so a language switch takes effect the next time a dialog is
built.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from canasta_gui.app.games.option_tables import OptionTables, tr
from canasta_gui.engine.canasta.options import OPTION_SPECS

#: Short label of each option, as shown beside its control.
OPTION_LABELS: dict[str, str] = {
    "OPT-DEAL-LIMIT": QT_TRANSLATE_NOOP("options", "Deal limit"),
    "OPT-CAN-DRAW-COUNT": QT_TRANSLATE_NOOP("options", "Cards drawn from the stock"),
    "OPT-CAN-CANASTAS-TO-GO-OUT": QT_TRANSLATE_NOOP("options", "Canastas needed to go out"),
    "OPT-CAN-MELDS-TO-GO-OUT": QT_TRANSLATE_NOOP("options", "Melds needed to go out"),
    "OPT-CAN-WILD-LIMIT": QT_TRANSLATE_NOOP("options", "Wild cards in a meld"),
    "OPT-CAN-UPCARD": QT_TRANSLATE_NOOP("options", "Upcard"),
    "OPT-CAN-BLACK3": QT_TRANSLATE_NOOP("options", "Black 3 in the pile"),
    "OPT-CAN-PREMELD-PILE": QT_TRANSLATE_NOOP("options", "Pile before the first meld"),
    "OPT-CAN-FROZEN-FOR": QT_TRANSLATE_NOOP("options", "Frozen before melding"),
    "OPT-CAN-MINIMUM-AT-ZERO": QT_TRANSLATE_NOOP("options", "First meld at a score of 0"),
    "OPT-CAN-STOCK-OUT": QT_TRANSLATE_NOOP("options", "When the stock runs out"),
    "OPT-CAN-LAST-RED3": QT_TRANSLATE_NOOP("options", "Red 3 as the last stock card"),
    "OPT-CAN-CONCEALED-MINIMUM": QT_TRANSLATE_NOOP("options", "Minimum when going out concealed"),
    "OPT-CAN-CONCEALED-WITH-PILE": QT_TRANSLATE_NOOP("options", "Concealed after taking the pile"),
    "OPT-CAN-CONCEALED-BONUS": QT_TRANSLATE_NOOP("options", "Concealed bonus"),
    "OPT-CAN-ASK-LIMIT": QT_TRANSLATE_NOOP("options", "Asking “May I go out?”"),
    "OPT-CAN-WILD-ON-NATURAL-CANASTA": QT_TRANSLATE_NOOP(
        "options", "Wild card on a natural canasta"
    ),
    "OPT-CAN-CANASTA-MAX": QT_TRANSLATE_NOOP("options", "Largest canasta"),
    "OPT-CAN-RED3-ALL-FOUR": QT_TRANSLATE_NOOP("options", "All four red 3s"),
    "OPT-CAN-RED3-BONUS-3DECK": QT_TRANSLATE_NOOP("options", "Red 3s with three decks"),
    "OPT-CAN-TARGET": QT_TRANSLATE_NOOP("options", "Target score"),
    "OPT-CAN-SIX-TEAMS": QT_TRANSLATE_NOOP("options", "Six-player sides"),
    "OPT-CAN-SEAT-DRAW": QT_TRANSLATE_NOOP("options", "Draw for seats and first deal"),
}

#: One line saying what each option decides.
OPTION_HELP: dict[str, str] = {
    "OPT-DEAL-LIMIT": QT_TRANSLATE_NOOP(
        "options", "The game ends after this many deals, whatever the scores"
    ),
    "OPT-CAN-DRAW-COUNT": QT_TRANSLATE_NOOP(
        "options", "How many cards a player draws from the stock (always 2 with two players)"
    ),
    "OPT-CAN-CANASTAS-TO-GO-OUT": QT_TRANSLATE_NOOP(
        "options", "How many canastas a side must have before one of its players may go out"
    ),
    "OPT-CAN-MELDS-TO-GO-OUT": QT_TRANSLATE_NOOP(
        "options",
        "How many melds, canastas included, a side must have on the table before going out",
    ),
    "OPT-CAN-WILD-LIMIT": QT_TRANSLATE_NOOP(
        "options", "How many wild cards a meld may hold compared with its natural cards"
    ),
    "OPT-CAN-UPCARD": QT_TRANSLATE_NOOP(
        "options", "What happens when the first upcard of the pile is a wild card or a red 3"
    ),
    "OPT-CAN-BLACK3": QT_TRANSLATE_NOOP(
        "options", "Whether a black 3 in the pile only blocks the next player or freezes the pile"
    ),
    "OPT-CAN-PREMELD-PILE": QT_TRANSLATE_NOOP(
        "options", "Whether a side that has not melded yet may take the discard pile"
    ),
    "OPT-CAN-FROZEN-FOR": QT_TRANSLATE_NOOP(
        "options",
        "Whether the pile stays frozen only until the side opens, or for each player until "
        "they have melded",
    ),
    "OPT-CAN-MINIMUM-AT-ZERO": QT_TRANSLATE_NOOP(
        "options", "The count a side's first meld needs when its score is exactly 0"
    ),
    "OPT-CAN-STOCK-OUT": QT_TRANSLATE_NOOP(
        "options", "Whether play goes on by taking the pile once the stock is empty"
    ),
    "OPT-CAN-LAST-RED3": QT_TRANSLATE_NOOP(
        "options", "What a player may still do after drawing a red 3 that cannot be replaced"
    ),
    "OPT-CAN-CONCEALED-MINIMUM": QT_TRANSLATE_NOOP(
        "options",
        "Whether going out concealed before the side has melded must reach the opening minimum",
    ),
    "OPT-CAN-CONCEALED-WITH-PILE": QT_TRANSLATE_NOOP(
        "options", "Whether a player who took the pile this turn can still go out concealed"
    ),
    "OPT-CAN-CONCEALED-BONUS": QT_TRANSLATE_NOOP(
        "options", "Whether going out concealed earns 200 at every table or only with partners"
    ),
    "OPT-CAN-ASK-LIMIT": QT_TRANSLATE_NOOP(
        "options", "How often a player may ask their partner for permission to go out"
    ),
    "OPT-CAN-WILD-ON-NATURAL-CANASTA": QT_TRANSLATE_NOOP(
        "options", "Whether a wild card may be added to a natural canasta, making it mixed"
    ),
    "OPT-CAN-CANASTA-MAX": QT_TRANSLATE_NOOP(
        "options", "Whether a canasta may keep growing or is full at 8 cards"
    ),
    "OPT-CAN-RED3-ALL-FOUR": QT_TRANSLATE_NOOP(
        "options", "How the bonus for all four red 3s is worded; every choice scores 800"
    ),
    "OPT-CAN-RED3-BONUS-3DECK": QT_TRANSLATE_NOOP(
        "options", "The bonus for four, five or six red 3s in a three-deck game"
    ),
    "OPT-CAN-TARGET": QT_TRANSLATE_NOOP(
        "options", "The game ends after the deal in which a side reaches this score"
    ),
    "OPT-CAN-SIX-TEAMS": QT_TRANSLATE_NOOP("options", "How six players form sides"),
    "OPT-CAN-SEAT-DRAW": QT_TRANSLATE_NOOP(
        "options",
        "Before the first deal everyone draws a card; the cards decide partners, seats "
        "and the first dealer",
    ),
}

#: Label of each value of each option.
VALUE_LABELS: dict[str, dict[str, str]] = {
    "OPT-DEAL-LIMIT": {"NONE": QT_TRANSLATE_NOOP("options", "No limit")},
    "OPT-CAN-DRAW-COUNT": {
        "2": QT_TRANSLATE_NOOP("options", "2"),
        "1": QT_TRANSLATE_NOOP("options", "1"),
    },
    "OPT-CAN-CANASTAS-TO-GO-OUT": {
        "1": QT_TRANSLATE_NOOP("options", "1"),
        "2": QT_TRANSLATE_NOOP("options", "2"),
    },
    "OPT-CAN-MELDS-TO-GO-OUT": {
        "1": QT_TRANSLATE_NOOP("options", "The canastas are enough"),
        "2": QT_TRANSLATE_NOOP("options", "At least 2 melds, canastas included"),
    },
    "OPT-CAN-WILD-LIMIT": {
        "CLASSIC": QT_TRANSLATE_NOOP("options", "At least 2 naturals, at most 3 wild cards"),
        "NOT-OUTNUMBER": QT_TRANSLATE_NOOP("options", "Also no more wild cards than naturals"),
        "TWO-NATURALS-PER-WILD": QT_TRANSLATE_NOOP(
            "options", "Also two naturals for each wild card"
        ),
    },
    "OPT-CAN-UPCARD": {
        "TURN-ANOTHER": QT_TRANSLATE_NOOP("options", "Turn another card"),
        "TURN-ANOTHER-ANY3": QT_TRANSLATE_NOOP("options", "Turn another, also for any 3"),
        "LEAVE": QT_TRANSLATE_NOOP("options", "Leave it (pile frozen)"),
    },
    "OPT-CAN-BLACK3": {
        "BLOCK-ONLY": QT_TRANSLATE_NOOP("options", "Blocks only while on top"),
        "FREEZE": QT_TRANSLATE_NOOP("options", "Freezes the pile"),
    },
    "OPT-CAN-PREMELD-PILE": {
        "FROZEN": QT_TRANSLATE_NOOP("options", "With a natural pair and the minimum"),
        "CLOSED": QT_TRANSLATE_NOOP("options", "Not allowed"),
    },
    "OPT-CAN-FROZEN-FOR": {
        "SIDE": QT_TRANSLATE_NOOP("options", "Until the side opens"),
        "PLAYER": QT_TRANSLATE_NOOP("options", "Until each player has melded"),
    },
    "OPT-CAN-MINIMUM-AT-ZERO": {
        "50": QT_TRANSLATE_NOOP("options", "50"),
        "15": QT_TRANSLATE_NOOP("options", "15 (as below 0)"),
    },
    "OPT-CAN-STOCK-OUT": {
        "CONTINUE": QT_TRANSLATE_NOOP("options", "Play on while players take the pile"),
        "END": QT_TRANSLATE_NOOP("options", "The deal ends after that turn"),
    },
    "OPT-CAN-LAST-RED3": {
        "END-IMMEDIATELY": QT_TRANSLATE_NOOP("options", "The deal ends at once"),
        "MELD-THEN-END": QT_TRANSLATE_NOOP("options", "Meld first, no discard, then it ends"),
    },
    "OPT-CAN-CONCEALED-MINIMUM": {
        "REQUIRED": QT_TRANSLATE_NOOP("options", "Minimum required"),
        "WAIVED": QT_TRANSLATE_NOOP("options", "No minimum"),
    },
    "OPT-CAN-CONCEALED-WITH-PILE": {
        "ALLOWED": QT_TRANSLATE_NOOP("options", "Allowed"),
        "FORBIDDEN": QT_TRANSLATE_NOOP("options", "Not allowed"),
    },
    "OPT-CAN-CONCEALED-BONUS": {
        "EVERY-TABLE": QT_TRANSLATE_NOOP("options", "At every table"),
        "PARTNERSHIPS": QT_TRANSLATE_NOOP("options", "Only in partnership games"),
    },
    "OPT-CAN-ASK-LIMIT": {
        "ONCE-PER-DEAL": QT_TRANSLATE_NOOP("options", "Once per deal"),
        "ONCE-PER-TURN": QT_TRANSLATE_NOOP("options", "Once per turn"),
    },
    "OPT-CAN-WILD-ON-NATURAL-CANASTA": {
        "ALLOWED": QT_TRANSLATE_NOOP("options", "Allowed (it becomes mixed)"),
        "FORBIDDEN": QT_TRANSLATE_NOOP("options", "Not allowed"),
    },
    "OPT-CAN-CANASTA-MAX": {
        "NONE": QT_TRANSLATE_NOOP("options", "No limit"),
        "8": QT_TRANSLATE_NOOP("options", "8 cards"),
    },
    "OPT-CAN-RED3-ALL-FOUR": {
        "REPLACE-800": QT_TRANSLATE_NOOP("options", "800 instead of 100 each"),
        "ADD-400": QT_TRANSLATE_NOOP("options", "100 each plus 400"),
        "DOUBLE-EACH": QT_TRANSLATE_NOOP("options", "200 each"),
    },
    "OPT-CAN-RED3-BONUS-3DECK": {
        "SCALED": QT_TRANSLATE_NOOP("options", "100 each; five score 1,000, six 1,200"),
        "FLAT": QT_TRANSLATE_NOOP("options", "100 each"),
        "DOUBLE-FROM-FOUR": QT_TRANSLATE_NOOP(
            "options", "100 each; four score 800, five 1,000, six 1,200"
        ),
    },
    "OPT-CAN-TARGET": {
        "1500": QT_TRANSLATE_NOOP("options", "1,500 (a quick game)"),
        "3000": QT_TRANSLATE_NOOP("options", "3,000 (a short game)"),
        "5000": QT_TRANSLATE_NOOP("options", "5,000"),
        "7500": QT_TRANSLATE_NOOP("options", "7,500"),
        "10000": QT_TRANSLATE_NOOP("options", "10,000 (minimum 150 from 7,500)"),
    },
    "OPT-CAN-SIX-TEAMS": {
        "2x3": QT_TRANSLATE_NOOP("options", "Two sides of three, seats alternating"),
        "3x2": QT_TRANSLATE_NOOP("options", "Three sides of two, partners opposite"),
    },
    "OPT-CAN-SEAT-DRAW": {
        "OFF": QT_TRANSLATE_NOOP("options", "No: seats as listed, first dealer at random"),
        "ON": QT_TRANSLATE_NOOP("options", "Yes: the cards decide seats and dealer"),
    },
}

#: Label of the entry meaning "no override" for options whose default is ``None``.
BY_CONFIGURATION = QT_TRANSLATE_NOOP("options", "By configuration")
#: The same, with the number the configuration gives (e.g. "By configuration (2)").
BY_CONFIGURATION_N = QT_TRANSLATE_NOOP("options", "By configuration ({n})")
#: The deal limits the New game dialog offers (the engine takes any whole number, §1.5):
#: one deal is the quickest game there is.
DEAL_LIMITS = ("NONE", "1", "2", "3", "4")
#: A positive deal limit.
DEALS_N = QT_TRANSLATE_NOOP("options", "{n} deals")
#: A deal limit of one (a whole phrase, as languages write a singular differently).
ONE_DEAL = QT_TRANSLATE_NOOP("options", "1 deal")

#: Names of the rule presets of ``PRESETS``, as players call such rules (the keys stay in saves).
PRESET_NAMES: dict[str, str] = {
    "default": QT_TRANSLATE_NOOP("options", "Classic"),
    "bga": QT_TRANSLATE_NOOP("options", "Online club"),
    "korean": QT_TRANSLATE_NOOP("options", "Korean house rules"),
    "italian": QT_TRANSLATE_NOOP("options", "Italian rules"),
}

#: One line per preset saying what sets it apart, shown under the preset's name.
PRESET_DESCRIPTIONS: dict[str, str] = {
    "default": QT_TRANSLATE_NOOP(
        "options", "The classic rules: a wild card or red 3 turned up is covered by the next card"
    ),
    "bga": QT_TRANSLATE_NOOP(
        "options",
        "As played online: the upcard stays, 15 to open at 0, the pile frozen until you meld, "
        "two melds and a canasta to go out",
    ),
    "korean": QT_TRANSLATE_NOOP(
        "options",
        "The upcard stays, the deal ends when the stock runs out, a canasta holds 7 or 8 cards",
    ),
    "italian": QT_TRANSLATE_NOOP(
        "options",
        "Draw one card, two naturals per wild card, a black 3 freezes the pile, "
        "no pile before the first meld, cards drawn for seats",
    ),
}


# Every table above, looked up and translated at display time.
TABLES = OptionTables(OPTION_LABELS, OPTION_HELP, VALUE_LABELS, PRESET_NAMES, PRESET_DESCRIPTIONS)
option_label = TABLES.option_label
option_help = TABLES.option_help
preset_name = TABLES.preset_name
preset_description = TABLES.preset_description


def canasta_option_keys() -> list[str]:
    """Every ``OPT-CAN-*`` option id, in registry order."""
    return [key for key in OPTION_SPECS if key.startswith("OPT-CAN-")]


def dialog_option_keys() -> list[str]:
    """The options the New game dialog offers: the deal limit, then every ``OPT-CAN-*``."""
    return ["OPT-DEAL-LIMIT", *canasta_option_keys()]


def value_label(key: str, value: str | None) -> str:
    """The translated label of one value of an option.

    ``None`` is the "decided by the configuration" default; a number given for
    OPT-DEAL-LIMIT reads "N deals"; anything unknown is shown as it is rather than hidden.
    """
    if value is None:
        return tr(BY_CONFIGURATION)
    known = TABLES.known_value(key, value)
    if known is not None:
        return known
    if key == "OPT-DEAL-LIMIT" and value.isdigit():
        n = int(value)
        return tr(ONE_DEAL) if n == 1 else tr(DEALS_N).format(n=n)
    return value
