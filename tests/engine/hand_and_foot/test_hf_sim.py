"""``canasta-sim --game hand-and-foot``: reproducible games and deals between levels, duplicate
matches, clear refusals."""

from __future__ import annotations

import json

import pytest

from canasta_gui import sim


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = sim.main(["--game", "hand-and-foot", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_same_seed_same_games_of_four_deals(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/rules.md §4.13: a game is 4 deals; the same seed plays the same games."""
    a = _run(capsys, "--games", "2", "--seed", "5", "--json")
    b = _run(capsys, "--games", "2", "--seed", "5", "--json")
    assert a[0] == 0 and a[1] == b[1]
    data = json.loads(a[1])
    assert data["summary"]["game"] == "hand-and-foot" and data["summary"]["sides"] == ["0+2", "1+3"]
    for game in data["results"]:
        assert game["deals"] == 4 and game["winners"]


def test_single_deals_print_every_score_part(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/rules.md §4.12: each deal reports M, B, R, G and H apart."""
    code, out, _ = _run(capsys, "--deals", "2", "--option", "OPT-HF-PICKUP=WHOLE-PILE", "--json")
    assert code == 0
    for deal in json.loads(out)["results"]:
        for p in deal["sides"]:
            assert p["total"] == p["melded"] + p["books"] + p["red3s"] + p["going_out"] - p["hand"]
    code, out, _ = _run(capsys, "--deals", "1", "--preset", "pagat")
    assert code == 0 and out.startswith("deal 0: ") and "HF4-5D, preset pagat" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--seat-levels", "grandmaster,random,random,random"), "--seat-levels for Hand and Foot"),
        (("--seat-levels", "easy,medium"), "needs 4 levels"),
        (("--duplicate", "--seat-levels", "medium"), "two different levels"),
        (("--players", "2"), "4 players with 5 decks"),
        (("--option", "OPT-HF-PICKUP=TOP-3"), "OPT-HF-PICKUP=TOP-3"),
        (("--option", "OPT-CAN-DRAW-COUNT=1"), "OPT-CAN-DRAW-COUNT=1"),
        (("--option", "OPT-DEAL-LIMIT=2"), "exactly 4 deals, or fewer by OPT-HF-DEALS"),
        (("--preset", "italian"), "--preset for Hand and Foot"),
        (("--deals", "0"), "at least 1"),
    ],
)
def test_bad_arguments_are_refused_clearly(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    code, _, err = _run(capsys, *args)
    assert code == 2
    assert message in err


def test_seat_levels_play_computer_players(capsys: pytest.CaptureFixture[str]) -> None:
    """Any level of the Hand and Foot kit may sit at any seat, the baseline included."""
    code, out, err = _run(capsys, "--deals", "2", "--seat-levels", "medium,nomeld,easy,random")
    assert code == 0
    assert "levels medium,nomeld,easy,random" in out and out.startswith("deal 0: ")
    assert "2/2 deals" in err  # the progress line
    code, out, _ = _run(capsys, "--deals", "1", "--seat-levels", "medium", "--json")
    data = json.loads(out)
    assert code == 0 and data["summary"]["players"] == "levels medium,medium,medium,medium"
    a = _run(capsys, "--games", "1", "--seat-levels", "easy,random,easy,random", "--seed", "3")
    b = _run(capsys, "--games", "1", "--seat-levels", "easy,random,easy,random", "--seed", "3")
    assert a[0] == 0 and a[1] == b[1] and "game 0: 4 deals" in a[1]


def test_duplicate_reports_win_rate_and_margin(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(
        capsys, "--deals", "2", "--duplicate", "--seat-levels", "medium,nomeld,medium,nomeld"
    )
    assert code == 0
    assert "medium vs nomeld: 2 mirrored pairs" in out
    assert "win rate of medium" in out and "mean point margin per deal" in out
    assert "2/2 mirrored deals" in err
    code, out, _ = _run(
        capsys, "--deals", "1", "--duplicate", "--seat-levels", "easy,random,easy,random", "--json"
    )
    data = json.loads(out)
    assert code == 0 and data["report"]["level_a"] == "easy" and data["report"]["pairs"] == 1
