"""``benchmarks/save_size.py --quick`` plays its games and reports sizes under the shared limit."""

from __future__ import annotations

import re
import runpy
from pathlib import Path

from canasta_gui.engine import serialize

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "save_size.py"


def test_quick_run_reports_the_largest_save(capsys):
    main = runpy.run_path(str(SCRIPT))["main"]
    assert main(["--quick"]) == 0
    out = capsys.readouterr().out
    assert f"limit {serialize.MAX_BYTES} bytes" in out
    rows = re.findall(r"^(\w+): (\d+) games .* save bytes median ([\d.]+) max (\d+)$", out, re.M)
    assert [(level, games) for level, games, _, _ in rows] == [("random", "2"), ("hard", "1")]
    largest = int(re.search(r"^largest save: (\d+) bytes", out, re.M).group(1))
    assert largest == max(int(m) for *_, m in rows)
    # A real game's save holds the whole move log: tens of kilobytes, far under the limit.
    assert 5_000 < largest < serialize.MAX_BYTES // 10
