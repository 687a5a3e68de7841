"""Fit the weights of ``value.py``: least squares on deals of Hard playing every seat.

``python -m canasta_gui.ai.canasta.value_fit --players 4 --deals 800`` plays that many
deals (fixed seeds, so the fit is reproducible), records every side's features at the
start of every turn and the side's final deal score, and prints the weights to paste
into ``value.WEIGHTS``. Refit when the policies or the scoring change.
"""

from __future__ import annotations

import argparse

from canasta_gui.ai.canasta.player import CanastaPlayer
from canasta_gui.ai.canasta.value import NAMES, features
from canasta_gui.ai.kit import kit_for
from canasta_gui.engine.canasta.state import Phase

#: A little ridge regularisation keeps rare features (red 3s of an unopened side) tame.
RIDGE = 1e-3


def samples(players: int, deals: int, seed: str = "value-fit") -> list[tuple[list[float], float]]:
    """(features, final deal score) for every side at the start of every turn."""
    kit = kit_for("canasta")
    config = kit.make_config(players)
    rows: list[tuple[list[float], float]] = []
    for d in range(deals):
        deal_seed = f"{seed}/{players}/{d}"
        s = kit.new_game(config, deal_seed)
        seats = [CanastaPlayer("hard", f"{deal_seed}/{p}") for p in range(players)]
        snaps = []
        last = None
        while s.phase not in (Phase.DEAL_OVER, Phase.GAME_OVER):
            if s.phase == Phase.DRAW and s.current != last:
                last = s.current
                snaps.append([features(s, side) for side in range(config.n_sides)])
            s.apply(seats[s.current].decide(s.observation(s.current)).action)
        totals = [part.total for part in s.history[-1].sides]
        rows.extend((snap[side], totals[side]) for snap in snaps for side in range(len(totals)))
    return rows


def fit(rows: list[tuple[list[float], float]], ridge: float = RIDGE) -> list[float]:
    """Ridge least squares on features scaled to at most 1, solved by elimination."""
    n = len(NAMES)
    scale = [max(1e-9, max(abs(x[j]) for x, _ in rows)) for j in range(n)]
    a = [[0.0] * n for _ in range(n)]
    b = [0.0] * n
    for x, y in rows:
        z = [x[j] / scale[j] for j in range(n)]
        for i in range(n):
            if z[i]:
                b[i] += z[i] * y
                row = a[i]
                for j in range(n):
                    row[j] += z[i] * z[j]
    for i in range(n):
        a[i][i] += ridge * len(rows)
    m = [a[i] + [b[i]] for i in range(n)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / m[c][c]
                m[r] = [u - f * v for u, v in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] / scale[i] for i in range(n)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=800)
    args = parser.parse_args()
    rows = samples(args.players, args.deals)
    weights = fit(rows)
    mean = sum(y for _, y in rows) / len(rows)
    total = sum((y - mean) ** 2 for _, y in rows)
    left = sum((y - sum(w * v for w, v in zip(weights, x, strict=True))) ** 2 for x, y in rows)
    print(f"# {len(rows)} samples, R^2 {1 - left / total:.3f}")
    print(f"    {args.players}: (")
    for name, w in zip(NAMES, weights, strict=True):
        print(f"        {w:.4g},  # {name}")
    print("    ),")


if __name__ == "__main__":
    main()
