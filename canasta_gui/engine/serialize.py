"""The JSON save format: saved games, test positions and replay records.

The format is described in ``docs/save-format.md``. Writing is plain; reading
treats the file as hostile: size, nesting and every value are checked (see
``save_checks`` and each game's ``save.py``) and nothing in a file is ever executed.
Each failure is a :class:`SaveError` with a ``save_`` reason code and a message naming
the offending place.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

from canasta_gui.engine.atomic import NotARegularFile, atomic_write_bytes, read_regular_bytes
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.save import read_config, read_state
from canasta_gui.engine.canasta.state import CanastaState, new_game
from canasta_gui.engine.cards import codes, rank_name, sort_key
from canasta_gui.engine.cassino import actions as cassino_act
from canasta_gui.engine.cassino import save as cassino_save
from canasta_gui.engine.cassino.state import CassinoState
from canasta_gui.engine.cassino.state import new_game as new_cassino_game
from canasta_gui.engine.errors import SaveError
from canasta_gui.engine.hand_and_foot import actions as hf_act
from canasta_gui.engine.hand_and_foot import save as hf_save
from canasta_gui.engine.hand_and_foot.state import HandFootState
from canasta_gui.engine.hand_and_foot.state import new_game as new_hf_game
from canasta_gui.engine.replay_moves import (
    NO_SEAT,
    check_end,
    play_through,
    state_differences,
    walk_moves,
)
from canasta_gui.engine.save_checks import (
    MAX_DEALS,
    MAX_SEED,
    SCORE_LIMIT,
    clause,
    fail,
    index,
    kind_of,
    obj,
    seq,
    show,
    show_path,
    text,
    with_out_of_play,
)
from canasta_gui.engine.save_checks import MESSAGES as SAVE_MESSAGES

__all__ = [
    "SAVE_MESSAGES",
    "check_writable",
    "dumps",
    "load_file",
    "load_file_with_moves",
    "loads",
    "loads_with_moves",
    "parse",
    "read_save",
    "replay",
    "save_file",
    "state_differences",
    "state_from_json",
    "state_to_json",
]

FORMAT = "canasta_gui-save"
SCHEMA = 1
GAME = "canasta"
#: The games a save may hold; Cassino's config and state are read by engine/cassino/save.py.
GAMES = (GAME, "cassino", "hand-and-foot")
#: The one size limit of a save file: the loader refuses a larger file and every writer (the
#: engine's ``save_file``, the table's autosave) refuses to write one, so whatever is written loads.
#: The largest autosave of whole seeded games, every move logged, is about 145 KB (3 players,
#: random seats, with the seats of the moves; 35 KB with 6 players and 3 decks before the seats:
#: benchmarks/save_size.py). The margin of more than 50 times is for games far longer than any
#: measured; a bigger file is not one of ours.
MAX_BYTES = 8 * 1024 * 1024
#: The format nests 7 levels at most; the bound keeps json's recursion far away.
MAX_DEPTH = 20
MAX_MOVES = 100_000
MAX_COMMENT = 10_000
_TOP_REQUIRED = ("format", "schema", "game", "config", "seed", "state")
_TOP_OPTIONAL = ("moves", "comment")
_WIDTH = 100  # lines of the written file stay about this wide

#: A game position of any game a save may hold.
GameState = CanastaState | CassinoState | HandFootState

# -- writing -------------------------------------------------------------------------------


def state_to_json(state: GameState, moves: list | None = None) -> dict[str, Any]:
    """The save of ``state`` as plain JSON data; ``moves`` is the action log since the start."""
    if isinstance(state, CassinoState):
        out: dict[str, Any] = {
            "format": FORMAT,
            "schema": SCHEMA,
            "game": "cassino",
            "config": cassino_save.config_to_json(state.config),
            "seed": state.seed,
            "state": cassino_save.state_to_json(state),
        }
        if moves is not None:
            out["moves"] = _moves_json(state, moves, cassino_act.to_json)
        return out
    if isinstance(state, HandFootState):  # engine/hand_and_foot/save.py writes its parts
        out = {
            "format": FORMAT,
            "schema": SCHEMA,
            "game": "hand-and-foot",
            "config": hf_save.config_to_json(state.config),
            "seed": state.seed,
            "state": hf_save.state_to_json(state),
        }
        if moves is not None:
            out["moves"] = _moves_json(state, moves, hf_act.to_json)
        return out
    s = state
    cfg = s.config
    out = {
        "format": FORMAT,
        "schema": SCHEMA,
        "game": GAME,
        "config": {"players": cfg.players, "decks": cfg.decks, "options": cfg.options.as_dict()},
        "seed": s.seed,
        "state": {
            "deal": s.deal_no,
            "dealer": s.dealer,
            "phase": s.phase,
            "current": s.current,
            "stock": codes(s.stock),
            "pile": codes(s.pile),
            "freeze_index": s.freeze_index,
            "turn": {
                "melded": s.turn_melded,
                "put_down": s.turn_put_down,
                "took_pile": s.took_pile,
                "asked": s.asked_turn,
                "answer": s.answer,
                "must_go_out": s.must_go_out,
                "asker": s.asker,
            },
            "went_out": s.went_out,
            "winners": list(s.winners),
            "players": [
                {
                    "hand": _sorted_codes(s.hands[p]),
                    "hand_size": s.hand_sizes[p],
                    "known": _sorted_codes(s.known[p]),
                    "has_melded": s.has_melded[p],
                    "asked_deal": s.asked_deal[p],
                }
                for p in range(cfg.players)
            ],
            "sides": [
                {
                    "score": s.scores[i],
                    "opened": s.opened[i],
                    "red3s": codes(s.red3s[i]),
                    "melds": [
                        {"rank": rank_name(m.rank), "cards": codes(m.cards)}
                        for m in s.melds[i]
                        if m is not None
                    ],
                }
                for i in range(cfg.n_sides)
            ],
            "history": [
                {
                    "deal": r.deal,
                    "dealer": r.dealer,
                    "went_out": r.went_out,
                    "concealed": r.concealed,
                    "reason": r.reason,
                    "sides": [
                        {
                            "melded": p.melded,
                            "canastas": p.canastas,
                            "red3s": p.red3s,
                            "going_out": p.going_out,
                            "hand": p.hand,
                            "natural_canastas": p.natural_canastas,
                            "mixed_canastas": p.mixed_canastas,
                        }
                        for p in r.sides
                    ],
                }
                for r in s.history
            ],
        },
    }
    if s.out_of_play:  # written only when used, so older saves re-save byte for byte
        out["state"] = with_out_of_play(out["state"], s.out_of_play, after="pile")
    if moves is not None:
        out["moves"] = _moves_json(state, moves, act.to_json)
    return out


def _moves_json(state: GameState, moves: list, to_json: Any) -> list[dict[str, Any]]:
    """The action log, each move with the seat that made it when the log replays from the
    seed's deal to ``state`` (a game started from a hand-made position has no such seats)."""
    seats = logged_seats(state, moves)
    if seats is None:
        return [to_json(a) for a in moves]
    return [{"seat": seat, **to_json(a)} for seat, a in zip(seats, moves, strict=True)]


