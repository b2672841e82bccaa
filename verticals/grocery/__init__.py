"""Grocery stores: stock-limited items sold by unit."""

from core.verticals import StockAndMaximumRules, Vertical

from .demo import demo_catalogue
from .labels import LABELS

vertical = Vertical(
    module_type="grocery", labels=LABELS, cart_rules=StockAndMaximumRules(), demo=demo_catalogue
)
