"""Cart lines as value objects: who owns a cart, what a shopper chose, and what identifies a line.

A line keeps only what the shopper chose (variation names and labels, add-on ids and quantities); prices are
read from the catalogue each time a cart is answered, so the server stays the authority on money.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Literal, Protocol, TypeVar

import msgspec

from core.catalogue.model import FoodVariation

LineModel = Literal["Item", "ItemCampaign"]
MAX_LINE_QUANTITY = 10_000  # beyond any real basket; keeps sums far from integer limits
MAX_ADD_ON_QUANTITY = 100


class OptionLabel(msgspec.Struct, frozen=True):
    """One option of a food variation group, named by its label."""

    label: str


class VariationChoice(msgspec.Struct, frozen=True, omit_defaults=True):
    """One entry of the `variation` payload: a food group with its labels, or a choice variation's type."""

    name: str | None = None
    values: list[OptionLabel] = []
    type: str | None = None


class FoodSelection(msgspec.Struct, frozen=True):
    """The labels chosen in one food variation group, in the group's own order."""

    name: str
    labels: tuple[str, ...]


class Selection(msgspec.Struct, frozen=True):
    """What a line holds beyond the item: food groups, a choice variation type, add-ons with quantities."""

    food: tuple[FoodSelection, ...] = ()
    variation_type: str | None = None
    add_ons: tuple[tuple[int, int], ...] = ()  # (add-on id, quantity), sorted by id

    def payload(self) -> list[VariationChoice]:
        """The selection in the request's `variation` shape (how lines are stored)."""
        if self.variation_type is not None:
            return [VariationChoice(type=self.variation_type)]
        return [VariationChoice(name=g.name, values=[OptionLabel(x) for x in g.labels]) for g in self.food]

    def key(self) -> str:
        """The line identity: equal selections of one item are one line (a re-add raises its quantity)."""
        canonical = msgspec.json.encode((self.food, self.variation_type, self.add_ons))
        return hashlib.blake2b(canonical, digest_size=16).hexdigest()


class PricedOption(Protocol):
    """A variation as the rules read it: stored (catalogue Variation) or answered (PricedVariation)."""

    @property
    def type(self) -> str: ...

    @property
    def price(self) -> float: ...

    @property
    def stock(self) -> int: ...


V = TypeVar("V", bound=PricedOption)


def normalise(
    chosen: Sequence[VariationChoice],
    food_variations: Sequence[FoodVariation],
    variations: Sequence[PricedOption],
    add_ons: Sequence[tuple[int, int]] = (),
) -> Selection:
    """The selection `chosen` names, in the item's order; entries the item does not offer are dropped.

    Rules refuse unknown entries before a line is stored; dropping them here keeps an old line readable
    after the store renamed an option.
    """
    wanted: dict[str, set[str]] = {}
    for entry in chosen:
        if entry.name is not None:
            wanted.setdefault(entry.name, set()).update(v.label for v in entry.values)
    food = tuple(
        FoodSelection(group.name, labels)
        for group in food_variations
        if (labels := tuple(v.label for v in group.values if v.label in wanted.get(group.name, ())))
    )
    types = {v.type for v in variations}
    variation_type = next((e.type for e in chosen if e.type is not None and e.type in types), None)
    return Selection(food, variation_type, tuple(sorted(add_ons)))


def chosen_variation(selection: Selection, variations: Sequence[V]) -> V | None:
    """The choice variation the selection names, if any."""
    return next((v for v in variations if v.type == selection.variation_type), None)


def option_prices(selection: Selection, food_variations: Sequence[FoodVariation]) -> list[float]:
    """The chosen food options' optionPrice, each (the pricing engine adds them up exactly)."""
    groups = {g.name: g for g in food_variations}
    return [
        value.option_price
        for chosen in selection.food
        for value in groups[chosen.name].values
        if value.label in chosen.labels
    ]
