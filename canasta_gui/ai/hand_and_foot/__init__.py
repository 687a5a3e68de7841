"""Hand and Foot computer players (RULES.md §4): rules of thumb and card counting."""
