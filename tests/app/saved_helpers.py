"""Reading back what the app saved, for tests: the newest saved game, as Continue would."""

from __future__ import annotations

from canasta_gui.app import saves


def newest_saved() -> saves.LoadedGame:
    """The most recently played saved game; ``BadSession`` says why there is none to read."""
    games, problems = saves.list_saved()
    if not games:
        if problems:
            raise saves.BadSession("\n".join(p.text for p in problems), problems[0].moved_to)
        raise saves.BadSession("There is no saved game to continue.")
    return saves.load_saved(games[0].path)
