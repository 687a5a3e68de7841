"""Canasta rules: validate an action, then apply all of it or none (docs/rules.md §3).

Every handler first checks the whole action against the untouched state and
raises :class:`IllegalAction` on the first broken rule; only then does it
change anything. That is what keeps a refused action from half-applying.
"""

from __future__ import annotations

from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.checks import (  # noqa: F401 - part of this module's surface
    able_to_go_out,
    check_hand_after,
    check_new_meld,
    concealed_minimum_waived,
    extend_meld,
    forget_known,
    meld_count,
    plan_rank,
)
from canasta_gui.engine.canasta.flow import end_deal, end_turn, go_out
from canasta_gui.engine.canasta.melding import (
    apply_meld,
    check_meld,
    commit_meld,
    listed_meld_plan,
)
from canasta_gui.engine.canasta.pile import (
    apply_take,
    check_take,
    commit_take,
    has_red3,
    listed_take_plan,
    pile_obliged,
)
from canasta_gui.engine.canasta.state import CanastaState, Phase, plug, push_pile, start_deal
from canasta_gui.engine.cards import JOKER, N_KINDS, RED3_KINDS, card_code, rank_name
from canasta_gui.engine.errors import IllegalAction, refuse
from canasta_gui.engine.events import Event
from canasta_gui.engine.events import quick_event as event
from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP
from canasta_gui.engine.rummy.meld_rules import meld_rank
from canasta_gui.engine.rummy.melds import Meld
from canasta_gui.engine.rummy.red3s import draw_replacing
from canasta_gui.engine.rummy.turn_checks import require


def _apply_draw(s: CanastaState) -> list[Event]:
    if s.phase != Phase.DRAW:  # the refusal's message is only looked up when refused
        require(s, (Phase.DRAW,), QT_TRANSLATE_NOOP("engine", "draw at the start of your turn"))
    if not s.stock:
        raise refuse("stock_empty")
    p = s.current
    side = s.config.side_of[p]
    hand = s.hands[p][:]
    s.hands[p] = hand
    stock = s.stock
    # §3.6: fewer left, draw what remains; one replacement for each red 3 (shared).
    drawn, red3s, short = draw_replacing(stock, min(s.config.draw_count, len(stock)))
    for card in drawn:
        hand[card] += 1
    s.hand_sizes[p] += len(drawn)
    events = [event("draw", p, tuple(drawn), private_to=p)]
    for card in red3s:
        s.red3s[side] = s.red3s[side] + (card,)
        events.append(event("red3", p, (card,)))
    if short:
        # §3.13.1: a red 3 with no card left to replace it.
        if s.config.opt("OPT-CAN-LAST-RED3") == "MELD-THEN-END":
            s.phase = Phase.LAST_MELD
        else:
            end_deal(s, "last_red3", events)
        return events
    s.phase = Phase.PLAY
    return events


def _apply_discard(s: CanastaState, action: act.Discard) -> list[Event]:
    if s.phase == Phase.LAST_MELD:
        raise refuse("no_discard_now")  # §3.13.1 MELD-THEN-END: no discard follows
    require(s, (Phase.PLAY,), QT_TRANSLATE_NOOP("engine", "discard at the end of your turn"))
    p = s.current
    card = action.card
    hand = s.hands[p]
    if not isinstance(card, int) or not 0 <= card < len(hand) or hand[card] <= 0:
        raise refuse("card_not_in_hand", card=card_code(card) if 0 <= card <= JOKER else "?")
    size = s.hand_sizes[p] - 1
    side = s.config.side_of[p]
    goes_out = False
    if size == 0:
        goes_out = check_hand_after(s, 0, s.canasta_count(side), False, meld_count(s.melds[side]))
    elif s.must_go_out:
        raise refuse("must_go_out")
    hand = hand[:]
    hand[card] -= 1
    s.hands[p] = hand
    s.hand_sizes[p] = size
    forget_known(s, p, [card])
    push_pile(s, card)
    events = [event("discard", p, (card,))]
    if goes_out:
        go_out(s, p, events)
        return events
    end_turn(s, events)
    return events


def _partner_for(s: CanastaState, p: int, partner: int | None) -> int:
    partners = s.config.partners_of(p)
    if partner is None and len(partners) == 1:
        return partners[0]
    if partner not in partners:
        raise refuse("ask_bad_partner", seat=partner)
    return partner


def check_ask(s: CanastaState, action: act.AskGoOut) -> int:
    require(s, (Phase.PLAY,), QT_TRANSLATE_NOOP("engine", "ask in your meld phase"))
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
        # discarding it; a "no" would leave no legal move (docs/rules.md §1.5).
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
    return [event("ask", p, data={"partner": partner})]


def _apply_answer(s: CanastaState, action: act.AnswerGoOut) -> list[Event]:
    require(s, (Phase.ANSWER,), QT_TRANSLATE_NOOP("engine", "answer your partner"))
    partner = s.current
    s.answer = bool(action.yes)
    s.must_go_out = s.answer and s.config.yes_obliges  # §3.12.3: the answer binds
    s.current = s.asker
    s.phase = Phase.PLAY
    return [event("answer", partner, data={"yes": s.answer, "asker": s.asker})]


