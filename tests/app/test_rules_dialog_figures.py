"""The Rules dialog, docs/rules.md and the engine agree on every figure the dialog shows.

The dialog reads its figures from the engine; these tests read them back out of the dialog's
text, independently ask the engine, and find the same values in docs/rules.md's tables.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from canasta_gui.app.widgets.rules_dialog import RulesDialog
from canasta_gui.engine.canasta.options import CONFIGURATIONS, OPTION_SPECS, CanastaConfig
from canasta_gui.engine.canasta.scoring import CANASTA_BONUS, score_deal
from canasta_gui.engine.canasta.state import new_game
from canasta_gui.engine.cards import (
    ACE,
    BLACK3_KINDS,
    EIGHT,
    FOUR,
    JOKER,
    RUMMY_VALUE,
    TWO,
    kind,
)
from canasta_gui.engine.rummy.melds import CLEAN, DIRTY
from tests.rules_doc import number, section, table

NUMBER = re.compile(r"\d+(?:[,.\u00a0\u202f]\d{3})*")


def _ints(text: str) -> list[int]:
    """Every figure in ``text``, whatever the locale's digit grouping."""
    return [int(re.sub(r"\D", "", m)) for m in NUMBER.findall(text)]


class _Tables(HTMLParser):
    """The dialog's tables as rows of cell texts."""

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


@pytest.fixture
def dialog_html(qtbot):
    def make(config: CanastaConfig | None = None) -> str:
        dialog = RulesDialog(config)
        qtbot.addWidget(dialog)
        return dialog.rules_html(config)

    return make


def _tables(html_text: str) -> dict[str, list[list[str]]]:
    """Each table of the dialog keyed by its first header cell."""
    parser = _Tables()
    parser.feed(html_text)
    return {t[0][0]: t for t in parser.tables if t and t[0]}


def _row(rows: list[list[str]], label: str) -> list[str]:
    return next(r for r in rows if r[0] == label)


def test_configuration_figures(dialog_html):
    rows = _tables(dialog_html())["Table"][1:]
    shown = {}
    for label, dealt, canastas in rows:
        players, decks = _ints(label)
        shown[(players, decks)] = (_ints(dealt)[0], _ints(canastas)[0])
    assert shown == CONFIGURATIONS
    documented = {
        (int(r[1]), int(r[2])): (number(r[4]), number(r[5]))
        for r in table("3.1", "Configuration")[1:]
    }
    assert documented == shown


def test_opening_minimums(dialog_html):
    rows = _tables(dialog_html())["Your score"][1:]
    shown = [_ints(value)[0] for _label, value in rows]
    standard, to_10000 = CanastaConfig.make(), CanastaConfig.make(4, 2, {"OPT-CAN-TARGET": "10000"})
    engine = [standard.minimum_for(s) for s in (-5, 0, 1500, 3000)] + [to_10000.minimum_for(7500)]
    assert shown == engine
    doc_rows = table("3.8.1", "Score at the start of the deal")[1:]
    assert [number(r[1]) for r in doc_rows] == shown
    # The brackets start where the document's do (the labels are the dialog's own words).
    dialog_starts = [(_ints(label) or [None])[0] for label, _ in rows]
    doc_starts = [(_ints(r[0]) or [None])[0] for r in doc_rows]
    assert dialog_starts == doc_starts == [0, 0, 1500, 3000, 7500]
    for start, (label, _value) in zip((None, 0, 1500, 3000), rows[:4], strict=True):
        if start is not None:  # below a bracket's start the engine asks for less
            assert standard.minimum_for(start - 5) < standard.minimum_for(start), label


def test_card_values(dialog_html):
    rows = {r[0]: r[1] for r in _tables(dialog_html())["Card"][1:]}
    doc = {r[0]: r[1] for r in table("2.2", "Card")[1:]}  # the Canasta column
    groups = {
        "Joker": ([JOKER], ["Joker"]),
        "2, ace": ([kind(r, s) for r in (TWO, ACE) for s in range(4)], ["2", "A"]),
        "King down to 8": (
            [kind(r, s) for r in range(EIGHT, ACE) for s in range(4)],
            ["K, Q, J, 10, 9, 8"],
        ),
        "7 down to 4, black 3": (
            [kind(r, s) for r in range(FOUR, EIGHT) for s in range(4)] + list(BLACK3_KINDS),
            ["7, 6, 5, 4", "Black 3"],
        ),
    }
    for label, (cards, doc_labels) in groups.items():
        engine = {RUMMY_VALUE[c] for c in cards}
        assert len(engine) == 1, label
        assert {_ints(rows[label])[0]} == engine
        assert {number(doc[d]) for d in doc_labels} == engine
    assert "bonus" in rows["Red 3"] and "bonus" in doc["Red 3"]


def _going_out(concealed: bool) -> int:
    state = new_game(CanastaConfig.make(), seed=3)
    state.went_out = 0
    return score_deal(state, "out", concealed).sides[0].going_out


