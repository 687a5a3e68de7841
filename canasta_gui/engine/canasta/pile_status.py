"""Why a seat cannot take the discard pile as usual: blocked or frozen, and by what.

The table's pile badge names the reason ("Blocked by a black 3"); the reason is a
rule (docs/rules.md §3.9), so it is decided here from the seat's observation and
the app only translates the code.
"""

from __future__ import annotations

from dataclasses import dataclass

from canasta_gui.engine.canasta.state import Observation
from canasta_gui.engine.cards import BLACK3_KINDS, JOKER, RED3_KINDS, TWO

#: What stops a normal take: "blocked" (nobody may take it now, §3.9.1) or
#: "frozen" (a natural pair of the top rank is needed, §3.9.2-§3.9.4).
BLOCKED = "blocked"
FROZEN = "frozen"

#: Reasons: the card that blocks or freezes, or the seat's side not having opened.
WILD = "wild"
RED3 = "red3"
BLACK3 = "black3"
UNOPENED = "unopened"  # §3.9.3: frozen for a side that has not opened
NOT_MELDED = "not_melded"  # §3.9.3 OPT-CAN-FROZEN-FOR = PLAYER: this player has not melded
CLOSED = "closed"  # §3.9.3 with OPT-CAN-PREMELD-PILE = CLOSED: not takeable before opening


@dataclass(frozen=True, slots=True)
class PileStatus:
    state: str = ""  # "", BLOCKED or FROZEN
    reason: str = ""  # "", WILD, RED3, BLACK3, UNOPENED or CLOSED


def card_reason(card: int) -> str:
    """The kind of card that blocks or freezes a pile: a wild card, a red 3 or a black 3."""
    if card == JOKER or card >> 2 == TWO:
        return WILD
    if card in RED3_KINDS:
        return RED3
    if card in BLACK3_KINDS:
        return BLACK3
    return ""


def pile_status(obs: Observation) -> PileStatus:
    """The pile as the observing seat finds it (docs/rules.md §3.9.1-§3.9.4).

    A blocked top comes first: it stops everybody, whatever lies under it. Otherwise
    the pile is frozen for everybody by its lowest freezing card (the one shown
    sideways), or for this seat alone while its side has not opened.
    """
    if not obs.pile:
        return PileStatus()
    if obs.pile_blocked:
        return PileStatus(BLOCKED, card_reason(obs.pile[-1]))
    if obs.freeze_index >= 0:
        return PileStatus(FROZEN, card_reason(obs.pile[obs.freeze_index]))
    if not obs.opened[obs.side]:
        closed = obs.config.opt("OPT-CAN-PREMELD-PILE") == "CLOSED"
        return PileStatus(FROZEN, CLOSED if closed else UNOPENED)
    if obs.config.frozen_for_player and not obs.has_melded[obs.seat]:
        return PileStatus(FROZEN, NOT_MELDED)
    return PileStatus()
