"""Drawing cards for seats, partners and the first deal (docs/rules.md §3.3.1, S4).

Under ``OPT-CAN-SEAT-DRAW`` = ``ON`` the players, numbered as they were listed before
the draw, each draw one card from a pack shuffled by the game's seed. A joker, or a card
identical to one already drawn, is put aside and its drawer draws again. Cards rank by
rank (A high, 2 low) and then by suit (spades, hearts, diamonds, clubs), which is the
order of the card kinds themselves. The highest card keeps the seat it was listed at and
plays first; each side's seats are filled clockwise from it in card order, the highest
card's side first, so with four players the two highest cards are partners. The player
on the highest card's right deals first.

Everything here follows from the configuration and the seed, so a saved game knows its
first dealer again without storing the draw.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from canasta_gui.engine.canasta.options import CanastaConfig
from canasta_gui.engine.cards import JOKER, shuffled_deck

OPTION = "OPT-CAN-SEAT-DRAW"


@dataclass(frozen=True)
class SeatDraw:
    """The outcome of the draw. Players are numbered as listed before it; seats after it."""

    draws: tuple[tuple[int, int], ...]  # every card drawn, in order: (player, card kind)
    cards: tuple[int, ...]  # the card each player kept
    ranking: tuple[int, ...]  # the players, highest card first
    seats: tuple[int, ...]  # the seat each player takes
    first_dealer: int  # a seat: the one on the highest card's right

    @property
    def first_player(self) -> int:
        """The seat of the highest card, which plays first (the dealer's left)."""
        return self.seats[self.ranking[0]]

    def player_at(self, seat: int) -> int:
        """The listed player who sits at ``seat`` after the draw."""
        return self.seats.index(seat)

    def card_at(self, seat: int) -> int:
        """The card kept by whoever sits at ``seat``."""
        return self.cards[self.player_at(seat)]

    def kept(self) -> tuple[bool, ...]:
        """For each card of ``draws``: kept, or put aside to draw again (the drawer's last
        card is the one kept)."""
        last = {player: i for i, (player, _card) in enumerate(self.draws)}
        return tuple(last[player] == i for i, (player, _card) in enumerate(self.draws))

    def set_aside(self) -> tuple[tuple[int, int], ...]:
        """The cards drawn and put aside (jokers and duplicates), with their drawers."""
        return tuple(d for d, kept in zip(self.draws, self.kept(), strict=True) if not kept)


def draw_for_seats(config: CanastaConfig, seed: int | str) -> SeatDraw:
    """Perform the draw of docs/rules.md §3.3.1 for this configuration and seed."""
    n = config.players
    pack = shuffled_deck(config.decks, f"{seed}/seat-draw")
    draws: list[tuple[int, int]] = []
    cards: list[int] = []
    for player in range(n):
        # S4: a joker or a card equal to one already drawn is drawn again. The pack always
        # suffices: at most 2 jokers per deck and (decks - 1) copies of each kept card can
        # be refused, far fewer than the 54 cards per deck.
        while True:
            card = pack.pop()
            draws.append((player, card))
            if card != JOKER and card not in cards:
                cards.append(card)
                break
    # Card kinds are rank * 4 + suit with clubs < diamonds < hearts < spades: S4's order.
    ranking = tuple(sorted(range(n), key=lambda p: cards[p], reverse=True))
    seats = _seat(config, ranking)
    high = seats[ranking[0]]
    return SeatDraw(tuple(draws), tuple(cards), ranking, seats, (high - 1) % n)


def _seat(config: CanastaConfig, ranking: tuple[int, ...]) -> tuple[int, ...]:
    """Each player's seat: the highest card keeps its seat, the sides fill clockwise from it."""
    n = config.players
    high = ranking[0]
    clockwise = [(high + k) % n for k in range(n)]
    sides: list[int] = []
    for seat in clockwise:
        if config.side_of[seat] not in sides:
            sides.append(config.side_of[seat])
    # The highest card's side takes the best cards, then the next side round the table.
    order = [seat for side in sides for seat in clockwise if config.side_of[seat] == side]
    seats = [0] * n
    for player, seat in zip(ranking, order, strict=True):
        seats[player] = seat
    return tuple(seats)


def first_dealer(config: CanastaConfig, seed: int | str) -> int:
    """The first deal's dealer: drawn for (``OPT-CAN-SEAT-DRAW``) or at random (§1.5)."""
    if config.opt(OPTION) == "ON":
        return draw_for_seats(config, seed).first_dealer
    return random.Random(f"{seed}/first-dealer").randrange(config.players)
