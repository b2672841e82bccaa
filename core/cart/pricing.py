"""What a cart line costs and what the free-delivery bar shows (SPEC.md sections 4 and 9), computed by the
pricing engine (core/pricing) in minor units: checkout charges those (at the marketplace's decimals), the
cart answer shows them as the decimal numbers the API speaks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from core.pricing import (
    DEFAULT_DIGITS,
    ItemDiscount,
    Money,
    discounted_unit,
    from_minor,
    line_total,
    to_minor,
)


@dataclass(frozen=True, slots=True)
class LineCost:
    """A cart line's money in minor units at the marketplace's decimals, from the pricing engine: one unit
    with its options (`unit`), the line (`total`), and what the item discount takes off it (`saved`)."""

    unit: Money
    total: Money
    saved: Money


def line_cost(
    price: float,
    discount: float,
    discount_type: str,
    variation_price: float | None,
    options: Sequence[float],
    add_ons: Sequence[tuple[float, int]],
    quantity: int,
    digits: int = DEFAULT_DIGITS,
) -> LineCost:
    """The base price (a chosen choice variation's replaces it) after the item discount, plus the chosen food
    options' optionPrice, is one unit; (the unit + each add-on's price times its quantity) times the quantity
    is the line. Every stored amount is read at `digits` once, never through a float computed from another."""
    base = to_minor(price if variation_price is None else variation_price, digits)
    after = discounted_unit(base, ItemDiscount.stored(discount, discount_type, digits))
    unit = Money(after + to_minor(sum((Decimal(str(option)) for option in options), Decimal(0)), digits))
    total = line_total(unit, [(to_minor(add_on, digits), count) for add_on, count in add_ons], quantity)
    return LineCost(unit=unit, total=total, saved=Money((base - after) * quantity))


def as_decimal_numbers(cost: LineCost, digits: int = DEFAULT_DIGITS) -> tuple[float, float, float]:
    """A line's unit, total and saving as the decimal numbers the cart answer speaks."""
    return from_minor(cost.unit, digits), from_minor(cost.total, digits), from_minor(cost.saved, digits)


def unit_price(
    price: float, discount: float, discount_type: str, variation_price: float | None, options: float
) -> float:
    """One unit as a decimal number (line_cost's `unit`, at two decimals)."""
    return from_minor(line_cost(price, discount, discount_type, variation_price, [options], [], 1).unit)


def line_price(unit: float, add_ons: Sequence[tuple[float, int]], quantity: int) -> float:
    """A line total as a decimal number: (unit price + each add-on's price times its quantity) times the
    quantity."""
    return from_minor(line_total(to_minor(unit), [(to_minor(p), q) for p, q in add_ons], quantity))


def line_saving(
    price: float, discount: float, discount_type: str, variation_price: float | None, quantity: int
) -> float:
    """What the item discount takes off the line ('You have Saved') as a decimal number."""
    return from_minor(line_cost(price, discount, discount_type, variation_price, [], [], quantity).saved)


def free_delivery_progress(subtotal: float, free_delivery_over: float | None) -> float | None:
    """Subtotal as a percentage of free_delivery_over, clamped to 0-100; None when there is no threshold."""
    if free_delivery_over is None or free_delivery_over <= 0:
        return None
    return min(100.0, max(0.0, subtotal / free_delivery_over * 100))


def free_delivery_remainder(subtotal: float, free_delivery_over: float | None) -> float | None:
    """What is left to spend for free delivery (0 once reached); None when there is no threshold."""
    if free_delivery_over is None or free_delivery_over <= 0:
        return None
    return from_minor(max(0, to_minor(free_delivery_over) - to_minor(subtotal)))
