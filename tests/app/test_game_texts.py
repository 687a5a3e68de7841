"""The words of Hand and Foot and Cassino: option texts, rules text, computer strength.

Every option and value of both registries has words; the rules texts show the engine's figures
as the current locale writes them, and those figures are the ones docs/rules.md §4 and §5
give; the "Rules at this table" part shows the value chosen at the table; and every level's
strength template formats with the figures docs/ai-hand-and-foot.md and docs/ai-cassino.md
measured.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from PySide6.QtCore import QCoreApplication, QLocale

from canasta_gui.ai.levels import LEVELS
from canasta_gui.app.games.cassino import option_texts as cas_texts
from canasta_gui.app.games.cassino import rules_text as cas_rules
from canasta_gui.app.games.cassino import strength as cas_strength
from canasta_gui.app.games.hand_and_foot import option_texts as hf_texts
from canasta_gui.app.games.hand_and_foot import rules_text as hf_rules
from canasta_gui.app.games.hand_and_foot import strength as hf_strength
from canasta_gui.engine.cards import BLACK3_KINDS, JOKER, RED3_KINDS, RUMMY_VALUE
from canasta_gui.engine.cassino import options as cas_options
from canasta_gui.engine.cassino.options import DEALS_PER_ROUND, CassinoConfig
from canasta_gui.engine.cassino.scoring import score_round
from canasta_gui.engine.cassino.state import CaptureRecord, new_game
from canasta_gui.engine.cassino.values import ACES, BIG_CASINO, LITTLE_CASINO
from canasta_gui.engine.hand_and_foot import options as hf_options
from canasta_gui.engine.hand_and_foot.options import (
    BOOK_BONUS,
    BOOKS_TO_GO_OUT,
    GOING_OUT_BONUS,
    MINIMUMS,
    RED3_BONUS,
    HandFootConfig,
)
from tests.rules_doc import ROOT, number, table, tables

GAMES = [
    pytest.param(hf_texts, hf_options, id="hand-and-foot"),
    pytest.param(cas_texts, cas_options, id="cassino"),
]


# -- helpers ---------------------------------------------------------------------------------


class _Tables(HTMLParser):
    """The tables of an HTML text as rows of cell texts."""

    def __init__(self) -> None:
        super().__init__()
        self.tables: list[list[list[str]]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append([])
        elif tag == "tr":
            self.tables[-1].append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            self.tables[-1][-1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def _tables(html_text: str) -> dict[str, list[list[str]]]:
    """Each table keyed by its first header cell."""
    parser = _Tables()
    parser.feed(html_text)
    return {t[0][0]: t for t in parser.tables if t and t[0]}


def _cells(rows: list[list[str]]) -> dict[str, str]:
    """A two-column table's rows as label → value (the header left out)."""
    return {row[0]: row[1] for row in rows[1:]}


def _plain(html_text: str) -> str:
    return re.sub(r"<[^>]+>", "", html_text)


def _n(value: int) -> str:
    return QLocale().toString(value)


@pytest.fixture(params=["en_US", "it_IT", "de_DE"])
def locale(request, qapp):
    """Each test runs under locales that write 1,500, 1500 and 1.500 (Italian groups only
    from five digits, as CLDR says)."""
    old = QLocale()
    QLocale.setDefault(QLocale(request.param))
    yield request.param
    QLocale.setDefault(old)


# -- option texts ----------------------------------------------------------------------------


@pytest.mark.parametrize(("texts", "engine"), GAMES)
def test_every_option_and_value_has_words(qapp, texts, engine):
    assert texts.option_keys() == list(engine.OPTION_SPECS)
    labels = [texts.option_label(key) for key in engine.OPTION_SPECS]
    assert len(set(labels)) == len(labels)  # no two options look alike
    for key, (values, default) in engine.OPTION_SPECS.items():
        assert texts.option_label(key) not in ("", key)
        help_text = texts.option_help(key)
        assert help_text and "\n" not in help_text, key
        shown = [texts.value_label(key, value) for value in values]
        assert all(shown), key
        assert len(set(shown)) == len(shown), key
        for value in values:
            assert value in texts.VALUE_LABELS[key], (key, value)
        # None reads as the registry default: no Hand and Foot or Cassino option leaves it
        # to the configuration.
        assert texts.value_label(key, None) == texts.value_label(key, default)
        assert texts.value_label(key, "NO-SUCH-VALUE") == "NO-SUCH-VALUE"
    assert set(texts.VALUE_LABELS) == set(engine.OPTION_SPECS)
    assert texts.option_label("OPT-NO-SUCH") == "OPT-NO-SUCH"
    assert texts.option_help("OPT-NO-SUCH") == ""


