"""General shops: items with choice options and priced variations."""

from core.verticals import StockAndMaximumRules, Vertical, VerticalPolicy

from .demo import demo_catalogue
from .labels import LABELS

vertical = Vertical(
    module_type="ecommerce",
    labels=LABELS,
    cart_rules=StockAndMaximumRules(),
    policy=VerticalPolicy(product_page=True),
    demo=demo_catalogue,
)
