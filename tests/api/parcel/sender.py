"""Intent-named helpers for parcel tests: a sender (guest or customer), places in and out of the demo zones."""

from __future__ import annotations

import secrets
from typing import Any

from httpx import Response
from litestar.testing import AsyncTestClient

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


class Sender:
    """One parcel owner: a guest (guest_id) or a customer (token)."""

    def __init__(
        self, client: AsyncTestClient, guest_id: str | None = None, token: str | None = None
    ) -> None:  # type: ignore[type-arg]
        self.client = client
        self.guest_id = guest_id
        self.token = token

    @classmethod
    async def guest(cls, client: AsyncTestClient) -> Sender:  # type: ignore[type-arg]
        answer = await client.post("/api/v1/auth/guest/request")
        assert answer.status_code == 200, answer.text
        return cls(client, guest_id=answer.json()["guest_id"])

    @classmethod
    async def customer(cls, client: AsyncTestClient) -> Sender:  # type: ignore[type-arg]
        body = {
            "name": "Parcel Sender",
            "email": f"parcel-{secrets.token_hex(6)}@example.com",
            "phone": f"+3364{secrets.randbelow(10**7):07d}",
            "password": "parcel sender password",
        }
        answer = await client.post("/api/v1/auth/sign-up", json=body)
        assert answer.status_code == 200, answer.text
        return cls(client, token=answer.json()["token"])

    def headers(self, language: str = "en", key: str | None = None) -> dict[str, str]:
        headers = {"X-localization": language}
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        if key is not None:
            headers["Idempotency-Key"] = key
        return headers

    def _own(self, body: dict[str, Any]) -> dict[str, Any]:
        return {"guest_id": self.guest_id, **body} if self.guest_id else body

    async def place(self, body: dict[str, Any], language: str = "en", key: str | None = None) -> Response:
        return await self.client.post(
            f"{PARCEL}/place", json=self._own(body), headers=self.headers(language, key)
        )

    async def cancel(self, parcel_id: int) -> Response:
        body = self._own({"parcel_id": parcel_id})
        return await self.client.put(f"{PARCEL}/cancel", json=body, headers=self.headers())

    async def listed(self, **params: Any) -> Response:
        return await self.client.get(f"{PARCEL}/list", params=params, headers=self.headers())


async def track(client: AsyncTestClient, code: str, number: str, language: str = "en") -> Response:  # type: ignore[type-arg]
    return await client.get(
        f"{PARCEL}/track",
        params={"tracking_code": code, "contact_number": number},
        headers={"X-localization": language},
    )


def error(answer: Response) -> tuple[int, str, str]:
    """(status, code, message) of an errors-shaped answer."""
    first = answer.json()["errors"][0]
    return answer.status_code, first["code"], first["message"]
