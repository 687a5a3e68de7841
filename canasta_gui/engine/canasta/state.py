"""The Canasta game state: what is where, whose turn it is, and the deal set-up.

The state is a flat object of lists and small immutable values so that
:meth:`CanastaState.clone` is a handful of list copies (the computer players
clone it thousands of times per decision). The per-player hand and known-card
vectors and the per-side meld rows are *copy-on-write*: a clone shares them with
its parent, so the rules replace such a row and never change one in place.
The fields and queries Canasta shares with Hand and Foot are the rummy core's
(``engine/rummy/state.py``); this class adds Canasta's own.
The rules live in ``rules.py`` and the modules it draws on (``checks``,
``melding``, ``pile``, ``flow``); this module only holds data, the deal
procedure and the per-seat observation, and imports none of them: the rules
and the legal listing plug themselves in (:func:`plug`).
"""

from __future__ import annotations

from dataclasses import dataclass

from canasta_gui.engine.canasta.options import CanastaConfig
from canasta_gui.engine.canasta.seat_draw import first_dealer
from canasta_gui.engine.cards import BLACK3_KINDS, JOKER, RED3_KINDS, TWO, shuffled_deck
from canasta_gui.engine.events import Event
from canasta_gui.engine.events import quick_event as event
from canasta_gui.engine.rummy.observation import RummyObservation, public_fields
from canasta_gui.engine.rummy.pile import top_blocked
from canasta_gui.engine.rummy.plugs import Plugs
from canasta_gui.engine.rummy.red3s import replace_red3s
from canasta_gui.engine.rummy.state import SHARED_FIELDS, RummyState, clear_table, deal, new_state


class Phase:
    # The phases engine/rummy/state.py shares, and Canasta's own LAST_MELD. Saves
    # check a phase against this class's own names, so it lists all of them.
    DRAW = "draw"  # draw from the stock or take the pile (§3.5 step 1)
    PLAY = "play"  # meld, lay off, ask, then discard (§3.5 steps 2-3)
    ANSWER = "answer"  # the partner answers "may I go out?" (§3.12.3)
    LAST_MELD = "last_meld"  # OPT-CAN-LAST-RED3 = MELD-THEN-END (§3.13.1)
    DEAL_OVER = "deal_over"
    GAME_OVER = "game_over"


@dataclass(frozen=True, slots=True)
class SideScore:
    """One side's deal score with every part kept apart (docs/rules.md §3.14)."""

    melded: int  # M
    canastas: int  # C
    red3s: int  # R (negative when the side has no meld)
    going_out: int  # G
    hand: int  # H (subtracted)
    natural_canastas: int = 0
    mixed_canastas: int = 0

    @property
    def total(self) -> int:
        return self.melded + self.canastas + self.red3s + self.going_out - self.hand


@dataclass(frozen=True, slots=True)
class DealResult:
    """The scored outcome of one deal, one row of the score sheet."""

    deal: int
    dealer: int
    went_out: int | None  # the player who went out, if any
    concealed: bool
    reason: str  # "out", "stock_out", "last_red3", "stock_end"
    sides: tuple[SideScore, ...]


#: ``clone`` runs thousands of times a decision: one name lookup, not two.
_new = object.__new__


class CanastaState(RummyState):
    """A Canasta game in progress; mutate it only through ``rules.apply``.

    The fields and queries both rummy games share are ``engine/rummy/state.py``'s;
    Canasta adds the pile's freeze, who has melded, and its turn and question flags.
    """

    __slots__ = (
        *SHARED_FIELDS,
        "freeze_index",
        "has_melded",
        "turn_melded",
        "turn_put_down",
        "asked_deal",
    )

    #: ``rules.apply`` and ``legal.legal_actions``, behind the state's own methods. Both
    #: build on this module, so they plug themselves in when the package loads
    #: (``canasta/__init__.py`` imports them) instead of being imported from here.
    plugs = Plugs()

    config: CanastaConfig
    history: list[DealResult]
    freeze_index: int
    has_melded: list[bool]
    turn_melded: bool
    turn_put_down: bool
    asked_deal: list[bool]

    # -- construction -----------------------------------------------------------------

    def clone(self) -> CanastaState:
        """An independent copy; melds and results are immutable and shared."""
        c = _new(CanastaState)
        self.copy_shared(c)
        c.freeze_index = self.freeze_index
        c.has_melded = self.has_melded[:]
        c.turn_melded = self.turn_melded
        c.turn_put_down = self.turn_put_down
        c.asked_deal = self.asked_deal[:]
        return c

    # -- small queries -----------------------------------------------------------------

    def minimum(self, side: int) -> int:
        """The side's opening minimum this deal (docs/rules.md §3.8.1)."""
        return self.config.minimum_for(self.scores[side])

    def canasta_count(self, side: int) -> int:
        return sum(1 for m in self.melds[side] if m is not None and m.is_canasta)

    def pile_frozen(self) -> bool:
        """Frozen for all: a wild card or red 3 (black 3 under FREEZE) is in it (§3.9.2)."""
        return self.freeze_index >= 0

    def frozen_for(self, player: int) -> bool:
        """§3.9.4: frozen for everybody, or for a side that has not opened (§3.9.3), or
        under OPT-CAN-FROZEN-FOR = PLAYER for a player who has not melded yet."""
        return (
            self.freeze_index >= 0
            or not self.opened[self.config.side_of[player]]
            or (self.config.frozen_for_player and not self.has_melded[player])
        )

    def observation(self, seat: int) -> Observation:
        return Observation.of(self, seat)