#: The last log replayed for its seats, per game: the table autosaves after every action,
#: and each save's log is the previous one and a move or two, so the replay goes on from
#: there instead of from the seed's deal (a move taken back starts it afresh).
_SEAT_REPLAYS: dict[type, tuple[Any, list, Any, list[int | None]]] = {}


def logged_seats(state: GameState, moves: list) -> list[int | None] | None:
    """Who made each move (``None`` between deals), found by replaying ``moves`` from the
    seed's deal; ``None`` when they do not lead there to ``state``."""
    key = (state.config, state.seed)
    last = _SEAT_REPLAYS.get(type(state))
    if last is not None and last[0] == key and last[1] == moves[: len(last[1])]:
        work, seats, start = last[2], last[3][:], len(last[1])
    else:
        work, seats, start = _new_like(state), [], 0
    try:
        for step in walk_moves(work, moves[start:], first=start, end=state):
            seats.append(step.seat)
            work = step.state
    except SaveError:
        return None
    _SEAT_REPLAYS[type(state)] = (key, list(moves), work.clone(), seats[:])
    return seats


def _new_like(state: GameState) -> GameState:
    if isinstance(state, CassinoState):
        return new_cassino_game(state.config, state.seed)
    if isinstance(state, HandFootState):
        return new_hf_game(state.config, state.seed)
    return new_game(state.config, state.seed)


def _sorted_codes(counts: list[int]) -> list[str]:
    cards = [k for k, n in enumerate(counts) for _ in range(n)]
    return codes(sorted(cards, key=sort_key))


def dumps(state: GameState, moves: list | None = None) -> str:
    """The save of ``state`` as indented, human-readable JSON text."""
    return _pretty(state_to_json(state, moves)) + "\n"


def _pretty(value: Any, level: int = 0) -> str:
    """JSON indented by two spaces, with anything that fits kept on one line."""
    flat = json.dumps(value, ensure_ascii=False)
    if len(flat) + 2 * level <= _WIDTH or not isinstance(value, (dict, list)) or not value:
        return flat
    pad = "  " * (level + 1)
    end = "\n" + "  " * level
    if isinstance(value, dict):
        items = (f"{pad}{json.dumps(k)}: {_pretty(v, level + 1)}" for k, v in value.items())
        return "{\n" + ",\n".join(items) + end + "}"
    if any(isinstance(v, (dict, list)) for v in value):
        return "[\n" + ",\n".join(pad + _pretty(v, level + 1) for v in value) + end + "]"
    # A long list of card codes: as many to a line as fit.
    rows: list[str] = []
    row: list[str] = []
    used = len(pad)
    for item in (json.dumps(v, ensure_ascii=False) for v in value):
        if row and used + len(item) + 2 > _WIDTH:
            rows.append(", ".join(row))
            row, used = [], len(pad)
        row.append(item)
        used += len(item) + 2
    rows.append(", ".join(row))
    return "[\n" + ",\n".join(pad + r for r in rows) + end + "]"


