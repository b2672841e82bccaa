"""Pharmacies: stock-limited items, some needing a prescription."""

from core.cart.rules import StockAndMaximumRules
from core.verticals import Vertical

from .labels import LABELS

vertical = Vertical(module_type="pharmacy", labels=LABELS, cart_rules=StockAndMaximumRules())
