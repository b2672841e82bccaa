"""Parcel delivery: customers send packages between two addresses."""

from core.verticals import StockAndMaximumRules, Vertical, VerticalPolicy

from .demo import demo_catalogue
from .labels import LABELS

vertical = Vertical(
    module_type="parcel",
    labels=LABELS,
    cart_rules=StockAndMaximumRules(),
    policy=VerticalPolicy(
        cart="none", wishlist=False, track_order=False, help_as_contact=True, home_crumb="parcelDelivery"
    ),
    demo=demo_catalogue,
)