def _apply_decline(s: CanastaState) -> list[Event]:
    require(s, (Phase.DRAW,), QT_TRANSLATE_NOOP("engine", "decide on the pile"))
    if s.stock:
        raise refuse("wrong_phase", expected=QT_TRANSLATE_NOOP("engine", "draw from the stock"))
    if pile_obliged(s, s.current):
        raise refuse("pile_must_take")
    events = [event("decline_pile", s.current)]
    end_deal(s, "stock_out", events)
    return events


def _apply_end_turn(s: CanastaState) -> list[Event]:
    require(s, (Phase.LAST_MELD,), QT_TRANSLATE_NOOP("engine", "end the turn"))
    events = [event("end_turn", s.current)]
    end_deal(s, "last_red3", events)
    return events


def _apply_next_deal(s: CanastaState) -> list[Event]:
    require(s, (Phase.DEAL_OVER,), QT_TRANSLATE_NOOP("engine", "start the next deal"))
    s.deal_no += 1
    s.dealer = (s.dealer + 1) % s.config.players  # §3.3: the deal passes to the left
    events: list[Event] = []
    start_deal(s, events)
    return events


_HANDLERS = {
    act.Meld: apply_meld,
    act.TakePile: apply_take,
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


_well_formed = act.well_formed  # the vocabulary's own shape check, shared with Hand and Foot


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


def _listed_draw(s: CanastaState, action: act.DrawStock) -> list[Event]:
    """``_apply_draw`` for a listed draw (the stock holds a card): the usual draw of two
    cards that are not red 3s without the general loop; anything else goes through it."""
    stock = s.stock
    if s.config.draw_count != 2 or len(stock) < 2:
        return _apply_draw(s)
    a = stock[-1]
    b = stock[-2]
    if _IS_RED3[a] or _IS_RED3[b]:
        return _apply_draw(s)  # a red 3 to replace (§3.6)
    del stock[-2:]
    p = s.current
    hand = s.hands[p][:]
    s.hands[p] = hand
    hand[a] += 1
    hand[b] += 1
    s.hand_sizes[p] += 2
    s.phase = _PLAY
    return [event("draw", p, (a, b), None, p)]  # private to p; positional: the commonest event


def _listed_discard(s: CanastaState, action: act.Discard) -> list[Event]:
    p = s.current
    card = action.card
    hand = s.hands[p][:]
    hand[card] -= 1
    s.hands[p] = hand
    size = s.hand_sizes[p] = s.hand_sizes[p] - 1
    if s.known[p][card]:
        forget_known(s, p, [card])
    # push_pile(s, card), written out
    pile = s.pile
    cfg = s.config
    if s.freeze_index < 0 and cfg.freezing[card]:
        s.freeze_index = len(pile)
    pile.append(card)
    events = [_LISTED_DISCARDS.get(p << 6 | card) or _listed_discard_event(p, card)]
    if size == 0:
        go_out(s, p, events)  # listed with one card left: the side may go out (§3.12.1)
    elif not s.stock:
        end_turn(s, events)  # the stock-out rules (§3.13.3)
    else:
        # end_turn(s, events) with a stock left, and its reset_turn, written out (the
        # most common move of all); tests/engine/test_canasta_fast_listing.py holds it
        # to apply's state and events.
        if s.turn_put_down:
            s.has_melded[p] = True
        s.current = (p + 1) % cfg.players
        s.phase = _DRAW
        s.turn_melded = False
        s.turn_put_down = False
        s.took_pile = False
        s.asked_turn = False
        s.answer = None
        s.must_go_out = False
        s.asker = -1
    return events


#: ``apply_listed``'s discard events, one per player and card kind (``p << 6 | card``),
#: built once and handed out again. An event is a value nothing changes once made, and a
#: discard ends most turns; the events the table reads are ``apply``'s, built afresh
#: (tests/engine/test_canasta_fast_values.py holds each shared event equal to apply's).
_LISTED_DISCARDS: dict[int, Event] = {}


def _listed_discard_event(p: int, card: int) -> Event:
    found = _LISTED_DISCARDS[p << 6 | card] = event("discard", p, (card,))
    return found


def _listed_ask(s: CanastaState, action: act.AskGoOut) -> list[Event]:
    p = s.current
    partner = action.partner
    if partner is None:
        partner = s.config.partners_of(p)[0]
    s.asked_turn = True
    s.asked_deal[p] = True
    s.asker = p
    s.phase = Phase.ANSWER
    s.current = partner
    return [event("ask", p, data={"partner": partner})]


def _listed_meld(s: CanastaState, action: act.Meld) -> list[Event]:
    """``commit_meld(s, action, listed_meld_plan(s, action))`` for what the compact
    listing offers an opened side most: one new meld or one lay-off, written out
    (no plan to build, the side's opening and binding stay as they are); anything
    else goes the general way."""
    p = s.current
    side = s.config.side_of[p]
    new = action.melds
    if len(new) + len(action.layoffs) != 1 or not s.opened[side]:
        return commit_meld(s, action, listed_meld_plan(s, action))
    row = s.melds[side][:]
    if new:
        cards = new[0]
        rank = meld_rank(cards)  # plan_rank(cards) too: a listed meld holds a natural
        row[rank] = Meld(rank, cards)
        events = [event("meld", p, cards, {"rank": _RANK_NAMES[rank]})]
    else:
        rank, cards = action.layoffs[0]
        row[rank] = row[rank].extended(cards)
        events = [event("layoff", p, cards, {"rank": _RANK_NAMES[rank]})]
    hand = s.hands[p][:]
    for c in cards:
        hand[c] -= 1
    size = s.hand_sizes[p] - len(cards)
    s.hands[p] = hand
    s.hand_sizes[p] = size
    s.melds[side] = row
    if s.known[p].count(0) != N_KINDS:  # only cards taken with the pile are known; most hands none
        forget_known(s, p, list(cards))
    s.turn_melded = True
    s.turn_put_down = True
    if size == 0:
        go_out(s, p, events)
    return events


def _listed_take(s: CanastaState, action: act.TakePile) -> list[Event]:
    """``commit_take(s, action, listed_take_plan(s, action))`` for what the compact
    listing offers an opened side: the top card with hand cards of its rank (or laid
    off), no further melds, the whole pile taken; written out (no plan to build). Any
    other take goes the general way."""
    p = s.current
    cfg = s.config
    side = cfg.side_of[p]
    if action.melds or not s.opened[side] or cfg.pile_rules.pickup:
        return commit_take(s, action, listed_take_plan(s, action))
    pile = s.pile
    top = pile[-1]
    rank = top >> 2
    cards = action.cards
    row = s.melds[side][:]
    target = row[rank]
    group = (top, *cards)
    row[rank] = Meld(rank, group) if target is None else target.extended(group)
    hand = s.hands[p][:]
    for c in cards:
        hand[c] -= 1
    if s.known[p].count(0) != N_KINDS:  # only cards taken with the pile are known; most hands none
        forget_known(s, p, list(cards))
    known = s.known[p][:]
    taken = pile[:-1]
    # The red 3s among the taken cards go down (§3.10.4 step 5, no replacement), the
    # rest into the hand, in sight of all. Red 3s in the pile are rare: two searches in C.
    red3s: tuple[int, ...] = ()
    to_hand = taken
    if has_red3(taken):
        red3s = tuple(c for c in taken if c in RED3_KINDS)
        to_hand = [c for c in taken if c not in RED3_KINDS]
    for c in to_hand:
        hand[c] += 1
        known[c] += 1
    size = s.hand_sizes[p] - len(cards) + len(to_hand)
    s.known[p] = known
    s.hands[p] = hand
    s.hand_sizes[p] = size
    s.melds[side] = row
    if red3s:
        s.red3s[side] = s.red3s[side] + red3s
    s.pile = []
    s.freeze_index = -1
    s.took_pile = True
    s.turn_put_down = True
    s.must_go_out = False  # an opened side's take never binds it (commit_take's plan)
    s.phase = _PLAY
    events = [
        event("take_pile", p, group, {"rank": _RANK_NAMES[rank]}),
        event("pile_to_hand", p, tuple(to_hand)),
    ]
    if red3s:
        events.append(event("red3", p, red3s, {"from_pile": True}))
    if size == 0:
        go_out(s, p, events)
    return events


#: By card kind: is it a red 3 (``RED3_KINDS``)? Asked of both cards of every listed draw.
_IS_RED3 = tuple(k in RED3_KINDS for k in range(N_KINDS))
#: ``rank_name`` of every rank slot, looked up by the listed melds and takes.
_RANK_NAMES = tuple(rank_name(r) for r in range(14))
_DRAW = Phase.DRAW
_PLAY = Phase.PLAY


_LISTED = {
    act.Meld: _listed_meld,
    act.TakePile: _listed_take,
    act.Discard: _listed_discard,
    act.DrawStock: _listed_draw,
    act.AskGoOut: _listed_ask,
    act.AnswerGoOut: _apply_answer,
    act.DeclinePile: lambda s, a: _apply_decline(s),
    act.EndTurn: lambda s, a: _apply_end_turn(s),
    act.NextDeal: lambda s, a: _apply_next_deal(s),
}


def apply_listed(s: CanastaState, action: act.Action) -> list[Event]:
    """Apply an action that ``legal.legal_actions(s)`` listed, without judging it again.

    Random play and the computer players apply many thousands of actions the engine
    listed itself; the checks of :func:`apply` would only find each legal once more.
    An action from anywhere else (the table, a save, a replay, a file) goes through
    :func:`apply`. A test holds the two to the same state and events for every listed
    action (tests/engine/test_canasta_fast_listing.py).
    """
    return _LISTED[type(action)](s, action)


plug("apply", apply)


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
