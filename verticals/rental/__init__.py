"""Vehicle rental: providers offer vehicles booked as trips."""

from core.cart.rule_sets import StockAndMaximumRules
from core.verticals import Vertical, VerticalPolicy

from .demo import demo_catalogue
from .labels import LABELS

vertical = Vertical(
    module_type="rental",
    labels=LABELS,
    cart_rules=StockAndMaximumRules(),
    policy=VerticalPolicy(cart="trips"),
    demo=demo_catalogue,
)
