"""What a cart line costs and what the free-delivery bar shows (SPEC.md sections 4 and 9), computed by the
pricing engine (core/pricing) in minor units and answered as the decimal numbers the API speaks."""

from __future__ import annotations

from collections.abc import Sequence

from core.pricing import ItemDiscount, discounted_unit, from_minor, line_total, to_minor


def unit_price(
    price: float, discount: float, discount_type: str, variation_price: float | None, options: float
) -> float:
    """One unit: the base price (a chosen choice variation's price replaces it) after the item discount,
    plus the chosen food options' optionPrice."""
    base = to_minor(price if variation_price is None else variation_price)
    return from_minor(discounted_unit(base, ItemDiscount.stored(discount, discount_type)) + to_minor(options))


def line_price(unit: float, add_ons: Sequence[tuple[float, int]], quantity: int) -> float:
    """The line total: (unit price + each add-on's price times its quantity) times the quantity."""
    return from_minor(
        line_total(to_minor(unit), [(to_minor(price), qty) for price, qty in add_ons], quantity)
    )


def line_saving(
    price: float, discount: float, discount_type: str, variation_price: float | None, quantity: int
) -> float:
    """What the item discount takes off the line ('You have Saved')."""
    base = to_minor(price if variation_price is None else variation_price)
    return from_minor((base - discounted_unit(base, ItemDiscount.stored(discount, discount_type))) * quantity)


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
