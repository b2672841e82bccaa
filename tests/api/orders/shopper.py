"""Intent-named helpers for the checkout and order tests: a shopper (customer or guest) and what it does."""

from __future__ import annotations

from typing import Any

from httpx import Response
from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.changes import announce_in_process
from adapters.db.tables import BusinessSetting, Item, OrderRow
from tests.api.orders.market import NEAR
from tests.api.places.customer import new_customer_id, sign_in
from tests.api.visitor import Client, Visitor, error, new_guest_id

__all__ = [
    "ORDER", "PLACE", "OrderShopper", "advance", "clear_setting", "error", "orders_in_database",
    "set_setting", "set_stock", "stock_of",
]  # fmt: skip

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


class OrderShopper(Visitor):
    """A customer (token) or a guest (guest_id) with a cart, at checkout."""

    def __init__(
        self, client: Client, ids: dict[str, int], token: str | None = None, guest_id: str | None = None
    ) -> None:
        super().__init__(client, guest_id, token)
        self.ids = ids
        self.module = "module"  # the ids key of the module its requests name in moduleId

    @classmethod
    async def customer(
        cls, client: Client, engine: AsyncEngine, secret: str, ids: dict[str, int]
    ) -> OrderShopper:
        customer_id = await new_customer_id(engine)
        return cls(client, ids, token=await sign_in(engine, secret, customer_id))

    @classmethod
    async def guest(cls, client: Client, ids: dict[str, int]) -> OrderShopper:
        return cls(client, ids, guest_id=await new_guest_id(client))

    def headers(self, language: str = "en", **extra: str) -> dict[str, str]:
        """The headers the storefront sends, naming the shopper's module."""
        return super().headers(language, moduleId=str(self.ids[self.module]), **extra)

    async def add(self, item: str, quantity: int = 1) -> None:
        answer = await self.client.post(
            "/api/v1/customer/cart/add",
            json=self.owned({"item_id": self.ids[item], "quantity": quantity}),
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
            json=self.owned({"order_type": "delivery", "latitude": NEAR[0], "longitude": NEAR[1], **body}),
            headers=self.headers(language),
        )

    async def place(self, key: str | None = None, language: str = "en", **changes: Any) -> Response:
        extra = {"Idempotency-Key": key} if key is not None else {}
        return await self.client.post(
            f"{ORDER}/place", json=self.owned({**PLACE, **changes}), headers=self.headers(language, **extra)
        )

    async def placed(self, **changes: Any) -> int:
        """Fill the cart with two apples and place it; the new order's id."""
        await self.add("apple", 2)
        answer = await self.place(**changes)
        assert answer.status_code == 200, answer.text
        order_id: int = answer.json()["order_id"]
        return order_id

    def _reach(self, contact: str | None) -> dict[str, Any]:
        return self.reached(contact or PLACE["contact_person_number"])

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


async def orders_in_database(engine: AsyncEngine) -> int:
    async with engine.connect() as connection:
        return int(await connection.scalar(select(func.count()).select_from(OrderRow)) or 0)


async def set_setting(engine: AsyncEngine, key: str, value: Any) -> None:
    """Store an operator setting and announce it (what `storefront config set` does)."""
    async with engine.begin() as connection:
        await connection.execute(delete(BusinessSetting).where(BusinessSetting.key == key))
        await connection.execute(insert(BusinessSetting).values(key=key, value=value))
    await announce_in_process()


async def clear_setting(engine: AsyncEngine, key: str) -> None:
    """Forget an operator setting (its default applies again) and announce it."""
    async with engine.begin() as connection:
        await connection.execute(delete(BusinessSetting).where(BusinessSetting.key == key))
    await announce_in_process()


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
