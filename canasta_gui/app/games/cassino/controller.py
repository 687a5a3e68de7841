"""Between the Cassino table and the session: gestures in, the engine's own actions out.

Every turn plays one card (docs/rules.md §5.4). The engine lists every legal play
(``legal.legal_actions``) once per redraw; a gesture only picks among them:

- a hand card dropped on a loose card or a build means the plays of that card that involve
  it: captures that take it (§5.6), builds on it (§5.7.2-§5.7.3) and additions to that build
  (§5.7.4). One play is made at once; several are offered as a choice (``choices_offered``);
- table units clicked first narrow it down: the drop (or Enter) then means the play whose
  table units are exactly those selected (plus the one dropped on);
- a card dropped on the empty table, or double-clicked, trails (§5.8); Enter offers every
  play of the selected card, T trails it.

Whatever the engine refuses comes back as its own reason (``rules.check``), through
``message``; the controller never judges a play itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtWidgets import QMenu, QWidget

from canasta_gui.app.card_words import card_name, cards_count, joined
from canasta_gui.app.games.cassino import marks, summary
from canasta_gui.app.games.cassino.layout import BuildView, CassinoView, PileView, cassino_layout
from canasta_gui.app.games.cassino.log import (
    build_word,
    cards_text,
    is_multiple_build,
    units_text,
)
from canasta_gui.app.games.table_control import TableControl
from canasta_gui.app.listing import join_items
from canasta_gui.app.scene import speeds
from canasta_gui.app.scene.table_scene import TableScene
from canasta_gui.app.texts import engine_text, show_card
from canasta_gui.engine.cassino import actions as act
from canasta_gui.engine.cassino.legal import legal_actions
from canasta_gui.engine.cassino.observation import Observation
from canasta_gui.engine.cassino.rules import check
from canasta_gui.engine.cassino.state import Phase, TableBuild
from canasta_gui.engine.cassino.values import MAX_SUM, VALUE, value_name
from canasta_gui.engine.errors import IllegalAction

if TYPE_CHECKING:
    from canasta_gui.app.session import Session

#: A table unit as the engine names it: ("loose", card) or ("build", value) (§5.5).
Unit = tuple[str, int]


class Choice(NamedTuple):
    """One play a gesture may mean: the engine's action and how it reads."""

    action: act.Action
    text: str


def units_of(action: act.Action) -> frozenset[Unit]:
    """The table units a play takes, builds on or adds to (none for a trail)."""
    if isinstance(action, act.Capture):
        return frozenset(
            [*(("loose", c) for c in action.loose), *(("build", v) for v in action.builds)]
        )
    if isinstance(action, act.Build):
        return frozenset(("loose", c) for c in action.loose)
    if isinstance(action, act.AddToBuild):
        return frozenset([("build", action.build), *(("loose", c) for c in action.loose)])
    return frozenset()


def describe(action: act.Action) -> str:
    """A play in words, for the choices menu and the line under the table."""
    if isinstance(action, act.NextRound):
        return QCoreApplication.translate("Cassino", "Deal the next round")
    card = show_card(action.card)
    if isinstance(action, act.Capture):
        return QCoreApplication.translate("Cassino", "Capture {units} with the {card}").format(
            units=units_text(action.card, action.loose, action.builds), card=card
        )
    if isinstance(action, act.Build):
        value, cards = value_name(action.value), cards_text(action.loose)
        if is_multiple_build(action):
            return QCoreApplication.translate(
                "Cassino", "Build {value} (multiple): the {card} on {cards}"
            ).format(value=value, card=card, cards=cards)
        return QCoreApplication.translate("Cassino", "Build {value}: the {card} on {cards}").format(
            value=value, card=card, cards=cards
        )
    if isinstance(action, act.AddToBuild):
        old, value = value_name(action.build), value_name(action.value)
        if action.value != action.build:
            if action.loose:
                return QCoreApplication.translate(
                    "Cassino", "Raise the build of {old} to {value} with the {card} and {cards}"
                ).format(old=old, value=value, card=card, cards=cards_text(action.loose))
            return QCoreApplication.translate(
                "Cassino", "Raise the build of {old} to {value} with the {card}"
            ).format(old=old, value=value, card=card)
        if action.loose:
            return QCoreApplication.translate(
                "Cassino", "Add the {card} and {cards} to the build of {value} (multiple)"
            ).format(card=card, cards=cards_text(action.loose), value=value)
        return QCoreApplication.translate(
            "Cassino", "Add the {card} to the build of {value} (multiple)"
        ).format(card=card, value=value)
    return QCoreApplication.translate("Cassino", "Trail the {card}").format(card=card)


