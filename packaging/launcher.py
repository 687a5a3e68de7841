"""The bundle's entry point: PyInstaller freezes this script, which starts the app."""

import sys

from canasta_gui.app.main import main

if __name__ == "__main__":
    sys.exit(main())
