"""Hand and Foot rules: validate an action, then apply all of it or none (docs/rules.md §4).

Every handler checks the whole action against the untouched state and raises
:class:`IllegalAction` on the first broken rule; only then does it change
anything, so a refused action never half-applies.
"""

from __future__ import annotations

from canasta_gui.engine.cards import N_KINDS, RED3_KINDS, card_code
from canasta_gui.engine.errors import IllegalAction, refuse
from canasta_gui.engine.events import Event, quick_event
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.checks import (
    able_to_go_out,
    forget_known,
    out_refusal,
    refuse_out,
)
from canasta_gui.engine.hand_and_foot.flow import (
    end_deal,
    end_turn,
    go_out,
    pick_up_foot,
    place_red3s,
)
from canasta_gui.engine.hand_and_foot.listed import listed_meld, listed_take
from canasta_gui.engine.hand_and_foot.melding import (
    apply_meld,
    check_meld,
)
from canasta_gui.engine.hand_and_foot.options import DRAW_COUNT
from canasta_gui.engine.hand_and_foot.pile import apply_take, check_take
from canasta_gui.engine.hand_and_foot.state import (
    HandFootState,
    Phase,
    plug,
    start_deal,
)
from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP
from canasta_gui.engine.rummy.red3s import draw_replacing
from canasta_gui.engine.rummy.turn_checks import require

_RED3_D, _RED3_H = RED3_KINDS
_IS_RED3 = tuple(k in RED3_KINDS for k in range(N_KINDS))


def _apply_draw(s: HandFootState, _action: act.DrawStock | None = None) -> list[Event]:
    if s.phase != Phase.DRAW:
        require(s, (Phase.DRAW,), QT_TRANSLATE_NOOP("engine", "draw at the start of your turn"))
    stock = s.stock
    if not stock:
        raise refuse("stock_empty")
    p = s.current
    if s.feet[p] is None and not s.foot_played[p]:
        s.foot_played[p] = True  # §4.10.2 (b): a draw is an action since the pick-up
    hand = s.hands[p][:]
    s.hands[p] = hand
    # §4.4 steps 1-2 and §4.11: draw two (what remains when fewer are left), red 3s
    # face up and replaced, then the red 3s dealt in the hand the same way.
    if len(stock) >= 2 and not _IS_RED3[stock[-1]] and not _IS_RED3[stock[-2]]:
        # The common case, as draw_replacing would take it: two cards, no red 3.
        first = stock.pop()
        second = stock.pop()
        hand[first] += 1
        hand[second] += 1
        events = [quick_event("draw", p, (first, second), private_to=p)]
        if hand[_RED3_D] or hand[_RED3_H]:
            place_red3s(s, p, hand, events)
            s.hand_sizes[p] = sum(hand)
        else:
            s.hand_sizes[p] += 2
        s.phase = Phase.PLAY
        return events
    drawn, red3s, _short = draw_replacing(stock, DRAW_COUNT)
    for card in drawn:
        hand[card] += 1
    events = [quick_event("draw", p, tuple(drawn), private_to=p)]
    if red3s:
        side = s.config.side_of[p]
        s.red3s[side] = s.red3s[side] + tuple(red3s)
        events.append(Event("red3", p, tuple(red3s)))
    if hand[_RED3_D] or hand[_RED3_H]:
        place_red3s(s, p, hand, events)
        s.hand_sizes[p] = sum(hand)
    else:
        s.hand_sizes[p] += len(drawn)
    s.phase = Phase.PLAY
    return events


