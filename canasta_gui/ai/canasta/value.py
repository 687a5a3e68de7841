"""What a Canasta position is worth to one side before the deal ends: a learned estimate.

Expert's search plays each candidate a few turns ahead and then has to value an
unfinished deal. The value here is a linear estimate of the side's final deal
score from a few plain features of the position (its melds, canastas, red 3s, the
cards its players hold, the pile, how much stock is left), with weights fitted by
least squares on deals of Hard playing every seat (``value_fit.py``; the weights
are that script's output, refitted whenever the policies change). Hard plays out
the search's worlds, so this is the score those worlds are heading for.

The features read the state the search is valuing: inside a sampled world the
other hands are the world's guess, never the real hidden cards.
"""

from __future__ import annotations

from canasta_gui.engine.canasta.state import CanastaState
from canasta_gui.engine.cards import ACE, FOUR, JOKER, RUMMY_VALUE

#: Feature names, in the order :func:`features` returns them.
NAMES = (
    "bias",
    "meld_points",  # card points already on the table
    "natural_canastas",
    "mixed_canastas",
    "melds_3",  # unfinished melds by size: nearer a canasta is worth more
    "melds_4",
    "melds_5",
    "melds_6",
    "red3_opened",  # red 3s of a side that has opened (they count) ...
    "red3_closed",  # ... and of one that has not (they may still count against it)
    "hand_points",  # card points the side's players hold
    "hand_cards",  # how many cards they hold: chances to meld and to take the pile
    "hand_wilds",
    "hand_pairs",  # ranks held twice or more with no meld of the side
    "hand_fits",  # cards that can be laid off on the side's melds
    "opened",
    "can_go_out",  # the side has the canastas needed to go out
    "other_can_go_out",  # another side has them: the deal may end soon
    "pile_on_turn",  # the pile's size when a player of this side is to draw
    "pile",
    "hand_points_x_stock",  # the same, weighted by the stock still left (early is
    "hand_cards_x_stock",  # different from late: cards held late are mostly a cost)
    "open_melds_x_stock",
    "stock",  # share of the cards still in the stock
)


def features(s: CanastaState, side: int) -> list[float]:
    """The position from ``side``'s point of view, in the order of :data:`NAMES`."""
    cfg = s.config
    melds = s.melds[side]
    meld_points = natural = mixed = 0
    sizes = [0, 0, 0, 0]  # melds of 3, 4, 5, 6 cards
    for m in melds:
        if m is None:
            continue
        meld_points += m.value
        if m.is_canasta:
            if m.is_natural:
                natural += 1
            else:
                mixed += 1
        else:
            sizes[min(max(m.size, 3), 6) - 3] += 1
    opened = 1 if s.opened[side] else 0
    red3s = len(s.red3s[side])
    points = cards = wilds = pairs = fits = 0
    for p in range(cfg.players):
        if cfg.side_of[p] != side:
            continue
        hand = s.hands[p]
        for k, n in enumerate(hand):
            if n:
                points += RUMMY_VALUE[k] * n
        cards += s.hand_sizes[p]
        wilds += hand[JOKER] + hand[0] + hand[1] + hand[2] + hand[3]
        for r in range(FOUR, ACE + 1):
            b = r * 4
            n = hand[b] + hand[b + 1] + hand[b + 2] + hand[b + 3]
            if n and melds[r] is not None:
                fits += n
            elif n >= 2:
                pairs += 1
    need = cfg.canastas_to_go_out
    can_go_out = 1 if natural + mixed >= need else 0
    other = 0
    for i in range(cfg.n_sides):
        if i != side and s.canasta_count(i) >= need:
            other = 1
            break
    stock = len(s.stock) / cfg.n_cards
    on_turn = 1 if s.current is not None and cfg.side_of[s.current] == side else 0
    pile = len(s.pile)
    return [
        1.0,
        meld_points,
        natural,
        mixed,
        *sizes,
        red3s * opened,
        red3s * (1 - opened),
        points,
        cards,
        wilds,
        pairs,
        fits,
        opened,
        can_go_out,
        other,
        pile * on_turn,
        pile,
        points * stock,
        cards * stock,
        sum(sizes) * stock,
        stock,
    ]


