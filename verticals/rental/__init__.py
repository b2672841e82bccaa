"""Vehicle rental: providers offer vehicles booked as trips, gathered first in a trip cart."""

from pathlib import Path

from core.verticals import GuestRows, StockAndMaximumRules, Vertical, VerticalPolicy

from .booking_routes import TripController
from .demo import demo_catalogue
from .demo_dispatch import demo_dispatch
from .erasure import forget_customer
from .labels import LABELS
from .messages import MESSAGES
from .routes import TripCartController
from .trip_cart import guest_signed_in, purge_idle_guests
from .vehicle_routes import VehicleController

vertical = Vertical(
    module_type="rental",
    labels=LABELS,
    cart_rules=StockAndMaximumRules(),
    # Trips are booked, not delivered orders: its providers are not reviewed (their review plan is off).
    policy=VerticalPolicy(cart="own", reviews=False),
    messages=MESSAGES,
    routes=[TripCartController, TripController, VehicleController],
    migrations=str(Path(__file__).with_name("migrations")),
    demo=demo_catalogue,
    demo_dispatch=demo_dispatch,
    guest_signed_in=guest_signed_in,
    purge_idle_guests=purge_idle_guests,
    forget_customer=forget_customer,
    # A guest with a trip cart keeps its id as long as the trip cart lives (purge_idle_guests ends it).
    guest_rows=(GuestRows("rental_trips"), GuestRows("rental_trip_lines")),
)
