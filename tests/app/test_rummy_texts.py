"""The text pieces the games share: the rummy deal summary's rows (Canasta, Hand and Foot), and
the option tables' look-ups and the rules text's option rows and controls (Cassino too)."""

from __future__ import annotations

import pytest

from PySide6.QtCore import QCoreApplication, QLocale

from canasta_gui.app.games import rules_tables
from canasta_gui.app.games.canasta import option_texts as can_texts
from canasta_gui.app.games.cassino import option_texts as cas_texts
from canasta_gui.app.games.hand_and_foot import option_texts as hf_texts
from canasta_gui.app.games.rummy.summary import summary_table
from canasta_gui.app.i18n import Translator


@pytest.fixture
def japanese(qapp):
    translator = Translator()
    assert translator.install(qapp, "ja") is None
    yield
    translator.install(qapp, "en")


def test_summary_rows_end_with_the_signed_deal_total_and_the_game_score(qapp):
    rows = summary_table(
        ["Melded", "Deal total", "Game score"], [["120"], ["35"]], [1250, -35], [1250]
    )
    assert [r.label for r in rows] == ["Melded", "Deal total", "Game score"]
    assert rows[0].cells == ("120", "35")
    score = QLocale().toString(1250)  # as the user's language groups digits
    assert rows[1].cells == ("+" + score, QLocale().toString(-35))
    # A side the scores do not reach (a replayed deal) shows no game score.
    assert rows[2].cells == (score, "")
    assert [r.total for r in rows] == [False, True, True]


def test_a_side_with_more_items_than_labels_is_refused(qapp):
    with pytest.raises(ValueError):
        summary_table(["Deal total", "Game score"], [["1"]], [1], [1])


@pytest.mark.parametrize(
    "texts", [can_texts, hf_texts, cas_texts], ids=["canasta", "hand-and-foot", "cassino"]
)
def test_unknown_option_words_read_as_the_key_or_nothing(qapp, texts):
    assert texts.option_label("OPT-NONE") == "OPT-NONE"
    assert texts.option_help("OPT-NONE") == ""
    assert texts.preset_name("nobody") == "nobody"
    assert texts.preset_description("nobody") == ""
    assert texts.TABLES.known_value("OPT-NONE", "X") is None
    assert texts.value_label("OPT-NONE", "X") == "X"


@pytest.mark.parametrize(
    ("texts", "key", "value", "preset"),
    [
        (can_texts, "OPT-CAN-TARGET", "1500", "korean"),
        (hf_texts, "OPT-HF-PICKUP", "TOP-7", "japanese"),
        (cas_texts, "OPT-CAS-TRAIL", "FREE", "pagat"),
    ],
    ids=["canasta", "hand-and-foot", "cassino"],
)
def test_option_words_are_translated_in_the_options_context(japanese, texts, key, value, preset):
    def ja(source: str) -> str:
        text = QCoreApplication.translate("options", source)
        assert text != source  # the catalogue has it
        return text

    assert texts.option_label(key) == ja(texts.OPTION_LABELS[key])
    assert texts.option_help(key) == ja(texts.OPTION_HELP[key])
    assert texts.value_label(key, value) == ja(texts.VALUE_LABELS[key][value])
    assert texts.preset_name(preset) == ja(texts.PRESET_NAMES[preset])
    assert texts.preset_description(preset) == ja(texts.PRESET_DESCRIPTIONS[preset])


def test_an_option_row_escapes_its_words_and_carries_the_help_as_tooltip():
    row = rules_tables.option_row("Cards & pile", "<7>", 'Say "yes"')
    assert row == (
        '<tr title="Say &quot;yes&quot;"><td align="left">Cards &amp; pile</td>'
        '<td align="left">&lt;7&gt;</td></tr>'
    )


def test_controls_are_a_heading_a_list_of_gestures_and_a_table_of_keys():
    parts = rules_tables.controls(
        "Mouse", ["<b>Draw</b>", "Discard"], ("Key", "Action"), [("D", "x")]
    )
    assert parts[:5] == [
        "<h3>Mouse</h3>",
        "<ul>",
        "<li><b>Draw</b></li>",
        "<li>Discard</li>",
        "</ul>",
    ]
    assert parts[5].count("<tr") == 2 and "<th" in parts[5] and "<b>D</b>" in parts[5]
