"""Canasta rules: validate an action, then apply all of it or none (RULES.md §3).

Every handler first checks the whole action against the untouched state and
raises :class:`IllegalAction` on the first broken rule; only then does it
change anything. That is what keeps a refused action from half-applying.
"""

from __future__ import annotations

from dataclasses import dataclass

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.goout import go_out_plan
from canasta_gui.engine.canasta.scoring import score_deal
from canasta_gui.engine.canasta.state import (
    CanastaState,
    Phase,
    _reset_turn,
    push_pile,
    start_deal,
)
from canasta_gui.engine.cards import (
    BLACK3_KINDS,
    JOKER,
    N_KINDS,
    RED3_KINDS,
    RUMMY_VALUE,
    THREE,
    TWO,
    card_code,
    rank_name,
)
from canasta_gui.engine.errors import IllegalAction, refuse
from canasta_gui.engine.events import Event
from canasta_gui.engine.rummy.melds import Meld

Cards = tuple[int, ...]


# -- shared meld checks ------------------------------------------------------------------


def check_new_meld(s: CanastaState, cards: Cards) -> Meld:
    """A new meld's shape (§3.7.1-§3.7.3, §3.7.8); ownership is checked by the caller."""
    if len(cards) < 3:
        raise refuse("meld_too_small")
    rank = -1
    wilds = 0
    black3 = 0
    for c in cards:
        if c == JOKER or c >> 2 == TWO:
            wilds += 1
        elif c in RED3_KINDS:
            raise refuse("meld_red3")
        elif c in BLACK3_KINDS:
            black3 += 1
        elif rank < 0:
            rank = c >> 2
        elif c >> 2 != rank:
            raise refuse("meld_mixed_ranks")
    if black3:
        if rank >= 0:
            raise refuse("meld_mixed_ranks")
        if wilds:
            raise refuse("meld_black3_wild")  # §3.7.8: no wild cards with black 3s
        return Meld(THREE, tuple(cards))
    _check_limit(s, len(cards) - wilds, wilds)
    return Meld(rank, tuple(cards))


def _check_limit(s: CanastaState, naturals: int, wilds: int) -> None:
    limit = s.config.wild_limit
    code = limit.violation(naturals, wilds)
    if code is not None:
        raise refuse(code, limit=limit.max_wild)


def extend_meld(s: CanastaState, meld: Meld, cards: Cards, via_layoff: bool = True) -> Meld:
    """``meld`` with ``cards`` added, checked once on the result (§3.7.2, §3.7.5)."""
    if meld.rank == THREE:
        raise refuse("layoff_black3")
    wild = False
    for c in cards:
        if c == JOKER or c >> 2 == TWO:
            wild = True
        elif c in BLACK3_KINDS:
            raise refuse("layoff_black3")
        elif c >> 2 != meld.rank:
            raise refuse("layoff_wrong_rank", rank=rank_name(meld.rank))
    if (
        wild
        and meld.is_canasta
        and meld.is_natural
        and s.config.opt("OPT-CAN-WILD-ON-NATURAL-CANASTA") == "FORBIDDEN"
    ):
        raise refuse("layoff_wild_natural_canasta")
    new = meld.extended(tuple(cards))
    _check_limit(s, new.naturals, new.wilds)
    return new


def _take_from(hand: list[int], cards: Cards) -> None:
    """Check that ``hand`` (a copy) holds ``cards`` and remove them."""
    for c in cards:
        if not 0 <= c < len(hand) or hand[c] <= 0:
            raise refuse("card_not_in_hand", card=card_code(c) if 0 <= c <= JOKER else "?")
        hand[c] -= 1


def _require(s: CanastaState, phase: tuple[str, ...], expected: str) -> None:
    if s.phase == Phase.GAME_OVER:
        raise refuse("game_over")
    if s.phase not in phase:
        raise refuse("wrong_phase", expected=expected)


def able_to_go_out(
    s: CanastaState,
    player: int,
    hand: list[int] | None = None,
    melds: list[Meld | None] | None = None,
    opened: bool | None = None,
) -> bool:
    """§3.12.3: some legal way remains to empty the hand this turn."""
    side = s.config.side_of[player]
    if s.answer is False:
        return False
    op = s.opened[side] if opened is None else opened
    minimum = 0 if op or _concealed_minimum_waived(s, player) else s.minimum(side)
    plan = go_out_plan(
        s.config,
        s.hands[player] if hand is None else hand,
        s.melds[side] if melds is None else melds,
        op,
        minimum,
        discard_allowed=s.phase != Phase.LAST_MELD,
    )
    return plan is not None


