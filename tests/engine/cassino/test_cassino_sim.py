"""``canasta-sim --game cassino``: reproducible games and rounds between computer players,
duplicate matches, clear refusals."""

from __future__ import annotations

import json

import pytest

from canasta_gui import sim


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = sim.main(["--game", "cassino", *args])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("players", ["2", "3", "4"])
def test_same_seed_same_games(capsys: pytest.CaptureFixture[str], players: str) -> None:
    a = _run(capsys, "--players", players, "--games", "2", "--seed", "5", "--json")
    b = _run(capsys, "--players", players, "--games", "2", "--seed", "5", "--json")
    assert a[0] == 0 and a[1] == b[1]
    data = json.loads(a[1])
    assert data["summary"]["game"] == "cassino"
    assert data["summary"]["deal_limit"] == sim.DEFAULT_DEAL_LIMIT
    for game in data["results"]:
        assert game["winners"] and 1 <= game["rounds"] <= sim.DEFAULT_DEAL_LIMIT
        target = 21
        assert game["ended_by_deal_limit"] or any(
            game["scores"][w] >= target for w in game["winners"]
        )


def test_single_rounds_print_every_item(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--players", "4", "--deals", "3", "--seed", "2", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["summary"]["sides"] == ["0+2", "1+3"]
    for rnd in data["results"]:
        items = ("cards", "spades", "big_casino", "little_casino", "aces", "sweeps")
        for side in rnd["sides"]:
            assert side["total"] == sum(side[k] for k in items)
        assert sum(side["card_count"] for side in rnd["sides"]) <= 52


def test_text_output_and_options(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(
        capsys,
        "--players",
        "3",
        "--games",
        "1",
        "--option",
        "OPT-CAS-TARGET=11",
        "--preset",
        "pagat",
    )
    assert code == 0
    assert out.startswith("game 0: ") and "CAS3, preset pagat" in out and "deal limit 50" in out
    code, out, _ = _run(capsys, "--deals", "1")
    assert code == 0 and out.startswith("round 0: 0: ") and "1 round;" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--players", "5"), "Cassino is played by 2, 3 or 4 players, not 5"),
        (("--decks", "2"), "one deck"),
        (("--preset", "bga"), "--preset for Cassino is one of default, pagat"),
        (("--option", "OPT-CAS-TRAIL=NEVER"), "OPT-CAS-TRAIL=NEVER"),
        (("--seat-levels", "easy,grandmaster"), "from random, easy, medium, hard, expert, greedy"),
        (("--seat-levels", "easy,medium,hard"), "needs 2 levels"),
        (("--deals", "0"), "at least 1"),
    ],
)
def test_bad_arguments_are_refused_clearly(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], message: str
) -> None:
    code, _, err = _run(capsys, *args)
    assert code == 2
    assert message in err


def test_seat_levels_play_the_computer_players(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--seat-levels", "medium,greedy", "--games", "2", "--seed", "3", "--json")
    a = _run(capsys, *args)
    b = _run(capsys, *args)
    assert a[0] == 0 and a[1] == b[1]
    data = json.loads(a[1])
    assert data["summary"]["players"] == "levels medium,greedy"
    assert all(game["winners"] for game in data["results"])
    code, out, _ = _run(capsys, "--players", "3", "--seat-levels", "easy", "--deals", "2")
    assert code == 0 and "levels easy,easy,easy" in out and out.startswith("round 0: ")


def test_duplicate_compares_two_levels(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(capsys, "--seat-levels", "medium,random", "--duplicate", "--games", "3")
    assert code == 0
    assert out.startswith("CAS2, levels medium,random, duplicate games")
    assert "medium vs random: 3 mirrored pairs" in out and "win rate of medium" in out
    assert "3/3 mirrored deals" in err  # the progress line
    code, out, _ = _run(
        capsys, "--seat-levels", "easy,greedy", "--duplicate", "--deals", "2", "--json"
    )
    assert code == 0
    report = json.loads(out)["report"]
    assert report["pairs"] == 2 and report["level_a"] == "easy" and report["level_b"] == "greedy"
