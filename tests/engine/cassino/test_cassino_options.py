"""Every OPT-CAS-* option of docs/rules.md §6, each value exercised."""

from __future__ import annotations

import pytest

from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.options import OPTION_SPECS, PRESETS, CassinoConfig
from canasta_gui.engine.cassino.rules import apply
from canasta_gui.engine.cassino.state import Phase, new_game
from canasta_gui.engine.errors import ConfigError
from tests.engine.cassino.helpers import (
    assert_legal,
    assert_refused,
    c,
    captures_of,
    config,
    cs,
    position,
)


def test_every_registry_option_is_known_with_its_default() -> None:
    """docs/rules.md §6: ids, values and defaults as registered."""
    defaults = {k: v[1] for k, v in OPTION_SPECS.items()}
    assert defaults == {
        "OPT-DEAL-LIMIT": "NONE",
        "OPT-CAS-4P": "PARTNERS",
        "OPT-CAS-COURT-CAPTURE": "ALL",
        "OPT-CAS-CAPTURE-BUILD-WITH-LOOSE": "FORBIDDEN",
        "OPT-CAS-PAIR-AS-SUM": "FORBIDDEN",
        "OPT-CAS-INCREASE": "ALLOWED",
        "OPT-CAS-OWNER-MUST-ACT": "ON",
        "OPT-CAS-GATHER-INTO-BUILD": "FORBIDDEN",
        "OPT-CAS-FACE-PAIR-BUILD": "FORBIDDEN",
        "OPT-CAS-TRAIL": "ONLY-IF-NO-OTHER-PLAY",
        "OPT-CAS-SWEEPS": "ON",
        "OPT-CAS-TARGET": "21",
        "OPT-CAS-BOTH-REACH": "HIGHER-TOTAL",
    }


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("OPT-CAS-FOO", "ON"),
        ("OPT-CAS-TRAIL", "SOMETIMES"),
        ("OPT-DEAL-LIMIT", "0"),
        ("OPT-CAS-TARGET", True),
        ("OPT-CAN-DRAW-COUNT", "1"),
    ],
)
def test_unknown_options_and_values_are_refused(key: str, value: object) -> None:
    with pytest.raises(ConfigError) as info:
        CassinoConfig.make(2, {key: value})
    assert info.value.code == "bad_option"


def test_values_are_read_in_any_case_and_presets_apply() -> None:
    cfg = CassinoConfig.make(2, {"OPT-CAS-TRAIL": "free", "OPT-DEAL-LIMIT": 3})
    assert cfg.trail == "FREE" and cfg.deal_limit == 3
    assert cfg.options.as_dict() == {"OPT-CAS-TRAIL": "FREE", "OPT-DEAL-LIMIT": "3"}
    pagat = CassinoConfig.make(2, preset="pagat")
    assert pagat.options.as_dict() == PRESETS["pagat"]
    assert not pagat.court_all and pagat.gather and not pagat.sweeps
    with pytest.raises(ConfigError):
        CassinoConfig.make(2, preset="nope")


# -- OPT-CAS-4P ------------------------------------------------------------------------------


def test_opt_cas_4p_partners_pool_and_individual_play_alone() -> None:
    s = position(["9H", "KD", "9C", "QD"], loose="9S 9D", cfg=config(4))
    assert_legal(s, act.capture(c("9H"), cs("9S")))
    assert s.captured[0] == list(cs("9S 9H"))
    ind = config(4, OPT_CAS_4P="INDIVIDUAL")
    assert ind.side_of == (0, 1, 2, 3) and ind.n_sides == 4 and not ind.partnership
    s = new_game(ind, "individual")
    assert len(s.scores) == 4 and len(s.captured) == 4


# -- OPT-CAS-COURT-CAPTURE -------------------------------------------------------------------


def test_opt_cas_court_capture_one() -> None:
    """P-CAS: with two queens on the table, a queen captures one, not both."""
    s = position(["QH 4C", "2D"], loose="QS QD", cfg=config(2, OPT_CAS_COURT_CAPTURE="ONE"))
    assert captures_of(s, "QH") == {(("QS",), ()), (("QD",), ())}
    assert_refused(s, act.capture(c("QH"), cs("QS QD")), "cas_face_one")


# -- OPT-CAS-CAPTURE-BUILD-WITH-LOOSE --------------------------------------------------------


