"""Turn and deal transitions: next turn, going out, scoring the deal.

docs/rules.md §3.5, §3.12.2, §3.13, §3.14, §3.15.
"""

from __future__ import annotations

from canasta_gui.engine.canasta.checks import concealed_possible
from canasta_gui.engine.canasta.scoring import score_deal
from canasta_gui.engine.canasta.state import CanastaState, Phase, reset_turn
from canasta_gui.engine.events import Event
from canasta_gui.engine.events import quick_event as event


def end_turn(s: CanastaState, events: list[Event]) -> None:
    # rules._listed_discard writes this and state.reset_turn out for speed: a new step
    # here must be added there too (tests/engine/test_canasta_fast_listing.py compares them).
    p = s.current
    if s.turn_put_down:
        s.has_melded[p] = True
    if not s.stock and s.config.opt("OPT-CAN-STOCK-OUT") == "END":
        end_deal(s, "stock_end", events)  # §3.13.3 alternative END
        return
    s.current = (p + 1) % s.config.players
    s.phase = Phase.DRAW
    reset_turn(s)
    # §3.13.3: with the stock empty the player now takes the pile or, when not
    # obliged to take it (or unable to), declines it, which ends the deal. The
    # deal never ends behind the player's back: "unable" would need every way of
    # taking the pile to be enumerated, and a person may want to look first.


def go_out(s: CanastaState, p: int, events: list[Event]) -> None:
    concealed = concealed_possible(s, p)
    if s.config.opt("OPT-CAN-CONCEALED-BONUS") == "PARTNERSHIPS" and not s.config.partnership:
        concealed = False  # S0: the 200 for going out concealed is a team-game rule (§3.12.4)
    s.went_out = p
    events.append(event("go_out", p, data={"concealed": concealed}))
    end_deal(s, "out", events, concealed)


def end_deal(s: CanastaState, reason: str, events: list[Event], concealed: bool = False) -> None:
    result = score_deal(s, reason, concealed)
    s.history.append(result)
    for i, part in enumerate(result.sides):
        s.scores[i] += part.total
    events.append(event("deal_end", None, data={"reason": reason, "scores": list(s.scores)}))
    cfg = s.config
    over = max(s.scores) >= cfg.target
    if cfg.deal_limit is not None and s.deal_no + 1 >= cfg.deal_limit:
        over = True  # §1.5 OPT-DEAL-LIMIT
    if over:
        best = max(s.scores)
        s.winners = tuple(i for i, v in enumerate(s.scores) if v == best)
        s.phase = Phase.GAME_OVER
        events.append(event("game_end", None, data={"winners": list(s.winners)}))
    else:
        s.phase = Phase.DEAL_OVER
