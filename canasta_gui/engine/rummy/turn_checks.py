"""The checks an action opens with, the same in both rummy games: the phase it needs,
and for a pile take or a meld action, the pile's top card and the cards held.

Each raises :class:`IllegalAction` and changes nothing; what follows them (the
qualifying use of the top card, the meld shapes, the opening) is each game's
``pile.py``, ``melding.py`` and ``rules.py``.
"""

from __future__ import annotations

from collections.abc import Iterable

from canasta_gui.engine.cards import card_code
from canasta_gui.engine.errors import refuse
from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP
from canasta_gui.engine.rummy.meld_rules import take_from
from canasta_gui.engine.rummy.pile import top_blocked
from canasta_gui.engine.rummy.state import Phase, RummyState

Cards = tuple[int, ...]


def require(s: RummyState, phases: tuple[str, ...], expected: str) -> None:
    """The game goes on and is in one of ``phases``; ``expected`` (marked for translation)
    says what the player may do now, for the refusal."""
    if s.phase == Phase.GAME_OVER:
        raise refuse("game_over")
    if s.phase == Phase.DRAW and Phase.PLAY in phases and Phase.DRAW not in phases:
        # §3.5, §4.4: the turn starts with the draw; say so rather than name the later step.
        raise refuse("draw_first")
    if s.phase not in phases:
        raise refuse("wrong_phase", expected=expected)


def check_pile_top(s: RummyState) -> int:
    """A pile take starts the turn, and the pile's top card may be taken (§3.10.1, §4.8.1).

    Returns the top card.
    """
    if s.phase != Phase.DRAW:  # the refusal's message is only made when refused
        if s.phase == Phase.GAME_OVER:
            raise refuse("game_over")
        expected = QT_TRANSLATE_NOOP("engine", "take the pile at the start of your turn")
        raise refuse("wrong_phase", expected=expected)
    if not s.pile:
        raise refuse("pile_empty")
    top = s.pile[-1]
    if top_blocked(s.config.pile_rules, top):
        raise refuse("pile_blocked", card=card_code(top))  # §3.9.1; §4.8.1: a black 3
    return top


def hand_without(hand: list[int], groups: Iterable[Cards]) -> tuple[list[int], int]:
    """A copy of ``hand`` (a count row) less every card of ``groups``, and how many
    cards that is; refused if the hand does not hold them."""
    hand = hand[:]
    n_cards = 0
    for cards in groups:
        take_from(hand, cards)
        n_cards += len(cards)
    return hand, n_cards


def check_meld_cards(
    s: RummyState, melds: tuple[Cards, ...], layoffs: tuple
) -> tuple[list[int], int]:
    """A meld action puts something down, and the player holds every card of it (§3.7, §4.6).

    ``melds`` and ``layoffs`` are the action's; returns the hand after it and the number
    of cards it plays.
    """
    if not melds and not layoffs:
        raise refuse("empty_action")
    return hand_without(s.hands[s.current], (*melds, *(cards for _rank, cards in layoffs)))
