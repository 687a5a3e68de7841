"""Turn and deal transitions: the foot, the next turn, going out, scoring the deal.

docs/rules.md §4.4, §4.9, §4.10, §4.11, §4.13.
"""

from __future__ import annotations

from canasta_gui.engine.events import Event
from canasta_gui.engine.hand_and_foot.scoring import score_deal
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, reset_turn
from canasta_gui.engine.rummy.red3s import replace_red3s


def place_red3s(s: HandFootState, player: int, hand: list[int], events: list[Event]) -> int:
    """§4.4 step 2: every red 3 in ``hand`` (the player's own row) goes face up and is
    replaced from the stock, repeatedly; with the stock empty, it is not (§4.11).
    Returns the change in the hand's size."""
    side = s.config.side_of[player]
    change = 0
    for found, drawn in replace_red3s(hand, s.stock):
        s.red3s[side] = s.red3s[side] + found
        events.append(Event("red3", player, found))
        if drawn:
            events.append(Event("replace", player, drawn, private_to=player))
        change += len(drawn) - len(found)
    return change


def pick_up_foot(s: HandFootState, player: int, events: list[Event]) -> None:
    """§4.9: the empty hand is replaced by the foot; its red 3s are placed at once."""
    foot = s.feet[player]
    assert foot is not None and s.hand_sizes[player] == 0
    hand = foot[:]
    s.hands[player] = hand
    s.feet[player] = None
    cards = tuple(k for k, n in enumerate(hand) for _ in range(n))
    events.append(Event("foot", player, cards, private_to=player))
    place_red3s(s, player, hand, events)
    s.hand_sizes[player] = sum(hand)


def end_turn(s: HandFootState, events: list[Event]) -> None:
    """Pass the turn to the left. With the stock empty the next player takes the pile or
    declines it, which ends the deal (§4.11); the deal never ends behind their back."""
    s.current = (s.current + 1) % s.config.players
    s.phase = Phase.DRAW
    if s.took_pile or s.asked_turn:  # nothing else of the turn's record can be set
        reset_turn(s)


def go_out(s: HandFootState, player: int, events: list[Event]) -> None:
    s.went_out = player
    events.append(Event("go_out", player))
    end_deal(s, "out", events)


def end_deal(s: HandFootState, reason: str, events: list[Event]) -> None:
    result = score_deal(s, reason)
    s.history.append(result)
    for i, part in enumerate(result.sides):
        s.scores[i] += part.total
    events.append(Event("deal_end", None, data={"reason": reason, "scores": list(s.scores)}))
    if s.deal_no + 1 >= s.config.deals:
        # §4.13: after the last deal (the 4th, or OPT-HF-DEALS) the higher cumulative score
        # wins; equal scores draw.
        best = max(s.scores)
        s.winners = tuple(i for i, v in enumerate(s.scores) if v == best)
        s.phase = Phase.GAME_OVER
        events.append(Event("game_end", None, data={"winners": list(s.winners)}))
    else:
        s.phase = Phase.DEAL_OVER
