"""The Cassino game state: hands, stock, table units, captured piles, scores.

The state is a flat object of short lists and immutable values, so
:meth:`CassinoState.clone` is a few list copies. The table is two lists: loose
cards in the order they came to the table, and builds (immutable
:class:`TableBuild` values, replaced whenever one changes) in the order they were
made. This module holds data and the deal; the rules live in ``rules.py``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

from canasta_gui.engine.cards import shuffled_deck
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.events import Event

if TYPE_CHECKING:
    from canasta_gui.engine.cassino.observation import Observation

#: Cards in a Cassino deck (docs/rules.md §5.1: one deck, no jokers).
N_CARDS = 52
#: Cards each player receives per deal, two at a time (docs/rules.md §5.3).
HAND_SIZE = 4
#: Cards placed face up on the table by the first deal of a round.
TABLE_CARDS = 4


class Phase:
    PLAY = "play"
    ROUND_OVER = "round_over"  # the round is scored; NextRound deals the next one
    GAME_OVER = "game_over"


class TableBuild(NamedTuple):
    """A build on the table (docs/rules.md §5.5): locked cards with a value, kind and owner.

    Builds and capture records are named tuples rather than frozen dataclasses:
    they are made on every play and named tuples are several times cheaper to build.

    ``cards`` are in the order they were placed. ``value`` is 1-10, or 11-13 for a
    face pair build (OPT-CAS-FACE-PAIR-BUILD). ``owner`` is the player who last
    added a card to it.
    """

    cards: tuple[int, ...]
    value: int
    multiple: bool
    owner: int

    @property
    def kind(self) -> str:
        return "multiple" if self.multiple else "single"


class CaptureRecord(NamedTuple):
    """One capture as everybody saw it (docs/rules.md §1.5 "Observation")."""

    player: int
    card: int  # the card played
    taken: tuple[int, ...]  # the table cards taken, builds' cards included
    sweep: bool  # it emptied the table and sweeps score (§5.9)


@dataclass(frozen=True, slots=True)
class RoundScore:
    """One side's round score with every item kept apart (docs/rules.md §5.11)."""

    card_count: int
    spade_count: int
    cards: int  # 3 for strictly the most cards
    spades: int  # 1 for strictly the most spades
    big_casino: int  # 2 for the 10 of diamonds
    little_casino: int  # 1 for the 2 of spades
    aces: int  # 1 per ace
    sweeps: int  # 1 per sweep (0 when OPT-CAS-SWEEPS is OFF)

    @property
    def total(self) -> int:
        return (
            self.cards
            + self.spades
            + self.big_casino
            + self.little_casino
            + self.aces
            + self.sweeps
        )


@dataclass(frozen=True, slots=True)
class RoundResult:
    """The scored outcome of one round, one row of the score sheet."""

    round: int
    dealer: int
    leftovers_to: int | None  # the side of the last captor, None when nobody captured
    sides: tuple[RoundScore, ...]