plug = CanastaState.plugs.plug


def freezes(card: int, config: CanastaConfig) -> bool:
    """Does ``card`` freeze the pile it lies in (docs/rules.md §3.9.1-§3.9.2)? A wild
    card or a red 3 does, a black 3 under OPT-CAN-BLACK3 = FREEZE (``config.freezing``)."""
    return 0 <= card < len(config.freezing) and config.freezing[card]


def new_game(config: CanastaConfig, seed: int | str = 0) -> CanastaState:
    """A new game, first dealer from the seed, first deal dealt (docs/rules.md §3.3).

    The first dealer is chosen at random, or by the draw for seats when the configuration
    asks for it (``OPT-CAN-SEAT-DRAW``, §3.3.1): either way the seed decides, so a saved
    game's configuration and seed give the same first dealer again.
    """
    s = new_state(CanastaState, config, seed)
    s.dealer = first_dealer(config, s.seed)
    events: list[Event] = []
    start_deal(s, events)
    return s


def start_deal(s: CanastaState, events: list[Event]) -> None:
    """Shuffle, deal, place dealt red 3s and turn the upcard (docs/rules.md §3.4)."""
    cfg = s.config
    n = cfg.players
    stock = s.stock = shuffled_deck(cfg.decks, f"{s.seed}/deal-{s.deal_no}")
    clear_table(s)
    s.freeze_index = -1
    s.has_melded = [False] * n
    s.asked_deal = [False] * n
    first = (s.dealer + 1) % n
    # §1.5: one card at a time, clockwise from the dealer's left.
    s.hands = deal(stock, n, first, cfg.hand_size)
    s.hand_sizes = [cfg.hand_size] * n
    events.append(event("deal", s.dealer, data={"deal": s.deal_no, "first": first}))
    # §3.4.3: dealt red 3s go down and are replaced, first player first, repeatedly.
    for i in range(n):
        p = (first + i) % n
        side = cfg.side_of[p]
        for found, drawn in replace_red3s(s.hands[p], stock):
            s.red3s[side] = s.red3s[side] + found
            events.append(event("red3", p, found))
            events.append(event("replace", p, drawn, private_to=p))
    _turn_upcard(s, events)
    s.phase = Phase.DRAW
    s.current = first
    reset_turn(s)


def _turn_upcard(s: CanastaState, events: list[Event]) -> None:
    """§3.4.4 and OPT-CAN-UPCARD: turn the upcard, covering it where the option says."""
    mode = s.config.opt("OPT-CAN-UPCARD")
    while True:
        card = s.stock.pop()
        push_pile(s, card)
        events.append(event("upcard", None, (card,)))
        if mode == "LEAVE":
            return
        wild_or_red3 = card == JOKER or card >> 2 == TWO or card in RED3_KINDS
        if not (wild_or_red3 or (mode == "TURN-ANOTHER-ANY3" and card in BLACK3_KINDS)):
            return


def push_pile(s: CanastaState, card: int) -> None:
    if s.freeze_index < 0 and s.config.freezing[card]:
        s.freeze_index = len(s.pile)
    s.pile.append(card)


def reset_turn(s: CanastaState) -> None:
    # rules._listed_discard writes this out for the usual turn's end: keep the two alike.
    s.turn_melded = False
    s.turn_put_down = False
    s.took_pile = False
    s.asked_turn = False
    s.answer = None
    s.must_go_out = False
    s.asker = -1


@dataclass(frozen=True, kw_only=True)
class Observation(RummyObservation):
    """Exactly what one seat may see (docs/rules.md §1.5 "Observation"): the rummy
    core's fields, and Canasta's freeze, minimums and turn flags."""

    history: tuple[DealResult, ...]
    freeze_index: int
    minimums: tuple[int, ...]
    has_melded: tuple[bool, ...]
    asked_deal: tuple[bool, ...]
    turn_melded: bool

    @classmethod
    def of(cls, s: CanastaState, seat: int) -> Observation:
        return cls(
            **public_fields(s, seat),
            freeze_index=s.freeze_index,
            minimums=tuple(s.minimum(i) for i in range(s.config.n_sides)),
            has_melded=tuple(s.has_melded),
            asked_deal=tuple(s.asked_deal),
            turn_melded=s.turn_melded,
        )

    @property
    def pile_frozen(self) -> bool:
        return self.freeze_index >= 0

    @property
    def pile_blocked(self) -> bool:
        """The top card may not be taken: a wild card or a 3 (docs/rules.md §3.9.1)."""
        return bool(self.pile) and top_blocked(self.config.pile_rules, self.pile[-1])

    @property
    def frozen_for_me(self) -> bool:
        """Frozen for everybody, or for this seat's side before it opens (§3.9.3, §3.9.4),
        or for this seat before it has melded (OPT-CAN-FROZEN-FOR = PLAYER)."""
        return (
            self.freeze_index >= 0
            or not self.opened[self.side]
            or (self.config.frozen_for_player and not self.has_melded[self.seat])
        )
