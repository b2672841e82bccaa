"""An item's price after its own discount, and a cart line's total."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from .money import DEFAULT_DIGITS, Money, clamp, half_up, to_minor

PERCENT = "percent"
# 6amMart's discount types: "percent" takes a share off; "amount" and "fixed" take a flat amount off.
FLAT = frozenset({"amount", "fixed"})


@dataclass(frozen=True, slots=True)
class ItemDiscount:
    """An item's own discount: `value` percent, or a flat `value` in minor units."""

    value: Decimal
    kind: str = PERCENT

    @classmethod
    def stored(cls, value: float | str | Decimal, kind: str, digits: int = DEFAULT_DIGITS) -> ItemDiscount:
        """The discount as the catalogue stores it: a percent, or a flat amount in currency units."""
        exact = value if isinstance(value, Decimal) else Decimal(str(value))
        return cls(exact if kind == PERCENT else Decimal(to_minor(exact, digits)), kind)

    @property
    def off(self) -> bool:
        return self.value > 0 and (self.kind == PERCENT or self.kind in FLAT)


def discounted_unit(price: Money, discount: ItemDiscount | None) -> Money:
    """One unit after the item's discount: the discounted price rounded half up (1.00 at 2.5% off is
    0.975, so 0.98), never below zero nor above the price."""
    if discount is None or not discount.off or price <= 0:
        return price
    if discount.kind == PERCENT:
        return clamp(half_up(Decimal(price) * (100 - discount.value) / 100), 0, price)
    return clamp(price - half_up(discount.value), 0, price)


def line_total(unit: Money, add_ons: Sequence[tuple[Money, int]], quantity: int) -> Money:
    """A line: (unit price + each add-on's price times its quantity) times the line's quantity; exact."""
    return Money((unit + sum(price * count for price, count in add_ons)) * quantity)
