"""Headless games between computer players: the ``canasta-sim`` command.

``cli`` reads the command line and plays Canasta; ``cassino`` and ``hand_and_foot`` play
those games; ``report`` prints what all three share (results, totals, duplicate figures).
"""

from canasta_gui.sim.cli import BROKEN_PIPE_STATUS, DEFAULT_DEAL_LIMIT, main

__all__ = ["BROKEN_PIPE_STATUS", "DEFAULT_DEAL_LIMIT", "main"]
