"""What a cart line costs and what the free-delivery bar shows (SPEC.md sections 4 and 9), as pure functions.

Sums are taken in decimal cents so that a line is exactly its quantity times its unit sum, rounded once.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

from core.catalogue.pricing import discounted_price, item_discount_amount

CENT = Decimal("0.01")


# A cart answer converts the same few prices again and again (about 12 conversions a line, a third of a
# line's cost); equal numbers give equal cents whatever their type, so one cache serves them all.
@functools.lru_cache(maxsize=4096)
def _cents(value: float | Decimal) -> Decimal:
    return Decimal(str(value)).quantize(CENT, rounding=ROUND_HALF_UP)


def unit_price(
    price: float, discount: float, discount_type: str, variation_price: float | None, options: float
) -> float:
    """One unit: the base price (a chosen choice variation's price replaces it) after the item discount,
    plus the chosen food options' optionPrice."""
    base = price if variation_price is None else variation_price
    return float(_cents(discounted_price(base, discount, discount_type)) + _cents(options))


def line_price(unit: float, add_ons: Sequence[tuple[float, int]], quantity: int) -> float:
    """The line total: (unit price + each add-on's price times its quantity) times the quantity."""
    per_unit = _cents(unit) + sum((_cents(price) * qty for price, qty in add_ons), Decimal(0))
    return float((per_unit * quantity).quantize(CENT, rounding=ROUND_HALF_UP))


def line_saving(
    price: float, discount: float, discount_type: str, variation_price: float | None, quantity: int
) -> float:
    """What the item discount takes off the line ('You have Saved')."""
    base = price if variation_price is None else variation_price
    return float(_cents(item_discount_amount(base, discount, discount_type)) * quantity)


def free_delivery_progress(subtotal: float, free_delivery_over: float | None) -> float | None:
    """Subtotal as a percentage of free_delivery_over, clamped to 0-100; None when there is no threshold."""
    if free_delivery_over is None or free_delivery_over <= 0:
        return None
    return min(100.0, max(0.0, subtotal / free_delivery_over * 100))


def free_delivery_remainder(subtotal: float, free_delivery_over: float | None) -> float | None:
    """What is left to spend for free delivery (0 once reached); None when there is no threshold."""
    if free_delivery_over is None or free_delivery_over <= 0:
        return None
    return float(max(Decimal(0), _cents(free_delivery_over) - _cents(subtotal)))
