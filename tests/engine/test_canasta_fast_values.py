"""Values the hot paths build past their frozen guard are the dataclasses' own values.

Deal scores (``MeldPoints``, ``SideScore``, ``DealResult``) are filled slot by slot and
a meld works its hash out when first asked (engine speed, issue 20): each must stay an
ordinary frozen value, equal to the one its constructor makes. ``apply_listed`` reuses
its discard events: each equals the one ``apply`` builds afresh.
"""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest

from canasta_gui.engine.canasta import CanastaConfig, new_game, rules
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.rules import apply_listed
from canasta_gui.engine.canasta.scoring import CANASTA_BONUS, score_deal
from canasta_gui.engine.canasta.state import DealResult, SideScore
from canasta_gui.engine.events import Event
from canasta_gui.engine.rummy.melds import Meld
from canasta_gui.engine.rummy.scoring import MeldPoints, meld_points


def _rebuilt(value: object) -> object:
    """``value`` made again by its own class's constructor, field by field."""
    fields = {}
    for f in dataclasses.fields(value):  # type: ignore[arg-type]
        v = getattr(value, f.name)
        if isinstance(v, tuple) and v and dataclasses.is_dataclass(v[0]):
            v = tuple(_rebuilt(x) for x in v)
        fields[f.name] = v
    return type(value)(**fields)


def _played_deal(players: int, decks: int, seed: int):
    config = CanastaConfig.make(players, decks, {"OPT-DEAL-LIMIT": "1"})
    s = new_game(config, f"values/{seed}")
    rng = random.Random(seed)
    while s.phase not in ("deal_over", "game_over"):
        apply_listed(s, rng.choice(legal_actions(s)))
    return s


@pytest.mark.parametrize(("players", "decks"), [(2, 2), (4, 2), (6, 3)])
def test_deal_scores_are_the_dataclass_values(players: int, decks: int) -> None:
    for seed in range(4):
        s = _played_deal(players, decks, seed)
        result = s.history[-1]
        assert type(result) is DealResult
        assert all(type(part) is SideScore for part in result.sides)
        plain = _rebuilt(result)
        assert result == plain and repr(result) == repr(plain) and hash(result) == hash(plain)
        assert pickle.loads(pickle.dumps(result)) == result
        assert score_deal(s, result.reason, result.concealed) == result  # scored again alike
        with pytest.raises(dataclasses.FrozenInstanceError):
            result.reason = "out"  # type: ignore[misc]
        with pytest.raises(dataclasses.FrozenInstanceError):
            result.sides[0].hand = 0  # type: ignore[misc]
        for side in range(s.config.n_sides):
            points = meld_points([m for m in s.melds[side] if m is not None], CANASTA_BONUS)
            assert type(points) is MeldPoints and points == _rebuilt(points)


def test_a_meld_hashes_as_its_rank_and_cards_once_asked() -> None:
    meld = Meld(7, (28, 29, 30)).extended((52,))
    assert hash(meld) == hash((7, (28, 29, 30, 52)))
    assert hash(meld) == hash(meld)  # the kept hash answers again
    assert {meld: 1}[Meld(7, (28, 29, 30, 52))] == 1
    copied = pickle.loads(pickle.dumps(meld))
    assert copied == meld and hash(copied) == hash(meld)
    with pytest.raises(AttributeError):
        meld._hash = 0  # type: ignore[misc]  # still frozen after keeping its hash


def test_listed_discard_events_stay_what_apply_builds_over_whole_games() -> None:
    """``apply_listed`` hands out one discard event per player and card (``rules.py``): each
    must equal the event ``apply`` builds afresh for the same move, and after whole games
    of every table size every one this test was handed must still be an ordinary,
    empty-data discard."""
    compared = repeats = reused = 0
    seen: dict[tuple[int, int], Event] = {}
    for players, decks in ((2, 2), (3, 3), (4, 2), (6, 3)):
        config = CanastaConfig.make(players, decks, {"OPT-DEAL-LIMIT": "2"})
        s = new_game(config, f"values/discards/{players}")
        rng = random.Random(players)
        while s.phase != "game_over":
            if s.phase == "deal_over":
                apply_listed(s, act.NEXT_DEAL)
                continue
            action = rng.choice(legal_actions(s))
            if isinstance(action, act.Discard):
                p = s.current
                checked = s.clone()
                fresh = rules.apply(checked, action)
                listed = apply_listed(s, action)
                assert listed == fresh  # the whole list: the discard and what it ended
                compared += 1
                kept = seen.get((p, action.card))
                if kept is None:
                    seen[p, action.card] = listed[0]
                else:
                    repeats += 1
                    reused += kept is listed[0]
            else:
                apply_listed(s, action)
    assert compared > 200 and len(seen) > 100
    # Really shared: the same object handed out again for the same player and card.
    assert repeats > 100 and reused == repeats, (repeats, reused)
    for (player, card), kept in seen.items():
        assert kept == Event("discard", player, (card,)) and kept.data == {}
