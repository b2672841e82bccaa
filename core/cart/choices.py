"""Choice-variation rules (grocery, pharmacy, ecommerce ...): an item with variations needs exactly one
of them, by type, and an empty one cannot be chosen (SPEC.md section 5)."""

from __future__ import annotations

from collections.abc import Sequence

from core.verticals import CartItemFacts, RuleViolation

from .model import VariationChoice

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
