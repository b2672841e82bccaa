"""Intent-named helpers for the address and wishlist tests: a signed-in customer and what it does.

Customers are real rows, signed in with real tokens: a session row as the identity context's session store
writes it, and a token signed for it by the identity context's own issuer (JwtTokens), as sign-in does. The
rows are written on the test's own engine: the application runs on the test client's event loop, whose
connections the test cannot share.
"""

from __future__ import annotations

import datetime as dt
import itertools
import secrets
from typing import Any

from httpx import Response
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker

from adapters.db.identity.tables import Customer, CustomerSession
from adapters.identity.tokens import JwtTokens
from core.identity.model import TokenClaims
from tests.api.visitor import Client, Visitor

ADDRESS = "/api/v1/customer/address"
WISHLIST = "/api/v1/customer/wish-list"
_numbers = itertools.count(1)

HOME: dict[str, Any] = {
    "address": "12 Market Street",
    "address_type": "home",
    "contact_person_name": "Ada Lovelace",
    "contact_person_number": "+33612345678",
    "latitude": "0.5",
    "longitude": "0.25",
    "road": "Market Street",
    "house": "12",
    "floor": "2",
    "additional_information": "Blue door",
}


async def new_customer_id(engine: AsyncEngine) -> int:
    """A new customer row (what sign-up stores), its id."""
    number = f"{secrets.randbelow(10**6):06d}{next(_numbers):04d}"
    customer = Customer(
        f_name="Test",
        l_name=number,
        email=f"customer{number}@example.com",
        phone=f"+1555{number}",
        password_hash="not-a-real-hash",
        ref_code=f"R{number}",
    )
    async with async_sessionmaker(engine, expire_on_commit=False)() as session:
        session.add(customer)
        await session.commit()
    return customer.id


async def sign_in(engine: AsyncEngine, secret: str, customer_id: int, lifetime: int = 3600) -> str:
    """A bearer token for a new session of `customer_id`, signed by the identity context's issuer."""
    session_id = secrets.token_urlsafe(32)
    expires = int(dt.datetime.now(dt.UTC).timestamp()) + lifetime
    async with async_sessionmaker(engine)() as session:
        session.add(CustomerSession(id=session_id, customer_id=customer_id, expires_at=expires))
        await session.commit()
    return JwtTokens(secret).issue(TokenClaims(customer_id, session_id), lifetime)


class SignedInCustomer(Visitor):
    """One signed-in customer talking to the API."""

    def __init__(self, client: Client, customer_id: int, token: str) -> None:
        super().__init__(client, token=token)
        self.id = customer_id

    @classmethod
    async def new(cls, client: Client, engine: AsyncEngine, secret: str) -> SignedInCustomer:
        customer_id = await new_customer_id(engine)
        return cls(client, customer_id, await sign_in(engine, secret, customer_id))

    def headers(self, language: str = "en", module: int | None = None) -> dict[str, str]:  # type: ignore[override]
        """The headers the storefront sends, naming the module of id `module` if given."""
        return super().headers(language, **({"moduleId": str(module)} if module is not None else {}))

    async def add_address(self, language: str = "en", **changes: Any) -> Response:
        return await self.client.post(
            f"{ADDRESS}/add", json={**HOME, **changes}, headers=self.headers(language)
        )

    async def update_address(self, address_id: int | str, language: str = "en", **changes: Any) -> Response:
        return await self.client.put(
            f"{ADDRESS}/update/{address_id}", json={**HOME, **changes}, headers=self.headers(language)
        )

    async def delete_address(self, address_id: int | str) -> Response:
        return await self.client.delete(
            f"{ADDRESS}/delete", params={"address_id": address_id}, headers=self.headers()
        )

    async def addresses(self) -> list[dict[str, Any]]:
        answer = await self.client.get(f"{ADDRESS}/list", headers=self.headers())
        assert answer.status_code == 200, answer.text
        found: list[dict[str, Any]] = answer.json()["addresses"]
        return found

    async def saved(self, **changes: Any) -> dict[str, Any]:
        """Save an address that must be accepted; the stored address."""
        answer = await self.add_address(**changes)
        assert answer.status_code == 200, answer.text
        address: dict[str, Any] = answer.json()["address"]
        return address

    async def wish(self, language: str = "en", **target: Any) -> Response:
        return await self.client.post(f"{WISHLIST}/add", params=target, headers=self.headers(language))

    async def unwish(self, **target: Any) -> Response:
        return await self.client.delete(f"{WISHLIST}/remove", params=target, headers=self.headers())

    async def wishlist(self, module: int | None = None, language: str = "en") -> dict[str, Any]:
        answer = await self.client.get(WISHLIST, headers=self.headers(language, module))
        assert answer.status_code == 200, answer.text
        found: dict[str, Any] = answer.json()
        return found


def error(answer: Response) -> tuple[int, list[tuple[str, str]]]:
    """(status, [(code, message), ...]) of an errors-shaped answer."""
    return answer.status_code, [(e["code"], e["message"]) for e in answer.json()["errors"]]
