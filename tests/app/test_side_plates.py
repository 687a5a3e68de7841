"""The state of the game on the felt: each side's plate and the marker on the seat to play.

Real windows show games played by Medium computer players for a number of moves (the
scripted moves), then the plates are read and compared with the engine's own state: the
score, the canastas or books, the points on the table and what each side still needs. The
turn marker is followed as the turn passes in pass-and-play and while a computer player
thinks. Plates must never cover a card, a label or another plate, whatever the window
size, the number of players or the length of the names.
"""

from __future__ import annotations

import pytest

from PySide6.QtCore import QLocale, QRectF
from PySide6.QtWidgets import QApplication

from canasta_gui.ai.canasta.player import CanastaPlayer
from canasta_gui.ai.cassino.player import CassinoPlayer
from canasta_gui.ai.hand_and_foot.player import HandFootPlayer
from canasta_gui.app.scene.items import CARD_H, CARD_W
from canasta_gui.app.scene.placements import TABLE_H, TABLE_W
from canasta_gui.app.scene.turn_marker import DIMMED
from canasta_gui.app.setup import COMPUTER, HUMAN, GameSetup, SeatSetup
from canasta_gui.engine.canasta.scoring import CANASTA_BONUS
from canasta_gui.engine.hand_and_foot.options import BOOK_BONUS, BOOKS_TO_GO_OUT
from canasta_gui.engine.rummy.melds import CLEAN, DIRTY, WILD
from tests.app.gui_helpers import make_window
from tests.app.table_positions import LONG_NAMES, busy_position
from tests.app.test_table_text_fits import overlap, show, zone_texts

PLAYERS = {"canasta": CanastaPlayer, "hand-and-foot": HandFootPlayer, "cassino": CassinoPlayer}


def n(value: int) -> str:
    return QLocale().toString(value)


def setup_for(game: str, players: int, seed: str, names: str = "short", humans=(0,)):
    decks = {"canasta": 3 if players == 6 else 2, "hand-and-foot": 5, "cassino": 1}[game]
    short = ("Ann", "Bo", "Cy", "Dee", "Eli", "Fay")
    pool = LONG_NAMES if names == "long" else short
    seats = tuple(
        SeatSetup(HUMAN, pool[i]) if i in humans else SeatSetup(COMPUTER, pool[i], "medium")
        for i in range(players)
    )
    return GameSetup(players, decks, seats=seats, seed=seed, game=game)


def played(setup: GameSetup, moves: int):
    """``setup``'s game after ``moves`` moves of Medium players, at seat 0's turn to play."""
    game = setup.game_def()
    state = game.new_game(setup.config(), setup.seed)
    bots = [PLAYERS[setup.game]("medium", f"{setup.seed}/{p}") for p in range(setup.players)]
    done = 0
    while done < moves or state.current_player() != 0:
        assert state.phase not in (game.break_phase, game.over_phase), "pick another seed"
        assert done < moves + 80, "pick another seed"
        seat = state.current_player()
        state.apply(bots[seat].decide(state.observation(seat)).action)
        done += 1
    return state


def start(qtbot, window, setup, state) -> None:
    window.start_game(setup, state, [])
    window.session.autosave = False
    qtbot.waitUntil(lambda: window.session.human_may_act())


def plate(window, side: int):
    return window.table.scene.plates[f"plate{side}"]


def settled(window) -> bool:
    """The person may act again, or the deal is over."""
    session = window.session
    return session.human_may_act() or session.state.phase == session.game.break_phase


def play_one_turn(qtbot, window) -> None:
    """The person at the bottom plays Medium's moves until the turn passes."""
    session = window.session
    bot = PLAYERS[session.setup.game]("medium", "plates")
    seat = session.actor
    while session.actor == seat and session.human_may_act():
        assert session.play(bot.decide(session.observation()).action) is None


# -- the plates show the engine's figures -------------------------------------------------