def discard_refusal(s: HandFootState, card: int) -> IllegalAction | None:
    """Why discarding ``card`` is refused now (§4.4 step 4, §4.10), or ``None``."""
    if s.phase == Phase.GAME_OVER:
        return refuse("game_over")
    if s.phase == Phase.DRAW:
        return refuse("draw_first")  # §4.4: the turn starts with the draw
    if s.phase != Phase.PLAY:
        return refuse(
            "wrong_phase", expected=QT_TRANSLATE_NOOP("engine", "discard at the end of your turn")
        )
    p = s.current
    hand = s.hands[p]
    if hand[card] <= 0:
        return refuse("card_not_in_hand", card=card_code(card))
    if card in RED3_KINDS:
        return refuse("discard_red3")
    if not s.in_foot(p):
        return None  # an emptied hand brings up the foot (§4.9)
    if s.hand_sizes[p] == 1:
        # §4.10.1: the last card may be discarded to go out, when the rules allow it.
        if not s.config.final_discard:
            return refuse("hf_final_discard")
        books = s.book_counts(s.config.side_of[p])
        code = out_refusal(s, p, books)
        return refuse_out(code, books) if code is not None else None
    if s.must_go_out:
        return refuse("must_go_out")
    return None


def _apply_discard(s: HandFootState, action: act.Discard) -> list[Event]:
    p = s.current
    card = action.card
    hand = s.hands[p]
    size = s.hand_sizes[p]
    # The common case is checked inline; anything unusual goes through discard_refusal.
    if (
        s.phase != Phase.PLAY
        or hand[card] <= 0
        or card in RED3_KINDS
        or (s.feet[p] is None and (size == 1 or s.must_go_out))
    ):
        err = discard_refusal(s, card)
        if err is not None:
            raise err
    if s.feet[p] is None and not s.foot_played[p]:
        s.foot_played[p] = True
    hand = hand[:]
    hand[card] -= 1
    s.hands[p] = hand
    s.hand_sizes[p] = size - 1
    if s.known[p][card]:
        forget_known(s, p, (card,))
    s.pile.append(card)
    events = [quick_event("discard", p, (card,))]
    if size == 1:
        if s.feet[p] is None:
            go_out(s, p, events)  # §4.10.1: going out by the final discard
            return events
        pick_up_foot(s, p, events)  # §4.9: the turn ends and the foot comes up
    end_turn(s, events)
    return events


def end_turn_allowed(s: HandFootState) -> bool:
    """[spec] A foot-phase player left with one card they may not discard (a red 3 drawn
    from the last stock card could not be replaced, §4.11) ends the turn without one."""
    if s.phase != Phase.PLAY or not s.in_foot(s.current) or s.hand_sizes[s.current] != 1:
        return False
    card = next(k for k, n in enumerate(s.hands[s.current]) if n)
    return discard_refusal(s, card) is not None


def _apply_end_turn(s: HandFootState) -> list[Event]:
    require(s, (Phase.PLAY,), QT_TRANSLATE_NOOP("engine", "discard at the end of your turn"))
    if not end_turn_allowed(s):
        raise refuse("hf_end_turn_not_needed")
    events = [Event("end_turn", s.current)]
    end_turn(s, events)
    return events


def check_ask(s: HandFootState, action: act.AskGoOut) -> int:
    """The partner to ask (§4.10.2 c); refuses as OPT-HF-PERMISSION says."""
    required = s.config.permission_required
    if required:
        # Any time in the player's own turn, before the draw included (§4.10.2 c).
        require(s, (Phase.DRAW, Phase.PLAY), QT_TRANSLATE_NOOP("engine", "ask during your turn"))
    else:
        # [spec] Under OPTIONAL the question is asked after the draw or the pile take,
        # when the player is able to go out (Canasta §3.12.3); see also able_to_go_out.
        if s.phase == Phase.DRAW:
            raise refuse("hf_ask_phase")
        require(s, (Phase.PLAY,), QT_TRANSLATE_NOOP("engine", "ask during your turn"))
    p = s.current
    if s.asked_turn:
        raise refuse("ask_limit")
    partner = s.config.partner_of(p)
    if action.partner is not None and action.partner != partner:
        raise refuse("ask_bad_partner", seat=action.partner)
    if not required and not able_to_go_out(s, p):
        raise refuse("hf_ask_not_able")
    return partner


