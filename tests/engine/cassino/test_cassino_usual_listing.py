"""The one-pass listing of the usual rules agrees with the general one and with the rules.

``legal_usual.usual_actions`` serves ``legal_actions`` whenever gathering, face pair
builds and captures of a build with loose cards are all FORBIDDEN (the default and
S1 rules). On seeded random states reached by build-heavy play under every mix of
the other options (docs/rules.md §5.6-§5.8), and on hand-made corner positions:

- it lists exactly what the general candidates (``legal.plays`` + ``legal.trails``)
  list, in the same order (random play and the golden games depend on the order);
- every listed action passes ``rules.check``; on small tables, every action
  ``rules.check`` accepts among all the actions naming the hand and the table
  (a brute-force enumeration) is listed.

It also plays whole random games through ``playout.play_random``, which applies
``NextRound`` unchecked between rounds.
"""

from __future__ import annotations

import random

import pytest

from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions, plays, trails
from canasta_gui.engine.cassino.legal_usual import usual_actions
from canasta_gui.engine.cassino.options import CassinoConfig
from canasta_gui.engine.cassino.rules import apply, check
from canasta_gui.engine.cassino.state import CassinoState, Phase, new_game
from tests.engine.cassino.helpers import c, config, cs, position
from tests.engine.cassino.test_cassino_invariants import candidates

#: Every mix of the options the usual listing still reads (the three it needs
#: FORBIDDEN stay at their defaults).
USUAL_MIXES = [
    {
        "OPT-CAS-COURT-CAPTURE": court,
        "OPT-CAS-PAIR-AS-SUM": pair,
        "OPT-CAS-INCREASE": increase,
        "OPT-CAS-OWNER-MUST-ACT": owner,
        "OPT-CAS-TRAIL": trail,
    }
    for court in ("ALL", "ONE")
    for pair in ("FORBIDDEN", "ALLOWED")
    for increase in ("ALLOWED", "FORBIDDEN")
    for owner in ("ON", "OFF")
    for trail in ("ONLY-IF-NO-OTHER-PLAY", "FREE", "NOT-A-CAPTURING-CARD")
]


def general_listing(s: CassinoState) -> list:
    """``legal_actions`` through the general candidates, as it was before the one pass."""
    found = plays(s)
    if found and s.config.trail == "ONLY-IF-NO-OTHER-PLAY":
        return found
    return found + trails(s, found)


def _uses_usual(cfg: CassinoConfig) -> bool:
    return not (cfg.gather or cfg.face_pair or cfg.build_with_loose)


def _check_state(s: CassinoState, brute: bool) -> list:
    listed = legal_actions(s)
    if s.loose or s.builds:
        assert usual_actions(s, s.config) == listed
    assert listed == general_listing(s)
    assert len(set(listed)) == len(listed), "an action listed twice"
    for a in listed:
        assert check(s, a) is None, a
    if brute:
        accepted = {a for a in candidates(s) if check(s, a) is None}
        assert set(listed) == accepted, set(listed) ^ accepted
    return listed


@pytest.mark.parametrize("mix", range(len(USUAL_MIXES)))
def test_usual_listing_equals_the_general_one_and_the_rules(mix: int) -> None:
    options = USUAL_MIXES[mix]
    rng = random.Random(f"usual/{mix}")
    brute_left = 6
    for game in range(4):
        players = (2, 3, 4, 2)[game]
        cfg = CassinoConfig.make(players, options)
        assert cfg.usual_listing and _uses_usual(cfg)
        s = new_game(cfg, f"usual/{mix}/{game}")
        while s.phase == Phase.PLAY:
            brute = brute_left > 0 and len(s.loose) + len(s.builds) <= 5 and rng.random() < 0.2
            brute_left -= brute
            listed = _check_state(s, brute)
            # Prefer builds and additions, so owned builds and their obligations come up.
            building = [a for a in listed if type(a) in (act.Build, act.AddToBuild)]
            pick = building if building and rng.random() < 0.6 else listed
            apply(s, rng.choice(pick))


@pytest.mark.parametrize(
    ("hands", "loose", "builds", "options"),
    [
        # A face card takes all loose cards of its rank, or one of them (§5.6.1).
        (["KH 5S", "2C"], "KS KD 5D", [], {}),
        (["KH 5S", "2C"], "KS KD 5D", [], {"OPT_CAS_COURT_CAPTURE": "ONE"}),
        # The last 7 of an owner must take the owned 7 build (§5.7.5).
        (["7H 3C", "2C"], "4D 3S", [("4S 3D", 7, "single", 0)], {}),
        # A pair build, a pair as a sum, an increase and a duplicate (§5.7.3-§5.7.4).
        (["4H 4C 8D 9S", "2C"], "4S AD", [("3D 2S", 5, "single", 1)], {}),
        (
            ["4H 4C 8D 9S", "2C"],
            "4S AD",
            [("3D 2S", 5, "single", 1)],
            {"OPT_CAS_PAIR_AS_SUM": "ALLOWED"},
        ),
        # Only a capturing card may not trail; an owner may trail with the option OFF (§5.8).
        (
            ["6H 9C 3C", "2C"],
            "6S AD 2D",
            [("5D 4S", 9, "single", 0)],
            {"OPT_CAS_TRAIL": "NOT-A-CAPTURING-CARD", "OPT_CAS_OWNER_MUST_ACT": "OFF"},
        ),
    ],
)
def test_usual_listing_on_corner_positions(hands, loose, builds, options) -> None:
    s = position(hands, loose, builds, cfg=config(2, **options))
    listed = _check_state(s, brute=True)
    assert listed, "every position here has a legal action"


def test_the_usual_listing_serves_the_default_and_s1_rules_only() -> None:
    for preset, usual in (("default", True), ("solo", True), ("pagat", False)):
        cfg = CassinoConfig.make(4 if preset == "solo" else 2, None, preset)
        assert cfg.usual_listing is usual is _uses_usual(cfg)


def test_a_face_capture_takes_every_loose_card_of_its_rank() -> None:
    s = position(["KH 5S", "2C"], "KS KD 5D", [])
    captures = [a for a in legal_actions(s) if type(a) is act.Capture]
    assert act.capture(c("KH"), cs("KS KD")) in captures
    assert act.capture(c("KH"), cs("KS")) not in captures


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_play_of_whole_games_goes_through_next_round(players: int) -> None:
    """``playout.play_random`` applies ``NextRound`` unchecked between rounds (§5.12)."""
    from canasta_gui.engine.cassino.playout import play_random

    s = play_random(CassinoConfig.make(players), f"whole/{players}")
    assert s.phase == Phase.GAME_OVER
    assert s.round_no >= 1 and s.winners
    assert len(s.history) == s.round_no + 1