def check_canasta_plates(window) -> None:
    state = window.session.state
    cfg = state.config
    for side in range(cfg.n_sides):
        view = plate(window, side).view
        melds = [m for m in state.melds[side] if m is not None]
        natural = sum(1 for m in melds if m.is_canasta and m.is_natural)
        mixed = sum(1 for m in melds if m.is_canasta and not m.is_natural)
        on_table = sum(m.value for m in melds) + natural * CANASTA_BONUS[CLEAN]
        on_table += mixed * CANASTA_BONUS[DIRTY]
        assert view.title == window.session.side_name(side)
        assert view.score == n(state.scores[side])
        assert view.marks == (("red", n(natural)), ("black", n(mixed)))
        assert view.detail == f"{n(on_table)} on the table"
        missing = cfg.canastas_to_go_out - state.canasta_count(side)
        if not state.opened[side]:
            assert view.status == f"Needs {n(state.minimum(side))} to open"
        elif missing == 1:
            assert view.status == "Needs 1 more canasta"
        elif missing > 1:
            assert view.status == f"Needs {missing} more canastas"
        else:
            assert view.status == "Enough canastas to go out"
            assert view.tone == "done"


@pytest.mark.parametrize("players", [2, 4])
def test_canasta_plates_show_the_engines_figures(qtbot, players):
    window = make_window(qtbot)
    setup, state = busy_position(players)
    start(qtbot, window, setup, state)
    assert any(state.opened) and any(state.canasta_count(s) for s in range(len(state.scores)))
    check_canasta_plates(window)
    moves = len(window.session.moves)
    # The person plays, the computer players answer: the plates follow every move.
    play_one_turn(qtbot, window)
    qtbot.waitUntil(lambda: settled(window), timeout=20_000)
    assert len(window.session.moves) > moves
    check_canasta_plates(window)
    text = plate(window, 0).toolTip()
    assert "natural" in text and "On the table" in text


def test_canasta_plate_before_opening_says_the_minimum(qtbot):
    window = make_window(qtbot)
    setup = setup_for("canasta", 4, "plates-open")
    window.start_game(setup, setup.game_def().new_game(setup.config(), setup.seed), [])
    window.session.autosave = False
    qtbot.waitUntil(lambda: "plate1" in window.table.scene.plates)
    state = window.session.state
    assert not any(state.opened)
    for side in range(2):
        view = plate(window, side).view
        assert view.status == f"Needs {state.minimum(side)} to open"
        assert view.score == "0" and view.marks == (("red", "0"), ("black", "0"))
        assert view.detail == "0 on the table"


def test_hand_and_foot_plates_show_books_and_what_is_missing(qtbot):
    window = make_window(qtbot)
    setup = setup_for("hand-and-foot", 4, "plates-hf")
    start(qtbot, window, setup, played(setup, 90))
    state = window.session.state
    assert any(state.books[s] for s in range(2)), "pick a seed with books"
    for side in range(2):
        view = plate(window, side).view
        books = state.books[side]
        counts = {k: sum(1 for b in books if b.kind == k) for k in (CLEAN, DIRTY, WILD)}
        melded = sum(m.value for m in state.melds[side] if m is not None)
        melded += sum(b.value for b in books)
        bonus = sum(BOOK_BONUS[k] * c for k, c in counts.items())
        assert view.score == n(state.scores[side])
        assert view.marks == tuple(
            (colour, n(counts[k]))
            for colour, k in zip(("red", "black", "wild"), counts, strict=True)
        )
        assert view.detail == f"{n(melded + bonus)} on the table"
        missing = {k: max(0, BOOKS_TO_GO_OUT[k] - counts[k]) for k in counts}
        if not state.opened[side]:
            assert view.status == f"Needs {state.minimum} to open"
        elif any(missing.values()):
            for k, m in missing.items():
                assert (f"{m} {k}" in view.status) == bool(m), view.status
        else:
            assert view.status == "Enough books to go out"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_cassino_plates_show_score_captures_and_sweeps(qtbot, players):
    window = make_window(qtbot)
    setup = setup_for("cassino", players, f"plates-cassino-{players}")
    start(qtbot, window, setup, played(setup, 3 * players))
    for _ in range(2):
        obs = window.session.state.observation(0)
        for side in range(obs.config.n_sides):
            view = plate(window, side).view
            assert view.score == f"{n(obs.scores[side])}/{n(obs.config.target)}"
            assert view.detail == f"Captured: {n(obs.captured_counts[side])}"
            assert view.status == f"Sweeps: {n(obs.sweeps[side])}"
        # The pile's captions are the plate's now: said once.
        assert not [k for k in window.table.scene.labels if k.startswith("pilecap")]
        play_one_turn(qtbot, window)
        qtbot.waitUntil(lambda: settled(window), timeout=20_000)


