"""Intent-named helpers for trip cart tests: a traveller (guest or customer) and the demo's vehicles."""

from __future__ import annotations

import datetime as dt
import secrets
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from httpx import Response
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

from tests.api.visitor import Client, Visitor, error, logged_in, new_guest_id, signed_up

__all__ = [
    "BY_KM", "CONTACT", "EIFFEL_TOWER", "ORLY", "PASSWORD", "TRIP", "TRIPS", "Traveller", "Vehicle",
    "demo_vehicles", "error", "pickup_in", "provider_tax", "tax_cents", "trip_body",
]  # fmt: skip

TRIP = "/api/v1/rental/user/cart"
TRIPS = "/api/v1/rental/trip"
CONTACT = {"contact_person_name": "Ada Traveller", "contact_person_number": "+33 6 12 34 56 78"}
PASSWORD = "trip traveller password"
EIFFEL_TOWER = {"address": "Champ de Mars, Paris", "lat": 48.8584, "lng": 2.2945}
ORLY = {"address": "Orly airport", "lat": 48.7262, "lng": 2.3652}
# A distance-wise trip from the Eiffel Tower (trip_body's pickup) to Orly.
BY_KM = {"rental_type": "distance_wise", "estimated_hours": None, "destination_location": ORLY}


@dataclass(frozen=True)
class Vehicle:
    """A demo vehicle, its provider, its rates in cents and its own discount (as its card shows it)."""

    id: int
    name: str
    provider_id: int
    extra: dict[str, Any]
    discount: Decimal = Decimal(0)
    discount_type: str = "percent"

    def cents(self, field: str) -> int:
        return round(self.extra[field] * 100)

    def fare(self, cents: int) -> int:
        """One vehicle's fare for a trip that costs `cents` at its rates: less its discount, a percent of the
        fare rounded half up or a flat amount off it, never below zero."""
        if self.discount_type == "percent":
            off = (Decimal(cents) * self.discount / 100).quantize(Decimal(1), ROUND_HALF_UP)
        else:
            off = (self.discount * 100).quantize(Decimal(1), ROUND_HALF_UP)
        return max(cents - int(off), 0)


async def demo_vehicles(database_url: str) -> list[Vehicle]:
    """The rental module's vehicles in the seeded demo database (read straight from its tables)."""
    import json

    engine = create_async_engine(database_url)
    try:
        async with engine.connect() as conn:
            rows = (
                await conn.execute(
                    text(
                        "SELECT i.id, i.name, i.store_id, i.extra, i.discount, i.discount_type FROM items i JOIN modules m "
                        "ON m.id = i.module_id WHERE m.module_type = 'rental' AND i.status = TRUE ORDER BY i.id"
                    )
                )
            ).all()
    finally:
        await engine.dispose()
    return [
        Vehicle(
            r[0], r[1], r[2], r[3] if isinstance(r[3], dict) else json.loads(r[3]), Decimal(str(r[4])), r[5]
        )
        for r in rows
    ]


async def provider_tax(engine: AsyncEngine, provider_id: int) -> Decimal:
    """The provider's tax rate (percent), as stored."""
    async with engine.connect() as conn:
        found = await conn.execute(text("SELECT tax FROM stores WHERE id = :i"), {"i": provider_id})
        return Decimal(str(found.scalar_one()))


def tax_cents(subtotal: int, rate: Decimal) -> int:
    """The tax added on `subtotal` cents at `rate` percent, rounded half up."""
    return int((Decimal(subtotal) * rate / 100).quantize(Decimal(1), ROUND_HALF_UP))


def pickup_in(hours: float) -> str:
    """A pickup time `hours` from now, as the storefront sends it."""
    return (dt.datetime.now(dt.UTC) + dt.timedelta(hours=hours)).isoformat()


def trip_body(vehicle: Vehicle | int, quantity: int = 1, **changes: Any) -> dict[str, Any]:
    """An hourly trip of three hours from the Eiffel Tower tomorrow, with `changes` applied."""
    body = {
        "vehicle_id": vehicle if isinstance(vehicle, int) else vehicle.id,
        "quantity": quantity,
        "pickup_time": pickup_in(24),
        "rental_type": "hourly",
        "estimated_hours": 3,
        "pickup_location": EIFFEL_TOWER,
    }
    body.update(changes)
    return {k: v for k, v in body.items() if v is not None}


