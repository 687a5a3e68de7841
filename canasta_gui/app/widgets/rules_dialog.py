"""The Rules dialog: how to play a game, the rules at this table, and the controls.

Each game writes its own text (``GameDef.rules_html``, every figure from its engine); the
dialog shows the game at the table, or every game in tabs when opened away from a table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from canasta_gui.app.games import all_games, game_for

if TYPE_CHECKING:
    from canasta_gui.app.games.base import GameDef


class RulesDialog(QDialog):
    """A read-only summary of a game's rules; with a config, also the options in force.

    Without a game (opened from the start page) it holds one tab per game.
    """

    def __init__(
        self, config=None, parent: QWidget | None = None, game: GameDef | None = None
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.setModal(True)
        self.browsers: dict[str, QTextBrowser] = {}
        layout = QVBoxLayout(self)
        if game is None and config is None:
            self.setWindowTitle(self.tr("Rules"))
            self.tabs = QTabWidget(self)
            self.tabs.setAccessibleName(self.tr("Rules"))
            for g in all_games():
                browser = self._browser(g.rules_html(None))
                browser.setAccessibleName(g.title())  # a screen reader names the text read
                self.tabs.addTab(browser, g.title())
                self.browsers[g.key] = browser
            layout.addWidget(self.tabs, 1)
        else:
            if game is None or game.key == "canasta":
                self.setWindowTitle(self.tr("Canasta rules"))
            else:
                self.setWindowTitle(self.tr("{game}: rules").format(game=game.title()))
            browser = self._browser(self.rules_html(config))
            browser.setAccessibleName(self.windowTitle())
            self.browsers[game.key if game else "canasta"] = browser
            layout.addWidget(browser, 1)
        self.browser = next(iter(self.browsers.values()))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout.addWidget(buttons)
        self.setMinimumSize(560, 420)
        self.resize(780, 640)
        self.browser.setFocus()

    def _browser(self, text: str) -> QTextBrowser:
        browser = QTextBrowser(self)
        browser.setOpenLinks(False)
        browser.setHtml(text)
        return browser

    def rules_html(self, config=None) -> str:
        """The whole text as HTML (public so the tests and a help window can reuse it)."""
        return (self.game or game_for("canasta")).rules_html(config)
