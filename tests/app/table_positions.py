"""Seeded Canasta tables with something everywhere: melds, canastas, red 3s, a frozen pile.

Hard computer players play a seeded game for a number of moves, stopping at the bottom
person's turn. Red 3s and a freezing card are rare at such a moment, so the position then gets
them from the stock: every side one red 3 in its red-3 area (docs/rules.md §3.4 step 3), and a
wild card slid under the pile's top card, which freezes the pile (§3.9.2). Cards only move,
so the game still holds exactly its own deck.
"""

from __future__ import annotations

from canasta_gui.ai.canasta.player import CanastaPlayer
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup, default_seats
from canasta_gui.engine.canasta.state import CanastaState, Phase, new_game
from canasta_gui.engine.cards import JOKER, RED3_KINDS, TWO

# As long as a seat name may be (setup.MAX_NAME), with wide letters.
LONG_NAMES = (
    "Maximiliana Wolkenstein",
    "Bartholomew Featherstone",
    "WWWWWWWWWWWWWWWWWWWWWWWW",
    "Konstantinos Papadopoulo",
    "Guinevere Montgomery-Wu",
    "Świętosława Wiśniewska",
)


# Seeds whose tables have many melds and a canasta or more at seat 0's turn.
SEEDS = {2: "layout-2", 3: "layout-10", 4: "layout-4-2", 6: "layout-5"}


def seats(players: int, names: str) -> tuple[SeatSetup, ...]:
    """``"default"``: the New game dialog's seats, named by the app; ``"long"``: long names."""
    if names == "default":
        return default_seats(players)
    return (SeatSetup(HUMAN, LONG_NAMES[0]),) + tuple(
        SeatSetup(COMPUTER, LONG_NAMES[i], "medium") for i in range(1, players)
    )


def played(setup: GameSetup, moves: int) -> CanastaState:
    """``setup``'s game after ``moves`` actions of Hard players, at seat 0's turn."""
    state = new_game(setup.config(), setup.seed)
    # Hard, not Medium: Expert's search is measured on Hard's play, so Hard is kept as it
    # is, and the tables these seeds give don't move when the lower levels are tuned.
    bots = [CanastaPlayer("hard", f"{setup.seed}/{p}") for p in range(setup.players)]
    done = 0
    while done < moves or state.current_player() != 0:
        assert state.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER), "pick another seed"
        assert done < moves + 60, "pick another seed"
        seat = state.current_player()
        state.apply(bots[seat].decide(state.observation(seat)).action)
        done += 1
    return state


def _from_stock(state: CanastaState, wanted) -> int | None:
    for i in range(len(state.stock) - 1, -1, -1):
        if wanted(state.stock[i]):
            return state.stock.pop(i)
    return None


def busy_position(
    players: int,
    names: str = "default",
    seed: str | None = None,
    moves: int = 60,
    options: dict[str, str] | None = None,
) -> tuple[GameSetup, CanastaState]:
    """A table at the bottom person's turn with melds, red 3s on every side and a frozen pile."""
    decks = 3 if players == 6 else 2
    seed = seed or SEEDS[players]
    setup = GameSetup(players, decks, options=options or {}, seats=seats(players, names), seed=seed)
    state = played(setup, moves)
    for side in range(state.config.n_sides):
        if not state.red3s[side]:
            card = _from_stock(state, lambda c: c in RED3_KINDS)
            assert card is not None, "pick another seed"
            state.red3s[side] = state.red3s[side] + (card,)
    if state.freeze_index < 0 and state.pile:
        wild = _from_stock(state, lambda c: c == JOKER or c >> 2 == TWO)
        assert wild is not None, "pick another seed"
        state.pile.insert(len(state.pile) - 1, wild)
        state.freeze_index = len(state.pile) - 2
    return setup, state