def _concealed_possible(s: CanastaState, player: int) -> bool:
    if s.has_melded[player]:
        return False
    return not (s.took_pile and s.config.opt("OPT-CAN-CONCEALED-WITH-PILE") == "FORBIDDEN")


def _concealed_minimum_waived(s: CanastaState, player: int) -> bool:
    return s.config.opt("OPT-CAN-CONCEALED-MINIMUM") == "WAIVED" and _concealed_possible(s, player)


def _check_hand_after(s: CanastaState, size: int, canastas: int, discard_follows: bool) -> bool:
    """§3.7.10 and §3.12.1; returns True when the hand empties (the player goes out)."""
    if size == 0:
        if s.answer is False:
            raise refuse("out_forbidden_by_partner")
        if canastas < s.config.canastas_to_go_out:
            raise refuse("hand_empty_not_out", needed=s.config.canastas_to_go_out, have=canastas)
        return True
    if (
        size == 1
        and discard_follows
        and (s.answer is False or canastas < s.config.canastas_to_go_out)
    ):
        raise refuse("hand_one_card")
    return False


# -- meld action -------------------------------------------------------------------------


@dataclass(slots=True)
class MeldPlan:
    hand: list[int]
    size: int
    melds: list[Meld | None]
    opening: bool
    count: int
    must_go_out: bool
    goes_out: bool


def check_meld(s: CanastaState, action: act.Meld) -> MeldPlan:
    """Validate a :class:`Meld` action without changing ``s``."""
    _require(s, (Phase.PLAY, Phase.LAST_MELD), "meld in your meld phase")
    p = s.current
    side = s.config.side_of[p]
    if not action.melds and not action.layoffs:
        raise refuse("empty_action")
    hand = s.hands[p][:]
    n_cards = 0
    for cards in action.melds:
        _take_from(hand, cards)
        n_cards += len(cards)
    for _rank, cards in action.layoffs:
        _take_from(hand, cards)
        n_cards += len(cards)
    melds = s.melds[side][:]
    opened = s.opened[side]
    if not opened and action.layoffs:
        raise refuse("layoff_before_opening")  # §3.8.2
    count = 0
    new_ranks: set[int] = set()
    black3 = False
    for cards in action.melds:
        meld = check_new_meld(s, cards)
        if meld.rank in new_ranks:
            raise refuse("meld_rank_twice", rank=rank_name(meld.rank))
        if melds[meld.rank] is not None:
            raise refuse("meld_rank_exists", rank=rank_name(meld.rank))  # §3.7.4
        new_ranks.add(meld.rank)
        black3 = black3 or meld.rank == THREE
        melds[meld.rank] = meld
        count += meld.value
    for rank, cards in action.layoffs:
        if not 0 <= rank < 14 or melds[rank] is None:
            raise refuse("layoff_no_meld", rank=rank_name(rank) if 0 <= rank < 14 else "?")
        if not cards:
            raise refuse("empty_action")
        melds[rank] = extend_meld(s, melds[rank], cards)
    size = s.hand_sizes[p] - n_cards
    # §3.7.8: black 3s only on the way out: the hand empties now, or its last
    # card is the discard that follows (none follows in the LAST_MELD phase).
    if black3 and size > (1 if s.phase == Phase.PLAY else 0):
        raise refuse("meld_black3_not_out")
    canastas = sum(1 for m in melds if m is not None and m.is_canasta)
    must = s.must_go_out
    if not opened:
        minimum = s.minimum(side)
        if count < minimum:
            # §3.12.4 OPT-CAN-CONCEALED-MINIMUM = WAIVED: allowed only on the way out.
            if not _concealed_minimum_waived(s, p) or not (
                size == 0 or able_to_go_out(s, p, hand, melds, True)
            ):
                raise refuse("opening_below_minimum", minimum=minimum, count=count)
            must = True
    goes_out = _check_hand_after(s, size, canastas, s.phase == Phase.PLAY)
    if must and not goes_out and not able_to_go_out(s, p, hand, melds, True):
        raise refuse("must_go_out")
    return MeldPlan(hand, size, melds, not opened, count, must, goes_out)