class CassinoState:
    """A Cassino game in progress; change it only through ``rules.apply``."""

    __slots__ = (
        "config",
        "seed",
        "round_no",
        "dealer",
        "phase",
        "current",
        "hands",
        "stock",
        "loose",
        "builds",
        "captured",
        "log",
        "last_captor",
        "discarded",
        "scores",
        "history",
        "winners",
        "out_of_play",
    )

    config: CassinoConfig
    seed: str
    round_no: int
    dealer: int
    phase: str
    current: int
    hands: list[list[int]]  # sorted card kinds per player
    stock: list[int]  # bottom → top; pop() deals the top card
    loose: list[int]
    builds: list[TableBuild]
    captured: list[list[int]]  # per side, in the order captured
    log: list[CaptureRecord]  # this round's captures
    last_captor: int | None
    discarded: list[int]  # leftovers nobody captured (§5.10)
    scores: list[int]
    history: list[RoundResult]
    winners: tuple[int, ...]
    out_of_play: tuple[
        int, ...
    ]  # cards set aside for this round (a position's reduced deck); they return at the next shuffle

    def clone(self) -> CassinoState:
        """An independent copy; builds and records are immutable and shared."""
        c = object.__new__(CassinoState)
        c.config = self.config
        c.seed = self.seed
        c.round_no = self.round_no
        c.dealer = self.dealer
        c.phase = self.phase
        c.current = self.current
        c.hands = [h[:] for h in self.hands]
        c.stock = self.stock[:]
        c.loose = self.loose[:]
        c.builds = self.builds[:]
        c.captured = [p[:] for p in self.captured]
        c.log = self.log[:]
        c.last_captor = self.last_captor
        c.discarded = self.discarded[:]
        c.scores = self.scores[:]
        c.history = self.history[:]
        c.winners = self.winners
        c.out_of_play = self.out_of_play
        return c

    # -- queries ---------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.config.players

    def side_of(self, player: int) -> int:
        return self.config.side_of[player]

    def current_player(self) -> int | None:
        """Who plays now; ``None`` between rounds and after the game."""
        return self.current if self.phase == Phase.PLAY else None

    def is_terminal(self) -> bool:
        return self.phase == Phase.GAME_OVER

    def returns(self) -> list[int]:
        """Cumulative score per side (OpenSpiel-style name)."""
        return self.scores[:]

    def last_deal(self) -> bool:
        """The deal being played is the round's last (docs/rules.md §5.3: announced to all)."""
        return self.phase == Phase.PLAY and not self.stock

    def deal_in_round(self) -> int:
        """How many deals of this round have been dealt (1 after the first deal)."""
        dealt = N_CARDS - len(self.out_of_play) - TABLE_CARDS - len(self.stock)
        return dealt // (HAND_SIZE * self.config.players)

    def build_of_value(self, value: int) -> TableBuild | None:
        for b in self.builds:
            if b.value == value:
                return b
        return None

    def card_total(self) -> int:
        """Every card of the deck, wherever it is (for invariant checks)."""
        n = sum(len(h) for h in self.hands) + len(self.stock) + len(self.loose)
        n += sum(len(b.cards) for b in self.builds)
        n += sum(len(p) for p in self.captured) + len(self.discarded) + len(self.out_of_play)
        return n

    def legal_actions(self) -> list[Any]:
        from canasta_gui.engine.cassino.legal import legal_actions

        return legal_actions(self)

    def apply(self, action: Any) -> list[Event]:
        from canasta_gui.engine.cassino.rules import apply

        return apply(self, action)

    def observation(self, seat: int) -> Observation:
        from canasta_gui.engine.cassino.observation import Observation

        return Observation.of(self, seat)


def new_game(config: CassinoConfig, seed: int | str = 0) -> CassinoState:
    """A new game: first dealer drawn from the seed, first round dealt (docs/rules.md §5.3)."""
    s = object.__new__(CassinoState)
    s.config = config
    s.seed = str(seed)
    s.round_no = 0
    s.dealer = random.Random(f"{s.seed}/first-dealer").randrange(config.players)
    s.scores = [0] * config.n_sides
    s.history = []
    s.winners = ()
    start_round(s, [])
    return s


def start_round(s: CassinoState, events: list[Event]) -> None:
    """Shuffle, deal the first four cards each and four to the table (docs/rules.md §5.3)."""
    n = s.config.players
    s.stock = shuffled_deck(1, f"{s.seed}/round-{s.round_no}", jokers_per_deck=0)
    s.hands = [[] for _ in range(n)]
    s.loose = []
    s.builds = []
    s.captured = [[] for _ in range(s.config.n_sides)]
    s.log = []
    s.last_captor = None
    s.discarded = []
    s.out_of_play = ()  # cards set aside by a position return to the deck (save format)
    s.phase = Phase.PLAY
    s.current = (s.dealer + 1) % n  # §5.3: the player to the dealer's left leads
    deal_hands(s, events, first_deal=True)
    s.loose = [s.stock.pop() for _ in range(TABLE_CARDS)]
    events.append(Event("table", None, tuple(s.loose)))


def deal_hands(s: CassinoState, events: list[Event], first_deal: bool = False) -> None:
    """Four cards to each player, two at a time, from the dealer's left (§1.5, §5.3).

    The event says which deal of the round this is and whether it is the last.
    The first deal is never the last: at least 32 cards stay in the stock.
    """
    n = s.config.players
    first = (s.dealer + 1) % n
    stock = s.stock
    hands = s.hands
    for _ in range(HAND_SIZE // 2):
        for i in range(n):
            hand = hands[(first + i) % n]
            hand.append(stock.pop())
            hand.append(stock.pop())
    for hand in hands:
        hand.sort()
    number = 1 if first_deal else s.deal_in_round()
    data = {"round": s.round_no, "deal": number, "last": not stock}
    events.append(Event("deal", s.dealer, data=data))
    for p in range(n):
        events.append(Event("hand", p, tuple(hands[p]), private_to=p))
