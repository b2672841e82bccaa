"""Reusable cart-rule sets a vertical can adopt: most check stock and the maximum, food only the maximum."""

from __future__ import annotations

from dataclasses import dataclass

from core.verticals import CartItemFacts, RuleViolation

MAXIMUM_REACHED = RuleViolation("maximum_cart_quantity", "Maximum cart quantity for this item reached.")
OUT_OF_STOCK = RuleViolation("out_of_stock", "Out of Stock")
NOT_ENOUGH_STOCK = RuleViolation("stock", "Not enough stock for the requested quantity.")


def _maximum_violations(item: CartItemFacts, quantity: int) -> list[RuleViolation]:
    if item.maximum_cart_quantity and quantity > item.maximum_cart_quantity:
        return [MAXIMUM_REACHED]
    return []


@dataclass(frozen=True, slots=True)
class StockAndMaximumRules:
    """Non-food verticals: the quantity may not exceed stock, nor `maximum_cart_quantity` when set."""

    checks_stock: bool = True

    def quantity_violations(self, item: CartItemFacts, quantity: int) -> list[RuleViolation]:
        """Stock first (an empty shelf is the clearer message), then the per-cart maximum."""
        if item.stock is not None and item.stock <= 0:
            return [OUT_OF_STOCK]
        if item.stock is not None and quantity > item.stock:
            return [NOT_ENOUGH_STOCK]
        return _maximum_violations(item, quantity)


@dataclass(frozen=True, slots=True)
class MaximumOnlyRules:
    """Food: kitchens cook to order, so only `maximum_cart_quantity` limits a line."""

    checks_stock: bool = False

    def quantity_violations(self, item: CartItemFacts, quantity: int) -> list[RuleViolation]:
        """Only the per-cart maximum applies."""
        return _maximum_violations(item, quantity)
