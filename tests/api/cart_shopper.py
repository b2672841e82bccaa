"""Intent-named helpers for cart API tests: a shopper (guest or customer) and what it does to its cart."""

from __future__ import annotations

import datetime as dt
import secrets
from typing import Any

import jwt
from httpx import Response

from tests.api.visitor import Client, Visitor, error, logged_in, new_guest_id, signed_up

__all__ = ["CART", "CUSTOMER_PASSWORD", "Shopper", "customer_token", "error"]

CART = "/api/v1/customer/cart"


CUSTOMER_PASSWORD = "cart customer password"


def customer_token(secret: str, customer_id: int, lifetime: dt.timedelta = dt.timedelta(hours=1)) -> str:
    """A token signed with `secret` but for no open session (forged, or of a past session)."""
    claims = {"sub": str(customer_id), "exp": dt.datetime.now(dt.UTC) + lifetime}
    return jwt.encode(claims, secret, algorithm="HS256")


class Shopper(Visitor):
    """One cart owner: a guest (guest_id) or a customer (token)."""

    def __init__(
        self, client: Client, ids: dict[str, Any], guest_id: str | None = None, token: str | None = None
    ) -> None:
        super().__init__(client, guest_id, token)
        self.ids = ids
        self.email = ""

    @classmethod
    async def new_guest(cls, client: Client, ids: dict[str, Any]) -> Shopper:
        """A shopper with a freshly issued guest id."""
        return cls(client, ids, guest_id=await new_guest_id(client))

    @classmethod
    async def new_customer(cls, client: Client, ids: dict[str, Any], guest_id: str | None = None) -> Shopper:
        """A shopper who has just signed up (its email is kept in `email`), bringing `guest_id`'s cart."""
        tag = secrets.token_hex(6)
        body = {
            "name": "Cart Customer",
            "email": f"cart-{tag}@example.com",
            "phone": f"+3362{secrets.randbelow(10**7):07d}",
            "password": CUSTOMER_PASSWORD,
            "guest_id": guest_id,
        }
        shopper = cls(client, ids, token=await signed_up(client, body))
        shopper.email = str(body["email"])
        return shopper

    async def sign_in(self, guest_id: str | None = None) -> None:
        """Log in again (a new token), bringing the cart of `guest_id` along."""
        self.token = await logged_in(self.client, self.email, CUSTOMER_PASSWORD, guest_id)

    def headers(self, language: str = "en", module: str | None = None) -> dict[str, str]:  # type: ignore[override]
        """The headers the storefront sends, naming the module `module` (by its catalogue name) if given."""
        named = {"moduleId": str(self.ids[f"module_{module}"])} if module is not None else {}
        return super().headers(language, **named)

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
        return self.owned(params)

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
