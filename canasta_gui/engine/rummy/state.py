"""What a rummy game's state holds and answers the same way in Canasta and Hand and Foot.

Both games keep a flat object of lists and small immutable values (so a clone is a
handful of list copies) with the same core: hands as count rows, the stock, the
pile, melds per side in rank slots, red 3s, scores and the state of the turn. A
game's state class lists every field in its own ``__slots__`` (``SHARED_FIELDS``
first) and inherits the queries here. The per-player rows and per-side meld rows
are *copy-on-write*: a clone shares them with its parent, so the rules replace such
a row and never change one in place.
"""

from __future__ import annotations

from typing import Any, ClassVar, TypeVar

from canasta_gui.engine.cards import N_KINDS
from canasta_gui.engine.events import Event
from canasta_gui.engine.rummy.melds import Meld
from canasta_gui.engine.rummy.pile import top_blocked
from canasta_gui.engine.rummy.plugs import Plugs


class Phase:
    """The phases of a turn and a game both games share (Canasta adds its own)."""

    DRAW = "draw"  # draw from the stock or take the pile (§3.5 step 1, §4.4 step 1)
    PLAY = "play"  # meld, lay off, then discard (§3.5 steps 2-3, §4.4 steps 3-4)
    ANSWER = "answer"  # the partner answers "may I go out?" (§3.12.3, §4.10.2 c)
    DEAL_OVER = "deal_over"
    GAME_OVER = "game_over"


_BETWEEN = (Phase.DEAL_OVER, Phase.GAME_OVER)


class RummyState:
    """The shared queries of a rummy game state; a game's class adds its fields and rules."""

    __slots__ = ()

    config: Any  # the game's configuration (players, sides, meld and pile rules)
    seed: str
    deal_no: int
    dealer: int
    phase: str
    current: int
    hands: list[list[int]]  # per player, a count per card kind
    hand_sizes: list[int]
    stock: list[int]  # the top card is the last
    pile: list[int]
    melds: list[list[Meld | None]]  # per side, one slot per rank
    red3s: list[tuple[int, ...]]
    opened: list[bool]
    scores: list[int]
    history: list[Any]  # the game's deal results, one per deal played
    known: list[list[int]]  # cards each player took with the pile, still in hand
    took_pile: bool
    asked_turn: bool
    answer: bool | None
    asker: int
    must_go_out: bool
    went_out: int | None
    winners: tuple[int, ...]
    # Cards set aside for this deal (a position's reduced deck); they return at the next shuffle.
    out_of_play: tuple[int, ...]

    #: The functions the game's rules, legal listing and observation plug in (``plugs.py``).
    plugs: ClassVar[Plugs]

    # The fields above are SHARED_FIELDS; copy_shared copies each of them.

    def copy_shared(self, c: RummyState) -> None:
        """Give the new clone ``c`` the shared fields: rows copied, values shared."""
        c.config = self.config
        c.seed = self.seed
        c.deal_no = self.deal_no
        c.dealer = self.dealer
        c.phase = self.phase
        c.current = self.current
        c.hands = self.hands[:]  # rows are copy-on-write
        c.hand_sizes = self.hand_sizes[:]
        c.stock = self.stock[:]
        c.pile = self.pile[:]
        c.melds = self.melds[:]
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
        c.went_out = self.went_out
        c.winners = self.winners
        c.out_of_play = self.out_of_play

    def assign(self, other: RummyState) -> None:
        """Become ``other`` (used to commit a plan applied on a clone)."""
        for name in type(self).__slots__:
            setattr(self, name, getattr(other, name))

    # -- small queries ---------------------------------------------------------------------

    @property
    def players(self) -> int:
        return self.config.players

    def side_of(self, player: int) -> int:
        return self.config.side_of[player]

    def current_player(self) -> int | None:
        """Who acts now; ``None`` between deals and after the game."""
        if self.phase in _BETWEEN:
            return None
        return self.current

    def is_terminal(self) -> bool:
        return self.phase == Phase.GAME_OVER

    def hand_cards(self, player: int) -> list[int]:
        """The player's hand as a list of card kinds, in kind order."""
        out: list[int] = []
        for k, n in enumerate(self.hands[player]):
            if n:
                out.extend([k] * n)
        return out

    def pile_blocked(self) -> bool:
        """The top card may not be taken (§3.9.1: a wild card or a 3; §4.8.1: a black 3)."""
        return bool(self.pile) and top_blocked(self.config.pile_rules, self.pile[-1])

    def returns(self) -> list[int]:
        """Cumulative score per side (OpenSpiel-style name)."""
        return self.scores[:]

    def card_total(self) -> int:
        """Every card in the game, wherever it is (for invariant checks)."""
        n = sum(self.hand_sizes) + len(self.stock) + len(self.pile)
        n += sum(len(r) for r in self.red3s) + len(self.out_of_play)
        for side in self.melds:
            n += sum(m.size for m in side if m is not None)
        return n

    def legal_actions(self) -> list:
        return self.plugs["legal_actions"](self)

    def apply(self, action: Any) -> list[Event]:
        return self.plugs["apply"](self, action)

    def observation(self, seat: int) -> Any:
        return self.plugs["observation"](self, seat)


#: The fields both games' states hold: a game's ``__slots__`` starts with them.
SHARED_FIELDS = tuple(name for name in RummyState.__annotations__ if name != "plugs")

S = TypeVar("S", bound=RummyState)


def new_state(cls: type[S], config: Any, seed: int | str) -> S:
    """A game of ``cls`` before its first deal: deal 0, no scores, no history (§3.3, §4.3).

    The first dealer and the deal itself are the game's.
    """
    s = object.__new__(cls)
    s.config = config
    s.seed = str(seed)
    s.deal_no = 0
    s.scores = [0] * config.n_sides
    s.history = []
    s.winners = ()
    return s


def deal(stock: list[int], players: int, first: int, size: int) -> list[list[int]]:
    """Deal ``size`` cards to each player off the top of ``stock`` (its end), one at a time
    clockwise from ``first`` (docs/rules.md §1.5); the hands as count rows, by seat."""
    rows = [[0] * N_KINDS for _ in range(players)]
    if size <= 0:
        return rows
    # Card j off the top goes to seat first + j (mod players).
    dealt = stock[-size * players :]
    del stock[-size * players :]
    dealt.reverse()
    for i in range(players):
        row = rows[(first + i) % players]
        for card in dealt[i::players]:
            row[card] += 1
    return rows


def clear_table(s: RummyState) -> None:
    """A new deal's empty table: no pile, melds, red 3s, openings or known cards (§3.4, §4.3)."""
    sides = s.config.n_sides
    s.pile = []
    s.melds = [[None] * 14 for _ in range(sides)]
    s.red3s = [()] * sides
    s.opened = [False] * sides
    s.known = [[0] * N_KINDS for _ in range(s.config.players)]
    s.went_out = None
    s.out_of_play = ()  # cards set aside by a position return to the deck (save format)