@pytest.mark.parametrize(("texts", "engine"), GAMES)
def test_every_preset_has_a_name_and_a_description(qapp, texts, engine):
    assert set(texts.PRESET_NAMES) == set(engine.PRESETS) == set(texts.PRESET_DESCRIPTIONS)
    names = [texts.preset_name(p) for p in engine.PRESETS]
    assert len(set(names)) == len(names)
    for preset in engine.PRESETS:
        assert texts.preset_name(preset) not in ("", preset)
        assert texts.preset_description(preset)
    assert texts.preset_name("no-such") == "no-such"
    assert texts.preset_description("no-such") == ""


def test_cassino_counts_rounds(qapp):
    label = cas_texts.value_label
    assert label("OPT-DEAL-LIMIT", "NONE") == "No limit"
    assert label("OPT-DEAL-LIMIT", "1") == "1 round"
    assert label("OPT-DEAL-LIMIT", "7") == "7 rounds"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cassino_four_player_option_only_at_four(players):
    shown = [k for k in cas_texts.option_keys() if cas_texts.option_shown(k, players)]
    expected = list(cas_options.OPTION_SPECS)
    if players != 4:
        expected.remove("OPT-CAS-4P")
    assert shown == expected


# -- Hand and Foot rules ---------------------------------------------------------------------


def test_hand_and_foot_figures(locale):
    html_text = hf_rules.rules_html(None)
    found = _tables(html_text)
    minimums = [row[1] for row in found["Deal"][1:]]
    assert minimums == [_n(m) for m in MINIMUMS]
    assert [number(r[1]) for r in table("4.7", "Deal")[1:]] == list(MINIMUMS)

    scoring = _cells(found["Item"])
    assert scoring["Each clean book"] == "+" + _n(BOOK_BONUS["clean"])
    assert scoring["Each dirty book"] == "+" + _n(BOOK_BONUS["dirty"])
    assert scoring["Each wild book"] == "+" + _n(BOOK_BONUS["wild"])
    # Through the locale, not str().
    expected = {"en_US": "+1,500", "it_IT": "+1500", "de_DE": "+1.500"}[locale]
    assert scoring["Each wild book"] == expected
    assert scoring["Each red 3 laid out"] == "+" + _n(RED3_BONUS)
    assert scoring["Going out"] == "+" + _n(GOING_OUT_BONUS)
    doc = {r[0]: number(r[1]) for r in table("4.2", "Item")[2:]}  # the bonuses
    assert doc == {
        "Clean book (7 natural cards)": BOOK_BONUS["clean"],
        "Dirty book (a rank book with wild cards)": BOOK_BONUS["dirty"],
        "Wild book (7 wild cards)": BOOK_BONUS["wild"],
        "Going out": GOING_OUT_BONUS,
        "Each red 3 on the table": RED3_BONUS,
    }

    values = _cells(found["Card"])
    assert values["Joker"] == _n(RUMMY_VALUE[JOKER])
    assert values["7 down to 4, black 3"] == _n(RUMMY_VALUE[BLACK3_KINDS[0]])
    assert _n(RED3_BONUS) in values["Red 3"]

    text = _plain(html_text)
    assert f"top {_n(7)} cards of the pile" in text  # OPT-HF-PICKUP = TOP-7 by default
    assert HandFootConfig.make().pickup == 7
    books = BOOKS_TO_GO_OUT
    assert f"{books['clean']} clean, {books['dirty']} dirty and {books['wild']} wild" in text
    assert f"A game is {_n(hf_options.DEALS)} deals" in text
    assert f"{_n(hf_options.DECKS)} decks" in text and f"{_n(hf_options.N_CARDS)} cards" in text
    assert "Rules at this table" not in text


def test_hand_and_foot_wild_card_counts_match_the_engine():
    """The text says "3 to 5 cards may hold {small}, 6 or 7 cards {large}" (§4.6.2)."""
    limit = HandFootConfig.make().meld_rules.wild_limit

    def most_wild(size: int) -> int:  # asked through the limit check the rules apply
        return max(w for w in range(size + 1) if limit.violation(size - w, w) is None)

    figures = hf_rules.rules_figures()
    assert {most_wild(n) for n in (3, 4, 5)} == {figures.wild_small}
    assert {most_wild(n) for n in (6, 7)} == {figures.wild_large}
    assert (figures.wild_small, figures.wild_large) == (1, 2)