def test_opt_cas_capture_build_with_loose_allowed() -> None:
    """P-CAS: a 9-build together with a loose 5 and 4 may be taken by a 9 ..."""
    cfg = config(2, OPT_CAS_CAPTURE_BUILD_WITH_LOOSE="ALLOWED")
    s = position(["9H", "KD"], loose="5S 4D", builds=[("6C 3C", 9, "single", 1)], cfg=cfg)
    assert captures_of(s, "9H") == {(("4D", "5S"), ()), ((), (9,)), (("4D", "5S"), (9,))}
    # ... but a 7-build plus a loose 2 is still not taken by a 9 (§5.6.5).
    s = position(["9H", "KD"], loose="2S", builds=[("3C 4C", 7, "single", 1)], cfg=cfg)
    assert_refused(s, act.capture(c("9H"), cs("2S"), (7,)), "cas_build_wrong_value")
    # S1's build 3+4 and loose 7 become one 4-card capture under ALLOWED.
    s = position(["7H", "KD"], loose="7S", builds=[("3C 4D", 7, "single", 1)], cfg=cfg)
    assert_legal(s, act.capture(c("7H"), cs("7S"), (7,)))
    assert len(s.captured[0]) == 4


# -- OPT-CAS-PAIR-AS-SUM ---------------------------------------------------------------------


def test_opt_cas_pair_as_sum_allowed() -> None:
    """P-CAS: two 5s announced as 'building 10' (single) or 'building 5' (multiple)."""
    cfg = config(2, OPT_CAS_PAIR_AS_SUM="ALLOWED")
    s = position(["5H 5C 10C", "KD"], loose="5S", cfg=cfg)
    builds = {a for a in legal_actions(s) if isinstance(a, act.Build)}
    assert act.build(c("5H"), cs("5S"), 10) in builds
    assert act.build(c("5H"), cs("5S"), 5) in builds
    assert_legal(s, act.build(c("5H"), cs("5S"), 10))
    assert s.builds[0].value == 10 and not s.builds[0].multiple


# -- OPT-CAS-INCREASE --------------------------------------------------------------------------


def test_opt_cas_increase_forbidden() -> None:
    cfg = config(2, OPT_CAS_INCREASE="FORBIDDEN")
    s = position(["2H 9C", "KD"], loose="", builds=[("3S 4D", 7, "single", 1)], cfg=cfg)
    assert_refused(s, act.add_to_build(c("2H"), 7, 9), "cas_increase_forbidden")
    assert not any(isinstance(a, act.AddToBuild) for a in legal_actions(s))


# -- OPT-CAS-OWNER-MUST-ACT ----------------------------------------------------------------------


def test_opt_cas_owner_must_act_off() -> None:
    cfg = config(2, OPT_CAS_OWNER_MUST_ACT="OFF", OPT_CAS_TRAIL="FREE")
    s = position(["7H KC", "KD"], loose="QS", builds=[("3C 4D", 7, "single", 0)], cfg=cfg)
    assert act.Trail(c("KC")) in legal_actions(s)
    # ... but never the last card of the owned build's value (§5.7.5, first rule).
    assert_refused(s, act.Trail(c("7H")), "cas_owner_keep")
    assert_legal(s, act.Trail(c("KC")))


# -- OPT-CAS-GATHER-INTO-BUILD ---------------------------------------------------------------------


GATHER = {"OPT_CAS_GATHER_INTO_BUILD": "ALLOWED"}


def test_opt_cas_gather_five_card_multiple_build() -> None:
    """P-CAS: table 3, 4, 5, 7 and a 2 and 7 in hand: the 2 makes a five-card 7-build."""
    s = position(["2H 7C", "KD"], loose="3S 4D 5C 7S", cfg=config(2, **GATHER))
    assert_legal(s, act.build(c("2H"), cs("3S 4D 5C 7S"), 7))
    b = s.builds[0]
    assert b.value == 7 and b.multiple and len(b.cards) == 5


def test_opt_cas_gather_joins_the_existing_build() -> None:
    """docs/rules.md §5.7.1: with a 7-build on the table, a 2 on a loose 5 joins it."""
    s = position(
        ["2H 7C", "KD"], loose="5C", builds=[("3S 4D", 7, "single", 1)], cfg=config(2, **GATHER)
    )
    assert_refused(s, act.build(c("2H"), cs("5C"), 7), "cas_build_value_taken")
    assert_legal(s, act.add_to_build(c("2H"), 7, 7, cs("5C")))
    b = s.builds[0]
    assert b.multiple and b.owner == 0 and sorted(b.cards) == sorted(cs("3S 4D 5C 2H"))


def test_opt_cas_gather_increase_and_absorb() -> None:
    """P-CAS example C: 3+4 built 7 and a loose 9; a 2 makes 9 and takes in the 9."""
    s = position(
        ["2H 9C", "KD"], loose="9S", builds=[("3S 4D", 7, "single", 1)], cfg=config(2, **GATHER)
    )
    assert_legal(s, act.add_to_build(c("2H"), 7, 9, cs("9S")))
    assert s.builds[0].multiple and s.builds[0].value == 9


