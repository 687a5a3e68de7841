"""Statistics: what a finished game records, counted again by hand from the engine's results,
and a damaged statistics file explained, moved aside and started afresh."""

from __future__ import annotations

import json
import re

import pytest

from canasta_gui.ai.arena import play_game
from canasta_gui.app import paths, statistics
from canasta_gui.app.games.base import DealFigures
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.app.statistics import GameRecord, Statistics

ANN = SeatSetup(HUMAN, "Ann")
BEA = SeatSetup(HUMAN, "Bea")


def cpu(level: str) -> SeatSetup:
    return SeatSetup(COMPUTER, "", level)


def finished(setup: GameSetup):
    """Play ``setup``'s game to its end with easy computer players in every seat."""
    return play_game(setup.config(), setup.seed, ["easy"] * setup.players)


# The scripted games: (setup, the people's side, the level it is filed under).
# Canasta games are cut to three deals (OPT-DEAL-LIMIT) to keep the test quick.
SHORT = {"OPT-DEAL-LIMIT": "3"}
SCRIPT = [
    # Solo against Medium, three times, and once against Hard (another table).
    (
        GameSetup(
            4,
            2,
            "default",
            SHORT,
            (ANN, cpu("medium"), cpu("medium"), cpu("medium")),
            "a",
            "canasta",
        ),
        0,
    ),
    (
        GameSetup(
            4,
            2,
            "default",
            SHORT,
            (ANN, cpu("medium"), cpu("medium"), cpu("medium")),
            "b3",  # a seed the people's side wins with today's Easy in every seat
            "canasta",
        ),
        0,
    ),
    # A Hard partner is no opponent: still filed under Medium.
    (
        GameSetup(
            4, 2, "default", SHORT, (ANN, cpu("medium"), cpu("hard"), cpu("easy")), "c", "canasta"
        ),
        0,
    ),
    (
        GameSetup(
            4, 2, "default", SHORT, (ANN, cpu("hard"), cpu("easy"), cpu("hard")), "d", "canasta"
        ),
        0,
    ),
    # Pass-and-play partners share one side (seats 1 and 3 are side 1).
    (
        GameSetup(4, 2, "default", SHORT, (cpu("medium"), ANN, cpu("medium"), BEA), "e", "canasta"),
        1,
    ),
    (
        GameSetup(
            4,
            5,
            "default",
            {},
            (ANN, cpu("expert"), cpu("medium"), cpu("medium")),
            "f",
            "hand-and-foot",
        ),
        0,
    ),
    (
        GameSetup(
            4,
            5,
            "default",
            {},
            (ANN, cpu("expert"), cpu("medium"), cpu("medium")),
            "g",
            "hand-and-foot",
        ),
        0,
    ),
    (GameSetup(2, 1, "default", {}, (ANN, cpu("easy")), "h", "cassino"), 0),
    (GameSetup(2, 1, "default", {}, (cpu("easy"), ANN), "i", "cassino"), 1),
    (GameSetup(3, 1, "default", {}, (ANN, cpu("easy"), cpu("medium")), "j", "cassino"), 0),
]
SKIPPED = [
    # People on two sides play each other; computer players alone are nobody's game.
    GameSetup(4, 2, "default", SHORT, (ANN, BEA, cpu("medium"), cpu("medium")), "k", "canasta"),
    GameSetup(2, 1, "default", {}, (ANN, BEA), "l", "cassino"),
    GameSetup(2, 1, "default", {}, (cpu("easy"), cpu("hard")), "m", "cassino"),
]
LEVELS = [
    "medium",
    "medium",
    "medium",
    "hard",
    "medium",
    "expert",
    "expert",
    "easy",
    "easy",
    "medium",
]


def by_hand(game: str, state, side: int) -> dict:
    """The figures of one finished game counted straight from the engine's results."""
    cfg = state.config
    scores, items, out = [], 0, 0
    for result in state.history:
        own = result.sides[side]
        scores.append(
            own.melded + own.canastas + own.red3s + own.going_out - own.hand
            if game == "canasta"
            else own.melded + own.books + own.red3s + own.going_out - own.hand
            if game == "hand-and-foot"
            else own.cards + own.spades + own.big_casino + own.little_casino + own.aces + own.sweeps
        )
        if game == "canasta":
            items += own.natural_canastas + own.mixed_canastas
        elif game == "hand-and-foot":
            items += own.clean_books + own.dirty_books + own.wild_books
        else:
            items += own.sweeps
        if game != "cassino" and result.went_out is not None:
            out += cfg.side_of[result.went_out] == side
    return {"scores": scores, "items": items, "out": out, "won": state.winners == (side,)}


@pytest.fixture(scope="module")
def played():
    return [(setup, side, finished(setup)) for setup, side in SCRIPT]


