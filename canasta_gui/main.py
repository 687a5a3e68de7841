"""``canasta``: the application entry point.

The desktop table is the next milestone (see the issues); until it lands,
``canasta`` plays a headless game between computer players so the command
already does something useful on a fresh install. Arguments are those of
``canasta-sim``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from canasta_gui import sim


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    print("canasta_gui: the desktop table is not built yet; playing a headless game instead.")
    return sim.main(args)


if __name__ == "__main__":
    sys.exit(main())
