"""Hand and Foot's table: a hand and a foot each, books, four deals (docs/rules.md §4)."""

from canasta_gui.app.games.hand_and_foot.game import HandFootGame

GAME = HandFootGame()
