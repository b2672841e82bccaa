"""The parcel calls' request bodies and answers (the parcel contract's shapes), bounded where they are
decoded: a value out of its bounds is refused with 422 before any handler runs."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Literal

import msgspec

from core.verticals import GuestId, RowId

PAGE_SIZE = 50  # the most parcels one page lists
MAX_PAGE = 100_000
NOTE_LENGTH = 500
TRACKING_CODE_LENGTH = 10

# One line of text: no control character at all. A note may span lines: line feeds only.
_LINE = r"^[^\x00-\x1f\x7f]*$"
_LINES = r"^[^\x00-\x09\x0b-\x1f\x7f]*$"

Short = Annotated[str, msgspec.Meta(max_length=100, pattern=_LINE)]
# Digits, spaces, dots, dashes and brackets with an optional leading +; the digits are counted after
# decoding (4 to 20), as the address book counts them.
Phone = Annotated[str, msgspec.Meta(min_length=1, max_length=30, pattern=_LINE)]
Status = Literal["pending", "confirmed", "picked_up", "delivered", "canceled"]


class ParcelPlace(msgspec.Struct, frozen=True, kw_only=True):
    """A sender's or receiver's address on the map, and who to ask for there."""

    address: Annotated[str, msgspec.Meta(min_length=1, max_length=255, pattern=_LINE)]
    latitude: Annotated[float, msgspec.Meta(ge=-90, le=90)]
    longitude: Annotated[float, msgspec.Meta(ge=-180, le=180)]
    contact_person_name: Annotated[str, msgspec.Meta(min_length=1, max_length=100, pattern=_LINE)]
    contact_person_number: Phone
    road: Short | None = None
    house: Short | None = None
    floor: Short | None = None


class ParcelPoint(msgspec.Struct, frozen=True, kw_only=True):
    """Where a place is: all a quote reads of it (a whole ParcelPlace is accepted, its other fields unread)."""

    latitude: Annotated[float, msgspec.Meta(ge=-90, le=90)]
    longitude: Annotated[float, msgspec.Meta(ge=-180, le=180)]


class ParcelQuoteBody(msgspec.Struct, frozen=True, kw_only=True):
    """POST quote: what the fee depends on, so the fee shows before the contact details are typed."""

    category_id: RowId
    sender: ParcelPoint
    receiver: ParcelPoint


class ParcelPlaceBody(msgspec.Struct, frozen=True, kw_only=True):
    """POST place: the quote's fields, who pays and how, and a note. Money sent by a client is ignored
    (an unknown field is dropped, never read)."""

    guest_id: GuestId | None = None
    category_id: RowId
    sender: ParcelPlace
    receiver: ParcelPlace
    charge_payer: Literal["sender", "receiver"]
    payment_method: Literal["cash_on_delivery"]
    parcel_note: Annotated[str, msgspec.Meta(max_length=NOTE_LENGTH, pattern=_LINES)] | None = None


class ParcelCancelBody(msgspec.Struct, frozen=True, kw_only=True):
    """PUT cancel: the owner's pending parcel to cancel."""

    guest_id: GuestId | None = None
    parcel_id: RowId


class ParcelCategory(msgspec.Struct, frozen=True):
    """A parcel category with its charges (per km and minimum), in the currency's units."""

    id: int
    name: str
    description: str
    image_full_url: str | None
    per_km_charge: float
    minimum_charge: float


class ParcelQuote(msgspec.Struct, frozen=True):
    """The fee of sending a parcel of a category between two places: `total` is what is paid."""

    distance_km: float
    delivery_fee: float
    total: float


class ParcelPlaced(msgspec.Struct, frozen=True):
    """The answer to a placed parcel: its id, its tracking code and the amount to pay."""

    message: str
    parcel_id: int
    tracking_code: str
    total_amount: float


class ParcelCanceled(msgspec.Struct, frozen=True):
    message: str


class ParcelStatusStep(msgspec.Struct, frozen=True):
    """One status the parcel reached, and when."""

    status: Status
    at: dt.datetime


class ParcelPlaceAnswer(msgspec.Struct, frozen=True):
    """A place as stored with the parcel."""

    address: str
    latitude: float
    longitude: float
    contact_person_name: str
    contact_person_number: str
    road: str | None
    house: str | None
    floor: str | None


class Parcel(msgspec.Struct, frozen=True):
    """A parcel as its owner and its trackers see it: its status and the history of its statuses."""

    id: int
    tracking_code: str
    category: ParcelCategory | None
    sender: ParcelPlaceAnswer
    receiver: ParcelPlaceAnswer
    charge_payer: str
    payment_method: str
    parcel_note: str | None
    distance_km: float
    delivery_fee: float
    total_amount: float
    status: Status
    created_at: dt.datetime
    status_history: list[ParcelStatusStep]


class ParcelPage(msgspec.Struct, frozen=True):
    """One page of the customer's parcels, newest first."""

    total_size: int
    limit: int
    offset: int
    parcels: list[Parcel]