def _apply_meld(s: CanastaState, action: act.Meld) -> list[Event]:
    plan = check_meld(s, action)
    p = s.current
    side = s.config.side_of[p]
    s.hands[p] = plan.hand
    s.hand_sizes[p] = plan.size
    s.melds[side] = plan.melds
    _forget_known(s, p, [c for m in action.melds for c in m])
    _forget_known(s, p, [c for _r, cs in action.layoffs for c in cs])
    s.opened[side] = True
    s.turn_melded = True
    s.turn_put_down = True
    s.must_go_out = plan.must_go_out
    events = [Event("meld", p, m, {"rank": rank_name(plan_rank(m))}) for m in action.melds]
    events += [Event("layoff", p, cs, {"rank": rank_name(r)}) for r, cs in action.layoffs]
    if plan.opening:
        events.append(Event("opened", p, data={"count": plan.count}))
    if plan.goes_out:
        _go_out(s, p, events)
    return events


def plan_rank(cards: Cards) -> int:
    for c in cards:
        if c != JOKER and c >> 2 != TWO:
            return c >> 2
    return -1


def _forget_known(s: CanastaState, p: int, cards: list[int]) -> None:
    known = s.known[p]
    if not any(known[c] for c in cards):
        return
    known = known[:]  # copy-on-write row (see state.py)
    for c in cards:
        if known[c]:
            known[c] -= 1
    s.known[p] = known


# -- taking the pile ---------------------------------------------------------------------


@dataclass(slots=True)
class TakePlan:
    hand: list[int]
    size: int
    melds: list[Meld | None]
    red3s: Cards
    taken: list[int]
    opening: bool
    count: int
    must_go_out: bool
    goes_out: bool


def pile_obliged(s: CanastaState, p: int) -> bool:
    """§3.13.3: with the stock empty, must the player take the pile?"""
    if s.stock or not s.pile or s.pile_blocked() or s.frozen_for(p):
        return False
    if s.hand_sizes[p] == 1 and len(s.pile) == 1:
        return False
    if not s.opened[s.config.side_of[p]]:
        return False
    top = s.pile[-1]
    return s.melds[s.config.side_of[p]][top >> 2] is not None


def check_take(s: CanastaState, action: act.TakePile) -> TakePlan:
    """Validate taking the pile (§3.10) without changing ``s``."""
    _require(s, (Phase.DRAW,), "take the pile at the start of your turn")
    p = s.current
    cfg = s.config
    side = cfg.side_of[p]
    if not s.pile:
        raise refuse("pile_empty")
    top = s.pile[-1]
    if s.pile_blocked():
        raise refuse("pile_blocked", card=card_code(top))
    if s.hand_sizes[p] == 1 and len(s.pile) == 1:
        raise refuse("pile_one_card")  # §3.10.1 (b)
    opened = s.opened[side]
    if not opened and cfg.opt("OPT-CAN-PREMELD-PILE") == "CLOSED":
        raise refuse("pile_closed")  # §3.9.3
    rank = top >> 2
    hand = s.hands[p][:]
    _take_from(hand, action.cards)
    for m in action.melds:
        _take_from(hand, m)
    melds = s.melds[side][:]
    frozen = s.frozen_for(p)
    count = RUMMY_VALUE[top]
    if not action.cards:
        # §3.10.2 (3): lay the top card off on the side's meld of its rank.
        if frozen:
            raise refuse("pile_frozen_pair", rank=rank_name(rank))
        if melds[rank] is None:
            raise refuse("pile_no_meld_to_lay_off", rank=rank_name(rank))
        melds[rank] = extend_meld(s, melds[rank], (top,))
    else:
        nat = sum(1 for c in action.cards if c >> 2 == rank and c != JOKER)
        wild = sum(1 for c in action.cards if c == JOKER or c >> 2 == TWO)
        if nat + wild != len(action.cards):
            raise refuse("layoff_wrong_rank", rank=rank_name(rank))
        if frozen and nat < 2:
            raise refuse("pile_frozen_pair", rank=rank_name(rank))  # §3.10.2 frozen
        if nat < 2 and not (nat == 1 and wild >= 1):
            raise refuse("pile_no_use", rank=rank_name(rank))
        group = (top, *action.cards)
        if melds[rank] is not None:
            melds[rank] = extend_meld(s, melds[rank], group)  # §3.10.3 merge at once
        else:
            melds[rank] = check_new_meld(s, group)
        count += sum(RUMMY_VALUE[c] for c in action.cards)
    for cards in action.melds:
        meld = check_new_meld(s, cards)
        if meld.rank == THREE:
            raise refuse("meld_black3_not_out")
        if melds[meld.rank] is not None:
            key = "meld_rank_exists" if s.melds[side][meld.rank] is not None else "meld_rank_twice"
            raise refuse(key, rank=rank_name(meld.rank))
        melds[meld.rank] = meld
        count += meld.value
    must = False
    taken = s.pile[:-1]
    red3s = tuple(c for c in taken if c in RED3_KINDS)
    size = s.hand_sizes[p] - len(action.cards) - sum(len(m) for m in action.melds)
    size += len(taken) - len(red3s)
    canastas = sum(1 for m in melds if m is not None and m.is_canasta)
    if not opened:
        minimum = s.minimum(side)
        if count < minimum:
            # Only the top discard counts (§3.8.4); WAIVED concealed exception (§3.12.4).
            waived = (
                cfg.opt("OPT-CAN-CONCEALED-MINIMUM") == "WAIVED"
                and not s.has_melded[p]
                and (cfg.opt("OPT-CAN-CONCEALED-WITH-PILE") != "FORBIDDEN")
            )
            after = hand[:]
            for c in taken:
                if c not in RED3_KINDS:
                    after[c] += 1
            if not waived or not (size == 0 or _able_after(s, p, after, melds)):
                raise refuse("opening_below_minimum", minimum=minimum, count=count)
            must = True
    goes_out = _check_hand_after(s, size, canastas, True)
    return TakePlan(hand, size, melds, red3s, taken, not opened, count, must, goes_out)


