"""Canasta's table: 2, 3, 4 and 6 players on 2 or 3 decks (docs/rules.md §3)."""

from canasta_gui.app.games.canasta.game import CanastaGame

GAME = CanastaGame()
