"""How people do against the computer players, kept as ``statistics.json`` in the data folder.

Figures are kept per game, table size (players) and opponent level (:class:`TableStats`).
Only games people play against computer players are recorded: a game where people sit on
more than one side pits them against each other (a win for one is a loss for another, and the
file does not know who is who), and a game of computer players alone is nobody's. People who
are partners in pass-and-play share one record, as they share the result. The opponent level is
the strongest computer opponent's (a computer partner does not count): the hardest player at
the table decides how hard the game was. "Won" means the people's side won alone; a tie for
first is not a win and ends a winning run.

Each deal's figures come from the game itself (``GameDef.stats_figures``), so this module
knows nothing of canastas, books or sweeps. Loading never fails: a damaged file is explained,
moved aside (``storage.move_aside``) and the statistics start afresh.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field, fields, replace
from typing import Any

from PySide6.QtCore import QCoreApplication

from canasta_gui.ai.levels import LEVELS
from canasta_gui.app import paths, storage
from canasta_gui.app.setup import HUMAN, GameSetup

VERSION = 1
MAX_FILE_BYTES = 1024 * 1024
#: The recent games kept per table for the dialog's chart.
RECENT = 20
#: No honest figure comes near this; a bigger one shows a hand-edited or hostile file.
MAX_VALUE = 10**9


@dataclass(frozen=True)
class RecentGame:
    """One finished game as the chart shows it."""

    won: bool
    score: int  # the people's side's score over the game
    deals: int


@dataclass(frozen=True)
class TableStats:
    """The running figures of one game at one table size against one opponent level."""

    game: str
    players: int
    level: str
    played: int = 0
    won: int = 0
    deals: int = 0
    score: int = 0  # the sum of every deal's score
    best: int | None = None  # the best deal score (None before any deal)
    items: int = 0  # canastas, books or sweeps in all
    went_out: int = 0  # deals the side went out
    run: int = 0  # games won in a row, up to the last one
    longest: int = 0
    recent: tuple[RecentGame, ...] = field(default=())

    @property
    def key(self) -> tuple[str, int, str]:
        return (self.game, self.players, self.level)

    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    def average(self) -> float | None:
        return self.score / self.deals if self.deals else None

    def items_per_deal(self) -> float | None:
        return self.items / self.deals if self.deals else None

    def to_json(self) -> dict[str, Any]:
        data = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "recent"}
        data["recent"] = [[r.won, r.score, r.deals] for r in self.recent]
        return data


@dataclass(frozen=True)
class GameRecord:
    """What one finished game adds: its table, the result and each deal's figures."""

    game: str
    players: int
    level: str
    won: bool
    deals: tuple[Any, ...]  # DealFigures, one per deal


class Statistics:
    """Every table's figures, the most recently played last."""

    def __init__(self, tables: Sequence[TableStats] = ()) -> None:
        self.tables: list[TableStats] = list(tables)

    def get(self, game: str, players: int, level: str) -> TableStats:
        for t in self.tables:
            if t.key == (game, players, level):
                return t
        return TableStats(game, players, level)

    def last(self) -> TableStats | None:
        return self.tables[-1] if self.tables else None

    def add(self, record: GameRecord) -> TableStats:
        """Count one finished game in and return its table's new figures."""
        old = self.get(record.game, record.players, record.level)
        scores = [d.score for d in record.deals]
        run = old.run + 1 if record.won else 0
        best = max(scores, default=None)
        if old.best is not None and (best is None or old.best > best):
            best = old.best
        new = replace(
            old,
            played=old.played + 1,
            won=old.won + int(record.won),
            deals=old.deals + len(scores),
            score=old.score + sum(scores),
            best=best,
            items=old.items + sum(d.items for d in record.deals),
            went_out=old.went_out + sum(1 for d in record.deals if d.went_out),
            run=run,
            longest=max(old.longest, run),
            recent=(*old.recent, RecentGame(record.won, sum(scores), len(scores)))[-RECENT:],
        )
        self.tables = [t for t in self.tables if t.key != new.key] + [new]
        return new

    def to_json(self) -> dict[str, Any]:
        return {"version": VERSION, "tables": [t.to_json() for t in self.tables]}


# -- what a finished game records -----------------------------------------------------------