def _able_after(s: CanastaState, p: int, hand: list[int], melds: list[Meld | None]) -> bool:
    plan = go_out_plan(s.config, hand, melds, True, 0, True)
    return plan is not None


def _apply_take(s: CanastaState, action: act.TakePile) -> list[Event]:
    plan = check_take(s, action)
    p = s.current
    side = s.config.side_of[p]
    top = s.pile[-1]
    hand = plan.hand
    _forget_known(s, p, list(action.cards) + [c for m in action.melds for c in m])
    known = s.known[p][:]
    for c in plan.taken:
        if c not in RED3_KINDS:
            hand[c] += 1
            known[c] += 1  # public: everybody saw these cards go into the hand
    s.known[p] = known
    s.hands[p] = hand
    s.hand_sizes[p] = plan.size
    s.melds[side] = plan.melds
    if plan.red3s:
        s.red3s[side] = s.red3s[side] + plan.red3s  # §3.10.4 step 5: no replacement
    s.pile = []
    s.freeze_index = -1
    s.opened[side] = True
    s.took_pile = True
    s.turn_put_down = True
    s.must_go_out = plan.must_go_out
    s.phase = Phase.PLAY
    events = [
        Event("take_pile", p, (top, *action.cards), {"rank": rank_name(top >> 2)}),
        *(Event("meld", p, m, {"rank": rank_name(plan_rank(m))}) for m in action.melds),
        Event("pile_to_hand", p, tuple(c for c in plan.taken if c not in RED3_KINDS)),
    ]
    if plan.red3s:
        events.append(Event("red3", p, plan.red3s, {"from_pile": True}))
    if plan.opening:
        events.append(Event("opened", p, data={"count": plan.count}))
    if plan.goes_out:
        _go_out(s, p, events)
    return events


# -- drawing, discarding, questions ------------------------------------------------------


def _apply_draw(s: CanastaState) -> list[Event]:
    _require(s, (Phase.DRAW,), "draw at the start of your turn")
    if not s.stock:
        raise refuse("stock_empty")
    p = s.current
    side = s.config.side_of[p]
    hand = s.hands[p][:]
    s.hands[p] = hand
    stock = s.stock
    events: list[Event] = []
    want = min(s.config.draw_count, len(stock))  # §3.6: fewer left, draw what remains
    drawn: list[int] = []
    while want and stock:
        want -= 1
        card = stock.pop()
        if card in RED3_KINDS:
            s.red3s[side] = s.red3s[side] + (card,)
            events.append(Event("red3", p, (card,)))
            want += 1  # §3.6: one replacement for each red 3
        else:
            drawn.append(card)
            hand[card] += 1
            s.hand_sizes[p] += 1
    events.insert(0, Event("draw", p, tuple(drawn), private_to=p))
    if want:
        # §3.13.1: a red 3 with no card left to replace it.
        if s.config.opt("OPT-CAN-LAST-RED3") == "MELD-THEN-END":
            s.phase = Phase.LAST_MELD
        else:
            _end_deal(s, "last_red3", events)
        return events
    s.phase = Phase.PLAY
    return events


