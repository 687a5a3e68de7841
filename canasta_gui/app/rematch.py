"""After a game: play again with new cards, or the same deals with everyone moved one seat.

*Play again* keeps the seats and the rules and draws a new seed, so the cards are new.

*Same deals again* keeps the seed: every deal of a game is fixed by its seed alone (the first
dealer is drawn from it and each deal's shuffle is ``{seed}/deal-N``, docs/rules.md §1.5);
who sits at a seat never enters it. Everyone then moves one seat to the left (seat 1's
person to seat 2, ..., the last seat's to seat 1), as ``canasta-sim --duplicate`` rotates
the levels: a person is dealt exactly the cards the next seat had, and the cards they had go
to the player who sat before them. Every table seats its sides alternately (partners
opposite, docs/rules.md §3.3, §4.1, §5.1), so moving one seat takes each partnership
together onto the other side's cards: a person and their partner play the cards their
opponents held, and the computer players play theirs. Done again, the seats keep turning,
until after one turn per seat everyone is back where they started.
"""

from __future__ import annotations

import secrets
from dataclasses import replace

from canasta_gui.app.setup import GameSetup


def new_seed() -> str:
    """A seed for a new shuffle (12 hexadecimal digits; short enough to read out)."""
    return secrets.token_hex(6)


def play_again(setup: GameSetup) -> GameSetup:
    """The same players at the same seats and the same rules, with new cards."""
    seed = new_seed()
    while seed == setup.seed:  # never the same deals by chance
        seed = new_seed()
    return replace(setup, seed=seed)


def rotated_seats(seats: tuple, shift: int = 1) -> tuple:
    """``seats`` with everyone moved ``shift`` seats on (seat ``i``'s player to ``i + shift``)."""
    n = len(seats)
    if n == 0:
        return seats
    return tuple(seats[(i - shift) % n] for i in range(n))


def same_deals_again(setup: GameSetup) -> GameSetup:
    """The same seed, rules and players, everyone moved one seat on."""
    seats = rotated_seats(setup.seats)
    draw = setup.game_def().seat_draw(setup.config(), setup.seed)
    if draw is not None:
        # A table that draws for seats (docs/rules.md §3.3.1) seats the listed players as its
        # draw says when the game starts, and the same seed draws the same again: list them
        # so that the draw puts each one in the rotated seat (app/seating.py).
        seats = tuple(seats[draw.seats[player]] for player in range(len(seats)))
    return replace(setup, seats=seats)


__all__ = ["new_seed", "play_again", "rotated_seats", "same_deals_again"]
