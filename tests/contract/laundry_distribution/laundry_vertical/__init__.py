"""Laundry pick-up and delivery: a vertical shipped outside this repository's packages."""

from core.cart.rule_sets import StockAndMaximumRules
from core.verticals import Vertical, VerticalLabels

vertical = Vertical(
    module_type="laundry",
    labels={
        "en": VerticalLabels("Laundry", "service", "services", "laundry", "laundries", "Track Order"),
        "fr": VerticalLabels(
            "Blanchisserie", "service", "services", "blanchisserie", "blanchisseries", "Suivre la commande"
        ),
    },
    cart_rules=StockAndMaximumRules(),
)
