"""A Cassino position: hands, stock, table units, captured piles, scores, and the deal.

The position is a flat object of short lists and immutable values, so
:meth:`CassinoPosition.clone` is a few list copies. The table is two lists: loose
cards in the order they came to the table, and builds (immutable
:class:`TableBuild` values, replaced whenever one changes) in the order they were
made. This module holds the data and the deal; the rules that read it live in the
modules above (``captures``, ``builds``, ``legal``, ``rules``), and ``state``
joins the two into the :class:`~canasta_gui.engine.cassino.state.CassinoState` the
shell drives.
"""

from __future__ import annotations

from typing import Self

from canasta_gui.engine.cards import shuffled_deck
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.records import CaptureRecord, Phase, RoundResult, TableBuild
from canasta_gui.engine.events import Event, quick_event

#: Cards in a Cassino deck (docs/rules.md §5.1: one deck, no jokers).
N_CARDS = 52
#: Cards each player receives per deal, two at a time (docs/rules.md §5.3).
HAND_SIZE = 4
#: Cards placed face up on the table by the first deal of a round.
TABLE_CARDS = 4


#: Every field of a Cassino position.
FIELDS = (
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


class CassinoPosition:
    """The data of a Cassino game in progress; ``state.CassinoState`` adds the rules to it."""

    # The storage is declared by the concrete class (``state.CassinoState``, slots
    # ``FIELDS``): a position is never made on its own, and the state's own
    # ``__slots__`` then name every field, as tests and saves expect.
    __slots__ = ()

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
    # Cards set aside for this round (a position's reduced deck); they return at the next shuffle.
    out_of_play: tuple[int, ...]

    def clone(self) -> Self:
        """An independent copy; builds and records are immutable and shared."""
        c = object.__new__(self.__class__)
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


def start_round(s: CassinoPosition, events: list[Event]) -> None:
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
    stock = s.stock
    s.loose = loose = stock[-TABLE_CARDS:]  # as ``stock.pop()`` would take them
    del stock[-TABLE_CARDS:]
    loose.reverse()
    events.append(quick_event("table", None, tuple(loose)))


def deal_hands(s: CassinoPosition, events: list[Event], first_deal: bool = False) -> None:
    """Four cards to each player, two at a time, from the dealer's left (§1.5, §5.3).

    The event says which deal of the round this is and whether it is the last.
    The first deal is never the last: at least 32 cards stay in the stock.
    """
    n = s.config.players
    dealer = s.dealer
    first = (dealer + 1) % n
    stock = s.stock
    hands = s.hands
    dealt = HAND_SIZE * n
    if len(stock) >= dealt:
        # The cards as ``stock.pop()`` would hand them out, two at a time around the
        # table: player i (from the dealer's left) gets 2i and 2i+1 of every 2n.
        top = stock[-dealt:]
        del stock[-dealt:]
        top.reverse()
        step = 2 * n
        for i in range(n):
            hand = hands[(first + i) % n]
            hand += top[2 * i :: step]
            hand += top[2 * i + 1 :: step]
            hand.sort()
    else:
        for _ in range(HAND_SIZE // 2):
            for i in range(n):
                hand = hands[(first + i) % n]
                hand.append(stock.pop())
                hand.append(stock.pop())
        for hand in hands:
            hand.sort()
    # ``deal_in_round``, from the stock just dealt from.
    number = 1 if first_deal else (N_CARDS - len(s.out_of_play) - TABLE_CARDS - len(stock)) // dealt
    data = {"round": s.round_no, "deal": number, "last": not stock}
    events.append(quick_event("deal", dealer, (), data))
    for p in range(n):
        events.append(quick_event("hand", p, tuple(hands[p]), None, p))
