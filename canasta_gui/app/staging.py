"""A person's staged plan: a pile take, new melds and lay-offs, confirmed or cancelled whole.

docs/rules.md §3.8.2 counts an opening over everything put down in one action, and
§3.10 lets a pile take meld more cards at once, so the table collects these
steps first and hands the engine one plan (``engine.canasta.plans``). The plan
is plain data; turning it into engine actions is the only logic here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from canasta_gui.engine.canasta import actions as act


@dataclass
class StagedPlan:
    take: act.TakePile | None = None
    melds: list[tuple[int, ...]] = field(default_factory=list)
    layoffs: dict[int, tuple[int, ...]] = field(default_factory=dict)  # meld rank → cards

    @property
    def empty(self) -> bool:
        return self.take is None and not self.melds and not self.layoffs

    def copy(self) -> StagedPlan:
        """An independent copy, kept by the session so an undo brings this plan back."""
        return StagedPlan(self.take, list(self.melds), dict(self.layoffs))

    def cards_used(self) -> Counter:
        """Hand cards the plan puts down (the take's hand cards stay shown in the hand)."""
        used: Counter = Counter()
        for m in self.melds:
            used.update(m)
        for cards in self.layoffs.values():
            used.update(cards)
        return used

    def actions(self, opened: bool) -> list[act.Action]:
        """The engine actions of the plan, in the order the rules take them.

        An unopened side's pile take must carry its extra melds in the same action
        (they count towards the opening, §3.8.4); lay-offs come after the opening.
        """
        steps: list[act.Action] = []
        melds = tuple(self.melds)
        if self.take is not None:
            if opened:
                steps.append(act.TakePile(self.take.cards))
            else:
                steps.append(act.TakePile(self.take.cards, melds))
                melds = ()
        layoffs = tuple(sorted(self.layoffs.items()))
        if melds or layoffs:
            if not opened and self.take is None and melds and layoffs:
                # An opening may not lay off (§3.8.2): the lay-offs follow as a second step.
                steps.append(act.Meld(melds, ()))
                steps.append(act.Meld((), layoffs))
            else:
                steps.append(act.Meld(melds, layoffs))
        return steps
