"""Sound effects: made by the app itself (``synth``), played by Qt or the system (``players``),
asked for by what happens at the table (``cues``, ``board``)."""
