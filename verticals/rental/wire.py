"""The trip cart's request bodies and answers (the rental contract's shapes), bounded where they are decoded:
a value out of its bounds is refused with 422 before any handler runs."""

from __future__ import annotations

import datetime as dt
from typing import Annotated

import msgspec

from core.verticals import GuestId, RowId

from .fares import RentalType

MAX_QUANTITY = 10  # vehicles of one kind per trip line
MAX_HOURS = 720
MAX_DAYS = 30

Quantity = Annotated[int, msgspec.Meta(ge=1, le=MAX_QUANTITY)]


class TripPlace(msgspec.Struct, frozen=True):
    """An address on the map."""

    address: Annotated[str, msgspec.Meta(min_length=1, max_length=255)]
    lat: Annotated[float, msgspec.Meta(ge=-90, le=90)]
    lng: Annotated[float, msgspec.Meta(ge=-180, le=180)]


class TripAddBody(msgspec.Struct, frozen=True, kw_only=True):
    """POST add: a vehicle with the trip data (which replace the cart's). `estimated_hours` is needed for
    hourly trips, `estimated_days` for day-wise ones, `destination_location` for distance-wise ones."""

    guest_id: GuestId | None = None
    vehicle_id: RowId
    quantity: Quantity
    pickup_time: dt.datetime
    rental_type: RentalType
    estimated_hours: Annotated[int, msgspec.Meta(ge=1, le=MAX_HOURS)] | None = None
    estimated_days: Annotated[int, msgspec.Meta(ge=1, le=MAX_DAYS)] | None = None
    pickup_location: TripPlace
    destination_location: TripPlace | None = None


class TripUpdateBody(msgspec.Struct, frozen=True, kw_only=True):
    """PUT update: a line's new quantity (absolute)."""

    guest_id: GuestId | None = None
    cart_id: RowId
    quantity: Quantity


class TripRemoveBody(msgspec.Struct, frozen=True, kw_only=True):
    """DELETE remove: the vehicle to take out of the trip."""

    guest_id: GuestId | None = None
    vehicle_id: RowId


class TripVehicle(msgspec.Struct, frozen=True):
    """The vehicle of a line, as the catalogue names it."""

    id: int
    name: str
    image_full_url: str
    store_id: int
    store_name: str


class TripLine(msgspec.Struct, frozen=True):
    """A vehicle line: `unit_fare` is one vehicle's fare for the trip, `price` the line's (unit × quantity)."""

    id: int
    vehicle_id: int
    quantity: int
    price: float
    unit_fare: float
    vehicle: TripVehicle


class TripData(msgspec.Struct, frozen=True):
    """The trip: where and when it starts, how it is charged; `distance_km` from pickup to destination."""

    pickup_location: TripPlace
    destination_location: TripPlace | None
    pickup_time: dt.datetime
    rental_type: RentalType
    estimated_hours: int | None
    estimated_days: int | None
    distance_km: float | None


class TripProvider(msgspec.Struct, frozen=True):
    """The provider every vehicle of the trip comes from, and its zone (the module switch rule reads it)."""

    id: int
    name: str
    zone_id: int


class TripCart(msgspec.Struct, frozen=True):
    """The owner's trip cart, which is the trip's quote: lines oldest first, the trip data, the subtotal of the
    line fares, the provider's tax on it (`tax_included`: already in the fares) and the total a booking
    charges."""

    carts: list[TripLine]
    user_data: TripData | None
    subtotal: float
    provider: TripProvider | None
    tax: float = 0.0
    tax_included: bool = False
    total: float = 0.0


EMPTY = TripCart(carts=[], user_data=None, subtotal=0.0, provider=None)