def test_a_scripted_set_of_games_gives_the_figures_counted_by_hand(played):
    for setup in SKIPPED:
        assert statistics.record_game(setup, finished(setup)) is None
    assert not paths.stats_path().exists()  # nothing recorded for them

    expected: dict[tuple, dict] = {}
    for (setup, side, state), level in zip(played, LEVELS, strict=True):
        assert statistics.record_game(setup, state) is None
        counted = by_hand(setup.game, state, side)
        key = (setup.game, setup.players, level)
        e = expected.setdefault(
            key, {"played": 0, "won": 0, "scores": [], "items": 0, "out": 0, "runs": [0]}
        )
        e["played"] += 1
        e["won"] += counted["won"]
        e["scores"] += counted["scores"]
        e["items"] += counted["items"]
        e["out"] += counted["out"]
        e["runs"].append(e["runs"][-1] + 1 if counted["won"] else 0)
        e.setdefault("recent", []).append(
            (counted["won"], sum(counted["scores"]), len(counted["scores"]))
        )

    stats, problem = statistics.load_statistics()
    assert problem is None
    assert {t.key for t in stats.tables} == set(expected)
    assert stats.last().key == ("cassino", 3, "medium")  # the game played last
    for key, e in expected.items():
        t = stats.get(*key)
        assert t.played == e["played"] and t.won == e["won"], key
        assert t.deals == len(e["scores"]) and t.score == sum(e["scores"])
        assert t.best == max(e["scores"])
        assert t.items == e["items"] and t.went_out == e["out"]
        assert t.run == e["runs"][-1] and t.longest == max(e["runs"])
        assert [(r.won, r.score, r.deals) for r in t.recent] == e["recent"]
        assert t.win_rate() == e["won"] / e["played"]
        assert t.average() == sum(e["scores"]) / len(e["scores"])
    # The script's games did go out and make canastas, books and sweeps: not all zero.
    assert stats.get("canasta", 4, "medium").items > 0
    assert stats.get("hand-and-foot", 4, "expert").items > 0
    medium = stats.get("canasta", 4, "medium")
    assert medium.played == 4 and 0 < medium.won < medium.played and medium.went_out > 0


def test_the_figures_of_each_deal_come_from_the_game(played):
    for setup, side, state in played:
        record = statistics.game_record(setup, state)
        counted = by_hand(setup.game, state, side)
        assert [d.score for d in record.deals] == counted["scores"]
        assert sum(d.items for d in record.deals) == counted["items"]
        assert sum(d.went_out for d in record.deals) == counted["out"]


def test_runs_best_and_recent_by_hand():
    """Won, won, lost, won, won, won: the longest run is 3, the run now 3."""
    stats = Statistics()
    results = [True, True, False, True, True, True]
    deals = [(100, 2, True), (-40, 0, False)]
    for i, won in enumerate(results):
        figures = tuple(DealFigures(score + i, items, out) for score, items, out in deals)
        stats.add(GameRecord("canasta", 2, "hard", won, figures))
    t = stats.get("canasta", 2, "hard")
    assert (t.played, t.won, t.run, t.longest) == (6, 5, 3, 3)
    assert (t.deals, t.score, t.best, t.items, t.went_out) == (12, 6 * 60 + 2 * 15, 105, 12, 6)
    stats.add(GameRecord("canasta", 2, "hard", False, deals_of((-500, 0, False))))
    t = stats.get("canasta", 2, "hard")
    assert (t.run, t.longest, t.best) == (0, 3, 105)


def deals_of(*deals) -> tuple[DealFigures, ...]:
    return tuple(DealFigures(*d) for d in deals)


def test_only_the_last_twenty_games_are_kept_for_the_chart():
    stats = Statistics()
    for i in range(25):
        stats.add(GameRecord("cassino", 2, "easy", i % 2 == 0, deals_of((i, 0, False))))
    t = stats.get("cassino", 2, "easy")
    assert t.played == 25 and len(t.recent) == statistics.RECENT
    assert [r.score for r in t.recent] == list(range(5, 25))
    # What is written reads back the same.
    statistics.save_statistics(stats)
    again, problem = statistics.load_statistics()
    assert problem is None and again.get("cassino", 2, "easy") == t


# -- a damaged file ------------------------------------------------------------------------


def good_table(**changes) -> dict:
    table = {
        "game": "canasta",
        "players": 4,
        "level": "hard",
        "played": 2,
        "won": 1,
        "deals": 5,
        "score": 4000,
        "best": 2000,
        "items": 6,
        "went_out": 2,
        "run": 1,
        "longest": 1,
        "recent": [[False, 1000, 2], [True, 3000, 3]],
    }
    table.update(changes)
    return table


def as_file(tables) -> bytes:
    return json.dumps({"version": 1, "tables": tables}).encode()