def test_hand_and_foot_table_rules_follow_the_preset(locale):
    config = HandFootConfig.make(preset="pagat")
    html_text = hf_rules.rules_html(config)
    found = _tables(html_text)
    at_table = _cells(found["Rule"])
    assert at_table["Red 3 left in a hand or foot"] == hf_texts.value_label(
        "OPT-HF-RED3-LEFT", "100"
    )
    assert at_table["Cards taken with the pile"] == hf_texts.value_label("OPT-HF-PICKUP", "TOP-7")
    assert len(at_table) == 1 + len(hf_options.OPTION_SPECS)
    left = config.hand_values[RED3_KINDS[0]]
    assert left == 100
    scoring = _cells(found["Item"])
    left_row = scoring["Cards left in your side's hands, and in feet never picked up"]
    assert left_row == f"minus their values (a red 3: {_n(left)})"
    assert [row[1] for row in found["Deal"][1:]] == [_n(m) for m in MINIMUMS]
    assert f"top {_n(config.pickup)} cards" in _plain(html_text)


def test_hand_and_foot_house_rules_take_the_whole_pile(qapp):
    config = HandFootConfig.make(preset="house")
    text = _plain(hf_rules.rules_html(config))
    assert config.pickup == 0
    assert "You take the whole pile" in text and "top 7 cards" not in text
    assert "going out with a discard is not allowed" in text
    at_table = _cells(_tables(hf_rules.rules_html(config))["Rule"])
    assert at_table["Cards taken with the pile"] == "The whole pile"
    assert at_table["Going out with a discard"] == hf_texts.value_label(
        "OPT-HF-FINAL-DISCARD", "FORBIDDEN"
    )


def test_hand_and_foot_controls_keep_canastas_keys(qapp):
    keys = [row[0] for row in _tables(hf_rules.rules_html(None))["Key"][1:]]
    for key in ("S", "P", "Enter", "D", "A", "Ctrl+Enter", "Esc", "Ctrl+Z"):
        assert key in keys


# -- Cassino rules ---------------------------------------------------------------------------


def _engine_points() -> dict[str, int]:
    """Independently of the rules text: score a round in which side 1 captured everything."""
    s = new_game(CassinoConfig.make(2), seed="texts")
    s.captured = [[], list(range(52))]
    s.log = [CaptureRecord(1, BIG_CASINO, (LITTLE_CASINO,), True)]
    s.last_captor = 1
    side = score_round(s).sides[1]
    return {
        "cards": side.cards,
        "spades": side.spades,
        "big": side.big_casino,
        "little": side.little_casino,
        "ace": side.aces // len(ACES),
        "sweep": side.sweeps,
    }


def test_cassino_figures(locale):
    html_text = cas_rules.rules_html(None)
    found = _tables(html_text)
    points = _engine_points()
    scoring = _cells(found["Item"])
    shown = {
        "cards": scoring["Most cards (nobody scores on a tie)"],
        "spades": scoring["Most spades (nobody scores on a tie)"],
        "big": scoring["Big Casino (10♦)"],
        "little": scoring["Little Casino (2♠)"],
        "ace": scoring["Each ace"],
        "sweep": scoring["Each sweep"],
    }
    assert shown == {item: _n(p) for item, p in points.items()}
    first = {r[0]: int(re.match(r"\d+", r[1]).group()) for r in table("5.11", "Item")[1:]}
    assert first == {
        "Cards": points["cards"],
        "Spades": points["spades"],
        "Big Casino (10♦)": points["big"],
        "Little Casino (2♠)": points["little"],
        "Aces": points["ace"],
        "Sweeps": points["sweep"],
    }
    deals = {int(r[0]): int(r[1]) for r in found["Players"][1:]}
    assert deals == DEALS_PER_ROUND
    text = _plain(html_text)
    assert f"reaches {_n(21)} points" in text
    assert "a round holds 11 points" in text
    assert int(cas_options.OPTION_SPECS["OPT-CAS-TARGET"][1]) == 21
    assert "Rules at this table" not in text


