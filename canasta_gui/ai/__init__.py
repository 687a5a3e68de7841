"""Computer players. Pure Python; a player sees only its seat's observation."""
