"""Hand and Foot computer players (docs/rules.md §4): rules of thumb and card counting."""
