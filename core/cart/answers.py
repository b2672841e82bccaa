"""The cart line answer: the stored choice, the catalogue item, and the prices computed from it."""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from core.catalogue.model import AddOn, Item

from .model import LineModel, chosen_variation, normalise, option_prices
from .ports import StoredLine
from .pricing import LineCost, as_decimal_numbers, line_cost


class ChosenOption(msgspec.Struct, frozen=True):
    """A chosen option of a food variation group and what it adds to the unit price."""

    label: str
    option_price: float = msgspec.field(name="optionPrice")


class ChosenVariation(msgspec.Struct, frozen=True, omit_defaults=True):
    """One entry of a line's variation: a food group with its chosen options (`name`, `values`), or the
    chosen choice variation (`type`, `price`, `stock`), whose price replaces the item's base price."""

    name: str | None = None
    values: list[ChosenOption] | None = None
    type: str | None = None
    price: float | None = None
    stock: int | None = None


class CartLine(msgspec.Struct, frozen=True):
    """One cart line. `price` is the line total computed by the server; `unit_price` one unit with its
    options; `saved` what the item discount takes off the line."""

    id: int
    item_id: int
    model: LineModel
    item: Item
    quantity: int
    variation: list[ChosenVariation]
    add_on_ids: list[int]
    add_on_qtys: list[int]
    unit_price: float
    price: float
    saved: float
    store_id: int
    module_id: int


def cart_line(line: StoredLine, item: Item, add_ons: Mapping[int, AddOn], digits: int) -> CartLine:
    """The answer for a stored line, priced from the current catalogue `item` and `add_ons` at `digits`
    (the marketplace's decimals, as checkout will charge it)."""
    offered_add_ons = [(i, q) for i, q in line.add_ons if i in add_ons]
    selection = normalise(line.variation, item.food_variations, item.variations, offered_add_ons)
    variation = chosen_variation(selection, item.variations)
    groups = {g.name: g for g in item.food_variations}
    chosen = [
        ChosenVariation(
            name=g.name,
            values=[
                ChosenOption(v.label, v.option_price) for v in groups[g.name].values if v.label in g.labels
            ],
        )
        for g in selection.food
    ]
    if variation is not None:
        chosen = [ChosenVariation(type=variation.type, price=variation.price, stock=variation.stock)]
    variation_price = None if variation is None else variation.price
    cost = line_cost(
        item.price,
        item.discount,
        item.discount_type,
        variation_price,
        option_prices(selection, item.food_variations),
        [(add_ons[i].price, q) for i, q in selection.add_ons],
        line.quantity,
        digits,
    )
    unit, total, saved = as_decimal_numbers(cost, digits)
    return CartLine(
        id=line.id,
        item_id=line.item_id,
        model=line.model,
        item=item,
        quantity=line.quantity,
        variation=chosen,
        add_on_ids=[i for i, _ in selection.add_ons],
        add_on_qtys=[q for _, q in selection.add_ons],
        unit_price=unit,
        price=total,
        saved=saved,
        store_id=line.store_id,
        module_id=line.module_id,
    )


def cost_of(line: CartLine, digits: int) -> LineCost:
    """What `line` costs in minor units at `digits` (the marketplace's decimals), computed again from its
    item and choices by the pricing engine: checkout charges this, never the answer's decimal numbers."""
    add_ons = {a.id: a.price for a in line.item.add_ons}
    return line_cost(
        line.item.price,
        line.item.discount,
        line.item.discount_type,
        next((v.price for v in line.variation if v.type is not None), None),
        [option.option_price for v in line.variation for option in (v.values or [])],
        [(add_ons[i], q) for i, q in zip(line.add_on_ids, line.add_on_qtys, strict=True) if i in add_ons],
        line.quantity,
        digits,
    )