def test_cassino_table_rules_follow_the_preset(locale):
    config = CassinoConfig.make(2, {"OPT-CAS-TARGET": "11", "OPT-DEAL-LIMIT": "1"}, "pagat")
    html_text = cas_rules.rules_html(config)
    found = _tables(html_text)
    at_table = _cells(found["Rule"])
    assert at_table["Target score"] == "11"
    assert at_table["Sweeps"] == cas_texts.value_label("OPT-CAS-SWEEPS", "OFF")
    assert at_table["When you may trail"] == cas_texts.value_label("OPT-CAS-TRAIL", "FREE")
    assert at_table["Round limit"] == "1 round"
    assert "Four players" not in at_table  # OPT-CAS-4P means nothing at two players
    assert at_table["Players"] == "2 players, each alone"
    text = _plain(html_text)
    assert f"reaches {_n(11)} points" in text and f"reach {_n(11)} in the same round" in text
    assert "round limit is reached (1 round)" in text
    assert _cells(found["Item"])["Each sweep"] == "nothing at this table"
    assert "captures one loose card of its own rank" in text
    assert "You may trail whenever you like" in text


def test_cassino_four_players_show_the_partnership_option(qapp):
    config = CassinoConfig.make(4, {"OPT-CAS-4P": "INDIVIDUAL"})
    at_table = _cells(_tables(cas_rules.rules_html(config))["Rule"])
    assert at_table["Four players"] == "Each for themselves"
    assert at_table["Players"] == "4 players, each alone"
    partners = _cells(_tables(cas_rules.rules_html(CassinoConfig.make(4)))["Rule"])
    assert partners["Players"] == "4 players in two partnerships"


def test_cassino_controls(qapp):
    keys = _cells(_tables(cas_rules.rules_html(None))["Key"])
    assert keys["Enter"] == "play the selected card"
    assert keys["T"] == "trail the selected card"
    assert "Ctrl+Z" not in keys
    assert "Ctrl+Z is not available" in _plain(cas_rules.rules_html(None))


# -- strength --------------------------------------------------------------------------------


def _doc_tables(name: str) -> list[list[list[str]]]:
    return tables((ROOT / "docs" / name).read_text(encoding="utf-8"))


def _pct(cell: str) -> float:
    return float(re.search(r"(\d+\.\d)%", cell).group(1))


def _margin(cell: str) -> float:
    return float(re.search(r"[+−-]\d+(?:\.\d+)?", cell).group().replace("−", "-"))


RUNGS = {"easy": "Easy vs random", "medium": "Medium vs Easy", "hard": "Hard vs Medium"}
RUNGS["expert"] = "Expert vs Hard"


def _table_with(name: str, first: str) -> dict[str, list[str]]:
    found = next(t for t in _doc_tables(name) if t[0][0] == first)
    return {row[0]: row for row in found[1:]}


def _format(template: str, pct: float | None, margin: int | None) -> str:
    text = QCoreApplication.translate("ai", template)
    if pct is None:
        return text.format()
    return text.format(pct=QLocale().toString(float(pct), "f", 1), margin=margin)


@pytest.mark.parametrize("level", LEVELS)
def test_hand_and_foot_strength_is_the_documented_figure(locale, level):
    template, pct, margin = hf_strength.strength(level, 4)
    row = _table_with("ai-hand-and-foot.md", "Rung")[RUNGS[level]]
    assert (pct, margin) == (_pct(row[3]), _margin(row[4]))
    text = _format(template, pct, margin)
    assert QLocale().toString(float(pct), "f", 1) in text and f"{margin:+d}" in text
    assert "deal" in text


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("players", "partners"), [(2, True), (3, True), (4, True), (4, False)])
def test_cassino_strength_is_the_documented_figure(locale, level, players, partners):
    template, pct, margin = cas_strength.strength(level, players, partners=partners)
    text = _format(template, pct, margin)
    assert "{" not in text
    if players == 4 and not partners:
        assert (pct, margin) == (None, None) and "not measured" in text
        return
    if players == 2:
        row = _table_with("ai-cassino.md", "rung")[RUNGS[level]]
        if "not shown" in row[4]:
            assert (pct, margin) == (None, None) and "no measurable edge" in text
            return
        assert pct == _pct(row[2]) and margin == round(_margin(row[3]))
        assert "games" in text and f"{margin:+d} points a game" in text
        return
    cell = _table_with("ai-cassino.md", "Rung")[RUNGS[level]][1 if players == 3 else 2]
    if "not shown" in cell:
        assert (pct, margin) == (None, None) and "no measurable edge" in text
        return
    # Rounds: the margins are under two points, so only the win rate is shown.
    assert pct == _pct(cell) and margin is None
    assert QLocale().toString(float(pct), "f", 1) in text and "rounds" in text
    assert ("33% is even" in text) == (players == 3)


def test_cassino_strength_defaults_to_partnerships_at_four(qapp):
    assert cas_strength.strength("easy", 4) == cas_strength.strength("easy", 4, partners=True)
