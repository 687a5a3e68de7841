"""Texts once built in code, out of translators' reach: partners' names joined, lists, the wild
meld's rank, a side of one player, and counts of one."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from canasta_gui.ai.decision import Decision
from canasta_gui.app.games.canasta import option_texts
from canasta_gui.app.i18n import Translator
from canasta_gui.app.listing import join_items, join_partners
from canasta_gui.app.texts import decision_text, engine_text
from canasta_gui.app.widgets.new_game_dialog import side_name
from canasta_gui.app.widgets.score_sheet import sentence_names
from canasta_gui.engine.errors import EngineError, refuse


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
    assert sentence_names([("Ann", "Bo"), "Cy"], 2) == [pair, "Cy"]


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


def test_the_score_sheet_names_unnamed_sides_as_the_seat_table_does(lang):
    """A side the score sheet was given no name for is called a team only where sides are
    teams: with named players who each play alone, the missing one plays alone too."""
    lang("ja")
    assert sentence_names(["Ann", "Bo"], 3)[2] == side_name(2, alone=True)
    assert "チーム" not in sentence_names(["Ann", "Bo"], 3)[2]
    assert sentence_names([("Ann", "Bo")], 2)[1] == "チームB"


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


def _wrong_phase_refusals() -> list[EngineError]:
    """One real 'not possible now' refusal of each game's engine, at the start of a game."""
    from canasta_gui.engine.canasta import actions as can_act
    from canasta_gui.engine.canasta import rules as can_rules
    from canasta_gui.engine.canasta.options import CanastaConfig
    from canasta_gui.engine.canasta.state import new_game as can_new
    from canasta_gui.engine.cassino import actions as cas_act
    from canasta_gui.engine.cassino import rules as cas_rules
    from canasta_gui.engine.cassino.options import CassinoConfig
    from canasta_gui.engine.cassino.state import new_game as cas_new
    from canasta_gui.engine.hand_and_foot import actions as hf_act
    from canasta_gui.engine.hand_and_foot import rules as hf_rules
    from canasta_gui.engine.hand_and_foot.state import new_game as hf_new

    tries = [
        (can_rules.apply, can_new(CanastaConfig(), "phrase"), can_act.NextDeal()),
        (hf_rules.apply, hf_new(None, "phrase"), hf_act.NEXT_DEAL),
        (cas_rules.apply, cas_new(CassinoConfig(), "phrase"), cas_act.NEXT_ROUND),
    ]
    refusals = []
    for apply, state, action in tries:
        with pytest.raises(EngineError) as caught:
            apply(state, action)
        assert caught.value.code == "wrong_phase"
        refusals.append(caught.value)
    return refusals


@pytest.mark.parametrize("code", ["ja", "ko"])
def test_what_is_possible_now_is_said_in_the_language(lang, code):
    """'That is not possible now: {expected}.' once showed {expected} in English inside a
    Japanese sentence; the engine marks the phrase and the table translates it too."""
    refusals = _wrong_phase_refusals()
    english = [engine_text(err) for err in refusals]
    lang(code)
    for err, before in zip(refusals, english, strict=True):
        text = engine_text(err)
        assert text != before
        assert not re.search("[A-Za-z]{3,}", text), text


def test_every_phrase_in_an_engine_refusal_is_marked_for_translation():
    """A text with a space passed to a refusal (refuse, require, fail) must go through
    QT_TRANSLATE_NOOP, or a translated sentence would carry it in English."""
    root = Path(__file__).resolve().parents[2] / "canasta_gui" / "engine"
    calls = {"refuse", "require", "fail", "_fail", "refuse_out"}
    unmarked = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) in calls):
                continue
            args = node.args[1:] + [k.value for k in node.keywords]
            for arg in args:
                if (
                    isinstance(arg, ast.Constant)
                    and isinstance(arg.value, str)
                    and " " in arg.value
                ):
                    unmarked.append(f"{path.relative_to(root)}:{arg.lineno}: {arg.value!r}")
    assert not unmarked, "\n".join(unmarked)


@pytest.mark.parametrize("code", ["ja", "ko"])
def test_a_refused_save_says_what_was_expected_in_the_language(lang, code):
    """A hostile save's message names the kind of value the field needs ("an object") in
    the reader's language, not in English inside a translated sentence."""
    from canasta_gui.engine.serialize import loads

    raw = (
        '{"format": "canasta_gui-save", "schema": 1, "game": "canasta", "seed": "s",'
        ' "config": {"players": 4, "decks": 2, "options": [1, 2]}, "state": {}}'
    )
    with pytest.raises(EngineError) as caught:
        loads(raw)
    english = engine_text(caught.value)
    assert "an object" in english and "a list" in english
    lang(code)
    text = engine_text(caught.value)
    assert "an object" not in text and "a list" not in text, text


def test_names_in_front_of_moves_and_form_labels_use_the_language_s_colon(lang):
    """Japanese writes a full-width colon after a name or a label; the code once added ": "."""
    from canasta_gui.app.listing import field_label, said_by

    assert said_by("Ann", "draws") == "Ann: draws"
    assert field_label("Upcard") == "Upcard:"
    lang("ja")
    assert said_by("Ann", "引く") == "Ann：引く"
    assert field_label("アップカード") == "アップカード："
