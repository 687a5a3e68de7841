"""Hand and Foot computer players (RULES.md §4): rules of thumb, card counting and search."""
