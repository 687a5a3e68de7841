"""Canasta configurations, rule options and named presets (docs/rules.md §3.1, §6).

Options are named by their registry ids (``OPT-CAN-DRAW-COUNT``) everywhere a
person sees them: on the command line, in saves and in the settings dialog.
:class:`CanastaConfig` resolves them once into plain attributes, so the rules
code never looks an option up by name on a hot path.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from canasta_gui.engine.cards import BLACK3_KINDS, JOKER, N_KINDS, RED3_KINDS, TWO
from canasta_gui.engine.errors import ConfigError, msg
from canasta_gui.engine.option_sets import OptionSet
from canasta_gui.engine.rummy.meld_rules import MeldRules
from canasta_gui.engine.rummy.melds import WildLimit
from canasta_gui.engine.rummy.pile import PileRules, top_blocked

#: docs/rules.md §3.1: (players, decks) → (cards dealt, canastas to go out by default).
CONFIGURATIONS: dict[tuple[int, int], tuple[int, int]] = {
    (2, 2): (15, 2),
    (3, 2): (13, 1),
    (4, 2): (11, 1),
    (2, 3): (15, 2),
    (3, 3): (15, 2),
    (4, 3): (15, 2),
    (6, 3): (13, 2),
}

#: docs/rules.md §6: every Canasta option id → (allowed values, default). ``None`` as a
#: default means "depends on the configuration" (§3.1) or "no limit".
OPTION_SPECS: dict[str, tuple[tuple[str, ...], str | None]] = {
    "OPT-DEAL-LIMIT": (("NONE",), "NONE"),  # or a positive whole number
    "OPT-CAN-DRAW-COUNT": (("2", "1"), "2"),
    "OPT-CAN-CANASTAS-TO-GO-OUT": (("1", "2"), None),
    "OPT-CAN-MELDS-TO-GO-OUT": (("1", "2"), "1"),
    "OPT-CAN-WILD-LIMIT": (("CLASSIC", "NOT-OUTNUMBER", "TWO-NATURALS-PER-WILD"), "CLASSIC"),
    "OPT-CAN-UPCARD": (("TURN-ANOTHER", "TURN-ANOTHER-ANY3", "LEAVE"), "TURN-ANOTHER"),
    "OPT-CAN-BLACK3": (("BLOCK-ONLY", "FREEZE"), "BLOCK-ONLY"),
    "OPT-CAN-PREMELD-PILE": (("FROZEN", "CLOSED"), "FROZEN"),
    "OPT-CAN-FROZEN-FOR": (("SIDE", "PLAYER"), "SIDE"),
    "OPT-CAN-MINIMUM-AT-ZERO": (("50", "15"), "50"),
    "OPT-CAN-STOCK-OUT": (("CONTINUE", "END"), "CONTINUE"),
    "OPT-CAN-LAST-RED3": (("END-IMMEDIATELY", "MELD-THEN-END"), "END-IMMEDIATELY"),
    "OPT-CAN-CONCEALED-MINIMUM": (("REQUIRED", "WAIVED"), "REQUIRED"),
    "OPT-CAN-CONCEALED-WITH-PILE": (("ALLOWED", "FORBIDDEN"), "ALLOWED"),
    "OPT-CAN-CONCEALED-BONUS": (("EVERY-TABLE", "PARTNERSHIPS"), "EVERY-TABLE"),
    "OPT-CAN-ASK-LIMIT": (("ONCE-PER-DEAL", "ONCE-PER-TURN"), "ONCE-PER-DEAL"),
    "OPT-CAN-WILD-ON-NATURAL-CANASTA": (("ALLOWED", "FORBIDDEN"), "ALLOWED"),
    "OPT-CAN-CANASTA-MAX": (("NONE", "8"), "NONE"),
    "OPT-CAN-RED3-ALL-FOUR": (("REPLACE-800", "ADD-400", "DOUBLE-EACH"), "REPLACE-800"),
    "OPT-CAN-RED3-BONUS-3DECK": (("SCALED", "FLAT", "DOUBLE-FROM-FOUR"), "SCALED"),
    "OPT-CAN-TARGET": (("1500", "3000", "5000", "7500", "10000"), "5000"),
    "OPT-CAN-SIX-TEAMS": (("2x3", "3x2"), "2x3"),
    "OPT-CAN-SEAT-DRAW": (("OFF", "ON"), "OFF"),
}


#: Named rule sets of the seed documents (docs/rules.md §1.2, §6 "Sources" column).
#: Each lists only what differs from the defaults.
PRESETS: dict[str, dict[str, str]] = {
    "default": {},
    # S0, Board Game Arena (Japanese), read literally (docs/rules.md §7.2, §7.5, §7.8,
    # §7.12, §7.25): the upcard is never covered; "0 or below: 15"; frozen for a
    # *player* who has not melded; "two or more melds, a canasta" to go out; the
    # concealed bonus only in team games; four red 3s 800 whatever the decks.
    "bga": {
        "OPT-CAN-UPCARD": "LEAVE",
        "OPT-CAN-RED3-ALL-FOUR": "REPLACE-800",
        "OPT-CAN-RED3-BONUS-3DECK": "DOUBLE-FROM-FOUR",
        "OPT-CAN-MINIMUM-AT-ZERO": "15",
        "OPT-CAN-FROZEN-FOR": "PLAYER",
        "OPT-CAN-CONCEALED-BONUS": "PARTNERSHIPS",
        "OPT-CAN-CANASTAS-TO-GO-OUT": "1",
        "OPT-CAN-MELDS-TO-GO-OUT": "2",
    },
    # S3, Korean namu wiki: upcard left, the deal ends with the stock, a canasta
    # is "7 or 8 cards" (docs/rules.md §7.13).
    "korean": {
        "OPT-CAN-UPCARD": "LEAVE",
        "OPT-CAN-STOCK-OUT": "END",
        "OPT-CAN-RED3-ALL-FOUR": "ADD-400",
        "OPT-CAN-CANASTA-MAX": "8",
    },
    # S4, Italian rules article: draw one, strict wild ratio, any 3 covered,
    # black 3 freezes, no pile before the first meld, cards drawn for seats and first deal.
    "italian": {
        "OPT-CAN-DRAW-COUNT": "1",
        "OPT-CAN-WILD-LIMIT": "TWO-NATURALS-PER-WILD",
        "OPT-CAN-UPCARD": "TURN-ANOTHER-ANY3",
        "OPT-CAN-BLACK3": "FREEZE",
        "OPT-CAN-PREMELD-PILE": "CLOSED",
        "OPT-CAN-RED3-ALL-FOUR": "DOUBLE-EACH",
        "OPT-CAN-SEAT-DRAW": "ON",
    },
}


class CanastaOptions(OptionSet):
    """A validated set of option values, keyed by registry id."""

    SPECS = OPTION_SPECS
    PRESETS = PRESETS


@dataclass(frozen=True)
class CanastaConfig:
    """Players, decks and options, resolved into the numbers the rules use."""

    players: int = 4
    decks: int = 2
    options: CanastaOptions = field(default_factory=CanastaOptions)

    # Resolved values (filled in __post_init__; not part of equality).
    hand_size: int = field(init=False, compare=False)
    canastas_to_go_out: int = field(init=False, compare=False)
    melds_to_go_out: int = field(init=False, compare=False)  # canastas included (§3.12.1)
    frozen_for_player: bool = field(init=False, compare=False)  # §3.9.3 OPT-CAN-FROZEN-FOR
    zero_minimum: int = field(init=False, compare=False)  # §3.8.1 OPT-CAN-MINIMUM-AT-ZERO
    draw_count: int = field(init=False, compare=False)
    wild_limit: WildLimit = field(init=False, compare=False)
    meld_rules: MeldRules = field(init=False, compare=False)  # shared with Hand and Foot
    pile_rules: PileRules = field(init=False, compare=False)
    n_sides: int = field(init=False, compare=False)
    side_of: tuple[int, ...] = field(init=False, compare=False)
    partnership: bool = field(init=False, compare=False)
    yes_obliges: bool = field(init=False, compare=False)  # §3.12.3: a "yes" binds the asker
    target: int = field(init=False, compare=False)
    deal_limit: int | None = field(init=False, compare=False)
    n_cards: int = field(init=False, compare=False)
    goout_key: tuple = field(init=False, compare=False)  # what the go-out search depends on
    #: By card kind: does the card freeze the pile it lies in (§3.9.1-§3.9.2)?
    freezing: tuple[bool, ...] = field(init=False, compare=False, repr=False)
    #: By card kind: may a top card of that kind not be taken (``rummy.pile.top_blocked``
    #: under ``pile_rules``, looked up by every draw-phase listing)?
    blocked_tops: tuple[bool, ...] = field(init=False, compare=False, repr=False)
    partners: tuple[tuple[int, ...], ...] = field(init=False, compare=False)
    #: Every option's value by id: the rules ask for options on every turn, and the
    #: option set itself looks a value up by scanning its pairs.
    option_values: dict[str, str | None] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        if (self.players, self.decks) not in CONFIGURATIONS:
            # docs/rules.md §3.1: 5 players, 6 players with two decks and anything else are refused.
            raise ConfigError(
                "bad_config", msg("bad_config"), players=self.players, decks=self.decks
            )
        hand, k_default = CONFIGURATIONS[(self.players, self.decks)]
        opt = self.options.get
        k = opt("OPT-CAN-CANASTAS-TO-GO-OUT")
        draw = 2 if self.players == 2 else int(opt("OPT-CAN-DRAW-COUNT") or 2)  # §3.6
        if self.players == 6:
            # docs/rules.md §3.3: 2x3 alternates A B A B A B; 3x2 pairs seats 1-4, 2-5, 3-6.
            side_of = (
                tuple(p % 2 for p in range(6))
                if opt("OPT-CAN-SIX-TEAMS") == "2x3"
                else (tuple(p % 3 for p in range(6)))
            )
        elif self.players == 4:
            side_of = (0, 1, 0, 1)
        else:
            side_of = tuple(range(self.players))
        limit = opt("OPT-DEAL-LIMIT")
        set_ = object.__setattr__
        set_(self, "option_values", {key: opt(key) for key in self.options.SPECS})
        set_(self, "hand_size", hand)
        set_(self, "canastas_to_go_out", int(k) if k else k_default)
        set_(self, "melds_to_go_out", int(opt("OPT-CAN-MELDS-TO-GO-OUT") or 1))
        set_(self, "frozen_for_player", opt("OPT-CAN-FROZEN-FOR") == "PLAYER")
        set_(self, "zero_minimum", int(opt("OPT-CAN-MINIMUM-AT-ZERO") or 50))
        cap = opt("OPT-CAN-CANASTA-MAX")
        set_(self, "draw_count", draw)
        set_(self, "wild_limit", WildLimit(opt("OPT-CAN-WILD-LIMIT") or "CLASSIC"))
        # docs/rules.md §3.7: no size limit (8 under OPT-CAN-CANASTA-MAX, §3.7.7),
        # black-3 melds when going out, no wild melds.
        set_(
            self,
            "meld_rules",
            MeldRules(
                self.wild_limit,
                max_size=0 if cap in (None, "NONE") else int(cap),
                black3_melds=True,
                no_wild_on_natural=opt("OPT-CAN-WILD-ON-NATURAL-CANASTA") == "FORBIDDEN",
                too_big_code="canasta_too_big",
            ),
        )
        set_(self, "pile_rules", PileRules())  # §3.9-§3.10: whole pile, wild top blocked
        set_(self, "blocked_tops", tuple(top_blocked(self.pile_rules, k) for k in range(N_KINDS)))
        set_(self, "side_of", side_of)
        set_(self, "n_sides", max(side_of) + 1)
        set_(self, "partnership", self.players in (4, 6))
        set_(self, "yes_obliges", True)
        set_(self, "target", int(opt("OPT-CAN-TARGET") or 5000))
        set_(self, "deal_limit", None if limit in (None, "NONE") else int(limit))
        set_(self, "n_cards", 54 * self.decks)
        set_(
            self,
            "partners",
            tuple(
                tuple(q for q in range(self.players) if q != p and side_of[q] == side_of[p])
                for p in range(self.players)
            ),
        )
        black3_freezes = opt("OPT-CAN-BLACK3") == "FREEZE"
        set_(
            self,
            "freezing",
            tuple(
                k == JOKER
                or k >> 2 == TWO
                or k in RED3_KINDS
                or (black3_freezes and k in BLACK3_KINDS)
                for k in range(N_KINDS)
            ),
        )
        set_(
            self,
            "goout_key",
            (
                self.wild_limit.mode,
                self.canastas_to_go_out,
                opt("OPT-CAN-WILD-ON-NATURAL-CANASTA"),
                self.melds_to_go_out,
                self.meld_rules.max_size,
            ),
        )

    @classmethod
    def make(
        cls,
        players: int = 4,
        decks: int = 2,
        options: Mapping[str, str] | None = None,
        preset: str = "default",
    ) -> CanastaConfig:
        return cls(players, decks, CanastaOptions.build(options, preset))

    @property
    def name(self) -> str:
        """The configuration's name in docs/rules.md §3.1, e.g. ``C4-2D``."""
        return f"C{self.players}-{self.decks}D"

    def opt(self, key: str) -> str | None:
        return self.option_values[key]

    def partners_of(self, player: int) -> tuple[int, ...]:
        return self.partners[player]

    def minimum_for(self, score: int) -> int:
        """Opening minimum for a cumulative score (docs/rules.md §3.8.1)."""
        if score < 0:
            return 15
        if score == 0:
            return self.zero_minimum  # S0's "0 or below: 15" against "0 to 1,495: 50"
        if score < 1500:
            return 50
        if score < 3000:
            return 90
        if self.target == 10000 and score >= 7500:
            return 150
        return 120

    def red3_value(self, n: int) -> int:
        """Red-3 bonus for ``n`` red 3s (docs/rules.md §3.14 R), before the no-meld sign."""
        if self.decks == 2:
            return 800 if n == 4 else 100 * n  # never 1,200 (§7.8)
        scale = self.opt("OPT-CAN-RED3-BONUS-3DECK")
        if scale == "SCALED":
            return {5: 1000, 6: 1200}.get(n, 100 * n)
        if scale == "DOUBLE-FROM-FOUR":
            return 200 * n if n >= 4 else 100 * n  # S0: four score 800 whatever the decks
        return 100 * n
