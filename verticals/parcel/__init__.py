"""Parcel delivery: customers send packages between two addresses and track them."""

from pathlib import Path

from core.verticals import StockAndMaximumRules, Vertical, VerticalPolicy

from .demo import demo_catalogue
from .demo_dispatch import demo_dispatch
from .erasure import forget_customer
from .labels import LABELS
from .messages import MESSAGES
from .routes import ParcelController

vertical = Vertical(
    module_type="parcel",
    labels=LABELS,
    cart_rules=StockAndMaximumRules(),
    policy=VerticalPolicy(
        cart="none", wishlist=False, track_order=False, help_as_contact=True, home_crumb="parcelDelivery"
    ),
    messages=MESSAGES,
    routes=[ParcelController],
    migrations=str(Path(__file__).with_name("migrations")),
    demo=demo_catalogue,
    demo_dispatch=demo_dispatch,
    forget_customer=forget_customer,
)
