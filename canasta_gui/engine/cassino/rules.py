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
from canasta_gui.engine.cassino.scoring import decide_winners, score_round
from canasta_gui.engine.cassino.state import (
    CaptureRecord,
    CassinoState,
    Phase,
    TableBuild,
    deal_hands,
    start_round,
)
from canasta_gui.engine.cassino.values import VALUE, value_name
from canasta_gui.engine.errors import IllegalAction, refuse
from canasta_gui.engine.events import Event
from canasta_gui.engine.i18n import QT_TRANSLATE_NOOP

# -- checks ----------------------------------------------------------------------------------


def _check_turn(s: CassinoState, card: int) -> None:
    if s.phase == Phase.GAME_OVER:
        raise refuse("game_over")
    if s.phase != Phase.PLAY:
        raise refuse("wrong_phase", expected=QT_TRANSLATE_NOOP("engine", "start the next round"))
    if card not in s.hands[s.current]:
        raise refuse("card_not_in_hand", card=card_code(card))


def check_keeps(
    s: CassinoState, card: int, kept: Iterable[TableBuild], new_value: int | None = None
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


def _owned(s: CassinoState, but: Sequence[TableBuild] = ()) -> list[TableBuild]:
    if not s.builds:
        return []
    p = s.current
    return [b for b in s.builds if b.owner == p and b not in but]


def _check_capture(s: CassinoState, a: act.Capture) -> list[TableBuild]:
    _check_turn(s, a.card)
    taken = check_capture_set(s, a.card, a.loose, a.builds)
    check_keeps(s, a.card, _owned(s, taken))
    return taken


def _check_build(s: CassinoState, a: act.Build) -> TableBuild:
    _check_turn(s, a.card)
    new = check_build(s, a)
    check_keeps(s, a.card, _owned(s), new.value)
    return new


def _check_add(s: CassinoState, a: act.AddToBuild) -> tuple[TableBuild, TableBuild]:
    _check_turn(s, a.card)
    old, new = check_add(s, a)
    check_keeps(s, a.card, _owned(s, (old,)), new.value)
    return old, new


def _check_trail(s: CassinoState, a: act.Trail) -> None:
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


def check(s: CassinoState, action: act.Action) -> IllegalAction | None:
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


def apply(s: CassinoState, action: act.Action) -> list[Event]:
    """Apply ``action`` for the player on turn; refuse it with ``IllegalAction`` otherwise."""
    if not _well_formed(action):
        raise refuse("unknown_action")
    events: list[Event] = []
    if isinstance(action, act.NextRound):
        _next_round(s, events)
        return events
    p = s.current
    if isinstance(action, act.Capture):
        _capture(s, action, _check_capture(s, action), events)
    elif isinstance(action, act.Build):
        new = _check_build(s, action)
        _play_from_hand(s, action.card, action.loose)
        s.builds.append(new)
        data = {"value": new.value, "kind": new.kind}
        events.append(Event("build", p, (action.card, *action.loose), data))
    elif isinstance(action, act.AddToBuild):
        old, new = _check_add(s, action)
        _play_from_hand(s, action.card, action.loose)
        s.builds[s.builds.index(old)] = new
        data = {"from": old.value, "value": new.value, "kind": new.kind}
        events.append(Event("add_to_build", p, (action.card, *action.loose), data))
    else:
        _check_trail(s, action)
        _play_from_hand(s, action.card, ())
        s.loose.append(action.card)
        events.append(Event("trail", p, (action.card,)))
    _next_turn(s, events)
    return events


def _play_from_hand(s: CassinoState, card: int, loose: Iterable[int]) -> None:
    s.hands[s.current].remove(card)
    for c in loose:
        s.loose.remove(c)


def _capture(
    s: CassinoState, a: act.Capture, builds: list[TableBuild], events: list[Event]
) -> None:
    """docs/rules.md §5.6.4, §5.9: the cards and the capturing card go to the side's pile."""
    p = s.current
    _play_from_hand(s, a.card, a.loose)
    for b in builds:
        s.builds.remove(b)
    taken = (*a.loose, *(c for b in builds for c in b.cards))
    pile = s.captured[s.config.side_of[p]]
    pile.extend(taken)
    pile.append(a.card)
    sweep = s.config.sweeps and not s.loose and not s.builds
    s.log.append(CaptureRecord(p, a.card, taken, sweep))
    s.last_captor = p
    # The event's cards are the played card, then the loose cards, then the builds' cards.
    data = {"loose": len(a.loose), "builds": [b.value for b in builds], "sweep": sweep}
    events.append(Event("capture", p, (a.card, *taken), data))


def _next_turn(s: CassinoState, events: list[Event]) -> None:
    """Pass the turn clockwise; deal again when the hands are empty; end the round (§5.3)."""
    n = s.config.players
    hands = s.hands
    p = s.current
    for _ in range(n):
        p = (p + 1) % n
        if hands[p]:
            s.current = p  # always the next player in real play: all play 4 per deal
            return
    if s.stock:
        deal_hands(s, events)
        s.current = (s.dealer + 1) % n
        return
    _end_round(s, events)


def _end_round(s: CassinoState, events: list[Event]) -> None:
    """docs/rules.md §5.10-§5.12: leftovers to the last captor (never a sweep), score, game end."""
    cfg = s.config
    left = (*s.loose, *(c for b in s.builds for c in b.cards))
    s.loose = []
    s.builds = []
    if left:
        if s.last_captor is not None:
            side = cfg.side_of[s.last_captor]
            s.captured[side].extend(left)
            events.append(Event("leftovers", s.last_captor, left, {"side": side}))
        else:
            s.discarded.extend(left)  # [spec] nobody captured: unscored
            events.append(Event("leftovers", None, left, {"side": None}))
    result = score_round(s)
    before = s.scores[:]
    for i, part in enumerate(result.sides):
        s.scores[i] += part.total
    s.history.append(result)
    events.append(Event("round_end", None, data={"round": s.round_no, "scores": s.scores[:]}))
    s.winners = decide_winners(s, before, result)
    if s.winners:
        s.phase = Phase.GAME_OVER
        events.append(Event("game_end", None, data={"winners": list(s.winners)}))
    else:
        s.phase = Phase.ROUND_OVER


def _check_next_round(s: CassinoState) -> None:
    if s.phase == Phase.GAME_OVER:
        raise refuse("game_over")
    if s.phase != Phase.ROUND_OVER:
        raise refuse("wrong_phase", expected=QT_TRANSLATE_NOOP("engine", "play a card"))


def _next_round(s: CassinoState, events: list[Event]) -> None:
    _check_next_round(s)
    s.round_no += 1
    s.dealer = (s.dealer + 1) % s.config.players  # §5.3: the deal passes to the left
    start_round(s, events)
