"""A save that loads never breaks the table (issue 14, defect 4).

Real autosaves of seeded games, taken in every phase and at every table size, are mutated the
way a damaged or hand-edited file could be (score rows dropped or doubled, the phase or the
player on turn changed, a card moved between zones, ...). Each one must either be refused with a
clear ``SaveError``, which the app's loader turns into a message and moves the file aside, or
open to a position that plays on with legal actions to the end of the deal, whose score row the
table then shows (``main_window._summary`` reads ``history[-1]``).
"""

from __future__ import annotations

import copy
import functools
import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from canasta_gui.app import saves
from canasta_gui.app.setup import COMPUTER, GameSetup, SeatSetup
from canasta_gui.engine import serialize
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.legal import legal_actions
from canasta_gui.engine.canasta.save import PHASES
from canasta_gui.engine.canasta.state import CanastaState, Phase, new_game
from canasta_gui.engine.errors import SaveError

OVER = (Phase.DEAL_OVER, Phase.GAME_OVER)
#: Far above any deal of random play (about 100 actions; arena.MAX_ACTIONS_PER_DEAL).
MAX_ACTIONS = 20_000


def _setup(players: int, decks: int, seed: str, options: dict[str, str]) -> GameSetup:
    seats = tuple(SeatSetup(COMPUTER, f"S{i}", "easy") for i in range(players))
    return GameSetup(players, decks, options=options, seats=seats, seed=seed)


def _play_until(setup: GameSetup, stop) -> tuple[CanastaState, list] | None:
    """Random legal play of a seeded game until ``stop(state)``; None if the game ends first."""
    state = new_game(setup.config(), setup.seed)
    rng = random.Random(setup.seed)
    moves: list = []
    while not stop(state):
        if state.is_terminal():
            return None
        action = (
            act.NEXT_DEAL if state.phase == Phase.DEAL_OVER else rng.choice(legal_actions(state))
        )
        state.apply(action)
        moves.append(action)
    return state, moves


#: (players, decks, options, the position wanted)
_WANTED = [
    (2, 2, {}, "draw"),
    (2, 2, {}, "play"),
    (3, 2, {}, "deal_over"),
    (3, 3, {}, "play"),
    (4, 2, {}, "answer"),
    (4, 2, {}, "draw"),
    (4, 2, {"OPT-DEAL-LIMIT": "2"}, "game_over"),
    (6, 3, {}, "deal_over"),
    (6, 3, {}, "answer"),
    (6, 3, {}, "play"),
    (2, 3, {"OPT-DEAL-LIMIT": "1"}, "game_over"),
]


def _stop(phase: str):
    if phase in OVER:
        return lambda s: s.phase == phase
    # A live position after a finished deal, so the score sheet has rows to damage.
    return lambda s: s.phase == phase and s.deal_no >= 1 and any(any(row) for row in s.melds)


@functools.cache
def bases() -> tuple[tuple[str, str], ...]:
    """(name, session text) of real autosaves, one per wanted table size and phase."""
    out = []
    for players, decks, options, phase in _WANTED:
        for attempt in range(40):
            setup = _setup(players, decks, f"mut-{players}-{phase}-{attempt}", options)
            found = _play_until(setup, _stop(phase))
            if found is not None:
                state, moves = found
                name = f"{players}p{decks}d-{phase}"
                out.append((name, saves.session_json(setup, state, moves)))
                break
        else:
            raise AssertionError(f"no {phase} position for {players} players")
    return tuple(out)


def test_the_bases_cover_every_phase_and_table_size():
    names = [name for name, _ in bases()]
    assert {n.split("-")[1] for n in names} == {"draw", "play", "answer", "deal_over", "game_over"}
    assert {n[0] for n in names} == {"2", "3", "4", "6"}
    for _name, text in bases():
        saves.parse_session(text)  # the unmutated saves load


# -- mutations -----------------------------------------------------------------------------

_TURN_KEYS = ("melded", "put_down", "took_pile", "asked", "must_go_out")


def _zones(game: dict) -> list[tuple[str, list]]:
    st_ = game["state"]
    zones = [("stock", st_["stock"]), ("pile", st_["pile"])]
    zones += [(f"hand{p}", pl["hand"]) for p, pl in enumerate(st_["players"])]
    for i, side in enumerate(st_["sides"]):
        zones.append((f"red3s{i}", side["red3s"]))
        zones += [(f"meld{i}.{j}", m["cards"]) for j, m in enumerate(side["melds"])]
    return zones


def _tidy(game: dict) -> None:
    """Drop the derived fields a card move would leave stale, so the move itself is judged."""
    st_ = game["state"]
    st_.pop("freeze_index", None)
    for pl in st_["players"]:
        pl.pop("hand_size", None)
        known = []
        hand = list(pl["hand"])
        for c in pl["known"]:
            if c in hand:
                hand.remove(c)
                known.append(c)
        pl["known"] = known
    for side in st_["sides"]:
        side.pop("opened", None)
        side["melds"] = [m for m in side["melds"] if m["cards"]]


