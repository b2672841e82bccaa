"""Pharmacies: stock-limited items, some needing a prescription."""

from core.verticals import StockAndMaximumRules, Vertical, VerticalPolicy

from .demo import demo_catalogue
from .labels import LABELS

vertical = Vertical(
    module_type="pharmacy",
    labels=LABELS,
    cart_rules=StockAndMaximumRules(),
    demo=demo_catalogue,
    # Checkout takes prescription images: SPEC.md's upload, required for an item that needs a prescription.
    policy=VerticalPolicy(checkout_documents=True),
)
