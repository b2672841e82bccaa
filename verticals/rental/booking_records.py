"""What a booked trip is, as its repository takes and gives it: the trip as booked, its vehicle lines and
the statuses it reached. Amounts are minor units, moments UTC."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from core.verticals import Money

from .booking_wire import TripStatus
from .fares import RentalType
from .stored import Place


@dataclass(frozen=True, slots=True)
class Contact:
    """Who the provider reaches about the trip."""

    name: str
    number: str
    email: str | None


@dataclass(frozen=True, slots=True)
class BookedLine:
    """A vehicle line as priced at booking (fares in minor units)."""

    vehicle_id: int
    vehicle_name: str
    image_full_url: str
    quantity: int
    unit_fare: Money
    price: Money


@dataclass(frozen=True, slots=True)
class NewTrip:
    """A trip cart as booked: who booked it (and with which key), its provider, the trip data, who to reach,
    its price in minor units, when it was booked, and whether the demo dispatcher moves it on."""

    owner: str
    idempotency_key: str | None
    module_id: int
    provider_id: int
    provider_name: str
    trip_status: TripStatus
    payment_method: str
    pickup: Place
    destination: Place | None
    pickup_time: dt.datetime
    rental_type: RentalType
    estimated_hours: int | None
    estimated_days: int | None
    distance_km: float | None
    contact: Contact
    subtotal: Money
    tax: Money
    total_amount: Money  # the fares and the provider's tax (unless included); a trip adds no fee
    trip_note: str | None
    created_at: dt.datetime
    demo: bool


@dataclass(frozen=True, slots=True)
class BookedTrip(NewTrip):
    """A booked trip as stored: what was booked, its id, and why it was canceled (`trip_status` is its
    status now)."""

    id: int
    cancellation_reason: str | None


@dataclass(frozen=True, slots=True)
class TripStep:
    """One status a trip reached, and when (UTC)."""

    status: TripStatus
    at: dt.datetime
