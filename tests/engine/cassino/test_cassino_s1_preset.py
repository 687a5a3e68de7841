"""S1's own rules as the "solo" preset (docs/rules.md §6, §7.18-§7.23).

S1 is the Japanese Wikipedia article on Cassino (shared seed 001); each test quotes the sentence
it follows. The preset is the first the New game dialog offers for Cassino.
"""

from __future__ import annotations

from canasta_gui.engine.cassino.options import OPTION_SPECS, PRESETS, CassinoConfig
from canasta_gui.engine.cassino.state import new_game


def test_s1_four_players_each_play_alone():
    """S1: "4人の場合はB→C→D→Aのターンとなる" (with four, the turns go B, C, D, A) and every
    score goes to "獲得した枚数が多いほうのプレイヤー" (the player who took more): four players,
    each on their own."""
    cfg = CassinoConfig.make(4, preset="solo")
    assert not cfg.partnership
    assert cfg.n_sides == 4 and cfg.side_of == (0, 1, 2, 3)
    assert CassinoConfig.make(4).partnership  # the default keeps partnerships
    s = new_game(cfg, "solo")
    assert len(s.scores) == 4


def test_s1_game_to_21():
    """S1: "スコアが先に21点に達したほうが勝者となる。" (the first to reach 21 wins)."""
    for players in (2, 3, 4):
        assert CassinoConfig.make(players, preset="solo").target == 21


def test_s1_preset_keeps_s1_readings_of_captures_builds_and_trails():
    """S1 テイク: "場札にK・Kがあって手札にKがある場合、3枚1組にして取ることができる"
    (a king takes both kings); ゲームの進め方: "それらのいずれもできない場合は
    手札のうちから任意の1枚を出して場札に加える" (trail only when nothing else is possible);
    スコア: "スイープ - 1点" (sweeps score)."""
    cfg = CassinoConfig.make(2, preset="solo")
    assert cfg.opt("OPT-CAS-COURT-CAPTURE") == "ALL"
    assert cfg.opt("OPT-CAS-TRAIL") == "ONLY-IF-NO-OTHER-PLAY"
    assert cfg.opt("OPT-CAS-SWEEPS") == "ON"
    assert cfg.opt("OPT-CAS-PAIR-AS-SUM") == "FORBIDDEN"
    assert cfg.opt("OPT-CAS-CAPTURE-BUILD-WITH-LOOSE") == "FORBIDDEN"
    assert set(PRESETS["solo"]) <= set(OPTION_SPECS)
    assert next(iter(PRESETS)) == "solo"  # shown first, offered to a new player