def hand_order(cards: tuple[int, ...]) -> list[int]:
    """The hand as a Cassino player sorts it: by value (A = 1 first, faces last), then suit."""
    return sorted(cards, key=lambda c: (VALUE[c], c & 3))


class CassinoController(TableControl):
    """Drives one Cassino table scene for one session."""

    #: Several plays fit a gesture: list[Choice], in the engine's order. The table page
    #: shows them, for example with ``show_choices(page)``; ``choose(i)`` makes one and
    #: ``cancel_choices()`` drops them. ``preview(i)`` lights up the table cards of one.
    choices_offered = Signal(list)
    ghosts = True  # a capture's cards fade out where they lay

    def __init__(self, session: Session, scene: TableScene) -> None:
        super().__init__(session, scene)
        self.display: list[int] = []  # the hand as shown (-1 face down)
        self.table_selected: set[tuple] = set()  # zones ("loose", i) / ("build", i) picked
        self.pending: list[Choice] = []
        self.previewed: Choice | None = None
        self._anchor = QPointF()  # where the choices were asked for, in scene units
        self._obs: Observation | None = None
        self.last_view: CassinoView | None = None  # the picture last shown (screen readers)
        self._by_card: dict[int, list[tuple[act.Action, frozenset[Unit]]]] = {}
        self._reasons: dict[tuple, str] = {}
        self._table_key: tuple = ()
        self._shown_for: tuple[int, bool] | None = None
        self._last_current: int | None = None
        self._mover = -1
        self._flash = ""  # what the last play did, shown until the next one
        self._flash_key: tuple | None = None
        self._flash_from: Observation | None = None
        scene.clicked.connect(self._on_click)
        scene.double_clicked.connect(self._on_double_click)
        scene.dropped.connect(self.drop)
        scene.refused.connect(self.message)
        scene.band_selected.connect(self._on_band)

    # -- showing the game ------------------------------------------------------------------

    def refresh(self) -> None:
        """Redraw the table from the session; the engine's legal plays are listed once here,
        so every verdict of a drag is a lookup."""
        s = self.session
        obs = s.observation()
        self._follow_plays(obs)
        self._obs = obs
        self._by_card = {}
        self._reasons = {}
        if s.human_may_act():
            for a in legal_actions(s.state):
                if not isinstance(a, act.NextRound):
                    self._by_card.setdefault(a.card, []).append((a, units_of(a)))
        if obs.current != self._last_current:
            # New table cards glide in from the seat that just played.
            self._mover = self._last_current if self._last_current is not None else -1
            self._last_current = obs.current
        if (s.bottom, s.revealed) != self._shown_for:
            # Another person (or nobody, behind the privacy screen) sits at the bottom now:
            # nothing the previous one picked or pointed at may carry over.
            self._shown_for = (s.bottom, s.revealed)
            self.forget_selection()
        key = (obs.loose, obs.builds, obs.round_no)
        if key != self._table_key or not self._by_card:
            # The units moved or the turn is over: a selection of them means nothing now.
            self._table_key = key
            self.table_selected.clear()
            self.pending = []
            self.previewed = None
        hand = hand_order(obs.hand) if s.revealed else [-1] * len(obs.hand)
        if hand != self.display:
            self.scene.selected.clear()
            self.scene.focus_index = min(self.scene.focus_index, len(hand) - 1)
        self.display = hand
        self.last_view = self.table_view()
        self.scene.apply(cassino_layout(self.last_view))
        self._mark_table()
        self.show_marks()
        self._update_status()
        self.state_shown.emit()

    def move_marks(self, events: list, before: dict) -> tuple:
        side_of = self.session.state.config.side_of
        return marks.move_marks(self.scene, events, side_of, before)

    def hint_marks(self, action: object) -> tuple[list[int], list[tuple]]:
        obs = self._obs if self._obs is not None else self.session.observation()
        return marks.hint_marks(self.scene, action, self.display, obs.loose, obs.builds)

    def table_view(self) -> CassinoView:
        s = self.session
        obs = self._obs if self._obs is not None else s.observation()
        cfg = obs.config
        names = [self._seat_label(p) for p in range(cfg.players)]
        may = s.human_may_act()
        last = obs.phase == Phase.PLAY and obs.last_deal
        return CassinoView(
            players=cfg.players,
            bottom=s.bottom,
            side_of=tuple(cfg.side_of),
            names=names,
            hand=list(self.display),
            hand_sizes=obs.hand_sizes,
            loose=list(obs.loose),
            builds=[self._build_view(b) for b in obs.builds],
            piles=self._piles(obs),
            stock=obs.stock_size,
            current=obs.current,
            deal_text=QCoreApplication.translate(
                "Cassino", "Round {round} · deal {deal} of {deals}"
            ).format(round=obs.round_no + 1, deal=obs.deal_in_round, deals=cfg.deals_per_round),
            last_deal_text=QCoreApplication.translate("Cassino", "Last deal") if last else "",
            # Written only when the engine lists a trail: the area still answers a drop
            # with the engine's reason when none is allowed.
            trail_hint=(
                QCoreApplication.translate("Cassino", "Drop a card here to trail it")
                if may and self._trail_allowed()
                else ""
            ),
            mover=self._mover,
            flash=self._flash,
            plates=summary.side_plates(s),
        )

    def _follow_plays(self, obs: Observation) -> None:
        """Say on the felt what the play just made did for all to see, until the next one:
        a sweep (§5.9), or the last captor taking the cards left at the end of the round
        (§5.10). Nothing for a redraw where no play was made."""
        key = (obs.round_no, obs.phase, len(obs.captures), obs.current, obs.stock_size)
        before, self._flash_from = self._flash_from, obs
        if key == self._flash_key:
            return
        self._flash_key = key
        self._flash = ""
        if before is None or before.round_no != obs.round_no:
            return
        new = obs.captures[len(before.captures) :]
        if before.phase == Phase.PLAY and obs.phase != Phase.PLAY:
            # The round is over: who took the table's last cards, and how many were left.
            taken = sum(len(r.taken) + 1 for r in new)
            left = sum(obs.captured_counts) - sum(before.captured_counts) - taken
            if left > 0 and obs.last_captor is not None:
                self._flash = QCoreApplication.translate(
                    "Cassino",
                    "{name} takes the last cards on the table ({count})",
                    "the end of a round: the last captor takes the cards left",
                ).format(name=self.session.seat_name(obs.last_captor), count=left)
                return
        if new and new[-1].sweep:
            self._flash = QCoreApplication.translate(
                "Cassino", "{name} sweeps the table!", "a capture that took every table card"
            ).format(name=self.session.seat_name(new[-1].player))

    def pause_ms(self) -> int:
        # A sweep or the round's last cards play out visibly: the next play waits a moment.
        return speeds.scaled(speeds.EVENT_PAUSE_MS) if self._flash else 0

    def owner_note(self) -> str:
        """What owning builds obliges the person at the bottom to do (§5.7.5), or ""."""
        obs = self._obs
        s = self.session
        if obs is None or not s.revealed or obs.phase != Phase.PLAY:
            return ""
        owned = [b.value for b in obs.builds if b.owner == s.bottom]
        if not owned:
            return ""
        must_act = obs.config.owner_must_act
        if len(owned) == 1:
            value = value_name(owned[0])
            if must_act:
                return QCoreApplication.translate(
                    "Cassino",
                    "You own the build of {value}: keep a card worth {value} to capture it, "
                    "and capture, build or add to a build instead of trailing.",
                ).format(value=value)
            return QCoreApplication.translate(
                "Cassino", "You own the build of {value}: keep a card worth {value} to capture it."
            ).format(value=value)
        values = join_items([value_name(v) for v in sorted(owned)])
        if must_act:
            return QCoreApplication.translate(
                "Cassino",
                "You own the builds of {values}: keep a card of each value to capture them, "
                "and capture, build or add to a build instead of trailing.",
            ).format(values=values)
        return QCoreApplication.translate(
            "Cassino",
            "You own the builds of {values}: keep a card of each value to capture them.",
        ).format(values=values)

    def _trail_allowed(self) -> bool:
        return any(isinstance(a, act.Trail) for plays in self._by_card.values() for a, _ in plays)

    def _seat_label(self, seat: int) -> str:
        name = self.session.seat_name(seat)
        if seat == self.session.thinking_seat:
            return QCoreApplication.translate("Cassino", "{name} (thinking…)").format(name=name)
        return name

    def _build_view(self, b: TableBuild) -> BuildView:
        value = value_name(b.value)
        title = (
            QCoreApplication.translate(
                "Cassino", "Multiple build of {value}", "a build's value: 2-10, A, J, Q or K"
            )
            if b.multiple
            else QCoreApplication.translate(
                "Cassino", "Build of {value}", "a build's value: 2-10, A, J, Q or K"
            )
        ).format(value=value)
        return BuildView(tuple(b.cards), title, self.session.seat_name(b.owner))

    def _piles(self, obs: Observation) -> list[PileView]:
        cfg = obs.config
        sweep_cards: list[list[int]] = [[] for _ in range(cfg.n_sides)]
        for rec in obs.captures:
            if rec.sweep:
                sweep_cards[cfg.side_of[rec.player]].append(rec.card)
        partners = cfg.n_sides < cfg.players
        out = []
        for side in range(cfg.n_sides):
            count = obs.captured_counts[side]
            caption = QCoreApplication.translate(
                "Cassino", "{count} captured", "the number of cards in a side's captured pile"
            ).format(count=count)
            title = self.session.side_name(side) if partners else ""
            sweeps = sweep_cards[side]
            text = (
                QCoreApplication.translate("Cassino", "Sweeps: {count}").format(count=len(sweeps))
                if sweeps
                else ""
            )
            out.append(PileView(count, tuple(sweeps), caption, text, title))
        return out

    def _mark_table(self) -> None:
        """Selected table units outlined, the previewed choice's cards lit up; items are
        reused as cards move, so every other card loses any mark it had."""
        lit = units_of(self.previewed.action) if self.previewed is not None else frozenset()
        for item in self.scene.cards:
            if item.zone == ("hand",):
                continue
            unit = self._unit(item.zone)
            item.set_state(
                selected=item.zone in self.table_selected,
                highlighted=unit is not None and unit in lit,
                focused=False,
            )

    # -- what the engine allows ------------------------------------------------------------

    def _unit(self, zone: tuple) -> Unit | None:
        obs = self._obs
        if obs is None or len(zone) != 2:
            return None
        kind, i = zone
        if kind == "loose" and 0 <= i < len(obs.loose):
            return ("loose", obs.loose[i])
        if kind == "build" and 0 <= i < len(obs.builds):
            return ("build", obs.builds[i].value)
        return None

    def _selected_units(self) -> frozenset[Unit]:
        return frozenset(u for z in self.table_selected if (u := self._unit(z)) is not None)

    def plays_of(self, card: int) -> list[act.Action]:
        """Every legal play of ``card`` from the hand, in the engine's order."""
        return [a for a, _ in self._by_card.get(card, [])]

    def options(self, card: int, zone: tuple | None = None) -> list[act.Action]:
        """The legal plays of ``card`` a gesture means.

        With table units selected: the plays taking or building on exactly those (and
        ``zone``). Else, on a unit: every play of the card that involves it; with no zone,
        every play of the card (a trail included).
        """
        plays = self._by_card.get(card, [])
        chosen = self._selected_units()
        target = self._unit(zone) if zone is not None else None
        if chosen:
            want = chosen | {target} if target is not None else chosen
            return [a for a, units in plays if units == want]
        if target is not None:
            return [a for a, units in plays if target in units]
        return [a for a, _ in plays]

    def can_play(self) -> bool:
        """A play may be asked for now: the selected card has one (or none is selected)."""
        card = self.selected_card()
        if card is None:
            return bool(self._by_card)
        return bool(self._by_card.get(card))

    def can_trail(self) -> bool:
        """The engine lists a trail for the selected card (for any card when none is)."""
        card = self.selected_card()
        cards = [card] if card is not None else list(self._by_card)
        return any(isinstance(a, act.Trail) for c in cards for a, _ in self._by_card.get(c, []))

    def _reason(self, card: int, zone: tuple | None) -> str:
        """Why no play of ``card`` fits the gesture: the engine's refusal of the play it most
        plainly means (a capture of the selection; on a lone unit, the build or raise a
        different value makes, else its capture)."""
        key = (card, zone, frozenset(self.table_selected))
        if key in self._reasons:
            return self._reasons[key]
        action = self._plain_action(card, zone)
        err = check(self.session.state, action) if action is not None else None
        if err is not None:
            text = engine_text(err)
        elif zone is None:
            text = QCoreApplication.translate("Cassino", "The {card} cannot be played now.").format(
                card=show_card(card)
            )
        else:
            text = QCoreApplication.translate(
                "Cassino", "The {card} cannot be played on these cards."
            ).format(card=show_card(card))
        self._reasons[key] = text
        return text

    def _plain_action(self, card: int, zone: tuple | None) -> act.Action | None:
        units = set(self._selected_units())
        target = self._unit(zone) if zone is not None else None
        if target is not None:
            units.add(target)
        if not units:
            return act.Trail(card)  # nothing on the table is meant: the card alone
        loose = [k for kind, k in units if kind == "loose"]
        builds = [k for kind, k in units if kind == "build"]
        cv = VALUE[card]
        if len(units) == 1 and loose:
            # One loose card of another value, which the card could build on.
            tv = VALUE[loose[0]]
            if tv != cv and cv <= MAX_SUM and tv <= MAX_SUM and cv + tv <= MAX_SUM:
                return act.build(card, loose, cv + tv)
        if len(units) == 1 and builds:
            b = next(x for x in self._obs.builds if x.value == builds[0])
            if b.value != cv and b.value + cv <= MAX_SUM and cv <= MAX_SUM and not b.multiple:
                return act.add_to_build(card, b.value, b.value + cv)
            if b.value != cv and b.multiple and cv <= MAX_SUM:
                return act.add_to_build(card, b.value, min(b.value + cv, act.MAX_VALUE))
        return act.capture(card, loose, builds)

    def verdict(self, source: tuple, indexes: list[int], zone: tuple) -> tuple[bool, str] | None:
        """Would the engine accept this hand card on ``zone``? A lookup in the plays listed at
        the last redraw (and, for a refusal, one ``rules.check``)."""
        if source != ("hand",) or len(indexes) != 1 or not self._by_card:
            return None
        card = self._card(indexes[0])
        if card is None:
            return None
        kind = zone[0]
        if zone == ("table",):
            if any(isinstance(a, act.Trail) for a in self.plays_of(card)):
                return True, ""
            return False, self._reason(card, None)
        if kind in ("loose", "build") and self._unit(zone) is not None:
            if self.options(card, zone):
                return True, ""
            return False, self._reason(card, zone)
        return None

    def _card(self, index: int) -> int | None:
        if 0 <= index < len(self.display) and self.display[index] >= 0:
            return self.display[index]
        return None

    def selected_card(self) -> int | None:
        """The hand card picked to play (one card a turn, §5.4), or None."""
        if len(self.scene.selected) != 1:
            return None
        return self._card(next(iter(self.scene.selected)))

    # -- gestures ----------------------------------------------------------------------------

    def drop(self, source: tuple, indexes: list[int], zone: tuple) -> None:
        """A hand card let go on a table unit or on the empty table."""
        self.acted.emit()
        card = self._card(indexes[0]) if source == ("hand",) and len(indexes) == 1 else None
        if card is None:
            self.refresh()
            return
        if zone == ("table",):
            self._play(act.Trail(card))
            return
        found = self.options(card, zone)
        if not found:
            self.message.emit(self._reason(card, zone))
            self.refresh()
            return
        rect = self.scene.zones[zone].rect if zone in self.scene.zones else None
        self._offer(found, rect.center() if rect is not None else QPointF())

    def enter_pressed(self) -> None:
        """Enter: play the selected hand card on the selected table units, or choose among
        every play of that card."""
        self.acted.emit()
        if not self.session.human_may_act():
            return
        card = self.selected_card()
        if card is None:
            self.info.emit(
                QCoreApplication.translate(
                    "Cassino", "Select the card to play from your hand first (Space or a click)."
                )
            )
            return
        found = self.options(card)
        if not found:
            self.message.emit(self._reason(card, None))
            return
        self._offer(found, self._hand_anchor())

    def trail_selected(self) -> None:
        """T and the Trail button: trail the selected hand card, if the engine allows it."""
        self.acted.emit()
        if not self.session.human_may_act():
            return
        card = self.selected_card()
        if card is None:
            self.info.emit(
                QCoreApplication.translate("Cassino", "Select the card to trail from your hand.")
            )
            return
        self._play(act.Trail(card))

    def _hand_anchor(self) -> QPointF:
        for item in self.scene.hand_items():
            if item.index in self.scene.selected:
                return item.sceneBoundingRect().center()
        return QPointF()

    def _offer(self, found: list[act.Action], anchor: QPointF) -> None:
        if len(found) == 1:
            self._play(found[0])
            return
        self.pending = [Choice(a, describe(a)) for a in found]
        self.previewed = None
        self._anchor = QPointF(anchor)
        self.choices_offered.emit(list(self.pending))

    def _play(self, action: act.Action) -> None:
        """Hand the play to the session; the engine applies it or says why not."""
        self.pending = []
        self.previewed = None
        selected, table = set(self.scene.selected), set(self.table_selected)
        self.scene.selected.clear()
        self.table_selected.clear()
        err: IllegalAction | None = self.session.play(action)
        if err is not None:
            # Nothing changed: the selection stays as it was, and the reason is shown.
            self.scene.selected, self.table_selected = selected, table
            self.message.emit(engine_text(err))
            self.refresh()

    # -- choosing among several plays -----------------------------------------------------

    def choose(self, index: int) -> None:
        """Make the ``index``-th play offered by ``choices_offered``."""
        if 0 <= index < len(self.pending):
            self._play(self.pending[index].action)

    def preview(self, index: int) -> None:
        """Light up the table cards of the ``index``-th choice (-1: none)."""
        self.previewed = self.pending[index] if 0 <= index < len(self.pending) else None
        self._mark_table()

    def cancel_choices(self) -> None:
        """The choices were dismissed: nothing is played, the card goes back to the hand."""
        if self.pending:
            self.pending = []
            self.previewed = None
            self.refresh()

    def choices_menu(self, parent: QWidget | None = None) -> QMenu:
        """A menu of the pending choices: the first nine numbered as keys; hovering one lights
        up its cards; closing it without a choice cancels them."""
        menu = QMenu(parent)
        menu.setAccessibleName(QCoreApplication.translate("Cassino", "Choose a play"))
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        for i, choice in enumerate(self.pending):
            text = choice.text.replace("&", "&&")
            a = menu.addAction(f"&{i + 1}  {text}" if i < 9 else text)
            a.triggered.connect(lambda _=False, k=i: self.choose(k))
            a.hovered.connect(lambda k=i: self.preview(k))
        # A menu hides before it reports the chosen action: cancel only if, once the
        # event that closed it is handled, nothing was chosen.
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self, self._menu_closed))
        return menu

    def _menu_closed(self) -> None:
        self.cancel_choices()

    def menu_position(self) -> QPoint:
        """Where a choices menu opens on screen: at the card or unit it was asked for."""
        views = self.scene.views()
        if not views:
            return QPoint()
        view = views[0]
        return view.viewport().mapToGlobal(view.mapFromScene(self._anchor))

    def show_choices(self, parent: QWidget | None = None) -> QMenu:
        """Open the choices menu at ``menu_position()`` (connect ``choices_offered`` here)."""
        menu = self.choices_menu(parent)
        menu.popup(self.menu_position())
        return menu

    # -- clicks and keys ---------------------------------------------------------------------

    def _on_click(self, zone: tuple, index: int, modifiers) -> None:
        if zone == ("hand",) and index >= 0:
            self.select_hand(index)
        elif zone[:1] in (("loose",), ("build",)) and self._unit(zone) is not None:
            self.toggle_unit(zone)
        elif zone == ("table",) and self.table_selected:
            self.acted.emit()
            self.table_selected.clear()
            self._marks_changed()

    def _on_double_click(self, zone: tuple, index: int) -> None:
        """A double-clicked hand card is trailed (§5.8); the engine refuses with its reason
        when it may not be."""
        if zone == ("hand",) and self._card(index) is not None:
            self.scene.selected = {index}
            self.scene.focus_index = index
            self.scene.refresh_marks()
            self.trail_selected()

    def _on_band(self, indexes: list[int]) -> None:
        # One card is played a turn: a band around one card picks it, around more picks none.
        self.acted.emit()
        self.scene.selected = set(indexes) if len(indexes) == 1 else set()
        self._marks_changed()

    def select_hand(self, index: int) -> None:
        """Pick the hand card to play (clicking it again puts it back)."""
        self.acted.emit()
        if self._card(index) is None:
            return
        self.scene.selected = set() if index in self.scene.selected else {index}
        self.scene.focus_index = index
        self._marks_changed()

    def toggle_unit(self, zone: tuple) -> None:
        """Add a loose card or a build to the cards to take, or take it out again."""
        self.acted.emit()
        if zone in self.table_selected:
            self.table_selected.discard(zone)
        else:
            self.table_selected.add(zone)
        self._marks_changed()

    def forget_selection(self) -> None:
        self.scene.selected.clear()
        self.scene.focus_index = 0 if self.scene.keyboard_focus else -1
        self.table_selected.clear()
        self.pending = []
        self.previewed = None
        self.scene.refresh_marks()

    def _marks_changed(self) -> None:
        self.scene.refresh_marks()
        self._mark_table()
        self._update_status()

    def move_focus(self, delta: int) -> None:
        n = len(self.display)
        if not n:
            return
        self.acted.emit()
        i = self.scene.focus_index
        self.scene.focus_index = (i + delta) % n if i >= 0 else 0
        self.scene.keyboard_focus = True
        self.scene.refresh_marks()

    def toggle_focused(self) -> None:
        if self.scene.focus_index >= 0:
            self.select_hand(self.scene.focus_index)

    # -- the line under the table -----------------------------------------------------------

    def _update_status(self) -> None:
        """Say what Enter would do with what is selected (or why nothing fits)."""
        text = ""
        card = self.selected_card() if self._by_card else None
        # Builds first, then the cards as a Cassino player reads them (by value).
        chosen = sorted(
            self._selected_units(),
            key=lambda u: (u[0] == "loose", u[1] if u[0] == "build" else (VALUE[u[1]], u[1] & 3)),
        )
        if card is not None:
            found = self.options(card)
            if len(found) == 1:
                text = QCoreApplication.translate("Cassino", "Enter: {play}").format(
                    play=describe(found[0])
                )
            elif found:
                text = QCoreApplication.translate(
                    "Cassino", "Enter: choose one of {count} plays with the {card}"
                ).format(count=len(found), card=show_card(card))
            else:
                text = self._reason(card, None)
        elif chosen and self._by_card:
            parts = [build_word(k) if kind == "build" else show_card(k) for kind, k in chosen]
            text = QCoreApplication.translate(
                "Cassino", "Selected on the table: {cards}. Now play a card from your hand on them."
            ).format(cards=join_items(parts))
        if not text:
            text = self.owner_note()  # an owner's duties, while nothing else is to be said
        self.plan_status = text
        self.plan_changed.emit()  # also when the words stay: the buttons follow the selection

    # -- the table by keyboard and in words (issue 19) ----------------------------------------

    def table_stops(self) -> list[tuple]:
        """The builds and loose cards (what a play takes or builds on), then the captured
        piles, the stock and the other hands, to read."""
        zones = [z for z in self.scene.zones if z[0] in ("build", "loose")]
        units = sorted(zones, key=lambda z: (z[0] != "build", z[1]))
        shown = {c.zone for c in self.scene.cards if c.isVisible()}
        rest = sorted(z for z in shown if z[:1] in (("captured",), ("deck",), ("seat",)))
        return units + rest

    def stop_pressed(self, zone: tuple, enter: bool) -> None:
        """Space picks or drops a table card or build; Enter plays the selected hand card on
        the one under the focus (as a drop there), or offers its plays."""
        if zone[0] not in ("loose", "build"):
            if enter:
                self.enter_pressed()
            return
        if not enter:
            self.toggle_unit(zone)
            return
        if self.selected_card() is None:
            self.enter_pressed()  # says to pick the hand card first
            return
        if zone in self.table_selected and len(self.table_selected) > 1:
            self.enter_pressed()  # the play that takes exactly what is selected
            return
        self.drop(("hand",), sorted(self.scene.selected), zone)

    def describe_card(self, item) -> str:
        if item.zone[:1] == ("loose",):  # the stop is that one card: said once
            lit = QCoreApplication.translate("CardWords", "used by the play shown")
            return joined(
                self.describe_stop(item.zone),
                lit if item.highlighted else "",
                *self.flash_words(item),
            )
        return super().describe_card(item)

    def describe_stop(self, zone: tuple) -> str:
        view, obs = self.last_view, self._obs
        if view is None or obs is None or not zone:
            return ""
        kind = zone[0]
        selected = (
            QCoreApplication.translate("CardWords", "selected")
            if zone in self.table_selected
            else ""
        )
        if kind == "loose" and 0 <= zone[1] < len(obs.loose):
            return joined(
                card_name(obs.loose[zone[1]]),
                QCoreApplication.translate("CardWords", "on the table"),
                selected,
            )
        if kind == "build" and 0 <= zone[1] < len(obs.builds):
            b = obs.builds[zone[1]]
            title = view.builds[zone[1]].title if zone[1] < len(view.builds) else ""
            return joined(
                title,
                QCoreApplication.translate("CardWords", "owned by {name}").format(
                    name=self.session.seat_name(b.owner)
                ),
                selected,
                cards_count(len(b.cards)),
                joined(*(card_name(c) for c in b.cards)),
            )
        if kind == "captured" and 0 <= zone[1] < len(view.piles):
            pile = view.piles[zone[1]]
            return joined(
                QCoreApplication.translate("CardWords", "Cards captured by {names}").format(
                    names=self.session.side_name(zone[1])
                ),
                pile.caption,
                pile.sweep_text,
            )
        if kind == "deck":
            return joined(QCoreApplication.translate("CardWords", "Stock"), cards_count(view.stock))
        if kind == "seat":
            p = zone[1]
            return joined(
                QCoreApplication.translate("CardWords", "{name}'s hand").format(
                    name=self.session.seat_name(p)
                ),
                cards_count(view.hand_sizes[p]),
                QCoreApplication.translate("CardWords", "face down"),
            )
        return super().describe_stop(zone)