def side_value(s: CanastaState, side: int) -> float:
    """The side's expected deal score from here, as Hard would play it out."""
    weights = WEIGHTS.get(s.config.players) or WEIGHTS[4]
    return sum(w * x for w, x in zip(weights, features(s, side), strict=True))


#: Fitted weights per number of players (``python -m canasta_gui.ai.canasta.value_fit``).
WEIGHTS: dict[int, tuple[float, ...]] = {
    2: (
        -210.5,  # bias
        1.459,  # meld_points
        328.6,  # natural_canastas
        154,  # mixed_canastas
        -13.59,  # melds_3
        2.428,  # melds_4
        41.49,  # melds_5
        96.06,  # melds_6
        81.14,  # red3_opened
        9.12,  # red3_closed
        0.6141,  # hand_points
        36.94,  # hand_cards
        -13.21,  # hand_wilds
        -27.74,  # hand_pairs
        -9.914,  # hand_fits
        54.61,  # opened
        167.9,  # can_go_out
        23.4,  # other_can_go_out
        5.696,  # pile_on_turn
        8.663,  # pile
        0.6184,  # hand_points_x_stock
        34.9,  # hand_cards_x_stock
        150.6,  # open_melds_x_stock
        943.7,  # stock
    ),
    3: (
        -197,  # bias
        0.959,  # meld_points
        356.9,  # natural_canastas
        164.6,  # mixed_canastas
        2.002,  # melds_3
        26.61,  # melds_4
        69.56,  # melds_5
        151.9,  # melds_6
        110.4,  # red3_opened
        75.31,  # red3_closed
        -0.1151,  # hand_points
        13.77,  # hand_cards
        9.571,  # hand_wilds
        0.3208,  # hand_pairs
        22.37,  # hand_fits
        -33.39,  # opened
        180.6,  # can_go_out
        -32.42,  # other_can_go_out
        6.747,  # pile_on_turn
        7.189,  # pile
        0.8607,  # hand_points_x_stock
        54.86,  # hand_cards_x_stock
        182,  # open_melds_x_stock
        391.7,  # stock
    ),
    4: (
        -110.1,  # bias
        1.386,  # meld_points
        389.7,  # natural_canastas
        219.9,  # mixed_canastas
        -26.74,  # melds_3
        -2.311,  # melds_4
        34.2,  # melds_5
        111.9,  # melds_6
        99.48,  # red3_opened
        73.2,  # red3_closed
        0.3352,  # hand_points
        23.82,  # hand_cards
        5.098,  # hand_wilds
        -32.94,  # hand_pairs
        -1.023,  # hand_fits
        77.7,  # opened
        -31.26,  # can_go_out
        10.02,  # other_can_go_out
        5.244,  # pile_on_turn
        6.825,  # pile
        0.6553,  # hand_points_x_stock
        33.09,  # hand_cards_x_stock
        77.47,  # open_melds_x_stock
        293.1,  # stock
    ),
    6: (
        645.6,  # bias
        1.07,  # meld_points
        376.7,  # natural_canastas
        192.6,  # mixed_canastas
        -49.51,  # melds_3
        -45.88,  # melds_4
        -11.73,  # melds_5
        83.81,  # melds_6
        123.9,  # red3_opened
        129.8,  # red3_closed
        0.1818,  # hand_points
        5.65,  # hand_cards
        33.48,  # hand_wilds
        -11.82,  # hand_pairs
        36.9,  # hand_fits
        19.12,  # opened
        -96.24,  # can_go_out
        -9.825,  # other_can_go_out
        7.679,  # pile_on_turn
        7.538,  # pile
        0.6393,  # hand_points_x_stock
        16.12,  # hand_cards_x_stock
        -14.59,  # open_melds_x_stock
        -152,  # stock
    ),
}
