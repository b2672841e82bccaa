"""Intent-named helpers for the rewards tests: a signed-in customer who orders and reads their wallet and
points over HTTP, an order delivered as the dispatcher delivers it, and the credits' job run as a worker
runs it."""

from __future__ import annotations

import datetime as dt
from typing import Any

from dishka import AsyncContainer
from sqlalchemy import insert, select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import LedgerEntry, OrderRow, OrderStatusRow
from adapters.jobs.work.credit_delivered_order import credit_delivered_order
from tests.api.orders.shopper import OrderShopper
from tests.api.places.customer import new_customer_id, sign_in
from tests.api.visitor import Client

WALLET = "/api/v1/customer/wallet/transactions"
POINTS = "/api/v1/customer/loyalty-point/transactions"


class Earner(OrderShopper):
    """A signed-in customer (with their id) who orders and reads what it earned."""

    def __init__(self, client: Client, ids: dict[str, int], customer_id: int, token: str) -> None:
        super().__init__(client, ids, token=token)
        self.id = customer_id

    @classmethod
    async def new(cls, client: Client, engine: AsyncEngine, secret: str, ids: dict[str, int]) -> Earner:
        customer_id = await new_customer_id(engine)
        return cls(client, ids, customer_id, await sign_in(engine, secret, customer_id))

    async def ordered(self, apples: int = 2) -> tuple[int, int]:
        """Order `apples` apples at the grocer; the order's id and amount (minor units), as answered."""
        await self.add("apple", apples)
        answer = await self.place()
        assert answer.status_code == 200, answer.text
        order_id: int = answer.json()["order_id"]
        tracked = (await self.track(order_id)).json()
        return order_id, round(tracked["order_amount"] * 100)

    async def entries(self, account: str) -> list[tuple[str, str, float]]:
        """(transaction_type, reference, credit or -debit) of every entry of `account`, newest first."""
        answer = await self.client.get(
            WALLET if account == "wallet" else POINTS, params={"limit": 50}, headers=self.headers()
        )
        assert answer.status_code == 200, answer.text
        return [
            (t["transaction_type"], t["reference"], t["credit"] or -t["debit"]) for t in answer.json()["data"]
        ]

    async def info(self) -> dict[str, Any]:
        answer = await self.client.get("/api/v1/customer/info", headers=self.headers())
        assert answer.status_code == 200, answer.text
        found: dict[str, Any] = answer.json()
        return found


async def deliver(engine: AsyncEngine, order_id: int) -> None:
    """Move the order to delivered as the dispatcher does: its status and a step of its history."""
    async with engine.begin() as connection:
        await connection.execute(
            update(OrderRow).where(OrderRow.id == order_id).values(order_status="delivered")
        )
        await connection.execute(
            insert(OrderStatusRow).values(order_id=order_id, status="delivered", at=dt.datetime.now(dt.UTC))
        )


async def credit(container: AsyncContainer, order_id: int) -> None:
    """Run the credits' job for `order_id`, as a worker runs it."""
    await credit_delivered_order(container, order_id=order_id)


async def entries_of(engine: AsyncEngine, source: str) -> list[tuple[int, str, str, int]]:
    """(customer, account, reason, amount) of every ledger entry of `source`."""
    async with engine.connect() as connection:
        rows = await connection.execute(
            select(
                LedgerEntry.customer_id, LedgerEntry.account, LedgerEntry.reason, LedgerEntry.amount
            ).where(LedgerEntry.source == source)
        )
        return [tuple(row) for row in rows]  # type: ignore[misc]
