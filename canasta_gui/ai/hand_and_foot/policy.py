"""Rule-of-thumb Hand and Foot players: every level, and the ``nomeld`` baseline.

A policy looks at a state from the seat on turn and picks one of the engine's
compact legal actions (``legal_actions``). It reads only that seat's hand and
public facts (the table, the pile, counts, cards seen going into a hand), so it
is fair when it plays any seat of a sampled world (docs/rules.md §1.5).

Expert counts cards for a danger model on its discards, takes every pile worth
anything to it (seven cards build books), hurries onto its foot once its partner is
on theirs (going out needs both, §4.10.2 b) and keeps wild cards for the wild book once two
dirty melds are under way, opens with what it can,
lays every natural down, builds clean books before dirty ones and sends wild
cards to the wild meld (a wild book is worth 1,500, §4.2), gets into the foot,
asks its partner once it can go out with the books §4.10.2 needs, and answers by
the points it still holds and how near the opponents are to going out.
Hard plays the same without card counting, and takes the pile only when its cards
are clearly worth more than two stock cards. Medium plays Easy's obvious moves
without slips; Easy makes deliberate slips. ``nomeld`` is the reference opponent
of the strength ladder: it draws and discards and never melds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from canasta_gui.ai.decision import Decision
from canasta_gui.ai.hand_and_foot.knowledge import (
    discard_danger,
    public_seen,
    seen_ranks,
    unseen_total,
)
from canasta_gui.ai.rummy.hands import hand_points, rank_counts, wild_count
from canasta_gui.engine.cards import JOKER, RUMMY_VALUE, card_code, rank_name
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.checks import able_to_go_out
from canasta_gui.engine.hand_and_foot.goout import NEED_CLEAN, NEED_DIRTY, NEED_WILD
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase
from canasta_gui.engine.rummy.meld_rules import COMPLETE, meld_rank
from canasta_gui.engine.rummy.meld_rules import rank_name as meld_rank_name
from canasta_gui.engine.rummy.melds import WILD_RANK


@dataclass(frozen=True)
class Style:
    """The knobs that separate the levels."""

    name: str
    melds: bool = True  # False: the ``nomeld`` baseline
    slip: float = 0.0  # chance of a careless (random) discard
    forget: float = 0.0  # chance of not melding at a step
    counting: bool = True  # card memory and the discard danger model
    wild_plan: bool = True  # wild cards to the wild meld, clean books kept clean
    take_min: int = 0  # Easy: the pile size worth taking (0: weigh the pile instead)
    take_gain: float = 40.0  # take_min 0: what the pile must be worth beyond drawing
    ask: bool = True  # ask "may I go out?" once able (§4.10.2 c)
    answer_points: int = 150  # agree while holding at most this much
    danger_weight: float = 1.0
    # Once the partner is on the foot, a player still on its hand melds a pair with a wild
    # card to shed its hand sooner: going out needs both partners on their feet (§4.10.2 b).
    rush_foot: bool = False
    # Dirty melds under way count towards the two dirty books (§4.10.2 a): until the side
    # has a wild book beyond the one it needs (Hard's own test for wild cards to spare),
    # no wild card dirties a further clean meld, not even to complete a book (letting
    # that through measured worse: docs/ai-hand-and-foot.md, fifth part).
    dirty_cap: bool = False


# The levels, each measured against the one below in duplicate deals
# (benchmarks/ai_strength.py, docs/ai-hand-and-foot.md).
# Expert takes every pile it may unless the cards are nearly worthless to it: seven
# cards for two build books, which is most of a deal's score (§4.8.2, §4.12 B);
# against Hard, whose threshold is 40, that alone won 4-5 points of deals. The side
# that goes out wins nine deals in ten, and its last step is most often the second
# partner reaching the foot: Expert's rush_foot and dirty_cap race for it.
EXPERT = Style("expert", take_gain=-60.0, rush_foot=True, dirty_cap=True)
HARD = replace(
    EXPERT, name="hard", counting=False, take_gain=40.0, rush_foot=False, dirty_cap=False
)
# Easy and Medium are built from Hard, not Expert, so that none of Expert's own knobs
# (its pile threshold) reaches them, whatever knobs a later level adds.
EASY = replace(
    HARD,
    name="easy",
    slip=0.25,
    forget=0.15,
    counting=False,
    wild_plan=False,
    take_min=4,
    answer_points=250,
)
MEDIUM = replace(EASY, name="medium", slip=0.0, forget=0.0)
# The baseline never melds: it only draws and discards, so its side never opens
# and never reaches a foot (docs/rules.md §4.9); the only moves it needs exist at every turn.
NOMELD = replace(HARD, name="nomeld", melds=False, ask=False)

_WILD_KEEP = 300.0  # a wild card is the last thing to throw (the wild book is 1,500)
_BLACK3_KEEP = -30.0  # a black 3 only blocks the pile: the first card to throw


def _is_wild(c: int) -> bool:
    return c == JOKER or c >> 2 == 0


def _wilds(cards: tuple[int, ...]) -> int:
    return sum(1 for c in cards if c == JOKER or c >> 2 == 0)


def _used(a: act.Meld) -> int:
    return sum(len(m) for m in a.melds) + sum(len(c) for _r, c in a.layoffs)


class HeuristicPolicy:
    """Chooses actions for whichever seat is on turn in ``state``."""

    def __init__(self, style: Style, rng: random.Random) -> None:
        self.style = style
        self.rng = rng

    def decide(self, s: HandFootState, legal: list | None = None) -> Decision:
        legal = legal_actions(s) if legal is None else legal
        phase = s.phase
        if phase == Phase.DEAL_OVER:
            return Decision(act.NEXT_DEAL, "next_deal")
        if phase == Phase.ANSWER:
            return self.answer(s)
        if phase == Phase.DRAW:
            return self.draw_phase(s, legal)
        return self.play_phase(s, legal)

    # -- draw phase --------------------------------------------------------------------

    def draw_phase(self, s: HandFootState, legal: list) -> Decision:
        takes = [a for a in legal if isinstance(a, act.TakePile)]
        if takes and self.style.melds:
            p = s.current
            side = s.config.side_of[p]
            top = s.pile[-1]
            best = min(takes, key=lambda a: (_wilds(a.cards), len(a.cards)))
            rank = meld_rank_name(WILD_RANK if _is_wild(top) else top >> 2)
            if not s.stock:
                return Decision(best, "must_take")
            if not s.opened[side]:
                # §4.7: only the top card counts among the pile's cards.
                count = RUMMY_VALUE[top] + sum(RUMMY_VALUE[c] for c in best.cards)
                count += sum(RUMMY_VALUE[c] for m in best.melds for c in m)
                return Decision(best, "take_pile_open", {"count": count})
            if self.style.take_min:
                worth = len(s.pile) >= self.style.take_min
            else:
                worth = self.pile_gain(s, best) >= self.style.take_gain
            if worth:
                return Decision(best, "take_pile", {"count": self._taken(s), "rank": rank})
        if act.DRAW in legal:
            # Not "the pile is not worth taking": only the cards in hand could take it.
            return Decision(act.DRAW, "draw")
        if takes and self.style.melds:
            return Decision(takes[0], "must_take")
        if act.DECLINE in legal:
            return Decision(act.DECLINE, "decline")
        # Only the question is left (never: a draw or the decline is always there).
        return Decision(legal[0], "ask")

    @staticmethod
    def _taken(s: HandFootState) -> int:
        pickup = s.config.pickup or len(s.pile)
        return min(len(s.pile), pickup)

    def pile_gain(self, s: HandFootState, take: act.TakePile) -> float:
        """What the pile's cards are worth to this seat, against two unknown stock cards.

        A card is worth more when it joins a rank the side melds or the hand holds; a
        wild card always helps; a black 3 is only good for blocking. With the foot
        in hand and the books ready to go out, more cards only delay going out.
        """
        p = s.current
        side = s.config.side_of[p]
        hand = s.hands[p]
        counts = rank_counts(hand)
        slots = s.melds[side]
        pickup = s.config.pickup or len(s.pile)
        gain = 30.0  # the top card goes straight into a meld with the pair
        for c in s.pile[-pickup:-1]:
            if _is_wild(c):
                gain += 30.0
            elif c >> 2 == 1:
                gain -= 3.0  # a black 3 (§4.5): only a blocking discard
            else:
                r = c >> 2
                gain += 16.0 if (slots[r] is not None or counts[r]) else 7.0
                counts[r] += 1
        gain -= 12.0 * _wilds(take.cards)
        if s.feet[p] is None and self._books_ready(s, side):
            gain -= 10.0 * s.hand_sizes[p]
        return gain - 20.0  # two unknown cards from the stock

    @staticmethod
    def _partner_on_foot(s: HandFootState, p: int) -> bool:
        return s.feet[s.config.partner_of(p)] is None

    @staticmethod
    def _books_ready(s: HandFootState, side: int) -> bool:
        clean, dirty, wild = s.book_counts(side)
        return clean >= NEED_CLEAN and dirty >= NEED_DIRTY and wild >= NEED_WILD

    def closing(self, s: HandFootState, p: int) -> bool:
        """This foot-phase seat's side has the books to go out (§4.10.2 a and b): from
        now on the hand is shaped for going out rather than for more books."""
        cfg = s.config
        return (
            self.style.wild_plan
            and s.feet[p] is None
            and s.foot_played[cfg.partner_of(p)]
            and self._books_ready(s, cfg.side_of[p])
        )

    # -- meld phase --------------------------------------------------------------------

    def play_phase(self, s: HandFootState, legal: list) -> Decision:
        p = s.current
        side = s.config.side_of[p]
        discards = [a for a in legal if isinstance(a, act.Discard)]
        if not self.style.melds:
            if discards:
                return self.discard(s, discards)
            # Never reached in the hand phase (a discard is always legal there); kept so
            # the baseline cannot stall if it ever had no discard: it then plays on.
            other = [a for a in legal if not isinstance(a, act.Meld)] or legal
            return Decision(other[0], "end_turn" if other[0] == act.END_TURN else "meld", {})
        melds = [a for a in legal if isinstance(a, act.Meld)]
        size = s.hand_sizes[p]
        in_foot = s.feet[p] is None
        if in_foot:
            out = [a for a in melds if size - _used(a) <= 1]
            if out:
                return Decision(max(out, key=_used), "go_out")
            if size == 1 and discards:
                card = card_code(discards[0].card)
                return Decision(discards[0], "discard_out", {"card": card})
            if (
                self.style.ask
                and not s.asked_turn
                and act.AskGoOut() in legal
                and s.answer is None
                and able_to_go_out(s, p)
            ):
                return Decision(act.AskGoOut(), "ask")
        if melds and not (discards and self.style.forget and self.rng.random() < self.style.forget):
            choice = self._opening(s, melds) if not s.opened[side] else self._best_meld(s, melds)
            if choice is not None:
                return choice
        if discards:
            return self.discard(s, discards)
        if act.END_TURN in legal:
            return Decision(act.END_TURN, "end_turn")
        # Bound to go out (an OPTIONAL "yes"): any meld keeps the way out open.
        pick = melds[0] if melds else legal[0]
        return Decision(pick, "go_out")

    def _opening(self, s: HandFootState, melds: list) -> Decision | None:
        """The opening that lays down the most naturals, then uses the fewest wild cards."""
        openings = [a for a in melds if a.melds and not a.layoffs]
        if not openings:
            return None

        def key(a: act.Meld) -> tuple[int, int]:
            wilds = sum(_wilds(m) for m in a.melds)
            return (-(_used(a) - wilds), wilds)

        best = min(openings, key=key)
        count = sum(RUMMY_VALUE[c] for m in best.melds for c in m)
        return Decision(best, "open", {"count": count})

    def _best_meld(self, s: HandFootState, options: list) -> Decision | None:
        """The single meld or lay-off worth making now, or ``None`` to go on to discard.

        Naturals always go down: a card in hand costs its value at the end (§4.12 H)
        and an emptied hand brings up the foot (§4.9). Wild cards go to the wild meld
        (a wild book is 1,500), onto a dirty meld, or onto a meld they turn into a
        book while the side still needs dirty books; clean melds stay clean while the
        side lacks its two clean books (§4.10.2 a).
        """
        p = s.current
        side = s.config.side_of[p]
        slots = s.melds[side]
        hand = s.hands[p]
        size = s.hand_sizes[p]
        in_hand_phase = s.feet[p] is not None
        clean, dirty, wild_books = s.book_counts(side)
        wild_held = wild_count(hand)
        late = len(s.stock) < 30 or self.closing(s, p)
        rush = self.style.rush_foot and in_hand_phase and self._partner_on_foot(s, p)
        plan = self.style.wild_plan
        going_dirty = dirty
        if self.style.dirty_cap:
            going_dirty += sum(
                1 for m in slots if m is not None and m.rank != WILD_RANK and m.wilds > 0
            )
        best: tuple[float, Decision] | None = None
        for a in options:
            if len(a.melds) + len(a.layoffs) != 1:
                continue
            used = _used(a)
            empties = in_hand_phase and used == size
            if a.layoffs:
                rank, cards = a.layoffs[0]
                target = slots[rank]
                after = target.size + len(cards)
                wilds = _wilds(cards)
                if rank == WILD_RANK:
                    score = 60.0 + used
                    why, params = ("hf_book_wild", {}) if after >= COMPLETE else ("hf_wild", {})
                elif wilds == 0:
                    score = 70.0 + used + (15.0 if after >= COMPLETE else 0.0)
                    why = "layoff"
                    if after >= COMPLETE:
                        why = "hf_book" if target.wilds == 0 else "hf_book_dirty"
                    params = {"rank": rank_name(rank)}
                else:
                    # One wild card onto a rank meld (the compact list's only wild lay-off).
                    if plan:
                        finishes = after >= COMPLETE
                        already_dirty = target.wilds > 0
                        wanted = dirty < NEED_DIRTY or late or wild_books >= NEED_WILD + 1
                        keep_clean = target.wilds == 0 and clean < NEED_CLEAN and not late
                        if keep_clean or not wanted:
                            continue
                        if (
                            not already_dirty
                            and not late
                            and going_dirty >= NEED_DIRTY
                            and wild_books < NEED_WILD + 1
                        ):
                            continue  # enough dirty melds under way: wild cards wait
                        if not (finishes or (already_dirty and after >= 5) or late):
                            continue
                        if slots[WILD_RANK] is not None and not finishes and not late:
                            continue  # the wild meld is the better home for it
                        score = 30.0 + after + (20.0 if finishes else 0.0)
                    else:
                        if self.rng.random() >= 0.5:
                            continue
                        score = 20.0
                    why = "hf_book_dirty" if after >= COMPLETE else "wild_layoff"
                    params = {"rank": rank_name(rank)}
            else:
                cards = a.melds[0]
                wilds = _wilds(cards)
                rank = meld_rank(cards)
                if rank == WILD_RANK:
                    score = 55.0 + used
                    why = "hf_book_wild" if used >= COMPLETE else "hf_wild"
                    params = {}
                elif wilds == 0:
                    score = 65.0 + used
                    why = "hf_book" if used >= COMPLETE else "meld"
                    params = {"rank": rank_name(rank)}
                else:
                    # A pair with a wild card: a dirty meld that spends a wild card.
                    if plan and not (
                        empties
                        or late
                        or rush
                        or (going_dirty < NEED_DIRTY and wild_held >= 2 and wild_books >= 1)
                        or wild_held >= 4
                    ):
                        continue
                    score = 25.0
                    why, params = "shed", {"rank": rank_name(rank)}
            if empties:
                score += 25.0
                why, params = "hf_foot", {}
            if best is None or score > best[0]:
                best = (score, Decision(a, why, params))
        return None if best is None else best[1]

    # -- discards ----------------------------------------------------------------------

    def discard(self, s: HandFootState, discards: list) -> Decision:
        if self.style.slip and self.rng.random() < self.style.slip:
            return self.discard_decision(s, self.rng.choice(discards))
        ranked = self.rank_discards(s, discards)
        return self.discard_decision(s, ranked[0][1])

    def rank_discards(
        self, s: HandFootState, discards: list
    ) -> list[tuple[float, act.Discard, float]]:
        """(cost, discard, danger), cheapest first: what is lost by throwing each card."""
        p = s.current
        side = s.config.side_of[p]
        hand = s.hands[p]
        counts = rank_counts(hand)
        slots = s.melds[side]
        counting = self.style.counting
        if counting:
            seen = seen_ranks(s, p)
            unseen = unseen_total(s, p)
        # Going out needs every card but one to go down (§4.10.1): keep what fits.
        closing = self.closing(s, p)
        out = []
        for a in discards:
            c = a.card
            if _is_wild(c):
                keep = _WILD_KEEP + RUMMY_VALUE[c]
                danger = 0.0
            elif c >> 2 == 1:
                keep = _BLACK3_KEEP
                danger = 0.0
            else:
                r = c >> 2
                n = counts[r]
                # Pairs build melds and take the pile (§4.8.1); a card of an open meld
                # is held back only because the meld is full or the foot is nearly done.
                keep = 0.2 * RUMMY_VALUE[c] + 30.0 * (n - 1)
                if slots[r] is not None:
                    keep += 60.0 if closing else 25.0
                elif closing and n == 1:
                    keep -= 20.0 + 0.5 * RUMMY_VALUE[c]  # a lone card blocks going out
                if counting:
                    # A single of a rank nearly all seen will not pair: throw it first.
                    live = 20 - seen[r]
                    keep += 1.5 * min(live, 8) if n == 1 else 0.0
                    danger = self.style.danger_weight * discard_danger(s, p, c, seen, unseen)
                else:
                    danger = 0.0
            out.append((keep + danger, a, danger))
        out.sort(key=lambda t: (t[0], t[1].card))
        return out

    def discard_decision(self, s: HandFootState, pick: act.Discard) -> Decision:
        """The discard ``pick``, explained to the table: the log shows it to every seat, so
        the words rest on public cards only ("safe" as judged without this hand)."""
        p = s.current
        card = pick.card
        params = {"card": card_code(card)}
        if s.hand_sizes[p] == 1:
            return Decision(pick, "discard_out" if s.feet[p] is None else "hf_discard_foot", params)
        if card >> 2 == 1 and card != JOKER:
            return Decision(pick, "discard_block", params)
        if self.style.counting:
            seen, unseen = public_seen(s)
            if discard_danger(s, p, card, seen, unseen) < 1.0:
                return Decision(pick, "discard_safe", params)
        return Decision(pick, "discard", params)

    # -- the partner's answer ----------------------------------------------------------

    def answer(self, s: HandFootState) -> Decision:
        """Answer "may I go out?" (§4.10.2 c) by what going out now costs this seat.

        Going out ends the deal: cards still in this hand count against the side, so
        a hand full of points says "no" unless the opponents are close to going out
        themselves, the stock is nearly gone, or this hand is small anyway.
        """
        me = s.current
        points = hand_points(s.hands[me])
        cfg = s.config
        side = cfg.side_of[me]
        threat = any(
            s.feet[q] is None and s.hand_sizes[q] <= 4
            for q in range(cfg.players)
            if cfg.side_of[q] != side
        )
        yes = (
            threat
            or points <= self.style.answer_points
            or s.hand_sizes[me] <= 3
            or len(s.stock) < 20
        )
        return self.answer_decision(s, yes, threat)

    @staticmethod
    def answer_decision(s: HandFootState, yes: bool, threat: bool) -> Decision:
        """The answer, with a reason the whole table can check (docs/rules.md §1.5).

        The answer is shown to every seat, so its reason never comes from the hand
        (the points still held): a "yes" names the first public fact that supports
        it, if any; otherwise, and for a "no", the answer stands alone.
        """
        answer = act.AnswerGoOut(yes)
        if not yes:
            return Decision(answer, "answer_no_plain")
        if threat:
            return Decision(answer, "answer_yes", {"reason": "hf_reason_threat"})
        size = s.hand_sizes[s.current]
        if size <= 3:
            return Decision(answer, "answer_yes", {"reason": "reason_few_cards", "count": size})
        if len(s.stock) < 20:
            count = len(s.stock)
            return Decision(answer, "answer_yes", {"reason": "reason_stock_low", "count": count})
        return Decision(answer, "answer_yes_plain")
