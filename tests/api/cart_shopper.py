"""Intent-named helpers for cart API tests: a shopper (guest or customer) and what it does to its cart."""

from __future__ import annotations

import datetime as dt
import secrets
from typing import Any

import jwt
from httpx import Response
from litestar.testing import AsyncTestClient

CART = "/api/v1/customer/cart"


CUSTOMER_PASSWORD = "cart customer password"


def customer_token(secret: str, customer_id: int, lifetime: dt.timedelta = dt.timedelta(hours=1)) -> str:
    """A token signed with `secret` but for no open session (forged, or of a past session)."""
    claims = {"sub": str(customer_id), "exp": dt.datetime.now(dt.UTC) + lifetime}
    return jwt.encode(claims, secret, algorithm="HS256")


class Shopper:
    """One cart owner: a guest (guest_id) or a customer (token)."""

    def __init__(
        self,
        client: AsyncTestClient,
        ids: dict[str, Any],
        guest_id: str | None = None,
        token: str | None = None,  # type: ignore[type-arg]
    ) -> None:
        self.client = client
        self.ids = ids
        self.guest_id = guest_id
        self.token = token
        self.email = ""

    @classmethod
    async def new_guest(cls, client: AsyncTestClient, ids: dict[str, Any]) -> Shopper:  # type: ignore[type-arg]
        """A shopper with a freshly issued guest id."""
        answer = await client.post("/api/v1/auth/guest/request")
        assert answer.status_code == 200, answer.text
        return cls(client, ids, guest_id=answer.json()["guest_id"])

    @classmethod
    async def new_customer(
        cls,
        client: AsyncTestClient,  # type: ignore[type-arg]
        ids: dict[str, Any],
        guest_id: str | None = None,
    ) -> Shopper:
        """A shopper who has just signed up (its email is kept in `email`), bringing `guest_id`'s cart."""
        tag = secrets.token_hex(6)
        body = {
            "name": "Cart Customer",
            "email": f"cart-{tag}@example.com",
            "phone": f"+3362{secrets.randbelow(10**7):07d}",
            "password": CUSTOMER_PASSWORD,
            "guest_id": guest_id,
        }
        answer = await client.post("/api/v1/auth/sign-up", json=body)
        assert answer.status_code == 200, answer.text
        shopper = cls(client, ids, token=answer.json()["token"])
        shopper.email = body["email"]
        return shopper

    async def sign_in(self, guest_id: str | None = None) -> None:
        """Log in again (a new token), bringing the cart of `guest_id` along."""
        body = {"email_or_phone": self.email, "password": CUSTOMER_PASSWORD, "login_type": "manual"}
        answer = await self.client.post("/api/v1/auth/login", json={**body, "guest_id": guest_id})
        assert answer.status_code == 200, answer.text
        self.token = answer.json()["token"]

    def headers(self, language: str = "en", module: str | None = None) -> dict[str, str]:
        """The headers the storefront sends."""
        headers = {"X-localization": language}
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        if module is not None:
            headers["moduleId"] = str(self.ids[f"module_{module}"])
        return headers

    def _body(self, item: str, quantity: int, **extra: Any) -> dict[str, Any]:
        body: dict[str, Any] = {"item_id": self.ids[item], "quantity": quantity, **extra}
        if self.guest_id is not None:
            body.setdefault("guest_id", self.guest_id)
        return body

    async def add(self, item: str, quantity: int = 1, language: str = "en", **extra: Any) -> Response:
        """Add `quantity` of the named item."""
        return await self.client.post(
            f"{CART}/add", json=self._body(item, quantity, **extra), headers=self.headers(language)
        )

    async def update(
        self, line_id: int, item: str, quantity: int, method: str = "POST", **extra: Any
    ) -> Response:
        """Change a line (POST or PUT)."""
        body = {**self._body(item, quantity, **extra), "cart_id": line_id}
        return await self.client.request(method, f"{CART}/update", json=body, headers=self.headers())

    async def remove(self, line_id: int) -> Response:
        """Remove a line with POST /remove."""
        body: dict[str, Any] = {"cart_id": line_id, "guest_id": self.guest_id}
        return await self.client.post(f"{CART}/remove", json=body, headers=self.headers())

    def _query(self, **params: Any) -> dict[str, Any]:
        return {**params, **({"guest_id": self.guest_id} if self.guest_id else {})}

    async def remove_item(self, line_id: int) -> Response:
        """Remove a line with DELETE /remove-item."""
        return await self.client.delete(
            f"{CART}/remove-item", params=self._query(cart_id=line_id), headers=self.headers()
        )

    async def clear(self, module: str) -> Response:
        """Empty the cart of a module."""
        return await self.client.delete(
            f"{CART}/remove", params=self._query(), headers=self.headers(module=module)
        )

    async def cart(self, module: str, language: str = "en") -> list[dict[str, Any]]:
        """The cart of a module."""
        answer = await self.client.get(
            f"{CART}/list", params=self._query(), headers=self.headers(language, module)
        )
        assert answer.status_code == 200, answer.text
        lines: list[dict[str, Any]] = answer.json()
        return lines


def error(answer: Response) -> tuple[int, str, str]:
    """(status, code, message) of an errors-shaped answer."""
    first = answer.json()["errors"][0]
    return answer.status_code, first["code"], first["message"]
