"""``python -m canasta_gui`` starts the app."""

from canasta_gui.main import main

raise SystemExit(main())
