"""Reusable cart-rule sets a vertical can adopt: most check stock and the maximum, food only the maximum.

Both take choice variations as SPEC.md section 5 words them (grocery, pharmacy, ecommerce ...): an item
with variations needs exactly one of them, by type, and an empty one cannot be chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .contract import CartItemFacts, RuleViolation
from .model import VariationChoice

MAXIMUM_REACHED = RuleViolation("maximum_cart_quantity", "Maximum cart quantity for this item reached.")
OUT_OF_STOCK = RuleViolation("out_of_stock", "Out of Stock")
NOT_ENOUGH_STOCK = RuleViolation("stock", "Not enough stock for the requested quantity.")
VARIATION_OUT_OF_STOCK = RuleViolation(
    "variation_stock", "This variation is out of stock. Choose another variation to proceed further."
)
CHOOSE_A_VARIATION = RuleViolation("variation", "Choose a variation.")
UNKNOWN_VARIATION = RuleViolation("variation", "This variation does not exist.")
NO_VARIATIONS = RuleViolation("variation", "This item has no variations.")


def choice_violations(item: CartItemFacts, chosen: Sequence[VariationChoice]) -> list[RuleViolation]:
    """One entry naming an existing variation type with stock left, or nothing for an item without any."""
    if not item.variations:
        return [NO_VARIATIONS] if chosen else []
    if len(chosen) != 1 or chosen[0].type is None or chosen[0].name is not None:
        return [CHOOSE_A_VARIATION]
    found = next((v for v in item.variations if v.type == chosen[0].type), None)
    if found is None:
        return [UNKNOWN_VARIATION]
    if found.stock <= 0:
        return [VARIATION_OUT_OF_STOCK]
    return []


def _maximum_violations(item: CartItemFacts, quantity: int) -> list[RuleViolation]:
    if item.maximum_cart_quantity and quantity > item.maximum_cart_quantity:
        return [MAXIMUM_REACHED]
    return []


def _maximum(item: CartItemFacts) -> int | None:
    return item.maximum_cart_quantity or None  # 0 or null: no maximum


@dataclass(frozen=True, slots=True)
class StockAndMaximumRules:
    """Non-food verticals: the quantity may not exceed stock, nor `maximum_cart_quantity` when set;
    items with choice variations need one with stock left."""

    checks_stock: bool = True

    def quantity_violations(self, item: CartItemFacts, quantity: int) -> list[RuleViolation]:
        """Stock first (an empty shelf is the clearer message), then the per-cart maximum."""
        if item.stock is not None and item.stock <= 0:
            return [OUT_OF_STOCK]
        if item.stock is not None and quantity > item.stock:
            return [NOT_ENOUGH_STOCK]
        return _maximum_violations(item, quantity)

    def quantity_limit(self, item: CartItemFacts) -> int | None:
        """The smaller of stock and the maximum."""
        limits = [n for n in (item.stock, _maximum(item)) if n is not None]
        return max(0, min(limits)) if limits else None

    def variation_violations(
        self, item: CartItemFacts, chosen: Sequence[VariationChoice]
    ) -> list[RuleViolation]:
        """Choice variations: exactly one, existing, with stock."""
        return choice_violations(item, chosen)


@dataclass(frozen=True, slots=True)
class MaximumOnlyRules:
    """Made to order: only `maximum_cart_quantity` limits a line; choice variations as elsewhere."""

    checks_stock: bool = False

    def quantity_violations(self, item: CartItemFacts, quantity: int) -> list[RuleViolation]:
        """Only the per-cart maximum applies."""
        return _maximum_violations(item, quantity)

    def quantity_limit(self, item: CartItemFacts) -> int | None:
        """The maximum, when set."""
        return _maximum(item)

    def variation_violations(
        self, item: CartItemFacts, chosen: Sequence[VariationChoice]
    ) -> list[RuleViolation]:
        """Choice variations: exactly one, existing, with stock."""
        return choice_violations(item, chosen)
