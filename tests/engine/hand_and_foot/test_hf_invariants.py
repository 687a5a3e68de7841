"""Invariants of the Hand and Foot engine under random play (docs/rules.md §1.5, §4, §6).

Hypothesis draws the options (each ``OPT-HF-*`` independently, on top of a preset),
the seeds and the player: uniformly random among ``legal_actions`` or "keen" (mostly
melds, takes and questions, wild cards kept for the wild meld), which reaches the
feet, the books and going out. A failure prints the drawn :class:`Setup`, and the
step and action where the invariant broke.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

from hypothesis import given, settings
from hypothesis import strategies as st

from canasta_gui.engine.cards import JOKER, N_KINDS, NATURAL_RANKS, RED3_KINDS, TWO, parse_card
from canasta_gui.engine.errors import IllegalAction
from canasta_gui.engine.hand_and_foot import actions as act
from canasta_gui.engine.hand_and_foot.observation import Observation
from canasta_gui.engine.hand_and_foot.options import OPTION_SPECS, PRESETS, HandFootConfig
from canasta_gui.engine.hand_and_foot.rules import check
from canasta_gui.engine.hand_and_foot.state import HandFootState, Phase, new_game
from canasta_gui.engine.rummy.melds import WILD_RANK

from .helpers import FULL, snapshot, table_counts

#: docs/rules.md §1.5 "Termination": every turn draws or puts cards on the table for good, so a
#: deal of 270 cards needs far fewer actions than this.
MAX_ACTIONS_PER_DEAL = 3000


class Setup(NamedTuple):
    preset: str
    options: dict[str, str]
    seed: int
    choice_seed: int
    keen: bool  # a player who melds whenever it can (reaches feet and going out)

    def config(self) -> HandFootConfig:
        return HandFootConfig.make(self.options, self.preset)

    def new(self) -> HandFootState:
        return new_game(self.config(), self.seed)


@st.composite
def setups(draw: Callable[[Any], Any]) -> Setup:
    preset = draw(st.sampled_from(sorted(PRESETS)))
    options = draw(
        st.fixed_dictionaries(
            {}, optional={k: st.sampled_from(v) for k, (v, _d) in sorted(OPTION_SPECS.items())}
        )
    )
    return Setup(
        preset,
        options,
        draw(st.integers(0, 2**32 - 1)),
        draw(st.integers(0, 2**32 - 1)),
        draw(st.booleans()),
    )


def _wild(card: int) -> bool:
    return card == JOKER or card >> 2 == TWO


def _keen(action: Any) -> bool:
    """Melds, takes and questions; wild cards only into the wild meld."""
    if isinstance(action, act.TakePile | act.AskGoOut):
        return True
    if not isinstance(action, act.Meld):
        return False
    for rank, cards in action.layoffs:
        if rank != WILD_RANK and all(_wild(c) for c in cards):
            return False
    return not any(any(_wild(c) for c in m) and not all(_wild(c) for c in m) for m in action.melds)


def choose(s: HandFootState, setup: Setup, rng: random.Random) -> Any:
    actions = s.legal_actions()
    assert actions, f"no legal action in phase {s.phase}: {setup!r}"
    if s.phase == Phase.ANSWER and setup.keen:
        return act.AnswerGoOut(rng.random() < 0.8)
    if setup.keen:
        keen = [a for a in actions if _keen(a)]
        if keen and rng.random() < 0.9:
            return rng.choice(keen)
    return rng.choice(actions)


def play(
    setup: Setup,
    on_step: Callable[[HandFootState, int, Any, list], None] | None = None,
    deals: int = 4,
) -> HandFootState:
    """Random play until the game is over (or ``deals`` deals are scored)."""
    s = setup.new()
    rng = random.Random(setup.choice_seed)
    step = 0
    while not s.is_terminal() and len(s.history) < deals:
        action = choose(s, setup, rng)
        events = s.apply(action)
        step += 1
        if on_step is not None:
            on_step(s, step, action, events)
        assert step < MAX_ACTIONS_PER_DEAL * 4, f"no end after {step} actions: {setup!r}"
    return s


# -- 1. cards -----------------------------------------------------------------------------------


def check_table(s: HandFootState, where: str) -> None:
    """270 cards (§4.1) each in exactly one place; 3-7 card melds within the ratio (§4.6)."""
    assert table_counts(s) == FULL, where
    assert s.card_total() == 270, where
    for p in range(4):
        assert s.hand_sizes[p] == sum(s.hands[p]) and min(s.hands[p]) >= 0, where
    for side in range(2):
        melds = [m for m in s.melds[side] if m is not None]
        for m in melds:
            assert 3 <= m.size <= 6, f"open meld of {m.size}: {where}"  # 7 is a book
        for b in s.books[side]:
            assert b.size == 7, where
        for m in (*melds, *s.books[side]):
            assert m.size <= 7, f"an 8-card meld: {where}"  # §4.6.4
            if m.rank == WILD_RANK:
                assert m.naturals == 0, where  # §4.6.3
            else:
                assert m.naturals >= 2 * m.wilds, f"wild ratio broken: {m}: {where}"  # §4.6.2
        assert all(c in RED3_KINDS for c in s.red3s[side]), where


@settings(max_examples=12)
@given(setups())
def test_every_card_accounted_for_and_no_meld_breaks_4_6(setup: Setup) -> None:
    """docs/rules.md §4.1, §4.6.2-§4.6.5: after every action 270 cards are each in one hand,
    foot, the stock, the pile, a meld, a book or a red-3 area; no meld has 8 cards; no
    meld holds more than a third of wild cards; wild melds hold wild cards only."""

    def on_step(s: HandFootState, step: int, action: Any, _events: list) -> None:
        check_table(s, f"{setup!r}, step {step}, {action!r}")

    play(setup, on_step, deals=2)


# -- 2. scores ----------------------------------------------------------------------------------


def card_value(card: int, red3_left: int) -> int:
    """docs/rules.md §2.2, written out again so scoring is checked against the spec."""
    if card == JOKER:
        return 50
    r = card >> 2
    if r in (0, 12):
        return 20
    if r >= 6:
        return 10
    if r >= 2:
        return 5
    return red3_left if card in RED3_KINDS else 5


def check_deal_score(s: HandFootState, where: str) -> None:
    """Recompute M, B, R, G and H of the last deal from the final position (§4.12)."""
    red3_left = int(s.config.opt("OPT-HF-RED3-LEFT"))
    result = s.history[-1]
    for side, part in enumerate(result.sides):
        melds = [m for m in s.melds[side] if m is not None] + list(s.books[side])
        melded = sum(card_value(c, 0) for m in melds for c in m.cards)
        clean = sum(1 for b in s.books[side] if not any(_wild(c) for c in b.cards))
        wild = sum(1 for b in s.books[side] if all(_wild(c) for c in b.cards))
        dirty = len(s.books[side]) - clean - wild
        hand = 0
        for p in (side, side + 2):
            rows = [s.hands[p]] + ([s.feet[p]] if s.feet[p] is not None else [])
            hand += sum(card_value(k, red3_left) * n for row in rows for k, n in enumerate(row))
        going = 100 if result.went_out is not None and result.went_out % 2 == side else 0
        got = (part.melded, part.books, part.red3s, part.going_out, part.hand)
        want = (
            melded,
            500 * clean + 300 * dirty + 1500 * wild,
            100 * len(s.red3s[side]),
            going,
            hand,
        )
        assert got == want, f"side {side}: (M, B, R, G, H) {got} != {want}; {where}"
        assert part.total == sum(got[:4]) - got[4], where
        assert all(v % 5 == 0 for v in (*got, part.total)), where
    if result.went_out is not None:
        assert result.reason == "out" and s.hand_sizes[result.went_out] == 0, where
        assert s.feet[result.went_out] is None, where  # §4.10.4: from the foot only
    else:
        assert result.reason == "stock_out" and not s.stock, where  # §4.11


@settings(max_examples=15)
@given(setups())
def test_score_identity_and_four_deal_games(setup: Setup) -> None:
    """docs/rules.md §4.12: every deal scores M + B + R + G - H per side, each part recomputed
    here; §4.13: a game is exactly 4 deals and the cumulative score is their sum; §1.5:
    every game terminates."""

    scored = [0]

    def on_step(s: HandFootState, step: int, action: Any, _events: list) -> None:
        if len(s.history) > scored[0]:
            scored[0] = len(s.history)
            check_deal_score(s, f"{setup!r}, step {step}, {action!r}")

    s = play(setup, on_step)
    assert s.is_terminal() and len(s.history) == s.config.deals  # 4, or OPT-HF-DEALS
    assert s.scores == [sum(r.sides[i].total for r in s.history) for i in range(2)]
    assert s.winners == tuple(i for i in range(2) if s.scores[i] == max(s.scores))


# -- 3. refusals --------------------------------------------------------------------------------


def probes(s: HandFootState, rng: random.Random) -> list[Any]:
    """Actions of every kind, most of them illegal here."""
    p = s.current
    hand = [k for k, n in enumerate(s.hands[p]) for _ in range(n)]
    out: list[Any] = [act.DRAW, act.DECLINE, act.END_TURN, act.NEXT_DEAL, act.AskGoOut()]
    out += [act.AnswerGoOut(True), act.Discard(rng.randrange(N_KINDS))]
    out.append(act.Discard(parse_card("3D")))
    if hand:
        for _ in range(3):
            k = rng.randint(1, min(8, len(hand)))
            cards = tuple(rng.sample(hand, k))
            out.append(act.Meld((cards,)))
            out.append(act.Meld((), ((rng.choice([*NATURAL_RANKS, WILD_RANK]), cards),)))
            out.append(act.TakePile(cards[:3], ((cards[3:]),) if len(cards) > 3 else ()))
    return out


@settings(max_examples=10)
@given(setups())
def test_every_refusal_leaves_the_state_unchanged(setup: Setup) -> None:
    """docs/rules.md §1.1: an illegal action is refused and the state is left unchanged; the
    rules' ``check`` gives the same verdict as ``apply``."""
    rng = random.Random(setup.seed)
    refused = 0

    def on_step(s: HandFootState, step: int, action: Any, _events: list) -> None:
        nonlocal refused
        if step % 7:
            return
        for probe in probes(s, rng):
            before = snapshot(s)
            verdict = check(s, probe)
            assert snapshot(s) == before
            trial = s.clone()
            try:
                trial.apply(probe)
            except IllegalAction as err:
                refused += 1
                assert verdict is not None and verdict.code == err.code, (probe, err.code)
                assert snapshot(trial) == before, f"{probe!r} half-applied: {setup!r}"
            else:
                assert verdict is None, f"check refused {probe!r} that apply accepted"
        assert snapshot(s) == before

    play(setup, on_step, deals=1)
    assert refused


# -- 4. privacy ---------------------------------------------------------------------------------


@settings(max_examples=10)
@given(setups())
def test_observations_never_show_a_foot_that_is_down(setup: Setup) -> None:
    """docs/rules.md §1.5 / §4.3 [S2]: swapping the content of every foot still down with other
    unseen cards (the stock) changes no seat's observation, its owner's included."""

    def on_step(s: HandFootState, step: int, action: Any, _events: list) -> None:
        if step % 11 or s.phase in (Phase.DEAL_OVER, Phase.GAME_OVER):
            return
        other = s.clone()
        pool = list(other.stock)
        for p in range(4):
            if other.feet[p] is not None:
                pool += [k for k, n in enumerate(other.feet[p]) for _ in range(n)]
        random.Random(step).shuffle(pool)
        for p in range(4):
            if other.feet[p] is not None:
                row = [0] * N_KINDS
                for _ in range(13):
                    row[pool.pop()] += 1
                other.feet[p] = row
        other.stock = pool
        for seat in range(4):
            assert Observation.of(s, seat) == Observation.of(other, seat)

    play(setup, on_step, deals=1)