def _apply_ask(s: HandFootState, action: act.AskGoOut) -> list[Event]:
    partner = check_ask(s, action)
    p = s.current
    s.asked_turn = True
    s.asker = p
    s.resume = s.phase
    s.phase = Phase.ANSWER
    s.current = partner
    return [Event("ask", p, data={"partner": partner})]


def _apply_answer(s: HandFootState, action: act.AnswerGoOut) -> list[Event]:
    require(s, (Phase.ANSWER,), QT_TRANSLATE_NOOP("engine", "answer your partner"))
    partner = s.current
    s.answer = bool(action.yes)
    # REQUIRED: a "yes" permits going out; OPTIONAL: it obliges, as in Canasta (§4.10.2 c).
    s.must_go_out = s.answer and s.config.yes_obliges
    s.current = s.asker
    s.phase = s.resume
    return [Event("answer", partner, data={"yes": s.answer, "asker": s.asker})]


def _apply_decline(s: HandFootState) -> list[Event]:
    require(s, (Phase.DRAW,), QT_TRANSLATE_NOOP("engine", "decide on the pile"))
    if s.stock:
        raise refuse("wrong_phase", expected=QT_TRANSLATE_NOOP("engine", "draw from the stock"))
    events = [Event("decline_pile", s.current)]
    end_deal(s, "stock_out", events)  # §4.11: no going-out bonus for anyone
    return events


def _apply_next_deal(s: HandFootState) -> list[Event]:
    require(s, (Phase.DEAL_OVER,), QT_TRANSLATE_NOOP("engine", "start the next deal"))
    s.deal_no += 1
    s.dealer = (s.dealer + 1) % s.config.players  # §4.3: the deal rotates clockwise
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


_well_formed = act.well_formed  # Canasta's vocabulary and its shape check (actions.py)


def apply(s: HandFootState, action: act.Action) -> list[Event]:
    """Apply ``action`` for the player on turn; refuse it with ``IllegalAction`` otherwise."""
    kind = type(action)
    if kind is act.DrawStock:
        return _apply_draw(s)
    if kind is act.Discard:
        card = action.card
        if type(card) is not int or not 0 <= card < N_KINDS:
            raise refuse("unknown_action")
        return _apply_discard(s, action)
    if not _well_formed(action):
        raise refuse("unknown_action")
    handler = _HANDLERS.get(kind)
    if handler is not None:
        return handler(s, action)
    simple = _SIMPLE.get(kind)
    if simple is not None:
        return simple(s)
    raise refuse("unknown_action")


plug("apply", apply)


_LISTED = {
    act.Meld: listed_meld,
    act.TakePile: listed_take,
    act.Discard: _apply_discard,
    act.AskGoOut: _apply_ask,
    act.AnswerGoOut: _apply_answer,
    act.DrawStock: _apply_draw,  # the commonest action: no extra call
    act.DeclinePile: lambda s, a: _apply_decline(s),
    act.EndTurn: lambda s, a: _apply_end_turn(s),
    act.NextDeal: lambda s, a: _apply_next_deal(s),
}


def apply_listed(s: HandFootState, action: act.Action) -> list[Event]:
    """Apply an action that ``legal.legal_actions(s)`` listed, without judging it again.

    Random play and the computer players apply many thousands of actions the engine
    listed itself. A meld or a pile take is then built without the checks of
    :func:`apply`, which would only find it legal once more (``listed.py``); the
    other actions, whose checks cost little or whose result the checks work out,
    take their checked path. An action from anywhere else (the table, a save, a
    replay, a file) goes through :func:`apply`.
    A test holds the two to the same state and events for every listed action
    (tests/engine/hand_and_foot/test_hf_fast_listing.py).
    """
    return _LISTED[type(action)](s, action)


def check(s: HandFootState, action: act.Action) -> IllegalAction | None:
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
        elif isinstance(action, act.Discard):
            return discard_refusal(s, action.card)
        else:
            s.clone().apply(action)
    except IllegalAction as err:
        return err
    return None
