"""Golden seeded Cassino deals and scored rounds (docs/rules.md §1.5, §5.3, §5.11).

The reference files in ``tests/_reference/golden/`` were generated once from the
engine. The scored rounds store their moves (a replay record), so they pin the
rules and the scoring, not the order of ``legal_actions``. A change in the
shuffle, the seed derivation or the dealing order changes them; if intended,
regenerate and review the diff:

    CANASTA_REGEN_GOLDEN=1 .venv/bin/pytest tests/engine/cassino -k golden
    # or
    .venv/bin/python tests/engine/cassino/test_cassino_golden.py

This module imports only the engine (no test helpers) so that it also runs as a script.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from canasta_gui.engine.cards import codes
from canasta_gui.engine.cassino.actions import from_json, to_json
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.rules import apply
from canasta_gui.engine.cassino.state import Phase, new_game

GOLDEN = Path(__file__).resolve().parents[2] / "_reference" / "golden"
DEALS_FILE = GOLDEN / "cassino_deals.json"
SCORED_FILE = GOLDEN / "cassino_scored_rounds.json"
REGEN = os.environ.get("CANASTA_REGEN_GOLDEN") == "1"

# (players, options, seed)
DEAL_CASES: list[tuple[int, dict[str, str], str]] = [
    (2, {}, "golden-cas-a"),
    (3, {}, "golden-cas-b"),
    (4, {}, "golden-cas-c"),
    (4, {"OPT-CAS-4P": "INDIVIDUAL"}, "golden-cas-c"),
]

# (players, options, game seed, chooser seed)
SCORED_CASES: list[tuple[int, dict[str, str], str, int]] = [
    (2, {}, "golden-cas-scored", 2024),
    (3, {}, "golden-cas-scored-3", 7),
    (4, {}, "golden-cas-scored-4", 11),
    (2, {"OPT-CAS-GATHER-INTO-BUILD": "ALLOWED", "OPT-CAS-PAIR-AS-SUM": "ALLOWED"}, "g-pagat", 5),
]


def deal_record(players: int, options: dict[str, str], seed: str) -> dict[str, Any]:
    cfg = CassinoConfig.make(players, options)
    s = new_game(cfg, seed)
    return {
        "config": cfg.name,
        "options": options,
        "seed": seed,
        "dealer": s.dealer,
        "first_player": s.current,
        "hands": [codes(h) for h in s.hands],
        "table": codes(s.loose),
        "stock_size": len(s.stock),
        "stock_top": codes(reversed(s.stock[-8:])),
    }


def scored_record(
    players: int,
    options: dict[str, str],
    seed: str,
    chooser: int,
    moves: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """Play one round from ``moves`` (a replay record) or, to regenerate, at random."""
    s = new_game(CassinoConfig.make(players, options), seed)
    rng = random.Random(chooser)
    played: list[dict[str, Any]] = []
    while s.phase == Phase.PLAY:
        i = len(played)
        action = from_json(moves[i]) if moves is not None else rng.choice(legal_actions(s))
        apply(s, action)
        played.append(to_json(action))
    r = s.history[-1]
    return {
        "config": s.config.name,
        "options": options,
        "seed": seed,
        "chooser_seed": chooser,
        "actions": len(played),
        "dealer": r.dealer,
        "leftovers_to": r.leftovers_to,
        "captures": len(s.log),
        "sweeps": [rec.player for rec in s.log if rec.sweep],
        "sides": [
            {
                "card_count": p.card_count,
                "spade_count": p.spade_count,
                "cards": p.cards,
                "spades": p.spades,
                "big_casino": p.big_casino,
                "little_casino": p.little_casino,
                "aces": p.aces,
                "sweeps": p.sweeps,
                "total": p.total,
            }
            for p in r.sides
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
        pytest.fail(f"{path} is missing: run with CANASTA_REGEN_GOLDEN=1 to create it")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("index", range(len(DEAL_CASES)))
def test_rules_5_3_golden_seeded_deal(index: int) -> None:
    """docs/rules.md §1.5 / §5.3: a seeded deal is reproducible card for card."""
    want = load(DEALS_FILE)[index]
    assert deal_record(*DEAL_CASES[index]) == want


@pytest.mark.parametrize("index", range(len(SCORED_CASES)))
def test_rules_5_11_golden_scored_round(index: int) -> None:
    """docs/rules.md §5.11: a seeded random round ends with the pinned items per side."""
    want = load(SCORED_FILE)[index]
    got = scored_record(*SCORED_CASES[index], moves=want["moves"])
    assert got == want
    for side in got["sides"]:
        parts = ("cards", "spades", "big_casino", "little_casino", "aces", "sweeps")
        assert side["total"] == sum(side[k] for k in parts)


if __name__ == "__main__":
    regenerate()
    print(f"wrote {DEALS_FILE} and {SCORED_FILE}")
