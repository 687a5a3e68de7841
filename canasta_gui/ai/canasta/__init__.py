"""Canasta computer players: heuristic policies and determinized root sampling."""