def test_opt_cas_gather_played_card_on_a_sum() -> None:
    """P-CAS: with A and 2 on the table and 3, 3, 6 in hand, a 3 builds 6 or builds 3."""
    s = position(["3H 3C 6C", "KD"], loose="AS 2D", cfg=config(2, **GATHER))
    builds = {a for a in legal_actions(s) if isinstance(a, act.Build)}
    assert act.build(c("3H"), cs("AS 2D"), 6) in builds  # one group: single
    assert act.build(c("3H"), cs("AS 2D"), 3) in builds  # 3 and A+2: multiple
    s2 = position(["3H 3C 6C", "KD"], loose="AS 2D", cfg=config(2, **GATHER))
    assert_legal(s2, act.build(c("3H"), cs("AS 2D"), 6))
    assert not s2.builds[0].multiple
    # Without the option neither is possible: a build takes one loose card.
    s3 = position(["3H 3C 6C", "KD"], loose="AS 2D")
    assert_refused(s3, act.build(c("3H"), cs("AS 2D"), 6), "cas_gather_forbidden")


# -- OPT-CAS-FACE-PAIR-BUILD -----------------------------------------------------------------------


def test_opt_cas_face_pair_build() -> None:
    s = position(["KH KC", "QD"], loose="KS")
    assert_refused(s, act.build(c("KH"), cs("KS"), 13), "cas_build_face")
    cfg = config(2, OPT_CAS_FACE_PAIR_BUILD="ALLOWED")
    s = position(["KH KC", "QD"], loose="KS", cfg=cfg)
    assert_legal(s, act.build(c("KH"), cs("KS"), 13))
    assert s.builds[0].multiple and s.builds[0].value == 13
    assert_refused(s, act.capture(c("QD"), (), (13,)), "cas_build_wrong_value")
    assert_legal(s, act.Trail(c("QD")))
    assert_legal(s, act.capture(c("KC"), (), (13,)))
    assert len(s.captured[0]) == 3


# -- OPT-CAS-TRAIL ---------------------------------------------------------------------------------


def test_opt_cas_trail_free() -> None:
    s = position(["5H KC", "2D"], loose="5S", cfg=config(2, OPT_CAS_TRAIL="FREE"))
    assert {act.Trail(c("5H")), act.Trail(c("KC"))} <= set(legal_actions(s))
    s = position(
        ["7H KC", "KD"],
        loose="QS",
        builds=[("3C 4D", 7, "single", 0)],
        cfg=config(2, OPT_CAS_TRAIL="FREE"),
    )
    assert_refused(s, act.Trail(c("KC")), "cas_owner_must_act")


def test_opt_cas_trail_not_a_capturing_card() -> None:
    s = position(["5H KC", "2D"], loose="5S", cfg=config(2, OPT_CAS_TRAIL="NOT-A-CAPTURING-CARD"))
    assert_refused(s, act.Trail(c("5H")), "cas_trail_capturing_card")
    assert_legal(s, act.Trail(c("KC")))


# -- OPT-CAS-SWEEPS, OPT-CAS-TARGET, OPT-CAS-BOTH-REACH ---------------------------------------


def test_opt_cas_sweeps_off() -> None:
    s = position(["8H", "2D"], loose="5S 3C", cfg=config(2, OPT_CAS_SWEEPS="OFF"))
    assert_legal(s, act.capture(c("8H"), cs("5S 3C")))
    assert not s.log[-1].sweep


def test_opt_cas_target_11() -> None:
    cfg = config(2, OPT_CAS_TARGET="11")
    assert cfg.target == 11
    s = position(["10H", "KH"], loose="10D", stock="", rest_to=1, cfg=cfg, dealer=1)
    s.scores = [8, 0]
    apply(s, act.capture(c("10H"), cs("10D")))
    apply(s, act.Trail(c("KH")))
    assert s.phase == Phase.GAME_OVER and s.winners == (0,) and s.scores[0] == 11


def test_opt_cas_both_reach_count_out_beats_the_higher_total() -> None:
    """COUNT-OUT: side 1 reaches 21 on 'cards' although side 0 ends with more."""
    base = "AS AH AC AD 2S 10D"
    cfg = config(2, OPT_CAS_BOTH_REACH="COUNT-OUT")
    s = position(
        ["KH", "QS"], loose="", stock="", captured=[base, ""], rest_to=1, cfg=cfg, dealer=1
    )
    s.scores = [19, 18]
    apply(s, act.Trail(c("KH")))
    apply(s, act.Trail(c("QS")))
    # Side 0: 4 aces, both casinos = 7 points → 26. Side 1: cards 3 + spades 1 = 4 → 22.
    assert s.scores == [26, 22]
    assert s.winners == (1,)  # cards are counted first: 18 + 3 = 21
    higher = config(2)
    s = position(
        ["KH", "QS"], loose="", stock="", captured=[base, ""], rest_to=1, cfg=higher, dealer=1
    )
    s.scores = [19, 18]
    apply(s, act.Trail(c("KH")))
    apply(s, act.Trail(c("QS")))
    assert s.winners == (0,)


def test_opt_deal_limit() -> None:
    s = new_game(config(3, OPT_DEAL_LIMIT="2"), "limit")
    while not s.is_terminal():
        apply(s, legal_actions(s)[0])
    assert len(s.history) <= 2
