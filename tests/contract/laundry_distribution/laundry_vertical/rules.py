"""Laundry cart rules: services are not stocked, and a bag holds a bounded number of each service."""

from __future__ import annotations

from dataclasses import dataclass

from core.verticals import CartItemFacts, MaximumOnlyRules, RuleViolation

BAG_LIMIT = "One laundry bag takes at most {max} of this service."


@dataclass(frozen=True, slots=True)
class LaundryCartRules(MaximumOnlyRules):
    """The maximum only (a service has no stock), refused in the laundry's own words."""

    def quantity_violations(self, item: CartItemFacts, quantity: int) -> list[RuleViolation]:
        """Over the per-cart maximum: the laundry's own message, naming that maximum."""
        return [
            RuleViolation(found.code, BAG_LIMIT, (("max", str(item.maximum_cart_quantity)),))
            for found in MaximumOnlyRules.quantity_violations(self, item, quantity)
        ]
