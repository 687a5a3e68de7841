"""``canasta-sim`` at its edges: a closed pipe, bad counts, English plurals, the progress line."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from canasta_gui import sim

ROOT = Path(__file__).resolve().parents[1]


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = sim.main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("unbuffered", [False, True], ids=["buffered", "unbuffered"])
def test_a_closed_pipe_ends_the_run_quietly(unbuffered: bool) -> None:
    """``canasta-sim … | head -1``: no traceback, the status of a program stopped by SIGPIPE,
    and the progress line still ends with a newline."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONUNBUFFERED", None)
    if unbuffered:
        env["PYTHONUNBUFFERED"] = "1"
    # Far more output than a pipe holds, so the run is still writing when the reader leaves.
    args = ["--game", "cassino", "--deals", "3000"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "canasta_gui.sim", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    first = proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read().decode()
    code = proc.wait(timeout=60)
    assert first.startswith(b"round 0: ")
    assert "Traceback" not in err and "BrokenPipeError" not in err and "Exception" not in err
    assert code == sim.BROKEN_PIPE_STATUS == 141
    assert err == "" or err.endswith("\n")


@pytest.mark.parametrize("game", ["canasta", "cassino", "hand-and-foot"])
@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--games", "0"), "--games must be at least 1, not 0"),
        (("--games", "-2"), "--games must be at least 1, not -2"),
        (("--deals", "0"), "--deals must be at least 1, not 0"),
        (("--deals", "-1"), "--deals must be at least 1, not -1"),
        (("--deal-limit", "0"), "--deal-limit must be at least 1, not 0"),
        (("--deal-limit", "-5"), "--deal-limit must be at least 1, not -5"),
    ],
)
def test_counts_below_one_are_refused(
    capsys: pytest.CaptureFixture[str], game: str, args: tuple[str, ...], message: str
) -> None:
    code, out, err = _run(capsys, "--game", game, *args)
    assert code == 2 and out == ""
    assert err == f"canasta-sim: {message}\n"


def test_hand_and_foot_refuses_a_deal_limit(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, "--game", "hand-and-foot", "--deal-limit", "3")
    assert code == 2 and "no deal limit" in err


def test_a_good_deal_limit_still_applies(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "--games", "1", "--deal-limit", "1", "--json")
    assert code == 0 and json.loads(out)["summary"]["deal_limit"] == 1


@pytest.mark.parametrize(
    ("args", "wanted", "unwanted"),
    [
        (("--decks", "1"), "4 players with 1 deck is not", "1 decks"),
        (("--players", "6", "--decks", "2"), "6 players with 2 decks is not", None),
        (("--deals", "1"), "\n1 deal; mean score", "1 deals"),
        (("--games", "1", "--deal-limit", "1"), "game 0: 1 deal, ", "1 deals"),
        (("--games", "1", "--deal-limit", "1"), "\n1 game; mean score", "1 games"),
        (("--games", "2", "--deal-limit", "1"), "\n2 games; mean score", None),
        (("--game", "cassino", "--deals", "1"), "\n1 round; mean score", "1 rounds"),
        (("--game", "cassino", "--games", "1", "--deal-limit", "1"), "1 round, ", "1 rounds"),
        (("--game", "hand-and-foot", "--deals", "1"), "\n1 deal; mean score", "1 deals"),
        (
            ("--deals", "1", "--duplicate", "--seat-levels", "easy,random,easy,random"),
            "easy vs random: 1 mirrored pair\n",
            "1 mirrored pairs",
        ),
    ],
)
def test_english_plurals(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], wanted: str, unwanted: str | None
) -> None:
    _, out, err = _run(capsys, *args)
    assert wanted in out + err
    if unwanted:
        assert unwanted not in out + err


def test_cassino_round_items_are_counted_in_good_english() -> None:
    from canasta_gui.sim.cassino import _line

    side = {
        "total": 3,
        "cards": 0,
        "spades": 0,
        "big_casino": 2,
        "little_casino": 1,
        "aces": 0,
        "sweeps": 0,
        "card_count": 1,
        "spade_count": 1,
    }
    line = _line({"round": 0, "sides": [side, side]}, ["0", "1"], True)
    assert "1 card, 1 spade)" in line and "1 cards" not in line


@pytest.mark.parametrize("game", ["canasta", "cassino", "hand-and-foot"])
def test_the_progress_line_ends_with_a_newline(
    capsys: pytest.CaptureFixture[str], game: str
) -> None:
    code, _, err = _run(capsys, "--game", game, "--deals", "2")
    assert code == 0 and err.startswith("\r1/2 ") and err.endswith("\n")
    assert err.count("\n") == 1


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_on_a_terminal_results_never_run_into_the_progress_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Both streams on one terminal: each result line starts on a cleared line."""
    screen = _Terminal()
    monkeypatch.setattr(sys, "stdout", screen)
    monkeypatch.setattr(sys, "stderr", screen)
    assert sim.main(["--game", "cassino", "--deals", "3"]) == 0
    shown = screen.getvalue()
    # What a terminal shows: each "\r" returns to the line start, overwriting it.
    lines = ["".join(part.rstrip() for part in row.split("\r")[-1:]) for row in shown.split("\n")]
    rounds = [row for row in lines if "round " in row]
    assert len(rounds) == 3 and all(row.startswith("round ") for row in rounds), shown
    assert "3/3 rounds" in shown
