"""S2's own rules as the "japanese" preset (docs/rules.md §6, §7.14-§7.17).

S2 is the Japanese Hand and Foot article (shared seed 002); each test quotes the sentence it
follows. The preset is the first the New game dialog offers for Hand and Foot.
"""

from __future__ import annotations

from canasta_gui.engine.hand_and_foot.options import OPTION_SPECS, PRESETS, HandFootConfig
from canasta_gui.engine.hand_and_foot.state import new_game


def test_s2_deals_no_upcard():
    """S2 ディール: "ディーラーはそれぞれのプレイヤーにカードを13枚ずつ配ります。...
    ディーラーのパートナーはそれぞれのプレイヤーの前にカードを13枚ずつ伏せて配ります。"
    — a hand and a foot of 13 each and nothing turned up: the pile starts with the first
    discard."""
    cfg = HandFootConfig.make(preset="japanese")
    assert cfg.opt("OPT-HF-UPCARD") == "NONE" and not cfg.bury_upcard
    for seed in ("a", "b", "c"):
        s = new_game(cfg, seed)
        assert s.pile == []
        assert all(size == 13 for size in s.hand_sizes)
    assert new_game(HandFootConfig.make(), "a").pile  # the default turns an upcard


def test_s2_preset_spells_out_every_reading_s2_states():
    """S2 手札の補充: "捨て札の山の上から7枚を手札に加えます" (the top 7 cards of the pile);
    ディールの終了: "上がることについて、パートナーの同意があること。
    ダメと言われれば上がることができません。" (going out needs the partner's agreement);
    "捨て札をした後でも、手札がなくなった場合" (a hand emptied by a discard counts);
    カードの点数: a 3 is worth 0."""
    cfg = HandFootConfig.make(preset="japanese")
    assert set(PRESETS["japanese"]) == set(OPTION_SPECS)  # every option S2 speaks to
    assert cfg.pickup == 7
    assert cfg.final_discard and cfg.permission_required
    assert cfg.opt("OPT-HF-RED3-LEFT") == "0"
    assert next(iter(PRESETS)) == "japanese"  # shown first, offered to a new player
