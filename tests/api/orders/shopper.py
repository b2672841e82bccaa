"""Intent-named helpers for the checkout and order tests: a shopper (customer or guest) and what it does."""

from __future__ import annotations

from typing import Any

import httpx
from httpx import Response
from litestar.testing import AsyncTestClient
from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import BusinessSetting, Item, OrderRow
from tests.api.orders.market import NEAR
from tests.api.places.customer import new_customer_id, sign_in

ORDER = "/api/v1/customer/order"
PLACE: dict[str, Any] = {
    "order_type": "delivery",
    "address": "12 Market Street",
    "latitude": NEAR[0],
    "longitude": NEAR[1],
    "contact_person_name": "Ada Lovelace",
    "contact_person_number": "+33612345678",
    "payment_method": "cash_on_delivery",
}


class OrderShopper:
    """A customer (token) or a guest (guest_id) with a cart, at checkout."""

    def __init__(
        self,
        client: AsyncTestClient | httpx.AsyncClient,  # type: ignore[type-arg]
        ids: dict[str, int],
        token: str | None = None,
        guest_id: str | None = None,
    ) -> None:
        self.client = client
        self.ids = ids
        self.token = token
        self.guest_id = guest_id
        self.module = "module"  # the ids key of the module its requests name in moduleId

    @classmethod
    async def customer(
        cls,
        client: AsyncTestClient | httpx.AsyncClient,  # type: ignore[type-arg]
        engine: AsyncEngine,
        secret: str,
        ids: dict[str, int],
    ) -> OrderShopper:
        customer_id = await new_customer_id(engine)
        return cls(client, ids, token=await sign_in(engine, secret, customer_id))

    @classmethod
    async def guest(
        cls,
        client: AsyncTestClient | httpx.AsyncClient,  # type: ignore[type-arg]
        ids: dict[str, int],
    ) -> OrderShopper:
        answer = await client.post("/api/v1/auth/guest/request")
        assert answer.status_code == 200, answer.text
        return cls(client, ids, guest_id=answer.json()["guest_id"])

    def headers(self, language: str = "en", **extra: str) -> dict[str, str]:
        headers = {"X-localization": language, "moduleId": str(self.ids[self.module]), **extra}
        if self.token is not None:
            headers["Authorization"] = f"Bearer {self.token}"
        return headers

    def _owned(self, body: dict[str, Any]) -> dict[str, Any]:
        return {**body, "guest_id": self.guest_id} if self.guest_id else body

    async def add(self, item: str, quantity: int = 1) -> None:
        answer = await self.client.post(
            "/api/v1/customer/cart/add",
            json=self._owned({"item_id": self.ids[item], "quantity": quantity}),
            headers=self.headers(),
        )
        assert answer.status_code == 200, answer.text

    def line(self, item: str, quantity: int = 1, **extra: Any) -> dict[str, Any]:
        """A Buy Now line (the cart add body's shape) for `quantity` of `item`."""
        return {"item_id": self.ids[item], "quantity": quantity, **extra}

    async def buy(self, item: str, quantity: int = 1, key: str | None = None, **extra: Any) -> Response:
        """Buy Now: place `quantity` of `item` alone, for delivery to PLACE's address."""
        return await self.place(key=key, item=self.line(item, quantity, **extra))

    async def cart(self) -> list[dict[str, Any]]:
        params = {"guest_id": self.guest_id} if self.guest_id else {}
        answer = await self.client.get("/api/v1/customer/cart/list", params=params, headers=self.headers())
        assert answer.status_code == 200, answer.text
        lines: list[dict[str, Any]] = answer.json()
        return lines

    async def quote(self, language: str = "en", **body: Any) -> Response:
        return await self.client.post(
            f"{ORDER}/quote",
            json=self._owned({"order_type": "delivery", "latitude": NEAR[0], "longitude": NEAR[1], **body}),
            headers=self.headers(language),
        )

    async def place(self, key: str | None = None, language: str = "en", **changes: Any) -> Response:
        extra = {"Idempotency-Key": key} if key is not None else {}
        return await self.client.post(
            f"{ORDER}/place", json=self._owned({**PLACE, **changes}), headers=self.headers(language, **extra)
        )

    async def placed(self, **changes: Any) -> int:
        """Fill the cart with two apples and place it; the new order's id."""
        await self.add("apple", 2)
        answer = await self.place(**changes)
        assert answer.status_code == 200, answer.text
        order_id: int = answer.json()["order_id"]
        return order_id

    def _reach(self, contact: str | None) -> dict[str, Any]:
        if self.guest_id is None:
            return {}
        return {"guest_id": self.guest_id, "contact_number": contact or PLACE["contact_person_number"]}

    async def track(self, order_id: int | str, contact: str | None = None, language: str = "en") -> Response:
        params = {"order_id": order_id, **self._reach(contact)}
        return await self.client.get(f"{ORDER}/track", params=params, headers=self.headers(language))

    async def details(self, order_id: int | str, contact: str | None = None) -> Response:
        params = {"order_id": order_id, **self._reach(contact)}
        return await self.client.get(f"{ORDER}/details", params=params, headers=self.headers())

    async def cancel(
        self, order_id: int | str, contact: str | None = None, reason: str = "Other"
    ) -> Response:
        body = {"order_id": order_id, "reason": reason, **self._reach(contact)}
        return await self.client.put(f"{ORDER}/cancel", json=body, headers=self.headers())

    async def orders(self, **params: Any) -> Response:
        return await self.client.get(f"{ORDER}/list", params=params, headers=self.headers())


