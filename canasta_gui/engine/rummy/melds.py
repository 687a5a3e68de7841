"""Melds and the wild-card limits that govern them (docs/rules.md §3.7, §4.6).

A :class:`Meld` is immutable: adding cards builds a new one, so a state clone
can share melds with its parent. The limits are parameterised so Canasta and
Hand and Foot validate melds with the same code (see ``meld_rules.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

from canasta_gui.engine.cards import JOKER, JOKER_RANK, RUMMY_VALUE, THREE, TWO

CLASSIC = "CLASSIC"
NOT_OUTNUMBER = "NOT-OUTNUMBER"
TWO_NATURALS_PER_WILD = "TWO-NATURALS-PER-WILD"
#: Hand and Foot (docs/rules.md §4.6.2): wild cards at most one third of the meld, that is
#: naturals >= 2 x wilds, with no separate cap (the 7-card limit bounds it).
ONE_THIRD = "ONE-THIRD"

#: The rank slot of a wild meld (Hand and Foot, docs/rules.md §4.6.3): the joker's slot,
#: which no natural meld uses.
WILD_RANK = JOKER_RANK

#: What a completed meld (canasta or book) is: seven naturals, some wild cards, or
#: wild cards only (docs/rules.md §3.7.7, §4.6.5). Canasta's natural canasta is a clean
#: one and its mixed canasta a dirty one.
CLEAN, DIRTY, WILD = "clean", "dirty", "wild"


@dataclass(frozen=True, slots=True)
class WildLimit:
    """How many wild cards a meld of ``naturals`` natural cards may hold."""

    mode: str = CLASSIC
    max_wild: int = 3  # docs/rules.md §3.7.2: never more than three wild cards
    min_naturals: int = 2

    def capacity(self, naturals: int) -> int:
        """The most wild cards allowed beside ``naturals`` natural cards."""
        if naturals < self.min_naturals:
            return -1
        if self.mode == NOT_OUTNUMBER:
            return min(self.max_wild, naturals)
        if self.mode == TWO_NATURALS_PER_WILD:
            return min(self.max_wild, naturals // 2)
        if self.mode == ONE_THIRD:
            return naturals // 2
        return self.max_wild

    def violation(self, naturals: int, wilds: int) -> str | None:
        """The reason code if ``naturals``/``wilds`` break the limit, else None."""
        if naturals < self.min_naturals:
            return "meld_no_naturals" if naturals == 0 else "meld_few_naturals"
        if self.mode == ONE_THIRD:
            return "meld_wild_ratio" if naturals < 2 * wilds else None
        if wilds > self.max_wild:
            return "meld_too_many_wild"
        if self.mode == NOT_OUTNUMBER and wilds > naturals:
            return "meld_wild_outnumber"
        if self.mode == TWO_NATURALS_PER_WILD and naturals < 2 * wilds:
            return "meld_wild_ratio"
        return None


class _MeldFields:
    """The fields of a :class:`Meld`; the class :class:`Meld` and its builder share them."""

    # Derived facts are stored, not computed on access: the rules read them in
    # tight loops and a Meld never changes after construction.
    __slots__ = (
        "rank",
        "cards",
        "naturals",
        "wilds",
        "value",
        "size",
        "is_canasta",
        "is_natural",
        "_hash",  # worked out when first asked (``Meld.__hash__``)
    )


class _MeldBuilder(_MeldFields):
    """A Meld under construction: plain slot writes, then it becomes a :class:`Meld`.

    Melds are shared by clones and handed out in observations, so a finished one refuses
    every attribute write; writing its nine fields past that guard one by one
    (``object.__setattr__``) costs three times as much as building it here and switching
    its class, which the shared slot layout allows.
    """

    __slots__ = ()


def _built(rank: int, cards: tuple[int, ...], wilds: int, value: int) -> Meld:
    m = _new_builder(_MeldBuilder)
    m.rank = rank
    m.cards = cards
    m.wilds = wilds
    size = m.size = len(cards)
    m.naturals = size - wilds
    m.value = value
    m.is_canasta = size >= 7  # docs/rules.md §3.7.7: seven or more cards
    m.is_natural = wilds == 0
    m.__class__ = Meld
    return m  # type: ignore[return-value]


_new_builder = object.__new__  # as ``engine/frozen.py``, which cannot twin a subclass
#: The ``_hash`` slot's own writer, past ``Meld.__setattr__``'s guard.
_set_hash = _MeldFields._hash.__set__  # type: ignore[attr-defined]
#: Per card kind: 1 for a wild card (a joker or a 2), else 0.
_WILD = tuple(1 if k == JOKER or k >> 2 == TWO else 0 for k in range(len(RUMMY_VALUE)))


class Meld(_MeldFields):
    """A meld of one rank on the table, with the cards in the order laid down.

    ``rank`` is the natural rank, ``THREE`` for a Canasta going-out meld of black 3s,
    or ``WILD_RANK`` for a Hand and Foot wild meld.
    """

    __slots__ = ()

    def __new__(cls, rank: int, cards: tuple[int, ...]) -> Meld:
        cards = tuple(cards)
        wilds = 0
        value = 0
        for c in cards:
            value += RUMMY_VALUE[c]
            wilds += _WILD[c]
        return _built(rank, cards, wilds, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Meld cannot be changed; build a new one with extended()")

    def __reduce__(self) -> tuple:
        # copy, deepcopy and pickle rebuild a Meld from what defines it.
        return (Meld, (self.rank, self.cards))

    @property
    def is_black3(self) -> bool:
        return self.rank == THREE

    @property
    def is_wild_meld(self) -> bool:
        return self.rank == WILD_RANK

    @property
    def kind(self) -> str | None:
        """``CLEAN``, ``DIRTY`` or ``WILD`` once the meld has 7 cards, else ``None``."""
        if not self.is_canasta:
            return None
        if self.rank == WILD_RANK:
            return WILD
        return CLEAN if self.wilds == 0 else DIRTY

    def extended(self, cards: tuple[int, ...]) -> Meld:
        """A new meld with ``cards`` added after the existing ones."""
        wilds = self.wilds
        value = self.value
        for c in cards:
            value += RUMMY_VALUE[c]
            wilds += _WILD[c]
        return _built(self.rank, self.cards + tuple(cards), wilds, value)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Meld) and other.rank == self.rank and other.cards == self.cards

    def __hash__(self) -> int:
        # Worked out when first asked: a meld is built on every lay-off and most are never
        # hashed, but those in a memo key (Hand and Foot's go-out search) are, many times.
        try:
            return self._hash
        except AttributeError:
            found = hash((self.rank, self.cards))
            _set_hash(self, found)
            return found

    def __repr__(self) -> str:
        from canasta_gui.engine.cards import codes

        return f"Meld({self.rank}, {codes(self.cards)})"