# -- whose turn it is ---------------------------------------------------------------------


def check_marker(window) -> None:
    scene = window.table.scene
    seat = window.session.actor
    marker = scene.turn_marker
    assert marker is not None and marker.seat == seat
    name = scene.labels[f"seat{seat}"]
    assert marker.name_rect == name.sceneBoundingRect()
    assert name.opacity() == 1.0
    others = [k for k in scene.labels if k.startswith("seat") and k != f"seat{seat}"]
    assert others and all(scene.labels[k].opacity() == DIMMED for k in others)
    lit = [k for k, p in scene.plates.items() if p.lit]
    assert lit == [f"plate{window.session.state.config.side_of[seat]}"]


@pytest.mark.parametrize("speed", [0.0, 1.0], ids=["instant", "normal"])
@pytest.mark.parametrize("game", ["canasta", "cassino"])
def test_turn_marker_moves_with_the_turn_in_pass_and_play(qtbot, game, speed):
    from canasta_gui.app.scene import speeds

    window = make_window(qtbot)
    speeds.set_factor(speed)  # the animations run at their normal pace too
    setup = setup_for(game, 4, f"plates-pp-{game}", humans=(0, 1, 2, 3))
    window.start_game(setup)
    session = window.session
    session.autosave = False
    assert session.pass_and_play
    seen = []
    while len(seen) < 3:
        # Behind the privacy screen the marker is already on the seat to play.
        qtbot.waitUntil(
            lambda: (
                not session.revealed
                and session.bottom == session.actor
                and window.table.scene.turn_marker is not None
            )
        )
        check_marker(window)
        seen.append(session.actor)
        session.reveal()
        qtbot.waitUntil(
            lambda: session.human_may_act() and not window.table.scene.animating,
            timeout=20_000,
        )
        check_marker(window)
        play_one_turn(qtbot, window)
    assert len(set(seen)) == 3  # it moved each time the turn passed
    speeds.set_factor(0.0)


def test_turn_marker_is_on_a_computer_player_while_it_thinks(qtbot):
    window = make_window(qtbot)
    setup = setup_for("canasta", 4, "plates-think")
    start(qtbot, window, setup, played(setup, 0))
    session = window.session
    session.pace_ms = 600_000  # the computer player's answer waits: it goes on thinking
    check_marker(window)
    play_one_turn(qtbot, window)
    qtbot.waitUntil(lambda: session.thinking_seat == 1)
    qtbot.waitUntil(lambda: "(thinking" in window.table.scene.labels["seat1"].text)
    check_marker(window)
    assert window.table.scene.turn_marker.seat == 1


# -- nothing meets -------------------------------------------------------------------------


def plate_problems(window, case: str) -> list[str]:
    scene = window.table.scene
    found = []
    plates = list(scene.plates.items())
    assert plates, case
    table = QRectF(0, 0, TABLE_W, TABLE_H)
    for i, (key, item) in enumerate(plates):
        rect = item.rect
        what = f"{case}: {key}"
        if not table.contains(rect):
            found.append(f"{what} leaves the table")
        for other_key, other in plates[i + 1 :]:
            if overlap(rect, other.rect):
                found.append(f"{what} overlaps {other_key}")
        for card in scene.cards:
            if card.isVisible() and overlap(
                rect, card.mapRectToScene(QRectF(0, 0, CARD_W, CARD_H))
            ):
                found.append(f"{what} overlaps a card of {card.zone}")
        for label_key, label in scene.labels.items():
            if label.shown_text and overlap(rect, label.sceneBoundingRect()):
                found.append(f"{what} overlaps the label {label_key} {label.shown_text!r}")
        for text, text_rect in zone_texts(scene):
            if overlap(rect, text_rect):
                found.append(f"{what} overlaps the zone text {text!r}")
        shown = item.lines
        if shown.title[0] != item.view.title and not shown.title[0].endswith("…"):
            found.append(f"{what} shows a title it was not given")
    return found


