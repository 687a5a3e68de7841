"""What Canasta and Hand and Foot share: melds and wild-card limits."""