DAMAGED = {
    "bad JSON": b'{"version": 1, "tables": [',
    "not UTF-8": b"\xff\xfe\x00garbage",
    "not an object": b"[1, 2, 3]",
    "wrong version": json.dumps({"version": 99, "tables": []}).encode(),
    "extra field": json.dumps({"version": 1, "tables": [], "x": 1}).encode(),
    "tables not a list": json.dumps({"version": 1, "tables": {}}).encode(),
    "count is text": as_file([good_table(played="2")]),
    "count is a bool": as_file([good_table(won=True)]),
    "count is a float": as_file([good_table(deals=5.0)]),
    "negative count": as_file([good_table(items=-1)]),
    "huge count": as_file([good_table(score=10**30)]),
    "NaN": b'{"version": 1, "tables": [{"score": NaN}]}',
    "won more than played": as_file([good_table(won=3)]),
    "run longer than the longest": as_file([good_table(run=2, longest=1)]),
    "unknown game": as_file([good_table(game="poker")]),
    "a path as a game": as_file([good_table(game="../../etc/passwd")]),
    "table size not played": as_file([good_table(players=5)]),
    "unknown level": as_file([good_table(level="godlike")]),
    "repeated table": as_file([good_table(), good_table()]),
    "missing field": as_file([{k: v for k, v in good_table().items() if k != "best"}]),
    "recent too long": as_file([good_table(recent=[[True, 1, 1]] * 3)]),
    "recent entry malformed": as_file([good_table(recent=[[1, 2, 3]])]),
    "deeply nested": b"[" * 100_000 + b"]" * 100_000,
    "too large": b" " * (statistics.MAX_FILE_BYTES + 1),
}


def test_a_good_file_reads_back():
    paths.stats_path().write_bytes(as_file([good_table()]))
    stats, problem = statistics.load_statistics()
    assert problem is None
    assert stats.get("canasta", 4, "hard").played == 2


@pytest.mark.parametrize("name", list(DAMAGED))
def test_a_damaged_file_is_explained_moved_aside_and_started_afresh(name):
    path = paths.stats_path()
    path.write_bytes(DAMAGED[name])
    stats, problem = statistics.load_statistics()
    assert stats.tables == []
    assert problem and "could not be used" in problem and "start afresh" in problem, problem
    kept = [p for p in path.parent.iterdir() if p.name.startswith("statistics.json.corrupt-")]
    assert len(kept) == 1 and str(kept[0]) in problem
    assert kept[0].read_bytes() == DAMAGED[name]  # nothing the user had is lost
    assert not path.exists()
    # The next finished game starts a new file with that game alone.
    path.write_bytes(DAMAGED[name])
    setup, _ = SCRIPT[7]
    message = statistics.record_game(setup, finished(setup))
    assert message and "could not be used" in message
    stats, problem = statistics.load_statistics()
    assert problem is None and [t.played for t in stats.tables] == [1]


def test_the_explanation_is_in_the_users_language(qtbot):
    """The reason and the sentence go through the translator (context "Statistics")."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Shout(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            if context != "Statistics":
                return None
            # Upper case, the {placeholders} kept as they are.
            return re.sub(r"[^{}]+(?=\{|$)|(?<=\})[^{}]+", lambda m: m.group().upper(), source)

    shout = Shout()
    QCoreApplication.installTranslator(shout)
    try:
        paths.stats_path().write_bytes(b"{oops")
        _, problem = statistics.load_statistics()
    finally:
        QCoreApplication.removeTranslator(shout)
    assert "COULD NOT BE USED" in problem and "IT IS NOT VALID JSON" in problem


def test_a_statistics_file_that_cannot_be_written_is_told(monkeypatch):
    def refuse(path, text):
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr(statistics.storage, "atomic_write_text", refuse)
    setup, _ = SCRIPT[7]
    message = statistics.record_game(setup, finished(setup))
    assert message and "could not be saved" in message and "Permission denied" in message


def test_a_statistics_file_that_cannot_be_read_is_never_overwritten(monkeypatch):
    """A file the app cannot read (permissions, a disk error) still holds the games counted
    so far: a finished game is then not counted rather than written over them."""
    path = paths.stats_path()
    path.write_bytes(as_file([good_table()]))
    before = path.read_bytes()
    real = statistics.storage.read_text_limited

    def unreadable(where, limit):
        if where == path:
            raise PermissionError(13, "Permission denied", str(where))
        return real(where, limit)

    monkeypatch.setattr(statistics.storage, "read_text_limited", unreadable)
    setup, _ = SCRIPT[7]
    message = statistics.record_game(setup, finished(setup))
    assert message and "could not be read" in message and "not counted" in message
    assert path.read_bytes() == before


def test_a_damaged_file_that_cannot_be_moved_aside_is_never_overwritten(monkeypatch):
    path = paths.stats_path()
    path.write_bytes(b"{oops")

    def stuck(where):
        raise PermissionError(13, "Permission denied", str(where))

    monkeypatch.setattr(statistics.storage, "move_aside", stuck)
    setup, _ = SCRIPT[7]
    message = statistics.record_game(setup, finished(setup))
    assert message and "could not be moved" in message and "not counted" in message
    assert path.read_bytes() == b"{oops"
