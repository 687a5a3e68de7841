"""docs/rules.md is the rules reference the code cites; its citations and figures must hold.

Every "§N.N" in the code, tests, benchmarks, packaging and docs points into docs/rules.md
(the project has no other numbered document), so each must be a heading there. The figures
in its tables are checked against the engine, which is what actually plays.
"""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest

from canasta_gui.engine.canasta.options import CONFIGURATIONS, OPTION_SPECS, CanastaConfig
from canasta_gui.engine.canasta.scoring import CANASTA_BONUS, score_deal
from canasta_gui.engine.canasta.state import new_game
from canasta_gui.engine.cards import (
    ACE,
    BLACK3_KINDS,
    CLUBS,
    DIAMONDS,
    EIGHT,
    FOUR,
    HEARTS,
    JOKER,
    KING,
    RED3_KINDS,
    RUMMY_VALUE,
    SEVEN,
    SPADES,
    TEN,
    TWO,
    kind,
)
from canasta_gui.engine.cassino import options as cas_options
from canasta_gui.engine.cassino.scoring import score_round
from canasta_gui.engine.hand_and_foot import options as hf_options
from canasta_gui.engine.rummy.melds import CLEAN, DIRTY
from tests.rules_doc import CITATION, ROOT, headings, number, rules_text, section, table

#: Where citations live (docs/rules.md itself is under docs/).
CITING_DIRS = ("canasta_gui", "tests", "benchmarks", "packaging", "docs")
#: The old, external specification's file name, spelled so this file does not cite it.
OLD_SPEC = "RULES" + ".md"
#: Not checked for the old name: translations/ is generated from the sources.
NOT_CHECKED_FOR_OLD_NAME = ("translations/",)
#: Everything the project keeps in its repository (a virtual environment or build output in the
#: working folder is not the project's text).
PROJECT_PATHS = (
    *CITING_DIRS,
    "assets",
    ".github",
    ".ci",
    "translations",
    "pyproject.toml",
    "README.md",
)


def _text_files(roots: tuple[str, ...]) -> list[Path]:
    files: list[Path] = []
    for name in roots:
        base = ROOT / name
        paths = [base] if base.is_file() else sorted(base.rglob("*"))
        for path in paths:
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                files.append(path)
    return files


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return None  # images, compiled translations


def _citations() -> dict[str, set[str]]:
    """Section number → the files citing it."""
    found: dict[str, set[str]] = {}
    for path in _text_files(CITING_DIRS):
        text = _read(path)
        if text is None:
            continue
        for m in CITATION.finditer(text):
            found.setdefault(m.group(1), set()).add(str(path.relative_to(ROOT)))
    return found


def test_every_cited_section_is_a_heading_of_the_rules_reference():
    cited = _citations()
    explicit = set()
    for path in _text_files(CITING_DIRS):
        text = _read(path) or ""
        explicit |= set(re.findall(r"docs/rules\.md §(\d+(?:\.\d+)*)", text))
    assert len(explicit) > 50  # the pattern still finds the project's citations
    assert explicit <= set(cited)
    have = headings()
    missing = {n: sorted(paths) for n, paths in cited.items() if n not in have}
    assert not missing, f"cited but not a heading of docs/rules.md: {missing}"


def test_sections_are_numbered_as_the_specification():
    have = headings()
    for top in ("1", "2", "3", "4", "5", "6", "7"):
        assert top in have
    # Every subsection's parent exists, so a citation of a parent is never a dangling one.
    for n in have:
        if "." in n:
            assert n.rsplit(".", 1)[0] in have, n


def test_nothing_cites_the_old_external_specification():
    offenders = []
    for path in _text_files(PROJECT_PATHS):
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(NOT_CHECKED_FOR_OLD_NAME):
            continue
        text = _read(path)
        if text is not None and OLD_SPEC in text:
            offenders.append(rel)
    assert not offenders


# -- the figures of docs/rules.md are the engine's ------------------------------------------


