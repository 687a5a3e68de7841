"""Texts once built in code, out of translators' reach: partners' names joined, lists, the wild
meld's rank, a side of one player, and counts of one."""

from __future__ import annotations

import pytest

from canasta_gui.ai.decision import Decision
from canasta_gui.app.games.canasta import option_texts
from canasta_gui.app.i18n import Translator
from canasta_gui.app.listing import join_items, join_partners
from canasta_gui.app.texts import decision_text, engine_text
from canasta_gui.app.widgets.new_game_dialog import side_name
from canasta_gui.app.widgets.score_dialogs import _side_names
from canasta_gui.engine.errors import refuse


@pytest.fixture
def lang(qapp):
    """Switches the app's language; English again afterwards."""
    translator = Translator()

    def to(code: str) -> None:
        assert translator.install(qapp, code) is None

    yield to
    translator.install(qapp, "en")


@pytest.mark.parametrize(
    ("code", "pair", "three", "items"),
    [
        ("en", "Ann & Bo", "Ann, Bo & Cy", "2, 3, 4"),
        ("ja", "Ann・Bo", "Ann・Bo・Cy", "2、3、4"),
        ("ko", "Ann·Bo", "Ann·Bo·Cy", "2, 3, 4"),
        ("it", "Ann e Bo", "Ann, Bo e Cy", "2, 3, 4"),
    ],
)
def test_names_and_lists_are_joined_as_the_language_writes_them(lang, code, pair, three, items):
    lang(code)
    assert join_partners(["Ann"]) == "Ann"
    assert join_partners(["Ann", "Bo"]) == pair
    assert join_partners(["Ann", "Bo", "Cy"]) == three
    assert join_items(["2", "3", "4"]) == items
    assert join_items([]) == ""
    assert _side_names([("Ann", "Bo"), "Cy"], 2) == [pair, "Cy"]


@pytest.mark.parametrize(
    ("code", "word"), [("en", "wild"), ("ja", "ワイルドカード"), ("it", "matte")]
)
def test_the_wild_meld_is_named_in_words(lang, code, word):
    lang(code)
    text = engine_text(refuse("layoff_no_meld", rank="wild"))
    assert word in text
    if code != "en":
        assert "wild" not in text
    shown = decision_text(Decision(None, "take_pile", {"count": 5, "rank": "wild"}))
    assert word in shown and (code == "en" or "wild" not in shown)


def test_a_side_of_one_player_is_not_called_a_team(lang):
    lang("ja")
    assert side_name(0) == "チームA"
    assert "チーム" not in side_name(1, alone=True)
    lang("it")
    assert side_name(0) == "Squadra A"
    assert "Squadra" not in side_name(1, alone=True)


def test_counts_of_one_read_as_singular(lang):
    assert option_texts.value_label("OPT-DEAL-LIMIT", "1") == "1 deal"
    assert option_texts.value_label("OPT-DEAL-LIMIT", "3") == "3 deals"
    one = Decision(None, "answer_yes", {"reason": "reason_few_cards", "count": 1})
    assert "only one card" in one.text()
    assert "only 2 cards" in Decision(None, "reason_few_cards", {"count": 2}).text()
    assert "only card" in Decision(None, "take_pile", {"count": 1, "rank": "K"}).text()
    assert "1 cards" not in Decision(None, "reason_stock_low", {"count": 1}).text()
    lang("it")
    assert option_texts.value_label("OPT-DEAL-LIMIT", "1") == "1 smazzata"
    assert option_texts.value_label("OPT-DEAL-LIMIT", "4") == "4 smazzate"
    assert decision_text(Decision(None, "reason_stock_low", {"count": 1})) == (
        "nel tallone resta solo una carta"
    )