def test_bonuses_and_target(dialog_html):
    html_text = dialog_html()
    rows = _tables(html_text)["Item"]
    doc = {r[0]: number(r[1]) for r in table("3.14", "Bonus")[1:]}
    natural = _ints(_row(rows, "Each natural canasta")[1])
    mixed = _ints(_row(rows, "Each mixed canasta")[1])
    going_out = _ints(_row(rows, "Going out")[1])
    assert natural == [CANASTA_BONUS[CLEAN]] == [doc["Natural canasta"]]
    assert mixed == [CANASTA_BONUS[DIRTY]] == [doc["Mixed canasta"]]
    assert going_out == [_going_out(False), _going_out(True)]
    assert going_out == [doc["Going out"], doc["Going out concealed"]]
    assert f"bonus of {natural[0]}; a <b>mixed</b> canasta, with wild cards, earns {mixed[0]}" in (
        re.sub(r"(?<=\d)[,.\u00a0\u202f](?=\d{3})", "", html_text)
    )
    target = int(OPTION_SPECS["OPT-CAN-TARGET"][1])
    aim = re.search(r"target score \((.*?) unless", html_text).group(1)
    assert _ints(aim) == [target]
    assert f"**{target:,}** by default" in section("3.15")


@pytest.mark.parametrize("three_deck_scale", ["SCALED", "FLAT", "DOUBLE-FROM-FOUR"])
def test_red3_figures(dialog_html, three_deck_scale):
    config = CanastaConfig.make(6, 3, {"OPT-CAN-RED3-BONUS-3DECK": three_deck_scale})
    two = CanastaConfig.make(4, 2)
    html_text = dialog_html(config)
    row = _row(_tables(html_text)["Item"], "Red 3s")[1]
    expected = [two.red3_value(1), two.red3_value(4)] + [config.red3_value(n) for n in (4, 5, 6)]
    assert _ints(row) == expected
    paragraph = re.search(r"<b>Red 3s</b> are bonus cards.*?</p>", html_text).group(0)
    figures = _ints(re.sub(r"\b3s\b", "", paragraph))  # "red 3s" is not a figure
    assert figures == [two.red3_value(1), two.red3_value(4)] + [
        config.red3_value(n) for n in (4, 5, 6)
    ]
    column = {"SCALED": 2, "FLAT": 3, "DOUBLE-FROM-FOUR": 4}[three_deck_scale]
    doc = {int(r[0]): r for r in table("3.14", "Red 3s in front of the side")[1:]}
    assert [number(doc[n][1]) for n in (1, 4)] == expected[:2]
    assert [number(doc[n][column]) for n in (4, 5, 6)] == [config.red3_value(n) for n in (4, 5, 6)]


def test_red3_figures_without_a_table_are_the_defaults(dialog_html):
    default = CanastaConfig.make(4, 3)
    row = _row(_tables(dialog_html())["Item"], "Red 3s")[1]
    assert _ints(row)[2:] == [default.red3_value(n) for n in (4, 5, 6)]


def test_s0_four_red_threes_on_three_decks_agree_everywhere(dialog_html):
    """S0's points table: "赤3が4枚揃った場合(赤3の代わり) | 800点" (all four red 3s, in place of
    the red-3 values: 800), for every table BGA offers, three decks included. Under the Online
    club preset the engine, the Rules dialog and docs/rules.md §3.14 all say 800."""
    config = CanastaConfig.make(4, 3, preset="bga")
    assert config.red3_value(4) == 800
    html_text = dialog_html(config)
    row = _row(_tables(html_text)["Item"], "Red 3s")[1]
    assert _ints(row)[2] == 800  # "with three decks 800 for four"
    paragraph = re.search(r"<b>Red 3s</b> are bonus cards.*?</p>", html_text).group(0)
    assert _ints(re.sub(r"\b3s\b", "", paragraph))[2] == 800
    doc = {int(r[0]): r for r in table("3.14", "Red 3s in front of the side")[1:]}
    assert number(doc[4][4]) == 800
    # The default keeps the specification's 400, and the dialog says so too.
    default = CanastaConfig.make(4, 3)
    assert default.red3_value(4) == 400
    assert _ints(_row(_tables(dialog_html(default))["Item"], "Red 3s")[1])[2] == 400


def test_s0_minimum_at_zero_in_the_dialog(dialog_html):
    """S0's table: "現在の得点 | 0点以下 | 0~1495点 ... 必要な得点 | 15点 | 50点" (0 or below: 15;
    0 to 1,495: 50). Under S0's literal reading the dialog's rows say "0 or below" → 15."""
    config = CanastaConfig.make(4, 2, preset="bga")
    rows = _tables(dialog_html(config))["Your score"][1:]
    assert rows[0] == ["0 or below", "15"]
    assert rows[1][0] == "5 to 1,495" and _ints(rows[1][1]) == [config.minimum_for(5)] == [50]
    assert config.minimum_for(0) == 15


def test_the_dialog_names_the_korean_cap_and_the_online_club_melds(dialog_html):
    """S3: "카나스타: 7~8장의 묶음" and S0: "メルドを2個以上、カナスタを作成している場合" — the
    Rules dialog says so at a table playing them, and says nothing of it elsewhere."""
    korean = dialog_html(CanastaConfig.make(4, 2, preset="korean"))
    assert "a canasta holds at most 8 cards" in korean
    online = dialog_html(CanastaConfig.make(4, 2, preset="bga"))
    assert "at least 2 melds on the table" in online
    plain = dialog_html(CanastaConfig.make(4, 2))
    assert "holds at most" not in plain and "melds on the table" not in plain
