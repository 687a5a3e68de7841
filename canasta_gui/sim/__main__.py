"""``python -m canasta_gui.sim``: the same as ``canasta-sim``."""

import sys

from canasta_gui.sim.cli import main

sys.exit(main())
