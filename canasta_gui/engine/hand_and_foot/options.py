"""Hand and Foot options and configuration (docs/rules.md §4.1, §6 ``OPT-HF-*``).

Options are named by their registry ids everywhere a person sees them.
:class:`HandFootConfig` resolves them once into plain attributes and into the
shared :class:`MeldRules` and :class:`PileRules`, so the rules never look an
option up by name on a hot path.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from canasta_gui.engine.cards import RED3_KINDS, RUMMY_VALUE
from canasta_gui.engine.errors import ConfigError, msg
from canasta_gui.engine.option_sets import OptionSet
from canasta_gui.engine.rummy.meld_rules import COMPLETE, MeldRules
from canasta_gui.engine.rummy.melds import ONE_THIRD, WildLimit
from canasta_gui.engine.rummy.pile import PileRules

GAME = "hand-and-foot"
PLAYERS = 4  # docs/rules.md §4.1: two partnerships, partners opposite
DECKS = 5  # 5 x 54 = 270 cards
N_CARDS = 270
HAND_SIZE = 13  # §4.3: a hand and a foot of 13 each
FOOT_SIZE = 13
DRAW_COUNT = 2  # §4.4 step 1
DEALS = 4  # §4.13: a game is 4 deals (OPT-HF-DEALS may make it shorter)
#: §4.7: the minimum count of deal 1, 2, 3 and 4.
MINIMUMS = (50, 90, 120, 150)
#: §4.2: completed-book bonuses.
BOOK_BONUS = {"clean": 500, "dirty": 300, "wild": 1500}
RED3_BONUS = 100  # §4.12 R
GOING_OUT_BONUS = 100  # §4.12 G
#: §4.10.2 (a): books needed to go out.
BOOKS_TO_GO_OUT = {"clean": 2, "dirty": 2, "wild": 1}

#: docs/rules.md §6: every Hand and Foot option id → (allowed values, default).
OPTION_SPECS: dict[str, tuple[tuple[str, ...], str]] = {
    "OPT-HF-PICKUP": (("TOP-7", "WHOLE-PILE"), "TOP-7"),
    "OPT-HF-UPCARD": (("TURN-BURY", "NONE"), "TURN-BURY"),
    "OPT-HF-FINAL-DISCARD": (("ALLOWED", "FORBIDDEN"), "ALLOWED"),
    "OPT-HF-RED3-LEFT": (("0", "100"), "0"),
    "OPT-HF-PERMISSION": (("REQUIRED", "OPTIONAL"), "REQUIRED"),
    "OPT-HF-DEALS": (("4", "2", "1"), "4"),  # §4.13: a shorter game plays the first deals
}

#: Named rule sets (docs/rules.md §6 "Sources"); each lists only what differs from the defaults,
#: except S2's, which spells out every reading it states. The New game dialog shows them in this
#: order and offers the first to a new player: S2's rules are the table's own seed.
PRESETS: dict[str, dict[str, str]] = {
    # S2, the Japanese Hand and Foot article (docs/rules.md §7.14-§7.17): no upcard is ever
    # turned, the top 7 cards of the pile, going out after a discard, a 3 worth 0, and going
    # out needs the partner's agreement.
    "japanese": {
        "OPT-HF-UPCARD": "NONE",
        "OPT-HF-PICKUP": "TOP-7",
        "OPT-HF-FINAL-DISCARD": "ALLOWED",
        "OPT-HF-RED3-LEFT": "0",
        "OPT-HF-PERMISSION": "REQUIRED",
        "OPT-HF-DEALS": "4",  # S2: "このゲームは4ディールで1ゲーム"
    },
    "default": {},
    # P-HF: an unplayed red 3 costs 100.
    "pagat": {"OPT-HF-RED3-LEFT": "100"},
    # Common house rules (§6): the whole pile, and the last card must be melded.
    "house": {"OPT-HF-PICKUP": "WHOLE-PILE", "OPT-HF-FINAL-DISCARD": "FORBIDDEN"},
}


class HandFootOptions(OptionSet):
    """A validated set of option values, keyed by registry id."""

    SPECS = OPTION_SPECS
    PRESETS = PRESETS


@dataclass(frozen=True)
class HandFootConfig:
    """The fixed table of docs/rules.md §4.1 and the options, resolved for the rules."""

    options: HandFootOptions = field(default_factory=HandFootOptions)
    players: int = PLAYERS
    decks: int = DECKS

    pickup: int = field(init=False, compare=False)
    bury_upcard: bool = field(init=False, compare=False)
    final_discard: bool = field(init=False, compare=False)
    permission_required: bool = field(init=False, compare=False)
    yes_obliges: bool = field(init=False, compare=False)  # a partner's "yes" obliges (§4.10.2 c)
    hand_values: tuple[int, ...] = field(init=False, compare=False)
    meld_rules: MeldRules = field(init=False, compare=False)
    pile_rules: PileRules = field(init=False, compare=False)
    side_of: tuple[int, ...] = field(init=False, compare=False)
    n_sides: int = field(init=False, compare=False)
    n_cards: int = field(init=False, compare=False)
    partnership: bool = field(init=False, compare=False)
    deals: int = field(init=False, compare=False)

    def __post_init__(self) -> None:
        if (self.players, self.decks) != (PLAYERS, DECKS):
            raise ConfigError(
                "hf_bad_config", msg("hf_bad_config"), players=self.players, decks=self.decks
            )
        opt = self.options.get
        red3_left = int(opt("OPT-HF-RED3-LEFT"))
        values = list(RUMMY_VALUE)
        for k in RED3_KINDS:
            values[k] = red3_left  # §4.12 H, OPT-HF-RED3-LEFT
        set_ = object.__setattr__
        set_(self, "pickup", 7 if opt("OPT-HF-PICKUP") == "TOP-7" else 0)
        set_(self, "bury_upcard", opt("OPT-HF-UPCARD") == "TURN-BURY")
        set_(self, "final_discard", opt("OPT-HF-FINAL-DISCARD") == "ALLOWED")
        set_(self, "permission_required", opt("OPT-HF-PERMISSION") == "REQUIRED")
        # REQUIRED asks for a "yes" that only permits going out; OPTIONAL lets the asker go
        # out unasked, and a "yes" obliges.
        set_(self, "yes_obliges", not self.permission_required)
        set_(self, "hand_values", tuple(values))
        # §4.6: one-third wild ratio, 7-card cap, wild melds, closed books, no black-3 melds.
        set_(
            self,
            "meld_rules",
            MeldRules(WildLimit(ONE_THIRD), max_size=COMPLETE, wild_melds=True, books_close=True),
        )
        # §4.8: natural pair always, wild top with two wild cards, top 7 or the whole pile.
        set_(self, "pile_rules", PileRules(True, True, self.pickup))
        set_(self, "side_of", (0, 1, 0, 1))
        set_(self, "n_sides", 2)
        set_(self, "n_cards", N_CARDS)
        set_(self, "partnership", True)
        set_(self, "deals", int(opt("OPT-HF-DEALS")))  # §4.13

    @classmethod
    def make(
        cls, options: Mapping[str, str] | None = None, preset: str = "default"
    ) -> HandFootConfig:
        return cls(HandFootOptions.build(options, preset))

    @property
    def name(self) -> str:
        return "HF4-5D"

    def opt(self, key: str) -> str:
        return self.options.get(key)

    def partner_of(self, player: int) -> int:
        return (player + 2) % 4

    def partners_of(self, player: int) -> tuple[int, ...]:
        return ((player + 2) % 4,)

    @staticmethod
    def minimum_for(deal_no: int) -> int:
        """The minimum count of deal ``deal_no`` (0-based, docs/rules.md §4.7)."""
        return MINIMUMS[min(deal_no, DEALS - 1)]
