"""The main window: the start page, the table and the privacy screen, and the dialogs' flow."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QMessageBox, QStackedWidget, QWidget

from canasta_gui.app import past_games, saves
from canasta_gui.app.i18n import Translator
from canasta_gui.app.replay import record_of_session
from canasta_gui.app.scene import speeds
from canasta_gui.app.scene.card_art import CardArt
from canasta_gui.app.scene.opening_draw import OpeningDraw
from canasta_gui.app.seat_names import seat_names, side_players
from canasta_gui.app.seating import seat_by_draw
from canasta_gui.app.session import INFO, REFUSAL, Session
from canasta_gui.app.settings import SPEED_FACTORS, Settings, save_settings
from canasta_gui.app.setup import GameSetup
from canasta_gui.app.sound.board import SoundBoard
from canasta_gui.app.statistics import record_game
from canasta_gui.app.texts import engine_text
from canasta_gui.app.widgets.about_dialog import AboutDialog
from canasta_gui.app.widgets.after_game import next_setup
from canasta_gui.app.widgets.go_out_dialog import GoOutQuestionDialog
from canasta_gui.app.widgets.new_game_dialog import NewGameDialog
from canasta_gui.app.widgets.past_games_dialog import PastGamesDialog
from canasta_gui.app.widgets.privacy_screen import PrivacyScreen
from canasta_gui.app.widgets.replay_dialog import attach_replay
from canasta_gui.app.widgets.rules_dialog import RulesDialog
from canasta_gui.app.widgets.saved_games_dialog import SavedGamesDialog
from canasta_gui.app.widgets.score_dialogs import DealSummaryDialog, ScoreSheetDialog
from canasta_gui.app.widgets.settings_dialog import SettingsDialog
from canasta_gui.app.widgets.start_page import StartPage
from canasta_gui.app.widgets.statistics_dialog import StatisticsDialog
from canasta_gui.app.widgets.table_page import TablePage
from canasta_gui.engine.errors import ConfigError


class MainWindow(QMainWindow):
    """One window for the whole app; dialogs open non-blocking (``open``), never ``exec``."""

    game_started = Signal()
    dialog_opened = Signal(QWidget)  # tests and the screenshot tool wait on this

    def __init__(
        self,
        settings: Settings,
        translator: Translator,
        art: CardArt | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings
        self.translator = translator
        self.art = art or CardArt()
        # The table's sounds; the player is Qt's audio or the system's (app/sound/players.py).
        self.sounds = SoundBoard(parent=self)
        self.sounds.configure(settings.sound_on, settings.sound_volume)
        self._style_art(settings)
        speeds.set_factor(SPEED_FACTORS.get(settings.speed, 1.0))
        self.session: Session | None = None
        self.table: TablePage | None = None
        self.opening: OpeningDraw | None = None  # the draw for seats being shown
        self.dialog: QWidget | None = None
        self._privacy_seat = -1  # whose privacy screen is up: its name follows the language
        self._chosen_game: str | None = None  # the game a start-page button asked for
        self.stack = QStackedWidget()
        self.start_page = StartPage()
        self.privacy = PrivacyScreen()
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.privacy)
        self.setCentralWidget(self.stack)
        self.start_page.new_game.clicked.connect(self.new_game)
        self.start_page.game_chosen.connect(self.new_game_of)
        self.start_page.resume.clicked.connect(self.continue_game)
        self.start_page.rules.clicked.connect(self.show_rules)
        self.start_page.statistics.clicked.connect(self.show_statistics)
        self.start_page.settings.clicked.connect(self.show_settings)
        self.start_page.past_games.clicked.connect(self.show_past_games)
        self.start_page.saved_games.clicked.connect(self.show_saved_games)
        self.start_page.quit.clicked.connect(self.close)
        self.privacy.ready.connect(self._privacy_ready)
        self._build_menus()
        self.retranslate()
        self.resize(1280, 800)
        self.setMinimumSize(1000, 680)
        self.show_start()

    # -- menus --------------------------------------------------------------------------

    def _build_menus(self) -> None:
        self.menu_game = self.menuBar().addMenu("")
        self.act_new = QAction(self, shortcut=QKeySequence.StandardKey.New)
        self.act_new.triggered.connect(self.new_game)
        self.act_scores = QAction(self)
        self.act_scores.triggered.connect(self.show_scores)
        self.act_past = QAction(self)
        self.act_past.triggered.connect(self.show_past_games)
        self.act_saved = QAction(self)
        self.act_saved.triggered.connect(self.show_saved_games)
        self.act_hint = QAction(self, shortcut=QKeySequence("H"))
        self.act_hint.triggered.connect(self.show_hint)
        self.act_stats = QAction(self)
        self.act_stats.triggered.connect(self.show_statistics)
        self.act_menu = QAction(self)
        self.act_menu.triggered.connect(self.back_to_menu)
        self.act_quit = QAction(self, shortcut=QKeySequence.StandardKey.Quit)
        self.act_quit.triggered.connect(self.close)
        game_actions = (
            self.act_new,
            self.act_saved,
            self.act_scores,
            self.act_past,
            self.act_stats,
            self.act_hint,
        )
        for a in (*game_actions, self.act_menu, self.act_quit):
            self.menu_game.addAction(a)
        self.menu_view = self.menuBar().addMenu("")
        # The table's side panel (scores and log), open or folded; kept in the settings.
        self.act_log = QAction(self, shortcut=QKeySequence("Ctrl+L"), checkable=True)
        self.act_log.setChecked(self.settings.log_panel_open)
        self.act_log.triggered.connect(self._log_chosen)
        self.menu_view.addAction(self.act_log)
        self.menu_settings = self.menuBar().addMenu("")
        self.act_settings = QAction(self)
        self.act_settings.triggered.connect(self.show_settings)
        self.menu_settings.addAction(self.act_settings)
        self.menu_help = self.menuBar().addMenu("")
        self.act_rules = QAction(self, shortcut=QKeySequence.StandardKey.HelpContents)
        self.act_rules.triggered.connect(self.show_rules)
        self.menu_help.addAction(self.act_rules)
        self.act_about = QAction(self)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)  # macOS: in the app menu
        self.act_about.triggered.connect(self.show_about)
        self.menu_help.addAction(self.act_about)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Canasta"))
        if self.session is not None and self._privacy_seat >= 0:
            # A default name ("Player 2") is rendered again in the new language.
            self.privacy.show_for(self.session.seat_name(self._privacy_seat))
        self.menu_game.setTitle(self.tr("&Game"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_scores.setText(self.tr("&Score sheet"))
        self.act_past.setText(self.tr("&Past games…"))
        self.act_saved.setText(self.tr("Sa&ved games…"))
        self.act_stats.setText(self.tr("S&tatistics"))
        self.act_hint.setText(self.tr("&Hint"))
        self.act_menu.setText(self.tr("Back to the &menu"))
        self.act_quit.setText(self.tr("&Quit"))
        self.menu_view.setTitle(self.tr("&View"))
        self.act_log.setText(self.tr("Scores and &log"))
        self.act_log.setToolTip(
            self.tr("Show or hide the side panel with the scores and the log (Ctrl+L)")
        )
        self.menu_settings.setTitle(self.tr("&Settings"))
        self.act_settings.setText(self.tr("&Settings…"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.act_rules.setText(self.tr("&Rules"))
        self.act_about.setText(self.tr("&About canasta_gui"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.table is not None:
                self.table.language_changed()
        super().changeEvent(event)

    # -- pages --------------------------------------------------------------------------

    def back_to_menu(self) -> None:
        """Leave the table for the start page; *Continue* resumes the game where it stopped.

        The session ends here (the autosave already holds every move), so no computer player
        plays on unseen behind the menu and no privacy screen takes the menu's place.
        """
        self._end_session()
        self.show_start()

    def show_start(self) -> None:
        self.start_page.resume.setEnabled(saves.has_autosave())
        self.stack.setCurrentWidget(self.start_page)
        in_game = self.table is not None
        self.act_scores.setEnabled(in_game)
        self.act_hint.setEnabled(in_game)
        self.start_page.new_game.setFocus()

    def _open(self, dialog: QWidget, holds_game: bool = False) -> None:
        """Open ``dialog`` without blocking; ``holds_game``: the game waits until it closes.

        Dialogs connect to bound methods only (they read the dialog from ``sender()``):
        a lambda holding both the dialog and the window could end up owning the window's
        last reference and delete it inside the dialog's own destruction.
        """
        if holds_game:
            self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        self.dialog_opened.emit(dialog)

    def _inform(self, title: str, text: str) -> None:
        """A message box that does not block the event loop."""
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        # Reasons quote file paths and engine messages: plain text, never markup.
        box.setTextFormat(Qt.TextFormat.PlainText)
        self._open(box)

    def new_game_of(self, game: str) -> None:
        """The start page's button of one game: the New game dialog opens on that game."""
        self._chosen_game = game
        self._choose_new_game()

    def new_game(self) -> None:
        """Choose a new game (the dialog opens on the last game chosen). A game in progress
        stays in the Saved games list: nothing is given up by starting another."""
        self._chosen_game = None
        self._choose_new_game()

    def _choose_new_game(self) -> None:
        dialog = NewGameDialog(self, previous=self.settings.new_game, game=self._chosen_game)
        self._chosen_game = None
        dialog.accepted.connect(self._new_game_chosen)
        self._open(dialog)

    def _new_game_chosen(self) -> None:
        dialog = self.sender()
        if not isinstance(dialog, NewGameDialog):
            return
        self.settings.new_game = dialog.remembered()
        self._save_settings()
        try:
            self.start_game(dialog.setup())
        except ConfigError as err:  # the dialog checks this; kept for a hand-edited setting
            self._inform(self.tr("New game"), str(err))

    def start_game(
        self, setup: GameSetup, state=None, moves=None, save_path=None, save_lock=None
    ) -> None:
        """Replace the game at the table with a new or resumed one (``save_path``: the resumed
        game's file, which it goes on saving to, and ``save_lock`` this window's hold on it;
        the game it replaces stays saved)."""
        self._end_session()
        # A new game whose rules draw for seats seats the players as the draw says.
        draw = None
        if state is None:
            setup, draw = seat_by_draw(setup)
        pace = speeds.scaled(speeds.COMPUTER_PACE_MS)
        self.session = Session(
            setup,
            state,
            moves,
            save_path=save_path,
            save_lock=save_lock,
            pace_ms=pace,
            parent=self,
        )
        self.session.held = draw is not None  # the draw is shown first (docs/rules.md §3.3.1)
        self.table = TablePage(self.session, self.art)
        self.table.set_log_open(self.settings.log_panel_open)
        self.table.log_panel_toggled.connect(self._log_toggled)
        self.stack.addWidget(self.table)
        s = self.session
        self.sounds.follow(s)
        s.privacy_requested.connect(self._privacy)
        s.answer_requested.connect(self._answer)
        s.deal_finished.connect(self._deal_over)
        s.game_finished.connect(self._game_over)
        if s.state.phase != s.game.over_phase:  # a game finished here, not one loaded finished
            s.game_finished.connect(self._keep_past_game)
            s.game_finished.connect(self._record_statistics)
        self.table.idle.connect(self._table_idle)
        self.act_scores.setEnabled(True)
        self.act_hint.setEnabled(True)
        if draw is not None:
            self.stack.setCurrentWidget(self.table)
            self.opening = OpeningDraw(self.table, draw)
            self.opening.finished.connect(self._opening_over)
            self.opening.start()
        else:
            self._play()
        self.game_started.emit()

    def _opening_over(self) -> None:
        if self.sender() is self.opening and self.opening is not None:
            self.opening = None
            self.session.tell_opening()  # the log tells the draw once it has been shown
            self._play()

    def _play(self) -> None:
        """Show the table and let the game run (after the draw for seats, if any)."""
        s = self.session
        if s is None or self.table is None:
            return
        if s.pass_and_play:
            s.advance()  # the privacy screen comes first: no hand before its owner is ready
            if self.stack.currentWidget() is not self.privacy:
                self.stack.setCurrentWidget(self.table)
        else:
            self.stack.setCurrentWidget(self.table)
        self.table.start()

    def continue_game(self) -> None:
        """Resume the most recently played saved game; one that cannot be read is explained
        (and moved aside) and the next most recent is resumed instead."""
        games, problems = saves.list_saved()
        said = [p.text for p in problems]
        for game in games:
            lock = saves.hold(game.path)
            if lock is None:
                continue  # played in another window: Continue resumes what is free here
            try:
                loaded = saves.load_saved(game.path)
            except saves.BadSession as err:
                lock.unlock()
                said.append(err.text)
                continue
            if said:
                self._inform(self.tr("Continue"), "\n".join(said))
            self.start_game(
                loaded.setup, loaded.state, loaded.moves, save_path=game.path, save_lock=lock
            )
            return
        if not said:
            said.append(QCoreApplication.translate("saves", "There is no saved game to continue."))
        self._inform(self.tr("Continue"), "\n".join(said))
        self.show_start()

    def resume_saved(self, path) -> None:
        """Resume the game saved in ``path`` where it stopped. If it cannot be read, the
        game at the table (if any) goes on; otherwise the start page shows."""
        if self.session is not None and self.session.save_path == path:
            return  # the game at the table already
        lock = saves.hold(path)
        if lock is None:
            self._inform(self.tr("Continue"), saves.in_use_text())
            return
        try:
            loaded = saves.load_saved(path)
        except saves.BadSession as err:
            lock.unlock()
            self._inform(self.tr("Continue"), err.text)
            if self.session is None:
                self.show_start()
            return
        self.start_game(loaded.setup, loaded.state, loaded.moves, save_path=path, save_lock=lock)

    def show_saved_games(self) -> None:
        dialog = SavedGamesDialog(self)
        dialog.resume_chosen.connect(self.resume_saved)
        dialog.deleted.connect(self._saved_game_deleted)
        self._open(dialog)

    def _saved_game_deleted(self, path) -> None:
        """A game deleted from the list while it is at the table ends there too."""
        if self.session is not None and self.session.save_path == path:
            self._end_session()
        if self.session is None:
            self.show_start()

    def _end_session(self) -> None:
        self._privacy_seat = -1
        if self.opening is not None:
            self.opening.stop()  # no animation or timer outlives its table
            self.opening = None
        if self.table is not None:
            self.table.close_down()  # before the session closes: nothing reaches the old page
        if self.session is not None:
            self.sounds.follow(None)
            self.session.close()
            self.session.deleteLater()
            self.session = None
        if self.table is not None:
            self.stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None

    # -- the flow of a game ---------------------------------------------------------------

    def _table_idle(self) -> None:
        if self.session is None or self.dialog is not None:
            return
        pause = self.table.controller.pause_ms() if self.table is not None else 0
        if pause > 0:
            # What just happened (a sweep) stays on the table a moment; the window is the
            # timer's context, and a game ended meanwhile is not advanced.
            session = self.session
            QTimer.singleShot(pause, self, lambda: self._advance_after_pause(session))
        else:
            self.session.advance()

    def _advance_after_pause(self, session) -> None:
        if session is self.session and self.dialog is None:
            session.advance()

    def _privacy(self, seat: int) -> None:
        self._privacy_seat = seat
        self.privacy.show_for(self.session.seat_name(seat))
        self.stack.setCurrentWidget(self.privacy)

    def _privacy_ready(self) -> None:
        self._privacy_seat = -1
        if self.session is None:
            return
        self.stack.setCurrentWidget(self.table)
        self.session.reveal()

    def _answer(self, seat: int, asker: int) -> None:
        s = self.session
        obliges = s.game.answer_obliges(s.state.config)
        dialog = GoOutQuestionDialog(s.seat_name(asker), self, obliges)
        dialog.finished.connect(self._answered)
        self._open(dialog, holds_game=True)

    def _answered(self, _result: int = 0) -> None:
        dialog = self.sender()
        yes = isinstance(dialog, GoOutQuestionDialog) and dialog.answer()
        self.dialog = None
        if self.session is not None:
            err = self.session.play(self.session.game.answer_action(yes))
            if err is not None and self.table is not None:
                self.table.show_message(engine_text(err), REFUSAL)

    def _side_players(self) -> list[list[str]]:
        """Each side's players' names: the score dialogs list them one per line."""
        s = self.session
        return side_players(s.state.config, seat_names(s.setup))

    def _summary(self, game_over: bool) -> DealSummaryDialog:
        s = self.session
        st = s.state
        dialog = DealSummaryDialog(
            st.history[-1],
            self._side_players(),
            tuple(st.scores),
            tuple(st.history),
            tuple(st.winners),
            game_over,
            self,
            game=s.game,
            seed=s.state.seed,
        )
        attach_replay(dialog, record_of_session(s), self.art)
        return dialog

    def _deal_over(self) -> None:
        dialog = self._summary(False)
        dialog.finished.connect(self._next_deal)
        self._open(dialog, holds_game=True)

    def _next_deal(self, _result: int = 0) -> None:
        self.dialog = None
        if self.session is not None:
            self.session.next_deal()

    def _game_over(self) -> None:
        dialog = self._summary(True)
        dialog.finished.connect(self._after_game)
        self._open(dialog, holds_game=True)

    def _keep_past_game(self) -> None:
        """The finished game joins the Past games list (the oldest beyond the limit go)."""
        if self.session is None or not self.session.autosave:
            return  # a screenshot or demo run is nobody's game, as for the statistics
        try:
            past_games.keep(record_of_session(self.session), self.settings.past_games)
        except (OSError, ValueError) as err:
            if self.table is not None:
                self.table.show_message(
                    self.tr("The finished game could not be kept: {reason}").format(reason=err),
                    REFUSAL,
                )

    def _after_game(self, _result: int = 0) -> None:
        self.dialog = None
        summary = self.sender()
        after = summary.after if isinstance(summary, DealSummaryDialog) else None
        again = None
        if after is not None and self.session is not None:
            again = next_setup(after.choice, self.session.setup)
        if again is not None:
            self.start_game(again)  # Play again, or Same deals again (app/rematch.py)
        else:
            self.show_start()

    def _record_statistics(self) -> None:
        """Count the finished game in (app/statistics.py decides whether it counts)."""
        s = self.session
        if s is None or not s.autosave:  # a screenshot or demo run is nobody's game
            return
        problem = record_game(s.setup, s.state)
        if problem:
            self._inform(self.tr("Statistics"), problem)

    # -- menus' dialogs -------------------------------------------------------------------

    def show_statistics(self) -> None:
        game = self.session.game.key if self.session is not None else None
        self._open(StatisticsDialog(self, game))

    def show_rules(self) -> None:
        s = self.session
        # Away from a table: every game, one tab each.
        dialog = RulesDialog(None, self) if s is None else RulesDialog(s.state.config, self, s.game)
        self._open(dialog)  # reading the rules never holds up the game

    def show_about(self) -> None:
        self._open(AboutDialog(self))

    def show_scores(self) -> None:
        if self.session is None:
            return
        s = self.session
        dialog = ScoreSheetDialog(
            tuple(s.state.history),
            self._side_players(),
            self,
            game=s.game,
            target=s.game.target_score(s.state.config),
            seed=s.state.seed,
        )
        attach_replay(dialog, record_of_session(s), self.art)
        self._open(dialog)

    def show_past_games(self) -> None:
        self._open(PastGamesDialog(self.art, self))

    def show_hint(self) -> None:
        if self.session is None or self.table is None or not self.session.human_may_act():
            return
        from canasta_gui.app.texts import decision_text

        decision = self.session.game.hint(self.session.observation())
        self.table.show_message(self.tr("Hint: {text}").format(text=decision_text(decision)), INFO)
        self.table.controller.show_hint(decision)  # the cards lift and glow as well

    def show_settings(self) -> None:
        dialog = SettingsDialog(
            self.settings, self.translator.available_languages(), self, sounds=self.sounds
        )
        dialog.accepted.connect(self._settings_chosen)
        self._open(dialog)

    def _settings_chosen(self) -> None:
        dialog = self.sender()
        if isinstance(dialog, SettingsDialog):
            self.apply_settings(dialog.result_settings())

    def apply_settings(self, settings: Settings) -> None:
        old = self.settings
        self.settings = settings
        if settings.language != old.language:
            problem = self.translator.install(QApplication.instance(), settings.language)
            if problem:
                # Keep what is really in use, so the warning does not return at every start.
                self.settings = settings = replace(settings, language=self.translator.language)
                self._inform(self.tr("Language"), problem)
        speeds.set_factor(SPEED_FACTORS.get(settings.speed, 1.0))
        if self.session is not None:
            self.session.pace_ms = speeds.scaled(speeds.COMPUTER_PACE_MS)
        self._style_art(settings)
        self.sounds.configure(settings.sound_on, settings.sound_volume)
        if self.table is not None:
            self.table.view.restyle()
        if settings.past_games < old.past_games:
            past_games.prune(settings.past_games)
        self._save_settings()

    def _style_art(self, settings: Settings) -> None:
        """The cards' and the felt's look from the settings (shared by every table)."""
        self.art.set_style(
            four_colour=settings.four_colour,
            back=settings.card_back,
            high_contrast=settings.high_contrast,
            card_size=settings.card_size,
            felt=settings.table_colour,
        )

    def _log_chosen(self, shown: bool) -> None:
        """View > Scores and log (Ctrl+L): the table folds or opens its side panel."""
        if self.table is not None:
            self.table.set_log_open(shown)  # the table reports back through _log_toggled
        else:
            self._log_toggled(shown)

    def _log_toggled(self, shown: bool) -> None:
        self.act_log.setChecked(shown)
        if shown != self.settings.log_panel_open:
            self.settings = replace(self.settings, log_panel_open=shown)
            self._save_settings()

    def _save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as err:
            self._inform(self.tr("Settings"), self.tr("Settings not saved: {e}").format(e=err))

    def closeEvent(self, event: QCloseEvent) -> None:
        # Stop a thinking computer player at once; the autosave already holds the game.
        self._end_session()
        self.sounds.close()
        super().closeEvent(event)