def _apply_discard(s: CanastaState, action: act.Discard) -> list[Event]:
    if s.phase == Phase.LAST_MELD:
        raise refuse("no_discard_now")  # §3.13.1 MELD-THEN-END: no discard follows
    _require(s, (Phase.PLAY,), "discard at the end of your turn")
    p = s.current
    card = action.card
    hand = s.hands[p]
    if not isinstance(card, int) or not 0 <= card < len(hand) or hand[card] <= 0:
        raise refuse("card_not_in_hand", card=card_code(card) if 0 <= card <= JOKER else "?")
    size = s.hand_sizes[p] - 1
    side = s.config.side_of[p]
    goes_out = False
    if size == 0:
        goes_out = _check_hand_after(s, 0, s.canasta_count(side), False)
    elif s.must_go_out:
        raise refuse("must_go_out")
    hand = hand[:]
    hand[card] -= 1
    s.hands[p] = hand
    s.hand_sizes[p] = size
    _forget_known(s, p, [card])
    push_pile(s, card)
    events = [Event("discard", p, (card,))]
    if goes_out:
        _go_out(s, p, events)
        return events
    _end_turn(s, events)
    return events


def _partner_for(s: CanastaState, p: int, partner: int | None) -> int:
    partners = s.config.partners_of(p)
    if partner is None and len(partners) == 1:
        return partners[0]
    if partner not in partners:
        raise refuse("ask_bad_partner", seat=partner)
    return partner


def check_ask(s: CanastaState, action: act.AskGoOut) -> int:
    _require(s, (Phase.PLAY,), "ask in your meld phase")
    p = s.current
    if not s.config.partnership:
        raise refuse("ask_not_partnership")
    if s.turn_melded:
        raise refuse("ask_too_late")  # §3.12.3: before any other meld this turn
    once_per_turn = s.config.opt("OPT-CAN-ASK-LIMIT") == "ONCE-PER-TURN"
    if s.asked_turn or (not once_per_turn and s.asked_deal[p]):
        raise refuse("ask_limit")
    if s.must_go_out:
        raise refuse("ask_bound")  # §3.12.4 WAIVED: already bound to go out
    if s.hand_sizes[p] <= 1:
        # [spec] With one card the only way to end the turn is to go out by
        # discarding it; a "no" would leave no legal move (RULES.md §1.5).
        raise refuse("ask_one_card")
    partner = _partner_for(s, p, action.partner)
    if not able_to_go_out(s, p):
        raise refuse("ask_not_able")
    return partner


def _apply_ask(s: CanastaState, action: act.AskGoOut) -> list[Event]:
    partner = check_ask(s, action)
    p = s.current
    s.asked_turn = True
    s.asked_deal[p] = True
    s.asker = p
    s.phase = Phase.ANSWER
    s.current = partner
    return [Event("ask", p, data={"partner": partner})]


def _apply_answer(s: CanastaState, action: act.AnswerGoOut) -> list[Event]:
    _require(s, (Phase.ANSWER,), "answer your partner")
    partner = s.current
    s.answer = bool(action.yes)
    s.must_go_out = s.answer  # §3.12.3: the answer binds
    s.current = s.asker
    s.phase = Phase.PLAY
    return [Event("answer", partner, data={"yes": s.answer, "asker": s.asker})]


def _apply_decline(s: CanastaState) -> list[Event]:
    _require(s, (Phase.DRAW,), "decide on the pile")
    if s.stock:
        raise refuse("wrong_phase", expected="draw from the stock")
    if pile_obliged(s, s.current):
        raise refuse("pile_must_take")
    events = [Event("decline_pile", s.current)]
    _end_deal(s, "stock_out", events)
    return events


def _apply_end_turn(s: CanastaState) -> list[Event]:
    _require(s, (Phase.LAST_MELD,), "end the turn")
    events = [Event("end_turn", s.current)]
    _end_deal(s, "last_red3", events)
    return events


def _apply_next_deal(s: CanastaState) -> list[Event]:
    _require(s, (Phase.DEAL_OVER,), "start the next deal")
    s.deal_no += 1
    s.dealer = (s.dealer + 1) % s.config.players  # §3.3: the deal passes to the left
    events: list[Event] = []
    start_deal(s, events)
    _check_stock_out_start(s, events)
    return events


