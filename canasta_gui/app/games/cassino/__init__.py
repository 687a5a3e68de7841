"""Cassino's table: a fishing game for 2 to 4 players (docs/rules.md §5)."""

from canasta_gui.app.games.cassino.game import CassinoGame

GAME = CassinoGame()