def test_configuration_table_matches_the_engine():
    rows = table("3.1", "Configuration")[1:]
    assert len(rows) == len(CONFIGURATIONS)
    for name, players, decks, sides, dealt, canastas, stock in rows:
        config = CanastaConfig.make(int(players), int(decks))
        assert config.name == name
        assert (number(dealt), number(canastas)) == CONFIGURATIONS[(config.players, config.decks)]
        assert number(stock) == config.n_cards - config.players * config.hand_size - 1
        assert ("partnership" in sides) == config.partnership
    summary = {r[0]: r[1:] for r in table("3.16", "")}
    dealt_row = [number(c) for c in summary["Cards dealt"]]
    assert dealt_row == [CONFIGURATIONS[k][0] for k in ((2, 2), (3, 2), (4, 2), (2, 3), (6, 3))]


def _value(cards: list[int]) -> int:
    values = {RUMMY_VALUE[c] for c in cards}
    assert len(values) == 1, cards
    return values.pop()


def test_card_values_match_the_engine():
    groups = {
        "Joker": [JOKER],
        "2": [kind(TWO, s) for s in range(4)],
        "A": [kind(ACE, s) for s in range(4)],
        "K, Q, J, 10, 9, 8": [kind(r, s) for r in range(EIGHT, ACE) for s in range(4)],
        "7, 6, 5, 4": [kind(r, s) for r in range(FOUR, EIGHT) for s in range(4)],
        "Black 3": list(BLACK3_KINDS),
    }
    hf = hf_options.HandFootConfig.make()
    rows = {r[0]: r[1:] for r in table("2.2", "Card")[1:]}
    for label, cards in groups.items():
        canasta, hand_and_foot = rows[label]
        assert number(canasta) == _value(cards)
        assert number(hand_and_foot) == {hf.hand_values[c] for c in cards}.pop()
    canasta, hand_and_foot = rows["Red 3"]
    assert "bonus" in canasta
    assert hand_and_foot.startswith(f"{hf.hand_values[RED3_KINDS[0]]} ")
    other = hf_options.HandFootConfig.make({"OPT-HF-RED3-LEFT": "100"})
    assert f"{other.hand_values[RED3_KINDS[0]]} bonus" in hand_and_foot


#: The score each row of the §3.8.1 table is read at, and the target it needs.
MINIMUM_PROBES = {
    "below 0": [(-5, "5000"), (-5000, "5000")],
    "0 to 1,495": [(0, "5000"), (1495, "5000")],
    "1,500 to 2,995": [(1500, "5000"), (2995, "5000")],
    "3,000 or more": [(3000, "5000"), (9000, "5000"), (7495, "10000")],
    "7,500 or more": [(7500, "10000"), (12000, "10000")],
}


def test_opening_minimums_match_the_engine():
    rows = table("3.8.1", "Score at the start of the deal")[1:]
    assert len(rows) == len(MINIMUM_PROBES)
    for label, minimum in rows:
        key = next(k for k in MINIMUM_PROBES if label.startswith(k))
        for score, target in MINIMUM_PROBES[key]:
            config = CanastaConfig.make(4, 2, {"OPT-CAN-TARGET": target})
            assert config.minimum_for(score) == number(minimum), (label, score)


def _going_out_bonus(concealed: bool) -> int:
    state = new_game(CanastaConfig.make(4, 2), seed=1)
    state.went_out = 0
    return score_deal(state, "out", concealed).sides[0].going_out


def test_canasta_bonuses_match_the_engine():
    bonuses = {r[0]: number(r[1]) for r in table("3.14", "Bonus")[1:]}
    assert bonuses == {
        "Natural canasta": CANASTA_BONUS[CLEAN],
        "Mixed canasta": CANASTA_BONUS[DIRTY],
        "Going out": _going_out_bonus(False),
        "Going out concealed": _going_out_bonus(True),
    }
    assert "**100**, or **200**" in section("3.12.2")


