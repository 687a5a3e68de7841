"""The rummy table's controller (Canasta, Hand and Foot): selection, staged plans, verdicts.

The controller keeps the Qt models current, builds each picture of the table
from them, and turns gestures into engine actions. Whether a drop is legal and
why not is always the engine's answer (``rules.check``, ``plans.validate_plan``,
``plans.check_meld_shape``, ``legal.pile_take_options`` of the game's engine, given
as a :class:`RummyEngine`); the controller only chooses *which* legal option a
gesture means (for example, which of the hand's cards go with the pile's top card).
Each game subclasses it for what its table shows (``table_view``, ``layout``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt

from canasta_gui.app.card_words import card_name, cards_count, joined, rank_plural
from canasta_gui.app.games.rummy import marks
from canasta_gui.app.games.rummy.layout import TableView, table_layout
from canasta_gui.app.games.table_control import TableControl
from canasta_gui.app.models.table_models import (
    CanastaRole,
    CardRole,
    CardsRole,
    HandModel,
    MeldsModel,
    PileModel,
    RankRole,
    Red3Model,
    SeatsModel,
    SideRole,
    ThinkingRole,
)
from canasta_gui.app.scene.placements import Layout
from canasta_gui.app.scene.table_scene import TableScene
from canasta_gui.app.session import Session
from canasta_gui.app.staging import StagedPlan
from canasta_gui.app.texts import engine_text
from canasta_gui.engine.canasta import actions as act
from canasta_gui.engine.canasta.state import Phase
from canasta_gui.engine.cards import JOKER, TWO
from canasta_gui.engine.errors import IllegalAction


def _wild(card: int) -> bool:
    return card == JOKER or card >> 2 == TWO


@dataclass(frozen=True)
class RummyEngine:
    """The engine verdicts a rummy table asks for (Canasta's and Hand and Foot's share names)."""

    check: Callable[[Any, act.Action], Any]  # rules.check: the refusal, or None
    validate_plan: Callable[[Any, list], Any]  # plans.validate_plan
    check_meld_shape: Callable[..., Any]  # plans.check_meld_shape
    pile_take_options: Callable[..., list]  # legal.pile_take_options


class RummyController(TableControl):
    """Drives one rummy table scene for one session; a game subclass says what is drawn."""

    def __init__(self, session: Session, scene: TableScene, engine: RummyEngine) -> None:
        super().__init__(session, scene)
        self.engine = engine
        self.hand_model = HandModel(self)
        self.melds_model = MeldsModel(self)
        self.pile_model = PileModel(self)
        self.red3_model = Red3Model(self)
        self.seats_model = SeatsModel(self)
        self.plan = StagedPlan()
        self.plan_ok = False
        self.anchor = -1
        self.display: list[int] = []  # the hand as shown, minus cards the plan put down
        self._shown_for: tuple[int, bool] | None = None  # (bottom seat, revealed) last shown
        self.last_view: TableView | None = None  # the picture last shown (for screen readers)
        scene.clicked.connect(self._on_click)
        scene.double_clicked.connect(self._on_double_click)
        scene.dropped.connect(self.drop)
        scene.refused.connect(self.message)
        scene.band_selected.connect(self._on_band)
        session.plan_restored.connect(self._plan_restored)

    # -- showing the game ---------------------------------------------------------------

    def refresh(self) -> None:
        """Update the models from the session and redraw the table from them."""
        s = self.session
        obs = s.observation()
        self.hand_model.update(obs.hand, s.revealed, obs.hand_sizes[s.bottom])
        self.melds_model.update(obs)
        self.pile_model.update(obs)
        self.red3_model.update(obs)
        names = [s.seat_name(p) for p in range(obs.config.players)]
        self.seats_model.update(obs, names, s.thinking_seat)
        if not s.human_may_act() and not self.plan.empty:
            self.plan = StagedPlan()
        if (s.bottom, s.revealed) != self._shown_for:
            # Another person (or nobody, behind the privacy screen) now sits at the bottom:
            # nothing the previous person picked or pointed at may carry over to this hand.
            self._shown_for = (s.bottom, s.revealed)
            self.forget_selection()
        self._check_plan()
        self.last_view = self.table_view()
        self.scene.apply(self.layout(self.last_view))
        self._clear_marks_off_hand()
        self.show_marks()
        self.state_shown.emit()

    def _clear_marks_off_hand(self) -> None:
        # Card items are reused as cards move: one that left the hand (melded with a pile
        # take, discarded) would keep the selection or take highlight it had there.
        for item in self.scene.cards:
            if item.zone != ("hand",):
                item.set_state(selected=False, highlighted=False, focused=False)

    def move_marks(self, events: list, before: dict) -> tuple:
        cards, places = marks.move_marks(
            self.scene,
            events,
            self.session.state.config.side_of,
            getattr(self.last_view, "books", ()),
        )
        return cards, places, []

    def hint_marks(self, action: object) -> tuple[list[int], list[tuple]]:
        return marks.hint_marks(self.scene, action, self.display, self._own_side())

    def layout(self, view: TableView) -> Layout:
        """The picture of ``view`` (a game with more to show lays out its own view)."""
        return table_layout(view)

    def table_view(self) -> TableView:
        s = self.session
        obs = s.observation()
        used = self.plan.cards_used()
        hand = []
        for c in self.hand_model.cards():
            if c >= 0 and used[c] > 0:
                used[c] -= 1
                continue
            hand.append(c)
        if hand != self.display:
            self.scene.selected.clear()
            self.scene.focus_index = min(self.scene.focus_index, len(hand) - 1)
        self.display = hand
        self.scene.highlighted = self._take_highlight()
        melds = [
            (r[SideRole], r[RankRole], r[CardsRole], r[CanastaRole])
            for r in self.melds_model.rows()
        ]
        pile_state, pile_text = self._pile_state(obs)
        return TableView(
            players=obs.config.players,
            bottom=s.bottom,
            side_of=obs.config.side_of,
            names=[self._seat_label(r) for r in self.seats_model.rows()],
            hand=hand,
            hand_sizes=obs.hand_sizes,
            melds=melds,
            staged=list(self.plan.melds),
            staged_layoffs=dict(self.plan.layoffs),
            pile=self.pile_model.cards(),
            freeze_index=self.pile_model.freeze_index,
            stock=self.pile_model.stock,
            red3s=[(r[SideRole], r[CardRole]) for r in self.red3_model.rows()],
            current=obs.current,
            pile_state=pile_state,
            pile_state_text=pile_text,
            meld_hint=QCoreApplication.translate("Table", "Drag cards here to meld"),
            plates=self.session.game.summary.side_plates(s),
        )

    @staticmethod
    def _seat_label(row: dict) -> str:
        name = row[Qt.ItemDataRole.DisplayRole]
        if row[ThinkingRole]:
            return QCoreApplication.translate("Table", "{name} (thinking…)").format(name=name)
        return name

    def _pile_state(self, obs) -> tuple[str, str]:
        """The pile's badge: its kind ("frozen", "blocked" or "") and why, in words."""
        return "", ""

    def _take_highlight(self) -> set[int]:
        if self.plan.take is None:
            return set()
        need = Counter(self.plan.take.cards)
        out = set()
        for i, c in enumerate(self.display):
            if need[c] > 0:
                need[c] -= 1
                out.add(i)
        return out

    # -- the plan -----------------------------------------------------------------------

    @property
    def opened(self) -> bool:
        return self.session.state.opened[self._own_side()]

    def _immediate(self) -> bool:
        """Melds go straight to the table once the side has opened and nothing is staged."""
        st = self.session.state
        return self.opened and self.plan.empty and st.phase == Phase.PLAY

    def _check_plan(self) -> None:
        if self.plan.empty:
            self.plan_status, self.plan_ok = "", False
            self.plan_changed.emit()
            return
        verdict = self.engine.validate_plan(self.session.state, self.plan.actions(self.opened))
        parts = []
        if verdict.minimum:
            parts.append(
                QCoreApplication.translate("Table", "Opening: {count} of {minimum}").format(
                    count=verdict.opening_count, minimum=verdict.minimum
                )
            )
        if verdict.ok:
            parts.append(
                QCoreApplication.translate(
                    "Table", "ready: confirm with Ctrl+Enter or cancel with Esc"
                )
            )
        else:
            parts.append(engine_text(verdict.error))
        self.plan_status = " — ".join(parts)
        self.plan_ok = verdict.ok
        self.plan_changed.emit()

    def forget_selection(self) -> None:
        """Drop the selection and the Shift+click anchor; the keyboard focus goes back to
        the first card (or nowhere while the table does not have the keyboard)."""
        self.scene.selected.clear()
        self.scene.focus_index = 0 if self.scene.keyboard_focus else -1
        self.anchor = -1
        self.scene.refresh_marks()

    def confirm_plan(self) -> bool:
        if self.plan.empty:
            return False
        self.acted.emit()
        # The plan is cleared before the session redraws the table, or the redraw would
        # take the staged cards out of the hand a second time.
        staged, self.plan = self.plan, StagedPlan()
        err = self.session.play(staged.actions(self.opened), staged)
        if err is not None:
            self.plan = staged
            self.message.emit(engine_text(err))
            self.refresh()
            return False
        return True

    def cancel_plan(self) -> None:
        if not self.plan.empty:
            self.acted.emit()
            self._remember()  # an undo brings the cancelled plan back
            self.plan = StagedPlan()
            self.scene.selected.clear()
            self.refresh()

    # -- verdicts for a drag --------------------------------------------------------------

    def _cards(self, indexes: list[int]) -> tuple[int, ...]:
        return tuple(self.display[i] for i in indexes if 0 <= i < len(self.display))

    def verdict(self, source: tuple, indexes: list[int], zone: tuple) -> tuple[bool, str] | None:
        """Would the engine accept these cards on ``zone``? ``None``: not a drop target."""
        if not self.session.human_may_act():
            return None
        try:
            action = self._intent(source, indexes, zone, dry_run=True)
        except IllegalAction as err:
            return False, engine_text(err)
        if action is None:
            return None
        return True, ""

    def _own_side(self) -> int:
        # Public facts read straight off the state: a drag asks this for every zone, and
        # building a whole observation each time made the first drag frame slow.
        return self.session.state.config.side_of[self.session.bottom]

    def _intent(self, source: tuple, indexes: list[int], zone: tuple, dry_run: bool):
        """What a drop means; raises the engine's refusal. Applies it unless ``dry_run``."""
        st = self.session.state
        side = self._own_side()
        kind = zone[0]
        if source == ("stock",):
            if zone != ("hand",):
                return None
            return self._do([act.DRAW], dry_run)
        if source == ("pile",):
            if zone == ("hand",) or zone == ("melds", side):
                return self._stage_take(None, dry_run)
            if kind == "meld" and zone[1] == side:
                return self._stage_take(act.TakePile(()), dry_run)
            if kind == "staged":
                return self._stage_take(None, dry_run)
            return None
        if source != ("hand",):
            return None
        cards = self._cards(indexes)
        if not cards:
            return None
        if zone == ("pile",):
            if len(cards) != 1:
                raise IllegalAction(
                    "discard_one",
                    QCoreApplication.translate("Table", "Discard one card at a time."),
                )
            return self._do(self.plan.actions(self.opened) + [act.Discard(cards[0])], dry_run)
        if zone == ("melds", side):
            if self._immediate() and self._try([act.Meld((cards,), ())], dry_run):
                return True
            # Staged when it cannot go down alone: an opening, or melds that are legal only
            # together with the rest of the turn (black 3s when going out, §3.7.8).
            self._raise(self.engine.check_meld_shape(st, cards))
            if not dry_run:
                self._remember()
                self.plan.melds.append(cards)
                self._restage()
            return True
        if kind == "meld" and zone[1] == side:
            rank = zone[2]
            if self._immediate() and self._try([act.Meld((), ((rank, cards),))], dry_run):
                return True
            meld = next((m for m in st.melds[side] if m is not None and m.rank == rank), None)
            if meld is None:
                return None
            extra = self.plan.layoffs.get(rank, ())
            self._raise(self.engine.check_meld_shape(st, extra + cards, meld))
            if not dry_run:
                self._remember()
                self.plan.layoffs[rank] = extra + cards
                self._restage()
            return True
        if kind == "staged":
            i = zone[1]
            if not 0 <= i < len(self.plan.melds):
                return None
            merged = self.plan.melds[i] + cards
            self._raise(self.engine.check_meld_shape(st, merged))
            if not dry_run:
                self._remember()
                self.plan.melds[i] = merged
                self._restage()
            return True
        return None

    @staticmethod
    def _raise(err: IllegalAction | None) -> None:
        if err is not None:
            raise err

    def _do(self, steps: list[act.Action], dry_run: bool):
        verdict = self.engine.validate_plan(self.session.state, steps)
        if not verdict.ok:
            raise verdict.error
        if not dry_run:
            staged, self.plan = self.plan, StagedPlan()
            err = self.session.play(steps, staged)
            if err is not None:
                self.plan = staged
                raise err
        return True

    def _try(self, steps: list[act.Action], dry_run: bool) -> bool:
        """Apply ``steps`` now if the engine accepts them alone; False to stage them instead."""
        if not self.engine.validate_plan(self.session.state, steps).ok:
            return False
        return self._do(steps, dry_run)

    def _stage_take(self, take: act.TakePile | None, dry_run: bool):
        st = self.session.state
        if take is None:
            take = self.choose_take()
        if take is None:
            # No way to take it: let the engine say why, for the plainest attempt.
            top = st.pile[-1] if st.pile else None
            naturals = tuple(c for c in self.display if top is not None and c == top)[:2]
            err = self.engine.check(st, act.TakePile(naturals))
            raise (
                err
                if err is not None
                else IllegalAction(
                    "no_take", QCoreApplication.translate("Table", "The pile cannot be taken now.")
                )
            )
        if take.cards == () and self.opened:
            err = self.engine.check(st, take)
            self._raise(err)
        elif st.phase != Phase.DRAW:
            self._raise(self.engine.check(st, take))
        if not dry_run:
            self._remember()
            self.plan.take = act.TakePile(take.cards)
            for m in take.melds:
                self.plan.melds.append(m)
            self._restage()
        return True

    def choose_take(self) -> act.TakePile | None:
        """The pile take a gesture means: the selected cards if they make one, else the
        engine's option using the fewest wild cards and the fewest extra melds."""
        st = self.session.state
        options = self.engine.pile_take_options(st)
        if not options:
            return None
        selected = Counter(self._cards(sorted(self.scene.selected)))
        if selected:
            for o in options:
                if Counter(o.cards) == selected:
                    return o
        return min(
            options,
            key=lambda o: (sum(1 for c in o.cards if _wild(c)), len(o.melds), -len(o.cards)),
        )

    def _remember(self) -> None:
        """The plan is about to change: let the session keep it as it is, for undo."""
        self.session.remember(self.plan.copy())

    def _restage(self) -> None:
        self.scene.selected.clear()
        self.refresh()

    # -- gestures -------------------------------------------------------------------------

    def drop(self, source: tuple, indexes: list[int], zone: tuple) -> None:
        self.acted.emit()
        try:
            self._intent(source, indexes, zone, dry_run=False)
        except IllegalAction as err:
            self.message.emit(engine_text(err))
            self.refresh()

    def _on_click(self, zone: tuple, index: int, modifiers) -> None:
        if zone == ("hand",) and index >= 0:
            self.toggle(index, bool(modifiers & Qt.KeyboardModifier.ShiftModifier))
        elif zone == ("stock",):
            self.draw()
        elif zone == ("pile",):
            self.take_pile()
        elif self.scene.selected and zone[:1] in (("meld",), ("melds",), ("staged",)):
            self.drop(("hand",), sorted(self.scene.selected), zone)

    def _on_double_click(self, zone: tuple, index: int) -> None:
        if zone == ("hand",) and 0 <= index < len(self.display):
            self.drop(("hand",), [index], ("pile",))

    def _on_band(self, indexes: list[int]) -> None:
        self.acted.emit()
        self.scene.selected = set(indexes)
        self.scene.refresh_marks()

    def toggle(self, index: int, extend: bool = False) -> None:
        self.acted.emit()
        sel = self.scene.selected
        if extend and self.anchor >= 0:
            lo, hi = sorted((self.anchor, index))
            sel.update(range(lo, hi + 1))
        elif index in sel:
            sel.discard(index)
        else:
            sel.add(index)
        self.anchor = index
        self.scene.focus_index = index
        self.scene.refresh_marks()

    # -- undo and redo ------------------------------------------------------------------

    def staged(self) -> StagedPlan:
        """The staged plan, copied: undo keeps it with the state it goes with."""
        return self.plan.copy()

    def has_plan(self) -> bool:
        return not self.plan.empty

    def _plan_restored(self, plan: StagedPlan | None) -> None:
        # Before the session's redraw, so the table shows the plan with the state it goes with.
        self.plan = plan if plan is not None else StagedPlan()
        self.scene.selected.clear()

    # -- the action bar and the keyboard ------------------------------------------------

    def draw(self) -> None:
        self.drop(("stock",), [0], ("hand",))

    def take_pile(self) -> None:
        self.drop(("pile",), [0], ("hand",))

    def meld_selected(self) -> None:
        """Enter: lay the selection off on the side's meld of its rank, or start a new meld."""
        self.acted.emit()
        cards = self._cards(sorted(self.scene.selected))
        if not cards:
            self.info.emit(QCoreApplication.translate("Table", "Select the cards to meld first."))
            return
        side = self._own_side()
        naturals = {c >> 2 for c in cards if not _wild(c)}
        target: tuple = ("melds", side)
        if len(naturals) == 1:
            rank = next(iter(naturals))
            if any(r[RankRole] == rank and r[SideRole] == side for r in self.melds_model.rows()):
                target = ("meld", side, rank)
            else:
                # A new meld of that rank already staged (an opening being built): Enter
                # adds to it, as dropping the cards on it does.
                for i, meld in enumerate(self.plan.melds):
                    if {c >> 2 for c in meld if not _wild(c)} == {rank}:
                        target = ("staged", i)
                        break
        self.drop(("hand",), sorted(self.scene.selected), target)

    def layoff_selected(self, rank: int) -> None:
        self.drop(("hand",), sorted(self.scene.selected), ("meld", self._own_side(), rank))

    def discard_selected(self) -> None:
        """D and the Discard button: the one selected card. A discard cannot be taken back,
        so the card under the keyboard focus is never discarded without being selected."""
        self.acted.emit()
        chosen = sorted(self.scene.selected)
        if not chosen:
            self.info.emit(QCoreApplication.translate("Table", "Select the card to discard."))
            return
        if len(chosen) != 1:
            self.info.emit(QCoreApplication.translate("Table", "Select the one card to discard."))
            return
        self.drop(("hand",), chosen, ("pile",))

    def own_meld_ranks(self) -> list[int]:
        side = self._own_side()
        return [r[RankRole] for r in self.melds_model.rows() if r[SideRole] == side]

    def ask_partner(self) -> None:
        self.acted.emit()
        err = self.session.play(self.ask_action())
        if err is not None:
            self.message.emit(engine_text(err))

    def ask_action(self) -> act.AskGoOut:
        cfg = self.session.state.config
        partners = cfg.partners_of(self.session.bottom)
        # With two partners (6 players, 2x3) the next partner in turn order is asked.
        return act.AskGoOut(partners[0] if len(partners) > 1 else None)

    def simple(self, action: act.Action) -> None:
        self.acted.emit()
        err = self.session.play(action)
        if err is not None:
            self.message.emit(engine_text(err))

    def allowed(self, action: act.Action) -> bool:
        """Whether a button for ``action`` should be enabled: the engine's answer."""
        if not self.session.human_may_act():
            return False
        return self.engine.check(self.session.state, action) is None

    def can_take_pile(self) -> bool:
        if not self.session.human_may_act() or self.session.state.phase != Phase.DRAW:
            return False
        return bool(self.engine.pile_take_options(self.session.state, first_only=True))

    def move_focus(self, delta: int) -> None:
        n = len(self.display)
        if not n:
            return
        self.acted.emit()
        i = self.scene.focus_index
        self.scene.focus_index = (i + delta) % n if i >= 0 else 0
        self.scene.keyboard_focus = True
        self.scene.refresh_marks()

    def enter_pressed(self) -> None:
        self.meld_selected()

    def toggle_focused(self) -> None:
        if self.scene.focus_index >= 0:
            self.toggle(self.scene.focus_index)

    # -- the table by keyboard and in words (issue 19) ----------------------------------------

    def table_stops(self) -> list[tuple]:
        """Stock, pile, the plan's new melds, the side's melds (and its meld area, for a new
        meld), then what the others have on the table: read in that order."""
        zones = self.scene.zones
        cards = {c.zone for c in self.scene.cards if c.isVisible()}
        own = self._own_side()
        stops: list[tuple] = [z for z in (("stock",), ("pile",)) if z in zones]
        staged = sorted(z for z in zones if z[0] == "staged")
        mine = [z for z in zones if z[0] == "meld" and z[1] == own]
        stops += staged + mine
        if ("melds", own) in zones:
            stops.append(("melds", own))
        others = [z for z in zones if z[0] == "meld" and z[1] != own]
        stops += others
        rest = sorted(z for z in cards if z[:1] in (("red3",), ("book",), ("foot",), ("seat",)))
        return stops + rest

    def stop_pressed(self, zone: tuple, enter: bool) -> None:
        """Space or Enter on a table stop: draw from the stock, take the pile, or put the
        selected cards on the meld (or the new meld) under the focus."""
        if zone == ("stock",):
            self.draw()
        elif zone == ("pile",):
            self.take_pile()
        elif zone[0] in ("meld", "melds", "staged"):
            if not self.scene.selected:
                self.acted.emit()
                self.info.emit(
                    QCoreApplication.translate("Table", "Select the cards to meld first.")
                )
                return
            self.drop(("hand",), sorted(self.scene.selected), zone)

    def _side_words(self, side: int) -> str:
        if side == self._own_side():
            return QCoreApplication.translate("CardWords", "your side")
        return QCoreApplication.translate("CardWords", "side of {names}").format(
            names=self.session.side_name(side)
        )

    def describe_stop(self, zone: tuple) -> str:
        view = self.last_view
        if view is None or not zone:
            return ""
        kind = zone[0]
        s = self.session
        if kind == "stock":
            return joined(QCoreApplication.translate("CardWords", "Stock"), cards_count(view.stock))
        if kind == "pile":
            if not view.pile:
                return joined(
                    QCoreApplication.translate("CardWords", "Discard pile"),
                    QCoreApplication.translate("CardWords", "empty"),
                )
            return joined(
                QCoreApplication.translate("CardWords", "Discard pile"),
                cards_count(len(view.pile)),
                QCoreApplication.translate("CardWords", "top: {card}").format(
                    card=card_name(view.pile[-1])
                ),
                view.pile_state_text,
            )
        if kind == "meld":
            side, rank = zone[1], zone[2]
            row = next(
                (r for r in self.melds_model.rows() if r[SideRole] == side and r[RankRole] == rank),
                None,
            )
            cards = tuple(row[CardsRole]) if row is not None else ()
            canasta = row[CanastaRole] if row is not None else None
            extra = view.staged_layoffs.get(rank, ()) if side == self._own_side() else ()
            return joined(
                QCoreApplication.translate("CardWords", "Meld of {rank}").format(
                    rank=rank_plural(rank)
                ),
                cards_count(len(cards)),
                self._wild_words(cards),
                {
                    "natural": QCoreApplication.translate("CardWords", "natural canasta"),
                    "mixed": QCoreApplication.translate("CardWords", "mixed canasta"),
                }.get(canasta or "", ""),
                QCoreApplication.translate("CardWords", "{count} more staged").format(
                    count=len(extra)
                )
                if extra
                else "",
                self._side_words(side),
            )
        if kind == "melds":
            count = sum(1 for r in self.melds_model.rows() if r[SideRole] == zone[1])
            return joined(
                QCoreApplication.translate("CardWords", "Melds of {side}").format(
                    side=self._side_words(zone[1])
                ),
                QCoreApplication.translate("CardWords", "{count} melds").format(count=count),
                QCoreApplication.translate("CardWords", "a new meld goes here")
                if zone[1] == self._own_side()
                else "",
            )
        if kind == "staged":
            i = zone[1]
            cards = view.staged[i] if 0 <= i < len(view.staged) else ()
            return joined(
                QCoreApplication.translate("CardWords", "New meld, not yet confirmed"),
                cards_count(len(cards)),
                joined(*(card_name(c) for c in cards)),
            )
        if kind == "seat":
            p = zone[1]
            return joined(
                QCoreApplication.translate("CardWords", "{name}'s hand").format(
                    name=s.seat_name(p)
                ),
                cards_count(view.hand_sizes[p]),
                QCoreApplication.translate("CardWords", "face down"),
            )
        if kind == "foot":
            p = zone[1]
            sizes = getattr(view, "foot_sizes", ())
            return joined(
                QCoreApplication.translate("CardWords", "{name}'s foot").format(
                    name=s.seat_name(p)
                ),
                cards_count(sizes[p] if p < len(sizes) else 0),
                QCoreApplication.translate("CardWords", "face down"),
            )
        if kind == "red3":
            side = zone[1]
            count = sum(1 for sd, _c in view.red3s if sd == side)
            return joined(
                QCoreApplication.translate("CardWords", "Red threes of {side}").format(
                    side=self._side_words(side)
                ),
                cards_count(count),
            )
        if kind == "book":
            side, i = zone[1], zone[2] if len(zone) > 2 else 0
            books = [cards for sd, _k, cards in getattr(view, "books", []) if sd == side]
            cards = books[i] if 0 <= i < len(books) else ()
            naturals = {c >> 2 for c in cards if not _wild(c)}
            rank = next(iter(naturals)) if len(naturals) == 1 else -1
            return joined(
                QCoreApplication.translate("CardWords", "Book of {rank}").format(
                    rank=rank_plural(rank)
                ),
                cards_count(len(cards)),
                self._wild_words(cards),
                self._side_words(side),
            )
        return super().describe_stop(zone)

    @staticmethod
    def _wild_words(cards: tuple[int, ...]) -> str:
        wild = sum(1 for c in cards if _wild(c))
        if not wild:
            return QCoreApplication.translate("CardWords", "no wild cards")
        if wild == 1:
            return QCoreApplication.translate("CardWords", "1 wild")
        return QCoreApplication.translate("CardWords", "{count} wild").format(count=wild)
