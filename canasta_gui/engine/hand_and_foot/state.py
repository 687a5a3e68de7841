"""The Hand and Foot game state: hands, feet, open melds, books, and the deal set-up.

Like Canasta's state it is a flat object of lists and immutable values so that
:meth:`HandFootState.clone` costs a few list copies; the fields and queries the two
games share are the rummy core's (``engine/rummy/state.py``). Hand, foot, known-card
and open-meld rows are *copy-on-write*: a clone shares them with its parent, so the
rules replace such a row and never change one in place.

Melds are kept per side as 14 rank slots of *open* melds (one open meld per rank,
the wild meld in slot ``WILD_RANK``; docs/rules.md §4.6.6) plus a tuple of closed books,
so a side may hold a book and a new open meld of the same rank.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from canasta_gui.engine.cards import JOKER, THREE, TWO, shuffled_deck
from canasta_gui.engine.events import Event
from canasta_gui.engine.hand_and_foot.options import (
    FOOT_SIZE,
    HAND_SIZE,
    HandFootConfig,
)
from canasta_gui.engine.rummy.melds import CLEAN, DIRTY, WILD, Meld
from canasta_gui.engine.rummy.plugs import Plugs
from canasta_gui.engine.rummy.state import (
    SHARED_FIELDS,
    Phase,
    RummyState,
    clear_table,
    deal,
    new_state,
)

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


#: ``clone`` runs thousands of times a decision: one name lookup, not two.
_new = object.__new__


class HandFootState(RummyState):
    """A Hand and Foot game in progress; mutate it only through ``rules.apply``.

    The fields and queries both rummy games share are ``engine/rummy/state.py``'s;
    Hand and Foot adds the feet, the closed books and where an answer returns to.
    """

    __slots__ = (
        *SHARED_FIELDS,
        "feet",
        "foot_played",
        "books",
        "resume",
    )

    #: ``rules.apply``, ``legal.legal_actions`` and ``Observation.of`` behind the state's own
    #: methods. They build on this module, so they plug themselves in when the package
    #: loads (``hand_and_foot/__init__.py`` imports them) instead of being imported here.
    plugs = Plugs()

    config: HandFootConfig
    history: list[DealResult]
    feet: list[list[int] | None]  # None once picked up (§4.9)
    foot_played: list[bool]  # picked up and acted since (§4.10.2 b)
    books: list[tuple[Meld, ...]]  # closed books per side; ``melds`` holds the open melds
    must_go_out: bool  # OPT-HF-PERMISSION = OPTIONAL: a "yes" obliges
    resume: str  # the phase the asker returns to after the answer

    def clone(self) -> HandFootState:
        """An independent copy; rows, melds and results are shared copy-on-write."""
        c = _new(HandFootState)
        self.copy_shared(c)
        c.feet = self.feet[:]
        c.foot_played = self.foot_played[:]
        c.books = self.books[:]
        c.resume = self.resume
        return c

    # -- small queries -------------------------------------------------------------------

    def in_foot(self, player: int) -> bool:
        """The player has picked up their foot (the foot phase, §4.9)."""
        return self.feet[player] is None

    def minimum(self, side: int = 0) -> int:
        """This deal's minimum count (docs/rules.md §4.7); the same for both sides."""
        return self.config.minimum_for(self.deal_no)

    def book_counts(self, side: int) -> tuple[int, int, int]:
        """(clean, dirty, wild) books of ``side`` (§4.6.5)."""
        return book_counts(self.books[side])

    def card_total(self) -> int:
        """Every card in the game, wherever it is (for invariant checks)."""
        n = super().card_total()
        n += sum(sum(f) for f in self.feet if f is not None)
        for side in self.books:
            n += sum(m.size for m in side)
        return n


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
    s = new_state(HandFootState, config, seed)
    s.dealer = random.Random(f"{s.seed}/first-dealer").randrange(config.players)
    start_deal(s, [])
    return s


def start_deal(s: HandFootState, events: list[Event]) -> None:
    """Shuffle, deal hands then feet, turn the upcard (docs/rules.md §1.5, §4.3).

    Red 3s dealt in a hand stay there until their owner's first replenish (§4.4
    step 2); red 3s in a foot wait until it is picked up (§4.9).
    """
    cfg = s.config
    n = cfg.players
    stock = s.stock = shuffled_deck(cfg.decks, f"{s.seed}/deal-{s.deal_no}")
    first = (s.dealer + 1) % n
    # §1.5: one card at a time off the top of the stock, clockwise from the dealer's
    # left; all hands, then all feet.
    s.hands = deal(stock, n, first, HAND_SIZE)
    s.hand_sizes = [HAND_SIZE] * n
    s.feet = deal(stock, n, first, FOOT_SIZE)  # type: ignore[assignment]
    s.foot_played = [False] * n
    clear_table(s)
    s.books = [()] * cfg.n_sides
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


plug = HandFootState.plugs.plug
