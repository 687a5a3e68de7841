"""``canasta``: the application entry point (the desktop table, ``canasta_gui.app.main``)."""

from __future__ import annotations

import sys

from canasta_gui.app.main import main

if __name__ == "__main__":
    sys.exit(main())
