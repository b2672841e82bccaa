"""General shops: items with choice options and priced variations."""

from core.cart.rule_sets import StockAndMaximumRules
from core.verticals import Vertical, VerticalPolicy

from .demo import demo_catalogue
from .labels import LABELS

vertical = Vertical(
    module_type="ecommerce",
    labels=LABELS,
    cart_rules=StockAndMaximumRules(),
    policy=VerticalPolicy(product_page=True),
    demo=demo_catalogue,
)