def save_file(path: str | os.PathLike[str], state: GameState, moves: list | None = None) -> None:
    """Write the save atomically: a crash leaves the old file or the new one, never half.

    Raises ``OSError`` when the file cannot be written, and ``SaveError`` when the
    save would be too large to load again.
    """
    data = dumps(state, moves).encode("utf-8")
    check_writable(state, len(data), moves)
    atomic_write_bytes(path, data)


def check_writable(state: GameState, size: int, moves: list | None = None) -> None:
    """Refuse, with the loader's own ``SaveError``, a save of ``size`` bytes that could not be
    loaded again: the one size limit, the move limit, and the deal number and scores that a
    very long game could carry past the loader's ranges. Every writer calls this first."""
    if moves is not None and len(moves) > MAX_MOVES:
        raise fail("save_too_long", where="moves", got=len(moves), limit=MAX_MOVES)
    if size > MAX_BYTES:
        raise fail("save_too_large", size=size, limit=MAX_BYTES)
    deal = state.round_no if isinstance(state, CassinoState) else state.deal_no
    if deal > MAX_DEALS:
        raise fail("save_range", where="state.deal", value=deal, low=0, high=MAX_DEALS)
    for i, score in enumerate(state.scores):
        if abs(score) > SCORE_LIMIT:
            where = f"state.sides[{i}].score"
            raise fail("save_range", where=where, value=score, low=-SCORE_LIMIT, high=SCORE_LIMIT)


# -- reading -------------------------------------------------------------------------------

# A string (closed or not: an open one runs to the end, so no position is scanned
# twice) or a bracket. Matching strings whole keeps brackets inside them uncounted.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]', re.DOTALL)


