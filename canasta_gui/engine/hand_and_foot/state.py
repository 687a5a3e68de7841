"""The Hand and Foot game state: hands, feet, open melds, books, and the deal set-up.

Like Canasta's state it is a flat object of lists and immutable values so that
:meth:`HandFootState.clone` costs a few list copies. Hand, foot, known-card and
open-meld rows are *copy-on-write*: a clone shares them with its parent, so the
rules replace such a row and never change one in place.

Melds are kept per side as 14 rank slots of *open* melds (one open meld per rank,
the wild meld in slot ``WILD_RANK``; docs/rules.md §4.6.6) plus a tuple of closed books,
so a side may hold a book and a new open meld of the same rank.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from canasta_gui.engine.cards import JOKER, N_KINDS, THREE, TWO, shuffled_deck
from canasta_gui.engine.events import Event
from canasta_gui.engine.hand_and_foot.options import (
    FOOT_SIZE,
    HAND_SIZE,
    HandFootConfig,
)
from canasta_gui.engine.rummy.melds import CLEAN, DIRTY, WILD, Meld
from canasta_gui.engine.rummy.pile import top_blocked
from canasta_gui.engine.rummy.plugs import Plugs


class Phase:
    DRAW = "draw"  # draw two or take the pile (§4.4 step 1)
    PLAY = "play"  # meld, lay off, then discard (§4.4 steps 3-4)
    ANSWER = "answer"  # the partner answers "may I go out?" (§4.10.2 c)
    DEAL_OVER = "deal_over"
    GAME_OVER = "game_over"


PHASES = (Phase.DRAW, Phase.PLAY, Phase.ANSWER, Phase.DEAL_OVER, Phase.GAME_OVER)


@dataclass(frozen=True, slots=True)
class SideScore:
    """One side's deal score with every part kept apart (docs/rules.md §4.12)."""

    melded: int  # M
    books: int  # B
    red3s: int  # R
    going_out: int  # G
    hand: int  # H (subtracted): hands and unplayed feet
    clean_books: int = 0
    dirty_books: int = 0
    wild_books: int = 0
    foot: int = 0  # the part of H that lay in feet never picked up

    @property
    def total(self) -> int:
        return self.melded + self.books + self.red3s + self.going_out - self.hand


@dataclass(frozen=True, slots=True)
class DealResult:
    """The scored outcome of one deal, one row of the score sheet."""

    deal: int
    dealer: int
    went_out: int | None
    reason: str  # "out" or "stock_out" (§4.11)
    sides: tuple[SideScore, ...]


REASONS = ("out", "stock_out")


