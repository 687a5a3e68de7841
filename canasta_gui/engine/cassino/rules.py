"""Cassino rules: validate an action, then apply all of it or none (docs/rules.md §5.4-§5.12).

Each ``_check_*`` function judges the action against the untouched state and
raises :class:`IllegalAction` on the first broken rule; only then does ``apply``
change anything, so a refused action leaves the state as it was.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from canasta_gui.engine.cards import card_code
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.builds import check_add, check_build
from canasta_gui.engine.cassino.captures import check_capture_set
from canasta_gui.engine.cassino.legal import capture_actions, has_play
from canasta_gui.engine.cassino.position import CassinoPosition, deal_hands, start_round
from canasta_gui.engine.cassino.records import CaptureRecord, Phase, TableBuild
from canasta_gui.engine.cassino.scoring import decide_winners, score_round
from canasta_gui.engine.cassino.values import MAX_SUM, VALUE, value_name
from canasta_gui.engine.errors import IllegalAction, refuse
from canasta_gui.engine.events import Event, quick_event
from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP

# -- checks ----------------------------------------------------------------------------------


def _check_turn(s: CassinoPosition, card: int) -> None:
    if s.phase == Phase.GAME_OVER:
        raise refuse("game_over")
    if s.phase != Phase.PLAY:
        raise refuse("wrong_phase", expected=QT_TRANSLATE_NOOP("engine", "start the next round"))
    if card not in s.hands[s.current]:
        raise refuse("card_not_in_hand", card=card_code(card))


def check_keeps(
    s: CassinoPosition, card: int, kept: Iterable[TableBuild], new_value: int | None = None
) -> None:
    """After playing ``card`` the player still holds what the builds demand (§5.7.1, §5.7.5).

    ``new_value`` is the value of the build just made or added to: its builder
    must hold a card of that value. ``kept`` are the other builds the player owns
    that stay on the table: a card of each one's value must stay in the hand.
    """
    if new_value is None and not kept:
        return
    rest = {VALUE[c] for c in s.hands[s.current] if c != card}
    if new_value is not None and new_value not in rest:
        raise refuse("cas_build_no_card", value=value_name(new_value))
    for b in kept:
        if b.value not in rest:
            raise refuse("cas_owner_keep", value=value_name(b.value))


def _owned(s: CassinoPosition, but: Sequence[TableBuild] = ()) -> list[TableBuild]:
    if not s.builds:
        return []
    p = s.current
    return [b for b in s.builds if b.owner == p and b not in but]


def _check_capture(s: CassinoPosition, a: act.Capture) -> list[TableBuild]:
    _check_turn(s, a.card)
    taken = check_capture_set(s, a.card, a.loose, a.builds)
    check_keeps(s, a.card, _owned(s, taken))
    return taken


def _check_build(s: CassinoPosition, a: act.Build) -> TableBuild:
    _check_turn(s, a.card)
    new = check_build(s, a)
    check_keeps(s, a.card, _owned(s), new.value)
    return new


def _check_add(s: CassinoPosition, a: act.AddToBuild) -> tuple[TableBuild, TableBuild]:
    _check_turn(s, a.card)
    old, new = check_add(s, a)
    check_keeps(s, a.card, _owned(s, (old,)), new.value)
    return old, new


def _check_trail(s: CassinoPosition, a: act.Trail) -> None:
    _check_turn(s, a.card)
    cfg = s.config
    owned = _owned(s)
    if owned and cfg.owner_must_act:
        raise refuse("cas_owner_must_act")  # §5.7.5: an owner may not trail
    check_keeps(s, a.card, owned)
    if cfg.trail == "ONLY-IF-NO-OTHER-PLAY":
        if has_play(s):
            raise refuse("cas_trail_other_play")
    elif cfg.trail == "NOT-A-CAPTURING-CARD" and capture_actions(s, (a.card,)):
        raise refuse("cas_trail_capturing_card", card=card_code(a.card))


def _card_ok(c: Any) -> bool:
    return type(c) is int and 0 <= c < 52


def _cards_ok(cards: Any) -> bool:
    return type(cards) is tuple and all(type(c) is int and 0 <= c < 52 for c in cards)


def _value_ok(v: Any) -> bool:
    return type(v) is int and 1 <= v <= act.MAX_VALUE


def _well_formed(a: Any) -> bool:
    """Cards are card kinds and values are numbers, whatever a caller or file built."""
    t = type(a)
    if t is act.Capture:
        return (
            _card_ok(a.card)
            and _cards_ok(a.loose)
            and type(a.builds) is tuple
            and all(_value_ok(v) for v in a.builds)
        )
    if t is act.Trail:
        return _card_ok(a.card)
    if t is act.Build:
        return _card_ok(a.card) and _cards_ok(a.loose) and _value_ok(a.value)
    if t is act.AddToBuild:
        return _card_ok(a.card) and _cards_ok(a.loose) and _value_ok(a.build) and _value_ok(a.value)
    return t is act.NextRound


def check(s: CassinoPosition, action: act.Action) -> IllegalAction | None:
    """The refusal ``apply`` would raise, or ``None``; ``s`` is never changed."""
    try:
        if not _well_formed(action):
            raise refuse("unknown_action")
        if isinstance(action, act.Capture):
            _check_capture(s, action)
        elif isinstance(action, act.Build):
            _check_build(s, action)
        elif isinstance(action, act.AddToBuild):
            _check_add(s, action)
        elif isinstance(action, act.Trail):
            _check_trail(s, action)
        else:
            _check_next_round(s)
    except IllegalAction as err:
        return err
    return None


# -- applying --------------------------------------------------------------------------------

_TRAIL = act.Trail
_CAPTURE = act.Capture
_BUILD = act.Build
# Makes a build or a capture record from its fields without the named tuple's ``__new__``.
_tuple_new = tuple.__new__


def apply(s: CassinoPosition, action: act.Action) -> list[Event]:
    """Apply ``action`` for the player on turn; refuse it with ``IllegalAction`` otherwise."""
    if not _well_formed(action):
        raise refuse("unknown_action")
    if isinstance(action, act.NextRound):
        events: list[Event] = []
        _next_round(s, events)
        return events
    if isinstance(action, act.Capture):
        return _play(s, action, _check_capture(s, action))
    if isinstance(action, act.Build):
        return _play(s, action, _check_build(s, action))
    if isinstance(action, act.AddToBuild):
        return _play(s, action, _check_add(s, action))
    _check_trail(s, action)
    return _play(s, action, None)


def apply_listed(s: CassinoPosition, action: act.Action) -> list[Event]:
    """Apply an action that ``legal.legal_actions(s)`` listed, without judging it again.

    Random play and search apply many thousands of actions the engine listed itself;
    the checks of :func:`apply` would only find each legal once more. An action from
    anywhere else (the table, a save, a replay, a file) goes through :func:`apply`.
    A test holds the two to the same state and events for every listed action.
    """
    t = type(action)
    # Trails and captures of loose cards, most of any round, are carried out here
    # without ``_play`` and ``_capture`` (the same steps, in the same order).
    if t is _TRAIL:
        p = s.current
        card = action.card
        s.hands[p].remove(card)
        s.loose.append(card)
        events = [quick_event("trail", p, (card,))]
    elif t is _CAPTURE and not action.builds:
        p = s.current
        card = action.card
        s.hands[p].remove(card)
        taken = action.loose
        loose = s.loose
        for c in taken:
            loose.remove(c)
        cfg = s.config
        pile = s.captured[cfg.side_of[p]]
        pile += taken
        pile.append(card)
        sweep = cfg.sweeps and not loose and not s.builds
        s.log.append(_tuple_new(CaptureRecord, (p, card, taken, sweep)))
        s.last_captor = p
        data = {"loose": len(taken), "builds": [], "sweep": sweep}
        events = [quick_event("capture", p, (card, *taken), data)]
    elif t is _BUILD:
        p = s.current
        card = action.card
        s.hands[p].remove(card)
        taken = action.loose
        loose = s.loose
        cv = VALUE[card]
        total = cv
        for c in taken:
            loose.remove(c)
            total += VALUE[c]
        v = action.value
        # A build is multiple when its cards do not add up to its value (§5.5).
        multiple = cv > MAX_SUM or total != v
        s.builds.append(_tuple_new(TableBuild, ((*taken, card), v, multiple, p)))
        data = {"value": v, "kind": "multiple" if multiple else "single"}
        events = [quick_event("build", p, (card, *taken), data)]
    elif t is _CAPTURE:
        p = s.current
        values = action.builds
        taken = [b for v in values for b in s.builds if b.value == v]
        s.hands[p].remove(action.card)
        events = [_capture(s, action, taken)]
    else:
        return _apply_listed_other(s, action)
    # ``_next_turn``'s usual case: the next player still holds cards.
    p += 1
    if p == s.config.players:
        p = 0
    if s.hands[p]:
        s.current = p
    else:
        _next_turn(s, events)
    return events


def _apply_listed_other(s: CassinoPosition, action: act.Action) -> list[Event]:
    """``apply_listed`` for additions to builds and ``NextRound``."""
    if type(action) is act.AddToBuild:
        old = s.build_of_value(action.build)
        v = action.value
        # A face pair build and a duplicate stay multiple; an increase is single
        # unless loose groups joined it (as ``builds.check_add`` decides).
        multiple = old.value > MAX_SUM or v == old.value or bool(action.loose)
        cards = (*old.cards, *action.loose, action.card)
        return _play(s, action, (old, TableBuild(cards, v, multiple, s.current)))
    events: list[Event] = []
    _next_round(s, events)
    return events


def _play(s: CassinoPosition, action: act.Action, made: Any) -> list[Event]:
    """Carry out a judged play: ``made`` is what its check returned (see ``apply``)."""
    p = s.current
    t = type(action)
    card = action.card
    s.hands[p].remove(card)
    if t is act.Trail:
        s.loose.append(card)
        events = [quick_event("trail", p, (card,))]
    elif t is act.Capture:
        events = [_capture(s, action, made)]
    elif t is act.Build:
        _take_loose(s, action.loose)
        s.builds.append(made)
        data = {"value": made.value, "kind": "multiple" if made.multiple else "single"}
        events = [quick_event("build", p, (card, *action.loose), data)]
    else:
        old, new = made
        _take_loose(s, action.loose)
        s.builds[s.builds.index(old)] = new
        kind = "multiple" if new.multiple else "single"
        data = {"from": old.value, "value": new.value, "kind": kind}
        events = [quick_event("add_to_build", p, (card, *action.loose), data)]
    _next_turn(s, events)
    return events


def _take_loose(s: CassinoPosition, cards: Iterable[int]) -> None:
    loose = s.loose
    for c in cards:
        loose.remove(c)


def _capture(s: CassinoPosition, a: act.Capture, builds: Sequence[TableBuild]) -> Event:
    """docs/rules.md §5.6.4, §5.9: the cards and the capturing card go to the side's pile.

    The played card has already left the hand; returns the capture's event.
    """
    p = s.current
    cfg = s.config
    taken = a.loose
    if taken:
        loose = s.loose
        for c in taken:
            loose.remove(c)
    if builds:
        for b in builds:
            s.builds.remove(b)
        taken = (*taken, *(c for b in builds for c in b.cards))
    pile = s.captured[cfg.side_of[p]]
    pile.extend(taken)
    pile.append(a.card)
    sweep = cfg.sweeps and not s.loose and not s.builds
    s.log.append(CaptureRecord(p, a.card, taken, sweep))
    s.last_captor = p
    # The event's cards are the played card, then the loose cards, then the builds' cards.
    values = [b.value for b in builds] if builds else []
    data = {"loose": len(a.loose), "builds": values, "sweep": sweep}
    return quick_event("capture", p, (a.card, *taken), data)


def _next_turn(s: CassinoPosition, events: list[Event]) -> None:
    """Pass the turn clockwise; deal again when the hands are empty; end the round (§5.3)."""
    n = s.config.players
    hands = s.hands
    p = s.current + 1
    if p == n:
        p = 0
    if hands[p]:
        s.current = p  # always the case in real play: all play 4 cards per deal
        return
    for _ in range(n - 1):
        p = (p + 1) % n
        if hands[p]:
            s.current = p
            return
    if s.stock:
        deal_hands(s, events)
        s.current = (s.dealer + 1) % n
        return
    _end_round(s, events)


def _end_round(s: CassinoPosition, events: list[Event]) -> None:
    """docs/rules.md §5.10-§5.12: leftovers to the last captor (never a sweep), score, game end."""
    cfg = s.config
    builds = s.builds
    left = (*s.loose, *(c for b in builds for c in b.cards)) if builds else tuple(s.loose)
    s.loose = []
    s.builds = []
    if left:
        captor = s.last_captor
        if captor is not None:
            side = cfg.side_of[captor]
            s.captured[side] += left
            events.append(quick_event("leftovers", captor, left, {"side": side}))
        else:
            s.discarded += left  # [spec] nobody captured: unscored
            events.append(quick_event("leftovers", None, left, {"side": None}))
    result = score_round(s)
    scores = s.scores
    before = scores[:]
    for i, part in enumerate(result.sides):
        scores[i] += part.total
    s.history.append(result)
    events.append(quick_event("round_end", None, (), {"round": s.round_no, "scores": scores[:]}))
    s.winners = winners = decide_winners(s, before, result)
    if winners:
        s.phase = Phase.GAME_OVER
        events.append(quick_event("game_end", None, (), {"winners": list(winners)}))
    else:
        s.phase = Phase.ROUND_OVER


def _check_next_round(s: CassinoPosition) -> None:
    if s.phase == Phase.GAME_OVER:
        raise refuse("game_over")
    if s.phase != Phase.ROUND_OVER:
        raise refuse("wrong_phase", expected=QT_TRANSLATE_NOOP("engine", "play a card"))


def _next_round(s: CassinoPosition, events: list[Event]) -> None:
    _check_next_round(s)
    s.round_no += 1
    s.dealer = (s.dealer + 1) % s.config.players  # §5.3: the deal passes to the left
    start_round(s, events)
