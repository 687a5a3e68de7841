"""Cassino's log: each play kept as public facts, put into words when shown (docs/rules.md §5).

An entry keeps the card played and the table units it took or built on, whether a capture
was a sweep (§5.9), and what the play set off: the next deal of the round (§5.3) or the end
of the round with the cards left on the table (§5.10). All of it was seen by every seat:
nothing from a hand that stayed hidden is kept. The words are made at display time, so the
log follows a language switch. The helpers that name cards and groups are shared with the
table's choices menu, so a play reads the same in the menu and in the log.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from canasta_gui.ai.decision import Decision
from canasta_gui.app.game_log import LogEntry
from canasta_gui.app.listing import join_items
from canasta_gui.app.texts import decision_text, show_card
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.state import HAND_SIZE, CassinoState, Phase
from canasta_gui.engine.cassino.values import MAX_SUM, VALUE, value_name

# -- naming cards, groups and builds -----------------------------------------------------------


def _order(cards: Sequence[int]) -> list[int]:
    """Cards as a Cassino player reads them: by value (A = 1 first), then suit."""
    return sorted(cards, key=lambda c: (VALUE[c], c & 3))


def group_text(cards: Sequence[int]) -> str:
    """One group of a sum: "A♠+2♣+6♦"."""
    return "+".join(show_card(c) for c in _order(cards))


def cards_text(cards: Sequence[int]) -> str:
    """Separate cards as a list: "A♠, 2♣"."""
    return join_items([show_card(c) for c in _order(cards)])


def split_groups(cards: Sequence[int], value: int) -> list[list[int]]:
    """The loose cards of a capture split into groups worth ``value`` each (§5.6.2).

    A capture is a set however it splits (§5.6.6); one split is shown so the sums can be
    checked at a glance: "10♣, 2♥+3♦+5♠" with a 10. Face cards each make a group.
    """
    if value > MAX_SUM:
        return [[c] for c in _order(cards)]
    rest = sorted(cards, key=lambda c: -VALUE[c])

    def split(left: list[int]) -> list[list[int]] | None:
        if not left:
            return []
        first, others = left[0], left[1:]

        def grow(start: int, need: int, group: list[int]) -> list[list[int]] | None:
            if need == 0:
                remaining = [c for c in others if c not in group]
                tail = split(remaining)
                return None if tail is None else [[first, *group], *tail]
            for j in range(start, len(others)):
                c = others[j]
                if VALUE[c] <= need:
                    found = grow(j + 1, need - VALUE[c], [*group, c])
                    if found is not None:
                        return found
            return None

        return grow(0, value - VALUE[first], [])

    groups = split(rest)
    if groups is None:  # not a legal capture's set: show the cards as one group
        return [list(cards)]
    return sorted((_order(g) for g in groups), key=lambda g: (len(g), VALUE[g[0]]))


def build_word(value: int) -> str:
    """ "the build of 9" (a face pair build: "the build of K")."""
    return QCoreApplication.translate(
        "Cassino", "the build of {value}", "a build's value: 2-10, A, J, Q or K"
    ).format(value=value_name(value))


def units_text(card: int, loose: Sequence[int], builds: Sequence[int]) -> str:
    """What a capture with ``card`` takes: its groups of loose cards and its builds."""
    parts = [build_word(v) for v in builds]
    parts += [group_text(g) for g in split_groups(loose, VALUE[card])]
    return join_items(parts)


def is_multiple_build(action: act.Build) -> bool:
    """A new build is multiple unless the card and the loose cards make one sum (§5.7.2-§5.7.3)."""
    return (
        action.value > MAX_SUM
        or VALUE[action.card] + sum(VALUE[c] for c in action.loose) != action.value
    )


# -- entries -----------------------------------------------------------------------------------


def log_entry(action: act.Action, seat: int | None, move: int, after: CassinoState) -> LogEntry:
    """The plain-words entry for ``action`` by ``seat``; ``after`` is the state it led to."""
    if isinstance(action, act.NextRound):
        return LogEntry(None, "round", {"number": after.round_no + 1}, move)
    params: dict = {"card": action.card}
    if isinstance(action, act.Capture):
        rec = after.log[-1] if after.log else None
        sweep = rec is not None and rec.card == action.card and rec.sweep
        params.update(loose=list(action.loose), builds=list(action.builds), sweep=sweep)
        what = "capture"
    elif isinstance(action, act.Build):
        params.update(
            loose=list(action.loose), value=action.value, multiple=is_multiple_build(action)
        )
        what = "build"
    elif isinstance(action, act.AddToBuild):
        params.update(build=action.build, value=action.value, loose=list(action.loose))
        what = "add_to_build"
    else:
        what = "trail"
    params.update(_aftermath(after))
    return LogEntry(seat, what, params, move)


def _aftermath(after: CassinoState) -> dict:
    """What the play set off that everyone saw: a new deal, or the end of the round."""
    if after.phase == Phase.PLAY:
        if all(len(h) == HAND_SIZE for h in after.hands):
            # Only a deal fills every hand again (§5.3): the play emptied the last hand.
            return {
                "deal": after.deal_in_round(),
                "deals": after.config.deals_per_round,
                "last": after.last_deal(),
            }
        return {}
    # §5.10: the cards still on the table went to the last captor's side. How many is
    # public: every pile holds its captures (the played cards included) and those cards.
    captured = sum(len(p) for p in after.captured) + len(after.discarded)
    taken = sum(len(r.taken) + 1 for r in after.log)
    left = captured - taken
    return {"round_over": True, "left": left, "left_to_nobody": after.last_captor is None}


def log_words(entry: LogEntry) -> str:
    """A Cassino entry in the current language, without the name in front."""
    p = entry.params
    if entry.explained:
        return decision_text(Decision(None, entry.what, dict(p)))
    if entry.what == "round":
        return QCoreApplication.translate("Cassino", "— Round {number} —").format(
            number=p["number"]
        )
    text = _play_words(entry.what, p)
    if "deal" in p:
        if p["last"]:
            return QCoreApplication.translate(
                "Cassino", "{play}. The last deal ({deal} of {deals}) is dealt."
            ).format(play=text, deal=p["deal"], deals=p["deals"])
        return QCoreApplication.translate("Cassino", "{play}. Deal {deal} of {deals}.").format(
            play=text, deal=p["deal"], deals=p["deals"]
        )
    if p.get("round_over"):
        if p["left"] and p["left_to_nobody"]:
            return QCoreApplication.translate(
                "Cassino",
                "{play}. The round is over; nobody captured, so the {count} cards left on the "
                "table go to nobody.",
            ).format(play=text, count=p["left"])
        if p["left"]:
            return QCoreApplication.translate(
                "Cassino",
                "{play}. The round is over; the {count} cards left on the table go to the last "
                "player to capture.",
            ).format(play=text, count=p["left"])
        return QCoreApplication.translate("Cassino", "{play}. The round is over.").format(play=text)
    return text


def _play_words(what: str, p: dict) -> str:
    card = show_card(p["card"])
    if what == "capture":
        units = units_text(p["card"], p["loose"], p["builds"])
        if p["sweep"]:
            return QCoreApplication.translate(
                "Cassino", "captures {units} with the {card}: a sweep"
            ).format(units=units, card=card)
        return QCoreApplication.translate("Cassino", "captures {units} with the {card}").format(
            units=units, card=card
        )
    if what == "build":
        value, cards = value_name(p["value"]), cards_text(p["loose"])
        if p["multiple"]:
            return QCoreApplication.translate(
                "Cassino", "builds {value} (multiple): the {card} on {cards}"
            ).format(value=value, card=card, cards=cards)
        return QCoreApplication.translate(
            "Cassino", "builds {value}: the {card} on {cards}"
        ).format(value=value, card=card, cards=cards)
    if what == "add_to_build":
        old, value = value_name(p["build"]), value_name(p["value"])
        if p["value"] != p["build"]:
            if p["loose"]:
                return QCoreApplication.translate(
                    "Cassino", "raises the build of {old} to {value} with the {card} and {cards}"
                ).format(old=old, value=value, card=card, cards=cards_text(p["loose"]))
            return QCoreApplication.translate(
                "Cassino", "raises the build of {old} to {value} with the {card}"
            ).format(old=old, value=value, card=card)
        if p["loose"]:
            return QCoreApplication.translate(
                "Cassino", "adds the {card} and {cards} to the build of {value} (multiple)"
            ).format(card=card, cards=cards_text(p["loose"]), value=value)
        return QCoreApplication.translate(
            "Cassino", "adds the {card} to the build of {value} (multiple)"
        ).format(card=card, value=value)
    return QCoreApplication.translate("Cassino", "trails the {card}").format(card=card)
