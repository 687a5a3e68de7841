"""What the Canasta and Hand and Foot computer players share: hand counts and sampled worlds."""