def test_red3_bonuses_match_the_engine():
    two = CanastaConfig.make(4, 2)
    scaled = CanastaConfig.make(4, 3)
    flat = CanastaConfig.make(4, 3, {"OPT-CAN-RED3-BONUS-3DECK": "FLAT"})
    doubled = CanastaConfig.make(4, 3, {"OPT-CAN-RED3-BONUS-3DECK": "DOUBLE-FROM-FOUR"})
    rows = table("3.14", "Red 3s in front of the side")[1:]
    assert [int(r[0]) for r in rows] == list(range(1, 7))
    for n, two_decks, three_scaled, three_flat, three_doubled in rows:
        n = int(n)
        if n <= 4:
            assert number(two_decks) == two.red3_value(n)
        else:
            assert two_decks == "–"  # two decks hold only four red 3s
        assert number(three_scaled) == scaled.red3_value(n)
        assert number(three_flat) == flat.red3_value(n)
        assert number(three_doubled) == doubled.red3_value(n)
    for preset_value in OPTION_SPECS["OPT-CAN-RED3-ALL-FOUR"][0]:
        config = CanastaConfig.make(4, 2, {"OPT-CAN-RED3-ALL-FOUR": preset_value})
        assert config.red3_value(4) == 800  # §7.8: every wording scores 800


def test_default_target_matches_the_engine():
    target = int(OPTION_SPECS["OPT-CAN-TARGET"][1])
    assert f"**{target:,}** by default" in section("3.15")


def test_hand_and_foot_figures_match_the_engine():
    glance = {r[0]: r[1] for r in table("4.2", "Item")[1:]}
    assert number(glance["Clean book (7 natural cards)"]) == hf_options.BOOK_BONUS["clean"]
    assert (
        number(glance["Dirty book (a rank book with wild cards)"]) == hf_options.BOOK_BONUS["dirty"]
    )
    assert number(glance["Wild book (7 wild cards)"]) == hf_options.BOOK_BONUS["wild"]
    assert number(glance["Going out"]) == hf_options.GOING_OUT_BONUS
    assert number(glance["Each red 3 on the table"]) == hf_options.RED3_BONUS
    minimums = [number(r[1]) for r in table("4.7", "Deal")[1:]]
    assert tuple(minimums) == hf_options.MINIMUMS
    assert len(minimums) == hf_options.DEALS
    assert f"A game is **{hf_options.DEALS} deals**" in section("4.13")
    need = hf_options.BOOKS_TO_GO_OUT
    assert (
        f"**{need['clean']} clean books, {need['dirty']} dirty books and {need['wild']} wild book**"
    ) in section("4.10.2")
    stock = hf_options.N_CARDS - hf_options.PLAYERS * (hf_options.HAND_SIZE + hf_options.FOOT_SIZE)
    assert f"the stock holds **{stock - 1}** cards" in section("4.3")
    assert f"**{hf_options.N_CARDS} cards**" in section("4.1")
    scoring = section("4.12")
    assert f"{hf_options.BOOK_BONUS['clean']} per clean book" in scoring
    assert f"{hf_options.BOOK_BONUS['dirty']} per dirty book" in scoring
    assert f"{hf_options.BOOK_BONUS['wild']:,} per wild book" in scoring


def test_cassino_deal_figures_match_the_engine():
    text = section("5.3")
    per_round = cas_options.DEALS_PER_ROUND
    assert f"**{per_round[2]}** deals with 2 players, **{per_round[3]}** with 3 and " in text
    assert f"**{per_round[4]}** with 4" in text
    stocks = [52 - 4 * p - 4 for p in (2, 3, 4)]
    assert "stock holds {}, {} or {} cards".format(*stocks) in text
    for p in (2, 3, 4):  # four cards a deal to everybody uses the whole deck
        assert 4 * p * per_round[p] == 52 - 4


