"""Golden seeded Hand and Foot deals and scored deals (docs/rules.md §1.5, §4.3, §4.12).

The reference files in ``tests/_reference/golden/`` were generated once from the
engine. The scored deals store their moves (a replay record), so they pin the rules
and the scoring, not the order in which ``legal_actions`` lists moves. If a change
to the shuffle, the seed derivation or the dealing order is intended, regenerate and
review the diff:

    HF_REGEN_GOLDEN=1 .venv/bin/pytest tests/engine/hand_and_foot -k golden
    # or
    .venv/bin/python tests/engine/hand_and_foot/test_hf_golden.py

This module imports only the engine (no test helpers) so that it also runs as a script.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from canasta_gui.engine.cards import card_code, codes, is_wild, sort_key
from canasta_gui.engine.hand_and_foot.actions import (
    AnswerGoOut,
    AskGoOut,
    Meld,
    TakePile,
    from_json,
    to_json,
)
from canasta_gui.engine.hand_and_foot.legal import legal_actions
from canasta_gui.engine.hand_and_foot.options import HandFootConfig
from canasta_gui.engine.hand_and_foot.rules import apply
from canasta_gui.engine.hand_and_foot.state import Phase, new_game

GOLDEN = Path(__file__).resolve().parents[2] / "_reference" / "golden"
DEALS_FILE = GOLDEN / "hand_and_foot_deals.json"
SCORED_FILE = GOLDEN / "hand_and_foot_scored_deals.json"
REGEN = os.environ.get("HF_REGEN_GOLDEN") == "1"

DEAL_CASES: list[tuple[dict[str, str], str]] = [
    ({}, "golden-hf-a"),
    ({}, "golden-hf-b"),
    ({"OPT-HF-UPCARD": "NONE"}, "golden-hf-a"),
]

# (options, game seed, chooser seed, keen): a keen chooser melds whenever it can.
SCORED_CASES: list[tuple[dict[str, str], str, int, bool]] = [
    ({}, "golden-hf-scored", 2024, False),
    ({}, "golden-hf-out", 8, True),
    ({"OPT-HF-PICKUP": "WHOLE-PILE", "OPT-HF-RED3-LEFT": "100"}, "golden-hf-c", 7, True),
]


def _sorted(cards: list[int]) -> list[str]:
    return codes(sorted(cards, key=sort_key))


def deal_record(options: dict[str, str], seed: str) -> dict[str, Any]:
    s = new_game(HandFootConfig.make(options), seed)
    return {
        "options": options,
        "seed": seed,
        "dealer": s.dealer,
        "first_player": s.current,
        "hands": [_sorted(s.hand_cards(p)) for p in range(4)],
        "feet": [_sorted([k for k, n in enumerate(f) for _ in range(n)]) for f in s.feet],
        "pile": codes(s.pile),
        "stock_size": len(s.stock),
        "stock_top": codes(reversed(s.stock[-5:])),
    }


def _eager(action: Any) -> bool:
    """Melds, takes and questions, wild cards kept for the wild meld (reaches going out)."""
    if isinstance(action, TakePile | AskGoOut):
        return True
    if not isinstance(action, Meld):
        return False
    lone_wilds = any(r != 13 and all(is_wild(c) for c in cs) for r, cs in action.layoffs)
    mixed = any(any(is_wild(c) for c in m) and not all(is_wild(c) for c in m) for m in action.melds)
    return not lone_wilds and not mixed


def _keen(rng: random.Random, actions: list) -> Any:
    if actions and isinstance(actions[0], AnswerGoOut):
        return AnswerGoOut(rng.random() < 0.8)
    eager = [a for a in actions if _eager(a)]
    return rng.choice(eager if eager and rng.random() < 0.9 else actions)


def scored_record(
    options: dict[str, str],
    seed: str,
    chooser: int,
    keen: bool,
    moves: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """Play the deal from ``moves`` (a replay record) or, to regenerate, at random."""
    s = new_game(HandFootConfig.make(options), seed)
    rng = random.Random(chooser)
    played: list[dict[str, Any]] = []
    while s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
        if moves is not None:
            action = from_json(moves[len(played)])
        else:
            actions = legal_actions(s)
            action = _keen(rng, actions) if keen else rng.choice(actions)
        apply(s, action)
        played.append(to_json(action))
    r = s.history[-1]
    return {
        "options": options,
        "seed": seed,
        "chooser_seed": chooser,
        "keen": keen,
        "actions": len(played),
        "reason": r.reason,
        "went_out": r.went_out,
        "dealer": r.dealer,
        "sides": [
            {
                "M": p.melded,
                "B": p.books,
                "R": p.red3s,
                "G": p.going_out,
                "H": p.hand,
                "clean": p.clean_books,
                "dirty": p.dirty_books,
                "wild": p.wild_books,
                "foot": p.foot,
                "total": p.total,
            }
            for p in r.sides
        ],
        "books": [
            [card_code(b.cards[0]) + ":" + str(b.kind) for b in s.books[i]] for i in range(2)
        ],
        "scores": list(s.scores),
        "moves": played,
    }


def regenerate() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    deals = [deal_record(*case) for case in DEAL_CASES]
    DEALS_FILE.write_text(json.dumps(deals, indent=1) + "\n", encoding="utf-8")
    scored = [scored_record(*case) for case in SCORED_CASES]
    SCORED_FILE.write_text(json.dumps(scored, indent=1) + "\n", encoding="utf-8")


def load(path: Path) -> list[dict[str, Any]]:
    if REGEN:
        regenerate()
    if not path.exists():
        pytest.fail(f"{path} is missing: run with HF_REGEN_GOLDEN=1 to create it")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("index", range(len(DEAL_CASES)))
def test_rules_4_3_golden_seeded_deal(index):
    """docs/rules.md §1.5 / §4.3: a seeded deal is reproducible card for card: hands, feet,
    upcard and stock."""
    assert deal_record(*DEAL_CASES[index]) == load(DEALS_FILE)[index]


@pytest.mark.parametrize("index", range(len(SCORED_CASES)))
def test_rules_4_12_golden_scored_deal(index):
    """docs/rules.md §4.12: a seeded deal replayed from its moves ends with the pinned M, B, R, G
    and H per side."""
    want = load(SCORED_FILE)[index]
    got = scored_record(*SCORED_CASES[index], moves=want["moves"])
    assert got == want
    for side in got["sides"]:
        assert side["total"] == side["M"] + side["B"] + side["R"] + side["G"] - side["H"]


def test_golden_scored_deals_include_going_out():
    """The pinned deals cover a deal that ends by going out (§4.10) and one by the stock."""
    reasons = {r["reason"] for r in load(SCORED_FILE)}
    assert reasons == {"out", "stock_out"}


if __name__ == "__main__":
    regenerate()
    print(f"wrote {DEALS_FILE} and {SCORED_FILE}")