def error(answer: Response) -> tuple[int, str, str]:
    """(status, code, message) of an errors-shaped answer."""
    first = answer.json()["errors"][0]
    return answer.status_code, first["code"], first["message"]


async def orders_in_database(engine: AsyncEngine) -> int:
    async with engine.connect() as connection:
        return int(await connection.scalar(select(func.count()).select_from(OrderRow)) or 0)


async def set_setting(engine: AsyncEngine, key: str, value: Any) -> None:
    """Store an operator setting (what the admin panel would write)."""
    async with engine.begin() as connection:
        await connection.execute(delete(BusinessSetting).where(BusinessSetting.key == key))
        await connection.execute(insert(BusinessSetting).values(key=key, value=value))


async def clear_setting(engine: AsyncEngine, key: str) -> None:
    """Forget an operator setting: its default applies again."""
    async with engine.begin() as connection:
        await connection.execute(delete(BusinessSetting).where(BusinessSetting.key == key))


async def advance(engine: AsyncEngine, order_id: int, status: str) -> None:
    """Move an order on, as the store and the courier would."""
    async with engine.begin() as connection:
        await connection.execute(update(OrderRow).where(OrderRow.id == order_id).values(order_status=status))


async def stock_of(engine: AsyncEngine, item_id: int) -> tuple[int, dict[str, int]]:
    """An item's stock and its variations' stock by type, as stored."""
    async with engine.connect() as connection:
        row = (await connection.execute(select(Item.stock, Item.variations).where(Item.id == item_id))).one()
    return row[0], {v["type"]: v["stock"] for v in row[1] or []}


async def set_stock(
    engine: AsyncEngine, item_id: int, stock: int, variations: dict[str, int] | None = None
) -> None:
    """Set an item's stock (and its variations' stock by type), as the store would."""
    async with engine.begin() as connection:
        values: dict[str, Any] = {"stock": stock}
        if variations is not None:
            stored = (
                await connection.execute(select(Item.variations).where(Item.id == item_id))
            ).scalar_one()
            values["variations"] = [{**v, "stock": variations.get(v["type"], v["stock"])} for v in stored]
        await connection.execute(update(Item).where(Item.id == item_id).values(**values))