def _round_points(captured: list[list[int]], sweeps: int = 0) -> list:
    config = cas_options.CassinoConfig.make(2)
    log = [SimpleNamespace(player=0, sweep=True)] * sweeps
    state = SimpleNamespace(
        config=config, captured=captured, log=log, last_captor=0, round_no=0, dealer=0
    )
    return list(score_round(state).sides)


def test_cassino_points_match_the_engine():
    rows = {r[0]: (r[1], r[2]) for r in table("5.11", "Item")[1:]}
    spades = [kind(r, SPADES) for r in range(13) if r not in (TWO, ACE)]
    hearts = [kind(r, HEARTS) for r in range(13) if r != ACE]
    mine = spades + [kind(TWO, SPADES), kind(TEN, DIAMONDS), kind(ACE, SPADES), kind(ACE, CLUBS)]
    theirs = hearts + [kind(SEVEN, DIAMONDS)]
    side = _round_points([mine, theirs], sweeps=2)[0]
    assert side.cards == number(rows["Cards"][0])
    assert side.spades == number(rows["Spades"][0])
    assert side.big_casino == number(rows["Big Casino (10♦)"][0])
    assert side.little_casino == number(rows["Little Casino (2♠)"][0])
    assert rows["Aces"][0] == "1 each" and side.aces == 2
    assert rows["Sweeps"][0] == "1 each" and side.sweeps == 2
    tie = _round_points([[kind(KING, SPADES)], [kind(KING, CLUBS)]])
    assert tie[0].cards == tie[1].cards == 0  # "nobody on a tie for most"
    assert "nobody on a tie" in rows["Cards"][1]
    total = sum(number(rows[k][0]) for k in ("Cards", "Spades", "Big Casino (10♦)"))
    total += number(rows["Little Casino (2♠)"][0]) + 4  # four aces
    assert f"at most {total} points" in section("5.11")


# -- §6 lists every option of every game, with the engine's values and defaults ---------------

ALL_SPECS = {**OPTION_SPECS, **hf_options.OPTION_SPECS, **cas_options.OPTION_SPECS}


def _option_rows() -> dict[str, tuple[list[str], str]]:
    rows = {}
    for name, values, default, _what in table("6", "Option")[1:]:
        rows[name.strip("`")] = (re.findall(r"`([^`]+)`", values), default)
    return rows


def test_every_option_is_documented_with_its_values_and_default():
    rows = _option_rows()
    assert set(rows) == set(ALL_SPECS)
    for key, (values, default) in rows.items():
        allowed, engine_default = ALL_SPECS[key]
        assert tuple(values) == allowed, key
        if engine_default is None:
            assert default.startswith("by table size"), key
        else:
            assert default == f"`{engine_default}`", key
    # The two option sets that share OPT-DEAL-LIMIT agree on it.
    assert OPTION_SPECS["OPT-DEAL-LIMIT"] == cas_options.OPTION_SPECS["OPT-DEAL-LIMIT"]


def test_canastas_to_go_out_default_is_described_per_table_size():
    _values, default = _option_rows()["OPT-CAN-CANASTAS-TO-GO-OUT"]
    ones = sorted(
        CanastaConfig.make(p, d).name for (p, d), (_, k) in CONFIGURATIONS.items() if k == 1
    )
    assert default == f"by table size: 1 for {' and '.join(ones)}, 2 for the others"
    assert all(k in (1, 2) for _, k in CONFIGURATIONS.values())


@pytest.mark.parametrize("key", sorted(ALL_SPECS))
def test_every_option_is_explained_where_it_applies(key):
    # §6 points at a section for each option, and that section names the option.
    rows = table("6", "Option")
    what = next(r[3] for r in rows if r[0] == f"`{key}`")
    cited = CITATION.findall(what)
    assert cited, key
    assert any(key in section(n) for n in cited), key


def test_the_reference_never_quotes_a_section_it_lacks():
    text = rules_text()
    assert set(CITATION.findall(text)) <= headings(text)
