"""How a rummy game's state reaches the modules built on it: rules, legal listing, observation.

Those modules import the state module, so the state may not import them back (that is an
import cycle, tests/engine/test_no_import_cycles.py). A state module keeps a :class:`Plugs`;
each of those modules plugs its function in when the game's package loads (the package's
``__init__`` imports them), and the state's own methods (``apply``, ``legal_actions``,
``observation``) call through it.
"""

from __future__ import annotations

from collections.abc import Callable


class Plugs(dict[str, Callable]):
    """Functions by name, plugged in by the modules a state module may not import."""

    def plug(self, name: str, function: Callable) -> None:
        self[name] = function
