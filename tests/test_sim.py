"""``canasta-sim``: reproducible headless games, clear errors, duplicate reports."""

from __future__ import annotations

import json

import pytest

from canasta_gui import sim


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = sim.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_same_seed_same_games(capsys: pytest.CaptureFixture[str]) -> None:
    a = _run(capsys, "--games", "2", "--seed", "9", "--json")
    b = _run(capsys, "--games", "2", "--seed", "9", "--json")
    assert a[0] == 0 and a[1] == b[1]
    data = json.loads(a[1])
    assert data["summary"]["deal_limit"] == sim.DEFAULT_DEAL_LIMIT
    assert len(data["results"]) == 2
    for game in data["results"]:
        assert game["winners"]
        assert 1 <= game["deals"] <= sim.DEFAULT_DEAL_LIMIT


def test_single_deals_print_every_score_part(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--players", "6", "--decks", "3", "--deals", "2", "--json")
    assert code == 0
    for deal in json.loads(out)["results"]:
        for side in deal["sides"]:
            assert side["total"] == side["M"] + side["C"] + side["R"] + side["G"] - side["H"]


def test_text_output_states_the_deal_limit(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--games", "1", "--deal-limit", "2", "--preset", "italian")
    assert code == 0
    assert "deal limit 2" in out
    assert out.startswith("game 0: ")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--players", "5"), "5 players with 2 decks is not a Canasta configuration"),
        (("--players", "6", "--decks", "2"), "6 players with 2 decks"),
        (("--option", "OPT-CAN-FOO=1"), "OPT-CAN-FOO=1"),
        (("--option", "OPT-CAN-DRAW-COUNT=3"), "OPT-CAN-DRAW-COUNT=3"),
        (("--seat-levels", "easy,medium"), "--seat-levels needs 4 levels"),
        (("--deals", "0"), "at least 1"),
        (("--duplicate", "--seat-levels", "easy,easy,easy,easy"), "two different levels"),
    ],
)
def test_bad_arguments_are_refused_clearly(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    code, _, err = _run(capsys, *args)
    assert code == 2
    assert message in err


def test_duplicate_report_has_confidence_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(
        capsys, "--deals", "4", "--duplicate", "--seat-levels", "easy,random,easy,random"
    )
    assert code == 0
    assert "easy vs random: 4 mirrored pairs" in out
    assert "95% CI" in out
    assert "4/4 mirrored deals" in err  # the progress line
