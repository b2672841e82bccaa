"""Booked trips' request bodies and answers (the trips contract's shapes), bounded where they are decoded: a
value out of its bounds is refused with 422 before any handler runs. Contact rules are the orders' (a phone
of digits, spaces, brackets and dashes with an optional leading +; no control character in any text)."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Literal

import msgspec

from core.verticals import GuestId, RowId

from .fares import RentalType
from .wire import TripPlace

# One line of text with something in it (no control characters: PostgreSQL refuses NUL in text).
LINE = r"^[^\x00-\x1f\x7f]*[^\x00-\x1f\x7f\s][^\x00-\x1f\x7f]*$"
NOTE = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f]*$"  # a note may hold line breaks
PHONE = r"^\+?[0-9][0-9 ()-]{2,28}$"
EMAIL = r"^[^@\s\x00-\x1f]+@[^@\s\x00-\x1f]+$"
NOTE_LENGTH = 500
REASON_LENGTH = 255
CONTACT_LENGTH = 30
TripStatus = Literal["pending", "confirmed", "ongoing", "completed", "canceled"]
RUNNING: tuple[TripStatus, ...] = ("pending", "confirmed", "ongoing")
CANCELABLE: tuple[TripStatus, ...] = ("pending", "confirmed")


class TripPlaceBody(msgspec.Struct, frozen=True, kw_only=True):
    """POST /trip/place: who to reach and how the trip is paid; the trip itself is the stored trip cart."""

    guest_id: GuestId | None = None
    contact_person_name: Annotated[str, msgspec.Meta(max_length=100, pattern=LINE)]
    contact_person_number: Annotated[str, msgspec.Meta(pattern=PHONE)]
    contact_person_email: Annotated[str, msgspec.Meta(max_length=160, pattern=EMAIL)] | None = None
    payment_method: Literal["cash_on_delivery"]
    trip_note: Annotated[str, msgspec.Meta(max_length=NOTE_LENGTH, pattern=NOTE)] | None = None


class TripCancelBody(msgspec.Struct, frozen=True, kw_only=True):
    """PUT /trip/cancel: a guest names its trip with its contact number too."""

    trip_id: RowId
    reason: Annotated[str, msgspec.Meta(max_length=REASON_LENGTH, pattern=LINE)]
    guest_id: GuestId | None = None
    contact_number: Annotated[str, msgspec.Meta(max_length=CONTACT_LENGTH)] | None = None


class Booked(msgspec.Struct, frozen=True):
    """The answer of a booking."""

    message: str
    trip_id: int
    total_amount: float


class Said(msgspec.Struct, frozen=True):
    """A plain confirmation."""

    message: str


class TripProviderName(msgspec.Struct, frozen=True):
    """The provider of a trip's vehicles."""

    id: int
    name: str


class TripContact(msgspec.Struct, frozen=True):
    """Who the provider reaches about the trip."""

    name: str
    number: str
    email: str | None


class BookedLine(msgspec.Struct, frozen=True):
    """A vehicle line as priced when the trip was booked."""

    vehicle_id: int
    vehicle_name: str
    image_full_url: str
    quantity: int
    unit_fare: float
    price: float


class StatusStep(msgspec.Struct, frozen=True):
    """One status the trip reached, and when."""

    status: TripStatus
    at: dt.datetime


class Trip(msgspec.Struct, frozen=True):
    """A booked trip: the trip data, contact, fares and lines as booked, its statuses so far."""

    id: int
    trip_status: TripStatus
    payment_method: str
    payment_status: Literal["unpaid"]
    provider: TripProviderName
    module_id: int
    created_at: dt.datetime
    pickup_time: dt.datetime
    rental_type: RentalType
    estimated_hours: int | None
    estimated_days: int | None
    distance_km: float | None
    pickup_location: TripPlace
    destination_location: TripPlace | None
    contact: TripContact
    subtotal: float
    tax: float  # the provider's tax on the fares, in the total unless the prices included it
    total_amount: float
    lines: list[BookedLine]
    status_history: list[StatusStep]
    cancellation_reason: str | None
    trip_note: str | None


class TripPage(msgspec.Struct, frozen=True):
    """One page of a customer's trips, newest first (`offset` is the page number from 1)."""

    total_size: int
    limit: int
    offset: int
    trips: list[Trip]