# -- turn and deal transitions -----------------------------------------------------------


def _end_turn(s: CanastaState, events: list[Event]) -> None:
    p = s.current
    if s.turn_put_down:
        s.has_melded[p] = True
    if not s.stock and s.config.opt("OPT-CAN-STOCK-OUT") == "END":
        _end_deal(s, "stock_end", events)  # §3.13.3 alternative END
        return
    s.current = (p + 1) % s.config.players
    s.phase = Phase.DRAW
    _reset_turn(s)
    _check_stock_out_start(s, events)


def _check_stock_out_start(s: CanastaState, events: list[Event]) -> None:
    """§3.13.3: with the stock empty, the deal ends unless the player can take the pile."""
    if s.phase != Phase.DRAW or s.stock:
        return
    from canasta_gui.engine.canasta.legal import pile_take_options

    if not pile_take_options(s, first_only=True):
        _end_deal(s, "stock_out", events)


def _go_out(s: CanastaState, p: int, events: list[Event]) -> None:
    concealed = not s.has_melded[p] and not (
        s.took_pile and s.config.opt("OPT-CAN-CONCEALED-WITH-PILE") == "FORBIDDEN"
    )
    s.went_out = p
    events.append(Event("go_out", p, data={"concealed": concealed}))
    _end_deal(s, "out", events, concealed)


def _end_deal(s: CanastaState, reason: str, events: list[Event], concealed: bool = False) -> None:
    result = score_deal(s, reason, concealed)
    s.history.append(result)
    for i, part in enumerate(result.sides):
        s.scores[i] += part.total
    events.append(Event("deal_end", None, data={"reason": reason, "scores": list(s.scores)}))
    cfg = s.config
    over = max(s.scores) >= cfg.target
    if cfg.deal_limit is not None and s.deal_no + 1 >= cfg.deal_limit:
        over = True  # §1.5 OPT-DEAL-LIMIT
    if over:
        best = max(s.scores)
        s.winners = tuple(i for i, v in enumerate(s.scores) if v == best)
        s.phase = Phase.GAME_OVER
        events.append(Event("game_end", None, data={"winners": list(s.winners)}))
    else:
        s.phase = Phase.DEAL_OVER


# -- entry point -------------------------------------------------------------------------

_HANDLERS = {
    act.Meld: _apply_meld,
    act.TakePile: _apply_take,
    act.Discard: _apply_discard,
    act.AskGoOut: _apply_ask,
    act.AnswerGoOut: _apply_answer,
}
_SIMPLE = {
    act.DrawStock: _apply_draw,
    act.DeclinePile: _apply_decline,
    act.EndTurn: _apply_end_turn,
    act.NextDeal: _apply_next_deal,
}


def _well_formed(action: act.Action) -> bool:
    """Cards are card kinds and ranks are ranks, whatever a caller or file built."""
    if isinstance(action, act.Discard):
        return type(action.card) is int and 0 <= action.card < N_KINDS
    if isinstance(action, act.Meld):
        groups = list(action.melds)
        for item in action.layoffs:
            if not isinstance(item, tuple) or len(item) != 2 or type(item[0]) is not int:
                return False
            groups.append(item[1])
    elif isinstance(action, act.TakePile):
        groups = [action.cards, *action.melds]
    else:
        return True
    return all(
        isinstance(g, tuple) and all(type(c) is int and 0 <= c < N_KINDS for c in g) for g in groups
    )


def apply(s: CanastaState, action: act.Action) -> list[Event]:
    """Apply ``action`` for the player on turn; refuse it with ``IllegalAction`` otherwise."""
    if not _well_formed(action):
        raise refuse("unknown_action")
    handler = _HANDLERS.get(type(action))
    if handler is not None:
        return handler(s, action)
    simple = _SIMPLE.get(type(action))
    if simple is not None:
        return simple(s)
    raise refuse("unknown_action")


def check(s: CanastaState, action: act.Action) -> IllegalAction | None:
    """The refusal ``apply`` would raise, or ``None``; ``s`` is never changed."""
    if not _well_formed(action):
        return refuse("unknown_action")
    try:
        if isinstance(action, act.Meld):
            check_meld(s, action)
        elif isinstance(action, act.TakePile):
            check_take(s, action)
        elif isinstance(action, act.AskGoOut):
            check_ask(s, action)
        else:
            s.clone().apply(action)
    except IllegalAction as err:
        return err
    return None