@st.composite
def mutation(draw, game: dict) -> str:
    """Change ``game`` in place in one way; returns what was done (for the failure report)."""
    s = game["state"]
    n = len(s["players"])
    rows = s["history"]
    kind = draw(
        st.sampled_from(
            [
                "drop_row",
                "duplicate_row",
                "phase",
                "move_card",
                "current",
                "dealer",
                "deal",
                "turn_flag",
                "went_out",
                "winners",
                "swap_hands",
                "score",
                "asker",
            ]
        )
    )
    if kind == "drop_row" and rows:
        i = draw(st.integers(0, len(rows) - 1))
        del rows[i]
        return f"drop history[{i}]"
    if kind == "duplicate_row" and rows:
        i = draw(st.integers(0, len(rows) - 1))
        rows.insert(i, copy.deepcopy(rows[i]))
        return f"duplicate history[{i}]"
    if kind == "phase":
        s["phase"] = draw(st.sampled_from(PHASES))
        return f"phase {s['phase']}"
    if kind == "move_card":
        zones = [z for z in _zones(game) if z[1]]
        src_name, src = draw(st.sampled_from(zones))
        dst_name, dst = draw(st.sampled_from(_zones(game)))
        card = src.pop(draw(st.integers(0, len(src) - 1)))
        dst.insert(draw(st.integers(0, len(dst))), card)
        if draw(st.booleans()):
            _tidy(game)
        return f"move {card} from {src_name} to {dst_name}"
    if kind == "current":
        s["current"] = draw(st.integers(0, n - 1))
        return f"current {s['current']}"
    if kind == "dealer":
        s["dealer"] = draw(st.integers(0, n - 1))
        return f"dealer {s['dealer']}"
    if kind == "deal":
        s["deal"] = max(0, s["deal"] + draw(st.sampled_from([-1, 1])))
        return f"deal {s['deal']}"
    if kind == "turn_flag":
        key = draw(st.sampled_from(_TURN_KEYS))
        s["turn"][key] = not s["turn"][key]
        return f"turn.{key}"
    if kind == "went_out":
        s["went_out"] = draw(st.none() | st.integers(0, n - 1))
        return f"went_out {s['went_out']}"
    if kind == "winners":
        s["winners"] = draw(st.sampled_from([[], [0], [1], [0, 1]]))
        return f"winners {s['winners']}"
    if kind == "swap_hands":
        p, q = draw(st.integers(0, n - 1)), draw(st.integers(0, n - 1))
        s["players"][p], s["players"][q] = s["players"][q], s["players"][p]
        return f"swap hands {p} {q}"
    if kind == "score":
        side = draw(st.integers(0, len(s["sides"]) - 1))
        s["sides"][side]["score"] = draw(st.sampled_from([-5000, 0, 4990, 5000, 12000]))
        return f"score {side}"
    if kind == "asker":
        s["turn"]["asker"] = draw(st.integers(-1, n - 1))
        s["turn"]["answer"] = draw(st.sampled_from([None, True, False]))
        return f"asker {s['turn']['asker']} answer {s['turn']['answer']}"
    return "nothing"


@st.composite
def mutated_sessions(draw) -> tuple[str, list[str], str]:
    name, text = draw(st.sampled_from(bases()))
    data = json.loads(text)
    done = [draw(mutation(data["game"])) for _ in range(draw(st.integers(1, 3)))]
    return name, done, json.dumps(data)


# -- the property --------------------------------------------------------------------------


def _plays_to_the_end_of_the_deal(state: CanastaState, seed: str) -> None:
    rng = random.Random(seed)
    if state.phase == Phase.DEAL_OVER:
        assert state.history[-1].deal == state.deal_no  # the row the summary shows
        state.apply(act.NEXT_DEAL)
    for _ in range(MAX_ACTIONS):
        if state.phase in OVER:
            break
        choices = legal_actions(state)
        assert choices, f"no legal move in phase {state.phase}"
        state.apply(rng.choice(choices))
    else:
        raise AssertionError("the deal did not end")
    assert state.history[-1].deal == state.deal_no  # the row the summary shows


def _clean_sentence(text: str) -> bool:
    return text.endswith(".") and not any(p in text for p in ("..", ".).", ").)", ".)"))


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(mutated_sessions())
def test_a_mutated_autosave_is_refused_and_moved_aside_or_plays_on(case) -> None:
    name, done, text = case
    note = f"{name}: {done}"
    try:
        serialize.read_save(serialize.parse(text)["game"])
    except SaveError as err:
        assert err.code.startswith("save_") and _clean_sentence(str(err)), (note, str(err))
        refused = True
    else:
        refused = False
    file = saves.new_save_path()  # a saved game's own file, as the table writes it
    file.write_text(text, encoding="utf-8")
    try:
        loaded = saves.load_saved(file)
    except saves.BadSession as err:
        assert refused, (note, err.text)
        assert err.moved_to is not None and err.moved_to.is_file(), note
        assert not file.exists(), note
        assert _clean_sentence(err.text), (note, err.text)
        err.moved_to.unlink()
        return
    assert not refused, note
    state = loaded.state
    if state.phase == Phase.GAME_OVER:
        assert state.history[-1].deal == state.deal_no, note
    else:
        _plays_to_the_end_of_the_deal(state, note)
    # What the table then writes loads again.
    again = saves.parse_session(saves.session_json(loaded.setup, state, loaded.moves))
    assert serialize.state_differences(again.state, state) == [], note


@pytest.mark.parametrize("phase", ["deal_over", "game_over"])
def test_a_scored_deal_without_its_row_is_refused(phase):
    """The reported case: "deal over" whose score sheet lacks the deal's row."""
    name, text = next(b for b in bases() if b[0].endswith(phase))
    data = json.loads(text)
    data["game"]["state"]["history"].pop()
    with pytest.raises(SaveError) as info:
        saves.parse_session(json.dumps(data))
    assert info.value.code == "save_sheet_missing", name
    assert "no row for deal" in str(info.value)