CASES = [
    ("canasta", 2),
    ("canasta", 3),
    ("canasta", 4),
    ("canasta", 6),
    ("canasta-3x2", 6),
    ("hand-and-foot", 4),
    ("cassino", 2),
    ("cassino", 3),
    ("cassino", 4),
]


@pytest.mark.parametrize("game, players", CASES, ids=[f"{g}-{p}" for g, p in CASES])
def test_plates_meet_nothing(qtbot, qapp, game, players):
    window = make_window(qtbot)
    found: list[str] = []
    try:
        for names in ("short", "long"):
            if game.startswith("canasta"):
                options = {"OPT-CAN-SIX-TEAMS": "3x2"} if game == "canasta-3x2" else {}
                setup, state = busy_position(
                    players, "default" if names == "short" else "long", options=options
                )
                assert state.config.n_sides == (3 if options else {2: 2, 3: 3}.get(players, 2))
            else:
                setup = setup_for(game, players, f"plates-fit-{players}", names)
                state = played(setup, 60 if game == "hand-and-foot" else 2 * players)
            start(qtbot, window, setup, state)
            for language in ("en", "it", "ja", "ko"):
                assert window.translator.install(qapp, language) is None
                QApplication.sendPostedEvents()  # the table redraws in the language
                for size in ((1280, 800), (2560, 1440)):
                    show(qtbot, window, size)
                    case = f"{game} {players}, {names} names, {language}, {size}"
                    found += plate_problems(window, case)
    finally:
        window.translator.install(qapp, "en")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("game", ["canasta", "hand-and-foot"])
def test_plates_leave_the_meld_hint_alone(qtbot, qapp, game):
    """Before anyone melds, the person's meld area says where to drag: no plate covers it."""
    window = make_window(qtbot)
    setup = setup_for(game, 4, f"plates-hint-{game}")
    window.start_game(setup, setup.game_def().new_game(setup.config(), setup.seed), [])
    window.session.autosave = False
    qtbot.waitUntil(lambda: "plate1" in window.table.scene.plates)
    found: list[str] = []
    try:
        for language in ("en", "it", "ja", "ko"):
            assert window.translator.install(qapp, language) is None
            QApplication.sendPostedEvents()
            assert zone_texts(window.table.scene)
            for size in ((1280, 800), (2560, 1440)):
                show(qtbot, window, size)
                found += plate_problems(window, f"{game}, fresh, {language}, {size}")
    finally:
        window.translator.install(qapp, "en")
    assert not found, "\n".join(found)


def test_canasta_plate_asks_for_the_second_meld_the_rules_require(qtbot):
    """OPT-CAN-MELDS-TO-GO-OUT 2 (§3.12.1): a side with its canasta alone may not go out, and
    the plate said it had enough; it now says what the engine's refusal says."""
    from dataclasses import replace

    from tests.engine.helpers import build

    options = {"OPT-CAN-MELDS-TO-GO-OUT": "2"}
    setup = replace(setup_for("canasta", 4, "plates-melds"), options=options)
    state = build(4, 2, options=options, melds={0: ["AH AS AD AC AH AS 2D"]})
    window = make_window(qtbot)
    start(qtbot, window, setup, state)
    view = plate(window, 0).view
    assert view.status == "Needs 1 more meld" and view.tone == "needs"


def test_hand_and_foot_plate_waits_for_the_feet(qtbot):
    """§4.10.2 (b): with every book down a side still goes out only from a foot, once the
    partner has played from theirs; the plate said "Enough books" before that."""
    from tests.engine.hand_and_foot.helpers import build
    from tests.engine.test_one_card_reasons import BOOKS

    setup = setup_for("hand-and-foot", 4, "plates-feet")
    window = make_window(qtbot)
    start(qtbot, window, setup, build(books={0: BOOKS}))
    view = plate(window, 0).view
    assert view.status == "Books done; feet to play" and view.tone == "needs"
