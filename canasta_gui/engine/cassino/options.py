"""Cassino players, rule options and presets (docs/rules.md §5.1, §6).

Options are named by their registry ids (``OPT-CAS-TRAIL``) wherever a person
sees them. :class:`CassinoConfig` resolves them once into plain attributes, so
the rules never look an option up by name on a hot path.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from canasta_gui.engine.errors import ConfigError, msg
from canasta_gui.engine.option_sets import OptionSet

#: docs/rules.md §6: every Cassino option id → (allowed values, default).
OPTION_SPECS: dict[str, tuple[tuple[str, ...], str]] = {
    "OPT-DEAL-LIMIT": (("NONE",), "NONE"),  # or a positive whole number of rounds (§1.5)
    "OPT-CAS-4P": (("PARTNERS", "INDIVIDUAL"), "PARTNERS"),
    "OPT-CAS-COURT-CAPTURE": (("ALL", "ONE"), "ALL"),
    "OPT-CAS-CAPTURE-BUILD-WITH-LOOSE": (("FORBIDDEN", "ALLOWED"), "FORBIDDEN"),
    "OPT-CAS-PAIR-AS-SUM": (("FORBIDDEN", "ALLOWED"), "FORBIDDEN"),
    "OPT-CAS-INCREASE": (("ALLOWED", "FORBIDDEN"), "ALLOWED"),
    "OPT-CAS-OWNER-MUST-ACT": (("ON", "OFF"), "ON"),
    "OPT-CAS-GATHER-INTO-BUILD": (("FORBIDDEN", "ALLOWED"), "FORBIDDEN"),
    "OPT-CAS-FACE-PAIR-BUILD": (("FORBIDDEN", "ALLOWED"), "FORBIDDEN"),
    "OPT-CAS-TRAIL": (
        ("ONLY-IF-NO-OTHER-PLAY", "FREE", "NOT-A-CAPTURING-CARD"),
        "ONLY-IF-NO-OTHER-PLAY",
    ),
    "OPT-CAS-SWEEPS": (("ON", "OFF"), "ON"),
    "OPT-CAS-TARGET": (("21", "11"), "21"),
    "OPT-CAS-BOTH-REACH": (("HIGHER-TOTAL", "COUNT-OUT"), "HIGHER-TOTAL"),
}


#: Named rule sets. ``pagat`` collects every P-CAS alternative of §6 (the pagat.com
#: rules), which is also a handy way to play all the non-default values at once.
PRESETS: dict[str, dict[str, str]] = {
    # S1, the Japanese Wikipedia article (docs/rules.md §7.18-§7.23), shown first in the New
    # game dialog: four players each play alone (turns B, C, D, A; "the player who took more"
    # scores), the first to 21 wins, and S1's readings of captures, builds and trails.
    "solo": {
        "OPT-CAS-4P": "INDIVIDUAL",
        "OPT-CAS-TARGET": "21",
        "OPT-CAS-COURT-CAPTURE": "ALL",
        "OPT-CAS-CAPTURE-BUILD-WITH-LOOSE": "FORBIDDEN",
        "OPT-CAS-PAIR-AS-SUM": "FORBIDDEN",
        "OPT-CAS-TRAIL": "ONLY-IF-NO-OTHER-PLAY",
        "OPT-CAS-SWEEPS": "ON",
    },
    "default": {},
    "pagat": {
        "OPT-CAS-COURT-CAPTURE": "ONE",
        "OPT-CAS-CAPTURE-BUILD-WITH-LOOSE": "ALLOWED",
        "OPT-CAS-PAIR-AS-SUM": "ALLOWED",
        "OPT-CAS-GATHER-INTO-BUILD": "ALLOWED",
        "OPT-CAS-TRAIL": "FREE",
        "OPT-CAS-SWEEPS": "OFF",
    },
}

#: Deals per round: 6, 4 or 3 deals of 4 cards to each player (docs/rules.md §5.3).
DEALS_PER_ROUND = {2: 6, 3: 4, 4: 3}


class CassinoOptions(OptionSet):
    """A validated set of option values, keyed by registry id."""

    SPECS = OPTION_SPECS
    PRESETS = PRESETS


@dataclass(frozen=True, slots=True)
class CassinoConfig:
    """Players and options, resolved into the flags and numbers the rules use.

    Slots, because the rules read these attributes on every action.
    """

    players: int = 2
    options: CassinoOptions = field(default_factory=CassinoOptions)

    side_of: tuple[int, ...] = field(init=False, compare=False)
    n_sides: int = field(init=False, compare=False)
    partnership: bool = field(init=False, compare=False)
    deals_per_round: int = field(init=False, compare=False)
    target: int = field(init=False, compare=False)
    deal_limit: int | None = field(init=False, compare=False)
    court_all: bool = field(init=False, compare=False)
    build_with_loose: bool = field(init=False, compare=False)
    pair_as_sum: bool = field(init=False, compare=False)
    increase: bool = field(init=False, compare=False)
    owner_must_act: bool = field(init=False, compare=False)
    gather: bool = field(init=False, compare=False)
    face_pair: bool = field(init=False, compare=False)
    trail: str = field(init=False, compare=False)
    sweeps: bool = field(init=False, compare=False)
    count_out: bool = field(init=False, compare=False)
    #: Gathering, face pair builds and captures of a build with loose cards all
    #: FORBIDDEN: ``legal_usual`` lists the legal actions in one pass.
    usual_listing: bool = field(init=False, compare=False)

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players not in DEALS_PER_ROUND:
            raise ConfigError("cas_bad_players", msg("cas_bad_players"), players=self.players)
        opt = self.options.get
        # docs/rules.md §5.1: four players are two partnerships, partners opposite, by default.
        partners = self.players == 4 and opt("OPT-CAS-4P") == "PARTNERS"
        side_of = (0, 1, 0, 1) if partners else tuple(range(self.players))
        limit = opt("OPT-DEAL-LIMIT")
        values = {
            "side_of": side_of,
            "n_sides": max(side_of) + 1,
            "partnership": partners,
            "deals_per_round": DEALS_PER_ROUND[self.players],
            "target": int(opt("OPT-CAS-TARGET")),
            "deal_limit": None if limit == "NONE" else int(limit),
            "court_all": opt("OPT-CAS-COURT-CAPTURE") == "ALL",
            "build_with_loose": opt("OPT-CAS-CAPTURE-BUILD-WITH-LOOSE") == "ALLOWED",
            "pair_as_sum": opt("OPT-CAS-PAIR-AS-SUM") == "ALLOWED",
            "increase": opt("OPT-CAS-INCREASE") == "ALLOWED",
            "owner_must_act": opt("OPT-CAS-OWNER-MUST-ACT") == "ON",
            "gather": opt("OPT-CAS-GATHER-INTO-BUILD") == "ALLOWED",
            "face_pair": opt("OPT-CAS-FACE-PAIR-BUILD") == "ALLOWED",
            "trail": opt("OPT-CAS-TRAIL"),
            "sweeps": opt("OPT-CAS-SWEEPS") == "ON",
            "count_out": opt("OPT-CAS-BOTH-REACH") == "COUNT-OUT",
        }
        values["usual_listing"] = not (
            values["gather"] or values["face_pair"] or values["build_with_loose"]
        )
        for name, value in values.items():
            object.__setattr__(self, name, value)

    @classmethod
    def make(
        cls,
        players: int = 2,
        options: Mapping[str, object] | None = None,
        preset: str = "default",
    ) -> CassinoConfig:
        return cls(players, CassinoOptions.build(options, preset))

    @property
    def name(self) -> str:
        """A short name for logs and the simulator: ``CAS2``, ``CAS4-PARTNERS``."""
        if self.players == 4:
            return "CAS4-PARTNERS" if self.partnership else "CAS4-INDIVIDUAL"
        return f"CAS{self.players}"

    def opt(self, key: str) -> str:
        return self.options.get(key)
