"""Vehicle rental: providers offer vehicles booked as trips."""

from core.verticals import StockAndMaximumRules, Vertical, VerticalPolicy

from .demo import demo_catalogue
from .labels import LABELS

vertical = Vertical(
    module_type="rental",
    labels=LABELS,
    cart_rules=StockAndMaximumRules(),
    policy=VerticalPolicy(cart="trips"),
    demo=demo_catalogue,
)
