"""Cassino computer players: rules of thumb, root sampling and an exact endgame."""
