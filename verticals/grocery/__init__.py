"""Grocery stores: stock-limited items sold by unit, with an organic filter."""

from core.verticals import StockAndMaximumRules, Vertical, VerticalPolicy

from .demo import demo_catalogue
from .labels import LABELS

vertical = Vertical(
    module_type="grocery",
    labels=LABELS,
    cart_rules=StockAndMaximumRules(),
    policy=VerticalPolicy(item_filters=("organic",)),
    demo=demo_catalogue,
)