def parse(raw: str | bytes) -> object:
    """Decode and parse JSON text with the format's limits; ``SaveError`` on any problem."""
    if isinstance(raw, (bytes, bytearray)):
        if len(raw) > MAX_BYTES:
            raise fail("save_too_large", size=len(raw), limit=MAX_BYTES)
        try:
            raw = bytes(raw).decode("utf-8")
        except UnicodeDecodeError as err:
            raise fail("save_not_utf8", position=err.start) from None
    elif not isinstance(raw, str):
        raise TypeError("parse() takes JSON text as str or bytes")
    size = len(raw.encode("utf-8", "surrogatepass")) if len(raw) * 4 > MAX_BYTES else len(raw)
    if size > MAX_BYTES:
        raise fail("save_too_large", size=size, limit=MAX_BYTES)
    raw = raw.removeprefix("\ufeff")  # editors on Windows like to add a byte-order mark
    # Measure the nesting before json does: its recursion must never be reached.
    depth = 0
    for token in _TOKEN.finditer(raw):
        first = raw[token.start()]
        if first == '"':
            continue
        depth += 1 if first in "[{" else -1
        if depth > MAX_DEPTH:
            raise fail("save_too_deep", limit=MAX_DEPTH)
    try:
        return json.loads(raw, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except json.JSONDecodeError as err:
        detail = f"{err.msg} (line {err.lineno}, column {err.colno})"
        raise fail("save_not_json", detail=detail) from None
    except (ValueError, RecursionError) as err:
        raise fail("save_not_json", detail=clause(str(err)[:100])) from None


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise fail("save_duplicate_key", key=show(key))
            seen.add(key)
    return out


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _header(data: object, need_state: bool = True) -> dict[str, Any]:
    """The checked top-level object; its ``state`` is read by the caller."""
    if not isinstance(data, dict):
        raise fail("save_not_object", got=kind_of(data))
    if data.get("format") != FORMAT:
        raise fail("save_format", found=show(data.get("format")))
    if type(data.get("schema")) is not int or data["schema"] != SCHEMA:
        raise fail("save_schema", found=show(data.get("schema")), supported=SCHEMA)
    if data.get("game") not in GAMES:
        raise fail("save_game", found=show(data.get("game")))
    if need_state:
        obj(data, "the file", _TOP_REQUIRED, _TOP_OPTIONAL)
    else:
        obj(data, "the file", _TOP_REQUIRED[:-1], (*_TOP_OPTIONAL, "state"))
    if "comment" in data:
        text(data["comment"], "comment", MAX_COMMENT)
    return data


def _read_moves(data: dict[str, Any], players: int) -> tuple[list, list[int | None]]:
    """The moves and, per move, the seat that made it (``None`` between deals, ``NO_SEAT``
    when the move does not say)."""
    parse_action = cassino_act.from_json if data["game"] == "cassino" else act.from_json
    if data["game"] == "hand-and-foot":
        parse_action = hf_act.from_json
    out, seats = [], []
    for i, move in enumerate(seq(data.get("moves", []), "moves", MAX_MOVES)):
        seat: int | None = NO_SEAT
        if isinstance(move, dict) and "seat" in move:
            move = dict(move)
            seat = index(move.pop("seat"), f"moves[{i}].seat", players, allow_none=True)
        try:
            out.append(parse_action(move))
        except (ValueError, TypeError) as err:
            detail = clause(str(err)[:100])
            raise fail("save_bad_move", where=f"moves[{i}]", detail=detail) from None
        seats.append(seat)
    return out, seats


def _play_moves(state: GameState, moves: list, seats: list[int | None], to_json: Any) -> Any:
    """The state the logged moves lead to from ``state``; each must be legal and made by the
    seat it names (``SaveError`` otherwise)."""
    return play_through(state, moves, seats=seats, show_move=lambda move: json.dumps(to_json(move)))


def state_from_json(data: object) -> GameState:
    """The state in parsed save data (``moves`` are checked but not replayed)."""
    return _read(data)[0]


def read_save(data: object) -> tuple[GameState, list]:
    """The state and action log in parsed save data, fully validated (no replay)."""
    return _read(data)


def _read(data: object) -> tuple[GameState, list]:
    top = _header(data)
    seed = text(top["seed"], "seed", MAX_SEED)
    config, fresh, show_move, read = _game_parts(top)
    moves, seats = _read_moves(top, config.players)
    state = read(top["state"], config, seed)
    if any(seat != NO_SEAT for seat in seats):
        # A log that names its seats starts at the seed's deal: each seat is checked
        # against the seat to act there (docs/save-format.md "Replay").
        _play_moves(fresh(config, seed), moves, seats, show_move)
    return state, moves


def _game_parts(top: dict[str, Any]) -> tuple[Any, Any, Any, Any]:
    """The game's config, new-game function, move writer and state reader."""
    if top["game"] == "cassino":
        config = cassino_save.read_config(top["config"])
        return config, new_cassino_game, cassino_act.to_json, cassino_save.read_state
    if top["game"] == "hand-and-foot":
        return hf_save.read_config(top["config"]), new_hf_game, hf_act.to_json, hf_save.read_state
    return read_config(top["config"]), new_game, act.to_json, read_state


def loads(raw: str | bytes) -> GameState:
    """The state saved in JSON text."""
    return _read(parse(raw))[0]


def loads_with_moves(raw: str | bytes) -> tuple[GameState, list]:
    """The state and the recorded action log (empty when the file has none)."""
    return _read(parse(raw))


def _read_bytes(path: str | os.PathLike[str]) -> bytes:
    try:
        # Ordinary files only: a folder, pipe or device is refused without blocking.
        raw = read_regular_bytes(path, MAX_BYTES)
    except NotARegularFile:
        raise fail("save_not_file", path=show_path(os.fspath(path))) from None
    except OSError as err:
        detail = clause(err.strerror or str(err))
        raise fail("save_io", path=show_path(os.fspath(path)), detail=detail) from None
    if len(raw) > MAX_BYTES:
        raise fail("save_too_large", size=len(raw), limit=MAX_BYTES)
    return raw


def load_file(path: str | os.PathLike[str]) -> GameState:
    """The state saved in the file at ``path``; ``SaveError`` for any unreadable file."""
    return loads(_read_bytes(path))


def load_file_with_moves(path: str | os.PathLike[str]) -> tuple[GameState, list]:
    """The state and the recorded action log saved in the file at ``path``."""
    return loads_with_moves(_read_bytes(path))


# -- replay ----------------------------------------------------------------------------------


def replay(data: object) -> tuple[GameState, list]:
    """Rebuild a game from its configuration, seed and recorded moves.

    ``data`` is parsed save data (or its JSON text). Each move is applied with the
    rules; an illegal one is refused with ``SaveError``. When the save also holds a
    position (it may be left out of a pure replay record), the replayed game must
    reach exactly that position.
    """
    if isinstance(data, (str, bytes, bytearray)):
        data = parse(data)
    top = _header(data, need_state=False)
    seed = text(top["seed"], "seed", MAX_SEED)
    config, fresh, show_move, read = _game_parts(top)
    moves, seats = _read_moves(top, config.players)
    state: GameState = _play_moves(fresh(config, seed), moves, seats, show_move)
    if "state" in top:
        check_end(state, read(top["state"], config, seed))
    return state, moves
