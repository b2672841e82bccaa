"""Intent-named helpers for parcel tests: a sender (guest or customer), places in and out of the demo zones."""

from __future__ import annotations

import secrets
from typing import Any

from httpx import Response

from tests.api.visitor import Client, Visitor, error, new_guest_id, signed_up

__all__ = ["BASTILLE", "LONDON", "LOUVRE", "PARCEL", "Sender", "error", "parcel_body", "place", "track"]

PARCEL = "/api/v1/parcel"
LOUVRE = {"address": "Musée du Louvre, Paris", "latitude": 48.8606, "longitude": 2.3376}
BASTILLE = {"address": "Place de la Bastille, Paris", "latitude": 48.8532, "longitude": 2.3691}
LONDON = {"address": "Trafalgar Square, London", "latitude": 51.508, "longitude": -0.128}


def place(where: dict[str, Any], name: str, number: str, **more: Any) -> dict[str, Any]:
    return {**where, "contact_person_name": name, "contact_person_number": number, **more}


def parcel_body(category_id: int, **changes: Any) -> dict[str, Any]:
    """A small parcel from the Louvre to the Bastille, paid by the sender in cash, with `changes` applied."""
    body = {
        "category_id": category_id,
        "sender": place(LOUVRE, "Alice Martin", "+33 6 12 34 56 78", house="12", floor="3"),
        "receiver": place(BASTILLE, "Bruno Petit", "06.98.76.54.32", road="Rue de la Roquette"),
        "charge_payer": "sender",
        "payment_method": "cash_on_delivery",
        "parcel_note": "Ring twice.\nThird floor.",
    }
    body.update(changes)
    return body


class Sender(Visitor):
    """One parcel owner: a guest (guest_id) or a customer (token)."""

    @classmethod
    async def guest(cls, client: Client) -> Sender:
        return cls(client, guest_id=await new_guest_id(client))

    @classmethod
    async def customer(cls, client: Client) -> Sender:
        body = {
            "name": "Parcel Sender",
            "email": f"parcel-{secrets.token_hex(6)}@example.com",
            "phone": f"+3364{secrets.randbelow(10**7):07d}",
            "password": "parcel sender password",
        }
        return cls(client, token=await signed_up(client, body))

    def headers(self, language: str = "en", key: str | None = None) -> dict[str, str]:  # type: ignore[override]
        """The headers the storefront sends, with `key` as the Idempotency-Key if given."""
        return super().headers(language, **({"Idempotency-Key": key} if key is not None else {}))

    async def place(self, body: dict[str, Any], language: str = "en", key: str | None = None) -> Response:
        return await self.client.post(
            f"{PARCEL}/place", json=self.owned(body), headers=self.headers(language, key)
        )

    async def cancel(self, parcel_id: int) -> Response:
        body = self.owned({"parcel_id": parcel_id})
        return await self.client.put(f"{PARCEL}/cancel", json=body, headers=self.headers())

    async def listed(self, **params: Any) -> Response:
        return await self.client.get(f"{PARCEL}/list", params=params, headers=self.headers())


async def track(client: Client, code: str, number: str, language: str = "en") -> Response:
    return await client.get(
        f"{PARCEL}/track",
        params={"tracking_code": code, "contact_number": number},
        headers={"X-localization": language},
    )