class HandFootState:
    """A Hand and Foot game in progress; mutate it only through ``rules.apply``."""

    __slots__ = (
        "config",
        "seed",
        "deal_no",
        "dealer",
        "phase",
        "current",
        "hands",
        "hand_sizes",
        "feet",
        "foot_played",
        "stock",
        "pile",
        "melds",
        "books",
        "red3s",
        "opened",
        "scores",
        "history",
        "known",
        "took_pile",
        "asked_turn",
        "answer",
        "asker",
        "must_go_out",
        "resume",
        "went_out",
        "winners",
        "out_of_play",
    )

    config: HandFootConfig
    seed: str
    deal_no: int
    dealer: int
    phase: str
    current: int
    hands: list[list[int]]
    hand_sizes: list[int]
    feet: list[list[int] | None]  # None once picked up (§4.9)
    foot_played: list[bool]  # picked up and acted since (§4.10.2 b)
    stock: list[int]
    pile: list[int]
    melds: list[list[Meld | None]]  # open melds per side, by rank slot
    books: list[tuple[Meld, ...]]
    red3s: list[tuple[int, ...]]
    opened: list[bool]
    scores: list[int]
    history: list[DealResult]
    known: list[list[int]]  # cards each player took with the pile, still in hand
    took_pile: bool
    asked_turn: bool
    answer: bool | None
    asker: int
    must_go_out: bool  # OPT-HF-PERMISSION = OPTIONAL: a "yes" obliges
    resume: str  # the phase the asker returns to after the answer
    went_out: int | None
    winners: tuple[int, ...]
    out_of_play: tuple[
        int, ...
    ]  # cards set aside for this deal (a position's reduced deck); they return at the next shuffle

    def clone(self) -> HandFootState:
        """An independent copy; rows, melds and results are shared copy-on-write."""
        c = object.__new__(HandFootState)
        c.config = self.config
        c.seed = self.seed
        c.deal_no = self.deal_no
        c.dealer = self.dealer
        c.phase = self.phase
        c.current = self.current
        c.hands = self.hands[:]
        c.hand_sizes = self.hand_sizes[:]
        c.feet = self.feet[:]
        c.foot_played = self.foot_played[:]
        c.stock = self.stock[:]
        c.pile = self.pile[:]
        c.melds = self.melds[:]
        c.books = self.books[:]
        c.red3s = self.red3s[:]
        c.opened = self.opened[:]
        c.scores = self.scores[:]
        c.history = self.history[:]
        c.known = self.known[:]
        c.took_pile = self.took_pile
        c.asked_turn = self.asked_turn
        c.answer = self.answer
        c.asker = self.asker
        c.must_go_out = self.must_go_out
        c.resume = self.resume
        c.went_out = self.went_out
        c.winners = self.winners
        c.out_of_play = self.out_of_play
        return c

    def assign(self, other: HandFootState) -> None:
        """Become ``other`` (used to commit a plan applied on a clone)."""
        for name in HandFootState.__slots__:
            setattr(self, name, getattr(other, name))

    # -- small queries -------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.config.players

    def side_of(self, player: int) -> int:
        return self.config.side_of[player]

    def current_player(self) -> int | None:
        if self.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            return None
        return self.current

    def is_terminal(self) -> bool:
        return self.phase == Phase.GAME_OVER

    def in_foot(self, player: int) -> bool:
        """The player has picked up their foot (the foot phase, §4.9)."""
        return self.feet[player] is None

    def hand_cards(self, player: int) -> list[int]:
        return [k for k, n in enumerate(self.hands[player]) for _ in range(n)]

    def minimum(self, side: int = 0) -> int:
        """This deal's minimum count (docs/rules.md §4.7); the same for both sides."""
        return self.config.minimum_for(self.deal_no)

    def book_counts(self, side: int) -> tuple[int, int, int]:
        """(clean, dirty, wild) books of ``side`` (§4.6.5)."""
        return book_counts(self.books[side])

    def pile_blocked(self) -> bool:
        """A black 3 on top blocks the pile (§4.5, §4.8.1); a wild top card does not."""
        return bool(self.pile) and top_blocked(self.config.pile_rules, self.pile[-1])

    def returns(self) -> list[int]:
        return self.scores[:]

    def card_total(self) -> int:
        """Every card in the game, wherever it is (for invariant checks)."""
        n = sum(self.hand_sizes) + len(self.stock) + len(self.pile)
        n += sum(sum(f) for f in self.feet if f is not None)
        n += sum(len(r) for r in self.red3s) + len(self.out_of_play)
        for side in range(self.config.n_sides):
            n += sum(m.size for m in self.melds[side] if m is not None)
            n += sum(m.size for m in self.books[side])
        return n

    def legal_actions(self) -> list:
        return _PLUGS["legal_actions"](self)

    def apply(self, action) -> list[Event]:
        return _PLUGS["apply"](self, action)

    def observation(self, seat: int):
        return _PLUGS["observation"](self, seat)


def book_counts(books: tuple[Meld, ...]) -> tuple[int, int, int]:
    clean = dirty = wild = 0
    for b in books:
        kind = b.kind
        if kind == CLEAN:
            clean += 1
        elif kind == DIRTY:
            dirty += 1
        elif kind == WILD:
            wild += 1
    return clean, dirty, wild