def people_side(setup: GameSetup, config: Any) -> int | None:
    """The one side the people play on, or None when the game is not recorded (see above)."""
    sides = {config.side_of[seat] for seat, s in enumerate(setup.seats) if s.kind == HUMAN}
    if len(sides) != 1:
        return None
    return sides.pop()


def opponent_level(setup: GameSetup, config: Any, side: int) -> str | None:
    """The strongest computer opponent's level (None: no computer plays against the side)."""
    levels = [
        s.level
        for seat, s in enumerate(setup.seats)
        if s.kind != HUMAN and config.side_of[seat] != side and s.level in LEVELS
    ]
    return max(levels, key=LEVELS.index) if levels else None


def game_record(setup: GameSetup, state: Any) -> GameRecord | None:
    """The figures a finished game adds, or None when it is not recorded."""
    game = setup.game_def()
    if state.phase != game.over_phase or not state.history:
        return None
    config = state.config
    side = people_side(setup, config)
    if side is None:
        return None
    level = opponent_level(setup, config, side)
    if level is None:
        return None
    deals = tuple(game.stats_figures(result, side, config) for result in state.history)
    won = tuple(state.winners) == (side,)
    return GameRecord(game.key, config.players, level, won, deals)


def record_game(setup: GameSetup, state: Any) -> str | None:
    """Count a finished game into the statistics file; a message for the user, or None.

    A damaged file is moved aside first (the message says so) and the game starts a new one.
    """
    record = game_record(setup, state)
    if record is None:
        return None
    stats, problem, writable = _load()
    if not writable:
        # The file could be neither read nor moved aside: writing would replace the games
        # counted so far, so this one is not counted and the file stays as it is.
        kept = QCoreApplication.translate(
            "Statistics", "This game was not counted, so that the file is not overwritten."
        )
        return f"{problem}\n\n{kept}"
    stats.add(record)
    try:
        save_statistics(stats)
    except OSError as err:
        failed = QCoreApplication.translate(
            "Statistics", "The statistics could not be saved: {reason}"
        ).format(reason=err.strerror or err)
        return f"{problem}\n\n{failed}" if problem else failed
    return problem


# -- the file -------------------------------------------------------------------------------


def load_statistics() -> tuple[Statistics, str | None]:
    """The saved statistics and a message for the user, or None when all was well.

    A missing file is no statistics yet; a damaged one is moved aside and the statistics start
    afresh; an unreadable one (permissions) is left alone and explained.
    """
    stats, problem, _writable = _load()
    return stats, problem


def _load() -> tuple[Statistics, str | None, bool]:
    """As :func:`load_statistics`, and whether a write may follow: not while the file is
    still there unread (it could not be read, or could not be moved aside)."""
    path = paths.stats_path()
    reasons = storage.Reasons(
        too_large=QCoreApplication.translate("Statistics", "it is larger than 1 MB"),
        not_text=QCoreApplication.translate("Statistics", "it is not UTF-8 text"),
        errors=(_Damaged, ValueError),
        describe=_reason,
    )
    try:
        stats = storage.read_or_set_aside(path, MAX_FILE_BYTES, _parse_text, reasons)
    except FileNotFoundError:
        return Statistics(), None, True
    except storage.CorruptFile as err:
        return Statistics(), _set_aside_text(err), err.moved_to is not None
    except OSError as err:
        message = QCoreApplication.translate(
            "Statistics", "The statistics file {path} could not be read ({reason})."
        )
        text = message.format(path=err.filename or path.name, reason=err.strerror or err)
        return Statistics(), text, False
    return stats, None, True


def save_statistics(stats: Statistics) -> None:
    """Write the statistics atomically (``OSError`` when the disk refuses)."""
    text = json.dumps(stats.to_json(), indent=1, ensure_ascii=False)
    storage.atomic_write_text(paths.stats_path(), text + "\n")


def reset_statistics() -> None:
    """Forget every game's figures (the file then holds none)."""
    save_statistics(Statistics())


class _Damaged(Exception):
    """The text is not JSON at all; ``str()`` says so in the user's language."""


def _parse_text(text: str) -> Statistics:
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise _Damaged(QCoreApplication.translate("Statistics", "it is not valid JSON")) from None
    return parse_statistics(data)


