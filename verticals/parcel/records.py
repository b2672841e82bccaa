"""What the parcel repository takes and gives: categories, a parcel to store and a parcel as stored. Amounts
are minor units, moments UTC."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from core.verticals import Money

from .wire import Status


@dataclass(frozen=True, slots=True)
class ParcelCategory:
    """A parcel category as stored: its names and descriptions in English and French, its charges, where it
    is listed and whether it is offered."""

    id: int
    name_en: str
    name_fr: str
    description_en: str
    description_fr: str
    image: str | None
    per_km_charge: Money
    minimum_charge: Money
    position: int
    active: bool


@dataclass(frozen=True, slots=True)
class ParcelAddress:
    """A sender's or receiver's address on the map, and who to ask for there (number without separators)."""

    address: str
    latitude: float
    longitude: float
    contact_person_name: str
    contact_person_number: str
    road: str | None
    house: str | None
    floor: str | None


@dataclass(frozen=True, slots=True)
class NewParcel:
    """A parcel as placed: its owner and tracking code, its category, both sides, who pays and how, its
    price, its first status and when it was placed, and whether the demo dispatcher moves it on."""

    owner: str
    tracking_code: str
    category_id: int
    sender: ParcelAddress
    receiver: ParcelAddress
    charge_payer: str
    payment_method: str
    parcel_note: str | None
    distance_km: float
    delivery_fee: Money
    total: Money
    status: Status
    created_at: dt.datetime
    demo: bool


@dataclass(frozen=True, slots=True)
class StoredParcel(NewParcel):
    """A parcel as stored: what was placed, its id, and when it reached each later status (`status` is its
    status now)."""

    id: int
    confirmed_at: dt.datetime | None
    picked_up_at: dt.datetime | None
    delivered_at: dt.datetime | None
    canceled_at: dt.datetime | None