def new_game(config: HandFootConfig | None = None, seed: int | str = 0) -> HandFootState:
    """A new game: first dealer drawn from the seed, first deal dealt (docs/rules.md §4.3)."""
    config = HandFootConfig() if config is None else config
    s = object.__new__(HandFootState)
    s.config = config
    s.seed = str(seed)
    s.deal_no = 0
    s.dealer = random.Random(f"{s.seed}/first-dealer").randrange(config.players)
    s.scores = [0] * config.n_sides
    s.history = []
    s.winners = ()
    start_deal(s, [])
    return s


def start_deal(s: HandFootState, events: list[Event]) -> None:
    """Shuffle, deal hands then feet, turn the upcard (docs/rules.md §1.5, §4.3).

    Red 3s dealt in a hand stay there until their owner's first replenish (§4.4
    step 2); red 3s in a foot wait until it is picked up (§4.9).
    """
    cfg = s.config
    n = cfg.players
    stock = shuffled_deck(cfg.decks, f"{s.seed}/deal-{s.deal_no}")
    first = (s.dealer + 1) % n
    hands = [[0] * N_KINDS for _ in range(n)]
    feet = [[0] * N_KINDS for _ in range(n)]
    # §1.5: one card at a time off the top of the stock (its end), clockwise from the
    # dealer's left; all hands, then all feet. Card j of the deal goes to seat
    # first + j (mod n): the j-th card from the top.
    dealt = stock[-(HAND_SIZE + FOOT_SIZE) * n :]
    del stock[-(HAND_SIZE + FOOT_SIZE) * n :]
    dealt.reverse()
    for i in range(n):
        seat = (first + i) % n
        row = hands[seat]
        for card in dealt[i : HAND_SIZE * n : n]:
            row[card] += 1
        row = feet[seat]
        for card in dealt[HAND_SIZE * n + i :: n]:
            row[card] += 1
    s.stock = stock
    s.out_of_play = ()  # cards set aside by a position return to the deck (save format)
    s.hands = hands
    s.hand_sizes = [HAND_SIZE] * n
    s.feet = feet
    s.foot_played = [False] * n
    s.pile = []
    s.melds = [[None] * 14 for _ in range(cfg.n_sides)]
    s.books = [()] * cfg.n_sides
    s.red3s = [()] * cfg.n_sides
    s.opened = [False] * cfg.n_sides
    s.known = [[0] * N_KINDS for _ in range(n)]
    s.went_out = None
    events.append(Event("deal", s.dealer, data={"deal": s.deal_no, "first": first}))
    if cfg.bury_upcard:
        _turn_upcard(s, events)
    s.phase = Phase.DRAW
    s.current = first
    reset_turn(s)


def _turn_upcard(s: HandFootState, events: list[Event]) -> None:
    """OPT-HF-UPCARD = TURN-BURY: a 3 or wild upcard goes back into the stock at random."""
    rng = None  # made when first needed: most upcards stay
    stock = s.stock
    while True:
        card = stock.pop()
        if card == JOKER or card >> 2 in (TWO, THREE):
            # §4.3: shuffled back into the stock (§1.5: by the game's seeded generator).
            # A uniformly random place in an unseen stock is the same as a reshuffle.
            if rng is None:
                rng = random.Random(f"{s.seed}/deal-{s.deal_no}/bury")
            stock.insert(rng.randrange(len(stock) + 1), card)
            events.append(Event("bury", None, (card,)))
            continue
        s.pile.append(card)
        events.append(Event("upcard", None, (card,)))
        return


def reset_turn(s: HandFootState) -> None:
    s.took_pile = False
    s.asked_turn = False
    s.answer = None
    s.asker = -1
    s.must_go_out = False
    s.resume = Phase.DRAW


#: ``rules.apply``, ``legal.legal_actions`` and ``Observation.of`` behind the state's own
#: methods. They build on this module, so they plug themselves in when the package
#: loads (``hand_and_foot/__init__.py`` imports them) instead of being imported here.
_PLUGS = Plugs()
plug = _PLUGS.plug