class Traveller(Visitor):
    """One trip cart owner: a guest (guest_id) or a customer (token)."""

    def __init__(self, client: Client, guest_id: str | None = None, token: str | None = None) -> None:
        super().__init__(client, guest_id, token)
        self.email = ""

    @classmethod
    async def guest(cls, client: Client) -> Traveller:
        """A traveller with a freshly issued guest id."""
        return cls(client, guest_id=await new_guest_id(client))

    @classmethod
    async def customer(cls, client: Client, guest_id: str | None = None) -> Traveller:
        """A traveller who has just signed up, bringing `guest_id`'s carts."""
        tag = secrets.token_hex(6)
        body = {
            "name": "Trip Traveller",
            "email": f"trip-{tag}@example.com",
            "phone": f"+3363{secrets.randbelow(10**7):07d}",
            "password": PASSWORD,
            "guest_id": guest_id,
        }
        traveller = cls(client, token=await signed_up(client, body))
        traveller.email = str(body["email"])
        return traveller

    async def sign_in(self, guest_id: str | None) -> None:
        """Log in again, bringing `guest_id`'s carts."""
        self.token = await logged_in(self.client, self.email, PASSWORD, guest_id)

    def _query(self) -> dict[str, Any]:
        return self.owned({})

    async def add(self, body: dict[str, Any], language: str = "en") -> Response:
        return await self.client.post(f"{TRIP}/add", json=self.owned(body), headers=self.headers(language))

    async def update(self, cart_id: int, quantity: int) -> Response:
        body = self.owned({"cart_id": cart_id, "quantity": quantity})
        return await self.client.put(f"{TRIP}/update", json=body, headers=self.headers())

    async def remove(self, vehicle_id: int) -> Response:
        body = self.owned({"vehicle_id": vehicle_id})
        return await self.client.request("DELETE", f"{TRIP}/remove", json=body, headers=self.headers())

    async def clear(self) -> Response:
        return await self.client.delete(f"{TRIP}/clear", params=self._query(), headers=self.headers())

    async def cart(self, language: str = "en") -> dict[str, Any]:
        answer = await self.client.get(
            f"{TRIP}/get-cart", params=self._query(), headers=self.headers(language)
        )
        assert answer.status_code == 200, answer.text
        assert answer.headers["cache-control"] == "no-store"
        cart: dict[str, Any] = answer.json()
        return cart

    # Booked trips -------------------------------------------------------------------------------------------

    async def place(self, key: str | None = None, language: str = "en", **changes: Any) -> Response:
        """Book the trip cart with the default contact and cash, `changes` applied to the body."""
        body = self.owned({**CONTACT, "payment_method": "cash_on_delivery", **changes})
        headers = self.headers(language) | ({"Idempotency-Key": key} if key else {})
        return await self.client.post(f"{TRIPS}/place", json=body, headers=headers)

    async def trips(self, kind: str = "running", offset: int = 1, limit: int = 10) -> Response:
        params = {"type": kind, "offset": str(offset), "limit": str(limit)}
        return await self.client.get(f"{TRIPS}/list", params=params, headers=self.headers())

    def _reach(self, contact: str | None) -> dict[str, str]:
        return self.reached(CONTACT["contact_person_number"] if contact is None else contact)

    async def trip(self, trip_id: int, contact: str | None = None, language: str = "en") -> Response:
        params = {"trip_id": str(trip_id), **self._reach(contact)}
        return await self.client.get(f"{TRIPS}/details", params=params, headers=self.headers(language))

    async def cancel(
        self, trip_id: int, reason: str = "Plans changed", contact: str | None = None
    ) -> Response:
        body = {"trip_id": trip_id, "reason": reason, **self._reach(contact)}
        return await self.client.put(f"{TRIPS}/cancel", json=body, headers=self.headers())