def _reason(err: BaseException) -> str:
    return str(err) if isinstance(err, _Damaged) else _reason_text(str(err))


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def _reason_text(detail: str) -> str:
    """Why the content was refused, in the user's language (the detail names the field)."""
    return QCoreApplication.translate(
        "Statistics", "its content is not what the app writes ({detail})"
    ).format(detail=detail)


def _set_aside_text(err: storage.CorruptFile) -> str:
    """What happened to a damaged file (moved aside, or not even that)."""
    if err.moved_to is None:
        return QCoreApplication.translate(
            "Statistics",
            "The statistics file {path} could not be used ({reason}) and could not be moved "
            "aside; the statistics start afresh.",
        ).format(path=err.path, reason=err.reason)
    return QCoreApplication.translate(
        "Statistics",
        "The statistics file could not be used ({reason}). It was kept as {path}; "
        "the statistics start afresh.",
    ).format(path=err.moved_to, reason=err.reason)


# -- checking what was read -----------------------------------------------------------------


def parse_statistics(data: Any) -> Statistics:
    """The statistics in a JSON value; ``ValueError`` naming the first thing that is wrong."""
    from canasta_gui.app.games import all_games

    if not isinstance(data, dict) or set(data) != {"version", "tables"}:
        raise ValueError("not an object with exactly 'version' and 'tables'")
    if data["version"] != VERSION or isinstance(data["version"], bool):
        raise ValueError("unknown version")
    tables = data["tables"]
    if not isinstance(tables, list):
        raise ValueError("'tables' is not a list")
    sizes = {g.key: {p for p, _ in g.configurations()} for g in all_games()}
    seen: set[tuple[str, int, str]] = set()
    parsed = []
    for i, item in enumerate(tables):
        table = _parse_table(item, sizes, f"tables[{i}]")
        if table.key in seen:
            raise ValueError(f"tables[{i}] repeats a table")
        seen.add(table.key)
        parsed.append(table)
    return Statistics(parsed)


def _count(data: dict, name: str, where: str, low: int = 0) -> int:
    value = data.get(name)
    # bool is an int in Python; JSON true/false is not a count.
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= MAX_VALUE:
        raise ValueError(f"{where}.{name} is not a whole number in range")
    return value


def _parse_table(item: Any, sizes: dict[str, set[int]], where: str) -> TableStats:
    names = {f.name for f in fields(TableStats)}
    if not isinstance(item, dict) or set(item) != names:
        raise ValueError(f"{where} does not have exactly the expected fields")
    game = item["game"]
    if not isinstance(game, str) or game not in sizes:
        raise ValueError(f"{where}.game is not a game of this app")
    players = _count(item, "players", where)
    if players not in sizes[game]:
        raise ValueError(f"{where}.players is not a table size of that game")
    level = item["level"]
    if not isinstance(level, str) or level not in LEVELS:
        raise ValueError(f"{where}.level is not a computer level")
    played, won, deals = (_count(item, n, where) for n in ("played", "won", "deals"))
    score = _count(item, "score", where, low=-MAX_VALUE)
    items, went_out, run, longest = (
        _count(item, n, where) for n in ("items", "went_out", "run", "longest")
    )
    best = None if item["best"] is None else _count(item, "best", where, low=-MAX_VALUE)
    if not (won <= played and run <= longest <= won and went_out <= deals):
        raise ValueError(f"{where}: its counts contradict each other")
    if (played == 0) != (deals == 0) or (best is None) != (deals == 0) or deals < played:
        raise ValueError(f"{where}: its counts contradict each other")
    recent = item["recent"]
    if not isinstance(recent, list) or len(recent) > min(RECENT, played):
        raise ValueError(f"{where}.recent is not a short list")
    games = []
    for j, entry in enumerate(recent):
        if (
            not isinstance(entry, list)
            or len(entry) != 3
            or not isinstance(entry[0], bool)
            or any(isinstance(v, bool) or not isinstance(v, int) for v in entry[1:])
            or not -MAX_VALUE <= entry[1] <= MAX_VALUE
            or not 1 <= entry[2] <= deals
        ):
            raise ValueError(f"{where}.recent[{j}] is not [won, score, deals]")
        games.append(RecentGame(entry[0], entry[1], entry[2]))
    return TableStats(
        game,
        players,
        level,
        played,
        won,
        deals,
        score,
        best,
        items,
        went_out,
        run,
        longest,
        tuple(games),
    )
